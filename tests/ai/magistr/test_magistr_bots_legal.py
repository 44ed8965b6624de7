"""Every Magistr bot returns a legal action — trumps named included — in random positions of 2,
3 and 4 players under every preset and the rare options (MASTER §3, §5), and is deterministic
for its seed."""

from __future__ import annotations

import pytest
from magistr_ai_support import ALL_RULES, play, random_position

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.magistr.hard import MagistrHardBot, Plan
from debertz_desktop.engine.magistr import PRESETS, MagistrGame, MagistrRules, NameTrump, TrumpMode
from debertz_desktop.engine.phase import Phase

LEVELS = ("easy", "medium", "hard")
#: A small Hard: the same code paths (play-outs and exact search), fewer worlds.
SMALL = Plan(max_worlds=3, min_worlds=2, play_outs=12)


def _bot(level: str, seed: int):
    if level == "hard":
        return MagistrHardBot(seed, plan=SMALL)
    return make_bot(level, seed, game="magistr")


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=[n for n, _ in ALL_RULES])
def test_every_level_acts_legally_in_random_positions(name, rules):
    for k in range(4):
        game = random_position(rules, seed=len(name) * 10 + k)
        seat = game.to_act
        view = game.view(seat)
        for level in LEVELS:
            action = _bot(level, k).choose(view)
            assert action in view.legal_actions, (level, action)


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=[n for n, _ in ALL_RULES])
def test_easy_and_medium_play_whole_games_legally(name, rules):
    game = MagistrGame(rules, seed=len(name))
    levels = ["medium", "easy", "medium", "easy"][:rules.players]
    bots = [make_bot(levels[s], s, game="magistr") for s in range(rules.players)]
    play(game, bots)
    assert game.is_over and len(game.rows) == 24


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_plays_a_half_legally(players):
    game = MagistrGame(PRESETS["magistr"].rules(players), seed=players)
    bots = [_bot("hard", s) for s in range(players)]
    play(game, bots, stop=lambda g: len(g.rows) >= 12)
    assert len(game.rows) == 12


@pytest.mark.parametrize("mode", ["own", "one_common", "two_common"])
@pytest.mark.parametrize("distinct", [True, False])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_names_a_trump_it_may_name(mode, distinct, level):
    # §3: under own each player names a suit, all different by default; with one or two
    # common trumps the first dealer names them
    for players in (2, 3, 4):
        rules = MagistrRules(players=players, trump_mode=mode, own_trump_distinct=distinct)
        game = MagistrGame(rules, seed=players)
        named = []
        while game.phase is Phase.CHOOSING_TRUMPS:
            seat = game.to_act
            view = game.view(seat)
            action = _bot(level, seat).choose(view)
            assert isinstance(action, NameTrump) and action in view.legal_actions
            game.apply(seat, action)
            named.append(action.suit)
        expected = {TrumpMode.OWN: players, TrumpMode.ONE_COMMON: 1,
                    TrumpMode.TWO_COMMON: 2}[rules.trump_mode]
        assert len(named) == expected
        if mode != "own" or distinct:
            assert len(set(named)) == len(named)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_decides_the_same_for_the_same_seed(level):
    rules = PRESETS["magistr"].rules(3)
    runs = []
    for _ in range(2):
        game = MagistrGame(rules, seed=11)
        bots = [_bot(level, 40 + s) for s in range(3)]
        actions = []
        while len(game.rows) < 3:
            seat = game.to_act
            action = bots[seat].choose(game.view(seat))
            actions.append(str(action))
            game.apply(seat, action)
        runs.append(actions)
    assert runs[0] == runs[1]
