"""Dealing, bidding and play of Oh Hell, section by section (OH_HELL §3–§5, §9)."""

from __future__ import annotations

import pytest
from oh_hell_deals import game_with, play_all

from debertz_desktop.engine.errors import IllegalActionError
from debertz_desktop.engine.events import ActionTaken, CardPlayed, DealStarted, TrickTaken
from debertz_desktop.engine.oh_hell import (
    BIDS,
    BiddingClosed,
    OhHellExplicitDeal,
    OhHellGame,
    OhHellRules,
    parse_action,
)
from debertz_desktop.engine.pack import PACK, PackCard, Suit, pack_cards
from debertz_desktop.engine.phase import Phase


def test_cards_go_one_at_a_time_clockwise_from_the_dealers_left_then_one_is_turned():
    # OH_HELL §3
    top = pack_cards("2S 3S 4S 5S 6S 7S 8S")
    deck = (*top, *(c for c in PACK if c not in top))
    game = OhHellGame(OhHellRules(players=3, deals=3), deals={2: OhHellExplicitDeal(deck, 1)})
    play_all(game, ["bid 0", "bid 0", "bid 0"])
    for _ in range(3):
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    assert game.deal.number == 2 and game.deal.dealer == 1
    # seat 2 (left of dealer 1) gets the 1st and 4th cards, seat 0 the 2nd and 5th …
    assert game.view(2).hand == tuple(pack_cards("2S 5S"))
    assert game.view(0).hand == tuple(pack_cards("3S 6S"))
    assert game.view(1).hand == tuple(pack_cards("4S 7S"))
    assert str(game.view(0).turned_card) == "8S"
    assert game.view(0).trump is Suit.SPADES


def test_the_deal_passes_to_the_left_and_the_left_neighbour_bids_and_leads_first():
    # OH_HELL §3, §4, §5, §9
    game = OhHellGame(OhHellRules(players=5), seed=11)
    first_dealer = game.deal.dealer
    for number in range(1, 5):
        assert game.deal.dealer == (first_dealer + number - 1) % 5
        assert game.to_act == (game.deal.dealer + 1) % 5  # bids first
        for _ in range(5):
            game.apply(game.to_act, BIDS[0])
        assert game.view(0).leader == game.to_act == (game.deal.dealer + 1) % 5  # leads first
        while game.deal.number == number:
            seat = game.to_act
            game.apply(seat, game.legal_actions(seat)[0])


def test_the_first_dealer_is_drawn_at_random_from_the_seed():
    dealers = {OhHellGame(OhHellRules(players=7), seed=s).deal.dealer for s in range(60)}
    assert dealers == set(range(7))
    assert OhHellGame(OhHellRules(), seed=9).deal.dealer == OhHellGame(OhHellRules(),
                                                                       seed=9).deal.dealer


def test_a_bid_is_any_number_from_zero_to_the_cards_in_hand_and_there_is_no_pass():
    # OH_HELL §4
    game = game_with(["2S 3S 4S", "5S 6S 7S", "8S 9S 10S", "JS QS KS"], turned="AS")
    assert game.legal_actions(game.to_act) == [BIDS[b] for b in range(4)]
    with pytest.raises(IllegalActionError, match="from 0 to 3") as err:
        game.apply(game.to_act, BIDS[4])
    assert err.value.rule == "§4"
    with pytest.raises(IllegalActionError, match="first every player bids"):
        game.apply(game.to_act, parse_action("2S"))


def test_bids_are_taken_in_turn_and_announced_over_under_or_even():
    # OH_HELL §4, §9: over/under = sum of bids − tricks
    game = game_with(["2S 3S 4S", "5S 6S 7S", "8S 9S 10S", "JS QS KS"], dealer=3, turned="AS")
    with pytest.raises(IllegalActionError, match="not your turn"):
        game.apply(1, BIDS[1])
    events = play_all(game, ["bid 2", "bid 1", "bid 1"])
    assert [e.seat for e in events if isinstance(e, ActionTaken)] == [0, 1, 2]
    assert game.view(3).over_under is None
    events = play_all(game, ["bid 1"])
    closed = [e for e in events if isinstance(e, BiddingClosed)]
    assert closed == [BiddingClosed(5, 3, 2)]
    assert game.view(0).over_under == 2
    assert game.phase is Phase.PLAY


@pytest.mark.parametrize(("others", "forbidden"), [
    ("bid 1 bid 0 bid 1", 1), ("bid 3 bid 3 bid 0", None), ("bid 0 bid 0 bid 0", 3)])
def test_screw_the_dealer_forbids_only_the_dealer_the_bid_that_makes_it_even(others, forbidden):
    # OH_HELL §4 dealer_restriction = on, §9
    game = game_with(["2S 3S 4S", "5S 6S 7S", "8S 9S 10S", "JS QS KS"], dealer=3, turned="AS",
                     dealer_restriction=True)
    words = others.split()
    for i in range(0, len(words), 2):
        assert len(game.legal_actions(game.to_act)) == 4  # nobody else is restricted
        game.apply(game.to_act, parse_action(f"{words[i]} {words[i + 1]}"))
    legal = game.legal_actions(3)
    assert [b.tricks for b in legal] == [b for b in range(4) if b != forbidden]
    assert game.view(3).forbidden_bid == forbidden
    if forbidden is not None:
        with pytest.raises(IllegalActionError, match="dealer may not bid"):
            game.apply(3, BIDS[forbidden])


