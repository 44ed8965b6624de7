"""The engine's values as JSON, and back: cards, actions, events, views, sheet rows.

Every value uses the engine's round-tripping text form (``"QS"``, ``"name H"``,
``"tertz-KH"``), so frames read like the game.  Conversion follows the type
hints of the engine's frozen dataclasses, so a new event or view field needs
no code here; the reader and writer of each type are built once, on first
use.  Reading checks every value and names the first bad one by its path
(``update.view.hand[3]: a card is needed, not 'XX'``).

What a seat receives is decided by the engine: a :class:`SeatView` holds only
what that seat may know, and events only what every seat may know.  The view
is sent without ``rules``, ``names`` and ``rows``, which the client already has.
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

from ..engine.debertz import events as E
from ..engine.debertz.actions import Action, RedealReason, WinKind, parse_action
from ..engine.debertz.cards import CARDS, Card, Contract, Rank, Suit
from ..engine.debertz.combinations import Combination, CombinationKind
from ..engine.debertz.rules import RuleSet
from ..engine.debertz.sheet import DealKind, DealRow, Mark, SideLine
from ..engine.debertz.views import Announcement, SeatView, TrickRecord
from ..engine.errors import DebertzError
from ..engine.phase import Phase
from .framing import INT_LIMIT, OUT_OF_RANGE


class WireError(ValueError):
    """A value that is not what its field needs; the message names the field's path."""

    def __init__(self, message: str, where: str = "") -> None:
        self.what, self.where = message, where
        super().__init__(f"{where}: {message}" if where else message)

    def within(self, prefix: str) -> WireError:
        return WireError(self.what, prefix + self.where)


_NAMESPACE: dict[str, Any] = {
    "Action": Action, "Card": Card, "Combination": Combination, "CombinationKind":
    CombinationKind, "Contract": Contract, "DealKind": DealKind, "DealRow": DealRow, "Mark": Mark,
    "Phase": Phase, "Rank": Rank, "RedealReason": RedealReason, "RuleSet": RuleSet, "SideLine":
    SideLine, "Suit": Suit, "WinKind": WinKind, "TrickRecord": TrickRecord, "Announcement":
    Announcement,
    # the shared events name a game's card and sheet row abstractly: Debertz's here
    "PlayingCard": Card, "SheetRow": DealRow,
}


@cache
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls, localns=_NAMESPACE)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def _bad(what: str, value: Any) -> typing.NoReturn:
    if type(value) is int and not -INT_LIMIT <= value <= INT_LIMIT:
        raise WireError(f"{what} is needed, not {OUT_OF_RANGE}")
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    raise WireError(f"{what} is needed, not {shown}")


def _enum_texts(hint: type[Enum]) -> dict[Enum, str]:
    if hint is Suit:
        return {s: s.letter for s in Suit}
    if hint is Rank:
        return {r: r.text for r in Rank}
    if issubclass(hint, IntEnum):
        return {m: m.name.lower() for m in hint}
    return {m: m.value for m in hint}


# -- writing ---------------------------------------------------------------------------------

_CARD_TEXT = {c: str(c) for c in CARDS}


def _identity(value: Any) -> Any:
    return value


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
    if hint is Card:
        return _CARD_TEXT.__getitem__
    if hint in (Action, Combination):
        return str
    if hint is E.Event:
        return event_to_wire
    if hint is RuleSet:
        return RuleSet.to_dict
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum_texts(hint).__getitem__
    if dataclasses.is_dataclass(hint):
        fields = [(name, _writer(h)) for name, h in _hints(hint)]
        return lambda v: {name: w(getattr(v, name)) for name, w in fields}
    raise TypeError(f"no wire form for {hint!r}")


def to_wire(value: Any) -> Any:
    """``value`` (of any type this module knows) as plain JSON types."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, tuple | list):
        return [to_wire(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_wire(v) for k, v in value.items()}
    if isinstance(value, E.Event):
        return event_to_wire(value)
    if isinstance(value, Action):
        return str(value)
    return _writer(type(value))(value)


# -- reading ----------------------------------------------------------------------------------

_CARD_BY_TEXT = {str(c): c for c in CARDS}
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


def _read_card(data: Any) -> Card:
    card = _CARD_BY_TEXT.get(data) if type(data) is str else None
    if card is None:
        _bad("a card", data)
    return card


@lru_cache(maxsize=4096)
def _parse_action(text: str) -> Action:
    return parse_action(text)


def _read_action(data: Any) -> Action:
    if type(data) is not str or len(data) > 40:
        _bad("an action", data)
    try:
        return _parse_action(data)
    except DebertzError as exc:
        raise WireError(str(exc)) from None


def _read_combination(data: Any) -> Combination:
    if type(data) is not str or len(data) > 20:
        _bad("a combination", data)
    try:
        return Combination.from_str(data)
    except DebertzError as exc:
        raise WireError(str(exc)) from None


def _read_rules(data: Any) -> RuleSet:
    if type(data) is not dict:
        _bad("an object of rule options", data)
    try:
        return RuleSet.from_dict(data)
    except (DebertzError, TypeError) as exc:
        raise WireError(str(exc)) from None


def _enum_reader(hint: type[Enum]) -> _Reader:
    members = {text: member for member, text in _enum_texts(hint).items()}
    name = f"a {hint.__name__}"

    def read(data: Any) -> Enum:
        member = members.get(data) if type(data) is str else None
        if member is None:
            _bad(name, data)
        return member

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


@cache
def _reader(hint: Any) -> _Reader:
    """The function that reads a value of type ``hint`` from plain JSON, checking it."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        real = [o for o in args if o is not type(None)]
        names = " or ".join(getattr(o, "__name__", str(o)) for o in real)
        return _union_reader([_reader(o) for o in real], names, type(None) in args)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return _list_reader(_reader(args[0]))
        return _fixed_reader([_reader(a) for a in args])
    if origin is dict or hint is dict:
        return _read_object_as_is
    simple = {int: _read_int, bool: _read_bool, str: _read_str, Card: _read_card,
              Action: _read_action, Combination: _read_combination, RuleSet: _read_rules}
    if hint in simple:
        return simple[hint]
    if hint is E.Event:
        return lambda data: event_from_wire(data, "")
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum_reader(hint)
    if dataclasses.is_dataclass(hint):
        # a field with a default may be missing: an older peer of the same protocol
        # version did not send it yet (docs/lan-protocol.md, Versions)
        return lambda data: read_dataclass(data, hint, "", optional=True)
    raise TypeError(f"no reader for {hint!r}")


