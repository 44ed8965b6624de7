"""No hidden card ever leaves the host for the wrong seat (issues 19, 29, 30).

Over many random games of every game, with drops, rejoins and people watching
the lobby, every frame the host sends is read as text: no card named in it may
be one the receiving seat could not know at that moment — another seat's card
that the rules have not shown, or a card still in the stock (Debertz), not
dealt (Oh Hell, OH_HELL §3: but the turned card) or set aside (Magistr,
MASTER §4); before Magistr's first deal, while the trumps are named (§3), no
card at all.  And every view a client decodes is exactly the engine's view for
its seat.
"""

from __future__ import annotations

import json
import random
import re
import zlib

import pytest
from net_support import HOST, PERSON, Sim, computer

from debertz_desktop.engine.debertz.cards import Card
from debertz_desktop.engine.debertz.combinations import Combination
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.pack import PACK, PackCard
from debertz_desktop.net.client_seat import RejoinIntent

_CARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[789JQKA])[SCDH](?![0-9A-Za-z])")
_PACK_CARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9JQKA])[SCDH](?![0-9A-Za-z])")
_COMBINATION = re.compile(r"(?:tertz|fifty|hundred5|hundred6)-(?:10|[789JQKA])[SCDH]")
_SHOWING = {"redeal_claimed", "win_claimed"}  # a claim shows cards, and ends the deal
_EVERY_PACK_CARD = (1 << len(PACK)) - 1
#: View fields that name cards by the rules alone, not where they are: Magistr's scoring
#: cards not yet taken (the sub-game's scoring cards, MASTER §7, less the banks taken,
#: which every seat saw) — a card there may lie in any hand, or aside.
_NOT_WHERE = {"scoring_left"}


def named_cards(text: str) -> set[Card]:
    cards = {Card.from_str(t) for t in _CARD.findall(text)}
    for combo in _COMBINATION.findall(text):
        cards.update(Combination.from_str(combo).cards)
    return cards


def named_pack_cards(text: str) -> set[PackCard]:
    return {PackCard.from_str(t) for t in _PACK_CARD.findall(text)}


def strings_in(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for v in value for s in strings_in(v)]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [k, *strings_in(v)]]
    return []


def hidden_from(deal, seat: int, shown: int = 0) -> int:
    """Cards ``seat`` cannot know in ``deal``: others' unrevealed cards and the stock."""
    mask = 0
    for other in range(deal.n):
        if other != seat:
            mask |= deal.hands[other] & ~deal.revealed[other]
    for c in deal.stock:
        if c != deal.bottom_card:
            mask |= 1 << c
    return mask & ~shown


def oh_hell_hidden_from(deal, seat: int, shown: int = 0) -> int:
    """Oh Hell: the others' cards in hand, and the cards not dealt but the turned one (§3)."""
    mask = 0
    dealt = 0
    for other, hand in enumerate(deal.hands):
        dealt |= deal.start_hands[other]
        if other != seat:
            mask |= hand
    turned = 0 if deal.turned is None else 1 << deal.turned
    return (mask | (_EVERY_PACK_CARD & ~dealt & ~turned)) & ~shown


def magistr_hidden_from(deal, seat: int, shown: int = 0) -> int:
    """Magistr: the others' cards in hand and the cards set aside (§4); before the first
    deal, while the trumps are named, every card."""
    if deal is None:
        return _EVERY_PACK_CARD
    mask = deal.aside
    for other, hand in enumerate(deal.hands):
        if other != seat:
            mask |= hand
    return mask & ~shown


#: Per game: the cards a text names, and the cards a seat may not know in a deal.
SECRETS = {
    "debertz": (named_cards, hidden_from),
    "oh_hell": (named_pack_cards, oh_hell_hidden_from),
    "magistr": (named_pack_cards, magistr_hidden_from),
}


