"""Card faces for the table: the bundled SVG decks and a deck drawn in code.

The table asks :class:`CardFaces` for ``(deck, card, size, device pixel ratio)``.
Each face is rendered once and kept in a bounded LRU cache, the way KDE's card
games and AisleRiot treat SVG decks: parsing and rasterising an SVG card costs
about a millisecond, and the table repaints far more often than it resizes.

Decks:

- ``atlasnye_ru`` and ``atlasnye`` are the Russian "Атласные" pattern from
  AisleRiot (``resources/cards/``, LGPL-3.0; see its README). One SVG holds every
  card as an element with the id ``{suit}_{rank}``, e.g. ``spade_queen`` or
  ``heart_1`` for the ace.
- ``drawn`` needs no file. It is painted with :class:`QPainter`: large indices,
  suit pips built from :class:`QPainterPath` (font glyphs for ♠♥ vary by
  platform), and optional four colours. It is always available, so the table
  never lacks a deck.

A :class:`QGuiApplication` must exist before faces are rendered.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from functools import cache
from typing import Literal, NamedTuple, get_args

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

from debertz_desktop.engine.pack import PlayingCard, PlayingRank, Suit
from debertz_desktop.resources import resource_path

Indices = Literal["latin", "cyrillic"]

#: Width / height of a card in the bundled decks (362 x 542 units) and of the drawn deck.
CARD_ASPECT = 362 / 542


# --- the decks ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DeckInfo:
    """A deck the table can show. ``name`` is the untranslated source text."""

    id: str
    name: str
    file: str | None = None  # under resources/cards/; None for a deck drawn in code
    #: The letters of the court cards and the ace: Cyrillic (В Д К Т) or Latin (J Q K A).
    indices: Indices = "latin"

    @property
    def display_name(self) -> str:
        return QCoreApplication.translate("CardFaces", self.name)


DECKS: tuple[DeckInfo, ...] = (
    DeckInfo(
        "atlasnye_ru",
        QT_TRANSLATE_NOOP("CardFaces", "Atlasnye, Russian indices (В Д К Т)"),
        "atlasnye_ru.svgz",
        "cyrillic",
    ),
    DeckInfo(
        "atlasnye",
        QT_TRANSLATE_NOOP("CardFaces", "Atlasnye, international indices (J Q K A)"),
        "atlasnye.svgz",
    ),
    DeckInfo("drawn", QT_TRANSLATE_NOOP("CardFaces", "Simple, large indices")),
)
_DECKS_BY_ID = {deck.id: deck for deck in DECKS}


class DeckChoice(NamedTuple):
    id: str
    name: str  # translated for the current language


def deck_info(deck_id: str) -> DeckInfo:
    try:
        return _DECKS_BY_ID[deck_id]
    except KeyError:
        known = ", ".join(_DECKS_BY_ID)
        raise ValueError(f"unknown card deck {deck_id!r}; known decks: {known}") from None


#: The indices a player reading each interface language expects; others read Latin ones.
_LANGUAGE_INDICES: dict[str, Indices] = {"ru": "cyrillic"}


def default_deck(language: str) -> str:
    """The deck of a player who chose none: the first installed one whose indices are
    those of the interface ``language`` (``"en"``, ``"ru"``) — J Q K A in English,
    В Д К Т in Russian.  Without such a deck, the first installed one."""
    indices = _LANGUAGE_INDICES.get(language, "latin")
    installed = [choice.id for choice in available_decks()]
    matching = [deck for deck in installed if deck_info(deck).indices == indices]
    return (matching or installed or ["drawn"])[0]


def shown_deck(chosen: str | None, language: str) -> str:
    """The deck the table shows: the one chosen if it is installed, else the default one
    for ``language`` (:func:`default_deck`)."""
    installed = [choice.id for choice in available_decks()]
    return chosen if chosen in installed else default_deck(language)


def deck_file(deck_id: str) -> str | None:
    """Path of the deck's SVG file, or None for a drawn deck.

    Raises :class:`FileNotFoundError` if the deck's file is not installed.
    """
    info = deck_info(deck_id)
    return None if info.file is None else str(resource_path("cards", info.file))


def available_decks() -> list[DeckChoice]:
    """Decks whose files are installed, best first, with names in the current language.

    The names are translated on each call, so a language switch needs no restart.
    """
    choices = []
    for info in DECKS:
        try:
            deck_file(info.id)
        except FileNotFoundError:
            continue
        choices.append(DeckChoice(info.id, info.display_name))
    return choices


# --- SVG element ids (AisleRiot scheme) --------------------------------------------

_SVG_SUIT = {
    Suit.SPADES: "spade",
    Suit.CLUBS: "club",
    Suit.DIAMONDS: "diamond",
    Suit.HEARTS: "heart",
}
#: Element names of the ranks that are not their own text (2 … 10 are).
_SVG_RANK = {"J": "jack", "Q": "queen", "K": "king", "A": "1"}


def svg_element_id(card: PlayingCard | None) -> str:
    """AisleRiot element id: ``spade_queen``, ``heart_1`` (ace), ``back`` for None.

    The decks hold all 52 cards, so the faces serve Debertz's 32 and Oh Hell's 52 alike;
    a card is known by its suit and its rank's text.
    """
    if card is None:
        return "back"
    text = card.rank.text
    return f"{_SVG_SUIT[card.suit]}_{_SVG_RANK.get(text, text)}"


# --- the cache ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DrawnStyle:
    """Options of the ``drawn`` deck. Four colours: ♠ black, ♥ red, ♦ blue, ♣ green."""

    indices: Indices = "latin"
    four_colour: bool = False

    def __post_init__(self) -> None:
        if self.indices not in get_args(Indices):
            raise ValueError(f"indices must be 'latin' or 'cyrillic', not {self.indices!r}")


class CardFaces:
    """Renders card faces and backs as pixmaps, each once per request, in an LRU cache.

    ``max_bytes`` bounds the cache by pixel memory. The default of 64 MiB holds
    every face of two decks at 240 x 360 device pixels, and several table sizes
    at 120 x 180.
    """

    def __init__(self, *, drawn_style: DrawnStyle | None = None, max_bytes: int = 64 << 20) -> None:
        self.drawn_style = drawn_style or DrawnStyle()
        self.max_bytes = max_bytes
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        self._cached_bytes = 0
        self._renderers: dict[str, QSvgRenderer] = {}

    # public API

    def pixmap(self, deck: str, card: PlayingCard | None, size: QSize, dpr: float = 1.0) -> QPixmap:
        """The face of ``card`` (the back for None), ``size`` in device-independent pixels.

        The pixmap has ``size * dpr`` device pixels and ``devicePixelRatio() == dpr``.
        Repeating a request returns the same pixmap, with the same ``cacheKey()``.
        """
        key = self._key(deck, card, size, dpr)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = QPixmap.fromImage(self.image(deck, card, size, dpr))
        self._store(key, pixmap)
        return pixmap

    def image(self, deck: str, card: PlayingCard | None, size: QSize, dpr: float = 1.0) -> QImage:
        """The same face as :meth:`pixmap`, freshly rendered and not cached (printing, tests)."""
        if size.width() <= 0 or size.height() <= 0 or dpr <= 0:
            raise ValueError(f"cannot render a card of size {size.width()}x{size.height()} @{dpr}")
        info = deck_info(deck)
        image = QImage(
            max(1, round(size.width() * dpr)),
            max(1, round(size.height() * dpr)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        rect = QRectF(0, 0, image.width() / dpr, image.height() / dpr)
        painter = QPainter(image)
        try:
            painter.setRenderHints(
                QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
            )
            if info.file is None:
                if card is None:
                    paint_drawn_back(painter, rect)
                else:
                    paint_drawn_face(painter, rect, card, self.drawn_style)
            else:
                self._paint_svg(painter, rect, deck, svg_element_id(card))
        finally:
            painter.end()
        return image

    def aspect_ratio(self, deck: str) -> float:
        """Width / height of the deck's cards, for laying out the table."""
        if deck_info(deck).file is None:
            return CARD_ASPECT
        bounds = self._renderer(deck).boundsOnElement("back")
        return bounds.width() / bounds.height()

    def clear(self) -> None:
        self._cache.clear()
        self._cached_bytes = 0

    @property
    def cached_bytes(self) -> int:
        return self._cached_bytes

    @property
    def cached_count(self) -> int:
        return len(self._cache)

    # internals

    def _key(self, deck: str, card: PlayingCard | None, size: QSize,
             dpr: float) -> tuple[object, ...]:
        style = self.drawn_style if deck_info(deck).file is None else None
        face = "back" if card is None else str(card)  # "QS": the same face in every game
        return (deck, face, size.width(), size.height(), round(dpr, 4), style)

    def _store(self, key: tuple[object, ...], pixmap: QPixmap) -> None:
        self._cache[key] = pixmap
        self._cached_bytes += _pixmap_bytes(pixmap)
        while self._cached_bytes > self.max_bytes and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cached_bytes -= _pixmap_bytes(old)

    def _renderer(self, deck: str) -> QSvgRenderer:
        renderer = self._renderers.get(deck)
        if renderer is None:
            path = deck_file(deck)
            renderer = QSvgRenderer(path)
            if not renderer.isValid():
                raise ValueError(f"card deck {deck!r}: {path} is not a valid SVG file")
            self._renderers[deck] = renderer
        return renderer

    def _paint_svg(self, painter: QPainter, rect: QRectF, deck: str, element: str) -> None:
        renderer = self._renderer(deck)
        if not renderer.elementExists(element):
            raise ValueError(f"card deck {deck!r} has no element {element!r}")
        bounds = renderer.boundsOnElement(element)
        renderer.render(painter, element, _fit(bounds.size(), rect))


