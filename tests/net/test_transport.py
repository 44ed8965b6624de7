"""The table's transport on 127.0.0.1 under the Qt event loop: TCP, TLS, ports, discovery.

Below the sessions: a :class:`TableHost` and :class:`TableConnection`\\ s that
play by themselves.  Whole games over TLS; a host without TLS is joined in
plain TCP and says so; a certificate other than the table's is refused; two
hosts on one machine each get their own port; garbage on the TLS port harms
nothing; a table is found on the (loopback) network, updated, and gone when
it closes.  Only 127.0.0.1 is used.
"""

from __future__ import annotations

import random
import socket
import threading

import pytest
from net_support import random_choice
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QHostAddress

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net import joining
from debertz_desktop.net.client_seat import (
    Ended,
    GameSnapshot,
    GameUpdate,
    JoinIntent,
    RejoinIntent,
    Seated,
)
from debertz_desktop.net.discovery import TableBrowser
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.joining import ConnectionState, TableConnection
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.net.transport import DEFAULT_PORT, tls_available

LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
PERSON = SeatPlan(SeatKind.PERSON)


def host_table(rules, seats, *, tls=True, advertise=False, name="Test", code=None, seed=5,
               port=0):
    config = TableConfig(name, rules, tuple(seats), join_code=code, seed=seed)
    host = TableHost.new(config, tls=tls, advertise=advertise, delay_ms=0)
    host.open(LOCAL, port)
    return host


class Player:
    """A connection that plays a random legal action whenever its seat is to act."""

    def __init__(self, port: int, name: str, seat: int | None = None, **kwargs) -> None:
        self.rng = random.Random(hash(name) & 0xFFFF)
        self.events: list = []
        self.connection = TableConnection("127.0.0.1", port, JoinIntent(name, seat), **kwargs)
        self.connection.event.connect(self._on_event)
        self.connection.open()

    @property
    def seat(self):
        return self.connection.seat

    def _on_event(self, event) -> None:
        self.events.append(event)
        if isinstance(event, GameSnapshot | GameUpdate):
            QTimer.singleShot(0, self._act)

    def _act(self) -> None:
        view = self.seat.view
        if view is not None and view.to_act == view.seat and view.winner_side is None \
                and self.seat.pending is None:
            self.connection.act(random_choice(self.rng, view.legal_actions))

    def ended(self) -> list[Ended]:
        return [e for e in self.events if isinstance(e, Ended)]


def test_a_whole_game_over_tls_with_a_computer_at_the_table(qtbot):
    rules = preset("kharkov", players=4, teams=False)
    host = host_table(rules, (PERSON, PERSON, SeatPlan(SeatKind.COMPUTER, "C", "easy"), PERSON))
    players = [Player(host.port, f"P{i}", i if i < 2 else 3) for i in range(3)]
    qtbot.waitUntil(lambda: host.table.can_start(), timeout=10000)
    host.start()
    qtbot.waitUntil(lambda: host.table.over and all(
        p.seat.view is not None and p.seat.view.winner_side is not None for p in players),
        timeout=120000)
    game = host.table.game
    for p in players:
        assert p.connection.encrypted == tls_available()
        assert p.seat.rows == game.rows and p.seat.view == game.view(p.seat.seat)
    assert any(seat == 2 for seat, _ in game.history)  # the computer played its seat
    host.close()
    qtbot.waitUntil(lambda: all(p.ended() for p in players), timeout=10000)
    assert {p.ended()[0].code for p in players} == {"table_closed"}


@pytest.mark.skipif(not tls_available(), reason="Qt has no TLS backend here")
def test_plain_where_the_host_cannot_encrypt_and_a_wrong_certificate_refused(qtbot):
    rules = preset("classic", players=2)
    plain = host_table(rules, (PERSON, PERSON), tls=False)
    ann = Player(plain.port, "Ann")
    qtbot.waitUntil(lambda: ann.seat.seat is not None, timeout=10000)
    assert not ann.connection.encrypted and not ann.seat.table.encrypted  # said to the person
    secure = host_table(rules, (PERSON, PERSON))
    bob = Player(secure.port, "Bob")
    qtbot.waitUntil(lambda: bob.seat.seat is not None, timeout=10000)
    assert bob.connection.encrypted and bob.seat.table.encrypted
    assert bob.connection.fingerprint == secure.fingerprint
    # somebody else answering at that address with another certificate is refused
    impostor = Player(secure.port, "Cid", fingerprint="00" * 32)
    qtbot.waitUntil(lambda: bool(impostor.ended()), timeout=10000)
    assert "certificate" in impostor.ended()[0].params["detail"]
    assert secure.table.info().seats[1].taken is False
    for host in (plain, secure):
        host.close()


