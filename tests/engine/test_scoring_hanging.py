"""Hanging points (RULES §10.2, §10.1 tied defenders, §15 "Writing the deal")."""

from __future__ import annotations

from deal_builder import deal_game, explicit_deal, run
from scoring_support import marks, outcome, void, write_all, written

from debertz_desktop.engine.debertz import RuleSet, preset
from debertz_desktop.engine.debertz.sheet import DealKind, Mark

TWO = RuleSet(players=2)
THREE = RuleSet(players=3)
SOLO4 = RuleSet(players=4)
PAIRS = RuleSet(players=4, teams=True)


def _tie(rules, maker=0, points=81):
    """The maker ties the top defender at ``points`` (card points + last trick)."""
    cards = [20] * rules.sides
    cards[maker] = points - 10
    top = (maker + 1) % rules.sides
    cards[top] = points
    return outcome(rules, maker=maker, cards=cards, last=maker)


# RULES §10.2: the maker ties — the defenders write their own, the maker's total hangs
def test_maker_tie_hangs_his_total():
    (row,), st = write_all(TWO, _tie(TWO))
    assert written(row) == [0, 81]
    assert marks(row) == [{"hanging"}, set()]
    assert row.hanging_pool == 81
    assert [(h.points, h.eligible, h.origin) for h in st.hangs] == [(81, (0, 1), 1)]
    assert st.bites == [0, 0]


# RULES §10.2: the next deal's highest deal total wins the hanging points
def test_next_deal_top_scorer_wins_the_hang():
    win = outcome(TWO, maker=1, cards=(52, 90), last=1)
    rows, st = write_all(TWO, _tie(TWO), win)
    assert written(rows[1]) == [52, 100 + 81]
    assert rows[1].sides[1].received == 81
    assert marks(rows[1]) == [set(), {"hang_won"}]
    assert rows[1].hanging_pool == 0
    assert st.totals == [52, 81 + 181]
    assert st.hangs == []


# RULES §10.2: the maker himself included
def test_the_maker_of_the_hang_may_win_it():
    win = outcome(TWO, maker=0, cards=(90, 52), last=0)
    rows, st = write_all(TWO, _tie(TWO), win)
    assert written(rows[1]) == [100 + 81, 52]
    assert st.totals == [181, 81 + 52]


# RULES §10.2: the points go to the top scorer even when he is a defender of a bitten maker
def test_a_bitten_deal_gives_the_hang_to_the_top_defender():
    bite = outcome(THREE, maker=0, cards=(40, 70, 30), last=0)  # 50 < 70
    rows, _ = write_all(THREE, _tie(THREE), bite)
    assert written(rows[1]) == [0, 70 + 50 + 81, 30]
    assert rows[1].sides[1].received == 50 + 81


# RULES §10.2: a tie at the top of the next deal keeps them hanging; then both go together
def test_a_tie_at_the_top_keeps_them_hanging():
    second_tie = _tie(THREE, maker=1, points=70)
    decider = outcome(THREE, maker=2, cards=(30, 40, 80), last=2)
    rows, st = write_all(THREE, _tie(THREE), second_tie, decider)
    assert written(rows[1]) == [20, 0, 70]
    assert rows[1].hanging_pool == 81 + 70
    assert Mark.HANG_WON not in rows[1].sides[2].marks
    assert written(rows[2]) == [30, 40, 90 + 81 + 70]
    assert rows[2].hanging_pool == 0
    assert st.hangs == []


# RULES §10.2 hanging_queue: each hang is resolved by its own later deal, one per deal
def test_hanging_queue_resolves_one_hang_per_deal_in_order():
    rules = TWO.replace(hanging_queue=True)
    first = _tie(rules, maker=0, points=81)
    second = _tie(rules, maker=1, points=76)  # ties at the top: the first keeps hanging
    third = outcome(rules, maker=1, cards=(40, 90), last=1)
    fourth = outcome(rules, maker=0, cards=(90, 40), last=0)
    rows, st = write_all(rules, first, second, third, fourth)
    assert [r.hanging_pool for r in rows] == [81, 81 + 76, 76, 0]
    assert written(rows[2]) == [40, 100 + 81]
    assert written(rows[3]) == [100 + 76, 40]
    assert st.hangs == []


