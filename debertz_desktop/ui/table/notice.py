"""A line on the felt that says what another player answered or showed (``outcomes``), or why
the hint advises what it does.

It stays a while — long enough to read — then fades out of the way; a click closes it, and
the next notice takes its place.  The hint's stays until the person has acted (it is about
that moment alone), wrapped whole on the felt: the status bar, which says the same, cuts a
long one short at 1024 pixels, and a keyboard cannot open its tooltip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

#: How long a notice stays: at least, and per character (ms).
SHOWN_MS = (4000, 60)
#: The widest a notice grows (pixels); narrower in a small window.
NOTICE_WIDTH = 560
#: Narrower widths a notice takes, its words wrapped taller, to stand clear of the talon and
#: the piles where the widest would cover them.
NARROWER_WIDTHS = (440, 340)


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
            " font-size: 14px; font-weight: bold; }"
            # the hint's in the blue of the card or button it marks
            " QLabel#TableNotice[hint=\"true\"] { border-color: #3aa0e0; }")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        #: Free felt of a size (the table's layout knows it), or ``None``: clear of the talon
        #: and the piles too (``clear``), or of the plates and the trump box alone
        #: (``loose``: over the trick or the hand where nothing else is free).
        self.spot: Callable[..., QRectF | None] | None = None
        #: Whether the notice stands until dismissed (the hint's), not for a while.
        self.lasting = False
        self.setVisible(False)

    def say(self, text: str, lasting: bool = False) -> None:
        """Show ``text`` (several notices at once: one under the other) for a while, or until
        dismissed when ``lasting``."""
        self.setText(text)
        self.lasting = lasting
        if self.property("hint") != lasting:
            self.setProperty("hint", lasting)
            self.style().unpolish(self)
            self.style().polish(self)
        self.setVisible(True)
        self.raise_()
        self.place()
        if lasting:
            self._timer.stop()
        else:
            self._timer.start(max(SHOWN_MS[0], SHOWN_MS[1] * len(text)))

    def dismiss(self) -> None:
        self._timer.stop()
        self.lasting = False
        if self.isVisible():
            self.setVisible(False)
            self.closed.emit()

    def place(self) -> None:
        """Where ``spot`` finds free felt for it, as wide as it may be (narrower, and taller,
        rather than over the talon or a pile; over the talon or a pile rather than over the
        trick or the hand; never over a plate or the trump box while any felt is free);
        else across the top, in the middle."""
        parent = self.parentWidget()
        if parent is None or not self.isVisible():
            return
        width = min(NOTICE_WIDTH, parent.width() - 40)
        spot = self.spot
        spots = [] if spot is None else [
            lambda size: spot(size, clear=True), spot, lambda size: spot(size, loose=True)]
        place_on_felt(self, [width, *(w for w in NARROWER_WIDTHS if w < width)], spots)


def wrapped_size(label: QLabel, width: int) -> QSizeF:
    """``label``'s size at ``width``, its words wrapped."""
    return QSizeF(width, label.heightForWidth(width) if label.hasHeightForWidth()
                  else label.sizeHint().height())


def place_on_felt(label: QLabel, widths: Sequence[int],
                  spots: Sequence[Callable[[QSizeF], QRectF | None]]) -> None:
    """``label`` (a notice, a banner) where the first of ``spots`` that finds free felt for
    it at one of ``widths`` (widest first, its words wrapped) puts it; where none does,
    across the top of its parent at the first width, in the middle."""
    rect = next((r for spot in spots for w in widths
                 if (r := spot(wrapped_size(label, w))) is not None), None)
    if rect is None:
        parent, width = label.parentWidget(), widths[0]
        rect = QRectF((parent.width() - width) // 2, 12, width,
                      wrapped_size(label, width).height())
    label.setGeometry(rect.toRect())

    def mousePressEvent(self, event) -> None:
        self.dismiss()
        event.accept()
