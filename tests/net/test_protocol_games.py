"""Whole games, drops and rejoins between a host table and scripted clients, without sockets.

Issue 19: the host alone runs the engine; each client sees its seat's view; a
dropped seat waits a grace period, then the computer plays it until its person
rejoins with his token and gets the current state of the deal.
"""

from __future__ import annotations

import random

import pytest
from net_support import HOST, PERSON, Sim, computer

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.client_seat import (
    ActionRefused,
    ChatReceived,
    Ended,
    GameSnapshot,
    GameUpdate,
    HostError,
    RejoinIntent,
    Seated,
)
from debertz_desktop.net.errors import ErrorCode
from debertz_desktop.net.host_table import Notice
from debertz_desktop.net.table_save import saved_table, table_from_saved

TABLES = [
    pytest.param(preset("classic", players=2), (HOST, PERSON), id="2 players"),
    pytest.param(preset("classic", players=3), (PERSON, HOST, PERSON), id="3 players"),
    pytest.param(preset("site", players=4, teams=False), (PERSON, PERSON, computer(), HOST),
                 id="4 solo"),
    pytest.param(preset("belote", players=4), (HOST, PERSON, PERSON, computer("medium")),
                 id="4 pairs"),
]


def seated_sim(rules, plans, seed=3):
    sim = Sim(rules, plans, seed=seed)
    sim.connect_host()
    for i, plan in enumerate(plans):
        if plan is PERSON:
            sim.join(f"Player {i}", seat=i)
    assert sim.table.can_start()
    sim.table.start(sim.now)
    sim.pump()
    return sim


@pytest.mark.parametrize(("rules", "plans"), TABLES)
def test_whole_game_every_client_follows_the_hosts_game(rules, plans):
    sim = seated_sim(rules, plans)
    sim.play(random.Random(5))
    game = sim.table.game
    assert game.is_over
    for conn, client in sim.clients.items():
        # every seat ends with exactly the host's sheet and its own view of the end
        assert client.view == game.view(client.seat)
        assert client.rows == game.rows
        assert client.moment == len(game.history)
        updates = [e for e in sim.events[conn] if isinstance(e, GameUpdate)]
        assert any(any(type(ev).__name__ == "GameOver" for ev in u.events) for u in updates)


def test_a_refused_action_reaches_only_its_client_with_the_rule():
    sim = seated_sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    rng = random.Random(2)
    sim.play(rng, until=lambda: sim.table.game.phase is Phase.PLAY
             and sim.seat_client(sim.table.game.to_act) is not None
             and len(sim.table.game.deal.trick) > 0)
    game = sim.table.game
    conn, client = sim.seat_client(game.to_act)
    view = client.view
    legal = {a.card for a in view.legal_actions if isinstance(a, A.PlayCard)}
    illegal = [c for c in view.hand if c not in legal]
    if not illegal:
        pytest.skip("every card is legal in this trick")
    before = len(game.history)
    marks = {c: len(events) for c, events in sim.events.items()}
    client.act(A.PlayCard(illegal[0]))
    sim.pump()
    assert len(game.history) == before  # RULES §7: the host's engine refused it
    refused = [e for e in sim.events[conn][marks[conn]:] if isinstance(e, ActionRefused)]
    assert len(refused) == 1
    assert refused[0].code == "illegal" and refused[0].rule.startswith("§")
    assert refused[0].template  # the engine's reason, for the client to translate
    for other, events in sim.events.items():
        if other != conn:
            assert not any(isinstance(e, ActionRefused) for e in events[marks[other]:])


