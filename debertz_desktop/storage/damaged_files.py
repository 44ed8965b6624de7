"""A damaged file is never deleted or overwritten: it is set aside under a name of its own.

The settings and the statistics, when they cannot be read, are renamed (or
copied, when the good part of them is still used) to ``<name>.corrupt-<time>``,
numbered if that name is taken, and the player is told where it went.

A file read at start to offer what it holds — a game's autosave
(``autosaves.py``), a hosted table's autosave, the seats held at network tables
(``net/table_save.py``, ``net/seat_store.py``) — is renamed to
``<name>.broken`` (``….broken-1`` if that is taken) by :func:`set_aside`,
which says so in the log; the caller tells the person once (the file is gone
from where it is looked for).
"""

from __future__ import annotations

import logging
import os
import shutil
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..engine.errors import DebertzError
from .errors import StorageError

log = logging.getLogger(__name__)

BROKEN_SUFFIX = ".broken"


def keep_aside(path: Path, when: datetime, *, copy: bool = False) -> Path:
    """Rename (or copy) ``path`` to an unused ``….corrupt-YYYYmmdd-HHMMSS`` name; returns it.

    ``OSError`` if it cannot be done; the file is then where it was.
    """
    backup = _unused(path, f"{path.name}.corrupt-{when:%Y%m%d-%H%M%S}")
    if copy:
        shutil.copy2(path, backup)
    else:
        os.rename(path, backup)
    return backup


@dataclass
class SetAside:
    """A file that could not be read; it was renamed to ``path`` (None: it stayed)."""

    error: DebertzError | StorageError
    path: Path | None


def set_aside(path: Path, error: DebertzError | StorageError) -> SetAside | None:
    """Rename the file ``path``, which ``error`` says cannot be read, to an unused
    ``<name>.broken`` name, never over another file; ``None`` if it is gone already (another
    running copy set it aside first).  A warning in the log (``debertz.log``) says what became
    of it."""
    backup = _unused(path, path.name + BROKEN_SUFFIX)
    try:
        os.rename(path, backup)
    except OSError as failure:
        if not os.path.lexists(path):
            return None
        log.warning("%s could not be read (%s) nor set aside: %s", path, error, failure)
        return SetAside(error, None)
    log.warning("%s could not be read (%s); set aside as %s", path, error, backup)
    return SetAside(error, backup)


def _unused(path: Path, base: str) -> Path:
    """``base`` beside ``path``, numbered ``base-1``, ``base-2``… if that name is taken."""
    backup = path.with_name(base)
    number = 0
    while os.path.lexists(backup):
        number += 1
        backup = path.with_name(f"{base}-{number}")
    return backup
