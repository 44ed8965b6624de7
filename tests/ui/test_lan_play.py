"""LAN play through the real windows: host, join, the lobby, a whole game, drops (issue 19).

Every window is a real ``MainWindow``; they talk over real sockets on
127.0.0.1 (discovery, where used, on the loopback interface only: the tests'
``DEBERTZ_LAN_LOOPBACK``).  Cards are dragged or double-clicked on each
window's own table, decisions clicked on its decision bar.
"""

from __future__ import annotations

import json

import pytest
from lan_windows import close_boxes, drive, host_in, join_in, make_window
from PySide6.QtCore import Qt
from test_connection_banner import assert_clear

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.limits import Limits
from debertz_desktop.ui.lan.unfinished_tables import unfinished_tables
from debertz_desktop.ui.lan_session import ClientSession
from debertz_desktop.ui.printing import export_csv, export_pdf


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def test_a_whole_game_hosted_and_joined_through_the_windows(qtbot, tmp_path):
    host_window = make_window(qtbot)
    ann_window, bob_window = make_window(qtbot), make_window(qtbot)
    host = host_in(host_window, preset("classic", players=3), code="4711")
    lobby = host_window.network.lobby
    assert lobby is not None and lobby.isVisible()
    assert lobby.code_label.text() == "4711"
    assert f":{host.port}" in lobby.address_label.text()
    assert not lobby.start_button.isEnabled()
    assert "Still missing: Seat 2, Seat 3." in lobby.waiting_label.text()

    ann = join_in(qtbot, ann_window, host.port, "Ann", code="4711")
    bob = join_in(qtbot, bob_window, host.port, "Bob", code="4711")
    assert {ann.human_seat, bob.human_seat} == {1, 2}
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    assert "Everybody is here" in lobby.waiting_label.text()
    names = [lobby.seat_text(row, 1) for row in range(3)]
    assert names[0].startswith("Hostess") and {"Ann", "Bob"} <= set(names)

    # the chat in the lobby reaches everybody
    ann_lobby = ann_window.network.lobby
    ann_lobby.chat_panel.edit.setText("hello all")
    ann_lobby.chat_panel.send_typed()
    qtbot.waitUntil(lambda: "hello all" in lobby.chat_panel.plain_text(), timeout=5000)
    assert "Ann" in lobby.chat_panel.plain_text()

    lobby.start_button.click()
    windows = [host_window, ann_window, bob_window]
    qtbot.waitUntil(lambda: all(w.network.playing for w in windows), timeout=10_000)
    assert all(w.network.lobby is None for w in windows)
    for window in windows:
        assert window.table.session is window.session
        assert window.network.chat_dock.isVisible()
        # no hint and no undo on the network
        assert not window.hint_action.isVisible() and not window.undo_action.isVisible()
    assert ann_window.session.names == ("Hostess", "Ann", "Bob")
    # each player can save at any time: the host his table, a client his score sheet
    assert ann_window.save_action.isEnabled()
    assert ann_window.save_action.text() == "Save score &sheet"
    assert host_window.save_action.isEnabled() and host_window.save_action.text() == "&Save"

    actions = drive(qtbot, windows, seed=3)
    assert actions > 30
    rows = host.host.table.game.sheet.rows
    for window in windows:
        assert window.session.game.sheet.rows == rows
        assert window.sheet.rowCount() >= len(rows)
        info = window.files.sheet_info()  # each player can print and export his sheet
        assert info is not None and info.sheet.rows == rows
    csv_path, pdf_path = tmp_path / "ann.csv", tmp_path / "ann.pdf"
    export_csv(str(csv_path), ann_window.files.sheet_info())
    export_pdf(str(pdf_path), ann_window.files.sheet_info())
    text = csv_path.read_text(encoding="utf-8-sig")
    assert "Hostess" in text and "Bob" in text and str(host.host.table.game.sheet.totals[1]) in text
    assert pdf_path.read_bytes().startswith(b"%PDF")
    # each table shows the last deal, then the result with Save (the host's table, a
    # client's sheet) and Print
    for window in windows:
        table = window.table
        qtbot.waitUntil(lambda t=table: t.summary.isVisible(), timeout=5000)
        qtbot.mouseClick(table.summary.close_button, Qt.MouseButton.LeftButton)
        assert table.game_over.isVisible()
        assert table.game_over.save_button.isVisible()
        assert window.save_action.isEnabled()
    assert host_window.table.game_over.save_button.text() == "S&ave…"
    assert ann_window.table.game_over.save_button.text() == "S&ave sheet…"
    assert "host may start another game" in ann_window.statusBar().currentMessage()
    # the host's New game: the same people again
    host_window.table.game_over.new_game_button.click()
    box = host_window.network.message_box
    assert box.objectName() == "AnotherGameBox"
    assert "Play another game with the same people at «Friday»?" in box.text()
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not ann_window.session.is_over, timeout=10_000)
    assert ann_window.session.view().deal_number == 1
    assert ann_window.table.session is ann_window.session
    qtbot.waitUntil(lambda: not ann_window.table.game_over.isVisible(), timeout=5000)
    assert not host_window.table.game_over.isVisible()
    host_window.network.leave_now()
    qtbot.waitUntil(lambda: ann_window.network.session is None, timeout=10_000)
    # what the player saw stays on his table, to read, print, export and save
    assert ann_window.files.sheet_info() is not None
    assert ann_window.save_action.isEnabled()
    assert ann_window.save_action.text() == "Save score &sheet"
    assert ann_window.table.session is None and not ann_window.table.panel.isEnabled()


