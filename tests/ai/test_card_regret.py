"""benchmarks/card_regret.py: Hard's cards judged on the real hands (issue 4)."""

from __future__ import annotations

from ai_support import load_benchmark

from debertz_desktop.engine.debertz import preset

card_regret = load_benchmark("card_regret")


def test_hard_mostly_plays_the_best_card_of_the_real_hands():
    decisions = card_regret.play((preset("classic", 2), 3, (0,)))
    assert len(decisions) > 10
    assert all(regret >= 0 for *_, regret in decisions)
    # a card valued with the wrong sign, or of the wrong seat, would rarely be the best
    best = sum(regret < 0.5 for *_, regret in decisions)
    assert best > 0.7 * len(decisions)
    assert {role for role, *_ in decisions} <= {"maker", "defender"}


def test_the_benchmark_prints_regret_by_role_and_cards(capsys):
    assert card_regret.main(["--players", "2", "--games", "1", "--seed", "8"]) == 0
    out = capsys.readouterr().out
    assert "regret" in out and "all" in out and "cards" in out
