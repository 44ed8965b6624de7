"""The score keeper for Magistr played with real cards (MASTER §4–§8; issue 30).

Deals entered through the form — the sub-game named with what it scores, who led,
each player's tricks and what the sub-game counts — with the sums of §8 checked
as they are typed: an "All" deal whose tricks do not add up, an early end with
its tricks left unplayed, scoring cards that do not add up, the last two tricks,
MAX with its tie; a kill between deals loses nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_keeper_oh_hell import choose_game, open_keeper, press, say_number
from test_nothing_lost import make_window

from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.magistr.subgames import Scores, subgame
from debertz_desktop.keeper import MagistrDealEntry, MagistrLiveGame
from debertz_desktop.storage.saved_games import load_game
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.score_keeper.form_base import HINT, RIGHT, WRONG

NAMES = ("Аня", "Борис", "Вера")


@pytest.fixture
def keeper(qtbot):
    w = ScoreKeeperWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def start_magistr(qtbot, keeper) -> None:
    setup = keeper.setup
    choose_game(setup, "magistr")
    assert (setup.players.minimum(), setup.players.maximum()) == (2, 4)  # MASTER §2
    setup.players.setValue(3)
    for edit, name in zip(setup.name_edits, NAMES, strict=False):
        edit.setText(name)
    setup.first_dealer.setCurrentIndex(0)
    qtbot.mouseClick(setup.start, Qt.MouseButton.LeftButton)
    assert isinstance(keeper.live, MagistrLiveGame) and keeper.live.names == NAMES


def type_numbers(qtbot, keeper, numbers, most) -> None:
    for number in numbers:
        say_number(qtbot, keeper, number, most)


def filled(upto: int) -> MagistrLiveGame:
    """A 3-player game with deals 1 … ``upto`` entered (Аня always led)."""
    rules = MagistrRules(players=3)
    live = MagistrLiveGame(rules, NAMES)
    for number in range(1, upto + 1):
        kind = subgame(number).scores
        tricks = (3, 3, 3) if number in (1, 13) else (4, 4, 4)
        counts = {Scores.TRICKS: None, Scores.LAST_TWO: (1, 1, 0),
                  Scores.MAX: (50, 40, 34)}.get(kind)
        if kind is Scores.CARDS:
            counts = (len(subgame(number).scoring_cards(rules)), 0, 0)
        live.add(MagistrDealEntry(0, tricks, counts))
    return live


def test_deals_with_their_sums_checked_and_a_kill_between_deals(qtbot, window):
    keeper = open_keeper(qtbot, window)
    start_magistr(qtbot, keeper)
    form = keeper.form
    # deal 1, "All": a trick each, minus; nine tricks of nine cards (MASTER §4, §7)
    assert form.title.text() == "Deal 1 of 24"
    assert form.subgame.text() == "All: 1 a trick, minus"
    assert not form.count_head.isVisible()
    assert form.leader.currentText() == "Борис"  # the dealer's left, to change if need be
    assert HINT in form.error.styleSheet()
    assert keeper.focusWidget() is form.rows[0][2]
    type_numbers(qtbot, keeper, (4, 3, 1), 9)
    assert WRONG in form.error.styleSheet()
    assert "the tricks add up to 8, but the deal has 9" in form.error.text()
    assert not form.write.isEnabled()
    form.rows[2][2].setValue(2)
    assert RIGHT in form.error.styleSheet()
    assert [p.text() for *_, p in form.rows] == ["-4", "-3", "-2"]
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    # deal 2, K and J: Борис led deal 1 and deals now (next_dealer = first_leader, §4);
    # every king and jack taken after six tricks: the deal ends early (§7)
    form = keeper.form
    assert form.subgame.text() == "K and J: 2 each, minus"
    assert "dealer: Борис" in form.deal_line.text()
    assert form.counted.text().startswith("Scoring cards (8):")
    type_numbers(qtbot, keeper, (2, 3, 1), 12)  # twelve tricks: the digits, then Enter
    assert "Tricks: 6 of 12. 6 left unplayed: the deal ended early" in form.tricks_line.text()
    type_numbers(qtbot, keeper, (4, 2), 8)
    assert form.count_line.text() == "Scoring cards taken: 6 of 8."
    type_numbers(qtbot, keeper, (2,), 8)
    assert form.error.text() == "The deal can be written: -16 in all."
    assert keeper.focusWidget() is form.write
    press(qtbot, keeper, Qt.Key.Key_Return)
    row = keeper.live.sheet.rows[1]
    assert row.remaining == 6 and row.points == (-8, -4, -4) and all(row.checks())
    # deal 3, sixes: the cards taken must be all four (§8)
    form = keeper.form
    type_numbers(qtbot, keeper, (4, 4, 4), 12)
    type_numbers(qtbot, keeper, (1, 1, 1), 4)
    assert "Sixes: the cards taken add up to 3, but there are 4" in form.error.text()
    form.rows[0][3].setValue(2)
    assert form.write.isEnabled()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    written = keeper.live.sheet.to_dict()
    # killed between two deals: the next start has every deal
    keeper.autosave.release()
    window.files.autosave.release()
    other = make_window(qtbot)
    other.files.offer_resume()
    dialog = other.files.message_box
    assert "deals entered: 3" in dialog.text()
    dialog.resume_button.click()
    keeper = other.companions.keeper_window
    assert keeper.live.sheet.to_dict() == written
    assert keeper.form.title.text() == "Deal 4 of 24"
    assert keeper.form.subgame.text() == "Hearts: 4 each, minus"
    assert load_game(keeper.autosave.path).live.sheet.to_dict() == written


def test_the_last_two_tricks_and_max_with_its_tie(qtbot, keeper):
    keeper.offer_live(filled(10), None)
    form = keeper.form
    # deal 11, "Last two": 0, 1 or 2 each, two in all, to players who took tricks (§7)
    assert form.subgame.text() == "Last two: 11 for each of the last two tricks, minus"
    assert form.count_head.text() == "Of the last two tricks"
    type_numbers(qtbot, keeper, (6, 6, 0), 12)
    type_numbers(qtbot, keeper, (1, 0, 1), 2)
    assert "the last two tricks: two in all, each to a player who took tricks" in \
        form.error.text()
    form.rows[0][3].setValue(2)
    form.rows[2][3].setValue(0)
    assert [p.text() for *_, p in form.rows] == ["-22", "0", "0"]
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    # deal 12, MAX: the most card points takes 12; a tie splits it (max_tie = split)
    form = keeper.form
    assert form.subgame.text() == "MAX: 12 to the most card points, minus"
    assert form.count_head.text() == "Card points"
    type_numbers(qtbot, keeper, (4, 4, 4), 12)
    type_numbers(qtbot, keeper, (48, 48, 24), 99)
    assert [p.text() for *_, p in form.rows] == ["-6", "-6", "0"]
    form.rows[1][3].setValue(46)
    form.rows[2][3].setValue(26)
    assert [p.text() for *_, p in form.rows] == ["-12", "0", "0"]
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    live = keeper.live
    assert len(live.sheet.rows) == 12 and live.sheet.half(0) is not None
    # the minus half's total is a line of its own: it is not a deal to correct
    panel = keeper.panel
    assert panel.deal_at(12) is None and panel.deal_at(11) == 11


def test_a_past_deal_is_corrected_across_the_half_total(qtbot, keeper):
    keeper.offer_live(filled(14), None)
    panel = keeper.panel
    assert panel.deal_at(13) == 12  # deal 13, under the minus half's total
    keeper.edit_deal(panel.deal_at(13))
    form = keeper.form
    assert form.title.text() == "Correcting deal 13 of 24"
    assert form.subgame.text() == "All: 1 a trick, plus"
    form.rows[0][2].setValue(5)
    assert "the tricks add up to 11, but the deal has 9" in form.error.text()
    form.rows[1][2].setValue(1)
    assert form.write.text() == "Save the correction" and form.write.isEnabled()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert keeper.live.sheet.rows[12].points == (5, 1, 3)
    assert keeper.form.editing is None and keeper.form.title.text() == "Deal 15 of 24"


def test_no_player_holds_more_scoring_cards_than_his_tricks(qtbot, keeper):
    # MASTER §6.5, §7: a trick is a bank of one card from each player, so a player with
    # t tricks has at most 3·t of the sub-game's cards at a table of three — none without one
    keeper.offer_live(filled(2), None)
    form = keeper.form
    assert form.subgame.text() == "Sixes: 3 each, minus"
    type_numbers(qtbot, keeper, (6, 6, 0), 12)
    type_numbers(qtbot, keeper, (2, 0, 2), 4)  # the four sixes, two of them Вера's
    assert WRONG in form.error.styleSheet() and not form.write.isEnabled()
    assert "Sixes: Вера took no tricks, so no cards either" in form.error.text()
    form.rows[1][3].setValue(2)
    form.rows[2][3].setValue(0)
    assert form.write.isEnabled(), form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    # deal 4, hearts: one trick is three cards, not nine hearts
    form = keeper.form
    assert form.subgame.text() == "Hearts: 4 each, minus"
    type_numbers(qtbot, keeper, (1, 5, 6), 12)
    type_numbers(qtbot, keeper, (9, 0, 0), 9)
    assert WRONG in form.error.styleSheet() and not form.write.isEnabled()
    assert ("Hearts: Аня is given 9 of its cards, but his tricks hold only 3 cards"
            in form.error.text())
    assert len(keeper.live.entries) == 3


def test_the_last_deal_removed_comes_back_into_the_form(qtbot, keeper):
    # MASTER §8: a deal entered wrong is corrected — removed, its figures are in the form
    # to correct and write again, as in Debertz and Oh Hell; Write alone puts it back
    live = filled(3)
    written, sheet = live.entries, live.sheet.to_dict()
    keeper.offer_live(live, None)
    qtbot.mouseClick(keeper.remove_button, Qt.MouseButton.LeftButton)
    assert keeper.message_box is None  # nothing is lost: nothing asked
    form = keeper.form
    assert len(live.entries) == 2 and form.title.text() == "Deal 3 of 24"
    assert form.entry() == written[2] and form.write.isEnabled()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert live.entries == written and live.sheet.to_dict() == sheet
