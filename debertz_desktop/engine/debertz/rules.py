"""The rule set: every variant option of RULES.md, validated on creation.

Option names are those of RULES.md; the values of multi-choice options are
``StrEnum`` members whose values are the RULES.md spellings, so a rule set
reads the same in code, in JSON and in the settings dialog.  Presets live in
``presets.py``, the settings dialog's metadata in ``rule_options.py``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ..errors import QT_TRANSLATE_NOOP, RuleSetError
from ..rule_fields import RuleFields, enum_option

SINGLE_DEAL = "single_deal"
BY_PLAYERS = "by_players"


class FirstDealer(StrEnum):
    RANDOM = "random"
    DRAW_ACE = "draw_ace"


class NextDealer(StrEnum):
    ROTATE = "rotate"
    PREVIOUS_TOP_SCORER = "previous_top_scorer"
    PREVIOUS_LOSER = "previous_loser"


class Deal4p(StrEnum):
    SIX_TWO = "6+2"
    FIVE_THREE = "5+3"


class TurnedCardTo(StrEnum):
    TABLE = "table"
    MAKER = "maker"
    DEALER = "dealer"


class FirstBidder(StrEnum):
    LEFT_OF_DEALER = "left_of_dealer"
    PREVIOUS_LOSER = "previous_loser"


class AllPass(StrEnum):
    REDEAL = "redeal"
    DEALER_OBLIGATION = "dealer_obligation"
    NEGATIVE_ROUND = "negative_round"


class DebertzClaim(StrEnum):
    OFF = "off"
    SEVEN_TRUMPS = "seven_trumps"
    SEVEN_ANY = "seven_any"
    SIX_ANY = "six_any"


class Hundred(StrEnum):
    OFF = "off"
    FIVE = "five"
    SIX = "six"


class CombinationTie(StrEnum):
    FIRST_IN_TURN = "first_in_turn"
    TRUMP_ONLY = "trump_only"
    LAST_TRICK = "last_trick"


class DeclareUntil(StrEnum):
    FIRST_TRICK = "first_trick"
    SECOND_TRICK = "second_trick"


class BellaWhen(StrEnum):
    SECOND_CARD = "second_card"
    EITHER_CARD = "either_card"


class FirstLead(StrEnum):
    LEFT_OF_DEALER = "left_of_dealer"
    MAKER = "maker"
    FIRST_BIDDER = "first_bidder"


class BiteSplit(StrEnum):
    TOP = "top"
    EQUAL = "equal"


class BothOver(StrEnum):
    HIGHEST = "highest"
    LAST_TRICK = "last_trick"
    DEFENDERS = "defenders"


class ShortBite(StrEnum):
    NONE = "none"
    DOUBLE = "double"
    STAKE = "stake"


class DaveProgression(StrEnum):
    DOUBLE = "double"
    PLUS_ONE = "plus_one"


TARGETS: tuple[int | str, ...] = (301, 501, 1001, SINGLE_DEAL)
SKI_PENALTIES: tuple[int | str, ...] = (0, 50, 100, BY_PLAYERS)


@dataclass(frozen=True, kw_only=True)
class RuleSet(RuleFields):
    """Every option of RULES.md.  Frozen; use :meth:`replace` to change options."""

    # §2 players, seats, game
    players: int = 2
    teams: bool = False
    target: int | str = 501
    first_dealer: FirstDealer = enum_option(FirstDealer, FirstDealer.RANDOM)
    next_dealer: NextDealer = enum_option(NextDealer, NextDealer.ROTATE)
    # §3 the deal
    deal_4p: Deal4p = enum_option(Deal4p, Deal4p.SIX_TWO)
    buyin: int = 3
    #: ``None`` on creation means the usual place: ``table`` (2–3), ``maker`` (4).
    turned_card_to: TurnedCardTo = enum_option(TurnedCardTo, None)
    show_bottom_card: bool = True
    # §4 bidding
    first_bidder: FirstBidder = enum_option(FirstBidder, FirstBidder.LEFT_OF_DEALER)
    all_pass: AllPass = enum_option(AllPass, AllPass.DEALER_OBLIGATION)
    contracts_no_trump: bool = False
    contracts_all_trump: bool = False
    concede_fifty: bool = False
    forced_after_hang: bool = False
    # §5 before the first lead
    trump_seven_exchange: bool = True
    redeal_four_sevens: bool = True
    redeal_poor_hand: int | None = None
    debertz: DebertzClaim = enum_option(DebertzClaim, DebertzClaim.SEVEN_TRUMPS)
    klabor: bool = False
    # §6 combinations
    hundred: Hundred = enum_option(Hundred, Hundred.OFF)
    trump_breaks_ties: bool = True
    combination_tie: CombinationTie = enum_option(CombinationTie, CombinationTie.FIRST_IN_TURN)
    declare_until: DeclareUntil = enum_option(DeclareUntil, DeclareUntil.FIRST_TRICK)
    bella_when: BellaWhen = enum_option(BellaWhen, BellaWhen.SECOND_CARD)
    bella_needs_trick: bool = False
    bella_to_trick_taker: bool = False
    # §7, §8 play
    first_lead: FirstLead = enum_option(FirstLead, FirstLead.MAKER)
    must_overruff: bool = False
    partner_exemption: bool = False
    overtrump_partner: bool = False
    finish: bool = False
    # §9, §10 scoring
    ski_penalty: int | str = 0
    three_bites_penalty: int = 0
    bite_split: BiteSplit = enum_option(BiteSplit, BiteSplit.TOP)
    hanging_queue: bool = False
    both_over: BothOver = enum_option(BothOver, BothOver.HIGHEST)
    mercy_gap: int | None = None
    # §12 Short Deberts
    short_bite: ShortBite = enum_option(ShortBite, ShortBite.NONE)
    dave: bool = False
    dave_progression: DaveProgression = enum_option(DaveProgression, DaveProgression.DOUBLE)

    FORMAT: ClassVar[str] = "debertz-rules"

    def __post_init__(self) -> None:
        self.coerce_enums()
        if self.turned_card_to is None:
            default = TurnedCardTo.MAKER if self.players == 4 else TurnedCardTo.TABLE
            object.__setattr__(self, "turned_card_to", default)
        self._validate()

    # -- validation ---------------------------------------------------------------

    def _validate(self) -> None:
        def fail(template: str, **params: Any) -> None:
            raise RuleSetError(template, "§14", **params)

        for name in _BOOL_OPTIONS:
            if not isinstance(getattr(self, name), bool):
                fail(QT_TRANSLATE_NOOP("RuleSet", "{option} must be on or off (true/false)"),
                     option=name)
        if self.players not in (2, 3, 4) or isinstance(self.players, bool | float):
            fail(QT_TRANSLATE_NOOP("RuleSet", "players = {value}: Debertz is played by 2, 3 or 4"),
                 value=self.players)
        if self.teams and self.players != 4:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} needs 4 players (two pairs), not "
                 "{players}"), option="teams", players=self.players)
        if self.target not in TARGETS or isinstance(self.target, bool | float):
            fail(QT_TRANSLATE_NOOP("RuleSet", "target = {value!r}: allowed are 301, 501, 1001, "
                 "single_deal"), value=self.target)
        if self.buyin not in (3, 4) or isinstance(self.buyin, bool | float):
            fail(QT_TRANSLATE_NOOP("RuleSet", "buyin = {value!r}: allowed are 3 and 4"),
                 value=self.buyin)
        if self.players == 4 and self.turned_card_to is TurnedCardTo.TABLE:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} cannot be {choice} with 4 players: the "
                 "whole deck is dealt, so the maker or the dealer takes the turned card"),
                 option="turned_card_to", choice=TurnedCardTo.TABLE.value)
        if self.concede_fifty and self.players != 2:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} needs 2 players, not {players}"),
                 option="concede_fifty", players=self.players)
        if self.finish and not self.teams:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} needs 4 players in pairs"),
                 option="finish")
        if self.finish and self.target == SINGLE_DEAL:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} needs a score to reach, not a single "
                 "deal (Short Deberts)"), option="finish")
        if self.dave and self.target != SINGLE_DEAL:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} needs a single deal (Short Deberts)"),
                 option="dave")
        if self.dave and self.players != 2:
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} needs 2 players, not {players}"),
                 option="dave", players=self.players)
        if self.ski_penalty not in SKI_PENALTIES or isinstance(self.ski_penalty, bool | float):
            fail(QT_TRANSLATE_NOOP("RuleSet", "ski_penalty = {value!r}: allowed are 0, 50, 100, "
                 "by_players"), value=self.ski_penalty)
        if self.three_bites_penalty not in (0, 100) or isinstance(self.three_bites_penalty,
                                                                 bool | float):
            fail(QT_TRANSLATE_NOOP("RuleSet", "three_bites_penalty = {value!r}: allowed are 0 and "
                 "100"), value=self.three_bites_penalty)
        if self.redeal_poor_hand is not None and (
            isinstance(self.redeal_poor_hand, bool)
            or not isinstance(self.redeal_poor_hand, int)
            or not 0 <= self.redeal_poor_hand <= 60
        ):
            fail(QT_TRANSLATE_NOOP("RuleSet", "redeal_poor_hand = {value!r}: off or a number of "
                 "points from 0 to 60"), value=self.redeal_poor_hand)
        if self.mercy_gap is not None and (
            isinstance(self.mercy_gap, bool)
            or not isinstance(self.mercy_gap, int)
            or not 1 <= self.mercy_gap <= 1000
        ):
            fail(QT_TRANSLATE_NOOP("RuleSet", "mercy_gap = {value!r}: off or a number of points "
                 "from 1 to 1000"), value=self.mercy_gap)

    # -- derived facts ------------------------------------------------------------

    @property
    def single_deal(self) -> bool:
        return self.target == SINGLE_DEAL

    @property
    def sides(self) -> int:
        """Number of scoring sides: pairs count as one side."""
        return 2 if self.teams else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.teams else seat

    @property
    def first_deal_size(self) -> int:
        """Cards each player gets before the turned card (RULES §3)."""
        if self.players == 4 and self.deal_4p is Deal4p.FIVE_THREE:
            return 5
        return 6

    @property
    def buyin_size(self) -> int:
        """Cards each player gets after the bidding (RULES §3)."""
        if self.players == 4:
            return 8 - self.first_deal_size
        return self.buyin

    @property
    def hand_size(self) -> int:
        return self.first_deal_size + self.buyin_size

    def turned_card_holder(self, dealer: int, maker: int | None) -> int | None:
        """Who takes the turned card with his buy-in, or ``None`` if it stays on the table
        (RULES §3 ``turned_card_to``; with no maker, a negative round, the dealer takes it)."""
        if self.turned_card_to is TurnedCardTo.MAKER:
            return maker if maker is not None else dealer
        if self.turned_card_to is TurnedCardTo.DEALER:
            return dealer
        return None

    def first_leader(self, dealer: int, maker: int | None, first_bidder: int) -> int:
        """Who leads the first trick (RULES §7 ``first_lead``)."""
        if self.first_lead is FirstLead.MAKER and maker is not None:
            return maker
        if self.first_lead is FirstLead.FIRST_BIDDER:
            return first_bidder
        return (dealer + 1) % self.players

    @property
    def ski_penalty_points(self) -> int:
        if self.ski_penalty == BY_PLAYERS:
            return 100 if self.players == 3 or self.teams else 50
        return int(self.ski_penalty)

    @property
    def hundred_length(self) -> int | None:
        return {Hundred.OFF: None, Hundred.FIVE: 5, Hundred.SIX: 6}[self.hundred]

    # -- changing and storing --------------------------------------------------------

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with ``changes`` applied, validated again.

        When ``players`` changes and ``turned_card_to`` is not given, a ``table``
        that 4 players cannot use becomes ``maker`` (and back), so switching the
        player count in a dialog never leaves a contradiction behind.
        """
        data = self.to_dict()
        data.update(changes)
        if "players" in changes and "turned_card_to" not in changes:
            if changes["players"] == 4 and data["turned_card_to"] == TurnedCardTo.TABLE:
                data["turned_card_to"] = TurnedCardTo.MAKER
            elif changes["players"] != 4 and self.players == 4:
                data["turned_card_to"] = TurnedCardTo.TABLE
        if "players" in changes and changes["players"] != 4 and "teams" not in changes:
            data["teams"] = False
        return RuleSet(**data)

_BOOL_OPTIONS = tuple(
    f.name for f in dataclasses.fields(RuleSet) if f.type in ("bool", bool)
)
