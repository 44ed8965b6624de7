"""Places as in sport: equal totals share a place and the next place is skipped (OH_HELL §9)."""

from __future__ import annotations

from collections.abc import Sequence


def sport_places(totals: Sequence[int], *, higher_wins: bool = True) -> tuple[int, ...]:
    """The place (1-based) of each total: ``(50, 50, 30)`` gives ``(1, 1, 3)``."""
    sign = -1 if higher_wins else 1
    return tuple(1 + sum(1 for other in totals if sign * other < sign * mine) for mine in totals)
