"""Opening a file whose game went on after it was last saved.

The game went on (moves played, deals entered), the program was closed or killed,
and at the next start the person chose "Keep for later": the autosave holds the
game as it went on, the file holds it as it was saved.  Opening the file then
asks which to take, rather than showing the older copy without a word
(``storage/autosaves.kept_for``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..storage.autosaves import FoundGame
from .accelerators import assign_mnemonics
from .unfinished_games import found_text

translate = QCoreApplication.translate


def ask_about_kept(parent: QWidget, kept: FoundGame, go_on: Callable[[], None],
                   as_saved: Callable[[], None], cancelled: Callable[[], None]) -> QMessageBox:
    """Asks whether to go on with ``kept`` where it stopped (``go_on``) or to open its file
    as it was saved (``as_saved``; the game kept stays kept for later); ``cancelled``: neither.
    The question is shown window-modal and returned."""
    live = kept.loaded.live is not None
    text = (translate("KeptGameQuestion", "{file} was saved before the last deals were "
                      "entered; the score keeper kept the game as it went on.") if live else
            translate("KeptGameQuestion", "{file} was saved before the last moves were "
                      "played; the game as it went on was kept."))
    assert kept.file is not None
    box = QMessageBox(QMessageBox.Icon.Question, translate("KeptGameQuestion", "Open a game"),
                      text.format(file=kept.file.path.name), QMessageBox.StandardButton.NoButton,
                      parent)
    box.setObjectName("KeptGameQuestion")
    box.setInformativeText(found_text(kept))
    on = box.addButton(translate("KeptGameQuestion", "Go on where it stopped"),
                       QMessageBox.ButtonRole.AcceptRole)
    saved = box.addButton(translate("KeptGameQuestion", "Open the file as saved"),
                          QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(on)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    assign_mnemonics(box)

    def answered(_result: int) -> None:
        clicked = box.clickedButton()
        if clicked is on:
            go_on()
            return
        kept.autosave.release()  # offered again at the next start
        (as_saved if clicked is saved else cancelled)()

    box.finished.connect(answered)
    box.open()
    return box
