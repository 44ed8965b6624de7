"""Where the application keeps its files, in one place.

The per-user directories come from ``platformdirs`` (so each OS gets its usual
place: ``~/.config``, ``~/Library/Application Support``, ``%LOCALAPPDATA%``).  The
environment variable ``DEBERTZ_HOME`` moves everything under one directory, so
tests, portable installs and bug reproductions never touch the real home.
Nothing here creates a directory: the writers in ``atomic.py`` do that on demand.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "debertz-desktop"
#: When set (and not empty): config goes to ``$DEBERTZ_HOME/config``, data to ``…/data``,
#: logs to ``…/log``, exports to ``…/documents``.
HOME_VARIABLE = "DEBERTZ_HOME"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "")
    return Path(value).expanduser().absolute() if value else None


def config_dir() -> Path:
    """The directory of the settings file."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The directory of saved games and the autosave."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    """The directory of the log file (Help → About names it, for bug reports)."""
    home = _home_override()
    if home is not None:
        return home / "log"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def documents_dir() -> Path:
    """The user's documents folder: where exported score sheets go unless told otherwise."""
    home = _home_override()
    if home is not None:
        return home / "documents"
    return Path(platformdirs.user_documents_dir())


def settings_path() -> Path:
    return config_dir() / "settings.json"


def statistics_path() -> Path:
    """The player's record of finished games (``statistics.py``)."""
    return data_dir() / "statistics.json"


def saves_dir() -> Path:
    """The default folder of the Save and Open dialogs."""
    return data_dir() / "saves"


def autosaves_dir() -> Path:
    """The games in progress (one file each), kept so that a crash or a quit loses nothing."""
    return data_dir() / "autosaves"


def old_autosave_path() -> Path:
    """The single autosave of versions before each running copy had its own; still offered."""
    return data_dir() / "autosave.json"


def log_path() -> Path:
    return log_dir() / "debertz.log"
