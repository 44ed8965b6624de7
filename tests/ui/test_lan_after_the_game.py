"""What a network table says when it closes, and after its game is over.

The LAN tester's report, through the real windows on 127.0.0.1:

* after the game, Close the table asked "The game stops for everybody at it; you can host
  it again later": no game is under way, and a finished table is not hosted again;
* after the game, a guest whose program went was told "A computer is playing for Ann
  until the connection is back" (and the plate "Played by a computer"): nothing is played;
* a host who closed his table was first told to the guests as "Hostess lost the
  connection.", then "The host closed the table".
"""

from __future__ import annotations

from lan_games_windows import play
from lan_windows import (
    PERSON,
    english_after,  # noqa: F401 (autouse: English before and after)
    host_with_ann,
    make_window,
)
from PySide6.QtWidgets import QApplication, QMessageBox

from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.net.seating import SeatKind, SeatPlan


def start(qtbot, *, deals: int | None = 1, size=(1100, 760)):
    """Hostess hosts a three-seat Oh Hell table (``deals`` deals), Ann joins, Robo fills
    the third seat, the game starts: the two windows and the two sessions."""
    host_window, ann_window = make_window(qtbot, size=size), make_window(qtbot, size=size)
    seats = (SeatPlan(SeatKind.HOST, "Hostess"), PERSON,
             SeatPlan(SeatKind.COMPUTER, "Robo", "easy"))
    host, ann = host_with_ann(qtbot, host_window, ann_window,
                              OhHellRules(players=3, deals=deals), seats, seed=3)
    return host_window, ann_window, host, ann


def finished(qtbot, **options):
    """``start``, then the game played to its end in both windows."""
    host_window, ann_window, host, ann = start(qtbot, **options)
    play(qtbot, [host_window, ann_window], seed=1)
    qtbot.waitUntil(lambda: host.is_over and ann.is_over, timeout=10_000)
    return host_window, ann_window, host, ann


def chat_text(window) -> str:
    return window.network.chat_dock.widget().plain_text()


def test_closing_a_finished_table_says_it_closes_and_nothing_of_hosting_it_again(qtbot):
    host_window, ann_window, _host, _ann = finished(qtbot)
    host_window.network.confirm_leave(None)  # Game → Play on the network → Close the table
    box = host_window.network.message_box
    assert box.text() == "Close the table «Friday»? It closes for everybody at it."
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not ann_window.network.active, timeout=10_000)
    told = ann_window.network.message_box.text()
    assert told == "The host closed the table."  # nothing of taking a seat back
    assert "Hostess lost the connection." not in chat_text(ann_window)


def test_a_guest_leaving_a_finished_table_is_not_told_a_computer_plays_for_her(qtbot):
    _host_window, ann_window, _host, _ann = finished(qtbot)
    ann_window.network.confirm_leave(None)
    assert ann_window.network.message_box.text() == "Leave the table «Friday»?"


def test_a_guest_gone_after_the_game_lost_the_connection_and_no_computer_plays(qtbot):
    host_window, _ann_window, host, ann = finished(qtbot)
    ann.connection.close()  # her program is killed: no goodbye
    plate = host_window.table.scene.decorations.plates[1]
    qtbot.waitUntil(lambda: "Ann lost the connection." in chat_text(host_window),
                    timeout=5000)
    seat = host.host.table.seats[1]
    qtbot.waitUntil(lambda: seat.computer_playing, timeout=15_000)  # the grace ran out
    qtbot.waitUntil(lambda: host.table.seats[1].computer_playing, timeout=5000)
    QApplication.processEvents()
    chat = chat_text(host_window)
    assert "A computer is playing for Ann" not in chat
    assert plate.status == "Disconnected"
    assert plate.note == host_window.table.scene.look.plates[1].note != ""
    host_window.network.leave_now()


def test_a_guest_who_quits_after_the_game_left_the_table_and_no_computer_plays(qtbot):
    host_window, ann_window, host, _ann = finished(qtbot)
    ann_window.network.close_quietly()  # Ann quits her program: she leaves the table
    qtbot.waitUntil(lambda: host.table.seats[1].left, timeout=5000)
    QApplication.processEvents()
    chat = chat_text(host_window)
    assert "Ann left the table." in chat and "A computer is playing for Ann" not in chat
    assert host_window.table.scene.decorations.plates[1].status == "Left the table"
    host_window.network.leave_now()


def test_the_guests_read_only_that_the_host_closed_the_table(qtbot):
    host_window, ann_window, host, _ann = start(qtbot, deals=None)
    play(qtbot, [host_window, ann_window], seed=2,
         until=lambda: len(host.host.table.game.history) > 4)
    host_window.network.leave_now()
    qtbot.waitUntil(lambda: not ann_window.network.active, timeout=10_000)
    chat = chat_text(ann_window)
    assert "The host closed the table «Friday»." in chat
    assert "lost the connection" not in chat
