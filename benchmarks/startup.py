"""Startup and animation figures for the card table (issue 2; a benchmark, not a test).

1. Launch → first shown window: ``python -m debertz_desktop.app --benchmark-startup``
   (offscreen) prints the wall-clock time of its first show event; the median of
   5 launches is reported (target ≤ 0.8 s).
2. Frame time during a trick animation: a 4-player table at 1280×800, the
   person plays a card, the computers answer and the trick is collected, all
   animated at "normal" speed (target ≤ 16 ms).  Two figures: "frame" is one
   turn of the event loop as the application runs it (advance the animations,
   the view repaints what changed); "full repaint" adds a forced synchronous
   repaint of the whole viewport (the worst case, e.g. an expose).

Run: ``python benchmarks/startup.py``.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def startup_times(runs: int = 5) -> list[float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    times = []
    for _ in range(runs):
        t0 = time.time()
        out = subprocess.run([sys.executable, "-m", "debertz_desktop.app", "--benchmark-startup"],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        line = next((ln for ln in out.stdout.splitlines() if ln.startswith("shown ")), None)
        if line is None:
            raise RuntimeError(f"no 'shown' line; stderr:\n{out.stderr}")
        times.append(float(line.split()[1]) - t0)
    return times


def frame_times(full_repaint: bool = True) -> list[float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from debertz_desktop.engine.debertz import actions as A
    from debertz_desktop.engine.debertz.deal import Phase
    from debertz_desktop.engine.debertz.presets import preset
    from debertz_desktop.storage.settings import AnimationSpeed, AppSettings
    from debertz_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.NORMAL), start_game=False)
    window.resize(1280, 800)
    window.show()
    session = window.new_game(preset("kharkov", players=4, teams=True), seed=8, delay_ms=0)
    session.set_delay(150)
    viewport = window.table.view.viewport()

    def spin_until(cond, limit=10.0):
        t = time.perf_counter()
        while not cond() and time.perf_counter() - t < limit:
            app.processEvents()

    def my_card_turn():
        if session.game.to_act != 0 or session.busy:
            return False
        view = session.view()
        if view.phase is not Phase.PLAY:
            legal = [a for a in view.legal_actions if not isinstance(a, A.Declare)]
            session.submit(legal[0])
            return False
        return True

    frames: list[float] = []
    for _ in range(4):  # four tricks: play, answers, collection
        spin_until(my_card_turn)
        card = next(a.card for a in session.view().legal_actions if isinstance(a, A.PlayCard))
        window.table.play_card(card)
        end = time.perf_counter() + 1.6
        while time.perf_counter() < end:
            t0 = time.perf_counter()
            app.processEvents()
            if full_repaint:
                viewport.repaint()
            frames.append((time.perf_counter() - t0) * 1000)
            rest = 0.016 - (time.perf_counter() - t0)
            if rest > 0:
                time.sleep(rest)
    session.stop()
    window.close()
    return frames


def main() -> None:
    # a throw-away home: the games played here must not become the user's autosave
    home = tempfile.TemporaryDirectory(prefix="debertz-startup-")
    os.environ["DEBERTZ_HOME"] = home.name
    times = startup_times()
    print("startup, launch to first shown window (offscreen), 5 runs:",
          ", ".join(f"{t:.3f}" for t in times), "s")
    print(f"startup median: {statistics.median(times):.3f} s")
    for label, full in (("frame", False), ("full repaint", True)):
        frames = sorted(frame_times(full))
        p95 = frames[min(len(frames) - 1, int(len(frames) * 0.95))]
        print(f"trick animation, {label}: {len(frames)} frames, median "
              f"{statistics.median(frames):.2f} ms, p95 {p95:.2f} ms, max {frames[-1]:.2f} ms")


if __name__ == "__main__":
    main()
