"""A seat's plate on the felt: its name, its side's running total, what it said in the
game — Oh Hell's bid and tricks (OH_HELL §4), Master's trump (MASTER §3) — and, at a
network table, who is at the seat when its person is not ("Disconnected", "Played by a
computer") on a line of its own: the status never takes the game's line's place.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QApplication

from .decorations import (
    CREAM,
    GOLD,
    TEAM_COLOURS,
    TablePlate,
    dealer_chip,
    fitted_font,
    maker_chip,
)
from .spots import PLATE_LINE

#: The colours of the lines under the name: the total, the game's line, the status.
SCORE_COLOUR = QColor(220, 235, 220)
NOTE_COLOUR = QColor(255, 226, 140)
STATUS_COLOUR = QColor(255, 175, 155)
CHIP = 22.0


class PlateLine(NamedTuple):
    """One line of a plate, as painted: ``shown`` is ``text``, cut with "…" where it does
    not fit ``rect`` in ``font``."""

    text: str
    shown: str
    font: QFont
    rect: QRectF
    colour: QColor


class SeatPlate(TablePlate):
    """A seat's name, its side's running total, its game's line, its status, and marks
    (dealer, maker, to act)."""

    MARGIN = 3

    def __init__(self) -> None:
        super().__init__(180, 54, 50)
        self.name = ""
        self.score = ""
        self.note = ""
        #: Who is at the seat when its person is not (a network's "Played by a computer").
        self.status = ""
        self.dealer = False
        self.maker = False
        self.active = False
        #: 0: the person's pair, 1: the other pair, None: no pairs.
        self.team: int | None = None
        #: The letter on the maker's chip ("" for the usual "M").
        self.maker_chip = ""

    def set_content(self, *, name: str, score: str, note: str, dealer: bool, maker: bool,
                    active: bool, team: int | None = None, maker_chip: str = "",
                    status: str = "") -> None:
        self.name, self.score, self.note, self.status = name, score, note, status
        self.dealer, self.maker, self.active = dealer, maker, active
        self.maker_chip = maker_chip
        self.team = team
        self.update()

    def chips(self) -> list[tuple[str, QColor, QColor]]:
        """(letter, background, ink) of each chip, from the right edge leftwards."""
        chips = []
        if self.dealer:
            chips.append((dealer_chip(), QColor(230, 230, 240), QColor(30, 30, 40)))
        if self.maker:
            chips.append((self.maker_chip or maker_chip(), GOLD, QColor(60, 40, 0)))
        return chips

    def text_lines(self, base: QFont | None = None) -> list[PlateLine]:
        """The lines :meth:`paint` writes, in ``base`` (the application's font): the name
        (smaller beside chips, then cut), then each on a line of its own under it the
        total, the game's line and the status — each where it always is, so that nothing
        moves as a bid or a status comes and goes; the status needs the plate one
        ``PLATE_LINE`` taller (the table makes it so while a seat has one)."""
        r = self._rect
        text_right = r.right() - 8 - len(self.chips()) * (CHIP + 4)
        room = text_right - r.left() - 12
        font = QFont(base if base is not None else QApplication.font())
        font.setPixelSize(16)
        font.setBold(True)
        # a name crowded by the chips ("Компьютер 2" beside two) is set smaller, then cut
        font = fitted_font(font, self.name, room, smallest=13)
        name = QFontMetricsF(font).elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        lines = [PlateLine(self.name, name, font,
                           QRectF(r.left() + 10, r.top() + 4, text_right - r.left() - 10, 24),
                           CREAM)]
        small = QFont(font)
        small.setPixelSize(13)
        small.setBold(False)
        metrics = QFontMetricsF(small)
        for row, (text, colour) in enumerate(((self.score, SCORE_COLOUR),
                                              (self.note, NOTE_COLOUR),
                                              (self.status, STATUS_COLOUR))):
            if not text:
                continue
            rect = QRectF(r.left() + 10, r.top() + 26 + row * PLATE_LINE, r.width() - 20,
                          PLATE_LINE)
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
            lines.append(PlateLine(text, shown, small, rect, colour))
        return lines

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self._rect
        self.paint_plate(painter, QPen(GOLD if self.active else QColor(255, 255, 255, 60),
                                       3.0 if self.active else 1.0), 10)
        lines = self.text_lines(painter.font())
        for line in lines:
            painter.setFont(line.font)
            painter.setPen(line.colour)
            painter.drawText(line.rect, Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, line.shown)
        if self.team is not None:  # partners share a colour (the pair box has the same)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TEAM_COLOURS[self.team])
            painter.drawRoundedRect(QRectF(r.left() + 2, r.top() + 8, 4, r.height() - 16), 2, 2)
        x = r.right() - 8 - CHIP
        chip_font = QFont(lines[0].font)
        chip_font.setPixelSize(13)
        painter.setFont(chip_font)
        for text, bg, fg in self.chips():
            chip = QRectF(x, r.top() + 6, CHIP, CHIP)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(bg)
            painter.drawEllipse(chip)
            painter.setPen(fg)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            x -= CHIP + 4
