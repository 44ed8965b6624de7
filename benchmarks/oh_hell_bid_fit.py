"""Fit the calibration of Medium's Oh Hell bid model (``ai/oh_hell/power.py``, ``CALIBRATION``).

    python benchmarks/oh_hell_bid_fit.py --games 400            # every table size, prints the table
    python benchmarks/oh_hell_bid_fit.py --players 4 --games 400 --raw

Medium plays whole games of the seed's rules (``chert_poberi``) against
itself.  At every bid the raw worth of the hand (``power.raw_expectation``:
the sum of its cards' chances) and what the seats before it bid (their bids
minus their share of the tricks) are recorded, and at the end of the deal the
tricks the seat took.  Per table size and hand size, a least-squares line
``tricks = a + b * raw + c * before`` is fitted and printed as the literal of
``power.CALIBRATION``.  Calibration shifts the play it is fitted to (better
bids, other tricks), so fit, paste, and fit again until the figures settle
(two or three rounds); ``--raw`` fits the uncalibrated model.  The report
shows, per hand size, the mean tricks, the error of the raw and of the fitted
expectation, and the share of bids made.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from debertz_desktop.ai.oh_hell import power
from debertz_desktop.ai.oh_hell.medium import OhHellMediumBot
from debertz_desktop.ai.oh_hell.seat import bid_order, hand_of
from debertz_desktop.engine.oh_hell import OhHellGame, OhHellRules
from debertz_desktop.engine.phase import Phase

Record = tuple[float, float, int, bool]  # raw, before, tricks, made


def collect(players: int, games: int, seed: int) -> dict[int, list[Record]]:
    """Per hand size, one record per seat and deal of Medium's self-play."""
    out: dict[int, list[Record]] = defaultdict(list)
    rules = OhHellRules(players=players)
    for g in range(seed, seed + games):
        game = OhHellGame(rules, seed=g)
        bots = [OhHellMediumBot(g * 10 + s) for s in range(players)]
        pending: dict[int, tuple[float, float]] = {}
        number = game.deal.number
        while not game.is_over:
            seat = game.to_act
            view = game.view(seat)
            if view.phase is Phase.BIDDING:
                trump = -1 if view.trump is None else int(view.trump)
                turned = 0 if view.turned_card is None else view.turned_card.mask
                raw = power.raw_expectation(hand_of(view), trump, players, turned)
                pending[seat] = (raw, power.bids_before(view.bids, bid_order(view), seat,
                                                        view.cards_per_player, players))
            game.apply(seat, bots[seat].choose(view))
            if game.is_over or game.deal.number != number:
                row = game.rows[-1]
                for s, (raw, before) in pending.items():
                    out[row.cards].append((raw, before, row.tricks[s], row.made(s)))
                pending = {}
                number = game.deal.number
    return out


def fit(records: list[Record]) -> tuple[float, float, float]:
    """Least squares of tricks on (1, raw, before)."""
    xs = [(1.0, r, b) for r, b, _, _ in records]
    ys = [float(t) for _, _, t, _ in records]
    m = [[sum(x[i] * x[j] for x in xs) for j in range(3)] for i in range(3)]
    v = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) for i in range(3)]
    for i in range(3):
        m[i][i] += 1e-6
    return _solve3(m, v)


def _solve3(m: list[list[float]], v: list[float]) -> tuple[float, float, float]:
    a = [[*row, rhs] for row, rhs in zip(m, v, strict=True)]
    for col in range(3):
        pivot = max(range(col, 3), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(3):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return tuple(a[i][3] / a[i][i] if a[i][i] else 0.0 for i in range(3))  # type: ignore[return-value]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="*", default=[3, 4, 5, 6, 7])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=500_000)
    parser.add_argument("--raw", action="store_true", help="fit the uncalibrated model")
    args = parser.parse_args(argv)
    if args.raw:
        power.CALIBRATION.clear()
    table: dict[int, dict[int, tuple[float, float, float]]] = {}
    for players in args.players:
        data = collect(players, args.games, args.seed)
        table[players] = {}
        print(f"# {players} players, {args.games} games", file=sys.stderr)
        for k in sorted(data):
            records = data[k]
            a, b, c = fit(records)
            table[players][k] = (round(a, 3), round(b, 3), round(c, 3))
            tricks = statistics.fmean(t for _, _, t, _ in records)
            raw_err = statistics.fmean((t - r) ** 2 for r, _, t, _ in records) ** 0.5
            fit_err = statistics.fmean((t - (a + b * r + c * d)) ** 2
                                       for r, d, t, _ in records) ** 0.5
            made = statistics.fmean(m for _, _, _, m in records)
            print(f"#  {k:2} cards: tricks {tricks:.2f}, error raw {raw_err:.2f} fitted "
                  f"{fit_err:.2f}; bids made {100 * made:.0f}%", file=sys.stderr)
    print("CALIBRATION: dict[int, dict[int, tuple[float, float, float]]] = {")
    for players, rows in table.items():
        print(f"    {players}: {{")
        for k, (a, b, c) in rows.items():
            print(f"        {k}: ({a}, {b}, {c}),")
        print("    },")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
