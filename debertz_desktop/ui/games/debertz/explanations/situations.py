"""The situations a newcomer needs explained, their RULES sections, and the texts' shared
pieces (cards, orders and combinations in words)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from .....engine.debertz.cards import Card, Suit
from .....engine.debertz.combinations import Combination
from ....card_words import card_text, cards_text
from ....learn.plan import explanations_citing
from ..hand_reading import card_points
from ..texts import combination_text


class Situation(StrEnum):
    """The moments of a deal a newcomer needs explained, by name."""

    WELCOME = "welcome"
    DEAL = "deal"
    TURNED_CARD = "turned_card"
    BID = "bid"
    HAND = "hand"
    NAME_TRUMP = "name_trump"
    MAKER = "maker"
    VOID_DEAL = "void_deal"
    BUY_IN = "buy_in"
    SEVEN_EXCHANGE = "seven_exchange"
    FIRST_LEAD = "first_lead"
    DECLARE = "declare"
    DECLARED = "declared"
    COMPARED = "compared"
    FOLLOW_SUIT = "follow_suit"
    TRUMP_HIGHER = "trump_higher"
    MUST_TRUMP = "must_trump"
    ANY_CARD = "any_card"
    TRICK = "trick"
    BELLA = "bella"
    BELLA_DECLARED = "bella_declared"
    LAST_TRICK = "last_trick"
    DEAL_COUNT = "deal_count"
    SHEET = "sheet"
    GAME_OVER = "game_over"


#: The sections of RULES.md each situation's explanation comes from.
SECTIONS: dict[Situation, tuple[str, ...]] = {
    Situation.WELCOME: ("§2", "§10.1"),
    Situation.DEAL: ("§3",),
    Situation.TURNED_CARD: ("§1", "§3"),
    Situation.BID: ("§4", "§10.1"),
    Situation.HAND: ("§1", "§6", "§4"),
    Situation.NAME_TRUMP: ("§4",),
    Situation.MAKER: ("§4", "§10.1"),
    Situation.VOID_DEAL: ("§4", "§5"),
    Situation.BUY_IN: ("§3",),
    Situation.SEVEN_EXCHANGE: ("§5",),
    Situation.FIRST_LEAD: ("§7", "§8"),
    Situation.DECLARE: ("§6",),
    Situation.DECLARED: ("§6",),
    Situation.COMPARED: ("§6",),
    Situation.FOLLOW_SUIT: ("§8.1",),
    Situation.TRUMP_HIGHER: ("§8.4",),
    Situation.MUST_TRUMP: ("§8.2",),
    Situation.ANY_CARD: ("§8.3",),
    Situation.TRICK: ("§8.5", "§1"),
    Situation.BELLA: ("§6",),
    Situation.BELLA_DECLARED: ("§6",),
    Situation.LAST_TRICK: ("§9",),
    Situation.DEAL_COUNT: ("§9", "§10.1"),
    Situation.SHEET: ("§13", "§10.3"),
    Situation.GAME_OVER: ("§10.3",),
}


explained = explanations_citing(SECTIONS)


def order_text(cards: Sequence[Card], trump: Suit | None) -> str:
    """"J (20), 9 (14), A (11) … 8, 7": ranks, the highest first, with their points."""
    out = []
    for c in cards:
        points = card_points(c, trump)
        rank = card_text(c)[:-1]
        out.append(f"{rank} ({points})" if points else rank)
    return ", ".join(out)


def combination_worth(c: Combination) -> str:
    return f"{combination_text(c)} (+{c.points})"


__all__ = ["SECTIONS", "Situation", "card_text", "cards_text"]
