"""The compiled search gives what the Python search gives: values, depths and node counts.

``debertz_desktop/ai/_native_solver.c`` is a port of ``solver_search.PythonSearch`` that
Hard uses where it was built.  Every test here runs a search both ways on the
same position and asks for the same answer to the last node, so that the
compiled search plays exactly the Python one (which ``test_solver.py`` checks
against a plain minimax), only faster.  The rules of play it carries
(``legal_mask``) are checked against the engine's (RULES §8).
"""

from __future__ import annotations

import random

import pytest
from ai_support import played_to
from test_solver import CONTRACTS, VARIANTS, random_position

from debertz_desktop.ai import solver, solver_tables
from debertz_desktop.ai.position import Position
from debertz_desktop.ai.solver import analyse, solve
from debertz_desktop.engine.debertz.cards import indices_of
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.tricks import TrickRules, best_position, legal_mask

native = pytest.importorskip("debertz_desktop.ai._native_solver",
                             reason="the compiled search was not built (no C compiler)")


def both(monkeypatch, call):
    """``call()`` with the compiled search, then with the Python one."""
    monkeypatch.setattr(solver, "NATIVE", True)
    compiled = call()
    monkeypatch.setattr(solver, "NATIVE", False)
    python = call()
    return compiled, python


def sides_alone(pos: Position) -> Position:
    """The paranoid reduction Hard searches with 3 or 4 solo players (the seat against all)."""
    sides = tuple(0 if s == pos.to_act else 1 for s in range(pos.players))
    return Position(hands=pos.hands, trick=pos.trick, to_act=pos.to_act, rules=pos.rules,
                    points=pos.points, sides=sides)


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
@pytest.mark.parametrize("contract", range(len(CONTRACTS)))
def test_exact_values_are_the_pythons(monkeypatch, variant, contract):
    players, teams, overrides = VARIANTS[variant]
    rng = random.Random(variant * 31 + contract)
    for _ in range(12):
        size = rng.randint(1, 5 if players < 4 else 4)
        pos = random_position(rng, players, teams, overrides, *CONTRACTS[contract], size)
        compiled, python = both(monkeypatch, lambda p=pos: analyse(p))
        assert compiled == python
        compiled, python = both(monkeypatch, lambda p=pos: solve(p))
        assert compiled == python
        assert compiled == max(analyse(pos).values.values())


SEARCHES = [
    # (preset, players, teams, cards, depth, max_nodes, alone)
    ("classic", 3, False, 9, 4, 150_000, True),  # Hard's 3-player plan at 9 cards
    ("classic", 3, False, 8, 2, None, True),
    ("kharkov", 3, False, 10, 3, 40_000, True),  # 10 cards a hand (buyin = 4)
    ("site", 4, True, 8, 3, 60_000, False),  # Hard's pairs plan at 8 cards
    ("site", 4, True, 7, 2, 3_000, False),  # a budget that cuts the deepening short
    ("site", 4, False, 7, 2, None, True),  # 4 solo: the proportional split
    ("classic", 2, False, 9, None, None, False),
]


@pytest.mark.parametrize("case", SEARCHES, ids=[f"{c[0]}-{c[1]}-{c[3]}" for c in SEARCHES])
def test_depth_limited_searches_are_the_pythons_to_the_node(monkeypatch, case):
    key, players, teams, cards, depth, max_nodes, alone = case
    rules = preset(key, players, teams)
    for seed in range(4):
        game = played_to(rules, seed, cards)
        pos = Position.from_deal(game.deal)
        if alone:
            pos = sides_alone(pos)
        compiled, python = both(
            monkeypatch, lambda p=pos: analyse(p, depth=depth, max_nodes=max_nodes))
        assert compiled == python  # values, exact, depth reached and nodes
        if max_nodes is None:
            compiled, python = both(monkeypatch, lambda p=pos: solve(p, depth=depth))
            assert compiled == python


def test_the_older_estimate_too(monkeypatch):
    monkeypatch.setattr(solver, "FITTED_LEAF", False)
    game = played_to(preset("classic", 3), 5, 9)
    pos = sides_alone(Position.from_deal(game.deal))
    compiled, python = both(monkeypatch, lambda: analyse(pos, depth=3, max_nodes=50_000))
    assert compiled == python


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_legal_cards_are_the_engines(variant):
    """RULES §8.1-§8.4 as compiled: every hand, trick and seat of random tricks."""
    players, teams, overrides = VARIANTS[variant]
    rng = random.Random(variant)
    for contract, trump in CONTRACTS:
        rules = RuleSet(players=players, teams=teams, **overrides)
        tr = TrickRules.of(rules, contract, trump)
        points = tuple(range(32))
        tables = solver_tables.search_tables(tr, points).native
        for _ in range(60):
            deck = list(range(32))
            rng.shuffle(deck)
            k = rng.randrange(1, players)
            leader = rng.randrange(players)
            trick = deck[:k]
            seats = [(leader + j) % players for j in range(k)]
            seat = (leader + k) % players
            hand = sum(1 << c for c in deck[k:k + rng.randint(1, 8)])
            bp = best_position(tr, trick)
            assert native.legal_mask(tables, hand, trick, seats, seat, bp) == legal_mask(
                tr, hand, trick, seats, seat, bp), (list(indices_of(hand)), trick, seats)


