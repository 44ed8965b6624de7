"""The rule set of "Черт побери" (Oh Hell): every option of OH_HELL.md, validated on creation.

Option names and values are those of OH_HELL.md, so a rule set reads the same
in code, in JSON and in the settings dialog.  Presets live in ``presets.py``,
the settings dialog's metadata in ``options.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ..errors import QT_TRANSLATE_NOOP, RuleSetError
from ..rule_fields import RuleFields, enum_option

#: OH_HELL §2: the largest hand (and the deals of the seed's game) for each table size.
MAX_HAND: dict[int, int] = {3: 15, 4: 13, 5: 10, 6: 8, 7: 7}
PLAYERS: tuple[int, ...] = tuple(MAX_HAND)
#: Cards in the pack (OH_HELL §1).
PACK_SIZE = 52


class DealOrder(StrEnum):
    UP = "up"
    UP_DOWN = "up_down"


class ZeroBid(StrEnum):
    TEN = "ten"
    FIVE_PLUS_CARDS = "five_plus_cards"


class FailedBid(StrEnum):
    NOTHING = "nothing"
    MINUS_DIFFERENCE = "minus_difference"


class SheetColumns(StrEnum):
    DOUBLE = "double"
    SINGLE = "single"


def deal_sequence(players: int, order: DealOrder) -> tuple[int, ...]:
    """Cards per player in each deal of the whole sequence (OH_HELL §2)."""
    top = MAX_HAND[players]
    up = tuple(range(1, top + 1))
    return up if order is DealOrder.UP else up + tuple(range(top - 1, 0, -1))


@dataclass(frozen=True, kw_only=True)
class OhHellRules(RuleFields):
    """Every option of OH_HELL.md.  Frozen; use :meth:`replace` to change options."""

    GAME: ClassVar[str] = "oh_hell"

    players: int = 4
    deal_order: DealOrder = enum_option(DealOrder, DealOrder.UP)
    #: How many deals of the sequence are played, from the first; ``None``: all of them.
    deals: int | None = None
    dealer_restriction: bool = False
    zero_bid: ZeroBid = enum_option(ZeroBid, ZeroBid.TEN)
    failed_bid: FailedBid = enum_option(FailedBid, FailedBid.NOTHING)
    #: A display choice of the sheet (OH_HELL §8), kept with the game so its print matches.
    sheet_columns: SheetColumns = enum_option(SheetColumns, SheetColumns.DOUBLE)

    def __post_init__(self) -> None:
        self.coerce_enums()
        self._validate()

    def _validate(self) -> None:
        def fail(template: str, **params: Any) -> None:
            raise RuleSetError(template, "§2", **params)

        if not isinstance(self.players, int) or isinstance(self.players, bool) \
                or self.players not in MAX_HAND:
            fail(QT_TRANSLATE_NOOP("RuleSet", "players = {value}: Oh Hell is played by 3 to 7"),
                 value=self.players, option="players")
        if not isinstance(self.dealer_restriction, bool):
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option} must be on or off (true/false)"),
                 option="dealer_restriction")
        longest = len(self.sequence)
        if self.deals is not None and (
                not isinstance(self.deals, int) or isinstance(self.deals, bool)
                or not 1 <= self.deals <= longest):
            fail(QT_TRANSLATE_NOOP("RuleSet", "{option}: from 1 to {longest} deals with these "
                                   "players and this order of the deals, not {value}"),
                 value=self.deals, longest=longest, option="deals")

    # -- derived facts ----------------------------------------------------------------

    @property
    def sequence(self) -> tuple[int, ...]:
        """The whole sequence of ``deal_order`` for this table (OH_HELL §2)."""
        return deal_sequence(self.players, self.deal_order)

    @property
    def schedule(self) -> tuple[int, ...]:
        """Cards per player in each deal that is played: the first ``deals`` of the sequence."""
        sequence = self.sequence
        return sequence if self.deals is None else sequence[:self.deals]

    @property
    def deal_count(self) -> int:
        return len(self.schedule)

    @property
    def max_hand(self) -> int:
        return MAX_HAND[self.players]

    @property
    def sides(self) -> int:
        """Each player scores for himself (OH_HELL §2)."""
        return self.players

    @property
    def teams(self) -> bool:
        return False

    def side_of(self, seat: int) -> int:
        return seat

    def hand_size(self, number: int) -> int:
        """Cards each player gets in deal ``number`` (1-based)."""
        return self.schedule[number - 1]

    def has_trump(self, number: int) -> bool:
        """Whether deal ``number`` turns a trump card (OH_HELL §3, §9): never in the game's
        last deal, nor when the deal leaves no card to turn."""
        if number >= self.deal_count:
            return False
        return self.hand_size(number) * self.players < PACK_SIZE

    def made_points(self, bid: int, hand_size: int) -> int:
        """What a made contract scores (OH_HELL §6)."""
        if bid == 0 and self.zero_bid is ZeroBid.FIVE_PLUS_CARDS:
            return 5 + hand_size
        return 10 + bid

    def failed_points(self, bid: int, taken: int) -> int:
        """What a bankrupt player scores (OH_HELL §6, §9): nothing or minus the difference."""
        if self.failed_bid is FailedBid.MINUS_DIFFERENCE:
            return -abs(bid - taken)
        return 0

    # -- changing and storing -----------------------------------------------------------

    def replace(self, **changes: Any) -> OhHellRules:
        """A copy with ``changes`` applied, validated again.

        A number of deals that the new table or order cannot play is cut to the
        longest it can, so switching options in a dialog never leaves a
        contradiction behind.
        """
        data = self.to_dict()
        data.update(changes)
        if "deals" not in changes and data.get("deals") is not None:
            players = data.get("players", self.players)
            if players in MAX_HAND:
                try:
                    order = DealOrder(data.get("deal_order", self.deal_order))
                except ValueError:
                    order = self.deal_order
                data["deals"] = min(data["deals"], len(deal_sequence(players, order)))
        return OhHellRules(**data)

