"""How long the deal review takes for a whole deal (issue 31: ≤ 2 s median with 2 players).

    python benchmarks/review_times.py                      # 2, 3 players, pairs, 4 solo
    python benchmarks/review_times.py --tables 2 --deals 20

Games of Medium players are dealt from fixed seeds; each played deal is
reviewed for seat 0 as the window does it (every decision valued exactly and
by Hard's estimate from the seat's view), one thread, one process.  Printed
per table: the median, the 90th percentile and the longest time per deal,
and the same for the exact part alone (``--exact-only`` times only that).
The machine's load average is printed first: on a shared machine the figures
are only as good as the load is low.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.review import review_deal
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.record import GameRecord

TABLES = {
    "2": ("classic", 2, False),
    "3": ("classic", 3, False),
    "pairs": ("site", 4, True),
    "4": ("site", 4, False),
}


def played_deals(rules, seed: int, wanted: int) -> list[tuple[GameRecord, int]]:
    """``wanted`` played (not void) deals from Medium games dealt from ``seed`` on."""
    out: list[tuple[GameRecord, int]] = []
    while len(out) < wanted:
        game = Game(rules, seed=seed)
        bots = [make_bot("medium", seed + s) for s in range(rules.players)]
        while not game.is_over and len(game.rows) < 6:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        record = GameRecord.of(game)
        out.extend((record, row.number) for row in game.rows if row.kind.value == "played")
        seed += 1
    return out[:wanted]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", nargs="*", default=list(TABLES), choices=list(TABLES))
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--exact-only", action="store_true")
    args = parser.parse_args(argv)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}, "
          f"{os.cpu_count()} cores")
    for key in args.tables:
        name, players, pairs = TABLES[key]
        rules = preset(name, players, pairs or None) if players == 4 else preset(name, players)
        whole, exact_only = [], []
        for record, number in played_deals(rules, args.seed, args.deals):
            start = time.perf_counter()
            review_deal(record, number, 0, with_knowable=False)
            exact_only.append(time.perf_counter() - start)
            if not args.exact_only:
                start = time.perf_counter()
                review_deal(record, number, 0)
                whole.append(time.perf_counter() - start)
        label = f"{name}, {players} players" + (" in pairs" if pairs else "")
        for what, times in (("whole review", whole), ("exact part", exact_only)):
            if times:
                times.sort()
                p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
                print(f"{label:28} {what:13} {len(times):3} deals: median "
                      f"{statistics.median(times):.2f} s, p90 {p90:.2f} s, "
                      f"max {times[-1]:.2f} s")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
