"""The engine's values as JSON, and back, for every game: cards, actions, events, views, rows.

Every value uses the engine's round-tripping text form (``"QS"``, ``"name H"``,
``"bid 2"``, ``"trump H"``), so frames read like the game.  Conversion follows
the type hints of the engine's frozen dataclasses, so a new event or view field
needs no code here; the reader and writer of each type are built once, on
first use.  Reading checks every value and names the first bad one by its path
(``update.view.hand[3]: a card is needed, not 'XX'``).

**Writing needs no game**: a value says what it is (a card writes its text, a
rule set its options, an event its type and fields), so ``to_wire`` and
``encode`` take any game's values.  **Reading is per game** (:class:`GameWire`,
from :func:`game_wire`): the same text is another game's card, action, row or
event — a card reads as that game's card (``"2S"`` is no Magistr card), an
action with its ``parse_action``, a row as its sheet row, a view as its view,
an event from the shared events and its own, rules with its rule set — the
types ``game_types`` finds from the game's kind.  A view and a row read are
checked for seats outside the table (``seat_checks``).

What a seat receives is decided by the engine: a view holds only what that seat
may know, and events only what every seat may know.  The view is sent without
``rules``, ``names`` and ``rows``, which the client already has.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Callable
from enum import Enum, IntEnum
from functools import cache, lru_cache
from typing import Any

from ..engine.action import Action
from ..engine.errors import DebertzError
from ..engine.events import Event
from ..engine.game_kind import GameKind
from ..engine.games import DEFAULT_GAME, GAMES, kind_of
from ..engine.pack import Suit
from .errors import CountError, WireError
from .framing import INT_LIMIT, OUT_OF_RANGE
from .game_types import VIEW_CONTEXT, AnyGames, event_name, game_types, writing_hints
from .seat_checks import check_row, check_seats, seat_checks

__all__ = ["EVENT_TYPES", "VIEW_CONTEXT", "CountError", "GameWire", "WireError", "check_row",
           "check_seats", "event_from_wire", "event_name", "event_to_wire", "from_wire",
           "game_wire", "read_dataclass", "row_from_wire", "to_wire", "view_from_wire",
           "view_to_wire"]


def _bad(what: str, value: Any) -> typing.NoReturn:
    if type(value) is int and not -INT_LIMIT <= value <= INT_LIMIT:
        raise WireError(f"{what} is needed, not {OUT_OF_RANGE}")
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    raise WireError(f"{what} is needed, not {shown}")


def _is_rank(hint: type[Enum]) -> bool:
    return issubclass(hint, IntEnum) and isinstance(getattr(hint, "text", None), property)


def _enum_texts(hint: type[Enum]) -> dict[Enum, str]:
    """A suit is its letter, a rank its text (``"10"``), another IntEnum its name in lower
    case, any other enum its value."""
    if issubclass(hint, Suit):
        return {s: s.letter for s in hint}
    if _is_rank(hint):
        return {r: r.text for r in hint}  # type: ignore[attr-defined]
    if issubclass(hint, IntEnum):
        return {m: m.name.lower() for m in hint}
    return {m: m.value for m in hint}


# -- writing -------------------------------------------------------------------------------------

_CARD_TEXT = {card: str(card) for kind in GAMES.values() for card in kind.pack}
_CARD_TYPES = frozenset(type(card) for card in _CARD_TEXT)
_RULES_TYPES = frozenset(kind.rules_type for kind in GAMES.values())


def _identity(value: Any) -> Any:
    return value


def _rules_to_wire(rules: Any) -> dict[str, Any]:
    return rules.to_dict()


@cache
def _writer(hint: Any) -> Callable[[Any], Any]:
    """The function that writes a value of type ``hint`` as plain JSON types."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        real = [o for o in typing.get_args(hint) if o is not type(None)]
        if len(real) == 1:
            inner = _writer(real[0])
            return lambda v: None if v is None else inner(v)
        return to_wire
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _writer(args[0])
            return lambda v: [item(x) for x in v]
        items = [_writer(a) for a in args]
        return lambda v: [w(x) for w, x in zip(items, v, strict=True)]
    if origin is dict or hint in (int, bool, str, dict):
        return _identity
    if hint is AnyGames or hint is Any:
        return to_wire
    if hint in _CARD_TYPES:
        return _CARD_TEXT.__getitem__
    if hint is Event:
        return event_to_wire
    if hint in _RULES_TYPES:
        return _rules_to_wire
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum_texts(hint).__getitem__
    if isinstance(hint, type) and (issubclass(hint, Action) or hasattr(hint, "from_str")):
        return str  # an action, a combination: its text form
    if dataclasses.is_dataclass(hint):
        fields = [(name, _writer(h)) for name, h in writing_hints(hint)]  # type: ignore[arg-type]
        return lambda v: {name: w(getattr(v, name)) for name, w in fields}
    raise TypeError(f"no wire form for {hint!r}")


