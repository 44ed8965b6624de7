"""The files of network games (issue 19): the host's saved table, a client's score sheet.

A client's sheet round-trips and holds no card; a damaged, cut-off or newer file of
either kind is refused with a player's sentence (``storage/file_problems.py``), and
nothing is written when it is read.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.errors import DebertzError, RecordError
from debertz_desktop.net.host_table import HostTable
from debertz_desktop.net.seat_sheet import VERSION as SHEET_VERSION
from debertz_desktop.net.seat_sheet import SeatSheet, read_seat_sheet, write_seat_sheet
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.net.table_save import saved_table, table_from_saved, write_table
from debertz_desktop.storage import file_problems as fp
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.saved_games import load_game
from debertz_desktop.ui.lan.unfinished_tables import describe_saved_table

CARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[789JQKA])[SCDH](?![0-9A-Za-z])")
NAMES = ("Hostess", "Ann", "Robo")


def played(deals: int, seed: int = 3) -> Game:
    """A three-player game after ``deals`` deals were scored, a few moves into the next."""
    game = Game(preset("classic", players=3), seed, names=NAMES)
    rng = random.Random(seed)
    extra = 5
    while not game.is_over and (len(game.sheet.rows) < deals or extra > 0):
        if len(game.sheet.rows) >= deals:
            extra -= 1
        seat = game.to_act
        game.apply(seat, rng.choice([a for a in game.legal_actions(seat)
                                     if not isinstance(a, A.OfferDave)]))
    assert not game.is_over
    return game


def seat_sheet(game: Game) -> SeatSheet:
    return SeatSheet("Friday", 1, NAMES, game.rules, tuple(game.sheet.rows),
                     game.sheet.winner_side, created="2026-11-26T08:00:00+00:00")


def hosted(game: Game) -> HostTable:
    config = TableConfig("Friday", game.rules, (SeatPlan(SeatKind.HOST, "Hostess"),
                                                 SeatPlan(SeatKind.PERSON),
                                                 SeatPlan(SeatKind.COMPUTER, "Robo", "easy")),
                         seed=3)
    table = HostTable(config)
    table.restore(list(NAMES), ["host-token", "ann-token", None], game, 0.0)
    return table


def test_a_seats_sheet_round_trips_and_names_no_card(tmp_path):
    game = played(3)
    path = tmp_path / "sheet.debertz"
    write_seat_sheet(path, seat_sheet(game))
    text = path.read_text(encoding="utf-8")
    assert CARD.findall(text) == []
    read = read_seat_sheet(path)
    assert read.rows == tuple(game.sheet.rows) and read.names == NAMES
    assert read.table == "Friday" and read.seat == 1 and read.rules == game.rules
    assert read.created == "2026-11-26T08:00:00+00:00" and read.saved
    loaded = load_game(path)
    assert loaded.sheet is not None and loaded.record is None and loaded.table is None


def test_a_hosted_table_file_is_loaded_as_a_table(tmp_path):
    game = played(2)
    path = tmp_path / "table.debertz"
    write_table(path, saved_table(hosted(game), port=47415))
    loaded = load_game(path)
    assert loaded.table is not None and loaded.record is None and loaded.game is None
    again = table_from_saved(loaded.table, 0.0)
    assert list(again.game.history) == list(game.history)
    assert again.seats[1].token == "ann-token"
    assert path.read_text(encoding="utf-8").startswith('{\n  "format": "debertz-lan-table"')


@pytest.mark.parametrize("change", [
    lambda d: d["seats"][0].update(kind=["host"]),
    lambda d: d["seats"][1].update(kind={"person": True}),
    lambda d: d["seats"][2].update(kind=None),
    lambda d: d["seats"][1].update(name=["Ann"]),
    lambda d: d["seats"].__setitem__(2, "Robo"),
    lambda d: d.update(seats={"0": "host"}),
    lambda d: d.update(seats=3),
])
def test_a_table_whose_seats_are_damaged_is_refused_and_said_so(tmp_path, change):
    path = tmp_path / "table.debertz"
    data = saved_table(hosted(played(1)))
    change(data)
    write_table(path, data)
    loaded = load_game(path)
    with pytest.raises(RecordError) as caught:
        table_from_saved(loaded.table, 0.0)
    assert str(caught.value) == "seats: a list of 3 seats is needed"
    assert "«Friday»" in describe_saved_table(loaded.table)  # Host again names it all the same


def test_a_table_whose_other_fields_are_of_the_wrong_type_is_hosted_with_defaults():
    data = saved_table(hosted(played(1)))
    data.update(name=["Friday"], id={"a": 1}, seed="3", join_code=7)
    data["seats"][2].update(level=["easy"], token=5)
    data["seats"][1].update(token=None)
    table = table_from_saved(json.loads(json.dumps(data)), 0.0)
    assert table.config.name == "" and table.config.join_code is None
    assert table.config.seed == 0 and len(table.table_id) == 16  # a new id
    assert table.seats[2].level is None and table.seats[1].token is None
    assert list(table.game.history) == list(played(1).history)
    assert describe_saved_table(data).startswith("«» (Hostess, Ann, Robo), game under way")


@pytest.mark.parametrize(("change", "template"), [
    (lambda d: d.update(version=SHEET_VERSION + 1), fp.NEWER),
    (lambda d: d["rows"][0].update(kind="lost"), fp.SHEET_DAMAGED),
    (lambda d: d.update(seat=5), fp.SHEET_DAMAGED),
    (lambda d: d.update(names=["Ann"]), fp.SHEET_DAMAGED),
    (lambda d: d["rows"][1]["sides"].pop(), fp.SHEET_DAMAGED),
    (lambda d: d.update(winner_side=9), fp.SHEET_DAMAGED),
])
def test_a_wrong_sheet_is_refused_and_said_so(tmp_path, change, template):
    path = tmp_path / "sheet.debertz"
    write_seat_sheet(path, seat_sheet(played(2)))
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(RecordError) as caught:
        SeatSheet.from_dict(load_game(path).sheet)
    assert fp.diagnose(path, caught.value).template == template
    assert path.read_bytes() == before


@pytest.mark.parametrize("kind", ["sheet", "table"])
def test_a_cut_off_or_changed_file_of_a_network_game_is_damaged(tmp_path, kind):
    path = tmp_path / f"{kind}.debertz"
    if kind == "sheet":
        write_seat_sheet(path, seat_sheet(played(2)))
    else:
        write_table(path, saved_table(hosted(played(2))))
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:len(text) * 2 // 3], encoding="utf-8")
    with pytest.raises(StorageError) as caught:
        load_game(path)
    assert fp.diagnose(path, caught.value).template == fp.CUT_OFF
    lines = text.splitlines()
    lines[6] = lines[6].replace(":", " =", 1)
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(StorageError) as caught:
        load_game(path)
    problem = fp.diagnose(path, caught.value)
    assert problem.template == fp.CHANGED and problem.params == {"line": "7"}


def test_a_table_of_a_newer_program_asks_for_an_update(tmp_path):
    path = tmp_path / "table.debertz"
    data = saved_table(hosted(played(1)))
    data["version"] = 3
    write_table(path, data)
    with pytest.raises(DebertzError) as caught:
        table_from_saved(load_game(path).table, 0.0)
    assert fp.diagnose(path, caught.value).template == fp.NEWER
