"""The review of one Debertz deal for one seat: every decision, its alternatives, its loss.

``review_deal(record, number, seat)`` replays the record (``timeline.py``),
values every decision of the seat exactly (``exact.py``) and from the seat's
view (``knowable.py``), names the reason of each mistake (``reasons.py``) and
plays the deal again with the seat's best play from its first mistake on
(everybody double dummy from there), written by the engine — "how the deal's
result would have changed".  It may run on a worker thread: ``progress(done,
total)`` is called as decisions are done, and ``cancelled()`` is asked between
searches (:class:`~.lines.Cancelled` ends the work).

A decision is any action of the seat with a choice: a bid, a card, the
declarations made with a card (when it held a combination), the seven exchange
and the claims before the lead, the concession, the dave and a finish claim.
Forced actions (one legal choice) are not decisions.  Kinds (for the game
summary): bids; leads and replies (a card first in its trick, or not);
declarations; everything else as "other".
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from ...engine.debertz import actions as A
from ...engine.debertz.deal import Phase
from ...engine.record import GameRecord
from . import exact, knowable
from .lines import Guide, Searches, trick_number, written_value
from .model import Alternative, DealReview, Decision, DecisionKind, Line, Note, Unit
from .moments import Progress, Steps
from .reasons import card_reason, decision_reason
from .timeline import DealTimeline, Moment, deal_timeline

#: Actions whose value is not in points (they end the game or change the stake).
_NOT_IN_POINTS = (A.ClaimWin, A.ClaimFinish, A.OfferDave, A.AcceptDave, A.DeclineDave)


class _Plan:
    """The seat's decisions in a deal, found before any search (to count progress)."""

    def __init__(self, timeline: DealTimeline, seat: int) -> None:
        self.items: list[tuple[str, Moment, Moment | None]] = []
        moments = timeline.moments
        pending: Moment | None = None  # the first declaration of a card's declarations
        for m in moments:
            if m.seat != seat:
                continue
            deal = m.deal
            if isinstance(m.action, A.Declare):
                pending = pending or m
                continue
            if isinstance(m.action, A.PlayCard):
                first = pending or m
                if any(isinstance(a, A.Declare) for a in first.legal):
                    self.items.append(("declare", first, m))
                pending = None
                if sum(isinstance(a, A.PlayCard) for a in m.legal) > 1:
                    self.items.append(("card", m, None))
                continue
            if len(m.legal) < 2:
                continue
            if isinstance(m.action, _NOT_IN_POINTS):
                self.items.append(("unvalued", m, None))
            elif deal.phase in exact.PRE_PLAY:
                self.items.append(("preplay", m, None))


def review_deal(record: GameRecord, number: int, seat: int, *, with_knowable: bool = True,
                progress: Progress | None = None,
                cancelled: Callable[[], bool] | None = None) -> DealReview:
    """The review of deal ``number`` of ``record`` for ``seat``."""
    started = time.perf_counter()
    timeline = deal_timeline(record, number)
    rules = timeline.rules
    side = rules.side_of(seat)
    searches = Searches(cancelled)
    plays = [(m.deal, m.seat, m.action.card.index) for m in timeline.moments
             if isinstance(m.action, A.PlayCard)]
    guide = Guide.of(timeline.final, plays)
    preplay = exact.PreplayLines(timeline, seat, searches, guide)
    plan = _Plan(timeline, seat).items
    step = Steps(len(plan) * (2 if with_knowable else 1), progress)
    decisions: list[Decision] = []
    for what, moment, card in plan:
        values, choice = ({}, None)
        if with_knowable:
            view = moment.view
            values, choice = knowable.estimates(view)
            step()
        if what == "card":
            decision = _card_decision(moment, timeline, searches, guide, side, values)
        elif what == "declare":
            assert card is not None
            decision = _declaration_decision(moment, card, timeline, side)
        elif what == "preplay":
            decision = _preplay_decision(moment, preplay, side, values)
        else:
            decision = Decision(moment.index, seat, DecisionKind.OTHER, Unit.WRITTEN,
                                moment.action, tuple(Alternative(a) for a in moment.legal),
                                trick_number(moment.deal), note=Note.NOT_IN_POINTS)
        if what == "declare" and choice is not None:
            offered = tuple(a.combination for a in moment.legal if isinstance(a, A.Declare))
            choice = exact.Declarations(offered if isinstance(choice, A.Declare) else ())
        if choice is not None:
            decision = _with_choice(decision, choice)
        decisions.append(decision)
        step()
    first = next((d for d in decisions if d.is_mistake), None)
    best_play = None
    if first is not None:
        best_play = first.best_line
        if first.kind is DecisionKind.DECLARATION:
            moment = timeline.moments[first.index]
            best_play = exact.best_play_from_declarations(moment, timeline, searches, guide)
    return DealReview("debertz", number, seat, timeline.actions, tuple(decisions), timeline.row,
                      best_play, None if first is None else first.index,
                      time.perf_counter() - started)


