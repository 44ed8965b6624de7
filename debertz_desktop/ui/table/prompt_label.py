"""The decision bar's line that says what to do (``panels.ActionPanel``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class PromptLabel(QLabel):
    """One line that says what to do; cut short with "…" (whole in the tooltip) rather than
    wrapped, so that the bar keeps its height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(60)
        self.setWordWrap(False)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What is painted (``text()`` cut to the width)."""
        return super().text()

    def is_elided(self) -> bool:
        return self.shown_text() != self._full

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight,
                                              max(0, self.width() - 2))
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
