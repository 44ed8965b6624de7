"""Medium's card play aims at the exact bid, then at the others' (OH_HELL §5, §6; issue 29)."""

from __future__ import annotations

from oh_hell_ai_support import game_with, play_texts, to_act_view

from debertz_desktop.ai import make_bot
from debertz_desktop.engine.oh_hell import PLAYS
from debertz_desktop.engine.pack import PackCard


def card(text: str):
    return PLAYS[PackCard.from_str(text).index]


def medium(game):
    return make_bot("medium", 1, game="oh_hell").choose(to_act_view(game))


def test_wanting_a_trick_it_wins_with_the_cheapest_card_that_surely_wins():
    # seat 2 plays last to the trick: the queen is enough, the ace is kept
    game = game_with(["10H 2C 3C", "5H 4C 5C", "QH AH 2D"], dealer=2, turned="9S")
    play_texts(game, ["bid 0", "bid 0", "bid 2", "10H", "5H"])
    assert medium(game) == card("QH")


def test_full_it_plays_its_highest_card_that_still_loses():
    game = game_with(["KH 2C 3C", "AH JH 2H", "5H 4D 5D"], dealer=2, turned="9S")
    play_texts(game, ["bid 1", "bid 0", "bid 1", "KH"])
    assert medium(game) == card("JH")


def test_full_and_unable_to_follow_it_throws_its_most_dangerous_card():
    # bid 0, no heart: the ace of clubs goes now, while it cannot win
    game = game_with(["KH 2C 3C", "AC 2D 7D", "5H 4D 5D"], dealer=2, turned="9S")
    play_texts(game, ["bid 1", "bid 0", "bid 1", "KH"])
    assert medium(game) == card("AC")


def test_full_and_leading_it_leads_the_card_least_likely_to_win():
    game = game_with(["AC 2H KD", "3C 4C 5C", "6C 7C 8C"], dealer=2, turned="9S")
    play_texts(game, ["bid 0", "bid 1", "bid 1"])
    assert medium(game) == card("2H")


def test_with_its_bid_lost_it_takes_the_trick_from_a_player_who_needs_it():
    # seat 1 bid 3 and lost the first trick: its bid is lost.  Seat 0 needs one more trick
    # and leads: seat 1 overtakes
    game = game_with(["AD 9H 3C", "2D 10H 2H", "3D 4H 6C"], dealer=2, turned="9S")
    play_texts(game, ["bid 2", "bid 3", "bid 0", "AD", "2D", "3D", "9H"])
    assert medium(game) == card("10H")


def test_with_its_bid_lost_it_lets_a_full_player_take_one_trick_too_many():
    # the same, but seat 0 bid 1 and has its trick: seat 1 ducks so that seat 0 takes this one
    game = game_with(["AD 9H 3C", "2D 10H 2H", "3D 4H 6C"], dealer=2, turned="9S")
    play_texts(game, ["bid 1", "bid 3", "bid 0", "AD", "2D", "3D", "9H"])
    assert medium(game) == card("2H")


def test_a_lost_bid_still_ducks_when_the_difference_costs():
    # failed_bid = minus_difference: over its bid, seat 1 keeps out of more tricks (OH_HELL §6)
    game = game_with(["2D 9H 3C", "AD 10H 2H", "3D 4H 6C"], dealer=2, turned="9S",
                     failed_bid="minus_difference")
    play_texts(game, ["bid 2", "bid 0", "bid 0", "2D", "AD", "3D"])
    assert medium(game) == card("2H")  # it leads: the card least likely to win
