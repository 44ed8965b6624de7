"""Where everything lies on the table, computed from the view size alone.

Pure geometry: no items, no game state beyond the number of players and which
seat sits at the bottom.  The scene asks it for positions on every resize, so
the table always fills the window (KDE card games work the same way).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise, permutations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.cards import PLAIN_ORDER, TRUMP_ORDER, Card, Contract, Suit

MARGIN = 12.0
PLATE = QSizeF(190.0, 54.0)
OTHER_SCALE = 0.62
PILE_SCALE = 0.42


class Place(Enum):
    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


#: Relative seat (0 = the person at the screen) → place; the partner sits opposite.
PLACES = {
    2: (Place.BOTTOM, Place.TOP),
    3: (Place.BOTTOM, Place.LEFT, Place.RIGHT),
    4: (Place.BOTTOM, Place.LEFT, Place.TOP, Place.RIGHT),
}


@dataclass(frozen=True, slots=True)
class CardSpot:
    """One card's resting place: centre, rotation in degrees and scale."""

    pos: QPointF
    rotation: float = 0.0
    scale: float = 1.0


@dataclass(frozen=True)
class TableGeometry:
    width: float
    height: float
    players: int
    bottom_seat: int
    card: QSizeF

    # -- places -------------------------------------------------------------------------

    def place(self, seat: int) -> Place:
        return PLACES[self.players][(seat - self.bottom_seat) % self.players]

    @property
    def centre(self) -> QPointF:
        return QPointF(self.width / 2, self.height * 0.44)

    @property
    def hand_top(self) -> float:
        """The top edge of the bottom hand: dropping a card above it plays it."""
        return self.height - MARGIN - self.card.height() * 1.12

    @property
    def drop_area(self) -> QRectF:
        return QRectF(0, 0, self.width, self.hand_top + self.card.height() * 0.15)

    # -- hands ----------------------------------------------------------------------------

    def hand(self, seat: int, count: int) -> list[CardSpot]:
        if count <= 0:
            return []
        place = self.place(seat)
        cw, ch = self.card.width(), self.card.height()
        mid = (count - 1) / 2
        if place is Place.BOTTOM:
            # As wide as the room between the plates allows: little overlap in a wide
            # window, more in a narrow one; the cards sit on a gentle arc.
            # Centred when that leaves room enough; otherwise the fan also takes the free
            # corner right of centre (the bottom plate and pile sit at the left only).
            left, right = PLATE.width() + 3 * MARGIN, self.width - MARGIN
            gaps = max(1, count - 1)
            step = min(cw * 0.9, (self.width - 2 * left - cw) / gaps)
            if step < cw * 0.62:
                step = min(cw * 0.62, (right - left - cw) / gaps)
            step = max(cw * 0.18, step)
            half = (count - 1) * step / 2
            cx = min(max(self.width / 2, left + cw / 2 + half), right - cw / 2 - half)
            radius = cw * 14 * max(1.0, step / (cw * 0.62))
            y = self.height - MARGIN - ch / 2 - 6
            out = []
            for i in range(count):
                dx = (i - mid) * step
                out.append(CardSpot(QPointF(cx + dx, y + dx * dx / (2 * radius)),
                                    math.degrees(math.atan2(dx, radius))))
            return out
        s = OTHER_SCALE
        step = cw * s * 0.42
        if place is Place.TOP:
            y = MARGIN + ch * s / 2
            return [CardSpot(QPointF(self.width / 2 + (i - mid) * step, y), 180.0, s)
                    for i in range(count)]
        x = MARGIN + ch * s / 2 if place is Place.LEFT else self.width - MARGIN - ch * s / 2
        rot = 90.0 if place is Place.LEFT else -90.0
        y0 = self.height * 0.40
        return [CardSpot(QPointF(x, y0 + (i - mid) * step), rot, s) for i in range(count)]

    def hand_anchor(self, seat: int) -> QPointF:
        spots = self.hand(seat, 1)
        return spots[0].pos

    # -- the middle of the table -------------------------------------------------------------

    def trick(self, seat: int, order: int) -> CardSpot:
        """Where ``seat`` puts its card in the current trick (``order``: 0 for the lead)."""
        cw, ch = self.card.width(), self.card.height()
        c = self.centre
        place = self.place(seat)
        tilt = (-6.0, 4.0, -3.0, 7.0)[order % 4]
        dv = ch * (0.40 if self.players == 4 else 0.30)
        if place is Place.BOTTOM:
            return CardSpot(QPointF(c.x(), c.y() + dv), tilt)
        if place is Place.TOP:
            return CardSpot(QPointF(c.x(), c.y() - dv), tilt)
        dy = -ch * 0.12 if self.players == 3 else 0.0
        dx = cw * (0.85 if self.players == 4 else 0.72)
        return CardSpot(QPointF(c.x() - dx if place is Place.LEFT else c.x() + dx, c.y() + dy),
                        tilt + (90 if place is Place.LEFT else -90) * 0.12)

    def stock(self) -> CardSpot:
        cw = self.card.width()
        c = self.centre
        return CardSpot(QPointF(c.x() - cw * 3.0, c.y()), 0.0)

    def table_card(self) -> CardSpot:
        cw = self.card.width()
        c = self.centre
        return CardSpot(QPointF(c.x() - cw * 1.95, c.y()), 0.0)

    def bottom_card(self) -> CardSpot:
        """Crosswise under the stock, sticking out to the left."""
        cw = self.card.width()
        c = self.centre
        return CardSpot(QPointF(c.x() - cw * 3.45, c.y()), 90.0)

    # -- around each seat -------------------------------------------------------------------

    def _side_span(self, count: int) -> float:
        """Half the height of a left or right hand of ``count`` cards."""
        cw = self.card.width() * OTHER_SCALE
        return (max(count, 1) - 1) * cw * 0.21 + cw / 2

    def plate(self, seat: int, count: int = 9) -> QRectF:
        """The name plate: name, running total, dealer and maker marks."""
        place = self.place(seat)
        w, h = PLATE.width(), PLATE.height()
        cw = self.card.width()
        s = OTHER_SCALE
        if place is Place.BOTTOM:
            return QRectF(MARGIN, self.height - MARGIN - h, w, h)
        if place is Place.TOP:
            half = (max(count, 1) - 1) * cw * s * 0.21 + cw * s / 2
            x = self.width / 2 + half + MARGIN * 2
            if x + w > self.hud().left() - MARGIN:
                x = self.width / 2 - half - MARGIN * 2 - w
            return QRectF(x, MARGIN, w, h)
        y = self.height * 0.40 + self._side_span(9) + MARGIN
        x = MARGIN if place is Place.LEFT else self.width - MARGIN - w
        return QRectF(x, y, w, h)

    def pile(self, seat: int) -> CardSpot:
        """The taken tricks of ``seat``, face down, crosswise."""
        place = self.place(seat)
        cw, ch = self.card.width(), self.card.height()
        s = PILE_SCALE
        if place is Place.BOTTOM:
            r = self.plate(seat)
            return CardSpot(QPointF(r.center().x(), r.top() - ch * s / 2 - 18), 90.0, s)
        if place is Place.TOP:
            r = self.plate(seat)
            return CardSpot(QPointF(r.center().x(), r.bottom() + cw * s / 2 + 12), 90.0, s)
        x = MARGIN + ch * OTHER_SCALE + ch * s / 2 + 16
        if place is Place.RIGHT:
            x = self.width - x
        return CardSpot(QPointF(x, self.height * 0.40), 90.0, s)

    def hud(self) -> QRectF:
        """The trump indicator, always visible (top right, or top left with a right seat)."""
        w, h = 200.0, 96.0
        return QRectF(self.width - MARGIN - w, MARGIN, w, h)

    def summary_area(self) -> QRectF:
        """Felt free of cards and plates while the next deal is bid: right of the
        turned card, between the top and the bottom hands, left of the right seat."""
        cw, ch = self.card.width(), self.card.height()
        left = self.table_card().pos.x() + cw / 2 + MARGIN
        right = self.width - MARGIN
        top = self.hud().bottom() + MARGIN
        places = {self.place(s) for s in range(self.players)}
        for seat in range(self.players):
            place = self.place(seat)
            if place is Place.RIGHT:
                pile = self.pile(seat)
                right = min(right, pile.pos.x() - ch * PILE_SCALE / 2 - MARGIN,
                            self.plate(seat).left() - MARGIN)
            elif place is Place.TOP:
                pile = self.pile(seat)
                top = max(top, MARGIN + ch * OTHER_SCALE + MARGIN,
                          pile.pos.y() + cw * PILE_SCALE / 2 + MARGIN)
        if Place.TOP not in places and Place.RIGHT not in places:
            right = self.width - MARGIN
        bottom = self.hand_top - MARGIN
        return QRectF(left, top, max(0.0, right - left), max(0.0, bottom - top))

    def last_trick_box(self) -> QRectF:
        cw, ch = self.card.width(), self.card.height()
        c = self.centre
        return QRectF(c.x() - cw * 2.3, c.y() - ch * 0.85, cw * 4.6, ch * 1.7)