def _pixmap_bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def _fit(content: QSizeF, rect: QRectF) -> QRectF:
    """The largest rect of ``content``'s aspect ratio centred in ``rect``."""
    scale = min(rect.width() / content.width(), rect.height() / content.height())
    w, h = content.width() * scale, content.height() * scale
    return QRectF(rect.x() + (rect.width() - w) / 2, rect.y() + (rect.height() - h) / 2, w, h)


# --- the drawn deck ----------------------------------------------------------------

#: Corner indices that differ from the rank's text, per index style.
_INDEX_TEXT: dict[Indices, dict[str, str]] = {
    "latin": {},
    "cyrillic": {"J": "В", "Q": "Д", "K": "К", "A": "Т"},
}
_COURT = ("J", "Q", "K")

_INK = QColor("#1b1b1b")
_RED = QColor("#c62828")
_TWO_COLOURS = {Suit.SPADES: _INK, Suit.CLUBS: _INK, Suit.DIAMONDS: _RED, Suit.HEARTS: _RED}
_FOUR_COLOURS = {
    Suit.SPADES: _INK,
    Suit.HEARTS: _RED,
    Suit.DIAMONDS: QColor("#1565c0"),
    Suit.CLUBS: QColor("#2e7d32"),
}


def index_text(rank: PlayingRank, indices: Indices = "latin") -> str:
    """Corner index of a rank: ``"10"``, ``"Q"`` or, with Cyrillic indices, ``"Д"``."""
    return _INDEX_TEXT[indices].get(rank.text, rank.text)


