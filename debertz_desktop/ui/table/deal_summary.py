"""The summary shown after each deal, for every game: a title, each player's (or pair's)
figures in a small table, and notes (the game says what: ``GameUi.deal_summary``).

The names head the columns ("across"), each whole — on two lines, in a smaller type if it
must be.  Where even that cannot hold them (seven players in a narrow window) the table is
turned: the names go down the side, one a row, and the figures' labels head the columns.

By the keyboard: Tab and Shift+Tab reach the buttons from the hand (a ring shows which has
the focus), the arrows go along them, Enter or Space presses one; a key that only moves
(``moves_only``) leaves the summary up, any other puts it away (``CardTable``)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
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

from .fitting import (
    HEADER_PADDING,
    ONE_LINE_NAME,
    SUMMARY_TABLE_WIDTH,
    halves,
    numbers_kept_with_words,
    side_heading,
    two_lines,
    whole_in,
)
from .mnemonics import assign_letters, letters_in_sight, with_mnemonic

#: The headings' type may be this many points smaller than the panel's to keep the names whole.
SMALLER_HEADINGS = 2.0
#: What the texts down the side need beside the widest (the header's margins), pixels.
SIDE_PADDING = 13
#: A row's height (pixels); with the names down the side, or more rows than
#: :data:`MANY_ROWS` (a bite, a bella and a hang besides the usual), closer.
ROW = 21
TURNED_ROW = 19
MANY_ROWS = 7
#: What a label's column needs beside its word (the section's margins and line), pixels.
LABEL_PADDING = 12

#: The panel's look; its buttons show a ring when the keyboard is on them (dark enough on
#: the pale panel: the decision bar's yellow ring is for the green felt).
STYLE = """
QFrame#DealSummary { background: rgba(250,245,228,240); border: 2px solid #8a7d50;
    border-radius: 12px; }
QFrame#DealSummary QLabel { color: #1b1b1b; }
QFrame#DealSummary QPushButton { background: #f4efd8; color: #1b1b1b;
    border: 1px solid #8a7d50; border-radius: 6px; padding: 5px 12px; }
