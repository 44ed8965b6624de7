"""A table hosted again on another port is found by its players (issue 19), on 127.0.0.1 only.

The host's program dies in the middle of a game; by the time it is opened again
from its autosave another program holds its port, so the table listens on the
next one.  Its players' programs — one in this process (a ``ClientSession``),
one a headless client process — look for the table by its id among the tables
announced (zeroconf restricted to 127.0.0.1), find it at its new port and take
their seats back with their tokens; the game goes on to its end.  A table
announced meanwhile with the same id but another certificate (another machine
pretending to be the table) gets no connection at all.
"""

from __future__ import annotations

import json
import re
import shutil
import signal
import socket

from lan_support import AutoPlayer, Output, start_process, stop

from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.joining import ConnectionState
from debertz_desktop.ui.lan_session import ClientSession


def occupy(port: int) -> socket.socket:
    """Another program takes the port (it accepts connections and never answers)."""
    squatter = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # past the TIME_WAITs
    squatter.bind(("127.0.0.1", port))
    squatter.listen(4)
    return squatter


def test_players_find_their_table_hosted_again_on_another_port(qtbot, tmp_path):
    autosave = tmp_path / "table.json"
    args = ["--preset", "classic", "--players", "3", "--seat", "person", "--seat", "person",
            "--seat", "computer:easy", "--port", "0", "--delay-ms", "0", "--seed", "21",
            "--autosave", str(autosave), "--name", "Moving"]
    first = start_process("host", *args, home=tmp_path / "host")
    second = bob = squatter = impostor = None
    ann = None
    try:
        out = Output(first)
        port = int(out.wait_for(qtbot, "port:", timeout=30000).split()[1])
        ann = ClientSession("127.0.0.1", port, name="Ann", seat=0, remember=False)
        player = AutoPlayer(ann, seed=1)  # noqa: F841 (kept: it plays while it lives)
        states: list[str] = []
        moves: list[str] = []
        ann.connection_changed.connect(states.append)
        ann.table_moved.connect(moves.append)
        ann.open()
        seat_file = tmp_path / "bob-seat.json"
        bob = start_process("client", f"127.0.0.1:{port}", "--name", "Bob", "--seat", "1",
                            "--seat-file", str(seat_file), "--delay-ms", "20",
                            home=tmp_path / "bob")
        bob_out = Output(bob)
        qtbot.waitUntil(lambda: ann.view() is not None and ann.view().deal_number >= 2,
                        timeout=60000)
        table_id = ann.table.id
        assert json.loads(seat_file.read_text())["table_id"] == table_id
        first.send_signal(signal.SIGKILL)  # the host's program dies mid-game
        first.wait(10)
        qtbot.waitUntil(lambda: ConnectionState.RECONNECTING in states, timeout=30000)
        bob_out.wait_for(qtbot, "connection reconnecting", timeout=30000)
        squatter = occupy(port)

        # another machine announces the table's id with its own certificate (this process's
        # home has another one than the host's): nobody connects to it
        copy = tmp_path / "stolen.json"
        shutil.copy(autosave, copy)
        impostor = TableHost.reopen(copy, keep_file=True, delay_ms=0)
        assert impostor.table.table_id == table_id
        assert impostor.fingerprint != ann.connection.fingerprint
        fake_port = impostor.open()
        knocks: list[int] = []  # one for each TCP connection it accepts, before any TLS
        impostor.transport.knocked.connect(lambda _peer: knocks.append(1))
        assert fake_port != port

        def impostor_seen() -> bool:
            browser = ann.connection.browser
            return browser is not None and any(
                ad.id == table_id and ad.port == fake_port for ad in browser.tables.values())

        qtbot.waitUntil(impostor_seen, timeout=20000)
        qtbot.wait(2500)
        assert not knocks and not moves
        assert ann.connection_state == ConnectionState.RECONNECTING

        second = start_process("host", "--resume", str(autosave), "--delay-ms", "0",
                               home=tmp_path / "host")
        out2 = Output(second)
        new_port = int(out2.wait_for(qtbot, "port:", timeout=30000).split()[1])
        assert new_port not in (port, fake_port)
        assert "announced" in out2.wait_for(qtbot, "moved:", timeout=5000)
        qtbot.waitUntil(lambda: ann.connection_state == ConnectionState.CONNECTED,
                        timeout=30000)
        assert ann.address == ("127.0.0.1", new_port) and moves == [f"127.0.0.1:{new_port}"]
        assert ann.human_seat == 0
        bob_out.wait_for(qtbot, f"table found at 127.0.0.1:{new_port}", timeout=10000)
        qtbot.waitUntil(lambda: bob_out.lines.count("seated 1 as Bob") == 2,  # back in its seat
                        timeout=10000)
        out2.wait_for(qtbot, "seat 1: Bob — connected", timeout=10000)
        # the game goes on at the new port to its end, with the same sheet everywhere
        qtbot.waitUntil(lambda: ann.is_over, timeout=120000)
        line = out2.wait_for(qtbot, "game over", timeout=30000)
        totals = [int(n) for n in re.findall(r": (-?\d+)", line.split("(", 1)[1])]
        assert list(ann.game.sheet.totals) == totals
        assert not knocks
        assert not out2.find("error")
    finally:
        if ann is not None:
            ann.close()
        if impostor is not None:
            impostor.close()
        if squatter is not None:
            squatter.close()
        for process in (first, second, bob):
            if process is not None:
                stop(process)
