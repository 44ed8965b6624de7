"""Where windows open: on the screen, no bigger than it, centred on the window they belong to.

Qt centres a ``QDialog`` over its parent by itself; the program's other
windows (the score sheet, the score keeper, the main window on its first start)
are placed here.  A saved geometry is restored by Qt, which moves a window that
would be off every screen back onto one.

Whatever placed it, a window once shown and framed by the window manager is
kept on the screen by :class:`ScreenFit`: its frame (title bar included) moved
into the screen's free area, and a window taller or wider than that area made
smaller (the program's dialogs scroll or shrink to let it).  Scaled screens
(``QT_SCALE_FACTOR=1.5``) need it: there the first placement can put the
title bar above the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

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


def fitted_frame(frame: QRect, area: QRect, least: QSize | None = None) -> QRect:
    """``frame`` made no larger than ``area`` (but not below ``least``) and moved into it."""
    size = frame.size().boundedTo(area.size())
    if least is not None:
        size = size.expandedTo(least)
    rect = QRect(frame.topLeft(), size)
    rect.moveLeft(max(area.left(), min(rect.left(), area.right() - rect.width() + 1)))
    rect.moveTop(max(area.top(), min(rect.top(), area.bottom() - rect.height() + 1)))
    return rect


def keep_on_screen(window: QWidget) -> bool:
    """Moves ``window`` (shrunk first if it is larger than the screen's free area) so that its
    whole frame is on the screen; ``True`` if it had to."""
    area = available_area(window)
    frame = window.frameGeometry()
    margins = frame.size() - window.size()
    least = window.minimumSizeHint().expandedTo(window.minimumSize()) + margins
    fitted = fitted_frame(frame, area, least)
    if fitted == frame:
        return False
    if fitted.size() != frame.size():
        window.resize(fitted.size() - margins)
    window.move(fitted.topLeft())
    return True


def fit_to_screen(window: QWidget, wanted: QSize) -> None:
    """Resizes ``window`` to ``wanted``, no larger than the screen's free area (frame
    included), and keeps it on the screen."""
    window.resize(wanted.boundedTo(fitting_size(wanted, window)))
    if window.isVisible():
        keep_on_screen(window)


class ScreenFit(QObject):
    """Keeps every window and dialog on the screen once the window manager has framed it
    (``keep_on_screen``); installed on the application once (:func:`watch_windows`)."""

    #: How often and how long to wait for the window manager's frame (ms, times).
    POLL = (100, 20)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Show and isinstance(watched, QWidget)
                and watched.isWindow()
                and watched.windowType() in (Qt.WindowType.Window, Qt.WindowType.Dialog)):
            self._after_frame(watched, self.POLL[1])
        return False

    def _after_frame(self, window: QWidget, tries: int) -> None:
        def check() -> None:
            if not window.isVisible():
                return
            if window.frameGeometry().size() != window.size():  # framed: its size is known
                keep_on_screen(window)
            elif tries > 1:
                self._after_frame(window, tries - 1)

        QTimer.singleShot(0 if tries == self.POLL[1] else self.POLL[0], window, check)


#: Platforms without a screen anybody looks at (the tests'): their windows are left alone.
HEADLESS = ("offscreen", "minimal")


def watch_windows() -> None:
    """Installs :class:`ScreenFit` on the application (once; not on a headless platform)."""
    app = QApplication.instance()
    if (app is None or app.property("screenFit") is not None
            or QGuiApplication.platformName() in HEADLESS):
        return
    watcher = ScreenFit(app)
    app.installEventFilter(watcher)
    app.setProperty("screenFit", watcher)
