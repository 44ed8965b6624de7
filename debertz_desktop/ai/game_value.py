"""What a deal's written points are worth in the game: the chance to win it (RULES §10.3).

A point is a point while the target is far.  Near it, the points that end the
game count more than the ones after, a bite that hands the other side the
game costs more than its points, and a side far behind needs big deals.
:class:`GameOutlook` turns the written points of every side after a deal into
the seat's side's chance to win the game, by a simple model of the deals
still to come: the leader comes :data:`PER_DEAL` points nearer the target
each deal, the difference between two sides spreads by :data:`SPREAD` a
deal, and the game ends after as many deals as the leader needs — so the
chance is that of the lead so far plus a normal sum of the deals left being
positive (with 3 players: ahead of the better of the other two).

:meth:`GameOutlook.points` expresses a chance in points: its gain over the
chance now, divided by what one point is worth now.  Far from the target this
is the written difference itself; near it, the same deal may be worth much
more or much less.  A single-deal game (Short Deberts) has no outlook.
"""

from __future__ import annotations

import math

from ..engine.debertz.views import SeatView

#: Points a deal brings the leader nearer the target, and the spread (standard deviation) of
#: the written difference between two sides in one deal.  Measured on 150 classic games of
#: Medium against itself (2 and 3 players alike): a game to 501 lasts 7.3 deals (501 / 7.3 =
#: 69), the difference of two seats' written points spreads by 81 (2 players) and 79 (3).
PER_DEAL = 69.0
SPREAD = 80.0
#: What a point is worth at least, in chance per point, when the game looks decided.
_MIN_SLOPE = 1e-5


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


class GameOutlook:
    """The seat's side's chance to win the game after a deal (see the module docstring)."""

    def __init__(self, target: int, scores: tuple[int, ...], me: int) -> None:
        self.target = target
        self.scores = scores
        self.me = me
        self.now = self.chance((0.0,) * len(scores))
        step = 20.0
        up = [0.0] * len(scores)
        down = [0.0] * len(scores)
        up[me], down[me] = step, -step
        self.slope = max(_MIN_SLOPE, (self.chance(tuple(up)) - self.chance(tuple(down)))
                         / (2 * step))

    @classmethod
    def of(cls, view: SeatView) -> GameOutlook | None:
        target = view.rules.target
        if not isinstance(target, int):
            return None
        scores = tuple(view.scores) if view.scores else (0,) * view.rules.sides
        return cls(target, scores, view.rules.side_of(view.seat))

    def chance(self, written: tuple[float, ...]) -> float:
        """The chance that the seat's side wins once ``written`` (per side) is added."""
        totals = [s + w for s, w in zip(self.scores, written, strict=True)]
        mine = totals[self.me]
        other = max(t for s, t in enumerate(totals) if s != self.me)
        top = max(totals)
        if top >= self.target:
            return 1.0 if mine > other else 0.0 if mine < other else 0.5
        deals = (self.target - top) / PER_DEAL + 0.5
        return _phi((mine - other) / (SPREAD * math.sqrt(deals)))

    def points(self, written: tuple[float, ...]) -> float:
        """``written``'s chance as points: its gain over now, per point's worth now."""
        return (self.chance(written) - self.now) / self.slope


__all__ = ["PER_DEAL", "SPREAD", "GameOutlook"]
