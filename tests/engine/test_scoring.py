"""Writing a deal (RULES §9, §10.1, §10.4, §11, §15 "Writing the deal").

Each test drives ``write_deal`` with an outcome written by hand and checks
the sheet against numbers worked out from RULES.md.  Hanging points are in
``test_scoring_hanging.py``, the end of the game in ``test_scoring_game_end.py``,
Short Deberts in ``test_short_deberts.py`` and whole games in
``test_scoring_games.py``.
"""

from __future__ import annotations

import pytest
from scoring_support import claim, marks, outcome, running, write_all, written

from debertz_desktop.engine.debertz import Contract, RuleSet
from debertz_desktop.engine.debertz.scoring import ScoreState, deal_totals, write_deal
from debertz_desktop.engine.debertz.sheet import DealKind, Mark

TWO = RuleSet(players=2)
THREE = RuleSet(players=3)
SOLO4 = RuleSet(players=4)
PAIRS = RuleSet(players=4, teams=True)


# -- §9 deal totals ---------------------------------------------------------------------


# RULES §9
def test_deal_total_is_cards_last_trick_combinations_and_bella():
    o = outcome(TWO, maker=0, cards=(60, 31), last=0, combos=(20, 0), bella=(20, 0))
    (row,), _ = write_all(TWO, o)
    maker, defender = row.sides
    assert (maker.cards, maker.last_trick, maker.combinations, maker.bella) == (60, 10, 20, 20)
    assert maker.total == 60 + 10 + 20 + 20 == 110
    assert (defender.cards, defender.last_trick, defender.total) == (31, 0, 31)
    assert written(row) == [110, 31]
    assert running(row) == [110, 31]
    assert marks(row) == [set(), set()]


# RULES §9
def test_last_trick_counts_for_the_side_that_took_it():
    o = outcome(TWO, maker=0, cards=(70, 40), last=1)
    (row,), _ = write_all(TWO, o)
    assert [s.total for s in row.sides] == [70, 50]
    assert [s.last_trick for s in row.sides] == [0, 10]


# RULES §9, §6: combinations are credited only to the side that won them
def test_combinations_of_the_loser_are_not_in_its_total():
    o = outcome(THREE, maker=1, cards=(20, 70, 30), last=1, combos=(0, 50, 0))
    (row,), _ = write_all(THREE, o)
    assert [s.total for s in row.sides] == [20, 130, 30]
    assert written(row) == [20, 130, 30]


# RULES §9, §15: the penalty for a ski, written on top; marked even when it is 0
@pytest.mark.parametrize(
    ("rules", "penalty"),
    [
        (TWO.replace(ski_penalty=0), 0),
        (TWO.replace(ski_penalty=50), 50),
        (TWO.replace(ski_penalty=100), 100),
        (TWO.replace(ski_penalty="by_players"), 50),
        (THREE.replace(ski_penalty="by_players"), 100),
        (SOLO4.replace(ski_penalty="by_players"), 50),
        (PAIRS.replace(ski_penalty="by_players"), 100),
        (THREE.replace(ski_penalty=50), 50),
        (PAIRS.replace(ski_penalty=50), 50),
    ],
    ids=["0", "50", "100", "by_players-2p", "by_players-3p", "by_players-4solo",
         "by_players-pairs", "50-3p", "50-pairs"],
)
def test_ski_penalty(rules, penalty):
    n = rules.sides
    cards = [0] * n
    cards[0] = 90  # the maker takes every trick
    o = outcome(rules, maker=0, cards=cards, last=0)
    (row,), _ = write_all(rules, o)
    assert row.sides[0].written == 100
    assert Mark.SKI not in row.sides[0].marks
    for side in row.sides[1:]:
        assert side.total == 0
        assert side.penalty == -penalty
        assert side.written == -penalty
        assert side.running == -penalty
        assert Mark.SKI in side.marks


# RULES §15: a ski is marked even with no penalty
def test_ski_marked_with_penalty_zero():
    o = outcome(TWO, maker=0, cards=(110, 0), last=0)
    (row,), _ = write_all(TWO, o)
    assert written(row) == [120, 0]
    assert marks(row) == [set(), {"ski"}]


