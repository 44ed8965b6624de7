"""The score sheet (RULES §13) as a table widget, and the summary shown after each deal."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, Qt, Signal
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

from ...engine.cards import Contract, Suit
from ...engine.sheet import DealRow, ScoreSheet
from ..sheet_texts import (
    contract_cell,
    deal_heads,
    has_stakes,
    kind_note,
    mark_sign,
    mark_text,
    note_text,
    row_contract,
    stake_head,
)
from .texts import contract_text


class ScoreSheetView(QTableWidget):
    """Deal, dealer, maker, trump, then each side's written points and running total."""

    def __init__(self, parent: QWidget | None = None, *, name_width: int | None = None,
                 spelled_out: bool = False) -> None:
        super().__init__(parent)
        #: Names are cut to about this many pixels (the dock is narrow; the result is not).
        self.name_width = NAME_WIDTH if name_width is None else name_width
        #: With room (the game's result): each mark by its sign, a deal's kind beside its
        #: contract; the narrow dock has a "•" and says the marks in its tooltips.
        self.spelled_out = spelled_out
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
        """One column per side ("+62 → 314"), so the dock needs no horizontal scrolling;
        long names are cut short with the full name in the tooltip, marks too."""
        self._shown = (sheet, names)
        stakes = has_stakes(sheet)
        heads = [*deal_heads(), *([stake_head()] if stakes else []), *sheet.side_names]
        self.setColumnCount(len(heads))
        for c, text in enumerate(heads):
            item = QTableWidgetItem(elided(self, text, self.name_width))
            item.setToolTip(text)
            self.setHorizontalHeaderItem(c, item)
        self.setRowCount(len(sheet.rows))
        for r, row in enumerate(sheet.rows):
            contract = contract_cell(row) if self.spelled_out else row_contract(row)
            about = note_text(row, sheet.side_names, sheet.target) or kind_note(row)
            cells = [str(row.number), names[row.dealer],
                     "—" if row.maker is None else names[row.maker], contract]
            tips = ["", names[row.dealer], cells[2], "\n".join(t for t in (contract, about) if t)]
            if stakes:
                cells.append(str(row.stake))
                tips.append(stake_head())
            for side in row.sides:
                marks = ", ".join(mark_text(m) for m in side.marks)
                if self.spelled_out:
                    sign = " ".join(mark_sign(m) for m in side.marks)
                else:
                    sign = "•" if marks else ""
                cells.append(f"{side.written:+d} → {side.running}" + (f" {sign}" if sign else ""))
                tips.append(self.tr("written {written:+d}, total {total}").format(
                    written=side.written, total=side.running) + (f" ({marks})" if marks else ""))
            first_side = len(cells) - len(row.sides)
            for c, (text, tip) in enumerate(zip(cells, tips, strict=True)):
                item = QTableWidgetItem(elided(self, text, self.name_width) if c in (1, 2)
                                        else text)
                item.setToolTip(tip)
                if c >= first_side or c == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(r, c, item)
        if sheet.rows:
            self.scrollToBottom()

    def content_width(self) -> int:
        """The width that shows every column without scrolling."""
        header = self.horizontalHeader()
        return header.length() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def game_width(self) -> int:
        """The width a whole game will need: the rows to come measured by their widest
        cells (a three-digit deal, "+162 → 1001 •"), so that it is known from the start."""
        if self._shown is None:
            return self.content_width()
        sheet, _names = self._shown
        metrics = self.fontMetrics()
        pad = 2 * self.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin) + 14
        widest_trump = max(metrics.horizontalAdvance(contract_text(Contract.SUIT, suit))
                           for suit in Suit)
        cells = [metrics.horizontalAdvance("999"), NAME_WIDTH, NAME_WIDTH, widest_trump]
        if has_stakes(sheet):
            cells.append(metrics.horizontalAdvance("99"))
        cells += [metrics.horizontalAdvance("+162 \u2192 1001 \u2022")] * len(sheet.side_names)
        header = self.horizontalHeader()
        total = sum(max(cell + pad, header.sectionSizeFromContents(c).width())
                    for c, cell in enumerate(cells) if c < self.columnCount())
        return total + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()


#: Names in the sheet and the summary are cut to about this many pixels.
NAME_WIDTH = 96


def elided(widget: QWidget, text: str, width: int) -> str:
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width)


#: About how wide the summary's table is (its name columns share what the labels leave).
SUMMARY_TABLE_WIDTH = 380


