"""The PIMC-20 yardstick of issue 31 (``benchmarks/pimc.py``) and the scripts that use it.

The benchmark player must be a fixed measure: the same seed and view give the
same decision, it plays only legal actions, and like every bot it decides on
its seat's view alone.  The match and the seer-loss scripts print the figures
the results file quotes.
"""

from __future__ import annotations

import random

import pytest
from ai_support import load_benchmark, play_game
from test_bots_information import swapped_views

from debertz_desktop.engine.debertz import Game, PlayCard, preset
from debertz_desktop.engine.debertz.deal import Phase

pimc = load_benchmark("pimc")
pimc_match = load_benchmark("pimc_match")
seer_loss = load_benchmark("seer_loss")


@pytest.mark.parametrize("players", [2, 3])
def test_the_benchmark_player_is_deterministic_for_a_seed(players):
    rules = preset("classic", players)
    histories = []
    for _ in range(2):
        game = Game(rules, seed=8)
        bots = [pimc.PimcBot(s, worlds=4) for s in range(players)]
        play_game(game, bots, max_actions=70)  # every action is asserted legal
        histories.append([(s, str(a)) for s, a in game.history])
    assert histories[0] == histories[1]
    assert any(isinstance(a, PlayCard) for _, a in game.history)


def test_the_benchmark_player_decides_on_its_view_alone():
    rules = preset("classic", 2)
    compared = 0
    for view, view2 in swapped_views(rules, range(3), random.Random(31), per_position=2):
        assert pimc.PimcBot(5, worlds=3).choose(view) == pimc.PimcBot(5, worlds=3).choose(view2)
        compared += 1
    assert compared


def test_pimc_values_average_every_legal_card():
    rules = preset("classic", 2)
    game = Game(rules, seed=3)
    bots = [pimc.PimcBot(s, worlds=2) for s in range(2)]
    while not (game.phase is Phase.PLAY and game.view(game.to_act).trick):
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    view = game.view(game.to_act)
    values = pimc.pimc_values(view, 3, random.Random(1))
    legal = {a.card.index for a in view.legal_actions if type(a) is PlayCard}
    assert set(values) == legal
    # 2 players, zero-sum: a margin never exceeds the points in play (RULES §1)
    assert all(abs(v) <= 162 for v in values.values())


def test_a_spec_names_a_bot_and_its_options():
    assert pimc_match.parse_spec("hard:max_worlds=80,evidence=none") == (
        "hard", {"max_worlds": 80, "evidence": "none"})
    assert pimc_match.parse_spec("pimc") == ("pimc", {})
    with pytest.raises(ValueError, match="unknown bot"):
        pimc_match.parse_spec("grandmaster")


def test_a_small_match_prints_wins_points_and_times(capsys):
    assert pimc_match.main(["--a", "medium", "--b", "pimc:worlds=2", "--games", "2",
                            "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2 games (1 duplicate sets × 2)" in out
    assert "games won by A:" in out and "written points per deal" in out
    assert "time per card with a choice, B = pimc:worlds=2" in out


def test_seer_loss_judges_leads_replies_and_bids(capsys, monkeypatch):
    monkeypatch.setattr(seer_loss, "GENERATOR", "pimc:worlds=2")
    assert seer_loss.main(["--games", "1", "--bot", "medium", "--bot", "pimc:worlds=2"]) == 0
    out = capsys.readouterr().out
    for line in ("medium:", "pimc:worlds=2:", "  lead ", "  reply ", "  bid "):
        assert line in out


def test_the_seer_plays_the_best_card_of_the_real_hands():
    """The ceiling of card play (a diagnostic that cheats): every card it plays is worth the
    best exact margin on the real hands (RULES §1, §8), as ``seer_loss`` values them."""
    rules = preset("classic", 2)
    game = Game(rules, seed=12)
    seer, other = pimc.SeerBot(0), pimc.PimcBot(1, worlds=2)
    seer.watch(game)
    judged = 0
    while not game.is_over and judged < 12:
        seat = game.to_act
        view = game.view(seat)
        bot = seer if seat == 0 else other
        action = bot.choose(view)
        cards = {a.card.index for a in view.legal_actions if type(a) is PlayCard}
        if seat == 0 and type(action) is PlayCard and len(cards) > 1:
            values = seer_loss.seer_cards(game, view)
            best = max(margin for margin, _ in values.values())
            assert values[action.card.index][0] == best
            judged += 1
        game.apply(seat, action)
    assert judged


def test_a_match_can_seat_the_seer(capsys):
    assert pimc_match.main(["--a", "seer", "--b", "pimc:worlds=2", "--games", "2",
                            "--quiet"]) == 0
    assert "seer (A) vs pimc:worlds=2 (B)" in capsys.readouterr().out


def test_a_run_paired_with_itself_differs_by_nothing(tmp_path, capsys):
    """--save then --against: the same bots on the same seeds play the same games."""
    saved = tmp_path / "run.json"
    args = ["--a", "medium", "--b", "pimc:worlds=2", "--games", "4", "--quiet"]
    assert pimc_match.main([*args, "--save", str(saved)]) == 0
    assert pimc_match.main([*args, "--against", str(saved)]) == 0
    out = capsys.readouterr().out
    assert ("paired with the saved run (4 games in common): games won (head to head with 3 "
            "players) +0.0% ± 0.0%, written points per deal +0.0 ± 0.0") in out


def test_two_saved_runs_pair_as_the_second_did_against_the_first(tmp_path, capsys):
    """--pair NEW OLD prints, without playing, what NEW printed when played --against OLD."""
    first, second = tmp_path / "easy.json", tmp_path / "medium.json"
    args = ["--b", "pimc:worlds=2", "--players", "3", "--games", "6", "--quiet"]
    assert pimc_match.main(["--a", "easy", *args, "--save", str(first)]) == 0
    assert pimc_match.main(["--a", "medium", *args, "--save", str(second),
                            "--against", str(first)]) == 0
    played = capsys.readouterr().out.strip().splitlines()[-1]
    assert played.startswith("paired with the saved run (6 games in common)")
    assert "+0.0% ± 0.0%" not in played  # Medium and Easy differ: the order of the two counts
    assert pimc_match.main(["--pair", str(second), str(first)]) == 0
    assert capsys.readouterr().out.strip() == played
