"""The score weighs a deal: what its written points do to the chance of winning the game.

``ai/game_value.py`` (issue 31, Hard's bid search): far from the target a deal
is worth its written difference; near it, the points that end the game
(RULES §10.3: the highest total once someone reaches the target) count for
more than their number, and points after the game is lost count for nothing.
"""

from __future__ import annotations

import pytest

from debertz_desktop.ai.game_value import GameOutlook


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
