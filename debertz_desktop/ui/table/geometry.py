"""What every table layout offers the scene, and the checks that keep it whole.

Pure geometry: no items, no game state beyond the number of players, which seat
sits at the bottom and the most cards a hand holds.  The scene asks for positions
on every resize, so the table always fills the window (KDE card games work the
same way).  A layout (``layout.py`` for two to four players, ``ring_layout.py``
for five to seven) fills ``_places`` in ``_build``; everything the scene reads
(hands, the trick, plates, piles, the trump box, the talon, free felt for the
summary and the last trick) is answered here from it, the same way for any table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .spots import (
    GAP,
    HUD,
    LAST_TRICK_CAPTION,
    MARGIN,
    PILE_SCALE,
    PLACES,
    PLATE,
    READABLE_STEP,
    CardSpot,
    Place,
    card_rect,
    distance,
    overlap_area,
    united,
)

#: The tangent of the most the end cards of the person's fan turn (ten cards or fewer turn
#: less: their arc is set by the cards' step alone).
_STEEPEST = math.tan(math.radians(12.0))


@dataclass(frozen=True)
class TableGeometry:
    """Where everything lies for one view size, card size and table.

    The bottom band is the same for every table: the person's fan, with his plate
    and his pile of tricks at its left.  :func:`~.layout.table_geometry` picks the
    largest card size at which nothing overlaps (:meth:`fits`).
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
    #: The name plates' size (a game may need a line more than Debertz's three).
    plate_size: QSizeF = field(default_factory=lambda: QSizeF(PLATE))
    #: The turned card stays on the table while the cards are played (Oh Hell), so the
    #: talon may never lie under the trick.
    talon_stays: bool = False
    #: The trump box's width (a game whose box says more needs more than :data:`HUD`'s).
    hud_width: float = HUD.width()
    _places: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._build()

    def _build(self) -> None:
        raise NotImplementedError

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

    # -- the person's hand --------------------------------------------------------------

    def _fan_bounds(self) -> tuple[float, float]:
        """The room of the fan from left to right: right of the person's plate."""
        return self.plate_size.width() + 2 * MARGIN + GAP, self.width - MARGIN

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
        left, right = self._fan_bounds()
        middle = self.width / 2
        gaps = max(1, count - 1)
        # Centred in the window while that leaves the cards well apart; else using the room.
        step = min(cw * 0.9, (2 * min(middle - left, right - middle) - cw) / gaps)
        if step < cw * 0.62:
            step = min(cw * 0.62, (right - left - cw) / gaps)
        step = max(cw * 0.18, step)
        half = (count - 1) * step / 2
        cx = min(max(middle, left + cw / 2 + half), right - cw / 2 - half)
        # A gentle arc: the end cards of a long hand (Oh Hell's 15, Magistr's 18) turn no
        # more than those of ten cards.
        radius = max(cw * 14 * max(1.0, step / (cw * 0.62)), half / _STEEPEST)
        spots = []
        for i in range(count):
            dx = (i - mid) * step
            spots.append(CardSpot(QPointF(cx + dx, dx * dx / (2 * radius)),
                                  math.degrees(math.atan2(dx, radius))))
        return spots

    def fan_step(self) -> float:
        """How far apart the cards of the person's fullest hand lie (the share of a card
        that shows beside the next)."""
        spots = self._flat_fan(self.hand_size)
        return spots[1].pos.x() - spots[0].pos.x() if len(spots) > 1 else self.card.width()

    # -- hands ----------------------------------------------------------------------------

    def hand(self, seat: int, count: int) -> list[CardSpot]:
        if count <= 0:
            return []
        place = self.place(seat)
        if place is Place.BOTTOM:
            return self._fan(count)
        return self._other_hand(place, count)

    def _other_hand(self, place: Place, count: int) -> list[CardSpot]:
        raise NotImplementedError

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
        raise NotImplementedError

    def _trick_box_at(self, c: QPointF) -> QRectF:
        rects = []
        for place in PLACES[self.players]:
            for order in range(4):  # the tilts repeat after four cards
                rects.append(card_rect(self._trick_spot(place, order, c), self.card))
        return united(rects)

    def trick_box(self) -> QRectF:
        """Everything the current trick's cards may cover."""
        return self._trick_box_at(self.centre)

    def _talon_span(self) -> tuple[float, float]:
        """How far the talon reaches left of the stock's centre, and its whole width."""
        cw, ch = self.card.width(), self.card.height()
        reach = 0.45 * cw + ch / 2
        return reach, reach + 1.5 * cw + GAP

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

    def _talon_leaves_before_play(self) -> bool:
        """The talon is gone before the first card is led, so the trick may lie over it."""
        return False

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
        if self.team_box() is not None:
            boxes["teams"] = self.team_box()
        for seat in range(self.players):
            name = self.place(seat).value
            boxes[f"hand:{name}"] = self.hand_box(seat)
            boxes[f"plate:{name}"] = self.plate(seat)
            boxes[f"pile:{name}"] = self.pile_box(seat)
        return boxes

    def name_boxes(self) -> list[QRectF]:
        """The rectangles nothing shown over the table may cover: the plates, the trump box
        and the pairs' box (what each seat has, and the deal's trump)."""
        return [box for name, box in self.seat_boxes().items()
                if name.split(":")[0] in ("plate", "hud", "teams")]

    def fits(self) -> bool:
        """Nothing overlaps, everything lies inside the view and the person's cards can be
        told apart (the geometric contract of the table, checked by the tests at many
        sizes)."""
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
                if {a, b} == {"trick", "talon"} and self._talon_leaves_before_play():
                    continue
                if boxes[a].intersects(boxes[b]):
                    found.append(f"{a} overlaps {b}")
        if self.fan_step() < READABLE_STEP * self.card.width() - 0.01:
            found.append("the hand's cards hide one another's corners")
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
                covered = sum(overlap_area(rect, r) for r in soft)
                key = (round(covered / 100), distance(rect.center(), near))
                if best_key is None or key < best_key:
                    best, best_key = rect, key
        return best

    def summary_spot(self, size: QSizeF, *, strict: bool = True, high: bool = False,
                     talon: bool = True) -> QRectF | None:
        """Where the deal's summary goes while the next deal is bid: clear of the hands,
        plates and the trump box, covering as little of the talon and the piles as can be.
        Not ``strict``: the other seats' hands (backs only) may be covered too.  ``high``: as
        high on the felt and as far left as it can be (else in the middle), leaving room
        beside and under it.  Not ``talon``: the game has no talon (Master), its place is
        free felt."""
        boxes = self.seat_boxes()
        own = f"hand:{Place.BOTTOM.value}"
        hard = self.name_boxes() + [box for name, box in boxes.items()
                                    if name.startswith("hand:") and (strict or name == own)]
        soft = [self.talon_box()] if talon else []
        soft += [box for name, box in boxes.items() if name.startswith(("pile", "hand"))]
        near = QPointF(0, 0) if high else self.middle.center()
        return self.free_spot(size, hard, soft, near=near)

    def result_spot(self, size: QSizeF) -> QRectF | None:
        """Where the game's result goes: clear of the plates and the trump box (the cards
        left on the table no longer matter), nearest the middle; ``None`` when it is too big
        for that."""
        return self.free_spot(size, self.name_boxes(), near=self.middle.center())

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
        hard = [self.trick_box(), boxes["hand:bottom"], *self.name_boxes()]
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
