"""benchmarks/long_session.py still runs (its figures are quoted for issue 20)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from debertz_desktop.storage import paths

ROOT = Path(__file__).resolve().parents[2]


def test_the_long_session_benchmark_prints_its_figures():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "benchmarks/long_session.py", "--games", "1", "--warmup", "1",
         "--players", "2"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "RSS" in result.stdout and "live objects" in result.stdout
    assert "target: growth under" in result.stdout
    assert not paths.data_dir().exists()  # it plays in a home of its own
