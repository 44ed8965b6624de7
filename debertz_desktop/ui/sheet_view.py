"""The full score sheet (RULES §13): every column, as a table model and a panel (its window:
``sheet_window.py``).

(Debertz's; a game whose sheet is a grid of texts — Oh Hell, Magistr — shows that grid
whole in the same window, ``GridSheetPanel``.)

One row per deal — deal, dealer, maker, contract/trump, then for each player
(or pair) the parts of his deal total (cards, last trick, combinations, bella, points
awarded without play: a debertz or klabor, a conceded fifty),
the total, points received (a bitten maker's points, won hanging points), the
penalties, the written points, the marks and the running total — and the
hanging pool; a last row holds the totals and the winner.  The same cells feed
the CSV export (``printing.py``).  The panel shows the table and the pencil
notation (``pencil_sheet.py``) side by side as tabs; the window adds print,
preview and export.

Like a paper sheet, the table fits its width: the columns a narrow window has
no room for go — first the empty ones, then the dealer, then the parts of the
deal totals (the written points' tooltip still adds them up), then the maker,
the written points, and the marks last, since they say why a figure is what it
is (a bitten maker's "+0"; with no room for them either, a deal's marks are
written before its running total: "bite 162") — so that the running totals and
the totals row are always in sight.  "All columns" shows every column, scrolling
sideways.  A side's name too wide for one line is written on two in its column
heads, a pair's two names one over the other.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.debertz.sheet import ScoreSheet
from .games import game_ui
from .pencil_sheet import PencilSheetView
from .sheet_grid import SheetGrid
from .sheet_texts import (
    BITE_MARKS,
    PARTS,
    column_heads,
    end_text,
    has_stakes,
    mark_text,
    note_text,
    part_heads,
    row_cells,
    total_cells,
)
from .table.fitting import halves
from .table.grid_sheet import GridSheetView

#: The parts of a side's deal total, the first to go when the sheet is narrow.
DETAIL_PARTS = ("received", "penalty", "awarded", "bella", "combinations", "last_trick",
                "cards", "total")
#: A side's name wider than this goes on two lines in its column heads: a pair's two names
#: one over the other ("Александра &" / "Константин"), so a column is no wider than they.
HEAD_LINE_WIDTH = 80
#: How many columns a side's running total is after its marks (``PARTS``).
RUNNING_AFTER_MARKS = PARTS.index("running") - PARTS.index("marks")
#: Between a pair's two names in its side's name (``side_names``: "Anna & Bob").
PAIR_JOIN = " & "
#: A line of a name in the column heads is cut to about this many pixels (whole in the
#: tooltip).
HEAD_NAME_WIDTH = 110


class SheetTableModel(QAbstractTableModel):
    """Every column of RULES §13; a final row with the totals and the winner."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._sheet = ScoreSheet((), 501)
        self._names: tuple[str, ...] = ()
        self._cells: list[list[str]] = []
        self._heads: list[str] = []
        self._tips: list[str] = []
        #: A side's name as its column heads write it (set by the view, which knows the font).
        self.head_name: Callable[[str], str] = lambda name: name
        #: The column that says "Total" in the last row (the dealer's, or the deal's when
        #: the dealer's column is hidden).
        self.total_label_column = 1
        #: The marks column has no room (a narrow window): a deal's marks are written before
        #: its running total ("bite 162"), so a bitten maker's figure is never unexplained.
        self.marks_beside_running = False

    def set_sheet(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        self.beginResetModel()
        self._sheet, self._names = sheet, tuple(names)
        self._rebuild()
        self.endResetModel()

    def retranslate(self) -> None:
        self.set_sheet(self._sheet, self._names)

    def _rebuild(self) -> None:
        sheet = self._sheet
        self._heads = column_heads(sheet, short=True) if sheet.side_names else []
        self._tips = column_heads(sheet) if sheet.side_names else []
        for c in range(4, 4 + len(PARTS) * len(sheet.side_names)):
            name, _, part = self._heads[c].partition("\n")
            self._heads[c] = f"{self.head_name(name)}\n{part}"
        self._cells = [row_cells(r, self._names, stakes=has_stakes(sheet)) for r in sheet.rows]
        if sheet.side_names:
            self._cells.append(total_cells(sheet))

    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 — Qt's signature
        return 0 if parent.isValid() else len(self._cells)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._heads)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation != Qt.Orientation.Horizontal or section >= len(self._heads):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._heads[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tips[section].replace("\n", ": ")
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        total_row = r == len(self._sheet.rows)
        if role == Qt.ItemDataRole.DisplayRole:
            if total_row and c == 0 and self.total_label_column == 0:
                return self._cells[r][1]  # "Total", the dealer's column being hidden
            if self.marks_beside_running and not total_row and self._part(c) == "running":
                marks = self._cells[r][c - RUNNING_AFTER_MARKS]
                if marks:
                    return f"{marks} {self._cells[r][c]}"
            return self._cells[r][c]
        part = self._part(c)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if c == 0 or (part is not None and part != "marks"):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and (total_row or part in ("written", "running")):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            side = self._side(c)
            if (part == "marks" and not total_row and side is not None
                    and set(BITE_MARKS) & set(self._sheet.rows[r].sides[side].marks)):
                return QBrush(QColor("#b00020"))
            if part == "penalty" and self._cells[r][c]:
                return QBrush(QColor("#b00020"))
        if role == Qt.ItemDataRole.BackgroundRole:
            side = self._side(c)
            if total_row:
                return QBrush(QColor("#efe6c8"))
            if side is not None and side % 2 == 1:
                return QBrush(QColor("#f4f1ea"))
        if role == Qt.ItemDataRole.ToolTipRole and not total_row:
            side = self._side(c)
            row = self._sheet.rows[r]
            if side is not None and part in ("written", "running"):
                return self._written_tip(row.sides[side])
            if side is not None and row.sides[side].marks:
                return ", ".join(mark_text(m) for m in row.sides[side].marks)
            if row.note:
                return note_text(row, self._sheet.side_names, self._sheet.target)
        return None

    def _written_tip(self, side) -> str:
        """What the written points are made of (the parts' columns may be hidden)."""
        heads = part_heads()
        parts = [f"{heads[p]} {getattr(side, p)}" for p in
                 ("cards", "last_trick", "combinations", "bella", "awarded", "received",
                  "penalty") if getattr(side, p)]
        lines = [self.tr("Written: {points}").format(points=f"{side.written:+d}")]
        if parts:
            lines.append(", ".join(parts))
        if side.marks:
            lines.append(", ".join(mark_text(m) for m in side.marks))
        return "\n".join(lines)

    def hiding_order(self) -> list[list[int]]:
        """The columns in the order they go when the table is too narrow, a part for every
        side at once: the empty ones, the dealer's, the parts of the deal totals, the
        hanging points, the maker's, the written points, then the marks: a mark says
        what the figures beside it mean ("bite" by a running total that did not grow,
        RULES §10.1, §13), so it goes last — where even it must go, the view writes a
        deal's marks before its running total.  The deal, the contract and the running
        totals stay."""
        sides = len(self._sheet.side_names)
        if not self._heads:
            return []

        group = self.part_columns
        empty = self.empty

        hanging = [4 + sides * len(PARTS)]
        order = [group(p) for p in (*DETAIL_PARTS, "marks") if empty(group(p))]
        if empty(hanging):
            order.append(hanging)
        order.append([1])
        order += [group(p) for p in DETAIL_PARTS]
        order += [hanging, [2], group("written"), group("marks")]
        out: list[list[int]] = []
        for columns in order:
            if columns not in out:
                out.append(columns)
        return out

    def part_columns(self, part: str) -> list[int]:
        """The column of ``part`` (one of ``PARTS``) of every side."""
        return [4 + side * len(PARTS) + PARTS.index(part)
                for side in range(len(self._sheet.side_names))]

    def empty(self, columns: list[int]) -> bool:
        """Nothing is written in ``columns`` in any deal."""
        return all(not cells[c] for cells in self._cells[:len(self._sheet.rows)]
                   for c in columns)

    def _side(self, column: int) -> int | None:
        k = column - 4
        if k < 0 or k >= len(PARTS) * len(self._sheet.side_names):
            return None
        return k // len(PARTS)

    def _part(self, column: int) -> str | None:
        side = self._side(column)
        return None if side is None else PARTS[(column - 4) % len(PARTS)]


class SheetTable(QTableView):
    """The model in a read-only table; written points and totals in bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model_ = SheetTableModel(self)
        self.setModel(self.model_)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(22)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        # the heads are as tall as their lines and as wide as their widest (a name on two
        # lines over its part): the style would otherwise cut them as one long line
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.model_.head_name = self._head_name
        #: Every column shown (scrolling sideways), or only what fits the width.
        self.all_columns = False
        self._fitting = False

    def _head_name(self, name: str) -> str:
        """A side's name for its column heads: on one line if short, else on two (a pair's
        two names one per line), a line cut in the middle only past ``HEAD_NAME_WIDTH``."""
        metrics = self.horizontalHeader().fontMetrics()
        if metrics.horizontalAdvance(name) <= HEAD_LINE_WIDTH:
            lines = [name]
        elif PAIR_JOIN in name:  # "Александра &" over "Константин"
            first, second = name.split(PAIR_JOIN, 1)
            lines = [first + PAIR_JOIN.rstrip(), second]
        else:
            lines = halves(name, metrics)
        return "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideMiddle,
                                             HEAD_NAME_WIDTH) for line in lines)

    def set_sheet(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        self.model_.set_sheet(sheet, names)
        self.fit_columns()
        if sheet.rows:
            self.scrollToBottom()

    def set_all_columns(self, on: bool) -> None:
        self.all_columns = on
        self.fit_columns()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def fit_columns(self) -> None:
        """Hides the columns the width has no room for (``SheetTableModel.hiding_order``);
        where even the marks must go, they are written before the running totals."""
        if self._fitting:
            return
        self._fitting = True
        model = self.model_
        beside = model.marks_beside_running
        try:
            model.marks_beside_running = False  # measured as the columns are
            self._fit_twice()
            marks = model.part_columns("marks")
            if all(self.isColumnHidden(c) for c in marks) and not model.empty(marks):
                model.marks_beside_running = True
                self._fit_twice()  # the running totals wider now
        finally:
            self._fitting = False
        if model.marks_beside_running != beside and model.rowCount():
            model.dataChanged.emit(model.index(0, 0),
                                   model.index(model.rowCount() - 1, model.columnCount() - 1))

    def _fit_twice(self) -> None:
        if self._fit_once():  # "Total" moved to another column: measured again
            self._fit_once()

    def _fit_once(self) -> bool:
        """One fitting; ``True`` if the "Total" label changed its column."""
        model = self.model_
        header = self.horizontalHeader()
        widths = [max(self.sizeHintForColumn(c), header.sectionSizeFromContents(c).width())
                  for c in range(model.columnCount())]
        # room for a vertical scroll bar kept: one appearing changes nothing
        room = (self.width() - 2 * self.frameWidth()
                - self.verticalScrollBar().sizeHint().width())
        hidden: set[int] = set()
        total = sum(widths)
        gone: list[list[int]] = []
        for columns in ([] if self.all_columns else model.hiding_order()):
            if total <= room:
                break
            gone.append(columns)
            total -= sum(widths[c] for c in columns)
        for columns in reversed(gone[:-1]):  # a less needed one that fits again comes back
            if model.empty(columns):
                continue
            width = sum(widths[c] for c in columns)
            if total + width <= room:
                gone.remove(columns)
                total += width
        for columns in gone:
            hidden.update(columns)
        for c in range(model.columnCount()):
            if self.isColumnHidden(c) != (c in hidden):
                self.setColumnHidden(c, c in hidden)
        label = 0 if 1 in hidden else 1
        if model.total_label_column == label:
            return False
        model.total_label_column = label
        last = model.rowCount() - 1
        if last >= 0:
            model.dataChanged.emit(model.index(last, 0), model.index(last, 1))
        return True

    def shown_columns(self) -> list[int]:
        return [c for c in range(self.model_.columnCount()) if not self.isColumnHidden(c)]


class SheetPanel(QWidget):
    """The table and the pencil notation as two tabs, with the winner underneath."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = SheetTable()
        self.pencil = PencilSheetView()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("sheetTabs")
        self.tabs.addTab(self.table, "")
        self.tabs.addTab(self.pencil.page, "")
        # Not as high as the pencil page's legend wrapped narrow would have it: the window
        # holding the sheet must fit a small (or scaled) screen; the legend scrolls with it.
        self.tabs.setMinimumSize(200, 160)
        self.status = QLabel()
        self.status.setObjectName("sheetStatus")
        self.status.setWordWrap(True)
        self.all_columns = QCheckBox()
        self.all_columns.setObjectName("allColumns")
        self.all_columns.toggled.connect(self.table.set_all_columns)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs, 1)
        below = QHBoxLayout()
        below.addWidget(self.status, 1)
        below.addWidget(self.all_columns)
        layout.addLayout(below)
        self._sheet: ScoreSheet | None = None
        self._names: tuple[str, ...] = ()
        self.retranslate()

    @property
    def showing_pencil(self) -> bool:
        return self.tabs.currentWidget() is self.pencil.page

    def set_sheet(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        self._sheet, self._names = sheet, tuple(names)
        self.table.set_sheet(sheet, names)
        self.pencil.set_sheet(sheet)
        self._show_status()

    def _show_status(self) -> None:
        sheet = self._sheet
        if sheet is None:
            self.status.setText("")
            return
        totals = ", ".join(f"{n}: {t}" for n, t in zip(sheet.side_names, sheet.totals, strict=True))
        if sheet.winner_side is not None:
            text = self.tr("{name} won the game. {totals}").format(
                name=sheet.side_names[sheet.winner_side], totals=totals
            )
        else:
            text = self.tr("Playing to {target}. {totals}").format(
                target=sheet.target, totals=totals
            )
        if sheet.hanging_pool:
            text += " " + self.tr("Hanging: {points}.").format(points=sheet.hanging_pool)
        target = sheet.target
        if (sheet.winner_side is None and isinstance(target, int) and sheet.totals
                and max(sheet.totals) >= target):
            # the sheet is over the target and the game goes on: say why (a player asked)
            text += "\n" + self.tr("At or over {target}, but not decided — equal totals, or "
                                   "a hang in the last deal: another deal is played (rules "
                                   "§10.3).").format(target=target)
        if end_text(sheet):
            text += "\n" + end_text(sheet)
        self.status.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.tabs.setTabText(0, self.tr("Table"))
        self.tabs.setTabText(1, self.tr("Pencil"))
        self.all_columns.setText(self.tr("All columns"))
        self.all_columns.setToolTip(self.tr(
            "Every column of the sheet (rules §13), scrolling sideways. Otherwise the columns "
            "a narrow window has no room for are left out; the written points' tooltip still "
            "adds up the deal."))
        self.table.model_.retranslate()
        self._show_status()


class GridSheetPanel(QWidget):
    """A game's grid sheet (Oh Hell, Magistr: ``GameUi.sheet_grid``) whole — every column,
    scrolling sideways — with its legend under it, as the printout has it.  The legend
    scrolls in a strip of its own (the splitter gives it more room), so that a long one
    (Magistr's abbreviations, in Russian) never squeezes the sheet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules = None
        self._shown: tuple[object, tuple[str, ...]] | None = None
        self.table = GridSheetView(self._grid, result=True, whole=True)
        self.table.setObjectName("gridSheet")
        # a heading of two lines (a name over "Bid") is elided as one long line otherwise
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.legend = QLabel()
        self.legend.setObjectName("sheetLegend")
        self.legend.setWordWrap(True)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.legend.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.legend.setContentsMargins(4, 2, 4, 2)
        legend_strip = QScrollArea()
        legend_strip.setWidget(self.legend)
        legend_strip.setWidgetResizable(True)
        legend_strip.setFrameShape(QFrame.Shape.NoFrame)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(legend_strip)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

    def _grid(self, sheet, names: tuple[str, ...]) -> SheetGrid:
        return game_ui(self._rules).sheet_grid(sheet, names)

    def set_sheet(self, sheet, names: tuple[str, ...], rules) -> None:
        self._rules = rules
        self._shown = (sheet, tuple(names))
        self.table.set_sheet(sheet, tuple(names))
        grid = self.table.grid
        self.legend.setText("\n".join(grid.legend) if grid is not None else "")
        self.table.scrollToBottom()  # the last deals, as the dock shows them
        self._fit_legend()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.table.scrollToBottom()
        self._fit_legend()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_legend()

    def _fit_legend(self) -> None:
        """The legend whole under the sheet where the panel has room for it, the sheet
        keeping at least half the height; else it scrolls in its strip.  (The strip had a
        fifth of the height, so that five lines of Master's legend were cut at 1024×700 over
        a sheet of two rows.)"""
        total = sum(self.splitter.sizes())
        strip = self.splitter.widget(1)
        if total <= 0 or not isinstance(strip, QScrollArea):
            return
        width = strip.viewport().width() or strip.width()
        wanted = self.legend.heightForWidth(width) + 2 * strip.frameWidth() + 2
        legend = max(1, min(wanted, total // 2))
        if self.splitter.sizes()[1] != legend:
            self.splitter.setSizes([total - legend, legend])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.set_sheet(*self._shown, self._rules)
        super().changeEvent(event)
