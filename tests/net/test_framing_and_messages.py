"""Frames and messages: whole frames from any pieces, limits first, every field checked."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from net_support import random_choice

from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net import messages as M
from debertz_desktop.net.errors import ErrorCode, ProtocolError
from debertz_desktop.net.framing import (
    HEADER,
    INT_LIMIT,
    FrameReader,
    decode_body,
    encode_frame,
)
from debertz_desktop.net.wire import (
    EVENT_TYPES,
    event_from_wire,
    event_to_wire,
    view_from_wire,
    view_to_wire,
)


@given(st.lists(st.dictionaries(st.text(max_size=5),
                                st.integers(-INT_LIMIT, INT_LIMIT) | st.text(max_size=20),
                                max_size=4), min_size=1, max_size=6),
       st.lists(st.integers(1, 40), max_size=20))
def test_frames_come_out_whole_however_the_stream_is_cut(objects, cuts):
    stream = b"".join(encode_frame(o) for o in objects)
    reader = FrameReader(1 << 16)
    out, pos = [], 0
    for cut in [*cuts, len(stream)]:
        out += reader.feed(stream[pos:pos + cut])
        pos += cut
    out += reader.feed(stream[pos:])
    assert [decode_body(b) for b in out] == objects
    assert reader.buffered == 0


def test_an_oversized_length_is_refused_before_its_body_is_read():
    reader = FrameReader(100)
    good = encode_frame({"a": 1})
    items = reader.feed(good + HEADER.pack(10**9) + b"x" * 50)
    assert items[0] == good[4:]
    assert isinstance(items[1], ProtocolError) and items[1].code is ErrorCode.FRAME_TOO_LARGE
    assert items[1].fatal and reader.buffered == 0
    assert reader.feed(b"more") == []  # the stream cannot be followed any more


@pytest.mark.parametrize(("body", "detail"), [
    (b"\xff\xfe", "not UTF-8"),
    (b"{\"a\":", "Expecting"),
    (b"[1, 2]", "not a JSON object"),
    (b"{\"a\": NaN}", "NaN"),
    (b"[" * 100 + b"]" * 100, "nested deeper"),
    (b"{\"n\": " + b"9" * 5000 + b"}", "a number out of range"),
])
def test_a_body_that_is_not_a_json_object_is_named(body, detail):
    with pytest.raises(ProtocolError) as info:
        decode_body(body)
    assert info.value.code is ErrorCode.BAD_FRAME and detail in str(info.value)


@pytest.mark.parametrize("number", ["9" * 5000, "-" + "9" * 5000, str(2**64), str(2**53),
                                    str(-2**53), "1" + "0" * 17])
def test_a_number_out_of_the_protocols_range_gets_a_plain_answer(number):
    """Whole numbers on the wire lie within ±(2**53 - 1) (docs/lan-protocol.md, Frames):
    another is answered in the protocol's words, never with Python's ("…use
    sys.set_int_max_str_digits()") nor with "a whole number is needed"."""
    body = f'{{"type": "join", "name": "Ann", "seat": {number}}}'.encode()
    with pytest.raises(ProtocolError) as info:
        M.decode_message(body, from_host=False)
    error = info.value
    assert error.code is ErrorCode.BAD_FRAME and not error.fatal
    assert "a number out of range" in error.message
    assert "sys." not in error.message and "whole number is needed" not in error.message
    assert len(error.message) < 200


def test_the_ends_of_the_range_are_numbers_like_any_other():
    for number in (INT_LIMIT, -INT_LIMIT, 0):
        body = f'{{"type": "ping", "n": {number}}}'.encode()
        assert M.decode_message(body, from_host=False) == M.Ping(number)
    # a number out of range that reached a field some other way is named plainly too
    with pytest.raises(ProtocolError) as info:
        M.message_from_payload({"type": "ping", "n": 10**5000}, from_host=False)
    assert info.value.code is ErrorCode.BAD_MESSAGE
    assert info.value.message == "ping.n: a number out of range (whole numbers go from " \
        f"-{INT_LIMIT} to {INT_LIMIT})"
    with pytest.raises(ProtocolError) as info:
        M.message_from_payload({"type": "say", "text": 10**5000}, from_host=False)
    assert "a string is needed, not a number out of range" in info.value.message


CLIENT_SAMPLES = [M.Hello(1, "x"), M.Join("Ann", 2, "K7Q2"), M.Join("Bob"), M.Rejoin("ab" * 16),
                  M.Act("10H bella", 12), M.Say("привет"), M.Leave(), M.Ping(3), M.Pong(3)]


@pytest.mark.parametrize("message", CLIENT_SAMPLES, ids=lambda m: m.TYPE)
def test_client_messages_round_trip(message):
    frame = M.encode(message)
    assert M.decode_message(frame[4:], from_host=False) == message
    # and a host never takes a client's message for its own
    if message.TYPE not in ("ping", "pong"):
        with pytest.raises(ProtocolError):
            M.decode_message(frame[4:], from_host=True)


@pytest.mark.parametrize(("payload", "fragment"), [
    ({"type": "join"}, "join.name: missing"),
    ({"type": "join", "name": 5}, "join.name: a string is needed"),
    ({"type": "join", "name": "A", "seat": "1"}, "join.seat"),
    ({"type": "act", "action": "QS", "moment": True}, "act.moment: a whole number"),
    ({"type": "act", "action": "QS", "moment": 1.5}, "act.moment"),
    ({"type": "say", "text": "x" * 3000}, "say.text: longer than"),
    ({"type": "hello"}, "hello.protocol: missing"),
])
def test_a_bad_field_is_named(payload, fragment):
    with pytest.raises(ProtocolError) as info:
        M.message_from_payload(payload, from_host=False)
    assert info.value.code is ErrorCode.BAD_MESSAGE and fragment in str(info.value)


def test_an_unknown_type_is_named():
    with pytest.raises(ProtocolError) as info:
        M.message_from_payload({"type": "welcome"}, from_host=False)
    assert info.value.code is ErrorCode.UNKNOWN_MESSAGE and "welcome" in str(info.value)


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([("classic", 2, False), ("kharkov", 4, False), ("odessa", 4, True),
                        ("short", 3, False), ("fifty", 2, False), ("belote", 4, True)]),
       st.integers(0, 10**6))
