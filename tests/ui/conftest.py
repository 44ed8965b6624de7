"""Fixtures of the window tests (the whole suite's, the temporary home above all, are in
``tests/conftest.py``)."""

from __future__ import annotations

import pytest

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n


@pytest.fixture
def english(qapp):
    """The program's words in English during the test and after it (a test may switch to
    Russian)."""
    i18n.apply_language(Language.EN)
    yield
    i18n.apply_language(Language.EN)


@pytest.fixture
def window(qtbot):
    """The main window as ``make_window`` opens it (no game, cards not moving), its game
    stopped after the test; a test module may define its own ``window`` instead."""
    from test_table_polish import make_window

    w = make_window(qtbot)
    yield w
    if w.session is not None:
        w.session.stop()
