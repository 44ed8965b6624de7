"""A computer's seat at a network table is named in the guest's own language.

The LAN tester's report: the host named its computers in his language ("Computer
2") and a guest playing in Russian read the host's words.  A name that is the
program's default for a computer — in any language the program speaks — is shown
in the reader's language with its number; a name the host typed stays as typed.
The host speaks English here (its names go on the wire in English), the guest
Russian.  Real windows on 127.0.0.1.
"""

from __future__ import annotations

from lan_windows import (
    english_after,  # noqa: F401 (autouse: English before and after)
    host_in,
    join_in,
    make_window,
)
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.seating import SeatKind, SeatPlan
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.lan.join_dialog import JoinDialog
from debertz_desktop.ui.player_names import shown_computer_name


def switch_to(language: Language) -> None:
    i18n.apply_language(language)
    QApplication.processEvents()


def test_a_default_computer_name_of_any_language_is_said_in_the_current_one():
    assert shown_computer_name("Computer 2") == "Computer 2"
    assert shown_computer_name("Компьютер 3") == "Computer 3"
    switch_to(Language.RU)
    assert shown_computer_name("Computer 2") == "Компьютер 2"
    assert shown_computer_name("Компьютер 3") == "Компьютер 3"
    for typed in ("Robo", "Computer", "Computer 2b", "My Computer 2", "Computer ２", ""):
        assert shown_computer_name(typed) == typed


def plate_names(window) -> list[str]:
    plates = window.table.scene.decorations.plates
    return [plates[seat].name for seat in sorted(plates)]


def test_a_guest_in_russian_reads_the_english_hosts_computers_in_russian(qtbot):
    host_window = make_window(qtbot)
    seats = (SeatPlan(SeatKind.HOST, "Hostess"), SeatPlan(SeatKind.PERSON),
             SeatPlan(SeatKind.COMPUTER, "Computer 2", "easy"),  # the host's default name
             SeatPlan(SeatKind.COMPUTER, "Robo", "hard"))  # one he typed
    host = host_in(host_window, preset("site", players=4, teams=False), seats)
    switch_to(Language.RU)  # the guest's program speaks Russian
    dialog = JoinDialog("Ann", browse=False)  # the seats as Join lists them
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.connect_typed()
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 5, timeout=10_000)
    listed = [dialog.seat_list.item(i).text() for i in range(dialog.seat_list.count())]
    assert listed[3].startswith("Место 3: Компьютер 2 — ") and listed[4].startswith(
        "Место 4: Robo — "), listed
    dialog.reject()
    ann_window = make_window(qtbot)
    join_in(qtbot, ann_window, host.port, "Ann")
    lobby = ann_window.network.lobby
    qtbot.waitUntil(lambda: lobby is not None and lobby.table is not None, timeout=5000)
    assert lobby.seat_text(2, 1) == "Компьютер 2"
    assert lobby.seat_text(3, 1) == "Robo"
    host_window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: ann_window.network.playing, timeout=10_000)
    session = ann_window.session
    assert session.names == ("Hostess", "Ann", "Компьютер 2", "Robo")
    qtbot.waitUntil(lambda: plate_names(ann_window) == ["Hostess", "Ann", "Компьютер 2", "Robo"],
                    timeout=5000)
    assert session.view().names == session.names
    sheet = ann_window.sheet
    heads = [sheet.horizontalHeaderItem(c).toolTip() for c in range(sheet.columnCount())]
    assert "Компьютер 2" in heads and "Computer 2" not in heads
    # a language switch renames them again, as it does a game against the computer
    switch_to(Language.EN)
    qtbot.waitUntil(lambda: plate_names(ann_window)[2] == "Computer 2", timeout=5000)
    host_window.network.leave_now()
