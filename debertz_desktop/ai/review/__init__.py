"""The deal review (issue 31): where a deal's points went, decision by decision.

``review_deal(record, number, seat)`` gives a :class:`DealReview` of a finished
Debertz deal: every decision of the seat with the exact (double-dummy) value of
each alternative, Hard's estimate of each from the seat's view only, the points
lost, the biggest mistakes with a reason, and the deal under the seat's best
play.  ``review_game`` adds the deals of a game up.  Qt-free; the UI runs it on
a worker thread (``ui/review/``).  The values are explained in ``exact.py``
(exact) and ``knowable.py`` (knowable); the shapes in ``model.py`` are the same
for every game: Oh Hell's analysis is in ``oh_hell/`` (the value of a choice:
what the deal writes for the seat with every hand open, and from the seat the
chance of making the bid); ``analyse_deal`` reviews a deal of either game
through the registry in ``games.py``.
"""

from .deal import review_deal
from .games import analyse_deal, reviewable, reviewable_deals
from .lines import Cancelled
from .model import (
    BIGGEST,
    MISTAKE,
    Alternative,
    DealReview,
    Decision,
    DecisionKind,
    GameReview,
    Line,
    Note,
    Reason,
    Unit,
)
from .timeline import NotReviewable

__all__ = [
    "BIGGEST",
    "MISTAKE",
    "Alternative",
    "Cancelled",
    "DealReview",
    "Decision",
    "DecisionKind",
    "GameReview",
    "Line",
    "NotReviewable",
    "Note",
    "Reason",
    "Unit",
    "analyse_deal",
    "review_deal",
    "reviewable",
    "reviewable_deals",
]
