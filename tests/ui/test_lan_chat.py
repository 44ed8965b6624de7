"""The chat dock after a drop and a rejoin (issue 19), through the real windows on 127.0.0.1.

The host keeps the table's chat and gives it to whoever takes a seat back: a
person whose program started again reads what was said, and one whose
connection blinked reads what he missed — each line once.
"""

from __future__ import annotations

import pytest
from lan_windows import close_boxes, host_in, join_in, make_window

from debertz_desktop.engine.debertz.presets import preset


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def chat_text(window) -> str:
    return window.network.chat_dock.widget().plain_text()


def type_line(window, text: str) -> None:
    panel = window.network.chat_dock.widget()
    panel.edit.setText(text)
    panel.send_typed()


def start_two(qtbot, host_window, ann_window):
    host = host_in(host_window, preset("classic", players=2))
    ann = join_in(qtbot, ann_window, host.port, "Ann")
    qtbot.waitUntil(lambda: host_window.network.lobby.start_button.isEnabled(), timeout=10_000)
    host_window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: host_window.network.playing and ann_window.network.playing,
                    timeout=10_000)
    return host, ann


def test_a_player_whose_program_started_again_reads_the_chat_in_its_dock(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    _host, _ann = start_two(qtbot, host_window, ann_window)
    type_line(host_window, "good luck, Ann")
    qtbot.waitUntil(lambda: "good luck, Ann" in chat_text(ann_window), timeout=5000)
    type_line(ann_window, "thanks!")
    qtbot.waitUntil(lambda: "thanks!" in chat_text(host_window), timeout=5000)
    ann_window.network.close_quietly()  # Ann's program quits; her seat waits for her
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) != "", timeout=15_000)
    type_line(host_window, "come back soon")
    again = make_window(qtbot)
    again.network.joining.show_dialog(browse=False)
    again.network.dialog.rejoin_button.click()
    qtbot.waitUntil(lambda: again.network.playing, timeout=10_000)
    text = chat_text(again)
    said = [text.find(line) for line in ("good luck, Ann", "thanks!", "come back soon")]
    assert -1 not in said and said == sorted(said), text  # all of it, in its order
    assert "Hostess: good luck, Ann" in text and "Ann: thanks!" in text
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "", timeout=5000)
    host_window.network.leave_now()


def test_a_line_said_while_the_connection_blinked_is_shown_once(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    _host, ann = start_two(qtbot, host_window, ann_window)
    type_line(host_window, "before")
    qtbot.waitUntil(lambda: "before" in chat_text(ann_window), timeout=5000)
    ann.connection.transport.socket.abort()  # the network blinks
    type_line(host_window, "meanwhile")
    qtbot.waitUntil(lambda: ann.connection_state == "reconnecting", timeout=5000)
    qtbot.waitUntil(lambda: ann.connection_state == "connected", timeout=10_000)
    qtbot.waitUntil(lambda: "meanwhile" in chat_text(ann_window), timeout=5000)
    type_line(host_window, "after")
    qtbot.waitUntil(lambda: "after" in chat_text(ann_window), timeout=5000)
    text = chat_text(ann_window)
    assert [text.count(line) for line in ("before", "meanwhile", "after")] == [1, 1, 1], text
    host_window.network.leave_now()


def test_a_person_who_joins_the_lobby_late_reads_what_was_said(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host = host_in(host_window, preset("classic", players=2))
    host_window.network.lobby.chat_panel.edit.setText("we start at eight")
    host_window.network.lobby.chat_panel.send_typed()
    join_in(qtbot, ann_window, host.port, "Ann")
    qtbot.waitUntil(lambda: ann_window.network.lobby is not None, timeout=5000)
    assert "Hostess: we start at eight" in ann_window.network.lobby.chat_panel.plain_text()
    host_window.network.leave_now()


def test_a_host_killed_and_hosted_again_is_told_as_such_on_both_sides(qtbot):
    """issue 27: the guest's chat said "Ann lost the connection … Ann is back" to Ann herself,
    and the host's status bar said "Welcome to Debertz." after hosting again."""
    from test_lan_play import saved_actions

    from debertz_desktop.ui.lan.unfinished_tables import unfinished_tables

    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    type_line(host_window, "good luck, Ann")
    qtbot.waitUntil(lambda: "good luck, Ann" in chat_text(ann_window), timeout=5000)
    type_line(ann_window, "thanks!")
    qtbot.waitUntil(lambda: "thanks!" in chat_text(host_window), timeout=5000)
    qtbot.waitUntil(lambda: saved_actions(host.host.autosave) >= 0, timeout=5000)
    # the host's program dies: no goodbye, the listening port closes with it
    table_host = host.host
    table_host._tick.stop()
    table_host.transport.server.close()
    for socket in list(table_host.transport._sockets.values()):
        socket.abort()
    qtbot.waitUntil(lambda: "went away" in chat_text(ann_window), timeout=5000)
    restarted = make_window(qtbot)
    path = unfinished_tables()[0][0]
    restarted.network.hosting.host_again(path, advertise=False, delay_ms=0)
    qtbot.waitUntil(lambda: restarted.network.playing, timeout=10_000)
    # the host: his chat back from the autosave, and the table said to be hosted again
    text = chat_text(restarted)
    assert "Hostess: good luck, Ann" in text and "Ann: thanks!" in text
    assert "You hosted the table «Friday» again" in text
    assert "«Friday» is hosted again" in restarted.statusBar().currentMessage()
    assert "Welcome" not in restarted.statusBar().currentMessage()
    # the guest: the table went away and came back — not news of herself
    qtbot.waitUntil(lambda: "is back; you are at your seat again" in chat_text(ann_window),
                    timeout=20_000)
    text = chat_text(ann_window)
    assert "The table «Friday» went away" in text
    assert "Ann lost the connection" not in text and "Ann is back" not in text
    qtbot.waitUntil(lambda: "Ann is back." in chat_text(restarted), timeout=5000)  # the host's
    restarted.network.leave_now()
