"""One card on the table: a face or a back that can move, animate and be dragged."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card

if TYPE_CHECKING:
    from ..card_faces import CardFaces
    from .layout import CardSpot


_SHADOW_PAD = 4.0


class CardItem(QGraphicsObject):
    """Centred on its position, so rotation and scale turn it about its middle.

    The scene decides whether it may be dragged; on release the item tells the
    scene (``card_released``), which asks the session and springs it back if
    the play is refused.
    """

    def __init__(self, key: object, card: Card | None, faces: CardFaces, deck: str) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self._faces = faces
        self._deck = deck
        self._size = QSizeF(70, 105)
        self._dpr = 1.0
        self._pixmap = None
        self.dimmed = False
        self.focused = False
        self.draggable = False
        self.dragging = False
        self.home: CardSpot | None = None
        self._anim: QParallelAnimationGroup | None = None
        self._press_pos = QPointF()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- appearance ------------------------------------------------------------------------

    def set_look(self, deck: str, size: QSizeF, dpr: float) -> None:
        if deck == self._deck and size == self._size and dpr == self._dpr and self._pixmap:
            return
        self.prepareGeometryChange()
        self._deck, self._size, self._dpr = deck, QSizeF(size), dpr
        self._pixmap = None

    def set_card(self, card: Card | None) -> None:
        if card is not self.card:
            self.card = card
            self._pixmap = None
            self.update()

    def set_state(self, *, dimmed: bool = False, focused: bool = False,
                  draggable: bool = False) -> None:
        if (dimmed, focused, draggable) != (self.dimmed, self.focused, self.draggable):
            if dimmed != self.dimmed:
                self._pixmap = None
            self.dimmed, self.focused, self.draggable = dimmed, focused, draggable
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, draggable)
            self.setCursor(Qt.CursorShape.OpenHandCursor if draggable
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        pad = _SHADOW_PAD
        return QRectF(-w / 2 - pad, -h / 2 - pad, w + 2 * pad, h + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._size.width(), self._size.height()
        if self._pixmap is None:
            self._pixmap = self._composite(w, h)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform,
                              bool(self.rotation() or self.scale() != 1.0))
        pad = _SHADOW_PAD
        painter.drawPixmap(QRectF(-w / 2 - pad, -h / 2 - pad, w + 2 * pad, h + 2 * pad),
                           self._pixmap, QRectF(self._pixmap.rect()))
        if self.focused:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 214, 64), 3.5))
            painter.drawRoundedRect(QRectF(-w / 2 - 1, -h / 2 - 1, w + 2, h + 2),
                                    w * 0.07, w * 0.07)

    def _composite(self, w: float, h: float) -> QPixmap:
        """The face with its shadow (and dimming) in one pixmap: one blit per frame."""
        pad, dpr = _SHADOW_PAD, self._dpr
        face = self._faces.pixmap(self._deck, self.card, QSize(round(w), round(h)), dpr)
        out = QPixmap(round((w + 2 * pad) * dpr), round((h + 2 * pad) * dpr))
        out.setDevicePixelRatio(dpr)
        out.fill(Qt.GlobalColor.transparent)
        p = QPainter(out)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(pad, pad, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(rect.translated(2, 3), w * 0.06, w * 0.06)
        p.drawPixmap(rect, face, QRectF(face.rect()))
        if self.dimmed:
            p.setBrush(QColor(20, 30, 20, 110))
            p.drawRoundedRect(rect, w * 0.06, w * 0.06)
        p.end()
        return out

    # -- moving ------------------------------------------------------------------------------

    def move_to(self, spot: CardSpot, z: float, duration: int) -> None:
        """Go to ``spot``; animated when ``duration`` > 0 and the item is on the table."""
        self.setZValue(z)
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if duration <= 0 or not self.isVisible():
            self.setPos(spot.pos)
            self.setRotation(spot.rotation)
            self.setScale(spot.scale)
            return
        group = QParallelAnimationGroup(self)
        for prop, end in ((b"pos", spot.pos), (b"rotation", spot.rotation),
                          (b"scale", spot.scale)):
            anim = QPropertyAnimation(self, prop, group)
            anim.setDuration(duration)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)
        self._anim = group
        group.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def animating(self) -> bool:
        return self._anim is not None and (
            self._anim.state() == QAbstractAnimation.State.Running)

    # -- the mouse -------------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if not self.draggable:
            event.ignore()
            return
        self._press_pos = self.pos()
        self.dragging = True
        self.setZValue(500)
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        self.dragging = False
        super().mouseReleaseEvent(event)
        if not self.draggable:
            return
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        scene = self.scene()
        if scene is not None:
            moved = (self.pos() - self._press_pos).manhattanLength() > 4
            scene.card_released(self, moved)

    def mouseDoubleClickEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None and self.card is not None:
            scene.card_double_clicked(self)
        event.accept()
