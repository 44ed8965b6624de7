"""Max^n, every seat of a 3-player deal playing for its own points, against a plain search.

The reference below is the obviously-correct max^n: every legal card (RULES §8,
through the engine's ``legal_mask``), the trick winner from ``best_position``
(§8.5), card points and the last trick's 10 (§1), no table and no merging of
cards; at each card the seat to play takes the most points for himself, ties
as ``ai/maxn.py`` says (another seat: the fewest for the root seat; the root
seat: the least for the better of the other two, then for the seat after it).
"""

from __future__ import annotations

import dataclasses
import math
import random
from functools import cache

import pytest
from ai_support import views_of_a_game
from hypothesis import given, settings
from hypothesis import strategies as st
from test_solver import CONTRACTS, VARIANTS, random_position

from debertz_desktop.ai import maxn
from debertz_desktop.ai.deal_scorer import DealScorer
from debertz_desktop.ai.hard import HardBot
from debertz_desktop.ai.maxn import maxn_margins, maxn_values
from debertz_desktop.ai.position import Position
from debertz_desktop.ai.solver import analyse, root_cards
from debertz_desktop.ai.solver_tables import BUDGET_SPENT
from debertz_desktop.ai.world_solving import MaxnPlan, search_plan, solve_worlds
from debertz_desktop.engine.debertz import PlayCard, preset
from debertz_desktop.engine.debertz.cards import (
    LAST_TRICK_BONUS,
    Contract,
    Suit,
    indices_of,
    mask_of,
    points_table,
)
from debertz_desktop.engine.debertz.cards import cards as parse_cards
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.tricks import TrickRules, best_position, legal_mask

THREE = [i for i, (players, _, _) in enumerate(VARIANTS) if players == 3]


def _key(points: tuple[int, ...], seat: int, root: int) -> tuple[int, ...]:
    """Larger is better for ``seat`` (the order of the module's docstring)."""
    if seat != root:
        return points[seat], -points[root]
    x, y = (root + 1) % 3, (root + 2) % 3
    return points[seat], -max(points[x], points[y]), -points[x]


def reference_points(pos: Position) -> dict[int, tuple[int, ...]]:
    """The points of every seat after each legal card, by plain max^n."""
    tr, pts, root = pos.rules, pos.points, pos.to_act

    @cache
    def points_from(hands: tuple[int, ...], trick: tuple[int, ...], seat: int,
                    ) -> tuple[int, ...]:
        leader = (seat - len(trick)) % 3
        seats = [(leader + k) % 3 for k in range(len(trick))]
        if len(trick) == 3:
            winner = seats[best_position(tr, list(trick))]
            gain = sum(pts[c] for c in trick)
            rest = [0, 0, 0]
            if any(hands):
                rest = list(points_from(hands, (), winner))
            else:
                gain += LAST_TRICK_BONUS
            rest[winner] += gain
            return tuple(rest)
        children = []
        for c in legal_cards(hands, trick, seat):
            after = list(hands)
            after[seat] ^= 1 << c
            children.append(points_from(tuple(after), (*trick, c), (seat + 1) % 3))
        return max(children, key=lambda v: _key(v, seat, root))

    def legal_cards(hands, trick, seat):
        leader = (seat - len(trick)) % 3
        seats = [(leader + k) % 3 for k in range(len(trick))]
        bp = best_position(tr, list(trick)) if trick else 0
        return list(indices_of(legal_mask(tr, hands[seat], list(trick), seats, seat, bp)))

    out = {}
    for c in legal_cards(pos.hands, pos.trick, root):
        after = list(pos.hands)
        after[root] ^= 1 << c
        out[c] = points_from(tuple(after), (*pos.trick, c), (root + 1) % 3)
    return out


def _all_cards(pos: Position) -> dict[int, tuple[int, ...]]:
    """max^n's points for every legal card (interchangeable ones take their twin's)."""
    rep = root_cards(pos)
    found = maxn_values(pos, sorted(set(rep.values()))).points
    return {c: found[r] for c, r in rep.items()}


