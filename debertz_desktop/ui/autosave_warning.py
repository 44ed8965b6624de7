"""A warning in the status bar that stays while the autosave fails (a full disk, a read-only
folder).

A failed autosave used to say so for 8 seconds and then nothing: the player
went on believing every trick was kept.  This label stays in the status bar
(a permanent widget, beside the passing messages) until an autosave succeeds
again; its tooltip says what to do meanwhile.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from .messages import error_text, reason_text


class AutosaveWarning(QLabel):
    """Shown by :meth:`failed`, hidden by :meth:`succeeded`; ``kind``: ``"game"`` (after
    every trick) or ``"keeper"`` (after every deal)."""

    def __init__(self, status_bar: QStatusBar, kind: str = "game") -> None:
        super().__init__(status_bar)
        self.setObjectName("AutosaveWarning")
        self._kind = kind
        self._error: BaseException | None = None
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet("QLabel { color: #8b0000; background: #fff3c4; "
                           "border: 1px solid #d9a400; border-radius: 3px; padding: 1px 6px; }")
        self.setAccessibleName(self.tr("Autosave warning"))
        status_bar.addPermanentWidget(self)
        self.hide()

    def failed(self, error: BaseException) -> None:
        """The last autosave failed with ``error``: say so until one succeeds."""
        self._error = error
        self._texts()
        self.show()

    def succeeded(self) -> None:
        self._error = None
        self.hide()

    def _texts(self) -> None:
        if self._error is None:
            return
        reason = error_text(self._error)  # the whole message, the file named, for the tooltip
        short = getattr(self._error, "params", {}).get("reason")
        self.setText(self.tr("⚠ Not autosaved: {reason}").format(
            reason=reason_text(short) if isinstance(short, str) and short else reason))
        if self._kind == "keeper":
            tip = self.tr("The game could not be autosaved. {reason} It is tried again after "
                          "every deal; meanwhile save it with Game → Save, or a crash loses "
                          "the deals entered since the last autosave.")
        else:
            tip = self.tr("The game could not be autosaved. {reason} It is tried again after "
                          "every trick; meanwhile save it with Game → Save, or a crash loses "
                          "the moves since the last autosave.")
        self.setToolTip(tip.format(reason=reason))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Autosave warning"))
            self._texts()
        super().changeEvent(event)
