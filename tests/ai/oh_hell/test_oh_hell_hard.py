"""Hard plays and bids Oh Hell the way a good player would in positions with a clear answer
(issue 29; OH_HELL §4–§6), and does so reproducibly."""

from __future__ import annotations

import pytest
from oh_hell_ai_support import game_with, play_texts, to_act_view

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.oh_hell.hard import OhHellHardBot, Plan
from debertz_desktop.engine.oh_hell import BIDS, PLAYS
from debertz_desktop.engine.pack import PackCard

SMALL = Plan(play_worlds=16, bid_worlds=24, exact_cards={4: 12}, exact_bid_cards=12)


def card(text: str):
    return PLAYS[PackCard.from_str(text).index]


def test_hard_ruffs_to_take_the_last_trick_it_needs():
    # 2 cards left, one trick needed: the 2 of trumps takes this trick for sure (nobody is
    # left to overtrump), while later it may be overtrumped and the 3♦ will hardly win
    game = game_with(["AH 9D", "5H QS", "6H 10D", "2S 3D"], dealer=3, turned="KS")
    play_texts(game, ["bid 1", "bid 1", "bid 0", "bid 1", "AH", "5H", "6H"])
    view = to_act_view(game)
    assert view.seat == 3 and view.trump is not None and view.trump.letter == "S"
    assert make_bot("hard", 1, game="oh_hell").choose(view) == card("2S")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_ducks_with_its_highest_losing_card_when_it_has_its_bid(seed):
    # seat 1 bid 0: the ace of hearts would take the trick, the ten stays under the king
    game = game_with(["KH 2D 5S", "AH 10H 2S", "4H 3D 6S"], dealer=2, turned="9C")
    play_texts(game, ["bid 1", "bid 0", "bid 1", "KH"])
    view = to_act_view(game)
    assert view.seat == 1
    assert make_bot("hard", seed, game="oh_hell").choose(view) == card("10H")


def test_hard_ducks_after_making_its_bid():
    # seat 2 took its one trick with the ace of diamonds; now it keeps out of the next one
    game = game_with(["2D KH 5S", "3D 4H 6S", "AD AH 10H"], dealer=2, turned="9C")
    play_texts(game, ["bid 1", "bid 0", "bid 1", "2D", "3D", "AD"])
    view = to_act_view(game)
    assert view.seat == 2 and view.tricks_taken[2] == 1 and not view.trick
    assert make_bot("hard", 1, game="oh_hell").choose(view) == card("10H")


@pytest.mark.parametrize("low", ["2H", "3D", "4C", "2D"])
def test_hard_bids_zero_with_a_low_card_in_a_one_card_deal(low):
    game = game_with(["JD", "9C", "8D", low], dealer=1, turned="AS")
    play_texts(game, ["bid 0"])
    view = to_act_view(game)
    assert view.seat == 3
    assert make_bot("hard", 1, game="oh_hell").choose(view) == BIDS[0]


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_hard_bids_one_with_the_ace_of_trumps_in_a_one_card_deal_at_three(dealer):
    hands = ["AS", "KD", "QH"]
    game = game_with(hands, dealer=dealer, turned="5S")
    while game.to_act != 0:
        game.apply(game.to_act, BIDS[0])
    assert make_bot("hard", 1, game="oh_hell").choose(to_act_view(game)) == BIDS[1]


def test_hard_bids_what_its_master_trumps_take():
    # two top trumps and two small plain cards in a 4-card deal: two tricks
    game = game_with(["AS KS 2D 3H", "4C 5C 6C 7C", "8D 9D 10D JD", "QH KH AH 2C"], dealer=3,
                     turned="2S")
    view = to_act_view(game)
    assert view.seat == 0
    assert make_bot("hard", 1, game="oh_hell").choose(view) == BIDS[2]


def test_hard_is_reproducible_and_explains_its_values():
    game = game_with(["AH 9D 4C", "5H QS 7D", "6H 10D 2C", "2S 3D KC"], dealer=3, turned="KS")
    play_texts(game, ["bid 1", "bid 1", "bid 0", "bid 1", "AH", "5H", "6H"])
    view = to_act_view(game)
    first = OhHellHardBot(7, plan=SMALL).decide(view)
    second = OhHellHardBot(7, plan=SMALL).decide(view)
    assert first == second
    action, evaluation = first
    assert evaluation is not None and evaluation.worlds == SMALL.play_worlds
    assert set(evaluation.values) == set(view.legal_actions)
    assert evaluation.values[action] == max(evaluation.values.values())


def test_a_forced_move_is_played_without_search():
    game = game_with(["AH", "5H", "6H"], dealer=2, turned="KS")
    play_texts(game, ["bid 1", "bid 0", "bid 0", "AH", "5H"])
    view = to_act_view(game)
    assert OhHellHardBot(1).decide(view) == (card("6H"), None)
