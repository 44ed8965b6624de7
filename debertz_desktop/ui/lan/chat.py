"""The table's chat: what was said and what happened to the seats, in the lobby and in play.

One :class:`ChatLog` per network session keeps the lines, so the chat the
lobby showed goes on in the dock beside the table; a :class:`ChatPanel` shows a
log and sends what the person types.  Changes to the seats (someone took a
seat, left, dropped, came back, a computer took over) are told in the log too, in
grey, from the difference between two ``TableInfo``\\ s (:func:`table_news`).
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...net.messages import CHAT_LIMIT, TableInfo
from .texts import player_name, seat_title

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ChatLine:
    """A line of the log: ``name`` said ``text`` (``name`` empty: a notice of the table)."""

    name: str
    text: str
    at: float
    seat: int = -1

    @property
    def notice(self) -> bool:
        return not self.name


class ChatLog(QObject):
    """The lines of one table's chat and notices, oldest first."""

    added = Signal(object)  # ChatLine

    #: Older lines are dropped beyond this many (a long evening's chat stays light).
    KEEP = 500

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[ChatLine] = []

    @classmethod
    def following(cls, session, parent: QObject | None = None) -> ChatLog:
        """The log of a network session's chat: what it heard so far, then each new line."""
        log = cls(parent)
        for line in session.chat_lines:
            log.heard(line)
        session.chat_said.connect(log.heard)
        return log

    def said(self, seat: int, name: str, text: str) -> None:
        self._add(ChatLine(name or seat_title(seat), text, time.time(), seat))

    def heard(self, line) -> None:
        """A dated line of the table's chat (``net.host_table.SaidLine``)."""
        self._add(ChatLine(line.name or seat_title(line.seat), line.text, line.at, line.seat))

    def notice(self, text: str) -> None:
        self._add(ChatLine("", text, time.time()))

    def _add(self, line: ChatLine) -> None:
        self.lines.append(line)
        del self.lines[:-self.KEEP]
        self.added.emit(line)


def table_news(old: TableInfo | None, new: TableInfo, own_seat: int = -1) -> list[str]:
    """What changed at the seats between two states of the table, as sentences.

    The connection of ``own_seat`` (the person's own) is not news about someone: his
    window says in its own words that the table went away and came back
    (``NetworkPlay``), not "Ann lost the connection … Ann is back" to Ann.  After the game
    (``new.over``) nothing is played: a person gone left or lost the connection, and no
    computer is said to play for him.
    """
    if old is None or old.id != new.id:
        return []
    news = []
    for before, after in zip(old.seats, new.seats, strict=False):
        name = player_name(after) or player_name(before)
        if after.seat == own_seat and after.kind == before.kind \
                and after.taken == before.taken:
            continue
        if after.kind != before.kind:
            if after.kind == "computer":
                news.append(translate("Lan", "A computer ({name}) takes seat {number}.").format(
                    name=player_name(after), number=after.seat + 1))
            elif after.kind == "person":
                news.append(translate(
                    "Lan", "Seat {number} is for a person on the network again.").format(
                    number=after.seat + 1))
            continue
        if after.taken and not before.taken:
            news.append(translate("Lan", "{name} took seat {number}.").format(name=name,
                                                                number=after.seat + 1))
        elif before.taken and not after.taken:
            news.append(translate("Lan", "{name} left seat {number}.").format(name=before.name,
                                                                number=after.seat + 1))
        elif after.left and not before.left:  # on purpose, not a drop: said as such
            news.append(translate("Lan", "{name} left the table.").format(name=name))
            if after.computer_playing and not before.computer_playing and not new.over:
                news.append(translate("Lan", "A computer is playing for {name}.").format(
                    name=name))
        elif after.computer_playing and not before.computer_playing:
            if not new.over:
                news.append(translate("Lan", "A computer is playing for {name} until the "
                                      "connection is back.").format(name=name))
        elif before.connected and not after.connected and after.taken:
            news.append(translate("Lan", "{name} lost the connection.").format(name=name))
        elif after.connected and not before.connected and after.taken:
            news.append(translate("Lan", "{name} is back.").format(name=name))
    if new.started and not old.started:
        news.append(translate("Lan", "The game has started."))
    return news


class ChatPanel(QWidget):
    """A chat log and a line to type in; ``send(text)`` is called with what was typed.

    ``send`` returns ``False`` when the line could not go (reconnecting): the
    text stays in the field to be sent again.
    """

    def __init__(self, log: ChatLog, send: Callable[[str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self._send = send
        self._closed = False
        self.view = QTextBrowser(self)
        self.view.setObjectName("chatView")
        self.view.setOpenLinks(False)
        self.view.setMinimumHeight(80)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("chatEdit")
        self.edit.setMaxLength(CHAT_LIMIT)
        self.edit.installEventFilter(self)
        self.send_button = QPushButton(self)
        self.send_button.setObjectName("chatSend")
        self.send_button.clicked.connect(self.send_typed)
        self.send_button.setAutoDefault(False)
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        for line in log.lines:
            self._show(line)
        log.added.connect(self._show)
        self.retranslate()

    def eventFilter(self, watched, event) -> bool:
        """Enter sends the line and goes no further: in the lobby it would start the game."""
        if (watched is self.edit and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.send_typed()
            return True
        return super().eventFilter(watched, event)

    def close_chat(self) -> None:
        """The table is left or closed: nobody is there to read a line any more."""
        self._closed = True
        self.edit.clear()
        self.edit.setEnabled(False)
        self.send_button.setEnabled(False)
        self.retranslate()

    def send_typed(self) -> None:
        text = " ".join(self.edit.text().split())
        if not text or self._closed:
            return
        if self._send(text) is not False:
            self.edit.clear()

    def _show(self, line: ChatLine) -> None:
        stamp = time.strftime("%H:%M", time.localtime(line.at))
        if line.notice:
            body = (f'<span style="color:#808080">{stamp} '
                    f'<i>{html.escape(line.text)}</i></span>')
        else:
            body = (f'<span style="color:#808080">{stamp}</span> '
                    f'<b>{html.escape(line.name)}:</b> {html.escape(line.text)}')
        self.view.append(body)
        self.view.moveCursor(QTextCursor.MoveOperation.End)
        self.view.ensureCursorVisible()

    def plain_text(self) -> str:
        return self.view.toPlainText()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        # a few words that fit the field beside a 1024 px table (the dock is narrow), the
        # sentence in its tooltip
        if self._closed:
            self.edit.setPlaceholderText(self.tr("The chat is closed.", "chat field"))
            self.edit.setToolTip(self.tr("The chat is closed with the table."))
        else:
            self.edit.setPlaceholderText(self.tr("Say something…", "chat field"))
            self.edit.setToolTip(self.tr("What you type goes to everybody at the table; "
                                         "Enter sends it."))
        self.send_button.setText(self.tr("Send", "chat"))
        self.view.setAccessibleName(self.tr("Chat"))
        self.edit.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
