"""Playing a card of the 52-card pack (Oh Hell, Magistr): one action with a text form that
round-trips (``"QS"``), shared by the games that use ``pack.PackCard``."""

from __future__ import annotations

from dataclasses import dataclass

from .action import Action
from .pack import PACK, PackCard


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play ``card`` (OH_HELL §5, MASTER §5)."""

    card: PackCard

    def __str__(self) -> str:
        return str(self.card)


#: One action per card, by card index: legal actions are built without allocating.
PLAYS: tuple[PlayCard, ...] = tuple(PlayCard(c) for c in PACK)
