"""Where windows open: on the screen, no bigger than it, centred on the window they belong to.

Qt centres a ``QDialog`` over its parent by itself; the program's other
windows (the score sheet, the score keeper, the main window on its first start)
are placed here.  A saved geometry is restored by Qt, which moves a window that
would be off every screen back onto one.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room left for the window manager's title bar and frame, in pixels.
FRAME = QSize(16, 48)


def available_area(widget: QWidget | None) -> QRect:
    """The part of ``widget``'s screen (the primary one if unknown) not taken by panels."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 700)


def fitting_size(wanted: QSize, near: QWidget | None) -> QSize:
    """``wanted``, made smaller where the screen is smaller (frame included)."""
    area = available_area(near)
    return QSize(min(wanted.width(), area.width() - FRAME.width()),
                 min(wanted.height(), area.height() - FRAME.height()))


def centre_on(window: QWidget, parent: QWidget | None) -> None:
    """Move ``window`` so that it is centred on ``parent`` (on the screen if none), on-screen."""
    area = available_area(parent if parent is not None else window)
    size = window.frameGeometry().size()
    if size == window.size():  # not shown yet: no frame to measure
        size = window.size() + FRAME
    if parent is not None and parent.isVisible():
        centre = parent.frameGeometry().center()
    else:
        centre = area.center()
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(centre)
    rect.moveLeft(max(area.left(), min(rect.left(), area.right() - rect.width() + 1)))
    rect.moveTop(max(area.top(), min(rect.top(), area.bottom() - rect.height() + 1)))
    window.move(rect.topLeft())


def place(window: QWidget, wanted: QSize, parent: QWidget | None = None) -> None:
    """Size ``window`` to ``wanted`` (or the screen) and centre it on ``parent``."""
    window.resize(fitting_size(wanted, parent if parent is not None else window))
    centre_on(window, parent)


def restore_geometry(window: QWidget, saved: str | None, wanted: QSize) -> bool:
    """Restore a geometry saved as base64; else ``place`` the window. ``True`` if restored."""
    if saved:
        data = QByteArray.fromBase64(saved.encode("ascii"))
        if window.restoreGeometry(data):
            return True
    place(window, wanted)
    return False


def saved_geometry(window: QWidget) -> str:
    return bytes(window.saveGeometry().toBase64().data()).decode("ascii")
