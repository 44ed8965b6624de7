"""What is painted on the felt besides cards: the trump sign, the pairs' scores, counters, and
what the seats' plates (``seat_plate.py``) share with them."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Hashable, Iterable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject

from ...engine.pack import Suit
from ..card_faces import paint_pip
from ..i18n import current_language
from .spots import HUD, HUD_WIDEST

GOLD = QColor(255, 214, 64)
CREAM = QColor(250, 245, 228)
PLATE_BG = QColor(10, 40, 22, 200)
#: The person's pair, the other pair (RULES §11).
TEAM_COLOURS = (QColor(110, 190, 255), QColor(240, 140, 110))
#: The pairs' box's room beside a pair's name and total: the colour bar and the margins.
_TEAM_ROOM = 30
#: The pixel sizes of the pairs' names, largest first: smaller before a name is cut.
TEAM_LARGEST = 13
TEAM_SMALLEST = 10


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """Green baize with a lighter middle and a darker rim."""
    c = rect.center()
    grad = QRadialGradient(c, max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0.0, QColor(44, 128, 68))
    grad.setColorAt(0.6, QColor(26, 96, 50))
    grad.setColorAt(1.0, QColor(10, 52, 28))
    painter.fillRect(rect, QBrush(grad))
    inner = rect.adjusted(rect.width() * 0.16, rect.height() * 0.14,
                          -rect.width() * 0.16, -rect.height() * 0.26)
    painter.setPen(QPen(QColor(255, 255, 255, 22), 2.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, inner.height() * 0.45, inner.height() * 0.45)


#: The type (pixels) of the trump sign's detail lines, and the smallest it is set in.
DETAIL_LARGEST = 12
DETAIL_SMALLEST = 9
#: The type (pixels) a sign sized for its texts holds each line of them in
#: (``TrumpSign.width_for``): three such lines fit under the contract.
DETAIL_MEASURED = 11
#: How far under the top of their room the detail's lines begin where they have room to spare
#: (pixels): a third line uses it, and three fit in the largest type.
DETAIL_SPARE = 4
#: A line that goes on the one above (broken at its " · " or after its ": ") is set in by
#: the width of this (not begun with the separator: "· тем же достоинством").
GOES_ON = "  "


class DetailLine(NamedTuple):
    """One line of the trump sign's detail, as painted (a line that goes on the one above set
    in: its ``rect`` begins further right)."""

    text: str
    font: QFont
    rect: QRectF


def smaller(font: QFont, pixels: int) -> QFont:
    """``font`` at ``pixels``."""
    small = QFont(font)
    small.setPixelSize(pixels)
    return small


def shortened(line: str, metrics: QFontMetricsF, width: float) -> str:
    """``line`` without as many of its last " · " parts as it takes to fit in ``width``
    (its first part at least, whole or not)."""
    parts = line.split(" · ")
    while len(parts) > 1 and metrics.horizontalAdvance(" · ".join(parts)) > width:
        parts.pop()
    return " · ".join(parts)


def goes_on_indent(metrics: QFontMetricsF) -> float:
    """How far a line that goes on the one above is set in (:data:`GOES_ON`)."""
    return metrics.horizontalAdvance(GOES_ON)


def broken(line: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``line`` on as few lines as fit in ``width``, broken only at its " · ", where its parts
    meet; the separator is left at the break: each line after the first goes on the one above,
    set in under it (``goes_on_indent``), not begun with "· " ("Главная ♥" over "· тем же
    достоинством" read as a line of its own, begun with a stray dot)."""
    parts = line.split(" · ")
    lines = [parts[0]]
    room = width
    for part in parts[1:]:
        joined = f"{lines[-1]} · {part}"
        if metrics.horizontalAdvance(joined) <= room:
            lines[-1] = joined
        else:
            lines.append(part)
            room = width - goes_on_indent(metrics)
    return lines