def to_wire(value: Any) -> Any:
    """``value`` (of any game) as plain JSON types."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, tuple | list):
        return [to_wire(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_wire(v) for k, v in value.items()}
    if isinstance(value, Event):
        return event_to_wire(value)
    if isinstance(value, Action):
        return str(value)
    return _writer(type(value))(value)


def event_to_wire(event: Event) -> dict[str, Any]:
    cls = type(event)
    return {"type": event_name(cls), **_writer(cls)(event)}


@cache
def _view_fields(cls: type) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    return tuple((name, _writer(hint)) for name, hint in writing_hints(cls)
                 if name not in VIEW_CONTEXT)


def view_to_wire(view: Any) -> dict[str, Any]:
    """A seat's view (of any game) without ``rules``, ``names`` and ``rows``."""
    return {name: write(getattr(view, name)) for name, write in _view_fields(type(view))}


# -- reading -------------------------------------------------------------------------------------

_Reader = Callable[[Any], Any]


def _read_int(data: Any) -> int:
    if type(data) is not int:
        _bad("a whole number", data)
    if not -INT_LIMIT <= data <= INT_LIMIT:  # never shown: a huge one has no short text
        raise WireError(OUT_OF_RANGE)
    return data


def _read_bool(data: Any) -> bool:
    if type(data) is not bool:
        _bad("true or false", data)
    return data


def _read_str(data: Any) -> str:
    if type(data) is not str:
        _bad("a string", data)
    return data


def _read_object_as_is(data: Any) -> dict:
    if type(data) is not dict:
        _bad("an object", data)
    return data


def _enum_reader(hint: type[Enum]) -> _Reader:
    members = {text: member for member, text in _enum_texts(hint).items()}
    name = f"a {hint.__name__}"

    def read(data: Any) -> Enum:
        member = members.get(data) if type(data) is str else None
        if member is None:
            _bad(name, data)
        return member

    return read


def _text_reader(hint: type, limit: int) -> _Reader:
    """A value with a text form of its own (Debertz's combinations: ``"tertz-KH"``)."""
    name = "a " + re.sub(r"(?<!^)(?=[A-Z])", " ", hint.__name__).lower()

    def read(data: Any) -> Any:
        if type(data) is not str or len(data) > limit:
            _bad(name, data)
        try:
            return hint.from_str(data)  # type: ignore[attr-defined]
        except DebertzError as exc:
            raise WireError(str(exc)) from None

    return read


def _list_reader(item: _Reader) -> _Reader:
    def read(data: Any) -> tuple:
        if type(data) is not list:
            _bad("a list", data)
        out = []
        try:
            for value in data:
                out.append(item(value))
        except WireError as err:
            raise err.within(f"[{len(out)}]") from None
        return tuple(out)

    return read


def _fixed_reader(items: list[_Reader]) -> _Reader:
    def read(data: Any) -> tuple:
        if type(data) is not list or len(data) != len(items):
            _bad(f"a list of {len(items)}", data)
        out = []
        for i, (item, value) in enumerate(zip(items, data, strict=True)):
            try:
                out.append(item(value))
            except WireError as err:
                raise err.within(f"[{i}]") from None
        return tuple(out)

    return read


