"""Dealing the hidden cards: worlds consistent with what a seat knows (``seat.py``).

The unknown cards are spread over the other hands (each gets exactly the
number of cards it holds) and, in a 2- or 3-player "All" deal, the cards set
aside (MASTER §4).  A card a seat cannot hold (a void the follow rule showed)
never goes there; a card a seat must hold (the six of diamonds with the first
leader) always does.  Cards are placed most-constrained first, each to a seat
drawn in proportion to the room it has left — close to uniform over the
consistent deals — and a dead end deals again.  Seeded ``random.Random`` in,
worlds out: the same knowledge and seed give the same worlds.
"""

from __future__ import annotations

import random

from ...engine.pack import index_list
from .seat import Knowledge

#: Attempts at a consistent world before the void constraints are dropped (never seen needed).
ATTEMPTS = 60


def deal_hidden(know: Knowledge, rng: random.Random) -> list[int]:
    """One assignment of the unknown cards: each seat's hand (the seat's own included)."""
    for attempt in range(ATTEMPTS):
        hands = _try_deal(know, rng, strict=attempt < ATTEMPTS - 1)
        if hands is not None and (know.first_leader is None
                                  or know.first_lead_consistent(hands)
                                  or attempt >= ATTEMPTS // 2):
            return hands
    hands = _try_deal(know, rng, strict=False)
    assert hands is not None
    return hands


def _try_deal(know: Knowledge, rng: random.Random, strict: bool) -> list[int] | None:
    n = know.players
    me = know.seat
    others = [s for s in range(n) if s != me]
    hands = [0] * n
    hands[me] = know.hand
    room = [0] * (n + 1)  # seat n: the cards set aside
    pool = know.unknown
    for s in others:
        forced = know.forced[s] & pool if strict else 0
        hands[s] = forced
        pool &= ~forced
        room[s] = know.sizes[s] - forced.bit_count()
        if room[s] < 0:
            return None
    room[n] = pool.bit_count() - sum(room[s] for s in others)
    if room[n] < 0:
        return None
    cards = index_list(pool)
    rng.shuffle(cards)
    forbidden = know.forbidden if strict else (0,) * n
    places = [[s for s in others if not forbidden[s] >> c & 1] + [n] for c in cards]
    order = sorted(range(len(cards)), key=lambda i: len(places[i]))
    for i in order:
        c = cards[i]
        open_places = [s for s in places[i] if room[s] > 0]
        if not open_places:
            return None
        total = sum(room[s] for s in open_places)
        pick = rng.randrange(total)
        for s in open_places:
            pick -= room[s]
            if pick < 0:
                break
        room[s] -= 1
        if s < n:
            hands[s] |= 1 << c
    return hands


__all__ = ["deal_hidden"]
