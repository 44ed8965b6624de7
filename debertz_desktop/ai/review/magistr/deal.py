"""The review of one Magistr deal for one seat: every card, its alternatives, its loss.

``review_deal(record, number, seat)`` replays the record (``timeline.py``),
values every card decision of the seat exactly (``exact.py``: the seat's
points for the deal, MASTER §7, everybody playing his best with every hand
open) and from the seat's view (``knowable.py``: Hard's average points over
its worlds), names the reason of each mistake (``reasons.py``) and gives the
deal with the seat's best play from its first mistake on.  Values from a
position too large to search are estimates (:attr:`Note.ESTIMATED`).  It may
run on a worker thread: ``progress(done, total)`` as decisions are done,
``cancelled()`` asked between searches.

A decision is a card with more than one legal choice: a lead (the first card
of a bank) or a reply.  The trumps, named once before the first deal (§3),
are not reviewed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from ....engine.magistr.actions import PlayCard
from ....engine.record import GameRecord
from ..model import Alternative, DealReview, Decision, DecisionKind, Note, Unit
from ..moments import Progress, review_moments
from . import knowable
from .exact import Searcher
from .reasons import card_reason
from .timeline import GAME, Moment, deal_timeline


def review_deal(record: GameRecord, number: int, seat: int, *, with_knowable: bool = True,
                progress: Progress | None = None,
                cancelled: Callable[[], bool] | None = None) -> DealReview:
    """The review of deal ``number`` of ``record`` (a Magistr game) for ``seat``."""
    started = time.perf_counter()
    timeline = deal_timeline(record, number)
    searcher = Searcher(timeline, cancelled)
    return review_moments(GAME, timeline, seat,
                          decide=lambda moment, values: _decision(moment, searcher, values),
                          estimates=knowable.estimates, with_knowable=with_knowable,
                          progress=progress, started=started)


def _decision(moment: Moment, searcher: Searcher, estimates: dict) -> Decision:
    deal = moment.deal
    seat = moment.seat
    lead = not deal.bank.cards
    kind = DecisionKind.LEAD if lead else DecisionKind.REPLY
    values, estimated = searcher.card_values(deal, seat)
    legal = [a for a in moment.legal if isinstance(a, PlayCard)]
    alternatives = tuple(Alternative(a, values[a.card.index], estimates.get(a)) for a in legal)
    decision = Decision(moment.index, seat, kind, Unit.SEAT_POINTS, moment.action,
                        alternatives, len(deal.banks) + 1,
                        note=Note.ESTIMATED if estimated else Note.NONE)
    best = decision.best
    assert best is not None
    chosen_card = moment.action.card.index
    best_card = best.action.card.index
    chosen = searcher.after_card(deal, chosen_card)
    best_outcome = chosen if best_card == chosen_card else searcher.after_card(deal, best_card)
    reason = None
    if decision.is_mistake:
        reason = card_reason(seat=seat, number=deal.number,
                             positive=deal.rules.is_positive(deal.number),
                             banks_before=len(deal.banks), card=chosen_card, best=best_card,
                             chosen=chosen, best_outcome=best_outcome, lead=lead,
                             loss=decision.loss, scoring=deal.scoring)
    return replace(decision, best_line=searcher.line(best_outcome),
                   chosen_line=searcher.line(chosen), reason=reason)


__all__ = ["review_deal"]
