"""The table's measures and the small value types its layouts are made of.

Shared by the layout for two to four players (``layout.py``, a seat on each side
of the table) and the one for five to seven (``ring_layout.py``, the seats round
the table); both are :class:`~.geometry.TableGeometry`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, QSizeF

MARGIN = 12.0
#: Room kept between two things on the table.
GAP = 8.0
#: A seat's name plate: the name, then two lines (the running total, the last words).
PLATE = QSizeF(180.0, 66.0)
#: A line of a plate under the name; a plate is one taller while a seat of the table has a
#: status to say besides its game's line (a network's "Disconnected").
PLATE_LINE = 18.0
#: The pairs' totals under the trump box (four players in pairs).
TEAM_BOX = QSizeF(210.0, 50.0)
HUD = QSizeF(210.0, 100.0)
#: The widest the trump box is made for its lines (``TrumpSign.width_for``): wider, a 1024×700
#: table beside the score sheet would give it the top seat's room; a line longer still is
#: broken (``TrumpSign.detail_lines``).
HUD_WIDEST = 290.0
OTHER_SCALE = 0.62
PILE_SCALE = 0.42
#: Height of the last trick's caption above its cards.
LAST_TRICK_CAPTION = 36.0
#: The least share of a card's width left showing beside the next card in the person's
#: hand: the Атласные decks' index (rank over suit, "10" the widest) takes a fifth of it.
READABLE_STEP = 0.3


class Place(Enum):
    """Where a seat sits, seen by the person at the bottom of the screen."""

    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"
    LEFT_LOW = "left-low"
    LEFT_HIGH = "left-high"
    TOP_LEFT = "top-left"
    TOP_RIGHT = "top-right"
    RIGHT_HIGH = "right-high"
    RIGHT_LOW = "right-low"


#: Relative seat (0 = the person at the screen) → place, clockwise (to the left) from the
#: bottom: the left side, across the top, the right side.  With four the partner sits
#: opposite.
PLACES = {
    2: (Place.BOTTOM, Place.TOP),
    3: (Place.BOTTOM, Place.LEFT, Place.RIGHT),
    4: (Place.BOTTOM, Place.LEFT, Place.TOP, Place.RIGHT),
    5: (Place.BOTTOM, Place.LEFT, Place.TOP_LEFT, Place.TOP_RIGHT, Place.RIGHT),
    6: (Place.BOTTOM, Place.LEFT_LOW, Place.LEFT_HIGH, Place.TOP, Place.RIGHT_HIGH,
        Place.RIGHT_LOW),
    7: (Place.BOTTOM, Place.LEFT_LOW, Place.LEFT_HIGH, Place.TOP_LEFT, Place.TOP_RIGHT,
        Place.RIGHT_HIGH, Place.RIGHT_LOW),
}


@dataclass(frozen=True, slots=True)
class CardSpot:
    """One card's resting place: centre, rotation in degrees and scale."""

    pos: QPointF
    rotation: float = 0.0
    scale: float = 1.0


def card_rect(spot: CardSpot, card: QSizeF) -> QRectF:
    """The upright rectangle a card of size ``card`` covers at ``spot`` (rotation included)."""
    w, h = card.width() * spot.scale, card.height() * spot.scale
    angle = math.radians(spot.rotation)
    c, s = abs(math.cos(angle)), abs(math.sin(angle))
    bw, bh = w * c + h * s, w * s + h * c
    return QRectF(spot.pos.x() - bw / 2, spot.pos.y() - bh / 2, bw, bh)


def united(rects: list[QRectF]) -> QRectF:
    out = QRectF()
    for rect in rects:
        out = rect if out.isNull() else out.united(rect)
    return out


def overlap_area(a: QRectF, b: QRectF) -> float:
    inter = a.intersected(b)
    return 0.0 if inter.isEmpty() else inter.width() * inter.height()


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
