"""Medium and Hard play each sub-game's aim in hand-built positions (MASTER §7): in the minus
half they do not take a bank with a scoring card when they can throw a card instead, and get
rid of scoring cards on banks others take; in the plus half they take such banks."""

from __future__ import annotations

import pytest
from magistr_ai_support import deals

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.magistr.hard import MagistrHardBot
from debertz_desktop.engine.magistr import PRESETS, PlayCard
from debertz_desktop.engine.pack import PackCard

NO_TRUMPS = PRESETS["magistr_no_trumps"].rules(3)

#: Seat 0 holds 6♦ and leads first (§5); seat 1 has no club and no jack; seat 2 holds every
#: other club, J♦ and J♥ — on J♣ only its 7♣ does not beat (§6.1; J♦, J♥ by equal value).
QUEEN_ON_A_JACK = ("6D JC 6S 7S 8S 9S JS QS KS 10S AS 7D",
                   "QD 8D 9D KD 10D AD 6H 8H QH KH 10H AH",
                   "6C 7C 8C 9C QC KC 10C AC JD JH 7H 9H")
#: Seat 2 has no spade and no nine: on 9♠ beaten by 10♠ it may throw anything (§5).
KING_OF_HEARTS_TO_THROW = ("6D 9S 6S 7S 8S JS 7D 8D 9D 9C 9H 6H",
                           "10S QS KS AS JD QD KD 10D AD QH 10H AH",
                           "KH 6C 7C 8C JC QC KC 10C AC 7H 8H JH")
#: The same in an "All" deal: nine cards each, nine set aside (§4).
ALL_QUEEN_ON_A_JACK = ("6D JC 6S 7S 8S 9S JS QS KS", "QD 8D 9D KD 10D AD 6H 8H QH",
                       "7C KC 10C AC 9C QC 7H 9H 10H")


def _bots():
    return {"medium": make_bot("medium", 3, game="magistr"), "hard": MagistrHardBot(3)}


def _choice(level: str, hands, number: int, moves: str) -> PackCard:
    game = deals.start(NO_TRUMPS, hands, dealer=2, number=number)
    assert game.deal.first_leader == 0
    deals.play(game, moves)
    seat = game.to_act
    action = _bots()[level].choose(game.view(seat))
    assert isinstance(action, PlayCard) and action in game.legal_actions(seat)
    return action.card


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_minus_queens_deal_a_bank_with_a_queen_is_left_to_the_leader(level):
    # deal 7, "Queens" for minus (§7): J♣ led, Q♦ thrown; the last seat throws 7♣ (no beat)
    card = _choice(level, QUEEN_ON_A_JACK, 7, "JC QD")
    assert str(card) == "7C"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_plus_queens_deal_the_bank_with_a_queen_is_taken(level):
    # deal 19, "Queens" for plus: the same cards, now the queen is worth +7 to its taker
    card = _choice(level, QUEEN_ON_A_JACK, 19, "JC QD")
    assert str(card) != "7C"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_minus_king_of_hearts_deal_the_king_goes_on_another_players_bank(level):
    # deal 10, "K of hearts" for minus: 10♠ holds the bank over 9♠; the last seat throws K♥
    card = _choice(level, KING_OF_HEARTS_TO_THROW, 10, "9S 10S")
    assert str(card) == "KH"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_minus_all_deal_no_trick_is_taken_that_can_be_left(level):
    # deal 1, "All" for minus (§7: each trick −1): J♣ led, Q♦ thrown — 7♣ leaves it
    card = _choice(level, ALL_QUEEN_ON_A_JACK, 1, "JC QD")
    assert str(card) == "7C"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_plus_all_deal_the_trick_is_taken(level):
    # deal 13, "All" for plus: each trick +1
    card = _choice(level, ALL_QUEEN_ON_A_JACK, 13, "JC QD")
    assert str(card) != "7C"


def test_medium_leads_a_seven_that_others_must_beat_in_the_minus_half():
    # deal 4, "Hearts" for minus: every heart beats 7♥ (§6.1) and both others hold hearts, so
    # whoever follows must take hold of the bank — a heart led that nobody must beat comes back
    hands = ("6D 7H 6S 7S 8S 9S JS QS KS 10S AS 7D",
             "QD 8D 9D KD 10D AD 6H 8H QH KH 10H AH",
             "6C 7C 8C 9C QC KC 10C AC JD JH JC 9H")
    game = deals.start(NO_TRUMPS, hands, dealer=2, number=4)
    assert game.to_act == 0
    action = make_bot("medium", 1, game="magistr").choose(game.view(0))
    assert str(action) == "7H"
