"""A host and its clients wired together in memory, on a virtual clock (no sockets).

The table plays whatever game its rules belong to; the clients can play every game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.net.client_seat import (
    EVERY_GAME,
    ClientEvent,
    ClientSeat,
    ClientState,
    Ended,
    HostError,
    JoinIntent,
    RejoinIntent,
)
from debertz_desktop.net.host_table import Close, HostTable, Notice, Send
from debertz_desktop.net.limits import Limits
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig

HOST = SeatPlan(SeatKind.HOST, "Host")
PERSON = SeatPlan(SeatKind.PERSON)


def computer(level: str = "easy", name: str = "") -> SeatPlan:
    return SeatPlan(SeatKind.COMPUTER, name, level)


def random_choice(rng: random.Random, legal: Sequence[A.Action]) -> A.Action:
    """A random legal action; a ready is taken when offered, as a person mostly would."""
    calm = [a for a in legal if not isinstance(a, A.OfferDave | A.ClaimFinish)]
    ready = [a for a in calm if isinstance(a, A.Ready)]
    if ready and rng.random() < 0.8:
        return ready[0]
    return rng.choice(calm or list(legal))


class Sim:
    """A :class:`HostTable` and :class:`ClientSeat`s exchanging bytes, time passed by hand."""

    def __init__(self, rules, plans: Sequence[SeatPlan], *, seed: int = 0,
                 join_code: str | None = None, limits: Limits | None = None,
                 table: HostTable | None = None, now: float = 1000.0) -> None:
        self.now = now
        self.table = table or HostTable(
            TableConfig("Test table", rules, tuple(plans), join_code=join_code, seed=seed,
                        limits=limits or Limits()), now=self.now)
        self.clients: dict[int, ClientSeat] = {}
        self.events: dict[int, list[ClientEvent]] = {}
        self.closed: set[int] = set()
        self.notices: list[Notice] = []
        #: Called for every frame the host sends, as it is delivered: (conn, bytes).
        self.on_frame: Callable[[int, bytes], None] | None = None
        self.frames = 0
        self.bytes = 0

    # -- connections ---------------------------------------------------------------------------

    def connect(self, intent: JoinIntent | RejoinIntent | None = None, *, local: bool = False,
                peer: str = "127.0.0.2", pump: bool = True) -> int:
        conn = self.table.connection_made(self.now, peer, local=local)
        assert conn is not None, "the table refused a connection"
        client = ClientSeat(intent, games=EVERY_GAME)
        client.connection_made(self.now)
        self.clients[conn] = client
        self.events[conn] = []
        if pump:
            self.pump()
        return conn

    def connect_host(self) -> int:
        return self.connect(RejoinIntent(self.table.host_token), local=True)

    def join(self, name: str, seat: int | None = None, code: str | None = None) -> int:
        return self.connect(JoinIntent(name, seat, code))

    def drop(self, conn: int) -> None:
        """The connection breaks (both ends notice)."""
        self.table.connection_lost(conn, self.now)
        client = self.clients.pop(conn)
        self.events[conn].append(client.connection_lost())
        self.closed.add(conn)
        self.pump()

    def client(self, conn: int) -> ClientSeat:
        return self.clients[conn]

    def error_codes(self, conn: int) -> list[str]:
        """The codes of the errors the host answered ``conn`` with, in order."""
        return [e.code for e in self.events[conn] if isinstance(e, HostError)]

    def seat_client(self, seat: int) -> tuple[int, ClientSeat] | None:
        for conn, client in self.clients.items():
            if client.seat == seat and client.state is ClientState.SEATED:
                return conn, client
        return None

    # -- moving bytes ------------------------------------------------------------------------------

    def pump(self) -> None:
        moved = True
        while moved:
            moved = False
            for conn, client in list(self.clients.items()):
                data = client.take_output()
                if data:
                    moved = True
                    self.table.data_received(conn, data, self.now)
            for item in self.table.take_output():
                moved = True
                self._deliver(item)

    def _deliver(self, item) -> None:
        if isinstance(item, Notice):
            self.notices.append(item)
        elif isinstance(item, Send):
            self.frames += 1
            self.bytes += len(item.data)
            if self.on_frame is not None:
                self.on_frame(item.conn, item.data)
            client = self.clients.get(item.conn)
            if client is not None:
                events = client.data_received(item.data, self.now)
                self.events[item.conn].extend(events)
                if any(isinstance(e, Ended) for e in events):
                    self.table.connection_lost(item.conn, self.now)
                    self.clients.pop(item.conn)
                    self.closed.add(item.conn)
        elif isinstance(item, Close):
            client = self.clients.pop(item.conn, None)
            if client is not None:
                self.events[item.conn].append(client.connection_lost())
            self.closed.add(item.conn)

    def send_raw(self, conn: int, data: bytes) -> None:
        self.table.data_received(conn, data, self.now)
        self.pump()

    def advance(self, seconds: float, step: float = 0.5) -> None:
        """Let time pass: the heartbeat, timeouts and grace periods run."""
        end = self.now + seconds
        while self.now < end:
            self.now = min(end, self.now + step)
            self.table.tick(self.now)
            for conn, client in list(self.clients.items()):
                events = client.tick(self.now)
                self.events[conn].extend(events)
            self.pump()

    # -- playing -----------------------------------------------------------------------------------

    def step(self, rng: random.Random, *, dt: float = 0.1) -> bool:
        """One action by whoever is to act (a computer or a client); ``False`` if nobody can."""
        self.now += dt
        table = self.table
        turn = table.bot_turn()
        if turn is not None:
            table.bot_acted(turn.seat, random_choice(rng, turn.view.legal_actions), turn.moment,
                            self.now)
            self.pump()
            return True
        game = table.game
        if game is None or game.is_over:
            return False
        found = self.seat_client(game.to_act)
        if found is None:
            return False
        _, client = found
        view = client.view
        assert view is not None and view.to_act == client.seat
        client.act(random_choice(rng, view.legal_actions))
        self.pump()
        return True

    def play(self, rng: random.Random, *, until: Callable[[], bool] | None = None,
             limit: int = 20000) -> None:
        for _ in range(limit):
            if until is not None and until():
                return
            if not self.step(rng):
                return
        raise AssertionError("the game did not end")
