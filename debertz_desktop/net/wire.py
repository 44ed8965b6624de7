"""The engine's values as JSON, and back: cards, actions, events, views, sheet rows.

Every value uses the engine's round-tripping text form (``"QS"``, ``"name H"``,
``"tertz-KH"``), so frames read like the game.  Conversion follows the type
hints of the engine's frozen dataclasses, so a new event or view field needs
no code here.  Reading checks every value and names the first bad one by its
path (``view.hand[3]: not a card: 'XX'``).

What a seat receives is decided by the engine: a :class:`SeatView` holds only
what that seat may know, and events only what every seat may know.  The view
is sent without ``rules``, ``names`` and ``rows``, which the client already has.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from enum import Enum, IntEnum
from functools import cache
from typing import Any

from ..engine import events as E
from ..engine.actions import Action, RedealReason, WinKind, parse_action
from ..engine.cards import Card, Contract, Rank, Suit
from ..engine.combinations import Combination, CombinationKind
from ..engine.errors import DebertzError
from ..engine.phase import Phase
from ..engine.rules import RuleSet
from ..engine.sheet import DealKind, DealRow, Mark, SideLine
from ..engine.views import Announcement, SeatView, TrickRecord


class WireError(ValueError):
    """A value that is not what its field needs; the message names the field's path."""


_NAMESPACE: dict[str, Any] = {
    "Action": Action, "Card": Card, "Combination": Combination, "CombinationKind":
    CombinationKind, "Contract": Contract, "DealKind": DealKind, "DealRow": DealRow, "Mark": Mark,
    "Phase": Phase, "Rank": Rank, "RedealReason": RedealReason, "RuleSet": RuleSet, "SideLine":
    SideLine, "Suit": Suit, "WinKind": WinKind, "TrickRecord": TrickRecord, "Announcement":
    Announcement,
}


@cache
def _hints(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls, localns=_NAMESPACE)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


# -- writing ---------------------------------------------------------------------------------


