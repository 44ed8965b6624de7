"""The words and signs of the score sheet (RULES §13), shared by every view of it.

The dock beside the table, the sheet window, the printout, the PDF and the CSV
all take their column headings, mark signs, abbreviations and legends from
here, so they say the same thing in both languages.  Only ``QtCore`` is used:
the widgets (``sheet_view``, ``table/score_sheet``) and the documents
(``printing``) import this module, never one another.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..engine.debertz.claims import FinishCount
from ..engine.debertz.rules import SINGLE_DEAL, RuleSet
from ..engine.debertz.sheet import DealKind, DealRow, GameEnd, Mark, ScoreSheet, SideLine
from .games.debertz.texts import contract_text

#: The parts of a side shown per deal, in column order.
PARTS = (
    "cards",
    "last_trick",
    "combinations",
    "bella",
    "awarded",
    "total",
    "received",
    "penalty",
    "written",
    "marks",
    "running",
)
#: The parts a deal total is made of, as abbreviated under the written points in print.
SMALL_PARTS = ("cards", "last_trick", "combinations", "bella", "awarded", "received", "penalty")
#: The marks shown in red.
BITE_MARKS = (Mark.BITE, Mark.THREE_BITES, Mark.BITE_HANGS)

translate = QCoreApplication.translate


def deal_heads() -> list[str]:
    """The first four columns, the same in the dock, the sheet window, the print and the CSV."""
    return [translate("SheetView", "Deal"), translate("SheetView", "Dealer"),
            translate("SheetView", "Maker"), translate("SheetView", "Contract")]


def hanging_head() -> str:
    return translate("SheetView", "Hanging")


def part_heads() -> dict[str, str]:
    return {
        "cards": translate("SheetView", "Cards"),
        "last_trick": translate("SheetView", "Last trick"),
        "combinations": translate("SheetView", "Combinations"),
        "bella": translate("SheetView", "Bella"),
        "awarded": translate("SheetView", "Awarded",
                             "points written without play: debertz/klabor, a conceded fifty"),
        "total": translate("SheetView", "Deal total"),
        "received": translate("SheetView", "Received"),
        "penalty": translate("SheetView", "Penalties"),
        "written": translate("SheetView", "Written"),
        "marks": translate("SheetView", "Marks"),
        "running": translate("SheetView", "Running total"),
    }


def part_short_heads() -> dict[str, str]:
    """Narrow column heads for the table; the full words are their tooltips."""
    return {
        "cards": translate("SheetView", "Cards"),
        "last_trick": translate("SheetView", "Last"),
        "combinations": translate("SheetView", "Comb."),
        "bella": translate("SheetView", "Bella"),
        "awarded": translate("SheetView", "Award.", "short column head: points awarded"),
        "total": translate("SheetView", "Deal"),
        "received": translate("SheetView", "Rec."),
        "penalty": translate("SheetView", "Pen."),
        "written": translate("SheetView", "Written"),
        "marks": translate("SheetView", "Marks"),
        "running": translate("SheetView", "Σ"),
    }


def part_signs() -> dict[str, str]:
    """The one- or two-letter abbreviations of the parts written under a deal's points."""
    return {
        "cards": translate("Printing", "c", "abbreviation: card points"),
        "last_trick": translate("Printing", "l", "abbreviation: last trick"),
        "combinations": translate("Printing", "k", "abbreviation: combinations"),
        "bella": translate("Printing", "b", "abbreviation: bella"),
        "awarded": translate("Printing", "a", "abbreviation: points awarded without play"),
        "received": translate("Printing", "r", "abbreviation: points received"),
        "penalty": translate("Printing", "p", "abbreviation: penalties"),
    }


def mark_sign(mark: Mark) -> str:
    """The short sign written on a paper sheet: "Б" for a bite in Russian, "bite" in English."""
    return {
        Mark.BITE: translate("SheetView", "bite", "the sign of a bite in the marks column (Б)"),
        Mark.HANGING: translate("SheetView", "hang"),
        Mark.SKI: translate("SheetView", "ski"),
        Mark.THREE_BITES: translate("SheetView", "3 bites", "the sign of a third bite (3Б)"),
        Mark.HANG_WON: translate("SheetView", "+hang"),
        Mark.BITE_HANGS: translate("SheetView", "bite hangs", "a bite whose points hang (Б вис)"),
    }[mark]


