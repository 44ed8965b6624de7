"""The exact value of every alternative of an Oh Hell decision, with every hand known.

"Best play by all" is the computer's own search (``ai/oh_hell/search.py``):
every seat plays to make its own bid first and, once that is decided, to break
the others' (max^n with the small ``spite`` term), equal choices going to the
lowest card — so a line is the same every time.  A value is what the deal
then writes for the seat under the rules in force (OH_HELL §6: 10 + the bid
when it takes exactly its bid, else nothing or minus the difference; a made 0
as ``zero_bid`` says), so the points lost are a difference of written points.

* **A card.**  The card is played on the true position and the rest of the
  deal is searched to its end (``solve_vectors``: every seat's value after each
  legal card, turned back into written points).
* **A bid.**  The seat's bid is replaced and every other bid is kept as it was
  really made (the dealer's, where ``dealer_restriction`` would now forbid it,
  becomes the nearest bid he may make, the lower one first); then the whole
  deal is played with every hand open as above.
* **Too large to search.**  Exact search runs once at most :data:`EXACT_CARDS`
  cards are left in all hands (the thresholds of the Hard player, where one
  search takes about a millisecond) and within :data:`MAX_NODES`; before that a
  line is played by Medium's policy with every hand open
  (``policy.play_card``) until the exact search can take over.  Such values
  are estimates and their decisions say so (:attr:`Note.ESTIMATED`).

Nothing here is sampled: the same record always gives the same values.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ....engine.oh_hell.actions import PLAYS
from ....engine.oh_hell.deal import OhHellDeal
from ....engine.oh_hell.scoring import write_row
from ....engine.pack import PACK, RANKS, index_list
from ....engine.phase import Phase
from ...oh_hell.hard import NATIVE_PLAN, PYTHON_PLAN
from ...oh_hell.policy import DealFacts, play_card
from ...oh_hell.search import NATIVE, Position, Scoring, SearchLimit, solve_vectors
from ..lines import Cancelled
from ..model import Line
from .timeline import OhHellTimeline

#: Per table size: the exact search runs when at most this many cards are left in all hands.
EXACT_CARDS: dict[int, int] = dict((NATIVE_PLAN if NATIVE else PYTHON_PLAN).exact_cards)
#: Nodes one exact search may visit before the line goes on by Medium's policy.
MAX_NODES = 1_000_000 if NATIVE else 40_000


def exact_cards(players: int) -> int:
    """How many cards (in all hands) the exact search starts from at ``players``."""
    return EXACT_CARDS.get(players, 0)


def position_of(deal: OhHellDeal, bids: tuple[int, ...]) -> Position:
    """The true position of ``deal`` (every hand open) with ``bids``."""
    rules = deal.rules
    n = rules.players
    facts = DealFacts(n, -1 if deal.trump is None else deal.trump,
                      0 if deal.turned is None else 1 << deal.turned, tuple(bids),
                      rules.failed_points(1, 0) != 0)
    voids = [0] * n
    played = 0
    tricks = [(seats, cards) for _leader, seats, cards, _winner in deal.tricks]
    if deal.trick:
        tricks.append((tuple(deal.trick_seats), tuple(deal.trick)))
    for seats, cards in tricks:
        led = cards[0] // RANKS
        for s, c in zip(seats, cards, strict=True):
            played |= 1 << c
            if c // RANKS != led:
                voids[s] |= 1 << led
    to_act = deal.to_act if deal.phase is Phase.PLAY else deal.first_leader
    return Position(facts, list(deal.hands), list(deal.trick), list(deal.trick_seats), played,
                    list(deal.taken), voids, to_act)


@dataclass(frozen=True, slots=True)
class Outcome:
    """Where a line ends: the plays from its start, the tricks taken, whether it was
    estimated anywhere (played by the policy before the exact search could run)."""

    plays: tuple[tuple[int, int], ...]
    taken: tuple[int, ...]
    estimated: bool


class Searcher:
    """Exact values and lines of one deal (see the module docstring)."""

    def __init__(self, timeline: OhHellTimeline,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.timeline = timeline
        self.rules = timeline.rules
        self.hand_size = timeline.final.hand_size
        self.scoring = Scoring.of(self.rules, self.hand_size)
        self.cancelled = cancelled or (lambda: False)
        self.limit = exact_cards(self.rules.players)

    def _check(self) -> None:
        if self.cancelled():
            raise Cancelled

    def vectors(self, pos: Position) -> dict[int, tuple[float, ...]] | None:
        """Every seat's value after each legal card, or ``None`` if too large to search."""
        if pos.cards_left > self.limit:
            return None
        self._check()
        try:
            return solve_vectors(pos, self.scoring, MAX_NODES)
        except SearchLimit:
            return None

    def outcome(self, pos: Position) -> Outcome:
        """The rest of the deal from ``pos`` (kept), everybody playing his best."""
        pos = pos.copy()
        plays: list[tuple[int, int]] = []
        estimated = False
        while pos.cards_left:
            seat = pos.to_act
            legal = pos.legal()
            if not legal & (legal - 1):
                card = legal.bit_length() - 1
            else:
                found = self.vectors(pos)
                if found is None:
                    estimated = True
                    card = play_card(pos.facts, seat, pos.hands[seat], pos.trick, pos.seats,
                                     pos.played, pos.taken, pos.voids)
                else:
                    card = best_card(found, seat)
            plays.append((seat, card))
            pos.play(card)
        return Outcome(tuple(plays), tuple(pos.taken), estimated)

    def written(self, bids: tuple[int, ...], taken: tuple[int, ...]) -> list[int]:
        return self.scoring.written(bids, taken)

    def line(self, first: tuple[int, object] | None, outcome: Outcome,
             bids: tuple[int, ...]) -> Line:
        """A :class:`Line` of the deal's end as the sheet would write it."""
        timeline = self.timeline
        deal = timeline.final
        actions = [] if first is None else [first]
        actions.extend((s, PLAYS[c]) for s, c in outcome.plays)
        turned = None if deal.turned is None else PACK[deal.turned]
        row = write_row(self.rules, deal.number, deal.dealer, deal.hand_size, bids,
                        outcome.taken, timeline.totals_before,
                        trump=None if turned is None else turned.suit, turned=turned)
        return Line(tuple(actions), row, tuple(outcome.taken))

    # -- a card ----------------------------------------------------------------------------

    def card_values(self, deal: OhHellDeal, seat: int,
                    ) -> tuple[dict[int, float], dict[int, Outcome | None], bool]:
        """The written points of ``seat`` after each legal card of the true position, the
        outcome after each (``None`` where not played out yet) and whether estimated."""
        bids = tuple(b or 0 for b in deal.bids)
        pos = position_of(deal, bids)
        legal = pos.legal()
        found = self.vectors(pos)
        if found is not None:
            values = {c: float(self.scoring.written_of(v)[seat]) for c, v in found.items()}
            return values, dict.fromkeys(values), False
        values, outcomes = {}, {}
        for card in index_list(legal):
            child = pos.copy()
            child.play(card)
            outcome = self.outcome(child)
            outcomes[card] = outcome
            values[card] = float(self.written(bids, outcome.taken)[seat])
        return values, outcomes, True

    def after_card(self, deal: OhHellDeal, card: int) -> Outcome:
        """The rest of the deal after ``card`` is played on the true position."""
        pos = position_of(deal, tuple(b or 0 for b in deal.bids))
        pos.play(card)
        outcome = self.outcome(pos)
        return Outcome(((deal.to_act, card), *outcome.plays), outcome.taken,
                       outcome.estimated)

    # -- a bid ---------------------------------------------------------------------------------

    def bids_with(self, seat: int, bid: int) -> tuple[int, ...]:
        """The deal's real bids with ``seat``'s replaced by ``bid`` (the dealer's moved to the
        nearest bid he may make, where the restriction would forbid it: OH_HELL §4, §9)."""
        final = self.timeline.final
        bids = [b or 0 for b in final.bids]
        bids[seat] = bid
        dealer = final.dealer
        k = self.hand_size
        if self.rules.dealer_restriction and dealer != seat:
            forbidden = k - sum(b for s, b in enumerate(bids) if s != dealer)
            if bids[dealer] == forbidden:
                bids[dealer] = forbidden - 1 if forbidden > 0 else forbidden + 1
        return tuple(bids)

    def after_bid(self, seat: int, bid: int) -> tuple[tuple[int, ...], Outcome]:
        """The bids and the whole deal played with every hand open, ``seat`` bidding ``bid``."""
        bids = self.bids_with(seat, bid)
        start = self.timeline.moments[0].deal
        pos = position_of(start, bids)
        return bids, self.outcome(pos)


def best_card(vectors: dict[int, tuple[float, ...]], seat: int) -> int:
    """The card the search plays for ``seat``: the best value, the lowest card among equals."""
    best = None
    for card in sorted(vectors):
        if best is None or vectors[card][seat] > vectors[best][seat]:
            best = card
    assert best is not None
    return best


__all__ = ["EXACT_CARDS", "MAX_NODES", "Outcome", "Searcher", "best_card", "exact_cards",
           "position_of"]
