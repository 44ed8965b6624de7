"""Leftovers of interrupted runs (issue 20): our stale temporary files go on start, nothing else.

Every interrupted save left an orphaned ``.<name>.<random>.tmp`` beside the file
(78 after 250 kills).  They are ours only if named so, regular, ours, and old.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from debertz_desktop.engine.game import Game
from debertz_desktop.engine.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage import paths
from debertz_desktop.storage.atomic import (
    STALE_AFTER_SECONDS,
    remove_stale_temporaries,
    write_bytes_atomic,
)
from debertz_desktop.storage.autosaves import Autosave, AutosaveKind
from debertz_desktop.storage.leftovers import tidy_leftovers

ROOT = Path(__file__).resolve().parents[2]
OLD = time.time() - STALE_AFTER_SECONDS - 60


def make(path: Path, *, old: bool = True, content: bytes = b"half a game") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    if old:
        os.utime(path, (OLD, OLD))
    return path


def test_stale_temporaries_in_our_folders_go_and_nothing_else(tmp_path):
    data = paths.data_dir()
    gone = [make(data / ".autosave.json.k3j9x0_a.tmp"),
            make(paths.config_dir() / ".settings.json.abcdefgh.tmp"),
            make(paths.saves_dir() / ".партия.debertz.0123abcd.tmp"),
            make(paths.autosaves_dir() / ".game-1.json.zzzzzzzz.tmp")]
    kept = [make(data / ".autosave.json.k3j9x0_b.tmp", old=False),  # a write in progress
            make(data / ".notes.txt.abc.tmp"),  # not our pattern
            make(data / "game.tmp"),
            make(data / ".autosave.json.ABCDEFGH.tmp"),  # tempfile never uses capitals
            make(data / "autosave.json")]
    link = data / ".autosave.json.linklink.tmp"
    link.symlink_to(kept[-1])
    removed = tidy_leftovers()
    assert sorted(removed) == sorted(gone)
    assert not any(p.exists() for p in gone)
    assert all(p.exists() for p in kept) and link.is_symlink()


def test_beside_a_players_own_file_only_that_files_temporaries_go(tmp_path):
    folder = tmp_path / "Documents"
    game = make(folder / "вечер.debertz")
    mine = make(folder / ".вечер.debertz.a1b2c3d4.tmp")
    others = [make(folder / ".thesis.docx.a1b2c3d4.tmp"), make(folder / ".x.json.a1b2c3d4.tmp")]
    assert tidy_leftovers([str(game)]) == [mine]
    assert all(p.exists() for p in others) and game.exists()


def test_an_unreadable_or_missing_folder_is_left_alone(tmp_path):
    assert remove_stale_temporaries(tmp_path / "nowhere") == []
    assert tidy_leftovers([str(tmp_path / "gone" / "game.debertz")]) == []


def test_idle_lock_files_go_held_ones_stay():
    playing = Autosave(AutosaveKind.GAME)
    playing.write(GameRecord.of(Game(preset("classic"), 1)))
    idle = make(paths.autosaves_dir() / "game-20260101-000000-abcdef.json.lock", content=b"")
    assert tidy_leftovers() == [idle] and not idle.exists()
    assert Path(str(playing.path) + ".lock").exists()


WRITER = """
import sys
from debertz_desktop.storage.atomic import write_bytes_atomic
print("ready", flush=True)
while True:
    write_bytes_atomic(sys.argv[1], b"x" * 4_000_000)
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_after_kills_mid_save_a_start_leaves_no_orphan():
    target = paths.saves_dir() / "game.debertz"
    write_bytes_atomic(target, b"{}")
    for attempt in range(40):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], cwd=ROOT,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.02 + 0.01 * (attempt % 7))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        if len(list(target.parent.glob(".game.debertz.*.tmp"))) >= 2:
            break
    orphans = list(target.parent.glob(".game.debertz.*.tmp"))
    assert orphans, "no kill landed mid-save"
    for orphan in orphans:
        os.utime(orphan, (OLD, OLD))
    assert sorted(tidy_leftovers()) == sorted(orphans)
    assert list(target.parent.glob(".game.debertz.*.tmp")) == []
    assert target.exists()