QFrame#DealSummary QPushButton:hover { background: #ffe58a; }
QFrame#DealSummary QPushButton:focus { border: 3px solid #b06f00; padding: 3px 10px; }
"""

_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
_MOVING_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, *_ARROWS, Qt.Key.Key_Shift,
                Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_AltGr, Qt.Key.Key_Meta)


def moves_only(event: QKeyEvent) -> bool:
    """A key that moves the keyboard's focus (Tab, Shift+Tab, the arrows), a modifier alone,
    or Alt with a letter (a menu's or a button's): it leaves the summary up, where any other
    key in the hand puts it away."""
    return (event.key() in _MOVING_KEYS
            or bool(event.modifiers() & Qt.KeyboardModifier.AltModifier))


class DealSummaryPanel(QFrame):
    """After each deal: tricks, card points, combinations, bella, marks and what was written.

    Not modal: the next deal is dealt underneath, but a game against the computer waits
    until "Close" (or a key, or the person's own move) puts it away (``CardTable``).
    """

    closed = Signal()
    #: Tab past the last button (``True``) or Shift+Tab before the first: the table says
    #: where the keyboard goes on to.
    tabbed_out = Signal(bool)
    # "Review the deal" (issue 31): the number of the deal shown.
    review_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DealSummary")
        self.setStyleSheet(STYLE)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # Names are broken onto two lines and cut short here (two_lines), not by the header.
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.verticalHeader().setDefaultSectionSize(ROW)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        for button in (review, close):
            # Tab reaches it, a click takes no focus; Enter presses it, as Space does
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setAutoDefault(True)
            button.installEventFilter(self)
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
        self._content = None
        #: The names head the columns (else they go down the side: the module's docstring).
        self.across = True
        #: The table may turn where the names cannot be whole across (``fit_width``).
        self._may_turn = True
        self._final = False
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

    # -- the keyboard ----------------------------------------------------------------------

    def focus_chain(self) -> list[QPushButton]:
        """The buttons shown, in Tab order."""
        return [b for b in (self.review_button, self.close_button) if b.isVisible()]

    def focus_first(self, first: bool = True) -> bool:
        """The ring on the first button (Tab from the hand), or the last (Shift+Tab)."""
        chain = self.focus_chain()
        if not chain:
            return False
        button, reason = ((chain[0], Qt.FocusReason.TabFocusReason) if first
                          else (chain[-1], Qt.FocusReason.BacktabFocusReason))
        button.setFocus(reason)
        return True

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go along the buttons, then out (``tabbed_out``)."""
        chain = self.focus_chain()
        focus = self.focusWidget()
        if focus not in chain:
            return super().focusNextPrevChild(next)
        i = chain.index(focus) + (1 if next else -1)
        if 0 <= i < len(chain):
            chain[i].setFocus(Qt.FocusReason.TabFocusReason if next
                              else Qt.FocusReason.BacktabFocusReason)
        else:
            self.tabbed_out.emit(next)
        return True

    def eventFilter(self, watched, event) -> bool:
        """The arrows go along the buttons (not on to the table's other widgets)."""
        if (event.type() == QEvent.Type.KeyPress and event.key() in _ARROWS
                and watched in self.focus_chain()):
            chain = self.focus_chain()
            step = -1 if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            chain[(chain.index(watched) + step) % len(chain)].setFocus(
                Qt.FocusReason.TabFocusReason)
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key the button with the ring does not take (Escape, a letter) puts the summary
        away, as in the hand."""
        if moves_only(event):
            super().keyPressEvent(event)
            return
        self.dismiss()
        event.accept()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_headers()

    def preferred_width(self) -> int:
        """Wide enough for the labels and each side's name (a long one on two lines): the
        columns share the width equally, so each gets what the widest name needs."""
        metrics = QFontMetrics(self.font())
        widest = 0
        for name in self._names():
            need = metrics.horizontalAdvance(name)
            if need > ONE_LINE_NAME:
                need = max(metrics.horizontalAdvance(line) for line in halves(name, metrics))
            widest = max(widest, need + HEADER_PADDING + 4, 60)  # +4: fractional advances
        return self._chrome() + widest * len(self._names())

    def width_for_columns(self, column: int) -> int:
        """The panel's width when each name column is ``column`` wide."""
        return self._chrome() + column * len(self._names())

    def _names(self) -> tuple[str, ...]:
        return self._content.columns if self._content is not None else ()

    def _labels(self) -> list[str]:
        return [label for label, _ in self._content.rows] if self._content is not None else []

    def _chrome(self, side: list[str] | None = None) -> int:
        """The panel's width besides the columns: the texts down the side (the figures'
        labels unless ``side`` says other), frames and margins."""
        texts = self._labels() if side is None else side
        shown = [self.table.verticalHeaderItem(r) for r in range(self.table.rowCount())]
        if texts and [item.text() if item else "" for item in shown] == list(texts):
            labels = self.table.verticalHeader().sizeHint().width()  # as the header has them
        else:
            metrics = QFontMetrics(self.table.verticalHeader().font())
            labels = max((metrics.horizontalAdvance(t) for t in texts), default=0) + SIDE_PADDING
        margins = self.layout().contentsMargins()
        return labels + 2 * self.table.frameWidth() + margins.left() + margins.right()

    def height_for(self, width: int) -> int:
        """The height everything needs at ``width`` (the notes wrap)."""
        self.layout().activate()
        wanted = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        return max(wanted, self.minimumSizeHint().height(), self.sizeHint().height()
                   if wanted < 0 else 0)

    def fit_width(self, width: int, *, may_turn: bool = True) -> None:
        """Lays the names out for a panel ``width`` wide (call before asking its height);
        ``may_turn``: the names may go down the side (taller) where they cannot be whole
        across, else they are cut short there."""
        self._may_turn = may_turn
        self._fit_headers(width)

    def _fit_headers(self, width: int | None = None) -> None:
        """Each side's name whole: on two lines when the column is too narrow for one (a
        pair's "Ann and Bob"), in a smaller type if it must be, else down the side (the
        module's docstring); a heading is cut short only when none of that fits."""
        if self._content is None:
            return
        header = self.table.horizontalHeader()
        if width is None:
            width = self.width() if self.isVisible() else SUMMARY_TABLE_WIDTH
        names = self._names()
        share = (width - self._chrome()) // max(1, len(names)) - HEADER_PADDING
        font = next((f for f in self._heading_fonts()
                     if all(whole_in(name, QFontMetrics(f), share) for name in names)), None)
        # Down the side only where every label's column then holds its word and its figures:
        # else across, the names cut short, keeping their ends ("К…р" over "1")
        across = (font is not None or not self._may_turn
                  or self._label_fit(width) is None)
        if font is None and across:  # cut short, in the smallest type
            font = self._heading_fonts()[-1]
        if across != self.across:
            self._lay_out(across)
        if across:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            rooms = [share] * self.table.columnCount()
        else:
            font, rooms = self._size_label_columns(width)
        header.setFont(font)
        metrics = QFontMetrics(font)
        for c, room in enumerate(rooms):
            head = self.table.horizontalHeaderItem(c)
            if head is None:
                continue
            # a name cut short keeps its end ("К…р" over "1"): what tells two apart
            text = (side_heading if across else two_lines)(head.toolTip(), metrics,
                                                           max(20, room))
            if head.text() != text:
                head.setText(text)
        lines = max((self.table.horizontalHeaderItem(c).text().count("\n") + 1
                     for c in range(self.table.columnCount())), default=1)
        heading = metrics.lineSpacing() * lines + 10
        header.setFixedHeight(heading)
        # seven names down the side, or nine figures: closer rows
        row = ROW if self.across and self.table.rowCount() <= MANY_ROWS else TURNED_ROW
        self.table.verticalHeader().setDefaultSectionSize(row)
        self.table.setFixedHeight(heading + row * self.table.rowCount()
                                  + 2 * self.table.frameWidth() + 2)

    def _label_room(self, width: int) -> int:
        """With the names down the side, what the labels' columns share of ``width``."""
        return width - self._chrome(list(self._names())) - 6  # -6: the lines, a gap

    def _label_fit(self, width: int) -> tuple[QFont, list[int]] | None:
        """With the names down the side: the largest heading type in which every label's
        column holds its word and its widest figure (with the padding) in ``width``, and
        those columns' widths; ``None`` where none does."""
        room = self._label_room(width)
        cells = self.table.fontMetrics()
        figures = [max([cells.horizontalAdvance(str(v)) for v in values] or [0])
                   for _, values in self._content.rows]
        for font in self._heading_fonts():
            metrics = QFontMetrics(font)
            needs = [max(metrics.horizontalAdvance(label), widest) + LABEL_PADDING
                     for label, widest in zip(self._labels(), figures, strict=True)]
            if sum(needs) <= room:
                return font, needs
        return None

    def _size_label_columns(self, width: int) -> tuple[QFont, list[int]]:
        """With the names down the side: each label's column as wide as its word and its
        figures (in a smaller type if it must be), what is left shared out; the type and
        each column's room for its word."""
        header = self.table.horizontalHeader()
        room = self._label_room(width)
        labels = self._labels()
        fit = self._label_fit(width)
        if fit is None:  # the header a few pixels wider than estimated: equal shares, cut
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            return (self._heading_fonts()[-1],
                    [room // max(1, len(labels)) - LABEL_PADDING] * len(labels))
        font, needs = fit
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        extra = (room - sum(needs)) // max(1, len(labels))
        for c, need in enumerate(needs):
            header.resizeSection(c, need + extra)
        return font, [need - LABEL_PADDING + extra for need in needs]

    def _heading_fonts(self) -> list[QFont]:
        """The headings' types to try, largest first: the panel's, then half a point smaller
        each, down to :data:`SMALLER_HEADINGS` points smaller."""
        size = self.font().pointSizeF()
        fonts = []
        for step in range(int(SMALLER_HEADINGS * 2) + 1):
            font = QFont(self.font())
            font.setPointSizeF(size - step / 2)
            fonts.append(font)
        return fonts

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
        letters = assign_letters([review, close], ["", ""], letters_in_sight(self))
        self.review_button.setText(with_mnemonic(review, letters[0]))
        self.close_button.setText(with_mnemonic(close, letters[1]))

    def _fill(self, summary) -> None:
        """``summary`` (a ``games.base.DealSummary``) as its game says it."""
        from ..games import game_ui

        content = self._content = game_ui(summary.rules).deal_summary(summary)
        self.title.setText(numbers_kept_with_words(content.title))
        self._lay_out(self.across)
        self._fit_headers()
        self.notes.setText("\n".join(content.notes))
        self.notes.setVisible(bool(content.notes))

    def _lay_out(self, across: bool) -> None:
        """The figures with the names over the columns (``across``) or down the side."""
        content = self._content
        self.across = across
        names, labels = list(content.columns), self._labels()
        heads, side = (names, labels) if across else (labels, names)
        self.table.clear()
        self.table.setColumnCount(len(heads))
        for c, text in enumerate(heads):
            head = QTableWidgetItem(text)
            head.setToolTip(text)
            self.table.setHorizontalHeaderItem(c, head)
        self.table.setRowCount(len(side))
        self.table.setVerticalHeaderLabels(side)
        for r, (_, values) in enumerate(content.rows):
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                row, column = (r, c) if across else (c, r)
                self.table.setItem(row, column, item)
