"""The decision bar: a deal played with the keyboard alone, its keys and tooltips, and a row
that never widens the window (issue 27).

The report: Play/Pass, the suit bids, the seven exchange, Ready and the
declarations were mouse-only (Tab never reached them, no focus ring, no key),
Enter during the bidding said cards are played after the bidding, one Tab
left the hand's frame shown while the keys went to the score sheet, and Enter
played another card than the one the hint framed; the buttons had no tooltips
("klabor", "Ready"); at 1024×700 in Russian with the sheet dock the second
round's bid buttons widened the window to 1093 px and shrank Hint, Last trick
and Undo to signs.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from test_translations import human_to_act, play_until

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import Contract, Rank, Suit
from debertz_desktop.engine.debertz.combinations import Combination, CombinationKind
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games.debertz.decisions import decision_tip, preferred_letter
from debertz_desktop.ui.games.debertz.texts import action_text
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.table.mnemonics import mnemonic_of, plain


class PassingBot(FallbackBot):
    """Passes whenever it may: the person gets the second round of the bidding."""

    def choose(self, view):
        passes = [a for a in view.legal_actions if isinstance(a, A.Pass)]
        return passes[0] if passes else super().choose(view)


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    i18n.apply_language(Language(request.param))
    QApplication.processEvents()
    yield request.param
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def open_window(qtbot, size, dock: bool) -> MainWindow:
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE_RU),
                   start_game=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.sheet_dock.setVisible(dock)
    QApplication.processEvents()
    return w


@pytest.fixture
def window(qtbot):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE),
                   start_game=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    yield w
    if w.session is not None:
        w.session.stop()


def focused():
    return QApplication.focusWidget()


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(focused(), key, modifier)


def press_letter(window, letter: str) -> None:
    """Alt and the letter, as a person types it (Cyrillic too)."""
    QTest.keySequence(focused() or window, QKeySequence(f"Alt+{letter.upper()}"))


def bidding_game(window, players: int = 3, seed: int = 5):
    bots = {seat: PassingBot(seat) for seat in range(1, players)}
    return window.new_game(preset("classic", players=players), seed=seed, delay_ms=0,
                           bots=bots)


def test_the_bidding_is_done_with_the_keyboard_alone(qtbot, window, language) -> None:
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    panel, table = window.table.panel, window.table
    table.focus_hand()
    assert focused() is table.view
    # Enter in the hand during the bidding: the keys go to the decisions; nothing refused.
    press(Qt.Key.Key_Return)
    play = panel.button_for(A.PlayTurned())
    assert focused() is play
    assert "§" not in window.statusBar().currentMessage()
    # Tab: the decisions in their order, then the tools that can be used.
    press(Qt.Key.Key_Tab)
    assert focused() is panel.button_for(A.Pass())
    press(Qt.Key.Key_Tab)
    assert focused() is panel.hint
    press(Qt.Key.Key_Backtab)
    assert focused() is panel.button_for(A.Pass())
    # The arrows go along the bar; Escape goes back to the hand.
    press(Qt.Key.Key_Left)
    assert focused() is play
    press(Qt.Key.Key_Escape)
    assert focused() is table.view
    # From the hand, Tab reaches the first decision; Enter takes the one with the ring.
    press(Qt.Key.Key_Tab)
    assert focused() is play
    press(Qt.Key.Key_Right)
    assert focused() is panel.button_for(A.Pass())
    press(Qt.Key.Key_Return)
    assert (0, A.Pass()) in session.view().bids
    assert focused() is table.view, "after a decision the keys are back with the hand"
    # The second round: Alt and a suit's underlined letter names that suit (RULES §4).
    qtbot.waitUntil(lambda: human_to_act(session) and any(
        isinstance(a, A.NameSuit) for a in session.view().legal_actions), timeout=20_000)
    suit = next(a for a in session.view().legal_actions if isinstance(a, A.NameSuit))
    button = panel.button_for(suit)
    letter = panel.letter_for(suit)
    assert letter and mnemonic_of(button.text()) == letter, button.text()
    press_letter(window, letter)
    qtbot.waitUntil(lambda: session.view().maker == 0, timeout=5000)
    assert session.view().trump is suit.suit


def test_space_presses_a_decision_too(qtbot, window) -> None:
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    window.table.focus_decisions()
    assert focused() is window.table.panel.button_for(A.PlayTurned())
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: session.view().maker == 0, timeout=5000)


def test_the_decision_with_the_focus_shows_a_ring(qtbot, window) -> None:
    """The focused button is drawn differently (a gold frame), as the hand frames its card."""
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    button = window.table.panel.button_for(A.Pass())
    before = button.grab().toImage()
    window.table.panel.focus_decision(A.Pass())
    QApplication.processEvents()
    assert focused() is button
    assert button.grab().toImage() != before


def test_the_hand_frames_its_card_only_while_it_has_the_keys(qtbot, window) -> None:
    session = window.new_game(preset("classic", players=2), seed=4, delay_ms=0,
                              levels=[None, "easy"])
    play_until(qtbot, session, lambda: session.view().phase is Phase.PLAY
               and human_to_act(session))
    scene = window.table.scene

    def framed() -> list:
        return [i.card for i in scene.items() if getattr(i, "focused", False)]

    window.table.focus_hand()
    QApplication.processEvents()
    assert framed() == [scene.focused_card()]
    window.sheet_dock.setVisible(True)
    window.sheet.setFocus()
    QApplication.processEvents()
    assert framed() == [], "the keys went to the score sheet: no card is framed"
    window.table.focus_hand()
    press(Qt.Key.Key_Tab)
    assert focused() is not window.table.view
    assert framed() == []


def test_hint_moves_the_cursor_to_the_card_it_advises(qtbot, window, monkeypatch) -> None:
    """The report: Hint framed 10♣ but the cursor stayed on K♦, and Enter played K♦."""
    import debertz_desktop.ui.session as session_module

    session = window.new_game(preset("classic", players=2), seed=4, delay_ms=0,
                              levels=[None, "easy"])
    play_until(qtbot, session, lambda: session.view().phase is Phase.PLAY
               and human_to_act(session) and len(session.view().hand) > 2)
    scene = window.table.scene
    window.table.focus_hand()
    legal = [a.card for a in session.view().legal_actions if isinstance(a, A.PlayCard)]
    advised = next(card for card in reversed(legal) if card != scene.focused_card())
    monkeypatch.setattr(session_module, "advise",
                        lambda view, seed: (A.PlayCard(advised), "Because."))
    window.sheet_dock.setVisible(True)
    window.sheet.setFocus()  # the keys were elsewhere: the hint brings them back
    assert window.table.request_hint()
    qtbot.waitUntil(lambda: scene.hint_card == advised, timeout=5000)
    assert scene.focused_card() == advised
    assert focused() is window.table.view
    press(Qt.Key.Key_Return)
    assert advised not in session.view().hand


def test_hint_puts_the_focus_on_the_decision_it_advises(qtbot, window, monkeypatch) -> None:
    import debertz_desktop.ui.session as session_module

    monkeypatch.setattr(session_module, "advise", lambda view, seed: (A.Pass(), "Pass."))
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    window.table.focus_hand()
    assert window.table.request_hint()
    button = window.table.panel.button_for(A.Pass())
    qtbot.waitUntil(lambda: focused() is button, timeout=5000)
    assert button.property("hinted")
    press(Qt.Key.Key_Return)
    assert (0, A.Pass()) in session.view().bids


def test_the_keys_place_in_the_hand_shows_while_the_person_bids(qtbot, window) -> None:
    """A keyboard player tabbing through the bar met a stop with no mark at all: the hand,
    where no card can be played while he bids. A dashed ring shows the keys are there (Enter
    goes to the bids); it goes with the keys, and it never looks like a card to play."""
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    table = window.table
    table.focus_hand()
    scene = table.scene
    marked = [scene.item_for(c) for c in scene.human_hand()]
    qtbot.waitUntil(lambda: any(item.resting for item in marked), timeout=3000)
    assert [item.card for item in marked if item.resting] == [scene.focused_card()]
    assert not any(item.focused for item in marked)  # no card to play: no play's ring
    press(Qt.Key.Key_Return)  # to the bids
    assert table.panel.isAncestorOf(focused())
    assert not any(item.resting for item in marked)


# -- the letters ---------------------------------------------------------------------------

TERTZ = Combination(CombinationKind.TERTZ, Suit.HEARTS, Rank.KING, 3)
#: Decisions offered together (a superset of each moment's), RULES §4, §5, §6, §8.7, §12.
TOGETHER = {
    "first round": [A.PlayTurned(), A.Pass()],
    "second round": [*(A.NameSuit(s) for s in Suit), A.NameContract(Contract.NO_TRUMP),
                     A.NameContract(Contract.ALL_TRUMP), A.Pass()],
    "concession, defender": [A.ConcedeFifty(), A.PlayOn()],
    "concession, maker": [A.AcceptConcession(), A.RefuseConcession()],
    "before the lead": [A.ExchangeSeven(), A.ClaimRedeal(A.RedealReason.FOUR_SEVENS),
                        A.ClaimRedeal(A.RedealReason.POOR_HAND), A.ClaimWin(A.WinKind.DEBERTZ),
                        A.ClaimWin(A.WinKind.KLABOR), A.Ready()],
    "play, short deberts": [A.Declare(TERTZ), A.OfferDave(), "bella"],
    "play, pairs": [A.Declare(TERTZ), A.ClaimFinish(), "bella"],
    "dave": [A.AcceptDave(), A.DeclineDave()],
}


def test_each_decision_has_its_own_letter_in_both_languages(qtbot, window, language) -> None:
    """The letter is in the button's words, no two decisions offered together share one, and
    none is a letter of the menu bar (Alt+G / Alt+И opens the Game menu)."""
    from debertz_desktop.ui.games.debertz.decisions import bella_letter
    from debertz_desktop.ui.table.mnemonics import menu_letters

    menus = menu_letters(window.table.panel)
    assert len(menus) == 4, menus
    for moment, actions in TOGETHER.items():
        letters = []
        for action in actions:
            if action == "bella":
                label = window.table.panel.tr("Declare bella")
                letter = bella_letter()
            else:
                label, letter = action_text(action), preferred_letter(action)
            assert letter and letter in label.lower(), (moment, label, letter)
            assert letter not in menus, (moment, label, letter)
            letters.append(letter)
        assert len(set(letters)) == len(letters), (moment, letters)


def test_the_second_round_underlines_a_letter_on_every_button(qtbot, window, language) -> None:
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    session.submit(A.Pass())
    qtbot.waitUntil(lambda: human_to_act(session) and any(
        isinstance(a, A.NameSuit) for a in session.view().legal_actions), timeout=20_000)
    panel = window.table.panel
    letters = [panel.letter_for(a) for a in panel.buttons()]
    assert all(letters) and len(set(letters)) == len(letters)
    for action, button in panel.buttons().items():
        assert button.shortcut() == QKeySequence(f"Alt+{panel.letter_for(action).upper()}")


# -- the tooltips --------------------------------------------------------------------------

def test_every_decision_button_explains_itself(qtbot, window, language) -> None:
    """Play, Pass, Ready, Show klabor, the claims… each says what it does, with its rule
    section and its key, in the interface's language."""
    for actions in TOGETHER.values():
        for action in actions:
            if action == "bella":
                continue
            tip = decision_tip(action)
            assert "§" in tip, action
            if language == "ru":
                assert "правил" in tip, tip  # (правила §4), «из правил §5»
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    panel = window.table.panel
    for action, button in panel.buttons().items():
        tip = button.toolTip()
        assert "§4" in tip and f"Alt+{panel.letter_for(action).upper()}" in tip, tip
    assert "§6" in panel.bella.toolTip()
    for button in (panel.hint, panel.last_trick, panel.undo):
        assert button.toolTip()


