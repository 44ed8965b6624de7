"""Every Oh Hell computer player answers with a legal action, whatever the table (issue 29).

Positions come from whole games of every preset at every table size, 3 to 7
players (OH_HELL §2, §10): the 1-card deals, the no-trump last deal, the
4-player 13-card deal with no card to turn (§3, §9), the dealer's restriction
(§4) and both scoring variants (§6).
"""

from __future__ import annotations

import pytest
from oh_hell_ai_support import LEVELS, all_rules, game_with, positions, to_act_view

from debertz_desktop.ai import Level, bot_class, game_names, level_names, make_bot
from debertz_desktop.ai.oh_hell.easy import OhHellEasyBot
from debertz_desktop.ai.oh_hell.hard import OhHellHardBot
from debertz_desktop.ai.oh_hell.medium import OhHellMediumBot
from debertz_desktop.engine.oh_hell import BIDS, OhHellGame, OhHellRules

RULES = all_rules()


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[n for n, _ in RULES])
def test_every_level_plays_whole_games_legally(name, rules):
    # the engine refuses any illegal action, so a finished game proves every choice legal
    for level in ("easy", "medium"):
        game = OhHellGame(rules, seed=sum(map(ord, name)))
        bots = [make_bot(level, s, game="oh_hell") for s in range(rules.players)]
        while not game.is_over:
            seat = game.to_act
            view = game.view(seat)
            action = bots[seat].choose(view)
            assert action in view.legal_actions
            game.apply(seat, action)
        assert len(game.rows) == rules.deal_count


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[n for n, _ in RULES])
def test_hard_answers_legally_in_positions_of_every_table(name, rules):
    hard = make_bot("hard", 3, game="oh_hell")
    for game in positions(rules, seed=len(name), count=6):
        view = to_act_view(game)
        action = hard.choose(view)
        assert action in view.legal_actions, f"{action} in {view.phase}"


def test_hard_plays_a_whole_seven_player_game_legally():
    rules = OhHellRules(players=7, dealer_restriction=True)
    game = OhHellGame(rules, seed=11)
    bots = [make_bot("hard" if s % 2 else "medium", s, game="oh_hell") for s in range(7)]
    while not game.is_over:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    assert len(game.rows) == 7 and game.rows[-1].turned is None  # the last deal: no trump


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_the_dealer_never_bids_the_forbidden_number(level, players):
    # OH_HELL §4 dealer_restriction: the others bid 0, so the dealer may not bid 1
    hands = [f"{r}S" for r in ("2", "3", "4", "5", "6", "7", "8")[:players - 1]] + ["AS"]
    game = game_with(hands, dealer=players - 1, turned="KS", dealer_restriction=True, number=1)
    while game.to_act != players - 1:
        game.apply(game.to_act, BIDS[0])
    view = to_act_view(game)
    assert view.forbidden_bid == 1
    assert make_bot(level, 1, game="oh_hell").choose(view) == BIDS[0]


@pytest.mark.parametrize("level", LEVELS)
def test_one_card_and_no_trump_deals_are_answered(level):
    # a 1-card deal without trumps: a one-deal game's only deal is its last (OH_HELL §3, §9)
    game = game_with(["AS", "2H", "KD"], dealer=2, deals=1)
    assert game.view(0).trump is None
    bot = make_bot(level, 2, game="oh_hell")
    while not game.is_over:
        view = to_act_view(game)
        game.apply(view.seat, bot.choose(view))
    assert game.rows[0].turned is None


def test_four_players_thirteen_cards_have_no_trump_and_are_played():
    # the 13-card deal of a 4-player river leaves no card to turn (OH_HELL §3, §9)
    rules = OhHellRules(players=4, deal_order="up_down", deals=14)
    game = OhHellGame(rules, seed=2)
    while game.deal.number < 13:  # earlier deals: any legal action
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    bots = [make_bot(lv, s, game="oh_hell") for s, lv in enumerate(("hard", "medium",
                                                                     "easy", "medium"))]
    while game.deal.number == 13:
        seat = game.to_act
        view = game.view(seat)
        assert view.trump is None and view.turned_card is None
        game.apply(seat, bots[seat].choose(view))
    assert game.rows[12].cards == 13 and game.rows[12].turned is None


def test_the_factory_builds_each_games_bots():
    assert type(make_bot("easy", 1, game="oh_hell")) is OhHellEasyBot
    assert type(make_bot(Level.MEDIUM, 1, game="oh-hell")) is OhHellMediumBot
    assert bot_class("hard", game="oh_hell") is OhHellHardBot
    assert make_bot("hard", 1, game="oh_hell").level is Level.HARD
    # the old call still builds Debertz bots
    from debertz_desktop.ai.medium import MediumBot

    assert type(make_bot("medium", 1)) is MediumBot
    assert set(level_names("oh_hell")) == {"easy", "medium", "hard"}
    assert {"debertz", "oh_hell"} <= set(game_names())


def test_an_unknown_game_or_level_is_a_clear_error():
    with pytest.raises(ValueError, match="no computer players for the game"):
        make_bot("medium", 1, game="chess")
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster", 1, game="oh_hell")


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_is_deterministic_for_its_seed(level):
    rules = OhHellRules(players=5, deals=4)
    histories = []
    for _ in range(2):
        game = OhHellGame(rules, seed=4)
        bots = [make_bot(level, 10 + s, game="oh_hell") for s in range(5)]
        while not game.is_over:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        histories.append(game.history)
    assert histories[0] == histories[1]
