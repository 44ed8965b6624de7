"""A seat whose person left on purpose is told apart from one whose connection dropped.

The LAN tester's report: the others' chat said "Boris lost the connection." when
Boris had left the table (Game → Leave the table).  The host knows which it was
(a ``leave`` came, or the connection broke) and says it in the seat's
``SeatInfo.left``; a host older than that field sends none, read as a drop.
"""

from __future__ import annotations

import json

from net_support import HOST, PERSON, Sim

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.client_seat import RejoinIntent, TableChanged
from debertz_desktop.net.framing import encode_frame
from debertz_desktop.net.messages import Table, decode_message, to_payload
from debertz_desktop.net.table_save import saved_table, table_from_saved


def playing_sim(players: int = 3) -> Sim:
    sim = Sim(preset("classic", players=players), (HOST,) + (PERSON,) * (players - 1), seed=5)
    sim.connect_host()
    for seat in range(1, players):
        sim.join(f"Player {seat}", seat=seat)
    sim.table.start(sim.now)
    sim.pump()
    return sim


def tables_seen(sim: Sim, conn: int, since: int = 0) -> list:
    return [e.table for e in sim.events[conn][since:] if isinstance(e, TableChanged)]


def test_a_person_who_leaves_mid_game_is_shown_as_left_to_everybody():
    sim = playing_sim()
    host = next(iter(sim.clients))
    ann, _ = sim.seat_client(2)
    before = len(sim.events[host])
    sim.clients[ann].leave()
    sim.pump()
    seen = tables_seen(sim, host, before)
    assert seen, "the others are told the seat changed"
    # never, not even for a moment, a seat that looks dropped: every table since says "left"
    assert all(t.seats[2].left for t in seen if not t.seats[2].connected)
    seat = seen[-1].seats[2]
    assert seat.left and not seat.connected and seat.computer_playing  # the computer plays it
    assert sim.table.info().seats[2].left
    assert not sim.table.info().seats[1].left


def test_a_dropped_connection_is_not_a_leave():
    sim = playing_sim()
    host = next(iter(sim.clients))
    ann, _ = sim.seat_client(2)
    sim.drop(ann)
    seat = tables_seen(sim, host)[-1].seats[2]
    assert not seat.connected and not seat.left and not seat.computer_playing
    sim.advance(sim.table.limits.grace + 1)  # the computer takes over: still a drop
    seat = tables_seen(sim, host)[-1].seats[2]
    assert seat.computer_playing and not seat.left


def test_a_person_who_left_and_comes_back_is_here_again():
    sim = playing_sim()
    host = next(iter(sim.clients))
    ann, client = sim.seat_client(2)
    token = client.token
    sim.clients[ann].leave()
    sim.pump()
    sim.connect(RejoinIntent(token))  # the token still takes the seat back during the game
    seat = tables_seen(sim, host)[-1].seats[2]
    assert seat.connected and not seat.left and not seat.computer_playing
    # and a drop after that is a drop again, not the old leave
    again, _ = sim.seat_client(2)
    sim.drop(again)
    seat = tables_seen(sim, host)[-1].seats[2]
    assert not seat.connected and not seat.left


def test_leaving_the_lobby_frees_the_seat_and_says_nothing_of_left():
    sim = Sim(preset("classic", players=3), (HOST, PERSON, PERSON))
    host = sim.connect_host()
    ann = sim.join("Ann")
    sim.clients[ann].leave()
    sim.pump()
    seat = tables_seen(sim, host)[-1].seats[1]
    assert not seat.taken and not seat.left


def test_the_field_travels_and_a_table_without_it_reads_as_a_drop():
    """``left`` came within version 1: an older host leaves it out (read: not left), an
    older client ignores it."""
    sim = playing_sim(2)
    ann, _ = sim.seat_client(1)
    sim.clients[ann].leave()
    sim.pump()
    payload = to_payload(Table(sim.table.info()))
    assert payload["table"]["seats"][1]["left"] is True
    assert payload["table"]["seats"][0]["left"] is False
    for seat in payload["table"]["seats"]:
        del seat["left"]  # as an older host sends it
    body = encode_frame(payload)[4:]
    old = decode_message(body, from_host=True)
    assert isinstance(old, Table) and not old.table.seats[1].left
    assert json.loads(body)["table"]["seats"][1]["computer_playing"] is True


def test_a_seat_left_on_purpose_is_still_left_when_the_table_is_hosted_again():
    """The host's autosave kept no ``left``: a table opened again showed the seat of a person
    who had gone as dropped, the game waiting the resume grace for him.  Kept (an optional
    key of the seat, docs/lan-protocol.md): the computer plays it at once, the seat says
    "left", and his token still takes it back."""
    sim = playing_sim()
    ann, client = sim.seat_client(2)
    token = client.token
    sim.clients[ann].leave()
    sim.pump()
    data = json.loads(json.dumps(saved_table(sim.table)))
    assert data["seats"][2]["left"] is True and "left" not in data["seats"][1]
    table = table_from_saved(data, now=sim.now)
    seats = table.info().seats
    assert seats[2].left and seats[2].computer_playing
    assert not seats[1].left and not seats[1].computer_playing  # a drop: waited for
    again = Sim(table.rules, (), table=table, now=sim.now)
    again.connect(RejoinIntent(token))
    assert again.table.info().seats[2].connected and not again.table.info().seats[2].left


def test_a_table_file_without_left_reads_as_before():
    sim = playing_sim()
    ann, _ = sim.seat_client(2)
    sim.clients[ann].leave()
    sim.pump()
    data = json.loads(json.dumps(saved_table(sim.table)))
    del data["seats"][2]["left"]  # an older program's file
    seats = table_from_saved(data, now=sim.now).info().seats
    assert not seats[2].left and not seats[2].computer_playing
