"""The strip across the top of a network game's table while its connection is lost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


class ConnectionBanner(QLabel):
    """A strip across the top of the table: "Connection lost — reconnecting…"."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ConnectionBanner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { background: rgba(120, 20, 20, 220); color: white; "
                           "font-weight: bold; padding: 8px; border-radius: 6px; }")
        self.hide()
        parent.installEventFilter(self)

    def show_text(self, text: str) -> None:
        self.setText(text)
        self._place()
        self.show()
        self.raise_()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parent() and event.type() == event.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 40, 560)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, 12)
