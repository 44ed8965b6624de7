"""The deal review's exact values (issue 31): against the solver, by hand, and without mistakes.

Scoring cited: card points RULES §1, the last trick's 10 §1/§9, the deal total
§9, made or bitten §10.1, duties of play §8.
"""

from __future__ import annotations

import pytest
from test_solver import reference_values

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.review import DecisionKind, Note, review_deal
from debertz_desktop.ai.review.exact import card_lines
from debertz_desktop.ai.review.games import review_game
from debertz_desktop.ai.review.lines import Guide, Searches, position_of
from debertz_desktop.ai.review.timeline import deal_timeline
from debertz_desktop.ai.solver import analyse
from debertz_desktop.engine.debertz import CARDS, ExplicitDeal, Game, card, preset
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.record import GameRecord


def medium_record(rules, seed: int, deals: int = 2) -> GameRecord:
    """A game of Medium players, ``deals`` deals long (the last one finished)."""
    game = Game(rules, seed=seed)
    bots = [make_bot("medium", seed + s) for s in range(rules.players)]
    while not game.is_over and game.deal.number <= deals:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    return GameRecord.of(game)


def played_deals(record: GameRecord) -> list[int]:
    game = record.replay()
    return [row.number for row in game.rows if row.kind.value == "played"]


# -- the exact values are the solver's, scored by the rules ---------------------------------


@pytest.mark.parametrize(("rules", "seed"), [
    (preset("classic", 2), 11), (preset("classic", 3), 12), (preset("site", 4, True), 13),
], ids=["2p", "3p", "pairs"])
def test_card_values_are_the_solvers_margin_scored_by_the_rules(rules, seed):
    """Every card's line takes exactly the points the solver gives it: the side's card
    points and last trick at the line's end = points taken + (remaining + margin) / 2
    (RULES §1, §9), for every card of every decision of seat 0."""
    record = medium_record(rules, seed)
    checked = 0
    for number in played_deals(record)[:1]:
        timeline = deal_timeline(record, number)
        side = rules.side_of(0)
        searches = Searches()
        guide = Guide.of(timeline.final, [])
        for moment in timeline.moments:
            if moment.seat != 0 or not isinstance(moment.action, A.PlayCard):
                continue
            deal = moment.deal
            pos = position_of(deal, 0)
            margins = analyse(pos).values
            taken = deal.side_points[side]
            for action, line in card_lines(moment, timeline, searches, guide).items():
                mine = line.row.sides[side]
                expected = taken + (pos.remaining_points + margins[action.card.index]) // 2
                assert mine.cards + mine.last_trick == expected, (number, str(action))
                checked += 1
    assert checked > 5


