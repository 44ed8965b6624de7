"""Points a seat can be sure of from its view: finish claims, the dave (RULES §8.7, §12, §15).

Only what the view shows is counted, and only what surely counts: a finish
claim must never be false.  Which bella and combinations count, and what a
negative round writes, is asked of the engine (``engine/scoring.py``).
"""

from __future__ import annotations

from ..engine.debertz.cards import Contract
from ..engine.debertz.combinations import BELLA_POINTS, CombinationKind
from ..engine.debertz.scoring import bella_follows_trick, negative_round_parts
from ..engine.debertz.sheet import DealKind
from ..engine.debertz.views import SeatView

_KIND_POINTS = {CombinationKind.TERTZ: 20, CombinationKind.FIFTY: 50,
                CombinationKind.HUNDRED: 100}
_KING, _QUEEN = 6, 5


def _side_key(view: SeatView, side: int) -> tuple[int, int] | None:
    keys = [(int(a.kind), int(a.top)) for a in view.announcements
            if view.rules.side_of(a.seat) == side]
    return max(keys) if keys else None


def deal_kind(view: SeatView) -> DealKind:
    """A deal in play with nobody as maker is a negative round (RULES §4, §10.4)."""
    return DealKind.NEGATIVE if view.maker is None else DealKind.PLAYED


def announced_points(view: SeatView, side: int) -> int:
    """The points of every combination ``side`` has announced."""
    return sum(_KIND_POINTS[a.kind] for a in view.announcements
               if view.rules.side_of(a.seat) == side)


def sure_combination_points(view: SeatView, side: int) -> int:
    """Combination points ``side`` surely holds now (finish counting, RULES §15).

    The engine counts them when the side's best declaration is strictly the
    highest and the side has a trick; without the suits of the others'
    announcements only a strictly higher (kind, top) is sure.
    """
    rules = view.rules
    if not view.tricks_taken[side]:
        return 0
    mine = _side_key(view, side)
    if mine is None:
        return 0
    for other in range(rules.sides):
        if other != side:
            key = _side_key(view, other)
            if key is not None and key >= mine:
                return 0
    return announced_points(view, side)


def sure_bella_points(view: SeatView, side: int) -> int:
    """Bella points surely credited to ``side`` (the engine's ``credited_bellas``): the
    declarer's, or with ``bella_to_trick_taker`` in a played deal the side that took both
    tricks the bella could have been declared in."""
    rules = view.rules
    follows = bella_follows_trick(rules, deal_kind(view))
    total = 0
    for seat, suit in view.bellas:
        if not follows:
            if rules.side_of(seat) == side:
                total += BELLA_POINTS
            continue
        pair = {8 * suit + _KING, 8 * suit + _QUEEN}
        takers = [t.winner for t in view.tricks
                  if any(s == seat and c.index in pair for s, c in t.plays)]
        if takers and all(rules.side_of(w) == side for w in takers):
            total += BELLA_POINTS
    return total


def finish_points(view: SeatView, side: int) -> int:
    """A lower bound of what a finish claim would count for ``side`` (RULES §15)."""
    factor = 2 if view.contract is Contract.NO_TRUMP else 1
    if view.maker is None:
        return _negative_finish_points(view, side, factor)
    points = view.points_taken[side] + sure_combination_points(view, side)
    return points * factor + sure_bella_points(view, side)


def _negative_finish_points(view: SeatView, side: int, factor: int) -> int:
    """In a negative round a claim counts minus, as the deal would write it so far (RULES
    §15): the engine's parts with the others' combinations at most (each other side's as
    if it held the highest, until the comparison names the one that does)."""
    sides = range(view.rules.sides)
    winner = view.combination_winner_side
    combinations = [factor * announced_points(view, s) if winner in (None, s) else 0
                    for s in sides]
    parts = negative_round_parts(
        side, [factor * p for p in view.points_taken], [0] * len(sides),
        [t > 0 for t in view.tricks_taken], combinations,
        [sure_bella_points(view, s) for s in sides])
    return sum(parts)


def finish_is_sure(view: SeatView) -> bool:
    rules = view.rules
    if not isinstance(rules.target, int):
        return False
    side = rules.side_of(view.seat)
    return view.scores[side] + finish_points(view, side) >= rules.target
