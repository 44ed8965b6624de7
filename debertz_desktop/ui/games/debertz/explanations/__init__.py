"""What each moment of a Debertz deal means, in the player's words, with the rule it comes from.

One text per situation (:class:`Situation`), each citing its RULES sections
(:data:`SECTIONS`): the lesson (Help → Learn to play) shows them as the moments
come, and the deal review can say the same things with the same words.  Every
function takes plain facts — names, cards, a hand's reading (``hand_reading``),
a sheet row — and returns a translated ``learn.plan.Explanation``; none reads a
game.  Texts are translated in the context ``"Lesson"``; "you" is the person at
the table (his name may be anything, so sentences about him are said to him).

The texts live by the deal's phases — ``bidding`` (the deal, the turned card, the
bid, the maker, the buy-in, the seven), ``play`` (the lead, declarations, the
trick duties, the bella), ``counting`` (the deal's count, the sheet, the end) —
and are all offered here, so a caller imports this package only.
"""

from .bidding import (
    bid,
    buy_in,
    deal,
    hand,
    hand_text,
    maker,
    name_trump,
    rule_of_thumb,
    seven_exchange,
    seven_exchanged,
    turned_card,
    verdict_text,
    void_deal,
    welcome,
)
from .counting import deal_count, game_over, sheet
from .play import (
    any_card,
    bella,
    bella_declared,
    compared,
    declare,
    declared,
    first_lead,
    follow_suit,
    last_trick,
    must_trump,
    trick,
    trump_higher,
)
from .situations import SECTIONS, Situation, card_text, cards_text

__all__ = [
    "SECTIONS", "Situation", "any_card", "bella", "bella_declared", "bid", "buy_in",
    "card_text", "cards_text", "compared", "deal", "deal_count", "declare", "declared",
    "first_lead", "follow_suit", "game_over", "hand", "hand_text", "last_trick", "maker",
    "must_trump", "name_trump", "rule_of_thumb", "seven_exchange", "seven_exchanged", "sheet",
    "trick", "trump_higher", "turned_card", "verdict_text", "void_deal", "welcome",
]
