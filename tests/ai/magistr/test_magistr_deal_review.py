"""Magistr's deal review (issue 31): exact values against a brute-force search of the engine's
own deal, a hand-built deal whose one mistake is named, a deal played by the best line shows no
mistake, the knowable values never use a hidden card, Hard's choice in the review is the Hard
player's own, and a game's review adds its deals up per deal and per kind."""

from __future__ import annotations

import copy
import random

import pytest
from magistr_ai_support import deals, hidden_swap, random_position

from debertz_desktop.ai.levels import make_bot
from debertz_desktop.ai.magistr.hard import MagistrHardBot
from debertz_desktop.ai.review import DecisionKind, Note, Unit, analyse_deal, reviewable_deals
from debertz_desktop.ai.review.games import review_game
from debertz_desktop.ai.review.magistr import knowable
from debertz_desktop.ai.review.magistr.exact import Searcher, exact_cards
from debertz_desktop.ai.review.magistr.timeline import deal_timeline
from debertz_desktop.engine.magistr import PRESETS, MagistrGame, MagistrRules
from debertz_desktop.engine.magistr.deal import MagistrDeal
from debertz_desktop.engine.magistr.subgames import deal_points
from debertz_desktop.engine.pack import PackCard
from debertz_desktop.engine.phase import Phase
from debertz_desktop.engine.record import GameRecord


def brute_force(deal: MagistrDeal) -> tuple[int, ...]:
    """Each seat's points (MASTER §7) when the engine's deal is played to its end by max^n —
    every player for his own points (§2), the first legal card among equals — scored by the
    engine's ``deal_points`` (an early end included, §7)."""
    if deal.phase is Phase.OVER:
        return deal_points(deal.rules, deal.number, deal.taken, deal.tricks, deal.bank_log(),
                           deal.played_out)
    seat = deal.to_act
    best = None
    for action in deal.legal_actions(seat):
        child = copy.deepcopy(deal, {id(deal.rules): deal.rules})
        child.apply(seat, action)
        value = brute_force(child)
        if best is None or value[seat] > best[seat]:
            best = value
    assert best is not None
    return best


def random_record(rules: MagistrRules, number: int, seed: int) -> GameRecord:
    """A game whose deals up to ``number`` are played by random legal cards."""
    rng = random.Random(seed)
    game = MagistrGame(rules, seed=seed)
    while not game.is_over and (game.deal is None or game.deal.number <= number):
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return GameRecord.of(game)


@pytest.mark.parametrize(("preset", "players", "number"), [
    ("magistr", 2, 4),  # Hearts, minus (§7: 4 a heart)
    ("magistr", 2, 23),  # Last two, plus (11 each of the last two banks)
    ("magistr", 3, 12),  # MAX, minus (the most card points: 12, shared on a tie)
    ("magistr_one_trump", 3, 17),  # Hearts, plus, one trump for everyone (§3)
    ("magistr", 4, 1),  # All, minus (1 a trick)
    ("magistr_senior_junior", 4, 20),  # Eights, plus
])
def test_exact_values_are_the_brute_force_search(preset, players, number):
    # MASTER §5 (what may be played), §6 (who takes the bank), §7 (the points, an early end)
    rules = PRESETS[preset].rules(players)
    checked = 0
    for seed in range(number, number + 8):  # until a few exact decisions are compared
        checked += _compare(random_record(rules, number, seed), number, players)
        if checked >= 3:
            break
    assert checked >= 3


def _compare(record: GameRecord, number: int, players: int) -> int:
    review = analyse_deal(record, number, 0, with_knowable=False)
    timeline = deal_timeline(record, number)
    checked = 0
    for decision in review.decisions:
        assert decision.unit is Unit.SEAT_POINTS
        assert decision.kind in (DecisionKind.LEAD, DecisionKind.REPLY)
        moment = timeline.moments[decision.index]
        cards_left = sum(h.bit_count() for h in moment.deal.hands)
        if decision.note is Note.ESTIMATED:
            assert cards_left - 1 > exact_cards(players)
            continue
        for alt in decision.alternatives:
            deal = copy.deepcopy(moment.deal)
            deal.apply(0, alt.action)
            assert alt.exact == brute_force(deal)[0], (decision.trick, alt.action)
            checked += 1
        # the lines end as the values say
        assert decision.best_line.totals[0] == decision.best.exact
        assert decision.chosen_line.totals[0] == decision.alternative(decision.chosen).exact
    return checked


#: Deal 10 with three players, no trumps: seat 0 holds the K♥ and every heart that would beat
#: it (6, Q, 10, A: MASTER §6.1), and every other king (equal value, §6.3 c); the others hold
#: only hearts that do not beat it (7, 8, 9, J), so no eight of another suit may be played on
#: it (§5).  Seat 0 holds the 6♦, the lowest diamond: it leads first (§5).
KING_OF_HEARTS = ["KH 6H QH 10H AH KS KC KD 6D 7S 9S JS",
                  "7H 9H 8S 8C 7D 9D JD QD AD 10D QS AS",
                  "8H JH 8D 6S 10S 6C 7C 9C JC QC AC 10C"]


def test_the_hand_built_deal_deals_every_card_once():
    cards = [c for h in KING_OF_HEARTS for c in h.split()]
    assert len(cards) == len(set(cards)) == 36  # 12 cards each with 3 players (§4)


