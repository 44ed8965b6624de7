"""Hard against the PIMC-20 yardstick (issue 31), whole games on duplicate deals.

    python benchmarks/pimc_match.py --players 2 --games 400 --jobs 2
    python benchmarks/pimc_match.py --players 3 --games 402 --jobs 2
    python benchmarks/pimc_match.py --a "hard:lead_worlds=0" --b pimc --players 2 --games 400

Each seed is one duplicate set, played once per seating: with 2 players the
two bots swap seats; with 3 players A sits alone in each seat in turn against
B in the others, then B alone against A — every seat's cards go to both bots
equally often, and the same seed deals the same cards in every seating.

A bot is named ``level`` or ``level:option=value,…``: ``hard`` (``HardBot``;
its options are its keyword arguments, e.g. ``hard:max_worlds=80``), ``pimc``
(``pimc.PimcBot``, options ``worlds``), ``seer`` (``pimc.SeerBot``: PIMC-20 that
plays every card on the real hands — the ceiling of card play, a diagnostic),
``medium``, ``easy``.  Hard runs with
one search process per game (``--jobs`` plays games in parallel) and, unless
its options say otherwise, without a clock (``time_budget=inf``: a fixed number
of worlds, so a run is reproducible whatever the load; its shipped clock never
binds with 2 players).  ``--a "hard:workers=None,time_budget=None"`` is Hard
exactly as shipped (two search processes, its clock): run it with ``--jobs 1``
to measure its time per card; the load average is printed with the result.

``--save FILE`` keeps each game's figures; ``--against FILE`` then prints a later run's
difference from that one game by game — the same deals in both, so a change to A is seen with
a much narrower interval than the two runs' own (e.g. ``--a hard --save hard.json``, then
``--a hard:max_worlds=100 --against hard.json``).  ``--pair NEW OLD`` plays nothing and prints
the same difference between two saved runs (two changes each saved against the same deals).

Prints games won by A with a 95% interval (computed over duplicate sets, so
the pairing of a set's games is respected); with 3 players also head to head
(how often an A seat finished ahead of a B seat, fair share 50%, the figure
issue 31's 55% target means), and "A alone" / "B alone"; the written points
per deal, A minus B; and the decision times per bot.
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import each_result, mean_ci, percentile
from pimc import PimcBot, SeerBot  # the sibling benchmark scripts
from tournament import ahead, seatings

from debertz_desktop.ai.base import Bot
from debertz_desktop.ai.easy import EasyBot
from debertz_desktop.ai.hard import HardBot
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.engine.debertz import Game, PlayCard, preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.sheet import DealKind

_CLASSES = {"hard": HardBot, "pimc": PimcBot, "seer": SeerBot, "medium": MediumBot,
            "easy": EasyBot}


def parse_spec(spec: str) -> tuple[str, dict[str, object]]:
    """``"hard:max_worlds=80,workers=1"`` → ``("hard", {"max_worlds": 80, "workers": 1})``."""
    name, _, rest = spec.partition(":")
    if name not in _CLASSES:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(_CLASSES)}")
    options: dict[str, object] = {}
    for part in filter(None, rest.split(",")):
        key, _, text = part.partition("=")
        try:
            options[key.strip()] = ast.literal_eval(text.strip())
        except (ValueError, SyntaxError):
            options[key.strip()] = {"inf": math.inf}.get(text.strip(), text.strip())
    return name, options


def make(spec: str, seed: int) -> Bot:
    """A bot for one seat from its spec (see the module docstring)."""
    name, options = parse_spec(spec)
    if name == "hard":
        options = {"workers": 1, "time_budget": math.inf, **options}
    return _CLASSES[name](seed, **options)


@dataclass
class GameResult:
    seed: int
    rotation: int
    a_won: bool
    a_seats: int
    pairings: int = 0
    pairings_won: float = 0.0
    deal_diffs: list[float] = field(default_factory=list)
    card_times: dict[str, list[float]] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)


def play_game(rules: RuleSet, spec_a: str, spec_b: str, seed: int,
              rotation: int) -> GameResult:
    a_seats = seatings(rules)[rotation]
    game = Game(rules, seed)
    specs = [spec_a if a_seats[s] else spec_b for s in range(rules.players)]
    labels = ["A" if a else "B" for a in a_seats]
    bots = [make(specs[s], seed * 10 + s) for s in range(rules.players)]
    for bot in bots:
        if hasattr(bot, "watch"):
            bot.watch(game)
    result = GameResult(seed, rotation, False, sum(a_seats),
                        card_times={"A": [], "B": []}, times={"A": [], "B": []})
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        elapsed = time.perf_counter() - start
        result.times[labels[seat]].append(elapsed)
        if isinstance(action, PlayCard) and len(view.legal_actions) > 1:
            result.card_times[labels[seat]].append(elapsed)
        game.apply(seat, action)
    a_sides = {rules.side_of(s) for s in range(rules.players) if a_seats[s]}
    result.a_won = game.winner_side in a_sides
    final = game.score.totals or [0] * rules.sides
    for a_side in a_sides:
        for b_side in (s for s in range(rules.sides) if s not in a_sides):
            result.pairings += 1
            result.pairings_won += ahead(game.winner_side, final, a_side, b_side)
    for row in game.rows:
        if row.kind is DealKind.VOID:
            continue
        a = [row.sides[s].written for s in range(rules.sides) if s in a_sides]
        b = [row.sides[s].written for s in range(rules.sides) if s not in a_sides]
        result.deal_diffs.append(statistics.fmean(a) - statistics.fmean(b))
    return result


def _run(task: tuple) -> GameResult:
    return play_game(*task)


def by_set(results: list[GameResult], value) -> tuple[float, float]:
    """Mean of ``value(result)`` and its 95% half-width, over duplicate sets (each set's
    games averaged first: the games of a set share their cards)."""
    sets: dict[int, list[float]] = {}
    for r in results:
        v = value(r)
        if v is not None:
            sets.setdefault(r.seed, []).append(v)
    return mean_ci([statistics.fmean(v) for v in sets.values()])


def game_figures(result: GameResult) -> dict[str, Any]:
    """What ``--save`` keeps of a game: enough to pair it with the same game of another run."""
    return {"seed": result.seed, "rotation": result.rotation, "a_won": result.a_won,
            "pairings_won": result.pairings_won, "pairings": result.pairings,
            "per_deal": statistics.fmean(result.deal_diffs) if result.deal_diffs else None}


def save_figures(path: str, figures: list[dict[str, Any]]) -> None:
    """``figures`` in ``path`` whole or not at all (a temporary file, then replaced): written
    after every game, so a run stopped early keeps the games it finished."""
    target = Path(path)
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_text(json.dumps(figures) + "\n", encoding="utf-8")
    os.replace(temporary, target)


def read_figures(paths: str) -> list[dict[str, Any]]:
    """The figures saved in ``paths``: one file, or several separated by commas (a long run
    played in parts with ``--seed``, or a run stopped early and its rest)."""
    return [game for path in paths.split(",")
            for game in json.loads(Path(path).read_text(encoding="utf-8"))]


def paired(new: list[dict[str, Any]], old: list[dict[str, Any]]) -> str:
    """Two runs' figures (``game_figures``, as ``--save`` keeps them) paired game by game,
    ``new`` minus ``old`` on the games they have in common (seed and seating): differences per
    duplicate set with their 95% interval — the same deals make the difference much surer than
    the two runs' own intervals."""
    before = {(g["seed"], g["rotation"]): g for g in old}
    sets: dict[int, list[tuple[float, float]]] = {}
    for g in new:
        was = before.get((g["seed"], g["rotation"]))
        if was is None or was["per_deal"] is None or g["per_deal"] is None:
            continue
        won = (g["pairings_won"] / g["pairings"] - was["pairings_won"] / was["pairings"]
               if g["pairings"] else float(g["a_won"]) - float(was["a_won"]))
        sets.setdefault(g["seed"], []).append((won, g["per_deal"] - was["per_deal"]))
    if not sets:
        return "paired with the saved run: no game in common"
    won, won_ci = mean_ci([statistics.fmean(w for w, _ in v) for v in sets.values()])
    pts, pts_ci = mean_ci([statistics.fmean(d for _, d in v) for v in sets.values()])
    games = sum(len(v) for v in sets.values())
    return (f"paired with the saved run ({games} games in common): games won (head to head "
            f"with 3 players) {100 * won:+.1f}% ± {100 * won_ci:.1f}%, written points per deal "
            f"{pts:+.1f} ± {pts_ci:.1f}")


