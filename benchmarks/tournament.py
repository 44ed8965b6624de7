"""Matches between two bot levels on duplicate deals (issue 4).

Each seed is played once per seating rotation: with 2 players and with pairs
the levels swap seats; with 3 or 4 solo players level A sits alone in each
seat in turn against level B in all the others, and then level B alone against
A in all the others — so both levels hold the same number of seats over a
duplicate set and equal bots win half of the games.  The same seed gives the
same cards in every rotation, so the luck of the deal cancels out.

Prints games won by A (with 3 or 4 solo players also split by "A alone" and
"B alone", whose fair shares are 1/n and (n-1)/n, and head to head: how often
an A seat finished with more points than a B seat of the same game), average
points per deal (written points of A's seats minus B's, per deal) with 95%
confidence intervals, and decision times per level (median, p95; all decisions
and card plays).

    python benchmarks/tournament.py --a medium --b easy --games 200 --preset classic --players 2
    python benchmarks/tournament.py --a hard --b medium --players 4 --pairs --jobs 2

With ``--game oh-hell`` the levels play "Черт побери" (Oh Hell, OH_HELL.md) with
the rules of ``--preset`` (default ``chert_poberi``) for ``--players`` 3 to 7,
whole games unless ``--deals`` shortens them, in the same seatings (A alone
in each seat, then B alone in each seat: each level holds every hand of a
duplicate set equally often).  It prints each level's average points per game
and share of bids made, A's margin over B per game (per duplicate set, so the
interval counts each set once), and decision times:

    python benchmarks/tournament.py --game oh-hell --a hard --b medium --players 4 --games 200

With ``--game magistr`` the levels play "Магистр" (MASTER.md), whole games of
the preset ``--preset`` (default ``magistr``) for ``--players`` 2 to 4; the
match itself is ``benchmarks/magistr_tournament.py``:

    python benchmarks/tournament.py --game magistr --a hard --b medium --players 3 --games 200
"""

from __future__ import annotations

import argparse
import inspect
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
from debertz_desktop.engine.debertz import Game, PlayCard, preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.sheet import DealKind
from debertz_desktop.engine.oh_hell import PRESETS as OH_HELL_PRESETS
from debertz_desktop.engine.oh_hell import OhHellGame, OhHellRules
from debertz_desktop.engine.oh_hell import PlayCard as OhHellPlayCard

_MAX_ACTIONS = 20_000


@dataclass
class GameResult:
    seed: int
    rotation: int
    a_won: bool
    finished: bool
    #: Seats of level A in this game.
    a_seats: int = 0
    #: Pairs (A seat, B seat) of this game, and how many of them A finished ahead in.
    pairings: int = 0
    pairings_won: float = 0.0
    deal_diffs: list[float] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)
    card_times: dict[str, list[float]] = field(default_factory=dict)


def seatings(rules: RuleSet) -> list[tuple[bool, ...]]:
    """For each rotation, which seats level A takes."""
    n = rules.players
    if rules.teams:
        return [(True, False, True, False), (False, True, False, True)]
    alone_a = [tuple(s == k for s in range(n)) for k in range(n)]
    if n == 2:
        return alone_a
    return alone_a + [tuple(not a for a in seats) for seats in alone_a]


def new_bot(level: str, seed: int, workers: int | None):
    """A bot of ``level``; ``workers`` is passed to levels that search in parallel (Hard)."""
    cls = bot_class(level)
    if workers is not None and "workers" in inspect.signature(cls).parameters:
        return cls(seed, workers=workers)
    return make_bot(level, seed)


def play_game(rules: RuleSet, level_a: str, level_b: str, seed: int,
              rotation: int, workers: int | None = None) -> GameResult:
    a_seats = seatings(rules)[rotation]
    game = Game(rules, seed)
    bots = [new_bot(level_a if a_seats[s] else level_b, seed * 10 + s, workers)
            for s in range(rules.players)]
    levels = [level_a if a else level_b for a in a_seats]
    result = GameResult(seed, rotation, False, False,
                        times={level_a: [], level_b: []}, card_times={level_a: [], level_b: []})
    a_sides = {rules.side_of(s) for s in range(rules.players) if a_seats[s]}
    for _ in range(_MAX_ACTIONS):
        if game.is_over:
            break
        seat = game.to_act
        view = game.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        elapsed = time.perf_counter() - start
        result.times[levels[seat]].append(elapsed)
        if isinstance(action, PlayCard):
            result.card_times[levels[seat]].append(elapsed)
        game.apply(seat, action)
    result.finished = game.is_over
    result.a_won = game.winner_side in a_sides
    result.a_seats = sum(a_seats)
    final = game.score.totals or [0] * rules.sides
    b_sides = [side for side in range(rules.sides) if side not in a_sides]
    for a_side in a_sides:
        for b_side in b_sides:
            result.pairings += 1
            result.pairings_won += ahead(game.winner_side, final, a_side, b_side)
    for row in game.rows:
        if row.kind is DealKind.VOID:
            continue
        a = [row.sides[s].written for s in range(rules.sides) if s in a_sides]
        b = [row.sides[s].written for s in range(rules.sides) if s not in a_sides]
        result.deal_diffs.append(statistics.fmean(a) - statistics.fmean(b))
    return result


