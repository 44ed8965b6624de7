"""The bot factory: ``make_bot(level, seed, game=...)`` for every game and level, including
ones added later.

Bots are looked up by game (``"debertz"``, ``"oh_hell"``, ``"magistr"``; the game keys of
``engine/games.py``, ``"oh-hell"`` is read as ``"oh_hell"``) and level in a
registry of ``module:class`` paths and imported on first use, so the
tournament and the table can name a level (for example ``"hard"``) whose
module another engineer adds later.  Without ``game`` the factory builds
Debertz bots, as it always has.
"""

from __future__ import annotations

import importlib

from .base import Bot, Level

DEFAULT_GAME = "debertz"

_REGISTRY: dict[tuple[str, str], str] = {
    ("debertz", Level.EASY.value): "debertz_desktop.ai.easy:EasyBot",
    ("debertz", Level.MEDIUM.value): "debertz_desktop.ai.medium:MediumBot",
    ("debertz", Level.HARD.value): "debertz_desktop.ai.hard:HardBot",
    ("oh_hell", Level.EASY.value): "debertz_desktop.ai.oh_hell.easy:OhHellEasyBot",
    ("oh_hell", Level.MEDIUM.value): "debertz_desktop.ai.oh_hell.medium:OhHellMediumBot",
    ("oh_hell", Level.HARD.value): "debertz_desktop.ai.oh_hell.hard:OhHellHardBot",
    ("magistr", Level.EASY.value): "debertz_desktop.ai.magistr.easy:MagistrEasyBot",
    ("magistr", Level.MEDIUM.value): "debertz_desktop.ai.magistr.medium:MagistrMediumBot",
    ("magistr", Level.HARD.value): "debertz_desktop.ai.magistr.hard:MagistrHardBot",
}


def _game_key(game: str) -> str:
    return str(game).lower().replace("-", "_")


def _level_key(level: Level | str) -> str:
    return str(level.value if isinstance(level, Level) else level).lower()


def register_level(name: str, path: str, game: str = DEFAULT_GAME) -> None:
    """Make ``make_bot(name, game=game)`` build the class at ``path`` (``"module:Class"``)."""
    _REGISTRY[(_game_key(game), str(name))] = path


def level_names(game: str = DEFAULT_GAME) -> tuple[str, ...]:
    key = _game_key(game)
    return tuple(level for g, level in _REGISTRY if g == key)


def game_names() -> tuple[str, ...]:
    """The games that have computer players."""
    return tuple(dict.fromkeys(g for g, _ in _REGISTRY))


def bot_class(level: Level | str, game: str = DEFAULT_GAME) -> type[Bot]:
    name = _level_key(level)
    key = _game_key(game)
    try:
        path = _REGISTRY[(key, name)]
    except KeyError:
        if key not in game_names():
            raise ValueError(f"no computer players for the game {game!r}; known: "
                             f"{', '.join(game_names())}") from None
        raise ValueError(f"unknown bot level {name!r}; known: "
                         f"{', '.join(level_names(key))}") from None
    module_name, _, class_name = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise ValueError(f"bot level {name!r} is not available yet ({module_name})") from None
    return getattr(module, class_name)


def make_bot(level: Level | str, seed: int = 0, game: str = DEFAULT_GAME) -> Bot:
    """A new bot of ``level`` for one seat of ``game``, deterministic for ``seed``."""
    return bot_class(level, game)(seed)
