"""Where everything lies on a table of five to seven (Oh Hell): the seats round the table.

The person sits at the bottom, as at every table; the others follow clockwise (to
his left): up the left side, across the top, down the right side.  Each of them
has a seat block: his hand of backs with the pile of his tricks beside it, and his
name plate under them (bid and tricks taken on it).  The trump box keeps its corner
at the top right with the turned card under it, where the person looks for the
trump; the trick lies in the middle, each seat's card toward that seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .geometry import TableGeometry
from .spots import (
    GAP,
    HUD,
    MARGIN,
    PILE_SCALE,
    PLACES,
    PLATE,
    CardSpot,
    Place,
    card_rect,
    united,
)

#: The other seats' backs, as a share of the person's cards.
RING_SCALE = 0.55
#: Seats on each side and across the top, by the number of players.
ARRANGEMENT = {5: (1, 2), 6: (2, 1), 7: (2, 2)}
#: Each seat's card in the trick, by relative seat (0: the person), as offsets from the
#: trick's centre in card widths and heights: two rows, the upper a little more than half a
#: card above the lower, so that whoever plays later no card hides another's upper-left
#: index (the upper row's are free above it) or lower-right one (the lower row's are free
#: below it); side by side in a row they do not touch.
TRICK_SPOTS = {
    5: ((0.0, 0.28), (-1.3, 0.0), (-0.575, -0.28), (0.575, -0.28), (1.3, 0.0)),
    6: ((0.0, 0.28), (-1.15, 0.28), (-1.15, -0.28), (0.0, -0.28), (1.15, -0.28),
        (1.15, 0.28)),
    7: ((0.0, 0.28), (-1.15, 0.28), (-1.725, -0.28), (-0.575, -0.28), (0.575, -0.28),
        (1.725, -0.28), (1.15, 0.28)),
}
#: Room between two seats' blocks: three times that between a seat's own hand and plate,
#: so that a plate is seen to belong to the hand above it, not to the neighbour's.
BLOCK_GAP = 3 * GAP
_SHRINK = 0.96
_SMALLEST_CARD = 60.0


@dataclass(frozen=True)
class RingGeometry(TableGeometry):
    """Five to seven players round the table (see the module's notes)."""

    #: The top row lies between the side columns; else it reaches over the left column,
    #: which then starts below it (a narrow table).
    inset_top: bool = True
    #: The person's fan keeps clear of the right column, which may then reach the bottom
    #: edge (a table too low for two seats under the trump box and the turned card).
    fan_clear_right: bool = False

    # -- the seats' blocks ------------------------------------------------------------------

    def _back_step(self) -> float:
        """How far apart the backs of a hand lie: as close as keeps the hand and the pile
        within the plate's width, down to a quarter of a back for ten cards."""
        n = self.hand_size
        back = self.card.width() * RING_SCALE
        if n <= 1:
            return back * 0.42
        pile_w = self.card.height() * PILE_SCALE
        room = self.plate_size.width() - GAP - pile_w - back
        return back * min(0.42, max(0.25, room / ((n - 1) * back)))

    def _block_size(self) -> tuple[float, float, float, float]:
        """A seat block's width and height, its hand's length and its first row's height."""
        cw, ch = self.card.width(), self.card.height()
        back_w, back_h = cw * RING_SCALE, ch * RING_SCALE
        pile_w, pile_h = ch * PILE_SCALE, cw * PILE_SCALE
        long = back_w + (self.hand_size - 1) * self._back_step()
        row = max(back_h, pile_h)
        P = self.plate_size
        return max(P.width(), long + GAP + pile_w), row + GAP + P.height(), long, row

    def _fan_bounds(self) -> tuple[float, float]:
        left, right = super()._fan_bounds()
        if self.fan_clear_right:
            right = self.width - MARGIN - self._block_size()[0] - GAP
        return left, right

    # -- building ------------------------------------------------------------------------

    def _build(self) -> None:
        W, H = self.width, self.height
        cw, ch = self.card.width(), self.card.height()
        P = self.plate_size
        p = self._places
        side, across = ARRANGEMENT[self.players]
        block_w, block_h, long, row = self._block_size()
        pile_h = cw * PILE_SCALE
        hand_box: dict[Place, QRectF] = {}
        plates: dict[Place, QRectF] = {}
        piles: dict[Place, QPointF] = {}
        centres: dict[Place, QPointF] = {}

        fan = self._fan(self.hand_size)
        own_hand = united([card_rect(spot, self.card)
                           for count in range(1, self.hand_size + 1)
                           for spot in self._fan(count)])
        hand_box[Place.BOTTOM] = own_hand
        plates[Place.BOTTOM] = QRectF(MARGIN, H - MARGIN - P.height(), P.width(), P.height())
        own = plates[Place.BOTTOM]
        piles[Place.BOTTOM] = QPointF(own.center().x(), own.top() - GAP - pile_h / 2)
        hud = QRectF(W - MARGIN - self.hud_width, MARGIN, self.hud_width, HUD.height())
        # The turned card under the trump box, the stock left of it.
        reach = self._talon_span()[0]
        stock = QPointF(W - MARGIN - cw * 1.5 - GAP, hud.bottom() + GAP + ch / 2)
        talon_left, talon_bottom = stock.x() - reach, hud.bottom() + GAP + ch

        # Across the top, between the side columns or over the left one.
        top_lo = MARGIN + (block_w + BLOCK_GAP if self.inset_top else 0.0)
        top_hi = min(hud.left(), talon_left) - GAP
        xs = _spread(across, block_w, top_lo, top_hi, W / 2, W * 0.3)
        opponents = PLACES[self.players][1:]
        left_places = opponents[:side]
        top_places = opponents[side:side + across]
        right_places = opponents[side + across:]
        for place, x in zip(top_places, xs, strict=True):
            self._block(place, QRectF(x, MARGIN, block_w, block_h), "top", True,
                        long, row, hand_box, plates, piles, centres)

        # The side columns: above the person's pile and fan, the right one under the talon.
        fan_top = own_hand.top()
        left_x, right_x = MARGIN, W - MARGIN - block_w
        left_top = MARGIN if self.inset_top else MARGIN + block_h + BLOCK_GAP
        left_bottom = piles[Place.BOTTOM].y() - pile_h / 2 - BLOCK_GAP
        if own_hand.left() < left_x + block_w + GAP:
            left_bottom = min(left_bottom, fan_top - GAP)
        right_top = talon_bottom + GAP
        right_bottom = H - MARGIN if own_hand.right() + GAP <= right_x else fan_top - GAP
        lo, hi = max(left_top, right_top), min(left_bottom, right_bottom)
        need = side * block_h + (side - 1) * BLOCK_GAP
        if hi - lo >= need:  # the same height on both sides where both have the room
            left_top, right_top, left_bottom, right_bottom = lo, lo, hi, hi
        for places, x, top, bottom, edge in (
                (left_places[::-1], left_x, left_top, left_bottom, "left"),
                (right_places, right_x, right_top, right_bottom, "right")):
            free = max(0.0, bottom - top - need)
            y = top + free / (side + 1)
            for place in places:
                self._block(place, QRectF(x, y, block_w, block_h), edge, edge == "left",
                            long, row, hand_box, plates, piles, centres)
                y += block_h + BLOCK_GAP + free / (side + 1)

        middle_top = MARGIN + block_h + GAP
        middle_left = left_x + block_w + GAP
        middle_right = right_x
        for left, bottom in ((talon_left, talon_bottom), (hud.left(), hud.bottom())):
            if bottom > middle_top:
                middle_right = min(middle_right, left)
        middle_right -= GAP
        middle = QRectF(middle_left, middle_top, max(0.0, middle_right - middle_left),
                        max(0.0, fan_top - GAP - middle_top))
        half = self._trick_box_at(QPointF(0, 0)).width() / 2
        cx = min(max(W / 2, middle.left() + half), middle.right() - half)
        p.update(middle=middle, centre=QPointF(cx, middle.center().y()), hand_box=hand_box,
                 plates=plates, piles=piles, centres=centres, hud=hud, fan=fan, stock=stock)

    def _block(self, place: Place, block: QRectF, edge: str, pile_right: bool, long: float,
               row: float, hand_box: dict, plates: dict, piles: dict, centres: dict) -> None:
        """One seat: the hand and the pile in a row (the pile right of the hand, on the
        right side left of it: toward the middle), the plate under them, against the
        table's edge (across the top: centred)."""
        P = self.plate_size
        pile_w = self.card.height() * PILE_SCALE
        group = long + GAP + pile_w
        if edge == "left":
            gx, px = block.left(), block.left()
        elif edge == "right":
            gx, px = block.right() - group, block.right() - P.width()
        else:
            gx, px = block.center().x() - group / 2, block.center().x() - P.width() / 2
        hand_x = gx if pile_right else gx + pile_w + GAP
        pile_x = gx + long + GAP if pile_right else gx
        back_h = self.card.height() * RING_SCALE
        y = block.top() + row / 2
        hand_box[place] = QRectF(hand_x, y - back_h / 2, long, back_h)
        centres[place] = QPointF(hand_x + long / 2, y)
        piles[place] = QPointF(pile_x + pile_w / 2, y)
        plates[place] = QRectF(px, block.top() + row + GAP, P.width(), P.height())

    def _other_hand(self, place: Place, count: int) -> list[CardSpot]:
        step = self._back_step()
        c = self._places["centres"][place]
        mid = (count - 1) / 2
        return [CardSpot(QPointF(c.x() + (i - mid) * step, c.y()), 180.0, RING_SCALE)
                for i in range(count)]

    # -- the trick ---------------------------------------------------------------------------

    def _trick_spot(self, place: Place, order: int, c: QPointF) -> CardSpot:
        """Toward the seat, in two rows (:data:`TRICK_SPOTS`), leaning a little its way."""
        dx, dy = TRICK_SPOTS[self.players][PLACES[self.players].index(place)]
        tilt = (-3.0, 2.0, -2.0, 3.0)[order % 4] - 1.2 * dx
        return CardSpot(QPointF(c.x() + dx * self.card.width(), c.y() + dy * self.card.height()),
                        tilt)


def _spread(count: int, size: float, lo: float, hi: float, middle: float,
            pitch: float) -> list[float]:
    """The left edges of ``count`` blocks of width ``size`` in a row: centred on ``middle``
    ``pitch`` apart (or as far apart as ``lo``…``hi`` allows, never closer than
    :data:`BLOCK_GAP`),
    shifted to stay within ``lo``…``hi``."""
    if count == 0:
        return []
    if count > 1:
        pitch = max(size + BLOCK_GAP, min(pitch, (hi - lo - size) / (count - 1)))
    width = (count - 1) * pitch + size
    x0 = min(max(middle - width / 2, lo), hi - width)
    return [x0 + i * pitch for i in range(count)]


def ring_geometry(width: float, height: float, players: int, bottom_seat: int, aspect: float,
                  hand_size: int, *, plate_size: QSizeF | None = None,
                  hud_width: float = HUD.width()) -> RingGeometry:
    """The largest cards at which a table of five to seven fits, over the ways the top row
    and the right column may give way to each other (the first of the equals wins)."""
    plate = QSizeF(plate_size if plate_size is not None else PLATE)
    best: RingGeometry | None = None
    for inset_top, fan_clear_right in ((True, False), (False, False), (True, True),
                                       (False, True)):
        floor = best.card.height() if best is not None and best.fits() else 0.0
        g = _largest_fit(width, height, players, bottom_seat, aspect, hand_size, plate, floor,
                         hud_width=hud_width, inset_top=inset_top,
                         fan_clear_right=fan_clear_right)
        if best is None or (g.fits() and g.card.height() > floor):
            best = g
    return best


def _largest_fit(width: float, height: float, players: int, bottom_seat: int, aspect: float,
                 hand_size: int, plate: QSizeF, floor: float, *, hud_width: float,
                 **variant: bool) -> RingGeometry:
    """The largest cards that fit this way, looked for down to ``floor`` (larger than what
    another way found) or the smallest card."""
    ch = min(height * 0.22, width * 0.14 / aspect)
    ch = max(_SMALLEST_CARD, min(230.0, ch))
    while True:
        g = RingGeometry(float(width), float(height), players, bottom_seat,
                         QSizeF(round(ch * aspect), round(ch)), hand_size,
                         plate_size=plate, talon_stays=True, hud_width=hud_width, **variant)
        if ch <= max(_SMALLEST_CARD, floor) or g.fits():
            return g
        ch = max(_SMALLEST_CARD, ch * _SHRINK)