# RULES §9: a trick worth 0 points is still a trick — no ski
def test_a_trick_of_no_points_is_not_a_ski():
    o = outcome(TWO.replace(ski_penalty=50), maker=0, cards=(110, 0), last=0, tricks=(8, 1))
    (row,), _ = write_all(TWO.replace(ski_penalty=50), o)
    assert written(row) == [120, 0]
    assert marks(row) == [set(), set()]


# RULES §15: a skied bitten maker writes −penalty
def test_skied_bitten_maker_writes_minus_the_penalty():
    rules = TWO.replace(ski_penalty=50)
    # the maker took no trick but declared bella (bella_needs_trick off): total 20
    o = outcome(rules, maker=0, cards=(0, 117), last=1, bella=(20, 0), combos=(0, 20))
    (row,), st = write_all(rules, o)
    maker, defender = row.sides
    assert maker.total == 20
    assert maker.written == -50
    assert {m.value for m in maker.marks} == {"bite", "ski"}
    assert defender.total == 117 + 10 + 20 == 147
    assert defender.received == 20
    assert defender.written == 167
    assert st.totals == [-50, 167]


# RULES §15: the ski penalty of a made side is on top of its total
def test_ski_penalty_on_a_defender_with_combinations_is_still_written():
    rules = THREE.replace(ski_penalty=100)
    o = outcome(rules, maker=0, cards=(80, 40, 0), last=0, bella=(0, 0, 20))
    (row,), _ = write_all(rules, o)
    assert [s.total for s in row.sides] == [90, 40, 20]
    assert written(row) == [90, 40, 20 - 100]
    assert marks(row) == [set(), set(), {"ski"}]


# RULES §15: penalties never count in comparisons (made/bitten)
def test_ski_penalty_is_not_counted_when_comparing_maker_and_defenders():
    rules = TWO.replace(ski_penalty=100)
    # the defender took no trick; his bella (20) still beats the maker's 15
    o = outcome(rules, maker=0, cards=(5, 0), last=0, bella=(0, 20))
    (row,), _ = write_all(rules, o)
    assert [s.total for s in row.sides] == [15, 20]
    # bitten although the defender writes 20 + 15 − 100 = −65 < 15
    assert marks(row) == [{"bite"}, {"ski"}]
    assert written(row) == [0, 20 + 15 - 100]


# -- §10.1 made or bitten --------------------------------------------------------------------


# RULES §10.1: made — everyone writes his own total
def test_made_two_players():
    o = outcome(TWO, maker=1, cards=(40, 80), last=1)
    (row,), _ = write_all(TWO, o)
    assert written(row) == [40, 90]
    assert marks(row) == [set(), set()]
    assert [s.received for s in row.sides] == [0, 0]


# RULES §10.1: more than every single opponent, not than their sum
def test_made_three_players_beats_each_opponent_not_their_sum():
    o = outcome(THREE, maker=0, cards=(50, 50, 52), last=0)
    (row,), _ = write_all(THREE, o)
    assert written(row) == [60, 50, 52]
    assert marks(row) == [set(), set(), set()]


# RULES §10.1, §11: four solo players — the maker must beat each of three
@pytest.mark.parametrize(("third", "bitten"), [(44, False), (46, True)])
def test_four_solo_maker_must_beat_each(third, bitten):
    o = outcome(SOLO4, maker=0, cards=(35, 40, third, 33), last=0)
    (row,), _ = write_all(SOLO4, o)
    if bitten:
        assert written(row) == [0, 40, 46 + 45, 33]
        assert Mark.BITE in row.sides[0].marks
    else:
        assert written(row) == [45, 40, 44, 33]
        assert row.sides[0].marks == ()


# RULES §10.1: bitten — 0 and a bite mark, the total to the top defender
def test_bitten_two_players():
    o = outcome(TWO, maker=0, cards=(50, 62), last=0)
    (row,), st = write_all(TWO, o)
    assert [s.total for s in row.sides] == [60, 62]
    assert written(row) == [0, 122]
    assert row.sides[1].received == 60
    assert marks(row) == [{"bite"}, set()]
    assert st.bites == [1, 0]


# RULES §10.1: the top defender, not the other one, receives (bite_split = top)
def test_bitten_three_players_top_defender_takes_all():
    rules = THREE.replace(bite_split="top")
    o = outcome(rules, maker=2, cards=(52, 60, 40), last=2)
    (row,), _ = write_all(rules, o)
    assert [s.total for s in row.sides] == [52, 60, 50]
    assert written(row) == [52, 60 + 50, 0]
    assert marks(row) == [set(), set(), {"bite"}]


