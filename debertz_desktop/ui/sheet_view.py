"""The full score sheet (RULES §13): every column, as a table model, a panel and a window.

One row per deal — deal, dealer, maker, contract/trump, then for each player
(or pair) the parts of his deal total (cards, last trick, combinations, bella, points
awarded without play: a debertz or klabor, a conceded fifty),
the total, points received (a bitten maker's points, won hanging points), the
penalties, the written points, the marks and the running total — and the
hanging pool; a last row holds the totals and the winner.  The same cells feed
the CSV export (``printing.py``).  The panel shows the table and the pencil
notation (``pencil_sheet.py``) side by side as tabs; the window adds print,
preview and export.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTableView,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..engine.sheet import ScoreSheet
from .pencil_sheet import PencilSheetView
from .printing import ExportFolders, SheetPrinting
from .sheet_texts import (
    BITE_MARKS,
    PARTS,
    SheetInfo,
    column_heads,
    end_text,
    has_stakes,
    mark_text,
    note_text,
    row_cells,
    total_cells,
)


class SheetTableModel(QAbstractTableModel):
    """Every column of RULES §13; a final row with the totals and the winner."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._sheet = ScoreSheet((), 501)
        self._names: tuple[str, ...] = ()
        self._cells: list[list[str]] = []
        self._heads: list[str] = []
        self._tips: list[str] = []

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
            if side is not None and row.sides[side].marks:
                return ", ".join(mark_text(m) for m in row.sides[side].marks)
            if row.note:
                return note_text(row, self._sheet.side_names, self._sheet.target)
        return None

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

    def set_sheet(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        self.model_.set_sheet(sheet, names)
        if sheet.rows:
            self.scrollToBottom()


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
        self.status = QLabel()
        self.status.setObjectName("sheetStatus")
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.status)
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
        self.table.model_.retranslate()
        self._show_status()


class SheetWindow(QMainWindow):
    """The score sheet in a window of its own, with print, preview and export."""

    DEFAULT_SIZE = QSize(1100, 560)

    def __init__(self, parent: QWidget | None = None, *,
                 folders: ExportFolders | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SheetWindow")
        self.folders = folders
        self.panel = SheetPanel()
        self.setCentralWidget(self.panel)
        self.info: SheetInfo | None = None
        #: The file shown (a score sheet opened read-only), named in the title; "" for the game's.
        self.file_name = ""
        self._remake: Callable[[], SheetInfo] | None = None
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("sheetToolbar")
        self.addToolBar(self.toolbar)
        self.print_action = self.toolbar.addAction("")
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.preview_action = self.toolbar.addAction("")
        self.pdf_action = self.toolbar.addAction("")
        self.csv_action = self.toolbar.addAction("")
        self.print_action.triggered.connect(lambda: self._printing("print_sheet"))
        self.preview_action.triggered.connect(lambda: self._printing("preview"))
        self.pdf_action.triggered.connect(lambda: self._printing("ask_pdf"))
        self.csv_action.triggered.connect(lambda: self._printing("ask_csv"))
        self.resize(self.DEFAULT_SIZE)
        self.retranslate()

    def set_info(self, info: SheetInfo, *,
                 remake: Callable[[], SheetInfo] | None = None) -> None:
        """Show ``info``; ``remake`` makes it again in a new language (names of pairs, title)."""
        self.info = info
        self._remake = remake
        self.panel.set_sheet(info.sheet, info.names)
        self._title()

    def _title(self) -> None:
        title = self.info.title if self.info is not None and self.info.title else self.tr(
            "Score sheet")
        self.setWindowTitle(f"{self.file_name} — {title}" if self.file_name else title)

    def _printing(self, what: str) -> None:
        """Print or export what the window shows: the table, or the pencil notation."""
        if self.info is None:
            return
        SheetPrinting.for_widget(self, self.folders).run(what, self.info,
                                                         pencil=self.panel.showing_pencil)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if self._remake is not None:
            self.set_info(self._remake(), remake=self._remake)
        self._title()
        self.print_action.setText(self.tr("Print…"))
        self.preview_action.setText(self.tr("Print preview…"))
        self.pdf_action.setText(self.tr("Export PDF…"))
        self.csv_action.setText(self.tr("Export CSV…"))
