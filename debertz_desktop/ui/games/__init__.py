"""Each game's part of the user interface, side by side: ``debertz/``, ``oh_hell/``,
``magistr/``, each a :class:`~.base.GameUi` registered here by the game's key.

The shared widgets ask ``game_ui(rules)`` (or by key) and never name a game.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from ...engine.games import GAMES, kind_of
from .base import GameUi

#: Where each game's ``GameUi`` lives (imported when first asked for).
_REGISTRY: dict[str, str] = {
    "debertz": "debertz_desktop.ui.games.debertz.game_ui:DebertzUi",
    "oh_hell": "debertz_desktop.ui.games.oh_hell.game_ui:OhHellUi",
    "magistr": "debertz_desktop.ui.games.magistr.game_ui:MagistrUi",
}


@cache
def game_ui_by_key(key: str) -> GameUi:
    module_name, _, class_name = _REGISTRY[key].partition(":")
    return getattr(importlib.import_module(module_name), class_name)(GAMES[key])


def game_ui(rules: Any) -> GameUi:
    """The interface part of the game ``rules`` belong to."""
    return game_ui_by_key(kind_of(rules).key)


__all__ = ["GameUi", "game_ui", "game_ui_by_key"]
