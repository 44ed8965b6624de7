"""The main window's own Alt + letters never take a letter of its menu bar, for every game and
in both languages: the decisions of the bar (Play, Pass, the suits, the bids, Ready…), the
first deal's Deal and the result's New game, Save, Print, Legend.  Before, Alt+S on the
result pressed Save *and* opened Settings (English), and in Russian «Сдать», «Сохранить…»
(С: «Справка») and «Новая партия…» (Н: «Настройки») did the same: the menu opened, the
button was never pressed (``ui/accelerators.py``, ``ui/table/mnemonics.py``)."""

from __future__ import annotations

import random

import pytest
from letters_support import in_language, shown_letters
from PySide6.QtWidgets import QApplication
from review_support import close_reviews
from test_decision_bar import PassingBot

from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.table.mnemonics import menu_letters, mnemonic_of

#: A short game of each game, with as many kinds of decision as it has: Debertz's second round
#: of bidding with every contract (the others pass), the buy-in's exchange, declarations.
GAMES = {
    "debertz": (RuleSet(players=3, contracts_no_trump=True, contracts_all_trump=True,
                        concede_fifty=False), PassingBot),
    "oh_hell": (OhHellRules(players=3, deals=3), FallbackBot),
    "magistr": (MagistrRules(players=3), FallbackBot),
}


@pytest.fixture(params=[Language.EN, Language.RU], ids=["en", "ru"])
def language(request, qapp):
    in_language(request.param)
    yield request.param
    in_language(Language.EN)


@pytest.fixture
def window(qtbot):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE),
                   start_game=False)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()


def shared(window) -> list[str]:
    """The letters two things in sight share (the menu bar's titles among them)."""
    return [f"{letter!r}: {texts}" for letter, texts in shown_letters(window).items()
            if letter and len(texts) > 1]


def lettered(window) -> set[str]:
    """The texts in sight that have a letter, besides the menu bar's."""
    return {text for letter, texts in shown_letters(window).items() if letter
            for text in texts if not text.startswith("menu ")}


def human_to_act(session) -> bool:
    return (not session.is_over and not session.busy
            and session.game.to_act == session.human_seat
            and bool(session.view().legal_actions))


@pytest.mark.parametrize("game", list(GAMES))
def test_no_letter_of_the_table_is_a_letter_of_the_menu_bar(qtbot, window, language, game):
    rules, bot = GAMES[game]
    table = window.table
    assert len(menu_letters(table)) == 4  # Game, View, Settings, Help
    bots = {seat: bot(seat) for seat in range(1, rules.players)}
    session = window.new_game(rules, seed=5, delay_ms=0, bots=bots, wait=True)
    # the first deal waits for Deal
    qtbot.waitUntil(table.deal_prompt.isVisible)
    assert mnemonic_of(table.deal_prompt.deal_button.text())
    assert shared(window) == []
    table.deal_prompt.deal_button.click()
    # every decision of the person's in the first two deals, with the bar's buttons
    decisions = 0
    choose = random.Random(1).choice
    for _ in range(300):
        qtbot.waitUntil(lambda: session.is_over or human_to_act(session)
                        or table.summary.isVisible(), timeout=20_000)
        if table.summary.isVisible():
            assert shared(window) == []
            summary = table.summary  # its buttons answer Alt + a letter too
            assert mnemonic_of(summary.close_button.text())
            assert not summary.review_button.isVisible() or mnemonic_of(
                summary.review_button.text())
            if len(session.game.rows) >= 2:
                break  # the game waits: no decision in the bar, as when it is over
            table.summary.close_button.click()
            continue
        if session.is_over:
            break
        view = session.view()
        offered = game_ui(rules).decisions(view)
        qtbot.waitUntil(lambda: set(table.panel.buttons()) == set(offered))  # noqa: B023
        if offered:
            decisions += 1
            assert shared(window) == [], [b.text() for b in table.panel.buttons().values()]
        session.submit(choose(view.legal_actions))
    assert decisions >= 1  # Magistr: the trump, named once a game
    # the result, and the result a guest at a network table sees (Save sheet…); at the table
    # it comes once the last deal's summary is put away
    assert not table.panel.buttons()
    table.summary.setVisible(False)
    for sheet_only in (False, True):
        table.game_over.set_saves_sheet(sheet_only)
        table.game_over.show_result(session.sheet, tuple(session.names), rules)
        QApplication.processEvents()
        assert table.game_over.isVisible()
        texts = lettered(window)
        assert {"New game…", "Print…"} <= texts or {"Новая партия…", "Печать…"} <= texts
        assert shared(window) == []
        table.game_over.dismiss()


def test_a_change_of_language_keeps_the_results_letters_apart_from_the_menus(qtbot, window):
    rules, bot = GAMES["oh_hell"]
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots={seat: bot(seat) for seat in range(1, rules.players)})
    table = window.table
    table.game_over.show_result(session.sheet, tuple(session.names), rules)
    QApplication.processEvents()
    try:
        for language in (Language.RU, Language.EN, Language.RU):
            in_language(language)
            assert shared(window) == [], language
    finally:
        in_language(Language.EN)


def test_the_summarys_review_answers_its_letter(qtbot, window, language):
    # the summary's "Review the deal" by Alt + its letter: the key reviews, it does not only
    # put the summary away as any other key does
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    rules, bot = GAMES["oh_hell"]
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots={seat: bot(seat) for seat in range(1, rules.players)})
    table = window.table
    for _ in range(100):
        qtbot.waitUntil(lambda: human_to_act(session) or table.summary.isVisible(),
                        timeout=20_000)
        if table.summary.isVisible():
            break
        session.submit(session.view().legal_actions[0])
    summary = table.summary
    assert summary.review_button.isVisible()
    letter = mnemonic_of(summary.review_button.text())
    assert letter and letter not in menu_letters(table)
    asked = []
    table.review_requested.connect(asked.append)
    try:
        window.activateWindow()
        # a key's code is its capital's code point, Cyrillic too (QTest's characters are ASCII)
        QTest.keyClick(window, Qt.Key(ord(letter.upper())), Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: asked == [1], timeout=3000)
    finally:
        table.review_requested.disconnect(asked.append)
        close_reviews()
