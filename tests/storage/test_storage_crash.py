"""A writer killed with SIGKILL mid-write never leaves a torn file behind."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAYLOAD = 2_000_000

# Writes version 0, 1, 2, ... for ever; each version repeats its number at both ends.
WRITER = f"""
import sys
from debertz_desktop.storage.atomic import write_json_atomic
target = sys.argv[1]
version = 0
while True:
    write_json_atomic(target, {{"version": version, "payload": str(version % 10) * {PAYLOAD},
                               "end": version}})
    if version == 0:
        print("ready", flush=True)
    version += 1
"""


def check_complete(target: Path) -> int:
    data = json.loads(target.read_bytes())
    assert data["version"] == data["end"]
    assert data["payload"] == str(data["version"] % 10) * PAYLOAD
    return int(data["version"])


def run_and_kill(target: Path, delay: float) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(target)], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert writer.stdout is not None
        assert writer.stdout.readline() == "ready\n"
        time.sleep(delay)
        writer.send_signal(signal.SIGKILL)
    finally:
        writer.kill()
        writer.wait()
        if writer.stdout is not None:
            writer.stdout.close()
    assert writer.returncode == -signal.SIGKILL


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_write_leaves_a_complete_version(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    chance = random.Random(20240521)
    versions: list[int] = []
    interrupted = 0
    # Keep killing until several kills have hit a write in progress (its temporary
    # file is left behind) so the test has really seen the dangerous moment.
    while len(versions) < 8 or (interrupted < 3 and len(versions) < 40):
        run_and_kill(target, chance.uniform(0.0, 0.15))
        versions.append(check_complete(target))
        for temporary in tmp_path.glob(".save.json.*.tmp"):
            temporary.unlink()
            interrupted += 1
    assert interrupted >= 1, versions
    assert max(versions) > 0, versions
