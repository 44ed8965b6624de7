"""The score keeper for games played with real cards (RULES §13): its window and forms.

The checks and the scoring are Qt-free, in ``debertz_desktop.keeper``.
"""

from .window import ScoreKeeperWindow

__all__ = ["ScoreKeeperWindow"]
