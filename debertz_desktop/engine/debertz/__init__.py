"""The rules of Debertz (RULES.md): pure Python, no Qt, deterministic from a seed.

The one protocol everybody uses is :class:`Game` (``to_act``, ``legal_actions``,
``apply``, ``view``); see ``game.py``.
"""

from ..errors import (
    DebertzError,
    IllegalActionError,
    InvalidActionError,
    RecordError,
    RuleSetError,
)
from ..phase import Phase
from .actions import Action, PlayCard, parse_action
from .cards import CARDS, Card, Contract, Rank, Suit, card, cards
from .events import Event
from .game import ExplicitDeal, Game
from .presets import PRESETS, preset, preset_of
from .rules import RuleSet
from .sheet import DealKind, DealRow, Mark, ScoreSheet
from .views import SeatView

__all__ = [
    "CARDS",
    "PRESETS",
    "Action",
    "Card",
    "Contract",
    "DealKind",
    "DealRow",
    "DebertzError",
    "Event",
    "ExplicitDeal",
    "Game",
    "IllegalActionError",
    "InvalidActionError",
    "Mark",
    "Phase",
    "PlayCard",
    "Rank",
    "RecordError",
    "RuleSet",
    "RuleSetError",
    "ScoreSheet",
    "SeatView",
    "Suit",
    "card",
    "cards",
    "parse_action",
    "preset",
    "preset_of",
]
