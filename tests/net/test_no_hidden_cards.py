"""No hidden card ever leaves the host for the wrong seat (issue 19).

Over many random games, with drops, rejoins and people watching the lobby,
every frame the host sends is read as text: no card named in it may be one the
receiving seat could not know at that moment — another seat's card that the
rules have not shown, or a card still in the stock.  And every view a client
decodes is exactly the engine's view for its seat.
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
from debertz_desktop.net.client_seat import RejoinIntent

_CARD = re.compile(r"(?<![0-9A-Za-z])(?:10|[789JQKA])[SCDH](?![0-9A-Za-z])")
_COMBINATION = re.compile(r"(?:tertz|fifty|hundred5|hundred6)-(?:10|[789JQKA])[SCDH]")
_SHOWING = {"redeal_claimed", "win_claimed"}  # a claim shows cards, and ends the deal


def named_cards(text: str) -> set[Card]:
    cards = {Card.from_str(t) for t in _CARD.findall(text)}
    for combo in _COMBINATION.findall(text):
        cards.update(Combination.from_str(combo).cards)
    return cards


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


class Scanner:
    def __init__(self, sim: Sim) -> None:
        self.sim = sim
        self.deals: dict[int, object] = {}
        self.frames = 0
        self.cards_seen = 0

    def __call__(self, conn: int, data: bytes) -> None:
        self.frames += 1
        table = self.sim.table
        message = json.loads(data[4:].decode("utf-8"))
        seat = table.seat_of(conn)
        game = table.game
        if game is not None:
            self.deals[game.deal.number] = game.deal
        if message["type"] == "chat":
            message = dict(message, text="")  # people may type anything
        if message["type"] == "joined":
            message = dict(message, chat=[])  # the chat so far, the same
        if seat is None or game is None:
            found = named_cards(" ".join(strings_in(message)))
            assert not found or seat is not None, f"cards {found} sent to an unseated connection"
            return
        if message["type"] == "update":
            self._events(message["events"], seat, game, message["view"]["deal_number"])
            rest = dict(message, events=[])
        else:
            rest = message
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
        hidden = hidden_from(deal, seat, shown)
        for card in named_cards(" ".join(strings_in(value))):
            self.cards_seen += 1
            assert not hidden & card.mask, (
                f"{where} to seat {seat} names {card}, hidden from it in deal {deal.number}")


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
    while not game.is_over and steps < 900:
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
    assert scanner.frames > 20 and scanner.cards_seen > 20


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
