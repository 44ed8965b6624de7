"""What the sheet keeps of how a deal ended the game, and of a finish claim (RULES §5, §8.7,
§10.3, §12, §15), and the tricks each side took in every row — so that the table can say it
after a resumed game as well as after one played in this run (issue 27)."""

from __future__ import annotations

import random

import pytest
from deal_builder import deal_game, run
from scoring_support import claim, outcome, write_all

from debertz_desktop.engine.debertz import Game, RuleSet, preset
from debertz_desktop.engine.debertz.actions import ClaimFinish, PlayCard
from debertz_desktop.engine.debertz.claims import FinishCount
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.events import DealScored, TrickTaken
from debertz_desktop.engine.debertz.scoring import ScoreState, write_deal
from debertz_desktop.engine.debertz.sheet import DealKind, GameEnd
from debertz_desktop.engine.record import GameRecord

TWO = RuleSet(players=2)
BELOTE = preset("belote")


def _state(rules: RuleSet, totals) -> ScoreState:
    return ScoreState(rules.sides, totals=list(totals))


# RULES §10.3: one side at or over the target wins
def test_reaching_the_target_is_named():
    st = _state(TWO, [450, 100])
    row = write_deal(TWO, outcome(TWO, maker=0, cards=(90, 20), last=0), st)
    assert st.winner_side == 0
    assert row.game_end is GameEnd.TARGET


# RULES §10.3, §15: several over the target, ``both_over`` chooses
def test_both_over_is_named():
    rules = TWO.replace(both_over="highest")
    st = _state(rules, [450, 460])
    row = write_deal(rules, outcome(rules, maker=0, cards=(100, 50), last=1), st)
    assert st.winner_side == 0
    assert row.game_end is GameEnd.BOTH_OVER


# RULES §10.3: the mercy gap ends the game below the target
def test_the_mercy_gap_is_named():
    rules = TWO.replace(mercy_gap=250)
    st = _state(rules, [200, 0])
    row = write_deal(rules, outcome(rules, maker=0, cards=(60, 0), last=0), st)
    assert st.winner_side == 0
    assert row.game_end is GameEnd.MERCY_GAP


# RULES §10.3: a deal that ends nothing names nothing
def test_a_deal_that_does_not_end_the_game_names_no_end():
    rows, st = write_all(TWO, outcome(TWO, maker=0, cards=(90, 20), last=0))
    assert st.winner_side is None
    assert rows[0].game_end is None


# RULES §5: a debertz or klabor ends the game; the row keeps who showed it
def test_an_instant_win_is_named_with_its_side():
    st = _state(TWO, [120, 300])
    row = write_deal(TWO, claim(TWO, DealKind.INSTANT_WIN, 1, maker=1), st)
    assert row.game_end is GameEnd.INSTANT_WIN
    assert row.claim_side == 1


# RULES §12: Short Deberts — the one deal, or a declined dave
def test_short_deberts_ends_by_the_deal_or_the_dave():
    rules = preset("short")
    rows, _ = write_all(rules, outcome(rules, maker=0, cards=(60, 20), last=0))
    assert rows[0].game_end is GameEnd.SINGLE_DEAL
    rows, _ = write_all(rules, claim(rules, DealKind.DAVE_DECLINED, 0, maker=0, stake=2))
    assert rows[0].game_end is GameEnd.DAVE_DECLINED
    assert rows[0].claim_side == 0 and rows[0].stake == 2


def _belote_at_first_lead(scores=(0, 0)) -> Game:
    """Paired Belote, pair 0+2 plays hearts; seat 0 is on lead (first_lead = first bidder)."""
    game = deal_game(BELOTE, dealer=3, turned="7H",
                     hands={0: "JH 9H AH KH QH", 1: "AS AC AD 7S 7C", 2: "10H 8H 8S 9S 10S",
                            3: "JS QS KS JC QC"},
                     buyin={0: "7H 7D 8D", 1: "10D JD QD", 2: "8C 9C 10C", 3: "9D KC KD"})
    game.score.totals[:] = list(scores)
    run(game, ["0: play"])
    assert game.phase is Phase.PLAY and game.to_act == 0
    return game


# RULES §8.7, §15: before the claim the seat is shown what it would count
def test_the_view_counts_a_finish_claim_before_it_is_made():
    game = _belote_at_first_lead()
    view = game.view(0)
    assert ClaimFinish() in view.legal_actions
    assert view.finish == FinishCount(written=0, deal=0, target=1001)
    assert not view.finish.reached
    assert game.view(1).finish is None, "only the seat that may claim is shown a count"


# RULES §8.7: a false finish claim loses the game; the row says so with its figures
def test_a_false_finish_claim_is_written_with_its_figures():
    game = _belote_at_first_lead(scores=(400, 200))
    run(game, ["0: finish"])
    (row,) = game.rows
    assert game.winner_side == 1
    assert row.kind is DealKind.FINISH and row.game_end is GameEnd.FINISH
    assert (row.claim_side, row.claim_points, row.claim_success) == (0, 0, False)
    assert game.sheet.game_end is GameEnd.FINISH
    assert [s.running for s in row.sides] == [400, 200]


# RULES §8.7, §15: a true claim counts the tricks taken so far
def test_a_true_finish_claim_counts_the_tricks_so_far():
    game = _belote_at_first_lead(scores=(990, 500))
    run(game, ["0: JH", "1: 7C", "2: 8H", "3: 9D"])  # pair 0+2 takes J♥: 20
    view = game.view(0)
    assert view.finish == FinishCount(written=990, deal=20, target=1001)
    assert view.finish.total == 1010 and view.finish.reached
    run(game, ["0: finish"])
    (row,) = game.rows
    assert game.winner_side == 0
    assert (row.claim_side, row.claim_points, row.claim_success) == (0, 20, True)
    assert [s.written for s in row.sides] == [0, 0], "a finish writes nothing (RULES §15)"


# RULES §9, §13: every row keeps each side's tricks; a replayed game has the same rows
@pytest.mark.parametrize(("preset_name", "players"), [("classic", 2), ("site", 3),
                                                      ("belote", 4)])
def test_rows_count_each_sides_tricks(preset_name, players):
    rules = preset(preset_name, players=players)
    game = Game(rules, 11)
    rng = random.Random(11)
    taken = [0] * rules.sides
    checked = 0
    while checked < 3 and not game.is_over:
        seat = game.to_act
        legal = [a for a in game.legal_actions(seat) if not isinstance(a, ClaimFinish)]
        cards = [a for a in legal if isinstance(a, PlayCard)]
        for ev in game.apply(seat, rng.choice(cards or legal)):
            if isinstance(ev, TrickTaken):
                taken[rules.side_of(ev.winner)] += 1
            elif isinstance(ev, DealScored):
                assert [s.tricks for s in ev.row.sides] == taken, ev.row
                taken = [0] * rules.sides
                checked += 1
    replayed = GameRecord.of(game).replay()
    assert replayed.rows == game.rows
