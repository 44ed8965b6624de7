"""Max^n: the play of a 3-player deal with every hand open, each seat playing for its own points.

The double-dummy solver (``solver.py``) plays the seat to act against the two
others together — the *paranoid* reduction.  With 3 solo players nobody plays
so: each plays for his own total (RULES §10.1), and a double-dummy player at
another seat (PIMC, ``benchmarks/pimc.py``) maximises his own points in each
world, which may leave points to a third seat that the coalition would have
taken away.  Max^n (Luckhardt and Irani, 1986) models exactly that: at every
card the seat to play picks the card that gives *him* the most card points
from here on (the last trick's 10 included, RULES §1), and a position's value
is the points of every seat.  It also says how the others' points split, which
the written result of a 3-player deal depends on (a bite gives the maker's
total to the top defender, RULES §10.1) and the paranoid margin cannot tell
(``deal_scorer.DealScorer`` averages over guessed splits there).

Ties.  A seat indifferent between cards for its own points is taken to choose
the one worst for the root seat (the cautious guess); the root seat itself,
between cards equal for it, the one that leaves least to the better of the
other two, then least to the seat after it.  The order is total, so the values
do not depend on the order in which the cards are tried.

Cost.  There is no alpha-beta in max^n: the whole tree is searched, with a
table at trick boundaries.  Interchangeable cards (``solver_tables``) are
searched once.  Per world and every card (``benchmarks/maxn_times.py``, one
core): 7 cards a median of 5 ms (the paranoid search 0.8 ms), 8 cards 23 ms,
a whole deal of 9 cards 0.13 s (p95 0.5 s) — too slow for tens of worlds a card.
:func:`maxn_values` gives up past ``max_nodes`` trick nodes (raising
``BudgetSpent``), and the caller searches the paranoid way instead.

Where it runs.  ``_native_maxn.c`` (``_native_solver.maxn``) compiled; this module's
:class:`_PythonMaxn` is the same search in Python, for where the compiled
module was not built and for the tests (both give the same values and node
counts, ``tests/ai/test_maxn.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.debertz.tricks import legal_mask
from .position import Position
from .solver import root_cards
from .solver_search import best_pos
from .solver_tables import BudgetSpent, native_solver, prune_twins, search_tables

__all__ = ["MaxnAnalysis", "maxn_margins", "maxn_values"]

#: Use the compiled search where it was built (``False``: Python, for tests and comparisons).
NATIVE = native_solver is not None


@dataclass(frozen=True, slots=True)
class MaxnAnalysis:
    """The result of :func:`maxn_values`."""

    #: For each card searched: the card points every seat takes from here on.
    points: dict[int, tuple[int, ...]]
    #: Trick nodes visited (table hits and the forced last trick not counted).
    nodes: int


def maxn_values(position: Position, cards: list[int], *,
                max_nodes: int | None = None) -> MaxnAnalysis:
    """The points of every seat after the seat to act plays each of ``cards`` (legal cards of
    a 3-player position), every seat then playing for its own points.

    Raises ``BudgetSpent`` (``solver_tables.BUDGET_SPENT``) past ``max_nodes`` trick nodes.
    """
    if position.players != 3:
        raise ValueError("max^n is searched for 3 players")
    limit = (1 << 62) if max_nodes is None else max_nodes
    tables = search_tables(position.rules, position.points)
    if NATIVE and tables.native is not None:
        found, nodes = native_solver.maxn(tables.native, position.hands, position.trick,
                                          position.to_act, cards, limit)
        return MaxnAnalysis(dict(zip(cards, found, strict=True)), nodes)
    search = _PythonMaxn(position, limit)
    return MaxnAnalysis({c: search.card(c) for c in cards}, search.nodes)


def maxn_margins(position: Position, *, max_nodes: int | None = None,
                 ) -> tuple[dict[int, int], dict[int, int]]:
    """For every legal card of a 3-player position: the margin of the seat to act (its points
    from here on less the two others'), as ``solver.analyse`` gives it, and the points the
    first of the others (by seat) takes from here on.

    Raises ``BudgetSpent`` past ``max_nodes`` trick nodes."""
    rep = root_cards(position)
    found = maxn_values(position, sorted(set(rep.values())), max_nodes=max_nodes).points
    me = position.to_act
    first = 1 if me == 0 else 0
    rem = position.remaining_points
    margins: dict[int, int] = {}
    firsts: dict[int, int] = {}
    for card, searched in rep.items():
        points = found[searched]
        margins[card] = 2 * points[me] - rem
        firsts[card] = points[first]
    return margins, firsts


def better(a: tuple[int, ...] | list[int], b: tuple[int, ...] | list[int], seat: int,
           root: int) -> bool:
    """Whether the points ``a`` are better than ``b`` for ``seat`` (the order in the module's
    docstring, ties included)."""
    if a[seat] != b[seat]:
        return a[seat] > b[seat]
    if seat != root:
        return a[root] < b[root]
    x, y = (root + 1) % 3, (root + 2) % 3
    ma, mb = max(a[x], a[y]), max(b[x], b[y])
    if ma != mb:
        return ma < mb
    return a[x] < b[x]


class _PythonMaxn:
    """The search of one position in Python; the open hands are changed in place and restored."""

    def __init__(self, pos: Position, limit: int) -> None:
        self.pos = pos
        self.hands = list(pos.hands)
        self.tables = search_tables(pos.rules, pos.points)
        self.root = pos.to_act
        self.limit = limit
        self.nodes = 0
        self.table: dict[tuple[tuple[int, ...], int], tuple[int, int]] = {}

    def card(self, card: int) -> tuple[int, ...]:
        """Every seat's points after the seat to act plays ``card``."""
        pos = self.pos
        trick = list(pos.trick)
        seat = self.root
        leader = pos.leader
        tp = sum(pos.points[c] for c in trick)
        rem = pos.remaining_points
        bp = best_pos(pos)
        beaters = self.tables.beaters
        live = self.hands[0] | self.hands[1] | self.hands[2]
        for c in trick:
            live |= 1 << c
        hand = self.hands[seat]
        self.hands[seat] = hand ^ (1 << card)
        if trick and beaters[(trick[0] >> 3) << 5 | trick[bp]] >> card & 1:
            bp = len(trick)
        try:
            if len(trick) < 2:
                return self._follow([*trick, card], (seat + 1) % 3, leader, bp,
                                    tp + pos.points[card], rem, live)
            winner = (leader + bp) % 3
            gain = tp + pos.points[card]
            out = [0, 0, 0]
            if not self.hands[seat]:
                out[winner] = rem
                return tuple(out)
            out = list(self._boundary(winner, rem - gain))
            out[winner] += gain
            return tuple(out)
        finally:
            self.hands[seat] = hand

    def _boundary(self, leader: int, rem: int) -> tuple[int, ...]:
        h = self.hands
        hand = h[leader]
        beaters = self.tables.beaters
        if not hand & (hand - 1):  # the last trick: every card is forced
            led = hand.bit_length() - 1
            top, winner, seat = led, leader, leader
            for _ in range(2):
                seat = (seat + 1) % 3
                c = h[seat].bit_length() - 1
                if beaters[(led >> 3) << 5 | top] >> c & 1:
                    top, winner = c, seat
            out = [0, 0, 0]
            out[winner] = rem
            return tuple(out)
        key = (tuple(h), leader)
        found = self.table.get(key)
        if found is not None:
            return (found[0], found[1], rem - found[0] - found[1])
        self.nodes += 1
        if self.nodes > self.limit:
            raise BudgetSpent
        live = h[0] | h[1] | h[2]
        legal = prune_twins(self.tables, hand, live) if hand & self.tables.twin_mask else hand
        best: tuple[int, ...] | None = None
        m = legal
        while m:
            low = m & -m
            m ^= low
            c = low.bit_length() - 1
            h[leader] = hand ^ low
            v = self._follow([c], (leader + 1) % 3, leader, 0, self.pos.points[c], rem, live)
            if best is None or better(v, best, leader, self.root):
                best = v
        h[leader] = hand
        assert best is not None
        self.table[key] = (best[0], best[1])
        return best

    def _follow(self, trick: list[int], seat: int, leader: int, bp: int, tp: int, rem: int,
                live: int) -> tuple[int, ...]:
        pos = self.pos
        h = self.hands
        hand = h[seat]
        seats = [(leader + j) % 3 for j in range(len(trick))]
        legal = legal_mask(pos.rules, hand, trick, seats, seat, bp)
        if legal & self.tables.twin_mask:
            legal = prune_twins(self.tables, legal, live)
        win = self.tables.beaters[(trick[0] >> 3) << 5 | trick[bp]]
        best: tuple[int, ...] | None = None
        k = len(trick)
        m = legal
        while m:
            low = m & -m
            m ^= low
            c = low.bit_length() - 1
            rest = hand ^ low
            h[seat] = rest
            nbp = k if win >> c & 1 else bp
            if k == 2:
                winner = (leader + nbp) % 3
                gain = tp + pos.points[c]
                if rest:
                    out = list(self._boundary(winner, rem - gain))
                    out[winner] += gain
                else:
                    out = [0, 0, 0]
                    out[winner] = rem
                v = tuple(out)
            else:
                v = self._follow([*trick, c], (seat + 1) % 3, leader, nbp, tp + pos.points[c],
                                 rem, live)
            if best is None or better(v, best, seat, self.root):
                best = v
        h[seat] = hand
        assert best is not None
        return best

