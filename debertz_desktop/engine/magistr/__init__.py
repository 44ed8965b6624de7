"""The rules of "Магистр" (Master, MASTER.md): pure Python, no Qt, seeded.

The protocol is the same as the other games' (``to_act``, ``legal_actions``,
``apply``, ``view``): see ``game.py``; the bank — who beats and who takes — is
``bank.py``.
"""

from .actions import TRUMPS, NameTrump, PlayCard, parse_action
from .bank import Bank, Way
from .game import MagistrExplicitDeal, MagistrGame
from .presets import PRESETS, MagistrPreset, preset_of
from .rules import MagistrRules, TrumpMode
from .sheet import HalfTotal, MagistrRow, MagistrSheet
from .subgames import SUBGAMES, SubGame, half_total, subgame
from .views import BankPlay, MagistrView, TakenBank

__all__ = [
    "PRESETS",
    "SUBGAMES",
    "TRUMPS",
    "Bank",
    "BankPlay",
    "HalfTotal",
    "MagistrExplicitDeal",
    "MagistrGame",
    "MagistrPreset",
    "MagistrRow",
    "MagistrRules",
    "MagistrSheet",
    "MagistrView",
    "NameTrump",
    "PlayCard",
    "SubGame",
    "TakenBank",
    "TrumpMode",
    "Way",
    "half_total",
    "parse_action",
    "preset_of",
    "subgame",
]
