"""Debertz's score sheet beside the table (RULES §13): deal, dealer, maker, trump, then each
side's written points and running total, fitted to the dock's width."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ....engine.debertz.cards import Contract, Suit
from ....engine.debertz.sheet import DealRow, ScoreSheet
from ...sheet_texts import (
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
from ...table.fitting import (
    NAME_WIDTH,
    cap_widest,
    fill_up,
    halves,
    heading_pad,
    side_heading,
)
from .texts import contract_text


class ScoreSheetView(QTableWidget):
    """Deal, dealer, maker, trump, then each side's written points and running total.

    Like a paper sheet, its columns always fit its width, the totals included: the
    sides' columns share what the others leave, names are cut short to their
    column (whole in the tooltip), each side's heading carries its total, and in
    a narrow dock the dealer's column goes, then the written points (the running
    total stays).  There is never a sideways scroll bar.
    """

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
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.horizontalHeader()
        if spelled_out:  # the result has room: every cell whole, the columns to their contents
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        else:
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setTextElideMode(Qt.TextElideMode.ElideNone)  # cut here, by column
        header.setMinimumSectionSize(8)
        # Where the keys go shows: a frame while the sheet has the focus.
        self.setStyleSheet("ScoreSheetView:focus { border: 2px solid palette(highlight); }")
        self._shown: tuple[ScoreSheet, tuple[str, ...]] | None = None
        #: What the columns show at the current width: the dealer's, the written points.
        self.shows_dealer = self.shows_maker = self.shows_written = True
        #: The first side's column (after the stake's in Short Deberts).
        self._first_side = 4
        self._whole_contract = True
        self._fitting = False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.set_sheet(*self._shown)
        super().changeEvent(event)

    def set_sheet(self, sheet: ScoreSheet, names: tuple[str, ...]) -> None:
        """One column per side ("+62 → 314"), so the dock needs no horizontal scrolling;
        long names are cut short with the full name in the tooltip, marks too.  The
        maker's points are shaded, as a player circles them on paper."""
        self._shown = (sheet, tuple(names))
        stakes = has_stakes(sheet)
        #: The first side's column: after the deal's four (and the stake in Short Deberts).
        self._first_side = 4 + int(stakes)
        heads = [*deal_heads(), *([stake_head()] if stakes else []), *sheet.side_names]
        self.setColumnCount(len(heads))
        for c, text in enumerate(heads):
            item = QTableWidgetItem(text)
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
            first_side = self._first_side
            maker_side = _side_of(row, row.maker, len(names))
            for k, side in enumerate(row.sides):
                marks = ", ".join(mark_text(m) for m in side.marks)
                tip = self.tr("written {written:+d}, total {total}").format(
                    written=side.written, total=side.running) + (f" ({marks})" if marks else "")
                if k == maker_side:
                    tip = self.tr("{name} made trump: {points}").format(
                        name=cells[2], points=tip)
                tips.append(tip)
            for c, tip in enumerate(tips):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.UserRole, cells[c] if c < first_side else None)
                item.setToolTip(tip)
                if c >= first_side or c == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if c >= first_side and c - first_side == maker_side:
                    item.setBackground(QBrush(QColor(MAKER_SHADE)))
                self.setItem(r, c, item)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self._fit_columns()
        if sheet.rows:
            self.scrollToBottom()

    # -- fitting the width -------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def _pad(self) -> int:
        return 2 * self.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin) + 12

    def _side_text(self, side, written: bool) -> str:
        """"+62 → 314", a mark as "•" (the narrow dock; its tooltip names the marks) or, with
        room (the game's result), each mark by its sign."""
        if self.spelled_out:
            mark = (" " + " ".join(mark_sign(m) for m in side.marks)) if side.marks else ""
        else:
            mark = " \u2022" if side.marks else ""
        if written:
            return f"{side.written:+d} \u2192 {side.running}{mark}"
        return f"{side.running}{mark}"

    @staticmethod
    def _short_contract(row: DealRow) -> str:
        """The trump's sign, or the contract's initials ("NT"): for a narrow column."""
        if row.contract is Contract.SUIT and row.trump is not None:
            return row.trump.symbol
        return "".join(word[0].upper() for word in row_contract(row).split() if word)

    @staticmethod
    def _short_contract_head() -> str:
        """None: the trumps' signs speak for themselves (the tooltip names the column)."""
        return ""

    def _fit_columns(self) -> None:
        """Column widths for the width there is; the texts cut to them (see the class).
        Spelled out (the result), every cell and heading is shown whole instead."""
        if self._shown is None or self._fitting:
            return
        if self.spelled_out:
            self._show_whole()
            return
        self._fitting = True
        try:
            self._lay_out_columns()
        finally:
            self._fitting = False

    def _show_whole(self) -> None:
        sheet, _names = self._shown
        for r, row in enumerate(sheet.rows):
            for c in range(self.columnCount()):
                item = self.item(r, c)
                if item is None:
                    continue
                full = item.data(Qt.ItemDataRole.UserRole)
                if c >= self._first_side:
                    full = self._side_text(row.sides[c - self._first_side], True)
                elif c == 4 and self._first_side > 4:
                    full = str(row.stake)
                item.setText(str(full or ""))
        for c in range(self.columnCount()):
            head = self.horizontalHeaderItem(c)
            if head is not None:
                head.setText(head.toolTip())

    def _lay_out_columns(self) -> None:
        sheet, names = self._shown
        pad = self._pad()
        width = self.fontMetrics().horizontalAdvance
        head_width = self.horizontalHeader().fontMetrics().horizontalAdvance
        # room for a vertical scroll bar kept, so that none appearing changes the columns
        room = (self.width() - 2 * self.frameWidth()
                - self.verticalScrollBar().sizeHint().width())
        n = len(sheet.side_names)

        def widest(texts, least: int = 0) -> int:
            return max([least, *(width(t) for t in texts)]) + pad + 2  # +2: rounding

        deal = widest([str(r.number) for r in sheet.rows], max(width("99"), head_width("#")))
        contract_full = widest([row_contract(r) for r in sheet.rows],
                               max(width("\u2014"), head_width(deal_heads()[3])))
        contract_short = widest([self._short_contract(r) for r in sheet.rows], width("\u2660"))
        name_wish = min(self.name_width, max([width(x) for x in names] or [0])) + pad
        name_least = min(name_wish, width("Mm\u2026") + pad)
        # A side's column has room for its name on two lines before the dealer or maker
        # get any (up to NAME_WIDTH: longer ones are cut)
        head_metrics = self.horizontalHeader().fontMetrics()
        side_name = min(NAME_WIDTH, max(
            [head_width(line) for name in sheet.side_names for line in halves(name, head_metrics)]
            or [0]))
        side_full = widest([self._side_text(s, True) for r in sheet.rows for s in r.sides],
                           max(width("+0 \u2192 0"), side_name))
        side_short = widest([self._side_text(s, False) for r in sheet.rows for s in r.sides]
                            + [str(t) for t in sheet.totals],
                            max(head_width("Mm\u2026"), min(side_name, width("Mmmm\u2026"))))
        # The first arrangement that fits (see the class), else the last, cut to fit.
        stages = ((True, True, True, True), (False, True, True, True),
                  (False, False, True, True), (False, False, False, True),
                  (False, False, False, False))
        stake = (widest([str(r.stake) for r in sheet.rows], head_width(stake_head()))
                 if self._first_side > 4 else 0)
        for dealer, maker, whole_contract, written in stages:
            contract = contract_full if whole_contract else contract_short
            side = side_full if written else side_short
            if deal + contract + stake + n * side + name_least * (dealer + maker) <= room:
                break
        self.shows_dealer, self.shows_maker = dealer, maker
        self.shows_written, self._whole_contract = written, whole_contract
        self.setColumnHidden(1, not dealer)
        self.setColumnHidden(2, not maker)
        side = side_full if written else side_short
        names_shown = dealer + maker
        left = room - deal - contract - stake - n * side
        name_w = max(name_least, min(name_wish, left // names_shown)) if names_shown else 0
        left -= name_w * names_shown
        sides = self._side_widths(n * side + max(0, left), written, widest)
        widths = [deal, name_w, name_w, contract] + ([stake] if stake else []) + sides
        header = self.horizontalHeader()
        for c, w in enumerate(widths):
            if header.sectionSize(c) != w and not self.isColumnHidden(c):
                header.resizeSection(c, w)
        self._fill_texts(widths)

    def _side_widths(self, room: int, written: bool, widest) -> list[int]:
        """The sides' columns in ``room``: alike where each name can be whole (on two lines
        if need be) beside its cells, else a short name's column narrower so that a long one
        stays whole ("Вы" beside "Компьютер" / "1"); past that the widest give way first,
        each keeping room for its own cells."""
        sheet, _names = self._shown
        head = self.horizontalHeader().fontMetrics()
        pad = heading_pad(self)
        least = self.fontMetrics().horizontalAdvance("+0 \u2192 0" if written else "Mm\u2026")
        cells, wishes = [], []
        for k, name in enumerate(sheet.side_names):
            texts = [self._side_text(r.sides[k], written) for r in sheet.rows]
            cells.append(widest([*texts, str(sheet.totals[k])], least))
            whole = min(NAME_WIDTH, max(head.horizontalAdvance(line)
                                        for line in halves(name, head))) + pad
            wishes.append(max(cells[-1], whole))
        if sum(wishes) <= room:
            return fill_up(wishes, room)
        cap = cap_widest(sorted(wishes), room - sum(wishes))
        return [max(cell, min(wish, cap)) for cell, wish in zip(cells, wishes, strict=True)]

    def _fill_texts(self, widths: list[int]) -> None:
        """The cells and headings cut to their columns' widths."""
        sheet, _names = self._shown
        pad = self._pad()
        metrics = self.fontMetrics()
        for r, row in enumerate(sheet.rows):
            cells = {0: str(row.number)}
            for c in (1, 2, 3):
                item = self.item(r, c)
                full = item.data(Qt.ItemDataRole.UserRole) or "" if item is not None else ""
                if c == 3 and not self._whole_contract:
                    full = self._short_contract(row)
                cells[c] = metrics.elidedText(full, Qt.TextElideMode.ElideRight,
                                              widths[c] - pad)
            if self._first_side > 4:
                cells[4] = str(row.stake)
            for k, side in enumerate(row.sides):
                cells[self._first_side + k] = self._side_text(side, self.shows_written)
            for c, text in cells.items():
                item = self.item(r, c)
                if item is not None and item.text() != text:
                    item.setText(text)
        head_metrics = self.horizontalHeader().fontMetrics()
        pad = heading_pad(self)
        for c in range(self.columnCount()):
            head = self.horizontalHeaderItem(c)
            if head is None:
                continue
            if c >= self._first_side:  # a side: its name (on two lines if need be), its total
                text = side_heading(head.toolTip(), head_metrics, widths[c] - pad)
                text += "\n" + str(sheet.totals[c - self._first_side])
            elif c == 0:
                text = self.tr("#", "the deal number's column")
            elif c == 3 and not self._whole_contract:
                text = self._short_contract_head()
            else:
                text = head_metrics.elidedText(head.toolTip(), Qt.TextElideMode.ElideRight,
                                               widths[c] - pad)
            if head.text() != text:
                head.setText(text)

    def column_fits(self, column: int) -> bool:
        """The column's cells and heading are whole (or cut with "…", whole in the tooltip)."""
        header = self.horizontalHeader()
        return header.sectionViewportPosition(column) + header.sectionSize(column) <= (
            self.viewport().width())

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
        pad = self._pad()
        widest_trump = max(metrics.horizontalAdvance(contract_text(Contract.SUIT, suit))
                           for suit in Suit)
        cells = [metrics.horizontalAdvance("999"), NAME_WIDTH, NAME_WIDTH, widest_trump]
        if has_stakes(sheet):
            cells.append(metrics.horizontalAdvance("99"))
        cells += [metrics.horizontalAdvance("+162 \u2192 1001 \u2022")] * len(sheet.side_names)
        total = sum(cell + pad for cell in cells)
        return total + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()


#: The background of the maker's points in the dock (circled on a paper sheet).
MAKER_SHADE = "#fff1bf"


def _side_of(row: DealRow, seat: int | None, players: int) -> int | None:
    """The side (column) of ``seat``: the seat itself, or its pair (RULES §11)."""
    if seat is None:
        return None
    return seat if len(row.sides) == players else seat % len(row.sides)
