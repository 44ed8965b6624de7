"""Dealing worlds for Hard: the cards a seat cannot see, spread over the other hands and the
undealt stock, consistent with everything the seat saw and likelier as the bids make them.

Hard constraints (OH_HELL §3–§5): the seat's own hand, the cards played, the
turned card (seen by all, held by nobody, §9), each hand's size, and the suits
a seat showed it lacks.  A world is dealt suit by suit, scarcest suits first,
each card to a place that may hold it with a chance proportional to its free
room (the uniform deal when nothing constrains the cards); the rare dead end
starts the deal again, and after a few the Debertz sampler, which checks
Hall's condition at every card and never fails
(``ai/sampling.py``, over the same :class:`~debertz_desktop.ai.knowledge.Knowledge`),
deals it.

Soft evidence: the bids and the cards played.  A seat that bid ``b`` held, at
the start of the deal (its hand now plus the cards it played), a hand for
which ``b`` tricks were likely — :func:`~.power.bid_likelihood` under
Medium's model of a hand's tricks.  And a seat mostly plays the natural card:
a world in which a seat's play so far differs from what Medium's policy would
have played from that world's hand (``search.policy_misses``) is less likely,
by the factor ``play_evidence`` per difference (policy-based inference, as the
strongest Skat programs weight their worlds).  Measured against Medium it
gained nothing — neither in matches (4 players, 80 games a variant: −0.5 ±
1.1 points per game with 0.3, −1.8 ± 2.4 with 0.1) nor in the cards chosen
(880 positions judged on the real hands: within ±0.2 points of none) — so
Hard leaves it off (:data:`PLAY_EVIDENCE` is 1).  :func:`weighted_worlds` deals
several times the worlds wanted and draws the wanted number in proportion to
the product of those likelihoods (importance resampling), so that, say, the
seat that bid 3 in a 3-card deal mostly holds the high trumps.  The same
``random.Random`` state gives the same worlds.
"""

from __future__ import annotations

import random

from ...engine.oh_hell.views import OhHellView
from ..knowledge import Knowledge
from ..sampling import WorldSampler
from .power import bid_likelihood, hand_distribution
from .search import policy_misses
from .seat import facts_of, hand_of, played_by, played_of, voids_of
from .tables import ALL, SUITS

World = tuple[int, ...]
#: Worlds dealt per world kept when the bids weigh them.
OVERSAMPLE = 3
#: Dead ends tolerated before the exact sampler takes over.
RETRIES = 8
#: How much less likely a world is per play in it that differs from Medium's choice
#: (1: the plays do not weigh; see the module docstring).
PLAY_EVIDENCE = 1.0


def knowledge_of(view: OhHellView) -> Knowledge:
    """Where the hidden cards may be: the other seats (not in a suit they lack) and the stock."""
    n = view.rules.players
    seat = view.seat
    hand = hand_of(view)
    played = played_of(view)
    turned = 0 if view.turned_card is None else view.turned_card.mask
    hidden = ALL & ~hand & ~played & ~turned
    voids = voids_of(view)
    possible = []
    for s in range(n):
        if s == seat:
            possible.append(hand)
            continue
        mask = hidden
        for suit in range(4):
            if voids[s] >> suit & 1:
                mask &= ~SUITS[suit]
        possible.append(mask)
    possible.append(hidden)
    sizes = list(view.hand_sizes)
    sizes.append(hidden.bit_count() - sum(sizes) + sizes[seat])
    must = [0] * (n + 1)
    must[seat] = hand
    return Knowledge(seat=seat, players=n, hidden=hidden, played=played,
                     possible=tuple(possible), must=tuple(must), sizes=tuple(sizes))