def suit_colour(suit: Suit, *, four_colour: bool = False) -> QColor:
    return QColor((_FOUR_COLOURS if four_colour else _TWO_COLOURS)[suit])


@cache
def _suit_path(suit: Suit) -> QPainterPath:
    """The pip of ``suit`` filling the box (-0.5, -0.5)-(0.5, 0.5), y pointing down."""
    # Qt's path unions flatten curves at the path's own scale, so the shapes are
    # built 1000 units wide and scaled down afterwards to keep them smooth.
    return QTransform.fromScale(0.001, 0.001).map(_suit_outline(suit))


def _suit_outline(suit: Suit) -> QPainterPath:
    if suit is Suit.HEARTS:
        return _heart()
    if suit is Suit.DIAMONDS:
        path = QPainterPath(QPointF(0, -500))
        path.quadTo(160, -200, 400, 0)
        path.quadTo(160, 200, 0, 500)
        path.quadTo(-160, 200, -400, 0)
        path.quadTo(-160, -200, 0, -500)
        path.closeSubpath()
        return path
    stem = QPainterPath(QPointF(0, 20))
    stem.quadTo(40, 360, 200, 500)
    stem.lineTo(-200, 500)
    stem.quadTo(-40, 360, 0, 20)
    stem.closeSubpath()
    if suit is Suit.SPADES:
        # An upside-down heart whose lobes end above the stem.
        body = QTransform().translate(0, -100).scale(1, -0.8).map(_heart())
        return body.united(stem)
    club = QPainterPath()
    radius = 215
    for cx, cy in ((0, -270), (-265, 90), (265, 90)):
        club.addEllipse(QPointF(cx, cy), radius, radius)
    club.addRect(QRectF(-120, -120, 240, 240))
    club.setFillRule(Qt.FillRule.WindingFill)
    return club.simplified().united(stem)


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0, 500))
    path.cubicTo(-130, 350, -500, 120, -500, -200)
    path.cubicTo(-500, -390, -380, -500, -250, -500)
    path.cubicTo(-110, -500, -20, -410, 0, -300)
    path.cubicTo(20, -410, 110, -500, 250, -500)
    path.cubicTo(380, -500, 500, -390, 500, -200)
    path.cubicTo(500, 120, 130, 350, 0, 500)
    path.closeSubpath()
    return path


