"""Seat numbers that fit the table: what a client checks in every table, view and row it reads.

A host that names seat 7 at a table of five, or sends four hand sizes for five
seats, would have a client's table index past its seats; the client stops
listening instead (``bad_message``).  A table (``welcome``, ``table``) has one
seat per player of its rules, numbered from 0 in order, each of a kind the
program knows (``check_table``).  The checks follow each game's types
(``game_types``): fields that hold a seat (``dealer``, ``to_act``, a trick's
``winner``, a bank's ``taker`` …), lists of ``[seat, …]`` pairs, and lists with
an entry per seat or per side.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterator
from functools import cache
from typing import Any

from ..engine.games import kind_of
from .errors import CountError, WireError
from .game_types import VIEW_CONTEXT, GameTypes, game_types
from .seat_kind import SeatKind

#: Fields that hold one seat (in a view, its tricks and banks, a sheet row).
SEAT_FIELDS = frozenset({"seat", "dealer", "to_act", "turned_card_holder", "maker",
                         "exchanged_by", "leader", "winner", "holder", "first_leader", "taker"})
#: Fields with one entry per seat (a list of ``[seat, …]`` pairs is checked by its seats).
PER_SEAT = frozenset({"hand_sizes", "known_cards", "bids", "levels", "scoring_taken"})
#: What a table's seat can be (``SeatInfo.kind``).
SEAT_KINDS = frozenset(SeatKind)
#: Fields with one entry per side (a seat in solo games, a pair in Debertz's pairs).
PER_SIDE = frozenset({"tricks_taken", "points_taken", "scores", "places"})


class SeatChecks:
    """The checks of one game's views and rows, planned once per type."""

    def __init__(self, found: GameTypes) -> None:
        self.types = found
        self._plans: dict[type, tuple[tuple[str, str], ...]] = {}
        self._sizes: dict[type, tuple[tuple[str, bool], ...]] = {}
        self._lists: dict[type, tuple[str, ...]] = {}

    def view(self, view: Any, rules: Any, path: str) -> None:
        """A view whose seat numbers fit the table, with an entry per seat, or per side,
        where the view has one."""
        players = rules.players
        if any(s is not None and not 0 <= s < players for s in self._seats(view)):
            raise WireError(f"a seat number outside 0..{players - 1}", path)
        for name, per_seat in self._sized(type(view)):
            items = getattr(view, name)
            if items is None:
                continue
            if per_seat and len(items) != players:
                raise WireError(f"per-seat lists of {players} are needed", path)
            if not per_seat and len(items) != rules.sides:
                raise WireError(f"per-side lists of {rules.sides} are needed", path)
        trumps = getattr(view, "trumps", ())
        if isinstance(trumps, tuple) and len(trumps) > players:
            raise WireError(f"at most {players} trumps are named", f"{path}.trumps")

    def row(self, row: Any, rules: Any, path: str) -> None:
        """A sheet row whose seats fit the table, with one figure per side in each list
        (``CountError`` for a list of another length)."""
        players = rules.players
        if any(s is not None and not 0 <= s < players for s in self._seats(row)):
            raise WireError(f"a seat number outside 0..{players - 1}", path)
        for name in self._list_fields(type(row)):
            items = getattr(row, name)
            if items is not None and len(items) != rules.sides:
                raise CountError(f"{rules.sides} sides are needed", f"{path}.{name}")

    # -- the plans ------------------------------------------------------------------------------

    def _seat_plan(self, cls: type) -> tuple[tuple[str, str], ...]:
        """How the fields of ``cls`` hold seats: ``seat`` (one), ``pairs`` (``[[seat, …]]``),
        ``each`` (dataclasses that hold seats), ``one`` (such a dataclass)."""
        found = self._plans.get(cls)
        if found is not None:
            return found
        plan = []
        for name, hint in self.types.hints(cls):
            if name in VIEW_CONTEXT:
                continue
            real = _optional_of(hint)
            if name in SEAT_FIELDS and real is int:
                plan.append((name, "seat"))
            elif _is_pairs(real):
                plan.append((name, "pairs"))
            elif typing.get_origin(real) is tuple and dataclasses.is_dataclass(
                    typing.get_args(real)[0]):
                plan.append((name, "each"))
            elif dataclasses.is_dataclass(real):
                plan.append((name, "one"))
        self._plans[cls] = found = tuple(plan)
        return found

    def _seats(self, value: Any) -> Iterator[int | None]:
        for name, how in self._seat_plan(type(value)):
            item = getattr(value, name)
            if how == "seat":
                yield item
            elif how == "pairs":
                yield from (pair[0] for pair in item)
            elif how == "each":
                for part in item:
                    yield from self._seats(part)
            elif item is not None:
                yield from self._seats(item)

    def _sized(self, cls: type) -> tuple[tuple[str, bool], ...]:
        """The fields of ``cls`` with an entry per seat (``True``) or per side (``False``)."""
        found = self._sizes.get(cls)
        if found is None:
            found = self._sizes[cls] = tuple(
                (name, name in PER_SEAT) for name, hint in self.types.hints(cls)
                if name in PER_SIDE or (name in PER_SEAT and not _is_pairs(hint)))
        return found

    def _list_fields(self, cls: type) -> tuple[str, ...]:
        """The fields of ``cls`` that hold a list."""
        found = self._lists.get(cls)
        if found is None:
            found = self._lists[cls] = tuple(
                name for name, hint in self.types.hints(cls)
                if typing.get_origin(_optional_of(hint)) is tuple)
        return found


@cache
def seat_checks(key: str) -> SeatChecks:
    return SeatChecks(game_types(key))


def check_table(table: Any, path: str) -> None:
    """A table (``TableInfo``) with a seat per player of its rules, seat ``i`` at place
    ``i``, each of a known kind: the lobby and the table look a seat up by its number."""
    players = table.rules.players
    if len(table.seats) != players:
        raise CountError(f"{players} seats are needed", f"{path}.seats")
    for i, seat in enumerate(table.seats):
        if seat.seat != i:
            raise WireError(f"seat {i} is needed here, not {seat.seat}", f"{path}.seats[{i}].seat")
        if seat.kind not in SEAT_KINDS:
            raise WireError(f"one of {', '.join(sorted(SEAT_KINDS))} is needed",
                            f"{path}.seats[{i}].kind")


def check_seats(view: Any, rules: Any, path: str) -> None:
    """A view (of the game ``rules`` belong to) whose seat numbers fit the table."""
    seat_checks(kind_of(rules).key).view(view, rules, path)


def check_row(row: Any, rules: Any, path: str) -> None:
    """A sheet row whose seats fit the table, with one figure per side in each list."""
    seat_checks(kind_of(rules).key).row(row, rules, path)


def _optional_of(hint: Any) -> Any:
    """``X`` of ``X | None`` (else ``hint``)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        real = [o for o in typing.get_args(hint) if o is not type(None)]
        if len(real) == 1:
            return real[0]
    return hint


def _is_pairs(hint: Any) -> bool:
    """``tuple[tuple[int, X], ...]``: a list of ``[seat, X]``."""
    if typing.get_origin(hint) is not tuple:
        return False
    args = typing.get_args(hint)
    if len(args) != 2 or args[1] is not Ellipsis or typing.get_origin(args[0]) is not tuple:
        return False
    item = typing.get_args(args[0])
    return len(item) == 2 and item[0] is int and item[1] is not Ellipsis
