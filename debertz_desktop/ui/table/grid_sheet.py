"""A score sheet of text cells beside the table (or in the result), for the games whose sheet
is a plain grid (``sheet_grid.SheetGrid``: Oh Hell, Magistr).

Like a paper sheet its columns always fit the width: where they do not, the
columns a game keeps least (``GridColumn.keep``) give way first, names are cut
short with the whole name in the tooltip, and the players' totals stay in sight.
A missed bid is struck out, a failed check red; summary lines are bold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ..sheet_grid import GridLine, LineKind, SheetGrid

#: Builds a sheet's grid from the game's sheet and the names.
GridBuilder = Callable[[Any, tuple[str, ...]], SheetGrid]

MARKED = QColor("#b00020")
SUMMARY_SHADE = QColor("#f1ead2")


class GridSheetView(QTableWidget):
    """The grid of a game's sheet, fitted to its width (``result``: every column, whole)."""

    def __init__(self, builder: GridBuilder, parent: QWidget | None = None, *,
                 result: bool = False) -> None:
        super().__init__(parent)
        self.builder = builder
        self.result = result
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.horizontalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setMinimumSectionSize(8)
        if result:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            # whole headings of two lines (a name over "Bid"): the style elides a heading as
            # one line, "Computer 1\nBid" to "Computer …" in every player's columns
            header.setTextElideMode(Qt.TextElideMode.ElideNone)
        else:
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setStyleSheet("GridSheetView:focus { border: 2px solid palette(highlight); }")
        self._shown: tuple[Any, tuple[str, ...]] | None = None
        self.grid: SheetGrid | None = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.set_sheet(*self._shown)
        super().changeEvent(event)

    def set_sheet(self, sheet: Any, names: tuple[str, ...]) -> None:
        self._shown = (sheet, tuple(names))
        grid = self.grid = self.builder(sheet, tuple(names))
        self.setColumnCount(len(grid.columns))
        for c, column in enumerate(grid.columns):
            item = QTableWidgetItem(column.short if not self.result and column.short
                                    else column.head)
            item.setToolTip(column.head.replace("\n", " ") + (
                f"\n{column.tip}" if column.tip else ""))
            self.setHorizontalHeaderItem(c, item)
        self.setRowCount(len(grid.lines))
        for r, line in enumerate(grid.lines):
            self._fill_line(r, line, grid)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self._fit_columns()
        deals = [i for i, line in enumerate(grid.lines) if line.kind is LineKind.DEAL]
        if deals and not self.result:
            self.scrollToItem(self.item(deals[-1], 0))

    def _fill_line(self, r: int, line: GridLine, grid: SheetGrid) -> None:
        bold = line.kind is not LineKind.DEAL
        for c, text in enumerate(line.cells):
            item = QTableWidgetItem(text)
            column = grid.columns[c]
            item.setTextAlignment((Qt.AlignmentFlag.AlignRight if column.numeric
                                   else Qt.AlignmentFlag.AlignLeft)
                                  | Qt.AlignmentFlag.AlignVCenter)
            tip = line.tips[c] if c < len(line.tips) else ""
            item.setToolTip(tip or text)
            font = QFont(self.font())
            if bold:
                font.setBold(True)
                item.setBackground(QBrush(SUMMARY_SHADE))
            if c in line.marked:
                font.setStrikeOut(True)
                item.setForeground(QBrush(MARKED))
            item.setFont(font)
            self.setItem(r, c, item)

    # -- fitting the width -------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def _widths(self) -> list[int]:
        """Each column's natural width: its widest cell, or its heading's widest line."""
        metrics = self.fontMetrics()
        head = self.horizontalHeader().fontMetrics()
        pad = 14
        out = []
        for c in range(self.columnCount()):
            cells = [self.item(r, c).text() for r in range(self.rowCount())
                     if self.item(r, c) is not None]
            item = self.horizontalHeaderItem(c)
            heading = item.text() if item is not None else ""  # not yet made: set_sheet resizes
            wanted = max([metrics.horizontalAdvance(t) for t in cells] +
                         [head.horizontalAdvance(line) for line in heading.split("\n")] + [8])
            out.append(wanted + pad)
        return out

    def _fit_columns(self) -> None:
        """Columns a game keeps least give way first; then the players' columns share what is
        left, their names cut (whole in the tooltip)."""
        if self.grid is None or self.result:
            return
        room = (self.width() - 2 * self.frameWidth()
                - self.verticalScrollBar().sizeHint().width())
        widths = self._widths()
        columns = self.grid.columns
        shown = list(range(len(columns)))
        for level in sorted({c.keep for c in columns}):
            if sum(widths[c] for c in shown) <= room:
                break
            shown = [c for c in shown if columns[c].keep > level
                     or columns[c].keep >= max(col.keep for col in columns)]
        for c in range(len(columns)):
            self.setColumnHidden(c, c not in shown)
        total = sum(widths[c] for c in shown)
        players = [c for c in shown if columns[c].seat is not None]
        spare = room - total
        header = self.horizontalHeader()
        for c in shown:
            width = widths[c]
            if players and c in players:
                width = max(24, width + spare // len(players))
            header.resizeSection(c, width)

    def content_width(self) -> int:
        header = self.horizontalHeader()
        return header.length() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def game_width(self) -> int:
        """The width a whole game's sheet would like: every column at its natural width."""
        return sum(self._widths()) + self.verticalScrollBar().sizeHint().width() \
            + 2 * self.frameWidth()
