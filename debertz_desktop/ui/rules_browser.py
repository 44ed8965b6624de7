"""Help → Rules: the rules of a game as this program plays them, in the current language.

The texts are HTML files, ``resources/rules/<page>_<lang>.html`` (one per game
and language: ``rules_ru.html`` for Debertz, from RULES.md; ``oh_hell_ru.html``
for Oh Hell, from OH_HELL.md; ``magistr_ru.html`` for Magistr, from MASTER.md),
shown in a ``QTextBrowser``; a language switch loads the other file.  The game
registry names each game's page (``GameKind.rules_page``).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..resources import resource_path
from .i18n import SOURCE_LANGUAGE, current_language

#: The page of Debertz, the program's first game (and the default everywhere).
DEFAULT_PAGE = "rules"

#: Each page's window title, marked for translation (context ``"RulesDialog"``).
TITLES: dict[str, str] = {
    "rules": QT_TRANSLATE_NOOP("RulesDialog", "Rules of Debertz"),
    "oh_hell": QT_TRANSLATE_NOOP("RulesDialog", "Rules of Oh Hell"),
    "magistr": QT_TRANSLATE_NOOP("RulesDialog", "Rules of Master"),
}


def rules_page(language: str, page: str = DEFAULT_PAGE) -> str:
    """The file name of ``page`` in ``language``: ``rules_ru.html``, ``oh_hell_en.html``."""
    return f"{page}_{language}.html"


def rules_html(language: str | None = None, page: str = DEFAULT_PAGE) -> str:
    """The rules ``page`` in ``language`` (the current one by default), English if it is missing.

    With neither installed, a page that says so (and where it looked) rather than
    an empty window.
    """
    missing: Exception | None = None
    for code in (language or current_language(), SOURCE_LANGUAGE):
        try:
            return resource_path("rules", rules_page(code, page)).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            missing = error
    text = QCoreApplication.translate(
        "RulesDialog", "The rules page is not installed: {reason}. Reinstall Debertz "
        "Desktop to get it back.").format(reason=missing)
    return f"<p>{html.escape(text)}</p>"


class RulesDialog(QDialog):
    """A window with the rules of one game; not modal, so the game can go on beside it.

    ``page`` is the game's page (``GameKind.rules_page``); ``title`` the window's
    English title, marked with ``QT_TRANSLATE_NOOP("RulesDialog", ...)`` — by
    default the page's own from :data:`TITLES`.
    """

    def __init__(self, parent: QWidget | None = None, *, page: str = DEFAULT_PAGE,
                 title: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.page = page
        self.title = title if title is not None else TITLES.get(page, TITLES[DEFAULT_PAGE])
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
        self.setWindowTitle(QCoreApplication.translate("RulesDialog", self.title))
        self.browser.setHtml(rules_html(page=self.page))
