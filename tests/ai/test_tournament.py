"""benchmarks/tournament.py: fair duplicate seatings; a match prints its figures (issue 4)."""

from __future__ import annotations

import pytest
from ai_support import load_benchmark

from debertz_desktop.engine.debertz import preset

tournament = load_benchmark("tournament")


@pytest.mark.parametrize(("players", "pairs"), [(2, False), (3, False), (4, False), (4, True)])
def test_both_levels_hold_every_seat_equally_often(players, pairs):
    # duplicate deals: over one set the luck of every seat's cards goes to both levels alike
    rotations = tournament.seatings(preset("site" if players == 4 else "classic", players, pairs))
    for seat in range(players):
        a_count = sum(r[seat] for r in rotations)
        assert 2 * a_count == len(rotations)
    if pairs:
        assert all(r[0] == r[2] and r[1] == r[3] for r in rotations)  # partners are one level


def test_ahead_ranks_the_winner_first_then_the_totals():
    assert tournament.ahead(0, [400, 520, 0], 0, 1) == 1.0
    assert tournament.ahead(1, [400, 520, 0], 0, 1) == 0.0
    assert tournament.ahead(2, [300, 200, 510], 0, 1) == 1.0
    assert tournament.ahead(2, [300, 300, 510], 0, 1) == 0.5


def test_a_small_match_prints_wins_points_and_times(capsys):
    assert tournament.main(["--a", "medium", "--b", "easy", "--games", "6", "--players", "3",
                            "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "6 games (1 duplicate sets × 6)" in out
    assert "A alone:" in out and "B alone:" in out and "head to head:" in out
    assert "points per deal, A minus B" in out
    assert "decision time   medium" in out and "decision time     easy" in out