def bite_letter() -> str:
    """The letter drawn in a circle for a bite in the pencil notation."""
    return translate("SheetView", "B", "the letter of a bite drawn in a circle (Б)")


def ski_sign() -> str:
    """The sign of a ski in the pencil notation: the word, short as it is ("болт")."""
    return translate("SheetView", "ski", "the sign of a ski (no trick) on a pencil sheet (болт)")


def mark_text(mark: Mark) -> str:
    """A mark in words (tooltips, the deal summary, the legends)."""
    return {
        Mark.BITE: translate("ScoreSheet", "bitten"),
        Mark.HANGING: translate("ScoreSheet", "hanging"),
        Mark.SKI: translate("ScoreSheet", "ski"),
        Mark.THREE_BITES: translate("ScoreSheet", "three bites"),
        Mark.HANG_WON: translate("ScoreSheet", "won the hanging points"),
        Mark.BITE_HANGS: translate("ScoreSheet", "bite hangs"),
    }[mark]


def legend_item(sign: str, meaning: str) -> str:
    """``c: cards`` in English, ``к — карты`` in Russian."""
    return QCoreApplication.translate("SheetView", "{sign}: {meaning}").format(
        sign=sign, meaning=meaning)


def parts_legend() -> str:
    """What the abbreviations under the written points stand for."""
    signs, heads = part_signs(), part_heads()
    items = ", ".join(legend_item(signs[p], heads[p].lower()) for p in SMALL_PARTS)
    return translate("SheetView", "Parts: {items}.").format(items=items)


def marks_legend() -> str:
    """What each sign in the marks column means."""
    meanings = {
        Mark.BITE: translate("SheetView", "the maker was bitten"),
        Mark.HANGING: translate("SheetView", "the maker's points hang"),
        Mark.SKI: translate("SheetView", "no trick taken"),
        Mark.THREE_BITES: translate("SheetView", "the third bite, penalised"),
        Mark.HANG_WON: translate("SheetView", "won the hanging points"),
        Mark.BITE_HANGS: translate("SheetView", "the bitten points hang"),
    }
    items = "; ".join(legend_item(mark_sign(m), meanings[m]) for m in Mark)
    return translate("SheetView", "Marks: {items}.").format(items=items)


def kind_text(row: DealRow) -> str:
    return deal_kind_text(row.kind)


def deal_kind_text(kind: DealKind) -> str:
    return {
        DealKind.PLAYED: "",
        DealKind.NEGATIVE: translate("SheetView", "negative round"),
        DealKind.VOID: translate("SheetView", "redeal"),
        DealKind.CONCEDED: translate("SheetView", "conceded fifty"),
        DealKind.INSTANT_WIN: translate("SheetView", "debertz / klabor"),
        DealKind.FINISH: translate("SheetView", "finish"),
        DealKind.DAVE_DECLINED: translate("SheetView", "dave declined"),
    }[kind]


def row_contract(row: DealRow) -> str:
    if row.kind is DealKind.VOID:
        return QCoreApplication.translate("ScoreSheet", "redeal")
    return contract_text(row.contract, row.trump)


def contract_cell(row: DealRow) -> str:
    kind = kind_text(row)
    if row.kind in (DealKind.PLAYED, DealKind.VOID):
        return row_contract(row)
    contract = row_contract(row) if row.trump is not None or row.contract is not None else ""
    return f"{contract} ({kind})" if contract and contract != "—" else kind


def side_cells(side: SideLine, *, signed_written: bool = True) -> dict[str, str]:
    def num(value: int) -> str:
        return str(value) if value else ""

    return {
        "cards": num(side.cards),
        "last_trick": num(side.last_trick),
        "combinations": num(side.combinations),
        "bella": num(side.bella),
        "awarded": num(side.awarded),
        "total": str(side.total),
        "received": num(side.received),
        "penalty": num(side.penalty),
        "written": f"{side.written:+d}" if signed_written else str(side.written),
        "marks": " ".join(mark_sign(m) for m in side.marks),
        "running": str(side.running),
    }


def parts_text(side: SideLine) -> str:
    """``c 62 · l 10 · k 20`` — the nonzero parts of a deal total, abbreviated."""
    signs = part_signs()
    return " · ".join(f"{signs[p]} {getattr(side, p)}" for p in SMALL_PARTS if getattr(side, p))


