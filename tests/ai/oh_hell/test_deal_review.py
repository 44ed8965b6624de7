"""Oh Hell's deal review (issue 31): exact values against a brute-force search on small hand-built
deals, a deal played without a mistake shows none, the knowable values never use a hidden card,
and Hard's choice in the review is the Hard player's own."""

from __future__ import annotations

import copy
import random

import pytest

from debertz_desktop.ai.levels import make_bot
from debertz_desktop.ai.oh_hell.hard import OhHellHardBot
from debertz_desktop.ai.review import DecisionKind, Unit, analyse_deal, reviewable_deals
from debertz_desktop.ai.review.oh_hell import knowable
from debertz_desktop.ai.review.oh_hell.exact import Searcher
from debertz_desktop.ai.review.oh_hell.timeline import deal_timeline
from debertz_desktop.engine.oh_hell.actions import BIDS, Bid
from debertz_desktop.engine.oh_hell.deal import OhHellDeal
from debertz_desktop.engine.oh_hell.game import OhHellExplicitDeal, OhHellGame
from debertz_desktop.engine.oh_hell.rules import FailedBid, OhHellRules, ZeroBid
from debertz_desktop.engine.oh_hell.views import oh_hell_view
from debertz_desktop.engine.pack import PACK, PackCard
from debertz_desktop.engine.record import GameRecord

SPITE = 0.5  # ai/oh_hell/search.py's: a seat's own bid first, then the others' broken


