"""Hard's bidding (RULES §4): Medium's hand evaluation, checked with sampled deals.

With 2 players the bot plays each candidate trump out on sampled deals: the
opponent's six cards and the stock come from ``sampling.py`` (weighed by the
opponent's pass, if he passed first: ``inference.py``), the buy-in from
the stock at random (RULES §3, the seven exchange of §5 included), and the
whole 9-card deal is solved double-dummy (``solver.solve``).  Combinations
and bella are added (RULES §6) and the deal is written as made, hanging or
bitten (RULES §10.1), giving the expected written difference of naming that
trump.  Medium's threshold stays the default; the simulation overrules it only
when it is clearly on the other side (:data:`OVERRULE_MARGIN`), which keeps the
tuned behaviour on ordinary hands and fixes the hands its point count misreads.
With 3 or 4 players a whole deal is too slow to solve per sample in Python, and
Medium's evaluation decides.
"""

from __future__ import annotations

import random

from ..engine.actions import Action, NameSuit, Pass, PlayTurned
from ..engine.cards import Contract, Suit, points_table
from ..engine.combinations import BELLA_POINTS, compare_declarations, sequences_in
from ..engine.rules import FirstLead, TurnedCardTo
from ..engine.tricks import TrickRules
from ..engine.views import SeatView
from .inference import BidEvidence, sample_likely
from .knowledge import knowledge_of
from .medium import MediumBot
from .position import Position
from .sampling import WorldSampler
from .solver import solve

#: Deals sampled per candidate trump.
BID_WORLDS = 32
#: Expected written difference beyond which the simulation overrules Medium's count.
OVERRULE_MARGIN = 20.0
_SEVEN, _QUEEN, _KING = 0, 5, 6


def choose_bid(view: SeatView, medium: MediumBot, rng: random.Random, *,
               simulate: bool = True, worlds: int = BID_WORLDS,
               ) -> tuple[Action, dict[Action, float]]:
    """Hard's bid: Medium's, unless sampled deals clearly say otherwise (2 players).

    Returns the bid and the expected written difference of every trump it could
    name (empty when nothing was simulated).
    """
    rule_based = medium.choose(view)
    if not simulate or view.rules.players != 2:
        return rule_based, {}
    candidates = [a for a in view.legal_actions if isinstance(a, PlayTurned | NameSuit)]
    if not candidates:
        return rule_based, {}
    deals = sample_deals(view, rng, worlds)
    values = {a: expected_result(view, _trump_of(view, a), deals) for a in candidates}
    best = max(candidates, key=lambda a: values[a])
    can_pass = any(isinstance(a, Pass) for a in view.legal_actions)
    choice = rule_based
    if isinstance(rule_based, Pass):
        if values[best] > OVERRULE_MARGIN:
            choice = best
    elif rule_based in values:
        if can_pass and values[rule_based] < -OVERRULE_MARGIN:
            choice = Pass()
        elif values[best] > values[rule_based] + OVERRULE_MARGIN:
            choice = best
    return choice, values


def _trump_of(view: SeatView, action: Action) -> int:
    if isinstance(action, NameSuit):
        return int(action.suit)
    return int(view.turned_card.suit)


def sample_deals(view: SeatView, rng: random.Random,
                 count: int = BID_WORLDS) -> list[tuple[int, int, list[int]]]:
    """Sampled hidden cards: the two hands so far and the stock in a random order.

    Every candidate trump is played out on the same deals, so that their
    comparison is not blurred by the luck of the samples.
    """
    sampler = WorldSampler(knowledge_of(view))
    evidence = BidEvidence.of(view)
    out = []
    for _ in range(count):
        world = sample_likely(sampler, evidence, rng)
        stock = [c for c in range(32) if world[2] >> c & 1]
        rng.shuffle(stock)
        out.append((world[0], world[1], stock))
    return out


def expected_result(view: SeatView, trump: int,
                    deals: list[tuple[int, int, list[int]]]) -> float:
    """Average written difference (mine minus the opponent's) if this seat makes ``trump``."""
    rules = view.rules
    me = view.seat
    other = 1 - me
    suit = Suit(trump)
    tr = TrickRules.of(rules, Contract.SUIT, suit)
    points = points_table(Contract.SUIT, suit)
    turned = view.turned_card.index
    leader = me if rules.first_lead is FirstLead.MAKER else (view.dealer + 1) % 2
    total = 0.0
    for first, second, order in deals:
        hands = [first, second]
        stock = list(order)
        _buy_in(view, hands, stock, me, turned, trump)
        pos = Position(hands=tuple(hands), trick=(), to_act=leader, rules=tr, points=points,
                       sides=(0, 1))
        margin = solve(pos)
        if leader != me:
            margin = -margin
        in_play = (hands[0] | hands[1])
        card_total = sum(points[c] for c in range(32) if in_play >> c & 1) + 10
        mine = (card_total + margin) / 2
        theirs = card_total - mine
        extra = _table_points(view, hands, suit, leader)
        mine += extra[me]
        theirs += extra[other]
        if mine > theirs:
            total += mine - theirs
        elif mine == theirs:
            total += mine / 2 - theirs
        else:
            total -= mine + theirs
    return total / len(deals)


def _buy_in(view: SeatView, hands: list[int], stock: list[int], maker: int, turned: int,
            trump: int) -> None:
    """Deal the buy-in from a shuffled stock, with the turned card and the seven (RULES §3, §5)."""
    rules = view.rules
    size = rules.buyin_size
    to = rules.turned_card_to
    taker = maker if to is TurnedCardTo.MAKER else view.dealer if to is TurnedCardTo.DEALER \
        else None
    for seat in ((view.dealer + 1) % 2, view.dealer):
        count = size
        if seat == taker:
            hands[seat] |= 1 << turned
            count -= 1
        for _ in range(count):
            hands[seat] |= 1 << stock.pop()
    if (taker is None and rules.trump_seven_exchange and turned >> 3 == trump
            and turned & 7 != _SEVEN):
        seven = 1 << (8 * trump + _SEVEN)
        for seat in (0, 1):
            if hands[seat] & seven:
                hands[seat] = (hands[seat] & ~seven) | (1 << turned)


def _table_points(view: SeatView, hands: list[int], trump: Suit, leader: int) -> list[int]:
    """Combinations and bella each seat would score (RULES §6), all declared."""
    rules = view.rules
    out = [0, 0]
    declared = [(s, c) for s in (0, 1) for c in sequences_in(hands[s], rules.hundred_length)]
    if declared:
        winner = compare_declarations(rules, declared, trump, leader).winner
        if winner is not None:
            out[winner] += sum(c.points for s, c in declared if s == winner)
    bella = (1 << (8 * trump + _KING)) | (1 << (8 * trump + _QUEEN))
    for s in (0, 1):
        if hands[s] & bella == bella:
            out[s] += BELLA_POINTS
    return out


__all__ = ["BID_WORLDS", "OVERRULE_MARGIN", "choose_bid", "expected_result", "sample_deals"]
