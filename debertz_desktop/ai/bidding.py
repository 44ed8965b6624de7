"""Hard's bidding (RULES §4): Medium's count checked on sampled deals, or a fitted model.

With 2 players the bot plays each candidate trump out on sampled deals: the
other hands and the stock come from ``sampling.py`` (weighed by the other
seats' bids so far: ``inference.py``), the buy-in from the stock at random
(RULES §3, the turned card and the seven exchange of §5 included), and the
whole deal is solved with every hand open (``solver.solve``): exactly with 2
players; with 3 players and with pairs to a depth (:data:`BID_DEPTH`) with the
fitted estimate of the rest (``leaf_estimate.py``) — a few milliseconds a
deal, where the exact search of a whole 3- or 4-player deal takes seconds in
Python.  Combinations and bella are added (RULES §6) and the deal is written
as made, hanging or bitten (RULES §10.1, the 3-player bite to the top defender
included: ``DealScorer``), giving the expected written result of naming that
trump — the seat's side against the other (2 players, pairs), or against the
mean of the other two (3 players).  Medium's threshold stays the default; the
simulation overrules it only when it is clearly on the other side
(:data:`OVERRULE_MARGIN`), which keeps the tuned behaviour on ordinary hands
and fixes the hands its point count misreads.

With 3 players and with pairs the same simulation is no better than Medium's
count: on play-outs of the real cards it gained +0.9 ± 1.0 (3 players) and
+1.3 ± 1.8 (pairs) points per bidding decision (``benchmarks/bid_outcomes.py``),
nothing in tournaments against Medium, and a bid took 0.3–0.75 s (median; p95
up to 1.8 s).  There Hard bids by a linear model fitted to what bids really
brought (``bid_model.py``: :func:`model_values`), where weights were fitted
under the rules; elsewhere, and with 4 solo players (the maker must beat
three, which the seat-against-all search cannot write), by Medium's count.
The simulation stays defined for 3 players and pairs (:func:`can_simulate`)
to be measured.
"""

from __future__ import annotations

import random
from typing import TypeVar

from ..engine.debertz.actions import Action, NameSuit, Pass, PlayTurned
from ..engine.debertz.cards import Contract, Suit, index_list, mask_of, points_table
from ..engine.debertz.combinations import BELLA_POINTS, compare_declarations, sequences_in
from ..engine.debertz.rules import BiteSplit, RuleSet
from ..engine.debertz.tricks import TrickRules
from ..engine.debertz.views import SeatView
from . import bid_model
from .deal_scorer import DealScorer
from .game_value import GameOutlook
from .inference import SPREAD, BidEvidence, sample_likely
from .knowledge import knowledge_of
from .medium import MediumBot, hand_with_turned
from .position import Position, search_sides
from .sampling import WorldSampler
from .solver import solve

#: Deals sampled per candidate trump.
BID_WORLDS = 32
#: Expected written result beyond which the simulation overrules Medium's count.
OVERRULE_MARGIN = 20.0
#: Tricks searched after the first before the rest is estimated, by player count (``None``:
#: to the end).  Measured on dealt hands from the first lead (one process, medians): 3
#: players at 9 cards 1.4 ms a deal at depth 2, 7.6 ms at 3; pairs at 8 cards 3.6 ms at 2,
#: 27 ms at 3 — the fitted estimate is as good at 2 as at 3 there
#: (``benchmarks/search_quality.py``).
BID_DEPTH: dict[int, int | None] = {2: None, 3: 3, 4: 2}
_SEVEN, _QUEEN, _KING = 0, 5, 6

K = TypeVar("K")

#: A sampled deal before the buy-in: every seat's hand, and the stock in dealing order.
SampledDeal = tuple[tuple[int, ...], list[int]]


def simulates(rules: RuleSet) -> bool:
    """Whether Hard checks its bids on sampled deals under ``rules``: with 2 players (see the
    module docstring for 3 players and pairs)."""
    return rules.players == 2


def can_simulate(rules: RuleSet) -> bool:
    """Whether :func:`expected_result` is defined under ``rules`` (not with 4 solo players)."""
    return rules.players < 4 or rules.teams