class Scanner:
    def __init__(self, sim: Sim) -> None:
        self.sim = sim
        self.named, self.hidden = SECRETS[sim.table.kind.key]
        self.deals: dict[int, object] = {}
        self.frames = 0
        self.cards_seen = 0

    def __call__(self, conn: int, data: bytes) -> None:
        self.frames += 1
        table = self.sim.table
        message = json.loads(data[4:].decode("utf-8"))
        seat = table.seat_of(conn)
        game = table.game
        if game is not None and game.deal is not None:
            self.deals[game.deal.number] = game.deal
        if message["type"] == "record":  # the whole game, once it is over (issue 31)
            assert game is not None and game.is_over and seat is not None, \
                "a record before the game is over, or to a connection without a seat"
            return
        if message["type"] == "chat":
            message = dict(message, text="")  # people may type anything
        if message["type"] == "joined":
            message = dict(message, chat=[])  # the chat so far, the same
        if seat is None or game is None:
            found = self.named(" ".join(strings_in(message)))
            assert not found or seat is not None, f"cards {found} sent to an unseated connection"
            return
        if message["type"] == "update":
            self._events(message["events"], seat, game, message["view"]["deal_number"])
            rest = dict(message, events=[])
        else:
            rest = message
        if "view" in rest:
            rest = dict(rest, view={k: v for k, v in rest["view"].items()
                                    if k not in _NOT_WHERE})
        if message["type"] == "snapshot":  # each row as it was written, at its deal's end
            for row in message["rows"]:
                self._check(row, self.deals[row["number"]], seat, 0, "a snapshot's row")
            rest = dict(rest, rows=[])
        self._check(rest, game.deal, seat, 0, "frame")

    def _events(self, events, seat, game, current) -> None:
        starts = [e["number"] for e in events if e["type"] == "deal_started"]
        number = starts[0] - 1 if starts else current
        shown = 0
        for event in events:
            if event["type"] == "deal_started":
                number, shown = event["number"], 0
            deal = self.deals.get(number, game.deal)
            if event["type"] in _SHOWING:
                for c in event["shown"]:
                    shown |= Card.from_str(c).mask
            self._check(event, deal, seat, shown, f"event {event['type']}")

    def _check(self, value, deal, seat, shown, where) -> None:
        hidden = self.hidden(deal, seat, shown)
        for card in self.named(" ".join(strings_in(value))):
            self.cards_seen += 1
            number = deal.number if deal is not None else "(none yet)"
            assert not hidden & (1 << card.index), (
                f"{where} to seat {seat} names {card}, hidden from it in deal {number}")


CASES = [
    ("classic", 2, False), ("classic", 3, False), ("kharkov", 4, False), ("kharkov", 3, False),
    ("odessa", 4, True), ("belote", 4, True), ("short", 2, False), ("fifty", 2, False),
    ("site", 4, True), ("odessa", 2, False),
]


@pytest.mark.parametrize("round_", range(3))
@pytest.mark.parametrize(("key", "players", "teams"), CASES, ids=[f"{k}-{p}{'p' if t else ''}"
                                                                  for k, p, t in CASES])
def test_no_frame_names_a_card_its_seat_may_not_know(key, players, teams, round_):
    seed = zlib.crc32(f"{key}{players}{teams}{round_}".encode()) & 0xFFFF
    rng = random.Random(seed)
    rules = preset(key, players=players, teams=teams)
    plans = [HOST] + [PERSON] * (players - 1)
    if players == 4:
        plans[rng.randrange(1, 4)] = computer()
    scanner = play_and_scan(rules, plans, seed, limit=900)
    assert scanner.frames > 20 and scanner.cards_seen > 20


def play_and_scan(rules, plans, seed: int, limit: int) -> Scanner:
    """A game at the host with people (drops and rejoins now and then), a computer or two
    and someone in the lobby; every frame scanned, every view compared with the engine's."""
    rng = random.Random(seed)
    sim = Sim(rules, plans, seed=seed)
    scanner = Scanner(sim)
    sim.on_frame = scanner
    sim.connect_host()
    sim.connect()  # someone looking at the lobby all game long
    for i, plan in enumerate(plans):
        if plan is PERSON:
            sim.join(f"P{i}", seat=i)
    sim.table.start(sim.now)
    sim.pump()
    game = sim.table.game
    steps = 0
    while not game.is_over and steps < limit:
        steps += 1
        if rng.random() < 0.01:  # a drop, a while with the computer, a rejoin
            seat = rng.choice([i for i, p in enumerate(plans) if p is PERSON])
            found = sim.seat_client(seat)
            if found is not None:
                conn, client = found
                token = client.token
                sim.drop(conn)
                sim.advance(rng.choice([1.0, sim.table.limits.grace + 1]))
                for _ in range(rng.randrange(8)):
                    sim.step(rng)
                sim.connect(RejoinIntent(token))
        sim.step(rng)
        for client in sim.clients.values():
            if client.view is not None:
                assert client.view == game.view(client.seat)
    return scanner


def seats_of(players: int, computers: int) -> list:
    plans = [HOST] + [PERSON] * (players - 1)
    for i in range(computers):
        plans[players - 1 - i] = computer()
    return plans


OH_HELL = GAMES["oh_hell"]
MAGISTR = GAMES["magistr"]


@pytest.mark.parametrize(("key", "players", "computers"), [
    ("chert_poberi", 3, 0), ("oh_hell_river", 4, 1), ("chert_poberi_zero", 5, 2),
    ("chert_poberi", 6, 1), ("oh_hell_river", 7, 3)])