def from_wire(data: Any, hint: Any, path: str) -> Any:
    """The value of type ``hint`` that ``data`` (plain JSON) stands for."""
    try:
        return _reader(hint)(data)
    except WireError as err:
        raise err.within(path) from None


@cache
def _fields(cls: type) -> tuple[tuple[str, _Reader, bool], ...]:
    defaults = {f.name for f in dataclasses.fields(cls)
                if f.default is not dataclasses.MISSING
                or f.default_factory is not dataclasses.MISSING}
    return tuple((name, _reader(hint), name in defaults) for name, hint in _hints(cls))


def read_dataclass(data: Any, cls: type, path: str, *, skip: tuple[str, ...] = (),
                   optional: bool = False, **given: Any) -> Any:
    """An instance of ``cls`` from its object; fields in ``skip`` are taken from ``given``.

    With ``optional``, a field that has a default may be left out.  Unknown keys
    are ignored.
    """
    if type(data) is not dict:
        raise WireError(f"an object is needed, not {type(data).__name__}", path)
    values = dict(given)
    name = ""
    try:
        for name, read, has_default in _fields(cls):
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


# -- events ----------------------------------------------------------------------------------


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


#: Every event type by its wire name (``card_played``, ``deal_scored``, …).
EVENT_TYPES: dict[str, type[E.Event]] = {
    _snake(cls.__name__): cls
    for cls in vars(E).values()
    if isinstance(cls, type) and issubclass(cls, E.Event) and cls is not E.Event
}
_EVENT_NAMES = {cls: name for name, cls in EVENT_TYPES.items()}


def event_to_wire(event: E.Event) -> dict[str, Any]:
    return {"type": _EVENT_NAMES[type(event)], **_writer(type(event))(event)}


def event_from_wire(data: Any, path: str) -> E.Event:
    cls = EVENT_TYPES.get(data.get("type")) if type(data) is dict else None  # type: ignore
    if cls is None:
        raise WireError("an event (an object with a known \"type\") is needed", path)
    return read_dataclass(data, cls, path)


# -- a seat's view -----------------------------------------------------------------------------

#: Fields of a view the client has already (from the lobby, the start and the sheet).
VIEW_CONTEXT = ("rules", "names", "rows")


@cache
def _view_fields() -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    return tuple((name, _writer(hint)) for name, hint in _hints(SeatView)
                 if name not in VIEW_CONTEXT)


def view_to_wire(view: SeatView) -> dict[str, Any]:
    return {name: write(getattr(view, name)) for name, write in _view_fields()}


def view_from_wire(data: Any, path: str, *, rules: RuleSet, names: tuple[str, ...],
                   rows: tuple[DealRow, ...]) -> SeatView:
    # a field with a default came later within the version: an older host leaves it out
    view = read_dataclass(data, SeatView, path, skip=VIEW_CONTEXT, optional=True, rules=rules,
                          names=names, rows=rows)
    check_seats(view, rules.players, path)
    return view


def check_seats(view: SeatView, players: int, path: str) -> None:
    """A view whose seat numbers fit the table (a table must never be told of seat 7)."""
    seats = [view.seat, view.dealer, view.to_act, view.turned_card_holder, view.maker,
             view.exchanged_by, view.leader, *(s for s, _ in view.bids),
             *(a.seat for a in view.announcements), *(s for s, _ in view.shown_combinations),
             *(s for s, _ in view.bellas), *(s for s, _ in view.trick),
             *(s for t in view.tricks for s, _ in t.plays)]
    if any(s is not None and not 0 <= s < players for s in seats):
        raise WireError(f"a seat number outside 0..{players - 1}", path)
    sized = (view.hand_sizes, view.known_cards)
    if any(len(items) != players for items in sized):
        raise WireError(f"per-seat lists of {players} are needed", path)


def row_from_wire(data: Any, path: str) -> DealRow:
    return read_dataclass(data, DealRow, path, optional=True)
