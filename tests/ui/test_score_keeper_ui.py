"""The score keeper's window: set up, enter deals with the form, correct one, save, reopen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from debertz_desktop.engine.cards import Contract, Suit
from debertz_desktop.engine.rules import RuleSet
from debertz_desktop.engine.sheet import Mark
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
    from debertz_desktop.engine.cards import Rank

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
    from debertz_desktop.engine.game import Game
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
