"""The window onto the table: sizes the scene to itself and takes the keyboard.

A view lower than ``DESIGN_HEIGHT`` (a small screen, or one scaled by 150 %)
shows the table as a whole, smaller: the scene is laid out at that height and
the view scales it down, so that the cards, the plates and their lettering keep
their proportions instead of the cards alone shrinking.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView

from .scene import TableScene
from .typed_numbers import digit_of

#: The least height (scene units) the table is laid out for; a lower view scales it down.
DESIGN_HEIGHT = 540.0
#: The least width likewise (two docks beside the table at 1024×700 leave 480).
DESIGN_WIDTH = 480.0


class TableView(QGraphicsView):
    """No scroll bars: the scene is always exactly the view's size (layout by resize)."""

    hint_requested = Signal()
    cancel_requested = Signal()
    #: Enter while no card can be played (the bidding): the keyboard goes to the decisions.
    decisions_requested = Signal()
    #: A digit typed in the hand: the decision bar looks for the number (Oh Hell's bids).
    digit_typed = Signal(str)

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # low on a small or scaled screen: the table then shrinks as a whole (``zoom``)
        self.setMinimumSize(int(DESIGN_WIDTH), 300)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_scene()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_scene()

    @property
    def zoom(self) -> float:
        """How much the view shrinks the scene: 1 when the view is large enough."""
        size = self.viewport().size()
        return min(1.0, size.height() / DESIGN_HEIGHT, size.width() / DESIGN_WIDTH)

    def _fit_scene(self) -> None:
        size = self.viewport().size()
        zoom = max(0.1, self.zoom)
        self.setTransform(QTransform.fromScale(zoom, zoom))
        self.table.set_table_size(size.width() / zoom, size.height() / zoom,
                                  self.devicePixelRatioF() * zoom)
        self.setSceneRect(self.table.sceneRect())
        self.resetCachedContent()

    def scene_to_view(self, rect: QRectF) -> QRectF:
        """A scene rectangle in the viewport's pixels (the summary is placed with it)."""
        return self.transform().mapRect(rect)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.table.set_keyboard_focus(True)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.table.set_keyboard_focus(False)

    def mousePressEvent(self, event) -> None:
        """A click anywhere on the table closes the last trick (and does nothing else)."""
        if self.table.showing_last_trick:
            self.table.show_last_trick(False)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.table.move_focus(-1)
        elif key == Qt.Key.Key_Right:
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.table.can_play() or self.table.pending_card is not None:
                self.table.activate_focused()
            else:
                self.decisions_requested.emit()
        elif key == Qt.Key.Key_H and not event.modifiers():
            self.hint_requested.emit()
        elif digit := digit_of(event):
            self.digit_typed.emit(digit)
        elif key == Qt.Key.Key_Escape:
            if self.table.showing_last_trick:
                self.table.show_last_trick(False)
            else:
                self.cancel_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
