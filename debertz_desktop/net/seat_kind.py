"""Who sits at a seat of a network table: the host's own person, a person on the network, or
a computer.  A module of its own, below both the host's seating (``seating.py``) and the
checks a client makes of the table it is sent (``seat_checks.py``), which must know the same
kinds."""

from __future__ import annotations

from enum import StrEnum


class SeatKind(StrEnum):
    HOST = "host"  # the host's own person, at the host's screen
    PERSON = "person"  # a person on the network
    COMPUTER = "computer"


__all__ = ["SeatKind"]
