"""benchmarks for Magistr's bots: the tournament's fair seatings and report, the trump
measurement's fair assignments (issue 30)."""

from __future__ import annotations

import pytest
from magistr_ai_support import load_benchmark

from debertz_desktop.engine.pack import Suit

tournament = load_benchmark("tournament")
magistr_tournament = load_benchmark("magistr_tournament")
trumps = load_benchmark("magistr_trumps")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_both_levels_hold_every_seat_equally_often(players):
    rotations = magistr_tournament.seatings(players)
    for seat in range(players):
        assert 2 * sum(r[seat] for r in rotations) == len(rotations)


def test_a_small_magistr_match_prints_points_and_times(capsys):
    assert tournament.main(["--game", "magistr", "--a", "medium", "--b", "easy", "--games", "2",
                            "--players", "2", "--seed", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2 games of 24 deals (1 duplicate sets × 2)" in out
    assert "points per game" in out and "A minus B:" in out
    assert "decision time   medium" in out and "decision time     easy" in out


def test_an_unknown_magistr_preset_is_refused_with_its_name(capsys):
    with pytest.raises(SystemExit):
        tournament.main(["--game", "magistr", "--preset", "nonsense", "--games", "1"])
    assert "nonsense" in capsys.readouterr().err


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_trump_measurement_puts_each_suit_in_each_seat(players):
    seen: dict[Suit, set[int]] = {}
    for seed in range(12):
        games = trumps.assignments(players, seed)
        assert len(games) == players
        for trumps_of_game in games:
            assert len(set(trumps_of_game)) == players
            for seat, suit in enumerate(trumps_of_game):
                seen.setdefault(suit, set()).add(seat)
    assert set(seen) == set(Suit) and all(seats == set(range(players)) for seats in seen.values())
