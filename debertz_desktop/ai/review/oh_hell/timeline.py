"""One finished Oh Hell deal replayed from a game record: every action with the state before it
(the shared replay of ``ai/review/replay.py``)."""

from __future__ import annotations

from ....engine.record import GameRecord
from .. import replay
from ..replay import Moment, Timeline, copy_deal

#: An Oh Hell deal replayed (the shape is every game's).
OhHellTimeline = Timeline


def finished_deals(record: GameRecord) -> list[int]:
    """The numbers of the record's deals that were played to their end."""
    return replay.finished_deals(record, "oh_hell", "an Oh Hell")


def deal_timeline(record: GameRecord, number: int) -> Timeline:
    """Replay ``record`` and keep deal ``number`` action by action (``NotReviewable`` if it
    is not a finished deal of the record)."""
    return replay.deal_timeline(record, number, "oh_hell", "an Oh Hell",
                                lambda game: game.totals)


__all__ = ["Moment", "OhHellTimeline", "copy_deal", "deal_timeline", "finished_deals"]
