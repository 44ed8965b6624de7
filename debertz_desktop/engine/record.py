"""Game records: the documented JSON format of ``docs/record-format.md``.

A record holds the rules, the seats, the seed, any explicitly given deals and
the actions; replaying it rebuilds the game exactly.  Loading validates every
item and names the first bad one; :func:`replay_record` reads and plays the
actions one at a time, so the first bad action — unreadable or illegal — ends
the work at once.  Text and files are read by ``json_input`` (one reader, with
limits, for every file the program opens).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .action import Action
from .errors import QT_TRANSLATE_NOOP, DebertzError, RecordError
from .games import DEFAULT_GAME, GameKind, GameState, game_kind, kind_of
from .json_input import JsonInputError, parse_json_text, read_json_file

_ = QT_TRANSLATE_NOOP

FORMAT = "debertz-record"
#: Version 2 added ``"game"``: a record of another game than Debertz says which.
#: Debertz records are still written as version 1, which every version reads.
VERSION = 2


@dataclass
class GameRecord:
    """A game of any kind (``games.py``); ``rules`` says which."""

    rules: Any
    seed: int
    names: tuple[str, ...]
    deals: dict[int, Any] = field(default_factory=dict)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    #: Free-form information kept with the record (app version, dates); not validated.
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> GameKind:
        return kind_of(self.rules)

    @classmethod
    def of(cls, game: GameState, meta: dict[str, Any] | None = None) -> GameRecord:
        return cls(game.rules, game.seed, game.names, dict(game.explicit_deals),
                   list(game.history), dict(meta or {}))

    # -- JSON ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            # Debertz records stay version 1: older versions of the program read them
            **write_header(FORMAT, VERSION if self.kind.key != DEFAULT_GAME else 1, self.rules,
                           self.names),
            "seed": self.seed,
            "deals": [
                {"number": number, "dealer": d.dealer, "deck": [str(c) for c in d.deck]}
                for number, d in sorted(self.deals.items())
            ],
            "actions": [[seat, str(action)] for seat, action in self.actions],
            "meta": self.meta,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        return cls.from_dict(parse_json(text))

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        record = cls._without_actions(data)
        record.actions = [(seat, action) for _, seat, action in _actions(data, record.kind)]
        return record

    @classmethod
    def _without_actions(cls, data: Any) -> GameRecord:
        """Everything but the actions, checked (``from_dict`` and ``replay_record``)."""
        rules, names = read_header(
            data, FORMAT, VERSION,
            _("Record", "not a Debertz game record (no \"format\": \"debertz-record\")"))
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError(_("Record", "seed: a whole number is needed"))
        kind = kind_of(rules)
        deals: dict[int, Any] = {}
        raw_deals = data.get("deals", [])
        if not isinstance(raw_deals, list):
            raise RecordError(_("Record", "deals: a list is needed"))
        for i, item in enumerate(raw_deals):
            deals_item = _explicit_deal(i, item, rules.players, kind)
            if deals_item[0] in deals:
                raise RecordError(_("Record", "deals[{index}].number: deal {number} is given "
                                    "twice"), index=str(i), number=str(deals_item[0]))
            deals[deals_item[0]] = deals_item[1]
        if not isinstance(data.get("actions", []), list):
            raise RecordError(_("Record", "actions: a list is needed"))
        meta = data.get("meta", {})
        return cls(rules, seed, tuple(names), deals, [], meta if isinstance(meta, dict) else {})

    # -- replay -----------------------------------------------------------------------------

    def replay(self) -> GameState:
        """The game this record describes; an illegal action is refused by its index."""
        game = self.kind.new_game(self.rules, self.seed, deals=self.deals, names=self.names)
        for i, (seat, action) in enumerate(self.actions):
            _apply(game, i, seat, action)
        return game


def _actions(data: dict[str, Any], kind: GameKind) -> Iterator[tuple[int, int, Action]]:
    """``(index, seat, action)`` of each item of ``"actions"``, read when it is reached."""
    for i, item in enumerate(data.get("actions", [])):
        if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], int)
                or isinstance(item[0], bool) or not isinstance(item[1], str)):
            raise RecordError(_("Record", "actions[{index}]: {item!r} is not [seat, "
                                "\"action\"]"), index=str(i), item=item)
        try:
            yield i, item[0], kind.parse_action(item[1])
        except DebertzError as exc:
            raise RecordError(_("Record", "actions[{index}]: {error}"), index=str(i),
                              error=exc) from None


def _apply(game: GameState, index: int, seat: int, action: Action) -> None:
    try:
        game.apply(seat, action)
    except DebertzError as exc:
        raise RecordError(_("Record", "actions[{index}]: seat {seat} \"{action}\": "
                            "{error}"), exc.rule, index=str(index), seat=str(seat),
                          action=str(action), error=exc) from None


def replay_record(data: Any) -> tuple[GameRecord, GameState]:
    """The record in ``data`` (a file's JSON value) and its game, replayed as it is read.

    Each action is parsed and applied before the next is looked at, so a file of
    junk after a bad action costs nothing; the error names the first bad one.
    """
    record = GameRecord._without_actions(data)
    game = record.kind.new_game(record.rules, record.seed, deals=record.deals,
                                names=record.names)
    for i, seat, action in _actions(data, record.kind):
        _apply(game, i, seat, action)
        record.actions.append((seat, action))
    return record, game


def parse_json(text: str | bytes) -> Any:
    """The JSON value of a saved game's text (``json_input``'s limits apply)."""
    try:
        return parse_json_text(text)
    except JsonInputError as exc:
        raise RecordError(_("Record", "not a game record: {error}"), error=exc) from None


def read_record_file(path: str | os.PathLike[str]) -> tuple[GameRecord, GameState]:
    """The record in the file at ``path`` and its game (the ``replay`` command).

    A file that cannot be read raises its ``JsonInputError``; one that is not a
    record, a ``RecordError`` naming the first bad item.
    """
    try:
        data = read_json_file(path)
    except JsonInputError as exc:
        if exc.problem.about_the_file:
            raise
        raise RecordError(_("Record", "not a game record: {error}"), error=exc) from None
    return replay_record(data)


def write_header(file_format: str, version: int, rules: Any,
                 names: Sequence[str]) -> dict[str, Any]:
    """The parts every saved file shares, as :func:`read_header` reads them back.

    A Debertz file names no game (Debertz is the default), so that older
    versions of the program still read it; another game names itself.
    """
    key = kind_of(rules).key
    header: dict[str, Any] = {"format": file_format, "version": version}
    if key != DEFAULT_GAME:
        header["game"] = key
    header["rules"] = rules.to_dict()
    header["seats"] = [{"name": name} for name in names]
    return header


def read_header(data: Any, file_format: str, version: int,
                not_ours: str) -> tuple[Any, tuple[str, ...]]:
    """The parts every saved file shares: format, version, game, rules and seats.

    ``not_ours`` is the message for a file of another format.  Used by game
    records and by the score keeper's live games.
    """
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise RecordError(not_ours)
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool):
        raise RecordError(_("Record", "version: a whole number is needed"))
    if found > version:
        raise RecordError(_("Record", "version {version}: this record was made by a newer "
                            "Debertz Desktop (this one reads version {known})"),
                          version=str(found), known=str(version))
    if found < 1:
        raise RecordError(_("Record", "version {version}: unknown"), version=str(found))
    kind = game_kind(data.get("game", DEFAULT_GAME))
    try:
        rules = kind.rules_from_dict(data.get("rules"))
    except DebertzError as exc:
        raise RecordError(_("Record", "rules: {error}"), error=exc) from None
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != rules.players:
        raise RecordError(_("Record", "seats: a list of {players} seats is needed"),
                          players=str(rules.players))
    names = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            raise RecordError(_("Record", "seats[{index}]: a seat needs a name"), index=str(i))
        names.append(seat["name"])
    return rules, tuple(names)


def _explicit_deal(i: int, item: Any, players: int, kind: GameKind) -> tuple[int, Any]:
    if not isinstance(item, dict):
        raise RecordError(_("Record", "deals[{index}]: an object is needed"), index=str(i))
    number, dealer, deck = item.get("number"), item.get("dealer"), item.get("deck")
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise RecordError(_("Record", "deals[{index}].number: a deal number from 1 is needed"),
                          index=str(i))
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise RecordError(_("Record", "deals[{index}].dealer: a seat from 0 to {last} is "
                            "needed"), index=str(i), last=str(players - 1))
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise RecordError(_("Record", "deals[{index}].deck: a list of {count} cards is "
                            "needed"), index=str(i), count=str(len(kind.pack)))
    try:
        cards = tuple(kind.card_from_str(c) for c in deck)
        return number, kind.explicit_deal(cards, dealer)
    except DebertzError as exc:
        raise RecordError(_("Record", "deals[{index}].deck: {error}"), index=str(i),
                          error=exc) from None


def load_game(text: str | bytes) -> GameState:
    """Parse and replay a record in one step."""
    return replay_record(parse_json(text))[1]
