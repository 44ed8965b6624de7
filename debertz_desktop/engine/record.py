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

from .actions import Action, parse_action
from .cards import Card
from .errors import QT_TRANSLATE_NOOP, DebertzError, RecordError
from .game import ExplicitDeal, Game
from .json_input import JsonInputError, parse_json_text, read_json_file
from .rules import RuleSet

_ = QT_TRANSLATE_NOOP

FORMAT = "debertz-record"
VERSION = 1


@dataclass
class GameRecord:
    rules: RuleSet
    seed: int
    names: tuple[str, ...]
    deals: dict[int, ExplicitDeal] = field(default_factory=dict)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    #: Free-form information kept with the record (app version, dates); not validated.
    meta: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, game: Game, meta: dict[str, Any] | None = None) -> GameRecord:
        return cls(game.rules, game.seed, game.names, dict(game.explicit_deals),
                   list(game.history), dict(meta or {}))

    # -- JSON ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            **write_header(FORMAT, VERSION, self.rules, self.names),
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
        record.actions = [(seat, action) for _, seat, action in _actions(data)]
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
        deals: dict[int, ExplicitDeal] = {}
        raw_deals = data.get("deals", [])
        if not isinstance(raw_deals, list):
            raise RecordError(_("Record", "deals: a list is needed"))
        for i, item in enumerate(raw_deals):
            deals_item = _explicit_deal(i, item, rules.players)
            if deals_item[0] in deals:
                raise RecordError(_("Record", "deals[{index}].number: deal {number} is given "
                                    "twice"), index=str(i), number=str(deals_item[0]))
            deals[deals_item[0]] = deals_item[1]
        if not isinstance(data.get("actions", []), list):
            raise RecordError(_("Record", "actions: a list is needed"))
        meta = data.get("meta", {})
        return cls(rules, seed, tuple(names), deals, [], meta if isinstance(meta, dict) else {})

    # -- replay -----------------------------------------------------------------------------

    def replay(self) -> Game:
        """The game this record describes; an illegal action is refused by its index."""
        game = Game(self.rules, self.seed, deals=self.deals, names=self.names)
        for i, (seat, action) in enumerate(self.actions):
            _apply(game, i, seat, action)
        return game


def _actions(data: dict[str, Any]) -> Iterator[tuple[int, int, Action]]:
    """``(index, seat, action)`` of each item of ``"actions"``, read when it is reached."""
    for i, item in enumerate(data.get("actions", [])):
        if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], int)
                or isinstance(item[0], bool) or not isinstance(item[1], str)):
            raise RecordError(_("Record", "actions[{index}]: {item!r} is not [seat, "
                                "\"action\"]"), index=str(i), item=item)
        try:
            yield i, item[0], parse_action(item[1])
        except DebertzError as exc:
            raise RecordError(_("Record", "actions[{index}]: {error}"), index=str(i),
                              error=exc) from None


def _apply(game: Game, index: int, seat: int, action: Action) -> None:
    try:
        game.apply(seat, action)
    except DebertzError as exc:
        raise RecordError(_("Record", "actions[{index}]: seat {seat} \"{action}\": "
                            "{error}"), exc.rule, index=str(index), seat=str(seat),
                          action=str(action), error=exc) from None


def replay_record(data: Any) -> tuple[GameRecord, Game]:
    """The record in ``data`` (a file's JSON value) and its game, replayed as it is read.

    Each action is parsed and applied before the next is looked at, so a file of
    junk after a bad action costs nothing; the error names the first bad one.
    """
    record = GameRecord._without_actions(data)
    game = Game(record.rules, record.seed, deals=record.deals, names=record.names)
    for i, seat, action in _actions(data):
        _apply(game, i, seat, action)
        record.actions.append((seat, action))
    return record, game


def parse_json(text: str | bytes) -> Any:
    """The JSON value of a saved game's text (``json_input``'s limits apply)."""
    try:
        return parse_json_text(text)
    except JsonInputError as exc:
        raise RecordError(_("Record", "not a game record: {error}"), error=exc) from None


def read_record_file(path: str | os.PathLike[str]) -> tuple[GameRecord, Game]:
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


def write_header(file_format: str, version: int, rules: RuleSet,
                 names: Sequence[str]) -> dict[str, Any]:
    """The parts every saved file shares, as :func:`read_header` reads them back."""
    return {
        "format": file_format,
        "version": version,
        "rules": rules.to_dict(),
        "seats": [{"name": name} for name in names],
    }


def read_header(data: Any, file_format: str, version: int,
                not_ours: str) -> tuple[RuleSet, tuple[str, ...]]:
    """The parts every saved file shares: format, version, rules and seats.

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
    try:
        rules = RuleSet.from_dict(data.get("rules"))  # type: ignore[arg-type]
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


def _explicit_deal(i: int, item: Any, players: int) -> tuple[int, ExplicitDeal]:
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
        raise RecordError(_("Record", "deals[{index}].deck: a list of 32 cards is needed"),
                          index=str(i))
    try:
        cards = tuple(Card.from_str(c) for c in deck)
        return number, ExplicitDeal(cards, dealer)
    except DebertzError as exc:
        raise RecordError(_("Record", "deals[{index}].deck: {error}"), index=str(i),
                          error=exc) from None


def load_game(text: str | bytes) -> Game:
    """Parse and replay a record in one step."""
    return replay_record(parse_json(text))[1]
