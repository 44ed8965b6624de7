"""The test suite leaves the user's own folders as they were (issue 20).

A user who runs the README's test command must not find, at the next start, a
game he never played offered for resuming.  The tests that write settings,
autosaves, saved games and score-keeper files run here in a child pytest whose
``HOME`` is a made-up user's home with ``DEBERTZ_HOME`` unset, as on a real
machine; that user's folders must come out byte for byte as they went in.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest
from user_folders import USER_FOLDER_VARIABLES

from debertz_desktop.storage import paths

ROOT = Path(__file__).resolve().parents[1]

#: The test modules that drive every writer: the main window's autosave (the fixture of
#: test_translations once wrote the real one), Save/Open, the score keeper, settings, the
#: whole start of the program (app.main: settings, leftovers, the log) and the log.
WRITING_TESTS = (
    "tests/ui/test_translations.py",
    "tests/ui/test_game_files_ui.py",
    "tests/ui/test_score_keeper_ui.py",
    "tests/storage/test_storage_settings.py",
    "tests/ui/test_nothing_silent.py",
    "tests/test_log_file.py",
)


def user_folders() -> list[Path]:
    """The application's folders as ``platformdirs`` gives them with ``DEBERTZ_HOME`` unset."""
    name = paths.APP_NAME
    return [Path(platformdirs.user_config_dir(name, appauthor=False)),
            Path(platformdirs.user_data_dir(name, appauthor=False)),
            Path(platformdirs.user_log_dir(name, appauthor=False))]


def snapshot(root: Path) -> dict[str, bytes | None]:
    """Every file and folder under ``root``: its contents, or None for a folder."""
    return {str(p.relative_to(root)): None if p.is_dir() else p.read_bytes()
            for p in sorted(root.rglob("*"))}


def test_suite_leaves_the_users_folders_as_they_were(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    user = tmp_path / "someone"
    monkeypatch.setenv("HOME", str(user))
    monkeypatch.setenv("USERPROFILE", str(user))
    monkeypatch.delenv("DEBERTZ_HOME", raising=False)
    for variable in USER_FOLDER_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    folders = user_folders()
    assert all(folder.is_relative_to(user) for folder in folders), folders
    # The user has played before: his settings and an unfinished game are there.
    (folders[0]).mkdir(parents=True)
    (folders[0] / "settings.json").write_text('{"version": 1, "language": "ru"}')
    (folders[1] / "saves").mkdir(parents=True)
    (folders[1] / "autosave.json").write_text('{"format": "his own game"}')
    before = snapshot(user)

    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-x", "-n", "0", "-p", "no:randomly",
         "-p", "no:cacheprovider", *WRITING_TESTS],
        cwd=ROOT, env=dict(os.environ), capture_output=True, text=True, timeout=600)

    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert snapshot(user) == before
