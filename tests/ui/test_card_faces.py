"""Card faces: every deck renders every card, faces differ, and the cache holds them."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QCoreApplication, QSize, QTranslator
from PySide6.QtGui import QColor, QImage

from debertz_desktop.engine.debertz.cards import CARDS, Card, Suit, card
from debertz_desktop.resources import resource_path
from debertz_desktop.ui import card_faces
from debertz_desktop.ui.card_faces import (
    CardFaces,
    DrawnStyle,
    available_decks,
    deck_info,
    index_text,
    svg_element_id,
)

SIZE = QSize(60, 90)
ALL_FACES: list[Card | None] = [*CARDS, None]
DECKS = ["atlasnye_ru", "atlasnye", "drawn"]


@pytest.fixture
def faces(qapp):
    return CardFaces()


def digest(image: QImage) -> str:
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def centre_colour(image: QImage) -> QColor:
    return image.pixelColor(image.width() // 2, image.height() // 2)


@pytest.mark.parametrize("deck", DECKS)
def test_every_face_renders_at_the_requested_size(faces, deck):
    for face in ALL_FACES:
        pixmap = faces.pixmap(deck, face, SIZE)
        assert not pixmap.isNull()
        assert pixmap.size() == SIZE
        image = pixmap.toImage()
        # Opaque card in the middle, transparent outside the rounded corner.
        assert centre_colour(image).alpha() == 255, face
        assert image.pixelColor(0, 0).alpha() == 0, face


@pytest.mark.parametrize("deck", DECKS)
def test_all_33_faces_of_a_deck_differ(faces, deck):
    digests = {digest(faces.image(deck, face, SIZE)) for face in ALL_FACES}
    assert len(digests) == 33
    assert faces.image(deck, card("7S"), SIZE) != faces.image(deck, card("8S"), SIZE)


def test_same_request_is_served_from_the_cache(faces):
    first = faces.pixmap("atlasnye_ru", card("QS"), SIZE)
    again = faces.pixmap("atlasnye_ru", card("QS"), QSize(60, 90))
    assert again.cacheKey() == first.cacheKey()
    assert faces.pixmap("atlasnye_ru", card("QS"), QSize(80, 120)).cacheKey() != first.cacheKey()
    assert faces.pixmap("atlasnye", card("QS"), SIZE).cacheKey() != first.cacheKey()
    assert faces.cached_count == 3


def test_cache_is_bounded_by_bytes(qapp):
    faces = CardFaces(max_bytes=10 * SIZE.width() * SIZE.height() * 4)
    for face in ALL_FACES:
        faces.pixmap("drawn", face, SIZE)
    assert faces.cached_count == 10
    assert faces.cached_bytes <= faces.max_bytes
    # The most recent faces stay; the oldest were dropped.
    last = faces.pixmap("drawn", None, SIZE).cacheKey()
    assert faces.pixmap("drawn", None, SIZE).cacheKey() == last
    faces.clear()
    assert faces.cached_count == 0 and faces.cached_bytes == 0


def test_high_dpi_pixmap_has_device_pixels_and_logical_size(faces):
    pixmap = faces.pixmap("atlasnye", card("KH"), SIZE, dpr=2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.size() == QSize(120, 180)
    assert pixmap.deviceIndependentSize().toSize() == SIZE
    assert pixmap.cacheKey() != faces.pixmap("atlasnye", card("KH"), SIZE).cacheKey()


@pytest.mark.parametrize("deck", DECKS)
def test_back_renders_and_differs_from_every_face(faces, deck):
    back = faces.image(deck, None, SIZE)
    assert centre_colour(back).alpha() == 255
    assert all(back != faces.image(deck, face, SIZE) for face in CARDS)


def test_cyrillic_and_latin_atlasnye_differ_only_in_indices(faces):
    # В/J, Д/Q, Т/A differ; К and K are drawn alike, and digits are the same.
    for name in ("JS", "QS", "QH", "AD"):
        ru = faces.image("atlasnye_ru", card(name), SIZE)
        assert ru != faces.image("atlasnye", card(name), SIZE), name
    for name in ("7S", "10H", "KH"):
        ru = faces.image("atlasnye_ru", card(name), SIZE)
        assert ru == faces.image("atlasnye", card(name), SIZE), name


def test_drawn_deck_cyrillic_indices_change_court_cards(qapp):
    latin = CardFaces(drawn_style=DrawnStyle(indices="latin"))
    cyrillic = CardFaces(drawn_style=DrawnStyle(indices="cyrillic"))
    assert latin.image("drawn", card("QS"), SIZE) != cyrillic.image("drawn", card("QS"), SIZE)
    assert latin.image("drawn", card("9S"), SIZE) == cyrillic.image("drawn", card("9S"), SIZE)
    assert [index_text(c.rank, "cyrillic") for c in CARDS[:8]] == [
        "7", "8", "9", "10", "В", "Д", "К", "Т",
    ]  # fmt: skip


def test_four_colour_drawn_deck_gives_each_suit_its_own_colour(qapp):
    def pip_colours(style: DrawnStyle) -> dict[Suit, str]:
        faces = CardFaces(drawn_style=style)
        return {
            suit: centre_colour(faces.image("drawn", CARDS[suit * 8], SIZE)).name() for suit in Suit
        }

    two = pip_colours(DrawnStyle(four_colour=False))
    four = pip_colours(DrawnStyle(four_colour=True))
    assert two[Suit.SPADES] == two[Suit.CLUBS]
    assert two[Suit.HEARTS] == two[Suit.DIAMONDS]
    assert two[Suit.SPADES] != two[Suit.HEARTS]
    assert len(set(four.values())) == 4
    assert four[Suit.SPADES] == two[Suit.SPADES] and four[Suit.HEARTS] == two[Suit.HEARTS]


def test_changing_the_drawn_style_does_not_reuse_stale_faces(faces):
    plain = faces.pixmap("drawn", card("7D"), SIZE)
    faces.drawn_style = DrawnStyle(four_colour=True)
    coloured = faces.pixmap("drawn", card("7D"), SIZE)
    assert coloured.cacheKey() != plain.cacheKey()
    faces.drawn_style = DrawnStyle()
    assert faces.pixmap("drawn", card("7D"), SIZE).cacheKey() == plain.cacheKey()


def test_svg_element_ids_follow_the_aisleriot_scheme():
    assert svg_element_id(card("AS")) == "spade_1"
    assert svg_element_id(card("10H")) == "heart_10"
    assert svg_element_id(card("QC")) == "club_queen"
    assert svg_element_id(card("JD")) == "diamond_jack"
    assert svg_element_id(None) == "back"


def test_aspect_ratio_matches_the_bundled_art(faces):
    for deck in DECKS:
        assert faces.aspect_ratio(deck) == pytest.approx(362 / 542, abs=1e-3)


def test_bad_requests_raise_value_error(faces):
    with pytest.raises(ValueError, match="unknown card deck"):
        faces.pixmap("tarot", card("7S"), SIZE)
    with pytest.raises(ValueError):
        faces.pixmap("drawn", card("7S"), QSize(0, 90))
    with pytest.raises(ValueError, match="indices"):
        DrawnStyle(indices="greek")  # type: ignore[arg-type]


def test_available_decks_lists_bundled_decks_first(qapp):
    decks = available_decks()
    assert [d.id for d in decks] == DECKS
    assert all(d.name for d in decks)
    assert deck_info("drawn").file is None


def test_available_decks_skips_missing_files(qapp, monkeypatch):
    def missing(*parts):
        raise FileNotFoundError("/".join(parts))

    monkeypatch.setattr(card_faces, "resource_path", missing)
    assert [d.id for d in available_decks()] == ["drawn"]


def test_deck_names_are_translated_at_call_time(qapp):
    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context == "CardFaces" else None

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        names = [d.name for d in available_decks()]
    finally:
        QCoreApplication.removeTranslator(translator)
    assert names == [d.name.upper() for d in available_decks()]
    assert "SIMPLE, LARGE INDICES" in names


def test_resource_path_finds_the_bundled_decks_and_licences():
    assert resource_path("cards", "atlasnye_ru.svgz").is_file()
    assert resource_path("cards", "COPYING.LGPL3").is_file()
    with pytest.raises(FileNotFoundError, match="no-such-file"):
        resource_path("cards", "no-such-file.svgz")


def test_the_52_card_pack_of_oh_hell_has_every_face_in_both_svg_decks_and_the_drawn_one(qapp):
    # issue 29: the Atlasnye decks hold all 52 cards; the drawn deck draws 2 to 6 too
    from debertz_desktop.engine.pack import PACK, PackCard

    assert svg_element_id(PackCard.from_str("2C")) == "club_2"
    assert svg_element_id(PackCard.from_str("AH")) == "heart_1"
    assert index_text(PackCard.from_str("QS").rank, "cyrillic") == "Д"
    assert index_text(PackCard.from_str("6D").rank, "cyrillic") == "6"
    faces = CardFaces()
    size = QSize(60, 90)
    for deck in ("atlasnye", "atlasnye_ru", "drawn"):
        images = {str(c): faces.image(deck, c, size) for c in PACK}
        assert all(not image.isNull() for image in images.values())
        # every face is its own picture (no 2 drawn as a blank or as another card)
        assert len({bytes(image.constBits()) for image in images.values()}) == 52
