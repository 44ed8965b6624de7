"""How long the deal review takes for a whole deal (issue 31: ≤ 2 s median with 2 players).

    python benchmarks/review_times.py                      # every table below
    python benchmarks/review_times.py --tables 2 --deals 20
    python benchmarks/review_times.py --tables oh3-7 oh3-10 oh4-13 oh5-7 oh5-10 oh7-7
    python benchmarks/review_times.py --tables ma2 ma3 ma4 --deals 48

Debertz: 2, 3 players, pairs, 4 solo.  Oh Hell (``ohP-K``): P players, the
deal of K cards each (OH_HELL §2: deal K of the seed's game), reviewed for
seat 0; its exact search runs in the last cards only (``ai/review/oh_hell``).
Magistr (``maP``): P players, the magistr preset, every deal of whole games
(all twelve sub-games, both halves) in order until ``--deals`` are taken; its
exact search runs from Hard's thresholds on (``ai/review/magistr``).

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
from debertz_desktop.ai.review import analyse_deal
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.magistr import PRESETS as MAGISTR_PRESETS
from debertz_desktop.engine.magistr import MagistrGame
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.oh_hell.game import OhHellGame
from debertz_desktop.engine.record import GameRecord

TABLES = {
    "2": ("classic", 2, False),
    "3": ("classic", 3, False),
    "pairs": ("site", 4, True),
    "4": ("site", 4, False),
}
#: Oh Hell: players and cards each.
OH_HELL = {"oh3-7": (3, 7), "oh3-10": (3, 10), "oh4-13": (4, 13), "oh5-7": (5, 7),
           "oh5-10": (5, 10), "oh7-7": (7, 7)}
#: Magistr: players.
MAGISTR = {"ma2": 2, "ma3": 3, "ma4": 4}


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


def oh_hell_deals(players: int, cards: int, seed: int,
                  wanted: int) -> list[tuple[GameRecord, int]]:
    """``wanted`` Oh Hell deals of ``cards`` cards each, from Medium games dealt from ``seed``."""
    out = []
    for k in range(wanted):
        game = OhHellGame(OhHellRules(players=players), seed=seed + k)
        bots = [make_bot("medium", seed + k + s, game="oh_hell") for s in range(players)]
        while game.deal.number <= cards and not game.is_over:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        out.append((GameRecord.of(game), cards))
    return out


def magistr_deals(players: int, seed: int, wanted: int) -> list[tuple[GameRecord, int]]:
    """``wanted`` Magistr deals: every deal of whole games of Medium players from ``seed`` on."""
    out: list[tuple[GameRecord, int]] = []
    while len(out) < wanted:
        game = MagistrGame(MAGISTR_PRESETS["magistr"].rules(players), seed=seed)
        bots = [make_bot("medium", seed + s, game="magistr") for s in range(players)]
        while not game.is_over:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        record = GameRecord.of(game)
        out.extend((record, row.number) for row in game.rows)
        seed += 1
    return out[:wanted]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", nargs="*", default=[*TABLES, *OH_HELL, *MAGISTR],
                        choices=[*TABLES, *OH_HELL, *MAGISTR])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--exact-only", action="store_true")
    args = parser.parse_args(argv)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}, "
          f"{os.cpu_count()} cores")
    for key in args.tables:
        if key in MAGISTR:
            deals = magistr_deals(MAGISTR[key], args.seed, args.deals)
            label = f"Magistr, {MAGISTR[key]} players"
        elif key in OH_HELL:
            players, cards = OH_HELL[key]
            deals = oh_hell_deals(players, cards, args.seed, args.deals)
            label = f"Oh Hell, {players} players, {cards} cards"
        else:
            name, players, pairs = TABLES[key]
            rules = (preset(name, players, pairs or None) if players == 4
                     else preset(name, players))
            deals = played_deals(rules, args.seed, args.deals)
            label = f"{name}, {players} players" + (" in pairs" if pairs else "")
        whole, exact_only = [], []
        for record, number in deals:
            start = time.perf_counter()
            analyse_deal(record, number, 0, with_knowable=False)
            exact_only.append(time.perf_counter() - start)
            if not args.exact_only:
                start = time.perf_counter()
                analyse_deal(record, number, 0)
                whole.append(time.perf_counter() - start)
        for what, times in (("whole review", whole), ("exact part", exact_only)):
            if times:
                times.sort()
                p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
                print(f"{label:32} {what:13} {len(times):3} deals: median "
                      f"{statistics.median(times):.2f} s, p90 {p90:.2f} s, "
                      f"max {times[-1]:.2f} s")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
