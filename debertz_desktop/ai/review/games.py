"""Which games and deals can be reviewed, and the review of a whole game.

Only Debertz has an analysis yet.  Another game plugs in by adding its
``review_deal`` to :data:`ANALYSES` (Oh Hell: the value of each card would be
the chance of making the bid; ``model.Unit.CHANCE``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.games import kind_of
from ...engine.record import GameRecord
from .deal import review_deal
from .model import DealReview, GameReview
from .timeline import finished_deals

#: The analysis of each game that has one, by the game's key.
ANALYSES: dict[str, Callable[..., DealReview]] = {"debertz": review_deal}


def reviewable(rules: Any) -> bool:
    """Whether deals of ``rules``' game can be reviewed."""
    return kind_of(rules).key in ANALYSES


def reviewable_deals(record: GameRecord) -> list[int]:
    """The finished deals of ``record`` (none for a game without an analysis)."""
    if not reviewable(record.rules):
        return []
    return finished_deals(record)


def review_game(record: GameRecord, seat: int, *, deals: list[int] | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None,
                **options: Any) -> GameReview:
    """Every finished deal of ``record`` reviewed for ``seat`` (``deals``: only those)."""
    analyse = ANALYSES[kind_of(record.rules).key]
    numbers = reviewable_deals(record) if deals is None else deals
    out = []
    for k, number in enumerate(numbers):
        def part(done: int, total: int, k: int = k) -> None:
            if progress is not None and total:
                progress(k * 1000 + done * 1000 // total, len(numbers) * 1000)

        out.append(analyse(record, number, seat, progress=part, cancelled=cancelled,
                           **options))
    return GameReview(kind_of(record.rules).key, seat, tuple(out))


__all__ = ["ANALYSES", "review_game", "reviewable", "reviewable_deals"]