def test_leading_the_king_of_hearts_that_nobody_beats_takes_it_back():
    # MASTER §7 deal 10 (K of hearts: minus 10 to whoever takes it); §6.5: a main card nobody
    # beats goes back to its leader, and the deal ends at once (early_end)
    rules = PRESETS["magistr_no_trumps"].rules(3)
    game = deals.start(rules, KING_OF_HEARTS, dealer=2, number=10)
    assert game.deal.first_leader == 0
    deals.play(game, "KH")
    while game.deal is not None and game.deal.number == 10:
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[0])
    record = GameRecord.of(game)
    review = analyse_deal(record, 10, 0, with_knowable=False)
    assert review.actual_row.points == (-10, 0, 0) and review.actual_row.remaining == 11
    lead = review.decisions[0]
    assert lead.kind is DecisionKind.LEAD and lead.trick == 1
    values = {a.action.card: a.exact for a in lead.alternatives}
    assert values[PackCard.from_str("KH")] == -10
    assert lead.is_mistake and lead.loss == max(values.values()) + 10
    assert lead.reason.key == "takes_with"
    assert lead.reason.args["cards"] == [PackCard.from_str("KH")]
    assert review.best_play is not None
    assert review.best_play.row.points[0] == max(values.values())


class _Partial:
    """What ``Searcher`` reads of a timeline, for a deal still being played."""

    def __init__(self, game: MagistrGame) -> None:
        self.rules = game.rules
        self.final = game.deal
        self.number = game.deal.number


def test_a_deal_played_by_the_best_line_shows_no_mistake():
    rules = PRESETS["magistr"].rules(3)
    game = deals.start(rules, number=7, trumps="HCS")  # deals 1-6 by the first legal card
    bots = [None, make_bot("medium", 1, game="magistr"), make_bot("medium", 2, game="magistr")]
    while game.deal.number == 7:
        seat = game.to_act
        legal = game.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            values = Searcher(_Partial(game)).card_values(game.deal, 0)[0]
            top = max(values.values())
            action = next(a for a in legal if values[a.card.index] == top)
        else:
            action = legal[0] if seat == 0 else bots[seat].choose(game.view(seat))
        game.apply(seat, action)
    review = analyse_deal(GameRecord.of(game), 7, 0, with_knowable=False)
    assert review.decisions
    assert all(d.loss == 0 for d in review.decisions)
    assert review.mistakes == () and review.best_play is None


@pytest.mark.parametrize(("players", "number"), [(3, 5), (4, 16), (2, 1), (2, 13)])
def test_knowable_values_never_use_a_hidden_card(players, number):
    # the same view (MASTER §5: the banks face up, the hands not) gives the same estimates;
    # with two players only the cards set aside in an "All" deal are hidden (§4)
    rules = PRESETS["magistr"].rules(players)
    rng = random.Random(players * 100 + number)
    compared = 0
    for seed in range(12):
        game = random_position(rules, seed=seed, deal=number)
        if game.deal.number != number:
            continue
        seat = game.to_act
        view = game.view(seat)
        if len(view.legal_actions) < 2:
            continue
        other = hidden_swap(game, seat, rng)
        if other is None:
            continue
        assert other.deal.hands != game.deal.hands or other.deal.aside != game.deal.aside
        view2 = other.view(seat)
        assert view == view2
        first = knowable.estimates(view)
        assert first == knowable.estimates(view2)
        assert first[0] and first[1] in view.legal_actions
        compared += 1
        if compared == 2:
            break
    assert compared == 2


def test_hards_card_in_the_review_is_the_hard_players_own():
    rules = PRESETS["magistr"].rules(3)
    game = MagistrGame(rules, seed=21)
    bots = [make_bot("medium", s, game="magistr") for s in range(3)]
    checked = 0
    while game.deal is None or game.deal.number <= 2:
        seat = game.to_act
        view = game.view(seat)
        if view.phase is Phase.PLAY and len(view.legal_actions) > 1 and checked < 4:
            values, choice = knowable.estimates(view)
            hard = MagistrHardBot(knowable.SEED)
            assert choice == hard.choose(view)
            assert values == {a: pytest.approx(v) for a, v in
                              zip(view.legal_actions, (hard.evaluate(view).values[
                                  a.card.index] for a in view.legal_actions), strict=True)}
            checked += 1
        game.apply(seat, bots[seat].choose(view))
    assert checked == 4


def test_a_magistr_game_is_reviewed_deal_by_deal_and_added_up():
    rules = PRESETS["magistr"].rules(3)
    game = MagistrGame(rules, seed=8)
    bots = [make_bot("easy" if s == 1 else "medium", s, game="magistr") for s in range(3)]
    while game.deal is None or game.deal.number <= 3:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    record = GameRecord.of(game)
    assert reviewable_deals(record) == [1, 2, 3]
    review = review_game(record, 1)  # another seat's play: the computers' mistakes too
    assert review.game == "magistr" and [d.deal_number for d in review.deals] == [1, 2, 3]
    for deal in review.deals:
        assert deal.seat == 1 and all(d.seat == 1 for d in deal.decisions)
        assert deal.actual_row.number == deal.deal_number
        # the same record gives the same values: nothing is sampled
        again = analyse_deal(record, deal.deal_number, 1)
        assert again.decisions == deal.decisions
    by_kind = review.lost_by_kind()
    assert set(k for k, v in by_kind.items() if v) <= {DecisionKind.LEAD, DecisionKind.REPLY}
    assert sum(by_kind.values()) == pytest.approx(review.lost)
    assert review.lost == pytest.approx(sum(d.lost for d in review.deals))
    assert review.mistakes == sum(len([x for x in d.decisions if x.is_mistake])
                                  for d in review.deals)
