"""Short Deberts: one deal, results in stakes (RULES §12, §15 "Short Deberts")."""

from __future__ import annotations

import pytest
from deal_builder import run
from scoring_support import claim, outcome, void, write_all, written

from debertz_desktop.engine.debertz import (
    Game,
    IllegalActionError,
    PlayCard,
    RuleSet,
    parse_action,
    preset,
)
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.sheet import DealKind

SHORT2 = RuleSet(players=2, target="single_deal")
SHORT3 = RuleSet(players=3, target="single_deal")


def _write(rules, o):
    (row,), st = write_all(rules, o)
    assert sum(written(row)) == 0  # RULES §15: stakes are zero-sum
    return row, st


# RULES §12 short_bite = none: the winner takes one stake from each other side
@pytest.mark.parametrize(("maker", "expected"), [(0, [1, -1]), (1, [1, -1])])
def test_none_two_players(maker, expected):
    rules = SHORT2.replace(short_bite="none")
    row, st = _write(rules, outcome(rules, maker=maker, cards=(90, 52), last=0))
    assert written(row) == expected
    assert st.winner_side == 0


# RULES §12 short_bite = none with three players
def test_none_three_players():
    rules = SHORT3.replace(short_bite="none")
    row, st = _write(rules, outcome(rules, maker=0, cards=(40, 60, 30), last=1))
    assert written(row) == [-1, 2, -1]
    assert st.winner_side == 1


# RULES §12 short_bite = double: a bitten maker pays two stakes
@pytest.mark.parametrize(
    ("rules", "cards", "expected"),
    [
        (SHORT2, (40, 60), [-2, 2]),  # bitten
        (SHORT2, (60, 40), [1, -1]),  # made
        (SHORT3, (40, 60, 30), [-2, 3, -1]),  # bitten: the maker pays two, the other one
        (SHORT3, (70, 60, 30), [2, -1, -1]),  # made
    ],
    ids=["2p-bitten", "2p-made", "3p-bitten", "3p-made"],
)
def test_double(rules, cards, expected):
    rules = rules.replace(short_bite="double")
    row, _ = _write(rules, outcome(rules, maker=0, cards=cards, last=None,
                                   tricks=(1,) * rules.sides))
    assert written(row) == expected


# RULES §12 short_bite = stake: a made maker takes one stake from each, a bitten one pays each
@pytest.mark.parametrize(
    ("rules", "cards", "expected"),
    [
        (SHORT3, (70, 60, 30), [2, -1, -1]),  # made
        (SHORT3, (40, 30, 60), [-2, 1, 1]),  # bitten: the second defender gains too
        (SHORT2, (40, 60), [-1, 1]),
        (SHORT2, (60, 40), [1, -1]),
    ],
    ids=["3p-made", "3p-bitten", "2p-bitten", "2p-made"],
)
def test_stake(rules, cards, expected):
    rules = rules.replace(short_bite="stake")
    row, _ = _write(rules, outcome(rules, maker=0, cards=cards, last=None,
                                   tricks=(1,) * rules.sides))
    assert written(row) == expected


# RULES §12: results are written in stakes — a raised stake multiplies them
@pytest.mark.parametrize(
    ("rules", "short_bite", "expected"),
    [
        (SHORT2, "none", [-4, 4]),
        (SHORT2, "double", [-8, 8]),
        (SHORT3, "stake", [-8, 4, 4]),
    ],
)
def test_stake_multiplies(rules, short_bite, expected):
    rules = rules.replace(short_bite=short_bite)
    cards = (30, 60) if rules.sides == 2 else (30, 60, 50)
    row, _ = _write(rules, outcome(rules, maker=0, cards=cards, last=None, stake=4,
                                   tricks=(1,) * rules.sides))
    assert row.stake == 4
    assert written(row) == expected


# RULES §15: equal top totals — another deal, nothing written
@pytest.mark.parametrize(
    ("rules", "cards"),
    [(SHORT2, (50, 60)), (SHORT3, (40, 60, 70))],  # 60 = 60; 70 = 70 above the maker
    ids=["2p-maker-tie", "3p-defenders-tie"],
)
def test_equal_top_totals_another_deal(rules, cards):
    rules = rules.replace(short_bite="double")
    last = 0 if rules.sides == 2 else 1
    row, st = _write(rules, outcome(rules, maker=0, cards=cards, last=last))
    assert written(row) == [0] * rules.sides
    assert st.winner_side is None
    assert st.hangs == [] and row.hanging_pool == 0


# RULES §15: a negative round or a void deal — another deal
def test_negative_round_and_void_deal_decide_nothing():
    rules = RuleSet(players=4, teams=True, target="single_deal", all_pass="negative_round")
    negative = outcome(rules, maker=None, kind=DealKind.NEGATIVE, cards=(100, 52), last=0)
    rows, st = write_all(rules, negative, void(rules))
    assert [written(r) for r in rows] == [[0, 0], [0, 0]]
    assert st.winner_side is None


