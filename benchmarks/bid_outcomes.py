"""Hard's bid simulation against Medium's count on the same cards: every bidding choice played out.

    python benchmarks/bid_outcomes.py --players 3 --games 34
    python benchmarks/bid_outcomes.py --players 4 --pairs --preset site --games 178

Medium plays whole games.  At each of its bidding decisions (more than one
legal action, a trump among them) the script records what Hard's simulation
(``ai/bidding.py``; Hard uses it with 2 players, and with 3 players and pairs
it is measured here) values each trump at, and plays the deal out once per legal
choice — the bid, every trump, the pass — with Medium in every seat for the
rest of the deal, on the real cards (a copy of the game).  The written result
of the bidder's side against the others (3 players: less the mean of the other
two) is what that choice was worth.  Every rule is then judged on the same
decisions: the points per decision it gains over Medium's own bid, with a 95%
interval — a deal-level measure that takes minutes where a tournament takes
half an hour.  Play-outs are by Medium, not Hard, and a single deal is judged
without the game around it.  ``--save`` keeps the records (JSON) to judge more
rules later with ``--load``.  The time of Hard's simulation per decision
(sampling and every trump, one process) is printed too.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from debertz_desktop.ai.bidding import (
    BID_WORLDS,
    OVERRULE_MARGIN,
    can_simulate,
    expected_result,
    overrule,
    sample_deals,
    trump_of,
)
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.actions import NameSuit, Pass, PlayTurned
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.rules import RuleSet

Record = dict


def deal_result(game: Game, bots: list[MediumBot], seat: int, rows_before: int) -> float:
    """Play the deal out with ``bots``; the written result of ``seat``'s side (RULES §10)."""
    rules = game.rules
    while len(game.rows) <= rows_before:
        s = game.to_act
        game.apply(s, bots[s].choose(game.view(s)))
    written = [line.written for line in game.rows[rows_before].sides]
    mine = rules.side_of(seat)
    others = [w for side, w in enumerate(written) if side != mine]
    return written[mine] - sum(others) / len(others)


def record_game(rules: RuleSet, seed: int, worlds: int) -> list[Record]:
    bots = [MediumBot(s) for s in range(rules.players)]
    game = Game(rules, seed)
    records = []
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        action = bots[seat].choose(view)
        legal = view.legal_actions
        trumps = [a for a in legal if isinstance(a, PlayTurned | NameSuit)]
        if view.phase is Phase.BIDDING and len(legal) > 1 and trumps:
            clock = time.perf_counter()
            deals = sample_deals(view, random.Random(seed * 1000 + len(view.bids)), worlds)
            sim = {str(a): expected_result(view, trump_of(view, a), deals) for a in trumps}
            seconds = time.perf_counter() - clock
            outcome = {}
            for a in (*trumps, *(a for a in legal if isinstance(a, Pass))):
                copied = copy.deepcopy(game)
                copied.apply(seat, a)
                outcome[str(a)] = deal_result(copied, bots, seat, len(game.rows))
            records.append({"game": seed, "medium": str(action), "sim": sim,
                            "outcome": outcome,
                            "can_pass": any(isinstance(a, Pass) for a in legal),
                            "seconds": seconds})
        game.apply(seat, action)
    return records


def simulated_choice(record: Record, margin: float, bias: float = 0.0) -> str:
    """``bidding.overrule`` on a record, the simulated values shifted by ``bias``."""
    values = {k: v + bias for k, v in record["sim"].items()}
    return overrule(record["medium"], values, str(Pass()) if record["can_pass"] else None,
                    margin)


def gain(records: list[Record], choose: Callable[[Record], str]) -> tuple[float, float, int]:
    """Points per decision that bidding by ``choose`` gains over Medium's bid (mean, 95%
    half-width; decisions where Medium named a contract are left out), and bids changed."""
    gains = [r["outcome"][choose(r)] - r["outcome"][r["medium"]]
             for r in records if r["medium"] in r["outcome"]]
    changed = sum(1 for r in records if choose(r) != r["medium"])
    half = 1.96 * statistics.stdev(gains) / len(gains) ** 0.5
    return statistics.fmean(gains), half, changed


def judge(records: list[Record], choose: Callable[[Record], str]) -> str:
    mean, half, changed = gain(records, choose)
    return f"changed {changed:5d}   gain per decision {mean:+6.2f} ± {half:5.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--pairs", action="store_true")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--worlds", type=int, default=BID_WORLDS)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--load", type=Path, help="judge saved records instead of playing")
    args = parser.parse_args()
    if args.load:
        records = json.loads(args.load.read_text())
    else:
        rules = preset(args.preset, args.players, args.pairs or None)
        if not can_simulate(rules):
            parser.error("the bid simulation is not defined for 4 solo players")
        records = []
        started = time.perf_counter()
        for seed in range(args.seed, args.seed + args.games):
            records.extend(record_game(rules, seed, args.worlds))
            print(f"game {seed}: {len(records)} decisions, "
                  f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
        if args.save:
            args.save.write_text(json.dumps(records))
    games = len({r["game"] for r in records})
    print(f"{len(records)} bidding decisions in {games} games")
    times = sorted(r["seconds"] for r in records if "seconds" in r)
    if times:
        print(f"simulation per decision: median {1000 * statistics.median(times):.0f} ms, "
              f"p95 {1000 * times[int(0.95 * (len(times) - 1))]:.0f} ms")
    for margin in (0.0, 10.0, OVERRULE_MARGIN, 30.0, 40.0):
        mark = "  (Hard's rule)" if margin == OVERRULE_MARGIN else ""
        print(f"overrule at {margin:4.0f}: "
              f"{judge(records, lambda r, m=margin: simulated_choice(r, m))}{mark}")
    for bias in (-20.0, -10.0, 10.0, 20.0):
        print(f"values {bias:+4.0f}, at {OVERRULE_MARGIN:.0f}: "
              f"{judge(records, lambda r, b=bias: simulated_choice(r, OVERRULE_MARGIN, b))}")
    print(f"best play-out (hindsight): "
          f"{judge(records, lambda r: max(r['outcome'], key=r['outcome'].__getitem__))}")


if __name__ == "__main__":
    main()
