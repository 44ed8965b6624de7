"""The score keeper for Oh Hell played with real cards (OH_HELL §3–§8; issue 29).

A whole 5-player game is entered through the form with the keyboard — the trump
turned, the bids as they are said, the tricks — as a scorer at a real table
would; the program is killed in the middle of the bidding and quit between two
deals, and each time the next start gives back every bid and deal.  Bad entries
(tricks that do not add up, a bid over the hand, the dealer's forbidden bid) are
refused with a sentence, and nothing is red before anything is typed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QMessageBox
from test_nothing_lost import make_window
from test_sheet_printing import pdf_text

from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.pack import Suit
from debertz_desktop.keeper import OhHellDealEntry, OhHellLiveGame
from debertz_desktop.storage.saved_games import load_game
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.games.oh_hell.keeper_form import SUITS
from debertz_desktop.ui.printing import pdf_bytes
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.score_keeper.form_base import HINT, RIGHT, WRONG

NAMES = ("Аня", "Борис", "Вера", "Глеб", "Даша")


def open_keeper(qtbot, window) -> ScoreKeeperWindow:
    window.companions.open_score_keeper()
    keeper = window.companions.keeper_window
    qtbot.waitExposed(keeper)
    return keeper


def choose_game(setup, key: str) -> None:
    index = setup.game.findData(key)
    setup.game.setCurrentIndex(index)
    setup.game.activated.emit(index)  # as a person's choice in the list


def start_oh_hell(qtbot, keeper, names=NAMES, *, first_dealer=4, **options) -> None:
    setup = keeper.setup
    choose_game(setup, "oh_hell")
    assert (setup.players.minimum(), setup.players.maximum()) == (3, 7)  # OH_HELL §2
    setup.players.setValue(len(names))
    if options:
        setup.rules.set_rules(OhHellRules(players=len(names), **options))
    for edit, name in zip(setup.name_edits, names, strict=False):
        edit.setText(name)
    setup.first_dealer.setCurrentIndex(first_dealer)
    qtbot.mouseClick(setup.start, Qt.MouseButton.LeftButton)
    live = keeper.live
    assert isinstance(live, OhHellLiveGame)
    assert live.names == names and live.first_dealer == first_dealer


def press(qtbot, keeper, *keys) -> None:
    """Keys as a scorer types them, each to whatever has the focus then."""
    for key in keys:
        widget = keeper.focusWidget()
        assert widget is not None
        if isinstance(key, str):
            for char in key:
                qtbot.keyClick(keeper.focusWidget(), char)
        else:
            qtbot.keyClick(widget, key)


def say_number(qtbot, keeper, number: int, cards: int) -> None:
    """One digit says a number in a hand of up to nine cards; else the digits and Enter."""
    if cards <= 9:
        press(qtbot, keeper, str(number))
    else:
        press(qtbot, keeper, str(number), Qt.Key.Key_Return)


def turn_trump(qtbot, keeper, suit: Suit) -> None:
    """The trump by keyboard: Tab along the suit buttons, Space on the one turned."""
    form = keeper.form
    assert keeper.focusWidget() is form.trump_buttons[SUITS[0]]
    press(qtbot, keeper, *[Qt.Key.Key_Tab] * SUITS.index(suit), Qt.Key.Key_Space)
    assert form.trump() is suit


def plan(number: int) -> tuple[Suit | None, list[int], list[int]]:
    """Deal ``number``'s trump, bids and tricks in bidding order: a varied, possible deal."""
    cards = number
    trump = None if number == 10 else SUITS[number % 4]
    if cards == 1:
        return trump, [1, 0, 0, 1, 0], [1, 0, 0, 0, 0]
    bids = [cards - 1, 1, 0, 0, 1]
    tricks = [cards - 1, 1, 0, 0, 0] if number % 3 else [cards - 2, 1, 1, 0, 0]
    return trump, bids, tricks


def seat_order(live, number, values):
    out = [0] * live.rules.players
    for seat, value in zip(live.bidding_order(number), values, strict=True):
        out[seat] = value
    return tuple(out)


def bid_deal(qtbot, keeper, number: int, upto: int | None = None) -> None:
    trump, bids, _tricks = plan(number)
    form = keeper.form
    assert form.number == number
    if trump is not None and form.trump() is None:
        turn_trump(qtbot, keeper, trump)
    said = [b for b in form.bids() if b is not None]
    for bid in bids[len(said):upto]:
        say_number(qtbot, keeper, bid, number)


