"""Writing an Oh Hell deal (OH_HELL §6): only an exact bid scores.

The one function both the table (``game.py``) and the score keeper use, so a
deal kept by hand is written exactly as a deal played on the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..pack import PackCard, Suit
from .rules import OhHellRules
from .sheet import OhHellRow


def deal_points(rules: OhHellRules, cards: int, bids: Sequence[int],
                tricks: Sequence[int]) -> tuple[int, ...]:
    """What each seat scores: 10 + the bid (or the zero rule) if made, else nothing or minus."""
    return tuple(rules.made_points(bid, cards) if bid == taken
                 else rules.failed_points(bid, taken)
                 for bid, taken in zip(bids, tricks, strict=True))


def write_row(rules: OhHellRules, number: int, dealer: int, cards: int, bids: Sequence[int],
              tricks: Sequence[int], before: Sequence[int], *, trump: Suit | None,
              turned: PackCard | None = None) -> OhHellRow:
    """The sheet's row of a deal: its points and the running totals after it."""
    points = deal_points(rules, cards, bids, tricks)
    totals = tuple(t + p for t, p in zip(before, points, strict=True))
    return OhHellRow(number=number, dealer=dealer, cards=cards, trump=trump, turned=turned,
                     bids=tuple(bids), tricks=tuple(tricks), points=points, totals=totals)
