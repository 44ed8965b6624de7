"""Scoring, the sheet, the end and the places (OH_HELL §6–§9)."""

from __future__ import annotations

import pytest
from oh_hell_deals import game_with, play_all

from debertz_desktop.engine.errors import IllegalActionError
from debertz_desktop.engine.events import DealScored, GameOver
from debertz_desktop.engine.oh_hell import BIDS, OhHellGame, OhHellRules
from debertz_desktop.engine.places import sport_places

# Seat 0 holds the three top spades (trump hearts): it takes every spade trick it leads.
HANDS = ["QS KS AS", "2S 3S 4S", "5S 6S 7S"]


def _scored(bids: str, **options) -> tuple:
    game = game_with(HANDS, dealer=2, turned="AH", **options)
    events = play_all(game, [f"bid {b}" for b in bids.split()])
    events += play_all(game, ["AS", "2S", "5S", "KS", "3S", "6S", "QS", "4S", "7S"])
    (row,) = [e.row for e in events if isinstance(e, DealScored)]
    return row


def test_only_an_exact_bid_scores_ten_plus_the_bid():
    # OH_HELL §6: seat 0 takes 3 tricks, the others none
    row = _scored("3 0 1")
    assert row.tricks == (3, 0, 0)
    assert row.points == (13, 10, 0)
    assert [row.made(s) for s in range(3)] == [True, True, False]


def test_taking_more_than_the_bid_is_bankrupt_too():
    row = _scored("2 0 0")
    assert row.points == (0, 10, 10)


def test_zero_bid_five_plus_cards_scores_five_and_the_cards_in_the_deal():
    # OH_HELL §6 zero_bid = five_plus_cards: a made 0 with 3 cards scores 5 + 3
    row = _scored("3 0 0", zero_bid="five_plus_cards")
    assert row.points == (13, 8, 8)


@pytest.mark.parametrize(("bids", "points"), [("1 0 2", (-2, 10, -2)), ("3 1 0", (13, -1, 10))])
def test_minus_difference_costs_a_bankrupt_player_the_difference(bids, points):
    # OH_HELL §6, §9 failed_bid = minus_difference: |bid − tricks|, a failed 0 loses its tricks
    assert _scored(bids, failed_bid="minus_difference").points == points


def test_a_failed_zero_loses_the_tricks_taken():
    row = _scored("0 0 0", failed_bid="minus_difference")
    assert row.points == (-3, 10, 10)


def test_the_row_carries_number_cards_trump_and_over_under():
    # OH_HELL §8
    row = _scored("3 0 1")
    assert (row.number, row.cards, str(row.turned), row.over_under) == (3, 3, "AH", 1)
    assert row.trump.letter == "H"
    data = row.to_dict()
    assert data["over_under"] == 1 and data["trump"] == "H" and data["points"] == [13, 10, 0]


def test_running_totals_add_each_deals_points():
    game = OhHellGame(OhHellRules(players=4, deals=6), seed=3)
    while not game.is_over:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    totals = [0] * 4
    for row in game.sheet.rows:
        totals = [t + p for t, p in zip(totals, row.points, strict=True)]
        assert row.totals == tuple(totals)
    assert game.sheet.totals == tuple(totals)


def test_the_game_ends_after_the_last_deal_with_places_for_everyone():
    # OH_HELL §7
    game = OhHellGame(OhHellRules(players=3, deals=2), seed=1)
    events = []
    while not game.is_over:
        events = game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert game.to_act is None
    assert len(game.sheet.rows) == 2
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and game.places == sport_places(game.sheet.totals)
    assert game.sheet.places == game.places
    assert game.places[over[0].winner_side] == 1
    with pytest.raises(IllegalActionError, match="game is over"):
        game.apply(0, BIDS[0])


@pytest.mark.parametrize(("totals", "places"), [
    ((50, 50, 30), (1, 1, 3)),   # OH_HELL §9's example
    ((10, 20, 30, 20), (4, 2, 1, 2)),
    ((0, 0, 0), (1, 1, 1)),
    ((-3, 5, -3, 7, 5), (4, 2, 4, 1, 2)),
])
def test_places_are_shared_for_equal_totals_and_the_next_is_skipped(totals, places):
    assert sport_places(totals) == places


def test_the_sheet_prints_bankrupt_bids_and_the_places():
    game = OhHellGame(OhHellRules(players=3, deals=3), seed=8, names=("Ann", "Bob", "Cid"))
    while not game.is_over:
        game.apply(game.to_act, game.legal_actions(game.to_act)[-1])
    text = game.sheet.format_table()
    assert "Ann" in text and "place" in text
    bankrupt = sum(not r.made(s) for r in game.sheet.rows for s in range(3))
    assert text.count("x ") >= bankrupt
