"""Programs killed and started again, on 127.0.0.1 (issue 19).

A client process killed in the middle of a trick keeps its seat (the computer
plays it meanwhile) and, started again, rejoins it and finishes the game; the
host process killed in the middle of a deal is opened again from its
autosave, and its players reconnect by themselves and finish the game.
"""

from __future__ import annotations

import json
import re
import signal

from lan_support import AutoPlayer, Output, start_process, stop
from PySide6.QtNetwork import QHostAddress

from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.joining import ConnectionState
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.ui.lan_session import ClientSession

PERSON = SeatPlan(SeatKind.PERSON)


def test_a_client_process_killed_mid_trick_rejoins_when_started_again(qtbot, tmp_path):
    rules = preset("classic", players=3)
    config = TableConfig("Kill", rules, (PERSON, PERSON, SeatPlan(SeatKind.COMPUTER, "C", "easy")),
                         seed=8)
    host = TableHost.new(config, advertise=False, delay_ms=0)
    port = host.open(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    address = f"127.0.0.1:{port}"
    seat_file = tmp_path / "seat.json"
    steady = start_process("client", address, "--name", "Steady", "--seat", "0",
                           home=tmp_path / "a")
    victim = start_process("client", address, "--name", "Victim", "--seat", "1",
                           "--seat-file", str(seat_file), "--delay-ms", "150",
                           home=tmp_path / "b")
    restarted = None
    try:
        qtbot.waitUntil(lambda: host.table.can_start(), timeout=30000)
        host.start()
        game = None

        def mid_trick() -> bool:
            nonlocal game
            game = host.table.game
            return (game.phase is Phase.PLAY and game.to_act == 1
                    and len(game.view(1).trick) >= 1)

        qtbot.waitUntil(mid_trick, timeout=60000)
        victim.send_signal(signal.SIGKILL)  # no goodbye: the program just dies
        victim.wait(10)
        moment = len(game.history)
        qtbot.waitUntil(lambda: host.table.info().seats[1].computer_playing, timeout=20000)
        qtbot.waitUntil(lambda: any(s == 1 for s, _ in game.history[moment:]), timeout=20000)
        assert json.loads(seat_file.read_text())["seat"] == 1
        restarted = start_process("client", address, "--seat-file", str(seat_file),
                                  home=tmp_path / "b")
        out = Output(restarted)
        out.wait_for(qtbot, "seated 1", timeout=30000)
        out.wait_for(qtbot, "snapshot at moment", timeout=5000)  # the state now, not a replay
        qtbot.waitUntil(lambda: not host.table.info().seats[1].computer_playing, timeout=5000)
        qtbot.waitUntil(lambda: host.table.over, timeout=120000)
        line = out.wait_for(qtbot, "game over", timeout=30000)
        assert f"scores {list(game.sheet.totals)}" in line
    finally:
        for process in (steady, victim, restarted):
            if process is not None:
                stop(process)
        host.close()


def test_the_host_killed_and_reopened_from_its_autosave_gets_its_players_back(qtbot, tmp_path):
    autosave = tmp_path / "table.json"
    args = ["--preset", "classic", "--players", "3", "--seat", "person", "--seat", "person",
            "--seat", "computer:easy", "--port", "0", "--no-advertise", "--delay-ms", "0",
            "--seed", "12", "--autosave", str(autosave)]
    first = start_process("host", *args, home=tmp_path / "host")
    second = None
    sessions = []
    try:
        out = Output(first)
        port = int(out.wait_for(qtbot, "port:", timeout=30000).split()[1])
        sessions = [ClientSession("127.0.0.1", port, name=n, seat=i, remember=False)
                    for i, n in enumerate(("Ann", "Bob"))]
        players = [AutoPlayer(s, seed=i) for i, s in enumerate(sessions)]
        states: list[list[str]] = [[], []]
        for s, seen in zip(sessions, states, strict=True):
            s.connection_changed.connect(seen.append)
            s.open()
        qtbot.waitUntil(lambda: all(s.view() is not None and s.view().deal_number >= 2
                                    for s in sessions), timeout=60000)
        # the autosave is written on the host's saver thread, a moment after the move
        qtbot.waitUntil(lambda: autosave.exists() and bool(
            (json.loads(autosave.read_text()) or {}).get("record")), timeout=15000)
        saved = json.loads(autosave.read_text())
        assert saved["record"]["actions"] and saved["port"] == port
        first.send_signal(signal.SIGKILL)  # the host's program dies mid-game
        first.wait(10)
        qtbot.waitUntil(lambda: all(ConnectionState.RECONNECTING in seen for seen in states),
                        timeout=30000)
        kept = len(json.loads(autosave.read_text())["record"]["actions"])
        second = start_process("host", "--resume", str(autosave), "--no-advertise",
                               "--delay-ms", "0", home=tmp_path / "host")
        out2 = Output(second)
        assert int(out2.wait_for(qtbot, "port:", timeout=30000).split()[1]) == port
        qtbot.waitUntil(lambda: all(seen[-1] == ConnectionState.CONNECTED for seen in states),
                        timeout=30000)
        # back in their seats with the game as the autosave had it, and it goes on ("connected"
        # comes with "joined", a moment before the snapshot: the first back may see the
        # computer play on while the other still shows the view from before the crash)
        qtbot.waitUntil(lambda: all(s.view().scores == sessions[0].view().scores
                                    for s in sessions), timeout=5000)
        qtbot.waitUntil(lambda: all(s.is_over for s in sessions), timeout=120000)
        line = out2.wait_for(qtbot, "game over", timeout=30000)
        totals = [int(n) for n in re.findall(r": (-?\d+)", line.split("(", 1)[1])]
        assert all(list(s.game.sheet.totals) == totals for s in sessions)
        assert sum(p.actions for p in players) > kept // 3
        assert not out2.find("error")
    finally:
        for session in sessions:
            session.close()
        for process in (first, second):
            if process is not None:
                stop(process)
