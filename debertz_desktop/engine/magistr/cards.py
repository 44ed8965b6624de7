"""Magistr's 36 cards, their order and points (MASTER §1).

The cards are the 52-card pack's ``PackCard`` from the six up (``pack.py``);
what is Magistr's own is the order, the same in every suit — 6 7 8 9 J Q K 10 A,
the ten between the king and the ace — and the card points that decide the MAX
deal (§7).
"""

from __future__ import annotations

from ..pack import PACK, PackCard, PackRank, Suit, pack_from

#: The 36 cards (6 to ace of each suit), in pack order.
DECK: tuple[PackCard, ...] = pack_from(PackRank.SIX)
DECK_INDICES: tuple[int, ...] = tuple(c.index for c in DECK)

#: The ranks low → high (MASTER §1).
ORDER: tuple[PackRank, ...] = (PackRank.SIX, PackRank.SEVEN, PackRank.EIGHT, PackRank.NINE,
                               PackRank.JACK, PackRank.QUEEN, PackRank.KING, PackRank.TEN,
                               PackRank.ACE)
_POSITION = {rank: i for i, rank in enumerate(ORDER)}
#: Card points (MASTER §1): used only to find the MAX player.
CARD_POINTS: dict[PackRank, int] = {PackRank.ACE: 12, PackRank.TEN: 10, PackRank.KING: 5,
                                    PackRank.QUEEN: 3, PackRank.JACK: 1}


def position(card: PackCard) -> int:
    """The card's place in the order 6 7 8 9 J Q K 10 A (0 … 8)."""
    return _POSITION[card.rank]


def card_points(card: PackCard) -> int:
    return CARD_POINTS.get(card.rank, 0)


def lowest(cards: list[PackCard]) -> PackCard:
    return min(cards, key=position)


def in_order(cards: list[PackCard] | tuple[PackCard, ...]) -> list[PackCard]:
    """Sorted by suit, then in the game's order (for a hand on the table)."""
    return sorted(cards, key=lambda c: (c.suit, position(c)))


def suit_cards(suit: Suit) -> list[PackCard]:
    return [c for c in DECK if c.suit is suit]


__all__ = ["CARD_POINTS", "DECK", "DECK_INDICES", "ORDER", "PACK", "card_points", "in_order",
           "lowest", "position", "suit_cards"]
