"""One-line reasons for a mistake, read off the best line and the line played.

The two lines of a decision (``lines.py``) are replayed trick by trick and
compared: which card the seat's side took in the best line but not after the
choice made — its own card trumped or beaten ("A♠ first lets the 10♠ be
trumped"), or another's card that got away — whether the last trick changed
hands, whether bella was left undeclared, and whether the contract's fate
changed (made, hanging, bitten: RULES §10).  A reason is a template key and its
arguments (:class:`~.model.Reason`); the words are the UI's, in the reader's
language.
"""

from __future__ import annotations

from ...engine.debertz import actions as A
from ...engine.debertz.cards import CARDS
from ...engine.debertz.deal import Deal
from ...engine.debertz.sheet import DealKind, DealRow, Mark
from .model import Line, Reason
from .timeline import copy_deal

#: Cards worth naming in a reason (points at least): a ten, an ace, a high trump.
NOTABLE = 10


def line_tricks(before: Deal, line: Line) -> list[tuple[int, tuple[int, ...], tuple[int, ...],
                                                        int]]:
    """The tricks a line completes from ``before`` on: (leader, cards, seats, winner)."""
    deal = copy_deal(before)
    for seat, action in line.actions:
        deal.apply(seat, action)
    return list(deal.tricks[len(before.tricks):])


def result_of(row: DealRow | None) -> str:
    """``made``, ``bitten``, ``hanging``, ``void`` or ``other`` (RULES §10)."""
    if row is None:
        return "other"
    if row.kind is DealKind.VOID:
        return "void"
    if row.kind is not DealKind.PLAYED or row.maker is None:
        return "other"
    marks = {m for side in row.sides for m in side.marks}
    if Mark.BITE in marks or Mark.BITE_HANGS in marks:
        return "bitten"
    if Mark.HANGING in marks:
        return "hanging"
    return "made"


def _with_results(reason: Reason, best: Line | None, chosen: Line | None) -> Reason:
    best_result = result_of(best.row if best else None)
    chosen_result = result_of(chosen.row if chosen else None)
    if best_result != chosen_result and "other" not in (best_result, chosen_result):
        return Reason(reason.key, {**reason.args, "best_result": best_result,
                                   "chosen_result": chosen_result})
    return reason


def card_reason(before: Deal, seat: int, chosen: A.PlayCard, best: A.PlayCard,
                chosen_line: Line, best_line: Line, loss: float) -> Reason:
    """Why ``chosen`` lost ``loss`` points against ``best`` (a card decision)."""
    rules = before.rules
    side = rules.side_of(seat)
    args = {"card": chosen.card, "best": best.card, "loss": loss,
            "lead": not before.trick}
    if chosen.card == best.card and best.bella and not chosen.bella:
        return _with_results(Reason("bella", args), best_line, chosen_line)
    points = before.points
    fates = []
    for line in (best_line, chosen_line):
        won: dict[int, tuple[int, int, bool]] = {}
        for _leader, cards, seats, winner in line_tricks(before, line):
            top = cards[seats.index(winner)]
            led = cards[0] >> 3
            for card in cards:
                trumped = (before.tr.trump >= 0 and top >> 3 == before.tr.trump
                           and led != before.tr.trump and card >> 3 != before.tr.trump)
                won[card] = (rules.side_of(winner), top, trumped)
        fates.append(won)
    best_won, chosen_won = fates
    owners = _owners(before)
    lost = [c for c, (s, _top, _t) in best_won.items()
            if s == side and chosen_won.get(c, (side,))[0] != side and points[c] > 0]
    lost.sort(key=lambda c: (-points[c], c))
    last = [_last_side(rules, line, before) for line in (best_line, chosen_line)]
    last_lost = last[0] == side and last[1] != side
    if lost and (points[lost[0]] >= NOTABLE or not last_lost):
        card = lost[0]
        _s, top, trumped = chosen_won[card]
        mine = rules.side_of(owners[card]) == side
        args = {**args, "lost": CARDS[card], "by": CARDS[top]}
        if mine:
            key = "trumped" if trumped else "beaten"
            if card == chosen.card.index:
                key += "_itself"
        else:
            key = "escapes"
        return _with_results(Reason(key, args), best_line, chosen_line)
    if last_lost:
        return _with_results(Reason("last_trick", args), best_line, chosen_line)
    return _with_results(Reason("instead", args), best_line, chosen_line)


def _owners(before: Deal) -> dict[int, int]:
    """Who holds (or played into the current trick) each live card."""
    owners = {}
    for seat, hand in enumerate(before.hands):
        for c in range(32):
            if hand >> c & 1:
                owners[c] = seat
    for seat, c in zip(before.trick_seats, before.trick, strict=True):
        owners[c] = seat
    return owners


def _last_side(rules, line: Line, before: Deal) -> int | None:
    tricks = line_tricks(before, line)
    return rules.side_of(tricks[-1][3]) if tricks else None


def decision_reason(chosen, best, loss: float, best_line: Line | None,
                    chosen_line: Line | None) -> Reason:
    """Why a bid, a declaration or another decision lost ``loss`` points against ``best``."""
    return _with_results(Reason("instead_action", {"chosen": chosen, "best": best,
                                                   "loss": loss}), best_line, chosen_line)


__all__ = ["NOTABLE", "card_reason", "decision_reason", "line_tricks", "result_of"]
