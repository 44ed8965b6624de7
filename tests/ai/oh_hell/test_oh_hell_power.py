"""What a hand is worth (``ai/oh_hell/power.py``): Medium's bid and the yardstick of the bids."""

from __future__ import annotations

import pytest
from oh_hell_ai_support import game_with, to_act_view

from debertz_desktop.ai.oh_hell.medium import medium_bid
from debertz_desktop.ai.oh_hell.power import (
    best_bid,
    bid_likelihood,
    calibrated,
    card_chances,
    expected_scores,
    hand_distribution,
    trick_distribution,
)
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.pack import mask_of, pack_cards

SPADES = 0


def hand(text: str) -> int:
    return mask_of(pack_cards(text))


def expected(text: str, players: int = 4, trump: int = SPADES, turned: str = "2S") -> float:
    dist = hand_distribution(hand(text), trump, players, hand(turned) if turned else 0)
    return sum(t * p for t, p in enumerate(dist))


def test_a_distribution_is_a_distribution():
    for text in ("AS", "2H 3D 4C", "AS KS QS JS 10S", "AH KH QD 2C 5S 7S 9D"):
        dist = hand_distribution(hand(text), SPADES, 5, hand("3S"))
        assert len(dist) == len(text.split()) + 1
        assert sum(dist) == pytest.approx(1.0)
        assert all(p >= 0 for p in dist)


def test_high_cards_and_trumps_are_worth_more_tricks():
    assert expected("AS KS 2D") > expected("AH KH 2D") > expected("2H 3H 2D")
    assert expected("AS 3D 4C 5H") > expected("3D 4C 5H 6H")
    # the same ace is surer with fewer players at the table
    assert expected("AH 2D 3C", players=3) > expected("AH 2D 3C", players=7)


def test_the_ace_of_trumps_always_takes_its_trick():
    chances = dict(card_chances(hand("AS 2D"), SPADES, 4, hand("3S")))
    assert chances[pack_cards("AS")[0].index] == 1.0


def test_calibration_keeps_the_order_of_the_cards():
    raw = [0.9, 0.5, 0.1, 0.05]
    shifted = calibrated(raw, 4)
    assert sorted(range(4), key=lambda i: raw[i]) == sorted(range(4), key=lambda i: shifted[i])
    assert all(0.0 < p < 1.0 for p in shifted)


def test_the_best_bid_maximises_the_expected_score_and_avoids_the_forbidden_one():
    rules = OhHellRules(players=4)
    dist = trick_distribution([0.95, 0.9, 0.1])
    assert best_bid(dist, rules, 3, None) == 2
    assert best_bid(dist, rules, 3, 2) in (1, 3)
    scores = expected_scores(dist, rules, 3)
    assert scores[2] == pytest.approx(dist[2] * 12)  # OH_HELL §6: 10 + the bid


def test_a_zero_worth_five_plus_cards_is_weighed_by_its_score():
    # OH_HELL §6 zero_bid = five_plus_cards: in a 1-card deal a made zero is worth 6, not 10
    dist = trick_distribution([0.45])
    assert best_bid(dist, OhHellRules(players=4), 1, None) == 0  # 10·0.55 > 11·0.45
    assert best_bid(dist, OhHellRules(players=4, zero_bid="five_plus_cards"), 1, None) == 1


def test_a_bid_is_likely_where_the_hand_takes_that_many():
    strong = hand_distribution(hand("AS KS QS"), SPADES, 4, hand("2S"))
    weak = hand_distribution(hand("2H 3D 4C"), SPADES, 4, hand("2S"))
    assert bid_likelihood(strong, 3) > bid_likelihood(weak, 3)
    assert bid_likelihood(weak, 0) > bid_likelihood(strong, 0)
    assert bid_likelihood(weak, 3) >= 0.03  # nobody is ruled out


def test_medium_bids_zero_with_low_cards_and_one_with_the_ace_of_trumps():
    game = game_with(["AS", "2H", "3D"], dealer=2, turned="5S")
    assert medium_bid(to_act_view(game)) == 1
    game = game_with(["2H", "AS", "3D"], dealer=2, turned="5S")
    assert medium_bid(to_act_view(game)) == 0
