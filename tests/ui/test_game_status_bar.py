"""The status bar's passing messages: one too wide for the bar (a Russian hint at 1024 pixels)
ends in "…" and shows whole in the bar's tooltip; before, Qt cut it off in the middle of a word
and the rest could not be read anywhere."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QMainWindow

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


def test_a_message_too_wide_ends_in_an_ellipsis_and_shows_whole_in_the_tooltip(qtbot, window):
    bar = window.statusBar()
    bar.say(HINT)
    assert bar.currentMessage() == HINT, "the message itself is kept whole"
    shown = bar.shown_message()
    assert shown.endswith("…") and HINT.startswith(shown[:-1])
    assert bar.toolTip() == HINT
    bar.grab()  # painted without an error
    # wide enough, it shows whole and needs no tooltip
    window.resize(1800, 200)
    qtbot.waitUntil(lambda: bar.width() > 1500)
    assert bar.shown_message() == HINT and bar.toolTip() == ""
    # narrow again: the tooltip comes back; the next short message takes it away
    window.resize(500, 200)
    qtbot.waitUntil(lambda: bar.toolTip() == HINT)
    bar.say("Hint: K♥.")
    assert bar.shown_message() == "Hint: K♥." and bar.toolTip() == ""
    bar.say("")
    assert bar.currentMessage() == "" and bar.toolTip() == ""


def test_a_permanent_widget_shortens_the_room_for_the_message(qtbot, window):
    bar = window.statusBar()
    window.resize(bar.fontMetrics().horizontalAdvance(HINT) + 80, 200)
    qtbot.waitUntil(lambda: bar.width() > bar.fontMetrics().horizontalAdvance(HINT))
    bar.say(HINT)
    assert bar.shown_message() == HINT
    warning = QLabel("⚠ Not autosaved: the disk is full")
    bar.addPermanentWidget(warning)
    qtbot.waitUntil(lambda: warning.isVisible() and warning.x() < bar.width() - 100)
    assert bar.shown_message().endswith("…"), "the message stops where the warning starts"
