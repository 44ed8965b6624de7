"""The score-sheet dock beside the table: the sheet as the game on it writes it.

Each game writes its own sheet (``GameUi.sheet_view``): the dock shows the
one of the game on the table and changes it with the game.  Its width is
chosen when it is first shown, from the sheet's columns, and then left alone
(:meth:`ScoreSheetDock.fit`); a width remembered with the window's state wins.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
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
