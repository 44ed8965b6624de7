"""inference.py: the bidding and the play make some hidden hands likelier (issue 4, RULES §4, §8).

A player who said "play" is more likely to hold the turned suit's honours, one
who passed it less likely; one who followed a lost trick with a king probably
has no queen of the suit.  The worlds Hard samples must reflect that, while
every hard constraint still holds (``test_sampling.py`` checks those for the
weighed worlds too).
"""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

import pytest
from ai_support import views_of_a_game

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.evaluation import suit_strength
from debertz_desktop.ai.inference import (
    FLOOR,
    UNLIKELY_PLAY,
    BidEvidence,
    Evidence,
    PlayEvidence,
    sample_likely,
)
from debertz_desktop.ai.knowledge import knowledge_of
from debertz_desktop.ai.sampling import WorldSampler
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.actions import Pass, PlayTurned
from debertz_desktop.engine.debertz.cards import Contract, Suit, card, cards, mask_of
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.views import TrickRecord


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
    assert not BidEvidence.of(replace(view, forced=True))


# -- the play (RULES §8) ----------------------------------------------------------------


def pairs_view_in_play():
    """Seat 0's view at one of its cards in a Medium pairs game, in a suit contract."""
    for seat, view in views_of_a_game(preset("site", 4, teams=True), seed=3):
        if view.phase is Phase.PLAY and seat == 0 and view.contract is Contract.SUIT:
            return view
    raise AssertionError("seat 0 never played in a suit contract")


def with_one_trick(view, plays: list[tuple[int, str]]):
    """``view`` with one finished trick of ``plays`` (seat, card) and nothing else played."""
    record = TrickRecord(leader=plays[0][0], plays=tuple((s, card(c)) for s, c in plays),
                         winner=plays[0][0], points=0)
    return replace(view, tricks=(record,), trick=())


def plain_suit(view) -> str:
    return next(s for s in "SCDH" if Suit.from_str(s) is not view.trump)


def other_plain_suit(view, s: str) -> str:
    return next(x for x in "SCDH" if x != s and Suit.from_str(x) is not view.trump)


@pytest.mark.parametrize(("card", "lower"), [
    # RULES §8: the partner (seat 1) leads, seat 2 wins with the ace, seat 3 can only
    # lose the trick for his side -- he follows with the king: no lower card of the suit
    ("K{s}", "J{s} 9{s} 8{s} 7{s}"),
    # a nine is worth nothing, but the eight and the seven were lower still
    ("9{s}", "8{s} 7{s}"),
    # void in the suit, he discards the king of another plain suit: its lowest card
    ("K{o}", "Q{o} J{o} 9{o} 8{o} 7{o}"),
])
def test_a_card_given_to_a_lost_trick_says_no_lower_card_of_its_suit(card, lower):
    view = pairs_view_in_play()
    s = plain_suit(view)
    o = other_plain_suit(view, s)
    played = card.format(s=s, o=o)
    seen = mask_of(view.hand) | mask_of(cards(f"Q{s} A{s} {played}"))
    expected = mask_of(cards(lower.format(s=s, o=o))) & ~seen
    assert expected  # some lower card is hidden from seat 0
    evidence = PlayEvidence.of(with_one_trick(view, [(1, f"Q{s}"), (2, f"A{s}"), (3, played)]))
    assert evidence.unlikely == ((3, expected),)


def test_a_trump_that_cannot_beat_a_trump_lead_is_the_lowest_trump():
    # RULES §8.4: seat 3 must beat the ace of trumps if he can; his king cannot,
    # so he has no higher trump (a hard constraint) and probably no lower one
    view = pairs_view_in_play()
    t = str(view.trump)
    seen = mask_of(view.hand) | mask_of(cards(f"7{t} A{t} K{t}"))
    expected = mask_of(cards(f"Q{t} 8{t}")) & ~seen
    assert expected
    evidence = PlayEvidence.of(with_one_trick(view, [(1, f"7{t}"), (2, f"A{t}"), (3, f"K{t}")]))
    assert evidence.unlikely == ((3, expected),)


def test_every_low_card_counts_once():
    # two low cards of one seat: a world holding a lower card for both is rarer twice over
    view = pairs_view_in_play()
    s = plain_suit(view)
    o = other_plain_suit(view, s)
    first = TrickRecord(leader=1, plays=tuple((x, card(c)) for x, c in
                                              [(1, f"7{s}"), (2, f"A{s}"), (3, f"K{s}")]),
                        winner=2, points=0)
    second = TrickRecord(leader=0, plays=tuple((x, card(c)) for x, c in
                                               [(0, f"A{o}"), (1, f"7{o}"), (2, f"8{o}"),
                                                (3, f"10{o}")]),
                         winner=0, points=0)
    evidence = PlayEvidence.of(replace(view, tricks=(first, second), trick=()))
    assert [seat for seat, _ in evidence.unlikely] == [3, 3]
    (_, low_s), (_, low_o) = evidence.unlikely
    holds_both = (0, 0, 0, low_s & -low_s | low_o & -low_o)
    holds_one = (0, 0, 0, low_s & -low_s)
    assert evidence.likelihood(holds_one) == pytest.approx(UNLIKELY_PLAY)
    assert evidence.likelihood(holds_both) == pytest.approx(UNLIKELY_PLAY ** 2)
    assert evidence.likelihood((0, 0, 0, 0)) == 1.0


