"""How good Hard's depth-limited search is: its card against the exact best, on dealt positions.

    python benchmarks/search_quality.py --only 3p-9 -n 60 --plan 2:25000 --plan 3:60000
    python benchmarks/search_quality.py --only 4p-pairs-8 -n 50 --plan 3:60000 --leaf both

Positions come from ``benchmarks/solver.py``'s generator (seeded games, random
cards until the hands hold the wanted number).  Each is solved exactly with
every hand open (``analyse``), then with each plan ``depth:max_nodes`` (depth
``none`` for exact); the plan's card is scored by its *exact* value: how often
it is an optimal card, and the mean points lost against the best card.  Times
are CPU time per position.  Exact solves of whole 3- and 4-player deals take
seconds each, so keep ``-n`` small there.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from solver import CONFIGS, play_position  # the sibling benchmark script

from debertz_desktop.ai import solver
from debertz_desktop.ai.solver import analyse


def parse_plan(text: str) -> tuple[int | None, int | None]:
    depth, _, nodes = text.partition(":")
    return (None if depth == "none" else int(depth)), (int(nodes) if nodes else None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", "--count", type=int, default=40, help="positions per row")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--only", action="append", choices=sorted(CONFIGS),
                        help="configurations (repeatable; default 3p-9 and 4p-pairs-8)")
    parser.add_argument("--plan", action="append", type=parse_plan,
                        help="depth:max_nodes to judge (repeatable; default 2:25000 3:60000)")
    parser.add_argument("--leaf", choices=["fitted", "old", "both"], default="both",
                        help="the estimate beyond the depth: fitted (leaf_estimate.py), the "
                             "older proportional split, or both side by side")
    args = parser.parse_args()
    leaves = ["fitted", "old"] if args.leaf == "both" else [args.leaf]
    plans = args.plan or [(2, 25_000), (3, 60_000)]
    for name in args.only or ["3p-9", "4p-pairs-8"]:
        key, players, teams, size = CONFIGS[name]
        positions = []
        for i in range(args.count):
            pos = play_position(key, players, teams, size, args.seed * 100_000 + i)
            exact = analyse(pos).values
            if len(exact) > 1:
                positions.append((pos, exact))
        for (depth, nodes), leaf in ((plan, leaf) for plan in plans for leaf in leaves):
            solver.FITTED_LEAF = leaf == "fitted"
            losses, times = [], []
            for pos, exact in positions:
                start = time.process_time()
                values = analyse(pos, depth=depth, max_nodes=nodes).values
                times.append(time.process_time() - start)
                top = max(values.values())
                best = max(exact.values())
                losses.append(statistics.fmean(best - exact[c]
                                               for c, v in values.items() if v == top))
            optimal = sum(loss == 0 for loss in losses)
            print(f"{name:11} depth {depth!s:>4} max_nodes {nodes!s:>7} leaf {leaf:6}: optimal "
                  f"card {optimal}/{len(losses)}, mean loss {statistics.fmean(losses):5.2f} "
                  f"points, median {1e3 * statistics.median(times):7.1f} ms", flush=True)
        solver.FITTED_LEAF = True

if __name__ == "__main__":
    main()
