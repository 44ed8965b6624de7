"""A window-modal message box that does not block: the answer comes to a callback.

The main window's questions are asked with ``QMessageBox.open`` so that the
table, the network and the timers go on while the box is up (and tests can
press its buttons).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from .accelerators import assign_mnemonics


def open_message_box(parent: QWidget, name: str, title: str, text: str,
                     buttons: Mapping[QMessageBox.StandardButton, str],
                     answered: Callable[[int], None], *,
                     icon: QMessageBox.Icon = QMessageBox.Icon.Question,
                     details: str = "") -> QMessageBox:
    """Open a box named ``name``; ``answered(result)`` once a button is pressed.

    ``buttons``: each standard button and its text, "" for Qt's own.  Every button but
    those Enter and Escape press has a letter of its own (Alt + it, ``accelerators``).
    ``details``: the technical reason, behind the box's "Show Details…" button.  The box
    deletes itself when closed.
    """
    standard = QMessageBox.StandardButton.NoButton
    for button in buttons:
        standard |= button
    box = QMessageBox(icon, title, text, standard, parent)
    box.setObjectName(name)
    if details:
        box.setDetailedText(details)
    for button, label in buttons.items():
        if label:
            box.button(button).setText(label)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(answered)
    assign_mnemonics(box)
    box.open()
    return box