def column_heads(sheet: ScoreSheet, *, short: bool = False) -> list[str]:
    heads = deal_heads()
    names = part_short_heads() if short else part_heads()
    for side in sheet.side_names:
        heads += [f"{side}\n{names[p]}" for p in PARTS]
    heads.append(hanging_head())
    if has_stakes(sheet):
        heads.append(stake_head())
    return heads


def has_stakes(sheet: ScoreSheet) -> bool:
    """Short Deberts writes stakes (RULES §12): its sheet has a stake column, last."""
    return sheet.target == SINGLE_DEAL


def stake_head() -> str:
    return translate("SheetView", "Stake", "Short Deberts: what a deal was played for")


class Plurals(QObject):
    """The texts here with a number's plural form: lupdate takes ``%n`` as a plural only in
    ``tr()`` (Russian has three forms), so they are said through this object."""

    def stakes(self, count: int) -> str:
        return self.tr("%n stake(s)", "", count)

    def hang(self, points: int) -> str:
        return self.tr("The maker tied: his %n point(s) hang and go to whoever scores most "
                       "in the next deal (rules §10.2).", "", points)

    def bite_hang(self, points: int) -> str:
        return self.tr("The maker was bitten by two defenders with equal totals: his %n "
                       "point(s) hang between them until a deal decides (rules §10.1).", "",
                       points)


def stakes_text(stakes: int) -> str:
    """"2 stakes" in the current language's plural form, negative numbers too."""
    text = Plurals().stakes(abs(stakes))
    return text if stakes >= 0 else text.replace(str(-stakes), str(stakes), 1)


def row_cells(row: DealRow, names: tuple[str, ...], *, stakes: bool = False) -> list[str]:
    """A row's cells under :func:`column_heads` (``stakes``: the sheet has a stake column)."""
    cells = [
        str(row.number),
        names[row.dealer],
        "—" if row.maker is None else names[row.maker],
        contract_cell(row),
    ]
    for side in row.sides:
        part = side_cells(side)
        cells += [part[p] for p in PARTS]
    cells.append(str(row.hanging_pool) if row.hanging_pool else "")
    if stakes:
        cells.append(str(row.stake))
    return cells


def total_head() -> str:
    return translate("SheetView", "Total")


def winner_text(sheet: ScoreSheet) -> str:
    if sheet.winner_side is None:
        return ""
    return translate("SheetView", "Winner: {name}").format(name=sheet.side_names[sheet.winner_side])


def total_cells(sheet: ScoreSheet) -> list[str]:
    cells = ["", total_head(), "", winner_text(sheet)]
    for total in sheet.totals:
        cells += [""] * (len(PARTS) - 1) + [str(total)]
    cells.append(str(sheet.hanging_pool) if sheet.hanging_pool else "")
    if has_stakes(sheet):
        cells.append("")
    return cells


# -- how a deal or the game ended -----------------------------------------------------------------


def side_name(side_names: tuple[str, ...], side: int | None) -> str:
    if side is None or not 0 <= side < len(side_names):
        return "?"
    return side_names[side]


def finish_text(row: DealRow, side_names: tuple[str, ...], target: int | str | None) -> str:
    """A finish claim with its figures (RULES §8.7, §15), true or false."""
    claimer = side_name(side_names, row.claim_side)
    before = row.sides[row.claim_side].running if row.claim_side is not None else 0
    if isinstance(target, int):
        count = FinishCount(before, row.claim_points, target)
        if row.claim_success:
            text = translate("Outcome", "{side} claimed the finish with {written} + {deal} = "
                             "{total} of {target} points: a true claim, which wins the game "
                             "(rules §8.7).")
        else:
            text = translate("Outcome", "{side} claimed the finish with {written} + {deal} = "
                             "{total} of {target} points: a false claim, which loses the game "
                             "(rules §8.7).")
        return text.format(side=claimer, written=before, deal=row.claim_points,
                           total=count.total, target=target)
    if row.claim_success:
        text = translate("Outcome", "{side} claimed the finish, counting {deal} points of this "
                         "deal: a true claim, which wins the game (rules §8.7).")
    else:
        text = translate("Outcome", "{side} claimed the finish, counting {deal} points of this "
                         "deal: a false claim, which loses the game (rules §8.7).")
    return text.format(side=claimer, deal=row.claim_points)


