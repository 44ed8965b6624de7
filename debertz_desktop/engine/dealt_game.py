"""What every game's state does alike (Debertz's ``Game``, ``OhHellGame``, ``MagistrGame``):
a game dealt deal after deal from a seed, played through the protocol of
:class:`~.game_kind.GameState`.

The shared half keeps the seed, the deals given card by card, the players' names
and the actions taken; it deals each deal (the given deck, or the game's pack
shuffled with the deal's seed) and passes the protocol's calls to the deal being
played, until the game is over.  A game derives from :class:`DealtGame`, says
its pack (``PACK_INDICES``) and the rule that ends it (``END_RULE``), starts its
first deal and writes each deal when it is over (``_finish_deal``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from .action import Action
from .dealing import deal_rng
from .errors import QT_TRANSLATE_NOOP, IllegalActionError, RecordError
from .events import DealStarted, Event
from .phase import Phase

_ = QT_TRANSLATE_NOOP


class DealtGame:
    """The shared half of a game's state (see the module docstring)."""

    # The card indices of the game's pack, in the order a deal shuffles them.
    PACK_INDICES: ClassVar[tuple[int, ...]]
    # The rules' section that says the game is over (the reason an action after it is refused).
    END_RULE: ClassVar[str]

    def __init__(self, rules: Any, seed: int = 0, *, deals: dict[int, Any] | None = None,
                 names: Sequence[str] | None = None) -> None:
        self.rules = rules
        self.seed = seed
        self.explicit_deals = dict(deals or {})
        self.names: tuple[str, ...] = ()
        self.rename(names if names else tuple(f"Player {i + 1}" for i in range(rules.players)))
        self.history: list[tuple[int, Action]] = []
        #: Where the deal being played began in ``history`` (a resumed game's undo stays
        #: within it, as a played one's does).
        self.deal_start = 0
        self._opening_events: list[Event] = []
        # The deal being played (``deal.number``, ``deal.dealer``).
        self.deal: Any = None

    # -- the protocol ---------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` when the game is over."""
        seat = self.deal.to_act  # -1 once the last deal is over: a new deal starts at once
        return None if seat < 0 else seat

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self.is_over else self.deal.phase

    def legal_actions(self, seat: int) -> list[Action]:
        """What ``seat`` may do now (empty when it is not its turn or the game is over)."""
        return self.deal.legal_actions(seat)

    def can_apply(self, seat: int, action: Action) -> bool:
        return action in self.legal_actions(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Do ``action`` for ``seat`` and return what happened.

        Raises :class:`IllegalActionError` (a ``ValueError``) naming the rule;
        the game is unchanged then.
        """
        if self.is_over:
            raise IllegalActionError(_("Rules", "the game is over"), self.END_RULE)
        deal = self.deal
        events = deal.apply(seat, action)
        self.history.append((seat, action))
        if deal.phase is Phase.OVER:  # a deal starts only when one ends: off the hot path
            events.extend(self._finish_deal())
            self._note_deal_start(events)
        return events

    def _note_deal_start(self, events: list[Event]) -> None:
        """A deal started with ``events`` (the last action is in ``history``)."""
        if any(isinstance(event, DealStarted) for event in events):
            self.deal_start = len(self.history)

    # -- between deals ----------------------------------------------------------------------

    def _first_dealer(self) -> int:
        """The dealer of the first deal: the given first deal's, else drawn with the seed."""
        first = self.explicit_deals.get(1)
        return first.dealer if first else self._draw_first_dealer(deal_rng(self.seed, 0))

    def _draw_first_dealer(self, rng: random.Random) -> int:
        """The first dealer drawn by lot (a seat at random)."""
        return rng.randrange(self.rules.players)

    def _dealt(self, number: int, dealer: int) -> tuple[int, list[int]]:
        """The dealer and the deck (top card first) of deal ``number``: the deal given card
        by card if there is one, else ``dealer`` and the pack shuffled with the deal's seed."""
        explicit = self.explicit_deals.get(number)
        if explicit is not None:
            return explicit.dealer, [c.index for c in explicit.deck]
        deck = list(self.PACK_INDICES)
        deal_rng(self.seed, number).shuffle(deck)
        return dealer, deck

    def _finish_deal(self) -> list[Event]:
        """The deal just over is written; the next one starts, or the game is over."""
        raise NotImplementedError

    # -- reading the state ------------------------------------------------------------------

    @property
    def side_names(self) -> tuple[str, ...]:
        return self.names

    def _checked_names(self, names: Sequence[str]) -> tuple[str, ...]:
        """``names``, one per seat; :class:`RecordError` if there are not as many."""
        names = tuple(names)
        if len(names) != self.rules.players:
            raise RecordError(_("Record", "{count} names for {players} players"),
                              count=str(len(names)), players=str(self.rules.players))
        return names

    def rename(self, names: Sequence[str], team_names: Sequence[str] | None = None) -> None:
        """The seats' names (e.g. when the interface language changes); rules do not care."""
        self.names = self._checked_names(names)

    @property
    def opening_events(self) -> list[Event]:
        """The events of the current deal's start (for a client that joins now)."""
        return list(self._opening_events)


__all__ = ["DealtGame"]
