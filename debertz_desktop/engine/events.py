"""What happened: the records that ``Game.apply`` returns.

Events carry only what every seat may know (a hidden hand never appears in an
event), so a user interface animates them and a server broadcasts them as they
are.  A seat's own cards are read from its view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card, Contract, Rank, Suit
from .combinations import Combination, CombinationKind

if TYPE_CHECKING:
    from .actions import Action, RedealReason, WinKind
    from .sheet import DealRow


class Event:
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    number: int
    dealer: int
    #: Cards each seat got before the turned card.
    hand_size: int
    turned_card: Card
    #: ``True`` when this deal has no bidding (RULES §4 ``forced_after_hang``).
    forced: bool


@dataclass(frozen=True, slots=True)
class ActionTaken(Event):
    """A seat did something every seat sees (a bid, an answer, "ready")."""

    seat: int
    action: Action


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
class CardPlayed(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickTaken(Event):
    winner: int
    cards: tuple[Card, ...]
    points: int
    last: bool


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


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    row: DealRow


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner_side: int
