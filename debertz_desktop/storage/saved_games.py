"""Saved games, the autosave and the "unfinished game" check (issue 6). Plain Python, no Qt.

A saved game is the engine's game record (``docs/record-format.md``); a game
kept with the score keeper is a live game (``docs/live-game-format.md``).  Both
are written atomically (``atomic.py``): killing the program in the middle of a
save leaves the previous file as it was.  Loading refuses a file that is
missing, unreadable, empty, truncated or otherwise not JSON, of another format,
of a newer version, or whose actions do not replay — with a ``StorageError`` or
a ``RecordError`` whose ``template``/``params`` the UI translates — and never
writes anything, so good data is never replaced by a failed load.

The autosaves of games in progress are ``autosaves.py``.
"""

from __future__ import annotations

import datetime
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__ as _app_version
from ..engine.game_kind import GameState
from ..engine.record import GameRecord, replay_record
from ..keeper import live_game_from_dict
from ..keeper.kept_file import FORMAT as LIVE_FORMAT
from .atomic import read_json, write_text_atomic

#: The file name extension the Save dialogs propose.
EXTENSION = ".debertz"
#: A table hosted on the network, saved by its host (``net/table_save.py``): opening it hosts
#: the table again.
TABLE_FORMAT = "debertz-lan-table"
#: The score sheet of a network game as one seat saw it (``net/seat_sheet.py``): read-only.
SHEET_FORMAT = "debertz-network-sheet"


@dataclass
class LoadedGame:
    """What a file held: a played game of any game (record and replayed game), a live game,
    or — read as they are, for the network's modules to check — a hosted table or a seat's
    sheet."""

    path: Path
    record: GameRecord | None = None
    game: GameState | None = None
    #: A game kept with the score keeper, of any game (``keeper.LIVE_GAMES``).
    live: Any = None
    table: dict[str, Any] | None = None
    sheet: dict[str, Any] | None = None


def stamp(meta: dict[str, Any]) -> dict[str, Any]:
    """``meta`` with the app version and the time of saving (the printed header's date)."""
    now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    out = dict(meta)
    out.setdefault("app", f"Debertz Desktop {_app_version}")
    out.setdefault("created", now)
    out["saved"] = now
    return out


def save_record(path: str | os.PathLike[str], record: GameRecord) -> None:
    """Write ``record`` atomically (``StorageError`` if it cannot be written)."""
    save_kept(path, record)


def save_live(path: str | os.PathLike[str], live: Any) -> None:
    save_kept(path, live)


def save_kept(path: str | os.PathLike[str], item: Any,
              extra: Mapping[str, Any] | None = None) -> None:
    """Write a game record or a live game atomically, stamped, with ``extra`` top-level keys
    after its own (an autosave's ``"file"``, ``autosaves.py``), which its readers ignore."""
    item.meta = stamp(item.meta)
    data = {**item.to_dict(), **(extra or {})}
    write_text_atomic(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def load_game(path: str | os.PathLike[str]) -> LoadedGame:
    """Read a saved game of any kind (a hosted table or a sheet is checked by its reader).

    Raises ``StorageError`` for files that cannot be read as JSON (with the line
    and column of a truncated one), and ``RecordError`` (a ``DebertzError``)
    naming the first bad item of a record, a newer version, or an action that
    does not replay.  Nothing is written.
    """
    return loaded_game(read_json(path), Path(path))


def loaded_game(data: dict[str, Any], where: Path) -> LoadedGame:
    """What the JSON value ``data`` of the file at ``where`` holds (``load_game``)."""
    kind = data.get("format")
    if kind == LIVE_FORMAT:
        return LoadedGame(where, live=live_game_from_dict(data))
    if kind == TABLE_FORMAT:
        return LoadedGame(where, table=data)
    if kind == SHEET_FORMAT:
        return LoadedGame(where, sheet=data)
    record, game = replay_record(data)  # refuses any other format, naming it
    return LoadedGame(where, record=record, game=game)
