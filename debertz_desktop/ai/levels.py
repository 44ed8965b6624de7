"""The bot factory: ``make_bot(level, seed)`` for every level, including ones added later.

Levels are looked up by name in a registry of ``module:class`` paths and
imported on first use, so the tournament and the table can name a level (for
example ``"hard"``) whose module another engineer adds later.
"""

from __future__ import annotations

import importlib

from .base import Bot, Level

_REGISTRY: dict[str, str] = {
    Level.EASY.value: "debertz_desktop.ai.easy:EasyBot",
    Level.MEDIUM.value: "debertz_desktop.ai.medium:MediumBot",
    Level.HARD.value: "debertz_desktop.ai.hard:HardBot",
}


def register_level(name: str, path: str) -> None:
    """Make ``make_bot(name)`` build the class at ``path`` (``"package.module:Class"``)."""
    _REGISTRY[str(name)] = path


def level_names() -> tuple[str, ...]:
    return tuple(_REGISTRY)


def bot_class(level: Level | str) -> type[Bot]:
    name = str(level.value if isinstance(level, Level) else level).lower()
    try:
        path = _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown bot level {name!r}; known: {', '.join(_REGISTRY)}") from None
    module_name, _, class_name = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise ValueError(f"bot level {name!r} is not available yet ({module_name})") from None
    return getattr(module, class_name)


def make_bot(level: Level | str, seed: int = 0) -> Bot:
    """A new bot of ``level`` for one seat, deterministic for ``seed``."""
    return bot_class(level)(seed)