def play_deal(qtbot, keeper, number: int) -> None:
    _trump, _bids, tricks = plan(number)
    for taken in tricks:
        say_number(qtbot, keeper, taken, number)
    form = keeper.form
    assert form.error.text() == "The deal can be written.", form.error.text()
    assert keeper.focusWidget() is form.write
    press(qtbot, keeper, Qt.Key.Key_Return)  # Enter on "Write the deal"


def expected_game(upto: int) -> OhHellLiveGame:
    """The same deals fed to the model directly."""
    live = OhHellLiveGame(OhHellRules(players=5), NAMES, first_dealer=4)
    for number in range(1, upto + 1):
        trump, bids, tricks = plan(number)
        live.enter(OhHellDealEntry(trump, seat_order(live, number, bids),
                                   seat_order(live, number, tricks)))
    return live


def resume_after_restart(qtbot) -> ScoreKeeperWindow:
    """The next start offers the kept game; Resume goes on with it."""
    other = make_window(qtbot)
    other.files.offer_resume()
    dialog = other.files.message_box
    assert dialog.objectName() == "UnfinishedGamesDialog" and dialog.isVisible()
    rules = OhHellRules(players=5)
    assert "Аня" in dialog.text() and game_ui(rules).game_text(rules) in dialog.text()
    dialog.resume_button.click()
    keeper = other.companions.keeper_window
    qtbot.waitExposed(keeper)
    return keeper


def test_a_whole_five_player_game_by_keyboard_with_a_kill_and_a_quit(qtbot, window, tmp_path):
    keeper = open_keeper(qtbot, window)
    start_oh_hell(qtbot, keeper)
    form = keeper.form
    # OH_HELL §3, §4: deal 1, one card, Даша deals, Аня bids first
    assert form.title.text() == "Deal 1 of 10"
    assert "dealer: Даша" in form.deal_line.text()
    assert "Аня → Борис → Вера → Глеб → Даша" in form.deal_line.text()
    assert [label.text() for _s, label, _b, _t in form.rows][-1] == "Даша (dealer)"
    for number in range(1, 5):
        bid_deal(qtbot, keeper, number)
        play_deal(qtbot, keeper, number)
    assert keeper.live.sheet.to_dict() == expected_game(4).sheet.to_dict()
    # deal 5: the trump and three bids said — then the program is killed
    bid_deal(qtbot, keeper, 5, upto=3)
    form = keeper.form
    assert form.bids_line.text() == "Bids so far: 5 for 5 tricks (3 of 5 players)."
    assert form.error.text() == "Next to bid: Вера."
    kept = load_game(keeper.autosave.path).live
    assert kept.pending == OhHellDealEntry(SUITS[1], (1, 0, None, None, 4))  # every bid kept
    keeper.autosave.release()  # killed: the OS lets go of the locks, the files stay
    window.files.autosave.release()

    keeper = resume_after_restart(qtbot)
    form = keeper.form
    assert form.number == 5 and form.trump() is SUITS[1]
    assert form.bids() == (1, 0, None, None, 4)
    assert keeper.focusWidget() is form.rows[3][2]  # Вера's bid, the next to say
    bid_deal(qtbot, keeper, 5)
    assert form.bids_line.text() == "Bids: 6 for 5 tricks — over by\u00a01."
    play_deal(qtbot, keeper, 5)
    for number in (6, 7):
        bid_deal(qtbot, keeper, number)
        play_deal(qtbot, keeper, number)
    # quit between two deals (Ctrl+Q): nothing asked, nothing lost
    keeper.parent().close()
    assert keeper.message_box is None

    keeper = resume_after_restart(qtbot)
    assert keeper.live.sheet.to_dict() == expected_game(7).sheet.to_dict()
    for number in (8, 9, 10):
        bid_deal(qtbot, keeper, number)
        if number == 10:  # OH_HELL §3: the last deal has no trump, said plainly
            form = keeper.form
            assert not any(b.isVisible() for b in form.trump_buttons.values())
            assert form.no_trump.text().startswith("No trump: the last deal")
        play_deal(qtbot, keeper, number)
    live = keeper.live
    assert live.is_over
    assert live.sheet.to_dict() == expected_game(10).sheet.to_dict()
    # the grid shows every deal, the totals and the places; the result is said
    panel = keeper.panel
    assert panel.table.rowCount() == 10 + 2
    assert "Game over" in panel.status.text()
    assert not keeper.form.isEnabled()
    # OH_HELL §8: the kept sheet prints as the table's does (its PDF names every player)
    assert all(keeper.actions_[key].isEnabled() for key in ("print", "preview", "pdf", "csv"))
    pdf = tmp_path / "kept.pdf"
    pdf.write_bytes(pdf_bytes(keeper.sheet_info()))
    text = pdf_text(pdf)
    assert all(name in text for name in NAMES)


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_suit_turned_is_written_whole_in_bold(qtbot, window, language):
    # the chosen suit stands out in bold and is not cut ("♠ spade" at 1024×700)
    i18n.apply_language(language)
    try:
        keeper = open_keeper(qtbot, window)
        keeper.resize(1024, 700)
        start_oh_hell(qtbot, keeper)
        form = keeper.form
        for suit in SUITS:
            button = form.trump_buttons[suit]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert form.trump() is suit and button.isChecked()
            bold = QFont(button.font())
            bold.setBold(True)
            padding = 2 * 8  # its style sheet: "padding: 4px 8px"
            assert button.width() >= QFontMetrics(bold).horizontalAdvance(button.text()) + padding
    finally:
        i18n.apply_language(Language.EN)