def ahead(winner: int | None, totals: list[int], a: int, b: int) -> float:
    """1 if side ``a`` finished ahead of side ``b`` (the winner first, then the totals),
    0.5 for a tie, else 0."""
    if winner in (a, b):
        return 1.0 if winner == a else 0.0
    if totals[a] == totals[b]:
        return 0.5
    return 1.0 if totals[a] > totals[b] else 0.0


def _run(task: tuple[RuleSet, str, str, int, int, int | None]) -> GameResult:
    return play_game(*task)


# -- Oh Hell --------------------------------------------------------------------------------


@dataclass
class OhHellResult:
    seed: int
    rotation: int
    #: Per seat: its level, its total, the bids it made and the deals it played.
    levels: list[str]
    totals: list[int]
    made: list[int]
    deals: int
    places: list[int]
    times: dict[str, list[float]] = field(default_factory=dict)
    card_times: dict[str, list[float]] = field(default_factory=dict)


def oh_hell_seatings(players: int) -> list[tuple[bool, ...]]:
    """A alone in each seat, then B alone in each seat: both levels hold each seat equally."""
    alone_a = [tuple(s == k for s in range(players)) for k in range(players)]
    return alone_a + [tuple(not a for a in seats) for seats in alone_a]


def play_oh_hell(rules: OhHellRules, level_a: str, level_b: str, seed: int,
                 rotation: int) -> OhHellResult:
    a_seats = oh_hell_seatings(rules.players)[rotation]
    levels = [level_a if a else level_b for a in a_seats]
    game = OhHellGame(rules, seed)
    bots = [make_bot(levels[s], seed * 10 + s, game="oh_hell") for s in range(rules.players)]
    result = OhHellResult(seed, rotation, levels, [], [], 0, [],
                          times={level_a: [], level_b: []},
                          card_times={level_a: [], level_b: []})
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        elapsed = time.perf_counter() - start
        result.times[levels[seat]].append(elapsed)
        if isinstance(action, OhHellPlayCard):
            result.card_times[levels[seat]].append(elapsed)
        game.apply(seat, action)
    result.totals = list(game.totals)
    result.made = [sum(row.made(s) for row in game.rows) for s in range(rules.players)]
    result.deals = len(game.rows)
    result.places = list(game.places or ())
    return result


def _run_oh_hell(task: tuple[OhHellRules, str, str, int, int]) -> OhHellResult:
    return play_oh_hell(*task)


def oh_hell_rules(preset_key: str, players: int, deals: int | None) -> OhHellRules:
    key = "chert_poberi" if preset_key == "classic" else preset_key
    try:
        rules = OH_HELL_PRESETS[key].rules(players)
    except KeyError:
        raise ValueError(f"unknown Oh Hell preset {key!r}; known: "
                         f"{', '.join(OH_HELL_PRESETS)}") from None
    return rules.replace(deals=deals) if deals else rules