# RULES §10.1, §11: pairs — the maker pair must beat the other pair
def test_pairs_made():
    o = outcome(PAIRS, maker=1, cards=(80, 72), last=1)  # 82 against 80
    (row,), _ = write_all(PAIRS, o)
    assert written(row) == [80, 82]
    assert marks(row) == [set(), set()]


# RULES §10.1, §11: pairs — a bitten maker pair's total goes to the other pair
def test_pairs_bitten():
    o = outcome(PAIRS, maker=0, cards=(70, 82), last=0)
    (row,), _ = write_all(PAIRS, o)
    assert [s.total for s in row.sides] == [80, 82]
    assert written(row) == [0, 162]
    assert marks(row) == [{"bite"}, set()]


# RULES §10.1 bite_split = equal (3 players): the odd point to the higher defender
def test_bite_split_equal_odd_point_to_higher_defender():
    rules = THREE.replace(bite_split="equal")
    o = outcome(rules, maker=0, cards=(41, 60, 52), last=0)  # maker 51
    (row,), _ = write_all(rules, o)
    assert [s.received for s in row.sides] == [0, 26, 25]
    assert written(row) == [0, 86, 77]
    assert marks(row) == [{"bite"}, set(), set()]


# RULES §10.1 bite_split = equal, even total
def test_bite_split_equal_even_total():
    rules = THREE.replace(bite_split="equal")
    o = outcome(rules, maker=1, cards=(50, 30, 70), last=1)  # maker 40
    (row,), _ = write_all(rules, o)
    assert written(row) == [50 + 20, 0, 70 + 20]


# RULES §15: tied defenders share; the odd point goes to the first left of the maker
@pytest.mark.parametrize(("maker", "first_left"), [(0, 1), (1, 2), (2, 0)])
def test_bite_split_equal_tied_defenders_share(maker, first_left):
    rules = THREE.replace(bite_split="equal")
    cards = [60, 60, 60]
    cards[maker] = 31  # + last trick: 41
    o = outcome(rules, maker=maker, cards=cards, last=maker)
    (row,), st = write_all(rules, o)
    expected = [60, 60, 60]
    expected[maker] = 0
    for d in range(3):
        if d != maker:
            expected[d] += 21 if d == first_left else 20
    assert written(row) == expected
    assert st.hangs == []  # tied defenders share instead of hanging
    assert Mark.BITE_HANGS not in row.sides[maker].marks


# RULES §15: bite_split acts with 3 players only
def test_bite_split_equal_does_nothing_with_two_players():
    rules = TWO.replace(bite_split="equal")
    o = outcome(rules, maker=0, cards=(40, 80), last=0)
    (row,), _ = write_all(rules, o)
    assert written(row) == [0, 130]


# RULES §15: bite_split acts with 3 players only — four solo players: the top takes all
def test_bite_split_equal_does_nothing_with_four_solo_players():
    rules = SOLO4.replace(bite_split="equal")
    o = outcome(rules, maker=0, cards=(30, 50, 40, 32), last=0)
    (row,), _ = write_all(rules, o)
    assert written(row) == [0, 90, 40, 32]


# RULES §10.1: with bite_split = top two tied defenders hang the maker's points (3 players)
def test_bite_split_top_tied_defenders_hang_with_three_players():
    rules = THREE.replace(bite_split="top")
    o = outcome(rules, maker=0, cards=(30, 60, 60), last=0)
    (row,), st = write_all(rules, o)
    assert written(row) == [0, 60, 60]
    assert marks(row) == [{"bite", "bite_hangs"}, set(), set()]
    assert row.hanging_pool == 40
    assert [(h.points, h.eligible) for h in st.hangs] == [(40, (1, 2))]
    assert st.bites == [1, 0, 0]


# -- three bites -------------------------------------------------------------------------------


def _bite(rules: RuleSet, maker: int):
    cards = [60] * rules.sides
    cards[maker] = 20
    return outcome(rules, maker=maker, cards=cards, last=maker)  # 30 against 60


def _made(rules: RuleSet, maker: int):
    cards = [20] * rules.sides
    cards[maker] = 80
    return outcome(rules, maker=maker, cards=cards, last=maker)


