"""Saved games, the autosave and the "unfinished game" check (issue 6). Plain Python, no Qt.

A saved game is the engine's game record (``docs/record-format.md``); a game
kept with the score keeper is a live game (``docs/live-game-format.md``).  Both
are written atomically (``atomic.py``): killing the program in the middle of a
save leaves the previous file as it was.  Loading refuses a file that is
missing, unreadable, empty, truncated or otherwise not JSON, of another format,
of a newer version, or whose actions do not replay — with a ``StorageError`` or
a ``RecordError`` whose ``template``/``params`` the UI translates — and never
writes anything, so good data is never replaced by a failed load.

The autosave (``paths.autosave_path()``) is the game in progress, written after
every trick; ``unfinished_game()`` offers it back on the next start.  A broken
autosave is moved aside (``autosave.json.broken``) rather than deleted.
"""

from __future__ import annotations

import contextlib
import datetime
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__ as _app_version
from ..engine.errors import DebertzError
from ..engine.game import Game
from ..engine.record import GameRecord
from ..keeper.live_game import FORMAT as LIVE_FORMAT
from ..keeper.live_game import LiveGame
from .atomic import read_json, write_text_atomic
from .errors import MissingFileError, StorageError
from .paths import autosave_path

#: The file name extension the Save dialogs propose.
EXTENSION = ".debertz"


@dataclass
class LoadedGame:
    """What a file held: a played game (record and replayed game) or a live game."""

    path: Path
    record: GameRecord | None = None
    game: Game | None = None
    live: LiveGame | None = None


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
    record.meta = stamp(record.meta)
    write_text_atomic(path, record.to_json() + "\n")


def save_live(path: str | os.PathLike[str], live: LiveGame) -> None:
    live.meta = stamp(live.meta)
    write_text_atomic(path, live.to_json() + "\n")


def load_game(path: str | os.PathLike[str]) -> LoadedGame:
    """Read a saved game of either kind.

    Raises ``StorageError`` for files that cannot be read as JSON (with the line
    and column of a truncated one), and ``RecordError`` (a ``DebertzError``)
    naming the first bad item of a record, a newer version, or an action that
    does not replay.  Nothing is written.
    """
    data = read_json(path)
    where = Path(path)
    kind = data.get("format")
    if kind == LIVE_FORMAT:
        return LoadedGame(where, live=LiveGame.from_dict(data))
    record = GameRecord.from_dict(data)  # refuses any other format, naming it
    return LoadedGame(where, record=record, game=record.replay())


# -- the autosave -------------------------------------------------------------------------------


def autosave(record: GameRecord) -> None:
    """Keep the game in progress (after every trick); errors are the caller's to log."""
    save_record(autosave_path(), record)


def clear_autosave() -> None:
    """The game ended or was saved and closed: nothing is unfinished any more."""
    with contextlib.suppress(FileNotFoundError):
        autosave_path().unlink()


@dataclass
class Unfinished:
    """The autosave check on start: a game to offer, or why the autosave was set aside."""

    loaded: LoadedGame | None = None
    #: The autosave could not be read; it was moved to ``broken_path``.
    error: DebertzError | StorageError | None = None
    broken_path: Path | None = None


def unfinished_game() -> Unfinished:
    """The autosaved game if there is one that is not over.

    A finished game's autosave is removed; a broken one is renamed to
    ``autosave.json.broken`` (replacing an older broken one) and reported.
    """
    path = autosave_path()
    try:
        loaded = load_game(path)
    except MissingFileError:
        return Unfinished()
    except (StorageError, DebertzError) as error:
        broken = path.with_name(path.name + ".broken")
        try:
            os.replace(path, broken)
        except OSError:
            broken = None
        return Unfinished(error=error, broken_path=broken)
    game = loaded.game
    if game is None or game.is_over:
        clear_autosave()
        return Unfinished()
    return Unfinished(loaded=loaded)
