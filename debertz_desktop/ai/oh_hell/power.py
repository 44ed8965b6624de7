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

Those chances tell hands apart well but miss the level: in a big deal the
low cards of long suits take many tricks, in a small one the table is
crowded.  So the sum is *calibrated* per table size and hand size by a line
fitted to Medium's self-play, which also reads the bids said before the
seat (a table that bid high leaves fewer tricks): :data:`CALIBRATION`, from
``benchmarks/oh_hell_bid_fit.py``.  The cards' chances are then shifted
together (on the log-odds scale) until they add up to the calibrated figure.
"""

from __future__ import annotations

import math
from functools import lru_cache

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
        if suit == trump and not higher:
            out.append((c, 1.0))  # a master trump: a trick whenever it is played
            continue
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


def raw_expectation(hand: int, trump: int, players: int, turned: int) -> float:
    """The sum of the cards' chances before calibration."""
    return sum(p for _, p in card_chances(hand, trump, players, turned))


def bids_before(bids: tuple[int | None, ...] | list[int | None], order: list[int], seat: int,
                hand_size: int, players: int) -> float:
    """What the seats that bid before ``seat`` bid beyond their share of the tricks."""
    before = order[:order.index(seat)]
    return sum(bids[s] or 0 for s in before) - len(before) * hand_size / players


def calibrated(chances: list[float], players: int, before: float = 0.0) -> list[float]:
    """The chances shifted together until they add up to the calibrated expectation; sure
    tricks (master trumps) stay sure."""
    k = len(chances)
    line = CALIBRATION.get(players, {}).get(k)
    if line is None or not chances:
        return chances
    a, b, c = line
    sure = sum(1 for p in chances if p >= 1.0)
    if sure == k:
        return chances
    target = min(k - 0.02, max(sure + 0.02, a + b * sum(chances) + c * before)) - sure
    unsure = [p for p in chances if p < 1.0]
    logits = [math.log(p / (1.0 - p)) for p in (min(0.995, max(0.005, x)) for x in unsure)]
    low, high = -12.0, 12.0
    shift = 0.0
    for _ in range(30):  # Newton's method, kept inside a shrinking bracket
        total = slope = 0.0
        for z in logits:
            q = 1.0 / (1.0 + math.exp(-(z + shift)))
            total += q
            slope += q * (1.0 - q)
        if abs(total - target) < 1e-4:
            break
        if total > target:
            high = shift
        else:
            low = shift
        step = shift - (total - target) / slope if slope > 1e-9 else low - 1.0
        shift = step if low < step < high else (low + high) / 2.0
    shifted = iter([1.0 / (1.0 + math.exp(-(z + shift))) for z in logits])
    return [1.0 if p >= 1.0 else next(shifted) for p in chances]


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


def hand_distribution(hand: int, trump: int, players: int, turned: int,
                      before: float = 0.0) -> list[float]:
    """The chance of taking 0, 1, … tricks with ``hand`` (calibrated; ``before``: see
    :func:`bids_before`)."""
    chances = [p for _, p in card_chances(hand, trump, players, turned)]
    return trick_distribution(calibrated(chances, players, before))


@lru_cache(maxsize=256)
def score_table(rules: OhHellRules, hand_size: int) -> tuple[tuple[int, ...], ...]:
    """``table[bid][taken]``: what a seat writes (OH_HELL §6)."""
    return tuple(
        tuple(rules.made_points(bid, hand_size) if taken == bid
              else rules.failed_points(bid, taken) for taken in range(hand_size + 1))
        for bid in range(hand_size + 1))


def expected_scores(dist: list[float], rules: OhHellRules, hand_size: int) -> list[float]:
    """Per bid 0 … ``hand_size``, the expected points of the deal (OH_HELL §6)."""
    table = score_table(rules, hand_size)
    out = []
    for row in table:
        value = 0.0
        for taken, p in enumerate(dist):
            value += p * row[taken]
        out.append(value)
    return out