def oh_hell_report(results: list[OhHellResult], level_a: str, level_b: str) -> list[str]:
    """The figures of an Oh Hell match (see the module docstring)."""
    lines = []
    by_set: dict[int, list[OhHellResult]] = {}
    for r in results:
        by_set.setdefault(r.seed, []).append(r)
    for level in dict.fromkeys((level_a, level_b)):
        points = [t for r in results for lv, t in zip(r.levels, r.totals, strict=True)
                  if lv == level]
        made = [m / r.deals for r in results for lv, m in zip(r.levels, r.made, strict=True)
                if lv == level]
        # one figure per duplicate set: the level's mean over its seats in the set
        set_points = [statistics.fmean(t for r in rs for lv, t in zip(r.levels, r.totals,
                                                                      strict=True) if lv == level)
                      for rs in by_set.values()]
        set_made = [statistics.fmean(m / r.deals for r in rs
                                     for lv, m in zip(r.levels, r.made, strict=True)
                                     if lv == level) for rs in by_set.values()]
        p, p_ci = mean_ci(set_points)
        b, b_ci = mean_ci(set_made)
        wins = [1.0 if pl == 1 else 0.0 for r in results
                for lv, pl in zip(r.levels, r.places, strict=True) if lv == level]
        lines.append(f"{level:>8}: {statistics.fmean(points):.1f} points per game "
                     f"(per-set mean {p:.1f} ± {p_ci:.1f}), bids made {100 * b:.1f}% "
                     f"± {100 * b_ci:.1f}% ({100 * statistics.fmean(made):.1f}% of "
                     f"{sum(r.deals for r in results for lv in r.levels if lv == level)} "
                     f"seat-deals), first place {100 * statistics.fmean(wins):.1f}% of "
                     f"{len(points)} seat-games")
    if level_a != level_b:
        margins = []
        made_margins = []
        for rs in by_set.values():
            margins.append(_set_mean(rs, level_a, lambda r, s: r.totals[s])
                           - _set_mean(rs, level_b, lambda r, s: r.totals[s]))
            made_margins.append(_set_mean(rs, level_a, lambda r, s: r.made[s] / r.deals)
                                - _set_mean(rs, level_b, lambda r, s: r.made[s] / r.deals))
        m, m_ci = mean_ci(margins)
        mm, mm_ci = mean_ci(made_margins)
        lines.append(f"A minus B: {m:+.1f} ± {m_ci:.1f} points per game, bids made "
                     f"{100 * mm:+.1f} ± {100 * mm_ci:.1f} percentage points "
                     f"(over {len(margins)} duplicate sets)")
    for level in dict.fromkeys((level_a, level_b)):
        every = [t for r in results for t in r.times.get(level, [])]
        cards = [t for r in results for t in r.card_times.get(level, [])]
        lines.append(f"decision time {level:>8}: median {1e3 * percentile(every, 0.5):.2f} ms, "
                     f"p95 {1e3 * percentile(every, 0.95):.2f} ms; cards: median "
                     f"{1e3 * percentile(cards, 0.5):.2f} ms, p95 "
                     f"{1e3 * percentile(cards, 0.95):.2f} ms ({len(every)} decisions)")
    return lines


def _set_mean(results: list[OhHellResult], level: str, key) -> float:
    """The mean of ``key(result, seat)`` over the seats of ``level`` in one duplicate set."""
    return statistics.fmean(key(r, s) for r in results for s, lv in enumerate(r.levels)
                            if lv == level)


