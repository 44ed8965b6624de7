"""Solve times of the double-dummy solver on positions from real engine deals.

    python benchmarks/solver.py                 # every configuration, 100 positions each
    python benchmarks/solver.py -n 30 --only 4p-pairs-8 --only 3p-9

Positions come from seeded games: the bidding and the claims are answered with
simple legal choices until the play begins, then random legal cards are played
until each hand holds the wanted number of cards (at a trick boundary).  Each
position is solved twice: the position's value only (``solve``) and the value
of every legal card (``analyse``, what the Hard bot needs).  Nodes are trick
nodes (positions at a trick boundary).  Times are the process's CPU time by
default, so that other jobs on a shared machine disturb them less (``--wall``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from debertz_desktop.ai.position import Position
from debertz_desktop.ai.solver import analyse, solve
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset

# name: (preset, players, teams, cards per hand)
CONFIGS = {
    "2p-9": ("classic", 2, False, 9),
    "2p-6": ("classic", 2, False, 6),
    "2p-4": ("classic", 2, False, 4),
    "3p-9": ("classic", 3, False, 9),
    "3p-6": ("classic", 3, False, 6),
    "4p-pairs-8": ("site", 4, True, 8),
    "4p-pairs-6": ("site", 4, True, 6),
    "4p-pairs-5": ("site", 4, True, 5),
    "4p-solo-8": ("site", 4, False, 8),
    "4p-solo-6": ("site", 4, False, 6),
    "4p-solo-5": ("site", 4, False, 5),
}

_QUIET = (A.Ready, A.PlayOn, A.RefuseConcession)


def play_position(preset_key: str, players: int, teams: bool, size: int, seed: int) -> Position:
    """A position of a seeded game with ``size`` cards in every hand, leader to play."""
    game = Game(preset(preset_key, players=players, teams=teams), seed=seed)
    rng = random.Random(seed)
    while True:
        seat = game.to_act
        assert seat is not None
        deal = game.deal
        if deal.phase is Phase.PLAY and not deal.trick \
                and deal.hands[seat].bit_count() <= size:
            return Position.from_deal(deal)
        actions = game.legal_actions(seat)
        if deal.phase is Phase.PLAY:
            choice = rng.choice([a for a in actions if type(a) is A.PlayCard])
        else:
            quiet = [a for a in actions if isinstance(a, _QUIET)]
            choice = quiet[0] if quiet else actions[0]
        game.apply(seat, choice)


def _ms(seconds: list[float], q: float) -> float:
    ordered = sorted(seconds)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench(name: str, count: int, seed: int, clock: Callable[[], float]) -> None:
    key, players, teams, size = CONFIGS[name]
    value_t: list[float] = []
    all_t: list[float] = []
    nodes = 0
    for i in range(count):
        pos = play_position(key, players, teams, size, seed * 100_000 + i)
        t0 = clock()
        value = solve(pos)
        t1 = clock()
        result = analyse(pos)
        t2 = clock()
        assert result.best == value, (name, i)
        value_t.append(t1 - t0)
        all_t.append(t2 - t1)
        nodes += result.nodes
    print(f"{name:11} n={count:4}  value: median {statistics.median(value_t) * 1000:8.2f} ms"
          f"  p95 {_ms(value_t, 0.95):8.2f}  max {max(value_t) * 1000:8.1f}"
          f" | all cards: median {statistics.median(all_t) * 1000:8.2f} ms"
          f"  p95 {_ms(all_t, 0.95):8.2f}  max {max(all_t) * 1000:8.1f}"
          f" | {nodes / count:9.0f} nodes/pos {nodes / sum(all_t):7.0f} nodes/s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", "--count", type=int, default=100, help="positions per row")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", action="append", choices=sorted(CONFIGS),
                        help="run only these rows (repeatable)")
    parser.add_argument("--wall", action="store_true",
                        help="wall-clock time instead of this process's CPU time")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.process_time
    print(f"{'wall-clock' if args.wall else 'CPU'} time per position; nodes are trick nodes "
          "of the all-cards search")
    for name in args.only or CONFIGS:
        bench(name, args.count, args.seed, clock)


if __name__ == "__main__":
    main()
