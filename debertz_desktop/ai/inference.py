"""What the bidding and the play say about the other hands: soft evidence for the sampled worlds.

The hard constraints of a seat's knowledge (``knowledge.py``) say which deals
are *possible*; the bidding says which are *likely*.  A player who said "play"
usually holds the turned suit's jack or nine, or length in it; a player who
passed it usually does not.  :class:`BidEvidence` turns every bid of the other
seats into a likelihood of the world: the probability that a reasonable player
(modelled by Medium's hand evaluation, ``evaluation.py``, with its thresholds)
would have made that bid with the hand the world gives him.

The hand a bid was made with is the first deal (RULES §3): in a world after
the buy-in, the seat's cards (held and played) less the turned card if he took
it, less a random choice of the rest as his buy-in — an unbiased estimate of
the likelihood over the buy-ins the world allows.

:func:`sample_likely` draws worlds by rejection: a world consistent with the
knowledge is kept with probability equal to its likelihood, so the kept worlds
follow the conditional distribution given the bids, while every hard
constraint still holds.  Likelihoods have a floor (:data:`FLOOR`): a player
who bids against the model (a human, or a bluff) only makes his hand rarer in
the samples, never impossible.  The evidence reads the view's public bids only.

The play says more (RULES §8).  A player whose card does not take a trick
for his side — an opponent holds the best card and no partner of his plays
after him — gives up the lowest card he has of that suit: he follows with his
smallest card, discards the smallest of the suit he gives up, plays his
smallest trump when he cannot beat a trump lead.  So a king played there
says "no queen, jack, nine, eight or seven of that suit", a nine "no eight or
seven".  And a player who leads a plain suit cashes its master first — the
highest card of the suit still out — when he has it: a lead of another card
of the suit says he has not.  Medium's play model (``cardplay.py``) does
both, so do most people, and Hard's tie-break plays the low card.
:class:`PlayEvidence` makes a world that contradicts such a play
:data:`UNLIKELY_PLAY` times as likely, once per play.  :class:`Evidence` is
the bids and the play together, and on request the declarations and the
silences of the first trick (``declaration_evidence.py``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.debertz.actions import NameContract, NameSuit, Pass, PlayTurned
from ..engine.debertz.cards import SUIT_MASKS, Contract, index_list, mask_of
from ..engine.debertz.rules import AllPass, RuleSet
from ..engine.debertz.tricks import best_position
from ..engine.debertz.views import SeatView
from .declaration_evidence import DeclarationEvidence
from .evaluation import contract_strength, suit_strength
from .knowledge import contract_tables, played_by, tricks_played
from .medium import bid_threshold, contract_threshold, hand_with_turned
from .sampling import World, WorldSampler

#: The least likelihood of any bid (see the module docstring).
FLOOR = 0.06
#: Spread of the model's threshold, in strength units: how sure a bid is about a hand.
SPREAD = 0.8
#: Worlds tried per kept world at most; then the likeliest tried world is kept.
MAX_TRIES = 40
#: Likelihood factor of a world that contradicts one play of another seat (see the module
#: docstring).  Measured on Medium's play (scratch, 60-80 games per seating): the odds that
#: the real hand holds a lower card after a low card to a lost trick are 0.14-0.28 times
#: those of a uniform world (3 players, pairs), that it holds the master after leading
#: another card of the suit 0.09-0.24 times.
UNLIKELY_PLAY = 0.2


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


@dataclass(frozen=True, slots=True)
class _Bid:
    seat: int
    #: ``"play"``, ``"pass1"`` (passed the turned suit), ``"name"``, ``"pass2"``.
    kind: str
    suit: int | None = None
    contract: Contract | None = None


@dataclass(frozen=True, slots=True)
class BidEvidence:
    """The other seats' bids, ready to weigh worlds."""

    bids: tuple[_Bid, ...]
    players: int
    first_deal_size: int
    turned: int
    turned_holder: int | None
    exchanged_by: int | None
    dealer: int
    #: Cards each seat has played (their hand before the play is world hand | played).
    played_by: tuple[int, ...]
    threshold: float
    contract_thresholds: tuple[tuple[Contract, float], ...]
    #: Suits a round-2 passer could have named.
    second_round_suits: tuple[int, ...]
    rules: RuleSet
    #: How sure a bid is about the hand (:data:`SPREAD`; smaller: surer).
    spread: float = SPREAD

    @classmethod
    def of(cls, view: SeatView, spread: float = SPREAD) -> BidEvidence:
        rules = view.rules
        n = rules.players
        turned = view.turned_card.index
        bids: list[_Bid] = []
        if not view.forced:
            obliged = rules.all_pass is AllPass.DEALER_OBLIGATION
            for i, (seat, action) in enumerate(view.bids):
                if seat == view.seat:
                    continue
                first_round = i < n
                if isinstance(action, PlayTurned):
                    bids.append(_Bid(seat, "play", turned >> 3))
                elif isinstance(action, Pass):
                    bids.append(_Bid(seat, "pass1" if first_round else "pass2"))
                elif isinstance(action, NameSuit):
                    if obliged and seat == view.dealer and i == 2 * n - 1:
                        continue  # the dealer had to name something: only the choice tells
                    bids.append(_Bid(seat, "name", int(action.suit)))
                elif isinstance(action, NameContract):
                    bids.append(_Bid(seat, "name", None, action.contract))
        contracts = []
        if rules.contracts_no_trump:
            contracts.append((Contract.NO_TRUMP, contract_threshold(view, Contract.NO_TRUMP)))
        if rules.contracts_all_trump:
            contracts.append((Contract.ALL_TRUMP, contract_threshold(view, Contract.ALL_TRUMP)))
        return cls(
            bids=tuple(bids), players=n, first_deal_size=rules.first_deal_size, turned=turned,
            turned_holder=view.turned_card_holder, exchanged_by=view.exchanged_by,
            dealer=view.dealer, played_by=tuple(played_by(view)), threshold=bid_threshold(view),
            contract_thresholds=tuple(contracts),
            second_round_suits=tuple(s for s in range(4) if s != turned >> 3), rules=rules,
            spread=spread,
        )

    def __bool__(self) -> bool:
        return bool(self.bids)

    # -- the likelihood of a world ------------------------------------------------------

    def first_hand(self, world: World, seat: int, rng: random.Random) -> int:
        """The cards ``seat`` bid with in ``world`` (its buy-in drawn at random)."""
        hand = world[seat] | self.played_by[seat]
        turned_bit = 1 << self.turned
        if self.exchanged_by == seat:  # he gave the seven for the turned card (RULES §5)
            hand = (hand & ~turned_bit) | (1 << (8 * (self.turned >> 3)))
        elif self.turned_holder == seat:
            hand &= ~turned_bit
        extra = hand.bit_count() - self.first_deal_size
        if extra > 0:
            for c in rng.sample(index_list(hand), extra):
                hand &= ~(1 << c)
        return hand

    def likelihood(self, world: World, rng: random.Random) -> float:
        """The probability of the observed bids in ``world`` (with :data:`FLOOR` per bid)."""
        hands: dict[int, int] = {}
        value = 1.0
        t = self.threshold
        for bid in self.bids:
            hand = hands.get(bid.seat)
            if hand is None:
                hand = hands[bid.seat] = self.first_hand(world, bid.seat, rng)
            if bid.kind in ("play", "pass1"):
                with_turned = hand_with_turned(self.rules, hand, self.turned, bid.seat,
                                               self.dealer)
                p = _logistic((suit_strength(with_turned, self.turned >> 3) - t) / self.spread)
                if bid.kind == "pass1":
                    p = 1.0 - p
            elif bid.kind == "name":
                if bid.contract is not None:
                    limit = dict(self.contract_thresholds).get(bid.contract, t)
                    strength = contract_strength(hand, bid.contract, None)
                else:
                    limit = t
                    strength = suit_strength(hand, bid.suit or 0)
                p = _logistic((strength - limit) / self.spread)
            else:  # passed in round 2: no suit (or contract) was worth naming
                margin = max(suit_strength(hand, s) - t for s in self.second_round_suits)
                for contract, limit in self.contract_thresholds:
                    margin = max(margin, contract_strength(hand, contract, None) - limit)
                p = 1.0 - _logistic(margin / self.spread)
            value *= FLOOR + (1.0 - FLOOR) * p
        return value