def test_the_buttons_read_their_words_without_the_key_mark(qtbot, window) -> None:
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    texts = {plain(b.text()) for b in window.table.panel.findChildren(QPushButton)
             if b.isVisible()}
    assert {"Play", "Pass"} <= texts


# -- the decision bar ------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1024, 700), (820, 600)])
def test_the_second_round_never_widens_the_window(qtbot, language, players, size) -> None:
    """Every bid button whole and inside the bar; the window keeps its width; at 1024×700 the
    bids keep their words (the tools show signs when the bids need the row)."""
    window = open_window(qtbot, size, dock=True)
    rules = preset("belote") if players == 4 else preset("classic", players=2)
    bots = {seat: PassingBot(seat) for seat in range(1, players)}
    session = window.new_game(rules, seed=3, delay_ms=0, bots=bots)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    session.submit(A.Pass())
    qtbot.waitUntil(lambda: human_to_act(session) and any(
        isinstance(a, A.NameSuit) for a in session.view().legal_actions), timeout=20_000)
    QApplication.processEvents()
    panel = window.table.panel
    assert window.width() == size[0], "the window keeps its size"
    assert len(panel.buttons()) >= 4
    for button in [*panel.buttons().values(), panel.hint, panel.last_trick, panel.undo]:
        assert button.isVisible()
        assert button.sizeHint().width() <= button.width() + 1, button.text()
        corner = button.mapTo(panel, button.rect().bottomRight())
        assert panel.rect().contains(corner), button.text()
    assert not panel.prompt.is_elided()
    if size[0] == 1024:
        assert not panel.compact_decisions, "the suits keep their names"
    session.stop()


