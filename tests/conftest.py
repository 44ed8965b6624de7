"""Every test runs offscreen and in a throw-away home, so none can touch the user's folders.

``DEBERTZ_HOME`` moves the settings, saved games, autosaves and logs into the test's
temporary directory; ``HOME`` and the XDG/Windows variables follow it, so even code
that ignored ``DEBERTZ_HOME`` would write there too.  ``tests/test_user_folders.py``
proves that the suite leaves the real folders as they were.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
#: LAN discovery and hosting stay on 127.0.0.1: no test sends a packet on another interface.
os.environ["DEBERTZ_LAN_LOOPBACK"] = "1"

#: The variables from which ``platformdirs`` derives the per-user folders on each OS.
USER_FOLDER_VARIABLES = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
                         "XDG_CACHE_HOME", "APPDATA", "LOCALAPPDATA")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's ``DEBERTZ_HOME``; created on demand by the code under test."""
    home = tmp_path / "home"
    monkeypatch.setenv("DEBERTZ_HOME", str(home))
    user = tmp_path / "user"
    monkeypatch.setenv("HOME", str(user))
    monkeypatch.setenv("USERPROFILE", str(user))
    for variable in USER_FOLDER_VARIABLES:
        monkeypatch.setenv(variable, str(user / variable.lower()))
    return home