def test_bad_entries_are_refused_with_a_sentence(qtbot, window):
    keeper = open_keeper(qtbot, window)
    start_oh_hell(qtbot, keeper)
    form = keeper.form
    # issue 27: nothing red before anything is typed
    assert HINT in form.error.styleSheet() and not form.write.isEnabled()
    assert form.error.text().startswith("Enter the trump turned")
    for number in (1, 2):
        bid_deal(qtbot, keeper, number)
        play_deal(qtbot, keeper, number)
    # deal 3: three cards, Борис deals, Вера bids first; a bid of 4 is over the hand (§4)
    turn_trump(qtbot, keeper, Suit.HEARTS)
    first = keeper.focusWidget()
    press(qtbot, keeper, "4")
    assert WRONG in form.error.styleSheet()
    assert "Вера's bid 4: a bid is from 0 to 3, the cards in hand" in form.error.text()
    assert keeper.focusWidget() is first  # the scorer stays on the bid said wrong
    assert keeper.live.pending.bids[2] is None  # not kept (the trump is)
    press(qtbot, keeper, "2")
    assert keeper.live.pending.bids[2] == 2 and HINT in form.error.styleSheet()
    for bid in (0, 0, 1, 1):
        press(qtbot, keeper, str(bid))
    assert "over by\u00a01" in form.bids_line.text()  # kept together
    # the tricks add up to 2 of 3 (OH_HELL §5)
    for taken in (1, 0, 0, 1, 0):
        press(qtbot, keeper, str(taken))
    assert WRONG in form.error.styleSheet()
    assert "the tricks add up to 2, but 3 were played" in form.error.text()
    assert not form.write.isEnabled()
    assert len(keeper.live.sheet.rows) == 2
    form.rows[4][3].setFocus()
    press(qtbot, keeper, "1")
    assert RIGHT in form.error.styleSheet() and form.write.isEnabled()
    assert form.tricks_line.text() == "Tricks taken: 3 of 3."


def test_the_dealers_forbidden_bid_is_explained_and_refused(qtbot, window):
    # OH_HELL §4 dealer_restriction: the dealer may not make the bids add up to the tricks
    keeper = open_keeper(qtbot, window)
    start_oh_hell(qtbot, keeper, NAMES[:3], first_dealer=2, dealer_restriction=True)
    form = keeper.form
    assert form.dealer_note.isVisible()
    assert "Вера deals and bids last" in form.dealer_note.text()
    turn_trump(qtbot, keeper, Suit.SPADES)
    press(qtbot, keeper, "0", "0")
    assert form.dealer_note.text().startswith("Вера deals and may not bid 1")
    # a deal of one card: said without "the 1 tricks"
    assert "add up to the number of tricks (1)" in form.dealer_note.text()
    dealer_box = keeper.focusWidget()
    assert dealer_box is form.rows[2][2]
    press(qtbot, keeper, "1")
    assert WRONG in form.error.styleSheet()
    assert "the dealer Вера may not bid 1" in form.error.text()
    assert "1 tricks" not in form.error.text()
    assert keeper.focusWidget() is dealer_box
    assert keeper.live.pending.bids == (0, 0, None)  # the forbidden bid is not kept
    press(qtbot, keeper, "0")
    assert keeper.live.pending.bids == (0, 0, 0)
    assert "for 1 trick — under by\u00a01" in form.bids_line.text()  # one trick


