"""A whole game of Oh Hell: the deals of the schedule one after another, the sheet and the
places (OH_HELL §2, §6, §7).  The same protocol as Debertz's ``Game``::

    game = OhHellGame(rules, seed=7)
    while not game.is_over:
        seat = game.to_act
        events = game.apply(seat, choose(game.legal_actions(seat)))  # or game.view(seat)

Dealing is seeded: (rules, seed, explicit deals, actions) replays a game exactly.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..dealing import ExplicitDeck
from ..dealt_game import DealtGame
from ..events import DealScored, DealStarted, Event, GameOver
from ..pack import PACK, PackCard
from ..places import sport_places
from .deal import OhHellDeal
from .rules import PACK_SIZE, OhHellRules
from .scoring import write_row
from .sheet import OhHellRow, OhHellSheet
from .views import OhHellView, oh_hell_view


class OhHellExplicitDeal(ExplicitDeck):
    """A deal given card by card: the deck's order (top card first) and the dealer."""

    deck: tuple[PackCard, ...]

    INDICES = tuple(range(PACK_SIZE))


class OhHellGame(DealtGame):
    """The state of a game of Oh Hell and the protocol to play it."""

    GAME = "oh_hell"
    PACK_INDICES = OhHellExplicitDeal.INDICES
    END_RULE = "§7"

    rules: OhHellRules
    deal: OhHellDeal

    def __init__(self, rules: OhHellRules, seed: int = 0, *,
                 deals: dict[int, OhHellExplicitDeal] | None = None,
                 names: Sequence[str] | None = None) -> None:
        super().__init__(rules, seed, deals=deals, names=names)
        self.totals: tuple[int, ...] = (0,) * rules.players
        self.rows: list[OhHellRow] = []
        self.over = False
        self._opening_events = self._start_deal(1, self._first_dealer())

    @property
    def is_over(self) -> bool:
        return self.over

    # -- between deals ----------------------------------------------------------------------

    def _start_deal(self, number: int, dealer: int) -> list[Event]:
        dealer, deck = self._dealt(number, dealer)
        self.deal = OhHellDeal(self.rules, number, dealer, deck)
        turned = None if self.deal.turned is None else PACK[self.deal.turned]
        return [DealStarted(number, dealer, self.deal.hand_size, turned, False)]

    def _finish_deal(self) -> list[Event]:
        rules = self.rules
        deal = self.deal
        turned = None if deal.turned is None else PACK[deal.turned]
        row = write_row(rules, deal.number, deal.dealer, deal.hand_size,
                        [b for b in deal.bids if b is not None], deal.taken, self.totals,
                        trump=None if turned is None else turned.suit, turned=turned)
        self.totals = row.totals
        self.rows.append(row)
        events: list[Event] = [DealScored(row)]
        if deal.number >= rules.deal_count:
            self.over = True
            places = sport_places(self.totals)
            events.append(GameOver(places.index(1)))
            return events
        events.extend(self._start_deal(deal.number + 1, (deal.dealer + 1) % rules.players))
        self._opening_events = events[1:]
        return events

    # -- reading the state ------------------------------------------------------------------

    @property
    def places(self) -> tuple[int, ...] | None:
        return sport_places(self.totals) if self.over else None

    @property
    def winner_side(self) -> int | None:
        """The first seat of the first place (several may share it: see :attr:`places`)."""
        places = self.places
        return None if places is None else places.index(1)

    @property
    def sheet(self) -> OhHellSheet:
        return OhHellSheet(self.names, self.rules.schedule, list(self.rows), self.over,
                           self.rules.sheet_columns.value, self.rules.failed_bid.value)

    def view(self, seat: int) -> OhHellView:
        """What ``seat`` may know now (OH_HELL §3–§5)."""
        return oh_hell_view(self.deal, seat, names=self.names, scores=self.totals,
                            rows=tuple(self.rows), places=self.places)
