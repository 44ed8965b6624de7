"""The score keeper's window: set up, enter deals with the form, correct one, save, reopen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from debertz_desktop.engine.debertz.cards import Contract, Suit
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.sheet import DealKind, Mark
from debertz_desktop.storage.saved_games import load_game
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow


@pytest.fixture
def keeper(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path / "home"))
    w = ScoreKeeperWindow(rules=RuleSet(players=2, target=301))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def set_up(qtbot, keeper, names=("Аня", "Борис")):
    setup = keeper.setup
    setup.players.setValue(len(names))
    for edit, name in zip(setup.name_edits, names, strict=False):
        edit.setText(name)
    setup.first_dealer.setCurrentIndex(1)
    qtbot.mouseClick(setup.start, Qt.MouseButton.LeftButton)
    assert keeper.live is not None and keeper.live.names == names


def enter(qtbot, form, *, maker, points, tricks, last, trump=Suit.SPADES, sequences=(),
          bellas=()):
    form.maker.setCurrentIndex(maker)
    form.set_contract(Contract.SUIT, trump)
    for s, value in enumerate(points):
        form.points[s].setValue(value)
    for s, value in enumerate(tricks):
        form.tricks[s].setValue(value)
    form.last[last].setChecked(True)
    for seat, kind_index, rank, suit in sequences:
        row = form.add_combination_row()
        row.player.setCurrentIndex(seat)
        row.kind.setCurrentIndex(kind_index)
        row.top.setCurrentIndex(row.top.findData(rank))
        row.suit.setCurrentIndex(row.suit.findData(suit))
    for seat, suit in bellas:
        row = form.add_bella_row()
        row.player.setCurrentIndex(seat)
        row.suit.setCurrentIndex(row.suit.findData(suit))


def test_enter_correct_save_and_reopen(qtbot, keeper, tmp_path):
    from debertz_desktop.engine.debertz.cards import Rank

    set_up(qtbot, keeper)
    form = keeper.form
    assert form.dealer.currentIndex() == 1  # the chosen first dealer
    # 4 players are not here, but 2 players cannot hold more than 146
    enter(qtbot, form, maker=0, points=(100, 60), tricks=(5, 4), last=0)
    assert not form.write.isEnabled()
    assert "146" in form.error.text()
    form.points[1].setValue(40)
    assert form.write.isEnabled(), form.error.text()
    enter(qtbot, form, maker=0, points=(100, 40), tricks=(5, 4), last=0,
          sequences=[(1, 0, Rank.ACE, Suit.HEARTS)], bellas=[(0, Suit.SPADES)])
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    live = keeper.live
    assert len(live.entries) == 1
    row = live.sheet.rows[0]
    assert [s.combinations for s in row.sides] == [0, 20]
    assert row.sides[0].written == 130 and row.sides[1].written == 60
    # the next deal: the dealer rotates
    form = keeper.form
    assert form.dealer.currentIndex() == 0
    enter(qtbot, form, maker=1, points=(80, 66), tricks=(5, 4), last=0)
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert Mark.BITE in live.sheet.rows[1].sides[1].marks
    assert live.sheet.totals == (130 + 90 + 66, 60)
    # correct deal 2: Борис made it after all; deal 1 unchanged, totals recomputed
    keeper.edit_deal(1)
    assert form.editing == 1 and "2" in form.title.text()
    form.points[0].setValue(50)
    form.points[1].setValue(96)
    form.last[1].setChecked(True)
    assert form.write.isEnabled(), form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert Mark.BITE not in live.sheet.rows[1].sides[1].marks
    assert live.sheet.totals == (130 + 50, 60 + 106)
    assert keeper.panel.table.model().rowCount() == 3
    # save, then reopen in a fresh window
    path = str(tmp_path / "живая.debertz")
    assert keeper.write_file(path)
    loaded = load_game(path)
    assert loaded.live is not None
    assert loaded.live.sheet.to_dict() == live.sheet.to_dict()
    other = ScoreKeeperWindow()
    qtbot.addWidget(other)
    assert other.open_path(path)
    assert other.live.sheet.totals == live.sheet.totals


def test_four_players_need_the_whole_deck(qtbot, keeper):
    keeper.setup.pairs.setChecked(True)
    set_up(qtbot, keeper, names=("Аня", "Борис", "Вера", "Глеб"))
    form = keeper.form
    assert keeper.live.rules.teams
    enter(qtbot, form, maker=0, points=(80, 70), tricks=(4, 4), last=0)
    assert not form.write.isEnabled()
    assert "152" in form.error.text() and "162" in form.error.text()
    form.points[1].setValue(72)
    assert form.write.isEnabled()


def test_opening_a_played_game_file_in_the_keeper_is_refused(qtbot, keeper, tmp_path):
    from debertz_desktop.engine.debertz.game import Game
    from debertz_desktop.engine.record import GameRecord
    from debertz_desktop.storage.saved_games import save_record

    path = tmp_path / "played.debertz"
    save_record(path, GameRecord.of(Game(RuleSet(players=2), 1)))
    assert not keeper.open_path(str(path))
    assert keeper.message_box is not None and keeper.message_box.isVisible()
    bad = tmp_path / "bad.debertz"
    bad.write_text('{"format": "debertz-live", "version": 3}')
    assert not keeper.open_path(str(bad))
    assert "newer" in keeper.message_box.text()


# -- bella in a negative round (RULES §6, §10.4, §15) ------------------------------------------

#: Paired Belote with Odessa's bella: it goes to whoever takes the trick it was declared in.
BELLA_TO_TAKER = RuleSet(players=4, teams=True, all_pass="negative_round",
                         bella_to_trick_taker=True, target=1001)


def keeper_for(qtbot, rules: RuleSet) -> ScoreKeeperWindow:
    w = ScoreKeeperWindow(rules=rules)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    set_up(qtbot, w, names=("Аня", "Борис", "Вера", "Глеб"))
    return w


def choose_kind(form, kind: DealKind) -> None:
    form.kind.setCurrentIndex(form.kind.findData(kind))


def add_bella(qtbot, form):
    """Add a bella as the button does; the new row is shown once the event loop has run."""
    qtbot.mouseClick(form.add_bella, Qt.MouseButton.LeftButton)
    row = form.bella_rows[-1]
    qtbot.waitUntil(row.isVisible)
    return row


def test_the_bella_trick_is_asked_in_a_played_deal_but_not_in_a_negative_round(qtbot):
    # RULES §15: in a negative round a declared bella is minus for every side but the
    # declarer's, also with bella_to_trick_taker — who took its trick changes nothing
    form = keeper_for(qtbot, BELLA_TO_TAKER).form
    played = add_bella(qtbot, form)
    assert played.side.isVisible()
    choose_kind(form, DealKind.NEGATIVE)
    assert not played.side.isVisibleTo(form)
    added = add_bella(qtbot, form)
    assert not added.side.isVisibleTo(form)
    choose_kind(form, DealKind.PLAYED)
    assert played.side.isVisibleTo(form) and added.side.isVisibleTo(form)


def test_a_negative_round_writes_the_bella_against_the_other_side(qtbot):
    keeper = keeper_for(qtbot, BELLA_TO_TAKER)
    form = keeper.form
    choose_kind(form, DealKind.NEGATIVE)
    form.set_contract(Contract.SUIT, Suit.HEARTS)
    for s, (points, tricks) in enumerate(((100, 5), (52, 3))):
        form.points[s].setValue(points)
        form.tricks[s].setValue(tricks)
    form.last[0].setChecked(True)
    choose_kind(form, DealKind.PLAYED)
    row = add_bella(qtbot, form)  # Аня's bella, said to be taken by Борис and Глеб ...
    row.player.setCurrentIndex(0)
    row.suit.setCurrentIndex(row.suit.findData(Suit.HEARTS))
    row.side.setCurrentIndex(row.side.findData(1))
    choose_kind(form, DealKind.NEGATIVE)  # ... before the deal was found to be negative
    (bella,) = form.entry().bellas
    assert bella.seat == 0 and bella.side is None
    assert form.write.isEnabled(), form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    (written,) = keeper.live.sheet.rows
    assert [s.bella for s in written.sides] == [0, -20]
    assert [s.written for s in written.sides] == [-110, -72]


def test_without_bella_to_trick_taker_the_bella_trick_is_never_asked(qtbot):
    form = keeper_for(qtbot, BELLA_TO_TAKER.replace(bella_to_trick_taker=False)).form
    row = add_bella(qtbot, form)
    assert not row.side.isVisibleTo(form)
    choose_kind(form, DealKind.NEGATIVE)
    assert not row.side.isVisibleTo(form)


def test_a_finished_game_s_deal_is_corrected_from_the_enabled_form(qtbot, keeper):
    # RULES §13: a deal written wrong is corrected, the game over or not; the form is greyed
    # once the game is over, but not while it corrects a deal
    from debertz_desktop.engine.debertz import PRESETS

    keeper.setup.rules.set_rules(PRESETS["short"].rules(2))  # one deal is the whole game
    set_up(qtbot, keeper)
    form = keeper.form
    enter(qtbot, form, maker=0, points=(100, 40), tricks=(5, 4), last=0)
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    live = keeper.live
    assert live.is_over and not form.isEnabled()
    keeper.panel.table.selectRow(0)
    qtbot.mouseClick(keeper.edit_button, Qt.MouseButton.LeftButton)
    assert form.editing == 0 and form.isEnabled()
    assert form.cancel.isVisible() and form.cancel.isEnabled()
    assert form.write.text() == "Save the correction" and form.write.isEnabled()
    qtbot.mouseClick(form.cancel, Qt.MouseButton.LeftButton)
    assert form.editing is None and not form.isEnabled()  # over again, nothing changed
    before = live.sheet.totals
    keeper.edit_deal(0)
    form.points[0].setValue(40)  # the maker was bitten after all: Борис won
    form.points[1].setValue(100)
    assert form.write.isEnabled(), form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert live.sheet.totals != before and live.sheet.winner_side == 1
    assert form.editing is None and form.isEnabled() == (not live.is_over)


def test_the_form_never_scrolls_sideways_as_figures_are_typed(qtbot):
    """The line under the points grows as they are typed ("Очки в картах: 152 (в картах в игре
    от 118 до 152); взятки: 10 из 10"): it wraps, rather than widen the form past its area
    (a sideways scroll bar appeared in Russian)."""
    from debertz_desktop.storage.settings import Language
    from debertz_desktop.ui import i18n

    i18n.apply_language(Language.RU)
    try:
        w = ScoreKeeperWindow(rules=RuleSet(players=3, target=501))
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        qtbot.waitExposed(w)
        set_up(qtbot, w, names=("Игрок 1", "Игрок 2", "Игрок 3"))
        form = w.form
        fitted = form.minimumSizeHint().width()  # the area was made this wide (_fit_form)
        enter(qtbot, form, maker=1, points=(90, 0, 62), tricks=(6, 0, 4), last=0)
        qtbot.wait(100)
        assert "152" in form.sum_label.text()
        assert form.minimumSizeHint().width() <= fitted  # typing never widens the form
        assert not w.form_area.horizontalScrollBar().isVisible()
    finally:
        i18n.apply_language(Language.EN)


# -- "Remove the last deal": the deal goes back into the form -------------------------------------

def statusbar_text(keeper) -> str:
    return keeper.statusBar().currentMessage()


def test_removing_the_last_deal_puts_its_figures_back_into_the_form(qtbot, keeper):
    """RULES §13: a deal entered wrong is corrected.  Removing the last deal gives its figures
    back to the form, so one figure is corrected and the deal written again; Write alone
    puts back a deal removed by a slip of the mouse.  Nothing is asked: nothing is lost."""
    set_up(qtbot, keeper)
    form = keeper.form
    remove = keeper.remove_button
    assert not remove.isEnabled()  # no deal written
    enter(qtbot, form, maker=0, points=(100, 40), tricks=(5, 4), last=0)
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    enter(qtbot, form, maker=1, points=(80, 66), tricks=(5, 4), last=0,
          bellas=[(1, Suit.SPADES)])
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    live = keeper.live
    written = live.entries
    sheet = live.sheet.to_dict()
    assert Mark.BITE in live.sheet.rows[1].sides[1].marks  # RULES §10.1: Борис was bitten
    assert remove.isEnabled() and form.title.text() == "Deal 3"

    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert keeper.message_box is None  # no question: the form holds the deal
    assert live.entries == written[:1]
    assert form.editing is None and form.title.text() == "Deal 2"
    assert form.entry() == written[1]  # every figure of it, the bella too
    assert len(form.bella_rows) == 1
    assert form.write.isEnabled() and form.write.text() == "Write the deal"
    assert statusbar_text(keeper) == ("Deal 2 is removed; its figures are back in the form, "
                                      "to correct and write again.")
    # a slip of the mouse: Write puts it back as it was
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert live.entries == written and live.sheet.to_dict() == sheet

    # one figure corrected: Борис's points were 76, not 66
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    form.points[1].setValue(76)
    form.points[0].setValue(70)
    assert form.write.isEnabled(), form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert len(live.entries) == 2 and live.entries[1].card_points == (70, 76)
    assert Mark.BITE not in live.sheet.rows[1].sides[1].marks


def test_removing_a_deal_asks_first_when_the_form_holds_figures_of_its_own(qtbot, keeper):
    """The removed deal would take the place of what the form holds — a deal being typed, or
    a deal removed before and not written again: that is asked, Cancel keeps both."""
    from PySide6.QtWidgets import QMessageBox

    set_up(qtbot, keeper)
    form = keeper.form
    remove = keeper.remove_button
    enter(qtbot, form, maker=0, points=(100, 40), tricks=(5, 4), last=0)
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    live = keeper.live
    first = live.entries[0]
    form.points[0].setValue(12)  # deal 2 being typed
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    box = keeper.message_box
    assert box is not None and box.isVisible()
    assert box.text() == ("Remove deal 1? Its figures go back into the form, to be corrected "
                          "and written again, and what is entered in the form now is lost: "
                          "it is not written.")
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert live.entries == (first,) and form.points[0].value() == 12
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    keeper.message_box.button(QMessageBox.StandardButton.Ok).click()
    assert live.entries == () and form.entry() == first
    assert not remove.isEnabled()


def test_a_correction_keeps_what_the_form_does_not_show(qtbot, keeper):
    """A deal written by the table (a game turned into a kept one, keeper_support) carries a
    note ("all passed") that the form has no field for: a correction used to write the deal
    without it.  Saved as it was, it is the same deal; its figures corrected, its note
    stays."""
    import dataclasses
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "keeper"))
    from keeper_support import play_random

    from debertz_desktop.engine.debertz.presets import preset
    from debertz_desktop.keeper import LiveGame

    rules = preset("classic", players=2)
    _game, entries = play_random(rules, 10)
    void = next(i for i, e in enumerate(entries) if e.kind is DealKind.VOID)
    assert entries[void].note == "all passed"
    live = LiveGame(rules, ("Аня", "Борис"))
    for entry in entries[:void + 1]:
        live.add(entry)
    keeper.offer_live(live, None)
    form = keeper.form
    keeper.edit_deal(void)
    assert form.write.isEnabled(), form.error.text()
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert keeper.live.entries[void] == entries[void]
    # a deal's figures corrected: the note is the deal's still
    written = keeper.live.entries[0]
    keeper.live.set_entries([dataclasses.replace(written, note="by the table"),
                             *keeper.live.entries[1:]])
    keeper.edit_deal(0)
    qtbot.mouseClick(form.write, Qt.MouseButton.LeftButton)
    assert keeper.live.entries[0].note == "by the table"
