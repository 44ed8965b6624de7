"""Quitting the program at a network table (issue 27): the guest is asked too.

The host was asked before his table closed with the program; a guest quitting
with Ctrl+Q mid-deal was not asked at all, though his seat goes to a computer
until he comes back.  Real windows on 127.0.0.1.
"""

from __future__ import annotations

import pytest
from lan_windows import close_boxes, drive, host_in, join_in, make_window
from PySide6.QtWidgets import QMessageBox
from test_lan_play import start_two

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.seat_store import held_seats


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def test_a_guest_quitting_mid_game_is_asked_and_told_where_his_seat_goes(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 4)
    ann_window.close()  # Ctrl+Q
    box = ann_window.network.message_box
    assert box is not None and box.objectName() == "QuitTableBox" and box.isVisible()
    assert "«Friday»" in box.text()
    assert "A computer plays your seat until you come back" in box.text()
    assert ann_window.isVisible() and ann_window.network.playing
    box.button(QMessageBox.StandardButton.Cancel).click()  # Stay at the table
    qtbot.wait(50)
    assert ann_window.isVisible() and ann_window.network.playing
    assert ann.connection_state == "connected"
    ann_window.close()
    box = ann_window.network.message_box
    assert box.button(QMessageBox.StandardButton.Yes).text() == "&Quit"
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not ann_window.isVisible(), timeout=5000)
    # she went on purpose: the host is told she left (not that her connection was lost),
    # a computer plays for her at once, and her seat waits for her to come back
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "Played by a computer",
                    timeout=5000)
    chat = host_window.network.chat_dock.widget().plain_text()
    assert "Ann left the table." in chat and "lost the connection" not in chat
    assert [seat.name for seat in held_seats()] == ["Ann"]
    host_window.network.leave_now()


def test_a_guest_is_not_asked_once_the_game_is_over(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    _host, _ann = start_two(qtbot, host_window, ann_window)
    assert ann_window.network.questions.must_ask_quit()
    drive(qtbot, [host_window, ann_window], seed=3)
    qtbot.waitUntil(lambda: ann_window.session.is_over, timeout=10_000)
    assert not ann_window.network.questions.must_ask_quit()
    host_window.network.leave_now()


def test_a_guest_quitting_in_the_lobby_frees_his_seat_for_someone_else(qtbot):
    """Quitting is leaving on purpose: in the lobby the seat is free at once (it waited two
    minutes for a connection "lost"), and the program does not offer it back."""
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host = host_in(host_window, preset("classic", players=2))
    join_in(qtbot, ann_window, host.port, "Ann")
    lobby = host_window.network.lobby
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    ann_window.close()  # nothing to ask: no game is under way
    qtbot.waitUntil(lambda: not ann_window.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: lobby.seat_text(1, 1) == "(free)", timeout=5000)
    chat = lobby.chat_panel.plain_text()
    assert "Ann left seat 2." in chat and "lost the connection" not in chat
    assert held_seats() == []
    host_window.network.leave_now()
