"""The menus answer the keyboard: in each menu (and submenu) every item has its own underlined
letter, in English and in Russian — two items on one letter only move the highlight between
them, and a new player pressing N for New game landed on Play on the network instead."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtWidgets import QApplication
from test_table_polish import make_window

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.table.mnemonics import mnemonic_of


def clashes(menu, path: str) -> list[str]:
    found = []
    letters = defaultdict(list)
    for action in menu.actions():
        if action.isSeparator() or not action.text():
            continue
        letter = mnemonic_of(action.text())
        if letter:
            letters[letter].append(action.text())
        if action.menu() is not None:
            found += clashes(action.menu(), f"{path} > {action.text()}")
    found += [f"{path}: {texts}" for texts in letters.values() if len(texts) > 1]
    return found


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_no_two_items_of_a_menu_share_a_letter(qtbot, language):
    window = make_window(qtbot)
    i18n.apply_language(language)
    QApplication.processEvents()
    try:
        found = []
        for top in window.menuBar().actions():
            found += clashes(top.menu(), top.text())
        assert found == []
        texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
        assert any(mnemonic_of(t) == ("н" if language is Language.RU else "n")
                   and t.startswith("&") for t in texts)  # N: New game
    finally:
        i18n.apply_language(Language.EN)
        QApplication.processEvents()