def _union_reader(options: list[_Reader], names: str, nullable: bool) -> _Reader:
    def read(data: Any) -> Any:
        if data is None and nullable:
            return None
        if len(options) == 1:
            return options[0](data)
        for option in options:
            try:
                return option(data)
            except WireError:
                continue
        _bad(names, data)

    return read


class GameWire:
    """How one game's values are read from the wire (its types: ``game_types``)."""

    def __init__(self, kind: GameKind) -> None:
        self.kind = kind
        self.types = game_types(kind)
        self.card_type = self.types.card_type
        self.rules_type = self.types.rules_type
        self.view_type = self.types.view_type
        self.row_type = self.types.row_type
        #: Every event this game's ``apply`` may return, by its wire name.
        self.events = self.types.events
        self.checks = seat_checks(kind.key)
        self._cards = {str(card): card for card in kind.pack}
        self._readers: dict[Any, _Reader] = {}
        self._fields_of: dict[type, tuple[tuple[str, _Reader, bool], ...]] = {}
        self._parse_action = lru_cache(maxsize=4096)(kind.parse_action)

    @property
    def key(self) -> str:
        return self.kind.key

    # -- readers of values --------------------------------------------------------------------

    def _read_card(self, data: Any) -> Any:
        card = self._cards.get(data) if type(data) is str else None
        if card is None:
            _bad("a card", data)
        return card

    def _read_action(self, data: Any) -> Action:
        if type(data) is not str or len(data) > 40:
            _bad("an action", data)
        try:
            return self._parse_action(data)
        except DebertzError as exc:
            raise WireError(str(exc)) from None

    def _read_rules(self, data: Any) -> Any:
        if type(data) is not dict:
            _bad("an object of rule options", data)
        try:
            return self.rules_type.from_dict(data)  # type: ignore[attr-defined]
        except (DebertzError, TypeError) as exc:
            raise WireError(str(exc)) from None

    def reader(self, hint: Any) -> _Reader:
        """The function that reads a value of type ``hint`` from plain JSON, checking it."""
        found = self._readers.get(hint)
        if found is None:
            found = self._readers[hint] = self._make_reader(hint)
        return found

    def _make_reader(self, hint: Any) -> _Reader:
        origin = typing.get_origin(hint)
        if origin in (typing.Union, types.UnionType):
            args = typing.get_args(hint)
            real = [o for o in args if o is not type(None)]
            names = " or ".join(getattr(o, "__name__", str(o)) for o in real)
            return _union_reader([self.reader(o) for o in real], names, type(None) in args)
        if origin is tuple:
            args = typing.get_args(hint)
            if len(args) == 2 and args[1] is Ellipsis:
                return _list_reader(self.reader(args[0]))
            return _fixed_reader([self.reader(a) for a in args])
        if origin is dict or hint is dict:
            return _read_object_as_is
        simple = {int: _read_int, bool: _read_bool, str: _read_str}
        if hint in simple:
            return simple[hint]
        if hint is self.card_type:
            return self._read_card
        if hint is self.rules_type:
            return self._read_rules
        if isinstance(hint, type) and issubclass(hint, Action):
            return self._read_action
        if hint is Event:
            return lambda data: self.event_from_wire(data, "")
        if isinstance(hint, type) and issubclass(hint, Enum):
            return _enum_reader(hint)
        if isinstance(hint, type) and hasattr(hint, "from_str"):
            return _text_reader(hint, 20)
        if dataclasses.is_dataclass(hint):
            # a field with a default may be missing: an older peer of the same protocol
            # version did not send it yet (docs/lan-protocol.md, Versions)
            return lambda data: self.read_dataclass(data, hint, "", optional=True)
        raise TypeError(f"no reader for {hint!r} in {self.key}")

    def from_wire(self, data: Any, hint: Any, path: str) -> Any:
        """The value of type ``hint`` that ``data`` (plain JSON) stands for."""
        try:
            return self.reader(hint)(data)
        except WireError as err:
            raise err.within(path) from None

    def _fields(self, cls: type) -> tuple[tuple[str, _Reader, bool], ...]:
        found = self._fields_of.get(cls)
        if found is None:
            defaults = {f.name for f in dataclasses.fields(cls)
                        if f.default is not dataclasses.MISSING
                        or f.default_factory is not dataclasses.MISSING}
            found = self._fields_of[cls] = tuple(
                (name, self.reader(hint), name in defaults)
                for name, hint in self.types.hints(cls))
        return found

    def read_dataclass(self, data: Any, cls: type, path: str, *, skip: tuple[str, ...] = (),
                       optional: bool = False, given: dict[str, Any] | None = None) -> Any:
        """An instance of ``cls`` from its object; fields in ``skip`` are taken from ``given``.

        With ``optional``, a field that has a default may be left out.  Unknown keys
        are ignored.
        """
        if type(data) is not dict:
            raise WireError(f"an object is needed, not {type(data).__name__}", path)
        values = dict(given or {})
        name = ""
        try:
            for name, read, has_default in self._fields(cls):
                if name in skip:
                    continue
                if name not in data:
                    if optional and has_default:
                        continue
                    raise WireError("missing", "")
                values[name] = read(data[name])
            name = ""
            return cls(**values)
        except WireError as err:
            raise err.within(f"{path}.{name}" if name else path) from None
        except (TypeError, ValueError) as exc:
            raise WireError(str(exc), path) from None

    # -- what the protocol reads ------------------------------------------------------------

    def event_from_wire(self, data: Any, path: str) -> Event:
        cls = self.events.get(data.get("type")) if type(data) is dict else None  # type: ignore
        if cls is None:
            raise WireError("an event (an object with a known \"type\") is needed", path)
        return self.read_dataclass(data, cls, path)

    def view_from_wire(self, data: Any, path: str, *, rules: Any, names: tuple[str, ...],
                       rows: tuple[Any, ...]) -> Any:
        # a field with a default came later within the version: an older host leaves it out
        view = self.read_dataclass(data, self.view_type, path, skip=VIEW_CONTEXT,
                                   optional=True,
                                   given={"rules": rules, "names": names, "rows": rows})
        self.checks.view(view, rules, path)
        return view

    def row_from_wire(self, data: Any, path: str) -> Any:
        return self.read_dataclass(data, self.row_type, path, optional=True)

    def check_view(self, view: Any, rules: Any, path: str) -> None:
        """Its seats within the table (``seat_checks``)."""
        self.checks.view(view, rules, path)

    def check_row(self, row: Any, rules: Any, path: str) -> None:
        """Its seats within the table, a figure per side in each list (``seat_checks``)."""
        self.checks.row(row, rules, path)


