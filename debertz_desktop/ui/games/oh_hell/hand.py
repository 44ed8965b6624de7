"""How an Oh Hell hand is held: the suits alternating in colour, the trumps at the right,
high cards first — at the table and on the deal review's board alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....engine.pack import PackCard


def hand_order(hand: Sequence[PackCard], trump: Any) -> list[PackCard]:
    """The suits alternating in colour, the trumps at the right, high cards first."""
    suits = sorted({c.suit for c in hand}, key=lambda s: (s == trump, s))
    plain = [s for s in suits if s != trump]
    reds = [s for s in plain if s.is_red]
    blacks = [s for s in plain if not s.is_red]
    order = []
    while reds or blacks:  # alternate, starting with the larger colour
        first, second = (blacks, reds) if len(blacks) >= len(reds) else (reds, blacks)
        if first:
            order.append(first.pop(0))
        if second:
            order.append(second.pop(0))
    if trump in suits:
        order.append(trump)
    return [c for s in order for c in sorted((c for c in hand if c.suit == s),
                                             key=lambda c: -c.rank)]
