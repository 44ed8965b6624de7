"""The points beyond the search depth, estimated by a model fitted to exact values (RULES §1, §8).

When Hard searches a 3- or 4-player deal only to a depth (``solver.py``), the
points still in the hands at the depth limit are shared out by an estimate.
This one is linear in a few facts of the open hands, seen from the side that
maximises:

- every live card of a suit counts for the side holding it and against the
  others, weighted by its rank among the live cards of its suit — the master,
  the second, … (a king is a master once the ace and the ten are gone);
  trumps have weights of their own;
- the card points each side holds, as a share of the points still to take;
- who leads the next trick.

The weights are fitted by least squares to the exact share of positions of
seeded games (random play to 3, 4 or 5 cards in every hand, each solved
exactly with every hand open), per cards in hand::

    python benchmarks/leaf_fit.py --structure pairs -n 2500 --cards 3 --cards 4
    python benchmarks/leaf_fit.py --structure pairs -n 1200 --cards 5
    python benchmarks/leaf_fit.py --structure alone3 -n 2000 --cards 3 --cards 4

Mean error in points on the held-out half, fitted against the older estimate
(the points split in proportion to the hands' strength): pairs 9.4 against
11.9 (3 cards), 11.0 against 15.2 (4), 12.4 against 18.4 (5); 3 players 7.1
against 8.2 (3), 7.8 against 10.9 (4).  Weights exist for suit contracts in
pairs and for 3 players (one against the other two, the solver's paranoid
reduction); elsewhere :func:`leaf_model` returns ``None`` and the solver keeps
the older estimate.  Other hand sizes use the nearest fitted one: Hard's
search plan (``world_solving.search_plan``) meets its leaves at 3 or 4 cards a
hand, more only when the node budget cuts a depth short.  Each fit takes seconds
and prints the weights as they stand here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

#: Ranks among the live cards with a weight of their own; lower ranks share the last one.
PLAIN_RANKS = 6
TRUMP_RANKS = 8
#: The most cards a hand holds: 10 with a buy-in of 4 (RULES §3, Kharkov).
MAX_HAND = 10


@dataclass(frozen=True, slots=True)
class LeafWeights:
    """One fitted model: share of the remaining points above one half."""

    plain: tuple[float, ...]  # by rank among the live cards of a plain suit
    trump: tuple[float, ...]  # by rank among the live trumps
    points: float  # per (own points − others' points) / remaining
    lead: float  # + when the maximiser's side leads, − otherwise
    bias: float = 0.0  # the maximiser's advantage or handicap regardless (3 players: alone)


#: Fitted weights by structure and cards in every hand at the leaf (``benchmarks/leaf_fit.py``).
WEIGHTS: dict[str, dict[int, LeafWeights]] = {
    "pairs": {
        3: LeafWeights((-0.0152, -0.0809, -0.0711, -0.066, -0.0698, -0.0751),
                       (0.1726, 0.0354, 0.0364, 0.0159, 0.0084, 0.0385, 0.0161, 0.0547),
                       0.2755, 0.0463),
        4: LeafWeights((-0.0083, -0.0628, -0.0548, -0.0557, -0.0575, -0.0501),
                       (0.1416, 0.0349, 0.0222, 0.007, 0.0031, 0.0196, 0.0339, 0.0268),
                       0.329, 0.0501),
        5: LeafWeights((-0.0059, -0.0536, -0.0507, -0.0458, -0.0472, -0.0422),
                       (0.1179, 0.0319, 0.013, 0.011, 0.0274, 0.004, 0.0137, 0.0265),
                       0.3771, 0.0472),
    },
    "alone3": {
        3: LeafWeights((0.0308, -0.045, -0.0325, -0.032, -0.0325, -0.0407),
                       (0.2043, 0.0849, 0.0608, 0.0361, 0.0175, 0.004, -0.0357, 0.0),
                       0.2843, 0.0663, -0.0733),
        4: LeafWeights((0.0294, -0.0337, -0.023, -0.0162, -0.0134, -0.0109),
                       (0.1634, 0.0672, 0.0543, 0.0347, 0.0402, 0.0276, 0.0271, 0.0),
                       0.2787, 0.0492, -0.0866),
    },
}


@dataclass(frozen=True, slots=True)
class LeafModel:
    """The fitted estimate for one search: a structure's weights and the contract's tables."""

    #: The weights by cards in hand (0 to :data:`MAX_HAND`), each the nearest fitted size.
    by_size: tuple[LeafWeights, ...]
    #: Per suit: bit positions (ranks within the suit) from the strongest to the weakest.
    orders: tuple[tuple[int, ...], ...]
    trump_suit: int
    #: ``points8[suit][byte]``: card points of the cards of one suit.
    points8: tuple[tuple[int, ...], ...]
    #: By cards in hand, one memo per fitted weights (sizes that share weights share it):
    #: ``trump << 16 | live byte << 8 | own byte`` of a suit → (summed rank weights, points
    #: held minus the others'), filled as met (the plain suits of a suit contract share
    #: their ranks and points, so one entry serves all three).
    memos: tuple[dict[int, tuple[float, int]], ...] = field(compare=False, repr=False)

    def share(self, hands: list[int], maxi: tuple[bool, ...], leader: int, rem: int) -> int:
        """The maximiser's points of ``rem`` still to take from a trick boundary."""
        size = hands[leader].bit_count()
        w = self.by_size[size]
        live = own = 0
        for seat, h in enumerate(hands):
            live |= h
            if maxi[seat]:
                own |= h
        x = w.bias + (w.lead if maxi[leader] else -w.lead)
        memo = self.memos[size]
        held = 0  # own card points minus the others'
        trump_suit = self.trump_suit
        for suit in range(4):
            shift = 8 * suit
            lb = live >> shift & 255
            if lb:
                key = (lb << 8 | own >> shift & 255) | (0x10000 if suit == trump_suit else 0)
                found = memo.get(key)
                if found is None:
                    found = memo[key] = self._suit_terms(w, key)
                x += found[0]
                held += found[1]
        if rem:
            x += w.points * held / rem
        share = 0.5 + x
        if share <= 0.0:
            return 0
        if share >= 1.0:
            return rem
        return int(rem * share + 0.5)

    def _suit_terms(self, w: LeafWeights, key: int) -> tuple[float, int]:
        """(rank weights, points held minus the others') of one suit's live and own cards."""
        trump = bool(key & 0x10000)
        lb, ob = key >> 8 & 255, key & 255
        suit = self.trump_suit if trump else (self.trump_suit + 1) % 4
        p8 = self.points8[suit]
        return (_rank_sum(self.orders[suit], w.trump if trump else w.plain, lb, ob),
                2 * p8[ob] - p8[lb])


