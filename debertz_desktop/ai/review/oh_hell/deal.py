"""The review of one Oh Hell deal for one seat: every bid and card, its alternatives, its loss.

``review_deal(record, number, seat)`` replays the record (``timeline.py``),
values every decision of the seat exactly (``exact.py``: what the deal writes
for the seat, OH_HELL §6, everybody playing his best with every hand open) and
from the seat's view (``knowable.py``: the chance of making the bid over
Hard's worlds), names the reason of each mistake (``reasons.py``) and gives
the deal with the seat's best play from its first mistake on.  Values from a
position too large to search are estimates (:attr:`Note.ESTIMATED`).  It may
run on a worker thread: ``progress(done, total)`` as decisions are done,
``cancelled()`` asked between searches.

A decision is a bid or a card with more than one legal choice.  Kinds: bids;
leads (the first card of a trick) and replies.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from ....engine.oh_hell.actions import Bid, PlayCard
from ....engine.record import GameRecord
from ..model import Alternative, DealReview, Decision, DecisionKind, Note, Unit
from ..moments import Progress, review_moments
from . import knowable
from .exact import Searcher
from .reasons import bid_reason, card_reason
from .timeline import Moment, deal_timeline

GAME = "oh_hell"


def review_deal(record: GameRecord, number: int, seat: int, *, with_knowable: bool = True,
                progress: Progress | None = None,
                cancelled: Callable[[], bool] | None = None) -> DealReview:
    """The review of deal ``number`` of ``record`` (an Oh Hell game) for ``seat``."""
    started = time.perf_counter()
    timeline = deal_timeline(record, number)
    searcher = Searcher(timeline, cancelled)

    def decide(moment: Moment, values: dict) -> Decision:
        if isinstance(moment.action, Bid):
            return _bid_decision(moment, searcher, values)
        return _card_decision(moment, searcher, values)

    return review_moments(GAME, timeline, seat, decide=decide, estimates=knowable.estimates,
                          with_knowable=with_knowable, progress=progress, started=started)


def _card_decision(moment: Moment, searcher: Searcher, estimates: dict) -> Decision:
    deal = moment.deal
    seat = moment.seat
    kind = DecisionKind.REPLY if deal.trick else DecisionKind.LEAD
    trick = len(deal.tricks) + 1
    values, outcomes, estimated = searcher.card_values(deal, seat)
    legal = [a for a in moment.legal if isinstance(a, PlayCard)]
    alternatives = tuple(Alternative(a, values[a.card.index], estimates.get(a)) for a in legal)
    decision = Decision(moment.index, seat, kind, Unit.SEAT_POINTS, moment.action,
                        alternatives, trick, note=Note.ESTIMATED if estimated else Note.NONE)
    best = decision.best
    assert best is not None
    chosen_card = moment.action.card.index  # type: ignore[attr-defined]
    best_card = best.action.card.index
    bids = tuple(b or 0 for b in deal.bids)

    def outcome(card: int):
        found = outcomes.get(card)
        if found is None:
            return searcher.after_card(deal, card)
        return type(found)(((seat, card), *found.plays), found.taken, found.estimated)

    chosen_outcome = outcome(chosen_card)
    best_outcome = chosen_outcome if best_card == chosen_card else outcome(best_card)
    reason = None
    if decision.is_mistake:
        reason = card_reason(seat=seat, bid=bids[seat], card=chosen_card, best=best_card,
                             chosen=chosen_outcome, best_outcome=best_outcome,
                             players=deal.rules.players, trick=list(deal.trick),
                             trump=deal.trump, loss=decision.loss)
    return replace(decision, best_line=searcher.line(None, best_outcome, bids),
                    chosen_line=searcher.line(None, chosen_outcome, bids), reason=reason)


def _bid_decision(moment: Moment, searcher: Searcher, estimates: dict) -> Decision:
    seat = moment.seat
    legal = [a for a in moment.legal if isinstance(a, Bid)]
    lines = {}
    estimated = False
    for action in legal:
        bids, outcome = searcher.after_bid(seat, action.tricks)
        lines[action] = (bids, outcome)
        estimated |= outcome.estimated
    alternatives = tuple(
        Alternative(a, float(searcher.written(lines[a][0], lines[a][1].taken)[seat]),
                    estimates.get(a)) for a in legal)
    decision = Decision(moment.index, seat, DecisionKind.BID, Unit.SEAT_POINTS, moment.action,
                        alternatives, 0, note=Note.ESTIMATED if estimated else Note.NONE)
    best = decision.best
    assert best is not None

    def line(action: Bid):
        bids, outcome = lines[action]
        return searcher.line((seat, action), outcome, bids)

    reason = None
    if decision.is_mistake:
        chosen = moment.action
        reason = bid_reason(bid=chosen.tricks, best=best.action.tricks,  # type: ignore[attr-defined]
                            taken_chosen=lines[chosen][1].taken[seat],
                            taken_best=lines[best.action][1].taken[seat], loss=decision.loss)
    return replace(decision, best_line=line(best.action), chosen_line=line(moment.action),
                    reason=reason)


__all__ = ["GAME", "review_deal"]
