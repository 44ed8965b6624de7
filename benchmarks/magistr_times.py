"""Hard's thinking time for Magistr (issue 30): per decision, at 2, 3 and 4 players.

Medium plays whole deals of the preset ``magistr``; at every decision of the
seat under test Hard is asked too (its answer is timed, Medium's is played, so
every table size sees the same kind of positions).  Prints the median, p95 and
maximum over all decisions and over those with a choice (two or more legal
cards), CPU time of this process per decision (median, p95: what a busy machine
cannot inflate), and how many were searched exactly to the end of the deal.

    python benchmarks/magistr_times.py                  # 2 games' worth of deals per table
    python benchmarks/magistr_times.py --deals 24 --players 4
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import percentile  # the sibling benchmark script

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.magistr.hard import MagistrHardBot
from debertz_desktop.engine.magistr import PRESETS, MagistrGame
from debertz_desktop.engine.phase import Phase


def measure(players: int, deals: int, seed: int) -> dict[str, list[float]]:
    """Hard's wall and CPU times at every decision of seat 0 over ``deals`` deals."""
    rules = PRESETS["magistr"].rules(players)
    out: dict[str, list[float]] = {"all": [], "choice": [], "cpu": [], "exact": []}
    game_seed = seed
    played = 0
    while played < deals:
        game = MagistrGame(rules, game_seed)
        game_seed += 1
        medium = [make_bot("medium", game_seed * 10 + s, game="magistr") for s in range(players)]
        hard = MagistrHardBot(game_seed)
        while not game.is_over and played < deals:
            seat = game.to_act
            view = game.view(seat)
            if seat == 0 and view.phase is not Phase.CHOOSING_TRUMPS:
                cpu, start = time.process_time(), time.perf_counter()
                if len(view.legal_actions) > 1:
                    evaluation = hard.evaluate(view)
                    out["exact"].append(float(evaluation.exact))
                else:
                    hard.choose(view)
                elapsed = time.perf_counter() - start
                out["all"].append(elapsed)
                out["cpu"].append(time.process_time() - cpu)
                if len(view.legal_actions) > 1:
                    out["choice"].append(elapsed)
            rows = len(game.rows)
            game.apply(seat, medium[seat].choose(view))
            played += len(game.rows) - rows
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--deals", type=int, default=48, help="deals per table size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print("Hard (default plan) on positions of Medium's games, preset magistr; seat 0's "
          "decisions; times in ms\n")
    header = (f"{'table':<10} {'decisions':>9} {'median':>8} {'p95':>8} {'max':>8}   "
              f"{'choices':>7} {'median':>8} {'p95':>8} {'max':>8}   {'CPU med':>8} {'CPU p95':>8} "
              f"{'exact':>6}")
    print(header)
    print("-" * len(header))
    for players in args.players:
        t = measure(players, args.deals, args.seed)
        ms = [1e3 * x for x in t["all"]]
        choice = [1e3 * x for x in t["choice"]]
        cpu = [1e3 * x for x in t["cpu"]]
        exact = statistics.fmean(t["exact"]) if t["exact"] else 0.0
        print(f"{f'{players} players':<10} {len(ms):>9} {percentile(ms, .5):>8.1f} "
              f"{percentile(ms, .95):>8.1f} {max(ms):>8.1f}   {len(choice):>7} "
              f"{percentile(choice, .5):>8.1f} {percentile(choice, .95):>8.1f} "
              f"{max(choice):>8.1f}   {percentile(cpu, .5):>8.1f} {percentile(cpu, .95):>8.1f} "
              f"{100 * exact:>5.0f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
