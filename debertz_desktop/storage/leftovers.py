"""What interrupted runs leave behind, tidied on start: temporary files and idle locks.

A write killed half-way leaves its temporary file (``.game.debertz.k3j9x0_a.tmp``)
beside the file it was to replace; a copy killed while playing leaves the lock
file of its autosave.  Neither harms anything, but they would pile up for ever.
Only our own are touched (``atomic.remove_stale_temporaries`` says how it knows),
in our folders and, for the saved games the player wrote elsewhere, beside
exactly those files.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path

from . import paths
from .atomic import remove_stale_temporaries
from .autosaves import LOCK_SUFFIX
from .file_lock import FileLock


def tidy_leftovers(recent_files: Iterable[str] = ()) -> list[Path]:
    """Remove stale temporary files and idle autosave locks; returns what was removed."""
    removed: list[Path] = []
    for folder in (paths.config_dir(), paths.data_dir(), paths.saves_dir(),
                   paths.autosaves_dir()):
        removed += remove_stale_temporaries(folder)
    by_folder: dict[str, set[str]] = {}
    for item in recent_files:
        path = Path(item)
        by_folder.setdefault(str(path.parent), set()).add(path.name)
    for folder, names in by_folder.items():
        removed += remove_stale_temporaries(folder, only_for=names)
    removed += _idle_locks()
    return removed


def _idle_locks() -> list[Path]:
    """Lock files whose autosave is gone and that no running copy holds."""
    removed: list[Path] = []
    folder = paths.autosaves_dir()
    with contextlib.suppress(OSError):
        for lock_path in folder.glob("*" + LOCK_SUFFIX):
            if os.path.lexists(lock_path.with_name(lock_path.name[:-len(LOCK_SUFFIX)])):
                continue
            with contextlib.suppress(OSError):
                lock = FileLock.try_acquire(lock_path)
                if lock is not None:
                    lock.release(remove=True)
                    removed.append(lock_path)
    return removed
