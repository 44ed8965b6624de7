"""What a world's result is worth to Hard: the deal as it would be written (RULES §9–§10).

The search gives a margin (the seat's card points from here on minus everybody
else's); ``DealScorer`` turns it into the written result, so that Hard plays
for the contract where it matters.  With 3 players the margin cannot say who
of the two others takes their points, and a bite hands the maker's total to
the top defender, so the scorer averages over the possible splits.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from ai_support import views_of_a_game

from debertz_desktop.ai.deal_scorer import DealScorer
from debertz_desktop.ai.hard import HardBot
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.ai.position import Position
from debertz_desktop.engine.debertz import PlayCard, card, preset
from debertz_desktop.engine.debertz.actions import Declare
from debertz_desktop.engine.debertz.deal import Phase

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from deal_builder import case_game, load_case, run

REMAINING = 162  # card points of a whole deal in play, the last trick's 10 included
SHARE = DealScorer.MARGIN_SHARE


def three(me: int, maker: int | None, taken=(0.0, 0.0, 0.0), *, split_bite=False):
    return DealScorer("three", me, maker, maker is None, 1, tuple(taken), (), split_bite)


def margin_for(mine: float) -> int:
    """The search's margin when the seat takes ``mine`` of the remaining points."""
    return int(2 * mine - REMAINING)


def test_a_maker_who_beats_both_writes_his_own_total():
    # RULES §10.1: made, everyone writes his own total: 100 against 62 split between two
    m = margin_for(100)
    value = three(0, 0).utility((0, 0, 0), m, REMAINING)
    assert value == pytest.approx(100 - 62 / 2 + SHARE * m)


def test_a_bitten_maker_writes_nothing_and_gives_his_total_away():
    # RULES §10.1: 50 is less than the top defender's share of 112, however it is split
    m = margin_for(50)
    value = three(0, 0).utility((0, 0, 0), m, REMAINING)
    assert value == pytest.approx(0 - (112 + 50) / 2 + SHARE * m)


def test_a_maker_near_the_line_counts_the_splits_that_bite_him():
    # 70 against 92: bitten when one defender takes more than 70 (shares 0.2 and 0.8 of 92)
    m = margin_for(70)
    value = three(0, 0).utility((0, 0, 0), m, REMAINING)
    made, bitten = 70 - 92 / 2, -(92 + 70) / 2
    assert value == pytest.approx((3 * made + 2 * bitten) / 5 + SHARE * m)


def test_a_sure_contract_is_worth_more_to_the_maker_than_more_points_on_average():
    # two cards over two worlds: 100 or 60 (80 on average) against 75 in both; the
    # margin prefers the first, the written result the second (60 is mostly bitten)
    scorer = three(0, 0)

    def worth(points: list[int]) -> float:
        return sum(scorer.utility((0, 0, 0), margin_for(p), REMAINING) for p in points) / 2

    assert sum(margin_for(p) for p in (100, 60)) > 2 * margin_for(75)
    assert worth([75, 75]) > worth([100, 60]) + 20


def test_a_top_defender_gains_the_bitten_makers_total():
    # seat 1 defends with 90 of 162; the maker (seat 0) and seat 2 share 72:
    # the maker is bitten in every split and seat 1 is always the top defender
    m = margin_for(90)
    value = three(1, 0).utility((0, 0, 0), m, REMAINING)
    splits = [(f * 72, (1 - f) * 72) for f in DealScorer.SHARES]
    expected = sum((90 + maker) - (0 + other) / 2 for maker, other in splits) / 5
    assert value == pytest.approx(expected + SHARE * m)


def test_a_defender_behind_the_other_gains_nothing_from_the_bite():
    # seat 1 has 20 of the deal: whoever of the others is top, he writes his own 20,
    # and a bite only moves points between the two others
    taken = (0.0, 0.0, 100.0)  # seat 2 already has 100; the maker, seat 0, nothing
    rem = 62
    m = int(2 * 20 - rem)
    value = three(1, 0, taken).utility((0, 0, 0), m, rem)
    assert value == pytest.approx(20 - 142 / 2 + SHARE * m)  # as if made


def test_an_equal_bite_split_gives_each_defender_half():
    # Kharkov (bite_split = equal): the bitten maker's 50 goes 25 to each defender
    m = margin_for(50)
    top = three(0, 0).utility((0, 0, 0), m, REMAINING)
    equal = three(0, 0, split_bite=True).utility((0, 0, 0), m, REMAINING)
    assert equal == pytest.approx(top)  # for the maker it is the same loss
    defender = three(1, 0, split_bite=True).utility((0, 0, 0), margin_for(40), REMAINING)
    splits = [(f * 122, (1 - f) * 122) for f in DealScorer.SHARES]
    values = []
    for maker, other in splits:
        if maker > max(40, other):  # made
            values.append(40 - (maker + other) / 2)
        elif maker == max(40, other):  # the maker's total hangs
            values.append(40 - other / 2)
        else:  # bitten: half of it to each defender
            values.append(40 + maker / 2 - (other + maker / 2) / 2)
    assert defender == pytest.approx(sum(values) / 5 + SHARE * margin_for(40))


