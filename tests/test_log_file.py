"""The log (issue 20): warnings reach a rotating file in the per-user log folder.

A windowed build has no standard error: "autosave failed" and a bug's traceback
were lost.  The file is under ``DEBERTZ_HOME`` in tests, and Help → About says
where it is.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from debertz_desktop import log_file as log_file_module
from debertz_desktop.log_file import start_log_file, stop_log_file
from debertz_desktop.storage import paths

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def log_file():
    handler = start_log_file()
    yield paths.log_path()
    stop_log_file(handler)


def test_warnings_go_to_the_file_in_the_log_folder(log_file, isolated_home):
    assert log_file.parent == isolated_home / "log"
    logging.getLogger("debertz_desktop.ui.game_files").warning("autosave failed: disk full")
    logging.getLogger("debertz_desktop").debug("chatter")
    text = log_file.read_text(encoding="utf-8")
    assert "started" in text
    assert "WARNING debertz_desktop.ui.game_files: autosave failed: disk full" in text
    assert "chatter" not in text


def test_a_missing_compiled_search_is_said_once_at_start(isolated_home, monkeypatch):
    # installed without a C compiler, the program said nothing and its bots were ~5x slower
    monkeypatch.setattr(log_file_module, "COMPILED_SEARCHES",
                        ("debertz_desktop.ai._no_such_native", "debertz_desktop.log_file"))
    handler = start_log_file()
    stop_log_file(handler)
    text = paths.log_path().read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if "compiled search is missing" in line]
    assert len(lines) == 1 and " WARNING " in lines[0]
    assert "debertz_desktop.ai._no_such_native" in lines[0] and "log_file" not in lines[0]
    assert "pure Python" in lines[0] and "C compiler" in lines[0]


def test_nothing_is_said_when_the_compiled_searches_are_there(isolated_home, monkeypatch):
    monkeypatch.setattr(log_file_module, "COMPILED_SEARCHES", ("debertz_desktop.log_file",))
    handler = start_log_file()
    stop_log_file(handler)
    assert "compiled search" not in paths.log_path().read_text(encoding="utf-8")


def test_the_file_rotates_and_keeps_a_few(tmp_path):
    path = tmp_path / "log" / "debertz.log"
    handler = start_log_file(path, max_bytes=2_000, backups=2)
    try:
        for i in range(200):
            logging.getLogger("debertz_desktop").info("line %d %s", i, "x" * 40)
    finally:
        stop_log_file(handler)
    files = sorted(p.name for p in path.parent.iterdir())
    assert files == ["debertz.log", "debertz.log.1", "debertz.log.2"]
    assert all(p.stat().st_size <= 2_100 for p in path.parent.iterdir())


def test_a_folder_that_cannot_be_written_leaves_the_program_running(tmp_path):
    blocker = tmp_path / "log"
    blocker.write_text("a file where the folder should be")
    assert start_log_file(blocker / "debertz.log") is None


CRASH = """
import sys
from debertz_desktop.log_file import start_log_file
start_log_file()
sys.stderr = None  # as in a windowed build
raise RuntimeError("a bug in a slot")
"""


def test_an_uncaught_exception_is_logged_with_its_traceback(isolated_home):
    subprocess.run([sys.executable, "-c", CRASH], cwd=ROOT, capture_output=True, timeout=60)
    text = (isolated_home / "log" / "debertz.log").read_text(encoding="utf-8")
    assert "CRITICAL debertz_desktop: uncaught exception" in text
    assert "RuntimeError: a bug in a slot" in text and "Traceback" in text
