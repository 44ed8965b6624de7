"""Counting the deal, writing the sheet, the end of the game (RULES §9, §10, §13)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from .....engine.debertz.cards import LAST_TRICK_BONUS
from .....engine.debertz.sheet import DealRow, Mark, SideLine
from ....learn.plan import Explanation
from .situations import Situation, explained

# -- counting and writing the deal --------------------------------------------------------------


def _parts_text(side: SideLine) -> str:
    """"82 in cards + 10 for the last trick + 20 combinations = 112"."""
    parts = [QCoreApplication.translate("Lesson", "{points} in cards").format(points=side.cards)]
    if side.last_trick:
        parts.append(QCoreApplication.translate("Lesson", "{points} for the last trick").format(
            points=side.last_trick))
    if side.combinations:
        parts.append(QCoreApplication.translate("Lesson", "{points} combinations").format(
            points=side.combinations))
    if side.bella:
        parts.append(QCoreApplication.translate("Lesson", "{points} bella").format(
            points=side.bella))
    return " + ".join(parts) + f" = {side.total}"


def _outcome(sides: Sequence[SideLine], names: Sequence[str], maker_side: int,
             you: int) -> str:
    """Made, bitten or hanging (RULES §10.1, §10.2), said from the person's side."""
    top = max((i for i in range(len(sides)) if i != maker_side), key=lambda i: sides[i].total)
    maker = sides[maker_side]
    facts = {"maker": names[maker_side], "points": maker.total, "written": sides[top].written,
             "top": QCoreApplication.translate("Lesson", "you", "after 'than': the person")
             if top == you else names[top]}
    if Mark.BITE in maker.marks or Mark.BITE_HANGS in maker.marks:
        if maker_side == you:
            text = QCoreApplication.translate(
                "Lesson", "You were the maker but scored less than {top}: bitten. You write 0 "
                "and your {points} go to {top}.")
        elif top == you:
            text = QCoreApplication.translate(
                "Lesson", "{maker} was the maker but scored less than you: bitten. He writes 0 "
                "and his {points} go to you: you write {written}.")
        else:
            text = QCoreApplication.translate(
                "Lesson", "{maker} was the maker but scored less than {top}: bitten. He writes "
                "0 and his {points} go to {top}.")
    elif Mark.HANGING in maker.marks:
        text = (QCoreApplication.translate(
            "Lesson", "You were the maker and scored as much as {top}: your {points} hang. "
            "Whoever scores most in the next deal takes them.") if maker_side == you
            else QCoreApplication.translate(
            "Lesson", "{maker} was the maker and scored as much as {top}: his {points} hang. "
            "Whoever scores most in the next deal takes them."))
    else:
        text = (QCoreApplication.translate(
            "Lesson", "You were the maker and scored more than {top}: you made it, and each "
            "writes his own total.") if maker_side == you
            else QCoreApplication.translate(
            "Lesson", "{maker} was the maker and scored more than {top}: he made it, and each "
            "writes his own total."))
    return text.format(**facts)


def _marks(sides: Sequence[SideLine], names: Sequence[str], you: int) -> list[str]:
    """Hanging points won, a ski (RULES §9, §10.2)."""
    out = []
    for i, side in enumerate(sides):
        if Mark.HANG_WON in side.marks:
            out.append((QCoreApplication.translate(
                "Lesson", "You scored most and take the hanging points: {points}.") if i == you
                else QCoreApplication.translate(
                "Lesson", "{name} scored most and takes the hanging points: {points}."))
                .format(name=names[i], points=side.received))
        if Mark.SKI in side.marks:
            out.append((QCoreApplication.translate("Lesson", "You took no trick: a ski.")
                        if i == you else QCoreApplication.translate(
                        "Lesson", "{name} took no trick: a ski.")).format(name=names[i]))
    return out


def deal_count(row: DealRow, names: Sequence[str], maker_side: int | None, you: int, *,
               short: bool) -> Explanation:
    """A played deal's summary explained (RULES §9, §10): each side's parts, then made,
    bitten or hanging.  ``names``: the sides' names; ``you``: the person's side."""
    sides = row.sides
    outcome = [_outcome(sides, names, maker_side, you)] if maker_side is not None else []
    outcome += _marks(sides, names, you)
    title = QCoreApplication.translate("Lesson", "Counting deal {number}").format(
        number=row.number)
    if short:
        totals = ", ".join(f"{names[i]} {side.total}" for i, side in enumerate(sides))
        return explained(Situation.DEAL_COUNT, title, QCoreApplication.translate(
            "Lesson", "Deal totals: {totals}.").format(totals=totals), " ".join(outcome),
            reminder=True)
    return explained(
        Situation.DEAL_COUNT, title,
        QCoreApplication.translate(
            "Lesson", "Each player adds up the card points of his tricks, {last} for the last "
            "trick, his combinations if they were the highest, and the bella: his deal "
            "total.").format(last=LAST_TRICK_BONUS),
        "\n".join(f"{names[i]}: {_parts_text(side)}." for i, side in enumerate(sides)),
        " ".join(outcome))


def sheet(row: DealRow, names: Sequence[str], target: object) -> Explanation:
    """The deal's row on the sheet (RULES §13) and the way to the target (§10.3)."""
    totals = ", ".join(f"{names[i]} {side.running}" for i, side in enumerate(row.sides))
    written = ", ".join(f"{names[i]} {side.written}" for i, side in enumerate(row.sides))
    return explained(
        Situation.SHEET, QCoreApplication.translate("Lesson", "The score sheet"),
        QCoreApplication.translate(
            "Lesson", "Each deal is a row of the score sheet, open beside the table (View → "
            "Score sheet): for each player what he wrote in the deal and his running total. "
            "The score sheet window (View → Score sheet window) shows every part of the "
            "count, the dealer and the maker too."),
        QCoreApplication.translate(
            "Lesson", "Deal {number} wrote {written}; the totals are now {totals}. The first "
            "to reach {target} wins; if both do, the higher total.").format(
            number=row.number, written=written, totals=totals, target=target))


def game_over(winner: str | None, target: object) -> Explanation:
    """The end (RULES §10.3); ``winner``: ``None`` when the person won."""
    if winner is None:
        text = QCoreApplication.translate(
            "Lesson", "You reached {target} with the highest total: you win the game.")
    else:
        text = QCoreApplication.translate(
            "Lesson", "{name} reached {target} with the highest total and wins the game.")
    return explained(
        Situation.GAME_OVER, QCoreApplication.translate("Lesson", "The end of the game"),
        text.format(name=winner, target=target),
        QCoreApplication.translate(
            "Lesson", "That was the whole game. Help → Rules has every rule and an example "
            "deal; Game → New game starts the next game."))