# RULES §10.2: without the queue, the next deal decides every hang at once
def test_without_queue_one_deal_decides_every_hang():
    rules = TWO.replace(hanging_queue=False)
    first = _tie(rules, maker=0, points=81)
    second = _tie(rules, maker=1, points=76)
    third = outcome(rules, maker=1, cards=(40, 90), last=1)
    rows, _ = write_all(rules, first, second, third)
    assert [r.hanging_pool for r in rows] == [81, 157, 0]
    assert written(rows[2]) == [40, 100 + 81 + 76]


# RULES §15: void deals do not resolve hangs
def test_a_void_deal_does_not_resolve_a_hang():
    win = outcome(TWO, maker=1, cards=(52, 90), last=1)
    rows, _ = write_all(TWO, _tie(TWO), void(TWO), win)
    assert rows[1].kind is DealKind.VOID
    assert written(rows[1]) == [0, 0]
    assert rows[1].hanging_pool == 81
    assert written(rows[2]) == [52, 181]
    assert rows[2].hanging_pool == 0


# RULES §10.4, §15: negative rounds do not resolve hangs; the hanging pool stays
def test_a_negative_round_does_not_resolve_a_hang():
    rules = PAIRS.replace(all_pass="negative_round")
    negative = outcome(rules, maker=None, kind=DealKind.NEGATIVE, cards=(100, 52), last=0)
    win = outcome(rules, maker=0, cards=(100, 52), last=0)
    rows, _ = write_all(rules, _tie(rules), negative, win)
    assert written(rows[1]) == [-110, -52]
    assert rows[1].hanging_pool == 81
    assert marks(rows[1]) == [set(), set()]
    assert written(rows[2]) == [110 + 81, 52]


# RULES §15: penalties never count — the hang goes to the highest deal total without them
def test_penalties_are_not_counted_when_deciding_a_hang():
    rules = TWO.replace(ski_penalty=50)
    # seat 0 takes no trick but has bella: 20; the maker, seat 1, scores 18 and is bitten
    decider = outcome(rules, maker=1, cards=(0, 8), last=1, bella=(20, 0))
    rows, _ = write_all(rules, _tie(rules), decider)
    zero, one = rows[1].sides
    assert (zero.total, one.total) == (20, 18)
    assert zero.received == 18 + 81
    assert zero.written == 20 + 18 + 81 - 50
    assert {m.value for m in zero.marks} == {"ski", "hang_won"}
    assert one.written == 0


# RULES §10.1, §15: four solo players, tied top defenders — the maker's points hang
# between them, and only they can win them
def test_bite_between_tied_defenders_four_solo():
    bite = outcome(SOLO4, maker=0, cards=(20, 50, 50, 32), last=0)  # 30 < 50 = 50
    decider = outcome(SOLO4, maker=0, cards=(70, 40, 30, 12), last=0)  # 80 tops the deal
    rows, st = write_all(SOLO4, bite, decider)
    assert written(rows[0]) == [0, 50, 50, 32]
    assert marks(rows[0]) == [{"bite", "bite_hangs"}, set(), set(), set()]
    assert rows[0].hanging_pool == 30
    assert st.bites == [1, 0, 0, 0]
    # the maker scores most next deal, but only seats 1 and 2 may win these points
    assert written(rows[1]) == [80, 40 + 30, 30, 12]
    assert marks(rows[1])[1] == {"hang_won"}
    assert rows[1].hanging_pool == 0


# RULES §15: tied defenders tie again — the bitten points keep hanging between them
def test_bite_between_tied_defenders_tie_again():
    bite = outcome(SOLO4, maker=0, cards=(20, 50, 50, 32), last=0)
    again = outcome(SOLO4, maker=3, cards=(30, 40, 40, 52), last=3)
    decider = outcome(SOLO4, maker=3, cards=(20, 30, 45, 57), last=3)
    rows, _ = write_all(SOLO4, bite, again, decider)
    assert written(rows[1]) == [30, 40, 40, 62]
    assert rows[1].hanging_pool == 30
    assert written(rows[2]) == [20, 30, 45 + 30, 67]


# RULES §10.1: with three players and bite_split = top, tied defenders hang the points
def test_bite_between_tied_defenders_three_players():
    rules = THREE.replace(bite_split="top")
    bite = outcome(rules, maker=1, cards=(60, 30, 60), last=1)  # 40 < 60 = 60
    decider = outcome(rules, maker=1, cards=(25, 90, 35), last=1)
    rows, _ = write_all(rules, bite, decider)
    assert written(rows[0]) == [60, 0, 60]
    assert written(rows[1]) == [25, 100, 35 + 40]


