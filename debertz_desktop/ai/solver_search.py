"""The double-dummy search in Python (``solver.py`` drives it; ``_native_solver.c`` is the same
search compiled).

:class:`PythonSearch` is one search of one position: fail-soft alpha-beta over
single card plays with a transposition table at trick boundaries, ordered
moves, interchangeable cards searched once, and past the depth the leaf
estimate (``leaf_estimate.py``, or the proportional split).  Its interface —
``value_of``, ``position_probe``, ``estimate``, ``clear_table``,
``keep_hints``, ``set_limit``, ``nodes`` — is the compiled search's, and both
give the same values, depths and node counts (``tests/ai/test_native_solver.py``).
The technique is described in ``solver.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.debertz.cards import index_list
from ..engine.debertz.tricks import best_position, legal_mask
from .leaf_estimate import LeafModel
from .position import Position
from .solver_tables import BudgetSpent, prune_twins, search_tables

__all__ = ["PythonSearch", "best_pos"]


def best_pos(pos: Position) -> int:
    """Where the best card of the trick in progress lies (0 when no card is on the table)."""
    return best_position(pos.rules, list(pos.trick)) if pos.trick else 0


class PythonSearch:
    """One search of one position: the open hands are mutated in place and restored."""

    def __init__(self, pos: Position, leaf: LeafModel | None = None) -> None:
        self.pos = pos
        self.n = n = pos.players
        self.hands = list(pos.hands)
        side = pos.sides[pos.to_act]
        self.maxi = tuple(s == side for s in pos.sides)
        self.tables = search_tables(pos.rules, pos.points)
        #: The fitted leaf estimate (``None``: the proportional split).
        self.leaf = leaf
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
            return prune_twins(tb, legal, live)

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
                raise BudgetSpent
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
            bp = best_pos(pos)
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
        return self.follow(trick, pos.to_act, pos.leader, len(trick), best_pos(pos), tp, rem,
                           live, alpha, beta, depth)