def deck_with(hands: list[str], turned: str, dealer: int, seed: int = 0) -> tuple[PackCard, ...]:
    """A pack that deals ``hands`` (seat by seat, space-separated cards) and turns ``turned``
    (OH_HELL §3: one card at a time from the dealer's left)."""
    n = len(hands)
    cards = [[PackCard.from_str(c) for c in h.split()] for h in hands]
    k = len(cards[0])
    order = []
    for i in range(k * n):
        seat = (dealer + 1 + i) % n
        order.append(cards[seat][i // n])
    order.append(PackCard.from_str(turned))
    rest = [c for c in PACK if c not in order]
    random.Random(seed).shuffle(rest)
    return tuple(order + rest)


def brute_force(deal: OhHellDeal) -> list[int]:
    """The written points (OH_HELL §6) of a deal played to its end by max^n, each seat playing
    for its own written points less half the others' average, the lowest card among equals."""
    rules = deal.rules
    n = rules.players
    if all(h == 0 for h in deal.hands):
        bids = [b or 0 for b in deal.bids]
        return [rules.made_points(b, deal.hand_size) if t == b else rules.failed_points(b, t)
                for b, t in zip(bids, deal.taken, strict=True)]
    seat = deal.to_act
    best = None
    best_value = None
    for action in sorted(deal.legal_actions(seat), key=lambda a: a.card.index):
        child = copy.deepcopy(deal)
        child.apply(seat, action)
        written = brute_force(child)
        value = written[seat] - SPITE / (n - 1) * (sum(written) - written[seat])
        if best_value is None or value > best_value + 1e-9:
            best, best_value = written, value
    assert best is not None
    return best


def scripted_record(rules: OhHellRules, deal: int, deck: tuple[PackCard, ...], dealer: int,
                    script) -> GameRecord:
    """A game whose deal ``deal`` is dealt from ``deck``; earlier deals are played with the
    first legal action; in deal ``deal`` ``script(game)`` chooses every action."""
    game = OhHellGame(rules, seed=3, deals={deal: OhHellExplicitDeal(deck, dealer)},
                      names=tuple(f"P{s}" for s in range(rules.players)))
    while game.deal.number < deal:
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[0])
    while game.deal.number == deal and not game.is_over:
        seat = game.to_act
        game.apply(seat, script(game, seat))
    return GameRecord.of(game)


def first_legal(game, seat):
    return game.legal_actions(seat)[0]


@pytest.mark.parametrize("rules", [
    OhHellRules(players=3),
    OhHellRules(players=3, failed_bid=FailedBid.MINUS_DIFFERENCE,
                zero_bid=ZeroBid.FIVE_PLUS_CARDS),
])
def test_card_and_bid_values_are_the_brute_force_search(rules):
    # OH_HELL §5 (follow suit; the highest trump, else the highest card of the suit led) and
    # §6 (10 + the bid when made; else nothing, or minus the difference; a made 0 as zero_bid)
    deck = deck_with(["AH 10S 4C", "KS 3H 9C", "QH 2S KC"], turned="7H", dealer=2)
    rng = random.Random(5)
    record = scripted_record(rules, 3, deck, 2,
                             lambda game, seat: rng.choice(game.legal_actions(seat)))
    review = analyse_deal(record, 3, 0, with_knowable=False)
    timeline = deal_timeline(record, 3)
    searcher = Searcher(timeline)
    checked = 0
    for decision in review.decisions:
        assert decision.unit is Unit.SEAT_POINTS
        moment = timeline.moments[decision.index]
        for alt in decision.alternatives:
            if isinstance(alt.action, Bid):
                deal = copy.deepcopy(timeline.moments[0].deal)
                deal.bids = list(searcher.bids_with(0, alt.action.tricks))
                deal.phase = type(deal.phase).PLAY
                deal.to_act = deal.first_leader
                want = brute_force(deal)[0]
            else:
                deal = copy.deepcopy(moment.deal)
                deal.apply(0, alt.action)
                want = brute_force(deal)[0]
            assert alt.exact == want, (decision.kind, alt.action)
            checked += 1
    assert checked >= 4


def test_the_ace_of_trumps_in_a_one_card_deal_must_bid_one():
    # OH_HELL §5: the highest trump takes the trick; §6: a made bid of 1 scores 11, a broken
    # 0 nothing
    deck = deck_with(["AH", "KS", "QS"], turned="2H", dealer=2)
    record = scripted_record(OhHellRules(players=3), 1, deck, 2,
                             lambda game, seat: (BIDS[0] if game.deal.phase.name == "BIDDING"
                                                 else first_legal(game, seat)))
    review = analyse_deal(record, 1, 0)
    bid = review.decisions[0]
    assert bid.kind is DecisionKind.BID
    assert {a.action.tricks: a.exact for a in bid.alternatives} == {0: 0.0, 1: 11.0}
    assert bid.is_mistake and bid.loss == 11
    assert bid.reason is not None and bid.reason.key == "bid_made"
    assert {a.action.tricks: a.knowable for a in bid.alternatives} == {0: 0.0, 1: 1.0}
    assert review.best_play is not None and review.best_play.row.points[0] == 11
    assert review.mistakes == (bid,)


def best_play(rules: OhHellRules, seat: int):
    """A script in which ``seat`` always takes the review's own best action (the others the
    first legal one)."""
    def script(game, mover):
        legal = game.legal_actions(mover)
        if mover != seat or len(legal) < 2:
            return legal[0]
        searcher = Searcher(_Partial(rules, game.deal))
        if isinstance(legal[0], Bid):
            values = {}
            for action in legal:
                bids, outcome = searcher.after_bid(mover, action.tricks)
                values[action] = searcher.written(bids, outcome.taken)[mover]
        else:
            found = searcher.card_values(game.deal, mover)[0]
            values = {a: found[a.card.index] for a in legal}
        top = max(values.values())
        return next(a for a in legal if values[a] == top)
    return script


class _Partial:
    """What ``Searcher`` reads of a timeline, for a deal still being played (the seat bids
    last, so every other bid is known when it bids)."""

    def __init__(self, rules, deal):
        self.rules = rules
        self.final = copy.deepcopy(deal)
        self.moments = (type("M", (), {"deal": deal})(),)
        self.totals_before = (0,) * rules.players
        self.number = deal.number


def test_a_deal_played_without_a_mistake_shows_none():
    rules = OhHellRules(players=4)
    deck = deck_with(["AH KH 2C", "QH 3S 4S", "JH 5D 6D", "10H 7C 8C"], turned="2H", dealer=0)
    record = scripted_record(rules, 3, deck, 0, best_play(rules, 0))
    review = analyse_deal(record, 3, 0, with_knowable=False)
    assert review.decisions
    assert all(d.loss == 0 for d in review.decisions)
    assert review.mistakes == () and review.best_play is None


def _views(swap: bool, bids: list[int], plays: int):
    """Seat 0's view of a 4-player deal after ``bids`` and ``plays`` cards; ``swap`` exchanges
    two cards between seats 2 and 3 that are still in their hands."""
    hands = ["AH KH 2C 9S", "QH 3S 4S 5H", "JH 5D 6D 8H", "10H 7C 8C QD"]
    if swap:
        hands[2] = "JH 5D 7C 8H"
        hands[3] = "10H 6D 8C QD"
    rules = OhHellRules(players=4)
    deal = OhHellDeal(rules, 4, 3, [c.index for c in deck_with(hands, "2S", dealer=3)])
    for b in bids:
        deal.apply(deal.to_act, BIDS[b])
    for _ in range(plays):
        seat = deal.to_act
        deal.apply(seat, deal.legal_actions(seat)[-1])
    return oh_hell_view(deal, 0, names=("a", "b", "c", "d"), scores=(0,) * 4, rows=(),
                        places=None)


@pytest.mark.parametrize("bids,plays", [([], 0), ([1, 1, 1, 1], 0)])
def test_knowable_values_never_use_a_hidden_card(bids, plays):
    plain, swapped = _views(False, bids, plays), _views(True, bids, plays)
    assert plain == swapped  # the seat sees the same
    assert knowable.estimates(plain) == knowable.estimates(swapped)
    assert knowable.estimates(plain)[0]  # and it does estimate


def test_hards_card_in_the_review_is_the_hard_players_own():
    rules = OhHellRules(players=4)
    game = OhHellGame(rules, seed=21)
    bots = [make_bot("medium", s, game="oh_hell") for s in range(4)]
    checked = 0
    while game.deal.number <= 4:
        seat = game.to_act
        view = game.view(seat)
        if not isinstance(view.legal_actions[0], Bid) and len(view.legal_actions) > 1:
            _chances, choice = knowable.estimates(view)
            assert choice == OhHellHardBot(knowable.SEED).choose(view)
            checked += 1
        game.apply(seat, bots[seat].choose(view))
    assert checked >= 3


def test_every_finished_deal_of_an_oh_hell_game_can_be_reviewed():
    rules = OhHellRules(players=5)
    game = OhHellGame(rules, seed=8)
    bots = [make_bot("medium", s, game="oh_hell") for s in range(5)]
    while game.deal.number <= 2:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    record = GameRecord.of(game)
    assert reviewable_deals(record) == [1, 2]
    review = analyse_deal(record, 2, 3)  # another seat's play (the computers' mistakes too)
    assert review.seat == 3 and review.game == "oh_hell"
    assert all(d.seat == 3 for d in review.decisions)
