"""``packaging/build-linux.sh`` with an older Python says so before it does anything (issue
28: Ubuntu 22.04's Python 3.10 died with ``ModuleNotFoundError: tomllib``).

The whole build is ``test_bundle_build.py`` (on request: it takes minutes).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "build-linux.sh"


def python_310(tmp_path: Path) -> str:
    """A Python 3.10: a real one where this machine has it, else a stand-in that answers
    the script's questions as 3.10 would."""
    for candidate in [shutil.which("python3.10"),
                      *sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.10*/bin/python3"))),
                      *sorted(glob.glob("/root/.pyenv/versions/3.10*/bin/python3"))]:
        if candidate and Path(candidate).exists():
            return candidate
    fake = tmp_path / "python3.10"
    fake.write_text("#!/bin/sh\ncase \"$*\" in\n  *version_info*) exit 1 ;;\n"
                    "  *python_version*) echo 3.10.12 ;;\n  *) exit 3 ;;\nesac\n")
    fake.chmod(0o755)
    return str(fake)


def test_an_older_python_is_told_what_is_needed(tmp_path):
    build = tmp_path / "build"
    env = dict(os.environ, PYTHON=python_310(tmp_path), DEBERTZ_BUILD_DIR=str(build))
    done = subprocess.run(["bash", str(SCRIPT)], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2
    assert "needs Python 3.11 or newer" in done.stderr and "3.10." in done.stderr
    assert "PYTHON=python3.11" in done.stderr
    assert "Traceback" not in done.stderr and "tomllib" not in done.stderr
    assert not build.exists(), "nothing was built or removed"


def test_a_missing_python_is_named(tmp_path):
    env = dict(os.environ, PYTHON="python3.99-not-here", DEBERTZ_BUILD_DIR=str(tmp_path / "b"))
    done = subprocess.run(["bash", str(SCRIPT)], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and "python3.99-not-here not found" in done.stderr


def script_function(name: str) -> str:
    """A shell function of the script, as written there (``name() { … }`` to its ``}``)."""
    lines = SCRIPT.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{name}() {{"))
    end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    return "\n".join(lines[start:end + 1])


def test_the_median_of_no_warm_start_is_a_failure_not_an_error():
    # with no warm start dealt, `sed -n 0p` stopped the script (set -e) before its verdict
    program = (f"set -euo pipefail\n{script_function('median')}\nnone=()\n"
               'median "${none[@]}"; median 0.9; median 0.8 0.7; median 1.1 0.6 0.9\n')
    done = subprocess.run(["bash", "-c", program], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["nan", "0.9", "0.7", "0.9"]