class OhHellSampler:
    """Deals worlds (one mask per seat, then the stock) fitting one :class:`Knowledge`."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.knowledge = knowledge
        k = knowledge
        self._places = [loc for loc in range(k.players + 1) if loc != k.seat]
        # per suit, the places that may hold it
        self._suits = []
        for suit in range(4):
            cards = k.hidden & SUITS[suit]
            if cards:
                places = [loc for loc in self._places if k.possible[loc] & SUITS[suit]]
                self._suits.append((len(places), suit, cards, places))
        self._suits.sort()
        self._exact: WorldSampler | None = None

    def sample(self, rng: random.Random) -> World:
        for _ in range(RETRIES):
            world = self._try(rng)
            if world is not None:
                return world
        if self._exact is None:
            self._exact = WorldSampler(self.knowledge)
        return self._exact.sample(rng)

    def _try(self, rng: random.Random) -> World | None:
        k = self.knowledge
        hands = list(k.must)
        free = [k.sizes[loc] - k.must[loc].bit_count() for loc in range(k.players + 1)]
        free[k.seat] = 0
        for _, _suit, cards, places in self._suits:
            order = []
            mask = cards
            while mask:
                low = mask & -mask
                order.append(low.bit_length() - 1)
                mask ^= low
            rng.shuffle(order)
            for c in order:
                total = 0
                for loc in places:
                    total += free[loc]
                if not total:
                    return None
                pick = rng.randrange(total)
                for loc in places:
                    pick -= free[loc]
                    if pick < 0:
                        break
                free[loc] -= 1
                hands[loc] |= 1 << c
        return tuple(hands)


def bid_weight(view: OhHellView, world: World, starts: list[int], bidders: list[int],
               trump: int, turned: int) -> float:
    """How likely the bids made are for the hands of ``world`` (product over the bidders)."""
    n = view.rules.players
    weight = 1.0
    for s in bidders:
        start = world[s] | starts[s]
        dist = hand_distribution(start, trump, n, turned)
        weight *= bid_likelihood(dist, view.bids[s])  # type: ignore[arg-type]
    return weight


def plays_of(view: OhHellView) -> list[tuple[int, int]]:
    """The plays of this deal in order: ``(seat, card index)``."""
    out = [(s, c.index) for t in view.tricks for s, c in t.plays]
    out.extend((s, c.index) for s, c in view.trick)
    return out


def weighted_worlds(view: OhHellView, rng: random.Random, count: int,
                    oversample: int = OVERSAMPLE,
                    play_evidence: float = PLAY_EVIDENCE) -> list[World]:
    """``count`` worlds, drawn from ``oversample * count`` dealt ones in proportion to how well
    they fit the bids made and the cards played by the other seats (see the module
    docstring; ``play_evidence = 1``: the cards played do not weigh)."""
    sampler = OhHellSampler(knowledge_of(view))
    n = view.rules.players
    bidders = [s for s in range(n) if s != view.seat and view.bids[s] is not None]
    plays = plays_of(view) if play_evidence < 1.0 else []
    if not (bidders or plays) or oversample <= 1:
        return [sampler.sample(rng) for _ in range(count)]
    trump = -1 if view.trump is None else int(view.trump)
    turned = 0 if view.turned_card is None else view.turned_card.mask
    starts = played_by(view)
    facts = facts_of(view)
    dealt = [sampler.sample(rng) for _ in range(oversample * count)]
    weights = []
    for world in dealt:
        weight = bid_weight(view, world, starts, bidders, trump, turned)
        if plays:
            start = [world[s] | starts[s] for s in range(n)]
            weight *= play_evidence ** policy_misses(facts, start, plays, view.seat)
        weights.append(weight)
    total = sum(weights)
    # systematic resampling: one random offset, evenly spaced pointers
    step = total / count
    pointer = rng.random() * step
    out = []
    acc = 0.0
    for w, world in zip(weights, dealt, strict=True):
        acc += w
        while pointer < acc and len(out) < count:
            out.append(world)
            pointer += step
    while len(out) < count:  # rounding at the very end
        out.append(dealt[-1])
    return out


__all__ = ["OVERSAMPLE", "PLAY_EVIDENCE", "OhHellSampler", "World", "bid_weight",
           "knowledge_of", "plays_of", "weighted_worlds"]
