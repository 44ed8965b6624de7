"""The first deal waits for the person: what game this is, and a Deal button (issue 27).

At the program's start the table is there before the person has looked at it; the
computers would bid, and even lead, meanwhile.  The new game is shown here instead,
and nothing is dealt until Deal is pressed (or Enter).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..accelerators import assign_mnemonics, assign_soon

#: The prompt's size at most (pixels).
PROMPT_SIZE = (420, 200)


class DealPrompt(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DealPrompt")
        self.setStyleSheet(
            "QFrame#DealPrompt { background: rgba(250,245,228,240); border: 2px solid #8a7d50;"
            " border-radius: 12px; } QLabel { color: #1b1b1b; }")
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.title.setWordWrap(True)
        self.game = QLabel()
        self.game.setObjectName("game")
        self.game.setWordWrap(True)
        self.game.setStyleSheet("font-size: 14px;")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.deal_button = QPushButton()
        self.deal_button.setObjectName("deal")
        self.deal_button.setDefault(True)
        self.deal_button.clicked.connect(self._deal)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addWidget(self.title)
        layout.addWidget(self.game)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.deal_button)
        layout.addLayout(row)
        self._start: Callable[[], None] | None = None
        self._game_text = ""
        self.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("A new game"))
        self.note.setText(self.tr("Nothing is dealt until you are ready: the computers play "
                                  "once the cards are on the table."))
        self.deal_button.setText(self.tr("&Deal"))
        self.deal_button.setToolTip(self.tr("Deal the first cards (Enter)"))

    def showEvent(self, event) -> None:
        # Deal's letter is none of the menu bar's (not С, «Справка»'s: ``ui/accelerators.py``)
        assign_mnemonics(self)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            assign_soon(self)
        super().changeEvent(event)

    @property
    def waiting(self) -> bool:
        return self._start is not None

    def ask(self, game_text: str, start: Callable[[], None]) -> None:
        """Show ``game_text``; ``start()`` once Deal is pressed."""
        self._start = start
        self.game.setText(game_text)
        self.setVisible(True)
        self.raise_()
        self.place()
        self.deal_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_game_text(self, text: str) -> None:
        self.game.setText(text)

    def cancel(self) -> None:
        """Another game came to the table: this one is not dealt here."""
        self._start = None
        self.setVisible(False)

    def _deal(self) -> None:
        start, self._start = self._start, None
        self.setVisible(False)
        if start is not None:
            start()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None or not self.isVisible():
            return
        area = parent.rect()
        width = min(PROMPT_SIZE[0], area.width() - 24)
        self.layout().activate()
        height = min(max(self.heightForWidth(width), self.minimumSizeHint().height()),
                     area.height() - 24)
        self.setGeometry((area.width() - width) // 2, (area.height() - height) // 2,
                         width, height)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._deal()
            return
        super().keyPressEvent(event)