# RULES §10.2, §15: several hangs at once — each goes to its own eligible top scorer
def test_a_maker_hang_and_a_bitten_hang_decided_by_one_deal():
    tie = _tie(SOLO4, maker=3, points=60)  # hangs 60 for everyone
    bite = outcome(SOLO4, maker=0, cards=(20, 50, 50, 32), last=0)  # 30 between 1 and 2
    decider = outcome(SOLO4, maker=0, cards=(70, 30, 40, 12), last=0)
    rows, st = write_all(SOLO4, tie, bite, decider)
    # deal 2 ties at the top (50 = 50): the first hang stays too
    assert rows[1].hanging_pool == 60 + 30
    assert written(rows[2]) == [80 + 60, 30, 40 + 30, 12]
    assert st.hangs == []


# RULES §4 forced_after_hang, §15: triggered by a maker tie only
def test_forced_after_hang_is_triggered_by_a_maker_tie_only():
    rules = SOLO4.replace(forced_after_hang=True)
    _, st = write_all(rules, _tie(rules, maker=2))
    assert st.forced_maker == 2
    bite = outcome(rules, maker=0, cards=(20, 50, 50, 32), last=0)
    _, st = write_all(rules, bite)
    assert st.forced_maker is None
    _, st = write_all(SOLO4, _tie(SOLO4, maker=2))
    assert st.forced_maker is None


# RULES §15: a hang worth 0 points is still a hang, resolved like any other and marked.
# Classic, 3 players, no_trump allowed, dealer 2. Deal 1: seat 0 names no_trump and takes
# no trick; seat 1 wins the four spade tricks (44), seat 2 the five diamond tricks
# (34 + last trick 10): doubled, 88 = 88. The maker is bitten and his total, 0, hangs
# between the tied defenders (bite_split = top). Deal 2 (dealer 1, the first top scorer
# left of dealer 2): seat 1 holds hearts J 9 A 10 K Q 8 and AS AC, nobody else a heart, so
# he plays hearts and takes every trick whatever is played: of the two defenders of deal 1
# he scores more, wins the 0 hanging points, and his row is marked.
ZERO_HANG_FIRST = dict(
    dealer=2, turned="7H",
    hands={0: "7S 8S 9S JS 8D 9D", 1: "AS 10S KS QS 7D 8H", 2: "AD 10D KD QD JD KH"},
    buyin={0: "8C 9C JC", 1: "9H 7C JH", 2: "KC QH QC"}, stock="AH 10H 10C AC")
ZERO_HANG_FIRST_PLAY = [
    "0: pass", "1: pass", "2: pass", "0: no_trump", "*: ready",
    "0: 7S", "1: QS", "2: KH", "1: AS", "2: KC", "0: 8S", "1: 10S", "2: QH", "0: 9S",
    "1: KS", "2: QC", "0: JS", "1: 7D", "2: AD", "0: 8D", "2: 10D", "0: 9D", "1: 8H",
    "2: KD", "0: 8C", "1: 9H", "2: QD", "0: 9C", "1: 7C", "2: JD", "0: JC", "1: JH",
]


def test_a_hang_worth_nothing_is_resolved_and_marked():
    rules = preset("classic", 3).replace(contracts_no_trump=True)
    second = explicit_deal(rules, 1, {1: "JH 9H AH 10H KH QH"}, "7H", {1: "8H AS AC"})
    game = deal_game(rules, **ZERO_HANG_FIRST, later={2: second})
    run(game, ZERO_HANG_FIRST_PLAY)
    (first,) = game.rows
    assert [line.total for line in first.sides] == [0, 88, 88]
    assert written(first) == [0, 88, 88]
    assert marks(first) == [{"ski", "bite", "bite_hangs"}, set(), set()]
    assert first.hanging_pool == 0 and len(game.score.hangs) == 1  # a hang of 0 points
    assert game.deal.dealer == 1
    run(game, ["2: pass", "0: pass", "1: play", "*: ready", "*: play_out"])
    second_row = game.rows[1]
    assert second_row.kind is DealKind.PLAYED and second_row.maker == 1
    assert [line.total for line in second_row.sides][0::2] == [0, 0]  # seats 0 and 2: no trick
    assert Mark.HANG_WON in second_row.sides[1].marks
    assert second_row.sides[1].received == 0
    assert all(Mark.HANG_WON not in second_row.sides[s].marks for s in (0, 2))
    assert game.score.hangs == [] and second_row.hanging_pool == 0
