"""Debertz's score sheet on paper in the pencil notation (RULES §13): ``PencilPages``, the
pages ``printing.py`` prints and exports when the sheet is kept in pencil — the drawing of
``pencil_sheet.py`` page by page, with the header, the names and the legend."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QPainter

from . import pencil_sheet as pencil
from .sheet_document import (
    PENCIL_ROW,
    PENCIL_SCALE,
    drawing_font,
    header_html,
    html_document,
    sheet_font,
)
from .sheet_texts import SheetInfo

translate = QCoreApplication.translate


class PencilPages:
    """The pencil notation: the header on page 1, the names on every page, the legend last.

    On paper the rows are closer than on screen and the drawing a little smaller
    (``PENCIL_ROW``, ``PENCIL_SCALE``): an A4 page holds about twenty deals.  The
    deals are shared out evenly between the pages the sheet needs, so no page
    ends up with a lone row.
    """

    def __init__(self, info: SheetInfo, body: QSizeF) -> None:
        self.info = info
        self.body = body
        self.painter = pencil.PencilPainter(info.sheet, drawing_font(10), PENCIL_ROW)
        self.legend_font = drawing_font(9)
        self.scale = min(PENCIL_SCALE, body.width() / self.painter.width)
        width = body.width() / self.scale
        height = body.height() / self.scale
        self.width, self.height = width, height
        self.header = html_document(header_html(info), sheet_font(info))
        self.header.setTextWidth(width)
        self.header_height = self.header.size().height()
        self.legend = pencil.legend_items(info.sheet)
        self.legend_rects, legend_height = pencil.legend_rects(self.legend, width,
                                                               self.legend_font)
        self.legend_height = legend_height + 12
        self.pages = self._split(len(info.sheet.rows))

    def _capacity(self, first: bool, last: bool) -> int:
        """How many rows a page holds: the first under the header, the last above the
        totals and the legend."""
        space = self.height - pencil.HEAD_HEIGHT - (self.header_height if first else 0.0)
        if last:
            space -= self.painter.total_row + self.legend_height
        return int(space // self.painter.row)

    def _split(self, rows: int) -> list[tuple[int, int, bool, bool]]:
        """Each page's rows (first, stop), whether the totals and the legend go on it.

        As few pages as the rows need with the totals and the legend on the last,
        the rows shared out evenly between them.  Paper too small for a row beside
        the legend gets the legend on a page of its own.
        """
        if self._capacity(False, True) < 1 or self._capacity(False, False) < 1:
            return self._split_small(rows)
        only = self._capacity(True, True)
        if rows <= only:
            return [(0, rows, True, True)]
        capacities = [max(0, self._capacity(True, False)), self._capacity(False, True)]
        while sum(capacities) < rows:
            capacities.insert(-1, self._capacity(False, False))
        counts: list[int] = []
        left = rows
        for index, capacity in enumerate(capacities):
            later = sum(capacities[index + 1:])
            share = -(-left // (len(capacities) - index))  # the rest shared evenly
            take = max(min(share, capacity), left - later)
            counts.append(take)
            left -= take
        pages: list[tuple[int, int, bool, bool]] = []
        first = 0
        for index, count in enumerate(counts):
            last = index == len(counts) - 1
            pages.append((first, first + count, last, last))
            first += count
        return pages

    def _split_small(self, rows: int) -> list[tuple[int, int, bool, bool]]:
        """Rows page by page as they fit; the totals after them, the legend on its own."""
        pages: list[tuple[int, int, bool, bool]] = []
        first = 0
        while True:
            fit = max(1, self._capacity(not pages, False))
            if rows - first > fit:
                pages.append((first, first + fit, False, False))
                first += fit
                continue
            totals = rows - first < fit
            pages.append((first, rows, totals, False))
            pages.append((rows, rows, not totals, True))
            return pages

    def page_count(self) -> int:
        return len(self.pages)

    def rows_per_page(self) -> list[int]:
        """How many deals each page holds (for the tests and the curious)."""
        return [stop - first for first, stop, _, _ in self.pages]

    def paint_page(self, painter: QPainter, index: int) -> None:
        first, stop, totals, legend = self.pages[index]
        painter.scale(self.scale, self.scale)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        row = self.painter.row
        top = 0.0
        if index == 0:
            self.header.drawContents(painter, QRectF(0, 0, self.width, self.header_height))
            top = self.header_height
        rows = stop - first
        if rows or totals:
            height = (pencil.HEAD_HEIGHT + rows * row
                      + (self.painter.total_row if totals else 0.0))
            self.painter.paint_head(painter, top, height)
            self.painter.paint_rows(painter, top + pencil.HEAD_HEIGHT, first, stop)
            top += pencil.HEAD_HEIGHT + rows * row
            if totals:
                self.painter.paint_totals(painter, top)
                top += self.painter.total_row
        if legend:
            painter.translate(0, top + 12)
            pencil.paint_legend(painter, self.legend, self.legend_rects, self.legend_font)


# -- painting on a printer ----------------------------------------------------------------------


__all__ = ["PencilPages"]
