"""A play-phase position with every hand open: what the double-dummy solver searches.

The Hard bot builds one :class:`Position` per sampled world (its own hand, the
sampled hidden hands, the trick on the table) and hands it to
:mod:`debertz_desktop.ai.solver`.  Everything is plain bit masks and tuples so
that a world is cheap to build; the duties of play stay in
:mod:`debertz_desktop.engine.debertz.tricks` (RULES §8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.debertz.cards import CARDS, LAST_TRICK_BONUS, mask_points
from ..engine.debertz.rules import RuleSet
from ..engine.debertz.tricks import TrickRules

if TYPE_CHECKING:
    from ..engine.debertz.deal import Deal


@dataclass(frozen=True, slots=True)
class Position:
    """Open hands, the trick in progress and the seat to act.

    ``sides[seat]`` names the side each seat plays for.  The solver maximises
    the margin of the side of ``to_act`` against all other seats together: with
    2 players and with pairs that is the game's own zero-sum split; with 3 or 4
    solo players it is the *paranoid* reduction (the mover against a coalition
    of everybody else).  A caller may pass other sides, e.g. ``(0, 1, 1)`` to
    let two defenders of a 3-player deal play as allies.
    """

    #: Cards of each seat, as masks over card indices (``suit * 8 + rank``).
    hands: tuple[int, ...]
    #: Cards of the trick in progress, in the order they were played.
    trick: tuple[int, ...]
    #: The seat to play the next card; the trick's leader is ``to_act - len(trick)``.
    to_act: int
    rules: TrickRules
    #: Card points of every card index for the contract (``cards.points_table``).
    points: tuple[int, ...]
    #: The side of every seat (``RuleSet.side_of``).
    sides: tuple[int, ...]

    def __post_init__(self) -> None:
        n = len(self.hands)
        if n not in (2, 3, 4):
            raise ValueError(f"a position has 2, 3 or 4 hands, not {n}")
        if len(self.sides) != n:
            raise ValueError(f"{len(self.sides)} sides for {n} seats")
        if not 0 <= self.to_act < n:
            raise ValueError(f"to_act = {self.to_act} is not a seat of {n}")
        if len(self.trick) >= n:
            raise ValueError(f"a trick in progress holds fewer than {n} cards")
        if len(self.points) != 32:
            raise ValueError("points must give the points of all 32 card indices")
        seen = 0
        for c in self.trick:
            if seen >> c & 1:
                raise ValueError(f"{CARDS[c]} appears twice")
            seen |= 1 << c
        for seat, h in enumerate(self.hands):
            if h < 0 or h >> 32:
                raise ValueError(f"hand {seat} is not a 32-bit card mask")
            if seen & h:
                raise ValueError(f"seat {seat} holds a card that is already elsewhere")
            seen |= h
        size = self.hands[self.to_act].bit_count()
        if size == 0:
            raise ValueError("the seat to act has no card: the play is over")
        leader = self.leader
        for k in range(n):
            seat = (leader + k) % n
            want = size - 1 if k < len(self.trick) else size
            if self.hands[seat].bit_count() != want:
                raise ValueError(f"seat {seat} holds {self.hands[seat].bit_count()} cards, "
                                 f"expected {want}")

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def leader(self) -> int:
        return (self.to_act - len(self.trick)) % len(self.hands)

    @property
    def trick_seats(self) -> tuple[int, ...]:
        n = len(self.hands)
        return tuple((self.leader + k) % n for k in range(len(self.trick)))

    @property
    def remaining_points(self) -> int:
        """Card points still to be taken (hands and the trick) plus the last trick."""
        live = 0
        for h in self.hands:
            live |= h
        for c in self.trick:
            live |= 1 << c
        return mask_points(live, self.points) + LAST_TRICK_BONUS

    @classmethod
    def from_deal(cls, deal: Deal) -> Position:
        """The true position of a deal in play — for tests, benchmarks and post-deal review.

        A bot must never call this during play: it would see every hand.
        """
        rules = deal.rules
        return cls(hands=tuple(deal.hands), trick=tuple(deal.trick), to_act=deal.to_act,
                   rules=deal.tr, points=tuple(deal.points),
                   sides=tuple(rules.side_of(s) for s in range(deal.n)))


def search_sides(rules: RuleSet, seat: int) -> tuple[int, ...]:
    """Who plays with whom in ``seat``'s search: the seat's side is 0, everybody against it 1.

    Pairs and 2 players: the real sides.  3 or 4 solo players: the seat alone
    against all the others, as maker and as defender alike — everyone writes
    his own total (RULES §10.1), so the other defender is an opponent too.
    """
    if rules.teams or rules.players == 2:
        mine = rules.side_of(seat)
        return tuple(0 if rules.side_of(s) == mine else 1 for s in range(rules.players))
    return tuple(0 if s == seat else 1 for s in range(rules.players))
