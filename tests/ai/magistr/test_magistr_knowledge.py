"""What a Magistr seat reads from the table (MASTER §5): voids shown by the follow rule, the
first leader's six of diamonds, and when every hand is known."""

from __future__ import annotations

from magistr_ai_support import deals

from debertz_desktop.ai.magistr.cards import RANK_MASK, SIX_OF_DIAMONDS, SUIT_MASK
from debertz_desktop.ai.magistr.seat import knowledge_of
from debertz_desktop.engine.magistr import PRESETS
from debertz_desktop.engine.pack import PackRank, Suit

NO_TRUMPS_3 = PRESETS["magistr_no_trumps"].rules(3)
HANDS = ("6D JC 6S 7S 8S 9S JS QS KS 10S AS 7D",
         "QD 8D 9D KD 10D AD 6H 8H QH KH 10H AH",
         "6C 7C 8C 9C QC KC 10C AC JD JH 7H 9H")


def test_a_card_of_neither_the_main_suit_nor_its_value_shows_a_void():
    # §5: J♣ led, seat 1 throws Q♦ without beating: he has no club and no jack
    game = deals.start(NO_TRUMPS_3, HANDS, dealer=2, number=2)
    deals.play(game, "JC QD")
    know = knowledge_of(game.view(2))
    assert know.forbidden[1] & SUIT_MASK[Suit.CLUBS] == SUIT_MASK[Suit.CLUBS] & know.unknown
    assert know.forbidden[1] & RANK_MASK[PackRank.JACK] == RANK_MASK[PackRank.JACK] & know.unknown
    assert know.forbidden[0] == 0  # the leader shows nothing


def test_following_suit_shows_nothing():
    game = deals.start(NO_TRUMPS_3, HANDS, dealer=2, number=2)
    deals.play(game, "JC QD 7C")
    know = knowledge_of(game.view(0))
    assert know.forbidden[2] == 0


def test_an_eight_of_another_suit_shows_no_card_of_the_main_suit():
    # §5: an eight of another suit only without a card of the main suit; 8♦ on J♣ beats
    game = deals.start(NO_TRUMPS_3, HANDS, dealer=2, number=2)
    deals.play(game, "JC 8D")
    know = knowledge_of(game.view(2))
    assert know.forbidden[1] & SUIT_MASK[Suit.CLUBS] == SUIT_MASK[Suit.CLUBS] & know.unknown


def test_the_first_leader_was_dealt_the_six_of_diamonds():
    # §5: the lowest diamond dealt leads; in a deal of the whole deck that is 6♦
    game = deals.start(NO_TRUMPS_3, HANDS, dealer=2, number=2)
    assert game.deal.first_leader == 0
    know = knowledge_of(game.view(1))
    assert know.forced[0] == SIX_OF_DIAMONDS
    deals.play(game, "6D")
    assert not any(knowledge_of(game.view(1)).forced)  # played: nothing left to place


def test_two_players_with_the_whole_deck_see_an_open_game():
    rules = PRESETS["magistr"].rules(2)
    game = deals.start(rules, ("6D " + " ".join(f"{r}S" for r in "6789") + " JS QS KS 10S AS "
                               "6C 7C 8C 9C JC QC KC 10C",
                               "AC 7D 8D 9D JD QD KD 10D AD 6H 7H 8H 9H JH QH KH 10H AH"),
                       dealer=1, number=2, trumps="SH")
    assert knowledge_of(game.view(0)).determined
    # "All" (deal 1): eighteen cards are set aside, so the other hand is not known
    all_deal = deals.start(rules, None, number=1, trumps="SH")
    assert not knowledge_of(all_deal.view(all_deal.to_act)).determined