@pytest.fixture(params=[True, False], ids=["compiled", "python"])
def either_search(request, monkeypatch):
    if request.param and not maxn.NATIVE:
        pytest.skip("the compiled search was not built")
    monkeypatch.setattr(maxn, "NATIVE", request.param)
    return request.param


@pytest.mark.parametrize(("variant", "contract", "seed"),
                         [(v, c, s) for v in THREE for c in range(len(CONTRACTS))
                          for s in range(10)])
def test_maxn_matches_plain_maxn(either_search, variant: int, contract: int, seed: int):
    _, teams, overrides = VARIANTS[variant]
    rng = random.Random(7000 + 100 * variant + 10 * contract + seed)
    pos = random_position(rng, 3, teams, overrides, *CONTRACTS[contract], rng.choice((2, 3, 4)))
    expected = reference_points(pos)
    found = _all_cards(pos)
    assert found == expected
    # RULES §1: every point still to play is taken by somebody, the last trick's 10 included
    assert all(sum(v) == pos.remaining_points for v in found.values())


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), contract=st.integers(0, len(CONTRACTS) - 1),
       size=st.integers(3, 5))
def test_compiled_and_python_agree(seed: int, contract: int, size: int):
    """The same values and the same trick nodes, as the paranoid searches do."""
    if not maxn.NATIVE:
        pytest.skip("the compiled search was not built")
    rng = random.Random(seed)
    pos = random_position(rng, 3, False, {}, *CONTRACTS[contract], size)
    cards = sorted(set(root_cards(pos).values()))
    compiled = maxn_values(pos, cards)
    maxn.NATIVE = False
    try:
        python = maxn_values(pos, cards)
    finally:
        maxn.NATIVE = True
    assert compiled == python


def _plain_spades() -> Position:
    """Hearts trump, two cards each, seat 1 to lead: seat 0 J♠ 9♣, seat 1 9♠ K♠, seat 2 7♠ A♠
    (RULES §1: plain A 11, K 4, J 2, nines and sevens 0; the last trick 10)."""
    rules = RuleSet(players=3)
    tr = TrickRules.of(rules, Contract.SUIT, Suit.HEARTS)
    hands = tuple(mask_of(parse_cards(text)) for text in ("JS 9C", "9S KS", "7S AS"))
    return Position(hands=hands, trick=(), to_act=1, rules=tr,
                    points=points_table(Contract.SUIT, Suit.HEARTS), sides=(1, 0, 1))


def test_each_seat_plays_for_itself_not_against_the_seat_to_act(either_search):
    """RULES §10.1: with 3 players each writes his own total.  If seat 1 leads the 9♠, seat 2
    could play the 7♠ and let seat 0's J♠ win, so that seat 0 leads the 9♣ and takes the
    A♠ and K♠ with the last trick — seat 1 would take nothing (the paranoid search's
    −27), but seat 2 would take nothing either: it takes its A♠ (13 points), and seat 1's
    K♠ wins the last trick (14).  Led, the K♠ takes only its own trick (6): seat 2 lets it
    win and takes the last with the A♠ (21).  Max^n leads the 9♠; the paranoid search,
    fearing the two others together, the K♠ (−15)."""
    pos = _plain_spades()
    nine, king = (c.index for c in parse_cards("9S KS"))
    found = _all_cards(pos)
    assert found == reference_points(pos)
    assert found[nine] == (0, 14, 13)
    assert found[king][1] < found[nine][1]
    paranoid = analyse(pos).values
    assert paranoid[king] > paranoid[nine] == -27
    margins, firsts = maxn_margins(pos)
    assert margins == {c: 2 * p[1] - pos.remaining_points for c, p in found.items()}
    assert firsts == {c: p[0] for c, p in found.items()}  # seat 0, the first of the others


