"""Per-decision loss against a seer on a fixed, seeded set of positions (issue 31's yardstick).

    python benchmarks/seer_loss.py --players 2 --games 60 --jobs 2 --bot hard --bot pimc
    python benchmarks/seer_loss.py --players 3 --games 30 --jobs 2 --bot hard:max_worlds=80

The positions: seeded games (seeds ``--seed`` …) played by PIMC-20 in every
seat (``pimc.py``; deterministic, and independent of the bots judged, so a
change to Hard is judged on the very same positions).  Every decision of those
games with a choice is a position: a card (a *lead* when the trick is empty,
else a *reply*) or a bid with a trump among the choices.

The seer sees every card and plays exactly:

- a card is worth its exact double-dummy margin on the real hands
  (``solver.analyse``: the points of the seat's side from here on, last trick
  included, minus the others'; with 3 players the seat against both others),
  and the deal as it would be written from that margin (``DealScorer``: made,
  hanging or bitten, combinations and bella — what Hard maximises);
- a bid is worth the written result of the deal (the seat's side minus the
  other; 3 players: minus the mean of the others) when it is made on a copy of
  the real game, the other seats then bid as PIMC-20 does (Medium's rules),
  the seat's own later bids are the seer's best, the buy-in, the seven
  exchange and claims happen as in the game, and the play is solved exactly
  with every hand open, all combinations and bellas declared; a deal that ends
  void (all passed) is worth 0.

A bot's *loss* at a position is the best choice's value less its own choice's.
It is printed per bot (``--bot``, the specs of ``pimc_match.py``) for leads,
replies and bids, with 95% intervals: card losses in margin points and in
written points, bid losses in written points; every bot after the first also
with its change against the first on the same positions (paired, so the
interval is much narrower than the two losses').  ``--only cards`` or
``--only bids`` judges one kind of decision.  Bots are built for each
position as in a match (seed ``game seed * 10 + seat``) and see only the
seat's view.
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import each_result, mean_ci
from pimc import real_position
from pimc_match import make, parse_spec  # the sibling benchmark scripts

from debertz_desktop.ai.deal_scorer import DealScorer
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.ai.position import Position, search_sides
from debertz_desktop.ai.solver import analyse, solve
from debertz_desktop.engine.debertz import Game, PlayCard, preset
from debertz_desktop.engine.debertz.actions import NameSuit, PlayTurned
from debertz_desktop.engine.debertz.combinations import (
    BELLA_POINTS,
    compare_declarations,
    sequences_in,
)
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.rules import BiteSplit, RuleSet
from debertz_desktop.engine.debertz.sheet import DealKind

GENERATOR = "pimc"
_KING, _QUEEN = 6, 5

#: (kind, role, cards in hand, losses per judged bot: (margin loss, written loss) or None
#: where undefined)
Decision = tuple[str, str, int, list[tuple[float, float] | None]]


# -- the seer --------------------------------------------------------------------------------


def seer_cards(game: Game, view) -> dict[int, tuple[float, float]]:
    """Margin and written value of every legal card on the real hands (reads the deal)."""
    pos = real_position(game, view)
    scorer = DealScorer.of(view)
    rem = pos.remaining_points
    return {c: (float(v), scorer.written(pos.hands, v, rem))
            for c, v in analyse(pos).values.items()}


def _table_points(rules: RuleSet, hands: tuple[int, ...], trump: int, leader: int) -> list[int]:
    """Every combination and bella declared (RULES §6), per side."""
    out = [0] * rules.sides
    declared = [(s, c) for s in range(rules.players)
                for c in sequences_in(hands[s], rules.hundred_length)]
    if declared:
        winner = compare_declarations(rules, declared, trump, leader).winner
        if winner is not None:
            out[winner] += sum(c.points for s, c in declared if rules.side_of(s) == winner)
    pair = (1 << (8 * trump + _KING)) | (1 << (8 * trump + _QUEEN))
    for s in range(rules.players):
        if hands[s] & pair == pair:
            out[rules.side_of(s)] += BELLA_POINTS
    return out


def _played_out(game: Game, seat: int) -> float:
    """The written result for ``seat`` of a deal whose play is about to begin, all hands open."""
    deal = game.deal
    rules = game.rules
    hands = tuple(deal.hands)
    leader = deal.to_act
    sides = search_sides(rules, seat)
    pos = Position(hands=hands, trick=(), to_act=leader, rules=deal.tr,
                   points=tuple(deal.points), sides=sides)
    margin = solve(pos)
    if sides[leader] != 0:
        margin = -margin
    trump = int(deal.trump)
    scorer = DealScorer("three" if rules.players == 3 else "sides", rules.side_of(seat),
                        rules.side_of(deal.maker), False, 1,
                        tuple(_table_points(rules, hands, trump, leader)), (),
                        rules.bite_split is BiteSplit.EQUAL, pool=float(game.score.hanging_pool))
    return scorer.written(hands, margin, pos.remaining_points)


def seer_bid(game: Game, seat: int, medium: list[MediumBot]) -> float:
    """The seer's value of the deal from here (a copy of ``game`` is played on)."""
    rows = len(game.rows)
    while True:
        if len(game.rows) > rows:  # the deal is over before the play: void
            row = game.rows[rows]
            return 0.0 if row.kind is DealKind.VOID else _written(game, row, seat)
        phase = game.phase
        s = game.to_act
        if phase is Phase.PLAY:
            return _played_out(game, seat)
        legal = game.legal_actions(s)
        if phase is Phase.BIDDING and s == seat and len(legal) > 1:
            return max(seer_bid(_after(game, s, a), seat, medium) for a in legal)
        game.apply(s, medium[s].choose(game.view(s)))


