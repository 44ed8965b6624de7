"""The score sheet in the traditional pencil notation (RULES §13, §15), drawn with QPainter.

Each deal's written points are drawn in each player's column as crosses (100),
a circle (50) and sticks (20), with the small points above the signs (minus)
or below them (plus); the arithmetic is ``engine.pencil.pencil_number``.  A
bite is a circled Б (the third bite a circled 3), a hang an arc over the
points, a ski "болт" ("ski" in English), nothing written a dash; the running
total follows in small grey digits.  In 1001-point games a line is drawn across
a player's column where his total first reaches 500.  The last row is the
total, in pencil too.

``PencilPainter`` draws the sheet a block of rows at a time, so the screen
(``PencilSheetView``) and the printout (``pencil_document.PencilPages``, with
the heading repeated on every page) draw it alike; ``PencilLegend`` explains
the signs, on screen under the sheet and on paper under the totals.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ..engine.debertz.pencil import PencilNumber, pencil_number
from ..engine.debertz.sheet import DealKind, Mark, ScoreSheet
from .sheet_texts import bite_letter, ski_sign

HALF_WAY = 500
ROW_HEIGHT = 50
TOTAL_ROW_HEIGHT = 44
NUMBER_WIDTH = 44
SIDE_WIDTH = 190
HEAD_HEIGHT = 34
INK = QColor("#2a2f45")
RED = QColor("#b00020")
GREY = QColor("#777777")
PAPER = QColor("#fbf8ef")
RULE = QColor("#9fb7d6")
#: Half the height of a sign.
SIGN = 8.0


def resized(font: QFont, factor: float, smallest: float = 0) -> QFont:
    """``font`` ``factor`` times as big, whether its size is in points or in pixels."""
    out = QFont(font)
    if font.pixelSize() > 0:
        out.setPixelSize(max(1, round(max(smallest, font.pixelSize() * factor))))
    else:
        out.setPointSizeF(max(smallest, font.pointSizeF() * factor))
    return out


def small_font(font: QFont) -> QFont:
    """The small digits: running totals, small points, deal numbers."""
    return resized(font, 0.8, 6.0)


def sheet_width(sides: int) -> int:
    return NUMBER_WIDTH + sides * SIDE_WIDTH


class PencilPainter:
    """Draws a sheet's heading, a block of its rows and its totals with one font."""

    def __init__(self, sheet: ScoreSheet, font: QFont, row_height: float = ROW_HEIGHT) -> None:
        self.sheet = sheet
        #: The height of a deal's row: roomy on screen, closer on paper.
        self.row = row_height
        #: The totals' row: its bigger digits and small points clear the thick line above.
        self.total_row = max(row_height, TOTAL_ROW_HEIGHT)
        self.font = QFont(font)
        self.head_font = resized(font, 1.1)
        self.head_font.setBold(True)
        self.small = small_font(font)
        self.sides = len(sheet.side_names)
        self.width = sheet_width(self.sides)
        self.halfway_rows = self._halfway_rows()

    def _halfway_rows(self) -> dict[int, int]:
        """For each side, the row where its total first reached 500 (1001-point games)."""
        found: dict[int, int] = {}
        if self.sheet.target != 1001:
            return found
        for r, row in enumerate(self.sheet.rows):
            for k, side in enumerate(row.sides):
                if k not in found and side.running >= HALF_WAY:
                    found[k] = r
        return found

    def paint_head(self, p: QPainter, top: float, height: float) -> None:
        """The players' (pairs') names, and the column lines from ``top`` down ``height``."""
        p.setPen(QPen(RED.lighter(150), 1))
        for k in range(self.sides + 1):
            x = NUMBER_WIDTH + k * SIDE_WIDTH
            p.drawLine(QPointF(x, top), QPointF(x, top + height))
        p.setPen(QPen(RULE, 1))
        p.drawLine(QPointF(0, top + HEAD_HEIGHT), QPointF(self.width, top + HEAD_HEIGHT))
        p.setFont(self.head_font)
        p.setPen(INK)
        for k, name in enumerate(self.sheet.side_names):
            rect = QRectF(NUMBER_WIDTH + k * SIDE_WIDTH + 4, top, SIDE_WIDTH - 8, HEAD_HEIGHT)
            draw_name(p, rect, name)

    def paint_rows(self, p: QPainter, top: float, first: int, stop: int) -> None:
        """Rows ``first`` to ``stop - 1``, the first of them at ``top``."""
        for r in range(first, stop):
            row = self.sheet.rows[r]
            y = top + (r - first) * self.row
            p.setPen(QPen(RULE, 1))
            p.drawLine(QPointF(0, y + self.row), QPointF(self.width, y + self.row))
            p.setFont(self.small)
            p.setPen(GREY)
            p.drawText(QRectF(0, y, NUMBER_WIDTH - 6, self.row),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       str(row.number))
            for k, side in enumerate(row.sides):
                left = NUMBER_WIDTH + k * SIDE_WIDTH
                cell = QRectF(left, y, SIDE_WIDTH, self.row)
                mid = cell.center().y()
                if row.kind is DealKind.VOID:
                    p.setPen(QPen(GREY, 1, Qt.PenStyle.DashLine))
                    p.drawLine(QPointF(left + 12, mid), QPointF(left + 60, mid))
                else:
                    running = f"{side.running}"
                    room = SIDE_WIDTH - 22 - QFontMetricsF(self.small).horizontalAdvance(running)
                    x = self.draw_fitted(p, pencil_number(side.written), left + 10, mid, room)
                    draw_marks(p, side.marks, x + 6, mid, self.small)
                p.setFont(self.small)
                p.setPen(GREY)
                p.drawText(cell.adjusted(0, 0, -6, 0),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                           str(side.running))
                if self.halfway_rows.get(k) == r:
                    p.setPen(QPen(INK, 2.5))
                    line = y + self.row - 2
                    p.drawLine(QPointF(left + 4, line), QPointF(left + SIDE_WIDTH - 4, line))
                    label = QRectF(left + SIDE_WIDTH / 2 - 18, line - 7, 36, 14)
                    p.fillRect(label, PAPER)
                    p.drawText(label, Qt.AlignmentFlag.AlignCenter, str(HALF_WAY))

    def paint_totals(self, p: QPainter, top: float) -> None:
        sheet = self.sheet
        p.setPen(QPen(INK, 2))
        p.drawLine(QPointF(0, top), QPointF(self.width, top))
        for k, total in enumerate(sheet.totals):
            left = NUMBER_WIDTH + k * SIDE_WIDTH
            cell = QRectF(left, top, SIDE_WIDTH, self.total_row)
            p.setFont(self.head_font)
            digits = QFontMetricsF(self.head_font).horizontalAdvance(str(total))
            self.draw_fitted(p, pencil_number(total), left + 10, cell.center().y(),
                             SIDE_WIDTH - 26 - digits)
            p.setFont(self.head_font)
            p.setPen(RED if sheet.winner_side == k else INK)
            p.drawText(cell.adjusted(0, 0, -6, 0),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(total))
            if sheet.winner_side == k:
                p.setPen(QPen(RED, 2))
                p.drawRoundedRect(cell.adjusted(3, 4, -3, -4), 8, 8)
        p.setPen(QPen(RULE, 1))
        p.drawLine(QPointF(0, top + self.total_row), QPointF(self.width, top + self.total_row))

    def draw_fitted(self, p: QPainter, n: PencilNumber, x: float, mid: float,
                    room: float) -> float:
        """``draw_number`` squeezed sideways into ``room`` when it is wider (1001's ten crosses)."""
        width = number_width(n, self.small)
        if width <= room or width <= 0:
            return draw_number(p, n, x, mid, self.small)
        squeeze = room / width
        p.save()
        p.translate(x, 0)
        p.scale(squeeze, 1)
        draw_number(p, n, 0, mid, self.small)
        p.restore()
        return x + room

    def paint_all(self, p: QPainter) -> None:
        rows = len(self.sheet.rows)
        height = HEAD_HEIGHT + rows * self.row + self.total_row
        self.paint_head(p, 0, height)
        self.paint_rows(p, HEAD_HEIGHT, 0, rows)
        self.paint_totals(p, HEAD_HEIGHT + rows * self.row)


