"""Oh Hell and Magistr at a hosted table, without sockets (issues 29, 30): whole games with
people and computers, refusals with the rule, drops and rejoins, the host's autosave and a
client's saved sheet — everything Debertz's tables have (``test_protocol_games.py``).
"""

from __future__ import annotations

import json
import random

import pytest
from net_support import HOST, PERSON, Sim, computer

from debertz_desktop.engine.card_play import PlayCard
from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.oh_hell.actions import Bid
from debertz_desktop.engine.phase import Phase
from debertz_desktop.net.client_seat import (
    ActionRefused,
    GameSnapshot,
    GameUpdate,
    RejoinIntent,
    Seated,
)
from debertz_desktop.net.hosting import make_bot
from debertz_desktop.net.seat_sheet import SeatSheet, read_seat_sheet, write_seat_sheet
from debertz_desktop.net.seating import SeatKind
from debertz_desktop.net.table_save import saved_table, table_from_saved

OH_HELL, MAGISTR = GAMES["oh_hell"], GAMES["magistr"]


def seated(rules, plans, seed=3) -> Sim:
    sim = Sim(rules, plans, seed=seed)
    sim.connect_host()
    for i, plan in enumerate(plans):
        if plan is PERSON:
            sim.join(f"Player {i}", seat=i)
    assert sim.table.can_start()
    sim.table.start(sim.now)
    sim.pump()
    return sim


def plans_of(players: int, computers: int) -> tuple:
    plans = [PERSON] * players
    plans[1 % players] = HOST
    for i in range(computers):
        plans[players - 1 - i] = computer("medium")
    return tuple(plans)


TABLES = [
    pytest.param(OH_HELL.presets["chert_poberi"].rules(3), plans_of(3, 0), id="oh hell 3"),
    pytest.param(OH_HELL.presets["oh_hell_river"].rules(4), plans_of(4, 1), id="oh hell 4"),
    pytest.param(OH_HELL.presets["chert_poberi"].rules(5), plans_of(5, 2), id="oh hell 5"),
    pytest.param(OH_HELL.presets["chert_poberi_zero"].rules(6), plans_of(6, 2), id="oh hell 6"),
    pytest.param(OH_HELL.presets["chert_poberi"].rules(7), plans_of(7, 3), id="oh hell 7"),
    pytest.param(MAGISTR.presets["magistr"].rules(2), plans_of(2, 0), id="magistr 2"),
    pytest.param(MAGISTR.presets["magistr"].rules(3), plans_of(3, 1), id="magistr 3"),
    pytest.param(MAGISTR.presets["magistr_two_trumps"].rules(4), plans_of(4, 1), id="magistr 4"),
]


@pytest.mark.parametrize(("rules", "plans"), TABLES)
def test_whole_game_every_client_follows_the_hosts_game(rules, plans):
    """Every seat ends with the host's sheet, its own view of the end and the game over."""
    sim = seated(rules, plans)
    sim.play(random.Random(5))
    game = sim.table.game
    assert game.is_over and game.places is not None
    assert len(game.rows) == (24 if rules.GAME == "magistr" else rules.deal_count)
    people = [c for c in sim.clients.values() if c.seat is not None]
    assert len(people) == sum(p.kind is not SeatKind.COMPUTER for p in plans)
    for conn, client in sim.clients.items():
        assert client.view == game.view(client.seat)
        assert client.rows == game.rows and client.view.places == game.places
        assert client.moment == len(game.history)
        updates = [e for e in sim.events[conn] if isinstance(e, GameUpdate)]
        assert any(any(type(ev).__name__ == "GameOver" for ev in u.events) for u in updates)