def to_wire(value: Any) -> Any:
    """``value`` as plain JSON types."""
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, Card | Action | Combination):
        return str(value)
    if isinstance(value, E.Event):
        return event_to_wire(value)
    if isinstance(value, RuleSet):
        return value.to_dict()
    if isinstance(value, Suit):
        return value.letter
    if isinstance(value, Rank):
        return value.text
    if isinstance(value, CombinationKind):
        return value.name.lower()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, int):
        return value
    if isinstance(value, tuple | list):
        return [to_wire(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_wire(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {name: to_wire(getattr(value, name)) for name, _ in _hints(type(value))}
    raise TypeError(f"no wire form for {type(value).__name__}")


# -- reading ----------------------------------------------------------------------------------

_CARD = re.compile(r"(?:[789]|10|[JQKA])[SCDH]")


def _fail(path: str, what: str, value: Any) -> typing.NoReturn:
    shown = repr(value)
    if len(shown) > 40:
        shown = shown[:37] + "..."
    raise WireError(f"{path}: {what} is needed, not {shown}")


def from_wire(data: Any, hint: Any, path: str) -> Any:
    """The value of type ``hint`` that ``data`` (plain JSON) stands for."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if data is None and type(None) in options:
            return None
        real = [o for o in options if o is not type(None)]
        if len(real) == 1:
            return from_wire(data, real[0], path)
        for option in real:
            try:
                return from_wire(data, option, path)
            except WireError:
                continue
        _fail(path, " or ".join(getattr(o, "__name__", str(o)) for o in real), data)
    if origin is dict:
        if not isinstance(data, dict):
            _fail(path, "an object", data)
        return data
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(data, list):
            _fail(path, "a list", data)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_wire(v, args[0], f"{path}[{i}]") for i, v in enumerate(data))
        if len(data) != len(args):
            _fail(path, f"a list of {len(args)}", data)
        return tuple(from_wire(v, a, f"{path}[{i}]")
                     for i, (v, a) in enumerate(zip(data, args, strict=True)))
    if hint is bool:
        if not isinstance(data, bool):
            _fail(path, "true or false", data)
        return data
    if hint is int:
        if not isinstance(data, int) or isinstance(data, bool) or not -10**9 < data < 10**9:
            _fail(path, "a whole number", data)
        return data
    if hint is str:
        if not isinstance(data, str):
            _fail(path, "a string", data)
        return data
    if isinstance(hint, type):
        return _read_object(data, hint, path)
    raise TypeError(f"{path}: no reader for {hint!r}")


def _read_object(data: Any, hint: type, path: str) -> Any:
    if hint is E.Event:
        return event_from_wire(data, path)
    if hint is RuleSet:
        if not isinstance(data, dict):
            _fail(path, "an object of rule options", data)
        try:
            return RuleSet.from_dict(data)
        except (DebertzError, TypeError) as exc:
            raise WireError(f"{path}: {exc}") from None
    if hint is dict:
        if not isinstance(data, dict):
            _fail(path, "an object", data)
        return data
    if hint is Card:
        if not isinstance(data, str) or not _CARD.fullmatch(data):
            _fail(path, "a card", data)
        return Card.from_str(data)
    if issubclass(hint, Enum):
        return _read_enum(data, hint, path)
    if hint in (Action, Combination):
        if not isinstance(data, str) or len(data) > 40:
            _fail(path, f"an {hint.__name__.lower()}" if hint is Action else "a combination",
                  data)
        try:
            return parse_action(data) if hint is Action else Combination.from_str(data)
        except DebertzError as exc:
            raise WireError(f"{path}: {exc}") from None
    if dataclasses.is_dataclass(hint):
        return read_dataclass(data, hint, path)
    raise TypeError(f"{path}: no reader for {hint.__name__}")


def _read_enum(data: Any, hint: type[Enum], path: str) -> Enum:
    try:
        if hint is Suit:
            if isinstance(data, str) and len(data) == 1:
                return Suit.from_str(data)
        elif hint is Rank:
            if isinstance(data, str) and len(data) <= 2:
                return Rank.from_str(data)
        elif issubclass(hint, IntEnum):
            if isinstance(data, str):
                return hint[data.upper()]
        elif isinstance(data, str):
            return hint(data)
    except (KeyError, ValueError):
        pass
    _fail(path, f"a {hint.__name__}", data)


def read_dataclass(data: Any, cls: type, path: str, *, skip: tuple[str, ...] = (),
                   optional: bool = False, **given: Any) -> Any:
    """An instance of ``cls`` from its object; fields in ``skip`` are taken from ``given``.

    With ``optional``, a field that has a default may be left out.  Unknown keys
    are ignored.
    """
    if not isinstance(data, dict):
        _fail(path, "an object", data)
    values = dict(given)
    defaults = _defaults(cls) if optional else frozenset()
    for name, hint in _hints(cls):
        if name in skip:
            continue
        if name not in data:
            if name in defaults:
                continue
            raise WireError(f"{path}.{name}: missing")
        values[name] = from_wire(data[name], hint, f"{path}.{name}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise WireError(f"{path}: {exc}") from None


@cache
def _defaults(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in dataclasses.fields(cls)
                     if f.default is not dataclasses.MISSING
                     or f.default_factory is not dataclasses.MISSING)


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
    fields = {name: to_wire(getattr(event, name)) for name, _ in _hints(type(event))}
    return {"type": _EVENT_NAMES[type(event)], **fields}


def event_from_wire(data: Any, path: str) -> E.Event:
    if not isinstance(data, dict):
        _fail(path, "an object", data)
    cls = EVENT_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if cls is None:
        _fail(f"{path}.type", "an event type", data.get("type"))
    return read_dataclass(data, cls, path)


# -- a seat's view -----------------------------------------------------------------------------

#: Fields of a view the client has already (from the lobby, the start and the sheet).
VIEW_CONTEXT = ("rules", "names", "rows")


def view_to_wire(view: SeatView) -> dict[str, Any]:
    return {name: to_wire(getattr(view, name)) for name, _ in _hints(SeatView)
            if name not in VIEW_CONTEXT}


def view_from_wire(data: Any, path: str, *, rules: RuleSet, names: tuple[str, ...],
                   rows: tuple[DealRow, ...]) -> SeatView:
    view = read_dataclass(data, SeatView, path, skip=VIEW_CONTEXT, rules=rules, names=names,
                          rows=rows)
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
        raise WireError(f"{path}: a seat number outside 0..{players - 1}")
    sized = (view.hand_sizes, view.known_cards)
    if any(len(items) != players for items in sized):
        raise WireError(f"{path}: per-seat lists of {players} are needed")


def row_from_wire(data: Any, path: str) -> DealRow:
    return read_dataclass(data, DealRow, path)
