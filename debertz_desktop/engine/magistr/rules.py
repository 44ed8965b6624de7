"""The rule set of "Магистр" (Master): every option of MASTER.md, validated on creation.

Option names and values are those of MASTER.md.  Presets live in ``presets.py``,
the settings dialog's metadata in ``options.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ..errors import QT_TRANSLATE_NOOP, RuleSetError
from ..pack import Suit
from ..rule_fields import RuleFields, enum_option

PLAYERS: tuple[int, ...] = (2, 3, 4)
#: Deals in a game: twelve sub-games for minus, then the same twelve for plus (§2).
DEALS = 24
HALF = 12
#: Cards each player gets in an "All" deal (1 and 13), §4.
ALL_DEAL_CARDS = 9


class TrumpMode(StrEnum):
    OWN = "own"
    NONE = "none"
    ONE_COMMON = "one_common"
    TWO_COMMON = "two_common"
    SENIOR_JUNIOR = "senior_junior"


class OwnTrumpScope(StrEnum):
    OWNER_ONLY = "owner_only"
    EVERYONE = "everyone"


class NextDealer(StrEnum):
    FIRST_LEADER = "first_leader"
    LEFT = "left"


class FirstLead(StrEnum):
    LOWEST_DIAMOND = "lowest_diamond"
    LOWEST_DIAMOND_FIRST_DEAL = "lowest_diamond_first_deal"


class Deal9Cards(StrEnum):
    QUEEN_OF_SPADES = "queen_of_spades"
    NINE_TO_QUEEN_OF_SPADES = "nine_to_queen_of_spades"


class Deal10Cards(StrEnum):
    KING_OF_HEARTS = "king_of_hearts"
    KING_AND_TEN_OF_HEARTS = "king_and_ten_of_hearts"


class FourOfAKindBonus(StrEnum):
    RANK = "rank"
    TRICK_OF_ONE_SUIT = "trick_of_one_suit"
    OFF = "off"


class MaxTie(StrEnum):
    SPLIT = "split"
    NONE = "none"


class Rating(StrEnum):
    POINTS_SHARE = "points_share"
    SEED_LITERAL = "seed_literal"


@dataclass(frozen=True, kw_only=True)
class MagistrRules(RuleFields):
    """Every option of MASTER.md.  Frozen; use :meth:`replace` to change options."""

    GAME: ClassVar[str] = "magistr"

    players: int = 4
    # §3 trumps
    trump_mode: TrumpMode = enum_option(TrumpMode, TrumpMode.OWN)
    own_trump_distinct: bool = True
    own_trump_scope: OwnTrumpScope = enum_option(OwnTrumpScope, OwnTrumpScope.OWNER_ONLY)
    senior_trump: Suit = Suit.SPADES
    junior_trump: Suit = Suit.DIAMONDS
    # §4, §5 the deal and the lead
    next_dealer: NextDealer = enum_option(NextDealer, NextDealer.FIRST_LEADER)
    first_lead: FirstLead = enum_option(FirstLead, FirstLead.LOWEST_DIAMOND)
    must_beat: bool = False
    # §1, §7 the sub-games
    deal9_cards: Deal9Cards = enum_option(Deal9Cards, Deal9Cards.QUEEN_OF_SPADES)
    deal10_cards: Deal10Cards = enum_option(Deal10Cards, Deal10Cards.KING_OF_HEARTS)
    four_of_a_kind_bonus: FourOfAKindBonus = enum_option(FourOfAKindBonus, FourOfAKindBonus.RANK)
    max_tie: MaxTie = enum_option(MaxTie, MaxTie.SPLIT)
    early_end: bool = True
    # §9 the rating
    rating: Rating = enum_option(Rating, Rating.POINTS_SHARE)

    def __post_init__(self) -> None:
        self.coerce_enums()
        for name in ("senior_trump", "junior_trump"):
            value = getattr(self, name)
            if not isinstance(value, Suit):
                try:
                    object.__setattr__(self, name, Suit.from_str(str(value)))
                except ValueError:
                    raise RuleSetError(QT_TRANSLATE_NOOP("RuleSet", "{option} = {value!r}: a "
                                                         "suit S, C, D or H is needed"), "§3",
                                       option=name, value=value) from None
        self._validate()

    def _validate(self) -> None:
        def fail(template: str, rule: str = "§2", **params: Any) -> None:
            raise RuleSetError(template, rule, **params)

        if not isinstance(self.players, int) or isinstance(self.players, bool) \
                or self.players not in PLAYERS:
            fail(QT_TRANSLATE_NOOP("RuleSet", "players = {value}: Master is played by 2, 3 or 4"),
                 value=self.players, option="players")
        for name in ("own_trump_distinct", "must_beat", "early_end"):
            if not isinstance(getattr(self, name), bool):
                fail(QT_TRANSLATE_NOOP("RuleSet", "{option} must be on or off (true/false)"),
                     option=name)
        if self.senior_trump is self.junior_trump:
            fail(QT_TRANSLATE_NOOP("RuleSet", "the senior and the junior trump must be "
                                   "different suits"), "§3", option="junior_trump")
        if self.four_of_a_kind_bonus is FourOfAKindBonus.TRICK_OF_ONE_SUIT and self.players != 4:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option}: {choice} needs 4 players: only a bank "
                                   "of four cards can be of one suit"),
                 "§1", option="four_of_a_kind_bonus",
                 choice=FourOfAKindBonus.TRICK_OF_ONE_SUIT.value)

    # -- derived facts ----------------------------------------------------------------

    @property
    def deal_count(self) -> int:
        """The deals of a game: always 24, every sub-game for minus, then for plus (§2)."""
        return DEALS

    @property
    def sides(self) -> int:
        return self.players

    @property
    def teams(self) -> bool:
        return False

    def side_of(self, seat: int) -> int:
        return seat

    def hand_size(self, number: int) -> int:
        """Cards each player gets in deal ``number``: 9 in "All", else the whole deck (§4)."""
        return ALL_DEAL_CARDS if self.subgame_index(number) == 0 else 36 // self.players

    @staticmethod
    def subgame_index(number: int) -> int:
        """The sub-game (0 … 11) of deal ``number`` (1 … 24), §2, §7."""
        return (number - 1) % HALF

    @staticmethod
    def is_positive(number: int) -> bool:
        """Deals 13–24 score plus, deals 1–12 minus (§2)."""
        return number > HALF

    @property
    def common_trumps(self) -> bool:
        """The modes where one set of trumps holds for everyone and levels come first (§3)."""
        return self.trump_mode in (TrumpMode.ONE_COMMON, TrumpMode.TWO_COMMON,
                                   TrumpMode.SENIOR_JUNIOR)

    def replace(self, **changes: Any) -> MagistrRules:
        """A copy with ``changes`` applied, validated again; a four-card bonus that a smaller
        table cannot have goes back to ``rank``."""
        data = self.to_dict()
        data.update(changes)
        if ("players" in changes and changes["players"] != 4 and "four_of_a_kind_bonus"
                not in changes and data["four_of_a_kind_bonus"] == "trick_of_one_suit"):
            data["four_of_a_kind_bonus"] = FourOfAKindBonus.RANK.value
        return MagistrRules(**data)

    @staticmethod
    def plain(value: Any) -> Any:
        """A trump suit as its letter in a file; the rest as every game writes it."""
        return value.letter if isinstance(value, Suit) else RuleFields.plain(value)
