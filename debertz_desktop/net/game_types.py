"""Which types a game's values have on the wire, found from its :class:`GameKind`.

A game's view is what its state's ``view`` returns, its sheet row that view's
``rows``, its card its pack's, its rules its ``rules_type``; its events are
the engine's shared ones (``engine/events.py``) and those of its own folder.
The shared modules name a game's card, row and rules abstractly
(``PlayingCard``, ``SheetRow``, ``GameRules``): each game's
:class:`GameTypes` resolves them to its own, so the wire needs no list of
games and a new game needs no code here (``net/wire.py`` reads and writes by
these types).
"""

from __future__ import annotations

import dataclasses
import re
import sys
import typing
from collections.abc import Iterator
from functools import cache
from typing import Any

from ..engine import events as shared_events
from ..engine.action import Action
from ..engine.events import Event
from ..engine.game_kind import GameKind
from ..engine.games import DEFAULT_GAME, GAMES

#: The abstract names of the shared modules; each game resolves them to its own types.
ABSTRACT = ("PlayingCard", "SheetRow", "GameRules")
#: Fields of a view the client has already (from the lobby, the start and the sheet).
VIEW_CONTEXT = ("rules", "names", "rows")

Hints = tuple[tuple[str, Any], ...]


class AnyGames:
    """Stands, while writing, for a hint that names one game's type abstractly: the value
    is written by what it is."""


_WRITING_NAMES: dict[str, Any] = {name: AnyGames for name in ABSTRACT}
_WRITING_NAMES.update(Action=Action, Event=Event)


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


@cache
def event_name(cls: type[Event]) -> str:
    """An event type's name on the wire: ``CardPlayed`` → ``card_played``."""
    return _snake(cls.__name__)


class GameTypes:
    """The types of one game's values, and the names its type hints use."""

    def __init__(self, kind: GameKind) -> None:
        self.kind = kind
        package = _package(kind)
        self.card_type: type = type(kind.pack[0])
        self.rules_type: type = kind.rules_type
        #: The names its type hints use: the game's classes, and the shared events'
        #: ``PlayingCard`` and ``SheetRow`` (and the messages' ``GameRules``) as its own.
        self.namespace: dict[str, Any] = {**_shared_classes(), **_classes_in(package)}
        self.namespace.update(PlayingCard=self.card_type, GameRules=self.rules_type,
                              Action=Action, Event=Event)
        self.view_type: type = typing.get_type_hints(kind.game_type.view)["return"]
        partial = dict(self.namespace, SheetRow=AnyGames)  # the row type is not known yet
        rows = dict(_resolved_hints(self.view_type, partial))["rows"]
        self.row_type: type = typing.get_args(rows)[0]
        self.namespace["SheetRow"] = self.row_type
        #: Every event this game's ``apply`` may return, by its wire name: the shared ones
        #: and those of the game's own folder.
        self.events: dict[str, type[Event]] = {
            event_name(cls): cls for cls in _event_classes()
            if cls.__module__ == shared_events.__name__ or cls.__module__.startswith(package + ".")
        }
        self._hints: dict[type, Hints] = {}

    def hints(self, cls: type) -> Hints:
        """``(field, type)`` of the dataclass ``cls``, read as this game's."""
        found = self._hints.get(cls)
        if found is None:
            found = self._hints[cls] = _resolved_hints(cls, self.namespace)
        return found


@cache
def _game_types(key: str) -> GameTypes:
    return GameTypes(GAMES[key])


def game_types(game: GameKind | str | None = None) -> GameTypes:
    """The types of ``game`` (a kind or its key; ``None``: Debertz), found once."""
    if isinstance(game, GameKind):
        game = game.key
    return _game_types(game or DEFAULT_GAME)


@cache
def writing_hints(cls: type) -> Hints:
    """``(field, type)`` of ``cls`` for writing: a game's class as its game's; a shared
    one (the shared events, the messages) with the abstract names standing for any game's."""
    kind = _kind_of_module(cls.__module__)
    if kind is not None:
        return game_types(kind).hints(cls)
    return _resolved_hints(cls, _WRITING_NAMES)


# -- finding them ------------------------------------------------------------------------------


def _package(kind: GameKind) -> str:
    """The folder of a game's rules (``debertz_desktop.engine.oh_hell``)."""
    return kind.game_type.__module__.rpartition(".")[0]


def _classes_of(module_names: Iterator[str]) -> dict[str, type]:
    found: dict[str, type] = {}
    for name in module_names:
        module = sys.modules.get(name)
        if module is None:
            continue
        for key, value in vars(module).items():
            if isinstance(value, type) and not key.startswith("_"):
                found.setdefault(key, value)
    return found


def _classes_in(prefix: str) -> dict[str, type]:
    """Every class bound by name in the loaded modules under ``prefix`` (names imported only
    for type checking are found where they are defined)."""
    return _classes_of(name for name in sorted(sys.modules) if name.startswith(prefix + "."))


def _shared_classes() -> dict[str, type]:
    """The classes of the engine's modules that every game shares."""
    packages = tuple(_package(kind) + "." for kind in GAMES.values())
    return _classes_of(name for name in sorted(sys.modules)
                       if name.startswith("debertz_desktop.engine.")
                       and not name.startswith(packages))


@cache
def _kind_of_module(module: str) -> GameKind | None:
    for kind in GAMES.values():
        if module.startswith(_package(kind) + "."):
            return kind
    return None


def _resolved_hints(cls: type, names: dict[str, Any]) -> Hints:
    """The fields' types of ``cls``: its module's own names first; ``names`` fills in what
    the module imports only for type checking, and stands for the abstract ones."""
    module = vars(sys.modules[cls.__module__])
    local = {k: v for k, v in names.items() if k in ABSTRACT or k not in module}
    hints = typing.get_type_hints(cls, localns=local)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def _event_classes() -> Iterator[type[Event]]:
    """Every event class, as its module names it (``slots=True`` makes a second class)."""
    stack = list(Event.__subclasses__())
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        if getattr(sys.modules[cls.__module__], cls.__name__, None) is cls:
            yield cls