# RULES §10.1, §15: every 3rd, 6th… bite of a side costs 100, in that deal's row
def test_three_bites_penalty_100():
    rules = TWO.replace(three_bites_penalty=100)
    deals = [_bite(rules, 0), _bite(rules, 1), _bite(rules, 0), _made(rules, 0), _bite(rules, 0),
             _bite(rules, 0), _bite(rules, 0), _bite(rules, 0)]
    rows, st = write_all(rules, *deals)
    # side 0's bites: deals 1, 3, 5, 6, 7, 8 — the 3rd is deal 5, the 6th deal 8
    penalties = [r.sides[0].penalty for r in rows]
    assert penalties == [0, 0, 0, 0, -100, 0, 0, -100]
    assert [Mark.THREE_BITES in r.sides[0].marks for r in rows] == [
        False, False, False, False, True, False, False, True]
    assert rows[4].sides[0].written == -100
    assert rows[4].sides[1].written == 60 + 30
    assert [r.sides[1].penalty for r in rows] == [0] * 8  # side 1 was bitten once
    assert st.bites == [6, 1]


# RULES §10.1: three_bites_penalty = 0 — bites are counted but cost nothing
def test_three_bites_penalty_0():
    rules = TWO.replace(three_bites_penalty=0)
    rows, st = write_all(rules, _bite(rules, 0), _bite(rules, 0), _bite(rules, 0))
    assert [r.sides[0].written for r in rows] == [0, 0, 0]
    assert all(Mark.THREE_BITES not in r.sides[0].marks for r in rows)
    assert st.bites == [3, 0]


# RULES §15: a hanging deal is not a bite
def test_a_hanging_deal_is_not_a_bite():
    rules = TWO.replace(three_bites_penalty=100)
    tie = outcome(rules, maker=0, cards=(50, 60), last=0)  # 60 = 60
    rows, st = write_all(rules, _bite(rules, 0), tie, _bite(rules, 0), _bite(rules, 0))
    assert Mark.HANGING in rows[1].sides[0].marks
    assert [r.sides[0].penalty for r in rows] == [0, 0, 0, -100]
    assert st.bites == [3, 0]


# RULES §15: three bites are counted per side — in pairs, per pair
def test_three_bites_counted_per_pair():
    rules = PAIRS.replace(three_bites_penalty=100)
    bite_02 = outcome(rules, maker=0, cards=(60, 82), last=0)  # seat 0, side 0: 70 < 82
    bite_22 = outcome(rules, maker=2, cards=(60, 82), last=0)  # seat 2, side 0
    rows, st = write_all(rules, bite_02, bite_22, bite_02)
    assert st.bites == [3, 0]
    assert [r.sides[0].penalty for r in rows] == [0, 0, -100]


# -- no_trump doubling (§1, §10.1, §15) ----------------------------------------------------------


# RULES §1, §15: no_trump doubles card points, last trick and combinations
def test_no_trump_doubles_cards_last_trick_and_combinations():
    rules = TWO.replace(contracts_no_trump=True)
    o = outcome(rules, maker=0, cards=(60, 30), last=0, combos=(20, 0),
                contract=Contract.NO_TRUMP)
    (row,), _ = write_all(rules, o)
    maker, defender = row.sides
    assert (maker.cards, maker.last_trick, maker.combinations) == (120, 20, 40)
    assert maker.total == (60 + 10 + 20) * 2 == 180
    assert defender.total == 60
    assert written(row) == [180, 60]


# RULES §1: a whole deck in no_trump without combinations is (120 + 10) × 2 = 260
def test_no_trump_whole_deck_is_260():
    rules = PAIRS.replace(contracts_no_trump=True)
    o = outcome(rules, maker=0, cards=(120, 0), last=0, contract=Contract.NO_TRUMP)
    assert sum(deal_totals(rules, o)) == 260


# RULES §15: no_trump does not double penalties
def test_no_trump_does_not_double_the_ski_penalty():
    rules = TWO.replace(contracts_no_trump=True, ski_penalty=50)
    o = outcome(rules, maker=0, cards=(80, 0), last=0, contract=Contract.NO_TRUMP)
    (row,), _ = write_all(rules, o)
    assert written(row) == [180, -50]


