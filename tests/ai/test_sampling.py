"""sampling.py: every dealt world fits what the seat knows, and a world is always found (issue 4).

Random games (random legal actions and the bots) are stopped at random steps;
for every seat the sampler deals worlds from the seat's knowledge.  Each world
(uniform, and weighed by the bidding) must satisfy ``Knowledge.consistent``
(played cards, voids, "no trump left", "no higher trump", the turned card and
the exchanged seven, shown and announced combinations, bella, sizes, the
stock), must keep the seat's own hand and put no card the seat can see
(played, on the table, its own) in another place; the real deal must fit the
same constraints, so the sampler must never fail.
"""

from __future__ import annotations

import random

import pytest
from ai_support import ALL_RULES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_knowledge import real_world

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.inference import BidEvidence, sample_likely
from debertz_desktop.ai.knowledge import Knowledge, knowledge_of
from debertz_desktop.ai.sampling import NoWorldError, WorldSampler, sample_world, sample_worlds
from debertz_desktop.engine.debertz import Game
from debertz_desktop.engine.debertz.cards import mask_of


def check_worlds(game: Game, seat: int, rng: random.Random, count: int = 4) -> Knowledge:
    view = game.view(seat)
    know = knowledge_of(view)
    assert know.consistent(real_world(game)), "the real deal must fit the seat's knowledge"
    visible = mask_of(view.played_cards)
    for c in (view.table_card, view.bottom_card):
        if c is not None:
            visible |= c.mask
    own = mask_of(view.hand)
    sampler, evidence = WorldSampler(know), BidEvidence.of(view)
    likely = [sample_likely(sampler, evidence, rng) for _ in range(2)]  # weighed by the bids
    for world in [*sample_worlds(know, rng, count), *likely]:
        assert know.consistent(world)
        assert world[seat] == own
        for loc, hand in enumerate(world):
            if loc != seat:
                assert not hand & (visible | own), f"location {loc} holds a card the seat sees"
    return know


def play_and_sample(game: Game, rng: random.Random, levels: list[str | None],
                    max_actions: int, stops: int) -> int:
    bots = [make_bot(level, rng.randrange(1000)) if level else None for level in levels]
    steps = sorted(rng.sample(range(max_actions), stops))
    checked = 0
    for step in range(max_actions):
        if game.is_over:
            break
        if steps and step == steps[0]:
            steps.pop(0)
            for seat in range(game.rules.players):
                check_worlds(game, seat, rng)
                checked += 1
        seat = game.to_act
        bot = bots[seat]
        action = rng.choice(game.legal_actions(seat)) if bot is None else bot.choose(
            game.view(seat))
        game.apply(seat, action)
    return checked


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(range(len(ALL_RULES))),
    seed=st.integers(0, 10_000),
    levels=st.lists(st.sampled_from([None, "easy", "medium"]), min_size=4, max_size=4),
)
def test_sampled_worlds_fit_the_knowledge(config, seed, levels):
    rules = ALL_RULES[config][1]
    game = Game(rules, seed=seed)
    play_and_sample(game, random.Random(seed), levels[:rules.players], max_actions=200, stops=12)


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=[n for n, _ in ALL_RULES])
def test_every_step_of_whole_games(name, rules):
    """Every step of two games per rule set, every seat: announcements and bellas included."""
    rng = random.Random(name)
    checked = 0
    for seed in range(2):
        game = Game(rules, seed=seed)
        bots = [make_bot("medium", seed + s) for s in range(rules.players)]
        for _ in range(400):
            if game.is_over:
                break
            for seat in range(rules.players):
                check_worlds(game, seat, rng, count=1)
                checked += 1
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
    assert checked


def test_the_same_generator_state_gives_the_same_worlds():
    game = Game(ALL_RULES[0][1], seed=2)
    know = knowledge_of(game.view(0))
    assert sample_worlds(know, random.Random(5), 6) == sample_worlds(know, random.Random(5), 6)
    assert sample_world(know, random.Random(5)) == sample_worlds(know, random.Random(5), 1)[0]


def test_a_tight_constraint_is_always_met():
    """Two hidden locations, one void in three suits: the sampler never dead-ends."""
    spades = 0xFF
    hidden = (1 << 32) - 1 & ~0xFF000000  # three suits hidden, hearts are the seat's own
    know = Knowledge(seat=0, players=2, hidden=hidden, played=0,
                     possible=(0xFF000000, spades, hidden), must=(0xFF000000, 0, 0),
                     sizes=(8, 8, 16))
    rng = random.Random(1)
    for _ in range(50):
        world = WorldSampler(know).sample(rng)
        assert world[1] == spades
        assert know.consistent(world)


def test_contradictory_knowledge_is_a_clear_error():
    hidden = 0xFFFF
    know = Knowledge(seat=0, players=2, hidden=hidden, played=0,
                     possible=(0, 0xFF, 0xFF), must=(0, 0, 0), sizes=(0, 8, 8))
    with pytest.raises(NoWorldError):
        sample_world(know, random.Random(0))


def test_uniform_when_nothing_constrains():
    """With no constraint every hidden card is as likely in the opponent's hand as its size says."""
    game = Game(ALL_RULES[0][1], seed=7)
    know = knowledge_of(game.view(0))
    rng = random.Random(3)
    counts = [0] * 32
    runs = 600
    for world in sample_worlds(know, rng, runs):
        for c in range(32):
            counts[c] += world[1] >> c & 1
    free = know.hidden & ~know.must[1] & know.possible[1] & ~know.must[2]
    expected = know.free(1) / free.bit_count()
    for c in range(32):
        if free >> c & 1:
            assert abs(counts[c] / runs - expected) < 0.09
