"""The end of the game (RULES §10.3 and §15 "Game end")."""

from __future__ import annotations

import pytest
from scoring_support import outcome, void, write_all

from debertz_desktop.engine.debertz import RuleSet
from debertz_desktop.engine.debertz.scoring import ScoreState, write_deal

TWO = RuleSet(players=2)
THREE = RuleSet(players=3)
SOLO4 = RuleSet(players=4)
PAIRS = RuleSet(players=4, teams=True, target=1001)


def _state(rules, totals):
    return ScoreState(rules.sides, totals=list(totals))


# RULES §10.3: at or over the target wins
@pytest.mark.parametrize("target", [301, 501, 1001])
@pytest.mark.parametrize(("gain", "ends"), [(100, True), (99, False)])
def test_reaching_the_target(target, gain, ends):
    rules = TWO.replace(target=target)
    st = _state(rules, [target - 100, 0])
    o = outcome(rules, maker=0, cards=(gain - 10, 20), last=0)
    write_deal(rules, o, st)
    assert st.totals == [target - 100 + gain, 20]
    assert st.winner_side == (0 if ends else None)


# RULES §10.3: a defender may reach the target and win too
def test_a_defender_reaching_the_target_wins():
    st = _state(THREE, [100, 480, 200])
    write_deal(THREE, outcome(THREE, maker=0, cards=(60, 21, 30), last=0), st)
    assert st.totals == [170, 501, 230]
    assert st.winner_side == 1


# RULES §10.3 both_over = highest
def test_both_over_highest():
    rules = TWO.replace(both_over="highest")
    st = _state(rules, [450, 460])
    write_deal(rules, outcome(rules, maker=0, cards=(100, 50), last=1), st)
    assert st.totals == [550, 520]
    assert st.winner_side == 0


# RULES §10.3: equal totals — another deal
def test_both_over_equal_totals_another_deal():
    rules = TWO.replace(both_over="highest")
    st = _state(rules, [450, 490])
    write_deal(rules, outcome(rules, maker=0, cards=(100, 50), last=1), st)
    assert st.totals == [550, 550]
    assert st.winner_side is None
    write_deal(rules, outcome(rules, maker=1, cards=(40, 60), last=1, number=2), st)
    assert st.totals == [590, 620]
    assert st.winner_side == 1


# RULES §10.3 both_over = last_trick: the one who took the last trick
def test_both_over_last_trick():
    rules = TWO.replace(both_over="last_trick")
    st = _state(rules, [450, 460])
    write_deal(rules, outcome(rules, maker=0, cards=(100, 50), last=1), st)
    assert st.totals == [550, 520]
    assert st.winner_side == 1


# RULES §15: last_trick — if its taker is not among them, the highest of them
def test_both_over_last_trick_taker_not_over():
    rules = THREE.replace(both_over="last_trick")
    st = _state(rules, [480, 470, 100])
    write_deal(rules, outcome(rules, maker=0, cards=(50, 40, 20), last=2), st)
    assert st.totals == [530, 510, 130]
    assert st.winner_side == 0


# RULES §10.3 both_over = defenders (Belote): the non-maker side
def test_both_over_defenders_pairs():
    rules = PAIRS.replace(both_over="defenders")
    st = _state(rules, [950, 960])
    write_deal(rules, outcome(rules, maker=2, cards=(90, 52), last=0), st)
    assert st.totals == [1050, 1012]
    assert st.winner_side == 1
    st = _state(rules, [950, 960])
    write_deal(rules.replace(both_over="highest"),
               outcome(rules, maker=2, cards=(90, 52), last=0), st)
    assert st.winner_side == 0


# RULES §15: defenders — several non-maker sides over: the highest of them
def test_both_over_defenders_several():
    rules = THREE.replace(both_over="defenders")
    st = _state(rules, [480, 470, 490])
    write_deal(rules, outcome(rules, maker=0, cards=(50, 50, 40), last=0), st)
    assert st.totals == [540, 520, 530]
    assert st.winner_side == 2


# RULES §15: defenders — equal top defenders: another deal
def test_both_over_defenders_equal():
    rules = THREE.replace(both_over="defenders")
    st = _state(rules, [480, 480, 490])
    write_deal(rules, outcome(rules, maker=0, cards=(50, 50, 40), last=0), st)
    assert st.totals == [540, 530, 530]
    assert st.winner_side is None


# RULES §15: both_over applies only when two or more reach the target
@pytest.mark.parametrize("both_over", ["highest", "last_trick", "defenders"])
def test_one_side_over_simply_wins(both_over):
    rules = TWO.replace(both_over=both_over)
    st = _state(rules, [450, 300])
    write_deal(rules, outcome(rules, maker=0, cards=(100, 50), last=1), st)
    assert st.totals == [550, 360]
    assert st.winner_side == 0


