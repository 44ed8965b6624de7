"""What a careless or hostile peer does to the host's protocol core (issue 28).

A key held down, a flood, idle connections filling the table's room, a frame
trickled a byte a second, thousands of connections come and gone: the table
keeps its players, answers at once, and keeps nothing per connection once it is
gone.  The protocol core has no clock: time passes by hand, as the transport's
timer passes it (``docs/lan-protocol.md``: Limits, Time, Errors).  The addresses
are data (127.0.0.x), never contacted.
"""

from __future__ import annotations

from collections import deque

import pytest
from net_support import HOST, PERSON, Sim

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.client_seat import JoinIntent, RejoinIntent, Seated
from debertz_desktop.net.connections import ConnState
from debertz_desktop.net.framing import HEADER
from debertz_desktop.net.host_table import Close, HostTable, Send
from debertz_desktop.net.limits import Limits
from debertz_desktop.net.messages import (
    CHAT_HISTORY,
    Error,
    Hello,
    Join,
    Leave,
    Ping,
    Pong,
    Rejoin,
    Say,
    decode_message,
    encode,
)

ADDRESS = "127.0.0.2"  # the Sim's players' address


def seated(players: int = 2, limits: Limits | None = None) -> tuple[Sim, int]:
    """A started table: the host and Ann (seat 1), whose client the test plays by hand."""
    plans = (HOST, PERSON) if players == 2 else (HOST, PERSON, PERSON)
    sim = Sim(preset("classic", players=players), plans, seed=4, limits=limits)
    sim.connect_host()
    ann = sim.join("Ann", seat=1)
    if players == 3:
        sim.join("Bob", seat=2)
    sim.table.start(sim.now)
    sim.pump()
    sim.clients.pop(ann)  # from here on, the test speaks for Ann's connection
    return sim, ann


class Wire:
    """The frames the table sends to one connection, read as messages."""

    def __init__(self, table: HostTable, conn: int) -> None:
        self.table, self.conn = table, conn
        self.messages: list = []
        self.closed = False

    def send(self, data: bytes, now: float) -> None:
        self.table.data_received(self.conn, data, now)
        self.collect()

    def tick(self, now: float) -> None:
        self.table.tick(now)
        self.collect()

    def collect(self) -> None:
        for item in self.table.take_output():
            if isinstance(item, Send) and item.conn == self.conn:
                self.messages.append(decode_message(item.data[4:], from_host=True))
            elif isinstance(item, Close) and item.conn == self.conn:
                self.closed = True

    def errors(self, code: str | None = None) -> list[Error]:
        return [m for m in self.messages if isinstance(m, Error)
                and (code is None or m.code == code)]

    def pongs(self) -> int:
        return sum(isinstance(m, Pong) for m in self.messages)


# -- the message rate ---------------------------------------------------------------------------


def test_a_player_holding_a_key_down_is_never_thrown_out():
    """Forty frames a second for a minute, twice the message rate, pings and chat lines
    mixed: the frames over the rate are dropped, ``rate_limited`` is said at most once a
    second, and nothing counts towards closing (docs/lan-protocol.md, Limits)."""
    sim, ann = seated()
    wire = Wire(sim.table, ann)
    now = sim.now
    for i in range(40 * 60):
        now += 1 / 40
        wire.send(encode(Say("a")) if i % 4 == 0 else encode(Ping(i)), now)
        if i % 10 == 0:
            wire.tick(now)
    assert not wire.closed and sim.table.seat_of(ann) == 1
    assert sim.table.info().seats[1].connected
    assert sim.table._conns[ann].errors == 0
    warnings = wire.errors("rate_limited")
    assert 30 <= len(warnings) <= 61 and not any(w.fatal for w in warnings)
    assert wire.errors() == warnings  # no other error: no too_many_errors, no flooding
    limits = sim.table.limits
    assert wire.pongs() <= limits.burst + limits.rate * 60  # over the rate: dropped
    assert wire.pongs() > limits.rate * 60 * 0.6