def best_bid(dist: list[float], rules: OhHellRules, hand_size: int,
             forbidden: int | None, scores: list[float] | None = None) -> int:
    """The bid with the best expected score; ties go to the bid nearer the expected tricks.
    ``scores``: :func:`expected_scores` of ``dist``, if already known."""
    if scores is None:
        scores = expected_scores(dist, rules, hand_size)
    mean = 0.0
    for t, p in enumerate(dist):
        mean += t * p
    best = -1
    best_key = None
    for b in range(hand_size + 1):
        if b == forbidden:
            continue
        key = (round(scores[b], 9), -abs(b - mean), -b)
        if best_key is None or key > best_key:
            best, best_key = b, key
    return best


def bid_likelihood(dist: list[float], bid: int) -> float:
    """How well a bid fits a hand: its chance of taking exactly that many, kept above a floor
    (people bid differently; no bid rules a hand out)."""
    return max(dist[bid] if bid < len(dist) else 0.0, 0.03)


#: Per table size and hand size, ``(a, b, c)``: the tricks a hand takes are about
#: ``a + b * raw + c * before`` (``benchmarks/oh_hell_bid_fit.py``).
CALIBRATION: dict[int, dict[int, tuple[float, float, float]]] = {
    3: {
        1: (-0.452, 1.47, -0.09),
        2: (-0.424, 1.168, -0.315),
        3: (-0.537, 1.223, -0.492),
        4: (-0.668, 1.4, -0.379),
        5: (-0.584, 1.398, -0.52),
        6: (0.008, 1.112, -0.415),
        7: (0.45, 1.006, -0.382),
        8: (0.81, 0.931, -0.372),
        9: (1.36, 0.751, -0.396),
        10: (1.647, 0.754, -0.257),
        11: (1.971, 0.714, -0.252),
        12: (2.386, 0.636, -0.363),
        13: (2.365, 0.719, -0.389),
        14: (2.716, 0.67, -0.292),
        15: (2.609, 0.773, -0.298),
    },
    4: {
        1: (-0.29, 1.359, -0.132),
        2: (-0.169, 0.967, -0.227),
        3: (-0.261, 1.087, -0.245),
        4: (-0.364, 1.298, -0.31),
        5: (-0.283, 1.363, -0.298),
        6: (-0.037, 1.253, -0.288),
        7: (0.371, 1.057, -0.222),
        8: (0.589, 1.016, -0.204),
        9: (0.93, 0.884, -0.24),
        10: (1.155, 0.837, -0.195),
        11: (1.223, 0.892, -0.163),
        12: (1.546, 0.785, -0.155),
        13: (1.477, 0.894, -0.141),
    },
    5: {
        1: (-0.179, 1.242, -0.123),
        2: (-0.046, 0.806, -0.16),
        3: (-0.083, 0.958, -0.169),
        4: (-0.144, 1.137, -0.179),
        5: (-0.111, 1.28, -0.227),
        6: (0.017, 1.228, -0.199),
        7: (0.194, 1.213, -0.198),
        8: (0.459, 1.061, -0.128),
        9: (0.63, 1.01, -0.11),
        10: (0.764, 0.976, -0.126),
    },
    6: {
        1: (-0.11, 1.2, -0.119),
        2: (-0.008, 0.755, -0.094),
        3: (-0.017, 0.851, -0.106),
        4: (-0.086, 1.095, -0.147),
        5: (-0.068, 1.225, -0.158),
        6: (-0.01, 1.289, -0.138),
        7: (0.122, 1.267, -0.142),
        8: (0.201, 1.223, -0.147),
    },
    7: {
        1: (-0.064, 1.123, -0.081),
        2: (0.013, 0.686, -0.073),
        3: (0.004, 0.785, -0.069),
        4: (-0.042, 1.019, -0.055),
        5: (-0.029, 1.175, -0.097),
        6: (-0.031, 1.284, -0.118),
        7: (0.001, 1.394, -0.096),
    },
}

__all__ = ["CALIBRATION", "best_bid", "bid_likelihood", "bids_before", "calibrated",
           "card_chances", "expected_scores", "hand_distribution", "raw_expectation",
           "score_table", "trick_distribution"]
