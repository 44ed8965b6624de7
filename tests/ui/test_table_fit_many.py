"""Tables of three to seven (Oh Hell) and the big hands of Oh Hell and Magistr: nothing
overlaps or leaves the view, and what a player reads stays readable (issue 29).

The pure geometry over the views of a 1024×700, 1366×768 and 1920×1080 window, with
and without the score sheet's dock (the table's view: the menu, the decision bar and
the status line taken off), and every hand size a game deals at that table.
"""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QPainterPath, QPolygonF, QTransform

from debertz_desktop.ui.table.geometry import TableGeometry
from debertz_desktop.ui.table.layout import Place, card_rect, table_geometry
from debertz_desktop.ui.table.spots import GAP, MARGIN, PILE_SCALE, READABLE_STEP, CardSpot

ASPECT = 362 / 542
#: The largest deal by table size (OH_HELL.md §2): deals run from one card up to it.
LARGEST = {3: 15, 4: 13, 5: 10, 6: 8, 7: 7}
#: 1024×700, 1366×768 and 1920×1080 windows, then each with the score sheet's dock.
VIEWS = [(1024, 572), (1366, 640), (1920, 952), (724, 572), (700, 560), (1066, 640),
         (1620, 952)]
#: Two to four players with more cards than Debertz's nine or ten: Magistr deals 18, 12
#: and 9 (MASTER.md §4), Oh Hell up to 15 and 13.
BIG_HANDS = [(2, hand) for hand in range(13, 19)] + [(3, hand) for hand in range(12, 16)] \
    + [(4, hand) for hand in range(9, 14)]
#: The Атласные index (rank over suit) in a card's corner, as shares of its width and height.
INDEX = QRectF(0.03, 0.03, 0.18, 0.17)


def least_card(height: float) -> float:
    """The smallest readable card: 90 px (its rank about 10 px high, as small as print goes;
    the least the tables of two to four allow at 1024×700 with the dock), and on larger
    screens at least 15 % of the table's height, so that the cards grow with the screen."""
    return max(89.5, 0.15 * height)


def card_polygon(spot: CardSpot, card: QSizeF, part: QRectF | None = None) -> QPainterPath:
    """A card at ``spot`` (or ``part`` of it, in shares of the card from its top left) as it
    lies on the table, rotated."""
    part = part or QRectF(0, 0, 1, 1)
    w, h = card.width() * spot.scale, card.height() * spot.scale
    rect = QRectF(-w / 2 + part.x() * w, -h / 2 + part.y() * h, part.width() * w,
                  part.height() * h)
    turn = QTransform().translate(spot.pos.x(), spot.pos.y()).rotate(spot.rotation)
    path = QPainterPath()
    path.addPolygon(turn.map(QPolygonF(rect)))
    path.closeSubpath()
    return path


def index_shows(g: TableGeometry, seat: int) -> bool:
    """``seat``'s card in the trick shows its upper-left or its lower-right index with all
    the others on top of it (the lead's card, under every later one)."""
    n = g.players
    spot = g.trick(seat, 0)
    others = [card_polygon(g.trick(s, (s - seat) % n), g.card) for s in range(n) if s != seat]
    bottom_right = QRectF(1 - INDEX.right(), 1 - INDEX.bottom(), INDEX.width(), INDEX.height())
    return any(not any(other.intersects(card_polygon(spot, g.card, corner)) for other in others)
               for corner in (INDEX, bottom_right))


def gap_between(a: QRectF, b: QRectF) -> float:
    dx = max(0.0, b.left() - a.right(), a.left() - b.right())
    dy = max(0.0, b.top() - a.bottom(), a.top() - b.bottom())
    return math.hypot(dx, dy)


def assert_table_whole(g: TableGeometry, hand: int) -> None:
    w, h, n = g.width, g.height, g.players
    assert g.problems() == []
    assert g.card.height() >= least_card(h), "the cards stay large enough to read"
    assert g.fan_step() >= READABLE_STEP * g.card.width() - 0.01, "each card's index shows"
    view = QRectF(0, 0, w, h)
    for seat in range(n):
        box = g.hand_box(seat).adjusted(-0.5, -0.5, 0.5, 0.5)
        for count in range(hand + 1):
            spots = g.hand(seat, count)
            assert len(spots) == count
            for spot in spots:
                assert box.contains(card_rect(spot, g.card)), (seat, count)
    trick = g.trick_box()
    for seat, order in itertools.product(range(n), range(n)):
        assert trick.adjusted(-0.5, -0.5, 0.5, 0.5).contains(
            card_rect(g.trick(seat, order), g.card))
    for seat in range(n):
        assert index_shows(g, seat), (seat, "its card in the trick shows an index")
    # Each of the others' plates lies by his hand of backs, nearer to it than to any other
    # hand of backs.
    pile_w = g.card.height() * PILE_SCALE
    others = [seat for seat in range(n) if g.place(seat) is not Place.BOTTOM]
    for seat in others:
        plate = g.plate(seat)
        own = gap_between(plate, g.hand_box(seat))
        assert own <= 2 * GAP + pile_w + 0.5, (seat, own)
        for other in others:
            if other != seat:
                assert own < gap_between(plate, g.hand_box(other)), (seat, other)
    last = g.last_trick_box()
    assert view.contains(last)
    assert not last.intersects(trick), "the last trick is not shown over the trick"
    assert not last.intersects(g.hand_box(g.bottom_seat))
    for seat in range(n):
        assert not last.intersects(g.plate(seat))
    assert not last.intersects(g.hud())