def second_round(qtbot, window, rules, players: int):
    """A game of ``rules`` whose first round everyone passes: the person bids a suit."""
    session = window.new_game(rules, seed=3, delay_ms=0,
                              bots={seat: PassingBot(seat) for seat in range(1, players)})
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    session.submit(A.Pass())
    qtbot.waitUntil(lambda: human_to_act(session) and any(
        isinstance(a, A.NameSuit) for a in session.view().legal_actions), timeout=20_000)
    QApplication.processEvents()
    return session


def assert_buttons_full_height(panel) -> None:
    """Every button shown is as high as it asks and as a decision is, inside the bar, and
    none lies over another."""
    shown = [b for b in (*panel.buttons().values(), panel.hint, panel.last_trick, panel.undo)
             if b.isVisible()]
    full = max(b.sizeHint().height() for b in panel.buttons().values())
    rects = []
    for button in shown:
        assert button.height() >= button.sizeHint().height(), button.text()
        assert button.height() >= full, (button.text(), button.height(), full)
        rect = button.rect().translated(button.mapTo(panel, button.rect().topLeft()))
        assert panel.rect().contains(rect), button.text()
        rects.append((button.text(), rect))
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        assert not ra.intersects(rb), (a, b)


@pytest.mark.parametrize("players", [3, 4])
def test_the_second_round_keeps_every_button_at_its_full_height(qtbot, language,
                                                                players) -> None:
    """The tester's bar: in Russian at 1024×700 with the sheet dock, the second round of
    3-player Debertz squeezed Hint, Last trick and Undo into the prompt's line at a third
    of a button's height.  Every button keeps its height, side by side in one row."""
    window = open_window(qtbot, (1024, 700), dock=True)
    rules = preset("belote") if players == 4 else preset("classic", players=3)
    session = second_round(qtbot, window, rules, players)
    panel = window.table.panel
    assert len(panel.buttons()) >= 4
    assert_buttons_full_height(panel)
    assert window.width() == 1024
    session.stop()


