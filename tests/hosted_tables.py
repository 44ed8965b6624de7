"""Hosted tables as a test finds them on disk or in memory (the net and ui tests both use them:
``tests/`` is on the path of every test, ``tests/net`` only once a test there is collected)."""

from __future__ import annotations

import random

from debertz_desktop.engine.games import GAMES
from debertz_desktop.net.host_table import HostTable
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.net.table_save import saved_table, table_autosave_path, write_table


def magistr_table_in_deal_2(name: str, seed: int) -> HostTable:
    """A hosted Magistr table in deal 2: its first deal scored (MASTER §8: a row a deal)."""
    magistr = GAMES["magistr"]
    rules = magistr.presets["magistr"].rules(3)
    game = magistr.new_game(rules, seed)
    rng = random.Random(seed)
    while not game.rows:
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    config = TableConfig(name, rules, (SeatPlan(SeatKind.HOST, "Hostess"),
                                       SeatPlan(SeatKind.PERSON),
                                       SeatPlan(SeatKind.COMPUTER, "Robo", "easy")), seed=seed)
    table = HostTable(config)
    table.restore(["Hostess", "Ann", "Robo"], ["host-token", "ann-token", None], game, 0.0)
    return table


def autosaved(table: HostTable):
    """``table``'s autosave written as its host keeps it; its path."""
    path = table_autosave_path(table.table_id)
    write_table(path, saved_table(table, port=47415))
    return path


def cut_in_half(path) -> bytes:
    """The file at ``path`` cut to its first half, as a crash mid-write leaves it; that half."""
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])
    return data[:len(data) // 2]
