"""Hard for Oh Hell: sampled worlds, searched (OH_HELL §4–§6).

**Card play.**  The bot deals worlds — the hidden cards spread over the other
hands and the stock, consistent with what its seat saw and weighted by the
bids (``worlds.py``) — and in each world values every legal card
(``search.py``): exactly, by max^n search, once few cards are left; before
that by playing the deal out with Medium's policy in every seat.  It plays the
card with the best average value: its own bid made first, and the others'
bids broken when its own is decided.  Cards worth the same go by Medium's
choice, the natural card.

**Bidding.**  The bot simulates the deal from its hand: in each world (weighted
by the bids already made) the seats still to bid bid as Medium would, and
for each bid it considers the deal is played out (solved exactly when it is
small); it bids the number with the best average score under the rules in
force (``made_points``/``failed_points``, §6), never the dealer's forbidden
number (§4).

**Cost.**  The number of worlds is fixed by the size of the decision (players
and cards), never by the clock, so a decision is reproducible: the worlds
come from a ``random.Random`` seeded from the bot's seed and public facts of
the view.  With the compiled search (``search.NATIVE``) the bot deals more
worlds and searches exactly from earlier on; ``benchmarks/oh_hell_times.py``
measures the thinking time (a tenth of a second median at 7 players on a
busy machine).  More worlds than :data:`NATIVE_PLAN`'s did not measurably help
(16 or 48 per card, 64 or 128 per bid: within a point per game or per bid).

**Strength** (``benchmarks/tournament.py --game oh-hell``, whole games of the
seed's rules, 200 duplicate games, seed 1001): against Medium, 4 players:
102.7 points per game to 73.4 (+29.3 ± 3.5), bids made 69.5% to 49.6%;
6 players: 64.3 to 57.4 (+6.9 ± 2.2), bids made 76.6% to 67.8%.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...engine.oh_hell.actions import BIDS, PLAYS
from ...engine.oh_hell.views import OhHellView
from ...engine.pack import index_list
from ...engine.phase import Phase
from ..base import Bot, Level
from .medium import medium_bid, medium_card
from .policy import DealFacts, card_value
from .power import (
    best_bid,
    calibrated,
    card_chances,
    hand_distribution,
    trick_distribution,
)
from .search import (
    NATIVE,
    Position,
    Scoring,
    SearchLimit,
    move_classes,
    play_out,
    solve,
    solve_value,
)
from .seat import OhHellAction, bid_order, facts_of, hand_of, played_of, trick_of, voids_of
from .worlds import PLAY_EVIDENCE, World, weighted_worlds

#: Average values closer than this count as equal (Medium's choice decides).
TIE = 1e-6


@dataclass(frozen=True)
class Plan:
    """How much Hard searches: worlds per decision and where exact search takes over."""

    #: Worlds per card decision.
    play_worlds: int
    #: Worlds per bid.
    bid_worlds: int
    #: Per table size, exact search when at most this many cards are left in all hands.
    exact_cards: dict[int, int]
    #: Exact search of a whole deal when bidding, up to this many cards in all hands.
    exact_bid_cards: int
    #: Nodes one exact search may visit; a world past it is played out instead.
    max_nodes: int = 200_000
    #: Worlds dealt per world kept (the bids and plays weigh them; 1: no weighting).
    oversample: int = 3
    #: How much less likely a world is per play in it unlike Medium's (1: plays do not weigh).
    play_evidence: float = PLAY_EVIDENCE

    def exact(self, players: int, cards_left: int) -> bool:
        return cards_left <= self.exact_cards.get(players, 0)


#: The plan with the compiled search: a world's exact search takes a median of about a
#: millisecond at the threshold (``benchmarks/oh_hell_times.py``), hence the thresholds by
#: table size: 6 cards each at 3 players, 5 at 4 and 5 players, 4 at 6 and 7.
NATIVE_PLAN = Plan(play_worlds=48, bid_worlds=64,
                   exact_cards={3: 18, 4: 20, 5: 22, 6: 24, 7: 25}, exact_bid_cards=12)
#: Without it (pure Python): fewer worlds, exact search only in the last tricks.
PYTHON_PLAN = Plan(play_worlds=24, bid_worlds=32,
                   exact_cards={3: 10, 4: 10, 5: 12, 6: 12, 7: 14}, exact_bid_cards=8,
                   max_nodes=20_000)


@dataclass(frozen=True)
class Evaluation:
    """What the search found for one decision."""

    #: Average value per legal action (see ``search.Scoring``).
    values: dict[OhHellAction, float]
    best: OhHellAction
    worlds: int
    #: True when every world was searched exactly.
    exact: bool


class OhHellHardBot(Bot):
    level = Level.HARD

    def __init__(self, seed: int = 0, *, plan: Plan | None = None) -> None:
        super().__init__(seed)
        self.plan = plan or (NATIVE_PLAN if NATIVE else PYTHON_PLAN)

    def choose(self, view: OhHellView) -> OhHellAction:  # type: ignore[override]
        return self.decide(view)[0]

    def decide(self, view: OhHellView) -> tuple[OhHellAction, Evaluation | None]:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0], None
        evaluation = self.bid(view) if view.phase is Phase.BIDDING else self.evaluate(view)
        return evaluation.best, evaluation

    def rng_for(self, view: OhHellView) -> random.Random:
        """A generator seeded from the bot's seed and public facts of the view only."""
        key = (f"oh_hell|{self.seed}|{view.seat}|{view.deal_number}|{view.phase.value}|"
               f"{view.bids}|{''.join(str(c) for c in view.played_cards)}")
        return random.Random(key)

    # -- card play (OH_HELL §5) ----------------------------------------------------------------

    def evaluate(self, view: OhHellView) -> Evaluation:
        """The average value of every legal card over the sampled worlds."""
        plan = self.plan
        seat = view.seat
        n = view.rules.players
        facts = facts_of(view)
        scoring = Scoring.of(view.rules, view.cards_per_player)
        trick, seats = trick_of(view)
        played = played_of(view)
        voids = voids_of(view)
        taken = list(view.tricks_taken)
        legal_mask = 0
        for a in view.legal_actions:
            legal_mask |= 1 << a.card.index  # type: ignore[attr-defined]
        totals = dict.fromkeys(index_list(legal_mask), 0.0)
        worlds = _counted(weighted_worlds(view, self.rng_for(view), plan.play_worlds,
                                          plan.oversample, plan.play_evidence))
        exact = True
        for world, times in worlds:
            pos = Position(facts, list(world[:n]), list(trick), list(seats), played,
                           list(taken), list(voids), seat)
            values = None
            if plan.exact(n, pos.cards_left):
                try:
                    values = solve(pos, scoring, plan.max_nodes)
                except SearchLimit:
                    values = None
            if values is None:
                exact = False
                values = _played_out(pos, legal_mask, scoring, seat)
            for c, v in values.items():
                totals[c] += v * times
        count = sum(t for _, t in worlds)
        means = {c: v / count for c, v in totals.items()}
        top = max(means.values())
        near = [c for c, v in means.items() if v >= top - TIE]
        natural = medium_card(view)
        if natural in near:
            best = natural
        else:
            best = min(near, key=lambda c: (card_value(c, facts.trump), c))
        return Evaluation({PLAYS[c]: v for c, v in means.items()}, PLAYS[best], count, exact)

    # -- bidding (OH_HELL §4) ------------------------------------------------------------------

    def bid(self, view: OhHellView) -> Evaluation:
        """The bid with the best average score over worlds played out from the hand."""
        plan = self.plan
        rules = view.rules
        n = rules.players
        seat = view.seat
        k = view.cards_per_player
        legal = [a.tricks for a in view.legal_actions]  # type: ignore[attr-defined]
        trump = -1 if view.trump is None else int(view.trump)
        turned = 0 if view.turned_card is None else view.turned_card.mask
        dist = hand_distribution(hand_of(view), trump, n, turned)
        candidates = _candidates(dist, legal)
        if len(candidates) == 1:
            only = candidates[0]
            return Evaluation({BIDS[only]: 0.0}, BIDS[only], 0, True)
        scoring = Scoring.of(rules, k)
        order = bid_order(view)
        later = order[order.index(seat) + 1:]
        base = facts_of(view)
        totals = dict.fromkeys(candidates, 0.0)
        worlds = _counted(weighted_worlds(view, self.rng_for(view), plan.bid_worlds,
                                          plan.oversample))
        exact = n * k <= plan.exact_bid_cards
        leader = order[0]
        known = [b if b is not None else 0 for b in view.bids]
        for world, times in worlds:
            chances = {s: [p for _, p in card_chances(world[s], trump, n, turned)]
                       for s in later}
            plans = {mine: later_bids(known, seat, mine, later, chances, view)
                     for mine in candidates}
            for mine in candidates:
                bids = plans[mine]
                facts = DealFacts(n, base.trump, base.turned, tuple(bids), base.failed_minus)
                pos = Position(facts, list(world[:n]), [], [], 0, [0] * n, [0] * n, leader)
                value = None
                if exact:
                    try:
                        value = solve_value(pos, scoring, seat, plan.max_nodes)
                    except SearchLimit:
                        value = None
                if value is None:
                    value = scoring.value(facts.bids, play_out(pos), seat)
                totals[mine] += value * times
        count = sum(t for _, t in worlds)
        means = {b: v / count for b, v in totals.items()}
        top = max(means.values())
        natural = medium_bid(view)
        near = [b for b, v in means.items() if v >= top - TIE]
        best = natural if natural in near else min(near, key=lambda b: (abs(b - natural), b))
        return Evaluation({BIDS[b]: v for b, v in means.items()}, BIDS[best], count, exact)


