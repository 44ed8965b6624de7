"""Searching one open Oh Hell world (``ai/oh_hell/search.py``): play-outs and the exact search.

The exact search is checked against a plain minimax written here (every card,
no table, no classes of equal cards) on small deals; play-outs are checked to
be legal whole deals (OH_HELL §5).
"""

from __future__ import annotations

import random

import pytest

from debertz_desktop.ai.oh_hell import search
from debertz_desktop.ai.oh_hell.policy import DealFacts
from debertz_desktop.ai.oh_hell.search import (
    Position,
    Scoring,
    SearchLimit,
    move_classes,
    play_out,
    solve,
    solve_value,
)
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.oh_hell.deal import trick_winner
from debertz_desktop.engine.pack import mask_of, pack_cards


def random_position(rng: random.Random, players: int, cards: int, played: int = 0,
                    trump: bool = True) -> Position:
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [0] * players
    for i in range(players * cards):
        hands[i % players] |= 1 << deck[i]
    turned = deck[players * cards] if trump and players * cards < 52 else None
    facts = DealFacts(players, -1 if turned is None else turned // 13,
                      0 if turned is None else 1 << turned,
                      tuple(rng.randrange(cards + 1) for _ in range(players)))
    pos = Position(facts, hands, [], [], 0, [0] * players, [0] * players,
                   rng.randrange(players))
    for _ in range(played):
        legal = pos.legal()
        pos.play(rng.choice([c for c in range(52) if legal >> c & 1]))
    return pos


def minimax(pos: Position, scoring: Scoring) -> tuple[float, ...]:
    """Max^n over every legal card, lowest card first on ties (the search's rule)."""
    if not pos.trick and not pos.hands[pos.to_act]:
        return tuple(scoring.values(pos.facts.bids, pos.taken))
    seat = pos.to_act
    best = None
    legal = pos.legal()
    for c in range(52):
        if legal >> c & 1:
            child = pos.copy()
            child.play(c)
            v = minimax(child, scoring)
            if best is None or v[seat] > best[seat]:
                best = v
    return best


@pytest.mark.parametrize(("players", "cards", "played"), [(3, 3, 0), (4, 2, 1), (3, 4, 2),
                                                           (5, 2, 0), (4, 3, 3), (7, 1, 2)])
@pytest.mark.parametrize("minus", [False, True])
def test_the_exact_search_agrees_with_plain_minimax(players, cards, played, minus):
    rng = random.Random(players * 100 + cards * 10 + played)
    rules = OhHellRules(players=players, failed_bid="minus_difference" if minus else "nothing")
    scoring = Scoring.of(rules, cards)
    for _ in range(12):
        pos = random_position(rng, players, cards, played)
        seat = pos.to_act
        values = solve(pos, scoring)
        legal = pos.legal()
        assert set(values) == {c for c in range(52) if legal >> c & 1}
        for c, v in values.items():
            child = pos.copy()
            child.play(c)
            assert v == pytest.approx(minimax(child, scoring)[seat])
        assert solve_value(pos, scoring, seat) == pytest.approx(max(values.values()))


def test_equal_cards_are_searched_once():
    # ♥ 10 and J touch; ♥ 8 and 10 touch once the 9 is out of play; ♥ Q is held by another
    facts = DealFacts(3, 0, 0, (1, 1, 1))
    hands = [mask_of(pack_cards("8H 10H JH KH")), mask_of(pack_cards("QH 2C 3C 4C")),
             mask_of(pack_cards("5D 6D 7D 8D"))]
    pos = Position(facts, hands, [], [], mask_of(pack_cards("9H")), [0, 0, 0], [0, 0, 0], 0)
    classes = move_classes(pos, pos.hands[0])
    assert [str(p) for p in pack_cards("8H KH")] == [str(c) for c in
                                                     pack_cards(" ".join(_names(classes)))]


def _names(indices: list[int]) -> list[str]:
    from debertz_desktop.engine.pack import PACK

    return [str(PACK[i]) for i in indices]


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_a_play_out_is_a_whole_legal_deal(players):
    rng = random.Random(players)
    for _ in range(20):
        cards = rng.randrange(1, 52 // players + 1)
        pos = random_position(rng, players, cards, rng.randrange(players * cards),
                              trump=rng.random() < 0.7)
        before = [h for h in pos.hands]
        taken = play_out(pos)
        assert pos.hands == before, "the position is kept"
        assert sum(taken) == cards and all(t >= s for t, s in zip(taken, pos.taken, strict=True))


def test_a_play_out_follows_the_rules_card_by_card():
    # replay the policy's cards one at a time and check suit-following (OH_HELL §5)
    from debertz_desktop.ai.oh_hell.policy import play_card

    rng = random.Random(9)
    for _ in range(30):
        pos = random_position(rng, 4, 6)
        while pos.hands[pos.to_act]:
            seat = pos.to_act
            c = play_card(pos.facts, seat, pos.hands[seat], pos.trick, pos.seats, pos.played,
                          pos.taken, pos.voids)
            assert pos.legal() >> c & 1
            trick = [*pos.trick, c]
            pos.play(c)
            if len(trick) == 4:
                assert pos.to_act == (seat + 1 + trick_winner(trick, pos.facts.trump)) % 4


def test_the_value_counts_the_own_bid_first_and_the_others_by_spite():
    rules = OhHellRules(players=3)
    scoring = Scoring.of(rules, 3, spite=0.5)
    values = scoring.values((1, 0, 2), [1, 1, 1])  # seat 0 makes 11, the others fail
    assert values == [11, -0.25 * 11, -0.25 * 11]
    assert Scoring.of(OhHellRules(players=3, zero_bid="five_plus_cards"), 3).points[0][0] == 8


def test_a_search_past_its_node_limit_says_so():
    rng = random.Random(3)
    pos = random_position(rng, 4, 4)
    scoring = Scoring.of(OhHellRules(players=4), 4)
    with pytest.raises(SearchLimit):
        solve(pos, scoring, max_nodes=50)
    with pytest.raises(SearchLimit):
        solve_value(pos, scoring, 0, max_nodes=50)


def test_the_python_search_gives_the_same_answers_without_the_compiled_one(monkeypatch):
    rng = random.Random(4)
    pos = random_position(rng, 4, 3, 2)
    scoring = Scoring.of(OhHellRules(players=4), 3)
    expected = (solve(pos, scoring), play_out(pos))
    monkeypatch.setattr(search, "_native", None)
    assert (solve(pos, scoring), play_out(pos)) == expected


def test_the_plays_of_medium_are_its_policys_own_in_the_true_deal():
    # policy-based inference (worlds.py): in the real deal, Medium's plays are never misses
    from debertz_desktop.ai import make_bot
    from debertz_desktop.ai.oh_hell.search import policy_misses
    from debertz_desktop.ai.oh_hell.seat import facts_of
    from debertz_desktop.ai.oh_hell.worlds import plays_of
    from debertz_desktop.engine.oh_hell import OhHellGame

    rules = OhHellRules(players=4)
    for seed in range(6):
        game = OhHellGame(rules, seed=seed)
        while game.deal.number < 6:
            game.apply(game.to_act, game.legal_actions(game.to_act)[0])
        bots = [make_bot("medium", s, game="oh_hell") for s in range(4)]
        while game.deal.number == 6 and len(game.view(0).played_cards) < 14:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        view = game.view(0)
        start = list(game.deal.start_hands)
        plays = plays_of(view)
        assert policy_misses(facts_of(view), start, plays, skip=0) == 0
        assert search._policy_misses(facts_of(view), start, plays, skip=0) == 0
