"""paths: DEBERTZ_HOME moves everything; without it, platformdirs decides."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from debertz_desktop.storage import paths


def test_debertz_home_holds_config_and_data(isolated_home: Path) -> None:
    assert paths.config_dir() == isolated_home / "config"
    assert paths.data_dir() == isolated_home / "data"
    assert paths.settings_path() == isolated_home / "config" / "settings.json"
    assert paths.saves_dir().parent == isolated_home / "data"
    assert paths.autosaves_dir().parent == isolated_home / "data"
    assert paths.log_path().parent == isolated_home / "log"


def test_debertz_home_is_read_at_each_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path / "other"))
    assert paths.config_dir() == tmp_path / "other" / "config"


def test_relative_debertz_home_is_made_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DEBERTZ_HOME", "portable")
    assert paths.data_dir() == tmp_path / "portable" / "data"


@pytest.mark.parametrize("unset", [True, False], ids=["unset", "empty"])
def test_without_debertz_home_platformdirs_decides(
    monkeypatch: pytest.MonkeyPatch, unset: bool,
) -> None:
    if unset:
        monkeypatch.delenv("DEBERTZ_HOME")
    else:
        monkeypatch.setenv("DEBERTZ_HOME", "")
    assert paths.config_dir() == Path(
        platformdirs.user_config_dir("debertz-desktop", appauthor=False))
    assert paths.data_dir() == Path(platformdirs.user_data_dir("debertz-desktop", appauthor=False))
    assert paths.log_dir() == Path(platformdirs.user_log_dir("debertz-desktop", appauthor=False))
    assert paths.config_dir().name == "debertz-desktop"


def test_asking_for_a_path_creates_nothing(isolated_home: Path) -> None:
    paths.settings_path()
    paths.autosaves_dir()
    paths.log_path()
    paths.saves_dir()
    assert not isolated_home.exists()


def test_storage_does_not_import_qt() -> None:
    code = (
        "import sys\n"
        "import debertz_desktop.storage.settings, debertz_desktop.storage.paths\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not qt, qt\n"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], cwd=root, check=True)
