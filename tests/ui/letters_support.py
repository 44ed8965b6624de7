"""What the tests of the Alt + letter keys share: the letters a person sees at once in a
window (its menu bar's titles, its visible buttons and labelled fields), read from the
widgets as shown — not from ``ui/accelerators.py``'s own idea of what shows together."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMenuBar,
    QSpinBox,
    QWidget,
)

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.table.mnemonics import mnemonic_of, plain

#: The roles of the buttons Enter and Escape press (OK, Cancel, Close): no letter needed.
KEYED = (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.RejectRole)


def in_language(language: Language) -> None:
    i18n.apply_language(language)
    QApplication.processEvents()
    QApplication.processEvents()  # the letters given again after the new words


def keyed(button: QAbstractButton) -> bool:
    """Enter or Escape presses it (a dialog's OK, Cancel, Close)."""
    box = button.parentWidget()
    return isinstance(box, QDialogButtonBox) and box.buttonRole(button) in KEYED


def _alt_letter(button: QAbstractButton) -> str:
    """The letter of a button's own Alt shortcut (a decision whose letter is not in its
    words, as a suit's sign)."""
    keys = button.shortcut()
    if keys.isEmpty():
        return ""
    combined = keys[0]
    if combined.keyboardModifiers() != Qt.KeyboardModifier.AltModifier:
        return ""
    return QKeySequence(combined.key()).toString().lower()


def shown_letters(window: QWidget) -> dict[str, list[str]]:
    """Each letter of the menu bar, the buttons and the labels of ``window`` in sight, with
    the texts that have it (``""``: the texts of fields that have no letter)."""
    letters: dict[str, list[str]] = defaultdict(list)
    for bar in window.findChildren(QMenuBar):
        if bar.window() is window and bar.isVisible():
            for action in bar.actions():
                if action.isVisible() and action.text():
                    letters[mnemonic_of(action.text())].append("menu " + plain(action.text()))
    for label in window.findChildren(QLabel):
        if label.window() is window and label.isVisible() and label.buddy() is not None:
            letters[mnemonic_of(label.text())].append(plain(label.text()))
    buddies = {id(label.buddy()) for label in window.findChildren(QLabel)}
    for button in window.findChildren(QAbstractButton):
        if (button.window() is not window or not button.isVisible() or not button.text()
                or id(button) in buddies):
            continue
        letter = mnemonic_of(button.text()) or _alt_letter(button)
        if letter or not keyed(button):
            letters[letter].append(plain(button.text()))
    return letters


def clashes(window: QWidget) -> list[str]:
    """The letters two things in sight share, and the fields in sight with none."""
    return [f"{letter!r}: {texts}" for letter, texts in shown_letters(window).items()
            if len(texts) > 1 or not letter]


def unreachable_fields(window: QWidget) -> list[str]:
    """The fields in sight that no Alt + letter reaches: a combo box, a line or a check box
    neither labelled by a label with a letter nor with a letter of its own (a spin box comes
    with the check box that switches it on, or its label)."""
    reached = {id(label.buddy()) for label in window.findChildren(QLabel)
               if label.buddy() is not None and mnemonic_of(label.text())}
    missing = []
    for field in window.findChildren(QWidget):
        if field.window() is not window or not field.isVisible():
            continue
        if isinstance(field, QCheckBox) and mnemonic_of(field.text()):
            continue
        if isinstance(field, (QComboBox, QLineEdit, QCheckBox)) and id(field) not in reached:
            if isinstance(field, QLineEdit) and isinstance(field.parentWidget(),
                                                            (QComboBox, QSpinBox)):
                continue  # the editor inside a combo or spin box
            missing.append(f"{type(field).__name__} {field.objectName()!r}")
        if isinstance(field, QSpinBox) and id(field) not in reached:
            row = field.parentWidget()
            if not any(id(check) in reached for check in row.findChildren(QCheckBox)):
                missing.append(f"QSpinBox {field.objectName()!r}")
    return missing