def test_out_of_turn_and_stale_actions_are_refused():
    sim = seated_sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    game = sim.table.game
    waiting = [c for c in sim.clients.values() if c.seat != game.to_act]
    client = waiting[0]
    conn = next(k for k, v in sim.clients.items() if v is client)
    client.act(A.Pass())
    sim.pump()
    refusal = [e for e in sim.events[conn] if isinstance(e, ActionRefused)][-1]
    assert refusal.code == "illegal" and refusal.rule == "§2"  # not your turn
    # an action chosen on an old view: a double click must not play twice
    to_act = sim.seat_client(game.to_act)[1]
    to_act.moment -= 1
    to_act.act(to_act.view.legal_actions[0])
    to_act.moment += 1
    sim.pump()
    conn2 = sim.seat_client(game.to_act)[0]
    assert [e for e in sim.events[conn2] if isinstance(e, ActionRefused)][-1].code == "stale"
    assert len(game.history) == 0


def test_drop_mid_trick_computer_plays_then_rejoin_and_finish_with_the_hosts_sheet():
    rules = preset("classic", players=3)
    sim = seated_sim(rules, (HOST, PERSON, PERSON), seed=11)
    rng = random.Random(7)
    sim.play(rng, until=lambda: sim.table.game.phase is Phase.PLAY
             and len(sim.table.game.deal.trick) == 1 and sim.table.game.to_act == 2)
    game = sim.table.game
    conn, client = sim.seat_client(2)
    token = client.token
    hand_before = client.view.hand
    sim.drop(conn)
    # within the grace period the table waits for him (a blip costs nothing)
    assert sim.table.waiting_for() == 2
    assert sim.table.bot_turn() is None
    sim.advance(2.0)
    assert not sim.step(rng)
    info = sim.table.info().seats[2]
    assert not info.connected and not info.computer_playing
    # after it the computer plays his seat, and the others are told
    sim.advance(sim.table.limits.grace)
    assert sim.table.info().seats[2].computer_playing
    moment = len(game.history)
    for _ in range(12):
        sim.step(rng)
    assert len(game.history) > moment
    assert any(seat == 2 for seat, _ in game.history[moment:])
    # he comes back with his token: his seat, the current state, not a replay
    back = sim.connect(RejoinIntent(token))
    events = sim.events[back]
    seated = [e for e in events if isinstance(e, Seated)]
    assert seated and seated[0].seat == 2 and seated[0].token == token
    snapshots = [e for e in events if isinstance(e, GameSnapshot)]
    assert len(snapshots) == 1 and not any(isinstance(e, GameUpdate) for e in events)
    assert snapshots[0].view == game.view(2)
    assert snapshots[0].view.hand != hand_before or game.deal.number > 1
    assert not sim.table.info().seats[2].computer_playing
    sim.play(rng)
    assert game.is_over
    client = sim.clients[back]
    assert client.rows == game.rows and client.view == game.view(2)


def test_a_wrong_token_is_refused_and_takes_nothing():
    sim = seated_sim(preset("classic", players=2), (HOST, PERSON))
    conn, _ = sim.seat_client(1)
    sim.drop(conn)
    intruder = sim.connect(RejoinIntent("0" * 32))
    assert sim.error_codes(intruder) == [ErrorCode.BAD_TOKEN]
    assert sim.clients[intruder].seat is None
    assert not any(isinstance(e, GameSnapshot) for e in sim.events[intruder])
    # the host's own token is good only for the host's local connection
    other = sim.connect(RejoinIntent(sim.table.host_token))
    assert sim.error_codes(other)[0] == "bad_token"


def test_a_second_connection_cannot_join_a_taken_seat():
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    sim.connect_host()
    sim.join("Ann", seat=1)
    second = sim.join("Bob", seat=1)
    assert sim.error_codes(second) == [ErrorCode.SEAT_TAKEN]
    assert sim.table.info().seats[1].name == "Ann"
    # the refused client may choose again
    sim.clients[second].join("Bob", seat=2)
    sim.pump()
    assert sim.clients[second].seat == 2
    third = sim.join("Cid")
    assert sim.error_codes(third)[0] == "table_full"