def test_no_oh_hell_frame_names_a_card_its_seat_may_not_know(key, players, computers):
    """3 to 7 seats (OH_HELL §2): the turned card is everybody's, the rest of the pack and
    the others' hands nobody's; whole games (the river's down half included)."""
    seed = zlib.crc32(f"oh{key}{players}".encode()) & 0xFFFF
    rules = OH_HELL.presets[key].rules(players)
    scanner = play_and_scan(rules, seats_of(players, computers), seed, 5000)
    assert scanner.sim.table.game.is_over
    assert scanner.frames > 100 and scanner.cards_seen > 100


@pytest.mark.parametrize(("key", "players", "computers"), [
    ("magistr", 2, 0), ("magistr", 3, 1), ("magistr", 4, 1), ("magistr_one_trump", 3, 0),
    ("magistr_two_trumps", 4, 2), ("magistr_no_trumps", 2, 0),
    ("magistr_senior_junior", 3, 1)])
def test_no_magistr_frame_names_a_card_its_seat_may_not_know(key, players, computers):
    """2 to 4 seats: while the trumps are named before the first deal (MASTER §3) no frame
    names a card; then the others' hands and the cards set aside in a short table's
    "All" deal (§4) stay hidden, deal after deal."""
    seed = zlib.crc32(f"magistr{key}{players}".encode()) & 0xFFFF
    rules = MAGISTR.presets[key].rules(players)
    scanner = play_and_scan(rules, seats_of(players, computers), seed, 600)
    game = scanner.sim.table.game
    assert game.deal is not None and game.deal.number >= 2
    assert scanner.frames > 100 and scanner.cards_seen > 100


def test_the_trumps_are_named_by_people_at_the_table_before_any_card_is_seen():
    """Magistr's ``own`` trumps (MASTER §3): each person names his suit by ``act`` in turn,
    from the first dealer's left; every frame until the last suit is named names no card,
    and the first deal's hands come with the update of the last one."""
    rules = MAGISTR.presets["magistr"].rules(3)
    sim = Sim(rules, (HOST, PERSON, PERSON), seed=11)
    frames: list[tuple[int, dict]] = []
    sim.on_frame = lambda conn, data: frames.append((conn, json.loads(data[4:])))
    sim.connect_host()
    sim.join("Ann", seat=1)
    sim.join("Bob", seat=2)
    sim.table.start(sim.now)
    sim.pump()
    game = sim.table.game
    named = []
    rng = random.Random(4)
    while game.deal is None:
        seat = game.to_act
        _, client = sim.seat_client(seat)
        assert client.view.phase.value == "choosing_trumps" and client.view.hand == ()
        assert all(str(a).startswith("trump ") for a in client.view.legal_actions)
        before = len(frames)
        sim.step(rng)
        named.append(seat)
        if game.deal is None:
            assert not any(named_pack_cards(" ".join(strings_in(m))) for _, m in frames[before:])
    assert named == [(game.first_dealer + 1 + i) % 3 for i in range(3)]
    assert all(s is not None for s in game.trump_suits)
    for client in sim.clients.values():
        if client.seat is not None:
            assert client.view.trumps == game.trump_suits
            assert set(client.view.hand) == set(game.view(client.seat).hand) != set()


def test_the_scan_sees_a_leak():
    """The scan itself: a view of another seat, sent to the wrong connection, is caught."""
    from debertz_desktop.net.messages import Update, encode
    from debertz_desktop.net.wire import view_to_wire

    sim = Sim(preset("classic", players=2), (HOST, PERSON), seed=3)
    scanner = Scanner(sim)
    sim.connect_host()
    ann = sim.join("Ann")
    sim.table.start(sim.now)
    sim.pump()
    sim.on_frame = scanner
    game = sim.table.game
    wrong = encode(Update(1, (), view_to_wire(game.view(0))))
    with pytest.raises(AssertionError, match="hidden from it"):
        scanner(ann, wrong)
    scanner(ann, encode(Update(1, (), view_to_wire(game.view(1)))))


@pytest.mark.parametrize("key", ["oh_hell", "magistr"])
def test_the_scan_sees_a_leak_in_the_other_games(key):
    """The same for Oh Hell and Magistr: another seat's view is caught."""
    from debertz_desktop.net.messages import Update, encode
    from debertz_desktop.net.wire import view_to_wire

    kind = GAMES[key]
    rules = kind.presets[kind.default_preset].rules(3)
    sim = Sim(rules, (HOST, PERSON, PERSON), seed=3)
    scanner = Scanner(sim)
    sim.connect_host()
    ann = sim.join("Ann")
    sim.join("Bob")
    sim.table.start(sim.now)
    sim.pump()
    game = sim.table.game
    rng = random.Random(1)
    while game.deal is None:  # Magistr's trumps
        sim.step(rng)
    sim.on_frame = scanner
    wrong = encode(Update(1, (), view_to_wire(game.view(0))))
    with pytest.raises(AssertionError, match="hidden from it"):
        scanner(ann, wrong)
    scanner(ann, encode(Update(1, (), view_to_wire(game.view(1)))))
