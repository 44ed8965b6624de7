"""Leftovers of interrupted runs (issue 20): our stale temporary files go on start, nothing else.

Every interrupted save left an orphaned ``.<name>.<random>.tmp`` beside the file
(78 after 250 kills).  They are ours only if named so, regular and ours; and
abandoned only when their writer is gone (issue 27: not by age — a start within
10 minutes of a kill kept them, 99 after 200 kills): a writer holds a lock on
its temporary file, and one that another running copy is writing stays.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage import paths
from debertz_desktop.storage.atomic import remove_stale_temporaries, write_bytes_atomic
from debertz_desktop.storage.autosaves import Autosave, AutosaveKind
from debertz_desktop.storage.leftovers import tidy_leftovers

ROOT = Path(__file__).resolve().parents[2]

#: Another running copy writing a file: it holds the temporary file's lock until told to stop.
HOLDER = """
import fcntl, sys
with open(sys.argv[1], "ab") as file:
    fcntl.flock(file.fileno(), fcntl.LOCK_EX)
    print("locked", flush=True)
    sys.stdin.readline()
"""


def make(path: Path, *, content: bytes = b"half a game") -> Path:
    """A temporary file left by a writer that is gone (just now: its age does not matter)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


@pytest.fixture
def another_copy_writing():
    """Start "another running copy" writing the given file; it stops at the test's end."""
    holders = []

    def start(path: Path) -> Path:
        make(path)
        holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert holder.stdout.readline().strip() == "locked"
        holders.append(holder)
        return path

    yield start
    for holder in holders:
        holder.stdin.close()
        holder.wait(10)


@pytest.mark.skipif(os.name != "posix", reason="flock")
def test_stale_temporaries_in_our_folders_go_and_nothing_else(tmp_path, another_copy_writing):
    data = paths.data_dir()
    gone = [make(data / ".autosave.json.k3j9x0_a.tmp"),
            make(paths.config_dir() / ".settings.json.abcdefgh.tmp"),
            make(paths.saves_dir() / ".партия.debertz.0123abcd.tmp"),
            make(paths.autosaves_dir() / ".game-1.json.zzzzzzzz.tmp")]
    kept = [another_copy_writing(data / ".autosave.json.k3j9x0_b.tmp"),  # a write in progress
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


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_after_kills_mid_save_a_start_at_once_leaves_no_orphan():
    """issue 27: 200 kills left 99 orphans, for a start less than 10 minutes later kept them."""
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
    assert sorted(tidy_leftovers()) == sorted(orphans)  # a start right after the kills
    assert list(target.parent.glob(".game.debertz.*.tmp")) == []
    assert target.exists()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_two_copies_one_tidies_while_the_other_writes_and_no_write_is_lost():
    """A copy starting (and tidying) while another saves over and over: it removes none of
    the other's temporary files in flight, so every save of the other succeeds."""
    target = paths.saves_dir() / "busy.debertz"
    writer = subprocess.Popen([sys.executable, "-c", COUNTING_WRITER, str(target)], cwd=ROOT,
                              stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True)
    try:
        assert writer.stdout.readline().strip() == "ready"
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline:
            remove_stale_temporaries(target.parent)
    finally:
        writer.stdin.close()
        report = writer.stdout.read()
        writer.wait(30)
    assert writer.returncode == 0, report
    assert "failed" not in report and int(report.split()[-1]) > 10, report
    assert list(target.parent.glob(".busy.debertz.*.tmp")) == []
    assert list(target.parent.glob(".busy.debertz.*.claim")) == []


@pytest.mark.skipif(os.name != "posix", reason="flock")
def test_a_file_not_locked_yet_is_left_to_its_writer_and_a_crashs_goes_when_old(tmp_path):
    """A writer makes its temporary file under a claim's name and locks it before it takes
    its temporary name, so a tidying copy never sees one of a running writer unlocked; a
    claim only a crash can leave (in that instant) goes once it is old."""
    from debertz_desktop.storage.atomic import CLAIM_GRACE

    fresh = make(tmp_path / ".вечер.debertz.a1b2c3d4.tmp.claim")
    old = make(tmp_path / ".вечер.debertz.e5f6g7h8.tmp.claim")
    past = time.time() - CLAIM_GRACE - 5
    os.utime(old, (past, past))
    assert remove_stale_temporaries(tmp_path) == [old]
    assert fresh.exists() and not old.exists()
    write_bytes_atomic(tmp_path / "вечер.debertz", b"{}")  # leaves no claim, no temporary
    assert sorted(p.name for p in tmp_path.iterdir()) == [fresh.name, "вечер.debertz"]


@pytest.mark.skipif(os.name != "posix", reason="flock")
def test_a_folder_without_locks_still_saves_and_keeps_its_temporaries(monkeypatch, tmp_path):
    """Some network shares have no locks: saving there works as before, and their temporary
    files are left alone (no writer can be told gone)."""
    import errno

    from debertz_desktop.storage import atomic

    def no_locks(*args):
        raise OSError(errno.ENOLCK, "No locks available")

    target = tmp_path / "share" / "вечер.debertz"
    orphan = make(target.parent / ".вечер.debertz.a1b2c3d4.tmp")
    with monkeypatch.context() as patched:
        patched.setattr(atomic.fcntl, "flock", no_locks)
        write_bytes_atomic(target, b"{}")
        assert remove_stale_temporaries(target.parent) == []
    assert target.read_bytes() == b"{}" and orphan.exists()


WRITER = """
import sys
from debertz_desktop.storage.atomic import write_bytes_atomic
print("ready", flush=True)
while True:
    write_bytes_atomic(sys.argv[1], b"x" * 4_000_000)
"""

COUNTING_WRITER = """
import os, select, sys
from debertz_desktop.storage.atomic import write_bytes_atomic
from debertz_desktop.storage.errors import StorageError
print("ready", flush=True)
saves = 0
while not select.select([sys.stdin], [], [], 0)[0]:
    try:
        write_bytes_atomic(sys.argv[1], b"x" * 200_000)
    except StorageError as error:
        print("failed", error, flush=True)
    saves += 1
print("saves", saves, flush=True)
"""
