"""The review of a replayed deal decision by decision, for the games reviewed from a
:class:`~.replay.Timeline` (Oh Hell, Magistr).

A decision is an action of the seat with more than one legal choice.  For each
the game's ``estimates(view)`` gives Hard's values and choice from the seat's
view (when ``with_knowable``) and ``decide(moment, values)`` its
:class:`~.model.Decision` with the exact values; the deal's best play is the
best line of the seat's first mistake.  ``progress(done, total)`` is called as
the work goes on (a worker thread shows it).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .model import DealReview, Decision
from .replay import Moment, Timeline

Progress = Callable[[int, int], None]


class Steps:
    """The work of a deal's review counted step by step, each step told to ``progress``."""

    def __init__(self, total: int, progress: Progress | None) -> None:
        self.total = total
        self.done = 0
        self.progress = progress

    def __call__(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, self.total)


def review_moments(game: str, timeline: Timeline, seat: int, *,
                   decide: Callable[[Moment, dict], Decision],
                   estimates: Callable[[Any], tuple[dict, Any]],
                   with_knowable: bool = True, progress: Progress | None = None,
                   started: float | None = None) -> DealReview:
    """The review of ``timeline`` (a deal of ``game``) for ``seat``."""
    started = time.perf_counter() if started is None else started
    plan = [m for m in timeline.moments if m.seat == seat and len(m.legal) > 1]
    step = Steps(len(plan) * (2 if with_knowable else 1), progress)
    decisions = []
    for moment in plan:
        values: dict = {}
        choice = None
        if with_knowable:
            values, choice = estimates(moment.view)
            step()
        decision = decide(moment, values)
        if choice is not None:
            decision = replace(decision, hard_choice=choice)
        decisions.append(decision)
        step()
    first = next((d for d in decisions if d.is_mistake), None)
    return DealReview(game, timeline.number, seat, timeline.actions, tuple(decisions),
                      timeline.row, None if first is None else first.best_line,
                      None if first is None else first.index,
                      time.perf_counter() - started)


__all__ = ["Progress", "Steps", "review_moments"]