def test_a_stale_client_is_replaced_by_the_one_that_rejoins():
    sim = seated_sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    old, client = sim.seat_client(1)
    # the old connection is still believed alive (a sleeping laptop); the person
    # starts the program again elsewhere and rejoins with his token
    new = sim.connect(RejoinIntent(client.token))
    ended = [e for e in sim.events[old] if isinstance(e, Ended)]
    assert ended and ended[0].code == ErrorCode.REPLACED
    assert old in sim.closed
    assert sim.table.seat_of(new) == 1
    assert sim.table.info().seats[1].connected
    # anything the stale connection still sends is ignored
    sim.table.data_received(old, b"\x00\x00\x00\x0f{\"type\":\"say\"}", sim.now)
    assert sim.table.take_output() == []


def test_the_join_code_is_checked_and_guessing_closes_the_connection():
    sim = Sim(preset("classic", players=2), (HOST, PERSON), join_code="K7Q2")
    sim.connect_host()
    wrong = sim.join("Ann", code="AAAA")
    assert sim.error_codes(wrong)[0] == "bad_join_code"
    assert sim.table.info().seats[1].taken is False
    for _ in range(sim.table.limits.max_code_tries - 1):
        sim.clients[wrong].join("Ann", code="BBBB")
        sim.pump()
    assert wrong in sim.closed
    good = sim.join("Ann", code="k7q2")  # read out by the host: case does not matter
    assert sim.clients[good].seat == 1


def test_names_are_cleaned_and_kept_apart():
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    sim.connect_host()
    bad = sim.join("\u0000\u200b ")
    assert sim.error_codes(bad)[0] == "bad_name"
    a = sim.join("  Host ")
    assert sim.clients[a].name == "Host 2"  # the host is "Host" already
    long = sim.join("x" * 40)
    assert sim.error_codes(long)[0] == "bad_name"


def test_lobby_start_needs_every_person_or_a_computer_in_his_place():
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    host = sim.connect_host()
    sim.join("Ann", seat=1)
    assert not sim.table.can_start()
    lobby = sim.clients[host].table
    assert [s.taken for s in lobby.seats] == [True, True, False]
    assert lobby.can_start is False
    sim.table.set_computer(2, "medium", sim.now)
    sim.pump()
    assert sim.clients[host].table.can_start is True
    assert sim.clients[host].table.seats[2].kind == "computer"
    sim.table.set_person(2, sim.now)
    sim.pump()
    assert not sim.table.can_start()
    late = sim.join("Bob")
    assert sim.clients[late].seat == 2
    sim.table.start(sim.now)
    sim.pump()
    assert all(any(isinstance(e, GameSnapshot) for e in sim.events[c]) for c in sim.clients)
    after = sim.join("Cid")
    assert sim.error_codes(after)[0] == "game_started"


def test_leaving_the_lobby_frees_the_seat_and_leaving_the_game_hands_it_to_the_computer():
    sim = Sim(preset("classic", players=2), (HOST, PERSON))
    sim.connect_host()
    ann = sim.join("Ann")
    sim.clients[ann].leave()
    sim.pump()
    assert ann in sim.closed and not sim.table.info().seats[1].taken
    bob = sim.join("Bob")
    sim.table.start(sim.now)
    sim.pump()
    sim.clients[bob].leave()
    sim.pump()
    assert next(e for e in sim.events[bob] if isinstance(e, Ended)).code == "left"
    assert sim.table.info().seats[1].computer_playing


def test_chat_reaches_every_seated_person_and_is_limited():
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    host = sim.connect_host()
    ann = sim.join("Ann")
    watcher = sim.connect()  # greeted, no seat: reads the lobby, not the chat
    sim.clients[ann].say("  hello\u0007   all ")
    sim.pump()
    lines = [e for e in sim.events[host] if isinstance(e, ChatReceived)]
    assert lines == [ChatReceived(1, "Ann", "hello all", n=1)]
    assert not any(isinstance(e, ChatReceived) for e in sim.events[watcher])
    for _ in range(10):
        sim.clients[ann].say("spam")
    sim.pump()
    assert len([e for e in sim.events[host] if isinstance(e, ChatReceived)]) <= 1 + 5
    assert any(isinstance(e, HostError) and e.code == "rate_limited" for e in sim.events[ann])


