"""What was knowable from a Magistr seat: Hard's value of each card, seen from the seat alone.

Everything here receives a :class:`MagistrView` and nothing else — the object a
computer player gets, which never holds another seat's card before it is
played — so no estimate can use a hidden card (``tests/ai/magistr/
test_magistr_deal_review.py`` checks that two deals differing only in such
cards give the same estimates).

The values are the Hard player's own (``ai/magistr/hard.py``, the same as the
table's hint, ``hint.py``): each legal card's average points for the seat's
deal (MASTER §7) over the worlds Hard deals from what the seat saw — played out
by Medium's quick card, searched exactly in the last cards; with two players
and the whole deck dealt the other hand is known by elimination and one world
is searched.  Hard's choice is its best card.  The worlds come from a generator
seeded by :data:`SEED` and the view's public facts, so the same view always
gives the same numbers.
"""

from __future__ import annotations

from ....engine.magistr.actions import PLAYS
from ....engine.magistr.views import MagistrView
from ....engine.phase import Phase
from ...magistr.hard import MagistrHardBot

#: The seed of the review's Hard player.
SEED = 31


def estimates(view: MagistrView, seed: int = SEED) -> tuple[dict, object | None]:
    """Hard's average points per legal card of ``view``'s decision and its card (nothing for
    a forced card or the trumps)."""
    if len(view.legal_actions) < 2 or view.phase is not Phase.PLAY:
        return {}, None
    evaluation = MagistrHardBot(seed).evaluate(view)
    return ({PLAYS[c]: float(v) for c, v in evaluation.values.items()},
            PLAYS[evaluation.best])


__all__ = ["SEED", "estimates"]
