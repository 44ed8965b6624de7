"""Magistr matches between two bot levels on duplicate deals (issue 30), for
``benchmarks/tournament.py --game magistr``.

Whole games of 24 deals (MASTER §2) of ``--preset`` (default ``magistr``, the
seed's own trumps) for ``--players`` 2 to 4.  Each seed is played once per
seating: with 2 players the levels swap seats; with 3 or 4 level A sits alone
in each seat in turn, then level B alone — so each level holds every hand of a
duplicate set equally often and the luck of the deal cancels out.  Bots name
their own trumps (§3), so a seating also changes who names which suit.

Prints each level's points per game (ОРВИ, §8), A's margin over B per game
with a 95% confidence interval (one figure per duplicate set: the mean of A's
seats minus the mean of B's seats over the set's games), how often a level
finished first (shared first places count), and decision times per level
(median, p95; all decisions and card plays only).

    python benchmarks/tournament.py --game magistr --a hard --b medium --players 3 --games 200
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import each_result, mean_ci, percentile  # the sibling benchmark script

from debertz_desktop.ai import bot_class, make_bot
from debertz_desktop.engine.magistr import PRESETS, MagistrGame, MagistrRules, PlayCard

GAME = "magistr"


@dataclass
class MagistrResult:
    seed: int
    rotation: int
    #: Per seat: its level, its points (ОРВИ) and its place (МЗИ).
    levels: list[str]
    totals: list[int]
    places: list[int]
    times: dict[str, list[float]] = field(default_factory=dict)
    card_times: dict[str, list[float]] = field(default_factory=dict)


def seatings(players: int) -> list[tuple[bool, ...]]:
    """For each rotation, which seats level A takes: A alone in each seat, then (with 3 or 4
    players) B alone in each seat."""
    alone_a = [tuple(s == k for s in range(players)) for k in range(players)]
    if players == 2:
        return alone_a
    return alone_a + [tuple(not a for a in seats) for seats in alone_a]


def play_game(rules: MagistrRules, level_a: str, level_b: str, seed: int,
              rotation: int) -> MagistrResult:
    a_seats = seatings(rules.players)[rotation]
    levels = [level_a if a else level_b for a in a_seats]
    game = MagistrGame(rules, seed)
    bots = [make_bot(levels[s], seed * 10 + s, game=GAME) for s in range(rules.players)]
    result = MagistrResult(seed, rotation, levels, [], [],
                           times={level_a: [], level_b: []}, card_times={level_a: [], level_b: []})
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        elapsed = time.perf_counter() - start
        result.times[levels[seat]].append(elapsed)
        if isinstance(action, PlayCard):
            result.card_times[levels[seat]].append(elapsed)
        game.apply(seat, action)
    result.totals = list(game.sheet.totals)
    result.places = list(game.places or ())
    return result


def _run(task: tuple[MagistrRules, str, str, int, int]) -> MagistrResult:
    return play_game(*task)


def _set_mean(results: list[MagistrResult], level: str) -> float:
    return statistics.fmean(t for r in results for lv, t in zip(r.levels, r.totals, strict=True)
                            if lv == level)


def report(results: list[MagistrResult], level_a: str, level_b: str) -> list[str]:
    """The figures of a match (see the module docstring)."""
    by_set: dict[int, list[MagistrResult]] = {}
    for r in results:
        by_set.setdefault(r.seed, []).append(r)
    lines = []
    for level in dict.fromkeys((level_a, level_b)):
        points, points_ci = mean_ci([_set_mean(rs, level) for rs in by_set.values()])
        firsts = [1.0 if place == 1 else 0.0 for r in results
                  for lv, place in zip(r.levels, r.places, strict=True) if lv == level]
        lines.append(f"{level:>8}: {points:+.1f} ± {points_ci:.1f} points per game, first "
                     f"place in {100 * statistics.fmean(firsts):.1f}% of {len(firsts)} "
                     f"seat-games")
    if level_a != level_b:
        margins = [_set_mean(rs, level_a) - _set_mean(rs, level_b) for rs in by_set.values()]
        m, m_ci = mean_ci(margins)
        lines.append(f"A minus B: {m:+.1f} ± {m_ci:.1f} points per game "
                     f"(over {len(margins)} duplicate sets)")
    for level in dict.fromkeys((level_a, level_b)):
        every = [t for r in results for t in r.times.get(level, [])]
        cards = [t for r in results for t in r.card_times.get(level, [])]
        lines.append(f"decision time {level:>8}: median {1e3 * percentile(every, 0.5):.2f} ms, "
                     f"p95 {1e3 * percentile(every, 0.95):.2f} ms; cards: median "
                     f"{1e3 * percentile(cards, 0.5):.2f} ms, p95 "
                     f"{1e3 * percentile(cards, 0.95):.2f} ms ({len(every)} decisions)")
    return lines


def magistr_rules(preset_key: str, players: int) -> MagistrRules:
    key = GAME if preset_key == "classic" else preset_key
    try:
        return PRESETS[key].rules(players)
    except KeyError:
        raise ValueError(f"unknown Magistr preset {key!r}; known: {', '.join(PRESETS)}") from None


def magistr_main(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    for level in (args.a, args.b):
        try:
            bot_class(level, game=GAME)
        except ValueError as exc:
            parser.error(str(exc))
    try:
        rules = magistr_rules(args.preset, args.players)
    except Exception as exc:  # an unknown preset, or a table size it is not played at
        parser.error(str(exc))
    rotations = len(seatings(rules.players))
    sets = max(1, math.ceil(args.games / rotations))
    tasks = [(rules, args.a, args.b, args.seed + i, r) for i in range(sets)
             for r in range(rotations)]
    started = time.perf_counter()
    results: list[MagistrResult] = []

    def progress(result: MagistrResult) -> None:
        results.append(result)
        if not args.quiet and (len(results) % 10 == 0 or len(results) == len(tasks)):
            print(f"  {len(results)}/{len(tasks)} games ({time.perf_counter() - started:.0f} s)",
                  file=sys.stderr, flush=True)

    for result in each_result(_run, tasks, args.jobs):
        progress(result)
    wall = time.perf_counter() - started
    preset_key = GAME if args.preset == "classic" else args.preset
    print(f"Magistr: {args.a} (A) vs {args.b} (B): preset {preset_key}, {args.players} players, "
          f"{len(results)} games of 24 deals ({sets} duplicate sets × {rotations}), seed "
          f"{args.seed}, {wall:.1f} s")
    for line in report(results, args.a, args.b):
        print(line)
    return 0


__all__ = ["magistr_main", "play_game", "report", "seatings"]
