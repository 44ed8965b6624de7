"""The sessions the window talks to, over real sockets on 127.0.0.1 (issue 19).

A host and three clients play whole games through the same interface as a
game against the computer; a dropped connection comes back by itself; the
host's lobby: join code, seats, chat, a computer in a missing person's seat,
refusals with the rule's reason, leaving.  Only 127.0.0.1 is used.
"""

from __future__ import annotations

import pytest
from lan_support import AutoPlayer
from PySide6.QtNetwork import QHostAddress

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.joining import ConnectionState
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.net.transport import tls_available
from debertz_desktop.ui.lan_session import ClientSession, HostSession

LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
PERSON = SeatPlan(SeatKind.PERSON)


def host_table(rules, seats, *, tls=True, advertise=False, name="Test", code=None, seed=5):
    config = TableConfig(name, rules, tuple(seats), join_code=code, seed=seed)
    host = TableHost.new(config, tls=tls, advertise=advertise, delay_ms=0)
    host.open(LOCAL, 0)
    return host


def join(port, name, seat=None, **kwargs):
    session = ClientSession("127.0.0.1", port, name=name, seat=seat, **kwargs)
    session.open()
    return session


@pytest.mark.parametrize("case", ["host and three clients, pairs", "three clients, 3 players"])
def test_whole_games_over_real_sockets(qtbot, case):
    if case.startswith("host"):
        rules = preset("belote", players=4)
        session = HostSession.new("Friday", rules, (SeatPlan(SeatKind.HOST, "Host"), PERSON,
                                                    PERSON, PERSON), seed=3, advertise=False,
                                  delay_ms=0, port=0)
        host, players = session.host, [session]
    else:
        rules = preset("classic", players=3)
        host, players = host_table(rules, (PERSON, PERSON, PERSON)), []
    clients = [join(host.port, f"P{i}") for i in range(3)]
    players += clients
    autos = [AutoPlayer(p, seed=i) for i, p in enumerate(players)]
    qtbot.waitUntil(lambda: host.table.can_start(), timeout=10000)
    assert all(c.encrypted == tls_available() for c in clients)
    host.start()
    qtbot.waitUntil(lambda: host.table.over and all(p.is_over for p in players),
                    timeout=120000)
    game = host.table.game
    for player in players:
        # every screen ends with exactly the host's sheet
        assert player.game.sheet.rows == game.sheet.rows
        assert player.view() == game.view(player.human_seat)
    assert sum(a.actions for a in autos) > 50
    host.close()


def test_a_dropped_connection_comes_back_by_itself(qtbot):
    rules = preset("classic", players=2)
    host = host_table(rules, (PERSON, SeatPlan(SeatKind.COMPUTER, "C", "easy")))
    client = join(host.port, "Ann")
    player = AutoPlayer(client)
    states = []
    client.connection_changed.connect(states.append)
    qtbot.waitUntil(lambda: host.table.can_start(), timeout=10000)
    host.start()
    qtbot.waitUntil(lambda: len(host.table.game.history) > 10, timeout=20000)
    client.connection.transport.socket.abort()  # the network blinks
    qtbot.waitUntil(lambda: ConnectionState.RECONNECTING in states, timeout=5000)
    qtbot.waitUntil(lambda: states[-1] == ConnectionState.CONNECTED, timeout=10000)
    assert not host.table.info().seats[0].computer_playing  # back within the grace period
    qtbot.waitUntil(lambda: host.table.over and client.is_over, timeout=60000)
    assert client.game.sheet.rows == host.table.game.sheet.rows
    assert player.actions > 5
    host.close()


def test_the_host_session_lobby_chat_refusals_and_leaving(qtbot):
    rules = preset("classic", players=3)
    host = HostSession.new("Lobby", rules, (SeatPlan(SeatKind.HOST, "Host"), PERSON, PERSON),
                           join_code="K7Q2", advertise=False, delay_ms=0, port=0)
    tables, problems, chat = [], [], []
    host.table_changed.connect(tables.append)
    host.chat_received.connect(lambda seat, name, text: chat.append((seat, name, text)))
    wrong = join(host.port, "Ann", code="0000")
    wrong.problem.connect(problems.append)
    qtbot.waitUntil(lambda: bool(problems), timeout=10000)
    assert problems == ["the join code is wrong"]
    wrong.join("Ann", 1, "k7q2")
    qtbot.waitUntil(lambda: wrong.human_seat == 1, timeout=10000)
    assert tables[-1].seats[1].name == "Ann" and not tables[-1].can_start
    wrong.say("hello")
    qtbot.waitUntil(lambda: bool(chat), timeout=5000)
    assert chat == [(1, "Ann", "hello")]
    host.set_computer(2, "easy", "Robot")
    qtbot.waitUntil(lambda: host.table.can_start, timeout=5000)
    started = []
    host.game_started.connect(lambda: started.append(True))
    host.start_game()
    qtbot.waitUntil(lambda: bool(started) and wrong.view() is not None, timeout=10000)
    assert host.names == wrong.names == ("Host", "Ann", "Robot")
    assert wrong.game.sheet.side_names == host.sheet.side_names == ("Host", "Ann", "Robot")
    refused = []
    waiting = wrong if wrong.view().to_act != 1 else host
    waiting.action_refused.connect(lambda text, rule: refused.append((text, rule)))
    assert not waiting.submit(A.Pass())
    assert refused and refused[0][1] == "§2" and "turn" in refused[0][0]
    assert not host.can_hint() and not host.can_undo() and not wrong.can_undo()
    # the play goes on; an illegal card is refused by the host with the rule's reason
    def must_follow(view) -> bool:
        plays = [a for a in view.legal_actions if isinstance(a, A.PlayCard)]
        return view.phase is Phase.PLAY and bool(view.trick) and len(plays) < len(view.hand)

    host_player = AutoPlayer(host)
    ann_player = AutoPlayer(wrong, seed=1, until=must_follow)
    qtbot.waitUntil(lambda: wrong.view().to_act == 1 and must_follow(wrong.view()),
                    timeout=60000)
    view = wrong.view()
    legal = {a.card for a in view.legal_actions if isinstance(a, A.PlayCard)}
    bad = next(c for c in view.hand if c not in legal)
    assert not wrong.submit(A.PlayCard(bad))
    qtbot.waitUntil(lambda: len(refused) > 1, timeout=5000)
    assert refused[1][1].startswith("§") and refused[1][1] != "§2"
    assert ann_player.actions > 0 and host_player.actions > 0
    wrong.leave()
    qtbot.waitUntil(lambda: host.seat_status(1) == "computer", timeout=10000)
    host.close()
