"""One card on the table: a face or a back that can move, animate and be dragged."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.debertz.cards import Card

if TYPE_CHECKING:
    from ..card_faces import CardFaces
    from .layout import CardSpot


#: The mark of a card that would beat (Magistr): a green the table's felt sets off.
MARK_COLOUR = QColor(46, 190, 67)
_SHADOW_PAD = 4.0
_KEEP = object()

#: One leg of a card's flight: wait ``pause`` ms, then fly to ``spot`` in ``duration`` ms.
Leg = tuple[int, "CardSpot", int]


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
        #: The keyboard is in the hand, on this card, but no card can be played now (the
        #: bidding): a dashed ring shows where the keys are; Enter goes to the decisions.
        self.resting = False
        self.draggable = False
        self.dragging = False
        self.home: CardSpot | None = None
        self.hinted = False
        #: The game marks the card (Magistr: it would take the bank now).
        self.marked = False
        self.target: CardSpot | None = None
        self._anim: QSequentialAnimationGroup | None = None
        self._last_leg: QParallelAnimationGroup | None = None
        self._face_after: object = _KEEP  # the face shown when a face-down flight lands
        self._done: list = []
        self._press_pos = QPointF()
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # The item paints one pre-composited pixmap at the device pixel ratio: that
        # pixmap is its cache (a device cache would be redrawn at every rotation step,
        # and measured no faster at rest).
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- appearance ------------------------------------------------------------------------

    def set_look(self, deck: str, size: QSizeF, dpr: float) -> None:
        if deck == self._deck and size == self._size and dpr == self._dpr and self._pixmap:
            return
        self.prepareGeometryChange()
        self._deck, self._size, self._dpr = deck, QSizeF(size), dpr
        self._pixmap = None

    def refresh_face(self) -> None:
        """Paint the face anew (the deck's style changed, e.g. four colours)."""
        self._pixmap = None
        self.update()

    def set_card(self, card: Card | None) -> None:
        if self._face_after is not _KEEP:  # face down in flight: shown on landing
            self._face_after = card
            return
        if card is not self.card:
            self.card = card
            self._pixmap = None
            self.update()

    def set_state(self, *, dimmed: bool = False, focused: bool = False,
                  draggable: bool = False, hinted: bool = False, marked: bool = False,
                  resting: bool = False) -> None:
        if (dimmed, focused, draggable, hinted, marked, resting) != (
                self.dimmed, self.focused, self.draggable, self.hinted, self.marked,
                self.resting):
            self.resting = resting
            if marked != self.marked:
                self.prepareGeometryChange()  # the mark's dot juts out of the card
            self.marked = marked
            if dimmed != self.dimmed:
                self._pixmap = None
            self.dimmed, self.focused, self.draggable = dimmed, focused, draggable
            self.hinted = hinted
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, draggable)
            self.setCursor(Qt.CursorShape.OpenHandCursor if draggable
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        pad = _SHADOW_PAD + 2 + (w * 0.05 if self.marked else 0.0)  # the mark's dot juts out
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
        if self.marked:  # this card would beat: a green frame and a dot on the top left
            # corner, the part of a card a fanned hand leaves in sight
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(MARK_COLOUR, 3.0))
            painter.drawRoundedRect(QRectF(-w / 2 + 1, -h / 2 + 1, w - 2, h - 2),
                                    w * 0.06, w * 0.06)
            radius = max(4.0, w * 0.08)
            painter.setPen(QPen(QColor(255, 255, 255), 1.5))
            painter.setBrush(MARK_COLOUR)
            painter.drawEllipse(QPointF(-w / 2 + radius * 0.2, -h / 2 + radius * 0.2),
                                radius, radius)
        if self.focused or self.hinted or self.resting:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if self.hinted:
                painter.setPen(QPen(QColor(90, 200, 255), 5.0))
                painter.drawRoundedRect(QRectF(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6),
                                        w * 0.08, w * 0.08)
            if self.focused or self.resting:
                pen = QPen(QColor(255, 214, 64), 3.5 if self.focused else 2.5)
                if not self.focused:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
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

    def move_to(self, spot: CardSpot, z: float, duration: int, *, delay: int = 0,
                face_down: bool = False, on_done=None) -> None:
        """Go to ``spot``; animated when ``duration`` > 0 and the item is on the table.

        ``delay``: wait first (dealing); ``face_down``: fly as a back and turn up on landing.
        """
        self.fly([(delay, spot, duration)], z, face_down=face_down, on_done=on_done)

    def fly(self, legs: list[Leg], z: float, *, face_down: bool = False, on_done=None) -> None:
        """Fly through ``legs`` one after the other; a hidden item shows when it takes off."""
        self.setZValue(z)
        self.stop()
        self.target = legs[-1][1]
        total = sum(p + d for p, _, d in legs)
        if total <= 0 or not (self.isVisible() or legs[0][0] > 0):
            spot = legs[-1][1]
            self.setPos(spot.pos)
            self.setRotation(spot.rotation)
            self.setScale(spot.scale)
            self.setVisible(True)
            if on_done is not None:
                on_done()
            return
        if face_down and self.card is not None:
            face, self.card, self._pixmap = self.card, None, None
            self._face_after = face
        seq = QSequentialAnimationGroup(self)
        for pause, spot, duration in legs:
            if pause > 0:
                seq.addPause(pause)
            group = QParallelAnimationGroup(seq)
            for prop, end in ((b"pos", spot.pos), (b"rotation", spot.rotation),
                              (b"scale", spot.scale)):
                anim = QPropertyAnimation(self, prop, group)
                anim.setDuration(max(1, duration))
                anim.setEndValue(end)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
            seq.addAnimation(group)
        self._last_leg = group
        first = seq.animationAt(0)
        if isinstance(first, QPauseAnimation) and not self.isVisible():
            first.finished.connect(lambda: self.setVisible(True))
        else:
            self.setVisible(True)
        self._done = [on_done] if on_done is not None else []
        seq.finished.connect(self._landed)
        self._anim = seq
        seq.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def _landed(self) -> None:
        self._anim = None
        self._settle()

    def _settle(self) -> None:
        """What a finished (or cut short) flight leaves: visible, face up, callbacks run."""
        self.setVisible(True)
        if self._face_after is not _KEEP:
            face, self._face_after = self._face_after, _KEEP
            self.set_card(face)  # type: ignore[arg-type]
        done, self._done = self._done, []
        for callback in done:
            callback()

    def stop(self, *, land: bool = False) -> None:
        """Stop flying (where it is, or at its target with ``land``)."""
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.stop()
            if land and self.target is not None:
                self.setPos(self.target.pos)
                self.setRotation(self.target.rotation)
                self.setScale(self.target.scale)
            self._settle()

    def forget_landing(self) -> None:
        """What its flight was to do on landing is not done (another takes it over)."""
        self._done = []

    def retarget(self, spot: CardSpot) -> None:
        """Keep flying, to ``spot`` instead (the window was resized mid-flight)."""
        if not self.animating():
            return
        self.target = spot
        ends = {b"pos": spot.pos, b"rotation": spot.rotation, b"scale": spot.scale}
        for i in range(self._last_leg.animationCount()):
            anim = self._last_leg.animationAt(i)
            anim.setEndValue(ends[bytes(anim.propertyName())])

    def animating(self) -> bool:
        return self._anim is not None and (
            self._anim.state() == QAbstractAnimation.State.Running)

    def remaining_ms(self) -> int:
        anim = self._anim
        if anim is None or anim.state() != QAbstractAnimation.State.Running:
            return 0
        return max(0, anim.totalDuration() - anim.currentTime())

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
