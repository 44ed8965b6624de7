"""The table's chat is kept by the host and given to whoever takes a seat (issue 19).

A person who joins the lobby late, comes back after a drop, or whose program
started again reads what the table said before; the host keeps the last
``CHAT_HISTORY`` lines, also in its autosave, so a table hosted again still has
them.  Socket-free: a ``HostTable`` and ``ClientSeat``\\ s on a virtual clock.
"""

from __future__ import annotations

import json

from net_support import HOST, PERSON, Sim

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.client_seat import ChatReceived, RejoinIntent, Seated
from debertz_desktop.net.host_table import Notice
from debertz_desktop.net.messages import CHAT_HISTORY, Joined, decode_message, encode
from debertz_desktop.net.table_save import saved_table, table_from_saved


def seated(sim: Sim, conn: int) -> Seated:
    return next(e for e in sim.events[conn] if isinstance(e, Seated))


def history(sim: Sim, conn: int) -> list[tuple[int, str, str]]:
    return [(line.n, line.name, line.text) for line in seated(sim, conn).chat]


def three_seats() -> Sim:
    return Sim(preset("classic", players=3), (HOST, PERSON, PERSON))


def test_a_person_who_joins_the_lobby_late_reads_what_was_said():
    sim = three_seats()
    host = sim.connect_host()
    ann = sim.join("Ann")
    sim.clients[host].say("welcome, everybody")
    sim.pump()
    sim.now += 30
    sim.clients[ann].say("hi!")
    sim.pump()
    sim.now += 60
    watcher = sim.connect()  # greeted, no seat: the lobby's seats, no chat
    sim.pump()
    assert history(sim, ann) == []  # nothing had been said when Ann sat down
    bob = sim.join("Bob")
    assert history(sim, bob) == [(1, "Host", "welcome, everybody"),
                                 (2, "Ann", "hi!")]
    ages = [line.ago for line in seated(sim, bob).chat]
    assert ages == [90, 60]  # how long ago, by the host's clock: no two clocks need agree
    assert all(line.seat == seat for line, seat in zip(seated(sim, bob).chat, (0, 1),
                                                       strict=True))
    assert not any(isinstance(e, ChatReceived) for e in sim.events[watcher])


def test_a_live_line_is_numbered_as_in_the_history():
    sim = three_seats()
    host = sim.connect_host()
    ann = sim.join("Ann")
    sim.clients[ann].say("one")
    sim.clients[ann].say("two")
    sim.pump()
    live = [(e.n, e.text) for e in sim.events[host] if isinstance(e, ChatReceived)]
    assert live == [(1, "one"), (2, "two")]
    assert Notice.CHAT_SAID in sim.notices  # the runner autosaves the chat with the table


def test_a_person_back_after_a_drop_reads_what_was_said_meanwhile():
    sim = three_seats()
    host = sim.connect_host()
    ann = sim.join("Ann")
    sim.join("Bob")
    sim.table.start(sim.now)
    sim.pump()
    token = sim.clients[ann].token
    sim.clients[host].say("before the drop")
    sim.pump()
    sim.drop(ann)
    sim.now += 10
    sim.clients[host].say("where is Ann?")
    sim.pump()
    back = sim.connect(RejoinIntent(token))
    assert history(sim, back) == [(1, "Host", "before the drop"), (2, "Host", "where is Ann?")]
    assert [line.ago for line in seated(sim, back).chat] == [10, 0]


def test_the_table_keeps_only_its_last_lines():
    sim = three_seats()
    host = sim.connect_host()  # the host's own person has no chat rate limit
    for i in range(CHAT_HISTORY + 30):
        sim.clients[host].say(f"line {i + 1}")
    sim.pump()
    ann = sim.join("Ann")
    kept = history(sim, ann)
    assert len(kept) == CHAT_HISTORY
    assert kept[0] == (31, "Host", "line 31") and kept[-1][0] == CHAT_HISTORY + 30
    joined = encode(Joined(1, "0" * 32, "Ann", sim.table._joined(sim.table.seats[1],
                                                                   sim.now).chat))
    assert len(joined) < sim.table.limits.host_frame // 4  # even 300-character lines fit


def test_a_hosted_table_again_from_its_autosave_still_has_its_chat():
    sim = three_seats()
    sim.table.clock_offset = 1_700_000_000.0 - sim.now  # the runner dates lines in calendar time
    sim.connect_host()
    ann = sim.join("Ann")
    token = sim.clients[ann].token
    sim.join("Bob")
    sim.table.start(sim.now)
    sim.pump()
    sim.clients[ann].say("good luck")
    sim.pump()
    data = json.loads(json.dumps(saved_table(sim.table)))  # as written to the file
    assert data["chat"] == [{"n": 1, "seat": 1, "name": "Ann", "text": "good luck",
                             "at": 1_700_000_000.0}]
    data["chat"].insert(0, {"n": "x", "seat": 9})  # a damaged line is left out, nothing else
    data["chat"].append({"n": 2, "seat": 7, "name": "?", "text": "?", "at": 0})
    # the program started again, an hour later by the calendar, on a new monotonic clock
    table = table_from_saved(data, now=5.0)
    table.clock_offset = 1_700_003_600.0 - 5.0
    again = Sim(sim.table.rules, (), table=table, now=5.0)
    again.connect_host()
    back = again.connect(RejoinIntent(token))
    [line] = seated(again, back).chat
    assert (line.n, line.seat, line.name, line.text, line.ago) == (1, 1, "Ann", "good luck",
                                                                  3600)
    again.clients[back].say("I am back")
    again.pump()
    assert [e.n for e in again.events[back] if isinstance(e, ChatReceived)] == [2]


def test_a_joined_without_chat_is_read_as_no_history():
    """An older host (version 1 without the field) is still understood; an older client
    ignores the field (unknown keys are ignored)."""
    message = decode_message(b'{"type":"joined","seat":1,"token":"t","name":"Ann"}',
                             from_host=True)
    assert message == Joined(1, "t", "Ann", ())
    said = decode_message(b'{"type":"chat","seat":1,"name":"Ann","text":"hi"}',
                          from_host=True)
    assert said.n == 0
