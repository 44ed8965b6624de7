"""A whole game of Magistr: the trumps, 24 deals, the sheet and the places (MASTER §2–§10).

The same protocol as the other games (``to_act``, ``legal_actions``, ``apply``,
``view``).  Before the first deal the trumps are named (§3): under ``own`` each
player in seat order from the dealer's left names his suit; with one or two
common trumps the first dealer names them; otherwise there is nothing to name.
Dealing is seeded: (rules, seed, explicit deals, actions) replays a game exactly.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..action import Action
from ..dealing import ExplicitDeck
from ..dealt_game import DealtGame
from ..errors import QT_TRANSLATE_NOOP, IllegalActionError
from ..events import ActionTaken, DealScored, DealStarted, Event, GameOver
from ..pack import PackCard, Suit
from ..phase import Phase
from .actions import TRUMPS, NameTrump
from .cards import DECK_INDICES
from .deal import MagistrDeal, Trumps
from .rules import DEALS, MagistrRules, NextDealer, TrumpMode
from .sheet import MagistrRow, MagistrSheet, write_row
from .views import MagistrView, magistr_view

_ = QT_TRANSLATE_NOOP


class MagistrExplicitDeal(ExplicitDeck):
    """A deal given card by card: the deck's order (top card first) and the dealer."""

    deck: tuple[PackCard, ...]

    INDICES = tuple(DECK_INDICES)


class MagistrGame(DealtGame):
    """The state of a game of Magistr and the protocol to play it."""

    GAME = "magistr"
    PACK_INDICES = MagistrExplicitDeal.INDICES
    END_RULE = "§10"

    rules: MagistrRules
    # ``None`` while the trumps are named, before the first deal.
    deal: MagistrDeal | None

    def __init__(self, rules: MagistrRules, seed: int = 0, *,
                 deals: dict[int, MagistrExplicitDeal] | None = None,
                 names: Sequence[str] | None = None) -> None:
        super().__init__(rules, seed, deals=deals, names=names)
        self.rows: list[MagistrRow] = []
        self.first_dealer = self._first_dealer()
        self.over = False
        # The trumps named so far: per seat under ``own``, else the common suits in order.
        self._named: list[Suit] = []
        self.trumps = Trumps(rules, self.trump_suits)
        if not self._naming_trumps:
            self._opening_events = self._start_deal(1, self.first_dealer)

    # -- the trumps (§3) ---------------------------------------------------------------------

    @property
    def _trumps_to_name(self) -> int:
        mode = self.rules.trump_mode
        if mode is TrumpMode.OWN:
            return self.rules.players
        return {TrumpMode.ONE_COMMON: 1, TrumpMode.TWO_COMMON: 2}.get(mode, 0)

    @property
    def _naming_trumps(self) -> bool:
        return len(self._named) < self._trumps_to_name

    @property
    def trump_suits(self) -> tuple[Suit | None, ...]:
        """Each seat's trump (``own``), the common trumps, or the senior and junior suits."""
        mode = self.rules.trump_mode
        if mode is TrumpMode.OWN:
            n = self.rules.players
            order = [(self.first_dealer + 1 + i) % n for i in range(n)]
            suits: list[Suit | None] = [None] * n
            for seat, suit in zip(order, self._named, strict=False):
                suits[seat] = suit
            return tuple(suits)
        if mode is TrumpMode.SENIOR_JUNIOR:
            return (self.rules.senior_trump, self.rules.junior_trump)
        return tuple(self._named)

    def _trump_chooser(self) -> int:
        n = self.rules.players
        if self.rules.trump_mode is TrumpMode.OWN:
            return (self.first_dealer + 1 + len(self._named)) % n
        return self.first_dealer

    def _trump_choices(self) -> list[NameTrump]:
        if self.rules.trump_mode is TrumpMode.OWN and not self.rules.own_trump_distinct:
            return list(TRUMPS)
        return [t for t in TRUMPS if t.suit not in self._named]

    # -- the protocol ---------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        if self._naming_trumps:
            return self._trump_chooser()
        assert self.deal is not None
        return None if self.deal.to_act < 0 else self.deal.to_act

    @property
    def phase(self) -> Phase:
        if self.over:
            return Phase.OVER
        if self._naming_trumps:
            return Phase.CHOOSING_TRUMPS
        assert self.deal is not None
        return self.deal.phase

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over:
            return []
        if self._naming_trumps:
            return list(self._trump_choices()) if seat == self._trump_chooser() else []
        return super().legal_actions(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Name a trump, or play the deal (``DealtGame.apply``)."""
        if self.over or not self._naming_trumps:
            return super().apply(seat, action)
        events = self._name_trump(seat, action)
        self.history.append((seat, action))
        self._note_deal_start(events)  # the last trump named: the first deal is dealt
        return events

    def _name_trump(self, seat: int, action: Action) -> list[Event]:
        chooser = self._trump_chooser()
        if seat != chooser:
            raise IllegalActionError(_("Rules", "it is not your turn: seat {seat} is to act"),
                                     "§3", seat=str(chooser))
        if not isinstance(action, NameTrump):
            raise IllegalActionError(_("Magistr", "first the trumps are named"), "§3")
        if action not in self._trump_choices():
            raise IllegalActionError(_("Magistr", "{suit} is already someone's trump: each "
                                       "player names a suit of his own"), "§3",
                                     suit=action.suit.symbol)
        self._named.append(action.suit)
        self.trumps = Trumps(self.rules, self.trump_suits)
        events: list[Event] = [ActionTaken(seat, action)]
        if not self._naming_trumps:
            self._opening_events = self._start_deal(1, self.first_dealer)
            events.extend(self._opening_events)
        return events

    # -- between deals --------------------------------------------------------------------------

    def _start_deal(self, number: int, dealer: int) -> list[Event]:
        dealer, deck = self._dealt(number, dealer)
        self.deal = MagistrDeal(self.rules, number, dealer, deck, self.trumps)
        return [DealStarted(number, dealer, self.deal.hand_size, None, False)]

    def _finish_deal(self) -> list[Event]:
        rules = self.rules
        deal = self.deal
        assert deal is not None
        row = write_row(rules, deal.number, deal.dealer, deal.first_leader, deal.taken,
                        deal.tricks, deal.bank_log(), deal.hand_size, deal.played_out)
        self.rows.append(row)
        events: list[Event] = [DealScored(row)]
        if deal.number >= DEALS:
            self.over = True
            places = self.places
            assert places is not None
            events.append(GameOver(places.index(1)))
            return events
        if rules.next_dealer is NextDealer.FIRST_LEADER:
            dealer = deal.first_leader
        else:
            dealer = (deal.dealer + 1) % rules.players
        started = self._start_deal(deal.number + 1, dealer)
        self._opening_events = started
        events.extend(started)
        return events

    # -- reading the state --------------------------------------------------------------------

    @property
    def sheet(self) -> MagistrSheet:
        return MagistrSheet(self.rules, self.names, list(self.rows), self.over)

    @property
    def places(self) -> tuple[int, ...] | None:
        return self.sheet.places

    @property
    def winner_side(self) -> int | None:
        places = self.places
        return None if places is None else places.index(1)

    def view(self, seat: int) -> MagistrView:
        return magistr_view(self, seat)