def start_two(qtbot, host_window, ann_window, **options):
    host = host_in(host_window, preset("classic", players=2), **options)
    ann = join_in(qtbot, ann_window, host.port, "Ann")
    qtbot.waitUntil(lambda: host_window.network.lobby.start_button.isEnabled(), timeout=10_000)
    host_window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: host_window.network.playing and ann_window.network.playing,
                    timeout=10_000)
    return host, ann


def saved_actions(path) -> int:
    """How many actions the hosted table's autosave holds (-1: none yet)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return -1
    return len((data.get("record") or {}).get("actions", []))


def test_a_dropped_client_comes_back_by_itself_and_the_tables_say_so(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, ann = start_two(qtbot, host_window, ann_window)
    windows = [host_window, ann_window]
    drive(qtbot, windows, until=lambda: len(host.host.table.game.history) > 8)
    ann.connection.transport.socket.abort()  # the network blinks
    banner = ann_window.network.banner
    qtbot.waitUntil(lambda: banner is not None and banner.isVisible(), timeout=5000)
    assert "reconnecting" in banner.text()
    assert_clear(ann_window, banner)  # the trump box's heading stays readable
    assert "reconnecting" in ann_window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "Disconnected",
                    timeout=5000)
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=10_000)
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "", timeout=5000)
    log = host_window.network.chat.lines
    assert any(line.text == "Ann lost the connection." for line in log)
    assert any(line.text == "Ann is back." for line in log)
    drive(qtbot, windows, seed=5)
    assert ann.game.sheet.rows == host.host.table.game.sheet.rows


def test_a_silent_host_is_noticed_and_the_client_reconnects_by_itself(qtbot):
    """A dead peer sends no FIN (a sleeping laptop, a pulled cable): only the heartbeat
    notices; the client connects again and takes its seat back, the game goes on."""
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host = host_in(host_window, preset("classic", players=2))
    ann = ClientSession("127.0.0.1", host.port, name="Ann",
                        limits=Limits(heartbeat=0.3, silence=1.2), parent=ann_window)
    ann.open()
    qtbot.waitUntil(lambda: ann.human_seat == 1, timeout=10_000)
    ann_window.network.adopt(ann, is_host=False)
    host_window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: ann_window.network.playing, timeout=10_000)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 6)
    ann.connection.transport.socket.blockSignals(True)  # nothing more is heard
    banner = ann_window.network.banner
    qtbot.waitUntil(lambda: banner.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=10_000)
    assert ann_window.network.session is ann and ann_window.network.message_box is None
    drive(qtbot, [host_window, ann_window], seed=4)
    assert ann.game.sheet.rows == host.host.table.game.sheet.rows


def test_a_computer_plays_for_a_person_gone_and_he_rejoins_from_the_join_dialog(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 6)
    ann_window.network.close_quietly()  # Ann's program quits; her seat waits for her
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1)
                    == "Played by a computer", timeout=15_000)
    assert host_window.table.panel._waiting == {1: "A computer is playing for Ann…"}
    chat = host_window.network.chat_dock.widget()
    assert "Ann left the table." in chat.plain_text()  # she quit: on purpose, not a drop
    assert "A computer is playing for Ann." in chat.plain_text()
    # the computer plays her cards meanwhile: the game does not wait
    moved = len(host.host.table.game.history)
    drive(qtbot, [host_window], until=lambda: len(host.host.table.game.history) > moved + 4)
    again = make_window(qtbot)
    again.network.joining.show_dialog(browse=False)
    dialog = again.network.dialog
    assert dialog.held_list.count() == 1
    dialog.rejoin_button.click()
    qtbot.waitUntil(lambda: again.network.playing, timeout=10_000)
    assert again.network.lobby is None  # straight to the table: the game is under way
    view = again.session.view()
    assert view.seat == 1 and view.hand == host.host.table.game.view(1).hand
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "", timeout=5000)
    drive(qtbot, [host_window, again], seed=9)
    assert again.session.game.sheet.rows == host.host.table.game.sheet.rows


def test_a_deal_that_ended_while_a_person_was_away_shows_its_summary_when_he_is_back(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 4)
    ann_window.network.close_quietly()
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1)
                    == "Played by a computer", timeout=15_000)
    game = host.host.table.game
    drive(qtbot, [host_window], until=lambda: len(game.rows) >= 1 and game.to_act is not None)
    again = make_window(qtbot)
    again.network.joining.show_dialog(browse=False)
    again.network.dialog.rejoin_button.click()
    qtbot.waitUntil(lambda: again.network.playing, timeout=10_000)
    summary = again.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    assert summary._summary.row.number == game.rows[-1].number


def test_the_hosts_autosave_hosts_the_same_table_again_and_the_players_come_back(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 8)
    qtbot.waitUntil(lambda: saved_actions(host.host.autosave) == len(host.host.table.game.history),
                    timeout=5000)
    history = list(host.host.table.game.history)
    # the host's program dies: no goodbye, the listening port closes with it
    table_host = host.host
    table_host._tick.stop()
    table_host.transport.server.close()
    for socket in list(table_host.transport._sockets.values()):
        socket.abort()
    qtbot.waitUntil(lambda: ann_window.network.banner.isVisible(), timeout=5000)
    restarted = make_window(qtbot)
    tables = unfinished_tables()
    assert [path for path, _ in tables] == [table_host.autosave]
    restarted.network.menu.fill()
    again_menu = next(a.menu() for a in restarted.network.menu.actions()
                      if a.menu() is not None)
    assert again_menu.isEnabled()
    assert again_menu.actions()[0].text().startswith("«Friday» (Hostess, Ann)")
    reopened = restarted.network.hosting.host_again(tables[0][0], advertise=False, delay_ms=0)
    assert reopened.port == host.port  # the same port: the players' retries find it
    qtbot.waitUntil(lambda: restarted.network.playing, timeout=10_000)
    assert list(reopened.host.table.game.history) == history
    qtbot.waitUntil(lambda: not ann_window.network.banner.isVisible(), timeout=20_000)
    drive(qtbot, [restarted, ann_window], seed=11)
    assert ann.game.sheet.rows == reopened.host.table.game.sheet.rows


def test_on_start_a_table_hosted_and_not_finished_is_offered_again(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 4)
    history = list(host.host.table.game.history)
    path = host.host.autosave
    host_window.network.leave_now()  # the table closes with its game under way
    assert path.exists()
    restarted = make_window(qtbot, start_game=True)
    qtbot.waitUntil(lambda: restarted.network.message_box is not None
                    and restarted.network.message_box.isVisible(), timeout=5000)
    box = restarted.network.message_box
    assert "«Friday» (Hostess, Ann), game under way" in box.text()
    box.button(box.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: restarted.network.playing, timeout=10_000)
    assert list(restarted.session.host.table.game.history) == history
    assert restarted.session.human_seat == 0
    # Ann was told the table closed; her seat is still hers to take back
    qtbot.waitUntil(lambda: ann_window.network.session is None, timeout=10_000)
    ann_window.network.joining.show_dialog(browse=False)
    dialog = ann_window.network.dialog
    assert dialog.held_list.count() == 1
    dialog.join_button.click()  # the held seat is chosen: Join rejoins it
    qtbot.waitUntil(lambda: ann_window.network.playing, timeout=10_000)
    assert ann_window.session.human_seat == 1
    assert ann_window.session.view().hand == restarted.session.host.table.game.view(1).hand


def test_an_unfinished_hosted_table_can_be_discarded_on_start(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    path = host.host.autosave
    host_window.network.leave_now()
    restarted = make_window(qtbot, start_game=True)
    qtbot.waitUntil(lambda: restarted.network.message_box is not None
                    and restarted.network.message_box.isVisible(), timeout=5000)
    box = restarted.network.message_box
    box.button(box.StandardButton.Discard).click()
    qtbot.waitUntil(lambda: not path.exists(), timeout=2000)
    assert not restarted.network.active and unfinished_tables() == []