def halves(text: str, metrics) -> list[str]:
    """``text`` broken at the space that makes its longer line shortest (itself if none);
    of two such spaces the later, so that "Ann and" / "Bob" keeps the "and" on top."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return [text]
    cut = min(spaces, key=lambda i: (max(metrics.horizontalAdvance(text[:i]),
                                         metrics.horizontalAdvance(text[i + 1:])), -i))
    return [text[:cut], text[cut + 1:]]


def two_lines(text: str, metrics, width: int) -> str:
    """``text`` as it fits ``width``: whole, broken at the space nearest its middle, or each
    line cut short with "…"."""
    lines = [text] if metrics.horizontalAdvance(text) <= width else halves(text, metrics)
    return "\n".join(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                     for line in lines)


#: A side's name wider than this goes on two lines in the summary (pixels).
ONE_LINE_NAME = 130
#: What a header section needs beside its text (its margins and frame).
HEADER_PADDING = 18


class DealSummaryPanel(QFrame):
    """After each deal: tricks, card points, combinations, bella, marks and what was written.

    Not modal: the next deal is dealt underneath, but a game against the computer waits
    until "Close" (or a key, or the person's own move) puts it away (``CardTable``).
    """

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DealSummary")
        self.setStyleSheet(
            "QFrame#DealSummary { background: rgba(250,245,228,240); border: 2px solid #8a7d50;"
            " border-radius: 12px; } QLabel { color: #1b1b1b; }")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Names are broken onto two lines and cut short here (two_lines), not by the header.
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
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
        self._final = False
        self._rows = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._label_button()
            if self._summary is not None:
                self._fill(self._summary)
        super().changeEvent(event)

    def dismiss(self) -> None:
        self.setVisible(False)
        self.closed.emit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_headers()

    def preferred_width(self) -> int:
        """Wide enough for the labels and each side's name (a long one on two lines): the
        columns share the width equally, so each gets what the widest name needs."""
        metrics = self.table.horizontalHeader().fontMetrics()
        widest = 0
        for c in range(self.table.columnCount()):
            head = self.table.horizontalHeaderItem(c)
            name = head.toolTip() if head is not None else ""
            need = metrics.horizontalAdvance(name)
            if need > ONE_LINE_NAME:
                need = max(metrics.horizontalAdvance(line) for line in halves(name, metrics))
            widest = max(widest, need + HEADER_PADDING + 4, 60)  # +4: fractional advances
        return self._chrome() + widest * self.table.columnCount()

    def _chrome(self) -> int:
        """The panel's width besides the name columns: the labels, frames and margins."""
        labels = self.table.verticalHeader().sizeHint().width()
        margins = self.layout().contentsMargins()
        return labels + 2 * self.table.frameWidth() + margins.left() + margins.right()

    def height_for(self, width: int) -> int:
        """The height everything needs at ``width`` (the notes wrap)."""
        self.layout().activate()
        wanted = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        return max(wanted, self.minimumSizeHint().height(), self.sizeHint().height()
                   if wanted < 0 else 0)

    def fit_width(self, width: int) -> None:
        """Lays the names out for a panel ``width`` wide (call before asking its height)."""
        self._fit_headers(width)

    def _fit_headers(self, width: int | None = None) -> None:
        """Each side's name whole: on two lines when the column is too narrow for one (a
        pair's "Ann and Bob"), cut short only when even that does not fit."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        if width is None:
            width = self.width() if self.isVisible() else SUMMARY_TABLE_WIDTH
        columns = max(1, self.table.columnCount())
        share = (width - self._chrome()) // columns
        for c in range(self.table.columnCount()):
            head = self.table.horizontalHeaderItem(c)
            if head is None:
                continue
            text = two_lines(head.toolTip(), metrics, max(20, share - HEADER_PADDING))
            if head.text() != text:
                head.setText(text)
        lines = max((self.table.horizontalHeaderItem(c).text().count("\n") + 1
                     for c in range(self.table.columnCount())), default=1)
        heading = metrics.lineSpacing() * lines + 10
        header.setFixedHeight(heading)
        self.table.setFixedHeight(heading + 21 * self._rows + 2 * self.table.frameWidth() + 2)

    def rename(self, side_names: tuple[str, ...]) -> None:
        """The sides' names changed (a language switch): the columns follow."""
        if self._summary is not None and self._summary.side_names != side_names:
            self._summary = dataclasses.replace(self._summary, side_names=side_names)
            self._fill(self._summary)

    def show_summary(self, summary, *, final: bool = False) -> None:
        """Shows ``summary``; after the last deal (``final``) its button leads to the result."""
        self._summary = summary
        self._final = final
        self._label_button()
        self._fill(summary)
        self.setVisible(True)
        self.raise_()

    def set_final(self, final: bool) -> None:
        """The summary of the game's last deal: its button leads to the result."""
        self._final = final
        self._label_button()

    def _label_button(self) -> None:
        self.close_button.setText(self.tr("The game's result") if self._final
                                  else self.tr("Close"))

    def _fill(self, summary) -> None:
        row: DealRow = summary.row
        self.title.setText(self.tr("Deal {number}: {contract}").format(
            number=row.number, contract=contract_cell(row)))
        rows = [(self.tr("Tricks"), [summary.tricks[c] if c < len(summary.tricks) else 0
                                     for c in range(len(row.sides))], True)]
        for label, field, always in (
                (self.tr("Card points"), "cards", True),
                (self.tr("Last trick"), "last_trick", False),
                (self.tr("Combinations"), "combinations", False),
                (self.tr("Bella"), "bella", False),
                (self.tr("Awarded"), "awarded", False),
                (self.tr("Deal total"), "total", True),
                (self.tr("Received"), "received", False),
                (self.tr("Penalty"), "penalty", False),
                (self.tr("Written"), "written", True),
                (self.tr("Running total"), "running", True)):
            values = [getattr(side, field) for side in row.sides]
            rows.append((label, values, always or any(values)))
        rows = [(label, values) for label, values, shown in rows if shown]
        self.table.setColumnCount(len(row.sides))
        for c, name in enumerate(summary.side_names):
            head = QTableWidgetItem(name)
            head.setToolTip(name)
            self.table.setHorizontalHeaderItem(c, head)
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        for r, (_, values) in enumerate(rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self._rows = len(rows)
        self._fit_headers()
        notes = []
        for name, side in zip(summary.side_names, row.sides, strict=False):
            if side.marks:
                notes.append(f"{name}: " + ", ".join(mark_text(m) for m in side.marks))
        if row.hanging_pool:
            notes.append(self.tr("%n point(s) hanging.", "", row.hanging_pool))
        for text in (kind_note(row), note_text(row, summary.side_names, summary.target)):
            if text:
                notes.append(text)
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