def test_an_oh_hell_card_that_does_not_follow_suit_is_refused_to_its_seat_alone():
    """OH_HELL §5: a player who can follow suit must; the host's engine says so to him."""
    sim = seated(OH_HELL.presets["chert_poberi"].rules(4), plans_of(4, 0), seed=8)
    rng = random.Random(2)
    game = sim.table.game

    def can_revoke() -> bool:
        if game.phase is not Phase.PLAY or not game.deal.trick:
            return False
        view = game.view(game.to_act)
        return any(c not in {a.card for a in view.legal_actions} for c in view.hand)

    sim.play(rng, until=can_revoke)
    conn, client = sim.seat_client(game.to_act)
    legal = {a.card for a in client.view.legal_actions}
    wrong = next(c for c in client.view.hand if c not in legal)
    marks = {c: len(events) for c, events in sim.events.items()}
    before = len(game.history)
    client.act(PlayCard(wrong))
    sim.pump()
    assert len(game.history) == before
    refused = [e for e in sim.events[conn][marks[conn]:] if isinstance(e, ActionRefused)]
    assert [(r.code, r.rule) for r in refused] == [("illegal", "§5")]
    for other, events in sim.events.items():
        if other != conn:
            assert not any(isinstance(e, ActionRefused) for e in events[marks[other]:])


def test_the_dealers_forbidden_bid_is_refused_with_the_rule():
    """OH_HELL §4 ``dealer_restriction`` (the river preset): the bid that would make the
    bids add up to the tricks is not the dealer's to make."""
    sim = seated(OH_HELL.presets["oh_hell_river"].rules(3), plans_of(3, 0), seed=4)
    game = sim.table.game
    rng = random.Random(3)
    sim.play(rng, until=lambda: game.phase is Phase.BIDDING
             and game.to_act == game.deal.dealer and game.view(game.to_act).forbidden_bid
             is not None)
    conn, client = sim.seat_client(game.to_act)
    forbidden = client.view.forbidden_bid
    assert Bid(forbidden) not in client.view.legal_actions
    client.act(Bid(forbidden))
    sim.pump()
    refused = [e for e in sim.events[conn] if isinstance(e, ActionRefused)]
    assert refused[-1].code == "illegal" and refused[-1].rule == "§4"


@pytest.mark.parametrize(("key", "text"), [("oh_hell", "trump H"), ("magistr", "bid 2"),
                                           ("magistr", "2S")])
def test_another_games_action_is_not_an_action_here(key, text):
    kind = GAMES[key]
    sim = seated(kind.presets[kind.default_preset].rules(3), plans_of(3, 0))
    conn, client = sim.seat_client(sim.table.game.to_act)
    client.act(type("Foreign", (), {"__str__": lambda self: text})())
    sim.pump()
    refused = [e for e in sim.events[conn] if isinstance(e, ActionRefused)]
    assert [(r.code, r.params) for r in refused] == [("bad_action", {"text": text})]


@pytest.mark.parametrize("key", ["oh_hell", "magistr"])
def test_drop_the_computer_plays_then_rejoin_with_a_snapshot_and_finish(key):
    kind = GAMES[key]
    sim = seated(kind.presets[kind.default_preset].rules(4), plans_of(4, 1), seed=11)
    rng = random.Random(7)
    game = sim.table.game
    sim.play(rng, until=lambda: game.phase is Phase.PLAY and game.to_act == 2
             and len(game.view(2).trick) == 1)
    conn, client = sim.seat_client(2)
    token = client.token
    sim.drop(conn)
    assert sim.table.waiting_for() == 2 and sim.table.bot_turn() is None
    sim.advance(sim.table.limits.grace + 1)
    assert sim.table.info().seats[2].computer_playing
    moment = len(game.history)
    for _ in range(30):
        sim.step(rng)
    assert any(seat == 2 for seat, _ in game.history[moment:])
    back = sim.connect(RejoinIntent(token))
    events = sim.events[back]
    assert [e.seat for e in events if isinstance(e, Seated)] == [2]
    snapshots = [e for e in events if isinstance(e, GameSnapshot)]
    assert len(snapshots) == 1 and snapshots[0].view == game.view(2)
    assert not any(isinstance(e, GameUpdate) for e in events)
    assert sim.clients[back].rows == game.rows
    sim.play(rng)
    assert game.is_over and sim.clients[back].rows == game.rows


