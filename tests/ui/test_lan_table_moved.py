"""The windows when a table comes back on another port (issue 19), on 127.0.0.1 only.

The host opens his table again from its autosave while another program holds
its port: his message says the players' programs find it at the new port;
the Join dialog's "Tables you were seated at" names the table's new address
and Rejoin takes the seat there; a player's window whose host's program died
follows the table to its new port by itself and says so.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

from lan_windows import host_in, join_in, make_window
from PySide6.QtNetwork import QHostAddress, QTcpServer

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.seat_store import held_seats
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.ui.lan.join_dialog import JoinDialog

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "net"))
from lan_support import Output, start_process, stop


def test_the_rejoin_entry_follows_the_table_to_its_new_port(qtbot):
    host_window = make_window(qtbot)
    seats = (SeatPlan(SeatKind.HOST, "Hostess"), SeatPlan(SeatKind.PERSON))
    host = host_in(host_window, preset("classic", players=2), seats, advertise=True)
    ann_window = make_window(qtbot)
    join_in(qtbot, ann_window, host.port, "Ann")
    qtbot.waitUntil(lambda: host_window.network.lobby.start_button.isEnabled(), timeout=10_000)
    host_window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: ann_window.network.playing, timeout=10_000)
    ann_window.network.close_quietly()  # Ann's program quit: her seat waits
    autosave, port = host.host.autosave, host.port
    host_window.network.leave_now()  # the host closes mid-game: the autosave stays
    box = host_window.network.message_box  # "the host closed the table" is not for him
    assert box is None or not box.isVisible()
    squatter = QTcpServer()
    assert squatter.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port)
    try:
        reopened = host_window.network.hosting.host_again(autosave, delay_ms=0)
        assert reopened is not None and reopened.port != port
        box = host_window.network.message_box
        assert box.windowTitle() == "The table moved to another port"
        assert f"port {reopened.port}" in box.text()
        assert "find it there by themselves" in box.text()
        box.done(0)

        dialog = JoinDialog("Ann", loopback=True)
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.held_list.count() == 1
        entry = dialog.held_list.item(0)
        assert f"127.0.0.1:{port}," in entry.text()  # where it was, until it is found
        qtbot.waitUntil(lambda: f"127.0.0.1:{reopened.port}," in entry.text(), timeout=20_000)
        assert f"127.0.0.1:{port}" in entry.toolTip()
        joined = []
        dialog.joined.connect(joined.append)
        dialog.rejoin_button.click()
        qtbot.waitUntil(lambda: bool(joined), timeout=10_000)
        session = joined[0]
        assert session.address == ("127.0.0.1", reopened.port)
        assert session.human_seat == 1 and session.started
        qtbot.waitUntil(lambda: session.view() is not None, timeout=10_000)
        # remembered at the new address for the next time
        again = JoinDialog("Ann", browse=False)
        qtbot.addWidget(again)
        assert f"127.0.0.1:{reopened.port}," in again.held_list.item(0).text()
        session.close()
    finally:
        squatter.close()


def test_a_players_window_follows_its_table_to_its_new_port(qtbot, tmp_path):
    """Meanwhile another table of the same host's program (the same certificate) took the
    old port: it answers, but is not the seat's table — it is not given the token, and the
    seat is not given up."""
    home = Path(os.environ["DEBERTZ_HOME"])  # the host's program is this one's: one certificate
    autosave = tmp_path / "table.json"
    first = start_process("host", "--preset", "classic", "--players", "2", "--seat", "person",
                          "--seat", "computer:easy", "--port", "0", "--delay-ms", "0",
                          "--autosave", str(autosave), "--name", "Kitchen",
                          home=home)
    second = squatter = None
    try:
        port = int(Output(first).wait_for(qtbot, "port:", timeout=30000).split()[1])
        window = make_window(qtbot)
        join_in(qtbot, window, port, "Ann")
        qtbot.waitUntil(lambda: window.network.playing, timeout=20_000)
        messages: list[str] = []
        window.statusBar().messageChanged.connect(messages.append)
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        qtbot.waitUntil(lambda: window.network.banner is not None
                        and window.network.banner.isVisible(), timeout=30_000)
        config = TableConfig("Other", preset("classic", players=2),
                             (SeatPlan(SeatKind.PERSON), SeatPlan(SeatKind.COMPUTER, "C", "easy")))
        squatter = TableHost.new(config, advertise=False, delay_ms=0)
        assert squatter.open(QHostAddress(QHostAddress.SpecialAddress.LocalHost), port) == port
        knocks: list[int] = []
        squatter.transport.knocked.connect(lambda _peer: knocks.append(1))
        qtbot.waitUntil(lambda: bool(knocks), timeout=15_000)  # the player's program asks it
        second = start_process("host", "--resume", str(autosave), "--delay-ms", "0",
                               home=home)
        new_port = int(Output(second).wait_for(qtbot, "port:", timeout=30000).split()[1])
        assert new_port != port
        qtbot.waitUntil(lambda: not window.network.banner.isVisible(), timeout=30_000)
        address = f"127.0.0.1:{new_port}"
        assert f"The table is at {address} now — reconnecting there…" in messages
        assert messages[-1] == f"Connected to the table again, now at {address}."
        assert window.network.session.address == ("127.0.0.1", new_port)
        assert squatter.fingerprint == window.network.session.connection.fingerprint
        assert not any(seat.taken for seat in squatter.table.info().seats
                       if seat.kind == "person")
        assert held_seats()[0].port == new_port  # kept, at the new address
    finally:
        if squatter is not None:
            squatter.close()
        for process in (first, second):
            if process is not None:
                stop(process)
