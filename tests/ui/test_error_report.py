"""An error inside the program is told to the player, once per burst (issue 27).

An error inside a slot was logged, but the player saw nothing: the menu item
just did nothing.  Now a short box says something went wrong, that the game is
safe and where the log is — one box for a burst of errors, and never a loop.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from debertz_desktop.storage import paths
from debertz_desktop.ui import error_report
from debertz_desktop.ui.error_report import QUIET_SECONDS, ErrorReporter, install_error_reporter


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def window(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def logged(monkeypatch):
    """The log's hook, as ``log_file`` installs it: it only notes the error here."""
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: seen.append(value))
    return seen


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_menu_item_is_logged_and_told(qtbot, window, logged):
    reporter = install_error_reporter(window)
    action = QAction("Statistics…", window)

    def broken() -> None:
        raise KeyError("groups")

    action.triggered.connect(lambda _=False: broken())
    action.trigger()
    assert [type(e) for e in logged] == [KeyError]  # the log first
    qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible(), timeout=2000)
    box = reporter.box
    assert box.objectName() == "ErrorReportBox"
    assert box.windowTitle() == "Something went wrong"
    assert "may not have been done" in box.text()
    assert "Your game is safe" in box.informativeText()
    assert str(paths.log_path()) in box.informativeText()
    box.accept()
    assert reporter.box is None


def test_a_burst_of_errors_is_one_message(qtbot, window):
    clock = Clock()
    reporter = ErrorReporter(window, clock=clock)
    for _ in range(50):  # a timer failing again and again
        reporter.report()
    qtbot.waitUntil(lambda: reporter.box is not None, timeout=2000)
    for _ in range(20):
        reporter.report()
    QApplication.processEvents()
    assert len([w for w in QApplication.topLevelWidgets()
                if w.objectName() == "ErrorReportBox" and w.isVisible()]) == 1
    reporter.box.accept()
    reporter.report()  # the same burst, just after the box was closed: only logged
    QApplication.processEvents()
    assert reporter.box is None and reporter.unshown >= 69
    clock.now += QUIET_SECONDS + 1  # a new problem later: told again
    reporter.report()
    qtbot.waitUntil(lambda: reporter.box is not None, timeout=2000)
    reporter.box.accept()


@pytest.mark.qt_no_exception_capture
def test_an_error_while_telling_cannot_loop(qtbot, window, logged, monkeypatch):
    reporter = install_error_reporter(window)

    def no_box(*args, **kwargs):
        raise RuntimeError("no message box today")

    monkeypatch.setattr(error_report, "QMessageBox", no_box)
    sys.excepthook(ValueError, ValueError("first"), None)
    qtbot.wait(50)
    sys.excepthook(ValueError, ValueError("second"), None)
    qtbot.wait(50)
    assert [str(e) for e in logged] == ["first", "second"]  # no error about the error
    assert reporter.box is None


def test_keyboard_interrupt_is_not_reported(qtbot, window, logged):
    reporter = install_error_reporter(window)
    sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    QApplication.processEvents()
    assert reporter.box is None and logged
