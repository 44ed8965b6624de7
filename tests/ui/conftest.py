"""Fixtures of the window tests (the whole suite's, the temporary home above all, are in
``tests/conftest.py``)."""

from __future__ import annotations

import pytest
from letters_support import in_language

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n


@pytest.fixture
def english(qapp):
    """The program's words in English during the test and after it (a test may switch to
    Russian)."""
    i18n.apply_language(Language.EN)
    yield
    i18n.apply_language(Language.EN)


@pytest.fixture(params=[Language.EN, Language.RU], ids=["en", "ru"])
def language(request, qapp):
    """The test in English, then in Russian, the words (and the Alt letters given from
    them) in place before it starts; English after it.  A module may define its own."""
    in_language(request.param)
    yield request.param
    in_language(Language.EN)
