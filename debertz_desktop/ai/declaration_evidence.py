"""What the other seats' declarations, and their silence, say about their hands (RULES §6).

Sequences are declared with the declarer's first card (``declare_until =
first_trick``).  Medium declares every sequence it holds unless an opponent
has already announced a higher one (``medium.MediumBot._declaration``), and so
do Hard, the benchmarks' PIMC player and most people: a tertz is twenty points
for the asking.  So once another seat has played its first card, the
sequences its cards then formed (the cards it holds in a world, and those it
has played since) are known:

* it announced some: they are exactly its sequences, by kind and top card
  (the announcement's own cards are already certain, ``knowledge.py``; this
  says it holds no other run);
* it announced none: it held no sequence, unless an opponent's announcement
  made before its card was higher than its best (and than its partner's).

Nearly a third of the 9-card hands dealt at random hold a tertz or better,
so a silent seat rules out many worlds that uniform sampling would keep, and
makes runs in its suits rarer.  A world that contradicts a seat is
:data:`UNDECLARED` times as likely, once per seat: a person may keep a
combination hidden (RULES §6), which makes such a world rarer, never
impossible.  Only public facts are read: the first trick's order, the
announcements, the cards played.  With Odessa's second-trick declarations
and in a deal after a hang (no declarations, RULES §6) the evidence says
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.debertz.combinations import sequences_in
from ..engine.debertz.rules import DeclareUntil
from ..engine.debertz.views import SeatView
from .knowledge import played_by, tricks_played
from .sampling import World

#: Likelihood factor of a world whose sequences for a seat do not fit what it declared.
UNDECLARED = 0.1

#: A combination's seniority as Medium compares them: (kind, top rank).
Seniority = tuple[int, int]


@dataclass(frozen=True, slots=True)
class SeatDeclarations:
    """One other seat past its first card: what it declared and what might have kept it
    silent."""

    seat: int
    #: The cards it has played (its cards at its first card are the world's hand and these).
    played: int
    #: Its announcements, lowest first (empty: it was silent).
    declared: tuple[Seniority, ...]
    #: The highest announcement of an opponent before its first card, if any.
    beaten_by: Seniority | None
    #: The highest announcement of its own side before its first card, if any.
    own_side: Seniority | None


@dataclass(frozen=True, slots=True)
class DeclarationEvidence:
    """The other seats' declarations, ready to weigh worlds (see the module docstring)."""

    seats: tuple[SeatDeclarations, ...]
    hundred: int | None
    factor: float = UNDECLARED

    @classmethod
    def of(cls, view: SeatView, factor: float = UNDECLARED) -> DeclarationEvidence:
        rules = view.rules
        hundred = rules.hundred_length
        if (factor >= 1.0 or view.forced
                or rules.declare_until is not DeclareUntil.FIRST_TRICK):
            return cls((), hundred, factor)  # not read, or nothing to read
        played = tricks_played(view)
        if not played:
            return cls((), hundred, factor)
        first_seats = played[0][1]
        by_seat = played_by(view)
        announced: dict[int, list[Seniority]] = {}
        for a in view.announcements:
            announced.setdefault(a.seat, []).append((int(a.kind), int(a.top)))
        seats = []
        for position, seat in enumerate(first_seats):
            if seat == view.seat:
                continue
            before = first_seats[:position]
            side = rules.side_of(seat)
            rivals = [x for s in before if rules.side_of(s) != side for x in announced.get(s, [])]
            friends = [x for s in before if rules.side_of(s) == side for x in announced.get(s, [])]
            seats.append(SeatDeclarations(
                seat, by_seat[seat], tuple(sorted(announced.get(seat, []))),
                max(rivals, default=None), max(friends, default=None)))
        return cls(tuple(seats), hundred, factor)

    def __bool__(self) -> bool:
        return bool(self.seats)

    def likelihood(self, world: World) -> float:
        value = 1.0
        for s in self.seats:
            if not self.fits(s, world[s.seat] | s.played):
                value *= self.factor
        return value

    def fits(self, seat: SeatDeclarations, cards: int) -> bool:
        """Whether a seat holding ``cards`` at its first card would have declared as it did."""
        held = sorted((int(c.kind), int(c.top)) for c in sequences_in(cards, self.hundred))
        if seat.declared:
            return tuple(held) == seat.declared
        if not held:
            return True
        best = max(held[-1], seat.own_side or held[-1])
        return seat.beaten_by is not None and seat.beaten_by > best


__all__ = ["UNDECLARED", "DeclarationEvidence", "SeatDeclarations"]
