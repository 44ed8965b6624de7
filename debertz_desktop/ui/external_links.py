"""Folders and links open in the user's own programs, with the user's own environment.

Every place the program opens something outside itself goes through
``QDesktopServices.openUrl``: "Open the folder" after an export
(``printing.py``), the licence and log links in Help → About (a ``QMessageBox``
opens its links so) and the links of the rules window (``QTextBrowser`` with
``openExternalLinks``).  :func:`install_url_handlers` registers a handler for
the schemes they use, so each passes here: inside a PyInstaller bundle the
file manager or browser is started with the environment the user started the
bundle in (``system_env.py``), not with the bundle's ``LD_LIBRARY_PATH`` and Qt
plugin paths.  Qt calls the platform directly when ``openUrl`` is called again
from inside a handler, so the handler hands the URL back to it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices

from ..system_env import system_environment

#: The schemes the program opens: folders and files, web pages, e-mail.
SCHEMES = ("file", "http", "https", "mailto")


class UrlOpener(QObject):
    """QDesktopServices' handler for :data:`SCHEMES`: opens with the user's environment."""

    def __init__(self, parent: QObject | None = None,
                 open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl) -> None:
        super().__init__(parent)
        self._open_url = open_url

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        with system_environment():
            self._open_url(url)  # from inside the handler: straight to the platform


def install_url_handlers(parent: QObject | None = None, **kwargs) -> UrlOpener:
    """Routes ``QDesktopServices.openUrl`` for :data:`SCHEMES` through a :class:`UrlOpener`
    (owned by ``parent``, by default the application; the handler goes with it)."""
    opener = UrlOpener(parent if parent is not None else QCoreApplication.instance(), **kwargs)
    for scheme in SCHEMES:
        QDesktopServices.setUrlHandler(scheme, opener, "open")
    return opener


def remove_url_handlers() -> None:
    for scheme in SCHEMES:
        QDesktopServices.unsetUrlHandler(scheme)


__all__ = ["SCHEMES", "UrlOpener", "install_url_handlers", "remove_url_handlers"]
