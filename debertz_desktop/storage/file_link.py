"""The file a game in progress belongs to, as its autosave names it, and what that file holds now.

The autosave is the game as it stands; its ``"file"`` (``docs/record-format.md``,
"Autosaves") names the file the player last opened it from or saved it to, so
that a resumed game is the game it was before quitting: named by its file, and
saved back to it without asking.  Meanwhile that file may have been moved,
deleted, or saved over with another game, so at the next start it is read again
and compared with the autosave: only a file that still holds this game (as it
stands, or without its latest moves) is written again without asking.  Any game,
a table's record or the score keeper's live game alike.  Plain Python, no Qt.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..engine.errors import DebertzError
from .errors import MissingFileError, StorageError, is_unreadable
from .saved_games import LoadedGame, load_game

#: The autosave's top-level key naming the game's file (an absolute path); none: no file.
FILE_KEY = "file"


class FileState(StrEnum):
    """What the game's file holds of the autosaved game now."""

    SAVED = "saved"  # the game as it stands
    BEHIND = "behind"  # the game, without its latest moves (a live game's deals)
    AHEAD = "ahead"  # the game and more: played on from the file and saved there again
    MISSING = "missing"  # nothing: the file was moved or deleted
    UNREADABLE = "unreadable"  # it cannot be read now (no permission, a disk error)
    OTHER = "other"  # another game, or something damaged: not this game any more


@dataclass(frozen=True)
class GameFile:
    """The file an autosaved game belongs to (``path``) and what it holds (``state``)."""

    path: Path
    state: FileState
    #: What the file holds, when it is this game (as it stands, or without its latest moves).
    held: LoadedGame | None = field(default=None, compare=False)

    @property
    def holds_the_game(self) -> bool:
        """The file is still this game's: Save may write it again without asking."""
        return self.state in (FileState.SAVED, FileState.BEHIND)


def file_field(path: str | os.PathLike[str] | None) -> dict[str, str]:
    """The autosave's ``"file"`` for a game kept in the file at ``path`` (``None``: none)."""
    return {} if path is None else {FILE_KEY: str(Path(path).absolute())}


def named_file(data: dict[str, Any]) -> Path | None:
    """The file an autosave's JSON value names; ``None`` when it names none (an autosave of
    an older version) or holds something else there."""
    value = data.get(FILE_KEY)
    return Path(value) if isinstance(value, str) and value else None


def game_file(path: Path, game: LoadedGame) -> GameFile:
    """What the file at ``path`` holds of ``game`` (an autosave's) now; nothing is written."""
    try:
        held = load_game(path)
    except MissingFileError:
        return GameFile(path, FileState.MISSING)
    except StorageError as error:
        return GameFile(path, FileState.UNREADABLE if is_unreadable(error) else FileState.OTHER)
    except DebertzError:
        return GameFile(path, FileState.OTHER)
    ours, theirs = _parts(game), _parts(held)
    if ours is None or theirs is None or not _same_game(ours, theirs):
        return GameFile(path, FileState.OTHER)
    if ours[1] == theirs[1]:
        return GameFile(path, FileState.SAVED, held)
    if _starts(ours[1], theirs[1]):
        return GameFile(path, FileState.BEHIND, held)
    if _starts(theirs[1], ours[1]):
        return GameFile(path, FileState.AHEAD, held)
    # moves the autosave does not have (the game played on in another copy and saved): not
    # to be written over without asking
    return GameFile(path, FileState.OTHER)


def _starts(ours: Any, theirs: Any) -> bool:
    """``theirs`` (the file's moves or deals) is how ``ours`` (the autosave's) began."""
    return (isinstance(ours, list) and isinstance(theirs, list) and len(theirs) < len(ours)
            and ours[:len(theirs)] == theirs)


def held_game(loaded: LoadedGame) -> Any:
    """The game record or live game that ``loaded`` holds (``None``: a network file)."""
    return loaded.live if loaded.live is not None else loaded.record


def _parts(loaded: LoadedGame) -> tuple[dict[str, Any], Any, Any] | None:
    """What makes the game this one (everything but its players' names, how far it got and
    its meta: the rules, the seed, the deals given), how far it got (a record's actions, a
    live game's entered deals) and when it was first saved (``meta["created"]``)."""
    item = held_game(loaded)
    if item is None:
        return None
    data = item.to_dict()
    progress = data.pop("deals" if loaded.live is not None else "actions", None)
    data.pop("seats", None)
    meta = data.pop("meta", None)
    created = meta.get("created") if isinstance(meta, dict) else None
    return data, progress, created


def _same_game(ours: tuple[dict[str, Any], Any, Any], theirs: tuple[dict[str, Any], Any, Any],
               ) -> bool:
    """The same game: the same rules, seed and deals given, first saved at the same moment
    (where both say when: a file written by hand may not)."""
    return ours[0] == theirs[0] and (not ours[2] or not theirs[2] or ours[2] == theirs[2])
