"""What happened: the records that every game's ``apply`` returns.

Events carry only what every seat may know (a hidden hand never appears in an
event), so a user interface animates them and a server broadcasts them as they
are.  A seat's own cards are read from its view.  The events here are the ones
every game shares — a deal started, an action every seat sees, a card played,
a trick taken, a deal written, the game over — so the table, the network and
the statistics read them alike; each game adds its own (``debertz/events.py``,
``oh_hell/events.py``).

A card is each game's own card type and a row each game's own sheet row; the
network's reader resolves ``PlayingCard`` and ``SheetRow`` per game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .action import Action
    from .pack import PlayingCard

#: A game's sheet row (Debertz's ``DealRow``, ``OhHellRow``, ``MagistrRow``).
SheetRow = Any


class Event:
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    number: int
    dealer: int
    #: Cards each seat got before the turned card (Debertz), or in all.
    hand_size: int
    #: The card turned face up (Debertz's trump proposal, Oh Hell's trump), if any.
    turned_card: PlayingCard | None
    #: ``True`` when this deal has no bidding (RULES §4 ``forced_after_hang``).
    forced: bool


@dataclass(frozen=True, slots=True)
class ActionTaken(Event):
    """A seat did something every seat sees (a bid, an answer, "ready", a trump named)."""

    seat: int
    action: Action


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: PlayingCard


@dataclass(frozen=True, slots=True)
class TrickTaken(Event):
    winner: int
    cards: tuple[PlayingCard, ...]
    #: Card points in the trick (Debertz); 0 where cards count no points.
    points: int
    last: bool


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    row: SheetRow


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    #: The winning side; with shared first places, the first of them (see the sheet's places).
    winner_side: int