def test_a_negative_round_of_3_players_is_played_for_fewer_points():
    # RULES §10.4: nobody made trump, everyone writes his points as minus
    scorer = three(0, None)
    few, many = (scorer.utility((0, 0, 0), margin_for(p), REMAINING) for p in (30, 90))
    assert few == pytest.approx(-30 + 132 / 2 - SHARE * margin_for(30))
    assert few > many


def test_a_negative_round_of_two_sides_is_played_for_fewer_points():
    scorer = DealScorer("sides", 0, None, True, 1, (0.0, 0.0), ())
    few, many = (scorer.utility((0, 0), margin_for(p), REMAINING) for p in (30, 90))
    assert few == pytest.approx(132 - 30 - SHARE * margin_for(30))
    assert few > many


@pytest.mark.parametrize(("mine", "written"), [
    (100, 100 - 62),  # made: the difference
    (81, 81 / 2 - 81),  # hanging: the maker's total waits, half of it counted
    (60, -(60 + 102)),  # bitten: the defenders write everything
])
def test_two_sides_write_made_hanging_and_bitten(mine, written):
    # RULES §10.1, §10.2 with 2 players or pairs: the written difference
    scorer = DealScorer("sides", 0, 0, False, 1, (0.0, 0.0), ())
    m = margin_for(mine)
    assert scorer.utility((0, 0), m, REMAINING) == pytest.approx(written + SHARE * m)


@pytest.mark.parametrize(("players", "teams", "kind"), [
    (2, False, "sides"), (3, False, "three"), (4, True, "sides"), (4, False, "margin")])
def test_the_scorer_reads_the_seating_and_the_points_taken(players, teams, kind):
    rules = preset("site", players, teams)
    for seat, view in views_of_a_game(rules, seed=2):
        if view.phase is Phase.PLAY and view.tricks and view.maker is not None:
            scorer = DealScorer.of(view)
            assert scorer.kind == kind
            assert scorer.me == rules.side_of(seat)
            assert scorer.maker == rules.side_of(view.maker)
            if kind != "margin":
                assert len(scorer.fixed) == rules.sides
                assert all(f >= p for f, p in zip(scorer.fixed, view.points_taken, strict=True))
            return
    raise AssertionError("no card decision after the first trick")


# -- negative rounds as the engine writes them (RULES §10.4, §15) -----------------------------


def before_last_trick(name: str):
    """The corpus deal ``name`` played to its last trick: the game and the leader's view."""
    case = load_case(name)
    game = case_game(case)
    run(game, case["actions"][:-4])
    return game, game.view(game.to_act), case["actions"][-4:]


@pytest.mark.parametrize("name", ["negative_round_combination_owner_without_trick",
                                  "negative_round_own_combinations_count_nothing"])
def test_a_negative_round_is_valued_as_the_engine_writes_it(name):
    # RULES §15: the winning combinations are minus for the other side if it took a trick,
    # whoever holds them, and a side's own combinations and bella count nothing for it;
    # with one trick to play the world is certain, and the scorer must value it exactly as
    # the sheet then writes it: the seat's side against the other
    game, view, last_trick = before_last_trick(name)
    scorer = DealScorer.of(view)
    assert scorer.negative and scorer.kind == "sides"
    position = Position.from_deal(game.deal)  # the true hands: a test, not the bot
    rem = position.remaining_points  # the last trick's cards and its 10, all to the leader
    value = scorer.written(position.hands, rem, rem)
    run(game, last_trick)
    written = [line.written for line in game.rows[-1].sides]
    me = view.rules.side_of(view.seat)
    assert value == pytest.approx(written[me] - written[1 - me])


def test_a_negative_round_of_3_players_counts_the_others_combinations_and_bellas():
    # seat 1 holds the winning tertz and declared bella; seat 0 (me) and seat 2 took tricks:
    # each writes its points, the tertz and the bella as minus; seat 1 only its points
    scorer = DealScorer("three", 0, None, True, 1, (0.0, 0.0, 0.0), (),
                        combinations=(0.0, 20.0, 0.0), bellas=(0.0, 20.0, 0.0),
                        took_trick=(True, False, True))
    m = margin_for(30)
    value = scorer.written((0, 0, 0), m, REMAINING)
    expected = []
    for share in DealScorer.SHARES:
        first, second = share * 132, (1 - share) * 132
        written = [-30 - 40, -first, -second - 40]
        expected.append(written[0] - (written[1] + written[2]) / 2)
    assert value == pytest.approx(sum(expected) / len(expected))


def test_bella_is_declared_in_a_negative_round_whoever_takes_the_trick():
    # RULES §15: with bella_to_trick_taker a bella is still minus for every side but the
    # declarer's in a negative round: declare it even on a trick the other side takes
    case = load_case("negative_round_bella_to_trick_taker")
    for bot in (MediumBot(0), HardBot(0, workers=1, time_budget=0.05)):
        game = case_game(case)
        run(game, case["actions"][:9])  # seat 0 led JH; seat 1 holds KH QH (and a tertz)
        action = bot.choose(game.view(1))
        while isinstance(action, Declare):
            game.apply(1, action)
            action = bot.choose(game.view(1))
        assert PlayCard(card("KH"), True) in game.legal_actions(1)
        assert isinstance(action, PlayCard) and action.card in (card("KH"), card("QH"))
        assert action.bella, type(bot).__name__
