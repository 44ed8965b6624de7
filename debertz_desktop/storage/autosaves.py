"""The games in progress: each autosaved in a file of its own, locked by the copy that plays it.

A game on the table is autosaved after every trick, a live game of the score
keeper after every entered deal, so that a crash, a kill or a quit loses
nothing.  Two copies of the program may run at once (a LAN host and a client on
one machine): each game's file (``paths.autosaves_dir()/game-….json`` or
``live-….json``) carries an OS lock (``file_lock.py``) held by the copy playing
it, so no copy writes over another's game, and the start of a copy offers every
unfinished game whose copy is gone — crashed, killed or quit — and none that is
still being played.  An autosave names the file the game was last opened from
or saved to, if any (``file_link.py``), so a resumed game is still that file's.
Plain Python, no Qt.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import secrets
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..engine.errors import DebertzError
from . import paths
from .atomic import read_json
from .damaged_files import SetAside, set_aside
from .errors import FILE_NOT_WRITTEN, MissingFileError, StorageError, os_error_reason
from .file_link import FileState, GameFile, file_field, game_file, held_game, named_file
from .file_lock import FileLock
from .saved_games import LoadedGame, loaded_game, save_kept

LOCK_SUFFIX = ".lock"


class AutosaveKind(StrEnum):
    """What the file holds; its name starts with the value."""

    GAME = "game"  # a game on the table: a game record
    LIVE = "live"  # a live game of the score keeper


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


class Autosave:
    """The autosave of one game in progress, owned by this running copy.

    The file is created (and locked) at the first :meth:`write`; until then
    nothing is on disk.  The owner ends it with :meth:`discard` (the game is
    over, saved and closed, or thrown away) or :meth:`release` (this copy
    stops and the game waits for the next start).
    """

    def __init__(self, kind: AutosaveKind, path: Path | None = None,
                 lock: FileLock | None = None) -> None:
        self.kind = kind
        self.path = path
        self._lock = lock

    def write(self, game: Any, file: str | os.PathLike[str] | None = None) -> None:
        """Keep ``game`` — a table's game record, or any game's live game of the score keeper —
        and the ``file`` it was last opened from or saved to (``None``: none); ``StorageError``
        if it cannot be written (the caller tells the player)."""
        if self.path is None or self._lock is None or not self._lock.held:
            self._create()
        assert self.path is not None
        save_kept(self.path, game, file_field(file))

    def _create(self) -> None:
        directory = paths.autosaves_dir()
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        for _attempt in range(100):
            path = directory / f"{self.kind.value}-{stamp}-{secrets.token_hex(3)}.json"
            if os.path.lexists(path):
                continue
            try:
                lock = FileLock.try_acquire(lock_path(path))
            except OSError as error:
                raise StorageError(FILE_NOT_WRITTEN, path=str(path),
                                   reason=os_error_reason(error)) from error
            if lock is not None:
                self.path, self._lock = path, lock
                return
        raise StorageError(FILE_NOT_WRITTEN, path=str(directory), reason="no free name")

    def discard(self) -> None:
        """Remove the file: nothing of this game is left to offer."""
        path, lock = self.path, self._lock
        self.path = self._lock = None
        if path is not None:
            with contextlib.suppress(OSError):
                path.unlink()
        if lock is not None:
            lock.release(remove=True)

    def release(self) -> None:
        """This copy stops playing the game; the file stays and the next start offers it."""
        lock, self._lock = self._lock, None
        self.path = None
        if lock is not None:
            lock.release()


@dataclass
class FoundGame:
    """An unfinished game of a copy that is gone; its ``autosave`` is locked by this copy now.

    Resuming it means taking ``autosave`` over; otherwise ``release`` it (offer it
    again next time) or ``discard`` it.
    """

    loaded: LoadedGame
    autosave: Autosave
    #: The file the game was last opened from or saved to, as it is now; ``None``: none.
    file: GameFile | None = None

    @property
    def saved(self) -> str:
        """When it was last autosaved (ISO 8601), or ``""``."""
        item = held_game(self.loaded)
        meta = item.meta if item is not None else {}
        return str(meta.get("saved", ""))


@dataclass
class Unfinished:
    """The start-up check: games to offer (newest first) and autosaves that were set aside."""

    games: list[FoundGame] = field(default_factory=list)
    set_aside: list[SetAside] = field(default_factory=list)

    def release(self) -> None:
        for game in self.games:
            game.autosave.release()


def autosave_files() -> list[Path]:
    """Every autosave on disk, the single one of older versions included."""
    found = [paths.old_autosave_path()]
    with contextlib.suppress(OSError):
        found += sorted(p for p in paths.autosaves_dir().iterdir()
                        if p.suffix == ".json" and p.name.startswith(
                            tuple(kind.value + "-" for kind in AutosaveKind)))
    return [p for p in found if os.path.lexists(p)]


def unfinished_games() -> Unfinished:
    """Every autosaved game not being played by another running copy, and not over.

    A finished table game's autosave is removed, and so is one whose file holds every move
    of it and more (opened from the file, played on and saved there); one that cannot be
    read is renamed to ``….broken`` (never deleted: ``damaged_files.set_aside``) and
    reported.  The games returned are locked for this copy until resumed, released or
    discarded.
    """
    result = Unfinished()
    for path in autosave_files():
        found = _claim(path, result)
        if found is not None:
            result.games.append(found)
    result.games.sort(key=lambda g: g.saved, reverse=True)
    return result


def kept_for(path: str | os.PathLike[str]) -> FoundGame | None:
    """The unfinished game whose file is ``path`` and that went on after the file was last
    saved (the file holds it without its latest moves or deals): kept for later, or left by
    a copy that is gone.  It is locked for this copy; every other one looked at is released.
    """
    wanted = Path(path).absolute()
    found = unfinished_games()
    kept = next((game for game in found.games if game.file is not None
                 and game.file.path.absolute() == wanted
                 and game.file.state is FileState.BEHIND), None)
    for game in found.games:
        if game is not kept:
            game.autosave.release()
    return kept


def _claim(path: Path, result: Unfinished) -> FoundGame | None:
    try:
        lock = FileLock.try_acquire(lock_path(path))
    except OSError:
        return None
    if lock is None:
        return None  # another running copy plays it
    kind = AutosaveKind.LIVE if path.name.startswith(AutosaveKind.LIVE.value) else (
        AutosaveKind.GAME)
    autosave = Autosave(kind, path, lock)
    try:
        data = read_json(path)
        loaded = loaded_game(data, path)
    except MissingFileError:
        autosave.discard()  # discarded by its copy in the meantime
        return None
    except (StorageError, DebertzError) as error:
        item = set_aside(path, error)
        autosave.release() if item is not None and item.path is None else autosave.discard()
        if item is not None:
            result.set_aside.append(item)
        return None
    if loaded.live is not None:
        autosave.kind = AutosaveKind.LIVE
    elif loaded.game is None or loaded.game.is_over:
        autosave.discard()
        return None
    else:
        autosave.kind = AutosaveKind.GAME
    named = named_file(data)
    link = game_file(named, loaded) if named is not None else None
    if link is not None and link.state is FileState.AHEAD:
        autosave.discard()  # its file holds every move of it and more: nothing to offer
        return None
    return FoundGame(loaded, autosave, link)
