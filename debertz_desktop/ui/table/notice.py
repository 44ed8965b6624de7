"""A line on the felt that says what another player answered or showed (``outcomes``).

It stays a while — long enough to read — then fades out of the way; a click closes it, and
the next notice takes its place.  The status bar says the same.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

#: How long a notice stays: at least, and per character (ms).
SHOWN_MS = (4000, 60)
#: The widest a notice grows (pixels); narrower in a small window.
NOTICE_WIDTH = 560


class TableNotice(QLabel):
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TableNotice")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            "QLabel#TableNotice { background: rgba(20, 20, 20, 215); color: #fff3c4;"
            " border: 2px solid #ffd640; border-radius: 10px; padding: 8px 14px;"
            " font-size: 14px; font-weight: bold; }")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        #: Free felt of a size (the table's layout knows it), or ``None``.
        self.spot: Callable[[QSizeF], QRectF | None] | None = None
        self.setVisible(False)

    def say(self, text: str) -> None:
        """Show ``text`` (several notices at once: one under the other)."""
        self.setText(text)
        self.setVisible(True)
        self.raise_()
        self.place()
        self._timer.start(max(SHOWN_MS[0], SHOWN_MS[1] * len(text)))

    def dismiss(self) -> None:
        self._timer.stop()
        if self.isVisible():
            self.setVisible(False)
            self.closed.emit()

    def place(self) -> None:
        """Where ``spot`` finds free felt for it; else across the top, in the middle."""
        parent = self.parentWidget()
        if parent is None or not self.isVisible():
            return
        area = parent.rect()
        width = min(NOTICE_WIDTH, area.width() - 40)
        height = (self.heightForWidth(width) if self.hasHeightForWidth()
                  else self.sizeHint().height())
        rect = self.spot(QSizeF(width, height)) if self.spot is not None else None
        if rect is None:
            rect = QRectF((area.width() - width) // 2, 12, width, height)
        self.setGeometry(rect.toRect())

    def mousePressEvent(self, event) -> None:
        self.dismiss()
        event.accept()
