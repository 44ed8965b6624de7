"""When something goes wrong inside the program, the player is told — once, briefly.

An error inside a slot (a menu item, a button, a timer) reaches
``sys.excepthook``: ``log_file`` writes its traceback to the log, but the
player saw nothing — the menu item just did nothing (issue 27).  The reporter
wraps that hook: after the log has the error, a short box says that something
went wrong, that the game is safe (it is autosaved after every trick, and the
score keeper's after every deal), and where the log is, for a bug report.

It cannot loop or spam: the hook only emits a queued signal (safe from any
thread, never re-entered while the box is made); while a box is open, and for
``QUIET_SECONDS`` after it closes, further errors are only logged — one message
per burst; an error while making the box itself ends the reporting for good.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import time
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ..storage import paths

log = logging.getLogger(__name__)

# After a box is closed, errors within this many seconds are only logged (the same burst).
QUIET_SECONDS = 30.0

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


class ErrorReporter(QObject):
    """Shows "Something went wrong" for ``window`` when :meth:`report` is called."""

    _reported = Signal()

    def __init__(self, window: QWidget, *, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(window)
        self.window = window
        self._clock = clock
        # The box while it is shown.
        self.box: QMessageBox | None = None
        self._quiet_until = 0.0
        self._pending = False
        self._broken = False
        # Errors not shown: during a box, in the quiet after it (for tests and the log).
        self.unshown = 0
        self._reported.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def report(self) -> None:
        """An error was logged (from any thread): tell the player, later, if it is time."""
        if self._broken:
            return
        if self._pending or self.box is not None:
            self.unshown += 1
            return
        self._pending = True
        self._reported.emit()

    def _show(self) -> None:
        self._pending = False
        if self._broken or self.box is not None:
            return
        if self._clock() < self._quiet_until:
            self.unshown += 1
            return
        try:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Something went wrong"),
                              self.tr("Something went wrong inside Debertz Desktop, and what "
                                      "you asked for may not have been done."),
                              QMessageBox.StandardButton.Ok, self.window)
            box.setObjectName("ErrorReportBox")
            box.setInformativeText(self.tr(
                "Your game is safe: it is autosaved after every trick (the score keeper's "
                "after every deal). The details are in the log, {path}; if it happens again, "
                "please send it with a bug report.").format(path=paths.log_path()))
            box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            box.setWindowModality(Qt.WindowModality.WindowModal)
            box.finished.connect(self._closed)
            self.box = box
            box.open()
        except Exception:  # never an error about the error: it would come back here
            self._broken = True
            self.box = None
            log.exception("the error report could not be shown; errors are only logged now")

    def _closed(self, _result: int) -> None:
        box, self.box = self.box, None
        self._quiet_until = self._clock() + QUIET_SECONDS
        if box is not None:
            box.deleteLater()


def install_error_reporter(window: QWidget) -> ErrorReporter:
    """Tell the player about uncaught errors, after the hook in place (the log's) has run."""
    reporter = ErrorReporter(window)
    previous: Hook = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException,
             traceback: TracebackType | None) -> None:
        previous(kind, value, traceback)
        if not issubclass(kind, KeyboardInterrupt | SystemExit):
            with contextlib.suppress(RuntimeError):  # the window is gone (quitting): logged
                reporter.report()

    sys.excepthook = hook
    return reporter
