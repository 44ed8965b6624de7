"""The status bar's passing messages: one too wide for the bar (a Russian hint at 1024 pixels)
ends in "…" and shows whole in the bar's tooltip; before, Qt cut it off in the middle of a word
and the rest could not be read anywhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QToolTip

from debertz_desktop.ui.game_status_bar import GameStatusBar

HINT = ("Сыграйте 10♥: к концу сдачи вы будете в среднем примерно на 19 очков впереди двух "
        "других игроков; К♥, Д♥ не хуже, но 10♥ — самая естественная карта.")


@pytest.fixture
def window(qtbot):
    """A main window of 500 × 200 pixels with the game's status bar."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setStatusBar(GameStatusBar(window))
    window.resize(500, 200)
    window.show()
    qtbot.waitExposed(window)
    return window


def tooltip_shown(qtbot, bar) -> str:
    """The tooltip the bar shows when the mouse rests on it ("" if none)."""
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    point = QPoint(20, bar.height() // 2)
    QApplication.sendEvent(bar, QHelpEvent(QEvent.Type.ToolTip, point, bar.mapToGlobal(point)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_a_message_too_wide_ends_in_an_ellipsis_and_shows_whole_in_the_tooltip(qtbot, window):
    bar = window.statusBar()
    bar.say(HINT)
    assert bar.currentMessage() == HINT, "the message itself is kept whole"
    shown = bar.shown_message()
    assert shown.endswith("…") and HINT.startswith(shown[:-1])
    assert bar.message_tip() == HINT and tooltip_shown(qtbot, bar) == HINT
    bar.grab()  # painted without an error
    # wide enough, it shows whole and needs no tooltip
    window.resize(1800, 200)
    qtbot.waitUntil(lambda: bar.width() > 1500)
    assert bar.shown_message() == HINT and bar.message_tip() == ""
    assert tooltip_shown(qtbot, bar) == ""
    # a short message needs none either; nor does no message
    window.resize(500, 200)
    qtbot.waitUntil(lambda: bar.message_tip() == HINT)
    bar.say("Hint: K♥.")
    assert bar.shown_message() == "Hint: K♥." and bar.message_tip() == ""
    bar.say("")
    assert bar.currentMessage() == "" and bar.message_tip() == ""


@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight,
                                       Qt.LayoutDirection.RightToLeft])
def test_a_permanent_widget_shortens_the_room_for_the_message(qtbot, window, direction):
    bar = window.statusBar()
    window.setLayoutDirection(direction)
    window.resize(bar.fontMetrics().horizontalAdvance(HINT) + 80, 200)
    qtbot.waitUntil(lambda: bar.width() > bar.fontMetrics().horizontalAdvance(HINT))
    bar.say(HINT)
    assert bar.shown_message() == HINT
    warning = QLabel("⚠ Not autosaved: the disk is full")
    bar.addPermanentWidget(warning)
    qtbot.waitUntil(lambda: warning.isVisible() and warning.width() > 100)
    # the message stops where the warning starts, and the tooltip, asked for after the
    # warning came, holds it whole
    shown = bar.shown_message()
    assert shown.endswith("…") and len(shown) > 20
    assert tooltip_shown(qtbot, bar) == HINT
    bar.grab()
