"""Cards, suits, ranks, card orders and card points (RULES §1).

A card is one of 32 singletons; its ``index`` is ``suit * 8 + rank`` where the
rank counts in the natural order 7 8 9 10 J Q K A (the order of sequences).
Sets of cards are plain ``int`` bit masks over those indices (``1 << index``);
the rules code works on masks, the public API hands out :class:`Card` objects.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum, IntEnum
from functools import cache

from ..errors import InvalidActionError
from ..pack import Suit
from ..pack import index_list as index_list  # one definition for every pack (pack.py)


class Rank(IntEnum):
    """Ranks in the natural (sequence) order 7 8 9 10 J Q K A."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def text(self) -> str:
        return _RANK_TEXT[self]

    @classmethod
    def from_str(cls, text: str) -> Rank:
        t = text.strip().upper()
        if t == "T":
            t = "10"
        try:
            return cls(_RANK_TEXT.index(t))
        except ValueError:
            raise InvalidActionError("not a rank: {text!r}", text=text) from None

    def __str__(self) -> str:
        return self.text


_RANK_TEXT = ("7", "8", "9", "10", "J", "Q", "K", "A")


class Contract(Enum):
    """What kind of game a deal is played as (RULES §1, §4)."""

    SUIT = "suit"
    NO_TRUMP = "no_trump"
    ALL_TRUMP = "all_trump"


class Card:
    """One of the 32 cards. Use :func:`card`, :meth:`from_str` or ``CARDS[i]``."""

    __slots__ = ("index", "rank", "suit")

    index: int
    suit: Suit
    rank: Rank

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return CARDS[suit * 8 + rank]

    @classmethod
    def _make(cls, index: int) -> Card:
        self = object.__new__(cls)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "suit", Suit(index >> 3))
        object.__setattr__(self, "rank", Rank(index & 7))
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (_card_by_index, (self.index,))

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse ``"QS"``, ``"10H"``, ``"TH"`` or ``"Q♠"``."""
        t = text.strip()
        if len(t) < 2:
            raise InvalidActionError("not a card: {text!r}", text=text)
        try:
            return CARDS[Suit.from_str(t[-1]) * 8 + Rank.from_str(t[:-1])]
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
        return f"Card({self})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


def _card_by_index(index: int) -> Card:
    return CARDS[index]


CARDS: tuple[Card, ...] = tuple(Card._make(i) for i in range(32))
FULL_DECK_MASK = (1 << 32) - 1
SUIT_MASKS: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.from_str`."""
    return Card.from_str(text)


def cards(text: str) -> list[Card]:
    """Parse a space-separated list: ``cards("7S 8S JH")``."""
    return [Card.from_str(t) for t in text.split()]


def mask_of(items: Iterable[Card]) -> int:
    m = 0
    for c in items:
        m |= 1 << c.index
    return m


def indices_of(mask: int) -> Iterator[int]:
    """Indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low



def cards_of(mask: int) -> list[Card]:
    return [CARDS[i] for i in indices_of(mask)]


# --- orders and points (RULES §1) -------------------------------------------------

#: Strength of each rank in a plain suit: 7 8 9 J Q K 10 A.
PLAIN_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)
#: Strength of each rank in the trump suit: 7 8 Q K 10 A 9 J.
TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
LAST_TRICK_BONUS = 10


def _higher_masks(order: tuple[int, ...]) -> tuple[int, ...]:
    out = []
    for index in range(32):
        suit, rank = divmod(index, 8)
        m = 0
        for r in range(8):
            if order[r] > order[rank]:
                m |= 1 << (suit * 8 + r)
        out.append(m)
    return tuple(out)


#: For each card, the mask of the cards of its suit that beat it.
HIGHER_PLAIN: tuple[int, ...] = _higher_masks(PLAIN_ORDER)
HIGHER_TRUMP: tuple[int, ...] = _higher_masks(TRUMP_ORDER)


@cache
def points_table(contract: Contract, trump: Suit | None) -> tuple[int, ...]:
    """Card points of every card index for a contract (not yet doubled)."""
    if contract is Contract.ALL_TRUMP:
        return tuple(TRUMP_POINTS[i & 7] for i in range(32))
    if contract is Contract.NO_TRUMP or trump is None:
        return tuple(PLAIN_POINTS[i & 7] for i in range(32))
    return tuple(
        TRUMP_POINTS[i & 7] if i >> 3 == trump else PLAIN_POINTS[i & 7] for i in range(32)
    )


@cache
def strength_table(contract: Contract, trump: Suit | None) -> tuple[int, ...]:
    """Trick strength of every card index: trumps rank above every plain card."""
    if contract is Contract.ALL_TRUMP:
        return tuple(TRUMP_ORDER[i & 7] for i in range(32))
    if contract is Contract.NO_TRUMP or trump is None:
        return tuple(PLAIN_ORDER[i & 7] for i in range(32))
    return tuple(
        16 + TRUMP_ORDER[i & 7] if i >> 3 == trump else PLAIN_ORDER[i & 7] for i in range(32)
    )


def mask_points(mask: int, points: tuple[int, ...]) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += points[low.bit_length() - 1]
        mask ^= low
    return total


def plain_points(items: Iterable[Card]) -> int:
    """Points of cards counted as plain suits (the poor-hand claim, RULES §5)."""
    return sum(PLAIN_POINTS[c.rank] for c in items)
