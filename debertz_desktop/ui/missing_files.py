"""The program's data files that an install lacks, and telling the user so at start.

Without its data files the program still runs — the drawn deck instead of the
Atlasnye ones, English instead of Russian, no rules page — but a player must
not be left wondering why: at start a message lists what is missing and says
to reinstall.  The list is made from the modules that use the files
(``card_faces.DECKS``, ``i18n.LANGUAGES``, every game's rules pages named by the
game registry, ``GAMES[...].rules_page``), so a new data file — a new game's
pages too — is checked as soon as it is used.
"""

from __future__ import annotations

import logging
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..engine.games import GAMES
from ..resources import MissingResourceError, resource_path, resource_root
from .card_faces import DECKS
from .i18n import LANGUAGES, catalogue_file
from .rules_browser import rules_page

log = logging.getLogger(__name__)

# The application icon (resources/icons/).
ICON = ("icons", "debertz.svg")
_LANGUAGE_NAMES = {"en": "English", "ru": "Русский"}


class DataFile(NamedTuple):
    """A data file the program uses: what it is for (translated) and where it lives."""

    purpose: str
    parts: tuple[str, ...]

    @property
    def relative_path(self) -> str:
        return "/".join(self.parts)



def expected_files() -> list[DataFile]:
    """Every data file the program expects, with what it is for."""
    translate = QCoreApplication.translate
    files = [DataFile(translate("MissingFiles", "card deck: {name}").format(
                          name=deck.display_name), ("cards", deck.file))
             for deck in DECKS if deck.file is not None]
    for code in LANGUAGES:
        name = _LANGUAGE_NAMES.get(code, code)
        files.append(DataFile(translate("MissingFiles", "interface language: {name}").format(
            name=name), ("translations", catalogue_file(code))))
        for kind in GAMES.values():
            files.append(DataFile(translate("MissingFiles", "rules of {game}: {language}").format(
                game=translate("Game", kind.name), language=name),
                ("rules", rules_page(code, kind.rules_page))))
    files.append(DataFile(translate("MissingFiles", "the program's icon"), ICON))
    return files


def missing_files() -> list[DataFile]:
    """The expected data files that are not installed."""
    missing = []
    for file in expected_files():
        try:
            resource_path(*file.parts)
        except MissingResourceError:
            missing.append(file)
    return missing


def missing_files_text(missing: list[DataFile]) -> str:
    """The message for the user: what is missing, what that means, what to do."""
    try:
        where = str(resource_root())
    except MissingResourceError as error:
        where = str(error)
    lines = "\n".join(f"• {f.purpose} ({f.relative_path})" for f in missing)
    return QCoreApplication.translate(
        "MissingFiles", "Some of the program's files are missing; it goes on without them:"
        "\n\n{files}\n\nReinstall Debertz Desktop to get them back. They were looked for "
        "in {folder}.").format(files=lines, folder=where)


def warn_about_missing_files(parent: QWidget | None) -> QMessageBox | None:
    """At start: a message box listing the missing data files, or ``None`` if all are there."""
    missing = missing_files()
    if not missing:
        return None
    log.warning("missing data files: %s", ", ".join(f.relative_path for f in missing))
    title = QCoreApplication.translate("MissingFiles", "Files missing")
    box = QMessageBox(QMessageBox.Icon.Warning, title,
                      missing_files_text(missing), QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("MissingFilesBox")
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.open()
    return box


__all__ = ["ICON", "DataFile", "expected_files", "missing_files", "missing_files_text",
           "warn_about_missing_files"]