# RULES §15: no_trump does not double the three-bites penalty; a bitten maker's doubled
# total goes to the defender
def test_no_trump_bite_moves_the_doubled_total():
    rules = TWO.replace(contracts_no_trump=True, three_bites_penalty=100)
    st = ScoreState(2, bites=[2, 0])
    o = outcome(rules, maker=0, cards=(30, 50), last=0, contract=Contract.NO_TRUMP)
    row = write_deal(rules, o, st)
    assert [s.total for s in row.sides] == [80, 100]
    assert written(row) == [-100, 180]


# RULES §1: all_trump is not doubled
def test_all_trump_is_not_doubled():
    rules = TWO.replace(contracts_all_trump=True)
    o = outcome(rules, maker=0, cards=(150, 80), last=0, combos=(20, 0), bella=(40, 0),
                contract=Contract.ALL_TRUMP)
    (row,), _ = write_all(rules, o)
    assert written(row) == [150 + 10 + 20 + 40, 80]


# -- concede fifty (§4, §15) ----------------------------------------------------------------


# RULES §4, §15: a conceded deal — 50 to the maker, 0 to the defender, no bite, no ski
@pytest.mark.parametrize("contract", [Contract.SUIT, Contract.NO_TRUMP])
def test_concede_fifty_writes_fifty_not_doubled(contract):
    rules = RuleSet(players=2, concede_fifty=True, contracts_no_trump=True)
    o = claim(rules, DealKind.CONCEDED, 0, maker=1)
    o = type(o)(**{**o.__dict__, "contract": contract,
                   "trump": None if contract is Contract.NO_TRUMP else o.trump,
                   "claim_side": None})
    (row,), st = write_all(rules, o)
    assert row.kind is DealKind.CONCEDED
    assert written(row) == [0, 50]
    # no card was played: the fifty is awarded, not card points (RULES §13)
    assert [(s.cards, s.awarded, s.total) for s in row.sides] == [(0, 0, 0), (0, 50, 50)]
    assert marks(row) == [set(), set()]
    assert st.bites == [0, 0]
    assert st.totals == [0, 50]


# -- instant wins and finish claims (§5, §8.7, §15) -------------------------------------------


# RULES §5: a debertz or klabor sets the declarer's score to the target
@pytest.mark.parametrize("target", [301, 501, 1001])
def test_instant_win_sets_the_score_to_the_target(target):
    rules = RuleSet(players=3, target=target)
    st = ScoreState(3, totals=[120, 250, 40])
    row = write_deal(rules, claim(rules, DealKind.INSTANT_WIN, 2), st)
    assert written(row) == [0, 0, target - 40]
    assert st.totals == [120, 250, target]
    assert st.winner_side == 2
    # RULES §13: the row's parts add up to what is written — the points are awarded
    assert [s.awarded for s in row.sides] == [0, 0, target - 40]
    assert [s.total for s in row.sides] == written(row)
    assert all(s.cards == s.last_trick == s.combinations == s.bella == 0 for s in row.sides)


# RULES §5, §15: a claimer already over the target (its end postponed by a hang) keeps
# his score: nothing is awarded, nothing taken away
def test_instant_win_over_the_target_awards_nothing():
    rules = RuleSet(players=2)
    st = ScoreState(2, totals=[530, 200])
    row = write_deal(rules, claim(rules, DealKind.INSTANT_WIN, 0), st)
    assert written(row) == [0, 0] and [s.awarded for s in row.sides] == [0, 0]
    assert st.totals == [530, 200] and st.winner_side == 0


# RULES §5, §11: an instant win in pairs is the pair's
def test_instant_win_in_pairs():
    rules = PAIRS
    st = ScoreState(2, totals=[300, 420])
    row = write_deal(rules, claim(rules, DealKind.INSTANT_WIN, 0), st)
    assert written(row) == [201, 0]
    assert st.winner_side == 0


# RULES §8.7, §15: a finish claim writes nothing and ends the game — true or false
@pytest.mark.parametrize(("success", "winner"), [(True, 1), (False, 0)])
def test_finish_claim(success, winner):
    rules = RuleSet(players=4, teams=True, finish=True, target=1001)
    st = ScoreState(2, totals=[700, 960])
    row = write_deal(rules, claim(rules, DealKind.FINISH, 1, success=success, maker=None), st)
    assert row.kind is DealKind.FINISH
    assert written(row) == [0, 0]
    assert st.totals == [700, 960]
    assert st.winner_side == winner


