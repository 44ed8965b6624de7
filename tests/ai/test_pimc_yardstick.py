"""The PIMC-20 yardstick of issue 31 (``benchmarks/pimc.py``) and the scripts that use it.

The benchmark player must be a fixed measure: the same seed and view give the
same decision, it plays only legal actions, and like every bot it decides on
its seat's view alone.  The match and the seer-loss scripts print the figures
the results file quotes.
"""

from __future__ import annotations

import json
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


def test_two_saved_runs_pair_new_minus_old_per_duplicate_set(tmp_path, capsys):
    """--pair NEW OLD, without playing: per game NEW minus OLD, averaged within each duplicate
    set, then over the sets; games missing from either run, or without a deal, are left out."""
    def game(seed, rotation, won, per_deal):
        return {"seed": seed, "rotation": rotation, "a_won": won > 1, "pairings_won": won,
                "pairings": 2, "per_deal": per_deal}

    new = [game(1, 0, 2, 10.0), game(1, 1, 1, 4.0), game(2, 0, 0, 3.0),
           game(2, 1, 2, 9.0), game(3, 0, 2, 5.0)]  # seed 3: not in the old run
    old = [game(1, 0, 1, 2.0), game(1, 1, 1, 4.0), game(2, 0, 1, 1.0),
           game(2, 1, 0, None)]  # no deal played: left out
    new_file, old_file = tmp_path / "new.json", tmp_path / "old.json"
    new_file.write_text(json.dumps(new), encoding="utf-8")
    old_file.write_text(json.dumps(old), encoding="utf-8")
    # set 1: head to head +1/2 and 0, points +8 and 0; set 2: -1/2, +2
    assert pimc_match.main(["--pair", str(new_file), str(old_file)]) == 0
    assert capsys.readouterr().out.strip() == (
        "paired with the saved run (3 games in common): games won (head to head with 3 "
        "players) -12.5% ± 73.5%, written points per deal +3.0 ± 2.0")
    assert pimc_match.main(["--pair", str(old_file), str(new_file)]) == 0
    assert "+12.5% ± 73.5%, written points per deal -3.0 ± 2.0" in capsys.readouterr().out


def test_a_run_stopped_early_keeps_the_games_it_finished(tmp_path, monkeypatch, capsys):
    """--save writes after every game: a run stopped after its second game (Ctrl+C, the end
    of a session) leaves a file with those two, which pairs like any saved run; --resume
    then plays only the rest."""
    saved = tmp_path / "run.json"
    real = pimc_match.each_result

    def stopped_after_two(run, tasks, jobs=1, **kw):
        for done, result in enumerate(real(run, tasks, jobs, **kw), start=1):
            yield result
            if done == 2:
                raise KeyboardInterrupt

    monkeypatch.setattr(pimc_match, "each_result", stopped_after_two)
    with pytest.raises(KeyboardInterrupt):
        pimc_match.main(["--a", "medium", "--b", "pimc:worlds=2", "--players", "3",
                         "--games", "6", "--quiet", "--save", str(saved)])
    kept = json.loads(saved.read_text(encoding="utf-8"))
    assert [(g["seed"], g["rotation"]) for g in kept] == [(1, 0), (1, 1)]
    assert not (tmp_path / "run.json.tmp").exists()
    assert pimc_match.main(["--pair", str(saved), str(saved)]) == 0
    assert "(2 games in common)" in capsys.readouterr().out
    # --resume plays the other four and keeps all six; then nothing is left to play
    monkeypatch.setattr(pimc_match, "each_result", real)
    args = ["--a", "medium", "--b", "pimc:worlds=2", "--players", "3", "--games", "6",
            "--quiet", "--save", str(saved), "--resume"]
    assert pimc_match.main(args) == 0
    out = capsys.readouterr().out
    assert ", 4 games (1 duplicate sets × 6)" in out and "the 2 games kept" in out
    kept = json.loads(saved.read_text(encoding="utf-8"))
    assert sorted((g["seed"], g["rotation"]) for g in kept) == [(1, r) for r in range(6)]
    assert pimc_match.main(args) == 0
    assert "every game was in" in capsys.readouterr().out


def test_a_run_saved_in_parts_pairs_as_one(tmp_path, capsys):
    """--pair and --against take several files separated by commas as one run: the parts of
    a long run played with --seed, or a stopped run and its rest."""
    def game(seed, rotation, won, per_deal):
        return {"seed": seed, "rotation": rotation, "a_won": won > 1, "pairings_won": won,
                "pairings": 2, "per_deal": per_deal}

    new = [game(1, 0, 2, 10.0), game(1, 1, 1, 4.0), game(2, 0, 0, 3.0), game(2, 1, 2, 9.0)]
    old = [game(1, 0, 1, 2.0), game(1, 1, 1, 4.0), game(2, 0, 1, 1.0), game(2, 1, 1, 5.0)]
    files = {}
    for name, games in (("new1", new[:2]), ("new2", new[2:]), ("old", old),
                        ("new", new)):
        files[name] = tmp_path / f"{name}.json"
        files[name].write_text(json.dumps(games), encoding="utf-8")
    assert pimc_match.main(["--pair", f"{files['new1']},{files['new2']}",
                            str(files["old"])]) == 0
    in_parts = capsys.readouterr().out
    assert pimc_match.main(["--pair", str(files["new"]), str(files["old"])]) == 0
    assert in_parts == capsys.readouterr().out
    assert "(4 games in common)" in in_parts
