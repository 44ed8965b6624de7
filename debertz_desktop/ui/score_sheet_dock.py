"""The score-sheet dock beside the table: the sheet as the game on it writes it.

Each game writes its own sheet (``GameUi.sheet_view``): the dock shows the
one of the game on the table and changes it with the game.  Its width is
chosen when it is first shown, from the sheet's columns, and then left alone
(:meth:`ScoreSheetDock.fit`); a width remembered with the window's state wins.
A window shrunk squeezes the dock; grown again, it gives the dock back the width
it had (chosen, or dragged by the person), so that the sheet fits as before.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget

from ..engine.games import DEFAULT_GAME, kind_of
from .games import game_ui, game_ui_by_key

#: The score-sheet dock's width: at least, at most (pixels).
DOCK_WIDTH = (280, 520)
#: The table's width the dock leaves when it can (pixels).
TABLE_WIDTH = 720


class ScoreSheetDock(QDockWidget):
    """The dock of ``window`` (the main window, with the ``session`` on its table) that holds
    the score sheet, under ``title`` (the window's words, in its translation context)."""

    def __init__(self, title: str, window: Any) -> None:
        super().__init__(title, window)
        self._window = window
        self.setObjectName("ScoreSheetDock")
        #: The sheet, as the game on the table shows it (``GameUi.sheet_view``).
        self.sheet = game_ui_by_key(DEFAULT_GAME).sheet_view()
        self._game = DEFAULT_GAME
        self.setWidget(self.sheet)
        self.setMinimumWidth(DOCK_WIDTH[0])
        #: The width is chosen (or was remembered): it stays as the person leaves it.
        self.fitted = False
        #: The width the dock had before a narrower window squeezed it (0: none known).
        self._kept = 0
        self._window_width = window.width()
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Resize:
            grew = self._window.width() > self._window_width
            self._window_width = self._window.width()
            if grew and self._kept > self.width() and self.isVisible():
                QTimer.singleShot(0, self._give_back)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._window.width() == self._window_width and self.isVisible():
            self._kept = self.width()  # chosen, or dragged by the person: the width it wants

    def _give_back(self) -> None:
        """The width the dock had before the window squeezed it, as far as the table lets."""
        if self.isVisible() and self._kept > self.width():
            kept = self._kept
            self._window.resizeDocks([self], [kept], Qt.Orientation.Horizontal)
            self._kept = kept

    def show_game(self, rules: Any) -> None:
        """The sheet as ``rules``' game writes it (its own widget)."""
        key = kind_of(rules).key
        if key == self._game:
            return
        old, self.sheet = self.sheet, game_ui(rules).sheet_view()
        self._game = key
        self.setWidget(self.sheet)
        old.deleteLater()
        self.fitted = False

    def fit(self) -> None:
        """The sheet's width, chosen when the dock is first shown (with a game on the table):
        its columns, but at most a third of the window.  It never widens itself as rows
        arrive, which would squeeze the table in mid-game; the person may drag it wider."""
        window = self._window
        session = window.session
        if self.fitted or not self.isVisible() or session is None:
            return
        self.fitted = True
        self.sheet.set_sheet(session.game.sheet, session.names)
        wanted = max(DOCK_WIDTH[0], min(self.sheet.game_width(), window.width() // 3,
                                        window.width() - TABLE_WIDTH, DOCK_WIDTH[1]))
        window.resizeDocks([self], [wanted], Qt.Orientation.Horizontal)


__all__ = ["DOCK_WIDTH", "TABLE_WIDTH", "ScoreSheetDock"]
