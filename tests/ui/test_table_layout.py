"""Table geometry and hand sorting: pure functions, no game needed."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from debertz_desktop.engine.debertz.cards import Contract, Suit, cards
from debertz_desktop.ui.table.layout import Place, sort_hand, table_geometry

ASPECT = 362 / 542


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (800, 520), (1920, 1080)])
def test_everything_lies_on_the_table(players, size):
    w, h = size
    g = table_geometry(w, h, players, 0, ASPECT)
    table = QRectF(0, 0, w, h)
    for seat in range(players):
        assert table.contains(g.plate(seat)), (seat, g.plate(seat))
        for spot in g.hand(seat, 9):
            assert table.contains(spot.pos)
        assert table.contains(g.pile(seat).pos)
    assert table.contains(g.hud())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_name_plates_do_not_overlap(players):
    g = table_geometry(1280, 720, players, 1, ASPECT)
    plates = [g.plate(s) for s in range(players)] + [g.hud()]
    for i, a in enumerate(plates):
        for b in plates[i + 1:]:
            assert not a.intersects(b), (a, b)


def test_partner_sits_opposite():
    g = table_geometry(1280, 720, 4, 2, ASPECT)
    assert g.place(2) is Place.BOTTOM
    assert g.place(0) is Place.TOP
    assert {g.place(1), g.place(3)} == {Place.LEFT, Place.RIGHT}


def test_bottom_hand_does_not_reach_the_plate():
    g = table_geometry(1024, 640, 2, 0, ASPECT)
    spots = g.hand(0, 9)
    left = min(s.pos.x() for s in spots) - g.card.width() / 2
    assert left > g.plate(0).right()


def test_card_size_follows_the_window():
    small = table_geometry(800, 500, 3, 0, ASPECT).card
    big = table_geometry(1600, 1000, 3, 0, ASPECT).card
    assert big.height() > small.height() * 1.5


def test_sort_trumps_together_and_colours_alternate():
    hand = cards("7S QH 9C AD JH 10S 8C")
    out = sort_hand(hand, Suit.HEARTS, Contract.SUIT)
    assert [c.suit for c in out[-2:]] == [Suit.HEARTS, Suit.HEARTS]
    assert str(out[-2]) == "JH"  # the jack is the highest trump
    suits = [c.suit for c in out]
    changes = [a.is_red != b.is_red for a, b in itertools.pairwise(suits) if a != b]
    assert all(changes)
    assert sorted(out) == sorted(hand)


def test_sort_plain_order_puts_ten_above_king():
    out = sort_hand(cards("KS 10S AS 7S"), None, None)
    assert [str(c) for c in out] == ["AS", "10S", "KS", "7S"]
