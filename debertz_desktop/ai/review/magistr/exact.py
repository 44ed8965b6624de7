"""The exact value of every card of a Magistr decision, with every hand known.

"Best play by all" is the computer's own search (``ai/magistr/search.py``):
with three or four players ``solve`` — max^n, every player for himself, as the
game is scored (MASTER §2), ties to the first card in the order of
``World.legal``; with two ``solve_pair`` — alpha-beta, since every sub-game
hands out a fixed total (§7) and what one player gains the other loses.  A
value is the seat's points for the deal under §7 (negative in the minus half,
deals 1–12), the deal ending early once every scoring card is taken
(``early_end``), so the points lost are a difference of points on the sheet.

* **A card.**  The card is laid on the true position and the rest of the deal
  is played out to its end.
* **Too large to search.**  Exact search runs once at most :func:`exact_cards`
  cards are left in all hands — ten with two players, whose hands are then open
  to each other (the Hard player's threshold, ``hard.Plan``: from fourteen the
  search of a deal's decisions takes 11 s median), three cards each with three
  and four players (:data:`REVIEW_EXACT_CARDS`, above Hard's six and eight: a
  review can wait longer than a card — 0.1 s median for a whole deal's search
  part, where four cards each took 1.2 s with three players and 2.3 s with four;
  ``benchmarks/review_times.py --tables ma3 ma4 --exact-only``) — and within
  :data:`MAX_NODES`; before that every
  seat plays Medium's quick card (``policy.quick_card``) with every hand open,
  until the exact search can take over.  Such values are estimates and their
  decisions say so (:attr:`Note.ESTIMATED`).

Nothing here is sampled: the same record always gives the same values.  A
line (the deal's end after a card) follows the same play: each seat's best card
by the same search, the first among equals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ....engine.magistr.actions import PLAYS
from ....engine.magistr.deal import MagistrDeal
from ....engine.magistr.sheet import write_row
from ....engine.pack import Suit
from ...magistr.hard import Plan
from ...magistr.policy import Aim, quick_card
from ...magistr.search import NodeLimit, solve, solve_pair
from ...magistr.world import World, clone_bank
from ..lines import Cancelled
from ..model import Line
from ..replay import Timeline

#: Hard's plan: its thresholds for the exact search.
PLAN = Plan()
#: Nodes one exact search may visit before the line goes on by Medium's quick card.
MAX_NODES = 200_000
_INF = float("inf")


#: Cards left in all hands from which the review searches exactly with 3 and 4 players.
REVIEW_EXACT_CARDS = {3: 9, 4: 12}


def exact_cards(players: int) -> int:
    """How many cards (in all hands) the exact search starts from at ``players``."""
    if players == 2:
        return PLAN.open_exact_cards
    return max(PLAN.exact_cards.get(players, 0), REVIEW_EXACT_CARDS.get(players, 0))


def world_of(deal: MagistrDeal) -> World:
    """The true position of ``deal`` (every hand open) as the computer players' world."""
    n = deal.rules.players
    levels = [[deal.trumps.suit_level(suit, seat) for suit in Suit] for seat in range(n)]
    world = World(deal.rules, deal.number, deal.hands, levels)
    world.taken = list(deal.taken)
    world.tricks = list(deal.tricks)
    world.log = deal.bank_log()
    world.gone = deal.taken_mask
    world.bank = clone_bank(deal.bank)
    world.to_act = deal.to_act
    world.over = deal.to_act < 0
    world.ended_early = deal.ended_early
    return world


def _key(world: World) -> tuple:
    """What decides the rest of a deal and its points: the hands, the bank, who is to act,
    the cards each seat took and who took each bank."""
    bank = world.bank
    return (tuple(world.hands), tuple((c.index, s) for c, s in zip(bank.cards, bank.seats,
                                                                    strict=True)),
            world.to_act, tuple(world.taken), tuple(t for t, _ in world.log))


@dataclass(frozen=True, slots=True)
class Outcome:
    """Where a line ends: the plays from its start, the deal at its end (``World``), whether
    it was estimated anywhere (played by the quick card before the exact search ran)."""

    plays: tuple[tuple[int, int], ...]
    end: World
    estimated: bool

    @property
    def points(self) -> tuple[int, ...]:
        return self.end.points()


