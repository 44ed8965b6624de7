"""Magistr's 36 cards as bit masks, for the computer players' fast paths (MASTER §1).

A card is its ``PackCard.index`` (``suit * 13 + rank``); a set of cards is an
``int`` mask.  Nothing here decides a rule: who beats is always asked of the
engine's :class:`~debertz_desktop.engine.magistr.bank.Bank`.
"""

from __future__ import annotations

from ...engine.magistr.cards import DECK, card_points, position
from ...engine.pack import PACK, PackRank, Suit

#: Every Magistr card.
ALL36: int = sum(1 << c.index for c in DECK)
#: Per card index (0 … 51): its suit, rank, place in the order 6 7 8 9 J Q K 10 A, points.
SUIT: tuple[int, ...] = tuple(int(c.suit) for c in PACK)
RANK: tuple[int, ...] = tuple(int(c.rank) for c in PACK)
POS: tuple[int, ...] = tuple(position(c) if c.rank >= PackRank.SIX else -1 for c in PACK)
POINTS: tuple[int, ...] = tuple(card_points(c) for c in PACK)
#: The mask of each suit's nine cards, and of each rank's four.
SUIT_MASK: tuple[int, ...] = tuple(sum(1 << c.index for c in DECK if c.suit is s) for s in Suit)
RANK_MASK: tuple[int, ...] = tuple(sum(1 << c.index for c in DECK if c.rank == r)
                                   for r in range(13))
EIGHTS: int = RANK_MASK[PackRank.EIGHT]
SEVENS: int = RANK_MASK[PackRank.SEVEN]
SIX_OF_DIAMONDS: int = 1 << (Suit.DIAMONDS * 13 + PackRank.SIX)


__all__ = ["ALL36", "EIGHTS", "POINTS", "POS", "RANK", "RANK_MASK", "SEVENS", "SIX_OF_DIAMONDS",
           "SUIT", "SUIT_MASK"]
