"""Exact double-dummy solver for the play phase (RULES §1, §8).

Given a :class:`~debertz_desktop.ai.position.Position` with every hand open,
the solver returns the exact value of each legal card for the seat to act,
under best play by everybody.  The Hard bot calls it once per sampled world.

Objective (zero-sum).  The *maximiser* is the side of the seat to act
(``position.sides``); every other seat plays against it.  A value is the
maximiser's **margin from here on**: the card points it takes in the rest of
the deal (the cards of the trick in progress included) plus the last trick's
10 (RULES §1), minus what all the other seats take.  With 2 players and with
pairs this is the game itself; with 3 or 4 solo players it is the *paranoid*
reduction — the mover against everybody else together.  Points already
taken, combinations and bella do not depend on the play that remains and are
left to the caller.

Technique.  Fail-soft alpha-beta over single card plays, driven by MTD(f):
the exact value is found by a few null-window probes, starting from a guess
(the previous root card's value, or ``PythonSearch.estimate``).  Internally a
node's value is the maximiser's points from here on (0 … remaining), so the
margin is ``2 * points - remaining``; whose turn it is decides max or min, so a
trick may pass between the two sides in any order (pairs, paranoid
coalition).  At trick boundaries a transposition table keyed on the open
hands and the leader stores lower and upper bounds and the best lead; bounds
stay valid across probes and across the root cards of one position.  Moves are
ordered: the table's move, then on a lead strong and valuable cards first;
when following, cheap winners first, or valuable cards first when one's own
side is winning.  Cards of one hand, of one suit, with equal points and no live
card (in a hand or on the table) between them in trick order are
interchangeable and only one is searched (RULES §1: points differ within a
suit, so in practice this merges only zero-point 7, 8, 9).  The last trick,
where every card is forced, is scored directly.  The only bound used without
search is the trivial one: the maximiser takes between 0 and all the remaining
points.  The duties of play and the trick winner come from
:mod:`debertz_desktop.engine.debertz.tricks` (``legal_mask``, ``best_position``, and
``TrickRules.beats`` tabulated once per contract).  ``tests/ai/test_solver.py``
checks every value against a plain minimax.

Depth limit.  ``depth=d`` searches the current trick and ``d`` more tricks,
then estimates the rest (``solver_search.PythonSearch._estimate``: a linear
model fitted to exact values, :mod:`leaf_estimate`, in pairs and with 3 players; elsewhere
the remaining points split in proportion to the strength of the hands; the
estimate is also the first guess of MTD(f); a search keeps each leaf's estimate, which its
probes meet again); ``max_nodes`` deepens ``d`` one trick
at a time and returns the deepest search that finished within the budget of
trick nodes (visits of a trick boundary, table hits included).
:class:`Analysis` says whether the values are exact.

Where it lives.  This module is the root — the cards to search, MTD(f), the
depth and node budgets, the choice between the two searches; the search
itself in Python is ``solver_search.py``; the per-contract tables and the
compiled module's handles are ``solver_tables.py``.  The small per-contract
tables and memoised move orders are kept in module-level dicts (safe to share
between threads under the GIL); each call builds its own transposition table,
so calls are independent.

Compiled.  ``_native_solver.c`` is the same search in C (the tables above are
handed to it once per contract), about 25 times faster; it is used where it
was built (:data:`NATIVE`) and gives the same values, depths and node counts
as the Python search (``tests/ai/test_native_solver.py``).  Both are driven
by the same root code here (:func:`analyse`, :func:`analyse_first`,
:func:`solve`) through one small interface (``_new_search``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..engine.debertz.cards import index_list
from ..engine.debertz.tricks import legal_mask
from .leaf_estimate import LeafModel, leaf_model, structure_of
from .position import Position
from .solver_search import PythonSearch, best_pos
from .solver_tables import BUDGET_SPENT, Tables, native_leaf, native_solver, search_tables

#: Beyond the depth, use the fitted estimate where there is one (``leaf_estimate.py``);
#: ``False`` restores the older proportional split (for comparisons, ``search_quality.py``).
FITTED_LEAF = True
#: Search with the compiled module where it was built (``_native_solver.c``, the same search
#: about 25 times faster); ``False`` searches in Python (for comparisons and tests).
NATIVE = native_solver is not None

__all__ = ["NATIVE", "Analysis", "Attempt", "Position", "analyse", "analyse_first", "root_cards",
           "solve", "solve_all"]

_FULL = 99  # a depth that is never reached: 10 cards per hand at most


@dataclass(frozen=True, slots=True)
class Analysis:
    """The result of :func:`analyse`."""

    #: Margin for the side of the seat to act, for every legal card index.
    values: dict[int, int]
    #: True when the values are exact (searched to the end of the deal).
    exact: bool
    #: Complete tricks searched after the current one (``None``: to the end).
    depth: int | None
    #: Trick nodes (positions at a trick boundary) visited.
    nodes: int

    @property
    def best(self) -> int:
        """The value of the position (the best card's margin)."""
        return max(self.values.values())


def _leaf_key(pos: Position) -> tuple | None:
    """What the leaf estimate of ``pos``'s search depends on (``None``: not fitted, or off)."""
    if not FITTED_LEAF:
        return None
    tr = pos.rules
    return structure_of(pos.sides, pos.to_act), tr.strength, pos.points, tr.trump, tr.suit_contract


def _new_search(pos: Position):
    """A search of ``pos``: compiled where it was built (and :data:`NATIVE`), else Python.

    Both offer ``value_of``, ``position_probe``, ``estimate``, ``clear_table``,
    ``keep_hints``, ``set_limit`` and ``nodes``, and give the same values, depths
    and node counts (``tests/ai/test_native_solver.py``).
    """
    tables = search_tables(pos.rules, pos.points)
    if NATIVE and tables.native is not None:
        maxi = tuple(int(s == pos.sides[pos.to_act]) for s in pos.sides)
        key = _leaf_key(pos)
        leaf = native_leaf(*key) if key is not None else None
        return native_solver.Search(tables.native, leaf, pos.hands, maxi, pos.trick, pos.to_act)
    return _python_search(pos)


def _python_search(pos: Position) -> PythonSearch:
    """The search of ``pos`` in Python, with the leaf estimate :data:`FITTED_LEAF` says."""
    return PythonSearch(pos, _leaf_of(pos))


def _leaf_of(pos: Position) -> LeafModel | None:
    key = _leaf_key(pos)
    return leaf_model(*key) if key is not None else None


def _root_moves(pos: Position, tables: Tables) -> dict[int, int]:
    """The legal cards of the seat to act, each with the searched card it is equivalent to."""
    seat = pos.to_act
    hand = pos.hands[seat]
    trick = list(pos.trick)
    legal = legal_mask(pos.rules, hand, trick, list(pos.trick_seats), seat,
                       best_pos(pos)) if trick else hand
    live = 0
    for h in pos.hands:
        live |= h
    for c in trick:
        live |= 1 << c
    twins = tables.twins
    rep = {}
    for c in index_list(legal):
        r = c
        found = True
        while found:
            found = False
            for dbit, between in twins[r]:
                if legal & dbit and not live & between:
                    r = dbit.bit_length() - 1
                    found = True
                    break
        rep[c] = r
    return rep


def root_cards(position: Position) -> dict[int, int]:
    """Each legal card of the seat to act, with the card searched for it (interchangeable
    cards, RULES §1, are searched once)."""
    return _root_moves(position, search_tables(position.rules, position.points))


def _mtd(probe: Callable[[int, int], int], guess: int, top: int) -> int:
    """MTD(f): the exact value in 0…top by null-window probes ``probe(beta - 1, beta)``.

    Each probe either proves ``value >= beta`` or ``value < beta``; the bounds
    the transposition table keeps stay valid from one probe to the next.
    """
    lower, upper = 0, top
    g = min(max(guess, 0), top)
    while lower < upper:
        beta = g + 1 if g == lower else g
        g = probe(beta - 1, beta)
        if g < beta:
            upper = g
        else:
            lower = g
    return g


def _tricks_after_current(pos: Position) -> int:
    return pos.hands[pos.to_act].bit_count() - 1


def analyse(position: Position, *, depth: int | None = None,
            max_nodes: int | None = None) -> Analysis:
    """Values of every legal card; exact unless ``depth`` or ``max_nodes`` cut the search.

    ``depth``: complete tricks to search after the current one before
    estimating the rest.  ``max_nodes``: deepen one trick at a time (up to
    ``depth`` if given) and keep the deepest search that stayed within this many
    trick nodes in total; the current trick plus an estimate is always returned.
    """
    root = _Root.of(position)
    search = _new_search(position)
    cap = root.full if depth is None else min(depth, root.full)
    if max_nodes is None:
        values = root.run(search, cap)
        return Analysis(values, cap >= root.full, None if cap >= root.full else cap,
                        search.nodes)
    values = root.run(search, 0)
    reached = 0
    search.set_limit(max_nodes)
    for d in range(1, cap + 1):
        search.keep_hints()
        try:
            values = root.run(search, d)
        except BUDGET_SPENT:
            break
        reached = d
    exact = reached >= root.full
    return Analysis(values, exact, None if exact else reached, search.nodes)


#: One way to search a world: ``(depth, max_nodes)`` as :func:`analyse` takes them.
Attempt = tuple[int | None, int | None]


def analyse_first(position: Position, attempts: tuple[Attempt, ...]) -> Analysis:
    """The first of ``attempts`` that finishes within its node budget, searched at once.

    Every attempt but the last is one search to its depth (``None``: to the
    end), abandoned once it passes its ``max_nodes``; the last is searched as
    :func:`analyse` searches, so that a result always comes.  An exact search
    that usually fits thus costs no deepening, and its rare heavy tail falls
    back to a depth.  ``nodes`` counts every attempt.
    """
    spent = 0
    root = _Root.of(position)
    for depth, max_nodes in attempts[:-1]:
        cap = root.full if depth is None else min(depth, root.full)
        search = _new_search(position)
        if max_nodes is not None:
            search.set_limit(max_nodes)
        try:
            values = root.run(search, cap)
        except BUDGET_SPENT:
            spent += search.nodes
            continue
        return Analysis(values, cap >= root.full, None if cap >= root.full else cap,
                        spent + search.nodes)
    depth, max_nodes = attempts[-1]
    result = analyse(position, depth=depth, max_nodes=max_nodes)
    return replace(result, nodes=spent + result.nodes)


@dataclass(frozen=True, slots=True)
class _Root:
    """The root of one position: the cards to search and how each legal card maps to one."""

    position: Position
    #: Each legal card and the searched card it is equivalent to.
    rep: dict[int, int]
    #: The searched cards, strong and valuable first.
    order: tuple[int, ...]
    #: Complete tricks after the current one.
    full: int

    @classmethod
    def of(cls, position: Position) -> _Root:
        tables = search_tables(position.rules, position.points)
        rep = _root_moves(position, tables)
        order = tuple(sorted(set(rep.values()), key=tables.lead_key.__getitem__))
        return cls(position, rep, order, _tricks_after_current(position))

    def run(self, search, depth: int) -> dict[int, int]:
        """The margin of every legal card, searching ``depth`` tricks after the current one
        (all of them from :attr:`full` on); MTD(f) per card, each guess the last value."""
        d = depth if depth < self.full else _FULL
        pos = self.position
        rem = pos.remaining_points
        search.clear_table()
        points: dict[int, int] = {}
        guess = search.estimate(pos.leader, rem)
        for c in self.order:
            def probe(alpha: int, beta: int, c: int = c) -> int:
                return search.value_of(c, alpha, beta, d + 1)

            guess = points[c] = _mtd(probe, guess, rem)
        return {c: 2 * points[r] - rem for c, r in self.rep.items()}


def solve_all(position: Position, *, depth: int | None = None,
              max_nodes: int | None = None) -> dict[int, int]:
    """The margin of every legal card for the side to act (see :func:`analyse`)."""
    return analyse(position, depth=depth, max_nodes=max_nodes).values


def solve(position: Position, *, depth: int | None = None) -> int:
    """The margin of the position for the side to act, under best play by all."""
    search = _new_search(position)
    full = _tricks_after_current(position)
    d = _FULL if depth is None or depth >= full else depth + 1
    rem = position.remaining_points
    guess = search.estimate(position.leader, rem)
    points = _mtd(lambda a, b: search.position_probe(a, b, d), guess, rem)
    return 2 * points - rem