def oh_hell_main(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    for level in (args.a, args.b):
        try:
            bot_class(level, game="oh_hell")
        except ValueError as exc:
            parser.error(str(exc))
    try:
        rules = oh_hell_rules(args.preset, args.players, args.deals)
    except (ValueError, Exception) as exc:  # a rule-set error names the option
        parser.error(str(exc))
    rotations = len(oh_hell_seatings(rules.players))
    sets = max(1, math.ceil(args.games / rotations))
    tasks = [(rules, args.a, args.b, args.seed + i, r) for i in range(sets)
             for r in range(rotations)]
    started = time.perf_counter()
    results: list[OhHellResult] = []
    for result in each_result(_run_oh_hell, tasks, args.jobs):
        results.append(result)
        _oh_hell_progress(args, results, len(tasks), started)
    wall = time.perf_counter() - started
    deals = f"{rules.deal_count} deals" + ("" if args.deals is None else " (shortened)")
    preset_key = "chert_poberi" if args.preset == "classic" else args.preset
    print(f"Oh Hell: {args.a} (A) vs {args.b} (B): preset {preset_key}, {args.players} "
          f"players, {deals}, {len(results)} games ({sets} duplicate sets × {rotations}), "
          f"seed {args.seed}, {wall:.1f} s")
    for line in oh_hell_report(results, args.a, args.b):
        print(line)
    return 0


def _oh_hell_progress(args: argparse.Namespace, results: list[OhHellResult], total: int,
                      started: float) -> None:
    if not args.quiet and (len(results) % 10 == 0 or len(results) == total):
        print(f"  {len(results)}/{total} games ({time.perf_counter() - started:.0f} s)",
              file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", default="medium", help="level A (easy, medium, hard, …)")
    parser.add_argument("--b", default="easy", help="level B")
    parser.add_argument("--games", type=int, default=200,
                        help="games to play (rounded up to whole duplicate sets)")
    parser.add_argument("--game", default="debertz",
                        help="debertz (the default), oh-hell or magistr")
    parser.add_argument("--deals", type=int, default=None,
                        help="Oh Hell: play only the first deals of the game")
    parser.add_argument("--preset", default="classic",
                        help="the rules' preset (Oh Hell: chert_poberi, Magistr: magistr "
                             "unless named)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--pairs", action="store_true", help="4 players in two pairs")
    parser.add_argument("--seed", type=int, default=1,
                        help="the first duplicate set's deal seed; set i uses seed + i, so "
                             "runs meant to be independent take seeds a set count apart "
                             "(e.g. 1, 1001, 2001)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None,
                        help="search processes per Hard bot (default: 1 with --jobs > 1, "
                             "else the bot's own default)")
    parser.add_argument("--quiet", action="store_true",
                        help="no progress lines (on standard error) while games are played")
    args = parser.parse_args(argv)
    game = args.game.lower().replace("-", "_")
    if game == "oh_hell":
        return oh_hell_main(args, parser)
    if game == "magistr":
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from magistr_tournament import magistr_main

        return magistr_main(args, parser)
    if game != "debertz":
        parser.error(f"unknown game {args.game!r}: debertz, oh-hell or magistr")
    workers = args.workers if args.workers is not None else (1 if args.jobs > 1 else None)

    for level in (args.a, args.b):
        try:
            bot_class(level)  # fail early, with a clear message, on an unknown level
        except ValueError as exc:
            parser.error(str(exc))
    rules = preset(args.preset, args.players, args.pairs)
    rotations = len(seatings(rules))
    sets = max(1, math.ceil(args.games / rotations))
    tasks = [(rules, args.a, args.b, args.seed + i, r, workers)
             for i in range(sets) for r in range(rotations)]
    started = time.perf_counter()
    results: list[GameResult] = []

    def progress(result: GameResult) -> None:
        results.append(result)
        if not args.quiet and (len(results) % 10 == 0 or len(results) == len(tasks)):
            won = sum(r.a_won for r in results)
            print(f"  {len(results)}/{len(tasks)} games, A won {won} "
                  f"({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)

    for result in each_result(_run, tasks, args.jobs, chunksize=2):
        progress(result)
    wall = time.perf_counter() - started

    wins = [1.0 if r.a_won else 0.0 for r in results]
    rate, rate_ci = mean_ci(wins)
    per_game = [statistics.fmean(r.deal_diffs) for r in results if r.deal_diffs]
    diffs = [d for r in results for d in r.deal_diffs]
    diff, diff_ci = mean_ci(diffs)
    game_diff, game_diff_ci = mean_ci(per_game)
    unfinished = sum(not r.finished for r in results)
    seating = f"{args.players} players" + (" in pairs" if args.pairs else "")
    print(f"{args.a} (A) vs {args.b} (B): preset {args.preset}, {seating}, "
          f"{len(results)} games ({sets} duplicate sets × {rotations}), seed {args.seed}, "
          f"{wall:.1f} s")
    print(f"games won by A: {int(sum(wins))}/{len(results)} = {100 * rate:.1f}% "
          f"± {100 * rate_ci:.1f}%" + (f" ({unfinished} unfinished)" if unfinished else ""))
    if not rules.teams and args.players > 2:
        n = args.players
        for label, seats, fair in (("A alone", 1, 1 / n), ("B alone", n - 1, (n - 1) / n)):
            part = [1.0 if r.a_won else 0.0 for r in results if r.a_seats == seats]
            part_rate, part_ci = mean_ci(part)
            print(f"  {label}: A won {int(sum(part))}/{len(part)} = {100 * part_rate:.1f}% "
                  f"± {100 * part_ci:.1f}% (fair share {100 * fair:.0f}%)")
        pair_total = sum(r.pairings for r in results)
        pair_won = sum(r.pairings_won for r in results)
        print(f"  head to head: an A seat finished ahead of a B seat in {pair_won:.0f}/{pair_total}"
              f" = {100 * pair_won / max(1, pair_total):.1f}% of pairings (fair share 50%)")
    print(f"points per deal, A minus B: {diff:+.1f} ± {diff_ci:.1f} over {len(diffs)} deals "
          f"(per-game means: {game_diff:+.1f} ± {game_diff_ci:.1f})")
    for level in dict.fromkeys((args.a, args.b)):
        every = [t for r in results for t in r.times.get(level, [])]
        cards = [t for r in results for t in r.card_times.get(level, [])]
        print(f"decision time {level:>8}: median {1e3 * percentile(every, 0.5):.2f} ms, "
              f"p95 {1e3 * percentile(every, 0.95):.2f} ms; cards: median "
              f"{1e3 * percentile(cards, 0.5):.2f} ms, p95 {1e3 * percentile(cards, 0.95):.2f} ms "
              f"({len(every)} decisions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
