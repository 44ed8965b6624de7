"""Which own trump is worth most in Magistr (MASTER §3): the measurement behind
``ai/magistr/trumps.py``'s ``PREFERENCE``.

The trumps are named before any card is dealt, so a bot's choice can only be a
fixed preference.  Here every seat is Medium (or ``--level``) and the trumps
are not chosen but assigned: for each deal seed every assignment of the suits
in play to the seats in rotation (with 2 or 3 players, the suits left out cycle
over the seeds too), so each suit sits in every seat on the same cards.  Prints
each suit's points per game for its owner, as a difference from the table's
mean, with a 95% confidence interval (one figure per seed).

    python benchmarks/magistr_trumps.py --players 4 --seeds 100
"""

from __future__ import annotations

import argparse
import itertools
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from debertz_desktop.ai import make_bot
from debertz_desktop.engine.magistr import PRESETS, MagistrGame, NameTrump
from debertz_desktop.engine.pack import Suit
from debertz_desktop.engine.phase import Phase


def assignments(players: int, seed: int) -> list[tuple[Suit, ...]]:
    """The trump of each seat, per game of one seed: the suits in play rotated over the seats."""
    combos = list(itertools.combinations(Suit, players))
    suits = combos[seed % len(combos)]
    return [tuple(suits[(s + r) % players] for s in range(players)) for r in range(players)]


def play(players: int, seed: int, trumps: tuple[Suit, ...], level: str) -> list[int]:
    game = MagistrGame(PRESETS["magistr"].rules(players), seed)
    while game.phase is Phase.CHOOSING_TRUMPS:
        seat = game.to_act
        game.apply(seat, NameTrump(trumps[seat]))
    assert game.trump_suits == trumps
    bots = [make_bot(level, seed * 10 + s, game="magistr") for s in range(players)]
    while not game.is_over:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    return list(game.sheet.totals)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--level", default="medium")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    per_suit: dict[Suit, list[float]] = {s: [] for s in Suit}
    for seed in range(args.first_seed, args.first_seed + args.seeds):
        sums: dict[Suit, list[float]] = {}
        for trumps in assignments(args.players, seed):
            totals = play(args.players, seed, trumps, args.level)
            mean = statistics.fmean(totals)
            for seat, suit in enumerate(trumps):
                sums.setdefault(suit, []).append(totals[seat] - mean)
        for suit, values in sums.items():
            per_suit[suit].append(statistics.fmean(values))
    print(f"Magistr own trumps, {args.level} in every seat, {args.players} players, "
          f"{args.seeds} seeds ({time.perf_counter() - started:.0f} s): points per game of "
          f"a suit's owner, minus the table's mean")
    for suit in sorted(Suit, key=lambda s: -statistics.fmean(per_suit[s] or [0.0])):
        values = per_suit[suit]
        if not values:
            continue
        m = statistics.fmean(values)
        ci = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0
        print(f"  {suit.symbol} {suit.name.lower():<9} {m:+6.1f} ± {ci:.1f} ({len(values)} seeds)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
