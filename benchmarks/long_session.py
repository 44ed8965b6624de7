"""Memory over a long session: computer-only games through the real main window (issue 20).

Each game is started as the menu starts it (``MainWindow.new_game``), played to
the end with every seat — the person's too, through ``session.submit`` as the
table sends it — chosen by a computer player, and its game-over box answered
"No", as a player would close it.  After ``--warmup`` games (caches, fonts,
card faces and Qt's own first allocations settle) the resident set size and the
live objects are measured, then again after ``--games`` more.

Target: growth under 5 MB over 300 games after warm-up.

Run (offscreen, in a throw-away DEBERTZ_HOME so no autosave touches your folders)::

    QT_QPA_PLATFORM=offscreen python benchmarks/long_session.py --games 300

``--level`` picks the computer players (``random``: the fallback bot, fastest;
``easy``, ``medium``, ``hard``); ``--trace`` prints the allocation sites that
grew most (``tracemalloc``), to find a leak.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def rss_mb() -> float:
    """The resident set size now (Linux: /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def live_objects() -> Counter[str]:
    gc.collect()
    return Counter(type(o).__name__ for o in gc.get_objects())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--level", default="random",
                        choices=("random", "easy", "medium", "hard"))
    parser.add_argument("--trace", action="store_true", help="show where memory grew")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.TemporaryDirectory(prefix="debertz-long-session-")
    os.environ["DEBERTZ_HOME"] = home.name
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from debertz_desktop.engine.debertz.presets import preset
    from debertz_desktop.storage.settings import AnimationSpeed, AppSettings
    from debertz_desktop.ui.main_window import MainWindow
    from debertz_desktop.ui.session import FallbackBot, default_bot, wait_for_pool

    app = QApplication.instance() or QApplication([])
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    window.resize(1280, 800)
    window.show()
    players = args.players
    rules = preset("kharkov", players=4, teams=True) if players == 4 else preset(
        "classic", players=players)

    def bot(seat: int, seed: int):
        if args.level == "random":
            return FallbackBot(seed * 31 + seat)
        return default_bot(args.level, seed * 31 + seat)

    class Games:
        """Plays ``count`` games one after another inside the event loop, as the app runs.

        (Outside ``exec`` Qt never runs ``deleteLater``: the figures would be wrong.)
        """

        def __init__(self, count: int, first_seed: int) -> None:
            self.left, self.seed, self.actions = count, first_seed, 0
            self.deadline = 0.0

        def run(self) -> tuple[float, int]:
            start = time.perf_counter()
            QTimer.singleShot(0, self.next_game)
            app.exec()
            wait_for_pool(10_000)
            return time.perf_counter() - start, self.actions

        def next_game(self) -> None:
            if self.left == 0:
                QTimer.singleShot(50, app.quit)  # let deleteLater and the pool settle
                return
            self.left -= 1
            seed, self.seed = self.seed, self.seed + 1
            session = window.new_game(rules, seed=seed,
                                      bots={s: bot(s, seed) for s in range(1, players)},
                                      delay_ms=0)
            person = bot(0, seed)

            def read_the_summary() -> None:
                # the game waits for the deal's summary to be read (shown, even when the
                # window is not: after the warm-up's event loop the window reads as hidden)
                if not window.table.summary.isHidden():
                    window.table.summary.dismiss()

            def person_moves(seat: int) -> None:
                game = session.game
                if seat == -1 and session.paused:
                    QTimer.singleShot(0, read_the_summary)
                    return
                if seat == -1 and not game.is_over and game.to_act == session.human_seat:
                    QTimer.singleShot(0, lambda: session.submit(person.choose(session.view())))

            def over(_side: int) -> None:
                self.actions += len(session.game.history)
                QTimer.singleShot(0, self.close_result)

            session.thinking.connect(person_moves)
            session.game_over.connect(over)
            person_moves(-1)

        def close_result(self) -> None:
            table = window.table  # as a player closes the last summary and the result
            if table.summary.isVisible():
                table.summary.dismiss()
            if table.game_over.isVisible():
                table.game_over.dismiss()
            QTimer.singleShot(0, self.next_game)

    def run(count: int, first_seed: int) -> tuple[float, int]:
        return Games(count, first_seed).run()

    run(args.warmup, 1_000_000)
    if args.trace:
        import tracemalloc

        tracemalloc.start(12)
    qt_before = Counter(type(o).__name__ for o in window.findChildren(QObject))
    objects_before = live_objects()
    rss_before = rss_mb()
    snapshot = tracemalloc.take_snapshot() if args.trace else None

    seconds, actions = run(args.games, 1)

    qt_after = Counter(type(o).__name__ for o in window.findChildren(QObject))
    objects_after = live_objects()
    rss_after = rss_mb()
    total_before, total_after = sum(objects_before.values()), sum(objects_after.values())
    print(f"long session: {args.games} games of {players} players ({args.level} bots), "
          f"after {args.warmup} games of warm-up; {actions} actions in {seconds:.0f} s")
    print(f"  RSS          {rss_before:8.1f} MB -> {rss_after:8.1f} MB   "
          f"growth {rss_after - rss_before:+.1f} MB "
          f"({(rss_after - rss_before) * 1024 / args.games:+.1f} kB per game)")
    print(f"  live objects {total_before:8d} -> {total_after:8d}      "
          f"growth {total_after - total_before:+d}")
    print(f"  Qt objects in the window {qt_before.total()} -> {qt_after.total()}")
    qt_grown = (qt_after - qt_before).most_common(8)
    if qt_grown:
        print("  Qt types that grew: " + ", ".join(f"{name} +{n}" for name, n in qt_grown))
    grown = (objects_after - objects_before).most_common(8)
    if grown:
        print("  types that grew: " + ", ".join(f"{name} +{n}" for name, n in grown))
    if snapshot is not None:
        import tracemalloc

        later = tracemalloc.take_snapshot()
        for stat in later.compare_to(snapshot, "traceback")[:10]:
            print(f"  {stat.size_diff / 1024:+9.1f} kB {stat.count_diff:+7d} blocks")
            for line in stat.traceback.format()[-6:]:
                print("      " + line)
    target = 5.0 * args.games / 300
    print(f"  target: growth under {target:.1f} MB -> "
          f"{'met' if rss_after - rss_before < target else 'NOT met'}")
    window.close()
    home.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
