"""The deal review of Oh Hell (OH_HELL.md): the value of a choice is what the deal writes for
the seat with every hand known, and, from the seat's view, the chance of making its bid.

``review_deal`` and ``finished_deals`` are registered in ``ai/review/games.py``.
"""

from .deal import review_deal
from .timeline import finished_deals

__all__ = ["finished_deals", "review_deal"]
