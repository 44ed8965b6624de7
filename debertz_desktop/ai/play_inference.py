"""How likely the other seats' cards were in a sampled world: a solver's policy as their model.

``inference.PlayEvidence`` reads two habits (the lowest card to a lost
trick, the master led first).  This module reads every card the others
chose: in a sampled world their hands when they chose it are known (their
cards now plus the cards they played since), so the position of each of
their past choices can be rebuilt and solved with every hand open
(``solver.analyse``, each seat playing for itself: ``search_sides``).  A player
who sees his own cards rarely throws points away, so a card that loses many
points against the best one in that world makes the world unlikely: the
likelihood of one choice is

    FLOOR + (1 - FLOOR) * exp(beta * v(card)) / sum(exp(beta * v(c)) for legal c)

(a softmax over the exact margins ``v``, ``beta`` per point), and a world's
weight is the product over the choices.  The floor keeps any world possible: a
human's odd card, or a choice that was good only for what its player could not
see, makes a world rarer, never impossible.

With ``redeals = k`` the model is a PIMC player's rather than a seer's: a
choice's margins are averaged over ``k`` re-deals of the cards its player
could not see then (every card not in his hand nor played yet, dealt at
random to the other hands of their sizes), as a player who samples worlds
from his own seat would value his cards — so a card that was a fair guess
from his seat no longer makes the real world unlikely because, with every
hand open, it was a mistake.  The re-deals are seeded by the world and the
choice: the same world always gets the same weight.

Only public facts are read (the view's tricks, the seats that played them and
the contract): :class:`PlayHistory` is built from the seat's view, and the
hands come from the world being weighed, never from the game.  With 3 players
the older positions are searched to :data:`DEPTH` tricks (the rest estimated):
a whole 3-player deal is too slow to solve once per world and choice.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.debertz.cards import FULL_DECK_MASK, Contract, index_list
from ..engine.debertz.tricks import TrickRules, legal_mask
from ..engine.debertz.views import SeatView
from .knowledge import contract_tables, played_by, tricks_played
from .position import Position, search_sides
from .solver import analyse

#: The least likelihood of one choice (see the module docstring).
FLOOR = 0.05
#: Tricks searched after the current one when rebuilding a choice, by player count.
DEPTH: dict[int, int | None] = {2: None, 3: 1, 4: 1}


@dataclass(frozen=True, slots=True)
class PlayHistory:
    """The other seats' card choices of the deal so far, ready to weigh worlds."""

    players: int
    #: Per seat, every card it has played this deal (the trick in progress included).
    played: tuple[int, ...]
    #: Per choice of another seat, in order: the seat, the trick before its card, the card,
    #: and per seat the cards played before that choice.
    choices: tuple[tuple[int, tuple[int, ...], int, tuple[int, ...]], ...]
    rules: TrickRules
    points: tuple[int, ...]
    #: Per seat, the sides it plays for (``search_sides`` of that seat).
    sides: tuple[tuple[int, ...], ...]
    beta: float
    #: Re-deals of the unseen cards per choice (0: every hand open; module docstring).
    redeals: int = 0

    @classmethod
    def of(cls, view: SeatView, beta: float, redeals: int = 0) -> PlayHistory:
        rules = view.rules
        n = rules.players
        tr, points = contract_tables(view)
        gone = [0] * n
        choices = []
        usable = view.contract is not None and view.contract is not Contract.ALL_TRUMP
        for cards, seats in tricks_played(view):
            for i, (seat, card) in enumerate(zip(seats, cards, strict=True)):
                if usable and seat != view.seat:
                    choices.append((seat, tuple(cards[:i]), card, tuple(gone)))
                gone[seat] |= 1 << card
        return cls(n, tuple(played_by(view)), tuple(choices), tr, points,
                   tuple(search_sides(rules, s) for s in range(n)), beta, redeals)

    def __bool__(self) -> bool:
        return bool(self.choices)

    def likelihood(self, world: tuple[int, ...]) -> float:
        """The product of every choice's likelihood in ``world`` (one hand per seat)."""
        n = self.players
        start = [world[s] | self.played[s] for s in range(n)]
        value = 1.0
        for number, (seat, trick, card, gone) in enumerate(self.choices):
            hands = tuple(start[s] & ~gone[s] for s in range(n))
            leader = (seat - len(trick)) % n
            seats = [(leader + k) % n for k in range(len(trick))]
            best = 0
            for k in range(1, len(trick)):
                if self.rules.beats(trick[k], trick[best], trick[0] >> 3):
                    best = k
            legal = legal_mask(self.rules, hands[seat], list(trick), seats, seat, best)
            if legal & (legal - 1) == 0:
                continue  # a forced card tells nothing
            values = self._values(hands, trick, seat, gone, (world, number))
            top = max(values.values())
            total = sum(math.exp(self.beta * (v - top)) for v in values.values())
            p = math.exp(self.beta * (values[card] - top)) / total
            value *= FLOOR + (1.0 - FLOOR) * p
        return value


    def _values(self, hands: tuple[int, ...], trick: tuple[int, ...], seat: int,
                gone: tuple[int, ...], key: tuple) -> dict[int, float]:
        """The margin of each legal card of ``seat`` at a past choice: with every hand open,
        or averaged over :attr:`redeals` re-deals of what the seat could not see."""
        depth = DEPTH[self.players]
        if not self.redeals:
            pos = Position(hands=hands, trick=trick, to_act=seat, rules=self.rules,
                           points=self.points, sides=self.sides[seat])
            return {c: float(v) for c, v in analyse(pos, depth=depth).values.items()}
        played = 0
        for g in gone:
            played |= g
        unseen = index_list(FULL_DECK_MASK & ~played & ~hands[seat])
        others = [s for s in range(self.players) if s != seat]
        sizes = [hands[s].bit_count() for s in others]
        rng = random.Random(hash(key))
        totals: dict[int, float] = {}
        for _ in range(self.redeals):
            rng.shuffle(unseen)
            dealt = list(hands)
            at = 0
            for s, size in zip(others, sizes, strict=True):
                mask = 0
                for c in unseen[at:at + size]:
                    mask |= 1 << c
                dealt[s] = mask
                at += size
            pos = Position(hands=tuple(dealt), trick=trick, to_act=seat, rules=self.rules,
                           points=self.points, sides=self.sides[seat])
            for c, v in analyse(pos, depth=depth).values.items():
                totals[c] = totals.get(c, 0.0) + v
        return {c: v / self.redeals for c, v in totals.items()}


__all__ = ["DEPTH", "FLOOR", "PlayHistory"]
