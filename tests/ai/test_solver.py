"""The double-dummy solver against a plain minimax, on random and hand-built endings.

The reference below is the obviously-correct search: every legal card (RULES §8,
through the engine's ``legal_mask``), the trick winner from ``best_position``
(§8.5), card points and the last trick's 10 (§1), no pruning of any kind.
"""

from __future__ import annotations

import random
from functools import cache

import pytest
from ai_support import played_to
from hypothesis import given, settings
from hypothesis import strategies as st

from debertz_desktop.ai.position import Position
from debertz_desktop.ai.solver import analyse, solve, solve_all
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import (
    LAST_TRICK_BONUS,
    Contract,
    Suit,
    card,
    indices_of,
    mask_of,
    points_table,
)
from debertz_desktop.engine.debertz.cards import cards as parse_cards
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.tricks import TrickRules, best_position, legal_mask

# -- the reference -------------------------------------------------------------------------


def reference_values(pos: Position) -> dict[int, int]:
    """Margin of every legal card by exhaustive minimax (memoised on the full state)."""
    tr, pts, n = pos.rules, pos.points, pos.players
    side = pos.sides[pos.to_act]
    maxi = tuple(s == side for s in pos.sides)

    @cache
    def points_from(hands: tuple[int, ...], trick: tuple[int, ...], seat: int) -> int:
        """Points the maximiser takes from here on."""
        leader = (seat - len(trick)) % n
        seats = [(leader + k) % n for k in range(len(trick))]
        if len(trick) == n:
            winner = seats[best_position(tr, list(trick))]
            gain = sum(pts[c] for c in trick)
            rest = 0
            if any(hands):
                rest = points_from(hands, (), winner)
            else:
                gain += LAST_TRICK_BONUS
            return (gain if maxi[winner] else 0) + rest
        values = [points_from(*child) for child in children(hands, trick, seat)]
        return max(values) if maxi[seat] else min(values)

    def children(hands, trick, seat):
        for c in legal_cards(hands, trick, seat):
            after = list(hands)
            after[seat] ^= 1 << c
            yield tuple(after), (*trick, c), (seat + 1) % n

    def legal_cards(hands, trick, seat):
        leader = (seat - len(trick)) % n
        seats = [(leader + k) % n for k in range(len(trick))]
        bp = best_position(tr, list(trick)) if trick else 0
        return list(indices_of(legal_mask(tr, hands[seat], list(trick), seats, seat, bp)))

    total = pos.remaining_points
    out = {}
    for c in legal_cards(pos.hands, pos.trick, pos.to_act):
        after = list(pos.hands)
        after[pos.to_act] ^= 1 << c
        own = points_from(tuple(after), (*pos.trick, c), (pos.to_act + 1) % n)
        out[c] = 2 * own - total
    return out


# -- random positions ----------------------------------------------------------------------

VARIANTS = [
    # (players, teams, overrides)
    (2, False, {}),
    (2, False, {"must_overruff": True}),
    (3, False, {}),
    (3, False, {"must_overruff": True}),
    (4, False, {}),
    (4, False, {"must_overruff": True}),
    (4, True, {}),
    (4, True, {"must_overruff": True, "partner_exemption": True, "overtrump_partner": True}),
    (4, True, {"partner_exemption": True}),
    (4, True, {"overtrump_partner": True, "must_overruff": True}),
]
CONTRACTS = [(Contract.SUIT, Suit.HEARTS), (Contract.SUIT, Suit.SPADES),
             (Contract.NO_TRUMP, None), (Contract.ALL_TRUMP, None)]