@pytest.mark.parametrize(("key", "players", "steps"), [
    ("oh_hell", 5, 90), ("magistr", 3, 50),
    ("magistr", 4, 2),  # the host's program dies while the trumps are named (MASTER §3)
])
def test_the_autosave_hosts_the_same_table_again_and_the_players_rejoin(key, players, steps):
    kind = GAMES[key]
    rules = kind.presets[kind.default_preset].rules(players)
    sim = seated(rules, plans_of(players, 1), seed=21)
    rng = random.Random(4)
    for _ in range(steps):
        sim.step(rng)
    saved = json.loads(json.dumps(saved_table(sim.table)))  # what the file holds
    assert saved["game"] == key and saved["version"] == 2
    assert saved["record"]["game"] == key
    tokens = {c.seat: c.token for c in sim.clients.values() if c.seat is not None}
    history = list(sim.table.game.history)
    reopened = table_from_saved(saved, now=sim.now)
    assert reopened.kind is kind and reopened.rules == rules
    assert reopened.game.history == history and reopened.table_id == sim.table.table_id
    sim2 = Sim(rules, (), table=reopened, now=sim.now)
    sim2.connect_host()
    for seat, token in tokens.items():
        if seat != 1:
            sim2.connect(RejoinIntent(token))
    assert all(s.connected and not s.computer_playing for s in sim2.table.info().seats)
    for client in sim2.clients.values():
        assert client.view == reopened.game.view(client.seat)
    sim2.play(rng)
    assert sim2.table.game.is_over
    assert all(c.rows == sim2.table.game.rows for c in sim2.clients.values())


def test_a_saved_table_of_one_game_does_not_take_a_record_of_another():
    from debertz_desktop.engine.errors import RecordError

    sim = seated(OH_HELL.presets["chert_poberi"].rules(3), plans_of(3, 0))
    sim.step(random.Random(1))
    saved = json.loads(json.dumps(saved_table(sim.table)))
    other = seated(MAGISTR.presets["magistr"].rules(3), plans_of(3, 0))
    saved["record"] = json.loads(json.dumps(saved_table(other.table)))["record"]
    with pytest.raises(RecordError, match="oh_hell"):
        table_from_saved(saved, now=0.0)


@pytest.mark.parametrize("key", ["oh_hell", "magistr"])
def test_a_seats_sheet_of_each_game_round_trips_and_names_no_card_in_a_hand(key, tmp_path):
    kind = GAMES[key]
    sim = seated(kind.presets[kind.default_preset].rules(3), plans_of(3, 0), seed=2)
    sim.play(random.Random(2))
    game = sim.table.game
    _, client = sim.seat_client(2)
    sheet = SeatSheet("Friday", 2, client.names, sim.table.rules, tuple(client.rows),
                      game.winner_side, created="2026-11-26T08:00:00+00:00")
    path = tmp_path / "sheet.debertz"
    write_seat_sheet(path, sheet)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == key and data["version"] == 2
    read = read_seat_sheet(path)
    assert read.rows == tuple(game.rows) and read.rules == game.rules and read.kind is kind
    assert read.winner_side == game.winner_side == game.places.index(1)
    # the only cards a sheet may name are Oh Hell's turned ones (OH_HELL §8): public
    turned = {str(r.turned) for r in game.rows if getattr(r, "turned", None) is not None}
    named = {str(c) for row in data["rows"] for c in kind.pack if str(c) in row.values()}
    assert named <= turned


def test_a_debertz_table_and_sheet_are_written_as_before():
    """Version 1 and no ``game``: the program before games were named reads them."""
    from debertz_desktop.engine.debertz.presets import preset

    sim = seated(preset("classic", players=3), plans_of(3, 0))
    saved = saved_table(sim.table)
    assert saved["version"] == 1 and "game" not in saved
    sheet = SeatSheet("t", 0, ("a", "b", "c"), sim.table.rules, ()).to_dict()
    assert sheet["version"] == 1 and "game" not in sheet


@pytest.mark.parametrize("key", ["oh_hell", "magistr"])
def test_the_hosts_computer_plays_each_game_legally(key):
    """``make_bot(level, seed, game=…)``: the ``ai`` package's player of the game, or a
    random legal one where it has none yet."""
    kind = GAMES[key]
    game = kind.new_game(kind.presets[kind.default_preset].rules(4), 3)
    bots = [make_bot(level, seat, game=key) for seat, level in
            enumerate(("easy", "medium", "hard", "easy"))]
    for _ in range(60):
        seat = game.to_act
        action = bots[seat].choose(game.view(seat))
        assert action in game.legal_actions(seat)
        game.apply(seat, action)
