"""Debertz's own events (RULES §3–§12); the ones every game shares are re-exported from
``engine/events.py`` so Debertz code reads all its events from here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..events import ActionTaken, CardPlayed, DealScored, DealStarted, Event, GameOver, TrickTaken
from .cards import Card, Contract, Rank, Suit
from .combinations import Combination, CombinationKind

if TYPE_CHECKING:
    from .actions import RedealReason, WinKind

__all__ = [
    "ActionTaken", "BellaDeclared", "BottomCardShown", "BuyInDealt", "CardPlayed",
    "CombinationAnnounced", "CombinationsCompared", "DaveAnswered", "DaveOffered", "DealScored",
    "DealStarted", "Event", "FinishClaimed", "GameOver", "RedealClaimed", "SevenExchanged",
    "TrickTaken", "TrumpFixed", "WinClaimed",
]


@dataclass(frozen=True, slots=True)
class TrumpFixed(Event):
    """The bidding ended with a contract (``maker`` is ``None`` in a negative round)."""

    maker: int | None
    contract: Contract
    trump: Suit | None


@dataclass(frozen=True, slots=True)
class BuyInDealt(Event):
    seat: int
    count: int
    took_turned_card: bool


@dataclass(frozen=True, slots=True)
class BottomCardShown(Event):
    card: Card


@dataclass(frozen=True, slots=True)
class SevenExchanged(Event):
    seat: int
    seven: Card
    turned_card: Card


@dataclass(frozen=True, slots=True)
class RedealClaimed(Event):
    seat: int
    reason: RedealReason
    shown: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class WinClaimed(Event):
    seat: int
    kind: WinKind
    shown: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CombinationAnnounced(Event):
    """A seat declared a sequence: its kind and top rank are said aloud."""

    seat: int
    kind: CombinationKind
    top: Rank


@dataclass(frozen=True, slots=True)
class CombinationsCompared(Event):
    """The declarations are closed. The winning side's combinations are shown.

    ``winner_side`` is ``None`` when nobody wins (yet): with ``tied_sides`` set,
    the tie is decided by the last trick (``combination_tie = last_trick``).
    """

    winner_side: int | None
    shown: tuple[tuple[int, Combination], ...]
    tied_sides: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BellaDeclared(Event):
    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class DaveOffered(Event):
    seat: int
    stake: int


@dataclass(frozen=True, slots=True)
class DaveAnswered(Event):
    seat: int
    accepted: bool
    stake: int


@dataclass(frozen=True, slots=True)
class FinishClaimed(Event):
    seat: int
    side: int
    points: int
    success: bool
