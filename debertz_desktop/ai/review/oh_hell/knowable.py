"""What was knowable from an Oh Hell seat: the chance of making its bid, as Hard sees it.

Everything here receives an :class:`OhHellView` and nothing else — the object a
computer player gets, which never holds another seat's card before it is
played — so no estimate can use a hidden card
(``tests/ai/test_oh_hell_review.py`` checks that two deals differing only in
such cards give the same estimates).

The worlds are the Hard player's own (``ai/oh_hell/worlds.py``: the hidden
cards dealt consistently with what the seat saw, weighted by the bids and the
plays, seeded from the view's public facts), as many as it deals for the
decision, so the same view always gives the same numbers.

* **A card:** in each world every legal card is played and the deal finished as
  Hard values it there — searched exactly once few cards are left, else played
  out by Medium's policy — and the card's value is the share of the worlds in
  which the seat then takes exactly its bid (OH_HELL §6).  Hard's choice is the
  card with the best average score over the same worlds (as ``hard.py``).
* **A bid:** in each world the seats still to bid bid as Hard expects them to
  (``hard.later_bids``) and the deal is played out from the hand; the value of a
  bid is the share of the worlds in which it is made.  Hard's choice is its own
  bid (``OhHellHardBot.decide``).
"""

from __future__ import annotations

from ....engine.oh_hell.actions import BIDS, PLAYS
from ....engine.oh_hell.views import OhHellView
from ....engine.pack import index_list
from ....engine.phase import Phase
from ...oh_hell.hard import TIE, OhHellHardBot, later_bids
from ...oh_hell.medium import medium_card
from ...oh_hell.policy import DealFacts, card_value
from ...oh_hell.power import card_chances
from ...oh_hell.search import (
    Position,
    Scoring,
    SearchLimit,
    move_classes,
    play_out,
    solve_vectors,
)
from ...oh_hell.seat import bid_order, facts_of, played_of, trick_of, voids_of
from ...oh_hell.worlds import weighted_worlds
from .exact import best_card

#: The seed of the review's Hard player.
SEED = 31


def _counted(worlds: list) -> list[tuple[tuple[int, ...], int]]:
    counts: dict[tuple[int, ...], int] = {}
    for w in worlds:
        counts[w] = counts.get(w, 0) + 1
    return list(counts.items())


def card_chances_of(view: OhHellView, seed: int = SEED) -> tuple[dict, object]:
    """The chance of making the bid after each legal card, and Hard's card."""
    bot = OhHellHardBot(seed)
    plan = bot.plan
    seat = view.seat
    n = view.rules.players
    facts = facts_of(view)
    bid = facts.bids[seat]
    scoring = Scoring.of(view.rules, view.cards_per_player)
    made = scoring.points[bid][bid]
    trick, seats = trick_of(view)
    played, voids = played_of(view), voids_of(view)
    taken = list(view.tricks_taken)
    legal = 0
    for a in view.legal_actions:
        legal |= 1 << a.card.index  # type: ignore[attr-defined]
    chances = dict.fromkeys(index_list(legal), 0.0)
    values = dict.fromkeys(chances, 0.0)
    worlds = _counted(weighted_worlds(view, bot.rng_for(view), plan.play_worlds,
                                      plan.oversample, plan.play_evidence))
    for world, times in worlds:
        pos = Position(facts, list(world[:n]), list(trick), list(seats), played, list(taken),
                       list(voids), seat)
        found = None
        if plan.exact(n, pos.cards_left):
            try:
                found = solve_vectors(pos, scoring, plan.max_nodes)
            except SearchLimit:
                found = None
        if found is not None:
            for c, vector in found.items():
                values[c] += vector[seat] * times
                chances[c] += times * (scoring.written_of(vector)[seat] == made)
            continue
        classes = set(move_classes(pos, legal))
        current: tuple[float, bool] = (0.0, False)
        for c in index_list(legal):
            if c in classes:
                child = pos.copy()
                child.play(c)
                got = play_out(child)
                current = (scoring.value(facts.bids, got, seat), got[seat] == bid)
            values[c] += current[0] * times
            chances[c] += times * current[1]
    count = sum(t for _, t in worlds)
    means = {c: v / count for c, v in values.items()}
    top = max(means.values())
    near = [c for c, v in means.items() if v >= top - TIE]
    natural = medium_card(view)
    choice = natural if natural in near else min(
        near, key=lambda c: (card_value(c, facts.trump), c))
    return {PLAYS[c]: v / count for c, v in chances.items()}, PLAYS[choice]


def bid_chances_of(view: OhHellView, seed: int = SEED) -> tuple[dict, object]:
    """The chance of making each legal bid from the hand, and Hard's bid."""
    bot = OhHellHardBot(seed)
    plan = bot.plan
    rules = view.rules
    n = rules.players
    seat = view.seat
    k = view.cards_per_player
    legal = [a.tricks for a in view.legal_actions]  # type: ignore[attr-defined]
    trump = -1 if view.trump is None else int(view.trump)
    turned = 0 if view.turned_card is None else view.turned_card.mask
    scoring = Scoring.of(rules, k)
    order = bid_order(view)
    later = order[order.index(seat) + 1:]
    base = facts_of(view)
    known = [b if b is not None else 0 for b in view.bids]
    exact = n * k <= plan.exact_bid_cards
    chances = dict.fromkeys(legal, 0.0)
    worlds = _counted(weighted_worlds(view, bot.rng_for(view), plan.bid_worlds,
                                      plan.oversample))
    for world, times in worlds:
        odds = {s: [p for _, p in card_chances(world[s], trump, n, turned)] for s in later}
        for mine in legal:
            bids = later_bids(known, seat, mine, later, odds, view)
            facts = DealFacts(n, base.trump, base.turned, tuple(bids), base.failed_minus)
            pos = Position(facts, list(world[:n]), [], [], 0, [0] * n, [0] * n, order[0])
            got = None
            if exact:
                try:
                    found = solve_vectors(pos, scoring, plan.max_nodes)
                    vector = found[best_card(found, order[0])]
                    got = scoring.written_of(vector)[seat] == scoring.points[mine][mine]
                except SearchLimit:
                    got = None
            if got is None:
                got = play_out(pos)[seat] == mine
            chances[mine] += times * got
    count = sum(t for _, t in worlds)
    choice = bot.decide(view)[0]
    return {BIDS[b]: v / count for b, v in chances.items()}, choice


def estimates(view: OhHellView, seed: int = SEED) -> tuple[dict, object | None]:
    """What Hard makes of ``view``'s decision: the chance of making the bid per action, and
    its choice (nothing for a forced action)."""
    if len(view.legal_actions) < 2:
        return {}, None
    if view.phase is Phase.BIDDING:
        return bid_chances_of(view, seed)
    return card_chances_of(view, seed)


__all__ = ["SEED", "bid_chances_of", "card_chances_of", "estimates"]