def broken_at_colon(line: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``line`` broken at its " · " (``broken``), and a part still too long after its first
    ": " — "Maker:" over the name, set in — rather than cut."""
    out: list[str] = []
    for part in broken(line, metrics, width):
        head, colon, rest = part.partition(": ")
        room = width - (goes_on_indent(metrics) if out else 0.0)
        if colon and rest and metrics.horizontalAdvance(part) > room:
            out += [head + ":", rest]
        else:
            out.append(part)
    return out


def fitted_font(font: QFont, text: str, width: float, smallest: int = 9) -> QFont:
    """``font``, a pixel or two smaller if need be, so that ``text`` fits in ``width``."""
    fitted = QFont(font)
    while (fitted.pixelSize() > smallest
           and QFontMetricsF(fitted).horizontalAdvance(text) > width):
        fitted.setPixelSize(fitted.pixelSize() - 1)
    return fitted


class TablePlate(QGraphicsObject):
    """A rounded plate on the felt — a seat's, the trump sign, the pairs' scores — that
    the scene's layout places and sizes (``set_rect``); each paints its own content over
    the background :meth:`paint_plate` draws."""

    # Room outside the rect for the frame's pen.
    MARGIN = 2

    def __init__(self, width: float, height: float, z: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.setZValue(z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())

    def boundingRect(self) -> QRectF:
        m = self.MARGIN
        return self._rect.adjusted(-m, -m, m, m)

    def paint_plate(self, painter: QPainter, frame: QPen, radius: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(frame)
        painter.setBrush(PLATE_BG)
        painter.drawRoundedRect(self._rect, radius, radius)


def dealer_chip() -> str:
    """The letter on the dealer's chip."""
    return QCoreApplication.translate("Table", "D", "chip: the dealer")


def maker_chip() -> str:
    """The letter on the maker's chip (a game may put its own on that chip)."""
    return QCoreApplication.translate("Table", "M", "chip: the maker")


def measured_box_width(lines: Callable[..., Iterable[str]], *args: Hashable) -> float:
    """The trump box's width for ``lines(*args)``, the lines a game's box may say
    (``TrumpSign.width_for``), measured once for each ``args``, language and type: the table
    asks at every layout."""
    return _measured_box_width(lines, args, current_language(), QApplication.font().key())


@functools.cache
def _measured_box_width(lines: Callable[..., Iterable[str]], args: tuple,
                        _language: str, _font: str) -> float:
    return TrumpSign.width_for(lines(*args))


class TrumpSign(TablePlate):
    """The contract and trump suit, large, plus the deal number: always on the table.

    Without a trump suit the emblem is the four suits: small and struck through for no
    trump, plain for all trump (RULES §1).
    """

    def __init__(self) -> None:
        super().__init__(200, 96, 60)
        self.suit = None
        self.caption = ""
        self.contract = ""
        self.detail = ""
        self.colour: QColor | None = None
        self.emblem: str | None = None

    def set_content(self, *, suit, caption: str, contract: str, detail: str,
                    colour: QColor | None = None, emblem: object = None) -> None:
        """``emblem`` draws a sign without a trump suit: ``"no_trump"`` (four suits struck
        through), ``"all_trump"`` (four suits); a contract enum of that value will do."""
        self.suit, self.caption, self.contract, self.detail = suit, caption, contract, detail
        self.colour = colour
        self.emblem = getattr(emblem, "value", emblem)
        self.update()

    def text_width(self) -> float:
        """The width of the words beside the emblem (``paint``)."""
        r = self._rect
        return r.right() - (r.left() + 8 + r.height() - 20) - 16

    @staticmethod
    def width_for(lines: Iterable[str]) -> float:
        """The sign's width (:data:`HUD`'s height) in which each of ``lines`` fits whole on a
        line of the detail in :data:`DETAIL_MEASURED`-pixel type: each game measures its
        box's lines, the players' names among them (``GameUi.geometry_options``); never
        narrower than :data:`HUD` nor wider than :data:`HUD_WIDEST`."""
        metrics = QFontMetricsF(smaller(QApplication.font(), DETAIL_MEASURED))
        words = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
        beside = 8 + HUD.height() - 20 + 16  # the emblem and the margins (``text_width``)
        return min(HUD_WIDEST, max(HUD.width(), float(math.ceil(words + beside + 1))))

    def _emblem_rect(self) -> QRectF:
        r = self._rect
        return QRectF(r.left() + 8, r.top() + 10, r.height() - 20, r.height() - 20)

    def _heading(self) -> QRectF:
        """Where the heading ("Turned card", "Trump") is written, in the item's coordinates."""
        r, pip = self._rect, self._emblem_rect()
        return QRectF(pip.right() + 10, r.top() + 8, r.right() - pip.right() - 16, 18)

    def heading_rect(self) -> QRectF:
        """Where the heading is written on the table (scene coordinates): what an overlay
        must leave readable."""
        return self.mapRectToScene(self._heading())

    def detail_room(self) -> QRectF:
        """Where the detail's lines go: under the contract, beside the emblem, down to the
        plate's edge (``paint``); its top :data:`DETAIL_SPARE` is used only by a third line."""
        r = self._rect
        top = r.top() + 8 + 48 - DETAIL_SPARE
        return QRectF(r.right() - 6 - self.text_width(), top, self.text_width(),
                      r.bottom() - 4 - top)

    def detail_lines(self, font: QFont) -> list[DetailLine]:
        """The detail's lines (most important first) laid out in :meth:`detail_room`, each
        a line's height apart: each whole on a line of its own, set smaller, down to
        ``DETAIL_SMALLEST`` pixels, until all fit; else, from the largest type again, a
        line that does not fit whole goes on two at its " · " (``broken``: a Russian Master
        box left "осталось 5" and "на одну ниже" to the tooltip), then a part still too long
        after its ": " (``broken_at_colon``: "Maker:" over a long name), what goes on set in
        under the line it goes on.  Where even that does not fit, a line loses its last " · "
        parts (the tooltip says them), a line that still does not fit is cut with "…", and a
        line that does not fit under the others is left out."""
        room = self.detail_room()
        wanted = [line for line in self.detail.split("\n") if line]
        sizes = [(small, QFontMetricsF(small)) for small in (
            smaller(font, pixels) for pixels in range(DETAIL_LARGEST, DETAIL_SMALLEST - 1, -1))]
        for lay in (lambda line, _metrics, _width: [line], broken, broken_at_colon):
            for small, metrics in sizes:
                lines = [(part, i > 0) for line in wanted
                         for i, part in enumerate(lay(line, metrics, room.width()))]
                inset = goes_on_indent(metrics)
                if len(lines) * metrics.lineSpacing() <= room.height() and all(
                        metrics.horizontalAdvance(text) + (inset if goes_on else 0.0)
                        <= room.width() for text, goes_on in lines):
                    return self._laid_out(lines, small, room)
        best: tuple[int, list[str], QFont] = (-1, [], font)
        for small, metrics in sizes:
            room_for = int(room.height() // metrics.lineSpacing())
            shown = [shortened(line, metrics, room.width()) for line in wanted][:room_for]
            kept = sum(line.count(" · ") + 1 for line in shown
                       if metrics.horizontalAdvance(line) <= room.width())
            if kept > best[0]:
                best = (kept, shown, small)
        _, shown, small = best
        return self._laid_out([(line, False) for line in shown], small, room)

    @staticmethod
    def _laid_out(lines: list[tuple[str, bool]], font: QFont, room: QRectF) -> list[DetailLine]:
        """``lines`` — each (its text, whether it goes on the line above) — in ``font`` down
        ``room``: 18 pixels apart where there is room, else a line's height, from
        :data:`DETAIL_SPARE` under its top where they leave that much; a line that goes on
        set in; each cut with "…" where it must be."""
        metrics = QFontMetricsF(font)
        step = max(metrics.lineSpacing(), min(18.0, room.height() / max(1, len(lines))))
        spare = room.height() - (len(lines) - 1) * step - metrics.lineSpacing()
        top = room.top() + min(float(DETAIL_SPARE), max(0.0, spare))
        out = []
        for i, (text, goes_on) in enumerate(lines):
            left = room.left() + (goes_on_indent(metrics) if goes_on else 0.0)
            width = room.right() - left
            out.append(DetailLine(metrics.elidedText(text, Qt.TextElideMode.ElideRight, width),
                                  font, QRectF(left, top + i * step, width,
                                               metrics.lineSpacing())))
        return out

    def _paint_four_suits(self, painter: QPainter, pip: QRectF, struck: bool) -> None:
        size = pip.width() * 0.27
        c = pip.center()
        step = pip.width() * 0.17
        for suit, (dx, dy) in zip(Suit, ((-1, -1), (1, -1), (-1, 1), (1, 1)), strict=True):
            colour = QColor(200, 20, 30) if suit.is_red else QColor(20, 20, 20)
            paint_pip(painter, suit, QPointF(c.x() + dx * step, c.y() + dy * step), size, colour)
        if struck:
            painter.setPen(QPen(QColor(200, 20, 30), max(2.0, pip.width() * 0.06),
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            inset = pip.width() * 0.18
            painter.drawLine(QPointF(pip.left() + inset, pip.bottom() - inset),
                             QPointF(pip.right() - inset, pip.top() + inset))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self._rect
        self.paint_plate(painter, QPen(QColor(255, 255, 255, 70), 1.0), 12)
        pip = self._emblem_rect()
        painter.setBrush(CREAM)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(pip)
        if self.suit is not None:
            colour = self.colour or (QColor(200, 20, 30) if self.suit.is_red
                                     else QColor(20, 20, 20))
            paint_pip(painter, self.suit, pip.center(), pip.width() * 0.62, colour)
        elif self.emblem in ("no_trump", "all_trump"):
            self._paint_four_suits(painter, pip, struck=self.emblem == "no_trump")
        else:
            font = QFont(painter.font())
            font.setPixelSize(int(pip.height() * 0.42))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(40, 40, 40))
            painter.drawText(pip, Qt.AlignmentFlag.AlignCenter, "?")
        text = QRectF(pip.right() + 10, r.top() + 8, r.right() - pip.right() - 16, r.height() - 16)
        font = QFont(painter.font())
        font.setPixelSize(12)
        font.setBold(False)
        painter.setFont(fitted_font(font, self.caption, text.width()))
        painter.setPen(QColor(200, 220, 200))
        painter.drawText(self._heading(), Qt.AlignmentFlag.AlignLeft, self.caption)
        big = QFont(font)
        big.setPixelSize(17)
        big.setBold(True)
        big = fitted_font(big, self.contract, text.width(), smallest=12)
        painter.setFont(big)
        painter.setPen(CREAM)
        fm = QFontMetricsF(big)
        painter.drawText(QRectF(text.left(), text.top() + 20, text.width(), 24),
                         Qt.AlignmentFlag.AlignLeft,
                         fm.elidedText(self.contract, Qt.TextElideMode.ElideRight, text.width()))
        painter.setPen(QColor(200, 220, 200))
        for line in self.detail_lines(font):
            painter.setFont(line.font)
            painter.drawText(line.rect, Qt.AlignmentFlag.AlignLeft, line.text)


class TeamScores(TablePlate):
    """With pairs: each pair's names and total, in the pairs' colours (RULES §11)."""

    def __init__(self) -> None:
        super().__init__(210, 48, 60)
        self.rows: list[tuple[str, str]] = []

    @staticmethod
    def fonts(names: Iterable[str], width: float, total: str) -> tuple[QFont, QFont]:
        """The names' font and the totals' (bold): as large as lets every pair's names stand
        whole beside ``total`` in a box ``width`` wide, down to :data:`TEAM_SMALLEST` pixels
        ("Компьютер 1 и Комп…" was cut at 13)."""
        font = QFont(QApplication.font())
        for size in range(TEAM_LARGEST, TEAM_SMALLEST - 1, -1):
            font.setPixelSize(size)
            bold = QFont(font)
            bold.setBold(True)
            room = width - _TEAM_ROOM - QFontMetricsF(bold).horizontalAdvance(total) - 4
            if all(QFontMetricsF(font).horizontalAdvance(n) <= room for n in names):
                break
        return font, bold

    def set_rows(self, rows: list[tuple[str, str]]) -> None:
        """(pair's names, its total) for the person's pair first."""
        self.rows = rows
        self.setToolTip("\n".join(f"{name}: {total}" for name, total in rows))
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self._rect
        self.paint_plate(painter, QPen(QColor(255, 255, 255, 70), 1.0), 10)
        widest = max((total for _, total in self.rows), key=len, default="")
        font, bold = self.fonts([name for name, _ in self.rows], r.width(), widest)
        row_h = (r.height() - 8) / max(1, len(self.rows))
        for i, (name, total) in enumerate(self.rows):
            top = r.top() + 4 + i * row_h
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TEAM_COLOURS[i % 2])
            painter.drawRoundedRect(QRectF(r.left() + 8, top + 4, 4, row_h - 8), 2, 2)
            painter.setFont(bold)
            painter.setPen(CREAM)
            total_w = QFontMetricsF(bold).horizontalAdvance(total) + 4
            painter.drawText(QRectF(r.right() - 8 - total_w, top, total_w, row_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, total)
            painter.setFont(font)
            width = r.width() - _TEAM_ROOM - total_w
            painter.drawText(QRectF(r.left() + 18, top, width, row_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                            width))


class Badge(QGraphicsObject):
    """A small round counter (cards in the stock, tricks taken) or a caption."""

    def __init__(self, z: float = 70) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def _box(self) -> QRectF:
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        w = max(24.0, QFontMetricsF(font).horizontalAdvance(self.text) + 14)
        return QRectF(-w / 2, -12, w, 24)

    def boundingRect(self) -> QRectF:
        return self._box().adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        box = self._box()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        grad = QLinearGradient(box.topLeft(), box.bottomLeft())
        grad.setColorAt(0, QColor(60, 60, 60, 230))
        grad.setColorAt(1, QColor(20, 20, 20, 230))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1))
        painter.drawRoundedRect(box, 12, 12)
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(CREAM)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)


class Backdrop(QGraphicsObject):
    """A translucent box with a two-line caption, under the last trick when it is looked at."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.title = ""
        self.detail = ""
        self.setZValue(800)

    def set_content(self, rect: QRectF, title: str, detail: str = "") -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.title, self.detail = title, detail
        self.setToolTip(f"{title}: {detail}" if detail else title)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 12, 12)
        painter.fillPath(path, QColor(0, 0, 0, 170))
        painter.setPen(QPen(GOLD, 1.5))
        painter.drawPath(path)
        width = self._rect.width() - 12
        painter.setPen(CREAM)
        for i, (text, size, bold) in enumerate(((self.title, 13, True),
                                                (self.detail, 11, False))):
            font = QFont()
            font.setPixelSize(size)
            font.setBold(bold)
            font = fitted_font(font, text, width)
            painter.setFont(font)
            line = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
            painter.drawText(QRectF(self._rect.left() + 6, self._rect.top() + 3 + i * 16,
                                    width, 16), Qt.AlignmentFlag.AlignCenter, line)


def centre_of(rect: QRectF) -> QPointF:
    return rect.center()
