"""LAN play through the real windows: host, join, the lobby, a whole game, drops (issue 19).

Every window is a real ``MainWindow``; they talk over real sockets on
127.0.0.1 (discovery, where used, on the loopback interface only: the tests'
``DEBERTZ_LAN_LOOPBACK``).  Cards are dragged or double-clicked on each
window's own table, decisions clicked on its decision bar.
"""

from __future__ import annotations

import pytest
from lan_windows import close_boxes, drive, host_in, join_in, make_window

from debertz_desktop.engine.presets import preset


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def test_a_whole_game_hosted_and_joined_through_the_windows(qtbot):
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
    names = [lobby.seats.item(row, 1).text() for row in range(3)]
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
    assert not ann_window.save_action.isEnabled()

    actions = drive(qtbot, windows, seed=3)
    assert actions > 30
    rows = host.game.sheet.rows
    for window in windows:
        assert window.session.game.sheet.rows == rows
        assert window.sheet.rowCount() >= len(rows)
        info = window.files.sheet_info()  # each player can print and export his sheet
        assert info is not None and info.sheet.rows == rows
    qtbot.waitUntil(lambda: ann_window.network.message_box is not None
                    and ann_window.network.message_box.isVisible(), timeout=5000)
    assert "won the game" in ann_window.network.message_box.text()
    host_window.network.leave_now()
    qtbot.waitUntil(lambda: ann_window.network.session is None, timeout=10_000)
