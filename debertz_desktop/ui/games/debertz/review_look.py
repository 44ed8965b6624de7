"""Debertz's part of the deal review (``ui/review/look.py``): its frames and its words.

The words are ``ui/review/texts.py``'s (values in points: RULES §9–§10); the
board says the contract or the turned card and the bids, and the tricks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ai.review import Decision, Note, Reason, Unit
from ....ai.review.reasons import result_of
from ....ai.review.timeline import deal_timeline
from ....engine.debertz.game import side_names
from ....engine.phase import Phase
from ....engine.record import GameRecord
from ...player_names import team_names
from ...review.frames import Frame, frames_of
from ...review.look import ReviewLook
from ...review.texts import (
    choice_text,
    note_text,
    points_text,
    reason_text,
    result_text,
    unit_text,
)
from .texts import action_text, card_text, contract_text

_PRE_PLAY = (Phase.BIDDING, Phase.BEFORE_LEAD, Phase.CONCESSION)


class DebertzReviewLook(ReviewLook):
    def deal(self, record: GameRecord, number: int) -> tuple[list[Frame], tuple[Any, ...]]:
        timeline = deal_timeline(record, number)
        return frames_of(timeline), tuple(m.view for m in timeline.moments)

    def side_names(self, rules: Any, names: Sequence[str]) -> tuple[str, ...]:
        pairs = team_names(names) if getattr(rules, "teams", False) else None
        return tuple(pairs or side_names(rules, names))

    def info_lines(self, frame: Frame, names: Sequence[str]) -> list[str]:
        """The contract, or the turned card and the bids so far; the tricks taken."""
        translate = QCoreApplication.translate
        lines = []
        if frame.contract is not None:
            lines.append(translate("ReviewBoard", "Trump: {contract}").format(
                contract=contract_text(frame.contract, frame.trump)))
        else:
            lines.append(translate("ReviewBoard", "Turned card: {card}").format(
                card=card_text(frame.turned)))
        if frame.phase in _PRE_PLAY:
            for seat, bid in frame.bids:
                name = names[seat] if seat < len(names) else str(seat + 1)
                lines.append(f"{name}: {action_text(bid)}")
        else:
            lines.append(translate("ReviewBoard", "Tricks: {tricks}").format(
                tricks=" : ".join(str(t) for t in frame.tricks)))
        return lines

    def seat_note(self, frame: Frame, seat: int) -> str:
        return QCoreApplication.translate("ReviewBoard", "maker") if frame.maker == seat else ""

    def choice_text(self, action: Any) -> str:
        return choice_text(action)

    def unit_text(self, unit: Unit) -> str:
        return unit_text(unit)

    def printed_unit_text(self, unit: Unit) -> str:
        return unit_text(unit)  # no footnote: the caption says what the values are

    def note_text(self, note: Note) -> str:
        return note_text(note)

    def reason_text(self, reason: Reason | None, decision: Decision | None = None,
                    names: Sequence[str] = ()) -> str:
        return reason_text(reason, decision)

    def row_text(self, names: Sequence[str], row: Any) -> str:
        """"You 83 · Computer 44 — made": what each side writes, and the contract's fate."""
        parts = [f"{name} {points_text(side.written)}"
                 for name, side in zip(names, row.sides, strict=False)]
        result = result_of(row)
        fate = result_text(result) if result in ("made", "bitten", "hanging", "void") else ""
        return " · ".join(parts) + (f" — {fate}" if fate else "")

    def game_line(self, frames: Sequence[Frame], names: Sequence[str]) -> str:
        played = next((f for f in frames if f.phase is Phase.PLAY), None)
        if played is None or played.contract is None:
            return ""
        maker = names[played.maker] if played.maker is not None else "—"
        return QCoreApplication.translate("Review", "trump: {contract}, maker: {maker}").format(
            contract=contract_text(played.contract, played.trump), maker=maker)

    def footnote(self, rules: Any) -> str:
        return QCoreApplication.translate(
            "Review", "Exact values: with every hand known, everybody playing their best from the "
            "choice on (double dummy). Hard's estimate: what the computer's Hard player expects "
            "from the seat's own view, without any hidden card.")


__all__ = ["DebertzReviewLook"]