def test_the_dealer_restriction_binds_in_a_one_card_and_a_no_trump_deal_too():
    game = game_with(["2S", "5S", "8S"], dealer=2, turned="AS", dealer_restriction=True)
    play_all(game, ["bid 0", "bid 0"])
    assert game.legal_actions(2) == [BIDS[0]]
    last = game_with(["2S 3S 4S", "5S 6S 7S", "8S 9S 10S"], dealer=0, deals=3,
                     dealer_restriction=True)
    assert last.view(0).trump is None
    play_all(last, ["bid 1", "bid 1"])
    assert BIDS[1] not in last.legal_actions(0)


def test_without_the_restriction_the_dealer_may_make_it_even():
    game = game_with(["2S", "5S", "8S"], dealer=2, turned="AS")
    play_all(game, ["bid 0", "bid 0"])
    assert game.legal_actions(2) == [BIDS[0], BIDS[1]]


def test_a_player_must_follow_suit_and_may_discard_anything_when_he_cannot():
    # OH_HELL §5, §9: no obligation to trump
    game = game_with(["2S 3H 4D", "5S 6H 7C", "8D 9H 10C"], dealer=2, turned="AC")
    play_all(game, ["bid 0", "bid 0", "bid 0"])
    play_all(game, ["2S"])
    assert [str(a) for a in game.legal_actions(1)] == ["5S"]
    with pytest.raises(IllegalActionError, match="follow suit") as err:
        game.apply(1, parse_action("6H"))
    assert err.value.rule == "§5"
    play_all(game, ["5S"])
    # seat 2 has no spade: any card, the trump 10C included, or not
    assert sorted(str(a) for a in game.legal_actions(2)) == ["10C", "8D", "9H"]


def test_a_card_not_in_hand_is_refused():
    game = game_with(["2S 3H 4D", "5S 6H 7C", "8D 9H 10C"], dealer=2, turned="AC")
    play_all(game, ["bid 0", "bid 0", "bid 0"])
    with pytest.raises(IllegalActionError, match="do not hold"):
        game.apply(0, parse_action("AS"))


@pytest.mark.parametrize(("plays", "winner"), [
    ("2S 5S 8D", 1),        # highest of the suit led, an off-suit card cannot win
    ("2S 5S 10C", 2),       # a trump takes it
    ("4D 7C 8D", 1),        # a discarded trump beats the suit led
    ("3H 6H 9H", 2),
])
def test_the_trick_goes_to_the_highest_trump_or_the_highest_card_of_the_suit_led(plays, winner):
    # OH_HELL §5 (trump clubs)
    game = game_with(["2S 3H 4D", "5S 6H 7C", "8D 9H 10C"], dealer=2, turned="AC")
    play_all(game, ["bid 0", "bid 0", "bid 0"])
    first = plays.split()[0]
    leader = next(s for s in range(3) if PackCard.from_str(first) in game.view(s).hand)
    game.deal.to_act = leader  # the trick under test starts with ``first``'s holder
    game.deal.first_leader = leader
    events = play_all(game, plays.split())
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert taken[0].winner == winner
    assert game.to_act == winner  # the winner leads next (§5)


def test_without_trumps_only_the_suit_led_can_win():
    # OH_HELL §3: the last deal is played without trumps
    game = game_with(["2S 3S 4S", "AH 6H 7C", "8D KH 10C"], dealer=2, deals=3)
    assert game.view(0).turned_card is None
    play_all(game, ["bid 0", "bid 0", "bid 0", "2S", "AH", "KH"])
    assert game.view(0).tricks[0].winner == 0


def test_each_deal_announces_its_start_with_the_turned_card():
    game = OhHellGame(OhHellRules(players=3, deals=2), seed=2)
    assert isinstance(game.opening_events[0], DealStarted)
    assert game.opening_events[0].hand_size == 1
    events = []
    while game.deal.number == 1:
        events = game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    started = [e for e in events if isinstance(e, DealStarted)]
    assert started and started[0].number == 2 and started[0].turned_card is None  # the last
    assert [e for e in events if isinstance(e, CardPlayed)]


def test_hands_grow_by_one_card_each_deal():
    game = OhHellGame(OhHellRules(players=6), seed=4)
    sizes = []
    while not game.is_over:
        if game.phase is Phase.BIDDING and game.to_act == (game.deal.dealer + 1) % 6:
            sizes.append(len(game.view(0).hand))
        while game.deal.phase is Phase.BIDDING:
            game.apply(game.to_act, game.legal_actions(game.to_act)[0])
        while game.deal.phase is Phase.PLAY:
            game.apply(game.to_act, game.legal_actions(game.to_act)[-1])
    assert sizes == [1, 2, 3, 4, 5, 6, 7, 8]
