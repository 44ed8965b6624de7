"""Help → Rules: the rules of Debertz as this program plays them, in the current language.

The texts are HTML files, ``resources/rules/rules_<lang>.html`` (one per
language, from RULES.md), shown in a ``QTextBrowser``; a language switch loads
the other file.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..resources import resource_path
from .i18n import SOURCE_LANGUAGE, current_language


def rules_page(language: str) -> str:
    """The file name of the rules page in ``language``: ``rules_ru.html``."""
    return f"rules_{language}.html"


def rules_html(language: str | None = None) -> str:
    """The rules page in ``language`` (the current one by default), English if it is missing.

    With neither installed, a page that says so (and where it looked) rather than
    an empty window.
    """
    missing: Exception | None = None
    for code in (language or current_language(), SOURCE_LANGUAGE):
        try:
            return resource_path("rules", rules_page(code)).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            missing = error
    text = QCoreApplication.translate(
        "RulesDialog", "The rules page is not installed: {reason}. Reinstall Debertz "
        "Desktop to get it back.").format(reason=missing)
    return f"<p>{html.escape(text)}</p>"


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

    def show_section(self, section: str) -> None:
        """Scrolls to a section as the messages cite it ("§8.1")."""
        self.browser.scrollToAnchor("s" + section.lstrip("§"))

    def sizeHint(self) -> QSize:
        return QSize(720, 640)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of Debertz"))
        self.browser.setHtml(rules_html())
