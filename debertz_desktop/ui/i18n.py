"""The interface language: Qt translators for the program and for Qt's own texts.

``apply_language`` installs ``debertz_<lang>.qm`` and Qt's ``qtbase_<lang>.qm``
(standard buttons, file dialogs) for the settings' language, or for the
system's when it is ``"system"``.  Installing a translator makes Qt send
``QEvent.LanguageChange`` to every widget, and each widget sets its texts again
in ``retranslate()``: the language changes at once, without a restart.

English is the source language, but ``debertz_en.qm`` is loaded too: it holds
the English plural forms of the ``%n`` strings ("1 point", "2 points").

The ``.qm`` files are built from ``translations/*.ts`` by
``python translations/update.py`` into ``resources/translations/`` and
committed; they are installed with the other data files
(``debertz_desktop.resources``).  Without them the interface is English and the
program says at start which files are missing (``install_check.py``).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import resource_path
from ..storage.settings import Language

#: The base name of the program's catalogues: ``debertz_ru.qm``, ``debertz_en.qm``.
CATALOGUE = "debertz"
#: The languages the program is translated into; anything else gets English.
LANGUAGES = ("en", "ru")
SOURCE_LANGUAGE = "en"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a text of Qt's own for lupdate: it lands in ``debertz_<lang>.ts``."""
    return text


#: Texts of Qt's own dialogs that Qt's catalogue (``qtbase_ru.qm`` of Qt 6.11) does not
#: translate: its file dialog says "&Look in:" where the catalogue has "Look in:".  Our
#: catalogue carries them in Qt's contexts; Qt looks in every installed translator.
QT_MISSING = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
)

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def translations_dir() -> Path | None:
    """The folder holding ``debertz_*.qm``, or ``None`` if there is none (English only)."""
    try:
        return resource_path("translations")
    except FileNotFoundError:
        return None


def catalogue_file(language: str) -> str:
    """The file name of a language's catalogue: ``debertz_ru.qm``."""
    return f"{CATALOGUE}_{language}.qm"


def qt_translations_dir() -> str:
    """Qt's own catalogues (``qtbase_ru.qm``), as shipped in the PySide6 wheel."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def resolve_language(language: Language | str, system: QLocale | None = None) -> str:
    """The language code to show: ``"en"`` or ``"ru"``.

    ``"system"`` takes the first of the system's interface languages the program
    is translated into, and English when there is none.
    """
    code = Language(language).value
    if code != Language.SYSTEM.value:
        return code if code in LANGUAGES else SOURCE_LANGUAGE
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages():
        short = name.replace("_", "-").split("-")[0].lower()
        if short in LANGUAGES:
            return short
    return SOURCE_LANGUAGE


def current_language() -> str:
    """The language code last applied (``"en"`` before any)."""
    return _current


def apply_language(language: Language | str = Language.SYSTEM) -> str:
    """Installs the translators for ``language``; returns the code shown (``"en"``/``"ru"``).

    The previous translators are removed first, so this may be called at any
    time; every widget then receives ``QEvent.LanguageChange``.
    """
    global _current
    app = QCoreApplication.instance()
    code = resolve_language(language)
    folder = translations_dir()
    if code != SOURCE_LANGUAGE and (folder is None or not (folder / catalogue_file(code)).exists()):
        # A missing catalogue (said at start, missing_files.py): English throughout, with
        # its plural forms, rather than a mix of English texts and Russian number formats.
        log.warning("no %s catalogue installed: the interface stays English", code)
        code = SOURCE_LANGUAGE
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    locale = QLocale(code)
    QLocale.setDefault(locale)
    catalogues = []
    if folder is not None:
        catalogues.append((CATALOGUE, str(folder)))
    if code != SOURCE_LANGUAGE:
        catalogues.append(("qtbase", qt_translations_dir()))
    for name, where in catalogues:
        translator = QTranslator()
        if translator.load(locale, name, "_", where) and app is not None:
            app.installTranslator(translator)
            _installed.append(translator)
    _current = code
    return code


__all__ = ["CATALOGUE", "LANGUAGES", "apply_language", "current_language",
           "qt_translations_dir", "resolve_language", "translations_dir"]
