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
        """Once the window shows: say which data files are missing, open ``path`` if given."""
        warn_about_missing_files(self.window)
        if path is not None:
            self.open(path, new_game_if_not=True)

    def open(self, path: str, *, new_game_if_not: bool = False) -> bool:
        """Open a saved game or score-keeper file; a problem is shown, never raised."""
        log.info("opening %s", path)
        opened = self.window.files.open_path(path)
        if not opened and new_game_if_not and self.window.session is None:
            self.window.new_game()
        return opened

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                QTimer.singleShot(0, lambda: self.open(path))
                return True
        return super().eventFilter(watched, event)


__all__ = ["OpenRequests", "application_icon"]
