"""What a new player tripped over in a first game of Oh Hell and Master at 1024×700 (English and
Russian), each checked as the player sees it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_other_games_at_the_table import _start

from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.main_window import MainWindow


@pytest.fixture(params=[Language.EN, Language.RU])
def window(qtbot, request):
    i18n.apply_language(request.param)
    settings = AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE)
    w = MainWindow(settings, start_game=False)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()
    i18n.apply_language(Language.EN)


def play_to_the_result(qtbot, window, session):
    table = window.table

    def step() -> bool:
        if table.game_over.isVisible():
            return True
        if table.summary.isVisible():
            table.summary.close_button.click()
        elif (not session.is_over and session.game.to_act == session.human_seat
              and not session.busy):
            session.submit(list(session.view().legal_actions)[-1])
        return False
    qtbot.waitUntil(step, timeout=60_000)
    return table.game_over


@pytest.mark.parametrize("rules", [OhHellRules(players=4, deals=3), MagistrRules(players=4)],
                         ids=["oh_hell", "magistr"])
def test_the_results_headings_name_every_player_whole(qtbot, window, rules):
    """The result's sheet has a bid and a total column per player, headed "Computer 1 / Bid":
    each heading is whole — the style cut every one to "Computer …", so the columns of the
    three computers could not be told apart."""
    result = play_to_the_result(qtbot, window, _start(window, rules))
    sheet = result.sheet
    header = sheet.horizontalHeader()
    metrics = header.fontMetrics()
    assert header.textElideMode() == Qt.TextElideMode.ElideNone
    names = window.session.names
    headings = [sheet.horizontalHeaderItem(c).text() for c in range(sheet.columnCount())]
    for name in names:
        assert sum(h.startswith(name + "\n") for h in headings) >= 2, (name, headings)
    for c, heading in enumerate(headings):
        lines = heading.split("\n")
        assert header.sectionSize(c) >= max(metrics.horizontalAdvance(t) for t in lines), heading
    assert header.height() >= 2 * metrics.height()


def test_the_keyboard_is_with_the_result_once_the_last_summary_is_closed(qtbot, window):
    """Closing the last deal's summary shows the result: its New game button has the keyboard
    (Escape closes it) — the hand took the keyboard back, so Escape and Enter did nothing."""
    session = _start(window, OhHellRules(players=3, deals=2))
    table = window.table

    def step() -> bool:
        if table.summary.isVisible() and session.is_over:
            return True
        if table.summary.isVisible():
            table.summary.close_button.click()
        elif (not session.is_over and session.game.to_act == session.human_seat
              and not session.busy):
            session.submit(list(session.view().legal_actions)[-1])
        return False
    qtbot.waitUntil(step, timeout=30_000)
    qtbot.keyClick(table.summary, Qt.Key.Key_Return)  # "The game's result"
    qtbot.waitUntil(table.game_over.isVisible)
    result = table.game_over
    assert result.isAncestorOf(QApplication.focusWidget())
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not result.isVisible()
