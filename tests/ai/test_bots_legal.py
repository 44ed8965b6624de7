"""Every Easy and Medium action is legal, under every preset, seating and rare option (issue 4)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ai_support import ALL_RULES, play_game

from debertz_desktop.ai import Level, make_bot
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.engine.debertz import Game
from debertz_desktop.engine.debertz.actions import ClaimFinish
from debertz_desktop.engine.debertz.events import FinishClaimed

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from deal_builder import case_game, load_case, run

LINEUPS = {
    "medium": (Level.MEDIUM,) * 4,
    "easy": (Level.EASY,) * 4,
    "mixed": (Level.MEDIUM, Level.EASY, Level.EASY, Level.MEDIUM),
}


@pytest.mark.parametrize("lineup", list(LINEUPS))
@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=[n for n, _ in ALL_RULES])
def test_every_action_is_legal(name, rules, lineup):
    seeds = range(3) if lineup == "mixed" else range(2)
    for seed in seeds:
        game = Game(rules, seed=seed)
        bots = [make_bot(LINEUPS[lineup][s], seed * 7 + s) for s in range(rules.players)]
        # negative rounds can make a game long: legality, not the end, is checked here
        assert play_game(game, bots, max_actions=1_500) > 0


@pytest.mark.parametrize(("name", "rules"), [(n, r) for n, r in ALL_RULES if r.finish],
                         ids=[n for n, r in ALL_RULES if r.finish])
def test_finish_claims_are_never_false(name, rules):
    claims = 0
    for seed in range(12):
        game = Game(rules, seed=seed)
        bots = [make_bot(Level.MEDIUM, seed + s) for s in range(rules.players)]
        while not game.is_over:
            seat = game.to_act
            action = bots[seat].choose(game.view(seat))
            events = game.apply(seat, action)
            if isinstance(action, ClaimFinish):
                claims += 1
                assert any(isinstance(e, FinishClaimed) and e.success for e in events)
    assert claims, "Medium never claimed a finish: the claim logic is not exercised"


@pytest.mark.parametrize(("scores", "claims"), [([990, 500], False), ([1030, 1030], True)])
def test_a_finish_in_a_negative_round_counts_minus(scores, claims):
    # RULES §15: in a negative round the 20 points pair 0+2 took count as −20: at 990 the
    # claim would be false (Medium keeps playing); at 1030 (tied over the target) it is true
    case = load_case("finish_in_negative_round")
    game = case_game({**case, "scores_before": scores})
    run(game, case["actions"][:-1])  # seat 0 took the first trick and leads
    view = game.view(0)
    assert ClaimFinish() in view.legal_actions
    assert (MediumBot(0).choose(view) == ClaimFinish()) is claims


def test_bots_are_deterministic_for_a_seed():
    rules = ALL_RULES[0][1]
    histories = []
    for _ in range(2):
        game = Game(rules, seed=5)
        bots = [make_bot(level, 3) for level in (Level.MEDIUM, Level.EASY)]
        play_game(game, bots)
        histories.append([(s, str(a)) for s, a in game.history])
    assert histories[0] == histories[1]


def test_unknown_level_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


def test_a_level_added_later_is_named_clearly():
    try:
        bot = make_bot("hard", 1)
    except ValueError as exc:
        assert "not available" in str(exc)
    else:
        assert bot.level is Level.HARD


@pytest.mark.parametrize(("name", "rules"), [(n, r) for n, r in ALL_RULES if r.finish],
                         ids=[n for n, r in ALL_RULES if r.finish])
def test_counted_finish_points_never_exceed_the_engines(name, rules):
    """Medium counts from its view a lower bound of what a finish claim counts (RULES §15)."""
    from debertz_desktop.ai.table_points import finish_points

    checked = 0
    for seed in range(4):
        game = Game(rules, seed=seed)
        bots = [make_bot(Level.EASY, seed + s) for s in range(rules.players)]

        def check(game, seat, action):
            nonlocal checked
            deal = game.deal
            if deal.phase.value == "play" and not deal.trick:
                view = game.view(seat)
                for side in range(rules.sides):
                    assert finish_points(view, side) <= deal.finish_points(side)
                    checked += 1

        play_game(game, bots, max_actions=800, before=check)
    assert checked
