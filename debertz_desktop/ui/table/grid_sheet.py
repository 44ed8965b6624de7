"""A score sheet of text cells beside the table (or in the result), for the games whose sheet
is a plain grid (``sheet_grid.SheetGrid``: Oh Hell, Magistr).

Like a paper sheet its columns always fit the width: where they do not, the
columns a game keeps least (``GridColumn.keep``) give way first, names are cut
short with the whole name in the tooltip, and the players' totals stay in sight.
The result at the end of a game keeps every column: each player's name is written
once over his columns (``paired_header``), and where the width is still short the
texts give way — who led and dealt, then the names, then the sub-game — cut with
"…", whole in their tooltips (the sheet window's ``whole`` result scrolls instead).
A missed bid is struck out, a failed check red; summary lines are bold.  Where a cell is
written in runs (``GridLine.runs``: a running total with its bid after it, written small and
struck out when missed), a delegate draws each run its way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ..sheet_grid import GridColumn, GridLine, LineKind, SheetGrid
from .fitting import cap_widest, halves, heading_pad, side_heading
from .paired_header import PairedHeader

#: Builds a sheet's grid from the game's sheet and the names.
GridBuilder = Callable[[Any, tuple[str, ...]], SheetGrid]

MARKED = QColor("#b00020")
SUMMARY_SHADE = QColor("#f1ead2")
#: The item role holding a cell's runs, ``((text, marked, small), …)``, when it is not written
#: whole one way (``GridLine.runs``: a struck-out bid beside its total, a bid written small).
RUNS_ROLE = Qt.ItemDataRole.UserRole + 1
#: A small run's size against the cell's font (the bid beside a total, OH_HELL §8).
SMALL_SCALE = 0.8
#: A cell's room beside its text (pixels).
PAD = 14
#: The fewest characters a text column of the result keeps before "…".
TEXT_FLOOR = 7


def small_font(font: QFont) -> QFont:
    small = QFont(font)
    if font.pointSizeF() > 0:
        small.setPointSizeF(font.pointSizeF() * SMALL_SCALE)
    else:
        small.setPixelSize(max(6, round(font.pixelSize() * SMALL_SCALE)))
    return small


class RunsDelegate(QStyledItemDelegate):
    """Draws a cell written in runs (``RUNS_ROLE``): a marked run struck out and red, a small
    run smaller, on the same baseline as the rest; the background, the selection and the
    alignment stay the style's."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        runs = index.data(RUNS_ROLE)
        if not runs:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        rect = rect.adjusted(margin, 0, -margin, 0)
        pieces = []
        for text, marked, small in runs:
            font = small_font(opt.font) if small else QFont(opt.font)
            font.setStrikeOut(marked)
            pieces.append((text, font, MARKED if marked else None))
        widths = [QFontMetrics(font).horizontalAdvance(text) for text, font, _ in pieces]
        if sum(widths) > rect.width():  # cut short as any cell is
            pieces, widths = _elided(pieces, widths, rect.width())
        x = rect.left()
        if opt.displayAlignment & Qt.AlignmentFlag.AlignRight:
            x = max(rect.left(), rect.right() + 1 - sum(widths))
        metrics = QFontMetrics(opt.font)
        baseline = rect.top() + (rect.height() + metrics.ascent() - metrics.descent()) // 2
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        plain = opt.palette.color(QPalette.ColorRole.HighlightedText if selected
                                  else QPalette.ColorRole.Text)
        painter.save()
        painter.setClipRect(rect)
        for (text, font, colour), width in zip(pieces, widths, strict=True):
            if text:
                painter.setFont(font)
                painter.setPen(colour if colour is not None and not selected else plain)
                painter.drawText(QPoint(x, baseline), text)
            x += width
        painter.restore()


