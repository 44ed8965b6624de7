"""The phases of a deal (RULES §3–§8, OH_HELL §4–§5, MASTER §3–§5): who may do what
depends on the phase; each game uses the ones it has."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    #: Magistr: the players name their trumps before the first deal (MASTER §3).
    CHOOSING_TRUMPS = "choosing_trumps"
    BIDDING = "bidding"
    CONCESSION = "concession"  # concede fifty: the defender, then the maker, answers
    BEFORE_LEAD = "before_lead"  # seven exchange, redeal and instant-win claims
    PLAY = "play"
    DAVE = "dave"  # the opponent answers a dave
    OVER = "over"
