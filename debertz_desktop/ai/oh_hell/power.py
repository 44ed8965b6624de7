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
        2: (-0.424, 1.169, -0.314),
        3: (-0.53, 1.227, -0.469),
        4: (-0.659, 1.392, -0.389),
        5: (-0.593, 1.4, -0.554),
        6: (0.007, 1.109, -0.415),
        7: (0.426, 1.013, -0.396),
        8: (0.845, 0.908, -0.375),
        9: (1.324, 0.761, -0.406),
        10: (1.642, 0.753, -0.246),
        11: (1.958, 0.715, -0.249),
        12: (2.346, 0.648, -0.317),
        13: (2.354, 0.719, -0.389),
        14: (2.67, 0.685, -0.282),
        15: (2.592, 0.777, -0.279),
    },
    4: {
        1: (-0.295, 1.374, -0.132),
        2: (-0.169, 0.969, -0.227),
        3: (-0.266, 1.095, -0.245),
        4: (-0.379, 1.308, -0.316),
        5: (-0.304, 1.381, -0.291),
        6: (-0.079, 1.283, -0.289),
        7: (0.347, 1.073, -0.222),
        8: (0.58, 1.024, -0.207),
        9: (0.91, 0.894, -0.242),
        10: (1.158, 0.835, -0.19),
        11: (1.231, 0.89, -0.158),
        12: (1.506, 0.807, -0.143),
        13: (1.48, 0.888, -0.148),
    },
    5: {
        1: (-0.184, 1.263, -0.123),
        2: (-0.047, 0.812, -0.159),
        3: (-0.086, 0.968, -0.169),
        4: (-0.15, 1.149, -0.178),
        5: (-0.134, 1.31, -0.222),
        6: (-0.001, 1.253, -0.201),
        7: (0.18, 1.228, -0.19),
        8: (0.43, 1.093, -0.136),
        9: (0.593, 1.048, -0.105),
        10: (0.705, 1.015, -0.129),
    },
    6: {
        1: (-0.116, 1.233, -0.119),
        2: (-0.009, 0.763, -0.092),
        3: (-0.02, 0.862, -0.104),
        4: (-0.103, 1.131, -0.146),
        5: (-0.096, 1.273, -0.156),
        6: (-0.076, 1.381, -0.152),
        7: (0.093, 1.317, -0.133),
        8: (0.202, 1.225, -0.135),
    },
    7: {
        1: (-0.072, 1.185, -0.081),
        2: (0.015, 0.689, -0.073),
        3: (-0.001, 0.804, -0.068),
        4: (-0.06, 1.063, -0.055),
        5: (-0.068, 1.253, -0.099),
        6: (-0.091, 1.387, -0.126),
        7: (-0.006, 1.408, -0.088),
    },
}

__all__ = ["CALIBRATION", "best_bid", "bid_likelihood", "bids_before", "calibrated",
           "card_chances", "expected_scores", "hand_distribution", "raw_expectation",
           "score_table", "trick_distribution"]
