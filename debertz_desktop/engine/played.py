"""A trick as every seat saw it played, for the games whose views share this shape."""

from __future__ import annotations

from dataclasses import dataclass

from .pack import PackCard


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    leader: int
    #: (seat, card) in the order they were played.
    plays: tuple[tuple[int, PackCard], ...]
    winner: int
    #: Points in the trick where cards count (0 in Oh Hell and Magistr).
    points: int = 0