# RULES §15: deal totals decide, penalties are not applied
def test_penalties_are_not_applied():
    rules = SHORT3.replace(ski_penalty=100, short_bite="none")
    row, st = _write(rules, outcome(rules, maker=0, cards=(90, 30, 0), last=0))
    assert written(row) == [2, -1, -1]
    assert [s.penalty for s in row.sides] == [0, 0, 0]
    assert st.totals == [2, -1, -1]


# RULES §12: a declined dave — the offerer wins the current stake
def test_declined_dave_writes_the_current_stake():
    row, st = _write(SHORT2, claim(SHORT2, DealKind.DAVE_DECLINED, 1, maker=0, stake=2))
    assert written(row) == [-2, 2]
    assert st.winner_side == 1


# RULES §5, §12: an instant win takes one stake from each
def test_instant_win_in_a_single_deal():
    row, st = _write(SHORT3, claim(SHORT3, DealKind.INSTANT_WIN, 2, maker=0))
    assert written(row) == [-1, -1, 2]
    assert st.winner_side == 2


# -- through games ----------------------------------------------------------------------


def _to_play(rules: RuleSet, seed: int) -> Game:
    """A game at its first lead: the first bidder plays the turned suit, all say ready."""
    game = Game(rules, seed)
    run(game, [f"{game.to_act}: play", "*: ready"])
    assert game.phase is Phase.PLAY
    return game


def _play_a_card(game: Game) -> None:
    seat = game.to_act
    card = next(a for a in game.legal_actions(seat) if isinstance(a, PlayCard))
    game.apply(seat, card)


DAVE = preset("short").replace(dave=True)


# RULES §12: the opponent concedes the current stake — the game ends
def test_dave_declined_at_once():
    game = _to_play(DAVE, seed=3)
    offerer = game.to_act
    other = 1 - offerer
    run(game, [f"{offerer}: dave", f"{other}: dave_decline"])
    assert game.is_over
    (row,) = game.rows
    assert row.kind is DealKind.DAVE_DECLINED
    assert row.stake == 1
    expected = [0, 0]
    expected[offerer], expected[other] = 1, -1
    assert written(row) == expected
    assert game.sheet.winner_side == offerer


# RULES §12, §15: play on for double; the player whose offer was accepted may not offer next
@pytest.mark.parametrize(("progression", "stakes"), [("double", (2, 4)), ("plus_one", (2, 3))])
def test_dave_accepted_raises_the_stake(progression, stakes):
    game = _to_play(DAVE.replace(dave_progression=progression), seed=5)
    first = game.to_act
    second = 1 - first
    run(game, [f"{first}: dave", f"{second}: dave_accept"])
    assert game.deal.stake == stakes[0]
    assert game.to_act == first  # he plays his card now
    assert parse_action("dave") not in game.legal_actions(first)
    with pytest.raises(IllegalActionError) as err:
        game.apply(first, parse_action("dave"))
    assert err.value.rule == "§12"
    _play_a_card(game)
    while game.to_act != second:
        _play_a_card(game)
    run(game, [f"{second}: dave", f"{first}: dave_accept"])
    assert game.deal.stake == stakes[1]
    # now the first may offer again, the second may not
    while game.to_act != first:
        assert parse_action("dave") not in game.legal_actions(second)
        _play_a_card(game)
    run(game, [f"{first}: dave", f"{second}: dave_decline"])
    (row,) = game.rows
    expected = [0, 0]
    expected[first], expected[second] = stakes[1], -stakes[1]
    assert written(row) == expected
    assert row.stake == stakes[1]


# RULES §12: a deal played out after an accepted dave is written for the raised stake
def test_dave_accepted_then_played_out():
    game = _to_play(DAVE, seed=11)
    first = game.to_act
    run(game, [f"{first}: dave", f"{1 - first}: dave_accept"])
    while not game.is_over and game.deal.number == 1:
        _play_a_card(game)
    row = game.rows[0]
    totals = [s.total for s in row.sides]
    if totals[0] == totals[1]:
        assert written(row) == [0, 0] and not game.is_over
    else:
        top = totals.index(max(totals))
        assert written(row)[top] == 2 and written(row)[1 - top] == -2
        assert game.winner_side == top


# RULES §15: a void deal in Short Deberts — another deal
def test_void_deal_then_another_deal():
    rules = preset("short", players=3)
    game = Game(rules, seed=1)
    first = game.to_act
    dealer = game.deal.dealer
    run(game, [f"{(first + k) % 3}: pass" for k in range(6)])  # all_pass = redeal
    assert not game.is_over
    assert game.rows[0].kind is DealKind.VOID
    assert written(game.rows[0]) == [0, 0, 0]
    assert game.deal.number == 2
    assert game.deal.dealer == (dealer + 1) % 3
