"""Every storage test runs with a throw-away home, so none can touch the real one."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("DEBERTZ_HOME", str(home))
    # Even code that ignored DEBERTZ_HOME would land in the temporary directory.
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA", "LOCALAPPDATA"):
        monkeypatch.setenv(variable, str(tmp_path / "user" / variable.lower()))
    return home