def test_the_bar_keeps_its_height_between_the_rounds(qtbot) -> None:
    window = open_window(qtbot, (1024, 700), dock=True)
    session = window.new_game(preset("belote"), seed=3, delay_ms=0,
                              bots={seat: PassingBot(seat) for seat in (1, 2, 3)})
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    panel = window.table.panel
    QApplication.processEvents()
    height, view = panel.height(), window.table.view.height()
    assert not panel.compact_tools
    session.submit(A.Pass())
    qtbot.waitUntil(lambda: human_to_act(session) and len(panel.buttons()) > 3,
                    timeout=20_000)
    QApplication.processEvents()
    assert_buttons_full_height(panel)
    assert panel.height() == height and window.table.view.height() == view
    session.stop()


# -- a number typed picks the bid (Oh Hell) ------------------------------------------------


def oh_hell_bidding(cards: int):
    """A 4-player Oh Hell game advanced, by the first legal moves, to the bidding of the deal of
    ``cards`` cards (OH_HELL §3: the deals go up one card at a time), with seat 0 to bid."""
    from debertz_desktop.engine.oh_hell import OhHellGame, OhHellRules

    game = OhHellGame(OhHellRules(players=4), seed=3)
    while True:
        view = game.view(game.to_act)
        if (view.phase is Phase.BIDDING and view.cards_per_player == cards
                and game.to_act == 0):
            return game.view(0)
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])


