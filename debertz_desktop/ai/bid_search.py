"""Hard's bid search (RULES §4): every bid played through the rest of the bidding on sampled deals.

:func:`bid_values` values each legal bid of the seat by what the deal would
be worth after it, averaged over sampled deals of the hidden cards (the other
hands and the stock, weighed by the bids so far: ``inference.py``).  Unlike a
count of the hand, a *pass* is valued too: after it the other seats bid as a
reasonable player would with the hands the deal gives them — each says
*play*, or names his best suit, with the probability the evidence model
gives (``inference.bid_probability``: Medium's count and threshold, softened)
— and the seat's own later bid (round 2) is the one that is best *on
average* over the deals that reach it, never a choice made per deal (a
per-deal choice would know the cards, the strategy fusion of sampling).  A
bidding that ends with every seat passing is worth 0 (``all_pass =
redeal``).

Each end of the bidding — a maker and a trump — is played out on the deal:
the buy-in from the stock, the turned card and the seven exchange as the
rules give them (``bidding.played_hands``), the play solved with every hand
open (exactly with 2 players; with 3 players to :data:`DEPTH` tricks, the rest
estimated), every combination and bella declared, and the deal written as
made, hanging or bitten from the seat's side (``DealScorer``: 2 players the
difference, 3 players the seat less the mean of the others), the points
hanging from earlier deals going to the highest deal total (RULES §10.2).
Optionally the written points are weighed by the score and the target: what
they do to the seat's chance to win the game (``game_value.py``).

Defined for 2 and 3 players with suit contracts only (no ``no_trump`` /
``all_trump``), ``all_pass = redeal`` or ``dealer_obligation``, and no
forced deal; :func:`searchable` says when.  The public functions are pure (the
view and a ``random.Random``), so the coach of issue 31 can call them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.debertz.actions import Action, NameSuit, Pass, PlayTurned
from ..engine.debertz.cards import Contract, Suit, points_table
from ..engine.debertz.rules import AllPass, BiteSplit, RuleSet
from ..engine.debertz.tricks import TrickRules
from ..engine.debertz.views import SeatView
from .bidding import SampledDeal, declared_points, first_leader, played_hands, sample_deals
from .deal_scorer import DealScorer
from .evaluation import suit_strength
from .game_value import GameOutlook
from .medium import bid_threshold, hand_with_turned
from .position import Position, search_sides
from .solver import solve

#: Deals sampled per decision, by player count.
WORLDS = {2: 48, 3: 16}
#: Tricks searched after the first before the rest is estimated (3 players); ``None``: exact.
DEPTH: dict[int, int | None] = {2: None, 3: 2}
#: Spread of the other seats' bidding threshold (evaluation units), as in ``inference.py``.
SPREAD = 0.8
#: A bid path less likely than this is not followed.
NEGLIGIBLE = 1e-3

_PASS = Pass()
_PLAY = PlayTurned()


def searchable(view: SeatView) -> bool:
    """Whether :func:`bid_values` is defined for the view (see the module docstring)."""
    rules = view.rules
    return (rules.players in (2, 3) and not rules.contracts_no_trump
            and not rules.contracts_all_trump and not view.forced
            and rules.all_pass in (AllPass.REDEAL, AllPass.DEALER_OBLIGATION))


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


@dataclass(frozen=True, slots=True)
class _Bidding:
    """The public state of the bidding: whose turn, which round, the bids made."""

    order: tuple[int, ...]
    round_two: bool
    place: int

    @property
    def seat(self) -> int:
        return self.order[self.place]

    def after_pass(self) -> _Bidding | None:
        """The state after a pass, ``None`` when the bidding ends with everyone passing."""
        if self.place + 1 < len(self.order):
            return _Bidding(self.order, self.round_two, self.place + 1)
        if not self.round_two:
            return _Bidding(self.order, True, 0)
        return None


def _state_of(view: SeatView) -> _Bidding:
    n = view.rules.players
    first = view.bids[0][0] if view.bids else view.seat
    order = tuple((first + k) % n for k in range(n))
    round_two = len(view.bids) >= n
    return _Bidding(order, round_two, len(view.bids) - (n if round_two else 0))


def _legal(rules: RuleSet, state: _Bidding, turned_suit: int, dealer: int) -> list[Action]:
    """The bids of the seat to act (RULES §4; suit contracts only)."""
    if not state.round_two:
        return [_PLAY, _PASS]
    out: list[Action] = [NameSuit(Suit(s)) for s in range(4) if s != turned_suit]
    if not (rules.all_pass is AllPass.DEALER_OBLIGATION and state.seat == dealer):
        out.append(_PASS)
    return out


def bid_values(view: SeatView, rng: random.Random, worlds: int | None = None,
               deals: list[SampledDeal] | None = None, spread: float = SPREAD,
               outlook: GameOutlook | None = None) -> dict[Action, float]:
    """The expected value of every legal bid (see the module docstring).

    The value is the written result of the deal for the seat's side (2
    players: minus the other's; 3 players: minus the mean of the others').
    ``deals`` replaces the sampling (tests, benchmarks); ``spread`` is how sure the
    other seats' bids are about their hands (smaller: surer).  With an
    ``outlook`` (``game_value.GameOutlook``) a deal is worth the seat's chance to
    win the game after it, in points (the score and the target weigh it).
    """
    rules = view.rules
    n = rules.players
    if deals is None:
        deals = sample_deals(view, rng, worlds or WORLDS[n], spread)
    me = view.seat
    turned = view.turned_card.index
    turned_suit = turned >> 3
    threshold = bid_threshold(view)
    depth = DEPTH[n]
    leaves: dict[tuple[int, int, int], float] = {}
    count = len(deals)

    def leaf(d: int, maker: int, trump: int) -> float:
        key = (d, maker, trump)
        if key not in leaves:
            leaves[key] = _written(view, deals[d], maker, trump, depth, outlook)
        return leaves[key]

    def strength(d: int, seat: int, suit: int, round_two: bool) -> float:
        hand = deals[d][0][seat]
        if not round_two:
            hand = hand_with_turned(rules, hand, turned, seat, view.dealer)
        return suit_strength(hand, suit) - threshold

    def node(state: _Bidding | None, reach: list[float]) -> list[float]:
        """Per-deal value from this state, the seat's later bids chosen on average."""
        if state is None:
            return [0.0] * count
        seat = state.seat
        legal = _legal(rules, state, turned_suit, view.dealer)
        if seat == me:
            options = _options(state, legal, reach)
            best = max(options, key=lambda a: sum(r * v for r, v in zip(reach, options[a],
                                                                      strict=True)))
            return options[best]
        out = [0.0] * count
        probabilities = [_others_bid(state, legal, d, seat) for d in range(count)]
        for action in legal:
            weights = [probabilities[d].get(action, 0.0) for d in range(count)]
            child_reach = [r * w for r, w in zip(reach, weights, strict=True)]
            if max(child_reach, default=0.0) < NEGLIGIBLE:
                continue
            child = _after(state, action, seat, child_reach)
            for d in range(count):
                if weights[d]:
                    out[d] += weights[d] * child[d]
        return out

    def _after(state: _Bidding, action: Action, seat: int, reach: list[float]) -> list[float]:
        if isinstance(action, PlayTurned):
            return [leaf(d, seat, turned_suit) if reach[d] else 0.0 for d in range(count)]
        if isinstance(action, NameSuit):
            return [leaf(d, seat, int(action.suit)) if reach[d] else 0.0 for d in range(count)]
        return node(state.after_pass(), reach)

    def _options(state: _Bidding, legal: list[Action], reach: list[float],
                 ) -> dict[Action, list[float]]:
        return {a: _after(state, a, me, reach) for a in legal}

    def _others_bid(state: _Bidding, legal: list[Action], d: int, seat: int,
                    ) -> dict[Action, float]:
        """How likely each bid of ``seat`` is in deal ``d``: Medium's count, softened."""
        if not state.round_two:
            p = _logistic(strength(d, seat, turned_suit, False) / spread)
            return {_PLAY: p, _PASS: 1.0 - p}
        named = [a for a in legal if isinstance(a, NameSuit)]
        best = max(named, key=lambda a: strength(d, seat, int(a.suit), True))
        if _PASS not in legal:
            return {best: 1.0}
        p = _logistic(strength(d, seat, int(best.suit), True) / spread)
        return {best: p, _PASS: 1.0 - p}

    state = _state_of(view)
    legal = [a for a in view.legal_actions if isinstance(a, PlayTurned | NameSuit | Pass)]
    values = _options(state, legal, [1.0] * count)
    return {a: sum(v) / count for a, v in values.items()}


