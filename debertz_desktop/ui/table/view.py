"""The window onto the table: sizes the scene to itself and takes the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from .scene import TableScene


class TableView(QGraphicsView):
    """No scroll bars: the scene is always exactly the view's size (layout by resize)."""

    hint_requested = Signal()
    cancel_requested = Signal()
    last_trick_requested = Signal()
    #: Enter while no card can be played (the bidding): the keyboard goes to the decisions.
    decisions_requested = Signal()

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
        self.setMinimumSize(480, 360)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_scene()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_scene()

    def _fit_scene(self) -> None:
        size = self.viewport().size()
        self.table.set_table_size(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())
        self.resetCachedContent()

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
        elif key == Qt.Key.Key_L:
            self.last_trick_requested.emit()
        elif key == Qt.Key.Key_H and not event.modifiers():
            self.hint_requested.emit()
        elif key == Qt.Key.Key_Escape:
            if self.table.showing_last_trick:
                self.table.show_last_trick(False)
            else:
                self.cancel_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
