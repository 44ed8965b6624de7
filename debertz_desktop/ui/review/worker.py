"""The review's analysis on a worker thread, with progress, never blocking the table.

A job (``ai.review``'s ``review_deal`` or ``review_game``, partly applied) runs
on a pool of its own with one low-priority thread, so that it never takes the
computer players' threads (``session.py``).  The exact searches release
Python's lock while they search (``_native_solver.c``), so the table keeps
reacting.  Results come back through a queued signal; a job whose window
closed, or that was replaced, is told to stop between searches and its result
is dropped (its generation is stale).
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, QThreadPool, Signal

from ...ai.review import Cancelled

log = logging.getLogger(__name__)

#: The stop flags of the jobs started and not yet ended (``stop_all`` at exit).
_RUNNING: set[threading.Event] = set()

_POOL = QThreadPool()
_POOL.setMaxThreadCount(1)
_POOL.setThreadPriority(QThread.Priority.LowPriority)


class _Relay(QObject):
    """Lives on the GUI thread; the worker emits through it (queued to the runner)."""

    progressed = Signal(int, int, int)  # generation, done, total
    finished = Signal(int, object)  # generation, result
    failed = Signal(int)


def _run(job: Callable[..., Any], generation: int, stop: threading.Event,
         relay: _Relay) -> None:
    """The job, on the worker thread (a plain callable: see ``session._think``)."""
    try:
        result = job(progress=lambda done, total: relay.progressed.emit(generation, done, total),
                     cancelled=stop.is_set)
    except Cancelled:
        return
    except Exception:  # an analysis bug must never reach the table
        log.exception("the deal review failed")
        relay.failed.emit(generation)
        return
    finally:
        _RUNNING.discard(stop)
    relay.finished.emit(generation, result)


class ReviewRunner(QObject):
    """Runs one analysis at a time for one window."""

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.progressed.connect(self._on_progress)
        self._relay.finished.connect(self._on_finished)
        self._relay.failed.connect(self._on_failed)
        self._generation = 0
        self._stop = threading.Event()
        self.busy = False

    def start(self, job: Callable[..., Any]) -> None:
        """Run ``job(progress=…, cancelled=…)``; a job still running is told to stop."""
        self.cancel()
        self._stop = threading.Event()
        _RUNNING.add(self._stop)
        self.busy = True
        _POOL.start(functools.partial(_run, job, self._generation, self._stop, self._relay))

    def cancel(self) -> None:
        self._stop.set()
        self._generation += 1
        self.busy = False

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if generation == self._generation:
            self.progressed.emit(done, total)

    def _on_finished(self, generation: int, result: object) -> None:
        if generation == self._generation:
            self.busy = False
            self.finished.emit(result)

    def _on_failed(self, generation: int) -> None:
        if generation == self._generation:
            self.busy = False
            self.failed.emit()


def stop_all() -> None:
    """Tell every running analysis to stop (the program is closing)."""
    for stop in list(_RUNNING):
        stop.set()


def wait_for_reviews(msecs: int = 10_000) -> bool:
    """Let a running analysis end (at exit, between tests)."""
    return _POOL.waitForDone(msecs)


__all__ = ["ReviewRunner", "stop_all", "wait_for_reviews"]
