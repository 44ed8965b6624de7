"""The traditional pencil notation of the score sheet (RULES §13, §15), as arithmetic.

Players keep a Debertz sheet in pencil with three signs: a cross is 100, a circle
is 50 and a stick is 20; what the signs do not say is written as "small points"
above the signs (to take away) or below them (to add).  RULES §15 fixes the
reading: hundreds are crosses; the rest is the nearest multiple of 20 in sticks
(a tie goes to the lower one); a rest of exactly 50 is one circle; the
difference is the small points, so plus and minus never appear together.

    36 = two sticks, 4 above (40 − 4)      68 = three sticks, 8 below (60 + 8)

A negative number (a negative round, RULES §10.4) is written as its absolute
value with a minus sign in front.  The drawing lives in ``ui/pencil_sheet.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

CROSS = 100
CIRCLE = 50
STICK = 20


@dataclass(frozen=True, slots=True)
class PencilNumber:
    """How one number is written in pencil."""

    crosses: int = 0
    circles: int = 0
    sticks: int = 0
    #: Small points: positive ones are written below the signs (plus), negative above (minus).
    small: int = 0
    negative: bool = False

    @property
    def value(self) -> int:
        magnitude = self.crosses * CROSS + self.circles * CIRCLE + self.sticks * STICK + self.small
        return -magnitude if self.negative else magnitude

    @property
    def small_above(self) -> int:
        """The small points written above the signs (to subtract), or 0."""
        return -self.small if self.small < 0 else 0

    @property
    def small_below(self) -> int:
        """The small points written below the signs (to add), or 0."""
        return self.small if self.small > 0 else 0


def pencil_number(value: int) -> PencilNumber:
    """``value`` in crosses, a circle, sticks and small points (RULES §15)."""
    negative = value < 0
    magnitude = abs(value)
    crosses, rest = divmod(magnitude, CROSS)
    if rest == CIRCLE:
        return PencilNumber(crosses=crosses, circles=1, negative=negative)
    sticks, over = divmod(rest, STICK)
    if over > STICK - over:  # nearer to the next stick; a tie (10) stays low
        sticks += 1
    return PencilNumber(crosses=crosses, sticks=sticks, small=rest - sticks * STICK,
                        negative=negative)
