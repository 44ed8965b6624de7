"""``debertz --benchmark-first-deal``: ``packaging/build-linux.sh`` times a player's first
start with it, from launch to the first deal painted on the table.

Since the first deal waits for the person's Deal (``ui/table/deal_prompt.py``) the
benchmark presses Deal itself once the window is shown; before, it waited for a hand that
was never dealt and the build script gave up on it (the packager's ``build-linux.sh`` run).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

from debertz_desktop.storage import paths


def test_the_first_start_deals_and_says_when(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    started = time.time()
    done = subprocess.run([sys.executable, "-m", "debertz_desktop", "--benchmark-first-deal"],
                          env=env, capture_output=True, text=True, timeout=60)
    ended = time.time()
    assert done.returncode == 0, done.stderr[-2000:]
    dealt = [line.split() for line in done.stdout.splitlines() if line.startswith("dealt ")]
    assert len(dealt) == 1, done.stdout
    _word, moment, cards = dealt[0]
    assert started < float(moment) < ended
    assert int(cards) >= 1  # the person's hand was on the table
    # a real start: the log and the settings were written in the (test's) home
    assert paths.log_path().exists()
