""""Save changes?" — Save / Don't save / Cancel before a game with unsaved progress is dropped.

The question is window-modal and answered asynchronously (``QMessageBox.open``),
like the other boxes of the main window: what was asked for (a new game, another
file, closing) goes on in ``go_on`` once the game is saved or let go.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMessageBox, QWidget

from .accelerators import assign_mnemonics


def ask_save_changes(parent: QWidget, text: str, *, save: Callable[[], bool],
                     go_on: Callable[[], None],
                     discard: Callable[[], None] | None = None,
                     discard_text: str | None = None) -> QMessageBox:
    """Ask; Save runs ``save`` (which may ask for a file) and goes on only if it saved.

    Don't save (or ``discard_text``: "Keep for later" where the game is kept
    anyway) runs ``discard`` and goes on; Cancel (or Escape) does nothing.
    """
    buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
               | QMessageBox.StandardButton.Cancel)
    box = QMessageBox(QMessageBox.Icon.Question,
                      QCoreApplication.translate("SaveChanges", "Save changes?"), text,
                      buttons, parent)
    box.setObjectName("SaveChangesBox")
    box.button(QMessageBox.StandardButton.Save).setText(
        QCoreApplication.translate("SaveChanges", "&Save"))
    discard_button = box.button(QMessageBox.StandardButton.Discard)
    discard_button.setText(discard_text or QCoreApplication.translate("SaveChanges",
                                                                      "Do&n't save"))
    if discard_text:
        discard_button.setIcon(QIcon())  # not the style's waste bin: nothing is thrown away
    box.button(QMessageBox.StandardButton.Cancel).setText(
        QCoreApplication.translate("SaveChanges", "Cancel"))
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.setEscapeButton(QMessageBox.StandardButton.Cancel)
    box.setWindowModality(Qt.WindowModality.WindowModal)

    def answered(result: int) -> None:
        if result == QMessageBox.StandardButton.Save:
            if not save():
                return
        elif result == QMessageBox.StandardButton.Discard:
            if discard is not None:
                discard()
        else:
            return
        go_on()

    box.finished.connect(answered)
    assign_mnemonics(box)
    box.open()
    return box
