"""The computer player interface: a bot sees only its seat's view and returns an action.

A bot never receives the game itself (RULES §3–§8 decide what a seat may know;
``SeatView`` carries exactly that).  Bots are deterministic for a given seed,
so a tournament, a test or a bug report can replay their choices, and one bot
object serves one seat; the table calls ``choose`` from a worker thread.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from enum import StrEnum

from ..engine.debertz.actions import Action
from ..engine.debertz.views import SeatView


class Level(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class Bot(ABC):
    """A computer player for one seat."""

    level: Level

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    @abstractmethod
    def choose(self, view: SeatView) -> Action:
        """One of ``view.legal_actions``; ``view.to_act == view.seat``."""
