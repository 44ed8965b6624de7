"""Dealing the hidden cards for Hard (``ai/oh_hell/worlds.py``): every world fits what the seat
saw (OH_HELL §3–§5), and the bids make the likely hands likelier."""

from __future__ import annotations

import random

import pytest
from oh_hell_ai_support import all_rules, game_with, play_texts, positions, to_act_view

from debertz_desktop.ai.oh_hell.seat import voids_of
from debertz_desktop.ai.oh_hell.worlds import OhHellSampler, knowledge_of, weighted_worlds
from debertz_desktop.engine.pack import SUIT_MASKS, mask_of, pack_cards

RULES = all_rules()[::2]


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[n for n, _ in RULES])
def test_every_world_fits_what_the_seat_saw(name, rules):
    rng = random.Random(1)
    for game in positions(rules, seed=len(name), count=5):
        view = to_act_view(game)
        know = knowledge_of(view)
        voids = voids_of(view)
        for world in weighted_worlds(view, rng, 6):
            assert know.consistent(world)
            assert world[view.seat] == mask_of(view.hand)
            for s in range(rules.players):
                assert world[s].bit_count() == view.hand_sizes[s]
                for suit in range(4):
                    if voids[s] >> suit & 1:
                        assert not world[s] & SUIT_MASKS[suit], "a shown void is kept"
            everything = 0
            for h in world:
                everything |= h
            turned = view.turned_card.mask if view.turned_card else 0
            assert not everything & turned, "the turned card is nobody's"
            assert not everything & mask_of(view.played_cards)
        # the true deal is one of the worlds that fit
        truth = [*game.deal.hands]
        stock = know.hidden
        for s in range(rules.players):
            if s != view.seat:
                stock &= ~truth[s]
        assert know.consistent((*truth, stock))


def test_a_seat_that_showed_a_void_gets_none_of_that_suit():
    game = game_with(["AH 2D 3D", "KH 4D 5C", "8C 6C 7C"], dealer=2, turned="9S", number=3)
    play_texts(game, ["bid 1", "bid 1", "bid 0", "AH", "KH", "6C"])  # seat 2 shows no heart
    view = to_act_view(game)
    sampler = OhHellSampler(knowledge_of(view))
    rng = random.Random(2)
    for _ in range(50):
        world = sampler.sample(rng)
        assert not world[2] & SUIT_MASKS[3]


def test_a_high_bid_draws_worlds_where_the_bidder_holds_high_cards():
    # seat 0 bid 3 of 3 with spades trump: its worlds should hold most of the top trumps
    game = game_with(["AS KS QS", "2H 3H 4H", "5D 6D 7D", "8C 9C 10C"], dealer=3, turned="2S",
                     number=3)
    play_texts(game, ["bid 3"])
    view = to_act_view(game)
    assert view.seat == 1
    top = mask_of(pack_cards("AS KS QS JS 10S AH AD AC"))
    rng = random.Random(3)
    plain = sum((w[0] & top).bit_count() for w in weighted_worlds(view, rng, 200, oversample=1))
    weighted = sum((w[0] & top).bit_count() for w in weighted_worlds(view, rng, 200))
    assert weighted > 1.5 * plain
