"""Trick duties and trick winners (RULES §8), on card-index bit masks.

Pure functions over small integers so that the deal, the computer players'
search and the score keeper share one implementation of the rules of play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..errors import QT_TRANSLATE_NOOP
from .cards import HIGHER_TRUMP, SUIT_MASKS, Contract, Suit, strength_table
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class TrickRules:
    """What the duties of a trick depend on, precomputed for one deal."""

    #: Trump suit index, or -1 when no single suit is trump (``no_trump``, ``all_trump``).
    trump: int
    all_trump: bool
    suit_contract: bool
    teams: bool
    must_overruff: bool
    partner_exemption: bool
    overtrump_partner: bool
    strength: tuple[int, ...]
    trump_mask: int

    @classmethod
    def of(cls, rules: RuleSet, contract: Contract, trump: Suit | None) -> TrickRules:
        return _trick_rules(rules, contract, trump)

    def beats(self, card: int, best: int, led: int) -> bool:
        """Does ``card`` beat the trick's current best card ``best`` (led suit ``led``)?"""
        suit = card >> 3
        if suit != led and suit != self.trump:
            return False
        best_suit = best >> 3
        if suit == best_suit:
            return self.strength[card] > self.strength[best]
        return suit == self.trump


@lru_cache(maxsize=256)
def _trick_rules(rules: RuleSet, contract: Contract, trump: Suit | None) -> TrickRules:
    """One TrickRules per rule set and contract, shared by every deal (it is frozen)."""
    suit_contract = contract is Contract.SUIT
    t = int(trump) if suit_contract and trump is not None else -1
    return TrickRules(
        trump=t,
        all_trump=contract is Contract.ALL_TRUMP,
        suit_contract=suit_contract,
        teams=rules.teams,
        must_overruff=rules.must_overruff,
        partner_exemption=rules.teams and rules.partner_exemption,
        overtrump_partner=rules.overtrump_partner,
        strength=strength_table(contract, trump if suit_contract else None),
        trump_mask=SUIT_MASKS[t] if t >= 0 else 0,
    )


def best_position(tr: TrickRules, trick: list[int]) -> int:
    led = trick[0] >> 3
    best = 0
    for pos in range(1, len(trick)):
        if tr.beats(trick[pos], trick[best], led):
            best = pos
    return best


def legal_mask(tr: TrickRules, hand: int, trick: list[int], seats: list[int], seat: int,
               best_pos: int) -> int:
    """The cards of ``hand`` that may be played to ``trick`` (RULES §8.1–§8.4)."""
    if not trick:
        return hand
    led = trick[0] >> 3
    follow = hand & SUIT_MASKS[led]
    partner_winning = tr.teams and (seats[best_pos] - seat) % 2 == 0
    if follow:
        if led == tr.trump or tr.all_trump:
            if partner_winning and not tr.overtrump_partner:
                return follow
            # the best card of a trump-led trick is always of the led suit
            return follow & HIGHER_TRUMP[trick[best_pos]] or follow
        return follow
    if not tr.suit_contract:
        return hand
    trumps = hand & tr.trump_mask
    if not trumps or (partner_winning and tr.partner_exemption):
        return hand
    if tr.must_overruff:
        top = _opponents_best_trump(tr, trick, seats, seat)
        if top >= 0:
            return trumps & HIGHER_TRUMP[top] or trumps
    return trumps


def _opponents_best_trump(tr: TrickRules, trick: list[int], seats: list[int], seat: int) -> int:
    best = -1
    for card, owner in zip(trick, seats, strict=True):
        opponent = not (tr.teams and (owner - seat) % 2 == 0)
        if card >> 3 == tr.trump and opponent and (
                best < 0 or tr.strength[card] > tr.strength[best]):
            best = card
    return best


def illegal_reason(tr: TrickRules, hand: int, trick: list[int], seats: list[int], seat: int,
                   best_pos: int, card: int) -> tuple[str, str, dict[str, str]]:
    """Why ``card`` may not be played: (template, rule section, parameters)."""
    if not hand >> card & 1:
        return QT_TRANSLATE_NOOP("Rules", "you do not hold {card}"), "§8", {}
    led = trick[0] >> 3
    symbol = Suit(led).symbol
    if hand & SUIT_MASKS[led]:
        if card >> 3 != led:
            return (QT_TRANSLATE_NOOP("Rules", "you must follow suit: {suit}"), "§8.1",
                    {"suit": symbol})
        return (QT_TRANSLATE_NOOP("Rules", "you must play a higher {suit} if you can"), "§8.4",
                {"suit": symbol})
    trump_symbol = Suit(tr.trump).symbol if tr.trump >= 0 else ""
    if card >> 3 == tr.trump:
        return (QT_TRANSLATE_NOOP("Rules", "an opponent has trumped: you must trump higher "
                                  "({suit})"), "§8.2", {"suit": trump_symbol})
    return (QT_TRANSLATE_NOOP("Rules", "you cannot follow suit, so you must trump: {suit}"),
            "§8.2", {"suit": trump_symbol})
