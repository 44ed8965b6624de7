"""How long max^n takes on one 3-player world, by cards in hand, beside the paranoid search.

    python benchmarks/maxn_times.py -n 40
    python benchmarks/maxn_times.py -n 10 --sizes 8 9

Positions come from ``benchmarks/solver.py``'s generator (seeded 3-player Classic
games, random cards until the hands hold the wanted number, the leader to play).
Each is searched for every legal card by max^n (``ai/maxn.py``, to the end, no
node limit) and exactly by the paranoid search (``solver.analyse``); the rows
give CPU time per position (max^n: median, p95, max; the paranoid search:
median), max^n's trick nodes, and how often no card is best by both (max^n:
most of the seat's own points; paranoid: the best margin against the two
others together).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from solver import play_position  # the sibling benchmark script

from debertz_desktop.ai.maxn import maxn_values
from debertz_desktop.ai.solver import analyse, root_cards


def _ms(seconds: list[float], q: float) -> float:
    ordered = sorted(seconds)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _best(values: dict[int, int]) -> set[int]:
    top = max(values.values())
    return {c for c, v in values.items() if v == top}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", "--count", type=int, default=40, help="positions per size")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--sizes", type=int, nargs="+", default=[5, 6, 7, 8],
                        help="cards in every hand")
    args = parser.parse_args()
    clock = time.process_time
    print("CPU time per position (every legal card searched); max^n's trick nodes")
    for size in args.sizes:
        times: list[float] = []
        paranoid: list[float] = []
        nodes: list[int] = []
        differ = 0
        for i in range(args.count):
            pos = play_position("classic", 3, False, size, args.seed * 100_000 + i)
            rep = root_cards(pos)
            t0 = clock()
            found = maxn_values(pos, sorted(set(rep.values())))
            t1 = clock()
            exact = analyse(pos).values
            t2 = clock()
            times.append(t1 - t0)
            paranoid.append(t2 - t1)
            nodes.append(found.nodes)
            own = {c: found.points[r][pos.to_act] for c, r in rep.items()}
            if not _best(own) & _best(exact):
                differ += 1
        print(f"{size} cards n={args.count:3}  max^n: median {statistics.median(times) * 1000:7.1f}"
              f" ms  p95 {_ms(times, 0.95):7.1f}  max {max(times) * 1000:7.1f}"
              f"  nodes median {statistics.median(nodes):8.0f} max {max(nodes):8d}"
              f" | paranoid: median {statistics.median(paranoid) * 1000:6.1f} ms"
              f" | another card: {differ}/{args.count}", flush=True)


if __name__ == "__main__":
    main()
