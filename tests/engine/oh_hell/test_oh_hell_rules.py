"""The rule set and the schedule of deals (OH_HELL §2, §3, §10)."""

from __future__ import annotations

import pytest

from debertz_desktop.engine.errors import RuleSetError
from debertz_desktop.engine.oh_hell import PRESETS, OhHellRules, preset_of


# OH_HELL §2: the table of deals per table size
@pytest.mark.parametrize(("players", "largest"), [(3, 15), (4, 13), (5, 10), (6, 8), (7, 7)])
def test_the_seeds_game_deals_one_card_more_each_time_up_to_the_tables_largest_hand(
        players, largest):
    rules = OhHellRules(players=players)
    assert rules.schedule == tuple(range(1, largest + 1))
    assert rules.deal_count == largest


@pytest.mark.parametrize(("players", "largest"), [(3, 15), (4, 13), (5, 10), (6, 8), (7, 7)])
def test_the_river_goes_up_and_back_down_to_one_card(players, largest):
    # OH_HELL §2: up_down is 1 … n … 1, 2n − 1 deals
    rules = OhHellRules(players=players, deal_order="up_down")
    assert rules.deal_count == 2 * largest - 1
    assert rules.schedule[largest - 1] == largest
    assert rules.schedule[0] == rules.schedule[-1] == 1
    assert rules.schedule[largest:] == tuple(range(largest - 1, 0, -1))


def test_fewer_deals_are_the_first_of_the_sequence_never_more():
    # OH_HELL §2, §9: "число сдач можно сократить" — fewer, never more
    assert OhHellRules(players=5, deals=4).schedule == (1, 2, 3, 4)
    assert OhHellRules(players=5, deal_order="up_down", deals=12).schedule == (
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8)
    with pytest.raises(RuleSetError, match="from 1 to 10 deals"):
        OhHellRules(players=5, deals=11)
    with pytest.raises(RuleSetError):
        OhHellRules(players=5, deals=0)


@pytest.mark.parametrize("players", [2, 8, True, 4.0])
def test_oh_hell_is_played_by_three_to_seven(players):
    with pytest.raises(RuleSetError, match="3 to 7"):
        OhHellRules(players=players)


def test_a_wrong_choice_names_the_allowed_values():
    with pytest.raises(RuleSetError, match="allowed are ten, five_plus_cards"):
        OhHellRules(zero_bid="five")


def test_changing_the_table_cuts_a_number_of_deals_it_cannot_play():
    rules = OhHellRules(players=3, deals=12)
    assert rules.replace(players=7).deals == 7
    assert rules.replace(players=4).deals == 12
    # switching to the river with no number set gives the whole river (§2)
    assert OhHellRules(players=4).replace(deal_order="up_down").deal_count == 25


def test_rules_round_trip_through_json_values():
    rules = OhHellRules(players=6, deal_order="up_down", deals=9, dealer_restriction=True,
                        zero_bid="five_plus_cards", failed_bid="minus_difference",
                        sheet_columns="single")
    assert OhHellRules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RuleSetError, match="unknown rule option: trumps"):
        OhHellRules.from_dict({"trumps": True})


# OH_HELL §3, §9: the last deal of the game, and a deal with no card left, are without trumps
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_only_the_last_deal_and_a_deal_with_no_card_left_are_played_without_trumps(players):
    rules = OhHellRules(players=players, deal_order="up_down")
    for number, size in enumerate(rules.schedule, start=1):
        expected = number < rules.deal_count and size * players < 52
        assert rules.has_trump(number) is expected


def test_four_players_thirteen_cards_is_without_trumps_even_in_the_middle_of_a_river():
    rules = OhHellRules(players=4, deal_order="up_down")
    assert rules.schedule[12] == 13
    assert not rules.has_trump(13)
    assert rules.has_trump(12) and rules.has_trump(14)


def test_a_shortened_game_still_ends_with_a_no_trump_deal():
    rules = OhHellRules(players=3, deals=5)
    assert [rules.has_trump(n) for n in range(1, 6)] == [True, True, True, True, False]


# OH_HELL §10: the presets
def test_presets_are_the_rule_books_table():
    seed = PRESETS["chert_poberi"].rules(5)
    assert seed == OhHellRules(players=5)
    zero = PRESETS["chert_poberi_zero"].rules(3)
    assert zero.zero_bid == "five_plus_cards" and zero.deal_count == 15
    river = PRESETS["oh_hell_river"].rules(6)
    assert river.deal_order == "up_down" and river.dealer_restriction
    assert river.deal_count == 15
    assert preset_of(river) is PRESETS["oh_hell_river"]
    # the sheet's columns are how it looks, not a rule: still the preset
    assert preset_of(river.replace(sheet_columns="single")) is PRESETS["oh_hell_river"]
    assert preset_of(river.replace(deals=3)) is None