def test_a_flood_far_above_any_person_closes_with_its_own_code():
    """10,000 pings a second: the separate flood rule (ten times the rate, kept up) closes
    the connection with ``flooding`` — never ``too_many_errors`` after some hundred frames
    — and the ``rate_limited`` answers never became a flood of their own."""
    sim, ann = seated()
    limits = sim.table.limits
    wire = Wire(sim.table, ann)
    now, sent = sim.now, 0
    while not wire.closed and sent < 10_000:
        now += 1 / 10_000
        wire.send(encode(Ping(sent)), now)
        sent += 1
    assert wire.closed
    assert sent >= limits.flood_burst  # far beyond the ~115 frames that closed it before
    codes = [e.code for e in wire.errors()]
    assert codes[-1] == "flooding" and wire.errors("flooding")[0].fatal
    assert "too_many_errors" not in codes
    assert len(wire.errors("rate_limited")) <= 2  # the flood lasted a fraction of a second
    assert wire.pongs() <= limits.burst + 5
    assert sim.table.info().seats[1].connected is False  # the seat waits for its person


def test_a_fast_but_human_sender_stays_below_the_flood_rule():
    """150 frames a second for a minute (far over the message rate, below the flood rate):
    dropped, not closed."""
    sim, ann = seated()
    wire = Wire(sim.table, ann)
    now = sim.now
    for i in range(150 * 60):
        now += 1 / 150
        wire.send(encode(Ping(i)), now)
        if i % 30 == 0:
            wire.tick(now)
    assert not wire.closed and sim.table.seat_of(ann) == 1
    assert len(wire.errors("rate_limited")) <= 61


def test_the_chat_rate_drops_lines_and_warns_at_most_once_a_second():
    sim, ann = seated()
    wire = Wire(sim.table, ann)
    for i in range(50):  # fifty lines in half a second
        wire.send(encode(Say(f"line {i}")), sim.now + i / 100)
    said = [line.text for line in sim.table.chat]
    assert said == [f"line {i}" for i in range(sim.table.limits.chat_burst)]
    assert len(wire.errors("rate_limited")) == 1
    assert not wire.closed and sim.table._conns[ann].errors == 0


# -- idle connections, the rejoin reserve ------------------------------------------------------


def test_idle_connections_neither_keep_a_seat_s_person_out_nor_keep_a_new_one_waiting():
    """200 connections from one address that never speak: the host keeps the table's room
    and the rejoin reserve, the oldest reserved connection giving way to a newer one.  A
    dropped player rejoins at once; a new person is told ``too_many_connections`` at once,
    right after ``welcome``, instead of waiting for the idle ones to expire."""
    limits = Limits(connections=6, per_peer=3, rejoin_reserve=2, handshake=30.0)
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON), seed=4, limits=limits)
    sim.connect_host()
    ann = sim.join("Ann", seat=1)
    sim.join("Bob", seat=2)
    sim.table.start(sim.now)
    sim.pump()
    token = sim.clients[ann].token
    sim.drop(ann)
    idle = [sim.table.connection_made(sim.now, ADDRESS) for _ in range(200)]
    sim.pump()
    assert None not in idle
    still = [c for c in idle if c in sim.table._conns]
    # Bob's connection and two idle ones fill the address's room; two more wait in reserve
    assert len(still) == limits.per_peer - 1 + limits.rejoin_reserve
    assert all(sim.table._conns[c].state is ConnState.GREETING for c in still)

    back = sim.connect(RejoinIntent(token), peer=ADDRESS)  # no time passes
    assert any(isinstance(e, Seated) and e.seat == 1 for e in sim.events[back])
    assert sim.table.seat_of(back) == 1 and sim.table.info().seats[1].connected
    assert back not in sim.closed

    cid = sim.connect(JoinIntent("Cid"), peer=ADDRESS)
    assert sim.error_codes(cid) == ["too_many_connections"] and cid in sim.closed
    assert not sim.table.info().seats[1].computer_playing

    # the idle ones the host kept are closed after the handshake time (TLS and hello)
    sim.advance(limits.handshake + 1)
    assert not set(idle) & set(sim.table._conns)
    assert sim.table.seat_of(back) == 1