@cache
def _game_wire(key: str) -> GameWire:
    return GameWire(GAMES[key])


def game_wire(game: GameKind | str | None = None) -> GameWire:
    """The reading of ``game`` (a kind or its key; ``None``: Debertz, as before games were
    named), built once."""
    if isinstance(game, GameKind):
        game = game.key
    return _game_wire(game or DEFAULT_GAME)


# -- the Debertz defaults of the functions before games were named --------------------------------


def from_wire(data: Any, hint: Any, path: str, game: GameKind | str | None = None) -> Any:
    return game_wire(game).from_wire(data, hint, path)


def read_dataclass(data: Any, cls: type, path: str, *, skip: tuple[str, ...] = (),
                   optional: bool = False, game: GameKind | str | None = None,
                   **given: Any) -> Any:
    return game_wire(game).read_dataclass(data, cls, path, skip=skip, optional=optional,
                                          given=given)


def event_from_wire(data: Any, path: str, game: GameKind | str | None = None) -> Event:
    return game_wire(game).event_from_wire(data, path)


def view_from_wire(data: Any, path: str, *, rules: Any, names: tuple[str, ...],
                   rows: tuple[Any, ...]) -> Any:
    """The view of the game whose ``rules`` these are."""
    return game_wire(kind_of(rules)).view_from_wire(data, path, rules=rules,
                                                            names=names, rows=rows)


def row_from_wire(data: Any, path: str, game: GameKind | str | None = None) -> Any:
    return game_wire(game).row_from_wire(data, path)


#: Debertz's events by their wire name (``game_wire(kind).events`` for any game).
EVENT_TYPES: dict[str, type[Event]] = game_wire(DEFAULT_GAME).events
