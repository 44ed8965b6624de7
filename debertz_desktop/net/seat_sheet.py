"""The score sheet of a network game as one seat saw it: the file a client saves.

A client never holds the game's record (it never sees the deck or another
seat's hand), so what it can keep is its sheet: the table's name, the game and
its rules, the players' names, the rows of the sheet (the game's rows as the
protocol sends them: Debertz's ``DealRow`` of RULES §13, ``OhHellRow``,
``MagistrRow``), the winner, when the game began and when the file was saved.
No card of a hand is in it.  The file is a small JSON object (``"format":
"debertz-network-sheet"``, a ``.debertz`` file like the others), written
atomically and read through the engine's one JSON reader; Game → Open shows it
read-only.  See ``docs/lan-protocol.md`` § Saving.
"""

from __future__ import annotations

import datetime
import os
from dataclasses import dataclass
from typing import Any

from .. import __version__ as _app_version
from ..engine.errors import QT_TRANSLATE_NOOP, RecordError
from ..engine.game_kind import GameKind
from ..engine.games import kind_of
from ..storage.atomic import read_json, write_json_atomic
from ..storage.saved_games import SHEET_FORMAT
from .file_header import read_file_header, write_file_header
from .wire import CountError, WireError, game_wire, to_wire

_ = QT_TRANSLATE_NOOP

FORMAT = SHEET_FORMAT
#: Version 2 added ``"game"`` (a sheet of another game than Debertz); a Debertz sheet is
#: still written as version 1, which every version reads.
VERSION = 2


@dataclass(frozen=True)
class SeatSheet:
    """One seat's score sheet of a network game (of the game ``rules`` belong to)."""

    table: str
    seat: int
    names: tuple[str, ...]
    rules: Any
    #: The game's sheet rows (``DealRow``, ``OhHellRow``, ``MagistrRow``).
    rows: tuple[Any, ...]
    #: The winner (``GameOver.winner_side``: with shared first places, the first of them).
    winner_side: int | None = None
    #: When this seat saw the game begin, and when the file was saved (ISO 8601; may be "").
    created: str = ""
    saved: str = ""

    @property
    def kind(self) -> GameKind:
        return kind_of(self.rules)

    def to_dict(self) -> dict[str, Any]:
        header = write_file_header(FORMAT, VERSION, self.rules)
        rules = header.pop("rules")
        return {
            **header,
            "app": f"Debertz Desktop {_app_version}",
            "created": self.created,
            "saved": self.saved,
            "table": self.table,
            "seat": self.seat,
            "names": list(self.names),
            "rules": rules,
            "rows": [to_wire(row) for row in self.rows],
            "winner_side": self.winner_side,
        }

    @classmethod
    def from_dict(cls, data: Any) -> SeatSheet:
        """The sheet of a file's object; a ``RecordError`` names the first thing wrong."""
        rules = read_file_header(
            data, FORMAT, VERSION,
            not_ours=_("Record", "not a score sheet of a network game (no \"format\": "
                       "\"debertz-network-sheet\")"),
            newer=_("Record", "score sheet version {version}: made by a newer Debertz Desktop "
                    "(this one reads version {known})"),
            unknown=_("Record", "score sheet version {version}: unknown"))
        names = data.get("names")
        if not isinstance(names, list) or len(names) != rules.players or not all(
                isinstance(n, str) for n in names):
            raise RecordError(_("Record", "names: a list of {players} names is needed"),
                              players=str(rules.players))
        seat = data.get("seat")
        if not _whole(seat) or not 0 <= seat < rules.players:
            raise RecordError(_("Record", "seat: a seat from 0 to {last} is needed"),
                              last=str(rules.players - 1))
        rows = data.get("rows")
        if not isinstance(rows, list):
            raise RecordError(_("Record", "rows: a list is needed"))
        read = []
        wire = game_wire(kind_of(rules))
        for index, item in enumerate(rows):
            try:
                row = wire.row_from_wire(item, f"rows[{index}]")
            except WireError as exc:
                raise RecordError(_("Record", "a row of the sheet: {error}"),
                                  error=str(exc)) from None
            try:
                wire.check_row(row, rules, f"rows[{index}]")
            except WireError as exc:
                if isinstance(exc, CountError):
                    raise RecordError(_("Record", "rows[{index}]: {sides} sides are needed"),
                                      index=str(index), sides=str(rules.sides)) from None
                raise RecordError(_("Record", "a row of the sheet: {error}"),
                                  error=str(exc)) from None
            read.append(row)
        winner = data.get("winner_side")
        if winner is not None and (not _whole(winner) or not 0 <= winner < rules.sides):
            raise RecordError(_("Record", "winner_side: a side from 0 to {last} is needed"),
                              last=str(rules.sides - 1))
        return cls(_text(data.get("table")), seat, tuple(names), rules, tuple(read), winner,
                   created=_text(data.get("created")), saved=_text(data.get("saved")))


def now_text() -> str:
    """This moment, as the sheets' dates are written."""
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


def write_seat_sheet(path: str | os.PathLike[str], sheet: SeatSheet) -> None:
    """Write ``sheet`` atomically, stamped with the time (``StorageError`` if it cannot be)."""
    data = sheet.to_dict()
    data["saved"] = now_text()
    write_json_atomic(path, data)


def read_seat_sheet(path: str | os.PathLike[str]) -> SeatSheet:
    """The sheet in the file at ``path`` (``StorageError``: the file; ``RecordError``: the
    content)."""
    return SeatSheet.from_dict(read_json(path))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""
