"""The strip high on a network game's table while its connection is lost."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from ..table.notice import place_on_felt

#: The widest the banner grows (pixels); narrower, its words wrapped, where that is not free.
BANNER_WIDTHS = (560, 440, 340, 260)


class ConnectionBanner(QLabel):
    """A strip on the table: "Connection lost — reconnecting…".

    ``spot`` finds it free felt of a size (``OverlayPlacement.banner_spot``): as high
    and as wide as it can be, never over the trump box (its heading above all), the
    plates, the person's hand or the trick.  Without one, or with no felt free, it
    stands across the top in the middle.
    """

    def __init__(self, parent: QWidget,
                 spot: Callable[[QSizeF], QRectF | None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ConnectionBanner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { background: rgba(120, 20, 20, 220); color: white; "
                           "font-weight: bold; padding: 8px; border-radius: 6px; }")
        self.spot = spot
        self.hide()
        parent.installEventFilter(self)

    @classmethod
    def over(cls, table) -> ConnectionBanner:
        """A banner on ``table``'s felt (a ``CardTable``), where its layout finds room."""
        return cls(table.view, table.placement.banner_spot)

    def show_text(self, text: str) -> None:
        self.setText(text)
        self.show()
        self.raise_()
        self.place()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parent() and event.type() == event.Type.Resize and self.isVisible():
            # once the table has laid itself out for the new size (the receiver as context:
            # no call once the banner is gone)
            QTimer.singleShot(0, self, self.place)
        return False

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None or not self.isVisible():
            return
        widest = max(BANNER_WIDTHS[-1], min(parent.width() - 40, BANNER_WIDTHS[0]))
        place_on_felt(self, [widest, *(w for w in BANNER_WIDTHS if w < widest)],
                      [] if self.spot is None else [self.spot])
