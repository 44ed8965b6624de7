"""The main window's status bar: what is played on the table, and what just happened.

At its left stands the game's line — "Classic (Moscow), 2 players, to 501 ·
deal 3" — while passing messages go over the rest (the table's stay 8
seconds, a long one longer).  A message wider than the bar (a hint in Russian
at 1024 pixels) ends in "…" and shows whole in the bar's tooltip, instead of
being cut off in the middle of a word.  Until the first game a welcome stands
there.  Its texts keep the window's translation context (``MainWindow``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QStatusBar, QStyle, QStyleOption, QWidget

translate = QCoreApplication.translate

#: How long a passing message stays (ms): at least this, and this much per character, so
#: that a long hint can be read to its end.
MESSAGE_MS = 8000
MESSAGE_MS_PER_CHARACTER = 60
#: Pixels the message keeps from the bar's left edge and from its right one, as Qt's does;
#: the size grip and a permanent widget (the autosave warning) end it sooner.
MESSAGE_MARGINS = (6, 12)


class GameStatusBar(QStatusBar):
    """The status bar with the game's line (``game_line``) and the welcome."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._welcome = translate("MainWindow", "Welcome to Debertz.")
        self.game_line = QLabel()
        self.game_line.setObjectName("gameLine")
        self.addWidget(self.game_line, 1)
        self.messageChanged.connect(self._tell_whole)
        self.showMessage(self._welcome)

    def say(self, text: str) -> None:
        """A passing message for 8 seconds or more (an empty ``text``: none)."""
        if text:
            self.showMessage(text, max(MESSAGE_MS, MESSAGE_MS_PER_CHARACTER * len(text)))
        else:
            self.clearMessage()

    def _message_rect(self) -> QRect:
        """Where Qt writes a passing message: up to the size grip or a permanent widget."""
        left, right = MESSAGE_MARGINS
        end = self.width() - right
        for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if child is not self.game_line and child.isVisible() and child.x() > left:
                end = min(end, child.x())
        return QRect(left, 0, max(0, end - left), self.height())

    def shown_message(self) -> str:
        """The message as the bar shows it: whole, or cut with "…" where it is too wide."""
        return self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight,
                                             self._message_rect().width())

    def _tell_whole(self, message: str) -> None:
        """A message cut short shows whole in the tooltip (and the tooltip goes with it)."""
        self.setToolTip(message if message and self.shown_message() != message else "")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._tell_whole(self.currentMessage())

    def paintEvent(self, event) -> None:
        """Qt's own painting, except that a message too wide ends in "…" (Qt cuts it off)."""
        message = self.currentMessage()
        shown = self.shown_message()
        if shown == message:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter,
                                   self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._message_rect(), Qt.AlignmentFlag.AlignLeading
                         | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine, shown)

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
