"""Where everything lies on the table, computed from the view size alone.

Pure geometry: no items, no game state beyond the number of players and which
seat sits at the bottom.  The scene asks it for positions on every resize, so
the table always fills the window (KDE card games work the same way).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise, permutations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from ...engine.debertz.cards import PLAIN_ORDER, TRUMP_ORDER, Card, Contract, Suit

MARGIN = 12.0
#: Room kept between two things on the table.
GAP = 8.0
PLATE = QSizeF(180.0, 66.0)
#: The pairs' totals under the trump box (four players in pairs).
TEAM_BOX = QSizeF(210.0, 50.0)
HUD = QSizeF(210.0, 100.0)
OTHER_SCALE = 0.62
PILE_SCALE = 0.42
#: Height of the last trick's caption above its cards.
LAST_TRICK_CAPTION = 36.0
#: The card size shrinks by this factor until everything fits.
_SHRINK = 0.96
_SMALLEST_CARD = 60.0
#: The top seat's plate goes under its hand when that makes the cards this much larger.
_BELOW_GAIN = 1.1


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


def _overlap(a: QRectF, b: QRectF) -> float:
    inter = a.intersected(b)
    return 0.0 if inter.isEmpty() else inter.width() * inter.height()


@dataclass(frozen=True)
class TableGeometry:
    """Where everything lies for one view size, card size and table.

    The bottom band holds the person's fan with his plate and pile at its left;
    a top row the partner's or opponent's hand, pile and plate, and the trump
    box at the right; the side seats' hands stand in columns with their piles
    beside them and their plates below; the trick lies in the middle of what is
    left, the talon (stock, turned card, shown bottom card) beside it or, with
    three players, in the empty top row.  :func:`table_geometry` picks the
    largest card size at which none of these overlap (:meth:`fits`).
    """

    width: float
    height: float
    players: int
    bottom_seat: int
    card: QSizeF
    #: The most cards a hand holds (RULES §3): sizes the hands' room.
    hand_size: int = 9
    #: Four players in pairs: the pairs' totals get a box under the trump box.
    teams: bool = False
    #: The top seat's plate lies under its hand, not beside it: for a table too narrow
    #: for hand, pile, plate and trump box in one row (two docks beside it at 1024×700).
    top_plate_below: bool = False
    _places: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._build()

    # -- places -------------------------------------------------------------------------

    def place(self, seat: int) -> Place:
        return PLACES[self.players][(seat - self.bottom_seat) % self.players]

    def _seat_at(self, place: Place) -> int:
        return (PLACES[self.players].index(place) + self.bottom_seat) % self.players

    @property
    def centre(self) -> QPointF:
        """The middle of the trick."""
        return self._places["centre"]

    @property
    def hand_top(self) -> float:
        """The top edge of the bottom hand: dropping a card above it plays it."""
        return self._places["hand_box"][Place.BOTTOM].top()

    @property
    def drop_area(self) -> QRectF:
        return QRectF(0, 0, self.width, self.hand_top + self.card.height() * 0.15)

    @property
    def middle(self) -> QRectF:
        """The felt between the seats, where the trick is played."""
        return self._places["middle"]

    # -- building ------------------------------------------------------------------------

    def _build(self) -> None:
        W, H = self.width, self.height
        cw, ch = self.card.width(), self.card.height()
        s = OTHER_SCALE
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
        plates[Place.BOTTOM] = QRectF(MARGIN, H - MARGIN - PLATE.height(),
                                      PLATE.width(), PLATE.height())
        own = plates[Place.BOTTOM]
        piles[Place.BOTTOM] = QPointF(own.center().x(), own.top() - GAP - pile_h / 2)
        hud = QRectF(W - MARGIN - HUD.width(), MARGIN, HUD.width(), HUD.height())
        right_top = hud.bottom()
        if self.teams:
            p["team_box"] = QRectF(hud.left(), hud.bottom() + GAP, TEAM_BOX.width(),
                                   TEAM_BOX.height())
            right_top = p["team_box"].bottom()

        row_bottom = MARGIN
        long = (self.hand_size - 1) * cw * s * 0.42 + cw * s  # a hand laid out at its longest
        if Place.TOP in places:
            deep = ch * s
            below = self.top_plate_below
            group = long + GAP + pile_w + (0.0 if below else GAP + PLATE.width())
            group = max(group, PLATE.width()) if below else group
            x0 = W / 2 - long / 2
            x0 = max(MARGIN, min(x0, hud.left() - GAP - group))
            centres[Place.TOP] = QPointF(x0 + long / 2, MARGIN + deep / 2)
            hand_box[Place.TOP] = QRectF(x0, MARGIN, long, deep)
            piles[Place.TOP] = QPointF(x0 + long + GAP + pile_w / 2, MARGIN + pile_h / 2)
            if below:
                plates[Place.TOP] = QRectF(x0, MARGIN + deep + GAP, PLATE.width(),
                                           PLATE.height())
                row_bottom = plates[Place.TOP].bottom()
            else:
                plates[Place.TOP] = QRectF(x0 + long + 2 * GAP + pile_w, MARGIN,
                                           PLATE.width(), PLATE.height())
                row_bottom = MARGIN + max(deep, PLATE.height())
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
            group = long + GAP + PLATE.height()
            y0 = top + max(0.0, bottom - top - group)
            column = ch * s
            x = MARGIN if place is Place.LEFT else W - MARGIN - column
            hand_box[place] = QRectF(x, y0, column, long)
            centres[place] = QPointF(x + column / 2, y0 + long / 2)
            plate_x = MARGIN if place is Place.LEFT else W - MARGIN - PLATE.width()
            plates[place] = QRectF(plate_x, y0 + long + GAP, PLATE.width(), PLATE.height())
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
        else:  # four: the whole deck is dealt, so the talon lies in the middle while bidding
            sx = centre.x() - span / 2 + reach
            sy = centre.y()
        p["stock"] = QPointF(sx, sy)

    def _talon_span(self) -> tuple[float, float]:
        """How far the talon reaches left of the stock's centre, and its whole width."""
        cw, ch = self.card.width(), self.card.height()
        reach = 0.45 * cw + ch / 2
        return reach, reach + 1.5 * cw + GAP

    def _fan(self, count: int) -> list[CardSpot]:
        """The bottom hand: as wide as the room right of the plate allows, on a gentle arc,
        its lowest corner a margin above the bottom edge (as low as the full hand's, so
        that the cards do not jump as they are played)."""
        spots = self._flat_fan(count)
        if not spots:
            return []
        lowest = max(card_rect(spot, self.card).bottom()
                     for spot in spots + self._flat_fan(self.hand_size))
        y = self.height - MARGIN - lowest
        return [CardSpot(QPointF(sp.pos.x(), sp.pos.y() + y), sp.rotation) for sp in spots]

    def _flat_fan(self, count: int) -> list[CardSpot]:
        if count <= 0:
            return []
        cw = self.card.width()
        mid = (count - 1) / 2
        left, right = PLATE.width() + 2 * MARGIN + GAP, self.width - MARGIN
        gaps = max(1, count - 1)
        step = min(cw * 0.9, (self.width - 2 * left - cw) / gaps)
        if step < cw * 0.62:
            step = min(cw * 0.62, (right - left - cw) / gaps)
        step = max(cw * 0.18, step)
        half = (count - 1) * step / 2
        cx = min(max(self.width / 2, left + cw / 2 + half), right - cw / 2 - half)
        radius = cw * 14 * max(1.0, step / (cw * 0.62))
        spots = []
        for i in range(count):
            dx = (i - mid) * step
            spots.append(CardSpot(QPointF(cx + dx, dx * dx / (2 * radius)),
                                  math.degrees(math.atan2(dx, radius))))
        return spots

    # -- hands ----------------------------------------------------------------------------

    def hand(self, seat: int, count: int) -> list[CardSpot]:
        if count <= 0:
            return []
        place = self.place(seat)
        if place is Place.BOTTOM:
            return self._fan(count)
        s = OTHER_SCALE
        step = self.card.width() * s * 0.42
        mid = (count - 1) / 2
        c = self._places["centres"][place]
        if place is Place.TOP:
            return [CardSpot(QPointF(c.x() + (i - mid) * step, c.y()), 180.0, s)
                    for i in range(count)]
        rot = 90.0 if place is Place.LEFT else -90.0
        return [CardSpot(QPointF(c.x(), c.y() + (i - mid) * step), rot, s) for i in range(count)]

    def hand_anchor(self, seat: int) -> QPointF:
        if self.place(seat) is Place.BOTTOM:
            return self._places["hand_box"][Place.BOTTOM].center()
        return self._places["centres"][self.place(seat)]

    def hand_box(self, seat: int) -> QRectF:
        """The room of ``seat``'s hand at its fullest."""
        return QRectF(self._places["hand_box"][self.place(seat)])

    # -- the middle of the table -------------------------------------------------------------

    def trick(self, seat: int, order: int) -> CardSpot:
        """Where ``seat`` puts its card in the current trick (``order``: 0 for the lead)."""
        return self._trick_spot(self.place(seat), order, self.centre)

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

    def _trick_box_at(self, c: QPointF) -> QRectF:
        rects = []
        for place in PLACES[self.players]:
            for order in range(4):
                rects.append(card_rect(self._trick_spot(place, order, c), self.card))
        return united(rects)

    def trick_box(self) -> QRectF:
        """Everything the current trick's cards may cover."""
        return self._trick_box_at(self.centre)

    def stock(self) -> CardSpot:
        return CardSpot(QPointF(self._places["stock"]), 0.0)

    def table_card(self) -> CardSpot:
        """The turned card, face up right of the stock."""
        st = self._places["stock"]
        return CardSpot(QPointF(st.x() + self.card.width() + GAP, st.y()), 0.0)

    def bottom_card(self) -> CardSpot:
        """Crosswise under the stock, sticking out to the left."""
        st = self._places["stock"]
        return CardSpot(QPointF(st.x() - self.card.width() * 0.45, st.y()), 90.0)

    def talon_box(self) -> QRectF:
        return united([card_rect(spot, self.card)
                       for spot in (self.stock(), self.table_card(), self.bottom_card())])

    # -- around each seat -------------------------------------------------------------------

    def plate(self, seat: int) -> QRectF:
        """The name plate: name, running total, dealer and maker marks."""
        return QRectF(self._places["plates"][self.place(seat)])

    def pile(self, seat: int) -> CardSpot:
        """The taken tricks of ``seat``, face down, crosswise (the count lies on them)."""
        return CardSpot(QPointF(self._places["piles"][self.place(seat)]), 90.0, PILE_SCALE)

    def pile_box(self, seat: int) -> QRectF:
        return card_rect(self.pile(seat), self.card)

    def hud(self) -> QRectF:
        """The trump box, always visible at the top right."""
        return QRectF(self._places["hud"])

    def team_box(self) -> QRectF | None:
        """The pairs' totals (four players in pairs), under the trump box."""
        box = self._places.get("team_box")
        return None if box is None else QRectF(box)

    # -- checking and free room ---------------------------------------------------------------

    def seat_boxes(self) -> dict[str, QRectF]:
        """The rectangles that must neither overlap one another nor leave the table."""
        boxes: dict[str, QRectF] = {"hud": self.hud()}
        if self.teams:
            boxes["teams"] = self.team_box()
        for seat in range(self.players):
            name = self.place(seat).value
            boxes[f"hand:{name}"] = self.hand_box(seat)
            boxes[f"plate:{name}"] = self.plate(seat)
            boxes[f"pile:{name}"] = self.pile_box(seat)
        return boxes

    def fits(self) -> bool:
        """Nothing overlaps and everything lies inside the view (the geometric contract
        of the table, checked by the tests at many sizes)."""
        return not self.problems()

    def problems(self) -> list[str]:
        """What overlaps or sticks out, in words (empty when the table fits)."""
        found = []
        view = QRectF(0, 0, self.width, self.height)
        boxes = self.seat_boxes()
        boxes["trick"] = self.trick_box()
        boxes["talon"] = self.talon_box()
        for name, box in boxes.items():
            if not view.contains(box):
                found.append(f"{name} leaves the table")
        names = list(boxes)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if {a, b} == {"trick", "talon"} and self.players == 4:
                    continue  # with four the talon is gone before the first card is led
                if boxes[a].intersects(boxes[b]):
                    found.append(f"{a} overlaps {b}")
        return found

    def free_spot(self, size: QSizeF, hard: list[QRectF], soft: list[QRectF] = (),
                  near: QPointF | None = None) -> QRectF | None:
        """A rectangle of ``size`` inside the table clear of every ``hard`` rectangle and
        covering as little of the ``soft`` ones as possible (then: nearest ``near``)."""
        w, h = size.width(), size.height()
        if w > self.width - 2 * MARGIN or h > self.height - 2 * MARGIN:
            return None
        near = near if near is not None else self.centre
        # The best places touch an edge or a neighbour: try the positions just beside each
        # rectangle, at the table's edges and centred on ``near`` (a few hundred at most).
        lo_x, hi_x = MARGIN, self.width - MARGIN - w
        lo_y, hi_y = MARGIN, self.height - MARGIN - h
        xs = {lo_x, hi_x, near.x() - w / 2}
        ys = {lo_y, hi_y, near.y() - h / 2}
        for r in (*hard, *soft):
            xs.update((r.right() + GAP, r.left() - GAP - w))
            ys.update((r.bottom() + GAP, r.top() - GAP - h))
        best, best_key = None, None
        for y in sorted(v for v in ys if lo_y <= v <= hi_y):
            for x in sorted(v for v in xs if lo_x <= v <= hi_x):
                rect = QRectF(x, y, w, h)
                if any(rect.intersects(r) for r in hard):
                    continue
                covered = sum(_overlap(rect, r) for r in soft)
                key = (round(covered / 100), distance(rect.center(), near))
                if best_key is None or key < best_key:
                    best, best_key = rect, key
        return best

    def summary_spot(self, size: QSizeF, *, strict: bool = True) -> QRectF | None:
        """Where the deal's summary goes while the next deal is bid: clear of the hands,
        plates and the trump box, covering as little of the talon and the piles as can be.
        Not ``strict``: the other seats' hands (backs only) may be covered too."""
        boxes = self.seat_boxes()
        own = f"hand:{Place.BOTTOM.value}"
        hard_kinds = ("hand", "plate", "hud", "teams") if strict else ("plate", "hud", "teams")
        hard = [box for name, box in boxes.items()
                if name.split(":")[0] in hard_kinds or name == own]
        soft = [self.talon_box()] + [box for name, box in boxes.items()
                                     if name.startswith(("pile", "hand"))]
        return self.free_spot(size, hard, soft, near=self.middle.center())

    @property
    def last_trick_scale(self) -> float:
        return self._places.setdefault("last_trick", self._last_trick())[1]

    def last_trick_box(self) -> QRectF:
        """Where the last trick is shown: never over the current trick, the person's hand,
        the plates or the trump box; over the talon, a pile or a hand of backs only when
        nothing else is free."""
        return QRectF(self._places.setdefault("last_trick", self._last_trick())[0])

    def _last_trick(self) -> tuple[QRectF, float]:
        boxes = self.seat_boxes()
        hard = [self.trick_box(), boxes["hand:bottom"]]
        hard += [box for name, box in boxes.items()
                 if name.startswith(("plate", "hud", "teams"))]
        soft = [self.talon_box()] + [box for name, box in boxes.items()
                                     if name.startswith(("pile", "hand"))]
        n = self.players
        cw, ch = self.card.width(), self.card.height()
        for scale in (0.8, 0.7, 0.6, 0.5, 0.42):
            size = QSizeF((n - 1) * cw * scale * 0.9 + cw * scale + 2 * GAP,
                          ch * scale + LAST_TRICK_CAPTION + GAP)
            spot = self.free_spot(size, hard, soft, near=self.middle.center())
            if spot is not None:
                return spot, scale
        size = QSizeF((n - 1) * cw * 0.42 * 0.9 + cw * 0.42 + 2 * GAP,
                      ch * 0.42 + LAST_TRICK_CAPTION + GAP)
        spot = self.free_spot(size, [self.trick_box()], soft) or QRectF(
            QPointF(MARGIN, MARGIN), size)
        return spot, 0.42


