"""Oh Hell and Master under hostile input (issues 29, 30): a host table of either game is
not changed by tens of thousands of bad frames, and a client at such a table survives a
host that sends its frames back with any value changed — it stops, never crashes.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from fuzz_frames import _value, fuzz_frame
from net_support import HOST, PERSON, Sim

from debertz_desktop.engine.games import GAMES
from debertz_desktop.net.client_seat import (
    EVERY_GAME,
    ClientSeat,
    Ended,
    JoinIntent,
    RejoinIntent,
)
from debertz_desktop.net.framing import encode_frame
from debertz_desktop.net.host_table import Close, Send
from debertz_desktop.net.limits import Limits
from debertz_desktop.net.messages import Hello, Rejoin, encode

TABLES = [("oh_hell", 4), ("magistr", 3)]


def started(key: str, players: int, limits: Limits | None = None) -> Sim:
    kind = GAMES[key]
    plans = (HOST, *[PERSON] * (players - 1))
    sim = Sim(kind.presets[kind.default_preset].rules(players), plans, seed=9,
              limits=limits or Limits())
    sim.connect_host()
    for seat in range(1, players):
        sim.join(f"P{seat}", seat=seat)
    sim.table.start(sim.now)
    sim.pump()
    rng = random.Random(1)
    game = sim.table.game
    while game.deal is None or game.to_act != 0:  # past Master's trumps; the host to act
        sim.step(rng)
    return sim


def fingerprint(sim: Sim):
    game = sim.table.game
    return (len(game.history), game.deal.number, tuple(game.deal.hands), game.to_act,
            tuple(game.rows), [game.view(s) for s in range(game.rules.players)])


@pytest.mark.parametrize(("key", "players"), TABLES)
def test_hostile_frames_change_nothing_at_a_table_of_either_game(key, players):
    limits = Limits(rate=1e9, burst=10**9, max_errors=10**9, max_refusals=10**9,
                    connections=64, per_peer=64)
    sim = started(key, players, limits)
    before = fingerprint(sim)
    table, rng = sim.table, random.Random(23)
    tokens = [c.token for c in sim.clients.values() if c.seat not in (None, 0)]
    conns: list[int] = []
    codes: set[str] = set()
    for i in range(20_000):
        if not conns or rng.random() < 0.003:
            conn = table.connection_made(sim.now, "127.0.0.3")
            if conn is not None:
                state = rng.randrange(3)
                if state:
                    table.data_received(conn, encode(Hello(1, games=EVERY_GAME)), sim.now)
                if state == 2:  # seated at a seat that is not to act
                    table.data_received(conn, encode(Rejoin(rng.choice(tokens))), sim.now)
                conns.append(conn)
        conn = rng.choice(conns)
        table.data_received(conn, fuzz_frame(rng, table.moment, table.limits.client_frame),
                            sim.now)
        sim.now += 0.001
        for item in table.take_output():
            if isinstance(item, Close):
                if item.conn in conns:
                    conns.remove(item.conn)
                table.connection_lost(item.conn, sim.now)
            elif isinstance(item, Send):
                codes.add(json.loads(item.data[4:]).get("code", ""))
        if i % 100 == 0:
            table.tick(sim.now)
    assert fingerprint(sim) == before
    assert {"bad_message", "illegal", "stale", "bad_action", "unknown_game",
            "out_of_order"} <= codes, codes


def frames_to(sim: Sim, seat: int, actions: int) -> list[bytes]:
    """What the host sends a connection that rejoins ``seat`` (``welcome``, ``joined``,
    ``snapshot``, ``table``), then the updates of ``actions`` more actions."""
    conn, held = sim.seat_client(seat)
    sim.drop(conn)
    frames: list[bytes] = []
    back = sim.table.connection_made(sim.now, "127.0.0.4")
    sim.on_frame = lambda to, data: frames.append(data) if to == back else None
    client = ClientSeat(RejoinIntent(held.token), games=EVERY_GAME)
    client.connection_made(sim.now)
    sim.clients[back], sim.events[back] = client, []
    sim.pump()
    rng = random.Random(2)
    for _ in range(actions):
        sim.step(rng)
    return frames


def mutated(data: bytes, rng: random.Random) -> bytes:
    """The frame with one value somewhere in it replaced by anything at all."""
    message = json.loads(data[4:])
    paths = []

    def walk(value, path):
        if isinstance(value, dict):
            for k, v in value.items():
                paths.append((*path, k))
                walk(v, (*path, k))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                paths.append((*path, i))
                walk(v, (*path, i))

    walk(message, ())
    changed = copy.deepcopy(message)
    path = rng.choice([p for p in paths if p[0] != "type"])
    target = changed
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = _value(rng)
    return encode_frame(changed)


@pytest.mark.parametrize(("key", "players"), TABLES)
def test_a_client_survives_any_changed_value_in_its_hosts_frames(key, players):
    sim = started(key, players)
    frames = frames_to(sim, 1, 40)
    assert len(frames) > 40
    rng = random.Random(7)
    stopped = 0
    for _ in range(1500):
        client = ClientSeat(JoinIntent("P1"), games=EVERY_GAME)
        client.connection_made(0.0)
        bad = rng.randrange(len(frames))
        events = []
        for i, data in enumerate(frames):
            events += client.data_received(mutated(data, rng) if i == bad else data, 1.0)
            if client.state.value == "closed":
                break
        stopped += any(isinstance(e, Ended) for e in events)
    assert stopped > 100  # most changes are noticed, and none crashed the client
