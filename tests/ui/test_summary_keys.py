"""The deal's summary by the keyboard alone: Tab and Shift+Tab reach its buttons (with a focus
ring to see), Enter or Space presses the one with the ring; a key that moves (Tab, the arrows)
or holds Alt does not put it away, any other key does — Enter in the hand is its default
button, Close (or The game's result after the last deal).  Before, only Alt + a letter
pressed a button: Tab, like any key, closed the summary."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from review_support import close_reviews

from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.ui.session import FallbackBot


def summary_up(qtbot, window):
    """An Oh Hell game against the computer played to its first deal's summary, the keyboard
    with the hand."""
    rules = OhHellRules(players=3, deals=3)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots={seat: FallbackBot(seat) for seat in range(1, 3)})
    table = window.table
    for _ in range(100):
        qtbot.waitUntil(lambda: table.summary.isVisible() or (
            not session.busy and session.game.to_act == session.human_seat), timeout=20_000)
        if table.summary.isVisible():
            break
        session.submit(session.view().legal_actions[0])
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    table.focus_hand()
    qtbot.waitUntil(table.view.hasFocus)
    assert table.summary.isVisible() and session.paused
    return session, table


def press(table, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or table.view, key, modifier)


def test_tab_and_shift_tab_go_round_the_summarys_buttons(qtbot, window):
    session, table = summary_up(qtbot, window)
    summary = table.summary
    review, close = summary.review_button, summary.close_button
    assert review.isVisible()
    press(table, Qt.Key.Key_Tab)
    assert summary.isVisible(), "Tab moves, it does not close"
    assert review.hasFocus()
    press(table, Qt.Key.Key_Tab)
    assert close.hasFocus()
    press(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert review.hasFocus()
    press(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert table.view.hasFocus(), "back to the hand"
    press(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert close.hasFocus(), "Shift+Tab from the hand: the summary's last button"
    # the arrows go along the summary's buttons
    press(table, Qt.Key.Key_Left)
    assert review.hasFocus()
    press(table, Qt.Key.Key_Right)
    assert close.hasFocus()
    assert summary.isVisible() and session.paused
    # past the last: on to the bar, as from the hand; while the game waits its tools wait too
    # (nothing there to take), so round to the hand
    assert not any(w.isVisible() and w.isEnabled() for w in table.panel.focus_chain())
    press(table, Qt.Key.Key_Tab)
    assert table.view.hasFocus() and summary.isVisible()
    press(table, Qt.Key.Key_Tab)
    assert review.hasFocus()
    press(table, Qt.Key.Key_Right)
    press(table, Qt.Key.Key_Space)
    assert not summary.isVisible() and not session.paused
    assert table.view.hasFocus(), "the keyboard goes back to the hand"


def test_enter_presses_the_button_with_the_ring(qtbot, window):
    _, table = summary_up(qtbot, window)
    asked = []
    table.review_requested.connect(asked.append)
    try:
        press(table, Qt.Key.Key_Tab)
        assert table.summary.review_button.hasFocus()
        press(table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: asked == [1], timeout=3000)
        assert table.summary.isVisible(), "reviewing is not closing"
    finally:
        table.review_requested.disconnect(asked.append)
        close_reviews()


def test_the_ring_shows(qtbot, window):
    _, table = summary_up(qtbot, window)
    close = table.summary.close_button
    plain = close.grab().toImage()
    press(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert close.hasFocus()
    assert close.grab().toImage() != plain, "the button with the ring looks different"


@pytest.mark.parametrize("key", [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
                                 Qt.Key.Key_Down, Qt.Key.Key_Alt])
def test_moving_keys_leave_the_summary_up(qtbot, window, key):
    session, table = summary_up(qtbot, window)
    press(table, key)
    assert table.summary.isVisible() and session.paused
    assert key == Qt.Key.Key_Alt or table.view.hasFocus()  # Alt alone: the menu bar's


def test_alt_and_a_letter_of_nothing_leaves_it_up(qtbot, window):
    session, table = summary_up(qtbot, window)
    press(table, Qt.Key.Key_Q, Qt.KeyboardModifier.AltModifier)
    assert table.summary.isVisible() and session.paused


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_X])
def test_another_key_in_the_hand_closes_it_as_before(qtbot, window, key):
    session, table = summary_up(qtbot, window)
    press(table, key)
    assert not table.summary.isVisible() and not session.paused


def test_escape_on_a_button_closes_it(qtbot, window):
    session, table = summary_up(qtbot, window)
    press(table, Qt.Key.Key_Tab)
    assert table.summary.review_button.hasFocus()
    press(table, Qt.Key.Key_Escape)
    assert not table.summary.isVisible() and not session.paused
    assert table.view.hasFocus()


def test_tab_past_the_last_button_goes_on_to_the_bar(qtbot, window):
    # at a table on the network the next deal may ask for a decision while the summary is up
    _, table = summary_up(qtbot, window)
    hint = table.panel.hint
    hint.setEnabled(True)
    press(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert table.summary.close_button.hasFocus()
    press(table, Qt.Key.Key_Tab)
    assert hint.hasFocus() and table.summary.isVisible()
