"""The finished game's record goes to every seat that reads it, so a guest can review its
deals too (issue 31: "any deal of … a finished network game") — and never before the end:
until then no seat may see another's cards (docs/lan-protocol.md, "What a seat receives")."""

from __future__ import annotations

import json
import random

import pytest
from net_support import HOST, PERSON, Sim, computer

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.net.client_seat import GameRecordReceived, RejoinIntent
from debertz_desktop.net.messages import Act, GameRecordMessage, Hello, Join, encode

TABLES = [
    pytest.param(preset("short", players=2), (HOST, PERSON), id="debertz 2"),
    pytest.param(GAMES["oh_hell"].presets["chert_poberi"].rules(3), (HOST, PERSON, computer()),
                 id="oh hell 3"),
    pytest.param(GAMES["magistr"].presets["magistr"].rules(2), (PERSON, HOST), id="magistr 2"),
]


def seated(rules, plans) -> Sim:
    sim = Sim(rules, plans, seed=11)
    sim.connect_host()
    for i, plan in enumerate(plans):
        if plan is PERSON:
            sim.join(f"Player {i}", seat=i)
    sim.lobby = sim.connect()  # someone who only looks at the lobby
    sim.table.start(sim.now)
    sim.pump()
    return sim


def records_sent(sim: Sim) -> list[tuple[int, dict]]:
    """Every ``record`` frame the host sends from now on, with its connection."""
    sent: list[tuple[int, dict]] = []

    def look(conn: int, data: bytes) -> None:
        message = json.loads(data[4:])
        if message["type"] == "record":
            assert sim.table.game.is_over, "a record before the game is over"
            sent.append((conn, message))
    sim.on_frame = look
    return sent


@pytest.mark.parametrize(("rules", "plans"), TABLES)
def test_every_seat_gets_the_finished_game_and_can_replay_it(rules, plans):
    sim = seated(rules, plans)
    sent = records_sent(sim)
    sim.play(random.Random(3))
    game = sim.table.game
    assert game.is_over
    seated_conns = {c for c, client in sim.clients.items() if client.seat is not None}
    assert {conn for conn, _ in sent} == seated_conns, "each seat once, the lobby never"
    assert len(sent) == len(seated_conns)
    for conn in seated_conns:
        client = sim.client(conn)
        received = [e for e in sim.events[conn] if isinstance(e, GameRecordReceived)]
        assert len(received) == 1 and client.record is received[0].record
        replayed = client.record.replay()
        assert replayed.rows == game.rows and replayed.is_over
    assert sim.client(sim.lobby).record is None


def test_a_seat_that_comes_back_after_the_end_gets_it_too():
    sim = seated(preset("short", players=2), (HOST, PERSON))
    conn, client = sim.seat_client(1)
    token = client.token
    sim.drop(conn)
    sim.advance(sim.table.limits.grace + 1)
    sim.play(random.Random(4))  # the computer plays the absent seat to the end
    assert sim.table.game.is_over
    back = sim.connect(RejoinIntent(token))
    assert sim.client(back).record is not None
    assert sim.client(back).record.replay().rows == sim.table.game.rows


def test_a_client_that_does_not_read_records_never_gets_one():
    """An older client says nothing of ``reads`` in its hello: it is sent nothing new."""
    sim = Sim(preset("short", players=2), (HOST, PERSON), seed=5)
    sim.connect_host()
    old = sim.table.connection_made(sim.now, "127.0.0.3")
    frames: list[dict] = []
    sim.on_frame = lambda conn, data: frames.append(json.loads(data[4:])) if conn == old else None
    sim.table.data_received(old, encode(Hello(1, "old", ("debertz",))), sim.now)
    sim.table.data_received(old, encode_join("Old", 1), sim.now)
    sim.pump()
    sim.table.start(sim.now)
    sim.pump()
    rng = random.Random(6)
    game = sim.table.game
    while not game.is_over:  # the old client's seat is played by hand, from the host's game
        turn = sim.table.bot_turn()
        if turn is not None:
            sim.table.bot_acted(turn.seat, rng.choice(turn.view.legal_actions), turn.moment,
                                sim.now)
        else:
            seat = game.to_act
            conn = old if seat == 1 else next(iter(sim.clients))
            if conn == old:
                action = rng.choice(game.view(1).legal_actions)
                sim.table.data_received(old, encode_act(action, len(game.history)), sim.now)
            else:
                client = sim.client(conn)
                client.act(rng.choice(client.view.legal_actions))
        sim.pump()
    assert frames and all(f["type"] != "record" for f in frames)
    host_conn = next(iter(sim.clients))
    assert sim.client(host_conn).record is not None


def encode_join(name: str, seat: int) -> bytes:
    return encode(Join(name, seat))


def encode_act(action, moment: int) -> bytes:
    return encode(Act(str(action), moment))


def test_a_record_that_is_not_this_tables_finished_game_is_refused():
    """A host that sends another game's record, or one before the end, is not believed."""
    sim = seated(preset("short", players=2), (HOST, PERSON))
    _conn, client = sim.seat_client(1)
    unfinished = GameRecord.of(sim.table.game).to_dict()
    events = client.data_received(encode(GameRecordMessage(unfinished)), sim.now)
    assert client.record is None
    assert [e.code for e in events if type(e).__name__ == "Ended"] == ["bad_message"]
