"""Atomic file writes and a JSON reader with messages a player can act on.

A settings file or saved game must never be left half-written: a crash, a full
disk or a power cut in the middle of a write leaves either the old file or the
new one.  So every write goes to a temporary file in the same directory (the same
file system, so the rename is atomic), is flushed and fsynced, and only then
replaces the target with ``os.replace``; the directory is fsynced too where the OS
allows it, so the rename itself survives a power cut.  On failure the temporary
file is removed and the old file is untouched.

A write killed half-way leaves its temporary file behind.  While it writes, the
writer holds an OS lock on the temporary file (``flock``, dropped by the OS the
moment the process ends), so the next start removes every temporary file whose
writer is gone — at once, whatever its age — and never one that another running
copy of the program is still writing (``remove_stale_temporaries``).

``read_json`` reads with the engine's one JSON reader (``engine/json_input.py``:
regular files only, a size limit, plain JSON) and turns every way a file can be
bad into a ``StorageError`` naming the file and the problem, so callers can fall
back and tell the player.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..engine.json_input import JsonInputError, JsonProblem, read_json_file
from .errors import (
    FILE_EMPTY,
    FILE_JSON_UNSUPPORTED,
    FILE_NOT_FOUND,
    FILE_NOT_JSON,
    FILE_NOT_OBJECT,
    FILE_NOT_REGULAR,
    FILE_NOT_TEXT,
    FILE_NOT_WRITTEN,
    FILE_TOO_LARGE,
    FILE_UNREADABLE,
    TEXT_NOT_ENCODABLE,
    MissingFileError,
    StorageError,
    os_error_reason,
)

_POSIX = os.name == "posix"
_UMASK_LOCK = threading.Lock()

if _POSIX:
    import fcntl

#: What ``flock`` says on a file system that has no locks (some network shares).
_NO_LOCKS = {errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EINVAL}


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replaces the file at ``path`` with ``data`` all at once, or not at all.

    Missing parent directories are created.  A symlink is followed, so the file
    it points to is replaced and the link stays.  An existing file keeps its
    permission bits; a new one gets those ``open()`` would give it.  Any
    ``OSError`` is raised as a ``StorageError``; the old file is left as it was.
    """
    target = Path(os.path.realpath(path))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        mode = _mode_for(target)
        temporary = _locked_temporary(target)
    except OSError as error:
        raise _write_error(target, error) from error
    temporary_path = Path(temporary.name)
    try:
        with temporary:
            temporary.write(data)
            temporary.flush()
            os.fsync(temporary.fileno())
            if mode is not None:
                os.chmod(temporary_path, mode)
            if _POSIX:  # still locked: no other copy's tidying can take it meanwhile
                os.replace(temporary_path, target)
        if not _POSIX:  # Windows renames no open file (nor deletes one: that guards it)
            os.replace(temporary_path, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            temporary_path.unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise _write_error(target, error) from error
        raise
    _fsync_directory(target.parent)


def _locked_temporary(target: Path) -> Any:
    """A new temporary file beside ``target``, open for writing and locked (POSIX) until closed.

    It is made under a name that tidying leaves alone (``….tmp.claim``), locked, and only
    then given its temporary name: another copy tidying the folder meanwhile never sees it
    unlocked.  (A claim left by a crash in that instant goes once it is old: ``CLAIM_GRACE``.)
    """
    if not _POSIX:
        return tempfile.NamedTemporaryFile(
            mode="wb", dir=target.parent, prefix=f".{target.name}.", suffix=".tmp",
            delete=False)
    temporary = tempfile.NamedTemporaryFile(  # noqa: SIM115 — the caller closes it
        mode="wb", dir=target.parent, prefix=f".{target.name}.", suffix=".tmp" + CLAIM,
        delete=False,
    )
    try:
        try:
            fcntl.flock(temporary.fileno(), fcntl.LOCK_EX)
        except OSError as error:
            if error.errno not in _NO_LOCKS:  # a file system without locks: nobody can
                raise                         # lock it, and tidying leaves it alone
        named = temporary.name[:-len(CLAIM)]
        os.rename(temporary.name, named)
        temporary.name = named
    except BaseException:
        temporary.close()
        with contextlib.suppress(OSError):
            os.unlink(temporary.name)
        raise
    return temporary


def _same_file(path: str, info: os.stat_result) -> bool:
    """``path`` is (still) the file ``info`` describes."""
    try:
        seen = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    return (seen.st_dev, seen.st_ino) == (info.st_dev, info.st_ino)


#: The temporary file ``write_bytes_atomic`` writes beside ``name``: ``.<name>.<8 random>.tmp``
#: (``tempfile``'s random names are 8 of ``a-z0-9_``); ``….tmp.claim`` until it is locked.
_TEMPORARY_NAME = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp(?P<claim>\.claim)?")
#: The suffix of a temporary file not locked yet (POSIX), and how old an unlocked one must be
#: before tidying takes it: its writer locks it in an instant, so only a crash leaves one.
CLAIM = ".claim"
CLAIM_GRACE = 60

#: Windows only, where a temporary file carries no lock: one younger than this may be a write
#: in progress (an open file cannot be deleted there, but the rename follows its closing).
WINDOWS_GRACE_SECONDS = 60


def remove_stale_temporaries(directory: str | os.PathLike[str], *,
                             only_for: Iterable[str] | None = None,
                             now: float | None = None) -> list[Path]:
    """Delete the temporary files that interrupted writes left in ``directory``.

    Only what is surely ours and surely abandoned goes: regular files (not links)
    named as ``write_bytes_atomic`` names them, owned by this user, whose writer
    is gone — its lock is free (the OS dropped it when the process ended) —
    however young they are; one that a running copy is writing is locked and
    stays.  With ``only_for``, only those of these file names (a folder of the
    player's own, where a saved game was written).  Returns the files removed;
    a folder that cannot be read is left alone.
    """
    wanted = None if only_for is None else set(only_for)
    moment = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMPORARY_NAME.fullmatch(entry.name)
        if match is None or (wanted is not None and match["name"] not in wanted):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        if match["claim"] and moment - info.st_mtime < CLAIM_GRACE:
            continue  # being locked this instant by a running copy (or a crash's, later)
        if _POSIX:
            if info.st_uid != os.getuid() or not _remove_if_abandoned(entry.path):
                continue
        else:
            if moment - info.st_mtime < WINDOWS_GRACE_SECONDS:
                continue
            try:
                os.unlink(entry.path)  # refused while its writer has it open
            except OSError:
                continue
        removed.append(Path(entry.path))
    return removed


def _remove_if_abandoned(path: str) -> bool:
    """Remove the temporary file at ``path`` if no running writer holds its lock (POSIX)."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError:
        return False
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False  # a running copy is writing it
        # Removed while locked: a writer that created it just now and waits for the lock
        # finds its name gone and makes another (``_locked_temporary``).
        if not _same_file(path, os.fstat(descriptor)):
            return False
        try:
            os.unlink(path)
        except OSError:
            return False
        return True
    finally:
        os.close(descriptor)


def write_text_atomic(
    path: str | os.PathLike[str], text: str, *, encoding: str = "utf-8",
) -> None:
    """``write_bytes_atomic`` for text; newlines are written as given, on every OS."""
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError as error:
        raise StorageError(TEXT_NOT_ENCODABLE, path=str(path), encoding=encoding) from error
    write_bytes_atomic(path, data)


def write_json_atomic(path: str | os.PathLike[str], value: Any) -> None:
    """Writes ``value`` as indented UTF-8 JSON (readable and diffable by people)."""
    text = json.dumps(value, indent=2, ensure_ascii=False, allow_nan=False)
    write_text_atomic(path, text + "\n")


def read_json(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The JSON object in the file at ``path``, read by the engine's one reader (``json_input``).

    Raises ``MissingFileError`` if there is no file, and ``StorageError`` if it
    is not a regular file, is too large, cannot be read, is empty, is not UTF-8,
    is not JSON (the message gives the line and column), is not plain JSON (NaN,
    numbers too long, nesting too deep, lone surrogates) or holds something other
    than an object.  A UTF-8 byte order mark (left by some Windows editors) is
    accepted.
    """
    name = str(path)
    try:
        value = read_json_file(path)
    except JsonInputError as error:
        raise _read_error(name, error) from error
    if not isinstance(value, dict):
        raise StorageError(FILE_NOT_OBJECT, path=name, kind=_json_kind(value))
    return value


def _read_error(name: str, error: JsonInputError) -> StorageError:
    """The storage layer's message (context ``"Storage"``, naming the file) for ``error``."""
    problem, params = error.problem, error.params
    if problem is JsonProblem.MISSING:
        return MissingFileError(FILE_NOT_FOUND, path=name)
    if problem is JsonProblem.UNREADABLE:
        return StorageError(FILE_UNREADABLE, path=name, reason=params["reason"])
    if problem is JsonProblem.NOT_A_FILE:
        return StorageError(FILE_NOT_REGULAR, path=name)
    if problem is JsonProblem.TOO_LARGE:
        return StorageError(FILE_TOO_LARGE, path=name, size=params["size"],
                            limit=params["limit"])
    if problem is JsonProblem.EMPTY:
        return StorageError(FILE_EMPTY, path=name)
    if problem is JsonProblem.NOT_UTF8:
        return StorageError(FILE_NOT_TEXT, path=name, offset=params["offset"])
    if problem is JsonProblem.SYNTAX:
        return StorageError(FILE_NOT_JSON, path=name, line=params["line"],
                            column=params["column"])
    return StorageError(FILE_JSON_UNSUPPORTED, path=name, reason=error)


def _json_kind(value: object) -> str:
    if isinstance(value, list):
        return "array"
    if isinstance(value, str):
        return "string"
    if isinstance(value, bool):
        return "boolean"
    if value is None:
        return "null"
    return "number"


def _write_error(target: Path, error: OSError) -> StorageError:
    return StorageError(FILE_NOT_WRITTEN, path=str(target), reason=os_error_reason(error))


def _mode_for(target: Path) -> int | None:
    """The permission bits to give the new file, or ``None`` to leave them alone."""
    if not _POSIX:
        return None
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        return 0o666 & ~_umask()


def _umask() -> int:
    # Linux shows the umask without changing it; elsewhere it must be set to read it.
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    with _UMASK_LOCK:
        mask = os.umask(0o077)
        os.umask(mask)
    return mask


def _fsync_directory(directory: Path) -> None:
    """Makes the rename durable; Windows cannot open directories, some file systems refuse."""
    if not _POSIX:
        return
    try:
        descriptor = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(descriptor)
    finally:
        os.close(descriptor)
