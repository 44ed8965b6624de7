"""The compiled play-outs and search (``_native_oh_hell.c``) give exactly the Python results:
the same card from the policy, the same tricks from a play-out, the same values from the
exact search, on random positions of every table size (skipped where it was not built)."""

from __future__ import annotations

import random

import pytest

from debertz_desktop.ai.oh_hell import search
from debertz_desktop.ai.oh_hell.policy import DealFacts, play_card
from debertz_desktop.ai.oh_hell.search import Position, Scoring
from debertz_desktop.engine.oh_hell import OhHellRules

pytestmark = pytest.mark.skipif(not search.NATIVE, reason="the compiled search is not built")


def positions(rng: random.Random, count: int, max_cards: int = 15):
    while count:
        n = rng.randrange(3, 8)
        k = rng.randrange(1, min(max_cards, 52 // n) + 1)
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [0] * n
        for i in range(n * k):
            hands[i % n] |= 1 << deck[i]
        no_trump = n * k == 52 or rng.random() < 0.2
        facts = DealFacts(n, -1 if no_trump else deck[n * k] // 13,
                          0 if no_trump else 1 << deck[n * k],
                          tuple(rng.randrange(k + 1) for _ in range(n)), rng.random() < 0.3)
        pos = Position(facts, hands, [], [], 0, [0] * n, [0] * n, rng.randrange(n))
        for _ in range(rng.randrange(n * k)):
            legal = pos.legal()
            pos.play(rng.choice([c for c in range(52) if legal >> c & 1]))
        count -= 1
        yield pos, k


def test_the_policy_and_play_outs_agree():
    native = search._native
    for pos, _ in positions(random.Random(1), 2000):
        f = pos.facts
        seat = pos.to_act
        expected = play_card(f, seat, pos.hands[seat], pos.trick, pos.seats, pos.played,
                             pos.taken, pos.voids)
        got = native.play_card(f.players, f.trump, f.turned, f.bids, f.failed_minus, seat,
                               pos.hands[seat], tuple(pos.trick), tuple(pos.seats), pos.played,
                               tuple(pos.taken), tuple(pos.voids))
        assert got == expected
        assert search.play_out(pos) == search._play_out(pos)


def test_the_exact_search_agrees():
    rng = random.Random(2)
    for pos, k in positions(rng, 400, max_cards=4):
        while pos.cards_left > 13:
            legal = pos.legal()
            pos.play(rng.choice([c for c in range(52) if legal >> c & 1]))
        if not pos.hands[pos.to_act]:
            continue
        f = pos.facts
        rules = OhHellRules(players=f.players,
                            failed_bid="minus_difference" if f.failed_minus else "nothing")
        scoring = Scoring.of(rules, k)
        assert search.solve(pos, scoring) == search._solve(pos, scoring)
        seat = rng.randrange(f.players)
        assert search.solve_value(pos, scoring, seat) == search._solve_value(pos, scoring, seat)


def test_the_policy_misses_agree():
    native = search._native
    rng = random.Random(3)
    counted = 0
    for pos, _ in positions(rng, 300):
        start = list(pos.hands)
        replay = pos.copy()
        plays = []
        while replay.hands[replay.to_act] and len(plays) < 20:
            legal = replay.legal()
            card = rng.choice([c for c in range(52) if legal >> c & 1])
            plays.append((replay.to_act, card))
            replay.play(card)
        if not plays or pos.trick:
            continue
        f = pos.facts
        skip = rng.randrange(f.players)
        expected = search._policy_misses(f, start, plays, skip)
        got = native.policy_misses(f.players, f.trump, f.turned, f.bids, f.failed_minus,
                                   tuple(start), tuple(plays), skip)
        assert got == expected
        counted += got
    assert counted, "random plays are not all the policy's"
