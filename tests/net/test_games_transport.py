"""Oh Hell and Master under the Qt event loop on 127.0.0.1 (issues 29, 30): a hosted table
of six over TLS with computers, found on the (loopback) network with its game, and a
connection that cannot play the table's game told so and not retried.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QHostAddress

from debertz_desktop.engine.events import GameOver
from debertz_desktop.engine.games import GAMES
from debertz_desktop.net.client_seat import EVERY_GAME, Ended, GameSnapshot, GameUpdate, JoinIntent
from debertz_desktop.net.discovery import TableBrowser
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.joining import ConnectionState, TableConnection
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig

LOCAL = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
PERSON = SeatPlan(SeatKind.PERSON)
OH_HELL, MAGISTR = GAMES["oh_hell"], GAMES["magistr"]


def hosted(rules, seats, *, advertise=False, name="Test", tls=True):
    config = TableConfig(name, rules, tuple(seats), seed=5)
    host = TableHost.new(config, tls=tls, advertise=advertise, delay_ms=0)
    host.open(LOCAL, 0)
    return host


class Player:
    """Plays a random legal action whenever its seat is to act, at a table of any game."""

    def __init__(self, port: int, name: str, seat: int) -> None:
        self.rng = random.Random(seat)
        self.events: list = []
        self.connection = TableConnection("127.0.0.1", port, JoinIntent(name, seat),
                                          discover=False, games=EVERY_GAME)
        self.connection.event.connect(self._on_event)
        self.connection.open()

    def _on_event(self, event) -> None:
        self.events.append(event)
        if isinstance(event, GameSnapshot | GameUpdate):
            QTimer.singleShot(0, self._act)

    def _act(self) -> None:
        seat = self.connection.seat
        view = seat.view
        if view is not None and view.to_act == view.seat and view.places is None \
                and seat.pending is None:
            self.connection.act(self.rng.choice(view.legal_actions))

    @property
    def over(self) -> bool:
        return any(isinstance(e, GameUpdate) and any(isinstance(x, GameOver) for x in e.events)
                   for e in self.events)


def test_an_oh_hell_table_of_six_over_tls_with_computers_plays_to_the_end(qtbot):
    computer = SeatPlan(SeatKind.COMPUTER, "", "easy")
    seats = (PERSON, computer, PERSON, computer, PERSON, computer)
    host = hosted(OH_HELL.presets["oh_hell_river"].rules(6), seats)
    players = [Player(host.port, f"P{seat}", seat) for seat in (0, 2, 4)]
    try:
        qtbot.waitUntil(host.table.can_start, timeout=20000)
        host.start()
        qtbot.waitUntil(lambda: all(p.over for p in players), timeout=120000)
        game = host.table.game
        assert game.is_over and len(game.rows) == 15  # 1 … 8 … 1 (OH_HELL §2)
        for p in players:
            assert p.connection.encrypted == host.encrypted
            assert p.connection.seat.rows == game.rows
            assert p.connection.seat.view == game.view(p.connection.seat.seat)
    finally:
        for p in players:
            p.connection.close()
        host.close()


def test_a_master_table_is_found_on_the_loopback_network_with_its_game(qtbot):
    browser = TableBrowser()
    browser.start()
    host = None
    try:
        with qtbot.waitSignal(browser.found, timeout=15000,
                              # this test's table: not another program's on the machine
                              check_params_cb=lambda ad: ad.name == "Master here"
                              and host is not None and ad.port == host.port) as found:
            host = hosted(MAGISTR.presets["magistr_two_trumps"].rules(3), (PERSON,) * 3,
                          advertise=True, name="Master here")
        ad = found.args[0]
        assert (ad.game, ad.rules, ad.players, ad.free) == ("magistr", "magistr_two_trumps 3p",
                                                            3, 3)
        assert ad.compatible and (ad.address, ad.port) == ("127.0.0.1", host.port)
    finally:
        browser.stop()
        if host is not None:
            host.close()


def test_a_connection_that_plays_debertz_alone_is_told_and_does_not_retry(qtbot):
    host = hosted(MAGISTR.presets["magistr"].rules(2), (PERSON, PERSON), tls=False)
    connection = TableConnection("127.0.0.1", host.port, JoinIntent("Ann"), discover=False)
    events = []
    connection.event.connect(events.append)
    try:
        connection.open()
        qtbot.waitUntil(lambda: connection.state == ConnectionState.CLOSED, timeout=10000)
        ended = [e for e in events if isinstance(e, Ended)]
        assert [e.code for e in ended] == ["unknown_game"]
        assert ended[0].params == {"game": "Master"}
        qtbot.wait(1500)
        assert connection.state == ConnectionState.CLOSED
        assert not host.table.info().seats[0].taken
    finally:
        connection.close()
        host.close()


def test_a_master_table_saved_mid_game_is_hosted_again_from_its_file_and_rejoined(qtbot,
                                                                                 tmp_path):
    """The host's autosave of any game: the file names the game, reopening hosts it again,
    and the person who held a seat takes it back with his token and the deal as it was."""
    from debertz_desktop.net.client_seat import RejoinIntent
    from debertz_desktop.net.table_save import read_table

    computer = SeatPlan(SeatKind.COMPUTER, "", "easy")
    host = hosted(MAGISTR.presets["magistr"].rules(3), (PERSON, computer, PERSON))
    players = [Player(host.port, f"P{seat}", seat) for seat in (0, 2)]
    reopened = None
    rejoined = None
    try:
        qtbot.waitUntil(host.table.can_start, timeout=20000)
        host.start()
        qtbot.waitUntil(lambda: host.table.game.deal is not None
                        and host.table.game.deal.number >= 2, timeout=60000)
        token = players[0].connection.seat.token
        for p in players:
            p.connection.close()
        host.wait_for_bots()
        host.close()  # the autosave stays: the game is not over
        path = host.autosave
        assert read_table(path)["game"] == "magistr"
        history = list(host.table.game.history)
        reopened = TableHost.reopen(path, tls=True, advertise=False, delay_ms=0)
        reopened.open(LOCAL, 0)
        assert reopened.table.kind is MAGISTR and reopened.table.game.history == history
        rejoined = TableConnection("127.0.0.1", reopened.port, RejoinIntent(token),
                                   discover=False, games=EVERY_GAME)
        events = []
        rejoined.event.connect(events.append)
        rejoined.open()
        qtbot.waitUntil(lambda: any(isinstance(e, GameSnapshot) for e in events), timeout=20000)
        snapshot = next(e for e in events if isinstance(e, GameSnapshot))
        assert snapshot.view == reopened.table.game.view(0)
        assert rejoined.seat.rows == reopened.table.game.rows
    finally:
        for p in players:
            p.connection.close()
        if rejoined is not None:
            rejoined.close()
        if reopened is not None:
            reopened.close()
        host.close()
