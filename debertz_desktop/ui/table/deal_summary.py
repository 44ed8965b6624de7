"""The summary shown after each deal, for every game: a title, each player's (or pair's)
figures in a small table, and notes (the game says what: ``GameUi.deal_summary``)."""

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

from .fitting import HEADER_PADDING, ONE_LINE_NAME, SUMMARY_TABLE_WIDTH, halves, two_lines
from .mnemonics import assign_letters, menu_letters, with_mnemonic


class DealSummaryPanel(QFrame):
    """After each deal: tricks, card points, combinations, bella, marks and what was written.

    Not modal: the next deal is dealt underneath, but a game against the computer waits
    until "Close" (or a key, or the person's own move) puts it away (``CardTable``).
    """

    closed = Signal()
    # "Review the deal" (issue 31): the number of the deal shown.
    review_requested = Signal(int)

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
        self.close_button = close = QPushButton()
        close.clicked.connect(self.dismiss)
        self.review_button = review = QPushButton()
        review.setObjectName("ReviewDealButton")
        review.setToolTip(self.tr("Every decision of the deal with what it was worth, the "
                                  "biggest mistakes, and the deal with the best play"))
        review.clicked.connect(self._review)
        review.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.notes)
        buttons = QHBoxLayout()
        buttons.addWidget(review)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.setVisible(False)
        self._summary = None
        self._final = False
        self._rows = 0
        self._label_button()

    def offer_review(self, offered: bool) -> None:
        """Show "Review the deal" (when the deal can be reviewed: ``CardTable.can_review``)."""
        self.review_button.setVisible(offered)

    def _review(self) -> None:
        if self._summary is not None:
            self.review_requested.emit(self._summary.row.number)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.review_button.setToolTip(self.tr(
                "Every decision of the deal with what it was worth, the biggest mistakes, and "
                "the deal with the best play"))
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

    def width_for_columns(self, column: int) -> int:
        """The panel's width when each name column is ``column`` wide."""
        return self._chrome() + column * self.table.columnCount()

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
        """The buttons' texts, each with an Alt + letter of its own that the menu bar does not
        take (the decision bar is empty while the summary is read: the next deal waits)."""
        close = self.tr("The game's result") if self._final else self.tr("Close")
        review = self.tr("Review the deal")
        letters = assign_letters([review, close], ["", ""], menu_letters(self))
        self.review_button.setText(with_mnemonic(review, letters[0]))
        self.close_button.setText(with_mnemonic(close, letters[1]))

    def _fill(self, summary) -> None:
        """``summary`` (a ``games.base.DealSummary``) as its game says it."""
        from ..games import game_ui

        content = game_ui(summary.rules).deal_summary(summary)
        self.title.setText(content.title)
        rows = content.rows
        self.table.setColumnCount(len(content.columns))
        for c, name in enumerate(content.columns):
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
        self.notes.setText("\n".join(content.notes))
        self.notes.setVisible(bool(content.notes))