def _elided(pieces: list[tuple[str, QFont, QColor | None]], widths: list[int], room: int,
            ) -> tuple[list[tuple[str, QFont, QColor | None]], list[int]]:
    """The runs cut to ``room`` pixels, the last one kept ending in "…"."""
    out: list[tuple[str, QFont, QColor | None]] = []
    sizes: list[int] = []
    used = 0
    for (text, font, colour), width in zip(pieces, widths, strict=True):
        metrics = QFontMetrics(font)
        if used + width <= room:
            out.append((text, font, colour))
            sizes.append(width)
            used += width
            continue
        cut = metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(0, room - used))
        out.append((cut, font, colour))
        sizes.append(metrics.horizontalAdvance(cut))
        break
    return out, sizes


class GridSheetView(QTableWidget):
    """The grid of a game's sheet, fitted to its width (``result``: every column, each name
    once over its columns; ``whole`` as well: every column at its whole width, scrolling
    sideways, each heading with its name)."""

    def __init__(self, builder: GridBuilder, parent: QWidget | None = None, *,
                 result: bool = False, whole: bool = False) -> None:
        super().__init__(parent)
        self.builder = builder
        self.result = result
        #: The result at the end of a game: as a paper sheet, fitted to the width.
        self.paper = result and not whole
        if self.paper:
            self.setHorizontalHeader(PairedHeader(self))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.horizontalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setMinimumSectionSize(8)
        if self.paper:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setTextElideMode(Qt.TextElideMode.ElideNone)  # two lines: see below
        elif result:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            # whole headings of two lines (a name over "Bid"): the style elides a heading as
            # one line, "Computer 1\nBid" to "Computer …" in every player's columns
            header.setTextElideMode(Qt.TextElideMode.ElideNone)
        else:
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            # the players' names go on two lines, each cut in the middle (_fit_columns): the
            # style would cut "Computer 1" to "Computer …", losing what tells them apart
            header.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setStyleSheet("GridSheetView:focus { border: 2px solid palette(highlight); }")
        self.setItemDelegate(RunsDelegate(self))
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
            item = QTableWidgetItem(self._heading(column))
            item.setToolTip(column.head.replace("\n", " ") + (
                f"\n{column.tip}" if column.tip else ""))
            self.setHorizontalHeaderItem(c, item)
        header = self.horizontalHeader()
        if isinstance(header, PairedHeader):
            header.set_groups([(column.seat, *_name_and_word(column))
                               for column in grid.columns])
        self.setRowCount(len(grid.lines))
        for r, line in enumerate(grid.lines):
            self._fill_line(r, line, grid)
        # the result's rows closer: more of a game of 24 deals in sight at 1024×700
        padding = 5 if self.result else 8
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + padding)
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
            runs = line.runs(c)
            if len(runs) > 1 or any(run.small for run in runs):  # the delegate draws them
                item.setData(RUNS_ROLE, [(run.text, run.marked, run.small) for run in runs])
            elif runs and runs[0].marked:
                font.setStrikeOut(True)
                item.setForeground(QBrush(MARKED))
            item.setFont(font)
            self.setItem(r, c, item)

    # -- fitting the width -------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def _heading(self, column: GridColumn) -> str:
        """The column's heading as this view writes it whole (the short one beside the table)."""
        return column.short if not self.result and column.short else column.head

    def _widths(self) -> list[int]:
        """Each column's natural width: its widest cell, or its heading's widest line."""
        return self._column_widths()[0]

    def _column_widths(self) -> tuple[list[int], list[int]]:
        """Each column's natural width (its widest cell, or its heading's widest line) and,
        measured in the same pass, its least width: a player's column as narrow as it goes
        with its name still whole on two lines ("Computer" / "1"), its cells or that; any
        other column's natural width."""
        metrics = self.fontMetrics()
        head = self.horizontalHeader().fontMetrics()
        pad = heading_pad(self)
        natural, least = [], []
        for c in range(self.columnCount()):
            if self.grid is not None and c < len(self.grid.columns):  # a label moved: apart
                texts = [line.cells[c] for line in self.grid.lines]
            else:
                texts = [self.item(r, c).text() for r in range(self.rowCount())
                         if self.item(r, c) is not None]
            cells = max([metrics.horizontalAdvance(text) for text in texts] + [8])
            item = self.horizontalHeaderItem(c)
            if item is None:  # not yet made: set_sheet resizes
                heading = ""
            elif self.result or self.grid is None:
                heading = item.text()
            else:  # beside the table: its own words, not as _fit_columns cut them
                heading = self._heading(self.grid.columns[c])
            lines = heading.split("\n")
            width = max([cells] + [head.horizontalAdvance(line) for line in lines]) + PAD
            natural.append(width)
            if self.grid is not None and self.grid.columns[c].seat is not None:
                parts = [half for line in lines for half in halves(line, head)]
                name = max(head.horizontalAdvance(part) for part in parts) + pad
                least.append(min(width, max(cells + PAD, name)))
            else:
                least.append(width)
        return natural, least

    def _fit_columns(self) -> None:
        """Columns a game keeps least give way first; then the players' columns share what is
        left, their names cut (whole in the tooltip)."""
        if self.grid is not None and self.paper:
            self._fit_paper()
        if self.grid is None or self.result:
            return
        room = (self.width() - 2 * self.frameWidth()
                - self.verticalScrollBar().sizeHint().width())
        # a column is dropped only where the players' columns, their names on two lines,
        # leave no room for it (a sheet of totals alone, without its deals' numbers, says
        # little)
        widths, least = self._column_widths()
        columns = self.grid.columns
        shown = self._kept_columns(least, room)
        number, need = self._label_room(shown)
        if number is not None and need > least[number]:
            # the labels' room comes before the columns a game keeps least
            wider = [*least[:number], need, *least[number + 1:]]
            again = self._kept_columns(wider, room)
            if number in again:
                shown, least = again, wider
                widths[number] = need
            else:  # what room there is, the rest cut with "…"
                spare = room - sum(least[c] for c in shown)
                widths[number] = least[number] = min(need, widths[number] + max(0, spare))
        self._place_labels(shown)
        for c in range(len(columns)):
            self.setColumnHidden(c, c not in shown)
        total = sum(widths[c] for c in shown)
        players = [c for c in shown if columns[c].seat is not None]
        spare = room - total
        header = self.horizontalHeader()
        metrics = header.fontMetrics()
        pad = heading_pad(self)
        cap = cap_widest(sorted(widths[c] for c in players), spare) if spare < 0 else None
        # names on two lines where that makes room: each player's column gives up part of
        # what it has beyond its least width, the widest giving most
        give = sum(widths[c] - least[c] for c in players)
        squeeze = spare < 0 and give > 0 and sum(least[c] for c in shown) <= room
        for c in shown:
            width = widths[c]
            if players and c in players:
                if squeeze:
                    width = least[c] + (widths[c] - least[c]) * (give + spare) // give
                else:  # a short name stays whole while the long give way
                    width = max(24, min(width, cap) if cap is not None
                                else width + spare // len(players))
                text = side_heading(self._heading(columns[c]), metrics, width - pad)
                item = self.horizontalHeaderItem(c)
                if item is not None and item.text() != text:
                    item.setText(text)
            header.resizeSection(c, width)

    def _kept_columns(self, least: list[int], room: int) -> list[int]:
        """The columns shown in ``room``: every one where all fit at their ``least`` widths,
        else the kind a game keeps longest, then each lower kind that still has room (the
        deals' numbers beside the totals where the bids do not fit)."""
        assert self.grid is not None
        columns = self.grid.columns
        shown = list(range(len(columns)))
        if sum(least) <= room:
            return shown
        levels = sorted({c.keep for c in columns}, reverse=True)
        kept = {c for c in shown if columns[c].keep == levels[0]}
        used = sum(least[c] for c in kept)
        for level in levels[1:]:
            group = [c for c in shown if columns[c].keep == level]
            if used + sum(least[c] for c in group) <= room:
                kept.update(group)
                used += sum(least[c] for c in group)
        # the deal's other columns (its ±, its check) say nothing without its number: their
        # room goes to the players' names
        own = [c for c in shown if columns[c].seat is None]
        if own and max(own, key=lambda c: columns[c].keep) not in kept:
            kept -= set(own)
        return sorted(kept)

    def _labels(self, shown: list[int]) -> tuple[int | None, list[str]]:
        """The deal's number's column, if shown, and the labels its summary lines take from
        the deal's columns that are not ("Total", "Place", "So far": their words, not their
        figures), one per line (``""``: none)."""
        assert self.grid is not None
        columns = self.grid.columns
        own = [c for c in range(len(columns)) if columns[c].seat is None]
        number = max(own, key=lambda c: columns[c].keep) if own else None
        if number not in shown:
            return None, []
        labels = []
        for line in self.grid.lines:
            moved = [line.cells[c] for c in own if c not in shown and c != number
                     and line.kind is not LineKind.DEAL
                     and any(ch.isalpha() for ch in line.cells[c])]
            labels.append(" ".join(part for part in (line.cells[number], *moved) if part)
                          if moved else line.cells[number])
        return number, labels

    def _label_room(self, shown: list[int]) -> tuple[int | None, int]:
        """The deal's number's column and the width it needs with the labels it takes."""
        number, labels = self._labels(shown)
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        return number, max((metrics.horizontalAdvance(text) + PAD for text in labels
                            if text), default=0)

    def _place_labels(self, shown: list[int]) -> None:
        """A summary line's label sits in a column of the deal's own that a narrow view may
        drop, the deal's number kept: there it is written in the deal's number's column
        instead (``_labels``; cut with "…" where even the room made for it is short, whole in
        its tooltip), and back in its own column once that is shown again."""
        assert self.grid is not None
        number, labels = self._labels(shown)
        for r, line in enumerate(self.grid.lines):
            if line.kind is LineKind.DEAL:
                continue
            for c, column in enumerate(self.grid.columns):
                item = self.item(r, c)
                if column.seat is not None or item is None:
                    continue
                text = labels[r] if c == number else line.cells[c]
                if item.text() != text:
                    item.setText(text)
                    tip = line.tips[c] if c < len(line.tips) else ""
                    item.setToolTip(tip or text)

    # -- the result, as a paper sheet --------------------------------------------------------

    def _paper_widths(self) -> tuple[list[int], list[int], list[int], list[int], list[int]]:
        """For each column: its widest cell, its heading on one line, wrapped in two and
        short (a player's column: its own word), and its width with the room its seat's name
        needs over the seat's columns, shared among them."""
        assert self.grid is not None
        metrics = self.fontMetrics()
        head = self.horizontalHeader().fontMetrics()
        columns = self.grid.columns
        bold = QFont(self.font())
        bold.setBold(True)
        summary = QFontMetrics(bold)  # the half totals and the result are bold
        cells, line, wrapped, short = [], [], [], []
        for c, column in enumerate(columns):
            cells.append(max((summary if row.kind is not LineKind.DEAL else metrics)
                             .horizontalAdvance(row.cells[c]) for row in self.grid.lines)
                         + PAD if self.grid.lines else PAD)
            word = _name_and_word(column)[1]
            line.append(max(head.horizontalAdvance(w) for w in word.split("\n")) + PAD)
            wrapped.append(max(head.horizontalAdvance(w)
                               for w in _wrapped(word, head).split("\n")) + PAD)
            short.append(min(wrapped[-1], head.horizontalAdvance(column.short) + PAD)
                         if column.seat is None and column.short else wrapped[-1])
        full = [max(a, b) for a, b in zip(cells, line, strict=True)]
        for seat in {c.seat for c in columns if c.seat is not None}:
            own = [c for c, column in enumerate(columns) if column.seat == seat]
            name = _name_and_word(columns[own[0]])[0]
            lacking = max(0, head.horizontalAdvance(name) + PAD - sum(full[c] for c in own))
            for k, c in enumerate(own):
                full[c] += lacking // len(own) + (k < lacking % len(own))
        return cells, line, wrapped, short, full

    def _fit_paper(self) -> None:
        """Every column of the result in the width where it can be.  Where it cannot, the
        headings wrap in two lines, then the deal's own columns take their short headings
        ("✓" for "Check": the tooltip and the legend say them whole), then who led and dealt
        gives way, then the names are cut with "…", then the sub-game; the numbers stay
        whole.  Where even that is too wide the sheet scrolls sideways: nothing is lost."""
        assert self.grid is not None
        columns = self.grid.columns
        room = (self.width() - 2 * self.frameWidth()
                - self.verticalScrollBar().sizeHint().width())
        cells, line, wrapped, short, widths = self._paper_widths()
        texts = [c for c, column in enumerate(columns) if not column.numeric]
        kept = max((columns[c].keep for c in texts), default=0)
        chars = self.fontMetrics().averageCharWidth() * TEXT_FLOOR + PAD
        excess = sum(widths) - room
        for heads in (wrapped, short):  # the headings in two lines, then short: widest first
            floors = {c: max(heads[c], min(cells[c], widths[c]))
                      for c, column in enumerate(columns) if column.seat is None}
            for c in sorted(floors, key=lambda c: floors[c] - widths[c]):
                if excess > 0 and widths[c] > floors[c]:  # all the way: the room is shared
                    excess -= widths[c] - floors[c]
                    widths[c] = floors[c]
        for c in sorted((c for c in texts if columns[c].keep < kept),
                        key=lambda c: columns[c].keep):
            excess = _give_way(widths, c, max(short[c], chars), excess)
        named = [max(0, widths[c] - max(cells[c], line[c])) for c in range(len(columns))]
        if excess > 0 and sum(named) > 0:  # the names give way
            cut = min(excess, sum(named))
            for c in range(len(columns)):
                widths[c] -= named[c] * cut // sum(named)
            excess = sum(widths) - room
        for c in texts:
            if columns[c].keep == kept:
                excess = _give_way(widths, c, max(short[c], chars), excess)
        if excess < 0:  # room to spare: the players' columns share it
            players = [c for c, column in enumerate(columns) if column.seat is not None]
            for k, c in enumerate(players):
                widths[c] += -excess // len(players) + (k < -excess % len(players))
        header = self.horizontalHeader()
        for c, (column, width) in enumerate(zip(columns, widths, strict=True)):
            header.resizeSection(c, width)
            item = self.horizontalHeaderItem(c)
            if column.seat is None and item is not None:
                item.setText(column.head if width >= line[c]
                             else _wrapped(column.head, header.fontMetrics())
                             if width >= wrapped[c] or not column.short else column.short)

    def whole_width(self) -> int:
        """The width the result would like: every column whole, each name over its columns."""
        if self.grid is None or not self.paper:
            return self.content_width()
        return (sum(self._paper_widths()[4]) + self.verticalScrollBar().sizeHint().width()
                + 2 * self.frameWidth())

    def content_width(self) -> int:
        header = self.horizontalHeader()
        return header.length() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def game_width(self) -> int:
        """The width a whole game's sheet would like: every column at its natural width."""
        return sum(self._widths()) + self.verticalScrollBar().sizeHint().width() \
            + 2 * self.frameWidth()


def _name_and_word(column: GridColumn) -> tuple[str, str]:
    """A player's column heading as its name and its own word ("Anna\nBid": "Anna", "Bid");
    another column's heading is its own word."""
    if column.seat is not None and "\n" in column.head:
        name, word = column.head.split("\n", 1)
        return name, word
    return "", column.head


def _wrapped(text: str, metrics: QFontMetrics) -> str:
    """A one-line heading in two lines, as narrow as it goes ("Led /\ndealt")."""
    if "\n" in text or " " not in text:
        return text
    spaces = [k for k, ch in enumerate(text) if ch == " "]
    # after a slash where there is one ("Led /" over "dealt"), else the narrower
    spaces = [k for k in spaces if text[:k].rstrip().endswith("/")] or spaces

    def width(k: int) -> int:
        return max(metrics.horizontalAdvance(text[:k].rstrip()),
                   metrics.horizontalAdvance(text[k + 1:].lstrip()))

    k = min(spaces, key=width)
    return text[:k].rstrip() + "\n" + text[k + 1:].lstrip()


def _give_way(widths: list[int], column: int, floor: int, excess: int) -> int:
    """Narrows ``column`` towards ``floor`` by as much as is too wide; what is left too wide."""
    if excess <= 0:
        return excess
    cut = max(0, min(excess, widths[column] - floor))
    widths[column] -= cut
    return excess - cut
