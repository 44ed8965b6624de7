"""Who sits where: the host's plan for each seat, the table's configuration, players' names."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

from ..engine.game_kind import GameKind
from ..engine.games import kind_of
from .limits import Limits
from .messages import NAME_LIMIT
from .seat_kind import SeatKind

#: Unicode categories never kept in a name or a chat line (controls, format, unassigned).
CONTROL_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


@dataclass(frozen=True)
class SeatPlan:
    """What the host chose for a seat: who sits there (and the computer's level)."""

    kind: SeatKind
    #: The name of a host or computer seat (a person brings his own).
    name: str = ""
    level: str | None = None


@dataclass(frozen=True)
class TableConfig:
    """A table to host: its name, its rules (any game's: the rules say which game), who sits
    where, its join code and seed."""

    name: str
    rules: Any
    seats: tuple[SeatPlan, ...]
    join_code: str | None = None
    seed: int = 0
    #: Whether the transport encrypts (told to clients; the state machine does not encrypt).
    encrypted: bool = False
    limits: Limits = field(default_factory=Limits)
    table_id: str = ""

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{len(self.seats)} seat plans for {self.rules.players} players")
        if sum(p.kind is SeatKind.HOST for p in self.seats) > 1:
            raise ValueError("only one seat can be the host's")

    @property
    def kind(self) -> GameKind:
        """The game the table plays."""
        return kind_of(self.rules)


def clean_name(text: str) -> str:
    """A player's name as shown: NFC, single spaces, no control characters; empty if too long."""
    text = unicodedata.normalize("NFC", text)
    text = "".join(ch for ch in text if unicodedata.category(ch) not in CONTROL_CATEGORIES)
    text = " ".join(text.split())
    return text if 0 < len(text) <= NAME_LIMIT else ""