@pytest.mark.parametrize("size", VIEWS)
@pytest.mark.parametrize("players", sorted(LARGEST))
def test_every_oh_hell_deal_fits(players, size) -> None:
    """Every deal of the game, one card to the largest (OH_HELL.md §2), with the turned
    card on the table all deal long (§3)."""
    for hand in range(1, LARGEST[players] + 1):
        g = table_geometry(*size, players, 0, ASPECT, hand, talon_stays=True)
        assert_table_whole(g, hand)
        assert not g.talon_box().intersects(g.trick_box()), "the turned card stays in sight"


@pytest.mark.parametrize("size", VIEWS)
@pytest.mark.parametrize(("players", "hand"), BIG_HANDS)
def test_big_hands_of_two_to_four_fit(players, hand, size) -> None:
    for stays in (False, True):
        assert_table_whole(table_geometry(*size, players, 0, ASPECT, hand,
                                          talon_stays=stays), hand)


@pytest.mark.parametrize("players", [5, 6, 7])
def test_the_seats_go_round_clockwise_from_the_person(players) -> None:
    """The others follow the person to his left: up the left side, across the top, down
    the right side."""
    w, h = 1024, 572
    g = table_geometry(w, h, players, 0, ASPECT, LARGEST[players], talon_stays=True)
    sides = ["left" if g.plate(seat).left() <= MARGIN + 1 else
             "right" if g.plate(seat).right() >= w - MARGIN - 1 else "top"
             for seat in range(1, players)]
    assert sides == sorted(sides, key=["left", "top", "right"].index) and "top" in sides
    assert sides.count("left") == sides.count("right")
    anchors = [g.hand_anchor(seat) for seat in range(1, players)]
    for side, a, b in zip(sides, anchors, anchors[1:], strict=False):
        if side == "left":
            assert a.y() > b.y() or b.x() > w / 4, "up the left side"
        elif side == "top":
            assert a.x() < b.x(), "across the top"
        else:
            assert a.y() < b.y(), "down the right side"


@pytest.mark.parametrize("size", [(1024, 572), (700, 560)])
@pytest.mark.parametrize("players", sorted(LARGEST))
def test_the_layout_turns_with_the_seats(players, size) -> None:
    """Whoever sits at the screen, the table looks the same: the seats turn round it."""
    first = table_geometry(*size, players, 0, ASPECT, LARGEST[players], talon_stays=True)
    for bottom in range(1, players):
        g = table_geometry(*size, players, bottom, ASPECT, LARGEST[players], talon_stays=True)
        assert g.place(bottom) is Place.BOTTOM
        for seat in range(players):
            moved = (seat - bottom) % players
            assert g.plate(seat) == first.plate(moved)
            assert g.pile(seat) == first.pile(moved)
            assert g.hand(seat, 3) == first.hand(moved, 3)
            assert g.trick(seat, 2) == first.trick(moved, 2)


@pytest.mark.parametrize("players", sorted(LARGEST))
def test_a_deal_of_one_card_lies_in_the_middle(players) -> None:
    """The table keeps the largest deal's room (nothing moves between deals); a single
    card lies in the middle of its hand's room, the person's in the middle of the window."""
    w, h = 1024, 572
    g = table_geometry(w, h, players, 0, ASPECT, LARGEST[players], talon_stays=True)
    for seat in range(1, players):
        (spot,) = g.hand(seat, 1)
        assert spot.pos == g.hand_box(seat).center() == g.hand_anchor(seat)
    (mine,) = g.hand(0, 1)
    assert mine.pos.x() == w / 2 and mine.rotation == 0
    assert mine.pos.y() == g.hand(0, 3)[1].pos.y(), "where the middle of a fan lies"
    assert g.hand_box(0).contains(card_rect(mine, g.card))


@pytest.mark.parametrize("size", [(1024, 572), (1920, 952)])
@pytest.mark.parametrize("players", sorted(LARGEST))
def test_taller_plates_fit(players, size) -> None:
    """A game whose plates need a fourth line gets them, the table still whole."""
    plate = QSizeF(180, 84)
    g = table_geometry(*size, players, 0, ASPECT, LARGEST[players], plate_size=plate,
                       talon_stays=True)
    assert all(g.plate(seat).size() == plate for seat in range(players))
    assert_table_whole(g, LARGEST[players])


@pytest.mark.parametrize("players", [5, 6, 7])
def test_the_summary_finds_felt(players) -> None:
    """The deal's summary finds felt clear of every plate, hand, the trump box and the
    person's hand: 300 px wide and 230 high at the least (the felt between the top seats'
    plates and the person's hand at 1024×700 is about 250 px high)."""
    for size in VIEWS:
        g = table_geometry(*size, players, 0, ASPECT, LARGEST[players], talon_stays=True)
        spot = g.summary_spot(QSizeF(300, 230))
        assert spot is not None, size
        for name, box in g.seat_boxes().items():
            if name.startswith(("plate", "hud", "hand")):
                assert not spot.intersects(box), (size, name)


def test_the_turned_card_lies_under_the_trump_box() -> None:
    g = table_geometry(1024, 572, 7, 0, ASPECT, 7, talon_stays=True)
    hud, turned = g.hud(), card_rect(g.table_card(), g.card)
    assert turned.top() > hud.bottom() and turned.right() == pytest.approx(hud.right(), abs=1)
    assert card_rect(g.stock(), g.card).right() < turned.left()


def test_the_geometry_of_two_to_four_is_unchanged_by_default() -> None:
    """Debertz's tables: the new options leave them exactly as they were."""
    for players, hand in ((2, 9), (3, 10), (4, 8)):
        plain = table_geometry(1024, 572, players, 0, ASPECT, hand)
        same = table_geometry(1024, 572, players, 0, ASPECT, hand, plate_size=QSizeF(180, 66),
                              talon_stays=False)
        assert plain == same and plain.stock() == same.stock()
        assert plain.centre == same.centre

