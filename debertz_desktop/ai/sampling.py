"""Dealing worlds: the hidden cards spread over the other hands and the stock, fitting a view.

A *world* is one card mask per location (the seats, then the stock), exactly
the shape :meth:`Knowledge.consistent` checks.  Every hard constraint the seat
knows is kept (``knowledge.py`` turns them into masks): played cards, revealed
voids, "no trump left" and "no higher trump" (RULES §8), the turned card and
the exchanged seven (RULES §3, §5), shown and announced combinations and bella
(RULES §6), hand sizes and the stock.

Dealing never runs into a dead end.  The cards are placed one at a time, and a
card goes to a location only if the cards still to place can then fill every
location — Hall's condition for a card-to-location assignment with
capacities, checked over the (at most 2⁴) subsets of locations.  So a world is
found whenever one exists (in particular, always when the seat's view comes
from a real deal), in a time bounded by the number of cards.  A card goes to
a location with probability proportional to the location's free room, which
is the uniform deal when nothing constrains the cards and close to it
otherwise.  Announcements of unknown suit (``Knowledge.alternatives``) choose
one feasible suit first, uniformly.  The same ``random.Random`` state gives
the same worlds.
"""

from __future__ import annotations

import random

from ..engine.debertz.cards import index_list
from .knowledge import Knowledge

World = tuple[int, ...]
#: Hands so far, possible cards, free room per location, cards still to place.
_Start = tuple[list[int], list[int], list[int], int]


class NoWorldError(ValueError):
    """No deal of the hidden cards fits the knowledge (the knowledge is contradictory)."""


class WorldSampler:
    """Deals random worlds consistent with one :class:`Knowledge` (see the module docstring)."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.knowledge = knowledge
        k = knowledge
        self._locations = [loc for loc in range(k.players + 1) if loc != k.seat]
        #: Every non-empty subset of the locations, as a bit set over their positions in
        #: ``_locations``; ``_low[bits]`` is the lowest position of ``bits``.
        self._full = (1 << len(self._locations)) - 1
        self._low = [(bits & -bits).bit_length() - 1 for bits in range(self._full + 1)]

    # -- feasibility ---------------------------------------------------------------

    def _feasible(self, possible: list[int], free: list[int], rest: int) -> bool:
        """Can the cards ``rest`` fill the ``free`` room of every location within ``possible``?

        Hall's condition, for every subset of the locations: the cards that only
        the subset can take fit in its room, and the subset can reach enough cards
        to fill it.  Reach and room of all subsets are built one location at a time.
        """
        locs = self._locations
        room = [free[loc] for loc in locs]
        if rest.bit_count() != sum(room):
            return False
        full = self._full
        low = self._low
        reach = [0] * (full + 1)
        size = [0] * (full + 1)
        for bits in range(1, full + 1):
            i = low[bits]
            before = bits & (bits - 1)
            reach[bits] = reach[before] | (possible[locs[i]] if room[i] else 0)
            size[bits] = size[before] + room[i]
        for bits in range(1, full + 1):
            # the cards that only locations of ``bits`` can take must fit in them
            if (rest & ~reach[full ^ bits]).bit_count() > size[bits]:
                return False
            if (rest & reach[bits]).bit_count() < size[bits]:
                return False
        return True

    def _start(self, chosen: dict[int, int]) -> _Start | None:
        """Hands with ``must`` and the chosen alternatives placed; ``None`` if impossible."""
        k = self.knowledge
        hands = list(k.must)
        for seat, mask in chosen.items():
            hands[seat] |= mask
        placed = 0
        for loc in self._locations:
            if hands[loc] & placed:
                return None
            placed |= hands[loc]
            if hands[loc] & ~k.possible[loc] or hands[loc].bit_count() > k.sizes[loc]:
                return None
        possible = [p & ~placed for p in k.possible]
        free = [k.sizes[loc] - hands[loc].bit_count() for loc in range(k.players + 1)]
        rest = k.hidden & ~placed
        if not self._feasible(possible, free, rest):
            return None
        return hands, possible, free, rest

    def _choose_alternatives(self, rng: random.Random) -> _Start:
        """Pick one option of every announced combination of unknown suit, keeping a deal."""
        alternatives = self.knowledge.alternatives
        chosen: dict[int, int] = {}

        def search(i: int) -> _Start | None:
            if i == len(alternatives):
                return self._start(chosen)
            seat, masks = alternatives[i]
            order = list(masks)
            rng.shuffle(order)
            before = chosen.get(seat, 0)
            for mask in order:
                chosen[seat] = before | mask
                if self._start(chosen) is None:
                    continue
                found = search(i + 1)
                if found is not None:
                    return found
            chosen[seat] = before
            if not before:
                del chosen[seat]
            return None

        found = search(0)
        if found is None:
            raise NoWorldError("no deal of the hidden cards fits what the seat knows")
        return found

    # -- dealing ---------------------------------------------------------------------

    def sample(self, rng: random.Random) -> World:
        """One random world; raises :class:`NoWorldError` only if none exists."""
        hands, possible, free, rest = self._choose_alternatives(rng)
        locs = self._locations
        cards = index_list(rest)
        rng.shuffle(cards)
        # the most constrained cards first: fewer places to go
        cards.sort(key=lambda c: sum(1 for loc in locs if possible[loc] >> c & 1))
        for c in cards:
            bit = 1 << c
            rest &= ~bit
            options = [loc for loc in locs if free[loc] and possible[loc] & bit]
            while options:
                total = sum(free[loc] for loc in options)
                pick = rng.randrange(total)
                for loc in options:
                    pick -= free[loc]
                    if pick < 0:
                        break
                free[loc] -= 1
                if len(options) == 1 or self._feasible(possible, free, rest):
                    hands[loc] |= bit
                    break
                free[loc] += 1
                options.remove(loc)
            else:  # pragma: no cover - excluded by the feasibility invariant
                raise NoWorldError("dealing reached a dead end")
        return tuple(hands)

    def samples(self, rng: random.Random, count: int) -> list[World]:
        return [self.sample(rng) for _ in range(count)]


def sample_world(knowledge: Knowledge, rng: random.Random) -> World:
    """One world consistent with ``knowledge`` (one card mask per location)."""
    return WorldSampler(knowledge).sample(rng)


def sample_worlds(knowledge: Knowledge, rng: random.Random, count: int) -> list[World]:
    """``count`` independent worlds consistent with ``knowledge``."""
    return WorldSampler(knowledge).samples(rng, count)


__all__ = ["NoWorldError", "World", "WorldSampler", "sample_world", "sample_worlds"]
