"""Every game on the wire (issues 29, 30): each game's values read as that game's, and only
its own; the table says its game; a client that cannot play it is told so.

Writing needs no game (a value says what it is); reading is per game
(``wire.game_wire``): the same text is a card of one pack and not of another,
an action of one game and not of another.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from net_support import HOST, PERSON, Sim

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.events import DealScored
from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.magistr.sheet import MagistrRow
from debertz_desktop.engine.magistr.views import MagistrView
from debertz_desktop.engine.oh_hell.events import BiddingClosed
from debertz_desktop.engine.oh_hell.sheet import OhHellRow
from debertz_desktop.engine.oh_hell.views import OhHellView
from debertz_desktop.engine.pack import PackCard
from debertz_desktop.net import messages as M
from debertz_desktop.net.client_seat import ClientSeat, Ended, JoinIntent
from debertz_desktop.net.discovery import advert_properties, rules_summary
from debertz_desktop.net.errors import ErrorCode, ProtocolError
from debertz_desktop.net.framing import INT_LIMIT
from debertz_desktop.net.wire import (
    WireError,
    event_to_wire,
    game_wire,
    to_wire,
    view_to_wire,
)

OH_HELL, MAGISTR = GAMES["oh_hell"], GAMES["magistr"]
TABLES = [(key, n) for key, kind in GAMES.items() for n in kind.player_counts]


def rules_of(key: str, players: int):
    kind = GAMES[key]
    if key == "debertz":
        return preset("kharkov", players=players, teams=False)
    return kind.presets[kind.default_preset].rules(players)


def random_game(key: str, players: int, seed: int, steps: int):
    """A game of ``key`` after up to ``steps`` random actions, and every event it gave."""
    kind = GAMES[key]
    game = kind.new_game(rules_of(key, players), seed)
    rng = random.Random(seed)
    events = list(game.opening_events)
    for _ in range(steps):
        if game.is_over:
            break
        seat = game.to_act
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game, events


def test_each_game_reads_its_own_types():
    """What each game's wire reads, found from its kind: the view its state returns, that
    view's rows, its pack's cards, the shared events and its own."""
    assert game_wire("oh_hell").view_type is OhHellView
    assert game_wire("oh_hell").row_type is OhHellRow
    assert game_wire("magistr").view_type is MagistrView
    assert game_wire("magistr").row_type is MagistrRow
    assert game_wire(MAGISTR).card_type is PackCard
    shared = {"deal_started", "action_taken", "card_played", "trick_taken", "deal_scored",
              "game_over"}
    assert set(game_wire("oh_hell").events) == shared | {"bidding_closed"}
    assert set(game_wire("magistr").events) == shared
    assert set(game_wire("debertz").events) > shared | {"trump_fixed", "bella_declared"}
    assert "bidding_closed" not in game_wire("debertz").events


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 10**6))
def test_every_games_events_views_and_rows_round_trip_through_json(table, seed):
    key, players = table
    game, events = random_game(key, players, seed, 400)
    wire = game_wire(key)
    for event in events:
        data = json.loads(json.dumps(event_to_wire(event)))
        assert wire.event_from_wire(data, "e") == event
    for seat in range(players):
        view = game.view(seat)
        data = json.loads(json.dumps(view_to_wire(view)))
        assert "rules" not in data and "names" not in data and "rows" not in data
        assert wire.view_from_wire(data, "v", rules=view.rules, names=view.names,
                                   rows=view.rows) == view
    for row in game.sheet.rows:
        assert wire.row_from_wire(json.loads(json.dumps(to_wire(row))), "r") == row


def test_oh_hell_texts_on_the_wire():
    """OH_HELL §4: a bid is ``bid N``; a card the 52-card pack's text; the bidding's close
    says over or under (§9) as ``bidding_closed``."""
    wire = game_wire("oh_hell")
    event = wire.event_from_wire({"type": "action_taken", "seat": 2, "action": "bid 0"}, "e")
    assert str(event.action) == "bid 0"
    assert event_to_wire(BiddingClosed(5, 4, 1)) == {"type": "bidding_closed", "total": 5,
                                                    "tricks": 4, "over_under": 1}
    played = wire.event_from_wire({"type": "card_played", "seat": 0, "card": "2C"}, "e")
    assert played.card is PackCard.from_str("2C")


def test_a_card_or_action_of_another_game_is_refused_by_its_path():
    """The same text is one game's and not another's: Magistr has no 2 to 5 (MASTER §1),
    Debertz no ``bid``, Oh Hell no ``trump``."""
    magistr, oh_hell, debertz = game_wire("magistr"), game_wire("oh_hell"), game_wire("debertz")
    with pytest.raises(WireError, match=r"^e\.card: a card is needed, not '2S'$"):
        magistr.event_from_wire({"type": "card_played", "seat": 0, "card": "2S"}, "e")
    with pytest.raises(WireError, match=r"^e\.card: a card is needed, not '2S'$"):
        debertz.event_from_wire({"type": "card_played", "seat": 0, "card": "2S"}, "e")
    with pytest.raises(WireError, match=r"^e\.action: not an action: 'trump H'$"):
        oh_hell.event_from_wire({"type": "action_taken", "seat": 0, "action": "trump H"}, "e")
    with pytest.raises(WireError, match=r"^e\.action: not an action"):
        debertz.event_from_wire({"type": "action_taken", "seat": 0, "action": "bid 2"}, "e")
    with pytest.raises(WireError, match="a known \"type\""):
        debertz.event_from_wire({"type": "bidding_closed", "total": 1, "tricks": 1,
                                 "over_under": 0}, "e")
    assert str(magistr.event_from_wire({"type": "action_taken", "seat": 1,
                                        "action": "trump H"}, "e").action) == "trump H"


@pytest.mark.parametrize("key", ["oh_hell", "magistr"])
def test_a_bad_view_of_another_game_is_named_by_its_path(key):
    """The error paths of Debertz's views hold for every game's: the first bad value is
    named, a number out of ±(2**53 − 1) plainly, seats outside the table refused."""
    game, _ = random_game(key, 3, 5, {"oh_hell": 30, "magistr": 12}[key])  # 4 or 6 cards
    view = game.view(game.to_act)
    wire = game_wire(key)

    def read(data):
        return wire.view_from_wire(data, "update.view", rules=view.rules, names=view.names,
                                   rows=view.rows)

    data = view_to_wire(view)
    assert len(data["hand"]) > 3
    data["hand"][3] = "XX"
    with pytest.raises(WireError, match=r"^update\.view\.hand\[3\]: a card is needed, "
                                        r"not 'XX'$"):
        read(data)
    data = view_to_wire(view)
    data["deal_number"] = INT_LIMIT + 1
    with pytest.raises(WireError, match="a number out of range"):
        read(data)
    data = view_to_wire(view)
    data["dealer"] = 7
    with pytest.raises(WireError, match=r"outside 0\.\.2"):
        read(data)
    data = view_to_wire(view)
    data["hand_sizes"] = data["hand_sizes"][:2]
    with pytest.raises(WireError, match="per-seat lists of 3"):
        read(data)


def test_oh_hell_views_with_a_seat_outside_the_table_are_refused():
    game, _ = random_game("oh_hell", 5, 2, 5 + 3)  # the bids, and a few cards played
    view = game.view(0)
    data = view_to_wire(view)
    assert data["trick"]
    data["trick"][0][0] = 5
    with pytest.raises(WireError, match=r"outside 0\.\.4"):
        game_wire("oh_hell").view_from_wire(data, "v", rules=view.rules, names=view.names,
                                            rows=view.rows)
    data = view_to_wire(view)
    data["bids"] = data["bids"] + [1]
    with pytest.raises(WireError, match="per-seat lists of 5"):
        game_wire("oh_hell").view_from_wire(data, "v", rules=view.rules, names=view.names,
                                            rows=view.rows)


def test_magistr_views_with_a_seat_outside_the_table_are_refused():
    game, _ = random_game("magistr", 3, 2, 3 + 4)  # the trumps, and a bank begun
    view = game.view(0)
    data = view_to_wire(view)
    assert data["bank"]
    data["bank"][0]["seat"] = 3
    with pytest.raises(WireError, match=r"outside 0\.\.2"):
        game_wire("magistr").view_from_wire(data, "v", rules=view.rules, names=view.names,
                                            rows=view.rows)


def test_rows_of_each_game_are_checked_against_the_table():
    game, events = random_game("oh_hell", 4, 3, 200)
    row = next(e.row for e in events if isinstance(e, DealScored))
    wire = game_wire("oh_hell")
    wire.check_row(row, game.rules, "r")
    data = to_wire(row)
    data["bids"] = data["bids"][:3]
    with pytest.raises(WireError, match="4 sides are needed"):
        wire.check_row(wire.row_from_wire(data, "r"), game.rules, "r")
    data = to_wire(row)
    data["dealer"] = 4
    with pytest.raises(WireError, match=r"outside 0\.\.3"):
        wire.check_row(wire.row_from_wire(data, "r"), game.rules, "r")


# -- the table says its game ------------------------------------------------------------------


def oh_hell_sim(players: int = 5):
    rules = OH_HELL.presets["chert_poberi"].rules(players)
    return Sim(rules, (HOST, *[PERSON] * (players - 1)), seed=9)


def test_the_table_says_its_game_in_the_welcome_the_joined_and_the_advert():
    sim = oh_hell_sim()
    sim.connect_host()
    ann = sim.join("Ann")
    client = sim.clients[ann]
    assert client.table.game == "oh_hell" and client.table.kind is OH_HELL
    assert client.table.rules == sim.table.rules and len(client.table.seats) == 5
    welcome = json.loads(M.encode(M.Welcome(1, sim.table.info()))[4:])
    assert welcome["table"]["game"] == "oh_hell"
    assert json.loads(M.encode(sim.table._joined(sim.table.seats[1], 0.0))[4:])["game"] \
        == "oh_hell"
    properties = advert_properties(sim.table.info())
    assert properties["game"] == "oh_hell" and properties["players"] == "5"
    assert properties["rules"] == rules_summary(sim.table.rules) == "chert_poberi 5p"
    assert rules_summary(MAGISTR.presets["magistr_one_trump"].rules(3)) == "magistr_one_trump 3p"
    assert rules_summary(preset("belote", players=4)) == "belote 4p pairs 1001"


def test_a_debertz_table_speaks_as_before_to_a_client_older_than_games():
    """An older client says no ``games`` in its ``hello`` (it plays Debertz) and ignores
    the new ``game`` keys: it is welcomed as before.  An older host names no game: its
    table is read as Debertz."""
    sim = Sim(preset("classic", players=2), (HOST, PERSON))
    conn = sim.table.connection_made(sim.now, "x")
    sim.table.data_received(conn, M.encode_frame({"type": "hello", "protocol": 1}), sim.now)
    welcome = json.loads(sim.table.take_output()[0].data[4:])
    assert welcome["type"] == "welcome" and welcome["table"]["game"] == "debertz"
    del welcome["table"]["game"]  # as an older host sends it
    read = M.message_from_payload(welcome, from_host=True)
    assert read.table.game == "debertz" and read.table.rules == sim.table.rules


def test_a_client_older_than_games_is_refused_at_another_games_table_with_the_reason():
    """It would not read Oh Hell's rules: the host says why before the welcome, in words
    an older program shows as they are (``unknown_game``, fatal)."""
    sim = oh_hell_sim()
    conn = sim.table.connection_made(sim.now, "x")
    sim.table.data_received(conn, M.encode_frame({"type": "hello", "protocol": 1}), sim.now)
    out = sim.table.take_output()
    error = json.loads(out[0].data[4:])
    assert error == {"type": "error", "code": "unknown_game", "fatal": True,
                     "template": "this table plays {game}, a game this program cannot play",
                     "params": {"game": "Oh Hell"}}
    assert type(out[-1]).__name__ == "Close"


def test_a_client_that_plays_debertz_alone_is_told_the_tables_game():
    """``ClientSeat``'s default is Debertz alone (the window that shows the others passes
    ``games``): at an Oh Hell table it ends with the reason, and sees no card."""
    sim = oh_hell_sim()
    sim.connect_host()
    conn = sim.table.connection_made(sim.now, "x")
    client = ClientSeat(JoinIntent("Ann"))
    client.connection_made(sim.now)
    sim.table.data_received(conn, client.take_output(), sim.now)
    events = []
    for item in sim.table.take_output():
        if hasattr(item, "data") and item.conn == conn:
            events += client.data_received(item.data, sim.now)
    ended = [e for e in events if isinstance(e, Ended)]
    assert ended and ended[0].code == "unknown_game" and ended[0].params == {"game": "Oh Hell"}
    assert client.seat is None and client.table is None


def test_a_table_of_a_game_this_version_does_not_know_ends_the_connection():
    client = ClientSeat(JoinIntent("Ann"), games=tuple(GAMES))
    client.connection_made(0.0)
    info = json.loads(M.encode(M.Welcome(1, oh_hell_sim().table.info()))[4:])
    info["table"]["game"] = "king"
    events = client.data_received(M.encode_frame(info), 1.0)
    assert [e.code for e in events if isinstance(e, Ended)] == ["unknown_game"]
    assert events[-1].params == {"game": "king"}


def test_a_table_whose_game_changes_is_not_believed():
    sim = oh_hell_sim()
    sim.connect_host()
    ann = sim.join("Ann")
    client = sim.clients[ann]
    other = Sim(preset("classic", players=2), (HOST, PERSON)).table.info()
    events = client.data_received(M.encode(M.Table(other)), sim.now)
    assert [e.code for e in events if isinstance(e, Ended)] == ["bad_message"]
    assert "table.game" in events[-1].params["detail"]


#: Tables that do not fit their rules: the lobby and the table index seats by number.
DAMAGED_SEATS = {
    "a seat numbered past the table": lambda seats: seats[1].update(seat=9),
    "a seat short": lambda seats: seats.pop(),
    "a seat more": lambda seats: seats.append({**seats[-1], "seat": len(seats)}),
    "seats out of order": lambda seats: seats.insert(0, seats.pop(1)),
    "a seat of an unknown kind": lambda seats: seats[2].update(kind="ghost"),
}


def damaged_table(table: M.TableInfo, change: str) -> dict:
    data = json.loads(json.dumps(to_wire(table)))
    DAMAGED_SEATS[change](data["seats"])
    return data


@pytest.mark.parametrize("change", DAMAGED_SEATS)
def test_a_welcome_whose_seats_do_not_fit_its_rules_ends_the_connection(change):
    table = Sim(preset("belote", players=4), (HOST, PERSON, PERSON, PERSON)).table.info()
    client = ClientSeat(JoinIntent("Ann"), games=tuple(GAMES))
    client.connection_made(0.0)
    client.take_output()
    welcome = {"type": "welcome", "protocol": 1, "table": damaged_table(table, change)}
    events = client.data_received(M.encode_frame(welcome), 1.0)
    assert [e.code for e in events if isinstance(e, Ended)] == ["bad_message"]
    assert events[-1].params["detail"].startswith("welcome.table.seats")
    assert client.table is None and client.take_output() == b""  # nor a join sent


@pytest.mark.parametrize("change", DAMAGED_SEATS)
def test_a_table_update_whose_seats_do_not_fit_its_rules_ends_the_connection(change):
    sim = oh_hell_sim(4)
    sim.connect_host()
    client = sim.clients[sim.join("Ann")]
    before = client.table
    table = {"type": "table", "table": damaged_table(sim.table.info(), change)}
    events = client.data_received(M.encode_frame(table), sim.now)
    assert [e.code for e in events if isinstance(e, Ended)] == ["bad_message"]
    assert events[-1].params["detail"].startswith("table.table.seats")
    assert client.table is before


def test_a_hello_that_names_too_many_games_is_a_bad_message():
    with pytest.raises(ProtocolError) as caught:
        M.message_from_payload({"type": "hello", "protocol": 1, "games": ["x"] * 40},
                               from_host=False)
    assert caught.value.code is ErrorCode.BAD_MESSAGE
    assert M.message_from_payload({"type": "hello", "protocol": 1}, from_host=False).games \
        == ("debertz",)