@pytest.mark.parametrize("churners", [1, 2, 3])
def test_connections_churned_from_a_few_addresses_never_push_out_a_rejoining_person(churners):
    """The table's room is full of silent connections; a dropped player's connection waits
    in the rejoin reserve for its TLS handshake and ``hello``, while other addresses open
    connection after connection faster than that.  They push out only their own: she
    rejoins.  (Fewer addresses than the reserve has places can never push her out.)"""
    sim = Sim(preset("classic", players=2), (HOST, PERSON), seed=1)
    sim.connect_host()
    ann = sim.join("Ann", seat=1)
    sim.table.start(sim.now)
    sim.pump()
    token = sim.clients[ann].token
    sim.drop(ann)
    table, limits = sim.table, sim.table.limits
    assert churners < limits.rejoin_reserve
    for i in range(limits.connections):  # from as few addresses as can fill the room
        table.connection_made(sim.now, f"127.0.1.{i // limits.per_peer}")
    addresses = [f"127.0.3.{66 + i}" for i in range(churners)]
    table.take_output()
    back = table.connection_made(sim.now, "127.0.0.5")
    closed = []
    for i in range(50):
        sim.now += 0.005
        assert table.connection_made(sim.now, addresses[i % churners]) is not None
        closed += [o.conn for o in table.take_output() if isinstance(o, Close)]
    assert back not in closed and len(closed) > 40  # they pushed out their own
    table.data_received(back, encode(Hello(1)) + encode(Rejoin(token)), sim.now)
    assert table.seats[1].conn == back and table.seat_of(back) == 1


def test_in_a_reserve_every_address_holds_one_of_the_oldest_gives_way():
    """With as many addresses as places, the oldest gives way to a newer one (idle sockets
    still never keep a person out); an address with two gives way first."""
    limits = Limits(connections=1, per_peer=1, rejoin_reserve=3, handshake=30.0)
    sim = Sim(preset("classic", players=2), (HOST, PERSON), seed=1, limits=limits)
    table = sim.table
    table.connection_made(sim.now, "127.0.2.1")  # the table's room
    first, second, third = (table.connection_made(sim.now + i, f"127.0.2.{2 + i}")
                            for i in range(3))
    table.take_output()
    fourth = table.connection_made(sim.now + 3, "127.0.2.9")
    assert [o.conn for o in table.take_output() if isinstance(o, Close)] == [first]
    fifth = table.connection_made(sim.now + 4, "127.0.2.9")
    assert [o.conn for o in table.take_output() if isinstance(o, Close)] == [fourth]
    assert {second, third, fifth} <= set(table._conns)


def test_a_reserved_connection_may_only_rejoin_within_the_handshake_time():
    limits = Limits(connections=2, per_peer=2, rejoin_reserve=1)
    sim, _ann = seated(3, limits)  # Ann and Bob fill the table's room
    watcher = sim.table.connection_made(sim.now, "127.0.0.9")
    wire = Wire(sim.table, watcher)
    wire.send(encode(Hello(1)), sim.now)
    assert type(wire.messages[0]).__name__ == "Welcome"  # it may learn which table this is
    wire.send(encode(Ping(1)), sim.now)
    assert wire.pongs() == 1
    wire.tick(sim.now + limits.handshake + 0.5)
    assert wire.closed and [e.code for e in wire.errors()] == ["too_many_connections"]
    # a connection in reserve that asks for a seat is told at once, too
    other = sim.table.connection_made(sim.now, "127.0.0.9")
    wire = Wire(sim.table, other)
    wire.send(encode(Hello(1)) + encode(Join("Cid")), sim.now)
    assert wire.closed and [e.code for e in wire.errors()] == ["too_many_connections"]
    # and one that rejoins with a wrong token is told so (and may try its right one)
    third = sim.table.connection_made(sim.now, "127.0.0.9")
    wire = Wire(sim.table, third)
    wire.send(encode(Hello(1)) + encode(Rejoin("0" * 32)), sim.now)
    assert [e.code for e in wire.errors()] == ["bad_token"] and not wire.closed


