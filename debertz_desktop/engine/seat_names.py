"""The default name of a computer's seat: one rule for the program and the headless host.

Computers are numbered 1, 2, 3 in seat order, the seat of the person the
numbering is told from (the person at this computer, or the first person at a
table without one) skipped: with a person at seat 0, the computers at seats 1
and 2 are "Computer 1" and "Computer 2".  The program shows the name in its
language (``ui/player_names.py``); :func:`computer_name` is the English one,
which the headless host gives.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import QT_TRANSLATE_NOOP

#: The English name (context ``"Names"``, where the program translates it).
COMPUTER = QT_TRANSLATE_NOOP("Names", "Computer {number}")


def computer_number(seat: int, human_seat: int = 0) -> int:
    """The number of the computer at ``seat``: 1, 2, 3 in seat order, ``human_seat`` skipped."""
    return seat if seat > human_seat else seat + 1


def computer_name(seat: int, human_seat: int = 0) -> str:
    """The English default name of the computer at ``seat``."""
    return COMPUTER.format(number=computer_number(seat, human_seat))


def first_person(people: Iterable[bool]) -> int:
    """The seat the numbering is told from: the first one a person holds (``people``, by
    seat), or seat 0 at a table of computers only."""
    return next((seat for seat, person in enumerate(people) if person), 0)
