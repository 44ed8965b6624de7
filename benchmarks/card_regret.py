"""Hard's card decisions judged on the real hands: points lost against the best card.

    python benchmarks/card_regret.py --players 3 --games 48 --jobs 2
    python benchmarks/card_regret.py --players 3 --hards 2 --games 48 --jobs 2
    python benchmarks/card_regret.py --players 4 --pairs --preset site --games 40 --jobs 2

Hard plays seeded games against Medium (``--hards`` seats of Hard, the seat
moving round from game to game).  At each of Hard's card decisions with a
choice, every legal card is valued on the *real* hands, solved exactly with
every hand open (the compiled search makes this take seconds) and written as
the deal would be (``deal_scorer.DealScorer``, the value Hard maximises).  The
*regret* of a decision is the best card's value less that of Hard's card: what
not seeing the other hands cost there.  It is zero for most decisions and
large for a few (a contract lost or won by one card), so it is printed with a
95% interval, by the seat's role, leading or following, and cards in hand.

This is a deal-level measure of card play alone, sharper than a tournament:
a change to Hard's play can be judged on the same games in minutes.  A
double-dummy player that saw every hand would have no regret; the real hands
are solved with the paranoid reduction Hard searches with (3 or 4 solo
players: the seat against all the others), so the figure measures against
that ideal, not against the opponents' real replies.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import each_result, mean_ci  # the sibling benchmark script

from debertz_desktop.ai.deal_scorer import DealScorer
from debertz_desktop.ai.hard import HardBot
from debertz_desktop.ai.knowledge import contract_tables
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.ai.position import Position, search_sides
from debertz_desktop.ai.solver import NATIVE, analyse
from debertz_desktop.engine.debertz import Game, PlayCard, preset
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.rules import RuleSet

Decision = tuple[str, bool, int, float]  # role, lead, cards in hand, regret


def true_values(game: Game, view) -> dict[int, float]:
    """The written value of every legal card on the real hands (benchmark only: it reads
    the game's deal, which a bot never may)."""
    deal = game.deal
    tr, points = contract_tables(view)
    pos = Position(hands=tuple(deal.hands), trick=tuple(c.index for _, c in view.trick),
                   to_act=view.seat, rules=tr, points=points,
                   sides=search_sides(view.rules, view.seat))
    scorer = DealScorer.of(view)
    return {c: scorer.utility(pos.hands, v, pos.remaining_points)
            for c, v in analyse(pos).values.items()}


def play(task: tuple[RuleSet, int, tuple[int, ...]]) -> list[Decision]:
    rules, seed, hard_seats = task
    game = Game(rules, seed)
    bots = [HardBot(seed * 10 + s, workers=1) if s in hard_seats else MediumBot(seed * 10 + s)
            for s in range(rules.players)]
    out: list[Decision] = []
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        action = bots[seat].choose(view)
        cards = {a.card.index for a in view.legal_actions if type(a) is PlayCard}
        if (seat in hard_seats and view.phase is Phase.PLAY and type(action) is PlayCard
                and len(cards) > 1):
            values = true_values(game, view)
            maker = view.maker
            role = ("maker" if maker is not None and rules.side_of(maker) ==
                    rules.side_of(seat) else "defender")
            out.append((role, not view.trick, len(view.hand),
                        max(values.values()) - values[action.card.index]))
        game.apply(seat, action)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--pairs", action="store_true")
    parser.add_argument("--hards", type=int, default=1, help="seats of Hard in each game")
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    rules = preset(args.preset, args.players, args.pairs)
    n = rules.players
    if not 1 <= args.hards < n:
        parser.error(f"--hards takes 1 to {n - 1}")
    tasks = [(rules, args.seed + i, tuple((i + j) % n for j in range(args.hards)))
             for i in range(args.games)]
    started = time.perf_counter()
    decisions: list[Decision] = []
    for found in each_result(play, tasks, args.jobs):
        decisions.extend(found)
    groups: dict[str, list[float]] = defaultdict(list)
    for role, lead, cards, regret in decisions:
        groups["all"].append(regret)
        groups[role].append(regret)
        groups[f"{role}, {'lead' if lead else 'follow'}"].append(regret)
        groups[f"{cards} cards" if cards < 7 else "7+ cards"].append(regret)
    seating = f"{n} players" + (" in pairs" if args.pairs else "")
    print(f"Hard's card decisions against Medium: preset {args.preset}, {seating}, "
          f"{args.hards} Hard seat(s), {args.games} games from seed {args.seed}, "
          f"{'compiled' if NATIVE else 'Python'} search, {time.perf_counter() - started:.0f} s")
    for name in sorted(groups, key=lambda g: (g != "all", g)):
        values = groups[name]
        m, ci = mean_ci(values)
        zero = sum(v < 0.5 for v in values) / len(values)
        print(f"  {name:18} {len(values):5} decisions: regret {m:5.2f} ± {ci:4.2f} points, "
              f"best card {100 * zero:3.0f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
