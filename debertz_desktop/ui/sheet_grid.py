"""A score sheet as a grid of texts, for the games whose sheet is a plain table.

Oh Hell's and Magistr's sheets (OH_HELL §8, MASTER §8) are rows of cells under
column headings, with a few summary lines (half totals, the result, places).
Their games build a :class:`SheetGrid` from the engine's sheet; the dock beside
the table, the sheet window, the print, the PDF and the CSV render it alike.
Only plain data here (no widget), so every view and document can import it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import pairwise


class LineKind(StrEnum):
    DEAL = "deal"
    #: A subtotal inside the sheet (Magistr's half totals).
    SUBTOTAL = "subtotal"
    TOTAL = "total"
    #: The places (and the rating) under the totals.
    RESULT = "result"


@dataclass(frozen=True)
class GridColumn:
    """One column: its heading, a short heading for a narrow view, whose it is."""

    head: str
    short: str = ""
    #: The seat the column belongs to (``None``: the deal's own columns).
    seat: int | None = None
    numeric: bool = True
    #: How long the column stays when a narrow view must drop some: higher stays longer.
    keep: int = 1
    #: A tooltip for the heading (what an abbreviation means).
    tip: str = ""


@dataclass(frozen=True)
class Run:
    """A piece of a cell's text written one way: struck out in red (``marked``), small."""

    text: str
    marked: bool = False
    small: bool = False


@dataclass(frozen=True)
class GridLine:
    cells: tuple[str, ...]
    kind: LineKind = LineKind.DEAL
    #: Cells shown struck out or in red: a missed bid, a failed check.
    marked: tuple[int, ...] = ()
    #: Tooltips of cells, by column (empty: none).
    tips: tuple[str, ...] = ()
    #: Marked cells of which only a part is marked: ``(column, start, end)``, the marked
    #: characters of the cell's text (a running total with its missed bid written after it:
    #: the bid struck out, not the total).  A marked cell not named here is marked whole.
    spans: tuple[tuple[int, int, int], ...] = ()
    #: Cells of which the end is written small: ``(column, start)``, from that character on
    #: (the bid after a running total in Oh Hell's single columns, OH_HELL §8).
    small: tuple[tuple[int, int], ...] = ()

    def mark(self, column: int) -> tuple[int, int] | None:
        """The marked characters of a cell, ``(start, end)``, or ``None`` if it has no mark."""
        if column not in self.marked:
            return None
        for c, start, end in self.spans:
            if c == column:
                return start, end
        return 0, len(self.cells[column])

    def small_from(self, column: int) -> int | None:
        """Where the small end of a cell starts, or ``None`` if it is written whole."""
        return next((start for c, start in self.small if c == column), None)

    def runs(self, column: int) -> tuple[Run, ...]:
        """A cell's text cut where its mark and its small end start and stop (empty runs
        left out)."""
        text = self.cells[column]
        mark = self.mark(column) or (len(text), len(text))
        small = self.small_from(column)
        cuts = sorted({0, len(text), *mark, *(() if small is None else (small,))})
        return tuple(Run(text[a:b], mark[0] <= a < mark[1], small is not None and a >= small)
                     for a, b in pairwise(cuts) if b > a)


@dataclass
class SheetGrid:
    columns: list[GridColumn]
    lines: list[GridLine] = field(default_factory=list)
    #: What the signs and abbreviations mean, one item a line.
    legend: list[str] = field(default_factory=list)

    @property
    def heads(self) -> list[str]:
        return [c.head for c in self.columns]

    def rows(self) -> list[list[str]]:
        return [list(line.cells) for line in self.lines]
