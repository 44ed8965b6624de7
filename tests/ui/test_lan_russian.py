"""LAN play in Russian: the Host and Join dialogs, the lobby, the table, the chat (issue 19).

Every text a person can see — labels, buttons, lists, tooltips, menus, the seats'
marks — is Russian; only the players' names and the address are Latin.
"""

from __future__ import annotations

from lan_windows import close_boxes, host_in, join_in, make_window
from PySide6.QtWidgets import QTreeWidget
from test_translations import assert_russian, russian  # noqa: F401

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.seating import SeatKind, SeatPlan
from debertz_desktop.storage.settings import AppSettings
from debertz_desktop.ui.lan.host_dialog import HostDialog
from debertz_desktop.ui.lan.join_dialog import JoinDialog

#: Names, the table's and the protocol's, stay Latin.
NAMES = ("Hostess", "Ann", "Robo", "Friday", "TCP", "TLS")


def test_the_host_dialog_is_russian(qtbot, russian) -> None:  # noqa: F811
    dialog = HostDialog(AppSettings(last_players=4), player_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_rules(True)
    assert dialog.windowTitle() == "Открыть стол в сети"
    assert dialog.level_combos[1].itemText(0) == "Игрок по сети"
    assert_russian(dialog, NAMES)


def test_the_join_dialog_lobby_and_table_are_russian(qtbot, russian) -> None:  # noqa: F811
    host_window = make_window(qtbot)
    host = host_in(host_window, preset("classic", players=3),
                   (SeatPlan(SeatKind.HOST, "Hostess"), SeatPlan(SeatKind.PERSON),
                    SeatPlan(SeatKind.COMPUTER, "Robo", "hard")), code="1234")
    lobby = host_window.network.lobby
    assert_russian(lobby, NAMES)
    assert "Ещё не заняты: Место 2." in lobby.waiting_label.text()

    dialog = JoinDialog("Ann", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.code_edit.setText("0000")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "Код" in dialog.message(), timeout=10_000)
    assert dialog.message() == "Код входа неверный: уточните его у хозяина стола и введите снова."
    seats = [dialog.seat_list.item(i).text() for i in range(dialog.seat_list.count())]
    assert seats[0] == "Любое свободное место" and seats[2] == "Место 2: (свободно)"
    assert "Компьютер (Сильный)" in seats[3]
    for tree in dialog.findChildren(QTreeWidget):
        assert tree.headerItem().text(0) == "Стол"
    assert_russian(dialog, NAMES)
    dialog.reject()

    ann_window = make_window(qtbot)
    join_in(qtbot, ann_window, host.port, "Ann", code="1234")
    assert_russian(ann_window.network.lobby, NAMES)
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=5000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: ann_window.network.playing, timeout=10_000)
    ann_window.network.chat.said(0, "Hostess", "привет")
    assert_russian(ann_window, NAMES)
    ann_window.network.close_quietly()  # the program quits: the host's table marks the seat
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "Играет компьютер",
                    timeout=5000)
    assert_russian(host_window, NAMES)
    close_boxes()


def test_the_lobbys_seats_are_whole_in_russian(qtbot, russian) -> None:  # noqa: F811
    """The longest seat texts ("Ждём игрока · партнёр игрока Компьютер 4") were cut off at
    the lobby's right edge: it kept a fixed least size below what its seats need."""
    window = make_window(qtbot, size=(1024, 700))
    host_in(window, preset("belote"),
            (SeatPlan(SeatKind.HOST, "Hostess"), SeatPlan(SeatKind.PERSON),
             SeatPlan(SeatKind.PERSON), SeatPlan(SeatKind.COMPUTER, "Robo", "hard")))
    lobby = window.network.lobby
    qtbot.waitUntil(lambda: lobby.table is not None, timeout=5000)
    qtbot.wait(50)  # the layout settles
    for row in lobby._seat_widgets:
        for label in row[:3]:
            assert label.width() >= label.sizeHint().width(), label.text()
    assert lobby.width() <= 1024
    assert "партнёр игрока Robo" in lobby.seat_text(1, 2)
    window.network.leave_now()
