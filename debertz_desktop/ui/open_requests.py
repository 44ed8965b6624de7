"""Files the system asks the program to open, and the icon it shows itself with.

- ``debertz FILE`` (Windows and Linux "Open with", a double-click on a saved
  game): :meth:`OpenRequests.at_start` opens it once the window is shown; if it
  cannot be opened the reason is shown and a new game starts instead.
- macOS does not pass the file on the command line: Finder sends a
  ``QFileOpenEvent`` to the running application, at start or later, which
  :class:`OpenRequests` (an event filter on the application) opens the same way.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent, QIcon

from ..resources import MissingResourceError, resource_path
from .missing_files import ICON, warn_about_missing_files

log = logging.getLogger(__name__)


def application_icon() -> QIcon:
    """The program's icon from its SVG; an empty icon when it is missing (reported at start)."""
    try:
        return QIcon(str(resource_path(*ICON)))
    except MissingResourceError:
        return QIcon()


class OpenRequests(QObject):
    """Opens the files given at start or sent by the system, in ``window``."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window

    def at_start(self, path: str | None) -> None:
        """Once the window shows: say which data files are missing, open ``path`` if given.

        A file that cannot be opened leaves the start as it is without one: the first game
        waits for Deal behind the message, and once the message is read the unfinished
        games are offered (before, a game was dealt and played on behind it, and an
        unfinished game was not offered until the next start)."""
        warn_about_missing_files(self.window)
        window = self.window
        if path is None:
            return
        if self.open(path):
            if window.session is None and window.companions.file_window() is not None:
                # a score keeper's or a network sheet's file, in its own window: behind it
                # the table is as at any start, waiting for Deal; the window stays in front
                window.new_game(wait=True)
                QTimer.singleShot(0, window.companions.bring_forward)
            return
        if window.session is not None:
            return
        window.new_game(wait=True)
        box = window.files.message_box
        if box is not None and box.isVisible():
            box.finished.connect(lambda _result: window.offer_unfinished())
        else:
            window.offer_unfinished()

    def open(self, path: str) -> bool:
        """Open a saved game or score-keeper file; a problem is shown, never raised."""
        log.info("opening %s", path)
        return self.window.files.open_path(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                QTimer.singleShot(0, lambda: self.open(path))
                return True
        return super().eventFilter(watched, event)


__all__ = ["OpenRequests", "application_icon"]
