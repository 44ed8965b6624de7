"""The review's board: every hand open, the trick on the table, who is to act.

A plain widget painted with the table's card faces (``card_faces.py``): the
reviewed seat at the bottom, the others round the table in playing order as
the table places them (``table/spots.PLACES``).  Cards of the decision shown
can be marked: the best choice framed green, the choice made framed red when
it lost points (blue when it did not).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.pack import PlayingCard
from ...engine.phase import Phase
from ..card_faces import CARD_ASPECT, CardFaces
from ..table.spots import PLACES, Place
from .frames import Frame
from .look import ReviewLook

FELT = QColor("#24613e")
MARK_COLOURS = {"best": QColor("#2ecc40"), "mistake": QColor("#ff4136"),
                "chosen": QColor("#4aa3ff")}
MARGIN = 8.0
#: With 5 to 7 players, where each hand but the bottom one sits: (x, y) as shares of the
#: board's width and height (its row's middle; y 0 = the top row).
RING = {Place.LEFT: (0.13, 0.52), Place.LEFT_LOW: (0.13, 0.70), Place.LEFT_HIGH: (0.13, 0.44),
        Place.TOP_LEFT: (0.36, 0.0), Place.TOP_RIGHT: (0.64, 0.0), Place.TOP: (0.5, 0.0),
        Place.RIGHT_HIGH: (0.87, 0.44), Place.RIGHT_LOW: (0.87, 0.70),
        Place.RIGHT: (0.87, 0.52)}


class ReviewBoard(QWidget):
    """Paints one :class:`~.frames.Frame`."""

    def __init__(self, faces: CardFaces, deck: str, look: ReviewLook,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewBoard")
        self.faces = faces
        self.deck = deck
        self.look = look
        self.frame: Frame | None = None
        self.bottom = 0
        self.names: Sequence[str] = ()
        self.marks: dict[int, str] = {}
        #: Where the last painting put its words: ``"name:<seat>"`` and ``"info:<k>"``.
        self.texts: dict[str, QRectF] = {}
        self.setMinimumSize(420, 320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(640, 480)

    def show_frame(self, frame: Frame, *, bottom: int, names: Sequence[str],
                   marks: dict[int, str] | None = None) -> None:
        """``marks``: card index → ``"best"``, ``"mistake"`` or ``"chosen"``."""
        self.frame, self.bottom, self.names = frame, bottom, names
        self.marks = dict(marks or {})
        self.update()

    # -- painting ---------------------------------------------------------------------------

    def _ring(self) -> bool:
        """Five players or more: the hands sit round the board in short rows (``RING``)."""
        return self.frame is not None and len(self.frame.hands) > 4

    def _card_size(self) -> tuple[float, float]:
        players = len(self.frame.hands) if self.frame else 2
        if players > 4:  # three rows of hands and the trick between: smaller cards
            height = min(self.height() / 5.6, self.width() / 9.5)
            return max(height, 40.0) * CARD_ASPECT, max(height, 40.0)
        rows = 4.3 if players == 2 else 4.8
        height = min(self.height() / rows, self.width() / (8.5 if players > 2 else 6.5))
        height = max(height, 48.0)
        return height * CARD_ASPECT, height

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        frame = self.frame
        if frame is not None:
            self._paint(painter, frame)
        painter.end()

    def _paint(self, painter: QPainter, frame: Frame) -> None:
        cw, ch = self._card_size()
        players = len(frame.hands)
        places = PLACES[players]
        label_font = QFont(self.font())
        label_font.setPointSizeF(max(8.0, self.font().pointSizeF()))
        painter.setFont(label_font)
        line = painter.fontMetrics().height()
        info = self.look.info_lines(frame, self.names)
        # 2 players: the info sits at the left, beside the trick; else in the top-left corner,
        # and the left hand starts below it
        self._info_top = (self.height() / 2 - line * len(info) / 2 if players == 2
                          else MARGIN)
        self._below_info = 0.0 if players == 2 else MARGIN + line * (len(info) + 1)
        if self._ring():  # under the top row of hands, above the high side hands
            self._info_top = MARGIN + line + ch + 4
        self.texts = {}
        # the top seat's name keeps to the right of the info's first line, on the same row
        metrics = painter.fontMetrics()
        self._info_right = (MARGIN + metrics.horizontalAdvance(info[0])
                            if info and self._info_top < MARGIN + line else 0.0)
        for seat in range(players):
            place = places[(seat - self.bottom) % players]
            self._paint_hand(painter, frame, seat, place, cw, ch, line)
        self._paint_trick(painter, frame, cw, ch)
        self._paint_info(painter, frame, info, line)

    def _hand_rects(self, count: int, place: Place, cw: float, ch: float,
                    line: float) -> list[QRectF]:
        w, h = self.width(), self.height()
        if count == 0:
            return []
        if self._ring() and place in RING:  # 5 to 7 players: the other hands in short rows
            fx, fy = RING[place]
            step = min(cw * 0.36, (w * 0.27 - cw) / max(1, count - 1))
            width = cw + step * (count - 1)
            x = min(max(MARGIN, fx * w - width / 2), w - width - MARGIN)
            y = MARGIN + line if fy == 0 else fy * h - ch / 2
            return [QRectF(x + i * step, y, cw, ch) for i in range(count)]
        if place in (Place.BOTTOM, Place.TOP):
            room = w * 0.62 - cw
            step = min(cw * 0.62, room / max(1, count - 1))
            width = cw + step * (count - 1)
            x = (w - width) / 2
            y = h - ch - MARGIN if place is Place.BOTTOM else MARGIN + line
            return [QRectF(x + i * step, y, cw, ch) for i in range(count)]
        top = getattr(self, "_below_info", 0.0) if place is Place.LEFT else 0.0
        room = min(h * 0.55, h - top - MARGIN) - ch
        step = max(ch * 0.18, min(ch * 0.3, room / max(1, count - 1)))
        height = ch + step * (count - 1)
        y = max((h - height) / 2, top + line)
        x = MARGIN if place is Place.LEFT else w - cw - MARGIN
        return [QRectF(x, y + i * step, cw, ch) for i in range(count)]

    def _paint_hand(self, painter: QPainter, frame: Frame, seat: int, place: Place,
                    cw: float, ch: float, line: float) -> None:
        cards = frame.hands[seat]
        rects = self._hand_rects(len(cards), place, cw, ch, line)
        size = QSize(round(cw), round(ch))
        dpr = self.devicePixelRatioF()
        for card, rect in zip(cards, rects, strict=True):
            painter.drawPixmap(rect.topLeft(), self.faces.pixmap(self.deck, card, size, dpr))
            self._mark(painter, card, rect)
        name = self.names[seat] if seat < len(self.names) else str(seat + 1)
        text = name
        note = self.look.seat_note(frame, seat)
        if note:
            text += " · " + note
        if frame.to_act == seat and frame.phase is not Phase.OVER:
            text = "▶ " + text
        painter.setPen(QColor("#ffe680") if frame.to_act == seat else QColor("#f4f4f4"))
        w, h = self.width(), self.height()
        if self._ring() and place in RING:
            fx, fy = RING[place]
            left = rects[0].left() if rects else fx * w
            top = rects[0].top() if rects else (MARGIN + line if fy == 0 else fy * h)
            box = QRectF(left - w / 8, top - line - 2, w / 4 + (rects[-1].right() - left
                                                               if rects else 0), line)
            align = Qt.AlignmentFlag.AlignHCenter
        elif place is Place.BOTTOM:
            top = rects[0].top() if rects else h - MARGIN
            box = QRectF(0, top - line - 2, w, line)
            align = Qt.AlignmentFlag.AlignHCenter
        elif place is Place.TOP:
            wide = painter.fontMetrics().horizontalAdvance(text) + 2
            left = max((w - wide) / 2, self._info_right + 3 * MARGIN)
            box = QRectF(left, MARGIN - 2, max(w - left, 0.0), line)
            align = Qt.AlignmentFlag.AlignLeft
        elif place is Place.LEFT:
            top = rects[0].top() if rects else h / 2
            box = QRectF(MARGIN, top - line - 2, self._side_width(painter, text), line)
            align = Qt.AlignmentFlag.AlignLeft
        else:
            top = rects[0].top() if rects else h / 2
            width = self._side_width(painter, text)
            box = QRectF(w - width - MARGIN, top - line - 2, width, line)
            align = Qt.AlignmentFlag.AlignRight
        self.texts[f"name:{seat}"] = painter.drawText(
            box, align | Qt.AlignmentFlag.AlignVCenter, text)

    def _side_width(self, painter: QPainter, text: str) -> float:
        """A side seat's name line: a third of the board, up to half for a long note."""
        w = self.width()
        return min(w / 2 - MARGIN, max(w / 3, painter.fontMetrics().horizontalAdvance(text) + 4))

    def _mark(self, painter: QPainter, card: PlayingCard, rect: QRectF) -> None:
        mark = self.marks.get(card.index)
        if mark is None:
            return
        pen = QPen(MARK_COLOURS[mark])
        pen.setWidthF(3.5)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)

    def _paint_trick(self, painter: QPainter, frame: Frame, cw: float, ch: float) -> None:
        players = len(frame.hands)
        places = PLACES[players]
        centre = QPointF(self.width() / 2, self.height() / 2 - ch * 0.08)
        offsets = {Place.BOTTOM: (0.0, 0.45), Place.TOP: (0.0, -0.45),
                   Place.LEFT: (-0.85, 0.0), Place.RIGHT: (0.85, 0.0)}
        if players > 4:  # a card's width and height apart: none covers another
            offsets = {Place.BOTTOM: (0.0, 0.7), Place.TOP: (0.0, -0.75),
                       Place.LEFT: (-1.9, 0.0), Place.RIGHT: (1.9, 0.0),
                       Place.LEFT_LOW: (-1.9, 0.45), Place.LEFT_HIGH: (-1.9, -0.55),
                       Place.TOP_LEFT: (-0.65, -0.75), Place.TOP_RIGHT: (0.65, -0.75),
                       Place.RIGHT_HIGH: (1.9, -0.55), Place.RIGHT_LOW: (1.9, 0.45)}
        size = QSize(round(cw), round(ch))
        dpr = self.devicePixelRatioF()
        for seat, card in frame.trick:
            dx, dy = offsets[places[(seat - self.bottom) % players]]
            rect = QRectF(centre.x() - cw / 2 + dx * cw, centre.y() - ch / 2 + dy * ch, cw, ch)
            painter.drawPixmap(rect.topLeft(), self.faces.pixmap(self.deck, card, size, dpr))
            if frame.winner == seat:
                pen = QPen(QColor("#ffd700"))
                pen.setWidthF(3.0)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)

    def _paint_info(self, painter: QPainter, frame: Frame, lines: list[str],
                    line: float) -> None:
        painter.setPen(QColor("#f4f4f4"))
        if frame.phase in (Phase.BIDDING, Phase.BEFORE_LEAD, Phase.CONCESSION) and \
                frame.table_card is not None:
            cw, ch = self._card_size()
            size = QSize(round(cw * 0.8), round(ch * 0.8))
            spot = QPointF((self.width() - size.width()) / 2, (self.height() - size.height()) / 2)
            painter.drawPixmap(spot, self.faces.pixmap(self.deck, frame.table_card, size,
                                                       self.devicePixelRatioF()))
        y = self._info_top
        # beside the trick with 2 players, in a corner the top hand leaves free with 3
        players = len(frame.hands)
        if players == 2:
            room = self.width() / 2 - self._card_size()[0] * 0.6 - MARGIN
        else:
            room = self.width() * (0.6 if players == 3 else 0.4)
        widest = max((painter.fontMetrics().horizontalAdvance(t) for t in lines), default=0)
        width = max(min(room, widest + 4), self.width() * 0.4)
        for k, text in enumerate(lines):
            self.texts[f"info:{k}"] = painter.drawText(
                QRectF(MARGIN, y + k * line, width, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


__all__ = ["ReviewBoard"]
