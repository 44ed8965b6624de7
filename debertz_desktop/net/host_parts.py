"""What a host table is made of and gives out: its outputs, a chat line, a seat.

``host_table.HostTable`` gives out ``Send``, ``Close`` and ``Notice`` (``take_output``) and
a ``BotTurn`` when a computer must act; it keeps the chat as ``SaidLine`` and its seats as
``TableSeat``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .messages import ChatEntry
from .seating import SeatKind


@dataclass(frozen=True)
class Send:
    conn: int
    data: bytes


@dataclass(frozen=True)
class Close:
    """Close the connection once what was sent before has gone out."""

    conn: int


class Notice(Enum):
    """Told to the program that runs the table (for discovery and the autosave)."""

    SEATS_CHANGED = "seats_changed"
    GAME_ADVANCED = "game_advanced"
    CHAT_SAID = "chat_said"


Output = Send | Close | Notice


@dataclass(frozen=True)
class BotTurn:
    """A computer must act for ``seat``: ask its bot with ``view``, then call ``bot_acted``."""

    seat: int
    #: The seat's view (the game's own: ``SeatView``, ``OhHellView``, ``MagistrView``).
    view: Any
    moment: int


@dataclass(frozen=True)
class SaidLine:
    """A line of the table's chat as the host keeps it (and its autosave)."""

    n: int
    seat: int
    name: str
    text: str
    #: When it was said: the table's ``now`` plus ``HostTable.clock_offset`` (seconds since
    #: 1970 when the runner sets the offset; the table's own clock in tests).
    at: float

    def entry(self, now: float, offset: float) -> ChatEntry:
        return ChatEntry(self.n, self.seat, self.name, self.text,
                         max(0, round(now + offset - self.at)))


@dataclass
class TableSeat:
    """A seat of the table: who sits there, and his connection."""

    index: int
    kind: SeatKind
    name: str
    level: str | None
    token: str | None = None
    conn: int | None = None
    #: When its person dropped (``None``: connected, or nobody sits there).
    absent_since: float | None = None
    grace: float = 0.0
    computer_playing: bool = False
    #: Its person left on purpose (``leave``), not dropped: told in its ``SeatInfo``.
    left: bool = False

    @property
    def taken(self) -> bool:
        return self.kind is SeatKind.COMPUTER or self.token is not None

    def left_the_game(self, now: float) -> None:
        """Its person left the game on purpose (at ``now``): the computer plays the seat at
        once, the token still taking it back."""
        self.absent_since, self.grace = now, 0.0
        self.computer_playing = self.left = True