def test_two_hosts_on_one_machine_do_not_collide(qtbot):
    rules = preset("classic", players=2)
    first = host_table(rules, (PERSON, PERSON), name="One", port=DEFAULT_PORT)
    second = host_table(rules, (PERSON, PERSON), name="Two", port=DEFAULT_PORT)
    assert first.port != second.port
    a, b = Player(first.port, "Ann"), Player(second.port, "Bob")
    qtbot.waitUntil(lambda: a.seat.seat is not None and b.seat.seat is not None, timeout=10000)
    assert (a.seat.table.name, b.seat.table.name) == ("One", "Two")
    assert first.table.info().seats[0].name == "Ann" and second.table.info().seats[0].name == "Bob"
    first.close()
    second.close()


def test_garbage_on_the_tls_port_is_refused_without_harm(qtbot):
    host = host_table(preset("classic", players=2), (PERSON, PERSON))
    rng = random.Random(3)
    done = []

    def send() -> None:
        for _ in range(30):
            with socket.create_connection(("127.0.0.1", host.port), timeout=10) as sock:
                try:
                    sock.sendall(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 3000))))
                    sock.settimeout(12)
                    while sock.recv(4096):
                        pass
                except OSError:
                    pass
        done.append(True)

    threading.Thread(target=send, daemon=True).start()
    qtbot.waitUntil(lambda: bool(done), timeout=60000)
    assert host.table.connection_count() == 0
    ann = Player(host.port, "Ann")
    qtbot.waitUntil(lambda: any(isinstance(e, Seated) for e in ann.events), timeout=10000)
    host.close()


def test_a_table_is_found_on_the_loopback_network_updated_and_gone_when_closed(qtbot):
    rules = preset("classic", players=3)
    browser = TableBrowser()
    browser.start()
    try:
        with qtbot.waitSignal(browser.found, timeout=15000,
                              check_params_cb=lambda ad: ad.name == "Seen") as found:
            host = host_table(rules, (PERSON, PERSON, PERSON), advertise=True, name="Seen",
                              code="1234")
        ad = found.args[0]
        assert (ad.address, ad.port) == ("127.0.0.1", host.port)
        assert ad.free == 3 and ad.join_code and ad.rules == "classic 3p 501" and ad.compatible
        assert ad.encrypted == host.encrypted and ad.fingerprint == host.fingerprint
        assert ad.id == host.table.table_id
        with qtbot.waitSignal(browser.found, timeout=15000,
                              check_params_cb=lambda ad: ad.name == "Seen" and ad.free == 2):
            ann = TableConnection("127.0.0.1", host.port, JoinIntent("Ann", code="1234"))
            ann.open()
        with qtbot.waitSignal(browser.gone, timeout=15000):
            host.close()
        assert not any(ad.name == "Seen" for ad in browser.tables.values())
    finally:
        browser.stop()


def test_a_token_the_table_does_not_know_ends_the_connection_instead_of_waiting(qtbot):
    host = host_table(preset("classic", players=2), (PERSON, PERSON))
    connection = TableConnection("127.0.0.1", host.port, RejoinIntent("ab" * 16))
    events = []
    connection.event.connect(events.append)
    connection.open()
    qtbot.waitUntil(lambda: connection.state == ConnectionState.CLOSED, timeout=10000)
    assert [e.code for e in events if isinstance(e, Ended)] == ["bad_token"]
    assert connection.token is None  # nothing to come back to: no retry
    qtbot.wait(1500)
    assert connection.state == ConnectionState.CLOSED and host.table.connection_count() <= 1
    host.close()


def test_a_table_that_takes_the_connection_and_never_answers_is_given_up(qtbot, monkeypatch):
    monkeypatch.setattr(joining, "CONNECT_SECONDS", 1)
    mute = socket.socket()
    mute.bind(("127.0.0.1", 0))
    mute.listen(4)  # accepts (the kernel does) and never says a word
    port = mute.getsockname()[1]
    try:
        newcomer = TableConnection("127.0.0.1", port, JoinIntent("Ann"))
        ended = []
        newcomer.event.connect(lambda e: isinstance(e, Ended) and ended.append(e))
        newcomer.open()
        qtbot.waitUntil(lambda: bool(ended), timeout=10000)
        assert ended[0].params["detail"] == "the table did not answer"
        # one who holds a seat keeps trying, as after any drop
        seated = TableConnection("127.0.0.1", port, RejoinIntent("ab" * 16))
        states = []
        seated.state_changed.connect(states.append)
        seated.open()
        qtbot.waitUntil(lambda: ConnectionState.RECONNECTING in states, timeout=10000)
        seated.close()
    finally:
        mute.close()
