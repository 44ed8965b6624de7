"""Helpers for the tests on real sockets: players that act by themselves, processes to start."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

from net_support import random_choice
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

ROOT = Path(__file__).resolve().parents[2]


class AutoPlayer:
    """Plays a random legal action for a session's person whenever it is his turn."""

    def __init__(self, session, seed: int = 0, *, until=None) -> None:
        """``until(view)``: stop acting (and leave the turn to the test) once it is true."""
        self.session = session
        self.until = until
        self.rng = random.Random(seed)
        self.actions = 0
        session.view_changed.connect(self._on_view)
        if session.view() is not None:  # a game under way: its turn may be now
            self._on_view(session.view())

    def _on_view(self, view) -> None:
        if view.to_act == self.session.human_seat and view.winner_side is None:
            QTimer.singleShot(0, self._act)

    def _act(self) -> None:
        view = self.session.view()
        if view is None or view.to_act != self.session.human_seat or view.winner_side is not None:
            return
        if self.until is not None and self.until(view):
            return
        if self.session.submit(random_choice(self.rng, view.legal_actions)):
            self.actions += 1


def start_process(module: str, *args: str, home: Path) -> subprocess.Popen:
    """``python -m debertz_desktop.net.<module>`` with the tests' environment (loopback only)."""
    env = dict(os.environ, DEBERTZ_HOME=str(home), DEBERTZ_LAN_LOOPBACK="1",
               QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", f"debertz_desktop.net.{module}", *args],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)


class Output:
    """The lines a process printed so far, read without blocking the Qt loop."""

    def __init__(self, process: subprocess.Popen) -> None:
        import threading

        self.process = process
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        for line in self.process.stdout:  # type: ignore[union-attr]
            self.lines.append(line.rstrip("\n"))

    def find(self, prefix: str) -> str | None:
        return next((line for line in self.lines if line.startswith(prefix)), None)

    def wait_for(self, qtbot, prefix: str, timeout: float = 20.0) -> str:
        """The first line starting with ``prefix``, once printed; the Qt loop runs meanwhile."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = self.find(prefix)
            if found is not None:
                return found
            if self.process.poll() is not None:
                self._thread.join(2)  # the last lines
                found = self.find(prefix)
                if found is None:
                    raise AssertionError(f"the process ended without {prefix!r}:\n"
                                         + "\n".join(self.lines))
                return found
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.01)
        raise AssertionError(f"no {prefix!r} within {timeout} s:\n" + "\n".join(self.lines))


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
    process.wait(10)
