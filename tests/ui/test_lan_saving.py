"""Saving at a table on the network (issue 19: "each player can save, print and export the
score sheet at any time").

The host saves the whole table (its autosave's format): opening the file hosts the same
table again and its people come back to their seats.  A client saves the score sheet as
his seat saw it — never a card — and opening it shows the sheet read-only.  All over
real sockets on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import random
import re

import pytest
from lan_windows import close_boxes, drive, host_in, join_in, make_window
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QFileDialog, QMessageBox
from test_lan_play import saved_actions, start_two
from test_translations import russian  # noqa: F401

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.host_table import HostTable
from debertz_desktop.net.seat_sheet import SeatSheet, write_seat_sheet
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.net.table_save import saved_table, write_table
from debertz_desktop.ui.open_requests import OpenRequests
from debertz_desktop.ui.printing import export_csv
from debertz_desktop.ui.sheet_document import sheet_html

#: A card's text form anywhere in a file ("QS", "10H").
CARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[789JQKA])[SCDH](?![0-9A-Za-z])")


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def save_through_dialog(monkeypatch, window, path, action="save_as_action") -> tuple:
    """Game → Save as… (or Save), the file dialog answering ``path``; what it was asked."""
    asked = []

    def dialog(parent, title, start, *rest):
        asked.append((title, os.path.basename(start)))
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    getattr(window, action).trigger()
    return asked[0] if asked else ()


def crash(host) -> None:
    """The host's program dies: no goodbye, its listening port closes with it."""
    table_host = host.host
    table_host._tick.stop()
    table_host.transport.server.close()
    for socket in list(table_host.transport._sockets.values()):
        socket.abort()


def answer(box, button) -> None:
    assert box is not None and box.isVisible()
    box.button(button).click()


def test_the_host_saves_mid_game_and_the_file_hosts_the_same_table_again(
        qtbot, monkeypatch, tmp_path):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.whole_game.history) > 8)
    assert host_window.files.unsaved_moves()
    path = tmp_path / "Friday.debertz"
    assert save_through_dialog(monkeypatch, host_window, path) == (
        "Save the table", "Friday.debertz")
    saved_history = list(host.whole_game.history)
    data = json.loads(path.read_text(encoding="utf-8"))
    # the whole table: rules, seats with their tokens, the game with every card (seed)
    assert data["format"] == "debertz-lan-table" and data["name"] == "Friday"
    assert [s["name"] for s in data["seats"]] == ["Hostess", "Ann"]
    assert all(s["token"] for s in data["seats"] if s["kind"] != "computer")
    assert len(data["record"]["actions"]) == len(saved_history)
    assert data["port"] == host.port
    if os.name == "posix":
        assert path.stat().st_mode & 0o077 == 0  # the host's secret: tokens and hands
    assert host_window.windowTitle().startswith("Friday.debertz")
    assert not host_window.files.unsaved_moves()
    saved_bytes = path.read_bytes()

    # the game goes on after the save; the autosave follows it, the file does not
    drive(qtbot, [host_window, ann_window],
          until=lambda: len(host.whole_game.history) > len(saved_history) + 3)
    qtbot.waitUntil(lambda: saved_actions(host.host.autosave) == len(host.whole_game.history),
                    timeout=5000)
    assert path.read_bytes() == saved_bytes
    assert host_window.files.unsaved_moves()
    crash(host)
    qtbot.waitUntil(lambda: ann_window.network.banner.isVisible(), timeout=5000)

    # the program started again on the file (``debertz Friday.debertz``, as Game → Open does):
    # host the table again?
    restarted = make_window(qtbot)
    OpenRequests(restarted).at_start(str(path))
    assert restarted.session is None  # no new game instead: the table is offered
    box = restarted.network.message_box
    assert box.objectName() == "HostSavedBox"
    assert "Friday.debertz holds the table you hosted, «Friday» (Hostess, Ann)" in box.text()
    answer(box, QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: restarted.network.playing, timeout=10_000)
    reopened = restarted.session
    assert list(reopened.whole_game.history) == saved_history  # the file's state
    assert reopened.port == host.port and reopened.human_seat == 0
    assert reopened.host.autosave != path  # the table autosaves to its own file
    assert restarted.record_path == str(path)
    assert restarted.windowTitle().startswith("Friday.debertz")
    assert not restarted.files.unsaved_moves()
    # Ann's program finds the table by itself and takes her seat back, at the saved moment
    qtbot.waitUntil(lambda: not ann_window.network.banner.isVisible(), timeout=20_000)
    qtbot.waitUntil(lambda: ann.view() is not None
                    and ann.view().hand == reopened.whole_game.view(1).hand, timeout=10_000)
    assert ann.game.sheet.rows == reopened.whole_game.sheet.rows
    drive(qtbot, [restarted, ann_window],
          until=lambda: len(reopened.whole_game.history) > len(saved_history) + 2)
    assert path.read_bytes() == saved_bytes
    # Save (Ctrl+S) writes to the file it was opened from, without asking
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: pytest.fail("Save asked for a file"))
    restarted.save_action.trigger()
    again = json.loads(path.read_text(encoding="utf-8"))
    assert len(again["record"]["actions"]) == len(reopened.whole_game.history)
    drive(qtbot, [restarted, ann_window], seed=7)
    assert ann.game.sheet.rows == reopened.whole_game.sheet.rows


