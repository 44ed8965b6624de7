"""The phases of a deal (RULES §3–§8): who may do what depends on the phase."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    BIDDING = "bidding"
    CONCESSION = "concession"  # concede fifty: the defender, then the maker, answers
    BEFORE_LEAD = "before_lead"  # seven exchange, redeal and instant-win claims
    PLAY = "play"
    DAVE = "dave"  # the opponent answers a dave
    OVER = "over"
