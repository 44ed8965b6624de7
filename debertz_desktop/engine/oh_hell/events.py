"""Oh Hell's own events; those every game shares (a deal started, a bid, a card played, a
trick taken, a deal scored, the game over) are the engine's (``engine/events.py``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..events import Event


@dataclass(frozen=True, slots=True)
class BiddingClosed(Event):
    """The last bid is made: the scorer announces the deal over, under or even (OH_HELL §4).

    ``over_under`` is the sum of the bids minus the tricks in the deal: positive
    is over, negative under, zero even (§9).
    """

    total: int
    tricks: int
    over_under: int
