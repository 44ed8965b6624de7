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

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QLabel,
    QSizeGrip,
    QStatusBar,
    QStyle,
    QStyleOption,
    QToolTip,
    QWidget,
)

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
        self.showMessage(self._welcome)

    def say(self, text: str) -> None:
        """A passing message for 8 seconds or more (an empty ``text``: none)."""
        if text:
            self.showMessage(text, max(MESSAGE_MS, MESSAGE_MS_PER_CHARACTER * len(text)))
        else:
            self.clearMessage()

    def _permanent_widgets(self) -> list[QWidget]:
        """The permanent widgets in sight (the autosave warning): a message stops before them."""
        return [child for child in self.findChildren(
                    QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if child is not self.game_line and not isinstance(child, QSizeGrip)
                and child.isVisible() and not child.isWindow()]  # the tooltip is a child

    def _message_rect(self) -> QRect:
        """Where Qt writes a passing message (``QStatusBarPrivate::messageRect``): from the
        margin to the size grip or the first permanent widget, mirrored right to left."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        left, right = MESSAGE_MARGINS[0], self.width() - MESSAGE_MARGINS[1]
        grip = self.findChild(QSizeGrip, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if grip is not None and grip.isVisible():
            if rtl:
                left = grip.x() + grip.width()
            else:
                right = grip.x()
        widgets = self._permanent_widgets()
        if widgets:
            if rtl:
                left = max(left, max(w.x() + w.width() for w in widgets) + 2)
            else:
                right = min(right, min(w.x() for w in widgets) - 2)
        return QRect(left, 0, max(0, right - left), self.height())

    def shown_message(self) -> str:
        """The message as the bar shows it: whole, or cut with "…" where it is too wide."""
        return self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight,
                                             self._message_rect().width())

    def message_tip(self) -> str:
        """The tooltip's text while a message is cut short: the whole message; else none."""
        message = self.currentMessage()
        return message if message and self.shown_message() != message else ""

    def event(self, event: QEvent) -> bool:
        """The tooltip, asked for, shows a message cut short whole (asked for: a permanent
        widget that appears later may cut the message after it was shown)."""
        if event.type() == QEvent.Type.ToolTip and (tip := self.message_tip()):
            QToolTip.showText(event.globalPos(), tip, self)
            return True
        return super().event(event)

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
        style = self.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for widget in self._permanent_widgets():  # their frames, as Qt draws them
            frame = QStyleOption()
            frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
            frame.palette = self.palette()
            style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter,
                                widget)
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
