"""Naming a trump (MASTER §3): Medium and Hard name a free suit of their preference order;
with own trumps that need not differ they still avoid a suit another player named."""

from __future__ import annotations

import pytest

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.magistr.trumps import PREFERENCE
from debertz_desktop.engine.magistr import MagistrGame, MagistrRules, NameTrump


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("distinct", [True, False])
def test_each_player_names_the_best_suit_nobody_has_named(level, distinct):
    rules = MagistrRules(players=4, own_trump_distinct=distinct)
    game = MagistrGame(rules, seed=2)
    named = []
    for _ in range(4):
        seat = game.to_act
        action = make_bot(level, seat, game="magistr").choose(game.view(seat))
        assert isinstance(action, NameTrump)
        game.apply(seat, action)
        named.append(action.suit)
    assert named == list(PREFERENCE[4])


@pytest.mark.parametrize("mode", ["one_common", "two_common"])
def test_the_first_dealer_names_the_common_trumps_in_the_preference_order(mode):
    rules = MagistrRules(players=3, trump_mode=mode)
    game = MagistrGame(rules, seed=4)
    named = []
    while game.deal is None:
        seat = game.to_act
        assert seat == game.first_dealer
        action = make_bot("hard", seat, game="magistr").choose(game.view(seat))
        game.apply(seat, action)
        named.append(action.suit)
    assert named == list(PREFERENCE[3][:len(named)])
