"""The rules of every game the program plays: pure Python, no Qt, deterministic from a seed.

Each game is a folder side by side — ``debertz/``, ``oh_hell/``, ``magistr/`` — and
one :class:`~.games.GameKind` in ``games.py``, the interface everything above the
engine asks.  What the games share lives here: the pack (``pack.py``), the action
base, the shared events, phases, places, errors, the rule options' metadata and the
records (``record.py``) that replay any game.
"""

from .errors import (
    DebertzError,
    IllegalActionError,
    InvalidActionError,
    RecordError,
    RuleSetError,
)
from .games import DEFAULT_GAME, GAMES, GameKind, GameState, game_kind, kind_of
from .record import GameRecord, load_game

__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "DebertzError",
    "GameKind",
    "GameRecord",
    "GameState",
    "IllegalActionError",
    "InvalidActionError",
    "RecordError",
    "RuleSetError",
    "game_kind",
    "kind_of",
    "load_game",
]