def test_a_client_saves_its_sheet_without_any_card_and_opens_it_read_only(
        qtbot, monkeypatch, tmp_path):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.whole_game.sheet.rows) >= 2
          and host.whole_game.view(0).hand)
    assert ann_window.save_action.text() == "Save score &sheet"
    assert "kept by its host" in ann_window.save_action.statusTip()
    path = tmp_path / "sheet.debertz"
    assert save_through_dialog(monkeypatch, ann_window, path) == (
        "Save the score sheet", "Friday score sheet.debertz")
    rows = list(host.whole_game.sheet.rows)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == "debertz-network-sheet" and data["version"] == 1
    assert data["table"] == "Friday" and data["names"] == ["Hostess", "Ann"]
    assert data["seat"] == 1 and data["created"] and data["saved"]
    assert data["rows"] == [row.to_dict() for row in rows]
    # no card of any hand — nor any other card, token or seed — is in a client's file
    hands = [str(card) for seat in (0, 1) for card in host.whole_game.view(seat).hand]
    assert hands and not any(f'"{card}"' in text for card in hands)
    assert CARD.findall(text) == []
    assert "token" not in text and "seed" not in text and "record" not in text
    assert ann_window.windowTitle().startswith("sheet.debertz")

    # opened in another window: the sheet, read-only, titled as a network game's
    reader = make_window(qtbot)
    assert reader.files.open_path(str(path))
    sheet_window = reader.files.sheet_window
    assert sheet_window is not None and sheet_window.isVisible()
    assert sheet_window.windowTitle() == "sheet.debertz — Score sheet of a network game"
    info = sheet_window.info
    assert info.sheet.rows == rows and info.names == ("Hostess", "Ann")
    assert info.extra == {"Table": "Friday", "Saved by": "Ann"}
    assert reader.session is None  # nothing to play: the game is the host's
    table = sheet_window.panel.table
    assert table.editTriggers() == table.EditTrigger.NoEditTriggers
    # printed and exported as such: the title and the table's name head the page
    page = sheet_html(info)
    assert "Score sheet of a network game" in page and "Friday" in page
    csv_path = tmp_path / "sheet.csv"
    export_csv(str(csv_path), info)
    assert "Hostess" in csv_path.read_text(encoding="utf-8-sig")
    assert str(path) in reader.settings.recent_files


def test_the_russian_sheet_of_a_network_game(qtbot, monkeypatch, tmp_path, russian):  # noqa: F811
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.whole_game.sheet.rows) >= 1)
    assert ann_window.save_action.text() == "Сохранить &запись"
    path = tmp_path / "лист.debertz"
    save_through_dialog(monkeypatch, ann_window, path)
    reader = make_window(qtbot)
    assert reader.files.open_path(str(path))
    sheet_window = reader.files.sheet_window
    assert sheet_window.windowTitle() == "лист.debertz — Запись сетевой партии"
    assert sheet_window.info.extra == {"Стол": "Friday", "Сохранено игроком": "Ann"}


def test_the_host_is_asked_to_save_before_his_table_closes_for_another_game(
        qtbot, monkeypatch, tmp_path):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.whole_game.history) > 6)
    went_on = []
    # Cancel: the table stays
    host_window.files.confirm_discard(lambda: went_on.append("cancel"))
    box = host_window.network.message_box
    assert box.objectName() == "SaveChangesBox"
    assert "The game at your table «Friday» has moves that are not saved" in box.text()
    answer(box, QMessageBox.StandardButton.Cancel)
    qtbot.wait(50)
    assert host_window.network.active and not went_on
    # Save: the table is saved to a file of its own, then closed
    path = tmp_path / "before-new.debertz"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    history = list(host.whole_game.history)
    host_window.files.confirm_discard(lambda: went_on.append("saved"))
    answer(host_window.network.message_box, QMessageBox.StandardButton.Save)
    qtbot.waitUntil(lambda: went_on == ["saved"], timeout=5000)
    assert not host_window.network.active
    assert len(json.loads(path.read_text(encoding="utf-8"))["record"]["actions"]) == len(history)
    qtbot.waitUntil(lambda: ann_window.network.session is None, timeout=10_000)


