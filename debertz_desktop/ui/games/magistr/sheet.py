"""The Magistr score sheet (MASTER §8): a row per deal with each player's tricks and
points, the remaining tricks, who led and dealt and the deal's stake; a half total
after deals 12 and 24; the result, the places and the rating; the checks of §8.

The Russian sheet uses the seed's abbreviations (КВП, КОНИП, КВОП, И Х/Р, ВОП, ОКВПИ,
ОРПИ, КВОППИ, ВВПИ, ВВИ, ОРВИ, КВВИ, МЗИ) with a legend that spells them out; the
English one says them in plain words.  The headings are translated texts, so the
abbreviations are simply the Russian translations of the English words.  A deal's
sub-game and what it scores ("Hearts: 4 each, minus") is said here for the table's box,
the summaries and the keeper alike.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine.magistr.sheet import HalfTotal, MagistrSheet
from ....engine.magistr.subgames import SUBGAMES, Scores, subgame
from ...sheet_grid import GridColumn, GridLine, LineKind, SheetGrid

translate = QCoreApplication.translate

#: Shown where a check of §8 holds, and where it fails.
CHECK_OK, CHECK_FAILED = "\u2713", "\u2717"


def subgame_name(number: int) -> str:
    return translate("Magistr", subgame(number).name)


def signed(points: int) -> str:
    """A deal's or a total's points with their sign: "+5", "-3", and "0" — a zero in a minus
    deal is neither won nor lost."""
    return f"{points:+d}" if points else "0"


def _check(*oks: bool) -> str:
    return CHECK_OK if all(oks) else CHECK_FAILED


def sheet_grid(sheet: MagistrSheet, names: tuple[str, ...]) -> SheetGrid:
    grid = SheetGrid(columns=[
        GridColumn(translate("MagistrSheet", "Deal"), "#", keep=4),  # stays after the sub-game
        GridColumn(translate("MagistrSheet", "Sub-game"), translate("MagistrSheet", "Game"),
                   numeric=False, keep=3),
    ])
    for seat, name in enumerate(names):
        grid.columns.append(GridColumn(f"{name}\n" + translate("MagistrSheet", "Tricks"),
                                       translate("MagistrSheet", "Tr."), seat, keep=2,
                                       tip=translate("MagistrSheet",
                                                     "Tricks the player took in the deal")))
        points = f"{name}\n" + translate("MagistrSheet", "Points")
        grid.columns.append(GridColumn(points, name, seat,
                                       keep=5, tip=translate("MagistrSheet",
                                                             "Points the player scored in "
                                                             "the deal")))
    grid.columns += [
        GridColumn(translate("MagistrSheet", "Left"), translate("MagistrSheet", "Left"), keep=1,
                   tip=translate("MagistrSheet", "Tricks left unplayed: the deal ended early")),
        GridColumn(translate("MagistrSheet", "Led / dealt"), translate("MagistrSheet", "Led"),
                   numeric=False,
                   keep=1, tip=translate("MagistrSheet", "Who led first / who dealt")),
        GridColumn(translate("MagistrSheet", "Stake"), translate("MagistrSheet", "Stake"), keep=1,
                   tip=translate("MagistrSheet", "The points at stake in the deal")),
        GridColumn(translate("MagistrSheet", "Check"), CHECK_OK, numeric=False, keep=0,
                   tip=translate("MagistrSheet", "The sheet's checks (§8): tricks and remaining "
                         "tricks make the deal's tricks; the points make the stake")),
    ]
    for row in sheet.rows:
        cells = [str(row.number), subgame_name(row.number)]
        for seat in range(len(names)):
            cells += [str(row.tricks[seat]), signed(row.points[seat])]
        cells += [str(row.remaining) if row.remaining else "",
                  f"{names[row.first_leader]} / {names[row.dealer]}",
                  f"{row.stake:+d}", _check(*row.checks())]
        grid.lines.append(GridLine(tuple(cells), LineKind.DEAL))
        if row.number in (12, 24):
            half = sheet.half(0 if row.number == 12 else 1)
            if half is not None:
                grid.lines.append(_half_line(half, row.number == 24, len(names)))
    if sheet.over:
        cells = ["", translate("MagistrSheet", "Result")]
        for seat in range(len(names)):
            cells += [str(sheet.tricks[seat]), signed(sheet.totals[seat])]
        cells += ["", "", str(sheet.tricks_played), _check(sheet.checks_hold())]
        grid.lines.append(GridLine(tuple(cells), LineKind.TOTAL))
        places, ratings = sheet.places or (), sheet.ratings()
        cells = ["", translate("MagistrSheet", "Place")]
        for seat in range(len(names)):
            cells += [f"{ratings[seat]:.0%}", str(places[seat])]
        cells += ["", "", "", ""]
        grid.lines.append(GridLine(tuple(cells), LineKind.RESULT))
    else:
        cells = ["", translate("MagistrSheet", "So far")]
        for seat in range(len(names)):
            cells += [str(sheet.tricks[seat]), signed(sheet.totals[seat])]
        cells += ["", "", "", ""]
        grid.lines.append(GridLine(tuple(cells), LineKind.TOTAL))
    grid.legend = legend()
    return grid


def _half_line(half: HalfTotal, second: bool, players: int) -> GridLine:
    label = (translate("MagistrSheet", "Plus half") if second
             else translate("MagistrSheet", "Minus half"))
    cells = ["", label]
    for seat in range(players):
        cells += [str(half.tricks[seat]), signed(half.points[seat])]
    cells += [str(half.remaining) if half.remaining else "", str(half.all_tricks),
              f"{half.stake:+d}", _check(*half.checks())]
    return GridLine(tuple(cells), LineKind.SUBTOTAL)


def legend() -> list[str]:
    """What the headings and signs mean (in Russian: the seed's abbreviations spelled out)."""
    return [
        translate("MagistrSheet", "Tricks, Points: each player's tricks and points in the deal; "
          "minus in deals 1–12, plus in 13–24 (§7)."),
        translate("MagistrSheet", "Left: tricks not played because the deal ended early (§7)."),
        translate("MagistrSheet", "Led / dealt: who led first and who dealt."),
        translate("MagistrSheet", "Stake: what the whole deal is worth (§7)."),
        translate("MagistrSheet", "Half totals: each player's tricks and points in the half, "
                  "the tricks "
          "left, all the tricks of the half and its points (§8)."),
        translate("MagistrSheet", "Result: each player's tricks and points in the whole game "
                  "and the "
          "tricks played; Place, with the rating in the tricks' column (§9, §10)."),
        translate("MagistrSheet", "\u2713 the checks of §8 hold, \u2717 they do not."),
    ]


def scoring_text(number: int) -> str:
    """"4 each" — what a trick or a card scores in the deal's sub-game (§7)."""
    game = SUBGAMES[(number - 1) % 12]
    return {
        Scores.TRICKS: translate("MagistrTable", "{points} a trick"),
        Scores.CARDS: translate("MagistrTable", "{points} each"),
        Scores.LAST_TWO: translate("MagistrTable", "{points} for each of the last two tricks"),
        Scores.MAX: translate("MagistrTable", "{points} to the most card points"),
    }[game.scores].format(points=game.per_item)


def subgame_line(number: int, rules: Any) -> str:
    """"Hearts: 4 each, minus" — what the deal's sub-game scores (§7)."""
    sign = (translate("MagistrTable", "plus") if number > 12
            else translate("MagistrTable", "minus"))
    return translate("MagistrTable", "{game}: {per}, {sign}").format(
        game=subgame_name(number), per=scoring_text(number), sign=sign)
