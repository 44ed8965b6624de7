"""One finished deal of a game record replayed action by action, for the games whose deal
object is played on its own (Oh Hell, Magistr).

As for Debertz (``timeline.py``): the record is replayed up to the deal asked
for and each action of that deal is kept with a copy of the deal just before
it (every hand open: the exact analysis only) and the acting seat's view (all
the knowable analysis ever gets).  Actions before the first deal (Magistr's
trumps, named once for the whole game) belong to no deal.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...engine.phase import Phase
from ...engine.record import GameRecord
from .timeline import NotReviewable


@dataclass(frozen=True, slots=True)
class Moment:
    """One action of the deal and the state just before it."""

    index: int
    seat: int
    action: Any
    #: A copy of the deal before the action (every hand open: exact analysis only).
    deal: Any
    #: The acting seat's view before the action (all the knowable analysis may see).
    view: Any

    @property
    def legal(self) -> tuple:
        return self.view.legal_actions


@dataclass(frozen=True, slots=True)
class Timeline:
    """A finished deal: its actions with their moments, the totals before it and its row."""

    rules: Any
    number: int
    names: tuple[str, ...]
    moments: tuple[Moment, ...]
    totals_before: tuple[int, ...]
    #: The deal at its end and the row it wrote.
    final: Any
    row: Any

    @property
    def actions(self) -> tuple[tuple[int, Any], ...]:
        return tuple((m.seat, m.action) for m in self.moments)


def copy_deal(deal: Any) -> Any:
    """A copy of ``deal`` that shares its immutable rules."""
    return copy.deepcopy(deal, {id(deal.rules): deal.rules})


def new_game(record: GameRecord, key: str, name: str) -> Any:
    """The record's game at its start (``NotReviewable`` unless it is game ``key``)."""
    if record.kind.key != key:
        raise NotReviewable(f"not {name} game: {record.kind.key}")
    return record.kind.new_game(record.rules, record.seed, deals=record.deals,
                                names=record.names)


def finished_deals(record: GameRecord, key: str, name: str) -> list[int]:
    """The numbers of the record's deals that were played to their end."""
    game = new_game(record, key, name)
    done = []
    for seat, action in record.actions:
        deal = game.deal
        game.apply(seat, action)
        if deal is not None and deal.phase is Phase.OVER:
            done.append(deal.number)
    return done


def deal_timeline(record: GameRecord, number: int, key: str, name: str,
                  totals: Callable[[Any], tuple[int, ...]]) -> Timeline:
    """Replay ``record`` and keep deal ``number`` action by action (``NotReviewable`` if it
    is not a finished deal of the record); ``totals(game)``: the running totals."""
    game = new_game(record, key, name)
    moments: list[Moment] = []
    before: tuple[int, ...] | None = None
    for seat, action in record.actions:
        deal = game.deal
        mine = deal is not None and deal.number == number
        if mine:
            if before is None:
                before = tuple(totals(game))
            moments.append(Moment(len(moments), seat, action, copy_deal(deal), game.view(seat)))
        game.apply(seat, action)
        if mine and deal.phase is Phase.OVER:
            assert before is not None
            return Timeline(game.rules, number, game.names, tuple(moments), before, deal,
                            game.rows[-1])
        if deal is not None and deal.number > number:
            break
    raise NotReviewable(f"deal {number} is not a finished deal of this game")


__all__ = ["Moment", "Timeline", "copy_deal", "deal_timeline", "finished_deals", "new_game"]