def report(results: list[GameResult], rules: RuleSet, spec_a: str, spec_b: str,
           header: str) -> str:
    lines = [header]
    n = rules.players
    won = sum(r.a_won for r in results)
    rate, ci = by_set(results, lambda r: float(r.a_won))
    lines.append(f"games won by A: {won}/{len(results)} = {100 * rate:.1f}% ± {100 * ci:.1f}%")
    if n > 2 and not rules.teams:
        h2h, h2h_ci = by_set(results, lambda r: r.pairings_won / r.pairings)
        lines.append(f"head to head (an A seat ahead of a B seat, fair 50%): "
                     f"{100 * h2h:.1f}% ± {100 * h2h_ci:.1f}%")
        for label, seats, fair in (("A alone", 1, 1 / n), ("B alone", n - 1, (n - 1) / n)):
            part = [r.a_won for r in results if r.a_seats == seats]
            lines.append(f"  {label}: A won {sum(part)}/{len(part)} = "
                         f"{100 * sum(part) / max(1, len(part)):.1f}% "
                         f"(fair share {100 * fair:.0f}%)")
    diff, diff_ci = by_set(results, lambda r: statistics.fmean(r.deal_diffs)
                           if r.deal_diffs else None)
    deals = sum(len(r.deal_diffs) for r in results)
    lines.append(f"written points per deal, A minus B: {diff:+.1f} ± {diff_ci:.1f} "
                 f"({deals} deals)")
    for label, spec in (("A", spec_a), ("B", spec_b)):
        cards = [t for r in results for t in r.card_times[label]]
        every = [t for r in results for t in r.times[label]]
        lines.append(f"time per card with a choice, {label} = {spec}: median "
                     f"{1e3 * percentile(cards, 0.5):.0f} ms, p95 "
                     f"{1e3 * percentile(cards, 0.95):.0f} ms, max {1e3 * max(cards):.0f} ms "
                     f"({len(cards)} cards; every decision median "
                     f"{1e3 * percentile(every, 0.5):.0f} ms)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", default="hard", help="bot A (default hard)")
    parser.add_argument("--b", default="pimc", help="bot B (default pimc: PIMC-20)")
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=400,
                        help="games (rounded up to whole duplicate sets)")
    parser.add_argument("--seed", type=int, default=1, help="the first set's seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--save", metavar="FILE",
                        help="keep every game's figures in FILE (JSON), to pair a later run "
                             "with; written after each game, so a run stopped early keeps "
                             "the games it finished")
    parser.add_argument("--resume", action="store_true",
                        help="with --save: keep the games already in FILE and play only the "
                             "others (a run stopped early, taken up again)")
    parser.add_argument("--against", metavar="FILE",
                        help="also print this run's difference from a run saved with --save, "
                             "paired game by game (the same seeds and seatings); several "
                             "files separated by commas are one run")
    parser.add_argument("--pair", nargs=2, metavar=("NEW", "OLD"),
                        help="play nothing: print the difference of two runs saved with "
                             "--save, NEW minus OLD, paired game by game; several files "
                             "separated by commas are one run")
    args = parser.parse_args(argv)
    if args.resume and not args.save:
        parser.error("--resume needs --save FILE")
    if args.pair:
        print(paired(read_figures(args.pair[0]), read_figures(args.pair[1])))
        return 0
    for spec in (args.a, args.b):
        try:
            parse_spec(spec)
        except ValueError as exc:
            parser.error(str(exc))
    rules = preset(args.preset, args.players)
    rotations = len(seatings(rules))
    sets = max(1, math.ceil(args.games / rotations))
    tasks = [(rules, args.a, args.b, args.seed + i, r)
             for i in range(sets) for r in range(rotations)]
    # --resume: the games already in the --save file are kept and not played again
    figures: list[dict[str, Any]] = (read_figures(args.save) if args.resume
                                     and Path(args.save).exists() else [])
    kept = {(g["seed"], g["rotation"]) for g in figures}
    tasks = [task for task in tasks if (task[3], task[4]) not in kept]
    started = time.perf_counter()
    load_before = os.getloadavg()
    results: list[GameResult] = []

    def progress(result: GameResult) -> None:
        results.append(result)
        figures.append(game_figures(result))
        if args.save:
            save_figures(args.save, figures)
        if not args.quiet and (len(results) % 20 == 0 or len(results) == len(tasks)):
            won = sum(r.a_won for r in results)
            print(f"  {len(results)}/{len(tasks)} games, A won {won} "
                  f"({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)

    for result in each_result(_run, tasks, args.jobs):
        progress(result)
    header = (f"{args.a} (A) vs {args.b} (B): preset {args.preset}, {args.players} players, "
              f"{len(results)} games ({sets} duplicate sets × {rotations}) from seed "
              f"{args.seed}, {time.perf_counter() - started:.0f} s with {args.jobs} job(s); load "
              f"average (1 min) {load_before[0]:.1f} at the start, {os.getloadavg()[0]:.1f} at "
              f"the end, on {os.cpu_count()} cores")
    if kept:
        header += (f"\n(resumed: the {len(kept)} games kept from {args.save} count in the "
                   "pairing, not in the figures below)")
    print(report(results, rules, args.a, args.b, header) if results
          else f"{header}\nevery game was in {args.save} already")
    if args.against:
        print(paired(figures, read_figures(args.against)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
