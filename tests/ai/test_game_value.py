"""The score weighs a deal: what its written points do to the chance of winning the game.

``ai/game_value.py`` (issue 31, Hard's bid search): far from the target a deal
is worth its written difference; near it, the points that end the game
(RULES §10.3: the highest total once someone reaches the target) count for
more than their number, and points after the game is lost count for nothing.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from ai_support import views_of_a_game

from debertz_desktop.ai.deal_scorer import DealScorer
from debertz_desktop.ai.game_value import GameOutlook
from debertz_desktop.ai.hard import HardBot
from debertz_desktop.engine.debertz import preset
from debertz_desktop.engine.debertz.deal import Phase


def test_far_from_the_target_a_deal_is_worth_its_written_difference():
    outlook = GameOutlook(501, (0, 0), 0)
    for written in ((60, 20), (0, 80), (120, 0)):
        assert outlook.points(written) == pytest.approx(written[0] - written[1], rel=0.15)


def test_reaching_the_target_ahead_wins_and_behind_loses():
    outlook = GameOutlook(501, (480, 300), 0)
    assert outlook.chance((30, 20)) == 1.0  # 510 against 320: the game is over, won
    assert outlook.chance((0, 300)) == 0.0  # 480 against 600
    assert outlook.chance((21, 201)) == 0.5  # 501 each: another deal, an even chance


def test_near_the_end_points_are_not_all_alike():
    # behind, 300 against 470: whatever the seat writes, the other side's 40 ends the game
    behind = GameOutlook(501, (300, 470), 0)
    assert behind.points((60, 40)) == behind.points((0, 40))
    # a close race, 470 against 460: 40 points win the game and are worth more than 40 now
    close = GameOutlook(501, (470, 460), 0)
    assert close.points((40, 0)) > 40


def test_three_sides_count_the_best_of_the_others():
    outlook = GameOutlook(501, (200, 100, 300), 0)
    assert outlook.chance((0, 0, 0)) < 0.5
    assert outlook.chance((150, 0, 0)) > outlook.chance((0, 0, 0))
    assert outlook.chance((0, 150, 0)) == outlook.chance((0, 0, 0))  # the third stays behind


def _a_played_deal_view():
    for _seat, view in views_of_a_game(preset("classic", 2), 4):
        if view.phase is Phase.PLAY and view.maker is not None and len(view.hand) >= 6:
            return view
    raise AssertionError("no deal was played")


def test_hard_playing_for_the_game_values_a_world_by_the_chance_to_win():
    """RULES §10.3: far from the target a world is worth about its written difference; when
    the deal decides the game, the world that wins it is worth much more than its points."""
    view = _a_played_deal_view()
    hands = (0, 0)  # no bella to come in either hand
    rem = 162
    bot = HardBot(1, workers=1, time_budget=math.inf, objective="game")
    early = replace(view, scores=(0, 0))
    scorer = DealScorer.of(early)
    game, written = bot._utility(early, scorer), scorer.utility
    for low, high in ((-40, 40), (0, 100)):
        assert game(hands, high, rem) - game(hands, low, rem) == pytest.approx(
            written(hands, high, rem) - written(hands, low, rem), rel=0.15)
    late = replace(view, scores=(440, 440))  # whoever writes more now reaches 501 first
    scorer = DealScorer.of(late)
    game = bot._utility(late, scorer)
    margins = range(-160, 161, 20)
    worth = [game(hands, m, rem) for m in margins]
    written = [scorer.utility(hands, m, rem) for m in margins]
    assert worth == sorted(worth)  # more points are never worse
    # the step from a bitten contract to a made one is the game: nearly all the worth there
    jump = max(range(len(worth) - 1), key=lambda i: worth[i + 1] - worth[i])
    assert written[jump] < 0 < written[jump + 1]
    assert worth[jump + 1] - worth[jump] > 0.9 * (worth[-1] - worth[0])
    # and points past the made contract hardly count any more
    assert worth[-1] - worth[jump + 1] < 0.1 * (written[-1] - written[jump + 1])
