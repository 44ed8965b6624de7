"""Speed of the rules engine: random full deals per second through the public protocol.

    python benchmarks/engine.py              # the table (about 2 s per run, 5 runs each)
    python benchmarks/engine.py --profile    # plus cProfile of the 2-player loop

Each run plays whole games of the Site preset, choosing every action at random
among ``game.legal_actions(seat)`` with a seeded ``random.Random`` and calling
``game.apply``; a new game starts when one ends.  Every finished deal counts
(void deals too).  The figures are medians of the runs, on one core.

Oh Hell (issue 29) is measured the same way in the same run, whole games of
the seed's rules (``chert_poberi``: deals of 1, 2, … up to the table's largest
hand) at 4 and 7 players, against the aim of at least Debertz's 2-player rate.

Magistr (issue 30) is measured the same way after it (``magistr_table``):
whole games of 24 deals of the seed's rules (preset ``magistr``, own trumps
named at random) at 2, 3 and 4 players.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from debertz_desktop.engine.debertz import Game, RuleSet, preset
from debertz_desktop.engine.magistr import PRESETS as MAGISTR_PRESETS
from debertz_desktop.engine.magistr import MagistrGame, MagistrRules
from debertz_desktop.engine.oh_hell import OhHellGame, OhHellRules

TARGET_2P = 5_000  # random 2-player deals per second
SEATINGS = (("2 players", 2, False), ("3 players", 3, False), ("4 pairs", 4, True),
            ("4 solo", 4, False))
#: Oh Hell tables measured (players), with the seed's rules.
OH_HELL_TABLES = (4, 7)


@dataclass
class Run:
    deals: int
    steps: int
    #: Wall-clock seconds (``time.perf_counter``).
    seconds: float
    #: CPU seconds of this process (``time.process_time``): what a busy machine cannot steal.
    cpu: float

    @property
    def deals_per_second(self) -> float:
        return self.deals / self.seconds

    @property
    def deals_per_cpu_second(self) -> float:
        return self.deals / self.cpu

    @property
    def us_per_step(self) -> float:
        return self.seconds / self.steps * 1e6

    @property
    def cpu_us_per_step(self) -> float:
        return self.cpu / self.steps * 1e6


def play_for(rules: RuleSet | OhHellRules, seconds: float, seed: int) -> Run:
    """Play random games for about ``seconds``; count finished deals and protocol steps."""
    new_game = OhHellGame if isinstance(rules, OhHellRules) else Game
    rng = random.Random(seed)
    choice = rng.choice
    clock = time.perf_counter
    deals = steps = 0
    game_seed = seed * 100_000
    cpu_start = time.process_time()
    start = clock()
    deadline = start + seconds
    while True:
        game = new_game(rules, game_seed)
        game_seed += 1
        while not game.is_over:
            seat = game.to_act
            game.apply(seat, choice(game.legal_actions(seat)))
            steps += 1
        deals += len(game.rows)
        if clock() >= deadline:
            return Run(deals, steps, clock() - start, time.process_time() - cpu_start)


def measure(rules: RuleSet | OhHellRules, runs: int, seconds: float) -> list[Run]:
    play_for(rules, min(0.2, seconds), seed=999)  # warm up
    return [play_for(rules, seconds, seed=k) for k in range(runs)]


# -- Magistr (issue 30) -------------------------------------------------------------------------

MAGISTR_TABLES = (2, 3, 4)


def play_magistr_for(rules: MagistrRules, seconds: float, seed: int) -> Run:
    """As ``play_for``, for random games of Magistr (trumps named at random too)."""
    rng = random.Random(seed)
    choice = rng.choice
    clock = time.perf_counter
    deals = steps = 0
    game_seed = seed * 100_000
    cpu_start = time.process_time()
    start = clock()
    deadline = start + seconds
    while True:
        game = MagistrGame(rules, game_seed)
        game_seed += 1
        while not game.is_over:
            seat = game.to_act
            game.apply(seat, choice(game.legal_actions(seat)))
            steps += 1
        deals += len(game.rows)
        if clock() >= deadline:
            return Run(deals, steps, clock() - start, time.process_time() - cpu_start)


def magistr_table(runs: int, seconds: float) -> bool:
    """Print Magistr's rows (same columns as the Debertz table); whether the process was
    short of a core."""
    print(f"\nMagistr: preset magistr, random legal actions; median of {runs} runs of "
          f"~{seconds:g} s each\n")
    header = (f"{'seating':<10} {'deals/s':>9} {'(min-max)':>15} {'us/step':>8} "
              f"{'steps/deal':>11}   {'CPU deals/s':>11} {'CPU us/step':>11}")
    print(header)
    print("-" * len(header))
    busy = False
    for players in MAGISTR_TABLES:
        rules = MAGISTR_PRESETS["magistr"].rules(players)
        play_magistr_for(rules, min(0.2, seconds), seed=999)  # warm up
        measured = [play_magistr_for(rules, seconds, seed=k) for k in range(runs)]
        rates = [r.deals_per_second for r in measured]
        rate = statistics.median(rates)
        cpu_rate = statistics.median(r.deals_per_cpu_second for r in measured)
        step_us = statistics.median(r.us_per_step for r in measured)
        cpu_step_us = statistics.median(r.cpu_us_per_step for r in measured)
        per_deal = sum(r.steps for r in measured) / sum(r.deals for r in measured)
        spread = f"({min(rates):,.0f}-{max(rates):,.0f})"
        print(f"{f'{players} players':<10} {rate:>9,.0f} {spread:>15} {step_us:>8.2f} "
              f"{per_deal:>11.1f}   {cpu_rate:>11,.0f} {cpu_step_us:>11.2f}")
        busy = busy or any(r.cpu < 0.9 * r.seconds for r in measured)
    return busy


def pin_to_one_core() -> str:
    if hasattr(os, "sched_setaffinity"):
        try:
            core = min(os.sched_getaffinity(0))
            os.sched_setaffinity(0, {core})
            return f"pinned to core {core}"
        except OSError as exc:
            return f"not pinned ({exc})"
    return "not pinned (no sched_setaffinity)"


def profile_two_players(seconds: float) -> None:
    rules = preset("site", players=2)
    profiler = cProfile.Profile()
    profiler.enable()
    run = play_for(rules, seconds, seed=0)
    profiler.disable()
    print(f"\ncProfile of the 2-player loop: {run.deals} deals, {run.steps} steps "
          f"(times are inflated by the profiler)\n")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per seating (default 5)")
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="length of one run in seconds (default 2)")
    parser.add_argument("--profile", action="store_true",
                        help="also run cProfile on the 2-player loop (top 25 by tottime)")
    parser.add_argument("--no-pin", action="store_true",
                        help="do not pin the process to one core")
    args = parser.parse_args(argv)

    pinned = "not pinned" if args.no_pin else pin_to_one_core()
    print(f"Python {platform.python_version()} ({platform.python_implementation()}) on "
          f"{platform.machine()}, {pinned}")
    print(f"Debertz: Site preset; Oh Hell: chert_poberi; random legal actions; median of "
          f"{args.runs} runs of ~{args.seconds:g} s each\n")
    header = (f"{'seating':<10} {'deals/s':>9} {'(min-max)':>15} {'us/step':>8} "
              f"{'steps/deal':>11}   {'CPU deals/s':>11} {'CPU us/step':>11}")
    print(header)
    print("-" * len(header))
    two_player = two_player_cpu = 0.0
    busy = False
    tables = [(label, preset("site", players=players, teams=teams))
              for label, players, teams in SEATINGS]
    tables += [(f"Oh Hell {n}", OhHellRules(players=n)) for n in OH_HELL_TABLES]
    oh_hell: dict[int, tuple[float, float]] = {}
    for label, rules in tables:
        runs = measure(rules, args.runs, args.seconds)
        rates = [r.deals_per_second for r in runs]
        rate = statistics.median(rates)
        cpu_rate = statistics.median(r.deals_per_cpu_second for r in runs)
        step_us = statistics.median(r.us_per_step for r in runs)
        cpu_step_us = statistics.median(r.cpu_us_per_step for r in runs)
        per_deal = sum(r.steps for r in runs) / sum(r.deals for r in runs)
        spread = f"({min(rates):,.0f}-{max(rates):,.0f})"
        print(f"{label:<10} {rate:>9,.0f} {spread:>15} {step_us:>8.2f} {per_deal:>11.1f}   "
              f"{cpu_rate:>11,.0f} {cpu_step_us:>11.2f}")
        busy = busy or any(r.cpu < 0.9 * r.seconds for r in runs)
        if isinstance(rules, OhHellRules):
            oh_hell[rules.players] = rate, cpu_rate
        elif rules.players == 2:
            two_player, two_player_cpu = rate, cpu_rate
    verdict = "met" if two_player >= TARGET_2P else "NOT met"
    print(f"\ntarget: at least {TARGET_2P:,} random 2-player deals/s -- {verdict} "
          f"({two_player:,.0f}/s wall clock, {two_player_cpu:,.0f} per CPU second)")
    for players, (rate, cpu_rate) in oh_hell.items():
        verdict = "met" if cpu_rate >= two_player_cpu else "NOT met"
        print(f"Oh Hell, {players} players: at least Debertz's 2-player rate -- {verdict} "
              f"({rate:,.0f}/s wall clock, {cpu_rate:,.0f} per CPU second, against "
              f"{two_player_cpu:,.0f})")
    busy = magistr_table(args.runs, args.seconds) or busy
    if busy:
        print("note: this process got less than 90% of a core; other processes were running, "
              "so the wall-clock figures are low -- the CPU columns are closer to the truth")
    if args.profile:
        profile_two_players(args.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
