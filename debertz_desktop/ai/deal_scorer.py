"""What a world's result is worth to Hard: the deal as it would be written (RULES §9–§10).

The search gives a margin (the seat's side's card points from here on minus
everybody else's); :class:`DealScorer` turns it into the written result, so
that Hard plays for the contract where it matters.  Hard's card play
(``hard.py``) and its bidding simulation (``bidding.py``) both use it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..engine.debertz.cards import Contract
from ..engine.debertz.combinations import BELLA_POINTS
from ..engine.debertz.rules import BiteSplit
from ..engine.debertz.scoring import negative_round_parts
from ..engine.debertz.views import SeatView
from .knowledge import played_by
from .table_points import announced_points, sure_bella_points

_KING, _QUEEN = 6, 5


@dataclass(frozen=True, slots=True)
class DealScorer:
    """Turns a world's margin into the written result of the deal (RULES §9–§10).

    The points already taken, the combinations won, declared bellas and the
    bellas still to declare in that world are added, and the deal is written
    as made, hanging or bitten: the bot fights for the contract where it
    matters.  A negative round is written by the engine's own
    ``scoring.negative_round_parts`` (RULES §10.4, §15): each side's points as
    minus, and the others' winning combinations and bellas, never its own.  A
    small share of the margin is kept so that a decided deal is still played
    for points.

    With two sides (2 players, pairs) the result is the written difference.
    With 3 players it is the seat's written points less the mean of the other
    two's — a bite gives the maker's total to the top defender (RULES §10.1),
    which the margin alone, the seat against both others, cannot see.  Who of
    the two others takes their points is not in the margin either: the result
    is averaged over :data:`SHARES` of the first taking them.  With 4 solo
    players the margin itself is used.
    """

    #: ``"sides"`` (2 players, pairs), ``"three"`` (3 players) or ``"margin"``.
    kind: Literal["sides", "three", "margin"]
    me: int
    maker: int | None
    negative: bool
    factor: int
    #: Per side: points taken, combinations won and bellas declared, as written (in a
    #: negative round the points taken only).
    fixed: tuple[float, ...]
    #: (seat's side, seat, cards of the bella, cards the seat already played) still to declare.
    pending: tuple[tuple[int, int, int, int], ...]
    #: 3 players, ``bite_split = equal``: a bitten maker's total goes half to each defender.
    split_bite: bool = False
    #: A negative round, per side: the winning combinations held (doubled in ``no_trump``),
    #: the bellas declared, and whether it has taken a trick — each counts against others.
    combinations: tuple[float, ...] = ()
    bellas: tuple[float, ...] = ()
    took_trick: tuple[bool, ...] = ()

    MARGIN_SHARE = 0.05
    #: The first other seat's share of the others' points, tried per world (3 players).
    SHARES = (0.2, 0.35, 0.5, 0.65, 0.8)

    @classmethod
    def of(cls, view: SeatView) -> DealScorer:
        rules = view.rules
        me = rules.side_of(view.seat)
        maker = rules.side_of(view.maker) if view.maker is not None else None
        kind: Literal["sides", "three", "margin"]
        if not isinstance(rules.target, int):
            kind = "margin"
        elif rules.sides == 2:
            kind = "sides"
        elif rules.players == 3:
            kind = "three"
        else:
            kind = "margin"
        factor = 2 if view.contract is Contract.NO_TRUMP else 1
        negative = view.maker is None
        sides = range(rules.sides)
        fixed = [0.0] * rules.sides
        pending: list[tuple[int, int, int, int]] = []
        combinations: tuple[float, ...] = ()
        bellas: tuple[float, ...] = ()
        took_trick: tuple[bool, ...] = ()
        if kind != "margin":
            winner = view.combination_winner_side
            combos = [announced_points(view, s) * factor if winner == s else 0 for s in sides]
            bella = [sure_bella_points(view, s) for s in sides]
            for side in sides:
                fixed[side] = view.points_taken[side] * factor
                if not negative:
                    fixed[side] += combos[side] + bella[side]
            if negative:
                combinations, bellas = tuple(combos), tuple(bella)
                took_trick = tuple(t > 0 for t in view.tricks_taken)
            declared = {seat for seat, _ in view.bellas}
            if view.trump is not None and view.contract is Contract.SUIT:
                pair = (1 << (8 * view.trump + _KING)) | (1 << (8 * view.trump + _QUEEN))
                played = played_by(view)
                for seat in range(rules.players):
                    if seat not in declared and played[seat] & pair != pair:
                        pending.append((rules.side_of(seat), seat, pair, played[seat]))
        return cls(kind, me, maker, negative, factor, tuple(fixed), tuple(pending),
                   rules.bite_split is BiteSplit.EQUAL, combinations, bellas, took_trick)

    def utility(self, hands: tuple[int, ...], margin: int, rem: int) -> float:
        """The written result of a world (:meth:`written`) and a small share of the margin."""
        if self.kind == "margin":
            return float(margin)
        # a decided deal is still played for points: more, or fewer in a negative round
        tie_break = (-1 if self.negative else 1) * self.MARGIN_SHARE * margin
        return self.written(hands, margin, rem) + tie_break

    def written(self, hands: tuple[int, ...], margin: int, rem: int) -> float:
        """The deal as written, the seat's side against the others, in a world whose hands
        are ``hands`` and where the seat's side takes ``margin`` more of the ``rem`` points
        still to play than the others (``kind == "margin"``: the margin itself)."""
        if self.kind == "margin":
            return float(margin)
        declared = [0.0] * len(self.fixed)  # bellas the world's hands will declare
        for side, seat, pair, played in self.pending:
            if (hands[seat] | played) & pair == pair:
                declared[side] += BELLA_POINTS
        mine = (rem + margin) / 2 * self.factor
        theirs = (rem - margin) / 2 * self.factor
        if self.negative:
            return self._negative(declared, mine, theirs)
        totals = [f + b for f, b in zip(self.fixed, declared, strict=True)]
        totals[self.me] += mine
        if self.kind == "sides":
            totals[1 - self.me] += theirs
            return self._two_sides(totals[self.me], totals[1 - self.me])
        first, second = (s for s in range(3) if s != self.me)
        value = 0.0
        for share in self.SHARES:
            split = list(totals)
            split[first] += share * theirs
            split[second] += (1.0 - share) * theirs
            written = self._three(split)
            value += written[self.me] - (written[first] + written[second]) / 2
        return value / len(self.SHARES)

    def _negative(self, declared: list[float], mine: float, theirs: float) -> float:
        """A negative round, written as the engine writes it (RULES §10.4, §15): the seat's
        side against the other (two sides) or the mean of the others (3 players, over
        :data:`SHARES`).  A side takes a trick in a world when it has one already or takes
        some of the points still to play (the last trick's 10 among them)."""
        n = len(self.fixed)
        combinations = self.combinations or (0.0,) * n
        bellas = [b + d for b, d in zip(self.bellas or (0.0,) * n, declared, strict=True)]
        has_trick = self.took_trick or (False,) * n
        me = self.me
        others = [s for s in range(n) if s != me]
        splits = [(1.0,)] if len(others) == 1 else [(f, 1.0 - f) for f in self.SHARES]
        value = 0.0
        for split in splits:
            cards = list(self.fixed)
            cards[me] += mine
            for s, share in zip(others, split, strict=True):
                cards[s] += share * theirs
            took = [t or c > f for t, c, f in zip(has_trick, cards, self.fixed, strict=True)]
            zeros = [0.0] * n
            written = [sum(negative_round_parts(s, cards, zeros, took, combinations, bellas))
                       for s in range(n)]
            value += written[me] - sum(written[s] for s in others) / len(others)
        return value / len(splits)

    def _two_sides(self, mine: float, theirs: float) -> float:
        """The written difference, mine minus theirs (RULES §10.1, §10.2)."""
        if self.maker == self.me:
            if mine > theirs:
                return mine - theirs
            if mine == theirs:
                return mine / 2 - theirs
            return -(mine + theirs)
        if theirs > mine:
            return mine - theirs
        if theirs == mine:
            return mine - theirs / 2
        return mine + theirs

    def _three(self, totals: list[float]) -> list[float]:
        """What each of 3 players writes (RULES §10.1–§10.2).

        A maker's tie hangs his total for whoever scores most next (RULES §10.2): left out.
        """
        maker = self.maker
        assert maker is not None  # a negative round is written by _negative
        defenders = [s for s in range(3) if s != maker]
        top = max(totals[d] for d in defenders)
        if totals[maker] > top:
            return totals
        written = list(totals)
        written[maker] = 0.0
        if totals[maker] == top:
            return written  # the maker's total hangs
        # to the top defender; split equally, or hanging between tied ones (as good as split)
        takers = defenders if self.split_bite else [d for d in defenders if totals[d] == top]
        for d in takers:
            written[d] += totals[maker] / len(takers)
        return written
