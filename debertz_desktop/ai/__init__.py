"""Computer players: they receive only their seat's view and return an action.

``make_bot("medium", seed=1).choose(game.view(seat))`` for Debertz,
``make_bot("hard", seed=1, game="oh_hell")`` for Oh Hell (``oh_hell/``),
``make_bot("hard", seed=1, game="magistr")`` for Magistr (``magistr/``) —
see ``levels.py``.
"""

from .base import Bot, Level
from .levels import bot_class, game_names, level_names, make_bot, register_level

__all__ = ["Bot", "Level", "bot_class", "game_names", "level_names", "make_bot",
           "register_level"]
