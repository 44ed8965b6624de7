"""Oh Hell's part of the deal review (``ui/review/look.py``): its frames and its words.

The exact value of a choice is what the deal writes for the seat with every
hand open (OH_HELL §6), Hard's estimate the chance of making the bid from the
seat (``ai/review/oh_hell``).  The board shows every hand, the trick, each
seat's bid and tricks beside its name, the trump and how the bids stand
against the tricks (§4).  Words in the context ``"Review"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ai.review import Decision, DecisionKind, Reason, Unit
from ....ai.review.oh_hell.exact import exact_cards
from ....ai.review.oh_hell.timeline import deal_timeline
from ....engine.oh_hell.actions import Bid
from ....engine.oh_hell.deal import OhHellDeal
from ....engine.pack import PACK, cards_in
from ....engine.phase import Phase
from ....engine.record import GameRecord
from ...card_words import card_text, suit_name
from ...review.frames import Frame, frames_of
from ...review.look import ReviewLook
from .hand import hand_order
from .sheet import over_under_text

translate = QCoreApplication.translate


def _frame(deal: OhHellDeal, step: int, previous: Any, to_act: int | None,
           action: Any) -> Frame:
    trump = None if deal.trump is None else PACK[deal.turned].suit  # type: ignore[index]
    hands = tuple(tuple(hand_order(cards_in(h), trump)) for h in deal.hands)
    winner = None
    if previous is not None and not isinstance(previous, Bid) and not deal.trick and deal.tricks:
        _leader, seats, cards, winner = deal.tricks[-1]
        trick = tuple((s, PACK[c]) for s, c in zip(seats, cards, strict=True))
    else:
        trick = tuple((s, PACK[c]) for s, c in zip(deal.trick_seats, deal.trick, strict=True))
    turned = None if deal.turned is None else PACK[deal.turned]
    bidding = deal.phase is Phase.BIDDING
    return Frame(
        step=step, phase=deal.phase, hands=hands, trick=trick, winner=winner,
        turned=turned, table_card=turned if bidding else None, maker=None, contract=None,
        trump=trump, bids=tuple((s, Bid(b)) for s, b in enumerate(deal.bids) if b is not None),
        tricks=tuple(deal.taken), points=(), to_act=to_act, action=action)


class OhHellReviewLook(ReviewLook):
    kinds = (DecisionKind.BID, DecisionKind.LEAD, DecisionKind.REPLY)

    def deal(self, record: GameRecord, number: int) -> tuple[list[Frame], tuple[Any, ...]]:
        timeline = deal_timeline(record, number)
        return frames_of(timeline, _frame), tuple(m.view for m in timeline.moments)

    # -- the board ------------------------------------------------------------------------

    def info_lines(self, frame: Frame, names: Sequence[str]) -> list[str]:
        if frame.trump is None:
            lines = [translate("Review", "No trumps")]
        else:
            lines = [translate("Review", "Trump: {suit} ({card} turned)").format(
                suit=suit_name(frame.trump), card=card_text(frame.turned))]
        if len(frame.bids) == len(frame.hands):
            lines.append(translate("Review", "Bids: {total} for {tricks} tricks, {state}").format(
                total=sum(b.tricks for _s, b in frame.bids), tricks=self._deal_size(frame),
                state=over_under_text(sum(b.tricks for _s, b in frame.bids)
                                      - self._deal_size(frame))))
        return lines

    @staticmethod
    def _deal_size(frame: Frame) -> int:
        """The cards each player was dealt (= the tricks of the deal)."""
        players = len(frame.hands)
        held = sum(len(h) for h in frame.hands) + (len(frame.trick) if frame.winner is None else 0)
        return held // max(1, players) + sum(frame.tricks)

    def seat_note(self, frame: Frame, seat: int) -> str:
        bid = next((b.tricks for s, b in frame.bids if s == seat), None)
        if bid is None:
            return ""
        if frame.phase is Phase.BIDDING:
            return translate("Review", "bid {bid}").format(bid=bid)
        return translate("Review", "{taken} of {bid}").format(taken=frame.tricks[seat], bid=bid)

    # -- words ------------------------------------------------------------------------------

    def choice_text(self, action: Any) -> str:
        if isinstance(action, Bid):
            return translate("Review", "bid {bid}").format(bid=action.tricks)
        card = getattr(action, "card", None)
        return card_text(card) if card is not None else str(action)

    def estimate_text(self, value: float | None) -> str:
        return "—" if value is None else f"{100 * value:.0f}%"

    def knowable_loss_text(self, loss: float | None) -> str:
        if loss is None:
            return "—"
        return f"−{100 * loss:.0f}%" if loss >= 0.005 else "0"

    def unit_text(self, unit: Unit) -> str:
        return translate(
            "Review", "Exact: what the deal writes for the seat with every hand known, "
            "everybody playing his best (rules §6: 10 + the bid when made). Hard's estimate: "
            "the chance of making the bid, seen from the seat.")

    def reason_text(self, reason: Reason | None, decision: Decision | None = None,
                    names: Sequence[str] = ()) -> str:
        if reason is None:
            return ""
        a = reason.args
        words = {"card": card_text(a["card"]) if "card" in a else "",
                 "best": (card_text(a["best"]) if hasattr(a.get("best"), "suit")
                          else a.get("best", "")),
                 "bid": a.get("bid", ""), "taken": a.get("taken", ""),
                 "chosen": a.get("chosen", "")}
        key = reason.key
        if key == "over_itself":
            text = translate("Review", "{card} takes a trick you did not bid: the bid of {bid} "
                             "is broken")
        elif key == "over":
            text = translate("Review", "{card} leaves you a trick too many later: the bid of "
                             "{bid} is broken (took {taken})")
        elif key == "under_itself":
            text = translate("Review", "{card} does not take a trick you needed: the bid of "
                             "{bid} is broken (took {taken})")
        elif key == "under":
            text = translate("Review", "{card} costs you a trick you needed later: the bid of "
                             "{bid} is broken (took {taken})")
        elif key == "bid_made":
            text = translate("Review", "A bid of {best} could be made; the bid of {chosen} is "
                             "broken (took {taken})")
        elif key == "bid_more":
            text = translate("Review", "A bid of {best} could be made as well, and scores more")
        elif key == "bid_instead":
            text = translate("Review", "A bid of {best} was better than {chosen}")
        else:
            text = translate("Review", "{best} was better than {card}")
        text = text.format(**words)
        loss = float(a.get("loss", 0.0))
        return f"{text}: −{loss:.0f}" if loss >= 0.5 else text

    def written(self, row: Any, rules: Any, seat: int) -> int:
        return row.points[seat]

    def row_text(self, names: Sequence[str], row: Any) -> str:
        """"You 12 (2 of 2) · Anna 0 (3 of 1)": each seat's points, tricks and bid."""
        parts = [translate("Review", "{name} {points} ({taken} of {bid})").format(
            name=name, points=f"{p}".replace("-", "−"), taken=t, bid=b)
            for name, p, t, b in zip(names, row.points, row.tricks, row.bids, strict=False)]
        return " · ".join(parts)

    def game_line(self, frames: Sequence[Frame], names: Sequence[str]) -> str:
        if not frames:
            return ""
        first = frames[0]
        if first.trump is None:
            return translate("Review", "no trumps")
        return translate("Review", "trump: {suit} ({card} turned)").format(
            suit=suit_name(first.trump), card=card_text(first.turned))

    def footnote(self, rules: Any) -> str:
        return translate(
            "Review", "Exact values: what the deal writes for the seat with every hand known, "
            "everybody playing his best from the choice on (the computer's own search: his bid "
            "first, then the others' broken). The search runs to the end once at most {cards} "
            "cards are left in all hands; before that the values are estimates. Hard's "
            "estimate: the chance of making the bid that the computer's Hard player sees from "
            "the seat's own view, without any hidden card.").format(
            cards=exact_cards(rules.players))


__all__ = ["OhHellReviewLook"]