@pytest.mark.parametrize("plays", [
    # seat 3 adds points to his partner's winning ace: a gift, not a cheap follow
    [(1, "A{s}"), (2, "7{s}"), (3, "10{s}")],
    # seat 2 plays the king second: his partner (seat 0) plays after him
    [(1, "A{s}"), (2, "K{s}"), (3, "7{s}")],
    # seat 2 takes the lead with the king: a card that wins now is no low card
    [(1, "Q{s}"), (2, "K{s}"), (3, "7{s}")],
    # seat 2 overtrumps on a trump lead (he must beat if he can, RULES §8.4)
    [(1, "7{t}"), (2, "A{t}"), (3, "J{t}")],
])
def test_gifts_to_the_partner_and_winning_cards_say_nothing(plays):
    view = pairs_view_in_play()
    s = plain_suit(view)
    t = str(view.trump)
    evidence = PlayEvidence.of(with_one_trick(view, [(x, c.format(s=s, t=t)) for x, c in plays]))
    assert all(seat == 1 for seat, _ in evidence.unlikely)  # the leader's card may tell


def plain_suit_without(view, ranks: str) -> str:
    """A plain suit in which seat 0 holds none of ``ranks`` (space-separated)."""
    hand = mask_of(view.hand)
    for x in "SCDH":
        if Suit.from_str(x) is not view.trump and not hand & mask_of(
                cards(" ".join(f"{r}{x}" for r in ranks.split()))):
            return x
    raise AssertionError(f"seat 0 holds one of {ranks} in every plain suit")


def test_a_lead_that_is_not_the_master_says_no_master():
    # seat 1 leads the king while the ace is out: with the ace he would have cashed it;
    # seat 2's seven (his partner plays later) and seat 3's eight (his partner's trick)
    # say nothing
    view = pairs_view_in_play()
    s = plain_suit_without(view, "A")
    evidence = PlayEvidence.of(with_one_trick(view, [(1, f"K{s}"), (2, f"7{s}"), (3, f"8{s}")]))
    assert evidence.unlikely == ((1, mask_of(cards(f"A{s}"))),)


def test_the_master_is_the_highest_card_still_out():
    # once the ace is gone the ten is the master: a king led then says "no ten"
    view = pairs_view_in_play()
    s = plain_suit_without(view, "A 10")
    first = TrickRecord(leader=1, plays=tuple((x, card(c)) for x, c in
                                              [(1, f"A{s}"), (2, f"7{s}"), (3, f"8{s}")]),
                        winner=1, points=0)
    second = TrickRecord(leader=1, plays=((1, card(f"K{s}")),), winner=1, points=0)
    evidence = PlayEvidence.of(replace(view, tricks=(first, second), trick=()))
    assert evidence.unlikely == ((1, mask_of(cards(f"10{s}"))),)


def test_the_play_makes_lower_cards_rarer_in_the_sampled_worlds():
    # Medium gives its lowest card of the suit to a lost trick; the worlds must learn it.
    # (Its own game loop: the premise is checked against the real hands.)
    rules = preset("classic", 3)
    uniform = likely = real = events = 0
    for seed in range(60):
        game = Game(rules, seed)
        bots = [make_bot("medium", seed * 7 + x) for x in range(3)]
        while not game.is_over and not game.rows:
            seat = game.to_act
            view = game.view(seat)
            evidence = PlayEvidence.of(view) if view.phase is Phase.PLAY else None
            if evidence and len(view.hand) in (4, 6):
                sampler = WorldSampler(knowledge_of(view))
                both = Evidence.of(view)
                rng = random.Random(seed)
                for other, mask in evidence.unlikely:
                    events += 1
                    real += bool(game.deal.hands[other] & mask)
                    for _ in range(20):
                        uniform += bool(sampler.sample(rng)[other] & mask)
                        likely += bool(sample_likely(sampler, both, rng)[other] & mask)
            game.apply(seat, bots[seat].choose(view))
    assert events >= 30
    assert real / events < 0.2  # the premise: Medium does give its lowest card
    assert likely < 0.6 * uniform, (likely, uniform)