def test_a_past_deal_is_corrected_and_every_later_total_follows(qtbot, window):
    keeper = open_keeper(qtbot, window)
    start_oh_hell(qtbot, keeper)
    for number in (1, 2, 3):
        bid_deal(qtbot, keeper, number)
        play_deal(qtbot, keeper, number)
    bid_deal(qtbot, keeper, 4, upto=2)  # a deal being bid stays as it is
    before = keeper.live.sheet.totals
    panel = keeper.panel
    assert panel.deal_at(0) == 0 and panel.deal_at(3) is None  # the totals line
    keeper.edit_deal(panel.deal_at(1))
    form = keeper.form
    assert form.editing == 1 and form.title.text() == "Correcting deal 2 of 10"
    # deal 2: Вера took both tricks, not one each with Борис
    tricks_box = {seat: box for seat, _l, _b, box in form.rows}
    tricks_box[1].setValue(0)
    assert "the tricks add up to 1, but 2 were played" in form.error.text()
    tricks_box[2].setValue(2)
    assert form.write.isEnabled(), form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    after = keeper.live.sheet.totals
    assert after != before
    assert keeper.live.pending.bids[3:] == (3, 1)  # the half-entered deal 4 is still there
    assert keeper.form.number == 4 and keeper.form.bids()[3:] == (3, 1)


def test_a_deal_of_a_finished_game_is_corrected(qtbot, window):
    # OH_HELL §6: a deal written wrong is scored again once corrected, the game over or not
    keeper = open_keeper(qtbot, window)
    live = OhHellLiveGame(OhHellRules(players=5, deals=2), NAMES, first_dealer=4)
    for number in (1, 2):
        trump, bids, tricks = plan(number)
        trump = trump if live.has_trump(number) else None  # §3: the last deal has none
        live.enter(OhHellDealEntry(trump, seat_order(live, number, bids),
                                   seat_order(live, number, tricks)))
    keeper.offer_live(live, None)
    form = keeper.form
    assert live.is_over and not form.isEnabled()
    before = live.sheet.totals
    keeper.panel.table.selectRow(1)
    qtbot.mouseClick(keeper.edit_button, Qt.MouseButton.LeftButton)
    assert form.title.text() == "Correcting deal 2 of 2"
    assert form.isEnabled() and form.cancel.isVisible() and form.cancel.isEnabled()
    qtbot.mouseClick(form.cancel, Qt.MouseButton.LeftButton)
    assert form.editing is None and not form.isEnabled()
    keeper.edit_deal(1)
    tricks_box = {seat: box for seat, _l, _b, box in form.rows}
    tricks_box[1].setValue(0)  # Вера took Борис's trick
    tricks_box[2].setValue(tricks_box[2].value() + 1)
    assert form.write.text() == "Save the correction" and form.write.isEnabled(), \
        form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert live.sheet.totals != before and live.is_over
    assert form.editing is None and not form.isEnabled()


def test_remove_the_last_deal_removes_the_last_written_deal(qtbot, window):
    # OH_HELL §8: the sheet's last row goes; the bids being said are not a written deal
    keeper = open_keeper(qtbot, window)
    start_oh_hell(qtbot, keeper)
    remove = keeper.remove_button
    bid_deal(qtbot, keeper, 1, upto=2)
    assert not remove.isEnabled()  # deals written: 0
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert keeper.live.pending.bids[:2] == (1, 0)  # the bids said are still there
    assert [b for b in keeper.form.bids() if b is not None] == [1, 0]
    bid_deal(qtbot, keeper, 1)
    play_deal(qtbot, keeper, 1)
    for number in (2, 3):
        bid_deal(qtbot, keeper, number)
        play_deal(qtbot, keeper, number)
    live = keeper.live
    written, sheet = live.entries, live.sheet.to_dict()
    assert remove.isEnabled()
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)  # nothing asked: nothing is lost
    assert keeper.message_box is None
    assert len(live.sheet.rows) == 2
    form = keeper.form
    assert form.number == 3 and form.title.text() == "Deal 3 of 10"
    # deal 3 back in the form, to correct a figure or write again as it was
    assert form.entry() == written[2] and form.write.isEnabled()
    assert live.pending == OhHellDealEntry(written[2].trump, written[2].bids)  # bids kept
    assert keeper.statusBar().currentMessage() == (
        "Deal 3 is removed; its figures are back in the form, to correct and write again.")
    assert keeper.focusWidget() is form.write
    press(qtbot, keeper, Qt.Key.Key_Return)  # written again: as it was
    assert live.entries == written and live.sheet.to_dict() == sheet
    # deal 4's bids said, then the last written deal removed: the bids for deal 4 would
    # be lost, so it is asked first
    bid_deal(qtbot, keeper, 4, upto=2)
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    box = keeper.message_box
    assert box is not None and box.text().startswith("Remove deal 3?")
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert live.entries[:3] == written and live.pending.bids.count(None) == 3
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    keeper.message_box.button(QMessageBox.StandardButton.Ok).click()
    assert len(live.sheet.rows) == 2 and form.number == 3 and form.entry() == written[2]
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)  # deal 3's figures would go: asked
    keeper.message_box.button(QMessageBox.StandardButton.Ok).click()
    assert len(live.sheet.rows) == 1 and form.entry() == written[1]