# -- a frame trickled --------------------------------------------------------------------------


def test_a_frame_trickled_a_byte_a_second_is_closed_after_the_frame_time():
    """The report: one byte a second after ``hello`` was still open at 45 s."""
    sim, ann = seated()
    limits = sim.table.limits
    wire = Wire(sim.table, ann)
    frame = encode(Say("x" * 200))
    start = sim.now
    for i in range(60):
        now = start + i
        wire.send(frame[i:i + 1], now)
        for quarter in range(4):  # the transport's timer ticks four times a second
            wire.tick(now + quarter / 4)
        if wire.closed:
            break
    assert wire.closed
    assert now - start <= limits.frame_time + 1
    error = wire.errors()[-1]
    assert error.code == "frame_timeout" and error.fatal
    assert error.params == {"seconds": str(round(limits.frame_time))}


def test_frames_that_come_slowly_but_each_within_its_time_are_read():
    sim, ann = seated()
    wire = Wire(sim.table, ann)
    now = sim.now
    for n in range(20):  # twenty pings, each spread over three seconds: a minute in all
        frame = encode(Ping(n))
        for piece in (frame[:3], frame[3:7], frame[7:]):
            wire.send(piece, now)
            wire.tick(now)
            now += 1.5
    assert not wire.closed and wire.pongs() == 20 and not wire.errors()
    # a length alone is a frame begun: it must finish too
    wire.send(HEADER.pack(10), now)
    wire.tick(now + sim.table.limits.frame_time + 0.5)
    assert wire.closed and wire.errors()[-1].code == "frame_timeout"


# -- nothing kept per connection ----------------------------------------------------------------


def test_thousands_of_connections_come_and_go_and_the_table_keeps_nothing_of_them():
    """The headless host grew ~1 kB a connection (issue 28): the protocol core's share is
    nothing — after 3,000 connections of every kind its structures are as before."""
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON), seed=4)
    host = sim.connect_host()
    ann = sim.join("Ann", seat=1)
    table = sim.table

    def sizes() -> dict[str, int]:
        return {name: len(value) for name, value in vars(table).items()
                if isinstance(value, dict | list | set | deque)}

    before = sizes()
    now = sim.now
    for i in range(3000):
        now += 0.01
        conn = table.connection_made(now, f"127.0.0.{i % 200 + 3}")
        assert conn is not None
        kind = i % 6
        if kind == 1:
            table.data_received(conn, encode(Hello(1)), now)
        elif kind == 2:
            table.data_received(conn, encode(Hello(1)) + encode(Join(f"P{i}", 2))
                                + encode(Say("hi")) + encode(Leave()), now)
        elif kind == 3:
            table.data_received(conn, encode(Hello(1)) + encode(Rejoin("f" * 32)), now)
        elif kind == 4:
            table.data_received(conn, b"\x00\x00\x00\x09{\"type\"", now)  # a frame begun
        elif kind == 5:
            table.data_received(conn, encode(Hello(7)), now)  # another version: closed
        table.take_output()
        table.connection_lost(conn, now)
        if i % 100 == 0:  # time passes for Ann too: she answers the heartbeat
            sim.now = now
            sim.advance(0.25)
            now = sim.now
    assert set(table._conns) == {host, ann}
    after = sizes()
    assert after.pop("chat") == CHAT_HISTORY  # the table's chat keeps its last lines, no more
    before.pop("chat")
    assert after == before
    assert table.info().seats[2].taken is False  # every join left again