@dataclass(frozen=True, slots=True)
class PlayEvidence:
    """What the other seats' cards say about their hands, ready to weigh worlds (RULES §8)."""

    #: ``(seat, cards)`` per telling play: the seat probably holds none of ``cards`` (still
    #: unseen) -- the lower cards of a low card's suit, the master of a suit led otherwise.
    unlikely: tuple[tuple[int, int], ...]

    @classmethod
    def of(cls, view: SeatView) -> PlayEvidence:
        contract = view.contract
        if contract is None or contract is Contract.ALL_TRUMP:
            return cls(())  # a negative round, or every suit a trump with a duty to beat
        teams = view.rules.teams
        tr, _ = contract_tables(view)
        strength = tr.strength
        seen = mask_of(view.played_cards) | mask_of(view.hand)
        out: list[tuple[int, int]] = []
        gone = 0  # cards played before the trick
        for cards, seats in tricks_played(view):
            led = cards[0] >> 3
            if seats[0] != view.seat and led != tr.trump:
                out.append((seats[0], _master_not_led(strength, cards[0], gone) & ~seen))
            for i in range(1, len(cards)):
                seat, card = seats[i], cards[i]
                if seat == view.seat:
                    continue
                best = best_position(tr, cards[:i])
                if tr.beats(card, cards[best], led):
                    continue  # a card that takes the lead is no low card
                partner = (seat + 2) % 4
                if teams and (partner not in seats[:i] or seats[best] == partner):
                    continue  # the partner holds the trick, or may still take it
                out.append((seat, sum(1 << c for c in index_list(SUIT_MASKS[card >> 3])
                                      if strength[c] < strength[card]) & ~seen))
            for c in cards:
                gone |= 1 << c
        return cls(tuple(e for e in out if e[1]))

    def __bool__(self) -> bool:
        return bool(self.unlikely)

    def likelihood(self, world: World) -> float:
        value = 1.0
        for seat, cards in self.unlikely:
            if world[seat] & cards:
                value *= UNLIKELY_PLAY
        return value