def test_small_endings_match_a_plain_minimax():
    """On endings of three cards the values agree with the obviously-correct search of
    ``test_solver.py`` (no pruning at all), not only with the solver itself."""
    rules = preset("classic", 2)
    record = medium_record(rules, 21, deals=3)
    checked = 0
    for number in played_deals(record):
        timeline = deal_timeline(record, number)
        for moment in timeline.moments:
            deal = moment.deal
            if (moment.seat != 0 or not isinstance(moment.action, A.PlayCard)
                    or deal.hands[0].bit_count() > 3):
                continue
            pos = position_of(deal, 0)
            reference = reference_values(pos)
            lines = card_lines(moment, timeline, Searches(), Guide.of(timeline.final, []))
            for action, line in lines.items():
                mine = line.row.sides[0]
                assert mine.cards + mine.last_trick == (
                    deal.side_points[0] + (pos.remaining_points + reference[action.card.index])
                    // 2)
                checked += 1
    assert checked


# -- a hand-built deal, valued by hand ------------------------------------------------------

#: Seat 0 (left of the dealer, seat 1) plays hearts; it takes the first six tricks and then
#: leads from A♠ 10♠ 9♥ against K♠ J♥ 7♦.
HANDS = ("AC 10C KC AD 10D KD AS 10S 9H", "7C 8C QC 8D JD QD KS JH 7D")
TURNED = "7H"
FIRST_TRICKS = [("AC", "7C"), ("10C", "8C"), ("KC", "QC"), ("AD", "8D"), ("10D", "JD"),
                ("KD", "QD")]


def hand_built_record(ending: list[str]) -> GameRecord:
    """Classic, 2 players, the deal above; seat 0's ending cards as given, seat 1's best."""
    hand0, hand1 = (h.split() for h in HANDS)
    rest = [str(c) for c in CARDS if str(c) not in {*hand0, *hand1, TURNED}]
    deck = [*hand0[:3], *hand1[:3], *hand0[3:6], *hand1[3:6], TURNED, *hand0[6:], *hand1[6:],
            *rest]
    rules = preset("classic", 2)
    explicit = ExplicitDeal(tuple(card(c) for c in deck), dealer=1)
    game = Game(rules, seed=1, deals={1: explicit})
    game.apply(0, A.PlayTurned())
    while game.phase is Phase.BEFORE_LEAD:
        game.apply(game.to_act, A.Ready())
    for mine, theirs in FIRST_TRICKS:
        game.apply(0, A.PlayCard(card(mine)))
        game.apply(1, A.PlayCard(card(theirs)))
    for lead in ending:
        if game.deal.phase is not Phase.PLAY:
            break
        if game.to_act == 0:
            game.apply(0, A.PlayCard(card(lead)))
        # seat 1 answers, and leads when it wins, with the first card the rules allow
        while game.deal.phase is Phase.PLAY and game.to_act == 1:
            legal = [a for a in game.legal_actions(1) if isinstance(a, A.PlayCard)]
            game.apply(1, _seat_one(game, legal))
    while game.deal.phase is Phase.PLAY:
        seat = game.to_act
        game.apply(seat, next(a for a in game.legal_actions(seat) if isinstance(a, A.PlayCard)))
    return GameRecord.of(game)


def _seat_one(game: Game, legal: list[A.PlayCard]) -> A.PlayCard:
    """Seat 1's best answers in this ending: lead 7♦, trump a spade, beat the 9♥."""
    names = {str(a.card): a for a in legal}
    for wanted in ("7D", "JH", "KS"):
        if wanted in names:
            return names[wanted]
    return legal[0]


def test_hand_built_ending_is_valued_as_counted_by_hand():
    """Seat 0 has taken 58 in six tricks (A♣+7♣ 11, 10♣+8♣ 10, K♣+Q♣ 7, A♦+8♦ 11,
    10♦+J♦ 12, K♦+Q♦ 7: RULES §1).  Leading from A♠ 10♠ 9♥ against K♠ J♥ 7♦, hearts trump:

    * A♠ (K♠ must follow, §8.1: +15), then 10♠ (trumped by J♥), then 9♥ trumps the 7♦
      and takes the last trick: +14 + 10 → 58 + 15 + 24 = 97;
    * 10♠ (K♠ follows, +14), then A♠ trumped, 9♥ takes the last: 58 + 14 + 24 = 96;
    * 9♥ first: J♥ must beat it (§8.4), 7♦ is led, seat 0 throws the 10♠ and takes the
      last trick with A♠ over K♠: 4 + 11 + 10 → 58 + 25 = 83.
    """
    record = hand_built_record(["9H", "10S", "AS"])
    review = review_deal(record, 1, 0, with_knowable=False)
    ending = next(d for d in review.decisions if d.trick == 7)
    values = {str(a.action): a.exact for a in ending.alternatives}
    assert values == {"AS": 97, "10S": 96, "9H": 83}
    assert ending.kind is DecisionKind.LEAD and ending.loss == 14
    assert ending.reason is not None and ending.reason.key == "beaten_itself"
    assert ending.reason.args["by"] == card("JH")
    assert ending in review.mistakes
    # best play from the mistake on: 97 against 30 instead of 83 against 44 (§9)
    assert [s.total for s in review.actual_row.sides] == [83, 44]
    assert ending.best_line is not None
    assert [s.total for s in ending.best_line.row.sides] == [97, 30]
    # the deal's best play starts at the first mistake, whichever it is
    first = next(d for d in review.decisions if d.is_mistake)
    assert review.best_play_from == first.index and review.best_play is first.best_line


def test_a_deal_played_best_shows_no_mistake():
    """The hand-built deal with A♠ led in the ending: every card of seat 0 was the best, so
    the review shows no mistake in its play."""
    record = hand_built_record(["AS", "10S", "9H"])
    review = review_deal(record, 1, 0, with_knowable=False)
    cards = [d for d in review.decisions if d.kind in (DecisionKind.LEAD, DecisionKind.REPLY)]
    assert cards and all(d.loss == 0 for d in cards)
    assert not any(d.is_mistake for d in cards)


def test_fixing_every_mistake_leaves_none():
    """Replace a deal's first mistake by the best choice and let the game go on; repeated,
    the review of the deal finally finds nothing to fix — its best is its own best."""
    rules = preset("classic", 2)
    record = medium_record(rules, 31, deals=1)
    for _ in range(30):
        review = review_deal(record, 1, 0, with_knowable=False)
        first = next((d for d in review.decisions if d.is_mistake), None)
        if first is None:
            break
        best = first.best
        assert best is not None
        actions = list(review.actions[:first.index])
        if first.kind is DecisionKind.DECLARATION:
            actions += [(0, A.Declare(c)) for c in best.action.combinations]
        else:
            actions.append((0, best.action))
        record = _go_on(record, actions)
    else:
        pytest.fail("mistakes kept coming")
    assert not review.mistakes and review.best_play is None


def _go_on(record: GameRecord, actions) -> GameRecord:
    """The record's deal 1 replayed with ``actions`` first, then Medium to the deal's end."""
    game = Game(record.rules, seed=record.seed, deals=record.deals)
    for seat, action in actions:
        game.apply(seat, action)
    bots = [make_bot("medium", s) for s in range(record.rules.players)]
    while game.deal.number == 1:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    return GameRecord.of(game)


# -- kinds, bids and the game summary ---------------------------------------------------------


def test_decisions_have_their_kinds_and_bids_are_written_results():
    rules = preset("classic", 2)
    record = medium_record(rules, 41, deals=2)
    review = review_game(record, 0, with_knowable=False)
    kinds = {d.kind for deal in review.deals for d in deal.decisions}
    assert {DecisionKind.BID, DecisionKind.LEAD, DecisionKind.REPLY} <= kinds
    for deal in review.deals:
        for d in deal.decisions:
            if d.kind is DecisionKind.BID:
                # RULES §10: a bid's value is what the deal writes, mine less the other's
                line = d.chosen_line
                if line is not None:
                    mine, theirs = (s.written for s in line.row.sides)
                    assert d.alternative(d.chosen).exact == mine - theirs
            if d.kind is DecisionKind.LEAD:
                assert d.note in (Note.NONE, Note.ESTIMATED)
    by_kind = review.lost_by_kind()
    assert sum(by_kind.values()) == pytest.approx(review.lost)
    assert review.lost == pytest.approx(sum(d.lost for d in review.deals))


def test_a_negative_round_is_not_valued_exactly():
    """RULES §10.4: in a negative round every side plays to take fewer points, which the
    exact search (it plays for points) cannot value: the cards get Hard's estimate only, and
    the pass that leads to it is marked so, not given a made-up value."""
    rules = preset("belote")
    game = Game(rules, seed=2)
    bots = [make_bot("medium", s) for s in range(4)]
    while game.deal.number == 1:
        seat = game.to_act
        legal = game.legal_actions(seat)
        game.apply(seat, A.Pass() if A.Pass() in legal else bots[seat].choose(game.view(seat)))
    assert game.rows[0].kind.value == "negative"
    review = review_deal(GameRecord.of(game), 1, 0, with_knowable=False)
    cards = [d for d in review.decisions if d.kind in (DecisionKind.LEAD, DecisionKind.REPLY)]
    assert cards and all(d.note is Note.NEGATIVE_ROUND and not d.valued for d in cards)
    last_pass = [d for d in review.decisions if d.kind is DecisionKind.BID][-1]
    assert last_pass.note is Note.NEGATIVE_ROUND
    assert last_pass.alternative(A.Pass()).exact is None
    assert not any(d.is_mistake for d in cards)