def note_text(row: DealRow, side_names: tuple[str, ...],
              target: int | str | None = None) -> str:
    """What a deal's note says, in the current language (a note typed in the score keeper
    stays as it was typed)."""
    note = row.note
    claimer = side_name(side_names, row.claim_side)
    if note == "all passed":
        return translate("Outcome", "Everybody passed: the cards are dealt again (rules §4).")
    if note == "redeal: four_sevens":
        return translate("Outcome", "Four sevens were shown: the cards are dealt again "
                         "(rules §5).")
    if note == "redeal: poor_hand":
        return translate("Outcome", "A poor hand was shown: the cards are dealt again "
                         "(rules §5).")
    if note == "conceded fifty":
        maker = side_name(side_names, row.maker)
        return translate("Outcome", "Fifty was conceded: {maker} writes 50 without play "
                         "(rules §4).").format(maker=maker)
    if note == "debertz":
        return translate("Outcome", "{side} showed a debertz and won the game at once "
                         "(rules §5).").format(side=claimer)
    if note == "klabor":
        return translate("Outcome", "{side} showed a klabor and won the game at once "
                         "(rules §5).").format(side=claimer)
    if note == "dave declined":
        return translate("Outcome", "The dave was declined: {stakes} to {side} "
                         "(rules §12).").format(side=claimer, stakes=stakes_text(row.stake))
    if note == "finish claimed":
        return finish_text(row, side_names, target)
    return note


def kind_note(row: DealRow) -> str:
    """What a negative round or a hang means, when the row's note does not say it."""
    if row.kind is DealKind.NEGATIVE:
        return translate("Outcome", "A negative round: everybody passed twice, nobody is the "
                         "maker, and every side writes its points as minus (rules §10.4).")
    for side in row.sides:
        if Mark.HANGING in side.marks:
            return Plurals().hang(side.total)
        if Mark.BITE_HANGS in side.marks:
            return Plurals().bite_hang(side.total)
    return ""


def end_text(sheet: ScoreSheet) -> str:
    """Why the game ended, with the figures (RULES §5, §8.7, §10.3, §12); "" while it goes on."""
    end = sheet.game_end
    if end is None or sheet.winner_side is None:
        return ""
    row = sheet.rows[-1]
    names = sheet.side_names
    winner = names[sheet.winner_side]
    if end is GameEnd.TARGET:
        return translate("Outcome", "{side} reached the target of {target} points "
                         "(rules §10.3).").format(side=winner, target=sheet.target)
    if end is GameEnd.BOTH_OVER:
        return translate("Outcome", "More than one side reached {target} points in the last "
                         "deal; the rules give the game to {side} (rules §10.3, §15).").format(
            side=winner, target=sheet.target)
    if end is GameEnd.MERCY_GAP:
        ordered = sorted(sheet.totals, reverse=True)
        return translate("Outcome", "{side}: {points} points ahead, and that ends the game "
                         "(rules §10.3).").format(side=winner, points=ordered[0] - ordered[1])
    if end is GameEnd.FINISH:
        return finish_text(row, names, sheet.target)
    if end is GameEnd.INSTANT_WIN:
        return note_text(row, names)
    if end is GameEnd.DAVE_DECLINED:
        loser = next((n for k, n in enumerate(names) if k != row.claim_side), "?")
        return translate("Outcome", "{loser} declined the dave and gave up {stakes} to {side} "
                         "(rules §12).").format(loser=loser, side=winner,
                                                stakes=stakes_text(row.stake))
    if end is GameEnd.SINGLE_DEAL:
        return translate("Outcome", "The one deal decided the game: {stakes} to {side} "
                         "(rules §12).").format(
            side=winner, stakes=stakes_text(row.sides[sheet.winner_side].written))
    return ""


@dataclass
class SheetInfo:
    """What a sheet document says besides the rows: header of the print and the CSV.

    Any game's: ``sheet`` and ``rules`` are its own (Debertz's ``ScoreSheet`` and
    ``RuleSet``, ``OhHellSheet`` and ``OhHellRules``…); the documents ask the game's
    ``GameUi`` how to show them (``GameUi.sheet_grid``).
    """

    sheet: ScoreSheet | Any
    names: tuple[str, ...]
    rules: RuleSet | Any
    title: str = ""
    #: The date the game was started or saved, as text (ISO); empty: today.
    date: str = ""
    extra: dict[str, str] = field(default_factory=dict)