def _written(view: SeatView, deal: SampledDeal, maker: int, trump: int,
             depth: int | None, outlook: GameOutlook | None) -> float:
    """The deal played out with ``maker`` and ``trump``, written for the seat's side."""
    rules = view.rules
    n = rules.players
    me = view.seat
    suit = Suit(trump)
    hands = played_hands(view, deal, maker, trump)
    leader = first_leader(view, maker)
    sides = search_sides(rules, me)
    pos = Position(hands=hands, trick=(), to_act=leader,
                   rules=TrickRules.of(rules, Contract.SUIT, suit),
                   points=points_table(Contract.SUIT, suit), sides=sides)
    margin = solve(pos, depth=depth)
    if sides[leader] != 0:
        margin = -margin
    fixed = tuple(declared_points(view, hands, suit, leader))
    scorer = DealScorer("three" if n == 3 else "sides", rules.side_of(me), rules.side_of(maker),
                        False, 1, fixed, (), rules.bite_split is BiteSplit.EQUAL,
                        pool=float(view.hanging_pool))
    if outlook is None:
        return scorer.written(hands, margin, pos.remaining_points)
    splits = scorer.written_sides(hands, margin, pos.remaining_points)
    return sum(outlook.points(w) for w in splits) / len(splits)


__all__ = ["DEPTH", "WORLDS", "bid_values", "searchable"]