# RULES §10.3, §15: a hang in the final deal — another deal
def test_a_hang_in_the_final_deal_postpones_the_end():
    rules = TWO
    st = _state(rules, [300, 480])
    tie = outcome(rules, maker=0, cards=(61, 71), last=0)  # 71 = 71
    write_deal(rules, tie, st)
    assert st.totals == [300, 551]
    assert st.winner_side is None
    write_deal(rules, outcome(rules, maker=0, cards=(100, 52), last=0, number=2), st)
    assert st.totals == [300 + 110 + 71, 551 + 52]
    assert st.winner_side == 1


# RULES §10.1, §15: bitten points hanging between tied defenders are a hang too
def test_a_bitten_hang_in_the_final_deal_postpones_the_end():
    rules = SOLO4.replace(target=301)
    st = _state(rules, [0, 290, 0, 0])
    write_deal(rules, outcome(rules, maker=0, cards=(20, 50, 50, 32), last=0), st)
    assert st.totals == [0, 340, 50, 32]
    assert st.hanging_pool == 30
    assert st.winner_side is None


# RULES §15: mercy_gap — "that far ahead" inclusively (leader − second ≥ 250)
@pytest.mark.parametrize(("before", "winner"), [(150, 0), (149, None)])
def test_mercy_gap_inclusive(before, winner):
    rules = TWO.replace(mercy_gap=250)
    st = _state(rules, [before, 0])
    write_deal(rules, outcome(rules, maker=0, cards=(90, 0), last=0), st)
    assert st.totals == [before + 100, 0]
    assert st.winner_side == winner


# RULES §10.3 mercy_gap = off: no end below the target, however far ahead
def test_mercy_gap_off():
    st = _state(TWO, [400, 0])
    write_deal(TWO, outcome(TWO, maker=0, cards=(90, 0), last=0), st)
    assert st.totals == [500, 0]
    assert st.winner_side is None


# RULES §15: the gap is measured to the second, not to the last
def test_mercy_gap_three_players_counts_the_second():
    rules = THREE.replace(mercy_gap=250)
    st = _state(rules, [200, 60, 0])
    write_deal(rules, outcome(rules, maker=0, cards=(90, 0, 0), last=0), st)
    assert st.totals == [300, 60, 0]
    assert st.winner_side is None
    write_deal(rules, outcome(rules, maker=0, cards=(0, 10, 0), last=1, number=2,
                              tricks=(1, 1, 0)), st)
    # the maker is bitten: 0 against 20 → seat 1 writes 20
    assert st.totals == [300, 80, 0]
    assert st.winner_side is None


# RULES §15: a hang created in the final deal postpones mercy_gap too
def test_a_hang_postpones_mercy_gap():
    rules = TWO.replace(mercy_gap=250)
    st = _state(rules, [200, 0])
    write_deal(rules, outcome(rules, maker=1, cards=(60, 50), last=1), st)  # 60 = 60
    assert st.totals == [260, 0]
    assert st.winner_side is None
    write_deal(rules, outcome(rules, maker=1, cards=(30, 50), last=1, number=2), st)
    assert st.totals == [290, 60 + 60]
    assert st.winner_side is None  # 170 ahead
    write_deal(rules, outcome(rules, maker=0, cards=(150, 0), last=0, number=3), st)
    assert st.totals == [450, 120]
    assert st.winner_side == 0


# RULES §10.3: a void deal changes nothing and ends nothing
def test_a_void_deal_does_not_end_the_game():
    (row,), st = write_all(TWO, void(TWO))
    assert [s.written for s in row.sides] == [0, 0]
    assert st.totals == [0, 0]
    assert st.winner_side is None


def test_a_void_deal_does_not_end_a_game_whose_end_a_hang_postponed() -> None:
    # RULES §10.3/§15: a hang in the final deal means another deal; a void deal
    # decides nothing, so the game goes on until a played deal decides the hang.
    from debertz_desktop.engine.debertz.rules import RuleSet
    from debertz_desktop.engine.debertz.scoring import DealOutcome, ScoreState, write_deal
    from debertz_desktop.engine.debertz.sheet import DealKind

    rules = RuleSet(players=2, target=301)
    st = ScoreState(2)
    st.totals[:] = [250, 200]
    tie = DealOutcome(kind=DealKind.PLAYED, number=5, dealer=1, maker=1,
                      card_points=(76, 66), tricks=(4, 5), last_trick_side=0,
                      combinations=(0, 20), bella=(0, 0))
    row = write_deal(rules, tie, st)  # 76 + 10 = 86 against the maker's 66 + 20 = 86
    assert row.sides[0].written == 86 and st.totals[0] == 336  # over the target...
    assert st.winner_side is None  # ...but the maker's 86 hang: another deal
    void = DealOutcome(kind=DealKind.VOID, number=6, dealer=0, card_points=(0, 0),
                       tricks=(0, 0), combinations=(0, 0), bella=(0, 0))
    write_deal(rules, void, st)
    assert st.winner_side is None and st.hanging_pool == 86
