"""The score sheet (RULES §13) as a table widget, and the summary shown after each deal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.sheet import DealKind, DealRow, Mark, ScoreSheet
from .texts import contract_text


def mark_text(mark: Mark) -> str:
    translate = QCoreApplication.translate
    return {
        Mark.BITE: translate("ScoreSheet", "bitten"),
        Mark.HANGING: translate("ScoreSheet", "hanging"),
        Mark.SKI: translate("ScoreSheet", "ski"),
        Mark.THREE_BITES: translate("ScoreSheet", "three bites"),
        Mark.HANG_WON: translate("ScoreSheet", "won the hanging points"),
        Mark.BITE_HANGS: translate("ScoreSheet", "bite hangs"),
    }[mark]


def row_contract(row: DealRow) -> str:
    if row.kind is DealKind.VOID:
        return QCoreApplication.translate("ScoreSheet", "redeal")
    return contract_text(row.contract, row.trump)


class ScoreSheetView(QTableWidget):
    """Deal, dealer, maker, trump, then each side's written points and running total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self.setAlternatingRowColors(True)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._shown: tuple[ScoreSheet, tuple[str, ...]] | None = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.set_sheet(*self._shown)
        super().changeEvent(event)

    def set_sheet(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        self._shown = (sheet, names)
        heads = [self.tr("Deal"), self.tr("Dealer"), self.tr("Maker"), self.tr("Trump")]
        for side in sheet.side_names:
            heads += [self.tr("{side}: written").format(side=side),
                      self.tr("{side}: total").format(side=side)]
        self.setColumnCount(len(heads))
        self.setHorizontalHeaderLabels(heads)
        self.setRowCount(len(sheet.rows))
        for r, row in enumerate(sheet.rows):
            cells = [str(row.number), names[row.dealer],
                     "—" if row.maker is None else names[row.maker], row_contract(row)]
            for side in row.sides:
                marks = ", ".join(mark_text(m) for m in side.marks)
                cells.append(f"{side.written:+d}" + (f" ({marks})" if marks else ""))
                cells.append(str(side.running))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 4 or c == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(r, c, item)
        if sheet.rows:
            self.scrollToBottom()


class DealSummaryPanel(QFrame):
    """After each deal: tricks, card points, combinations, bella, marks and what was written.

    Not modal: the next deal goes on underneath; "Close" or the next summary replaces it.
    """

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DealSummary")
        self.setStyleSheet(
            "QFrame#DealSummary { background: rgba(250,245,228,240); border: 2px solid #8a7d50;"
            " border-radius: 12px; } QLabel { color: #1b1b1b; }")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(21)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.close_button = close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.dismiss)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.notes)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.setVisible(False)
        self._summary = None

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.close_button.setText(self.tr("Close"))
            if self._summary is not None:
                self._fill(self._summary)
        super().changeEvent(event)

    def dismiss(self) -> None:
        self.setVisible(False)
        self.closed.emit()

    def show_summary(self, summary) -> None:
        self._summary = summary
        self._fill(summary)
        self.setVisible(True)
        self.raise_()

    def _fill(self, summary) -> None:
        row: DealRow = summary.row
        self.title.setText(self.tr("Deal {number}: {contract}").format(
            number=row.number, contract=row_contract(row)))
        labels = [self.tr("Tricks"), self.tr("Card points"), self.tr("Last trick"),
                  self.tr("Combinations"), self.tr("Bella"), self.tr("Deal total"),
                  self.tr("Received"), self.tr("Penalty"), self.tr("Written"),
                  self.tr("Running total")]
        self.table.setColumnCount(len(row.sides))
        self.table.setHorizontalHeaderLabels(list(summary.side_names))
        self.table.setRowCount(len(labels))
        self.table.setVerticalHeaderLabels(labels)
        for c, side in enumerate(row.sides):
            tricks = summary.tricks[c] if c < len(summary.tricks) else 0
            values = [tricks, side.cards, side.last_trick, side.combinations, side.bella,
                      side.total, side.received, side.penalty, side.written, side.running]
            for r, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.setFixedHeight(self.table.horizontalHeader().height() + 21 * len(labels) + 4)
        notes = []
        for name, side in zip(summary.side_names, row.sides, strict=False):
            if side.marks:
                notes.append(f"{name}: " + ", ".join(mark_text(m) for m in side.marks))
        if row.hanging_pool:
            notes.append(self.tr("%n point(s) hanging.", "", row.hanging_pool))
        if row.note:
            notes.append(row.note)
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
