"""The rules of "Черт побери" (Oh Hell, OH_HELL.md): pure Python, no Qt, seeded.

The protocol is the same as Debertz's (``to_act``, ``legal_actions``,
``apply``, ``view``): see ``game.py``.
"""

from .actions import BIDS, PLAYS, Bid, PlayCard, parse_action
from .events import BiddingClosed
from .game import OhHellExplicitDeal, OhHellGame
from .presets import PRESETS, OhHellPreset, preset_of
from .rules import DealOrder, FailedBid, OhHellRules, SheetColumns, ZeroBid
from .sheet import OhHellRow, OhHellSheet
from .views import OhHellView, PlayedTrick

__all__ = [
    "BIDS",
    "PLAYS",
    "PRESETS",
    "Bid",
    "BiddingClosed",
    "DealOrder",
    "FailedBid",
    "OhHellExplicitDeal",
    "OhHellGame",
    "OhHellPreset",
    "OhHellRow",
    "OhHellRules",
    "OhHellSheet",
    "OhHellView",
    "PlayCard",
    "PlayedTrick",
    "SheetColumns",
    "ZeroBid",
    "parse_action",
    "preset_of",
]
