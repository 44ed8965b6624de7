"""``debertz --check-install REPORT.json``: is this installed copy complete and working?

Run by ``packaging/build-linux.sh`` on the bundle it built (and by the tests on
a wheel installed with ``--target`` and ``--user``), it starts the real program
the way a player does, with the Russian interface and the Atlasnye deck, and
checks what a broken package gets wrong:

- the main window comes up (the time it was shown is in the report);
- the decks, translations, rules pages and icon are all installed
  (``missing_files``), and the Atlasnye deck and Russian are what is shown;
- the compiled searches are there (``solver.NATIVE``, Oh Hell's ``search.NATIVE``);
- a hint is answered through the Hard bot's process pool, and the pool's
  helper processes did not start the program a second time: each process that
  shows a main window while ``$DEBERTZ_WINDOW_LOG`` is set appends its pid to
  that file, and exactly one line must be there (a frozen program without
  ``multiprocessing.freeze_support()`` re-runs itself in every helper).

It writes nothing but the report (and the window log beside it): the checked
game's autosave goes to a temporary ``$DEBERTZ_HOME`` removed at the end, so the
player's settings and unfinished games are untouched.  It quits with 0 when all
is well, 1 otherwise.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, qVersion
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..resources import MissingResourceError, resource_root
from ..storage.paths import HOME_VARIABLE
from ..storage.settings import AppSettings, Deck, Language

#: Set to a file: every process of the program appends its pid there when its main window shows.
WINDOW_LOG_VARIABLE = "DEBERTZ_WINDOW_LOG"
#: What the check starts the program with.
CHECK_SETTINGS = AppSettings(language=Language.RU, deck=Deck.ATLASNYE_RU)
#: How long the whole check may take before it gives up (seconds).
TIME_LIMIT = 60.0
#: How long to wait after the hint for a stray second program to show its window.
SETTLE_MS = 1500


def note_window_shown(window) -> None:
    """Append this process's pid to ``$DEBERTZ_WINDOW_LOG`` when ``window`` is first shown."""
    log_file = os.environ.get(WINDOW_LOG_VARIABLE)
    if not log_file:
        return

    def append() -> None:
        with open(log_file, "a", encoding="utf-8") as out:
            out.write(f"{os.getpid()} {time.time():.6f}\n")

    window.first_shown.connect(append)


def mid_deal_record(players: int = 3):
    """A game record in which seat 0 is to play a card with several legal cards.

    Found by letting Medium play every seat from a fixed seed, so it is the same
    position on every machine; Hard's hint there samples the hidden cards and
    searches them in the process pool.
    """
    from ..ai import make_bot
    from ..engine.debertz.actions import PlayCard
    from ..engine.debertz.game import Game
    from ..engine.debertz.presets import preset
    from ..engine.phase import Phase
    from ..engine.record import GameRecord

    rules = preset("classic", players=players)
    for seed in range(1, 100):
        game = Game(rules, seed=seed, names=[f"P{i + 1}" for i in range(players)])
        bots = [make_bot("medium", seed=seed * 7 + s) for s in range(players)]
        while not game.is_over:
            seat = game.to_act
            view = game.view(seat)
            cards = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
            if seat == 0 and view.phase is Phase.PLAY and len(cards) >= 3:
                return GameRecord.of(game)
            if game.deal.number > 1:
                break
            game.apply(seat, bots[seat].choose(view))
    raise RuntimeError("no position with a choice of cards for seat 0")