def one_deal_game_written(qtbot, window):
    """The keeper with a game of one deal (OH_HELL §2, fewer deals), that deal written: over."""
    keeper = open_keeper(qtbot, window)
    live = OhHellLiveGame(OhHellRules(players=5, deals=1), NAMES, first_dealer=4)
    keeper.offer_live(live, None)
    trump, bids, tricks = plan(1)
    trump = trump if live.has_trump(1) else None
    keeper.write(OhHellDealEntry(trump, seat_order(live, 1, bids), seat_order(live, 1, tricks)))
    return keeper, live


def test_the_save_question_calls_a_finished_game_finished(qtbot, window):
    keeper, live = one_deal_game_written(qtbot, window)
    assert live.is_over and keeper.has_unsaved_deals()
    keeper.new_game()
    text = keeper.message_box.text()
    assert text.startswith("The finished game has deals that are not saved in a file.")
    assert "in progress" not in text
    keeper.message_box.reject()


def test_a_finished_game_kept_for_later_is_offered_as_not_saved_not_as_unfinished(qtbot,
                                                                                 window):
    """OH_HELL §7: the last deal written, the game is over; kept without a file, it is
    offered at the next start for what it is — finished, its deals nowhere else."""
    keeper, live = one_deal_game_written(qtbot, window)
    assert live.is_over
    keeper.autosave.release()  # the program quit: its locks go, the files stay
    window.files.autosave.release()
    other = make_window(qtbot)
    other.files.offer_resume()
    dialog = other.files.message_box
    assert dialog.objectName() == "UnfinishedGamesDialog" and dialog.isVisible()
    assert dialog.windowTitle() == "Game not saved"
    assert "finished but was never saved" in dialog.intro.text()
    assert "not finished" not in dialog.intro.text()
    assert "finished, not saved in a file; deals entered: 1" in dialog.text()
    dialog.later_button.click()


def test_a_deal_without_trumps_asks_for_the_bids_alone(qtbot, window):
    """OH_HELL §3: the last deal is played without trumps; the form asks for no trump turned."""
    keeper = open_keeper(qtbot, window)
    rules = OhHellRules(players=5, deals=1)
    assert not rules.has_trump(1)  # the only deal is the last
    keeper.offer_live(OhHellLiveGame(rules, NAMES, first_dealer=4), None)
    assert keeper.form.error.text() == ("Enter the bids as they are said (no trump in this "
                                        "deal); after the play, the tricks each player took.")
    assert "trump turned" not in keeper.form.error.text()


def test_the_form_of_a_finished_game_says_it_is_over(qtbot, window):
    """OH_HELL §7: after the last deal the greyed form says the game is over and how to change
    a deal — not 'Deal 2' and what to enter in it; a correction, given up, says so again."""
    keeper, live = one_deal_game_written(qtbot, window)
    form = keeper.form
    assert live.is_over and not form.isEnabled()
    assert form.title.text() == "The game is over"
    assert "select it in the sheet and correct it" in form.error.text()
    keeper.edit_deal(0)
    assert form.isEnabled() and form.title.text() != "The game is over"
    form.cancel.click()
    assert not form.isEnabled() and form.title.text() == "The game is over"


def test_correcting_a_past_deal_asks_only_when_typed_tricks_would_be_lost(qtbot, window):
    """The bids said for the next deal are kept as they are said and come back after a
    correction: nothing is asked.  Trick counts typed are not kept: asked first."""
    keeper = open_keeper(qtbot, window)
    start_oh_hell(qtbot, keeper)
    bid_deal(qtbot, keeper, 1)
    play_deal(qtbot, keeper, 1)
    bid_deal(qtbot, keeper, 2, upto=2)
    form = keeper.form
    keeper.edit_deal(0)
    assert keeper.message_box is None and form.editing == 0
    keeper.cancel_correction()
    assert [b for b in form.bids() if b is not None] == list(plan(2)[1][:2])  # back
    bid_deal(qtbot, keeper, 2)
    say_number(qtbot, keeper, plan(2)[2][0], 2)  # a trick count typed
    keeper.edit_deal(0)
    box = keeper.message_box
    assert box is not None and box.text().startswith("Correct deal 1?")
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert form.editing is None and any(t is not None for t in form.tricks())  # kept
