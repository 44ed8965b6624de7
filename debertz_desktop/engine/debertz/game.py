"""A whole game: deals one after another, the sheet, dealers and the end (RULES §2, §10, §13).

This is the one protocol everybody uses — the table, the computer players, the
network and the tests::

    game = Game(rules, seed=7)
    while not game.is_over:
        seat = game.to_act
        action = choose(game.legal_actions(seat))     # or game.view(seat)
        events = game.apply(seat, action)            # IllegalActionError names the rule

Dealing is seeded: (rules, seed, explicit deals, actions) replays a game exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..dealing import ExplicitDeck
from ..dealt_game import DealtGame
from .cards import CARDS, Card
from .deal import Deal
from .events import DealScored, DealStarted, Event, GameOver
from .rules import FirstBidder, FirstDealer, NextDealer, RuleSet
from .scoring import ScoreState, write_deal
from .sheet import DealKind, DealRow, ScoreSheet
from .views import SeatView, seat_view


class ExplicitDeal(ExplicitDeck):
    """A deal given card by card: the deck's order (top card first) and the dealer."""

    deck: tuple[Card, ...]

    INDICES = tuple(range(32))


def seat_by_written(rules: RuleSet, written: Sequence[int], dealer: int, *,
                    lowest: bool) -> int:
    """The seat whose side wrote most (or least) — the next dealer or first bidder.

    Ties, and the choice within a pair, go to the first seat left of ``dealer``
    (RULES §15).  ``written`` is per side, penalties excluded.
    """
    n = rules.players
    per_seat = [written[rules.side_of(s)] for s in range(n)]
    goal = min(per_seat) if lowest else max(per_seat)
    return next(s for s in ((dealer + k) % n for k in range(1, n + 1)) if per_seat[s] == goal)


def side_names(rules: RuleSet, names: Sequence[str]) -> tuple[str, ...]:
    """The names of the sides on the sheet: the players, or the pairs (RULES §2, §13)."""
    if rules.teams:
        return (f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}")
    return tuple(names)


class Game(DealtGame):
    """The state of a game and the protocol to play it."""

    PACK_INDICES = ExplicitDeal.INDICES
    END_RULE = "§10.3"

    rules: RuleSet
    deal: Deal

    def __init__(self, rules: RuleSet, seed: int = 0, *,
                 deals: dict[int, ExplicitDeal] | None = None,
                 names: Sequence[str] | None = None) -> None:
        self._team_names: tuple[str, ...] | None = None
        super().__init__(rules, seed, deals=deals, names=names)
        self.score = ScoreState(rules.sides)
        self.rows: list[DealRow] = []
        self._last_written: list[int] | None = None  # previous deal, penalties excluded
        self._last_nonvoid_written: list[int] | None = None
        self._events: list[Event] = []
        self._start_deal(1, self._first_dealer())

    # -- the protocol --------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.score.winner_side is not None

    @property
    def winner_side(self) -> int | None:
        return self.score.winner_side

    # -- between deals ---------------------------------------------------------------------

    def _draw_first_dealer(self, rng: random.Random) -> int:
        """The first ace of the shuffled pack deals (``draw_ace``), else a seat at random."""
        n = self.rules.players
        if self.rules.first_dealer is FirstDealer.DRAW_ACE:
            deck = list(range(32))
            rng.shuffle(deck)
            for i, c in enumerate(deck):
                if CARDS[c].rank.text == "A":
                    return i % n
        return rng.randrange(n)

    def _start_deal(self, number: int, dealer: int) -> list[Event]:
        rules = self.rules
        dealer, deck = self._dealt(number, dealer)
        n = rules.players
        first_bidder = (dealer + 1) % n
        if rules.first_bidder is FirstBidder.PREVIOUS_LOSER and self._last_nonvoid_written:
            first_bidder = seat_by_written(rules, self._last_nonvoid_written, dealer, lowest=True)
        forced = self.score.forced_maker
        self.score.forced_maker = None
        self.deal = Deal(rules, number, dealer, deck, first_bidder=first_bidder,
                         forced_maker=forced)
        self.deal.scores = self.score.totals
        started = DealStarted(number, dealer, rules.first_deal_size, CARDS[self.deal.turned],
                              forced is not None)
        events: list[Event] = [started, *self.deal.events]
        self.deal.events = []
        self._opening_events = events
        return events

    def _finish_deal(self) -> list[Event]:
        rules = self.rules
        deal = self.deal
        outcome = deal.outcome()
        row = write_deal(rules, outcome, self.score)
        self.rows.append(row)
        events: list[Event] = [DealScored(row)]
        void = row.kind is DealKind.VOID
        if void and deal.forced and self.score.forced_maker is None:
            self.score.forced_maker = deal.maker  # RULES §15: the obligation carries
        if self.is_over:
            events.append(GameOver(self.score.winner_side))  # type: ignore[arg-type]
            return events
        written = [s.written - s.penalty for s in row.sides]
        n = rules.players
        if void or rules.next_dealer is NextDealer.ROTATE:
            dealer = (deal.dealer + 1) % n
        else:
            dealer = seat_by_written(
                rules, written, deal.dealer,
                lowest=rules.next_dealer is NextDealer.PREVIOUS_LOSER)
        if not void:
            self._last_nonvoid_written = written
        events.extend(self._start_deal(deal.number + 1, dealer))
        return events

    # -- reading the state ---------------------------------------------------------------------

    @property
    def sheet(self) -> ScoreSheet:
        return ScoreSheet(self.side_names, self.rules.target, list(self.rows),
                          self.score.winner_side)

    @property
    def side_names(self) -> tuple[str, ...]:
        if self.rules.teams and self._team_names is not None:
            return self._team_names
        return side_names(self.rules, self.names)

    def rename(self, names: Sequence[str], team_names: Sequence[str] | None = None) -> None:
        """The seats' names (and, in pairs, the pairs' names: "A & B" unless given), e.g.
        when the interface language changes or a player joins; the rules do not care."""
        names = self._checked_names(names)
        if team_names is not None and len(team_names) != self.rules.sides:
            raise ValueError(f"{len(team_names)} pair names for {self.rules.sides} sides")
        self.names = names
        self._team_names = tuple(team_names) if team_names is not None and self.rules.teams \
            else None

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (RULES §3–§8): the protocol's observer."""
        score = self.score
        return seat_view(self.deal, seat, names=self.names, scores=score.totals,
                         hanging_pool=score.hanging_pool, rows=self.rows,
                         winner_side=score.winner_side)
