"""What a hand holds for a trump suit, read from the seat's own cards only (RULES §1, §6).

The lesson (``lesson.py``) and its explanations say why a hand is worth playing:
its trumps and their rank, the aces and tens beside them, the combinations and
the bella.  Orders, points and sequences are the engine's (``cards``,
``combinations``); the verdict is a rule of thumb for a first game, not a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ....engine.debertz.cards import (
    Card,
    Contract,
    Rank,
    Suit,
    mask_of,
    points_table,
    strength_table,
)
from ....engine.debertz.combinations import Combination, sequences_in


class Verdict(Enum):
    """How a hand looks for a trump, by the rule of thumb the lesson teaches."""

    STRONG = "strong"
    FAIR = "fair"
    WEAK = "weak"


@dataclass(frozen=True)
class TrumpReading:
    """A hand as it would play with ``suit`` as trump."""

    suit: Suit
    #: The hand's trumps, the highest first (the trump order of RULES §1).
    trumps: tuple[Card, ...]
    #: The hand holds the highest trump (the jack) and the second (the nine).
    top: bool
    second: bool
    #: Cards of the other suits that score 10 or more (aces and tens).
    high_cards: tuple[Card, ...]
    #: The sequences the hand could declare (RULES §6).
    combinations: tuple[Combination, ...]
    #: The king and queen of trumps: a bella (RULES §6).
    bella: bool
    verdict: Verdict

    @property
    def count(self) -> int:
        return len(self.trumps)


def card_points(card: Card, trump: Suit | None) -> int:
    """What ``card`` is worth in a trick with ``trump`` (RULES §1)."""
    return points_table(Contract.SUIT, trump)[card.index]


def trump_order(suit: Suit) -> tuple[Card, ...]:
    """The cards of the trump ``suit``, the highest first (RULES §1)."""
    strength = strength_table(Contract.SUIT, suit)
    cards = [Card(suit, rank) for rank in Rank]
    return tuple(sorted(cards, key=lambda c: -strength[c.index]))


def plain_order(suit: Suit) -> tuple[Card, ...]:
    """The cards of a plain ``suit``, the highest first (RULES §1)."""
    strength = strength_table(Contract.SUIT, None)
    cards = [Card(suit, rank) for rank in Rank]
    return tuple(sorted(cards, key=lambda c: -strength[c.index]))


def read_hand(hand: Sequence[Card], suit: Suit, hundred: int | None = None) -> TrumpReading:
    """``hand`` (the seat's own cards) as it would play with ``suit`` as trump."""
    order = trump_order(suit)
    trumps = tuple(c for c in order if c in hand)
    top, second = order[0] in hand, order[1] in hand
    high = tuple(c for c in hand if c.suit != suit and card_points(c, suit) >= 10)
    combinations = tuple(sequences_in(mask_of(hand), hundred))
    bella = Card(suit, Rank.KING) in hand and Card(suit, Rank.QUEEN) in hand
    if (top or second) and (len(trumps) >= 3 or (top and second)):
        verdict = Verdict.STRONG
    elif ((top or second) and len(trumps) >= 2) or (len(trumps) >= 3 and high):
        verdict = Verdict.FAIR
    else:
        verdict = Verdict.WEAK
    return TrumpReading(suit=suit, trumps=trumps, top=top, second=second, high_cards=high,
                        combinations=combinations, bella=bella, verdict=verdict)


def best_suit(hand: Sequence[Card], suits: Sequence[Suit],
              hundred: int | None = None) -> TrumpReading | None:
    """Of ``suits``, the one the hand would best play as trump (``None`` for no suits)."""
    readings = [read_hand(hand, s, hundred) for s in suits]
    rank = {Verdict.STRONG: 2, Verdict.FAIR: 1, Verdict.WEAK: 0}
    return max(readings, key=lambda r: (rank[r.verdict], r.top, r.second, r.count,
                                        sum(card_points(c, r.suit) for c in r.trumps)),
               default=None)