def _master_not_led(strength: tuple[int, ...], led: int, gone: int) -> int:
    """The master of ``led``'s suit (its highest card not ``gone``) if ``led`` is not it."""
    left = [c for c in index_list(SUIT_MASKS[led >> 3]) if not gone >> c & 1]
    master = max(left, key=strength.__getitem__)
    return 0 if master == led else 1 << master


@dataclass(frozen=True, slots=True)
class Evidence:
    """The bids, the play and the declarations together: the likelihood of a world is their
    product."""

    bids: BidEvidence
    plays: PlayEvidence
    #: The others' declarations and silence (``declaration_evidence.py``; off by default).
    declarations: DeclarationEvidence | None = None

    @classmethod
    def of(cls, view: SeatView, spread: float = SPREAD,
           undeclared: float = 1.0) -> Evidence:
        """``undeclared`` < 1: a world whose sequences do not fit another seat's declarations
        is that many times as likely."""
        return cls(BidEvidence.of(view, spread), PlayEvidence.of(view),
                   DeclarationEvidence.of(view, undeclared) or None)  # empty at 1: not read

    def __bool__(self) -> bool:
        return bool(self.bids) or bool(self.plays) or bool(self.declarations)

    def likelihood(self, world: World, rng: random.Random) -> float:
        value = self.plays.likelihood(world)
        if self.declarations:
            value *= self.declarations.likelihood(world)
        if self.bids:
            value *= self.bids.likelihood(world, rng)
        return value


def sample_likely(sampler: WorldSampler, evidence: BidEvidence | Evidence | None,
                  rng: random.Random) -> World:
    """A world consistent with the knowledge, drawn in proportion to the evidence's likelihood."""
    if not evidence:
        return sampler.sample(rng)
    best: World | None = None
    best_weight = -1.0
    for _ in range(MAX_TRIES):
        world = sampler.sample(rng)
        weight = evidence.likelihood(world, rng)
        if rng.random() < weight:
            return world
        if weight > best_weight:
            best, best_weight = world, weight
    assert best is not None
    return best


__all__ = [
    "FLOOR",
    "MAX_TRIES",
    "UNLIKELY_PLAY",
    "BidEvidence",
    "Evidence",
    "PlayEvidence",
    "sample_likely",
]