def random_position(rng: random.Random, players: int, teams: bool, overrides: dict,
                    contract: Contract, trump: Suit | None, size: int) -> Position:
    """``size`` cards a hand, then 0…players-1 random legal cards of the first trick."""
    rules = RuleSet(players=players, teams=teams, **overrides)
    tr = TrickRules.of(rules, contract, trump)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [mask_of_indices(deck[s * size:(s + 1) * size]) for s in range(players)]
    leader = rng.randrange(players)
    trick: list[int] = []
    for k in range(rng.randrange(players)):
        seat = (leader + k) % players
        seats = [(leader + j) % players for j in range(k)]
        bp = best_position(tr, trick) if trick else 0
        c = rng.choice(list(indices_of(legal_mask(tr, hands[seat], trick, seats, seat, bp))))
        hands[seat] ^= 1 << c
        trick.append(c)
    return Position(hands=tuple(hands), trick=tuple(trick),
                    to_act=(leader + len(trick)) % players, rules=tr,
                    points=points_table(contract, trump),
                    sides=tuple(rules.side_of(s) for s in range(players)))


def mask_of_indices(indices: list[int]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


def _cases() -> list[tuple[int, int, int]]:
    """(variant, contract, seed) — 800 positions over every variant and contract."""
    return [(v, c, seed) for v in range(len(VARIANTS)) for c in range(len(CONTRACTS))
            for seed in range(20)]


@pytest.mark.parametrize(("variant", "contract", "seed"), _cases())
def test_solver_matches_plain_minimax(variant: int, contract: int, seed: int) -> None:
    players, teams, overrides = VARIANTS[variant]
    rng = random.Random(1000 * variant + 100 * contract + seed)
    size = rng.choice({2: (2, 3, 4, 6), 3: (2, 3, 4, 5), 4: (2, 3, 4)}[players])
    pos = random_position(rng, players, teams, overrides, *CONTRACTS[contract], size)
    expected = reference_values(pos)
    assert solve_all(pos) == expected
    assert solve(pos) == max(expected.values())


@pytest.mark.parametrize("seed", range(20))
def test_depth_limit_and_budget(seed: int) -> None:
    rng = random.Random(seed)
    players, teams, overrides = VARIANTS[seed % len(VARIANTS)]
    pos = random_position(rng, players, teams, overrides, *CONTRACTS[seed % 4], 4)
    exact = solve_all(pos)
    deep = analyse(pos, depth=3)
    assert deep.exact and deep.values == exact
    assert analyse(pos, max_nodes=10**9).values == exact
    shallow = analyse(pos, depth=1)
    assert not shallow.exact and shallow.depth == 1
    assert solve(pos, depth=1) == shallow.best
    assert shallow.values.keys() == exact.keys()
    starved = analyse(pos, max_nodes=1)
    assert not starved.exact and starved.values.keys() == exact.keys()
    total = pos.remaining_points
    assert all(-total <= v <= total for v in starved.values.values())


@pytest.mark.parametrize(("key", "players", "teams"),
                         [("classic", 2, False), ("classic", 3, False), ("site", 4, True),
                          ("belote", 4, True), ("odessa", 4, True)])
def test_positions_of_real_deals(key: str, players: int, teams: bool) -> None:
    """``Position.from_deal`` on engine deals in play, solved at 3 cards a hand."""
    for seed in range(3):
        game = played_to(preset(key, players=players, teams=teams), seed, 3)
        pos = Position.from_deal(game.deal)
        legal = {a.card.index for a in game.legal_actions(game.to_act) if type(a) is A.PlayCard}
        values = solve_all(pos)
        assert set(values) == legal
        assert values == reference_values(pos)


# -- hypothesis: renaming the plain suits changes nothing (RULES §1) ----------------------


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.integers(0, len(VARIANTS) - 1),
       perm=st.permutations([0, 1, 2]))
def test_plain_suits_are_interchangeable(seed: int, variant: int, perm: list[int]) -> None:
    players, teams, overrides = VARIANTS[variant]
    rng = random.Random(seed)
    pos = random_position(rng, players, teams, overrides, Contract.SUIT, Suit.HEARTS,
                          {2: 5, 3: 4, 4: 3}[players])
    suit_map = [*perm, 3]  # hearts (3) stays trump

    def rename(c: int) -> int:
        return suit_map[c >> 3] * 8 + (c & 7)

    renamed = Position(hands=tuple(mask_of_indices([rename(c) for c in indices_of(h)])
                                   for h in pos.hands),
                       trick=tuple(rename(c) for c in pos.trick), to_act=pos.to_act,
                       rules=pos.rules, points=pos.points, sides=pos.sides)
    values = solve_all(pos)
    assert solve_all(renamed) == {rename(c): v for c, v in values.items()}