def test_a_spent_budget_is_reported_like_the_pythons():
    game = played_to(preset("site", 4, True), 2, 8)
    pos = Position.from_deal(game.deal)
    result = analyse(pos, depth=4, max_nodes=500)
    assert not result.exact and result.depth is not None and result.depth < 4
    assert set(result.values) == {c for c in indices_of(pos.hands[pos.to_act])}


def test_bad_positions_are_refused_with_a_message():
    game = played_to(preset("classic", 2), 1, 4)
    pos = Position.from_deal(game.deal)
    tables = solver_tables.search_tables(pos.rules, pos.points).native
    with pytest.raises(ValueError):
        native.Search(tables, None, (1, 2, 3, 4, 5), (1, 0), (), 0)
    search = native.Search(tables, None, pos.hands, (1, 0), pos.trick, pos.to_act)
    absent = next(c for c in range(32) if not pos.hands[pos.to_act] >> c & 1)
    with pytest.raises(ValueError):
        search.value_of(absent, 0, 1, 99)


def test_a_search_in_a_worker_thread_leaves_the_interface_thread_running():
    """The table calls Hard from a worker thread (issue 4): the compiled search releases the
    GIL while it searches, so the thread that paints the table is not held for a whole
    search (the Python search lets it run every few milliseconds anyway)."""
    import threading
    import time

    rules = preset("site", 4, False)
    pos = sides_alone(Position.from_deal(played_to(rules, 19, 8, lead=True).deal))
    rem = pos.remaining_points

    def probe():
        solver._new_search(pos).position_probe(-1, rem + 1, 99)  # one full-window search

    started = time.perf_counter()
    probe()
    alone = time.perf_counter() - started
    assert alone > 0.1, "the position is too easy to tell"
    worker = threading.Thread(target=probe)
    # A gap counts as long as the process ran in it (its processor time): the search holding
    # the GIL runs, while a machine too busy to run the process at all stalls both threads.
    gaps = []
    last = (time.perf_counter(), time.process_time())
    worker.start()
    while worker.is_alive():
        time.sleep(0.001)
        now = (time.perf_counter(), time.process_time())
        gaps.append(min(now[0] - last[0], now[1] - last[1]))
        last = now
    worker.join()
    assert max(gaps) < alone / 3


def test_a_search_refuses_a_second_thread_while_it_runs():
    """Without the GIL two threads could reach one search's tables at once; the second is
    told so, and the first search's answer is unchanged."""
    import threading
    import time

    pos = sides_alone(Position.from_deal(played_to(preset("site", 4, False), 19, 8,
                                                   lead=True).deal))
    rem = pos.remaining_points
    expected = solver._new_search(pos).position_probe(-1, rem + 1, 99)
    search = solver._new_search(pos)
    answer = []
    worker = threading.Thread(target=lambda: answer.append(search.position_probe(-1, rem + 1, 99)))
    worker.start()
    refused = 0
    while worker.is_alive():
        try:
            search.clear_table()
        except RuntimeError:
            refused += 1
        time.sleep(0.002)
    worker.join()
    assert refused > 0
    assert answer == [expected]
    search.clear_table()  # usable again once the probe is over


def test_bad_leaf_weights_are_refused_with_a_message():
    weights = ([1.0], [1.0], 0.0, 0.0, 0.0)
    orders, points8 = [[0] * 8] * 4, [[0] * 256] * 4
    native.Leaf([weights] * 11, orders, 0, points8)
    with pytest.raises(TypeError):
        native.Leaf([weights] * 10 + [([1.0, "x"], [1.0], 0.0, 0.0, 0.0)], orders, 0, points8)
    with pytest.raises(ValueError, match="bad weights"):
        native.Leaf([weights] * 10 + [([], [1.0], 0.0, 0.0, 0.0)], orders, 0, points8)
    with pytest.raises(ValueError, match="bad sizes"):
        native.Leaf([weights] * 10, orders, 0, points8)
    with pytest.raises(ValueError, match="orders: 8 values expected"):
        native.Leaf([weights] * 11, [[0] * 8] * 3 + [[0] * 7], 0, points8)