def _with_choice(decision: Decision, choice: A.Action) -> Decision:
    return replace(decision, hard_choice=choice)


def _card_decision(moment: Moment, timeline: DealTimeline, searches: Searches, guide: Guide,
                   side: int, estimates: dict) -> Decision:
    deal = moment.deal
    kind = DecisionKind.REPLY if deal.trick else DecisionKind.LEAD
    legal = [a for a in moment.legal if isinstance(a, A.PlayCard)]
    trick = trick_number(deal)
    if deal.maker is None:
        alternatives = tuple(Alternative(a, None, estimates.get(a)) for a in legal)
        return Decision(moment.index, moment.seat, kind, Unit.DEAL_POINTS, moment.action,
                        alternatives, trick, note=Note.NEGATIVE_ROUND)
    searches.estimated = False
    lines = exact.card_lines(moment, timeline, searches, guide)
    alternatives = tuple(Alternative(a, float(lines[a].totals[side]), estimates.get(a))
                         for a in legal)
    decision = Decision(moment.index, moment.seat, kind, Unit.DEAL_POINTS, moment.action,
                        alternatives, trick,
                        note=Note.ESTIMATED if searches.estimated else Note.NONE)
    best = decision.best
    assert best is not None
    best_line, chosen_line = lines[best.action], lines[moment.action]
    reason = None
    if decision.is_mistake:
        reason = card_reason(deal, moment.seat, moment.action, best.action, chosen_line,
                             best_line, decision.loss)
    return _lined(decision, best_line, chosen_line, reason)


def _declaration_decision(first: Moment, card: Moment, timeline: DealTimeline,
                          side: int) -> Decision:
    lines = exact.declaration_lines(first, card, timeline)
    real = next(iter(lines))
    alternatives = tuple(Alternative(k, float(line.totals[side])) for k, line in lines.items())
    decision = Decision(first.index, first.seat, DecisionKind.DECLARATION, Unit.DEAL_POINTS,
                        real, alternatives, trick_number(first.deal))
    best = decision.best
    assert best is not None
    reason = None
    if decision.is_mistake:
        reason = decision_reason(real, best.action, decision.loss, lines[best.action],
                                 lines[real])
    return _lined(decision, lines[best.action], lines[real], reason)


def _preplay_decision(moment: Moment, preplay: exact.PreplayLines, side: int,
                      estimates: dict) -> Decision:
    deal = moment.deal
    kind = DecisionKind.BID if deal.phase is Phase.BIDDING else DecisionKind.OTHER
    lines = preplay.lines(moment)
    alternatives = tuple(
        Alternative(a, None if lines[a] is None else written_value(lines[a], side),  # type: ignore[arg-type]
                    estimates.get(a))
        for a in moment.legal)
    note = Note.NONE
    if lines.get(moment.action) is None:
        note = (Note.NEGATIVE_ROUND if preplay.led_to_negative_round(moment.action)
                else Note.NOT_IN_POINTS)
    decision = Decision(moment.index, moment.seat, kind, Unit.WRITTEN, moment.action,
                        alternatives, 0, note=note)
    best = decision.best
    if best is None or note is not Note.NONE:
        return decision
    reason = None
    if decision.is_mistake:
        reason = decision_reason(moment.action, best.action, decision.loss,
                                 lines[best.action], lines[moment.action])
    return _lined(decision, lines[best.action], lines[moment.action], reason)


def _lined(decision: Decision, best: Line | None, chosen: Line | None, reason) -> Decision:
    return replace(decision, best_line=best, chosen_line=chosen, reason=reason)


__all__ = ["review_deal"]
