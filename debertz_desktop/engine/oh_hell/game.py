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

from ..action import Action
from ..dealing import ExplicitDeck, deal_rng
from ..errors import QT_TRANSLATE_NOOP, IllegalActionError, RecordError
from ..events import DealScored, DealStarted, Event, GameOver
from ..pack import PACK, PackCard
from ..phase import Phase
from ..places import sport_places
from .deal import OhHellDeal
from .rules import PACK_SIZE, OhHellRules
from .scoring import write_row
from .sheet import OhHellRow, OhHellSheet
from .views import OhHellView, oh_hell_view

_ = QT_TRANSLATE_NOOP


class OhHellExplicitDeal(ExplicitDeck):
    """A deal given card by card: the deck's order (top card first) and the dealer."""

    deck: tuple[PackCard, ...]

    INDICES = tuple(range(PACK_SIZE))


class OhHellGame:
    """The state of a game of Oh Hell and the protocol to play it."""

    GAME = "oh_hell"

    def __init__(self, rules: OhHellRules, seed: int = 0, *,
                 deals: dict[int, OhHellExplicitDeal] | None = None,
                 names: Sequence[str] | None = None) -> None:
        self.rules = rules
        self.seed = seed
        self.explicit_deals = dict(deals or {})
        self.names: tuple[str, ...] = ()
        self.rename(names if names else tuple(f"Player {i + 1}" for i in range(rules.players)))
        self.totals: tuple[int, ...] = (0,) * rules.players
        self.rows: list[OhHellRow] = []
        self.history: list[tuple[int, Action]] = []
        self.over = False
        first = self.explicit_deals.get(1)
        dealer = first.dealer if first else deal_rng(seed, 0).randrange(rules.players)
        self.deal: OhHellDeal = None  # type: ignore[assignment]
        self._opening_events = self._start_deal(1, dealer)

    # -- the protocol ---------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def to_act(self) -> int | None:
        seat = self.deal.to_act
        return None if seat < 0 else seat

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self.over else self.deal.phase

    def legal_actions(self, seat: int) -> list[Action]:
        return self.deal.legal_actions(seat)

    def can_apply(self, seat: int, action: Action) -> bool:
        return action in self.legal_actions(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Do ``action`` for ``seat`` and return what happened; an illegal action raises
        :class:`IllegalActionError` naming the rule and changes nothing."""
        if self.over:
            raise IllegalActionError(_("Rules", "the game is over"), "§7")
        deal = self.deal
        events = deal.apply(seat, action)
        self.history.append((seat, action))
        if deal.phase is Phase.OVER:
            events.extend(self._finish_deal())
        return events

    # -- between deals ----------------------------------------------------------------------

    def _start_deal(self, number: int, dealer: int) -> list[Event]:
        explicit = self.explicit_deals.get(number)
        if explicit is not None:
            dealer = explicit.dealer
            deck = [c.index for c in explicit.deck]
        else:
            deck = list(range(PACK_SIZE))
            deal_rng(self.seed, number).shuffle(deck)
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
                           self.rules.sheet_columns.value)

    @property
    def side_names(self) -> tuple[str, ...]:
        return self.names

    def rename(self, names: Sequence[str], team_names: Sequence[str] | None = None) -> None:
        """The seats' names (e.g. when the interface language changes); rules do not care."""
        names = tuple(names)
        if len(names) != self.rules.players:
            raise RecordError(_("Record", "{count} names for {players} players"),
                              count=str(len(names)), players=str(self.rules.players))
        self.names = names

    @property
    def opening_events(self) -> list[Event]:
        """The events of the current deal's start (for a client that joins now)."""
        return list(self._opening_events)

    def view(self, seat: int) -> OhHellView:
        """What ``seat`` may know now (OH_HELL §3–§5)."""
        return oh_hell_view(self.deal, seat, names=self.names, scores=self.totals,
                            rows=tuple(self.rows), places=self.places)
