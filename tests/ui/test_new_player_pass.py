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
    three computers could not be told apart.  As on a paper sheet the name is written once
    over the player's columns, whole, and the sheet needs no sideways scrolling."""
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
        *name, word = heading.split("\n")
        assert header.sectionSize(c) >= metrics.horizontalAdvance(word), heading
        if name:  # once over the player's columns, whole
            first, last = header.span(c)
            assert header.name_shown(c) == name[0], heading
            assert sum(header.sectionSize(k) for k in range(first, last + 1)) >= (
                metrics.horizontalAdvance(name[0])), heading
    assert header.height() >= 2 * metrics.height()
    assert not sheet.horizontalScrollBar().isVisible()


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


@pytest.mark.parametrize("players", [3, 4])
def test_the_review_boards_words_do_not_run_into_each_other(qtbot, window, players):
    """The review's board at 1024×700: "Trump: diamonds (turned 4♦)" in the top-left corner
    and the top seat's name on the same row ran into each other (in Russian)."""
    from debertz_desktop.ai.levels import make_bot
    from debertz_desktop.engine.oh_hell.game import OhHellGame
    from debertz_desktop.engine.record import GameRecord
    from debertz_desktop.ui.card_faces import CardFaces
    from debertz_desktop.ui.review.window import ReviewWindow

    names = ("Вы", *(f"Компьютер {s}" for s in range(1, players)))  # as in Russian
    game = OhHellGame(OhHellRules(players=players), seed=8, names=names)
    bots = [make_bot("medium", 8 + s, game="oh_hell") for s in range(players)]
    while game.deal.number <= 1:
        game.apply(game.to_act, bots[game.to_act].choose(game.view(game.to_act)))
    record = GameRecord.of(game)
    review = ReviewWindow(record, CardFaces(), "atlasnye", deal=1, seat=0)
    qtbot.addWidget(review)
    review.resize(1024, 700)
    review.show()
    qtbot.waitExposed(review)
    board = review.board
    for step in range(len(review.frames)):  # the bidding and the cards
        review.go(step)
        board.grab()  # painted: where its words went
        texts = board.texts
        assert any(key.startswith("info:") for key in texts)
        names = [rect for key, rect in texts.items() if key.startswith("name:")]
        assert len(names) == players
        for key, rect in texts.items():
            for other_key, other in texts.items():
                if key < other_key:
                    # a word's width apart at least, else they read as one line
                    assert not rect.adjusted(-6, 0, 6, 0).intersects(other), (
                        key, other_key, rect, other)
            assert board.rect().toRectF().contains(rect), key


def test_the_master_trump_sign_says_who_holds_the_bank_whole(qtbot, window):
    """Master's trump sign at 1024×700 says how the bank is held ("Main suit ♣ · an eight",
    "Главная ♣ · восьмёркой"): cut to "Главная ♣ · восьмё…" in Russian. Each line stays whole
    and inside the sign, in smaller type or without its last part (the tooltip says it):
    broken in two, "Main suit ♦" over "a trump" read as "diamonds are a trump"."""
    from PySide6.QtGui import QFontMetricsF

    session = _start(window, MagistrRules(players=4))
    sign = window.table.scene.decorations.trump
    seen = set()

    def step() -> bool:
        view = session.view()
        if view.main_suit is not None and view.holder is not None:
            seen.add(sign.detail)
            if len(seen) >= 3:
                return True
        if window.table.summary.isVisible():
            window.table.summary.close_button.click()
        elif session.game.to_act == session.human_seat and not session.busy:
            session.submit(view.legal_actions[0])
        return False
    qtbot.waitUntil(step, timeout=30_000)
    for detail in seen:
        sign.detail = detail
        lines = sign.detail_lines(window.table.view.font())
        assert len(lines) == 2, (detail, lines)
        for line, whole in zip(lines, detail.split("\n"), strict=True):
            # the main suit always, and how it is held when it fits
            assert line.text == whole or whole.startswith(line.text + " · "), (detail, line)
            assert QFontMetricsF(line.font).horizontalAdvance(line.text) <= sign.text_width()
            assert sign.detail_room().contains(line.rect), (detail, line)
