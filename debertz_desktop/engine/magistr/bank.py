"""One bank — one trick — of Magistr: how each card beats, or not, and who takes (MASTER §6).

The bank is the pile in the middle.  The first card is the **main card**; each
later card either beats the current **top card** in the first of five ways
(§6.3: higher card of the main suit, one rank down, equal value, eight, trump)
or is a discard.  A main-suit card that beats the standing main-suit card but
not the main card kills it without taking (§6.4): the bank falls back to the
leader.  Whoever holds the bank when every player has played takes it (§6.5).

:meth:`Bank.assess` says what a card would do now without changing anything —
the table marks the cards that would beat, the computer players weigh them —
and :meth:`Bank.add` lays it.  The seed's 25 worked examples are the tests
(``master_examples.json``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from ..pack import PackCard, PackRank
from .cards import position

#: The same-suit table of §6.1: rank → the ranks of its own suit it beats at any time.
_BEATS = {
    PackRank.SIX: {PackRank.SEVEN, PackRank.NINE, PackRank.JACK, PackRank.KING, PackRank.TEN,
                   PackRank.ACE},
    PackRank.SEVEN: set(),
    PackRank.EIGHT: {PackRank.SIX, PackRank.SEVEN, PackRank.NINE, PackRank.JACK, PackRank.TEN,
                     PackRank.ACE},
    PackRank.NINE: {PackRank.SEVEN},
    PackRank.JACK: {PackRank.SEVEN, PackRank.NINE},
    PackRank.QUEEN: {PackRank.SIX, PackRank.SEVEN, PackRank.EIGHT, PackRank.NINE, PackRank.JACK},
    PackRank.KING: {PackRank.SEVEN, PackRank.EIGHT, PackRank.NINE, PackRank.JACK,
                    PackRank.QUEEN},
    PackRank.TEN: {PackRank.SEVEN, PackRank.NINE, PackRank.JACK, PackRank.QUEEN, PackRank.KING},
    PackRank.ACE: {PackRank.SEVEN, PackRank.NINE, PackRank.JACK, PackRank.QUEEN, PackRank.KING,
                   PackRank.TEN},
}


def table_beats(card: PackCard, other: PackCard) -> bool:
    """Whether ``card`` beats ``other`` of its own suit by the table of §6.1."""
    return card.suit is other.suit and other.rank in _BEATS[card.rank]


class Way(StrEnum):
    """How a card took hold of the bank (§6.3), or what else it did."""

    LEAD = "lead"
    HIGHER = "higher"
    ONE_LOWER = "one_lower"
    EQUAL = "equal"
    EIGHT = "eight"
    TRUMP = "trump"
    #: §6.4: it beat the standing main-suit card but not the main card: back to the leader.
    KILL = "kill"


#: The ways that make a card's player the holder of the bank.
TAKING = frozenset({Way.HIGHER, Way.ONE_LOWER, Way.EQUAL, Way.EIGHT, Way.TRUMP})


@dataclass
class Bank:
    """The cards of one bank as they are laid, and its state (§6.2).

    ``common_levels``: the trump modes where one set of trumps holds for everyone
    (§3): a card may then beat only a card whose trump level is not above its own,
    except by equal value.  Under ``own`` (and without trumps) it is ``False``.
    """

    common_levels: bool = False
    cards: list[PackCard] = field(default_factory=list)
    levels: list[int] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)
    ways: list[Way | None] = field(default_factory=list)
    main_suit: object = None
    suit_changed: bool = False
    #: Positions in ``cards``: the holder's card (the top card) and the standing main-suit card.
    top: int = 0
    standing: int = 0
    way: Way = Way.LEAD
    chain: bool = True
    beaten_positions: list[int] = field(default_factory=list)

    # -- reading -------------------------------------------------------------------------

    @property
    def main_card(self) -> PackCard:
        return self.cards[0]

    @property
    def leader(self) -> int:
        return self.seats[0]

    @property
    def holder(self) -> int:
        """Who would take the bank now (§6.5)."""
        return self.seats[self.top]

    @property
    def top_card(self) -> PackCard:
        return self.cards[self.top]

    def assess(self, card: PackCard, level: int) -> Way | None:
        """What ``card`` of trump ``level`` would do if laid now: a way of §6.3, a kill (§6.4)
        or ``None`` (a discard).  Nothing changes."""
        if not self.cards:
            return Way.LEAD
        main = self.cards[0]
        top = self.cards[self.top]
        standing = self.cards[self.standing]
        lc, lt, lm = level, self.levels[self.top], self.levels[0]
        level_ok = not self.common_levels or lc >= lt
        kills = (self.standing != 0 and not self.suit_changed and not table_beats(card, main))
        if card.rank is PackRank.EIGHT:
            if (card.suit == self.main_suit and not self.suit_changed and self.standing != 0
                    and table_beats(card, standing) and not table_beats(card, main)):
                return Way.KILL  # §6.3 a comes first for a main-suit eight, with §6.4
            # §6.3 d: an eight beats anything but the Q and K of its own suit, and other eights
            if top.rank is PackRank.EIGHT or not (
                    top.suit is card.suit and top.rank in (PackRank.QUEEN, PackRank.KING)):
                return Way.EIGHT if level_ok else None
            return None
        if card.suit == self.main_suit and table_beats(card, standing) and level_ok:
            return Way.KILL if kills else Way.HIGHER  # §6.3 a, §6.4
        if top.rank is PackRank.EIGHT:
            return None  # nothing else touches an eight
        if self.chain and card.suit is top.suit and position(card) == position(top) - 1:
            return Way.ONE_LOWER  # §6.3 b
        if (card.rank is main.rank and card.suit is not main.suit
                and self.way in (Way.LEAD, Way.ONE_LOWER, Way.EQUAL)
                and (self.common_levels or (lm == 0 and lc >= lt))):
            return Way.EQUAL  # §6.3 c
        if lc > lt and lc > lm and position(card) > max(self.beaten_positions):
            return Way.TRUMP  # §6.3 e
        return None

    def beats(self, card: PackCard, level: int) -> bool:
        """Whether ``card`` would take hold of the bank now."""
        return self.assess(card, level) in TAKING

    # -- laying ---------------------------------------------------------------------------

    def add(self, card: PackCard, level: int, seat: int) -> Way | None:
        """Lay ``card`` (of trump ``level``, by ``seat``); what it did."""
        way = self.assess(card, level)
        self.cards.append(card)
        self.levels.append(level)
        self.seats.append(seat)
        self.ways.append(way)
        i = len(self.cards) - 1
        if way is Way.LEAD:
            self.main_suit = card.suit
            self.beaten_positions = [position(card)]
        elif way is Way.KILL:
            # §6.4, §11.1: the main card is top again, no chain, no equal value; the
            # killing card's rank still counts against later trumps
            self.top, self.standing, self.way, self.chain = 0, 0, Way.KILL, False
            self.beaten_positions.append(position(card))
        elif way is not None:
            self.top, self.way = i, way
            self.chain = way is Way.ONE_LOWER
            self.beaten_positions.append(position(card))
            if way is Way.EIGHT:  # §6.3 d: the eight's suit becomes the main suit
                self.main_suit = card.suit
                self.suit_changed = card.suit is not self.cards[0].suit
            if card.suit == self.main_suit:
                self.standing = i
        return way
