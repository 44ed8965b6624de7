"""The bots' own copy of a deal plays exactly as the engine does (MASTER §5–§7), and what a
seat infers of the hidden hands is always true of the real ones."""

from __future__ import annotations

import dataclasses
import random

import pytest
from magistr_ai_support import ALL_RULES

from debertz_desktop.ai.magistr.seat import knowledge_of
from debertz_desktop.ai.magistr.world import World, clone_bank
from debertz_desktop.ai.magistr.worlds import deal_hidden
from debertz_desktop.engine.magistr import MagistrGame
from debertz_desktop.engine.magistr.bank import Bank
from debertz_desktop.engine.pack import PackCard


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=[n for n, _ in ALL_RULES])
def test_a_world_offers_the_engines_legal_cards_and_scores_as_it_does(name, rules):
    # §5 (what may be played), §6 (the bank, through the engine's Bank), §7 (the points)
    rng = random.Random(name)
    game = MagistrGame(rules, seed=len(name))
    world: World | None = None
    deals = 0
    while not game.is_over:
        seat = game.to_act
        legal = game.legal_actions(seat)
        if game.deal is not None:
            if world is None:
                world = World.from_view(game.view(seat), list(game.deal.hands))
            assert world.to_act == seat
            assert world.legal(seat) == [a.card.index for a in legal]
        action = rng.choice(legal)
        game.apply(seat, action)
        if world is not None:
            world.play(action.card.index)
            if world.over:
                assert world.points() == game.rows[-1].points
                assert world.ended_early == game.rows[-1].ended_early
                world = None
                deals += 1
    assert deals == 24


def test_a_cloned_bank_is_a_separate_copy_of_every_field():
    bank = Bank()
    for text, seat in (("9S", 0), ("JS", 1)):
        bank.add(PackCard.from_str(text), 0, seat)
    copy = clone_bank(bank)
    assert dataclasses.asdict(copy) == dataclasses.asdict(bank)
    copy.add(PackCard.from_str("8H"), 0, 2)
    assert len(bank.cards) == 2 and bank.main_suit == PackCard.from_str("9S").suit
    assert copy.holder == 2


@pytest.mark.parametrize(("name", "rules"), ALL_RULES[::2], ids=[n for n, _ in ALL_RULES[::2]])
def test_what_a_seat_infers_holds_for_the_real_hands_and_its_worlds_fit_it(name, rules):
    # §5: a discard of neither the main suit nor the main card's value shows a void; an eight
    # of another suit too; the first leader was dealt the lowest diamond
    rng = random.Random(name)
    game = MagistrGame(rules, seed=7)
    checked = inferred = 0
    while not game.is_over:
        seat = game.to_act
        if game.deal is not None and rng.random() < 0.3:
            deal = game.deal
            for observer in range(rules.players):
                view = game.view(observer)
                know = knowledge_of(view)
                for other in range(rules.players):
                    assert not know.forbidden[other] & deal.hands[other], (other, view.bank)
                    assert know.forced[other] & ~deal.hands[other] == 0
                assert know.first_lead_consistent(list(deal.hands))
                inferred += any(know.forbidden) or any(know.forced)
                hands = deal_hidden(know, random.Random(checked))
                assert hands[observer] == deal.hands[observer]
                seen = 0
                for other in range(rules.players):
                    assert hands[other].bit_count() == deal.hands[other].bit_count()
                    assert not hands[other] & seen
                    seen |= hands[other]
                    if other != observer:
                        assert not hands[other] & know.forbidden[other]
                        assert know.forced[other] & ~hands[other] == 0
                assert not seen & know.played
                checked += 1
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert checked > 50 and inferred > 10