def test_a_search_past_its_trick_nodes_gives_way_to_the_paranoid_one(either_search):
    rng = random.Random(3)
    pos = random_position(rng, 3, False, {}, Contract.SUIT, Suit.HEARTS, 5)
    with pytest.raises(BUDGET_SPENT):
        maxn_values(pos, sorted(set(root_cards(pos).values())), max_nodes=1)
    task = ((pos.hands,), pos.trick, pos.to_act, pos.rules, pos.points, pos.sides,
            search_plan(3, 5), None)
    paranoid = analyse(pos).values
    starved = solve_worlds((*task, MaxnPlan(9, 1)))[0]
    assert starved[5] is None and starved[1] == paranoid
    # too many cards for the plan: the paranoid search
    assert solve_worlds((*task, MaxnPlan(4, 10**9)))[0][5] is None
    searched = solve_worlds((*task, MaxnPlan(9, 10**9)))[0]
    if either_search:
        assert (searched[1], searched[5]) == maxn_margins(pos)
    else:  # in Python max^n is too slow for a card decision: never used there
        assert searched[5] is None and searched[1] == paranoid


def test_the_split_of_the_others_decides_a_bite():
    """RULES §10.1: a bitten maker's total goes to the top defender.  The seat is a defender
    (seat 1), the maker (seat 0) takes 50 of the 162 points still to play: the others' 112
    split 60/52 makes the seat the top defender, 52/60 the other one."""
    scorer = DealScorer("three", 1, 0, False, 1, (0.0, 0.0, 0.0), ())
    mine_top = scorer.written((0, 0, 0), 2 * 60 - 162, 162, first=50)
    other_top = scorer.written((0, 0, 0), 2 * 52 - 162, 162, first=50)
    # the seat takes 60 + 50 and the other writes 52, against 52 and 60 + 50
    assert mine_top == pytest.approx(110 - (0 + 52) / 2)
    assert other_top == pytest.approx(52 - (0 + 110) / 2)
    # without the split known the result is averaged over guesses, not the exact one
    assert scorer.written((0, 0, 0), 2 * 60 - 162, 162) != pytest.approx(mine_top)


@pytest.mark.parametrize(("maker", "mine", "other", "expected"), [
    # RULES §10.1: the two defenders tie for top: the maker's 28 goes half to each (hanging
    # between them, §10.2, as good as shared): the seat 31 + 14, the other 31 + 14
    (28, 31, 31, 31 + 14 - (0 + 31 + 14) / 2),
    # RULES §10.2: the maker ties the top defender (the seat): his 31 hangs, written 0
    (31, 31, 28, 31 - (0 + 28) / 2),
])
def test_equal_totals_found_by_the_search_stay_equal(maker: int, mine: int, other: int,
                                                     expected: float):
    """Points the search splits exactly are written exactly, so a tie stays a tie (passed as
    a fraction, 31 of 62 came back a hair over 31 and bit the maker)."""
    scorer = DealScorer("three", 1, 0, False, 1, (0.0, 0.0, 0.0), ())
    rem = maker + mine + other
    written = scorer.written((0, 0, 0), 2 * mine - rem, rem, first=maker)
    assert written == pytest.approx(expected)


def test_hard_with_maxn_writes_each_world_with_the_split_it_found(monkeypatch):
    """``HardBot(maxn=K)`` at a 3-player table: every world of a decision with at most K
    cards in the hand is scored with the first other seat's points from max^n; in a
    negative round (RULES §10.4: every seat wants fewer points) max^n is not used."""
    if not maxn.NATIVE:
        pytest.skip("max^n plays only where the compiled search was built")
    seen: list[int | None] = []
    utility = DealScorer.utility

    def spy(self, hands, margin, rem, first=None):
        seen.append(first)
        return utility(self, hands, margin, rem, first)

    monkeypatch.setattr(DealScorer, "utility", spy)
    bot = HardBot(3, workers=1, time_budget=math.inf, max_worlds=6, maxn=6)
    for _, view in views_of_a_game(preset("classic", players=3), 5):
        cards = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
        if (view.phase is Phase.PLAY and len(cards) > 1 and view.maker is not None
                and len(view.hand) <= 6):  # well within the trick nodes allowed
            break
    evaluation = bot.evaluate(view)
    assert evaluation.best in view.legal_actions and evaluation.worlds == 6
    assert seen and all(isinstance(first, int) for first in seen)
    assert bot._task_parts(dataclasses.replace(view, maker=None))[-1] is None
