"""Double-dummy lines: the rest of a deal played out with every hand open (RULES §1, §8).

A *line* starts from a copy of the true deal and plays every remaining card
the way the exact solver (``ai/solver.py``) says is best, from the point of
view of one seat: that seat's side takes as many card points (and the last
trick's 10) as it can, everybody else plays against it — the game itself with
2 players and with pairs, the paranoid reduction with 3 or 4 solo players
(``position.search_sides``).  Declarations are all made (double dummy,
declaring never costs: RULES §6) and bella is declared whenever it may be.
Where several cards are equally good, the card actually played in the same
position is taken, then the card the seat played earliest in the real deal,
so that a line stays as close to what happened as best play allows.

The finished copy is written by the engine (``scoring.write_deal`` on a copy of
the sheet's state): a line's totals and row are the rules' own, never a
re-implementation.  A search too large for :data:`EXACT_NODES` trick nodes
(rare 4-player positions) falls back to a depth and the line is marked
estimated.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

from ...engine.debertz import actions as A
from ...engine.debertz.deal import Deal, Phase
from ...engine.debertz.scoring import ScoreState, deal_totals, write_deal
from ..position import Position, search_sides
from ..solver import Analysis, analyse_first
from .model import Line

#: Trick nodes an exact search may take before the line falls back to a depth.
EXACT_NODES = 3_000_000
#: The fallback: the current trick and this many more, within this many nodes.
FALLBACK = (3, 400_000)


class Cancelled(Exception):
    """The review was stopped (the window closed)."""


class Searches:
    """Exact analyses of positions, remembered: the lines of one review share many."""

    def __init__(self, cancelled: Callable[[], bool] | None = None) -> None:
        self._cache: dict[Position, Analysis] = {}
        self._cancelled = cancelled or (lambda: False)
        #: Set when a search had to stop at a depth (its values are estimates).
        self.estimated = False

    def analyse(self, pos: Position) -> Analysis:
        found = self._cache.get(pos)
        if found is None:
            if self._cancelled():
                raise Cancelled
            found = analyse_first(pos, ((None, EXACT_NODES), FALLBACK))
            if len(self._cache) > 50_000:
                self._cache.clear()
            self._cache[pos] = found
        if not found.exact:
            self.estimated = True
        return found


def position_of(deal: Deal, seat: int) -> Position:
    """The true position of ``deal`` in play, searched for ``seat``'s side."""
    return Position(hands=tuple(deal.hands), trick=tuple(deal.trick), to_act=deal.to_act,
                    rules=deal.tr, points=tuple(deal.points),
                    sides=search_sides(deal.rules, seat))


@dataclass(frozen=True, slots=True)
class Guide:
    """What the real deal did, for a line to follow where best play allows.

    Among equally good cards a line plays the card played in the same real
    position, then the card the seat played earliest in the real deal.  A seat
    declares what it really declared (RULES §6: declarations do not depend on
    the play); one whose real declarations its cards no longer allow (another
    contract changed its hand), and every seat of ``declare_all``, declares all
    it holds — declaring never costs double dummy.
    """

    #: The card played in each real position: (hands, trick) → card index.
    played: dict[tuple[tuple[int, ...], tuple[int, ...]], int]
    #: Each seat's cards in the order it played them.
    order: tuple[tuple[int, ...], ...]
    #: Each seat's real declarations.
    declared: tuple[frozenset, ...] = ()
    declare_all: frozenset[int] = frozenset()

    @classmethod
    def of(cls, final: Deal, plays: Iterable[tuple[Deal, int, int]]) -> Guide:
        """From the real deal at its end and ``(deal before the card, seat, card index)``."""
        players = final.n
        played = {}
        order: list[list[int]] = [[] for _ in range(players)]
        for deal, seat, card in plays:
            played[(tuple(deal.hands), tuple(deal.trick))] = card
            order[seat].append(card)
        declared = tuple(frozenset(d) for d in getattr(final, "declared", [[]] * players))
        return cls(played, tuple(tuple(o) for o in order), declared)

    def declaring_all(self, seats: Iterable[int]) -> Guide:
        return replace(self, declare_all=self.declare_all | frozenset(seats))

    def choose(self, deal: Deal, seat: int, candidates: Sequence[int]) -> int:
        real = self.played.get((tuple(deal.hands), tuple(deal.trick)))
        if real is not None and real in candidates:
            return real
        for card in self.order[seat] if seat < len(self.order) else ():
            if card in candidates:
                return card
        return min(candidates)

    def declarations(self, deal: Deal, seat: int,
                     legal: Sequence[A.Action]) -> list[A.Declare]:
        """The declarations ``seat`` makes now in a line."""
        offered = [a for a in legal if isinstance(a, A.Declare)]
        if not offered:
            return []
        real = self.declared[seat] if seat < len(self.declared) else frozenset()
        if seat not in self.declare_all and real <= set(deal.available[seat]):
            return [a for a in offered if a.combination in real]
        return offered


NO_GUIDE = Guide({}, ())


def play_out(deal: Deal, seat: int, searches: Searches,
             guide: Guide = NO_GUIDE) -> list[tuple[int, A.Action]]:
    """Play ``deal`` (mutated) to the end of its play, double dummy for ``seat``'s side;
    returns the actions taken."""
    taken: list[tuple[int, A.Action]] = []
    declared: set[int] = set()
    while deal.phase is Phase.PLAY:
        mover = deal.to_act
        legal = deal.legal_actions(mover)
        key = mover * 16 + deal.played_count[mover]
        if key not in declared:
            declared.add(key)
            declarations = guide.declarations(deal, mover, legal)
            for declare in declarations:
                deal.apply(mover, declare)
                taken.append((mover, declare))
            if declarations:
                legal = deal.legal_actions(mover)
        values = searches.analyse(position_of(deal, seat)).values
        top = max(values.values())
        card = guide.choose(deal, mover, [c for c, v in values.items() if v == top])
        action = A.PLAY_BELLA[card] if A.PLAY_BELLA[card] in legal else A.PLAY[card]
        deal.apply(mover, action)
        taken.append((mover, action))
    return taken


def written_line(deal: Deal, actions: Sequence[tuple[int, A.Action]],
                 score_before: ScoreState) -> Line:
    """A finished copy of a deal as a :class:`Line`: its actions, its row and its totals,
    written by the engine on a copy of the sheet's state (RULES §9–§10)."""
    assert deal.phase is Phase.OVER
    outcome = deal.outcome()
    row = write_deal(deal.rules, outcome, copy.deepcopy(score_before))
    return Line(tuple(actions), row, tuple(deal_totals(deal.rules, outcome)))


def written_value(line: Line, side: int) -> float:
    """What the line writes for ``side`` less what it writes for the others (their mean)."""
    sides = line.row.sides
    others = [s.written for k, s in enumerate(sides) if k != side]
    return float(sides[side].written - sum(others) / len(others))


def trick_number(deal: Deal) -> int:
    """The trick in progress (1 = the first), 0 before play."""
    if deal.phase is not Phase.PLAY and deal.start_hands is None:
        return 0
    return len(deal.tricks) + 1


__all__ = ["EXACT_NODES", "NO_GUIDE", "Cancelled", "Guide", "Searches", "play_out",
           "position_of", "trick_number", "written_line", "written_value"]