def _after(game: Game, seat: int, action) -> Game:
    copied = copy.deepcopy(game)
    copied.apply(seat, action)
    return copied


def _written(game: Game, row, seat: int) -> float:
    rules = game.rules
    written = [line.written for line in row.sides]
    mine = rules.side_of(seat)
    others = [w for side, w in enumerate(written) if side != mine]
    return written[mine] - sum(others) / len(others)


# -- the positions and the judging -----------------------------------------------------------


def judge_game(task: tuple[RuleSet, int, tuple[str, ...], frozenset[str]]) -> list[Decision]:
    rules, seed, specs, kinds = task
    game = Game(rules, seed)
    players = [make(GENERATOR, seed * 10 + s) for s in range(rules.players)]
    medium = [MediumBot(seed * 10 + s) for s in range(rules.players)]
    out: list[Decision] = []
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        action = players[seat].choose(view)
        legal = view.legal_actions
        if ("cards" in kinds and view.phase is Phase.PLAY and type(action) is PlayCard
                and len({a.card.index for a in legal if type(a) is PlayCard}) > 1):
            values = seer_cards(game, view)
            best = max(values.values())
            maker = view.maker
            role = ("maker" if maker is not None
                    and rules.side_of(maker) == rules.side_of(seat) else "defender")
            losses: list[tuple[float, float] | None] = []
            for spec in specs:
                choice = make(spec, seed * 10 + seat).choose(view)
                if type(choice) is not PlayCard:
                    losses.append(None)
                    continue
                m, w = values[choice.card.index]
                losses.append((best[0] - m, max(v[1] for v in values.values()) - w))
            out.append(("lead" if not view.trick else "reply", role, len(view.hand), losses))
        elif ("bids" in kinds and view.phase is Phase.BIDDING and len(legal) > 1
              and any(isinstance(a, PlayTurned | NameSuit) for a in legal)):
            values = {a: seer_bid(_after(game, seat, a), seat, medium) for a in legal}
            best_bid = max(values.values())
            losses = []
            for spec in specs:
                choice = make(spec, seed * 10 + seat).choose(view)
                losses.append((0.0, best_bid - values[choice]) if choice in values else None)
            out.append(("bid", "round 2" if len(view.bids) >= rules.players else "round 1",
                        len(view.hand),
                        losses))
        game.apply(seat, action)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", action="append", help="a bot to judge (repeatable; "
                        "default: hard and pimc)")
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40, help="seeded games of positions")
    parser.add_argument("--seed", type=int, default=31000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", choices=["cards", "bids"],
                        help="judge only card decisions, or only bids")
    args = parser.parse_args(argv)
    kinds = frozenset([args.only] if args.only else ["cards", "bids"])
    specs = tuple(args.bot or ["hard", "pimc"])
    for spec in specs:
        try:
            parse_spec(spec)
        except ValueError as exc:
            parser.error(str(exc))
    rules = preset(args.preset, args.players)
    tasks = [(rules, args.seed + i, specs, kinds) for i in range(args.games)]
    started = time.perf_counter()
    decisions: list[Decision] = []
    for found in each_result(judge_game, tasks, args.jobs):
        decisions.extend(found)
    print(f"seer loss: preset {args.preset}, {args.players} players, positions of "
          f"{args.games} PIMC-20 games from seed {args.seed}, "
          f"{time.perf_counter() - started:.0f} s with {args.jobs} job(s)")
    print(report(decisions, specs))
    return 0


def report(decisions: list[Decision], specs: tuple[str, ...]) -> str:
    groups: dict[str, list[int]] = defaultdict(list)
    for i, (kind, role, cards, _) in enumerate(decisions):
        groups[kind].append(i)
        groups[f"{kind}, {role}"].append(i)
        if kind != "bid":
            groups[f"{kind}, {cards} cards"].append(i)
    order = [g for g in ("lead", "reply", "bid") if g in groups]
    order += sorted(g for g in groups if "," in g)
    lines = []
    for k, spec in enumerate(specs):
        lines.append(f"{spec}:" + (f"  (change against {specs[0]}: the same positions, paired)"
                                   if k else ""))
        for name in order:
            pairs = [(decisions[i][3][k], decisions[i][3][0]) for i in groups[name]]
            kept = [(x, y) for x, y in pairs if x is not None and y is not None]
            if len(kept) < 2:
                continue
            w, w_ci = mean_ci([x[1] for x, _ in kept])
            text = f"  {name:18} {len(kept):5} positions: written {w:5.2f} ± {w_ci:4.2f}"
            if not name.startswith("bid"):
                m, m_ci = mean_ci([x[0] for x, _ in kept])
                best = sum(x[0] < 0.5 for x, _ in kept) / len(kept)
                text += f", margin {m:5.2f} ± {m_ci:4.2f}, best card {100 * best:3.0f}%"
            if k:
                d, d_ci = mean_ci([x[1] - y[1] for x, y in kept])
                text += f"; change: written {d:+5.2f} ± {d_ci:4.2f}"
                if not name.startswith("bid"):
                    d, d_ci = mean_ci([x[0] - y[0] for x, y in kept])
                    text += f", margin {d:+5.2f} ± {d_ci:4.2f}"
            lines.append(text)
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