def table_geometry(width: float, height: float, players: int, bottom_seat: int,
                   aspect: float, hand_size: int = 9, teams: bool = False) -> TableGeometry:
    """The largest card size (up to a fifth of the height) at which the table fits.

    The top seat's plate goes under its hand only where that keeps the cards larger
    (a narrow table); else everything of the top seat stays in one row.
    """
    row = _largest_fit(width, height, players, bottom_seat, aspect, hand_size, teams, False)
    if Place.TOP not in PLACES[players] or (row.fits() and row.card.height() >= min(
            height * 0.22, width * 0.14 / aspect, 230.0) - 1):
        return row
    below = _largest_fit(width, height, players, bottom_seat, aspect, hand_size, teams, True)
    if below.fits() and (not row.fits() or below.card.height() > _BELOW_GAIN
                         * row.card.height()):
        return below
    return row


def _largest_fit(width: float, height: float, players: int, bottom_seat: int, aspect: float,
                 hand_size: int, teams: bool, top_plate_below: bool) -> TableGeometry:
    ch = min(height * 0.22, width * 0.14 / aspect)
    ch = max(_SMALLEST_CARD, min(230.0, ch))
    while True:
        g = TableGeometry(float(width), float(height), players, bottom_seat,
                          QSizeF(round(ch * aspect), round(ch)), hand_size, teams,
                          top_plate_below)
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


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