def test_events_and_views_round_trip_through_json(case, seed):
    key, players, teams = case
    game = Game(preset(key, players=players, teams=teams), seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(400):
        if game.is_over:
            break
        seat = game.to_act
        for event in game.apply(seat, random_choice(rng, game.legal_actions(seat))):
            data = json.loads(json.dumps(event_to_wire(event)))
            seen.add(data["type"])
            assert event_from_wire(data, "e") == event
        for s in range(players):
            view = game.view(s)
            data = json.loads(json.dumps(view_to_wire(view)))
            assert "rules" not in data and "names" not in data and "rows" not in data
            assert view_from_wire(data, "v", rules=view.rules, names=view.names,
                                  rows=view.rows) == view
    assert seen <= set(EVENT_TYPES)


def test_a_view_with_seats_outside_the_table_is_refused():
    game = Game(preset("classic", players=2), 1)
    data = view_to_wire(game.view(0))
    data["dealer"] = 5
    from debertz_desktop.net.wire import WireError

    with pytest.raises(WireError, match="outside"):
        view_from_wire(data, "v", rules=game.rules, names=game.names, rows=())


def test_a_finish_count_travels_and_an_older_hosts_view_reads_without_it():
    """The count a finish claim would make (RULES §8.7) came within version 1 (issue 27): it
    reaches the claiming seat, and a view without it (an older host) reads as "no count"."""
    game = Game(preset("belote"), 4)
    rng = random.Random(4)
    while not any(type(a).__name__ == "ClaimFinish" for a in game.legal_actions(game.to_act)):
        seat = game.to_act
        game.apply(seat, random_choice(rng, game.legal_actions(seat)))
    view = game.view(game.to_act)
    assert view.finish is not None
    data = json.loads(json.dumps(view_to_wire(view)))
    assert view_from_wire(data, "v", rules=view.rules, names=view.names, rows=()) \
        == dataclasses.replace(view, rows=())
    del data["finish"]
    assert view_from_wire(data, "v", rules=view.rules, names=view.names, rows=()).finish is None


def test_a_row_from_a_host_without_the_awarded_part_reads_as_none_awarded():
    """A host of the first protocol-1 release sent rows without ``awarded`` (the part
    came within version 1, docs/lan-protocol.md "Versions"): its rows still read, with
    nothing awarded, and a row missing a field that has no default is still refused."""
    from debertz_desktop.net.wire import WireError, row_from_wire, to_wire

    game = Game(preset("classic", players=2), 3)
    rng = random.Random(3)
    while not game.sheet.rows:
        seat = game.to_act
        game.apply(seat, random_choice(rng, game.legal_actions(seat)))
    row = game.sheet.rows[0]
    old = json.loads(json.dumps(to_wire(row)))
    for side in old["sides"]:
        del side["awarded"]
    assert row_from_wire(old, "row") == row
    del old["number"]
    with pytest.raises(WireError, match="number"):
        row_from_wire(old, "row")
