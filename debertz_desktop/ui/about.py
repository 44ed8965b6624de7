"""Help → About: the version, the licence, the card art's credits, what this copy runs on, the log.

The credits are those of ``resources/cards/README.md``: the Atlasnye decks come
from GNOME AisleRiot and must be credited wherever the program is shipped.
"""

from __future__ import annotations

import html
import os
import platform
import re
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, QUrl, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__
from ..storage import paths

LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


def compiled_search() -> bool:
    """Whether Hard's compiled search is installed (else it searches in Python, slower)."""
    try:
        from ..ai.solver import NATIVE
    except ImportError:
        return False
    return NATIVE


#: Allows a line break without showing anything (a long path wraps after a separator).
WRAP_HERE = "\u200b"


def shown_path(path: Path, home: Path | None = None) -> str:
    """``path`` as a person reads it: the home folder as ``~`` (not on Windows, where that
    means nothing), and a place to wrap after each separator, never inside a name."""
    text = str(path)
    home_text = str(home if home is not None else Path.home())
    if os.name != "nt" and home_text not in ("", os.sep) and (
            text == home_text or text.startswith(home_text.rstrip(os.sep) + os.sep)):
        text = "~" + text[len(home_text.rstrip(os.sep)):]
    return re.sub(r"([/\\])(?=.)", "\\1" + WRAP_HERE, text)


def log_file_html() -> str:
    """Where the log is (a link to its folder), for About and bug reports.

    The link opens the folder; the path shown wraps only after a separator.
    """
    path = paths.log_path()
    link = QUrl.fromLocalFile(str(path.parent)).toString()
    text = QCoreApplication.translate(
        "About", "The log, to attach to a bug report: {path}").format(path="\0")
    before, _, after = html.escape(text).partition("\0")
    return (f'{before}<a href="{html.escape(link)}" title="{html.escape(str(path))}">'
            f'{html.escape(shown_path(path))}</a>{after}')


def about_html() -> str:
    """The About text in the current language, as rich text."""
    translate = QCoreApplication.translate
    search = (translate("About", "compiled") if compiled_search() else
              translate("About", "in Python (slower: this copy has no compiled search)"))
    title = translate("About", "Debertz Desktop {version}").format(version=__version__)
    summary = translate(
        "About", "Debertz (Deberts, Klabor, Paired Belote) against computer players, with "
        "friends on the local network, and a score keeper for games played with real cards.")
    licence = translate(
        "About", "This program is free software under the GNU General Public License, "
        "version 3 or later: you may share and change it under its terms. It comes with no "
        "warranty.")
    licence_link = translate("About", "Read the licence")
    cards = translate(
        "About", "Card art: the «Атласные» (Atlasnye) decks of GNOME AisleRiot by Vincent "
        "Bermel (GNU LGPL 3.0 or later), based on Dmitry Fomin's Atlasnye deck (CC0), after "
        "the 1862 design by Adolf Charlemagne.")
    system = translate(
        "About", "Python {python}, Qt {qt}, PySide6 {pyside}; the computer players' search: "
        "{search}.").format(python=platform.python_version(), qt=qVersion(),
                            pyside=pyside_version, search=search)
    link = f"<a href=\"{LICENCE_URL}\">{html.escape(licence_link)}</a>"
    return "\n".join([
        f"<h3>{html.escape(title)}</h3>",
        f"<p>{html.escape(summary)}</p>",
        f"<p>{html.escape(licence)} {link}</p>",
        f"<p>{html.escape(cards)}</p>",
        f"<p><small>{html.escape(system)}</small></p>",
        f"<p><small>{log_file_html()}</small></p>",
    ])


def show_about(parent: QWidget | None) -> QMessageBox:
    """Opens the About box (not modal to the application: the game goes on)."""
    box = QMessageBox(QMessageBox.Icon.NoIcon,
                      QCoreApplication.translate("About", "About Debertz Desktop"),
                      about_html(), QMessageBox.StandardButton.Close, parent)
    box.setObjectName("AboutBox")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    if parent is not None and not parent.windowIcon().isNull():
        box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.open()
    return box


__all__ = ["about_html", "compiled_search", "log_file_html", "show_about"]
