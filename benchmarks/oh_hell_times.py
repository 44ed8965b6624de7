"""Hard's thinking time per decision in Oh Hell (issue 29: at most 1 s median at 7 players).

    python benchmarks/oh_hell_times.py                    # 3, 5 and 7 players, 2 games each
    python benchmarks/oh_hell_times.py --players 7 --games 4
    python benchmarks/oh_hell_times.py --python           # without the compiled search

Hard sits in one seat of whole games of the seed's rules (``chert_poberi``),
Medium in the others (the seat moves round from game to game), and every
decision Hard has to make with more than one legal action is timed, on one
core of this process (Hard's effort is a fixed number of worlds, so the time
only depends on the machine and its load).  Printed per table: median, p95
and maximum for bids, cards and all decisions, the decisions in the deal with
the largest hands, and the CPU share the process got (below 90%: the machine
was busy, the wall-clock figures are high).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import percentile  # the sibling benchmark script

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.oh_hell import search
from debertz_desktop.engine.oh_hell import OhHellGame, OhHellRules
from debertz_desktop.engine.phase import Phase


def measure(players: int, games: int, seed: int) -> dict[str, list[float]]:
    """Seconds per decision of Hard, by kind (``bid``, ``card``, ``largest``: in the deals
    with the largest hand) and the CPU share (``cpu``)."""
    rules = OhHellRules(players=players)
    out: dict[str, list[float]] = {"bid": [], "card": [], "largest": [], "cpu": []}
    for g in range(games):
        game = OhHellGame(rules, seed=seed + g)
        hard_seat = g % players
        bots = [make_bot("hard" if s == hard_seat else "medium", seed * 10 + s, game="oh_hell")
                for s in range(players)]
        wall = cpu = 0.0
        while not game.is_over:
            seat = game.to_act
            view = game.view(seat)
            if seat != hard_seat or len(view.legal_actions) == 1:
                game.apply(seat, bots[seat].choose(view))
                continue
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(view)
            elapsed = time.perf_counter() - start
            wall += elapsed
            cpu += time.process_time() - start_cpu
            out["bid" if view.phase is Phase.BIDDING else "card"].append(elapsed)
            if view.cards_per_player == rules.max_hand:
                out["largest"].append(elapsed)
            game.apply(seat, action)
        out["cpu"].append(cpu / wall if wall else 1.0)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="*", default=[3, 5, 7])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--python", action="store_true",
                        help="search in pure Python, as where the compiled search is not built")
    args = parser.parse_args(argv)
    if args.python:
        from debertz_desktop.ai.oh_hell import hard

        search._native = None
        search.NATIVE = False
        hard.NATIVE = False  # the bots choose their plan by it
    print(f"Hard's thinking time per decision with a choice (seconds); compiled search: "
          f"{'yes' if search.NATIVE else 'no'}")
    for players in args.players:
        times = measure(players, args.games, args.seed)
        every = times["bid"] + times["card"]
        print(f"{players} players, {args.games} games, {len(every)} decisions, CPU share "
              f"{100 * statistics.fmean(times['cpu']):.0f}%")
        for label in ("bid", "card", "largest"):
            values = times[label]
            print(f"  {label:>8}: median {percentile(values, 0.5):.3f}, p95 "
                  f"{percentile(values, 0.95):.3f}, max {max(values, default=float('nan')):.3f}"
                  f" ({len(values)})")
        print(f"  {'all':>8}: median {percentile(every, 0.5):.3f}, p95 "
              f"{percentile(every, 0.95):.3f}, max {max(every, default=float('nan')):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
