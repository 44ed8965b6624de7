"""Which games and deals can be reviewed, and the review of a whole game.

Only Debertz has an analysis yet.  Another game plugs in by adding to
:data:`ANALYSES` a function ``review_deal(record, number, seat, *,
with_knowable=True, progress=None, cancelled=None) -> DealReview`` that fills
``model.py``'s shapes, and a ``finished_deals(record)``; everything above
(the game summary, the statistics, the printed page's tables) reads only
those shapes.  For Oh Hell (``engine/oh_hell``; its computer players are on
their own branch) the exact value of a card is whether the seat still makes
its bid with every hand known (1 or 0 — a double-dummy search for trick
counts, not Debertz's points: the seat's side maximises "tricks == bid"),
``Unit.CHANCE`` with the loss "made → missed"; the knowable value is the
share of sampled deals, seen from the seat, in which the card makes the bid;
a bid's value is the written result of the deal under each bid.  Its review
window needs the game's own board frames (``ui/review/frames.py`` is
Debertz's).
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