@pytest.fixture
def bid_bar(qtbot, qapp):
    """The bar with a 12-card bid to make (bids 0 to 12), and a long input interval, so that a
    loaded machine never splits "1", "2" into two numbers."""
    from debertz_desktop.ui.table.panels import ActionPanel

    bar = ActionPanel()
    qtbot.addWidget(bar)
    bar.resize(1280, 120)
    bar.show()
    qtbot.waitExposed(bar)
    bar.set_view(oh_hell_bidding(12))
    interval = QApplication.keyboardInputInterval()
    QApplication.setKeyboardInputInterval(60_000)
    yield bar
    QApplication.setKeyboardInputInterval(interval)


def bid_with_ring(bar) -> int:
    button = focused()
    return next(a.tricks for a, b in bar.buttons().items() if b is button)


def test_a_digit_puts_the_ring_on_that_bid_and_enter_takes_it(qtbot, bid_bar) -> None:
    bar = bid_bar
    assert sorted(a.tricks for a in bar.buttons()) == list(range(13))
    bar.focus_decision()
    QTest.keyClick(focused(), Qt.Key.Key_7)
    assert bid_with_ring(bar) == 7
    # two digits at once are one number, as a list finds an item by its first letters
    QTest.keyClick(focused(), Qt.Key.Key_1)
    assert bid_with_ring(bar) == 1, "71 is no bid: the 1 starts a new number"
    QTest.keyClick(focused(), Qt.Key.Key_2)
    assert bid_with_ring(bar) == 12
    QTest.keyClick(focused(), Qt.Key.Key_0)
    assert bid_with_ring(bar) == 0, "120 is no bid: the 0 alone is"
    QTest.keyClick(focused(), Qt.Key.Key_5, Qt.KeyboardModifier.KeypadModifier)
    assert bid_with_ring(bar) == 5, "the keypad's digits count too"
    QTest.keyClick(focused(), Qt.Key.Key_3, Qt.KeyboardModifier.ShiftModifier)
    assert bid_with_ring(bar) == 3, "with Shift too, as a French keyboard types digits"
    # a number that cannot be bid now (10 forbidden to the dealer, OH_HELL §4) leaves the ring
    # where it is: never on the 0 alone, for Enter to bid 0 by mistake
    ten = next(b for a, b in bar.buttons().items() if a.tricks == 10)
    ten.setEnabled(False)
    QTest.keyClick(focused(), Qt.Key.Key_1)
    QTest.keyClick(focused(), Qt.Key.Key_0)
    assert bid_with_ring(bar) == 1
    ten.setEnabled(True)
    chosen = []
    bar.action_chosen.connect(chosen.append)
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert [a.tricks for a in chosen] == [1]


def test_digits_typed_slowly_are_numbers_of_their_own(qtbot, bid_bar) -> None:
    bar = bid_bar
    QApplication.setKeyboardInputInterval(0)
    bar.focus_decision()
    QTest.keyClick(focused(), Qt.Key.Key_1)
    qtbot.wait(20)
    QTest.keyClick(focused(), Qt.Key.Key_2)
    assert bid_with_ring(bar) == 2


def test_a_digit_in_the_hand_goes_to_the_bid_at_the_table(qtbot, window) -> None:
    from debertz_desktop.engine.oh_hell import Bid, OhHellRules

    rules = OhHellRules(players=3, deals=2)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots={seat: FallbackBot(seat) for seat in range(1, 3)})
    panel, table = window.table.panel, window.table
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    assert session.view().phase is Phase.BIDDING
    table.focus_hand()
    QTest.keyClick(table.view, Qt.Key.Key_1)
    assert focused() is panel.button_for(Bid(1))
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.view().bids[0] == 1, timeout=5000)
    assert focused() is table.view
    # while a card is to be played no decision bears a number: a digit leaves the hand alone
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    assert session.view().phase is Phase.PLAY  # the deal's one card is still in the hand
    QTest.keyClick(table.view, Qt.Key.Key_1)
    assert focused() is table.view


def test_a_digit_does_nothing_where_no_decision_is_a_number(qtbot, window) -> None:
    # Debertz's bids are words: the digit leaves the keyboard in the hand
    session = bidding_game(window)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    window.table.focus_hand()
    QTest.keyClick(window.table.view, Qt.Key.Key_1)
    assert focused() is window.table.view
