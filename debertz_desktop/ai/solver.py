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
(the previous root card's value, or :meth:`_Search._estimate`).  Internally a
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
then estimates the rest with ``_Search._estimate`` (a linear model fitted to
exact values, :mod:`leaf_estimate`, in pairs and with 3 players; elsewhere
the remaining points split in proportion to the strength of the hands; the
estimate is also the first guess of MTD(f); a search keeps each leaf's estimate, which its
probes meet again); ``max_nodes`` deepens ``d`` one trick
at a time and returns the deepest search that finished within the budget of
trick nodes (visits of a trick boundary, table hits included).
:class:`Analysis` says whether the values are exact.

The module keeps small per-contract tables and memoised move orders in
module-level dicts (safe to share between threads under the GIL); each call
builds its own transposition table, so calls are independent.

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
from functools import lru_cache

from ..engine.debertz.cards import HIGHER_TRUMP, SUIT_MASKS, index_list
from ..engine.debertz.tricks import TrickRules, best_position, legal_mask
from .leaf_estimate import leaf_model, structure_of
from .position import Position

try:
    from . import _native_solver
except ImportError:  # not built: no C compiler where the package was installed
    _native_solver = None

#: Beyond the depth, use the fitted estimate where there is one (``leaf_estimate.py``);
#: ``False`` restores the older proportional split (for comparisons, ``search_quality.py``).
FITTED_LEAF = True
#: Search with the compiled module where it was built (``_native_solver.c``, the same search
#: about 25 times faster); ``False`` searches in Python (for comparisons and tests).
NATIVE = _native_solver is not None

__all__ = ["NATIVE", "Analysis", "Attempt", "Position", "analyse", "analyse_first", "solve",
           "solve_all"]

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


class _BudgetSpent(Exception):
    pass


#: What a search raises when ``set_limit``'s node budget is spent.
_BUDGET_SPENT: tuple[type[Exception], ...] = (
    (_BudgetSpent,) if _native_solver is None else (_BudgetSpent, _native_solver.BudgetSpent))


@dataclass(frozen=True, slots=True)
class _Tables:
    """Per-contract tables derived from the engine's ``TrickRules`` and points."""

    #: ``beaters[led * 32 + best]``: the cards that beat ``best`` in a trick led in ``led``.
    beaters: tuple[int, ...]
    #: Per card: ((mask of an equivalent lower card, mask of the cards between), ...).
    twins: tuple[tuple[tuple[int, int], ...], ...]
    twin_mask: int
    lead_key: tuple[int, ...]
    cheap_key: tuple[int, ...]
    rich_key: tuple[int, ...]
    #: ``weight8[suit][byte]``: estimate weight of the cards of one suit (see ``_estimate``).
    weight8: tuple[tuple[int, ...], ...]
    #: Memoised move orders: by legal mask (leads, valuable first) and by (legal, winners).
    orders: tuple[dict[int, tuple[int, ...]], ...]
    #: The same tables for the compiled search (``None`` where it was not built).
    native: object | None = None


@lru_cache(maxsize=64)
def _tables(tr: TrickRules, points: tuple[int, ...]) -> _Tables:
    strength = tr.strength
    beaters = tuple(
        sum(1 << c for c in range(32) if c != best and tr.beats(c, best, led))
        for led in range(4) for best in range(32)
    )
    twins = []
    for c in range(32):
        suit = SUIT_MASKS[c >> 3]
        pairs = []
        for d in range(32):
            if d >> 3 == c >> 3 and strength[d] < strength[c] and points[d] == points[c]:
                between = sum(1 << e for e in range(32) if suit >> e & 1
                              and strength[d] < strength[e] < strength[c])
                pairs.append((1 << d, between))
        twins.append(tuple(pairs))
    twin_mask = sum(1 << c for c in range(32) if twins[c])
    lead_key = tuple(-(strength[c] * 32 + points[c]) for c in range(32))
    cheap_key = tuple(points[c] * 32 + strength[c] for c in range(32))
    rich_key = tuple(-points[c] * 32 + strength[c] for c in range(32))
    weight = [int(10 * 2 ** (strength[c] / 2)) + 10 * points[c] for c in range(32)]
    weight8 = tuple(
        tuple(sum(weight[s * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256))
        for s in range(4)
    )
    native = None
    if _native_solver is not None:
        flags = (tr.trump, tr.all_trump, tr.suit_contract, tr.teams, tr.must_overruff,
                 tr.partner_exemption, tr.overtrump_partner)
        native = _native_solver.Tables(beaters, twins, twin_mask, lead_key, cheap_key, rich_key,
                                       points, weight8, flags, strength, tr.trump_mask,
                                       HIGHER_TRUMP)
    return _Tables(beaters, tuple(twins), twin_mask, lead_key, cheap_key, rich_key, weight8,
                   ({}, {}, {}), native)


def _leaf_key(pos: Position) -> tuple | None:
    """What the leaf estimate of ``pos``'s search depends on (``None``: not fitted, or off)."""
    if not FITTED_LEAF:
        return None
    tr = pos.rules
    return structure_of(pos.sides, pos.to_act), tr.strength, pos.points, tr.trump, tr.suit_contract


@lru_cache(maxsize=64)
def _native_leaf(*key) -> object | None:
    """The fitted leaf estimate for the compiled search (``None``: the proportional split)."""
    model = leaf_model(*key)
    if model is None or _native_solver is None:
        return None
    weights = tuple((w.plain, w.trump, w.points, w.lead, w.bias) for w in model.by_size)
    return _native_solver.Leaf(weights, model.orders, model.trump_suit, model.points8)


def _new_search(pos: Position):
    """A search of ``pos``: compiled where it was built (and :data:`NATIVE`), else Python.

    Both offer ``value_of``, ``position_probe``, ``estimate``, ``clear_table``,
    ``keep_hints``, ``set_limit`` and ``nodes``, and give the same values, depths
    and node counts (``tests/ai/test_native_solver.py``).
    """
    tables = _tables(pos.rules, pos.points)
    if NATIVE and tables.native is not None:
        maxi = tuple(int(s == pos.sides[pos.to_act]) for s in pos.sides)
        key = _leaf_key(pos)
        leaf = _native_leaf(*key) if key is not None else None
        return _native_solver.Search(tables.native, leaf, pos.hands, maxi, pos.trick, pos.to_act)
    return _Search(pos)


class _Search:
    """One search of one position: the open hands are mutated in place and restored."""

    def __init__(self, pos: Position) -> None:
        self.pos = pos
        self.n = n = pos.players
        self.hands = list(pos.hands)
        side = pos.sides[pos.to_act]
        self.maxi = tuple(s == side for s in pos.sides)
        self.tables = _tables(pos.rules, pos.points)
        key = _leaf_key(pos)
        self.leaf = leaf_model(*key) if key is not None else None
        #: ``seats[leader][k]``: the first ``k`` seats of a trick (``legal_mask`` takes lists).
        self.seats = [[[(lead + k) % n for k in range(j)] for j in range(n + 1)]
                      for lead in range(n)]
        self.tt: dict[int, tuple[int, int, int]] = {}
        self.hints: dict[int, int] = {}
        self.nodes = 0
        self.limit = 1 << 62
        self.boundary, self.follow = self._build()

    def _build(self) -> tuple[Callable[..., int], Callable[..., int]]:
        n = self.n
        hands = self.hands
        maxi = self.maxi
        seat_lists = self.seats
        tb = self.tables
        beaters = tb.beaters
        twins = tb.twins
        twin_mask = tb.twin_mask
        lead_key = tb.lead_key.__getitem__
        cheap_key = tb.cheap_key.__getitem__
        rich_key = tb.rich_key.__getitem__
        pts = self.pos.points
        tr = self.pos.rules
        tt = self.tt
        hints = self.hints
        leaves: dict[int, int] = {}
        nxt = tuple((s + 1) % n for s in range(n))
        estimate = self._estimate
        lead_orders, rich_orders, cheap_orders = tb.orders
        for cache in tb.orders:
            if len(cache) > 100_000:
                cache.clear()
        this = self

        def prune(legal: int, live: int) -> int:
            out = legal
            m = legal & twin_mask
            while m:
                low = m & -m
                m ^= low
                for dbit, between in twins[low.bit_length() - 1]:
                    if legal & dbit and not live & between:
                        out ^= low
                        break
            return out

        def boundary(leader: int, rem: int, alpha: int, beta: int, depth: int) -> int:
            """Maximiser's points from a trick boundary on; ``rem`` are all still to take."""
            h = hands
            # the open hands and the leader: the key of the leaf estimates and of the table
            if n == 2:
                key = (h[0] << 32 | h[1]) << 2 | leader
            elif n == 3:
                key = ((h[0] << 32 | h[1]) << 32 | h[2]) << 2 | leader
            else:
                key = (((h[0] << 32 | h[1]) << 32 | h[2]) << 32 | h[3]) << 2 | leader
            if depth <= 0:
                # MTD(f) probes and transpositions meet the same leaves again
                found = leaves.get(key)
                if found is None:
                    found = leaves[key] = estimate(leader, rem)
                return found
            this.nodes += 1
            if this.nodes > this.limit:
                raise _BudgetSpent
            hand = h[leader]
            if not hand & (hand - 1):
                # the last trick: every card is forced
                led = hand.bit_length() - 1
                top = led
                winner = leader
                seat = leader
                for _ in range(n - 1):
                    seat = nxt[seat]
                    c = h[seat].bit_length() - 1
                    if beaters[(led >> 3) << 5 | top] >> c & 1:
                        top = c
                        winner = seat
                return rem if maxi[winner] else 0
            entry = tt.get(key)
            if entry is None:
                if rem <= alpha:
                    return rem
                if beta <= 0:
                    return 0
                lo = 0
                hi = rem
                first = hints.get(key, -1) if hints else -1
            else:
                lo, hi, first = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
            a = alpha if alpha > lo else lo
            b = beta if beta < hi else hi
            live = 0
            for x in h:
                live |= x
            legal = prune(hand, live) if hand & twin_mask else hand
            moves = lead_orders.get(legal)
            if moves is None:
                moves = lead_orders[legal] = tuple(sorted(index_list(legal), key=lead_key))
            if first >= 0 and first != moves[0] and legal >> first & 1:
                moves = (first, *[c for c in moves if c != first])
            mx = maxi[leader]
            follower = nxt[leader]
            best = -1 if mx else 1 << 20
            best_card = moves[0]
            aa, bb = a, b
            for c in moves:
                h[leader] = hand ^ (1 << c)
                v = follow([c], follower, leader, 1, 0, pts[c], rem, live, aa, bb, depth)
                if mx:
                    if v > best:
                        best = v
                        best_card = c
                        if v > aa:
                            aa = v
                            if aa >= bb:
                                break
                elif v < best:
                    best = v
                    best_card = c
                    if v < bb:
                        bb = v
                        if aa >= bb:
                            break
            h[leader] = hand
            if best <= a:
                hi = best
            elif best >= b:
                lo = best
            else:
                lo = hi = best
            tt[key] = (lo, hi, best_card)
            return best

        def follow(trick: list[int], seat: int, leader: int, k: int, bp: int, tp: int,
                   rem: int, live: int, alpha: int, beta: int, depth: int) -> int:
            """Maximiser's points from inside a trick: ``k`` cards down, ``bp`` is winning."""
            hand = hands[seat]
            seats = seat_lists[leader]
            order = seats[n]
            legal = legal_mask(tr, hand, trick, seats[k], seat, bp)
            if legal & twin_mask:
                legal = prune(legal, live)
            win = beaters[(trick[0] >> 3) << 5 | trick[bp]]
            mx = maxi[seat]
            moves: tuple[int, ...] | None
            if not legal & (legal - 1):
                moves = (legal.bit_length() - 1,)
            elif maxi[order[bp]] == mx:
                moves = rich_orders.get(legal)
                if moves is None:
                    moves = rich_orders[legal] = tuple(sorted(index_list(legal), key=rich_key))
            else:
                okey = legal << 32 | (legal & win)
                moves = cheap_orders.get(okey)
                if moves is None:
                    moves = cheap_orders[okey] = (
                        *sorted(index_list(legal & win), key=cheap_key),
                        *sorted(index_list(legal & ~win), key=cheap_key))
            best = -1 if mx else 1 << 20
            closes = k + 1 == n
            for c in moves:
                hands[seat] = hand ^ (1 << c)
                nbp = k if win >> c & 1 else bp
                if closes:
                    winner = order[nbp]
                    gain = tp + pts[c]
                    if hand ^ (1 << c):
                        if maxi[winner]:
                            v = gain + boundary(winner, rem - gain, alpha - gain, beta - gain,
                                                depth - 1)
                        else:
                            v = boundary(winner, rem - gain, alpha, beta, depth - 1)
                    else:
                        v = rem if maxi[winner] else 0
                else:
                    trick.append(c)
                    v = follow(trick, nxt[seat], leader, k + 1, nbp, tp + pts[c], rem, live,
                               alpha, beta, depth)
                    trick.pop()
                if mx:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
            hands[seat] = hand
            return best

        return boundary, follow

    def _estimate(self, leader: int, rem: int) -> int:
        """The maximiser's share of ``rem``: the fitted model, or in proportion to hand strength.

        Where :mod:`leaf_estimate` has a model (suit contracts, pairs and 3
        players) it decides.  Otherwise a hand's weight sums
        ``10·2^(strength/2) + 10·points`` over its cards: the power of a card
        doubles every two steps of its strength, so the high trumps dominate,
        as they do in play (measured against exact values on dealt 3- and
        4-player positions, this loses a third less than a square law).  Used
        beyond the depth limit, and as the first guess of MTD(f).
        """
        if self.leaf is not None:
            return self.leaf.share(self.hands, self.maxi, leader, rem)
        w8 = self.tables.weight8
        own = other = 0
        for seat, h in enumerate(self.hands):
            w = w8[0][h & 255] + w8[1][h >> 8 & 255] + w8[2][h >> 16 & 255] + w8[3][h >> 24]
            if self.maxi[seat]:
                own += w
            else:
                other += w
        if own + other == 0:
            return rem // 2
        return (rem * own + (own + other) // 2) // (own + other)

    # -- the interface shared with the compiled search (see ``_new_search``) ---------------

    def estimate(self, leader: int, rem: int) -> int:
        return self._estimate(leader, rem)

    def clear_table(self) -> None:
        self.tt.clear()

    def keep_hints(self) -> None:
        """The table's best moves become the move hints of the next, deeper search."""
        self.hints = {key: entry[2] for key, entry in self.tt.items()}
        self.tt.clear()
        self.boundary, self.follow = self._build()

    def set_limit(self, nodes: int) -> None:
        self.limit = nodes

    def value_of(self, card: int, alpha: int, beta: int, depth: int) -> int:
        """Maximiser's points after the seat to act plays ``card``."""
        pos = self.pos
        n = self.n
        seat = pos.to_act
        leader = pos.leader
        trick = list(pos.trick)
        k = len(trick)
        pts = pos.points
        rem = pos.remaining_points
        live = 0
        for h in self.hands:
            live |= h
        for c in trick:
            live |= 1 << c
        tp = sum(pts[c] for c in trick)
        hand = self.hands[seat]
        self.hands[seat] = hand ^ (1 << card)
        try:
            bp = _best_pos(pos)
            if k and self.tables.beaters[(trick[0] >> 3) << 5 | trick[bp]] >> card & 1:
                bp = k
            if k + 1 < n:
                trick.append(card)
                return self.follow(trick, (seat + 1) % n, leader, k + 1, bp, tp + pts[card],
                                   rem, live, alpha, beta, depth)
            winner = (leader + bp) % n
            gain = tp + pts[card]
            if not self.hands[seat]:
                return rem if self.maxi[winner] else 0
            own = gain if self.maxi[winner] else 0
            return own + self.boundary(winner, rem - gain, alpha - own, beta - own, depth - 1)
        finally:
            self.hands[seat] = hand

    def position_probe(self, alpha: int, beta: int, depth: int) -> int:
        """Maximiser's points from the position on (one probe of MTD(f))."""
        pos = self.pos
        rem = pos.remaining_points
        if not pos.trick:
            return self.boundary(pos.leader, rem, alpha, beta, depth)
        live = 0
        for h in self.hands:
            live |= h
        trick = list(pos.trick)
        for c in trick:
            live |= 1 << c
        tp = sum(pos.points[c] for c in trick)
        return self.follow(trick, pos.to_act, pos.leader, len(trick), _best_pos(pos), tp, rem,
                           live, alpha, beta, depth)


def _root_moves(pos: Position, tables: _Tables) -> dict[int, int]:
    """The legal cards of the seat to act, each with the searched card it is equivalent to."""
    seat = pos.to_act
    hand = pos.hands[seat]
    trick = list(pos.trick)
    legal = legal_mask(pos.rules, hand, trick, list(pos.trick_seats), seat,
                       _best_pos(pos)) if trick else hand
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


def _best_pos(pos: Position) -> int:
    return best_position(pos.rules, list(pos.trick)) if pos.trick else 0


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
        except _BUDGET_SPENT:
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
        except _BUDGET_SPENT:
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
        tables = _tables(position.rules, position.points)
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
