"""Fit the leaf estimate of Hard's depth-limited search (``debertz_desktop/ai/leaf_estimate.py``).

    python benchmarks/leaf_fit.py --structure pairs -n 2500 --cards 3 --cards 4
    python benchmarks/leaf_fit.py --structure pairs -n 1200 --cards 5
    python benchmarks/leaf_fit.py --structure alone3 -n 2000 --cards 3 --cards 4

Positions come from ``benchmarks/solver.py``'s generator (seeded games, random
cards until every hand holds 3, 4 or 5 cards, the leader to play); each is
solved exactly with every hand open.  The features of ``leaf_estimate.py`` are
fitted by least squares to the exact share of the remaining points on the even
positions and judged on the odd ones: the mean error in points of the fitted
model and of the older proportional estimate.  Prints the weights as a Python
literal for ``leaf_estimate.WEIGHTS``.  "alone3": 3 players, one seat (in turn
each) against the other two, as the solver searches 3-player deals.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from solver import play_position  # the sibling benchmark script

from debertz_desktop.ai import solver
from debertz_desktop.ai.leaf_estimate import PLAIN_RANKS, TRUMP_RANKS
from debertz_desktop.ai.position import Position
from debertz_desktop.ai.solver import analyse

STRUCTURES = {"pairs": ("site", 4, True), "alone3": ("classic", 3, False)}


def features(pos: Position, me: int, bias: bool) -> list[float]:
    """Live-rank counts (plain, trump), points held, the lead and a bias, for side ``me``."""
    strength = pos.rules.strength
    live = own = 0
    for seat, h in enumerate(pos.hands):
        live |= h
        if pos.sides[seat] == me:
            own |= h
    ranks = [0.0] * (PLAIN_RANKS + TRUMP_RANKS)
    for suit in range(4):
        cards = sorted((c for c in range(8 * suit, 8 * suit + 8) if live >> c & 1),
                       key=lambda c: -strength[c])
        trump = suit == pos.rules.trump
        for r, c in enumerate(cards):
            i = PLAIN_RANKS + min(r, TRUMP_RANKS - 1) if trump else min(r, PLAIN_RANKS - 1)
            ranks[i] += 1 if own >> c & 1 else -1
    held = sum(pos.points[c] * (1 if own >> c & 1 else -1) for c in range(32) if live >> c & 1)
    lead = 1.0 if pos.sides[pos.to_act] == me else -1.0
    return [*ranks, held / pos.remaining_points, lead, *([1.0] if bias else [])]


def least_squares(xs: list[list[float]], ys: list[float], ridge: float = 1e-6) -> list[float]:
    """Solve the normal equations (with a whisker of ridge) by Gaussian elimination."""
    m = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j else 0.0) for j in range(m)]
         for i in range(m)]
    b = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) for i in range(m)]
    for col in range(m):
        pivot = max(range(col, m), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(m):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [u - f * v for u, v in zip(a[r], a[col], strict=True)]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] for i in range(m)]


def sample(structure: str, cards: int, count: int) -> list[tuple[list[float], float, int, int]]:
    """(features, exact share − ½, remaining points, the older estimate) per position."""
    key, players, teams = STRUCTURES[structure]
    out = []
    for i in range(count):
        pos = play_position(key, players, teams, cards, 500_000 + 1000 * cards + i)
        if not teams:  # one seat against the others, each seat in turn
            pos = Position(hands=pos.hands, trick=pos.trick, to_act=pos.to_act, rules=pos.rules,
                           points=pos.points,
                           sides=tuple(0 if s == i % players else 1 for s in range(players)))
        # pairs: the leader's side (its lead weight is the leader's edge); else the lone seat
        me = pos.sides[pos.to_act] if teams else 0
        rem = pos.remaining_points
        mover = (rem + max(analyse(pos).values.values())) // 2
        mine = mover if pos.sides[pos.to_act] == me else rem - mover
        solver.FITTED_LEAF = False
        search = solver._python_search(pos)
        solver.FITTED_LEAF = True
        older = search._estimate(pos.to_act, rem)
        if pos.sides[pos.to_act] != me:
            older = rem - older
        out.append((features(pos, me, not teams), mine / rem - 0.5, rem, older))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--structure", choices=sorted(STRUCTURES), default="pairs")
    parser.add_argument("-n", "--count", type=int, default=2000, help="positions per size")
    parser.add_argument("--cards", action="append", type=int,
                        help="cards in every hand (repeatable; default 3, 4, 5)")
    args = parser.parse_args()
    pairs = args.structure == "pairs"
    literal = {}
    for cards in args.cards or [3, 4, 5]:
        start = time.perf_counter()
        rows = sample(args.structure, cards, args.count)
        train, test = rows[::2], rows[1::2]
        w = least_squares([r[0] for r in train], [r[1] for r in train])
        fitted, older = [], []
        for x, y, rem, old in test:
            share = min(1.0, max(0.0, 0.5 + sum(a * b for a, b in zip(w, x, strict=True))))
            fitted.append(abs(rem * share - rem * (y + 0.5)))
            older.append(abs(old - rem * (y + 0.5)))
        w = least_squares([r[0] for r in rows], [r[1] for r in rows])
        print(f"{args.structure} {cards} cards, {len(rows)} positions "
              f"({time.perf_counter() - start:.0f} s): mean error fitted "
              f"{statistics.fmean(fitted):.2f} points, older {statistics.fmean(older):.2f}",
              flush=True)
        plain = tuple(round(v, 4) for v in w[:PLAIN_RANKS])
        trump = tuple(round(v, 4) for v in w[PLAIN_RANKS:PLAIN_RANKS + TRUMP_RANKS])
        rest = [round(v, 4) for v in w[PLAIN_RANKS + TRUMP_RANKS:]]
        bias = 0.0 if pairs else rest[2]  # two against two: no bias beyond the lead
        literal[cards] = f"LeafWeights({plain},\n    {trump},\n    {rest[0]}, {rest[1]}, {bias})"
    print("{")
    for cards, text in literal.items():
        print(f"    {cards}: {text},")
    print("}")


if __name__ == "__main__":
    main()
