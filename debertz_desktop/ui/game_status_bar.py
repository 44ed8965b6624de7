"""The main window's status bar: what is played on the table, and what just happened.

At its left stands the game's line — "Classic (Moscow), 2 players, to 501 ·
deal 3" — while passing messages go over the rest (the table's stay 8
seconds).  Until the first game a welcome stands there.  Its texts keep the
window's translation context (``MainWindow``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

translate = QCoreApplication.translate


class GameStatusBar(QStatusBar):
    """The status bar with the game's line (``game_line``) and the welcome."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._welcome = translate("MainWindow", "Welcome to Debertz.")
        self.game_line = QLabel()
        self.game_line.setObjectName("gameLine")
        self.addWidget(self.game_line, 1)
        self.showMessage(self._welcome)

    def say(self, text: str) -> None:
        """A passing message for 8 seconds (an empty ``text``: none)."""
        if text:
            self.showMessage(text, 8000)
        else:
            self.clearMessage()

    def end_welcome(self) -> None:
        """A game came to the table: its line says more than the welcome."""
        if self.currentMessage() == self._welcome:
            self.clearMessage()

    def show_game(self, text: str, view: Any = None) -> None:
        """The standing line: the game (``text``), and the deal of ``view``, on the table."""
        if text and view is not None:
            text += " · " + translate("MainWindow", "deal {number}").format(
                number=view.deal_number)
        self.game_line.setText(text)

    def retranslate(self) -> None:
        """The welcome in the current language where it still stands; another passing
        message goes."""
        welcome = self._welcome
        self._welcome = translate("MainWindow", "Welcome to Debertz.")
        if self.currentMessage() == welcome:
            self.showMessage(self._welcome)
        else:
            self.clearMessage()


__all__ = ["GameStatusBar"]
