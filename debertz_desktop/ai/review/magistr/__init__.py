"""The deal review of Magistr (MASTER.md): the value of a card is the seat's points for the
deal (§7) with every hand known, and, from the seat's view, Hard's average points for it.

``review_deal`` and ``finished_deals`` are registered in ``ai/review/games.py``.
"""

from .deal import review_deal
from .timeline import finished_deals

__all__ = ["finished_deals", "review_deal"]
