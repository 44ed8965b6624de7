"""One finished Magistr deal replayed from a game record: every card with the state before it
(the shared replay of ``ai/review/replay.py``).  The trumps named before the first deal
(MASTER §3) belong to no deal and are not reviewed."""

from __future__ import annotations

from ....engine.record import GameRecord
from .. import replay
from ..replay import Moment, Timeline

GAME = "magistr"


def finished_deals(record: GameRecord) -> list[int]:
    """The numbers of the record's deals that were played to their end."""
    return replay.finished_deals(record, GAME, "a Magistr")


def deal_timeline(record: GameRecord, number: int) -> Timeline:
    """Replay ``record`` and keep deal ``number`` card by card (``NotReviewable`` if it is not
    a finished deal of the record)."""
    return replay.deal_timeline(record, number, GAME, "a Magistr",
                                lambda game: game.sheet.totals)


__all__ = ["GAME", "Moment", "deal_timeline", "finished_deals"]