def later_bids(known: list[int], seat: int, mine: int, later: list[int],
                chances: dict[int, list[float]], view: OhHellView) -> list[int]:
    """Every seat's bid in a world when the seat bids ``mine``: the seats still to bid bid as
    Medium would with their hands there (``chances``: their cards' raw chances), seeing the
    bids before them (OH_HELL §4)."""
    rules = view.rules
    n = rules.players
    k = view.cards_per_player
    bids = list(known)
    bids[seat] = mine
    share = k / n
    before = sum(bids[s] for s in range(n) if s not in later) - (n - len(later)) * share
    for s in later:
        dist = trick_distribution(calibrated(chances[s], n, before))
        forbidden = None
        if rules.dealer_restriction and s == view.dealer:
            rest = k - sum(bids[x] for x in range(n) if x != s)
            forbidden = rest if 0 <= rest <= k else None
        bids[s] = best_bid(dist, rules, k, forbidden)
        before += bids[s] - share
    return bids


def _played_out(pos: Position, legal: int, scoring: Scoring, seat: int) -> dict[int, float]:
    """The value of each legal card when the deal is then played out by Medium's policy."""
    values: dict[int, float] = {}
    current = 0.0
    classes = set(move_classes(pos, legal))
    bids = pos.facts.bids
    for c in index_list(legal):
        if c in classes:
            child = pos.copy()
            child.play(c)
            current = scoring.value(bids, play_out(child), seat)
        values[c] = current
    return values


def _candidates(dist: list[float], legal: list[int]) -> list[int]:
    """The bids worth simulating: the legal ones the hand's distribution does not rule out
    (from the 2% to the 98% point, widened by one on each side)."""
    acc = 0.0
    low = high = None
    for t, p in enumerate(dist):
        acc += p
        if low is None and acc >= 0.02:
            low = t
        if high is None and acc >= 0.98:
            high = t
    low = max(0, (low or 0) - 1)
    high = (high if high is not None else len(dist) - 1) + 1
    out = [b for b in legal if low <= b <= high]
    return out or legal


def _counted(worlds: list[World]) -> list[tuple[World, int]]:
    """Equal worlds once, with how often they were drawn (in the order first drawn)."""
    counts: dict[World, int] = {}
    for w in worlds:
        counts[w] = counts.get(w, 0) + 1
    return list(counts.items())


__all__ = ["NATIVE_PLAN", "PYTHON_PLAN", "Evaluation", "OhHellHardBot", "Plan", "later_bids"]
