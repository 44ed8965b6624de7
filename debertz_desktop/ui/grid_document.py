"""A grid sheet (Oh Hell's, Magistr's: ``sheet_grid.SheetGrid``) printed and exported.

The same grid the dock and the result show (``GameUi.sheet_grid``) becomes
the print's table and the CSV's lines, so that every view of a game's sheet
says the same in both languages.  On paper the players' columns stand under
their names (a name over its bid and total, OH_HELL §8; over its tricks and
points, MASTER §8), the lines that sum up (half totals, the result, places)
are bold and shaded, a struck-out cell (or the struck-out part of one: a bid
beside its total) stays struck out in red, and the legend follows the table.  The
header and the pages are ``sheet_document``'s.

A wide grid (many players, double columns) turns the page sideways and is
set smaller, so that seven players' double columns fit A4 and Letter without
being shrunk to an unreadable size.
"""

from __future__ import annotations

import csv
import html
import io
from typing import Any

from .games import game_ui
from .sheet_grid import GridColumn, GridLine, LineKind, Run, SheetGrid

#: A cell struck out or marked: the dock's red (``table/grid_sheet.py``).
MARKED = "#b00020"
HEAD_SHADE = "#e8e0c8"
SUMMARY_SHADE = "#f3ecd6"
#: Grids with more columns than this are laid out on a page turned sideways.
PORTRAIT_COLUMNS = 10
#: The text sizes a grid is printed in (points), by its columns.
GRID_SIZES = (9.0, 8.0, 7.0)
#: The space inside a cell's lines (points); closer when that fits a game on one page.
GRID_PADDING = 2
#: What a grid tries, in this order, to get a whole game on one page: (size, padding).
GRID_TRIALS = ((8.0, 2), (7.0, 2), (7.0, 1))
#: A cell's text stays clear of its side lines however close the lines are.
SIDE_PADDING = "padding-left:3px; padding-right:3px"


def grid_of(info: Any) -> SheetGrid | None:
    """The grid of the sheet in ``info`` (a ``SheetInfo``), or ``None`` for a game with a
    sheet document of its own (Debertz)."""
    return game_ui(info.rules).sheet_grid(info.sheet, tuple(info.names))


def grid_font_points(grid: SheetGrid) -> float:
    """The text size a grid is printed in: smaller as the columns grow in number."""
    columns = len(grid.columns)
    if columns <= PORTRAIT_COLUMNS:
        return GRID_SIZES[0]
    if columns <= 14:
        return GRID_SIZES[1]
    return GRID_SIZES[2]


def grid_is_wide(grid: SheetGrid) -> bool:
    """Whether the grid is printed on a page turned sideways."""
    return len(grid.columns) > PORTRAIT_COLUMNS


def column_groups(grid: SheetGrid) -> list[tuple[int | None, list[int]]]:
    """The columns in runs: each player's own together (his name over them), the deal's
    columns one by one."""
    groups: list[tuple[int | None, list[int]]] = []
    for c, column in enumerate(grid.columns):
        if column.seat is not None and groups and groups[-1][0] == column.seat:
            groups[-1][1].append(c)
        else:
            groups.append((column.seat, [c]))
    return groups


def _lines_html(text: str) -> str:
    return "<br/>".join(html.escape(part) for part in text.split("\n"))


def heading_html(grid: SheetGrid) -> str:
    """The table's heading rows: each player's name over his columns, the parts under it."""
    groups = column_groups(grid)
    two_rows = any(seat is not None for seat, _ in groups)
    span = " rowspan='2'" if two_rows else ""
    first: list[str] = []
    second: list[str] = []
    for seat, columns in groups:
        if seat is None:
            first += [f"<th{span}>{_lines_html(grid.columns[c].head)}</th>" for c in columns]
            continue
        name, _, _ = grid.columns[columns[0]].head.partition("\n")
        first.append(f"<th colspan='{len(columns)}' style='white-space:normal'>"
                     f"{html.escape(name)}</th>")
        second += [f"<th>{_lines_html(grid.columns[c].head.partition(chr(10))[2])}</th>"
                   for c in columns]
    shade = f"<tr style='background-color:{HEAD_SHADE}'>"
    rows = [shade + "".join(first) + "</tr>"]
    if two_rows:
        rows.append(shade + "".join(second) + "</tr>")
    return "<thead>" + "".join(rows) + "</thead>"


def _cell_html(text: str, column: GridColumn, *, bold: bool,
               runs: tuple[Run, ...] | None = None, span: int = 1) -> str:
    """A cell; ``runs``: its text in runs, of which a marked one is struck out in red and a
    small one written small."""
    content = html.escape(text)
    if runs is not None:
        content = "".join(_run_html(run) for run in runs)
    if bold and content:
        content = f"<b>{content}</b>"
    align = "right" if column.numeric and span == 1 else "left"
    colspan = f" colspan='{span}'" if span > 1 else ""
    # numbers and signs never wrap; words (a sub-game, who led) may, at their spaces
    wrap = "nowrap" if column.numeric or " " not in text else "normal"
    return (f"<td{colspan} align='{align}' style='white-space:{wrap}; {SIDE_PADDING}'>"
            f"{content}</td>")


def _run_html(run: Run) -> str:
    out = html.escape(run.text)
    if run.marked:
        out = f"<s><font color='{MARKED}'>{out}</font></s>"
    if run.small:
        out = f"<small>{out}</small>"
    return out


def line_html(grid: SheetGrid, line: GridLine) -> str:
    """One line of the table; a summary line's label spans the deal's columns before the
    players' (as "Total" does on Debertz's printed sheet)."""
    summary = line.kind is not LineKind.DEAL
    cells = list(line.cells)
    out: list[str] = []
    start = 0
    if summary:
        lead = next((c for c, col in enumerate(grid.columns) if col.seat is not None),
                    len(cells))
        label = " ".join(text for text in cells[:lead] if text)
        if lead > 1:
            out.append(_cell_html(label, grid.columns[0], bold=True, span=lead))
            start = lead
    for c in range(start, len(cells)):
        out.append(_cell_html(cells[c], grid.columns[c], bold=summary,
                              runs=line.runs(c)))
    shade = f" style='background-color:{SUMMARY_SHADE}'" if summary else ""
    return f"<tr{shade}>" + "".join(out) + "</tr>"


def grid_html(grid: SheetGrid, header: str, *, padding: int = GRID_PADDING) -> str:
    """The whole document: ``header`` (title, date, players, rules), the table, the legend."""
    out = ["<html><head><style>th { white-space: nowrap; }</style></head><body>", header,
           f"<table border='1' cellspacing='0' cellpadding='{padding}' width='100%' "
           "style='border-collapse:collapse; border-color:#888'>",
           heading_html(grid), "<tbody>"]
    out += [line_html(grid, line) for line in grid.lines]
    out.append("</tbody></table>")
    if grid.legend:
        out.append("<p style='margin-top:6px'>"
                   + "<br/>".join(html.escape(item) for item in grid.legend) + "</p>")
    out.append("</body></html>")
    return "".join(out)


def csv_heads(grid: SheetGrid) -> list[str]:
    """The headings on one line each: ``Ann: Bid``, as Debertz's CSV names its columns."""
    return [column.head.replace("\n", ": ") for column in grid.columns]


def grid_csv(grid: SheetGrid) -> str:
    """The headings, every line of the grid (the summary lines too), then the legend."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(csv_heads(grid))
    for line in grid.lines:
        writer.writerow(line.cells)
    if grid.legend:
        writer.writerow([])
        for item in grid.legend:
            writer.writerow([item])
    return out.getvalue()
