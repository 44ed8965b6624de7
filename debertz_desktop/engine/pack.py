"""The French-suited pack every game of the program is played with: suits, and the
52 cards of Oh Hell (OH_HELL §1) with their 36-card part (Magistr, MASTER §1).

Debertz keeps its own 32-card type (``cards.py``): its engine and compiled
search index the 32 cards by bit.  The suits are shared by all.  A
:class:`PackCard` is one of 52 singletons with ``index = suit * 13 + rank``;
ranks count from the two (low) to the ace (high), so within a suit a higher
index is a higher card, and sets of cards are ``int`` bit masks over the
indices, as in Debertz.  The text form round-trips: ``PackCard.from_str("10H")``
and ``str(card) == "10H"``.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Protocol

from .errors import InvalidActionError


class Suit(IntEnum):
    SPADES = 0
    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        return "SCDH"[self]

    @property
    def symbol(self) -> str:
        return "♠♣♦♥"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def from_str(cls, text: str) -> Suit:
        """Accepts ``S``/``♠``/``spades`` (any case)."""
        t = text.strip()
        for suit in cls:
            if t.upper() == suit.letter or t == suit.symbol or t.lower() == suit.name.lower():
                return suit
        raise InvalidActionError("not a suit: {text!r}", text=text)

    def __str__(self) -> str:
        return self.letter


class PlayingRank(Protocol):
    """What every game's rank offers: its text (``"10"``, ``"Q"``)."""

    @property
    def text(self) -> str: ...


class PlayingCard(Protocol):
    """What every game's card offers the table, the sheet and the network: its suit, its
    rank's text and the round-tripping text form (``str(card) == "QS"``)."""

    @property
    def suit(self) -> Suit: ...
    @property
    def rank(self) -> PlayingRank: ...
    @property
    def index(self) -> int: ...
    @property
    def symbol_text(self) -> str: ...


class PackRank(IntEnum):
    """The thirteen ranks, low to high: 2 3 4 5 6 7 8 9 10 J Q K A."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def text(self) -> str:
        return _RANK_TEXT[self]

    @classmethod
    def from_str(cls, text: str) -> PackRank:
        t = text.strip().upper()
        if t == "T":
            t = "10"
        try:
            return cls(_RANK_TEXT.index(t))
        except ValueError:
            raise InvalidActionError("not a rank: {text!r}", text=text) from None

    def __str__(self) -> str:
        return self.text


_RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

#: Cards per suit; ``index = suit * RANKS + rank``.
RANKS = 13


class PackCard:
    """One of the 52 cards. Use :meth:`from_str` or ``PACK[i]``; cards are singletons."""

    __slots__ = ("index", "rank", "suit")

    index: int
    suit: Suit
    rank: PackRank

    def __new__(cls, suit: Suit, rank: PackRank) -> PackCard:
        return PACK[suit * RANKS + rank]

    @classmethod
    def _make(cls, index: int) -> PackCard:
        self = object.__new__(cls)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "suit", Suit(index // RANKS))
        object.__setattr__(self, "rank", PackRank(index % RANKS))
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (_card_by_index, (self.index,))

    @classmethod
    def from_str(cls, text: str) -> PackCard:
        """Parse ``"QS"``, ``"10H"``, ``"TH"``, ``"2C"`` or ``"Q♠"``."""
        t = text.strip()
        if len(t) < 2:
            raise InvalidActionError("not a card: {text!r}", text=text)
        try:
            return PACK[Suit.from_str(t[-1]) * RANKS + PackRank.from_str(t[:-1])]
        except InvalidActionError:
            raise InvalidActionError("not a card: {text!r}", text=text) from None

    @property
    def mask(self) -> int:
        return 1 << self.index

    @property
    def symbol_text(self) -> str:
        """``"Q♠"`` — for people; ``str(card)`` is the ASCII form for files."""
        return self.rank.text + self.suit.symbol

    def __str__(self) -> str:
        return self.rank.text + self.suit.letter

    def __repr__(self) -> str:
        return f"PackCard({self})"

    def __lt__(self, other: PackCard) -> bool:
        return self.index < other.index


def _card_by_index(index: int) -> PackCard:
    return PACK[index]


PACK: tuple[PackCard, ...] = tuple(PackCard._make(i) for i in range(4 * RANKS))
#: The mask of each suit's 13 cards.
SUIT_MASKS: tuple[int, ...] = tuple(((1 << RANKS) - 1) << (RANKS * s) for s in range(4))


def pack_from(lowest: PackRank) -> tuple[PackCard, ...]:
    """The pack of the cards from ``lowest`` up: ``SIX`` gives Magistr's 36."""
    return tuple(c for c in PACK if c.rank >= lowest)


def pack_cards(text: str) -> list[PackCard]:
    """Parse a space-separated list: ``pack_cards("2S 10H AD")``."""
    return [PackCard.from_str(t) for t in text.split()]


def index_list(mask: int) -> list[int]:
    """The indices of the set bits of ``mask`` (a set of cards), lowest first — for any of
    the program's packs, whose card sets are bit masks over card indices."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(items: Iterable[PackCard]) -> int:
    m = 0
    for c in items:
        m |= 1 << c.index
    return m


def cards_in(mask: int) -> list[PackCard]:
    """The cards of ``mask``, lowest index first (by suit, then rank)."""
    return [PACK[i] for i in index_list(mask)]
