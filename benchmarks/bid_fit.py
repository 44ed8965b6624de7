"""Fit Hard's bid model (``debertz_desktop/ai/bid_model.py``) to play-outs of every bidding choice.

    python benchmarks/bid_fit.py --preset classic --players 3 --games 1661 --save c3.json
    python benchmarks/bid_fit.py --preset site --players 4 --pairs --games 3000
    python benchmarks/bid_fit.py --preset site --players 3 --games 1501 --seed 200000
    python benchmarks/bid_fit.py --preset classic --players 3 --load c3.json

(the games behind ``bid_model.WEIGHTS``: Kharkov, Odessa and Paired Belote
likewise from ``--seed 200000``, as many games as ``bid_model.py``'s table
says; a 3-player game takes about 0.3 s and yields 27-34 decisions, a pair
game 0.15-0.4 s and 16-40; fitting takes a minute.)

Medium plays whole games (seeds from ``--seed`` on).  At each of its bidding
decisions with a trump to name and a choice to make, every legal choice — the
turned suit or each other suit, and the pass — is played out once on the real
cards by Medium in every seat (``bid_outcomes.deal_result``: the written result
of the bidder's side against the others; 3 players: less the mean of the other
two).  The records keep the hand each trump would be played with and the
bidder's place, so the facts of ``bid_model.FEATURES`` are computed here as
Hard computes them.

The model is judged by cross-validation over games (five folds: fitted on four
fifths of the games, judged on the other fifth): the points per decision that
bidding by the model gains over Medium's own bid on the held-out decisions, with
a 95% interval.  Then it is fitted on every record and the weights are printed
as a Python literal for ``bid_model.WEIGHTS``.  Play-outs are by Medium, not
Hard, and a deal is judged without the game around it; a tournament is the
final judge.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bid_outcomes import deal_result, gain  # the sibling benchmark scripts
from leaf_fit import least_squares

from debertz_desktop.ai import bid_model
from debertz_desktop.ai.bidding import offered_trumps, place_in_round
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.actions import Action, Pass
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.rules import RuleSet

Record = dict
FOLDS = 5


def record_game(rules: RuleSet, seed: int) -> list[Record]:
    """Medium's bidding decisions in game ``seed``, every choice played out."""
    bots = [MediumBot(s) for s in range(rules.players)]
    game = Game(rules, seed)
    records = []
    while not game.is_over:
        seat = game.to_act
        action = bots[seat].choose(game.view(seat))
        record = decision_record(game, bots, action)
        if record is not None:
            record["game"] = seed
            records.append(record)
        game.apply(seat, action)
    return records


def decision_record(game: Game, bots: list[MediumBot], action: Action) -> Record | None:
    """The record of the seat to act choosing ``action`` (Medium's bid), if it is a bidding
    decision with a trump to name and a choice to make: every legal choice played out."""
    seat = game.to_act
    view = game.view(seat)
    legal = view.legal_actions
    trumps = offered_trumps(view)
    if view.phase is not Phase.BIDDING or len(legal) < 2 or not trumps:
        return None
    round_two, place = place_in_round(view)
    outcome = {}
    for a in (*trumps, *(a for a in legal if isinstance(a, Pass))):
        copied = copy.deepcopy(game)
        copied.apply(seat, a)
        outcome[str(a)] = deal_result(copied, bots, seat, len(game.rows))
    return {"medium": str(action), "outcome": outcome,
            "options": {str(a): list(held_trump) for a, held_trump in trumps.items()},
            "turned": view.turned_card.index, "round_two": round_two, "place": place,
            "can_pass": any(isinstance(a, Pass) for a in legal)}


def facts(record: Record, option: str) -> tuple[float, ...]:
    held, trump = record["options"][option]
    return bid_model.features(held, trump, record["turned"], record["round_two"])


def rows(records: list[Record], players: int) -> tuple[list[list[float]], list[float]]:
    """One row per trump offered where passing was allowed: the facts, one-hot places; and
    the result of naming it less that of passing."""
    xs, ys = [], []
    for r in records:
        if not r["can_pass"]:
            continue
        for option in r["options"]:
            place = [1.0 if k == r["place"] else 0.0 for k in range(players)]
            xs.append([*map(float, facts(r, option)), *place])
            ys.append(r["outcome"][option] - r["outcome"]["pass"])
    return xs, ys


def choice(record: Record, weights: tuple[float, ...]) -> str:
    """What Hard bids on ``record`` with ``weights`` (``bid_model.choose``)."""
    values = {o: bid_model.value(weights, facts(record, o), record["place"])
              for o in record["options"]}
    return bid_model.choose(record["medium"], values, "pass" if record["can_pass"] else None)


def fit(records: list[Record], players: int) -> tuple[float, ...]:
    xs, ys = rows(records, players)
    return tuple(round(w, 2) for w in least_squares(xs, ys, ridge=1.0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--pairs", action="store_true")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=100_000, help="the first game's seed")
    parser.add_argument("--save", type=Path)
    parser.add_argument("--load", type=Path, help="fit saved records instead of playing")
    args = parser.parse_args()
    rules = preset(args.preset, args.players, args.pairs or None)
    if args.load:
        records = json.loads(args.load.read_text())
    else:
        records = []
        started = time.perf_counter()
        for seed in range(args.seed, args.seed + args.games):
            records.extend(record_game(rules, seed))
            if (seed - args.seed) % 50 == 49:
                print(f"{seed - args.seed + 1} games: {len(records)} decisions, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
        if args.save:
            args.save.write_text(json.dumps(records))
    games = sorted({r["game"] for r in records})
    print(f"{args.preset}, {args.players} players{' in pairs' if args.pairs else ''}: "
          f"{len(records)} bidding decisions in {len(games)} games")
    held_out = []
    for fold in range(FOLDS):
        test = set(games[fold::FOLDS])
        weights = fit([r for r in records if r["game"] not in test], args.players)
        held_out.extend((r, weights) for r in records if r["game"] in test)
    by_record = {id(r): w for r, w in held_out}
    mean, half, changed = gain(records, lambda r: choice(r, by_record[id(r)]))
    print(f"bid model, held-out games: gain per decision over Medium {mean:+.2f} ± {half:.2f}, "
          f"{changed} bids changed")
    mean, half, changed = gain(records, lambda r: max(r["outcome"], key=r["outcome"].get))
    print(f"best play-out in hindsight: {mean:+.2f} ± {half:.2f}")
    weights = fit(records, args.players)
    print(f"weights, all games: ({args.preset!r}, {args.players}, {args.pairs}): {weights},")


if __name__ == "__main__":
    main()
