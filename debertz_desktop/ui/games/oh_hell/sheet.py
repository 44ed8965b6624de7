"""The Oh Hell score sheet as the players write it (OH_HELL §8): a row per deal — its
number, the cards, the trump, over or under — and for each player his bid and running
total, in double columns (bid, total) or single (the total with the bid written small);
a missed bid is struck out (the bid alone, never the total); then the totals and the places."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ....engine.oh_hell.rules import FailedBid, SheetColumns
from ....engine.oh_hell.sheet import OhHellRow, OhHellSheet
from ...sheet_grid import GridColumn, GridLine, LineKind, SheetGrid

translate = QCoreApplication.translate


class OhHellSheetPlurals(QObject):
    """Texts with a number's plural form (lupdate takes ``%n`` as a plural only in ``tr``;
    Russian needs the form even where English has none: «на 2», «на 5»)."""

    def over(self, count: int) -> str:
        return self.tr("over by %n", "", count)

    def under(self, count: int) -> str:
        return self.tr("under by %n", "", count)

    def place(self, count: int) -> str:
        return self.tr("place %n", "", count)


def over_under_text(value: int | None, *, short: bool = False) -> str:
    """"over by 2", "under by 1", "even" (OH_HELL §4); short: "+2", "−1", "0"."""
    if value is None:
        return ""
    if short:
        return f"{value:+d}".replace("-", "\u2212") if value else "0"
    if value > 0:
        return OhHellSheetPlurals().over(value)
    if value < 0:
        return OhHellSheetPlurals().under(-value)
    return translate("OhHellSheet", "even")


def trump_text(row: OhHellRow) -> str:
    return row.trump.symbol if row.trump is not None else translate(
        "OhHellSheet", "NT", "no trump, in a narrow column")


def place_text(place: int) -> str:
    return OhHellSheetPlurals().place(place)


def bankrupt_legend(failed_bid: str) -> str:
    """What a struck-out bid scored, as the rules of the game say (OH_HELL §6 ``failed_bid``)."""
    if failed_bid == FailedBid.MINUS_DIFFERENCE.value:
        return translate("OhHellSheet", "A struck-out bid: bankrupt, the player took more or "
                         "fewer tricks than he bid and loses the difference between his bid "
                         "and his tricks (§6).")
    return translate("OhHellSheet", "A struck-out bid: bankrupt, the player took more or fewer "
                     "tricks than he bid and scores nothing for the deal (§6).")


def sheet_grid(sheet: OhHellSheet, names: tuple[str, ...]) -> SheetGrid:
    """The grid of ``sheet``, in double or single columns as it says (a display choice, §8)."""
    double = sheet.columns == SheetColumns.DOUBLE.value
    grid = SheetGrid(columns=[
        GridColumn(translate("OhHellSheet", "Deal"), "#", keep=3),
        GridColumn(translate("OhHellSheet", "Cards"), translate("OhHellSheet", "Cds"), keep=2,
                   tip=translate("OhHellSheet", "Cards each player held")),
        GridColumn(translate("OhHellSheet", "Trump"), "\u2660", numeric=False, keep=2),
        GridColumn(translate("OhHellSheet", "Over / under"), "\u00b1", keep=1,
                   tip=translate("OhHellSheet", "The bids minus the tricks: over (+), under "
                                 "(\u2212) or even (0)")),
    ])
    for seat, name in enumerate(names):
        if double:
            grid.columns.append(GridColumn(f"{name}\n" + translate("OhHellSheet", "Bid"),
                                           translate("OhHellSheet", "Bid"), seat, keep=4))
        grid.columns.append(GridColumn(f"{name}\n" + translate("OhHellSheet", "Total"),
                                       name, seat, keep=5))
    width = len(grid.columns)
    for row in sheet.rows:
        cells = [str(row.number), str(row.cards), trump_text(row),
                 over_under_text(row.over_under, short=True)]
        marked, spans, small, tips = [], [], [], [""] * width
        tips[3] = over_under_text(row.over_under)
        for seat in range(len(names)):
            made = row.made(seat)
            tip = (translate("OhHellSheet", "bid {bid}, took {tricks}: {points:+d}")
                   .format(bid=row.bids[seat], tricks=row.tricks[seat], points=row.points[seat]))
            if double:
                cells.append(str(row.bids[seat]))
                if not made:
                    marked.append(len(cells) - 1)
                tips[len(cells) - 1] = tip
                cells.append(str(row.totals[seat]))
            else:
                total = f"{row.totals[seat]} \u00b7 "
                cells.append(total + str(row.bids[seat]))
                small.append((len(cells) - 1, len(total)))  # the bid written small
                if not made:  # the bid is struck out, not the running total beside it
                    marked.append(len(cells) - 1)
                    spans.append((len(cells) - 1, len(total), len(cells[-1])))
            tips[len(cells) - 1] = tip
        grid.lines.append(GridLine(tuple(cells), LineKind.DEAL, tuple(marked), tuple(tips),
                                   tuple(spans), tuple(small)))
    total = ["", translate("OhHellSheet", "Total"), "", ""]
    for t in sheet.totals:
        total += ([""] if double else []) + [str(t)]
    grid.lines.append(GridLine(tuple(total), LineKind.TOTAL))
    places = sheet.places
    if places is not None:
        result = ["", translate("OhHellSheet", "Place"), "", ""]
        for p in places:
            result += ([""] if double else []) + [str(p)]
        grid.lines.append(GridLine(tuple(result), LineKind.RESULT))
    grid.legend = [
        bankrupt_legend(sheet.failed_bid),
        translate("OhHellSheet", "\u00b1: the bids minus the tricks of the deal (§4)."),
        translate("OhHellSheet", "NT: the deal was played without trumps (§3)."),
    ]
    if not double:
        grid.legend.append(translate("OhHellSheet", "Each cell: the running total \u00b7 the "
                                     "bid, written small."))
    return grid