def draw_name(p: QPainter, rect: QRectF, name: str) -> None:
    """A name on one line, on two if it is too long ("Anna & Boris"), cut short only past that."""
    centre = Qt.AlignmentFlag.AlignCenter
    metrics = QFontMetricsF(p.font())
    if metrics.horizontalAdvance(name) <= rect.width():
        p.drawText(rect, centre, name)
        return
    wrap = int(centre | Qt.TextFlag.TextWordWrap)
    needed = metrics.boundingRect(rect, wrap, name)
    if needed.height() <= rect.height() and needed.width() <= rect.width():
        p.drawText(rect, wrap, name)
        return
    p.drawText(rect, centre, metrics.elidedText(name, Qt.TextElideMode.ElideRight, rect.width()))


def number_width(n: PencilNumber, small: QFont) -> float:
    """How wide ``draw_number`` draws ``n``."""
    metrics = QFontMetricsF(small)
    x = 13.0 if n.negative else 0.0
    if not (n.crosses or n.circles or n.sticks or n.small):
        return x + 10
    if not (n.crosses or n.circles or n.sticks):
        return x + metrics.horizontalAdvance(str(n.small))
    x += (n.crosses + n.circles) * (2 * SIGN + 6) + n.sticks * 6
    if n.small:
        x = max(x, x - 6 * n.sticks + metrics.horizontalAdvance(str(abs(n.small))))
    return x


