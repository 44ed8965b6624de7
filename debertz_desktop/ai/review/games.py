"""Which games and deals can be reviewed, and the review of a whole game.

A game plugs in by adding to :data:`ANALYSES` its :class:`Analysis`: a
function ``review_deal(record, number, seat, *, with_knowable=True,
progress=None, cancelled=None) -> DealReview`` that fills ``model.py``'s
shapes, and ``finished_deals(record)``; everything above (the game summary,
the statistics, the printed page's tables) reads only those shapes, and the
review window asks the game's UI (``ui/games/<game>/review_look.py``) for its
board and its words.  Debertz (``deal.py``): values in points of the deal;
Oh Hell (``oh_hell/``): what the deal writes for the seat with every hand
known, and from the seat the chance of making its bid; Magistr (``magistr/``):
the seat's points for the deal with every hand known, and from the seat Hard's
average points.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...engine.games import kind_of
from ...engine.record import GameRecord
from . import magistr, oh_hell
from .deal import review_deal
from .model import DealReview, GameReview
from .timeline import finished_deals


@dataclass(frozen=True)
class Analysis:
    """A game's deal review: the analysis of a deal, and which deals of a record are done."""

    review_deal: Callable[..., DealReview]
    finished_deals: Callable[[GameRecord], list[int]]


#: The analysis of each game that has one, by the game's key.
ANALYSES: dict[str, Analysis] = {
    "debertz": Analysis(review_deal, finished_deals),
    "oh_hell": Analysis(oh_hell.review_deal, oh_hell.finished_deals),
    "magistr": Analysis(magistr.review_deal, magistr.finished_deals),
}


def reviewable(rules: Any) -> bool:
    """Whether deals of ``rules``' game can be reviewed."""
    return kind_of(rules).key in ANALYSES


def reviewable_deals(record: GameRecord) -> list[int]:
    """The finished deals of ``record`` (none for a game without an analysis)."""
    if not reviewable(record.rules):
        return []
    return ANALYSES[kind_of(record.rules).key].finished_deals(record)


def analyse_deal(record: GameRecord, number: int, seat: int, **options: Any) -> DealReview:
    """The review of deal ``number`` of ``record`` for ``seat``, by the record's game."""
    return ANALYSES[kind_of(record.rules).key].review_deal(record, number, seat, **options)


def review_game(record: GameRecord, seat: int, *, deals: list[int] | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None,
                **options: Any) -> GameReview:
    """Every finished deal of ``record`` reviewed for ``seat`` (``deals``: only those)."""
    analyse = ANALYSES[kind_of(record.rules).key].review_deal
    numbers = reviewable_deals(record) if deals is None else deals
    out = []
    for k, number in enumerate(numbers):
        def part(done: int, total: int, k: int = k) -> None:
            if progress is not None and total:
                progress(k * 1000 + done * 1000 // total, len(numbers) * 1000)

        out.append(analyse(record, number, seat, progress=part, cancelled=cancelled,
                           **options))
    return GameReview(kind_of(record.rules).key, seat, tuple(out))


__all__ = ["ANALYSES", "Analysis", "analyse_deal", "review_game", "reviewable", "reviewable_deals"]