def paint_pip(painter: QPainter, suit: Suit, centre: QPointF, size: float, colour: QColor) -> None:
    """Fill the pip of ``suit`` in a ``size`` x ``size`` box around ``centre``."""
    transform = QTransform().translate(centre.x(), centre.y()).scale(size, size)
    painter.fillPath(transform.map(_suit_path(suit)), colour)


@cache
def _index_font() -> QFont:
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(100)
    return font


@cache
def _text_outline(text: str) -> tuple[QPainterPath, float]:
    """``text`` as a path with its baseline at y = 0, and the font's cap height."""
    font = _index_font()
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path, QFontMetricsF(font).capHeight()


def _paint_text(painter: QPainter, text: str, box: QRectF, colour: QColor) -> None:
    """Fill ``text`` with its capitals' top at the top of ``box``, all of it inside ``box``.

    Capitals fill the box's height; a letter that reaches below the baseline
    (J, Q, Д) is made just small enough to stay in it. Wide text ("10") is
    squeezed sideways rather than shrunk.
    """
    path, cap_height = _text_outline(text)
    bounds = path.boundingRect()
    sy = box.height() / max(cap_height, cap_height + bounds.bottom())
    sx = min(sy, box.width() / bounds.width())
    transform = (
        QTransform()
        .translate(box.center().x(), box.top())
        .scale(sx, sy)
        .translate(-bounds.center().x(), cap_height)
    )
    painter.fillPath(transform.map(path), colour)


def _card_outline(painter: QPainter, rect: QRectF, fill: QColor | QBrush) -> QPainterPath:
    radius = rect.width() * 0.06
    outline = QPainterPath()
    outline.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    painter.setPen(QPen(QColor("#7a7a7a"), 1.0))
    painter.setBrush(fill)
    painter.drawPath(outline)
    return outline