def choose_bid(view: SeatView, medium: MediumBot, rng: random.Random, *,
               simulate: bool = True, worlds: int = BID_WORLDS,
               outlook: GameOutlook | None = None, margin: float = OVERRULE_MARGIN,
               bias: float = 0.0, model: bool = True) -> tuple[Action, dict[Action, float]]:
    """Hard's bid: by the fitted model where it has weights for the rules (and ``model``),
    else Medium's, unless sampled deals (2 players) clearly say otherwise.

    Returns the bid and the value of every trump it could name: the model's
    written result against passing, or the simulation's expected written
    result; empty when neither was used.
    """
    rule_based = medium.choose(view)
    pass_ = Pass() if Pass() in view.legal_actions else None
    weights = bid_model.weights_for(view.rules) if model else None
    if weights is not None:
        values = model_values(view, weights)
        return bid_model.choose(rule_based, values, pass_), values
    if not simulate or not simulates(view.rules):
        return rule_based, {}
    candidates = [a for a in view.legal_actions if isinstance(a, PlayTurned | NameSuit)]
    if not candidates:
        return rule_based, {}
    deals = sample_deals(view, rng, worlds)
    values = {a: expected_result(view, trump_of(view, a), deals, outlook) - bias
              for a in candidates}
    return overrule(rule_based, values, pass_, margin), values


def model_values(view: SeatView, weights: tuple[float, ...]) -> dict[Action, float]:
    """What naming each trump offered is worth against passing, by the fitted model
    (``bid_model.py``), from the seat's hand and place in the round."""
    round_two, place = place_in_round(view)
    turned = view.turned_card.index
    return {a: bid_model.value(weights, bid_model.features(held, trump, turned, round_two), place)
            for a, (held, trump) in offered_trumps(view).items()}


def offered_trumps(view: SeatView) -> dict[Action, tuple[int, int]]:
    """Every trump the seat may name (*play* or a suit), with the hand it would play it with
    (a card mask: the turned card added where it goes to him, RULES §3, §5) and the suit."""
    rules = view.rules
    hand = mask_of(view.hand)
    out = {}
    for a in view.legal_actions:
        if isinstance(a, PlayTurned):
            held = hand_with_turned(rules, hand, view.turned_card.index, view.seat, view.dealer)
        elif isinstance(a, NameSuit):
            held = hand
        else:
            continue
        out[a] = (held, trump_of(view, a))
    return out


def place_in_round(view: SeatView) -> tuple[bool, int]:
    """Whether the bidding is in round two, and how many seats have spoken before in this
    round (RULES §4)."""
    n = view.rules.players
    round_two = len(view.bids) >= n
    return round_two, min(len(view.bids) - (n if round_two else 0), n - 1)


def overrule(rule_based: K, values: dict[K, float], pass_: K | None,
             margin: float = OVERRULE_MARGIN) -> K:
    """Medium's bid ``rule_based``, unless the simulated ``values`` of the trumps are clearly
    (by ``margin``) on the other side: a trump worth more than ``margin`` instead of a pass,
    a pass (``pass_``, ``None`` if not allowed) instead of a trump worth less than
    ``-margin``, a trump worth ``margin`` more than Medium's.  Other bids stand."""
    best = max(values, key=values.__getitem__)
    if pass_ is not None and rule_based == pass_:
        return best if values[best] > margin else rule_based
    if rule_based in values:
        if pass_ is not None and values[rule_based] < -margin:
            return pass_
        if values[best] > values[rule_based] + margin:
            return best
    return rule_based


def trump_of(view: SeatView, action: Action) -> int:
    """The trump suit a bid names: its suit, or the turned card's for *play* (RULES §4)."""
    if isinstance(action, NameSuit):
        return int(action.suit)
    return int(view.turned_card.suit)


def sample_deals(view: SeatView, rng: random.Random, count: int = BID_WORLDS,
                 spread: float = SPREAD) -> list[SampledDeal]:
    """Sampled hidden cards: every hand so far and the stock in a random order.

    Every candidate trump is played out on the same deals, so that their
    comparison is not blurred by the luck of the samples.
    """
    n = view.rules.players
    sampler = WorldSampler(knowledge_of(view))
    evidence = BidEvidence.of(view, spread)
    out = []
    for _ in range(count):
        world = sample_likely(sampler, evidence, rng)
        stock = index_list(world[n])
        rng.shuffle(stock)
        out.append((tuple(world[:n]), stock))
    return out


