"""The review's words in the current language: decisions, values, reasons, results.

The analysis (``ai/review``) says what happened as keys and cards; everything
a person reads is made here, through Qt's translation (context ``"Review"``).
Actions and cards are said as the table says them (``ui/games/debertz/texts.py``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...ai.review import Decision, DecisionKind, Note, Reason, Unit
from ...ai.review.exact import Declarations
from ..games.debertz.texts import action_text, card_text, combination_text
from ..numbers import decimal_text


def kind_name(kind: DecisionKind) -> str:
    return {
        DecisionKind.BID: QCoreApplication.translate("Review", "bid"),
        DecisionKind.LEAD: QCoreApplication.translate("Review", "lead"),
        DecisionKind.REPLY: QCoreApplication.translate("Review", "reply"),
        DecisionKind.DECLARATION: QCoreApplication.translate("Review", "declaration"),
        DecisionKind.OTHER: QCoreApplication.translate("Review", "other"),
    }[kind]


def kind_heading(kind: DecisionKind) -> str:
    """A column heading of the game summary: "Bids", "Leads" …"""
    return {
        DecisionKind.BID: QCoreApplication.translate("Review", "Bids"),
        DecisionKind.LEAD: QCoreApplication.translate("Review", "Leads"),
        DecisionKind.REPLY: QCoreApplication.translate("Review", "Replies"),
        DecisionKind.DECLARATION: QCoreApplication.translate("Review", "Declarations"),
        DecisionKind.OTHER: QCoreApplication.translate("Review", "Other"),
    }[kind]


def choice_text(action: Any) -> str:
    """An alternative in words: a card, a bid, declarations."""
    if isinstance(action, Declarations):
        if not action.combinations:
            return QCoreApplication.translate("Review", "no declaration")
        return QCoreApplication.translate("Review", "declare {combinations}").format(
            combinations=", ".join(combination_text(c) for c in action.combinations))
    return action_text(action)


def points_text(value: float | None) -> str:
    """A value in points: whole points (the exact values are whole), "−" for minus."""
    if value is None:
        return "—"
    return f"{value:.0f}".replace("-", "−")


def estimate_text(value: float | None) -> str:
    """Hard's estimate, relative or expected: one decimal, a sign."""
    if value is None:
        return "—"
    if abs(value) < 0.05:
        return "0"
    return decimal_text(value, signed=True)


def loss_text(loss: float) -> str:
    return f"−{loss:.0f}" if loss >= 0.5 else "0"


def unit_text(unit: Unit) -> str:
    """What a decision's exact values count (a caption under the alternatives)."""
    if unit is Unit.WRITTEN:
        return QCoreApplication.translate(
            "Review", "Values: what the deal writes for your side less what it writes for the "
            "others, with every hand known (rules §10).")
    return QCoreApplication.translate(
        "Review", "Values: your side's points of the deal — cards, last trick, combinations, "
        "bella — with every hand known (rules §9).")


def note_text(note: Note) -> str:
    return {
        Note.NONE: "",
        Note.ESTIMATED: QCoreApplication.translate(
            "Review", "This position was too large to search to the end: the values are close "
            "estimates."),
        Note.NEGATIVE_ROUND: QCoreApplication.translate(
            "Review", "In a negative round every side plays to take fewer points; the exact "
            "search plays for points, so a negative round is not valued."),
        Note.NOT_IN_POINTS: QCoreApplication.translate(
            "Review", "This choice ends the game or changes the stake: it is not valued in "
            "points."),
        Note.FORCED: QCoreApplication.translate("Review", "The only legal choice."),
    }[note]


def played_out_note() -> str:
    """The note of a value estimated by a play-out before the exact search (Oh Hell, Magistr)."""
    return QCoreApplication.translate(
        "Review", "Too many cards were left to search to the end: the hands are played "
        "by the Medium player's rules, every hand open, until the exact search can take "
        "over. These values are estimates.")


def result_text(result: str) -> str:
    """The fate of the contract (RULES §10)."""
    return {
        "made": QCoreApplication.translate("Review", "made"),
        "bitten": QCoreApplication.translate("Review", "bitten"),
        "hanging": QCoreApplication.translate("Review", "hanging"),
        "void": QCoreApplication.translate("Review", "redealt"),
    }.get(result, result)


def _card(args: dict, key: str) -> str:
    value = args.get(key)
    return card_text(value) if value is not None else ""


def reason_text(reason: Reason | None, decision: Decision | None = None) -> str:
    """The one-line reason: "A♠ first lets the 10♠ be trumped: −21"."""
    if reason is None:
        return ""
    args = reason.args
    lead = bool(args.get("lead"))
    key = reason.key
    if key == "instead_action":
        words = {"best": choice_text(args.get("best")), "chosen": choice_text(args.get("chosen"))}
    else:
        words = {name: _card(args, name) for name in ("card", "lost", "by", "best")}
    translate = QCoreApplication.translate
    if key == "trumped":
        text = (translate("Review", "{card} first lets the {lost} be trumped") if lead
                else translate("Review", "{card} lets the {lost} be trumped"))
    elif key == "trumped_itself":
        text = translate("Review", "{card} is trumped by the {by}")
    elif key == "beaten":
        text = (translate("Review", "{card} first lets the {lost} be taken by the {by}") if lead
                else translate("Review", "{card} lets the {lost} be taken by the {by}"))
    elif key == "beaten_itself":
        text = translate("Review", "{card} is taken by the {by}")
    elif key == "escapes":
        text = (translate("Review", "{card} first lets the {lost} get away") if lead
                else translate("Review", "{card} lets the {lost} get away"))
    elif key == "last_trick":
        text = translate("Review", "{card} gives away the last trick")
    elif key == "bella":
        text = translate("Review", "{card} without bella gives up the bella's 20")
    elif key == "instead":
        text = translate("Review", "{best} was better than {card}")
    else:
        text = translate("Review", "{best} was better than {chosen}")
    text = text.format(**words)
    if "best_result" in args:
        text = translate(
            "Review", "{reason} (best play after it: {chosen} instead of {best})").format(
            reason=text, chosen=result_text(args["chosen_result"]),
            best=result_text(args["best_result"]))
    return f"{text}: {loss_text(float(args.get('loss', 0.0)))}"


__all__ = ["choice_text", "estimate_text", "kind_heading", "kind_name", "loss_text",
           "note_text", "played_out_note", "points_text", "reason_text", "result_text", "unit_text"]
