"""The windows beside the main one answer the keys a player expects: Escape puts one away,
and the main window's keys for games and files work from it too (a new player pressed
Escape and Ctrl+N in the score sheet's window, and nothing happened)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_table_polish import make_window

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.session import FallbackBot


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    w.new_game(preset("classic", players=3), seed=2,
               bots={1: FallbackBot(1), 2: FallbackBot(2)})
    yield w
    if w.session is not None:
        w.session.stop()


def modal_seen_after(qtbot, press) -> str:
    """The class of the modal window ``press()`` opens (closed again at once), or ""."""
    seen: list[str] = []

    def close_it() -> None:
        modal = QApplication.activeModalWidget()
        if modal is not None:
            seen.append(type(modal).__name__)
            modal.reject()
    timer = QTimer()
    timer.timeout.connect(close_it)
    timer.start(50)
    press()
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    timer.stop()
    return seen[0]


def in_front(qtbot, other) -> None:
    other.show()
    other.raise_()
    other.activateWindow()
    qtbot.waitExposed(other)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=3000)


def test_escape_puts_the_score_sheet_window_away(qtbot, window):
    window.companions.show_sheet_window()
    sheet = window.companions.sheet_window
    in_front(qtbot, sheet)
    QTest.keyClick(sheet, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=2000)


@pytest.mark.parametrize("which", ["sheet", "statistics", "rules"])
def test_ctrl_n_from_a_companion_window_asks_for_a_new_game(qtbot, window, which):
    companions = window.companions
    if which == "sheet":
        companions.show_sheet_window()
        other = companions.sheet_window
    elif which == "statistics":
        companions.show_statistics()
        other = companions.statistics_dialog
    else:
        companions.show_rules()
        other = companions.rules_dialog
    in_front(qtbot, other)
    focus = other.focusWidget() or other
    assert modal_seen_after(qtbot, lambda: QTest.keyClick(
        focus, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)) == "NewGameDialog"


def test_the_keys_still_answer_after_a_language_switch(qtbot, window):
    """The menus are made anew in another language; the sheet's window has their keys."""
    window.companions.show_sheet_window()
    sheet = window.companions.sheet_window
    i18n.apply_language(Language.RU)
    try:
        QApplication.processEvents()
        in_front(qtbot, sheet)
        assert modal_seen_after(qtbot, lambda: QTest.keyClick(
            sheet, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)) == "NewGameDialog"
    finally:
        i18n.apply_language(Language.EN)
