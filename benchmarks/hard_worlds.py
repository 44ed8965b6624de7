"""How many worlds Hard solves per card decision, and how long it takes, by cards in hand.

    python benchmarks/hard_worlds.py --players 3 --games 2
    python benchmarks/hard_worlds.py --players 4 --pairs --preset site --games 2

Hard sits in the even seats, Medium in the odd ones; every searched card
decision of Hard is recorded with the cards in its hand, the worlds solved,
whether every world was solved to the end of the deal, and the wall-clock
time.  A row with few worlds, or a time past the budget
(``hard.DEFAULT_BUDGET``), shows where ``world_solving.search_plan`` asks too
much of one world: the averages over a handful of worlds are too noisy to
choose a card by.
Times are for one search process (``workers=1``), as in the tournament.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from debertz_desktop.ai.hard import HardBot
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.ai.world_solving import search_plan
from debertz_desktop.engine.debertz import Game, preset


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--pairs", action="store_true")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=900)
    args = parser.parse_args(argv)
    rules = preset(args.preset, args.players, args.pairs)
    rows: dict[int, list[tuple[int, bool, float]]] = defaultdict(list)
    for g in range(args.games):
        game = Game(rules, args.seed + g)
        bots = [HardBot(s, workers=1) if s % 2 == 0 else MediumBot(s)
                for s in range(rules.players)]
        while not game.is_over:
            seat = game.to_act
            view = game.view(seat)
            bot = bots[seat]
            if isinstance(bot, HardBot):
                start = time.perf_counter()
                action, evaluation = bot.decide(view)
                if evaluation is not None and evaluation.worlds:
                    rows[len(view.hand)].append((evaluation.worlds, evaluation.exact,
                                                 time.perf_counter() - start))
            else:
                action = bot.choose(view)
            game.apply(seat, action)
    seating = f"{args.players} players" + (" in pairs" if args.pairs else "")
    print(f"Hard's searched card decisions: preset {args.preset}, {seating}, "
          f"{args.games} games")
    for cards in sorted(rows, reverse=True):
        found = rows[cards]
        worlds = [w for w, _, _ in found]
        times = sorted(t for _, _, t in found)
        depth, _ = search_plan(rules.players, cards)[0]
        plan = "exact" if depth is None else f"depth {depth}"
        print(f"{cards} cards ({plan:>7}): {len(found):3} decisions, worlds median "
              f"{statistics.median(worlds):4.0f} (min {min(worlds):2}), exact "
              f"{sum(e for _, e, _ in found):3}, time median "
              f"{1e3 * statistics.median(times):5.0f} ms, "
              f"p95 {1e3 * times[int(0.95 * (len(times) - 1))]:5.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
