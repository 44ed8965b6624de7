"""Hand evaluation for the rule-based bots: how good is a hand for a trump (RULES §1, §4, §6).

The numbers are a rough "strength" scale, not points: a hand worth about 8
makes a sound 2-player contract.  Used for bidding, the concession of fifty,
redeal claims and the dave.
"""

from __future__ import annotations

from ..engine.debertz.cards import Contract
from ..engine.debertz.combinations import RUNS

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

#: Strength of each trump rank (natural order 7 8 9 10 J Q K A).
TRUMP_VALUE = (0.7, 0.7, 3.0, 1.5, 4.0, 1.0, 1.0, 2.0)
#: Strength of an honour in an all-trump contract.
ALL_TRUMP_VALUE = (0.0, 0.0, 2.2, 0.8, 3.0, 0.3, 0.3, 1.2)


def _pattern(hand: int, suit: int) -> int:
    return hand >> (8 * suit) & 0xFF


def side_suit_value(pattern: int) -> float:
    """Aces and guarded tens of a plain suit."""
    value = 0.0
    if pattern >> ACE & 1:
        value += 2.0
        if pattern >> TEN & 1:
            value += 1.5
    elif pattern >> TEN & 1 and pattern.bit_count() >= 3:
        value += 0.5
    if pattern >> KING & 1 and pattern >> ACE & 1 and pattern >> TEN & 1:
        value += 0.5
    return value


def sequence_value(hand: int) -> float:
    value = 0.0
    for suit in range(4):
        for _top, length in RUNS[_pattern(hand, suit)]:
            if length >= 4:
                value += 2.5
            elif length == 3:
                value += 1.0
    return value


def suit_strength(hand: int, trump: int) -> float:
    """Strength of ``hand`` if ``trump`` is trump (``hand`` a card mask)."""
    tp = _pattern(hand, trump)
    value = sum(TRUMP_VALUE[r] for r in range(8) if tp >> r & 1)
    count = tp.bit_count()
    if count > 2:
        value += 0.8 * (count - 2)
    if tp >> KING & 1 and tp >> QUEEN & 1:
        value += 1.5  # bella
    for suit in range(4):
        if suit != trump:
            p = _pattern(hand, suit)
            value += side_suit_value(p)
            if not p and count >= 3:
                value += 0.5
    return value + sequence_value(hand)


def no_trump_strength(hand: int) -> float:
    value = 0.0
    for suit in range(4):
        p = _pattern(hand, suit)
        if p >> ACE & 1:
            value += 2.5 + 0.4 * max(0, p.bit_count() - 2)
            if p >> TEN & 1:
                value += 2.0
        elif p >> TEN & 1 and p.bit_count() >= 2:
            value += 0.5
    return value + sequence_value(hand)


def all_trump_strength(hand: int) -> float:
    value = 0.0
    for suit in range(4):
        p = _pattern(hand, suit)
        value += sum(ALL_TRUMP_VALUE[r] for r in range(8) if p >> r & 1)
        if p >> KING & 1 and p >> QUEEN & 1:
            value += 1.0
    return value + sequence_value(hand)


def contract_strength(hand: int, contract: Contract, trump: int | None) -> float:
    if contract is Contract.NO_TRUMP:
        return no_trump_strength(hand)
    if contract is Contract.ALL_TRUMP:
        return all_trump_strength(hand)
    return suit_strength(hand, trump if trump is not None else 0)


def defence_strength(hand: int, trump: int) -> float:
    """How well ``hand`` resists a contract in ``trump`` (for conceding fifty)."""
    tp = _pattern(hand, trump)
    value = sum(TRUMP_VALUE[r] for r in range(8) if tp >> r & 1)
    for suit in range(4):
        if suit != trump:
            value += side_suit_value(_pattern(hand, suit))
    return value