def paint_drawn_face(painter: QPainter, rect: QRectF, card: PlayingCard, style: DrawnStyle) -> None:
    """Paint the face of ``card`` of the ``drawn`` deck filling ``rect``."""
    painter.save()
    _card_outline(painter, rect, QColor("white"))
    painter.translate(rect.topLeft())
    w, h = rect.width(), rect.height()
    colour = suit_colour(card.suit, four_colour=style.four_colour)
    text = index_text(card.rank, style.indices)

    for corner in range(2):  # top left, then the same turned half round
        painter.save()
        if corner:
            painter.translate(w, h)
            painter.rotate(180)
        column = QRectF(w * 0.03, h * 0.035, w * 0.2, h * 0.13)
        _paint_text(painter, text, column, colour)
        paint_pip(painter, card.suit, QPointF(column.center().x(), h * 0.24), w * 0.15, colour)
        painter.restore()

    centre = QPointF(w / 2, h / 2)
    if card.rank.text in _COURT:
        _paint_court(painter, QRectF(w * 0.28, h * 0.07, w * 0.44, h * 0.86), card, text, colour)
    elif card.rank.text == "A":
        paint_pip(painter, card.suit, centre, w * 0.56, colour)
    else:
        paint_pip(painter, card.suit, centre, w * 0.4, colour)
    painter.restore()


def _paint_court(painter: QPainter, frame: QRectF, card: PlayingCard, text: str,
                 colour: QColor) -> None:
    """A framed panel: the rank letter at both ends and a pip in the middle."""
    tint = QColor(colour)
    tint.setAlphaF(0.1)
    painter.setPen(QPen(colour, max(1.0, frame.width() * 0.03)))
    painter.setBrush(tint)
    radius = frame.width() * 0.08
    painter.drawRoundedRect(frame, radius, radius)
    w, h = frame.width(), frame.height()
    for end in range(2):
        painter.save()
        painter.translate(frame.center())
        if end:
            painter.rotate(180)
        _paint_text(painter, text, QRectF(-w * 0.36, -h * 0.43, w * 0.72, h * 0.2), colour)
        painter.restore()
    paint_pip(painter, card.suit, frame.center(), w * 0.5, colour)


def paint_drawn_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the back of the ``drawn`` deck: a navy lattice in a white margin."""
    painter.save()
    outline = _card_outline(painter, rect, QColor("white"))
    w, h = rect.width(), rect.height()
    margin = w * 0.06
    inner = rect.adjusted(margin, margin, -margin, -margin)
    field = QPainterPath()
    field.addRoundedRect(inner, w * 0.04, w * 0.04)
    painter.setClipPath(outline)
    painter.fillPath(field, QColor("#1f3a68"))

    painter.setClipPath(field, Qt.ClipOperation.IntersectClip)
    painter.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, w * 0.012)))
    step = w / 9
    span = w + h
    offset = -h
    while offset < w + h:
        x = rect.left() + offset
        painter.drawLine(QPointF(x, rect.top()), QPointF(x + span, rect.top() + span))
        painter.drawLine(QPointF(x + span, rect.top()), QPointF(x, rect.top() + span))
        offset += step

    centre = rect.center()
    medallion = QRectF(0, 0, w * 0.5, w * 0.5)
    medallion.moveCenter(centre)
    painter.setPen(QPen(QColor("#c9a227"), max(1.0, w * 0.02)))
    painter.setBrush(QColor("#1f3a68"))
    painter.drawEllipse(medallion)
    gold = QColor("#e8c75a")
    step = w * 0.12
    for suit, dx, dy in (
        (Suit.SPADES, 0, -1),
        (Suit.HEARTS, 1, 0),
        (Suit.CLUBS, 0, 1),
        (Suit.DIAMONDS, -1, 0),
    ):
        paint_pip(painter, suit, centre + QPointF(dx * step, dy * step), w * 0.11, gold)
    painter.restore()