def test_a_saved_host_is_only_asked_to_close_and_dont_save_closes(qtbot, monkeypatch, tmp_path):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.whole_game.history) > 4)
    save_through_dialog(monkeypatch, host_window, tmp_path / "t.debertz")
    went_on = []
    host_window.files.confirm_discard(lambda: went_on.append(1))
    box = host_window.network.message_box
    assert box.objectName() == "LeaveTableBox"  # nothing unsaved: only "Close the table?"
    answer(box, QMessageBox.StandardButton.No)
    assert host_window.network.active
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.whole_game.history) > 8)
    host_window.files.confirm_discard(lambda: went_on.append(2))
    answer(host_window.network.message_box, QMessageBox.StandardButton.Discard)
    qtbot.waitUntil(lambda: went_on == [2], timeout=5000)
    assert not host_window.network.active


def test_a_busy_port_is_said_when_a_saved_table_is_hosted_again(qtbot, monkeypatch, tmp_path):
    host_window = make_window(qtbot)
    rules = preset("classic", players=3)
    seats = (SeatPlan(SeatKind.HOST, "Hostess"), SeatPlan(SeatKind.PERSON),
             SeatPlan(SeatKind.COMPUTER, "Robo", "easy"))
    host = host_in(host_window, rules, seats)
    ann_window = make_window(qtbot)
    join_in(qtbot, ann_window, host.port, "Ann")
    qtbot.waitUntil(lambda: host_window.network.lobby.start_button.isEnabled(), timeout=10_000)
    host_window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: host_window.network.playing, timeout=10_000)
    path = tmp_path / "busy.debertz"
    save_through_dialog(monkeypatch, host_window, path)
    port = host.port
    host_window.network.leave_now()
    squatter = QTcpServer()
    assert squatter.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port)
    try:
        reopened = host_window.network.hosting.host_saved(path, advertise=False, delay_ms=0)
        assert reopened is not None and reopened.port != port
        box = host_window.network.message_box
        assert box.objectName() == "NetworkMessageBox"
        assert box.windowTitle() == "The table moved to another port"
        assert f"Port {port}" in box.text() and f"port {reopened.port}" in box.text()
        assert "a computer plays for them" in box.text()
    finally:
        squatter.close()


def test_a_finished_table_saved_by_its_host_opens_as_its_sheet(qtbot, monkeypatch, tmp_path):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window])
    path = tmp_path / "over.debertz"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    table = host_window.table
    qtbot.waitUntil(lambda: table.summary.isVisible(), timeout=5000)
    table.summary.close_button.click()
    table.game_over.save_button.click()  # the result panel's Save
    assert json.loads(path.read_text(encoding="utf-8"))["record"] is not None
    reader = make_window(qtbot)
    assert reader.files.open_path(str(path))
    assert reader.network.message_box is None  # a finished game is not hosted again
    sheet_window = reader.files.sheet_window
    assert sheet_window.info.sheet.rows == host.whole_game.sheet.rows
    assert sheet_window.info.sheet.winner_side == host.whole_game.sheet.winner_side
    assert sheet_window.windowTitle() == "over.debertz — Score sheet of a network game"


def test_a_damaged_table_or_sheet_is_explained_and_the_game_on_the_table_stays(
        qtbot, tmp_path):
    window = make_window(qtbot, start_game=True)
    session = window.session
    game = Game(preset("classic", players=2), 5, names=("Hostess", "Ann"))
    rng = random.Random(5)
    while len(game.sheet.rows) < 1:
        seat = game.to_act
        game.apply(seat, rng.choice([a for a in game.legal_actions(seat)
                                     if not isinstance(a, A.OfferDave)]))
    sheet_path, table_path = tmp_path / "sheet.debertz", tmp_path / "table.debertz"
    write_seat_sheet(sheet_path, SeatSheet("Friday", 1, game.names, game.rules,
                                           tuple(game.sheet.rows), None))
    config = TableConfig("Friday", game.rules, (SeatPlan(SeatKind.HOST, "Hostess"),
                                                 SeatPlan(SeatKind.PERSON)))
    table = HostTable(config)
    table.restore(["Hostess", "Ann"], ["t0", "t1"], game, 0.0)
    write_table(table_path, saved_table(table))
    for path in (sheet_path, table_path):
        text = path.read_text(encoding="utf-8")
        path.write_text(text[:len(text) // 2], encoding="utf-8")  # cut off, as a crash would
        cut = path.read_bytes()
        assert not window.files.open_path(str(path))
        box = window.files.message_box
        assert box.isVisible() and box.objectName() == "FileErrorBox"
        assert "This file is damaged: its end is cut off." in box.text()
        box.done(0)
        assert window.session is session and not window.network.active
        assert path.read_bytes() == cut  # nothing written
    # a sheet whose rows are wrong: the sheet cannot be shown, and says so
    write_seat_sheet(sheet_path, SeatSheet("Friday", 1, game.names, game.rules,
                                           tuple(game.sheet.rows), None))
    data = json.loads(sheet_path.read_text(encoding="utf-8"))
    data["rows"][0]["sides"] = "none"
    sheet_path.write_text(json.dumps(data), encoding="utf-8")
    assert not window.files.open_path(str(sheet_path))
    assert "the score sheet cannot be shown" in window.files.message_box.text()
    assert window.files.sheet_window is None and window.session is session
