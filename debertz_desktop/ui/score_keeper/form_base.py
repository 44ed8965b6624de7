"""What every game's deal form in the score keeper shares (``GameUi.keeper_form``).

A game's form (``ui/games/<game>/keeper_form.py``) collects what the players
say into the game's entry; its Qt-free live game (``keeper/``) checks it and
writes the row.  The window only connects the signals: ``submitted`` writes a
deal (the next one, or the correction of ``editing``), ``kept`` stores the deal
being entered as it stands (Oh Hell's bids before the play), ``cancelled`` ends
a correction.  The form also gives the sheet shown beside it and its printed
title, so the window never asks which game it keeps.

Every form has the same frame: its title on top, then the game's fields, then
one sentence (``error``: a hint, what is wrong, or "the deal can be written")
and the buttons, Cancel (a correction only) and Write.  A game's form lays out
``title``, its fields, ``error`` and ``buttons`` in its own layout.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from ..games import game_ui

# The colours of the form's one sentence: a hint before anything is typed, what is wrong,
# and "the deal can be written".
HINT, WRONG, RIGHT = "#5f5f5f", "#8b0000", "#1b5e20"


def say(label: QLabel, text: str, colour: str) -> None:
    """Show the form's sentence in ``colour`` (``HINT``, ``WRONG`` or ``RIGHT``), as a
    sentence (the models' reasons start in lower case: "deal 3: …")."""
    label.setText(text[:1].upper() + text[1:])
    label.setStyleSheet(f"color: {colour};")


class KeeperForm(QWidget):
    """Enter (or correct) one deal of a game kept with real cards."""

    # A deal to write: the next one, or the correction of deal ``editing``.
    submitted = Signal(object)
    # The deal being entered as it stands, to keep now (a half-entered deal).
    kept = Signal(object)
    # The correction of a past deal was given up.
    cancelled = Signal()

    def __init__(self, live: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.live = live
        # The index (0-based) of the past deal being corrected, or ``None``.
        self.editing: int | None = None
        # The form is being filled by the program: its changes are not the players'.
        self._loading = False
        # Whether anything was entered in this form yet: before that, what is missing is
        # a hint, never an error in red (issue 27).
        self.touched = False
        #: The form holds figures that no written deal has — typed by the players, or a
        #: removed deal put back (``put_back``) — which removing a deal would replace.
        self.unwritten = False

        self.title = QLabel()
        self.title.setObjectName("dealFormTitle")
        self.title.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.error = QLabel()
        self.error.setObjectName("entryError")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.write = QPushButton()
        self.write.setObjectName("writeDeal")
        self.write.clicked.connect(self._submit)
        self.cancel = QPushButton()
        self.cancel.clicked.connect(self.cancelled)
        # Cancel and Write, at the right.
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.buttons.addWidget(self.cancel)
        self.buttons.addWidget(self.write)

    def start_new(self) -> None:
        """An empty form for the next deal (or the half-entered one, as it was kept)."""
        raise NotImplementedError

    def load(self, index: int) -> None:
        """Show deal ``index`` (0-based) for correction."""
        raise NotImplementedError

    def put_back(self, entry: Any) -> None:
        """Show ``entry``, the last deal just removed, as the next deal to write: its figures
        are corrected and written again, or written as they are (a removal by mistake)."""
        raise NotImplementedError

    def holds_unkept(self) -> bool:
        """The form holds figures that neither a written deal nor the game's kept half-entered
        deal has: loading another deal would lose them."""
        return self.unwritten

    def focus_first(self) -> None:
        """Give the keyboard to the first thing still to enter (the form is shown)."""

    def _changed(self, *args: Any) -> None:
        """The players changed something: check the deal again."""
        if self._loading:
            return
        self.touched = True
        self.unwritten = True
        self._update()

    def _update(self) -> None:
        """Check the deal as entered: say what is missing or wrong, enable Write if it can be
        written."""
        raise NotImplementedError

    def _submit(self) -> None:
        """Write was pressed: ``submitted`` with the deal, if it is whole."""
        raise NotImplementedError

    def show_game_over(self) -> None:
        """The game is over and no deal is being corrected: the greyed form says so, instead
        of the next deal's number and what to enter in it."""
        self.title.setText(QCoreApplication.translate("KeeperForm", "The game is over"))
        say(self.error, QCoreApplication.translate(
            "KeeperForm", "To change a deal, select it in the sheet and correct it; or "
                          "remove the last deal."), HINT)

    def _show_buttons(self) -> None:
        """Write the next deal, or save the correction of a past one (which Cancel gives up)."""
        correcting = self.editing is not None
        self.write.setText(self.tr("Save the correction") if correcting
                           else self.tr("Write the deal"))
        self.cancel.setVisible(correcting)

    def write_entry(self, entry: Any) -> None:
        """Write ``entry`` into the live game; ``EntryError`` if it cannot be."""
        if self.editing is None:
            self.live.add(entry)
        else:
            self.live.replace(self.editing, entry)

    def keep_entry(self, entry: Any) -> None:
        """Store the half-entered deal ``entry`` (the games that keep one)."""
        raise NotImplementedError

    def sheet_panel(self) -> QWidget:
        """The sheet beside the form: the game's grid, with the result and the legend."""
        from .grid_panel import GridSheetPanel

        return GridSheetPanel(game_ui(self.live.rules))

    def sheet_title(self) -> str:
        """The printed sheet's title."""
        return QCoreApplication.translate("KeeperForm", "{game} score sheet (real cards)").format(
            game=game_ui(self.live.rules).title())

    def refresh(self) -> None:
        """The game changed (a deal written or corrected): start the next deal."""
        self.start_new()

    # -- language ---------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text again, in the language now chosen (the game's form adds its own)."""
        self.cancel.setText(self.tr("Cancel"))


class CountBox(QSpinBox):
    """A number said at the table — a bid, the tricks taken — or nothing yet ("–").

    Keyboard first: where one digit says the whole number (hands of up to nine
    cards) a digit is the number and ``entered`` moves on; otherwise the digits
    are typed and Enter moves on.  Backspace clears a number said by mistake.
    Numbers beyond the hand can be typed: the live game refuses them with a
    sentence, rather than the box swallowing the key in silence.
    """

    entered = Signal()

    def __init__(self, most: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(-1, 99)
        self.setSpecialValueText("\u2013")
        self.setValue(-1)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumWidth(64)
        #: One digit says it all.
        self.quick = most <= 9

    def number(self) -> int | None:
        value = self.value()
        return None if value < 0 else value

    def set_number(self, number: int | None) -> None:
        self.setValue(-1 if number is None else number)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            self.entered.emit()
            return
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                         | Qt.KeyboardModifier.AltModifier)
        text = event.text()
        if self.quick and plain and len(text) == 1 and text.isdigit():
            self.setValue(int(text))
            self.selectAll()
            self.entered.emit()
            return
        if self.quick and key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete):
            self.setValue(-1)
            self.selectAll()
            return
        if plain and len(text) == 1 and text.isdigit() and self.value() < 0:
            self.selectAll()  # the first digit replaces the "–" of nothing said yet
        super().keyPressEvent(event)

    def wheelEvent(self, event) -> None:
        # scrolling the form over a box must not change what was said
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()
