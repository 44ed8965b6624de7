"""A damaged file is never deleted or overwritten: it is set aside under a name of its own.

The settings and the statistics, when they cannot be read, are renamed (or
copied, when the good part of them is still used) to ``<name>.corrupt-<time>``,
numbered if that name is taken, and the player is told where it went.
"""

from __future__ import annotations

import os
import shutil
from datetime import datetime
from pathlib import Path


def keep_aside(path: Path, when: datetime, *, copy: bool = False) -> Path:
    """Rename (or copy) ``path`` to an unused ``….corrupt-YYYYmmdd-HHMMSS`` name; returns it.

    ``OSError`` if it cannot be done; the file is then where it was.
    """
    base = f"{path.name}.corrupt-{when:%Y%m%d-%H%M%S}"
    backup = path.with_name(base)
    number = 0
    while os.path.lexists(backup):
        number += 1
        backup = path.with_name(f"{base}-{number}")
    if copy:
        shutil.copy2(path, backup)
    else:
        os.rename(path, backup)
    return backup