def _rank_sum(order: tuple[int, ...], weights: tuple[float, ...], live: int, own: int) -> float:
    total = 0.0
    rank = 0
    last = len(weights) - 1
    for bit in order:
        if live >> bit & 1:
            wt = weights[rank if rank < last else last]
            total += wt if own >> bit & 1 else -wt
            rank += 1
    return total


@lru_cache(maxsize=64)
def leaf_model(structure: str | None, strength: tuple[int, ...], points: tuple[int, ...],
               trump: int, suit_contract: bool) -> LeafModel | None:
    """The fitted model for a search, or ``None`` where no weights were fitted."""
    if structure is None or structure not in WEIGHTS or not suit_contract or trump < 0:
        return None
    orders = tuple(tuple(sorted(range(8), key=lambda r, s=s: -strength[8 * s + r]))
                   for s in range(4))
    points8 = tuple(
        tuple(sum(points[8 * s + r] for r in range(8) if byte >> r & 1) for byte in range(256))
        for s in range(4))
    fitted = WEIGHTS[structure]
    by_size = tuple(fitted[min(fitted, key=lambda c: (abs(c - k), c))]
                    for k in range(MAX_HAND + 1))
    memo_of: dict[LeafWeights, dict[int, tuple[float, int]]] = {w: {} for w in by_size}
    return LeafModel(by_size, orders, trump, points8, tuple(memo_of[w] for w in by_size))


def structure_of(sides: tuple[int, ...], maximiser: int) -> str | None:
    """``"pairs"`` (two against two), ``"alone3"`` (one against two) or ``None``."""
    n = len(sides)
    if n == 4 and sides[0] == sides[2] and sides[1] == sides[3] and sides[0] != sides[1]:
        return "pairs"
    if n == 3 and sum(1 for s in sides if s == sides[maximiser]) == 1:
        return "alone3"
    return None


__all__ = ["WEIGHTS", "LeafModel", "LeafWeights", "leaf_model", "structure_of"]
