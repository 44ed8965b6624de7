"""Hard's search of one world (MASTER §6–§7): exact search agrees with itself in both forms,
play-outs end every deal, and Hard finds the best card where every hand is known."""

from __future__ import annotations

import random

import pytest
from magistr_ai_support import deals

from debertz_desktop.ai.magistr.hard import MagistrHardBot
from debertz_desktop.ai.magistr.search import play_out, solve, solve_pair
from debertz_desktop.ai.magistr.world import World
from debertz_desktop.engine.magistr import PRESETS, MagistrGame


def _endgame(rules, seed: int, cards_left: int) -> MagistrGame | None:
    """A random game of ``rules`` in a deal of the whole deck with ``cards_left`` in hands."""
    rng = random.Random(seed)
    game = MagistrGame(rules, seed)
    number = 2 + seed % 9
    while game.deal is None or game.deal.number < number:
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
    while sum(h.bit_count() for h in game.deal.hands) > cards_left:
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
        if game.deal.number != number:
            return None
    return game


@pytest.mark.parametrize("seed", range(8))
def test_alpha_beta_gives_the_max_n_value_with_two_players(seed):
    # every sub-game hands out a fixed total (§7): the two searches must agree
    game = _endgame(PRESETS["magistr"].rules(2), seed, 8)
    if game is None:
        pytest.skip("the deal ended early")
    seat = game.to_act
    world = World.from_view(game.view(seat), list(game.deal.hands))
    full = solve(world.copy(), [10**6])
    assert solve_pair(world.copy(), seat, float("-inf"), float("inf"), [10**6]) == full[seat]
    # the points of the searched line sum to the deal's stake (§8's check)
    assert sum(full) == world.subgame.total(world.rules) * (1 if world.positive else -1) or \
        world.subgame.key == "max"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_play_out_ends_the_deal_as_the_engine_would_score_it(players):
    rules = PRESETS["magistr"].rules(players)
    game = _endgame(rules, players, 36 - 3 * players)
    if game is None:
        pytest.skip("the deal ended early")
    world = World.from_view(game.view(game.to_act), list(game.deal.hands))
    points = play_out(world)
    assert world.over and len(points) == players


def test_hard_plays_the_exact_best_card_of_an_open_endgame():
    # deal 23, "Last two" for plus (§7: 11 for each of the last two tricks), two players
    rules = PRESETS["magistr_no_trumps"].rules(2)
    hands = ("6D 6S 7S 8S 9S JS QS KS 10S AS 6C 7C 8C 9C JC QC KC 10C",
             "AC 7D 8D 9D JD QD KD 10D AD 6H 7H 8H 9H JH QH KH 10H AH")
    game = deals.start(rules, hands, dealer=1, number=23)
    # random legal cards to the last two banks; two players and the whole deck: all is known
    rng = random.Random(1)
    while sum(h.bit_count() for h in game.deal.hands) > 4 or game.deal.bank.cards:
        game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
    seat = game.to_act
    bot = MagistrHardBot(1)
    evaluation = bot.evaluate(game.view(seat))
    assert evaluation.exact and evaluation.worlds == 1
    world = World.from_view(game.view(seat), list(game.deal.hands))
    best = max(solve(_after(world, c), [10**6])[seat] for c in world.legal(seat))
    assert evaluation.values[evaluation.best] == best


def _after(world: World, card: int) -> World:
    child = world.copy()
    child.play(card)
    return child
