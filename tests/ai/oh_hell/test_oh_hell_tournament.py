"""benchmarks/tournament.py --game oh-hell and benchmarks/engine.py's Oh Hell rows (issue 29)."""

from __future__ import annotations

from oh_hell_ai_support import load_benchmark

from debertz_desktop.engine.oh_hell import OhHellRules

tournament = load_benchmark("tournament")
engine = load_benchmark("engine")


def test_each_level_holds_every_seat_equally_often():
    for players in range(3, 8):
        rotations = tournament.oh_hell_seatings(players)
        assert len(rotations) == 2 * players
        for seat in range(players):
            assert 2 * sum(r[seat] for r in rotations) == len(rotations)


def test_a_short_match_prints_points_bids_made_and_times(capsys):
    assert tournament.main(["--game", "oh-hell", "--a", "medium", "--b", "easy",
                            "--players", "3", "--games", "6", "--deals", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "6 games (1 duplicate sets × 6)" in out and "3 deals (shortened)" in out
    assert "points per game" in out and "bids made" in out
    assert "A minus B:" in out
    assert "decision time   medium" in out and "decision time     easy" in out


def test_an_unknown_oh_hell_level_is_refused(capsys):
    import pytest

    with pytest.raises(SystemExit):
        tournament.main(["--game", "oh-hell", "--a", "grandmaster", "--b", "easy"])


def test_the_engine_benchmark_plays_oh_hell_games():
    run = engine.play_for(OhHellRules(players=7), 0.05, seed=1)
    assert run.deals >= 7 and run.steps > run.deals