class InstallCheck(QObject):
    """Drives one check run in the started program and writes the report."""

    def __init__(self, window, report_path: str | os.PathLike[str],
                 time_limit: float = TIME_LIMIT) -> None:
        super().__init__(window)
        self.window = window
        self.path = Path(report_path)
        self.window_log = self.path.with_name(self.path.name + ".windows")
        self.window_log.unlink(missing_ok=True)
        os.environ[WINDOW_LOG_VARIABLE] = str(self.window_log)
        self.home = tempfile.mkdtemp(prefix="debertz-check-")
        os.environ[HOME_VARIABLE] = self.home
        self.started = time.monotonic()
        self.hint_asked = 0.0
        self.finished = False
        self.report: dict[str, Any] = {
            "version": __version__,
            "frozen": bool(getattr(sys, "frozen", False)),
            "executable": sys.executable,
            "python": platform.python_version(),
            "qt": qVersion(),
            "platform": QApplication.platformName(),
            "pid": os.getpid(),
            "home": self.home,
        }
        note_window_shown(window)
        window.first_shown.connect(self._on_shown)
        QTimer.singleShot(round(time_limit * 1000), self._give_up)

    # -- the steps -------------------------------------------------------------------------------

    def _on_shown(self) -> None:
        from ..ai.oh_hell.search import NATIVE as NATIVE_OH_HELL
        from ..ai.solver import NATIVE
        from .i18n import current_language
        from .missing_files import missing_files

        window = self.window
        self.report.update({
            "shown_at": time.time(),
            "window_title": window.windowTitle(),
            "menus": [a.text() for a in window.menuBar().actions()],
            "language": current_language(),
            "deck": window.table.scene.deck,
            "native_search": NATIVE,
            "native_oh_hell": NATIVE_OH_HELL,
            "missing": [f.relative_path for f in missing_files()],
        })
        try:
            self.report["resources"] = str(resource_root())
        except MissingResourceError as error:
            self.report["resources"] = str(error)
        QTimer.singleShot(0, self._ask_hint)

    def _ask_hint(self) -> None:
        from ..storage.saved_games import LoadedGame

        record = mid_deal_record()
        if not self.window.files.resume(LoadedGame(Path(), record=record), None):
            self._finish("the checked game could not be started")
            return
        session = self.window.session
        session.hint_ready.connect(self._on_hint)
        self.hint_asked = time.monotonic()
        if not session.request_hint():
            self._finish("the hint could not be asked for")

    def _on_hint(self, advice) -> None:
        from ..ai import world_solving

        pool = world_solving._POOL
        self.report["hint"] = {
            "answered": advice is not None,
            "text": getattr(advice, "explanation", None),
            "seconds": round(time.monotonic() - self.hint_asked, 3),
        }
        self.report["pool"] = {
            "workers": world_solving.default_workers(),
            "started": pool is not None,
            "processes": 0 if pool is None else len(getattr(pool, "_processes", None) or {}),
            "broken": world_solving._POOL_BROKEN,
        }
        QTimer.singleShot(SETTLE_MS, self._finish)

    def _give_up(self) -> None:
        self._finish(f"not done after {TIME_LIMIT:.0f} s")

    # -- the verdict ---------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """What is wrong, in words; empty when the install is complete and works."""
        r = self.report
        found = []
        if "shown_at" not in r:
            found.append("the main window was not shown")
            return found
        if r["missing"]:
            found.append("missing data files: " + ", ".join(r["missing"]))
        if r["deck"] != CHECK_SETTINGS.deck.value:
            found.append(f"the table shows the {r['deck']!r} deck, not the Atlasnye one")
        if r["language"] != "ru" or not any("Игра" in m for m in r["menus"]):
            found.append(f"the interface is not in Russian (menus: {r['menus']})")
        if not r["native_search"]:
            found.append("the compiled search is not installed")
        if not r.get("native_oh_hell"):
            found.append("Oh Hell's compiled search is not installed")
        hint = r.get("hint")
        if not hint or not hint["answered"]:
            found.append("the hint was not answered")
        pool = r.get("pool")
        if pool and pool["workers"] > 1 and (not pool["started"] or pool["broken"]
                                             or not pool["processes"]):
            found.append(f"the hint did not use the process pool ({pool})")
        if r["windows_shown"] != 1:
            found.append(f"{r['windows_shown']} main windows were shown, one expected "
                         "(a helper process started the program again?)")
        return found

    def _finish(self, failure: str | None = None) -> None:
        if self.finished:
            return
        self.finished = True
        try:
            lines = self.window_log.read_text(encoding="utf-8").splitlines()
        except OSError:
            lines = []
        self.report["windows_shown"] = len(lines)
        self.report["window_pids"] = [int(line.split()[0]) for line in lines if line.strip()]
        self.report["seconds"] = round(time.monotonic() - self.started, 3)
        problems = ([failure] if failure else []) + self.problems()
        self.report["problems"] = problems
        self.report["ok"] = not problems
        text = json.dumps(self.report, ensure_ascii=False, indent=1)
        self.path.write_text(text + "\n", encoding="utf-8")
        if self.window.session is not None:
            self.window.session.stop()
        shutil.rmtree(self.home, ignore_errors=True)
        QApplication.instance().exit(0 if not problems else 1)


__all__ = ["CHECK_SETTINGS", "WINDOW_LOG_VARIABLE", "InstallCheck", "mid_deal_record",
           "note_window_shown"]