# -- §10.4 negative rounds ----------------------------------------------------------------


NEG_PAIRS = RuleSet(players=4, teams=True, all_pass="negative_round")
NEG_SOLO = RuleSet(players=4, all_pass="negative_round")


def _negative(rules, **kw):
    return outcome(rules, maker=None, kind=DealKind.NEGATIVE, **kw)


# RULES §10.4: own cards and last trick as minus; a side with a trick also the other's
# combinations; the other side's bella always
def test_negative_round_pairs():
    o = _negative(NEG_PAIRS, cards=(100, 52), last=0, combos=(20, 0), bella=(0, 20))
    (row,), st = write_all(NEG_PAIRS, o)
    assert row.kind is DealKind.NEGATIVE
    assert row.maker is None
    assert written(row) == [-(100 + 10) - 20, -52 - 20]
    assert st.totals == [-130, -72]
    assert marks(row) == [set(), set()]  # no bite, no hang


# RULES §10.4: a side that took no trick does not write the other side's combinations,
# but does write its bella; the ski penalty is on top
def test_negative_round_side_without_trick():
    rules = NEG_PAIRS.replace(ski_penalty="by_players")
    o = _negative(rules, cards=(152, 0), last=0, combos=(50, 0), bella=(20, 0))
    (row,), _ = write_all(rules, o)
    assert written(row) == [-162, -20 - 100]
    assert marks(row) == [set(), {"ski"}]


# RULES §10.4: with ski penalty 0 the ski is still marked
def test_negative_round_ski_marked_without_penalty():
    o = _negative(NEG_PAIRS, cards=(152, 0), last=0)
    (row,), _ = write_all(NEG_PAIRS, o)
    assert written(row) == [-162, 0]
    assert marks(row) == [set(), {"ski"}]


# RULES §15: negative round in solo play — each writes minus his own cards and last trick,
# minus the others' winning combinations (if he took a trick) and bellas (always)
def test_negative_round_solo():
    o = _negative(NEG_SOLO, cards=(40, 60, 52, 0), last=1, combos=(0, 50, 0, 0),
                  bella=(0, 0, 20, 0))
    (row,), _ = write_all(NEG_SOLO, o)
    assert written(row) == [
        -40 - 50 - 20,
        -(60 + 10) - 20,
        -52 - 50,
        -20,  # no trick: no combinations, but the bella
    ]
    assert marks(row) == [set(), set(), set(), {"ski"}]


# RULES §15: the row's parts show exactly what is written — minus; a side's own
# combinations and bella count nothing for it and show 0; the winning combinations are
# minus for every other side that took a trick, whether or not their owner did
def test_negative_round_parts_add_up_to_what_is_written():
    o = _negative(NEG_SOLO, cards=(40, 60, 52, 0), last=1, tricks=(2, 3, 3, 0),
                  combos=(0, 0, 0, 50), bella=(0, 0, 20, 0))
    (row,), _ = write_all(NEG_SOLO, o)
    assert [(x.cards, x.last_trick, x.combinations, x.bella) for x in row.sides] == [
        (-40, 0, -50, -20), (-60, -10, -50, -20), (-52, 0, -50, 0), (0, 0, 0, -20)]
    assert written(row) == [-110, -140, -102, -20]
    for line in row.sides:
        assert line.total == line.cards + line.last_trick + line.combinations + line.bella
        assert line.written == line.total + line.penalty


# RULES §10.4: no bite and no hang in a negative round, even on equal totals
def test_negative_round_has_no_bite_and_no_hang():
    o = _negative(NEG_PAIRS, cards=(71, 81), last=0)
    (row,), st = write_all(NEG_PAIRS, o)
    assert written(row) == [-81, -81]
    assert st.hangs == []
    assert st.bites == [0, 0]
    assert marks(row) == [set(), set()]


# -- §11 pairs ------------------------------------------------------------------------------


# RULES §11: a pair's column is shared — two sides on the sheet
def test_pairs_write_two_columns():
    o = outcome(PAIRS, maker=2, cards=(100, 52), last=0, combos=(20, 0), bella=(20, 0))
    (row,), st = write_all(PAIRS, o)
    assert len(row.sides) == 2
    assert written(row) == [150, 52]
    assert st.totals == [150, 52]