# -- hand-built endings --------------------------------------------------------------------


def _two_player(hands: tuple[str, str], to_act: int, trick: str = "",
                trump: Suit = Suit.HEARTS) -> Position:
    rules = RuleSet(players=2)
    return Position(hands=tuple(mask_of(parse_cards(h)) for h in hands),
                    trick=tuple(c.index for c in parse_cards(trick)), to_act=to_act,
                    rules=TrickRules.of(rules, Contract.SUIT, trump),
                    points=points_table(Contract.SUIT, trump), sides=(0, 1))


def test_lead_the_trump_jack_first_and_take_everything() -> None:
    """RULES §8.2 (a void hand must ruff) and §8.5: draw the trump nine before the aces.

    Leading A♠ or 10♠ first lets the 9♥ ruff it; J♥ first takes all 65 (55 + last 10).
    """
    pos = _two_player(("JH AS 10S", "9H 7C 8C"), to_act=0)
    values = solve_all(pos)
    assert values == {card("JH").index: 65, card("AS").index: 40 - 25,
                      card("10S").index: 41 - 24}
    assert solve(pos) == 65


def test_duck_the_seven_to_catch_the_ten() -> None:
    """RULES §8.1, §8.5: taking 7♥ with A♥ hands the ten and the last trick over; ducking wins."""
    pos = _two_player(("10H", "AH 8H"), to_act=1, trick="7H", trump=Suit.SPADES)
    values = solve_all(pos)
    assert values[card("8H").index] == 31
    assert values[card("AH").index] == 11 - 20
    assert max(values, key=values.get) == card("8H").index


def test_low_cards_with_a_card_between_them_on_the_table_differ() -> None:
    """RULES §8.5: 7♠ and 9♠ are not interchangeable while 8♠ lies in the trick.

    Winning with 9♠ keeps the lead for 7♠, which takes the last trick and the 10♥;
    7♠ loses the trick and the lead.  Equivalent-card pruning must not merge them.
    """
    pos = _two_player(("7S 9S", "10H"), to_act=0, trick="8S", trump=Suit.CLUBS)
    assert solve_all(pos) == {card("9S").index: 20, card("7S").index: -20}


def test_pairs_partner_takes_the_points() -> None:
    """RULES §11: partners' points count together, so a partner's win is the mover's win."""
    rules = RuleSet(players=4, teams=True)
    tr = TrickRules.of(rules, Contract.SUIT, Suit.HEARTS)
    hands = tuple(mask_of(parse_cards(h)) for h in ("KS", "7S", "AS", "8S"))
    pos = Position(hands=hands, trick=(), to_act=0, rules=tr,
                   points=points_table(Contract.SUIT, Suit.HEARTS), sides=(0, 1, 0, 1))
    # seat 2's ace wins; seats 0 and 2 take 4 + 11 + 10 (last trick)
    assert solve(pos) == 25
    # paranoid with 4 solo players: seat 0 alone against the rest
    solo = Position(hands=hands, trick=(), to_act=0, rules=tr, points=pos.points,
                    sides=(0, 1, 2, 3))
    assert solve(solo) == -25


def test_position_rejects_inconsistent_hands() -> None:
    rules = RuleSet(players=2)
    tr = TrickRules.of(rules, Contract.SUIT, Suit.HEARTS)
    pts = points_table(Contract.SUIT, Suit.HEARTS)
    with pytest.raises(ValueError, match="holds"):
        Position(hands=(mask_of(parse_cards("7S 8S")), mask_of(parse_cards("9S"))), trick=(),
                 to_act=0, rules=tr, points=pts, sides=(0, 1))
    with pytest.raises(ValueError, match="already elsewhere"):
        Position(hands=(mask_of(parse_cards("7S")), mask_of(parse_cards("7S"))), trick=(),
                 to_act=0, rules=tr, points=pts, sides=(0, 1))
