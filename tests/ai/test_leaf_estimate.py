"""The estimate beyond the search depth: fitted to exact values, it must be closer to them.

Hard searches the first tricks of 3- and 4-player deals to a depth and shares
out the rest by an estimate (``leaf_estimate.py``).  These tests play fresh
games at random to a few cards a hand (other games than the ones it was
fitted on), solve them exactly, and hold the fitted estimate to being nearer
the truth than the older proportional split.
"""

from __future__ import annotations

import statistics
from dataclasses import replace

import pytest
from ai_support import played_to

from debertz_desktop.ai import solver
from debertz_desktop.ai.leaf_estimate import leaf_model, structure_of
from debertz_desktop.ai.position import Position
from debertz_desktop.engine.debertz.cards import Contract, Suit, mask_of, points_table
from debertz_desktop.engine.debertz.cards import cards as parse_cards
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.tricks import TrickRules


def estimate(pos: Position, fitted: bool, leader: int) -> int:
    """The estimated points of the side to act in ``pos``, with ``leader`` to lead."""
    old = solver.FITTED_LEAF
    solver.FITTED_LEAF = fitted
    try:
        return solver._Search(pos)._estimate(leader, pos.remaining_points)
    finally:
        solver.FITTED_LEAF = old


@pytest.mark.parametrize(("players", "teams", "size"),
                         [(4, True, 3), (4, True, 4), (3, False, 3), (3, False, 4)])
def test_the_fitted_estimate_is_nearer_the_exact_share(players, teams, size):
    # the maximiser is Hard's side (with 3 players Hard alone); anyone may lead at the leaf
    fitted, older = [], []
    for seed in range(60):
        rules = preset("site" if teams else "classic", players=players, teams=teams)
        dealt = Position.from_deal(played_to(rules, 900_000 + seed, size, lead=True).deal)
        me = seed % players
        sides = dealt.sides if teams else tuple(0 if s == me else 1 for s in range(players))
        mine = replace(dealt, to_act=me, sides=sides)  # the maximiser's search
        led = replace(dealt, sides=sides)  # the real leader to play
        rem = dealt.remaining_points
        leader_points = (rem + solver.solve(led)) // 2
        exact = leader_points if sides[dealt.to_act] == sides[me] else rem - leader_points
        fitted.append(abs(estimate(mine, True, dealt.to_act) - exact))
        older.append(abs(estimate(mine, False, dealt.to_act) - exact))
    assert statistics.fmean(fitted) < 0.9 * statistics.fmean(older)


def test_holding_the_trumps_and_the_masters_is_worth_more_than_half():
    # pairs, hearts trump: my side holds the top trumps and both aces, with the lead
    rules = RuleSet(players=4, teams=True)
    hands = tuple(mask_of(parse_cards(h)) for h in
                  ("JH AS AH 7D", "7S 8S 9S 8D", "9H AC 10H 9D", "7C 8C 9C JD"))
    pos = Position(hands=hands, trick=(), to_act=0,
                   rules=TrickRules.of(rules, Contract.SUIT, Suit.HEARTS),
                   points=points_table(Contract.SUIT, Suit.HEARTS),
                   sides=tuple(rules.side_of(s) for s in range(4)))
    rem = pos.remaining_points
    assert estimate(pos, True, 0) > 0.75 * rem
    # the other side, leading the same hands, expects the rest
    swapped = Position(hands=hands[1:] + hands[:1], trick=(), to_act=0, rules=pos.rules,
                       points=pos.points, sides=pos.sides)
    assert estimate(swapped, True, 0) < 0.25 * rem


def test_structures_and_contracts_without_a_fitted_model():
    assert structure_of((0, 1, 0, 1), 2) == "pairs"
    assert structure_of((0, 1, 1), 0) == "alone3"
    assert structure_of((1, 0, 1), 1) == "alone3"
    assert structure_of((0, 1, 1, 1), 0) is None  # 4 solo players: the older estimate
    assert structure_of((0, 1), 0) is None  # 2 players are searched exactly
    tr = TrickRules.of(RuleSet(players=4, teams=True), Contract.NO_TRUMP, None)
    assert leaf_model("pairs", tr.strength, points_table(Contract.NO_TRUMP, None),
                      tr.trump, tr.suit_contract) is None
