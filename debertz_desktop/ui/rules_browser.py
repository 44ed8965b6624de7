"""Help → Rules: the rules of Debertz as this program plays them, in the current language.

The texts are HTML files, ``resources/rules/rules_<lang>.html`` (one per
language, from RULES.md), shown in a ``QTextBrowser``; a language switch loads
the other file.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..resources import resource_path
from .i18n import SOURCE_LANGUAGE, current_language


def rules_html(language: str | None = None) -> str:
    """The rules page in ``language`` (the current one by default), English if it is missing."""
    for code in (language or current_language(), SOURCE_LANGUAGE):
        try:
            return resource_path("rules", f"rules_{code}.html").read_text(encoding="utf-8")
        except FileNotFoundError:
            continue
    return ""


class RulesDialog(QDialog):
    """A window with the rules; not modal, so the game can go on beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(720, 640)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Debertz"))
        self.browser.setHtml(rules_html())
