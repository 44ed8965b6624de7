"""At start, a seat this copy still holds at another's network table is offered to go back
to, as the host's unfinished table is offered to host again: a guest whose program was closed
or died mid-game found only a new game and the Deal button, his seat three menus away."""

from __future__ import annotations

import socket

import pytest
from lan_windows import close_boxes, make_window

from debertz_desktop.net.seat_store import HeldSeat, held_seats, remember_seat


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def a_seat_held_where_nobody_listens() -> HeldSeat:
    with socket.socket() as free:  # a port of this computer that nothing listens on now
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    seat = HeldSeat(table_id="t-friday", table_name="Friday", host="127.0.0.1", port=port,
                    seat=1, token="x" * 32, name="Ann")
    remember_seat(seat)
    return seat


def offered(qtbot, window):
    qtbot.waitUntil(lambda: window.network.message_box is not None
                    and window.network.message_box.isVisible(), timeout=5000)
    box = window.network.message_box
    assert box.objectName() == "HeldSeatBox"
    return box


def test_a_held_seat_is_offered_at_start_and_go_back_rejoins_it(qtbot):
    a_seat_held_where_nobody_listens()
    window = make_window(qtbot, start_game=True)
    box = offered(qtbot, window)
    assert "«Friday», as Ann. Go back to it?" in box.text()
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.network.dialog is not None
                    and window.network.dialog.isVisible(), timeout=5000)
    dialog = window.network.dialog
    # the Join dialog goes back to the seat at once (nobody answers here: it says so)
    assert dialog.session is not None and dialog._rejoining is not None
    assert dialog._rejoining.table_id == "t-friday"
    dialog.reject()


def test_not_now_keeps_the_seat_and_forget_it_lets_it_go(qtbot):
    a_seat_held_where_nobody_listens()
    window = make_window(qtbot, start_game=True)
    box = offered(qtbot, window)
    box.button(box.StandardButton.No).click()
    assert window.network.dialog is None and [s.table_id for s in held_seats()] == ["t-friday"]
    again = make_window(qtbot, start_game=True)
    box = offered(qtbot, again)
    box.button(box.StandardButton.Discard).click()
    assert held_seats() == []
    third = make_window(qtbot, start_game=True)
    qtbot.wait(300)
    assert third.network.message_box is None  # nothing held: nothing asked