def table_geometry(width: float, height: float, players: int, bottom_seat: int,
                   aspect: float) -> TableGeometry:
    """The card size follows the smaller of the window's height and width."""
    ch = min(height * 0.22, width * 0.14 / aspect)
    ch = max(60.0, min(230.0, ch))
    return TableGeometry(float(width), float(height), players, bottom_seat,
                         QSizeF(round(ch * aspect), round(ch)))


# -- sorting the hand ------------------------------------------------------------------------


def sort_hand(hand: tuple[Card, ...] | list[Card], trump: Suit | None,
              contract: Contract | None) -> list[Card]:
    """Trumps together at the right, the other suits alternating colours, high cards first."""
    suits = sorted({c.suit for c in hand})
    plain = [s for s in suits if s != trump or contract is not Contract.SUIT]
    best = min(permutations(plain), key=lambda p: _colour_clashes(
        list(p) + ([trump] if trump in suits and contract is Contract.SUIT else [])),
        default=())
    order = list(best)
    if trump in suits and contract is Contract.SUIT:
        order.append(trump)

    def strength(c: Card) -> int:
        trumpish = contract is Contract.ALL_TRUMP or (
            contract is Contract.SUIT and c.suit == trump)
        return (TRUMP_ORDER if trumpish else PLAIN_ORDER)[c.rank]

    return [c for s in order for c in sorted((c for c in hand if c.suit == s),
                                             key=strength, reverse=True)]


def _colour_clashes(order: list[Suit]) -> int:
    return sum(1 for a, b in pairwise(order) if a.is_red == b.is_red)


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
