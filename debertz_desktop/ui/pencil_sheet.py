"""The score sheet in the traditional pencil notation (RULES §13, §15), drawn with QPainter.

Each deal's written points are drawn in each player's column as crosses (100),
a circle (50) and sticks (20), with the small points above the signs (minus)
or below them (plus); the arithmetic is ``engine.pencil.pencil_number``.  A
bite is a circled Б, a hang an arc over the points, a ski an "s"; the running
total follows in small grey digits.  In 1001-point games a line is drawn across
a player's column where his total first reaches 500.  The last row is the
total, in pencil too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget

from ..engine.pencil import PencilNumber, pencil_number
from ..engine.sheet import DealKind, Mark, ScoreSheet

HALF_WAY = 500
ROW_HEIGHT = 50
NUMBER_WIDTH = 44
SIDE_WIDTH = 190
HEAD_HEIGHT = 34
INK = QColor("#2a2f45")
RED = QColor("#b00020")
GREY = QColor("#777777")
PAPER = QColor("#fbf8ef")
RULE = QColor("#9fb7d6")


class PencilSheetView(QWidget):
    """A paper sheet: a column per player (pair), a row per deal, drawn in pencil signs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pencilSheet")
        self._sheet: ScoreSheet | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.scroller = QScrollArea()
        self.scroller.setWidget(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def set_sheet(self, sheet: ScoreSheet) -> None:
        self._sheet = sheet
        self.setMinimumSize(self.sizeHint())
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        sheet = self._sheet
        if sheet is None:
            return QSize(400, 200)
        sides = len(sheet.side_names)
        rows = len(sheet.rows) + 1
        return QSize(NUMBER_WIDTH + sides * SIDE_WIDTH + 20, HEAD_HEIGHT + rows * ROW_HEIGHT + 20)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()
        super().changeEvent(event)

    # -- painting -----------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        sheet = self._sheet
        if sheet is not None and sheet.side_names:
            self.paint_sheet(painter, sheet)
        painter.end()

    def paint_sheet(self, p: QPainter, sheet: ScoreSheet) -> None:
        sides = len(sheet.side_names)
        width = NUMBER_WIDTH + sides * SIDE_WIDTH
        rows = len(sheet.rows)
        bottom = HEAD_HEIGHT + (rows + 1) * ROW_HEIGHT
        head_font = QFont(self.font())
        head_font.setBold(True)
        head_font.setPointSizeF(head_font.pointSizeF() * 1.1)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        # ruled lines
        p.setPen(QPen(RULE, 1))
        for r in range(rows + 2):
            y = HEAD_HEIGHT + r * ROW_HEIGHT
            p.drawLine(0, y, width, y)
        p.setPen(QPen(RED.lighter(150), 1))
        for k in range(sides + 1):
            x = NUMBER_WIDTH + k * SIDE_WIDTH
            p.drawLine(x, 0, x, bottom)
        p.setFont(head_font)
        p.setPen(INK)
        for k, name in enumerate(sheet.side_names):
            rect = QRectF(NUMBER_WIDTH + k * SIDE_WIDTH + 4, 0, SIDE_WIDTH - 8, HEAD_HEIGHT)
            text = p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                              int(rect.width()))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        half_drawn = [False] * sides
        halfway = sheet.target == 1001
        for r, row in enumerate(sheet.rows):
            top = HEAD_HEIGHT + r * ROW_HEIGHT
            p.setFont(small)
            p.setPen(GREY)
            p.drawText(QRectF(0, top, NUMBER_WIDTH - 6, ROW_HEIGHT),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       str(row.number))
            for k, side in enumerate(row.sides):
                left = NUMBER_WIDTH + k * SIDE_WIDTH
                cell = QRectF(left, top, SIDE_WIDTH, ROW_HEIGHT)
                if row.kind is DealKind.VOID:
                    p.setPen(QPen(GREY, 1, Qt.PenStyle.DashLine))
                    p.drawLine(QPointF(left + 12, cell.center().y()),
                               QPointF(left + 60, cell.center().y()))
                else:
                    x = self.draw_number(p, pencil_number(side.written), left + 10,
                                         cell.center().y(), small)
                    self.draw_marks(p, side.marks, x + 6, cell.center().y(), small)
                p.setFont(small)
                p.setPen(GREY)
                p.drawText(cell.adjusted(0, 0, -6, 0),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                           str(side.running))
                if halfway and not half_drawn[k] and side.running >= HALF_WAY:
                    half_drawn[k] = True
                    p.setPen(QPen(INK, 2.5))
                    y = top + ROW_HEIGHT - 2
                    p.drawLine(QPointF(left + 4, y), QPointF(left + SIDE_WIDTH - 4, y))
                    p.setFont(small)
                    label = QRectF(left + SIDE_WIDTH / 2 - 18, y - 7, 36, 14)
                    p.fillRect(label, PAPER)
                    p.drawText(label, Qt.AlignmentFlag.AlignCenter, str(HALF_WAY))
        # totals
        top = HEAD_HEIGHT + rows * ROW_HEIGHT
        p.setPen(QPen(INK, 2))
        p.drawLine(0, top, width, top)
        for k, total in enumerate(sheet.totals):
            left = NUMBER_WIDTH + k * SIDE_WIDTH
            cell = QRectF(left, top, SIDE_WIDTH, ROW_HEIGHT)
            self.draw_number(p, pencil_number(total), left + 10, cell.center().y(), small)
            p.setFont(head_font)
            p.setPen(RED if sheet.winner_side == k else INK)
            p.drawText(cell.adjusted(0, 0, -6, 0),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(total))
            if sheet.winner_side == k:
                p.setPen(QPen(RED, 2))
                p.drawRoundedRect(cell.adjusted(3, 4, -3, -4), 8, 8)

    @staticmethod
    def draw_number(p: QPainter, n: PencilNumber, x: float, mid: float, small: QFont) -> float:
        """Draw ``n`` starting at ``x`` on the line ``mid``; returns where it ends."""
        pen = QPen(INK, 1.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        h = 8.0  # half the height of a sign
        start = x
        if n.negative:
            p.drawLine(QPointF(x, mid), QPointF(x + 8, mid))
            x += 13
        if not (n.crosses or n.circles or n.sticks or n.small):
            p.drawLine(QPointF(x, mid), QPointF(x + 10, mid))  # a dash: nothing written
            return x + 10
        if not (n.crosses or n.circles or n.sticks):  # small points only: nothing to sit on
            p.setFont(small)
            text = str(n.small)
            p.drawText(QPointF(x, mid + p.fontMetrics().ascent() / 2 - 1), text)
            return x + p.fontMetrics().horizontalAdvance(text)
        for _ in range(n.crosses):
            p.drawLine(QPointF(x, mid - h), QPointF(x + 2 * h, mid + h))
            p.drawLine(QPointF(x, mid + h), QPointF(x + 2 * h, mid - h))
            x += 2 * h + 6
        for _ in range(n.circles):
            p.drawEllipse(QPointF(x + h, mid), h, h)
            x += 2 * h + 6
        sticks_from = x
        for _ in range(n.sticks):
            p.drawLine(QPointF(x, mid - h), QPointF(x + 1.5, mid + h))
            x += 6
        if n.small:
            p.setFont(small)
            metrics = p.fontMetrics()
            text = str(abs(n.small))
            w = metrics.horizontalAdvance(text)
            anchor = sticks_from if n.sticks else max(start, x - w)
            if n.small < 0:
                p.drawText(QPointF(anchor, mid - h - 3), text)
            else:
                p.drawText(QPointF(anchor, mid + h + metrics.ascent() + 1), text)
            x = max(x, anchor + w)
        return x

    @staticmethod
    def draw_marks(p: QPainter, marks, x: float, mid: float, small: QFont) -> None:
        for mark in marks:
            if mark in (Mark.BITE, Mark.THREE_BITES, Mark.BITE_HANGS):
                p.setPen(QPen(RED, 1.5))
                p.drawEllipse(QPointF(x + 8, mid), 8, 8)
                p.setFont(small)
                p.drawText(QRectF(x, mid - 8, 16, 16), Qt.AlignmentFlag.AlignCenter,
                           "3" if mark is Mark.THREE_BITES
                           else QCoreApplication.translate("SheetView", "Б"))
                x += 20
            elif mark in (Mark.HANGING, Mark.HANG_WON):
                p.setPen(QPen(INK if mark is Mark.HANGING else GREY, 1.5))
                path = QPainterPath(QPointF(x, mid + 4))
                path.quadTo(QPointF(x + 9, mid - 12), QPointF(x + 18, mid + 4))
                p.drawPath(path)
                if mark is Mark.HANG_WON:
                    p.drawText(QPointF(x + 5, mid + 12), "+")
                x += 22
            elif mark is Mark.SKI:
                p.setPen(QPen(INK, 1))
                p.setFont(small)
                p.drawText(QPointF(x, mid + 4), "s")
                x += 12
