"""inference.py: the bidding makes some hidden hands likelier than others (issue 4, RULES §4).

A player who said "play" is more likely to hold the turned suit's honours, one
who passed it less likely; the worlds Hard samples must reflect that, while
every hard constraint still holds (``test_sampling.py`` checks those for the
weighed worlds too).
"""

from __future__ import annotations

import random
import statistics

import pytest

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.evaluation import suit_strength
from debertz_desktop.ai.inference import FLOOR, BidEvidence, sample_likely
from debertz_desktop.ai.knowledge import knowledge_of
from debertz_desktop.ai.sampling import WorldSampler
from debertz_desktop.engine import Game, preset
from debertz_desktop.engine.actions import Pass, PlayTurned
from debertz_desktop.engine.deal import Phase


def views_after(bid_type: type, *, seats: int = 2, count: int = 12):
    """Views of the seat after an opponent's first-round ``bid_type`` (Medium bidding)."""
    rules = preset("classic", seats)
    found = []
    for seed in range(400):
        game = Game(rules, seed)
        bots = [make_bot("medium", seed * 7 + s) for s in range(seats)]
        while not game.is_over and not game.rows:
            seat = game.to_act
            view = game.view(seat)
            others = [(s, a) for s, a in view.bids[:seats] if s != seat]
            if view.phase in (Phase.BIDDING, Phase.PLAY) and any(
                    type(a) is bid_type for _, a in others):
                found.append((view, others[0][0]))
                break
            game.apply(seat, bots[seat].choose(view))
        if len(found) >= count:
            break
    assert len(found) >= count
    return found


def mean_turned_strength(view, bidder: int, likely: bool, worlds: int = 150) -> float:
    """The bidder's first-deal strength in the turned suit, averaged over sampled worlds."""
    sampler = WorldSampler(knowledge_of(view))
    evidence = BidEvidence.of(view)
    rng = random.Random(5)
    suit = view.turned_card.suit
    values = []
    for _ in range(worlds):
        world = sample_likely(sampler, evidence, rng) if likely else sampler.sample(rng)
        values.append(suit_strength(evidence.first_hand(world, bidder, rng), suit))
    return statistics.fmean(values)


@pytest.mark.parametrize(("bid", "stronger"), [(PlayTurned, True), (Pass, False)])
def test_a_first_round_bid_shifts_the_bidders_likely_trump_strength(bid, stronger):
    # RULES §4: "play" names the turned suit; a pass declines it
    shifts = []
    for view, bidder in views_after(bid):
        shifts.append(mean_turned_strength(view, bidder, True)
                      - mean_turned_strength(view, bidder, False))
    average = statistics.fmean(shifts)
    assert (average > 0.4) if stronger else (average < -0.4), average


def test_every_bid_keeps_a_floor_of_likelihood():
    # a human may bid against the model: his hand becomes rarer, never impossible
    view, _ = views_after(PlayTurned, count=1)[0]
    evidence = BidEvidence.of(view)
    sampler = WorldSampler(knowledge_of(view))
    rng = random.Random(1)
    for _ in range(200):
        weight = evidence.likelihood(sampler.sample(rng), rng)
        assert FLOOR ** len(evidence.bids) <= weight <= 1.0


def test_the_own_bids_and_a_forced_deal_carry_no_evidence():
    view, _ = views_after(Pass, count=1)[0]
    evidence = BidEvidence.of(view)
    assert evidence and all(b.seat != view.seat for b in evidence.bids)
    from dataclasses import replace
    assert not BidEvidence.of(replace(view, forced=True))
