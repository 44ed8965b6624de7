"""One finished Debertz deal replayed from a game record: every action with the state before it.

The review works on a record (``engine/record.py``), never on a game in play:
the record is replayed up to the deal asked for, and every action of that deal
is kept with a copy of the deal just before it and the acting seat's view.
The copies are the true positions of the deal — the exact analysis may look
at them; the views are all the knowable analysis ever gets.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from ...engine.debertz import actions as A
from ...engine.debertz.deal import Deal, Phase
from ...engine.debertz.game import Game
from ...engine.debertz.rules import RuleSet
from ...engine.debertz.scoring import ScoreState
from ...engine.debertz.sheet import DealRow
from ...engine.debertz.views import SeatView, seat_view
from ...engine.record import GameRecord


class NotReviewable(ValueError):
    """The deal asked for cannot be reviewed (not in the record, or not finished)."""


@dataclass(frozen=True, slots=True)
class Moment:
    """One action of the deal and the state just before it."""

    #: The action's index among the deal's actions.
    index: int
    seat: int
    action: A.Action
    #: A copy of the deal before the action (every hand open: exact analysis only).
    deal: Deal
    #: The acting seat's view before the action (all the knowable analysis may see).
    view: SeatView

    @property
    def legal(self) -> tuple[A.Action, ...]:
        return self.view.legal_actions


@dataclass(frozen=True, slots=True)
class DealTimeline:
    """A finished deal: its actions with their moments, the sheet before it and its row."""

    rules: RuleSet
    number: int
    names: tuple[str, ...]
    moments: tuple[Moment, ...]
    #: The sheet's state before the deal (a private copy: writing a line may change it).
    score_before: ScoreState
    rows_before: tuple[DealRow, ...]
    #: The deal at its end and the row it wrote.
    final: Deal
    row: DealRow

    @property
    def actions(self) -> tuple[tuple[int, A.Action], ...]:
        return tuple((m.seat, m.action) for m in self.moments)

    def view_of(self, deal: Deal, seat: int) -> SeatView:
        """``seat``'s view of ``deal`` (a copy taken from this timeline, or a line's)."""
        score = self.score_before
        return seat_view(deal, seat, names=self.names, scores=score.totals,
                         hanging_pool=score.hanging_pool, rows=self.rows_before,
                         winner_side=None)


def copy_deal(deal: Deal) -> Deal:
    """A deep copy of ``deal`` that shares its immutable rules and trick tables."""
    memo: dict[int, object] = {id(deal.rules): deal.rules}
    tr = getattr(deal, "tr", None)
    if tr is not None:
        memo[id(tr)] = tr
    return copy.deepcopy(deal, memo)


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


def deal_timeline(record: GameRecord, number: int) -> DealTimeline:
    """Replay ``record`` and keep deal ``number`` action by action (``NotReviewable`` if it
    is not a finished deal of the record)."""
    game = _new_game(record)
    moments: list[Moment] = []
    score_before: ScoreState | None = None
    rows_before: tuple[DealRow, ...] = ()
    for seat, action in record.actions:
        deal = game.deal
        if deal.number == number:
            if score_before is None:
                score_before = copy.deepcopy(game.score)
                rows_before = tuple(game.rows)
            moments.append(Moment(len(moments), seat, action, copy_deal(deal), game.view(seat)))
        game.apply(seat, action)
        if deal.number == number and deal.phase is Phase.OVER:
            assert score_before is not None
            return DealTimeline(game.rules, number, game.names, tuple(moments), score_before,
                                rows_before, deal, game.rows[-1])
        if deal.number > number:
            break
    raise NotReviewable(f"deal {number} is not a finished deal of this game")


def _new_game(record: GameRecord) -> Game:
    if record.kind.key != "debertz":
        raise NotReviewable(f"no review for {record.kind.key} yet")
    game = record.kind.new_game(record.rules, record.seed, deals=record.deals,
                                names=record.names)
    assert isinstance(game, Game)
    return game


__all__ = ["DealTimeline", "Moment", "NotReviewable", "copy_deal", "deal_timeline",
           "finished_deals"]
