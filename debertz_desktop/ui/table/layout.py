"""Where everything lies on a table of two to four: a seat on each side.

The scene imports the table's geometry from here: :func:`table_geometry` answers
for any table, this module's :class:`SquareGeometry` for two to four players and
``ring_layout``'s for five to seven (both are :class:`TableGeometry`).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise, permutations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.debertz.cards import PLAIN_ORDER, TRUMP_ORDER, Card, Contract, Suit
from .geometry import TableGeometry
from .ring_layout import ring_geometry
from .spots import (
    GAP,
    HUD,
    LAST_TRICK_CAPTION,
    MARGIN,
    OTHER_SCALE,
    PILE_SCALE,
    PLACES,
    PLATE,
    TEAM_BOX,
    CardSpot,
    Place,
    card_rect,
    distance,
    united,
)

__all__ = [
    "LAST_TRICK_CAPTION", "PLACES", "CardSpot", "Place", "SquareGeometry", "TableGeometry",
    "card_rect", "distance", "sort_hand", "table_geometry", "united",
]

#: The card size shrinks by this factor until everything fits.
_SHRINK = 0.96
_SMALLEST_CARD = 60.0
#: The top seat's plate goes under its hand when that makes the cards this much larger.
_BELOW_GAIN = 1.1
#: A hand of backs is never longer than ten cards 0.42 of a card apart: more cards lie
#: closer together (Oh Hell's 13 and 15, Magistr's 12 and 18).
_LONGEST_BACKS = 9 * 0.42


def back_step(count: int) -> float:
    """How far apart, in card widths, the backs of a hand of ``count`` lie."""
    return 0.42 if count <= 10 else _LONGEST_BACKS / (count - 1)


@dataclass(frozen=True)
class SquareGeometry(TableGeometry):
    """Two to four players, a seat on each side of the table.

    The bottom band holds the person's fan with his plate and pile at its left;
    a top row the partner's or opponent's hand, pile and plate, and the trump
    box at the right; the side seats' hands stand in columns with their piles
    beside them and their plates below; the trick lies in the middle of what is
    left, the talon (stock, turned card, shown bottom card) beside it or, with
    three players, in the empty top row.
    """

    #: The top seat's plate lies under its hand, not beside it: for a table too narrow
    #: for hand, pile, plate and trump box in one row (two docks beside it at 1024×700).
    top_plate_below: bool = False

    def _build(self) -> None:
        W, H = self.width, self.height
        cw, ch = self.card.width(), self.card.height()
        s = OTHER_SCALE
        P = self.plate_size
        p = self._places
        places = set(PLACES[self.players])
        pile_w, pile_h = ch * PILE_SCALE, cw * PILE_SCALE
        hand_box: dict[Place, QRectF] = {}
        plates: dict[Place, QRectF] = {}
        piles: dict[Place, QPointF] = {}
        centres: dict[Place, QPointF] = {}

        fan = self._fan(self.hand_size)
        hand_box[Place.BOTTOM] = united([card_rect(spot, self.card)
                                         for count in range(1, self.hand_size + 1)
                                         for spot in self._fan(count)])
        plates[Place.BOTTOM] = QRectF(MARGIN, H - MARGIN - P.height(), P.width(), P.height())
        own = plates[Place.BOTTOM]
        piles[Place.BOTTOM] = QPointF(own.center().x(), own.top() - GAP - pile_h / 2)
        hud = QRectF(W - MARGIN - self.hud_width, MARGIN, self.hud_width, HUD.height())
        right_top = hud.bottom()
        if self.teams:
            # as wide as the trump box over it (a language's wider box: its names' room)
            p["team_box"] = QRectF(hud.left(), hud.bottom() + GAP,
                                   max(TEAM_BOX.width(), hud.width()), TEAM_BOX.height())
            right_top = p["team_box"].bottom()

        row_bottom = MARGIN
        # A hand laid out at its longest.
        long = (self.hand_size - 1) * cw * s * back_step(self.hand_size) + cw * s
        if Place.TOP in places:
            deep = ch * s
            below = self.top_plate_below
            group = long + GAP + pile_w + (0.0 if below else GAP + P.width())
            group = max(group, P.width()) if below else group
            x0 = W / 2 - long / 2
            x0 = max(MARGIN, min(x0, hud.left() - GAP - group))
            centres[Place.TOP] = QPointF(x0 + long / 2, MARGIN + deep / 2)
            hand_box[Place.TOP] = QRectF(x0, MARGIN, long, deep)
            piles[Place.TOP] = QPointF(x0 + long + GAP + pile_w / 2, MARGIN + pile_h / 2)
            if below:
                plates[Place.TOP] = QRectF(x0, MARGIN + deep + GAP, P.width(), P.height())
                row_bottom = plates[Place.TOP].bottom()
            else:
                plates[Place.TOP] = QRectF(x0 + long + 2 * GAP + pile_w, MARGIN,
                                           P.width(), P.height())
                row_bottom = MARGIN + max(deep, P.height())
        fan_top = hand_box[Place.BOTTOM].top()
        for place in (Place.LEFT, Place.RIGHT):
            if place not in places:
                continue
            if place is Place.LEFT:
                top = row_bottom + GAP if Place.TOP in places else MARGIN
                bottom = min(fan_top, piles[Place.BOTTOM].y() - pile_h / 2) - GAP
            else:
                top = max(right_top, row_bottom) + GAP
                bottom = fan_top - GAP
            # Low in the column: the felt above stays free for the summary and the last trick.
            group = long + GAP + P.height()
            y0 = top + max(0.0, bottom - top - group)
            column = ch * s
            x = MARGIN if place is Place.LEFT else W - MARGIN - column
            hand_box[place] = QRectF(x, y0, column, long)
            centres[place] = QPointF(x + column / 2, y0 + long / 2)
            plate_x = MARGIN if place is Place.LEFT else W - MARGIN - P.width()
            plates[place] = QRectF(plate_x, y0 + long + GAP, P.width(), P.height())
            px = x + column + GAP + pile_w / 2 if place is Place.LEFT else x - GAP - pile_w / 2
            piles[place] = QPointF(px, y0 + long / 2)

        left, right = MARGIN, W - MARGIN
        if Place.LEFT in places:
            left = max(plates[Place.LEFT].right(), piles[Place.LEFT].x() + pile_w / 2) + GAP
        if Place.RIGHT in places:
            right = min(plates[Place.RIGHT].left(), piles[Place.RIGHT].x() - pile_w / 2) - GAP
        top = row_bottom + GAP
        if Place.TOP not in places:
            top = MARGIN + ch + GAP  # the talon's row
        middle = QRectF(left, top, max(0.0, right - left), max(0.0, fan_top - GAP - top))
        p["middle"] = middle
        centre = middle.center()
        if self.players == 2:
            # The tricks' column is narrow: the middle of the window, not of what is left.
            centre = QPointF(W / 2, centre.y())
        p["centre"] = centre
        p.update(hand_box=hand_box, plates=plates, piles=piles, centres=centres, hud=hud,
                 fan=fan)

        # The talon: stock, the turned card right of it, the bottom card across under it.
        reach, span = self._talon_span()
        if self.players == 3:  # in the empty top row, between the left hand and the trump box
            room_left = piles[Place.LEFT].x() + pile_w / 2 + GAP
            sx = (room_left + hud.left() - GAP) / 2 - span / 2 + reach
            sy = MARGIN + ch / 2
        elif self.players == 2:  # left of the trick
            trick_half = self._trick_box_at(centre).width() / 2
            sx = centre.x() - trick_half - GAP - span + reach
            sx = max(sx, middle.left() + reach)
            sy = centre.y()
        elif self.talon_stays:  # four, the turned card kept all deal: beside the trick or above
            sx, sy = self._talon_by_the_trick(middle)
        else:  # four: the whole deck is dealt, so the talon lies in the middle while bidding
            sx = centre.x() - span / 2 + reach
            sy = centre.y()
        p["stock"] = QPointF(sx, sy)

    def _talon_by_the_trick(self, middle: QRectF) -> tuple[float, float]:
        """The stock's centre left of the trick, the two centred together in the middle,
        or above the trick where the middle is too narrow for both in a row (the trick's
        centre moves with it)."""
        trick = self._trick_box_at(QPointF(0.0, 0.0))
        reach, span = self._talon_span()
        ch = self.card.height()
        if span + GAP + trick.width() <= middle.width():
            right = middle.left() + (middle.width() + span + GAP + trick.width()) / 2
            centre = QPointF(right - trick.right(), middle.center().y())
            self._places["centre"] = centre
            return right - trick.width() - GAP - span + reach, centre.y()
        top = middle.top() + max(0.0, middle.height() - ch - GAP - trick.height()) / 2
        centre = QPointF(middle.center().x(), top + ch + GAP - trick.top())
        self._places["centre"] = centre
        return centre.x() - span / 2 + reach, top + ch / 2

    def _talon_leaves_before_play(self) -> bool:
        return self.players == 4 and not self.talon_stays

    def _other_hand(self, place: Place, count: int) -> list[CardSpot]:
        s = OTHER_SCALE
        step = self.card.width() * s * back_step(self.hand_size)
        mid = (count - 1) / 2
        c = self._places["centres"][place]
        if place is Place.TOP:
            return [CardSpot(QPointF(c.x() + (i - mid) * step, c.y()), 180.0, s)
                    for i in range(count)]
        rot = 90.0 if place is Place.LEFT else -90.0
        return [CardSpot(QPointF(c.x(), c.y() + (i - mid) * step), rot, s) for i in range(count)]

    def _trick_spot(self, place: Place, order: int, c: QPointF) -> CardSpot:
        cw, ch = self.card.width(), self.card.height()
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


def table_geometry(width: float, height: float, players: int, bottom_seat: int,
                   aspect: float, hand_size: int = 9, teams: bool = False, *,
                   plate_size: QSizeF | None = None, talon_stays: bool = False,
                   hud_width: float = HUD.width()) -> TableGeometry:
    """The largest card size (up to a fifth of the height) at which the table fits.

    Two to four players sit a seat to a side; the top seat's plate goes under its hand
    only where that keeps the cards larger (a narrow table); else everything of the top
    seat stays in one row.  Five to seven sit round the table (``ring_layout``).
    ``plate_size``: the name plates' size (default :data:`PLATE`); ``talon_stays``: the
    turned card stays on the table while the cards are played (Oh Hell); ``hud_width``: the
    trump box's width.
    """
    plate = QSizeF(plate_size if plate_size is not None else PLATE)
    if players >= 5:
        return ring_geometry(width, height, players, bottom_seat, aspect, hand_size,
                             plate_size=plate, hud_width=hud_width)
    options = dict(teams=teams, plate_size=plate, talon_stays=talon_stays, hud_width=hud_width)
    row = _largest_fit(width, height, players, bottom_seat, aspect, hand_size, options, False)
    if Place.TOP not in PLACES[players] or (row.fits() and row.card.height() >= min(
            height * 0.22, width * 0.14 / aspect, 230.0) - 1):
        return row
    below = _largest_fit(width, height, players, bottom_seat, aspect, hand_size, options, True)
    if below.fits() and (not row.fits() or below.card.height() > _BELOW_GAIN
                         * row.card.height()):
        return below
    return row


def _largest_fit(width: float, height: float, players: int, bottom_seat: int, aspect: float,
                 hand_size: int, options: dict, top_plate_below: bool) -> SquareGeometry:
    ch = min(height * 0.22, width * 0.14 / aspect)
    ch = max(_SMALLEST_CARD, min(230.0, ch))
    while True:
        g = SquareGeometry(float(width), float(height), players, bottom_seat,
                           QSizeF(round(ch * aspect), round(ch)), hand_size,
                           top_plate_below=top_plate_below, **options)
        if ch <= _SMALLEST_CARD or g.fits():
            return g
        ch = max(_SMALLEST_CARD, ch * _SHRINK)


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