def expected_result(view: SeatView, trump: int, deals: list[SampledDeal],
                    outlook: GameOutlook | None = None) -> float:
    """Average written result of the seat's side if it makes ``trump`` (RULES §10.1).

    2 players and pairs: the written difference, the seat's side minus the
    other; 3 players: the seat's written points less the mean of the others'.
    With ``outlook`` a deal's result is what it does to the side's chance to
    win the game, in points (``GameOutlook.points``, RULES §10.3).
    """
    rules = view.rules
    n = rules.players
    me = view.seat
    suit = Suit(trump)
    tr = TrickRules.of(rules, Contract.SUIT, suit)
    points = points_table(Contract.SUIT, suit)
    sides = search_sides(rules, me)
    leader = first_leader(view, me)
    depth = BID_DEPTH[n]
    total = 0.0
    for deal in deals:
        hands = played_hands(view, deal, me, trump)
        pos = Position(hands=hands, trick=(), to_act=leader, rules=tr, points=points,
                       sides=sides)
        margin = solve(pos, depth=depth)
        if sides[leader] != 0:
            margin = -margin
        scorer = DealScorer(
            "three" if n == 3 else "sides", rules.side_of(me), rules.side_of(me), False, 1,
            tuple(declared_points(view, hands, suit, leader)), (),
            rules.bite_split is BiteSplit.EQUAL)
        if outlook is None:
            total += scorer.written(hands, margin, pos.remaining_points)
        else:
            splits = scorer.written_sides(hands, margin, pos.remaining_points)
            total += sum(outlook.points(w) for w in splits) / len(splits)
    return total / len(deals)


def first_leader(view: SeatView, maker: int) -> int:
    """Who leads the first trick if ``maker`` makes trump (RULES §7); the first bidder is
    the first seat in ``view.bids``, or the seat itself before anyone has bid."""
    first_bidder = view.bids[0][0] if view.bids else view.seat
    return view.rules.first_leader(view.dealer, maker, first_bidder)


def played_hands(view: SeatView, deal: SampledDeal, maker: int, trump: int) -> tuple[int, ...]:
    """The hands of a sampled deal after the buy-in, when ``maker`` makes ``trump``.

    The buy-in is dealt from the stock from the dealer's left, the turned card
    to whom it goes, and the trump seven is exchanged for a turned trump lying
    on the table (RULES §3, §5).
    """
    rules = view.rules
    n = rules.players
    hands = list(deal[0])
    stock = list(deal[1])
    turned = view.turned_card.index
    taker = rules.turned_card_holder(view.dealer, maker)
    for k in range(1, n + 1):  # from the dealer's left
        seat = (view.dealer + k) % n
        count = rules.buyin_size
        if seat == taker:
            hands[seat] |= 1 << turned
            count -= 1
        for _ in range(count):
            hands[seat] |= 1 << stock.pop()
    if (taker is None and rules.trump_seven_exchange and turned >> 3 == trump
            and turned & 7 != _SEVEN):
        seven = 1 << (8 * trump + _SEVEN)
        for seat in range(n):
            if hands[seat] & seven:
                hands[seat] = (hands[seat] & ~seven) | (1 << turned)
    return tuple(hands)


def declared_points(view: SeatView, hands: tuple[int, ...], trump: Suit, leader: int) -> list[int]:
    """Combinations and bella each side would score (RULES §6), all declared."""
    rules = view.rules
    n = rules.players
    out = [0] * rules.sides
    declared = [(s, c) for s in range(n) for c in sequences_in(hands[s], rules.hundred_length)]
    if declared:
        winner = compare_declarations(rules, declared, trump, leader).winner
        if winner is not None:
            out[winner] += sum(c.points for s, c in declared if rules.side_of(s) == winner)
    bella = (1 << (8 * trump + _KING)) | (1 << (8 * trump + _QUEEN))
    for s in range(n):
        if hands[s] & bella == bella:
            out[rules.side_of(s)] += BELLA_POINTS
    return out


__all__ = [
    "BID_DEPTH",
    "BID_WORLDS",
    "OVERRULE_MARGIN",
    "can_simulate",
    "choose_bid",
    "declared_points",
    "expected_result",
    "first_leader",
    "model_values",
    "offered_trumps",
    "overrule",
    "place_in_round",
    "played_hands",
    "sample_deals",
    "simulates",
    "trump_of",
]
