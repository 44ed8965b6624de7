"""One finished Oh Hell deal replayed from a game record: every action with the state before it.

As for Debertz (``ai/review/timeline.py``): the record is replayed up to the
deal asked for and each action of that deal is kept with a copy of the deal
just before it (every hand open: the exact analysis only) and the acting
seat's view (all the knowable analysis ever gets).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from ....engine.oh_hell.deal import OhHellDeal
from ....engine.oh_hell.game import OhHellGame
from ....engine.oh_hell.rules import OhHellRules
from ....engine.oh_hell.sheet import OhHellRow
from ....engine.oh_hell.views import OhHellView
from ....engine.phase import Phase
from ....engine.record import GameRecord
from ..timeline import NotReviewable


@dataclass(frozen=True, slots=True)
class Moment:
    """One action of the deal and the state just before it."""

    index: int
    seat: int
    action: object
    #: A copy of the deal before the action (every hand open: exact analysis only).
    deal: OhHellDeal
    #: The acting seat's view before the action (all the knowable analysis may see).
    view: OhHellView

    @property
    def legal(self) -> tuple:
        return self.view.legal_actions


@dataclass(frozen=True, slots=True)
class OhHellTimeline:
    """A finished deal: its actions with their moments, the totals before it and its row."""

    rules: OhHellRules
    number: int
    names: tuple[str, ...]
    moments: tuple[Moment, ...]
    totals_before: tuple[int, ...]
    final: OhHellDeal
    row: OhHellRow

    @property
    def actions(self) -> tuple[tuple[int, object], ...]:
        return tuple((m.seat, m.action) for m in self.moments)


def copy_deal(deal: OhHellDeal) -> OhHellDeal:
    """A copy of ``deal`` that shares its immutable rules."""
    return copy.deepcopy(deal, {id(deal.rules): deal.rules})


def _new_game(record: GameRecord) -> OhHellGame:
    if record.kind.key != "oh_hell":
        raise NotReviewable(f"not an Oh Hell game: {record.kind.key}")
    game = record.kind.new_game(record.rules, record.seed, deals=record.deals,
                                names=record.names)
    assert isinstance(game, OhHellGame)
    return game


def finished_deals(record: GameRecord) -> list[int]:
    """The numbers of the record's deals that were played to their end."""
    game = _new_game(record)
    done = []
    for seat, action in record.actions:
        deal = game.deal
        game.apply(seat, action)
        if deal.phase is Phase.OVER:
            done.append(deal.number)
    return done


def deal_timeline(record: GameRecord, number: int) -> OhHellTimeline:
    """Replay ``record`` and keep deal ``number`` action by action (``NotReviewable`` if it
    is not a finished deal of the record)."""
    game = _new_game(record)
    moments: list[Moment] = []
    totals: tuple[int, ...] | None = None
    for seat, action in record.actions:
        deal = game.deal
        if deal.number == number:
            if totals is None:
                totals = game.totals
            moments.append(Moment(len(moments), seat, action, copy_deal(deal), game.view(seat)))
        game.apply(seat, action)
        if deal.number == number and deal.phase is Phase.OVER:
            assert totals is not None
            return OhHellTimeline(game.rules, number, game.names, tuple(moments), totals, deal,
                                  game.rows[-1])
        if deal.number > number:
            break
    raise NotReviewable(f"deal {number} is not a finished deal of this game")


__all__ = ["Moment", "OhHellTimeline", "copy_deal", "deal_timeline", "finished_deals"]