def draw_number(p: QPainter, n: PencilNumber, x: float, mid: float, small: QFont) -> float:
    """Draw ``n`` starting at ``x`` on the line ``mid``; returns where it ends."""
    pen = QPen(INK, 1.8)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    h = SIGN
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


def draw_marks(p: QPainter, marks, x: float, mid: float, small: QFont) -> float:
    """Draw the marks from ``x`` on; returns where they end."""
    for mark in marks:
        if mark in (Mark.BITE, Mark.THREE_BITES, Mark.BITE_HANGS):
            p.setPen(QPen(RED, 1.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(x + 8, mid), 8, 8)
            p.setFont(small)
            p.drawText(QRectF(x, mid - 8, 16, 16), Qt.AlignmentFlag.AlignCenter,
                       "3" if mark is Mark.THREE_BITES else bite_letter())
            x += 20
        elif mark in (Mark.HANGING, Mark.HANG_WON):
            p.setPen(QPen(INK if mark is Mark.HANGING else GREY, 1.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath(QPointF(x, mid + 4))
            path.quadTo(QPointF(x + 9, mid - 12), QPointF(x + 18, mid + 4))
            p.drawPath(path)
            if mark is Mark.HANG_WON:
                p.setFont(small)
                p.drawText(QPointF(x + 5, mid + 12), "+")
            x += 22
        elif mark is Mark.SKI:
            p.setPen(QPen(INK, 1))
            p.setFont(small)
            sign = ski_sign()
            p.drawText(QPointF(x, mid + 4), sign)
            x += p.fontMetrics().horizontalAdvance(sign) + 6
    return x


# -- the legend -------------------------------------------------------------------------------

#: How wide the picture of a sign is in the legend, and the gap after an item.
LEGEND_SIGN_WIDTH = 52
LEGEND_GAP = 18
LEGEND_ROW = 36


def _draw_halfway(p: QPainter, x: float, mid: float, small: QFont) -> float:
    p.setPen(QPen(INK, 2.5))
    p.drawLine(QPointF(x, mid + 6), QPointF(x + 40, mid + 6))
    p.setFont(small)
    label = QRectF(x + 4, mid - 1, 32, 14)
    p.fillRect(label, PAPER)
    p.drawText(label, Qt.AlignmentFlag.AlignCenter, str(HALF_WAY))
    return x + 40


def legend_items(sheet: ScoreSheet | None = None) -> list[tuple[Callable, str]]:
    """(a function drawing the sign at x on the line mid, what it means), in reading order.

    The line at 500 is explained only where it can be drawn: in 1001-point games.
    """
    translate = QCoreApplication.translate
    items: list[tuple[Callable, str]] = [
        (lambda p, x, mid, small: draw_number(p, PencilNumber(sticks=1), x, mid, small),
         translate("PencilLegend", "a stick: 20")),
        (lambda p, x, mid, small: draw_number(p, PencilNumber(circles=1), x, mid, small),
         translate("PencilLegend", "a circle: 50")),
        (lambda p, x, mid, small: draw_number(p, PencilNumber(crosses=1), x, mid, small),
         translate("PencilLegend", "a cross: 100")),
        (lambda p, x, mid, small: draw_number(p, pencil_number(36), x, mid, small),
         translate("PencilLegend", "small points above are taken away: 40 − 4 = 36")),
        (lambda p, x, mid, small: draw_number(p, pencil_number(68), x, mid, small),
         translate("PencilLegend", "small points below are added: 60 + 8 = 68")),
        (lambda p, x, mid, small: draw_number(p, PencilNumber(), x, mid, small),
         translate("PencilLegend", "a dash: nothing written (0)")),
        (lambda p, x, mid, small: draw_number(p, pencil_number(-40), x, mid, small),
         translate("PencilLegend", "a minus in front: points lost (−40)")),
        (lambda p, x, mid, small: draw_marks(p, (Mark.BITE,), x, mid, small),
         translate("PencilLegend", "bitten")),
        (lambda p, x, mid, small: draw_marks(p, (Mark.THREE_BITES,), x, mid, small),
         translate("PencilLegend", "the third bite: a penalty")),
        (lambda p, x, mid, small: draw_marks(p, (Mark.HANGING,), x, mid, small),
         translate("PencilLegend", "the points hang")),
        (lambda p, x, mid, small: draw_marks(p, (Mark.HANG_WON,), x, mid, small),
         translate("PencilLegend", "won the hanging points")),
        (lambda p, x, mid, small: draw_marks(p, (Mark.SKI,), x, mid, small),
         translate("PencilLegend", "{sign}: no trick taken").format(sign=ski_sign())),
    ]
    if sheet is None or sheet.target == 1001:
        items.append((_draw_halfway, translate("PencilLegend", "the total reached 500")))
    return items


def legend_rects(items, width: float, font: QFont) -> tuple[list[QRectF], float]:
    """Where each legend item goes when they flow in rows ``width`` wide; the total height."""
    metrics = QFontMetricsF(font)
    rects: list[QRectF] = []
    x = y = 0.0
    for _, text in items:
        w = LEGEND_SIGN_WIDTH + metrics.horizontalAdvance(text)
        if x > 0 and x + w > width:
            x, y = 0.0, y + LEGEND_ROW
        rects.append(QRectF(x, y, min(w, width), LEGEND_ROW))
        x += w + LEGEND_GAP
    return rects, (y + LEGEND_ROW if items else 0.0)


def paint_legend(p: QPainter, items, rects: list[QRectF], font: QFont) -> None:
    small = small_font(font)
    for (draw, text), rect in zip(items, rects, strict=True):
        mid = rect.center().y()
        p.save()
        draw(p, rect.left() + 4, mid, small)
        p.restore()
        p.setFont(font)
        p.setPen(INK)
        text_rect = rect.adjusted(LEGEND_SIGN_WIDTH, 0, 0, 0)
        shown = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                           int(text_rect.width()) + 1)
        p.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)


class PencilLegend(QWidget):
    """What the pencil signs mean, under the pencil sheet; its rows flow with the width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pencilLegend")
        self._sheet: ScoreSheet | None = None
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        self._sheet = sheet
        self.updateGeometry()
        self.update()

    def texts(self) -> list[str]:
        return [text for _, text in legend_items(self._sheet)]

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        _, height = legend_rects(legend_items(self._sheet), width - 12, self.font())
        return int(height) + 14

    def sizeHint(self) -> QSize:
        width = max(300, self.width())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, self.heightForWidth(200))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.updateGeometry()
            self.update()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        wanted = self.heightForWidth(self.width())
        if wanted != self.height():
            self.updateGeometry()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        items = legend_items(self._sheet)
        rects, _ = legend_rects(items, self.width() - 12, self.font())
        painter.translate(6, 7)
        paint_legend(painter, items, rects, self.font())
        painter.end()


class PencilSheetView(QWidget):
    """A paper sheet: a column per player (pair), a row per deal, drawn in pencil signs.

    ``page`` holds the sheet in a scroll area with the legend under it; that is
    what a window shows.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pencilSheet")
        self._sheet: ScoreSheet | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.scroller = QScrollArea()
        self.scroller.setWidget(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.legend = PencilLegend()
        self.page = QWidget()
        self.page.setObjectName("pencilPage")
        layout = QVBoxLayout(self.page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.legend)

    def set_sheet(self, sheet: ScoreSheet) -> None:
        self._sheet = sheet
        self.legend.set_sheet(sheet)
        self.setMinimumSize(self.sizeHint())
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        sheet = self._sheet
        if sheet is None:
            return QSize(400, 200)
        sides = len(sheet.side_names)
        rows = len(sheet.rows) + 1
        return QSize(sheet_width(sides) + 20, HEAD_HEIGHT + rows * ROW_HEIGHT + 20)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.update()
        super().changeEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        sheet = self._sheet
        if sheet is not None and sheet.side_names:
            PencilPainter(sheet, self.font()).paint_all(painter)
        painter.end()
