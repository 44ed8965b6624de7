"""Metadata of every Oh Hell rule option, from which the settings dialog is built
(the same ``OptionInfo`` as Debertz's, so one dialog serves both games)."""

from __future__ import annotations

from enum import StrEnum

from ..errors import QT_TRANSLATE_NOOP
from ..option_info import OptionInfo, OptionKind, options_by_name
from .rules import PLAYERS, DealOrder, FailedBid, OhHellRules, SheetColumns, ZeroBid, deal_sequence

_ = QT_TRANSLATE_NOOP


class OhHellGroup(StrEnum):
    GAME = _("RuleOption", "Players and game")
    BIDDING = _("RuleOption", "Bidding")
    SCORING = _("RuleOption", "Scoring")
    SHEET = _("RuleOption", "Score sheet")


#: Labels of choice values for the dialog (context ``"RuleValue"``).
VALUE_LABELS: dict[object, str] = {
    "up": _("RuleValue", "up: 1, 2, 3 … cards"),
    "up_down": _("RuleValue", "up and down: 1 … the most … 1"),
    "ten": _("RuleValue", "10 points"),
    "five_plus_cards": _("RuleValue", "5 + the cards in the deal"),
    "nothing": _("RuleValue", "nothing"),
    "minus_difference": _("RuleValue", "minus the difference"),
    "double": _("RuleValue", "double: bid and total"),
    "single": _("RuleValue", "single: total, bid small"),
}

G = OhHellGroup
K = OptionKind


def _deals_allowed(r: OhHellRules) -> tuple[int, int]:
    """Fewer deals than the table and the order play, never more (§2, §9)."""
    return 1, len(deal_sequence(r.players, DealOrder(r.deal_order)))

OPTIONS: tuple[OptionInfo, ...] = (
    OptionInfo("players", G.GAME, _("RuleOption", "Players"),  # type: ignore[arg-type]
               _("RuleOption", "Three to seven players, each for himself. The largest hand is "
                 "15 cards with three players, 13 with four, 10 with five, 8 with six and 7 "
                 "with seven."), K.CHOICE, "§2", PLAYERS),
    OptionInfo("deal_order", G.GAME, _("RuleOption", "Order of the deals"),  # type: ignore[arg-type]
               _("RuleOption", "One card each in the first deal, two in the second and so on up "
                 "to the largest hand; or up and then back down to one card (the river)."),
               K.CHOICE, "§2", tuple(DealOrder)),
    OptionInfo("deals", G.GAME, _("RuleOption", "Fewer deals"),  # type: ignore[arg-type]
               _("RuleOption", "Play only the first deals of the sequence, by agreement (never "
                 "more). Off: the whole sequence. The last deal is always without trumps."),
               K.OPTIONAL_NUMBER, "§2", number_range=(1, 29),
               depends_on=("players", "deal_order"), number_default=5,
               number_limits=_deals_allowed),
    OptionInfo("dealer_restriction", G.BIDDING,  # type: ignore[arg-type]
               _("RuleOption", "The dealer may not make it even"),
               _("RuleOption", "\"Screw the dealer\": the dealer, who bids last, may not bid the "
                 "number that makes the bids add up to exactly the tricks of the deal."),
               K.BOOL, "§4"),
    OptionInfo("zero_bid", G.SCORING, _("RuleOption", "A made bid of zero scores"),  # type: ignore[arg-type]
               _("RuleOption", "10 points, like any made bid of 10 + the bid; or 5 + the cards "
                 "each player held, so that a zero grows dearer as the hands grow."),
               K.CHOICE, "§6", tuple(ZeroBid)),
    OptionInfo("failed_bid", G.SCORING, _("RuleOption", "A missed bid scores"),  # type: ignore[arg-type]
               _("RuleOption", "A player who took more or fewer tricks than he bid is bankrupt: "
                 "he scores nothing, or loses the difference between his bid and his tricks."),
               K.CHOICE, "§6", tuple(FailedBid)),
    OptionInfo("sheet_columns", G.SHEET, _("RuleOption", "Columns of the sheet"),  # type: ignore[arg-type]
               _("RuleOption", "Two columns per player, the bid and the running total; or one, "
                 "the total with the bid written small. Only how the sheet looks."),
               K.CHOICE, "§8", tuple(SheetColumns)),
)

OPTION_BY_NAME: dict[str, OptionInfo] = options_by_name(OhHellRules, OPTIONS)