def test_version_mismatch_is_refused_with_a_message_naming_both_versions():
    sim = Sim(preset("classic", players=2), (HOST, PERSON))
    conn = sim.table.connection_made(sim.now, "x")
    from debertz_desktop.net.messages import Hello, encode

    sim.table.data_received(conn, encode(Hello(99)), sim.now)
    out = sim.table.take_output()
    from debertz_desktop.net.client_seat import ClientSeat

    client = ClientSeat()
    client.connection_made(sim.now)
    client.state = client.state.GREETING
    events = client.data_received(out[0].data, sim.now)
    assert events[0].code == "version_mismatch" and "99" in str(events[0].params)
    assert type(out[-1]).__name__ == "Close"


def test_handshake_and_silence_time_out():
    sim = Sim(preset("classic", players=2), (HOST, PERSON))
    mute = sim.table.connection_made(sim.now, "x")
    sim.advance(sim.table.limits.handshake + 1)
    assert mute not in sim.table._conns
    ann = sim.join("Ann")
    sim.clients.pop(ann)  # the client stops answering (no FIN: a pulled cable)
    sim.advance(sim.table.limits.silence + 1)
    assert sim.table.seat_of(ann) is None
    assert not sim.table.info().seats[1].connected


def test_heartbeat_keeps_a_quiet_connection_alive():
    sim = Sim(preset("classic", players=2), (HOST, PERSON))
    sim.connect_host()
    ann = sim.join("Ann")
    sim.advance(60)
    assert sim.table.seat_of(ann) == 1 and ann in sim.clients


def test_the_autosave_hosts_the_same_table_again_and_the_players_rejoin():
    rules = preset("classic", players=3)
    sim = seated_sim(rules, (HOST, PERSON, PERSON), seed=21)
    rng = random.Random(4)
    for _ in range(60):
        sim.step(rng)
    saved = saved_table(sim.table)
    import json

    saved = json.loads(json.dumps(saved))  # what the file holds
    tokens = {c.seat: c.token for c in sim.clients.values()}
    history = list(sim.table.game.history)
    # the host's program dies; it is opened again from the autosave
    reopened = table_from_saved(saved, now=sim.now)
    assert reopened.game.history == history and reopened.table_id == sim.table.table_id
    sim2 = Sim(rules, (), table=reopened, now=sim.now)
    sim2.connect_host()
    assert sim2.table.bot_turn() is None or sim2.table.game.to_act == 0
    for seat in (1, 2):
        sim2.connect(RejoinIntent(tokens[seat]))
    assert all(s.connected and not s.computer_playing for s in sim2.table.info().seats)
    sim2.play(rng)
    assert sim2.table.game.is_over
    assert all(c.rows == sim2.table.game.rows for c in sim2.clients.values())
    assert Notice.GAME_ADVANCED in sim2.notices


def test_reopened_table_without_its_people_gives_them_time_then_the_computer_plays():
    rules = preset("classic", players=2)
    sim = seated_sim(rules, (HOST, PERSON), seed=1)
    reopened = table_from_saved(saved_table(sim.table), now=0.0)
    sim2 = Sim(rules, (), table=reopened, now=0.0)
    sim2.connect_host()
    assert not reopened.info().seats[1].computer_playing
    sim2.advance(reopened.limits.resume_grace + 1)
    assert reopened.info().seats[1].computer_playing
    sim2.play(random.Random(1))
    assert reopened.game.is_over


def test_a_broken_autosave_is_refused_with_a_reason():
    from debertz_desktop.engine.errors import RecordError

    for bad in ({}, {"format": "debertz-lan-table", "version": 7}, {"format": "debertz-lan-table",
                "version": 1, "rules": {}, "seats": [], "id": "x", "name": "t"}):
        with pytest.raises(RecordError):
            table_from_saved(bad, now=0.0)
