"""A host under hostile input: no crash, no change to the game, bounded memory (issue 19).

At least 100,000 malformed, truncated, oversized, out-of-order and out-of-turn
frames go to a running host table from connections in every state: new,
greeted, seated at a seat that is not to act.
"""

from __future__ import annotations

import gc
import os
import random
import re

from fuzz_frames import fuzz_frame
from hypothesis import given, settings
from hypothesis import strategies as st
from net_support import HOST, PERSON, Sim

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.client_seat import ClientSeat, JoinIntent
from debertz_desktop.net.framing import HEADER
from debertz_desktop.net.host_table import Close, Send
from debertz_desktop.net.limits import Limits
from debertz_desktop.net.messages import Hello, Rejoin, encode


def started_table(limits: Limits):
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON), seed=9, limits=limits)
    host = sim.connect_host()
    sim.join("Ann", seat=1)
    sim.join("Bob", seat=2)
    sim.table.start(sim.now)
    sim.pump()
    game = sim.table.game
    while game.to_act != 0:  # the host (who plays no part in the fuzz) is to act
        sim.step(random.Random(1))
    return sim, host


def live_objects() -> int:
    gc.collect()
    return len(gc.get_objects())


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def fingerprint(game):
    return (len(game.history), game.deal.number, tuple(game.deal.hands), game.deal.to_act,
            tuple(game.rows), [game.view(s) for s in range(3)])


class Fuzzer:
    """Connections in every state, each reopened when the host closes it."""

    def __init__(self, sim: Sim, rng: random.Random) -> None:
        self.sim, self.rng = sim, rng
        self.tokens = [c.token for c in sim.clients.values() if c.seat in (1, 2)]
        self.conns: list[int] = []
        self.closed = 0
        self.codes: set[bytes] = set()

    def open(self) -> int:
        table = self.sim.table
        conn = table.connection_made(self.sim.now, f"127.0.0.{self.rng.randrange(1, 5)}")
        if conn is None:
            self.collect()
            return self.conns[0]
        state = self.rng.randrange(3)
        if state >= 1:
            table.data_received(conn, encode(Hello(1)), self.sim.now)
        if state == 2:  # seated at a seat that is not to act
            table.data_received(conn, encode(Rejoin(self.rng.choice(self.tokens))),
                                self.sim.now)
        self.conns.append(conn)
        return conn

    def collect(self) -> None:
        for item in self.sim.table.take_output():
            if isinstance(item, Close):
                if item.conn in self.conns:
                    self.conns.remove(item.conn)
                self.closed += 1
                self.sim.table.connection_lost(item.conn, self.sim.now)
            elif isinstance(item, Send):
                assert len(item.data) < 1 << 20
                self.codes.update(_CODE.findall(item.data))

    def send(self, frames: int) -> None:
        """``frames`` hostile frames, each to a connection the host still holds open."""
        table = self.sim.table
        limit = table.limits.client_frame
        for i in range(frames):
            if not self.conns or self.rng.random() < 0.002:
                self.open()
            conn = self.rng.choice(self.conns)
            table.data_received(conn, fuzz_frame(self.rng, table.moment, limit), self.sim.now)
            self.sim.now += 0.001
            self.collect()
            if i % 100 == 0:
                table.tick(self.sim.now)
                self.collect()


_CODE = re.compile(rb'"code":"([a-z_]+)"')


def test_a_hundred_thousand_hostile_frames_change_nothing():
    limits = Limits(rate=1e9, burst=10**9, max_errors=10**9, max_refusals=10**9, connections=64,
                    per_peer=64)
    sim, _host = started_table(limits)
    game = sim.table.game
    before = fingerprint(game)
    fuzzer = Fuzzer(sim, random.Random(19))
    fuzzer.send(5_000)  # warm up: every code path has been taken once
    objects, rss = live_objects(), rss_bytes()
    fuzzer.send(100_000)
    assert live_objects() - objects < 3_000  # nothing piles up per frame
    assert rss_bytes() - rss < 30 * 2**20
    assert fingerprint(game) == before
    assert fuzzer.closed > 100  # oversized and fatal frames did close connections
    answered = {c.decode() for c in fuzzer.codes}
    assert {"bad_frame", "bad_message", "unknown_message", "out_of_order", "frame_too_large",
            "not_seated", "illegal", "stale", "bad_action", "version_mismatch",
            "bad_token"} <= answered, answered
    assert len(sim.table._conns) <= limits.connections + 3
    assert all(c.reader.buffered <= limits.client_frame + HEADER.size
               for c in sim.table._conns.values())
    # and the table still plays: the host's person acts, the game goes on
    sim.clients = {k: v for k, v in sim.clients.items() if k == _host or v.seat is None}
    host_client = sim.clients[_host]
    host_client.act(host_client.view.legal_actions[0])
    sim.pump()
    assert len(game.history) == before[0] + 1


def test_the_default_limits_close_a_flooding_connection():
    sim, _ = started_table(Limits())
    conn = sim.table.connection_made(sim.now, "127.0.0.9")
    flood = encode(Hello(1)) + b"".join(
        HEADER.pack(2) + b"{}" for _ in range(sim.table.limits.burst * 3))
    sim.table.data_received(conn, flood, sim.now)
    out = sim.table.take_output()
    assert Close(conn) in out
    texts = b"".join(o.data for o in out if isinstance(o, Send) and o.conn == conn)
    assert b"rate_limited" in texts or b"too_many_errors" in texts


def test_connections_are_limited_per_table_and_per_address():
    """Over the limits a connection is let in only for a rejoin (docs/lan-protocol.md,
    Limits): the rejoin reserve, beside the table's room."""
    sim, _ = started_table(Limits(connections=5, per_peer=2))
    conns = sim.table._conns
    first = sim.table.connection_made(sim.now, "127.0.0.7")
    second = sim.table.connection_made(sim.now, "127.0.0.7")
    assert not conns[first].reserve and not conns[second].reserve
    assert conns[sim.table.connection_made(sim.now, "127.0.0.7")].reserve  # 2 from there
    assert not conns[sim.table.connection_made(sim.now, "127.0.0.8")].reserve
    assert conns[sim.table.connection_made(sim.now, "127.0.0.9")].reserve  # 5 with Ann and Bob


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=64) | st.builds(lambda n, b: HEADER.pack(n) + b,
                                                     st.integers(0, 40), st.binary(max_size=40)),
                max_size=12), st.sampled_from([0, 1, 2]))
def test_any_bytes_in_any_state(chunks, state):
    sim = Sim(preset("classic", players=2), (HOST, PERSON), seed=1)
    sim.connect_host()
    ann = sim.join("Ann")
    sim.table.start(sim.now)
    sim.pump()
    before = fingerprint_2p(sim.table.game)
    conn = sim.table.connection_made(sim.now, "x")
    if state:
        sim.table.data_received(conn, encode(Hello(1)), sim.now)
    if state == 2:
        conn = ann
        sim.clients.pop(ann)
    for chunk in chunks:
        sim.table.data_received(conn, chunk, sim.now)
    sim.table.take_output()
    assert fingerprint_2p(sim.table.game) == before


def fingerprint_2p(game):
    return len(game.history), tuple(game.deal.hands), game.deal.to_act


def test_join_intent_with_a_hostile_host_never_crashes_the_client():
    rng = random.Random(5)
    for _ in range(3000):
        client = ClientSeat(JoinIntent("Ann"))
        client.connection_made(0.0)
        for _ in range(3):
            client.data_received(fuzz_frame(rng, 0, 1 << 20), 0.0)
