"""At start, a damaged LAN file is set aside and the person told, once, before the offers.

A tester hosted a Magistr table, played into deal 2, quit and cut the table's
autosave in half: the next start offered nothing, said nothing, greyed *Host
again* and left the file.  A cut ``seats.json`` lost the seat held at another's
table without a word.  Now each is set aside as a damaged game autosave is
(``game_files.offer_resume``): a box says which could not be read and why, the
log says where the file went, and the intact tables and seats are offered after.
"""

from __future__ import annotations

import logging

import pytest
from hosted_tables import autosaved, cut_in_half, magistr_table_in_deal_2
from lan_windows import close_boxes, make_window
from PySide6.QtWidgets import QMessageBox

from debertz_desktop.net.seat_store import HeldSeat, held_seats, remember_seat, seats_path


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()




def next_box(qtbot, window, name: str) -> QMessageBox:
    qtbot.waitUntil(lambda: window.network.message_box is not None
                    and window.network.message_box.isVisible()
                    and window.network.message_box.objectName() == name, timeout=5000)
    return window.network.message_box


def no_box_named(qtbot, window, name: str) -> None:
    qtbot.wait(300)
    assert not [box for box in window.findChildren(QMessageBox)
                if box.isVisible() and box.objectName() == name]


def test_a_cut_table_is_set_aside_and_said_once_and_the_intact_one_offered(qtbot, caplog):
    damaged = autosaved(magistr_table_in_deal_2("Friday", 5))
    autosaved(magistr_table_in_deal_2("Saturday", 6))
    kept = cut_in_half(damaged)
    with caplog.at_level(logging.WARNING):
        window = make_window(qtbot, start_game=True)
        box = next_box(qtbot, window, "TableSetAsideBox")
    assert box.windowTitle() == "Unfinished table"
    assert box.text().startswith("A table you hosted could not be read and was set aside")
    assert "This file is damaged: its end is cut off." in box.text()
    aside = damaged.with_name(damaged.name + ".broken")
    assert aside.read_bytes() == kept and not damaged.exists()
    assert str(aside) in box.detailedText() and "not valid JSON" in box.detailedText()
    assert any(str(aside) in r.getMessage() for r in caplog.records
               if r.levelno == logging.WARNING)
    box.button(QMessageBox.StandardButton.Ok).click()
    offer = next_box(qtbot, window, "HostAgainBox")
    assert "«Saturday» (Hostess, Ann, Robo), game under way — Master" in offer.text()
    offer.button(QMessageBox.StandardButton.No).click()
    again = make_window(qtbot, start_game=True)
    next_box(qtbot, again, "HostAgainBox")  # the damaged table is not spoken of again
    assert aside.read_bytes() == kept


def test_a_cut_seats_file_is_set_aside_and_said_so_no_seat_offer_is_expected(qtbot):
    remember_seat(HeldSeat("t-friday", "Friday", "127.0.0.1", 47415, 1, "x" * 32, "Ann"))
    kept = cut_in_half(seats_path())
    window = make_window(qtbot, start_game=True)
    box = next_box(qtbot, window, "SeatsSetAsideBox")
    assert box.windowTitle() == "Your seat at a network table"
    assert "Your seats at network tables could not be read" in box.text()
    aside = seats_path().with_name("seats.json.broken")
    assert aside.read_bytes() == kept and str(aside) in box.detailedText()
    box.button(QMessageBox.StandardButton.Ok).click()
    no_box_named(qtbot, window, "HeldSeatBox")
    assert held_seats() == [] and aside.read_bytes() == kept
    again = make_window(qtbot, start_game=True)
    no_box_named(qtbot, again, "SeatsSetAsideBox")


def test_both_damaged_each_is_said_and_then_the_intact_table_is_offered(qtbot):
    damaged = autosaved(magistr_table_in_deal_2("Friday", 5))
    autosaved(magistr_table_in_deal_2("Saturday", 6))
    cut_in_half(damaged)
    remember_seat(HeldSeat("t-other", "Other", "127.0.0.1", 47415, 1, "x" * 32, "Ann"))
    cut_in_half(seats_path())
    window = make_window(qtbot, start_game=True)
    next_box(qtbot, window, "TableSetAsideBox").button(QMessageBox.StandardButton.Ok).click()
    next_box(qtbot, window, "SeatsSetAsideBox").button(QMessageBox.StandardButton.Ok).click()
    offer = next_box(qtbot, window, "HostAgainBox")
    assert "«Saturday»" in offer.text()


def test_opened_on_a_file_the_join_dialog_says_it_before_listing_the_seats(qtbot):
    """Started on a file nothing is offered; Join checks the seats' file before listing it."""
    remember_seat(HeldSeat("t-friday", "Friday", "127.0.0.1", 47415, 1, "x" * 32, "Ann"))
    kept = cut_in_half(seats_path())
    window = make_window(qtbot)
    window.network.joining.show_dialog(browse=False)
    box = next_box(qtbot, window, "SeatsSetAsideBox")
    assert window.network.dialog is None
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.network.dialog is not None
                    and window.network.dialog.isVisible(), timeout=5000)
    assert window.network.dialog.held_list.count() == 0
    assert seats_path().with_name("seats.json.broken").read_bytes() == kept
    window.network.dialog.reject()