class Searcher:
    """Exact values and lines of one deal (see the module docstring)."""

    def __init__(self, timeline: Timeline, cancelled: Callable[[], bool] | None = None) -> None:
        self.timeline = timeline
        self.rules = timeline.rules
        self.n = self.rules.players
        self.limit = exact_cards(self.n)
        self.cancelled = cancelled or (lambda: False)
        self._values: dict[tuple, float | None] = {}
        self._best: dict[tuple, int | None] = {}

    def _check(self) -> None:
        if self.cancelled():
            raise Cancelled

    # -- the search ------------------------------------------------------------------------

    def value(self, world: World, seat: int) -> float | None:
        """``seat``'s points at the end of ``world`` with everybody at his best, or ``None``
        if too large to search."""
        if world.over:
            return float(world.points()[seat])
        if world.cards_left > self.limit:
            return None
        key = (_key(world), seat)
        if key in self._values:
            return self._values[key]
        self._check()
        budget = [MAX_NODES]
        try:
            if self.n == 2:
                found: float | None = solve_pair(world.copy(), seat, -_INF, _INF, budget)
            else:
                found = float(solve(world.copy(), budget)[seat])
        except NodeLimit:
            found = None
        self._values[key] = found
        return found

    def best_card(self, world: World) -> int | None:
        """The card the search plays for the seat to act (the first of the best), or ``None``
        if too large to search."""
        legal = world.legal(world.to_act)
        if len(legal) == 1:
            return legal[0]
        if world.cards_left > self.limit:
            return None
        key = _key(world)
        if key in self._best:
            return self._best[key]
        self._check()
        seat = world.to_act
        budget = [MAX_NODES]
        best: int | None = None
        try:
            if self.n == 2:
                top = self.value(world, seat)
                if top is not None:  # the first card worth the position's value
                    for card in legal:
                        child = world.copy()
                        child.play(card)
                        if solve_pair(child, seat, top - 1, top + 1, budget) == top:
                            best = card
                            break
            else:
                values = {}
                for card in legal:
                    child = world.copy()
                    child.play(card)
                    values[card] = solve(child, budget)[seat]
                best = max(legal, key=lambda c: (values[c], -legal.index(c)))
        except NodeLimit:
            best = None
        self._best[key] = best
        return best

    def finish(self, world: World) -> Outcome:
        """The rest of the deal from ``world`` (kept), everybody playing his best."""
        world = world.copy()
        aim = Aim.of(world)
        plays: list[tuple[int, int]] = []
        estimated = False
        while not world.over:
            card = self.best_card(world)
            if card is None:
                estimated = True
                card = quick_card(world, world.to_act, None, aim)
            plays.append((world.to_act, card))
            world.play(card)
        return Outcome(tuple(plays), world, estimated)

    def end_value(self, world: World, seat: int) -> tuple[float, bool]:
        """``seat``'s points at the end of :meth:`finish` (without its line) and whether
        estimated."""
        world = world.copy()
        aim = Aim.of(world)
        estimated = False
        while True:
            found = self.value(world, seat)
            if found is not None:
                return found, estimated
            estimated = True
            world.play(quick_card(world, world.to_act, None, aim))

    # -- a decision ------------------------------------------------------------------------

    def card_values(self, deal: MagistrDeal, seat: int) -> tuple[dict[int, float], bool]:
        """The points of ``seat`` after each legal card of the true position, and whether
        they are estimates."""
        world = world_of(deal)
        values = {}
        estimated = False
        for card in world.legal(seat):
            child = world.copy()
            child.play(card)
            values[card], guessed = self.end_value(child, seat)
            estimated |= guessed
        return values, estimated

    def after_card(self, deal: MagistrDeal, card: int) -> Outcome:
        """The rest of the deal after ``card`` is laid on the true position."""
        world = world_of(deal)
        seat = world.to_act
        world.play(card)
        outcome = self.finish(world)
        return Outcome(((seat, card), *outcome.plays), outcome.end, outcome.estimated)

    def line(self, outcome: Outcome) -> Line:
        """A :class:`Line` of the deal's end as the sheet would write it."""
        final = self.timeline.final
        end = outcome.end
        row = write_row(self.rules, final.number, final.dealer, final.first_leader, end.taken,
                        end.tricks, end.log, end.hand_size, end.over and not end.ended_early)
        return Line(tuple((s, PLAYS[c]) for s, c in outcome.plays), row, row.points)


__all__ = ["MAX_NODES", "PLAN", "REVIEW_EXACT_CARDS", "Outcome", "Searcher", "exact_cards",
           "world_of"]
