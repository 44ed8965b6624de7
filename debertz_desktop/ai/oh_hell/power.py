"""How many tricks a hand is worth: Medium's bid, and the yardstick Hard reads the others' bids by.

Each card gets a chance of taking a trick (:func:`card_chances`), from what the
bidder sees when it bids (OH_HELL §3, §4): its hand, the turned card, the
number of players and cards.  A card wins when every higher card of its suit
lies in the undealt stock (or it is guarded by enough lower cards of its
suit to outlast them), and a plain card also when nobody lacking its suit
ruffs it; low trumps win by ruffing the suits the hand is short in.  The
tricks the hand takes are then the sum of those chances, as a distribution
(:func:`trick_distribution`), and the bid is the number with the best
expected score under the rules in force (:func:`best_bid`: ``made_points``
and ``failed_points``, OH_HELL §6), never the dealer's forbidden number (§4).

The constants were fitted by eye to Medium's self-play (``benchmarks/oh_hell_bids.py``
reports how well the expected tricks match the tricks taken).
"""

from __future__ import annotations

from ...engine.oh_hell.rules import OhHellRules
from ...engine.pack import RANKS
from .tables import ABOVE, BELOW, NONE, SUITS

#: A card with ``h`` higher unseen cards, guarded by at least ``h`` lower ones of its suit,
#: also wins with this chance to the power ``h`` (per player at the table above three).
GUARD = 0.55
#: A trump that is not the top takes a ruff with this chance per void / per singleton side suit.
RUFF_VOID = 0.45
RUFF_SINGLETON = 0.25
#: Every card's chance shrinks by this factor per player above three (more hands, more
#: chances that someone beats or ruffs it).
CROWD = 0.03


def card_chances(hand: int, trump: int, players: int, turned: int) -> list[tuple[int, float]]:
    """Per card of ``hand`` (index, lowest first), its chance of taking a trick."""
    k = hand.bit_count()
    unseen = ((1 << 52) - 1) & ~hand & ~turned
    count = unseen.bit_count()
    others = (players - 1) * k
    stock = count - others
    trumps_out = (unseen & SUITS[trump]).bit_count() if trump >= 0 else 0
    crowd = max(0.0, 1.0 - CROWD * (players - 3))
    short = 0.0
    if trump >= 0 and k >= 2:
        for s in range(4):
            if s != trump:
                length = (hand & SUITS[s]).bit_count()
                short += RUFF_VOID if length == 0 else RUFF_SINGLETON if length == 1 else 0.0
    ruffs = short
    out = []
    cards = []
    mask = hand
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    # high cards first, so that the ruffs of a short hand go to the lowest trumps
    for c in sorted(cards, key=lambda c: (-(c % RANKS), c)):
        suit = c // RANKS
        higher = (unseen & ABOVE[c]).bit_count()
        guards = (hand & BELOW[c]).bit_count()
        p_top = 1.0
        for j in range(higher):
            p_top *= max(0, stock - j) / (count - j)
        p = p_top
        if higher and guards >= higher:
            p += (1.0 - p_top) * GUARD ** higher * min(1.0, 3.0 / players)
        if suit == trump:
            if ruffs > 0.0 and p < 1.0:
                extra = min(ruffs, 1.0)
                p += (1.0 - p) * extra
                ruffs -= extra
        elif trump >= 0:
            in_suit = (unseen & SUITS[suit]).bit_count()
            void = NONE[count][min(in_suit, 13)][min(k, 15)]
            has_trump = 1.0 - NONE[count - in_suit][min(trumps_out, 13)][min(k, 15)]
            p *= (1.0 - void * has_trump) ** (players - 1)
        out.append((c, min(1.0, p * crowd)))
    out.sort()
    return out


def trick_distribution(chances: list[float]) -> list[float]:
    """The chance of taking exactly 0, 1, … tricks when each card wins independently."""
    dist = [1.0]
    for p in chances:
        nxt = [0.0] * (len(dist) + 1)
        q = 1.0 - p
        for t, w in enumerate(dist):
            nxt[t] += w * q
            nxt[t + 1] += w * p
        dist = nxt
    return dist


def hand_distribution(hand: int, trump: int, players: int, turned: int) -> list[float]:
    return trick_distribution([p for _, p in card_chances(hand, trump, players, turned)])


def expected_scores(dist: list[float], rules: OhHellRules, hand_size: int) -> list[float]:
    """Per bid 0 … ``hand_size``, the expected points of the deal (OH_HELL §6)."""
    out = []
    for bid in range(hand_size + 1):
        value = 0.0
        for taken, p in enumerate(dist):
            if p:
                value += p * (rules.made_points(bid, hand_size) if taken == bid
                              else rules.failed_points(bid, taken))
        out.append(value)
    return out


def best_bid(dist: list[float], rules: OhHellRules, hand_size: int,
             forbidden: int | None) -> int:
    """The bid with the best expected score; ties go to the bid nearer the expected tricks."""
    scores = expected_scores(dist, rules, hand_size)
    mean = sum(t * p for t, p in enumerate(dist))
    bids = [b for b in range(hand_size + 1) if b != forbidden]
    return max(bids, key=lambda b: (round(scores[b], 9), -abs(b - mean), -b))


def bid_likelihood(dist: list[float], bid: int) -> float:
    """How well a bid fits a hand: its chance of taking exactly that many, kept above a floor
    (people bid differently; no bid rules a hand out)."""
    return max(dist[bid] if bid < len(dist) else 0.0, 0.03)


__all__ = ["best_bid", "bid_likelihood", "card_chances", "expected_scores", "hand_distribution",
           "trick_distribution"]
