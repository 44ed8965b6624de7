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
    Points hanging from earlier deals go to the highest deal total (RULES
    §10.2; the view shows their sum, every side taken as eligible and every hang
    as resolved by this deal).  With 3 players it is the seat's written points
    less the mean of the other two's — a bite gives the maker's total to the
    top defender (RULES §10.1), which the margin alone, the seat against both
    others, cannot see.  Who of the two others takes their points is not in
    the margin either: unless the search says it (``first``, from ``maxn.py``),
    the result is averaged over :data:`SHARES` of the first taking them.  With
    4 solo players the margin itself is used.
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
    #: Points hanging from earlier deals (RULES §10.2): they go to the side with the highest
    #: deal total of this deal, when it is played (not in a negative round, RULES §15).
    pool: float = 0.0

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
                   rules.bite_split is BiteSplit.EQUAL, combinations, bellas, took_trick,
                   0.0 if negative else float(view.hanging_pool))

    def utility(self, hands: tuple[int, ...], margin: int, rem: int,
                first: int | None = None) -> float:
        """The written result of a world (:meth:`written`) and a small share of the margin."""
        if self.kind == "margin":
            return float(margin)
        # a decided deal is still played for points: more, or fewer in a negative round
        tie_break = (-1 if self.negative else 1) * self.MARGIN_SHARE * margin
        return self.written(hands, margin, rem, first) + tie_break

    def written(self, hands: tuple[int, ...], margin: int, rem: int,
                first: int | None = None) -> float:
        """The deal as written, the seat's side against the others, in a world whose hands
        are ``hands`` and where the seat's side takes ``margin`` more of the ``rem`` points
        still to play than the others (``kind == "margin"``: the margin itself).  With 3
        players ``first`` is the card points still to play that the first of the others
        (by seat) takes, where the search knows it; ``None``: averaged over :data:`SHARES`."""
        if self.kind == "margin":
            return float(margin)
        declared = [0.0] * len(self.fixed)  # bellas the world's hands will declare
        for side, seat, pair, played in self.pending:
            if (hands[seat] | played) & pair == pair:
                declared[side] += BELLA_POINTS
        mine = (rem + margin) / 2 * self.factor
        theirs = (rem - margin) / 2 * self.factor
        if self.negative:
            return self._negative(declared, mine, theirs, first)
        splits = self._splits(declared, mine, theirs, first)
        me = self.me
        n = len(self.fixed)
        return sum(w[me] - sum(w[s] for s in range(n) if s != me) / (n - 1)
                   for w in splits) / len(splits)

    def written_sides(self, hands: tuple[int, ...], margin: int, rem: int,
                      first: int | None = None) -> list[tuple[float, ...]]:
        """What every side writes in the world (RULES §10.1–§10.2), once per split of the
        others' points that the margin cannot tell (3 players: :data:`SHARES`, or the split
        ``first`` gives where the search knows it; else one).

        A hanging maker's total counts half for him (it goes to the next deal's top
        scorer).  Points hanging from earlier deals go to the top deal total.  Not for a
        negative round nor ``kind == "margin"``.
        """
        if self.kind == "margin" or self.negative:
            raise ValueError("written_sides is for played deals of two sides or 3 players")
        declared = [0.0] * len(self.fixed)
        for side, seat, pair, played in self.pending:
            if (hands[seat] | played) & pair == pair:
                declared[side] += BELLA_POINTS
        mine = (rem + margin) / 2 * self.factor
        theirs = (rem - margin) / 2 * self.factor
        return self._splits(declared, mine, theirs, first)

    def _parts(self, theirs: float, first: int | None) -> list[tuple[float, float]]:
        """The others' points ``theirs`` split between the first and the second other seat:
        as the search found (``first``: the first's card points, exact, so that equal totals
        stay equal, RULES §10.1–§10.2) or over :data:`SHARES`."""
        if first is None:
            return [(part * theirs, (1.0 - part) * theirs) for part in self.SHARES]
        own = float(first * self.factor)
        return [(own, theirs - own)]

    def _splits(self, declared: list[float], mine: float, theirs: float,
                first: int | None = None) -> list[tuple[float, ...]]:
        totals = [f + b for f, b in zip(self.fixed, declared, strict=True)]
        totals[self.me] += mine
        if self.kind == "sides":
            totals[1 - self.me] += theirs
            return [self._with_pool(totals, self._two_sides_written(totals))]
        one, other = (s for s in range(3) if s != self.me)
        out = []
        for to_one, to_other in self._parts(theirs, first):
            split = list(totals)
            split[one] += to_one
            split[other] += to_other
            out.append(self._with_pool(split, self._three(split)))
        return out

    def _with_pool(self, totals: list[float], written: list[float]) -> tuple[float, ...]:
        """``written`` with the points hanging from earlier deals given to the top deal
        total, if one side alone has it (RULES §10.2)."""
        if self.pool:
            top = max(totals)
            leaders = [s for s in range(len(totals)) if totals[s] == top]
            if len(leaders) == 1:
                written = list(written)
                written[leaders[0]] += self.pool
        return tuple(written)

    def _negative(self, declared: list[float], mine: float, theirs: float,
                  first: int | None = None) -> float:
        """A negative round, written as the engine writes it (RULES §10.4, §15): the seat's
        side against the other (two sides) or the mean of the others (3 players, over
        :data:`SHARES` or the split ``first`` gives).  A side takes a trick in a world when it has
        one already or takes some of the points still to play (the last trick's 10 among
        them)."""
        n = len(self.fixed)
        combinations = self.combinations or (0.0,) * n
        bellas = [b + d for b, d in zip(self.bellas or (0.0,) * n, declared, strict=True)]
        has_trick = self.took_trick or (False,) * n
        me = self.me
        others = [s for s in range(n) if s != me]
        splits: list[tuple[float, ...]] = ([(theirs,)] if len(others) == 1
                                          else list(self._parts(theirs, first)))
        value = 0.0
        for split in splits:
            cards = list(self.fixed)
            cards[me] += mine
            for s, taken in zip(others, split, strict=True):
                cards[s] += taken
            took = [t or c > f for t, c, f in zip(has_trick, cards, self.fixed, strict=True)]
            zeros = [0.0] * n
            written = [sum(negative_round_parts(s, cards, zeros, took, combinations, bellas))
                       for s in range(n)]
            value += written[me] - sum(written[s] for s in others) / len(others)
        return value / len(splits)

    def _two_sides_written(self, totals: list[float]) -> list[float]:
        """What each of two sides writes (RULES §10.1, §10.2); a hanging maker's total counts
        half for him."""
        maker = self.maker
        assert maker is not None
        other = 1 - maker
        if totals[maker] > totals[other]:
            return list(totals)
        written = list(totals)
        if totals[maker] == totals[other]:
            written[maker] = totals[maker] / 2
        else:
            written[maker] = 0.0
            written[other] = totals[maker] + totals[other]
        return written

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
