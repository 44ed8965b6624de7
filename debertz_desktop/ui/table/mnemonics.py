"""Keys for the buttons of a bar: the Alt + letter mnemonics, for every game.

Each decision button has a mnemonic (Alt + the underlined letter).  Each game
says which letter each kind of decision would best have (``GameUi.letter_wish``);
``assign_letters`` gives every label offered together a letter of its own, none
taken by the menu bar, picking another letter of the label where two meet.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMenuBar, QWidget

translate = QCoreApplication.translate


def menu_letters(widget: QWidget | None) -> set[str]:
    """The letters the menu bar of ``widget``'s window takes (Alt+G opens Game)."""
    window = widget.window() if widget is not None else None
    taken: set[str] = set()
    if window is None:
        return taken
    for bar in window.findChildren(QMenuBar):
        if bar.window() is not window:
            continue  # the menu bar of another window that belongs to this one (the keeper's)
        for action in bar.actions():
            letter = mnemonic_of(action.text())
            if letter:
                taken.add(letter)
    return taken


def letters_in_sight(widget: QWidget) -> set[str]:
    """The letters of the menu bar and of the buttons in sight in ``widget``'s window, other
    than ``widget``'s own: the decision bar, the deal's summary and a lesson's bubble each
    choose theirs around the others', so two buttons shown together never share a letter."""
    taken = menu_letters(widget)
    window = widget.window()
    for button in window.findChildren(QAbstractButton):
        if (button.window() is window and button.isVisible() and button is not widget
                and not widget.isAncestorOf(button)):
            letter = mnemonic_of(button.text())
            if letter:
                taken.add(letter)
    return taken


def mnemonic_of(text: str) -> str:
    """The letter after a single "&" in ``text`` (lower case), or ``""``."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return ""


def plain(text: str) -> str:
    """``text`` without its mnemonic mark ("&Pass" → "Pass")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def assign_letters(labels: Sequence[str], preferred: Sequence[str],
                   taken: Iterable[str] = ()) -> list[str]:
    """One letter per label, no two alike and none in ``taken``: the preferred one when
    free, else the first free letter that begins a word of the label, else any free
    letter of it; ``""`` when none is left.  Earlier labels choose first."""
    used = {t.lower() for t in taken}
    out: list[str] = []
    for label, wish in zip(labels, preferred, strict=True):
        lower = label.lower()
        starts = [w[0] for w in lower.split() if w and w[0].isalnum()]
        candidates = ([wish] if wish and wish in lower else []) + starts + list(lower)
        letter = next((c for c in candidates if c.isalnum() and c not in used), "")
        if letter:
            used.add(letter)
        out.append(letter)
    return out


def with_mnemonic(label: str, letter: str) -> str:
    """``label`` with "&" before ``letter`` where it begins a word, else before the first
    ``letter`` in it (M: «…карты, которыми &можно ходить», not «…которы&ми можно…»); any
    "&" of its own doubled."""
    text = label.replace("&", "&&")
    if not letter:
        return text
    lower = text.lower()
    # a letter of a doubled "&&" is never chosen: letters are alphanumeric
    starts = (i for i, c in enumerate(lower)
              if c == letter and (i == 0 or not lower[i - 1].isalnum()))
    at = next(starts, lower.find(letter))
    return text if at < 0 else text[:at] + "&" + text[at:]


def key_text(letter: str) -> str:
    """How the key is written in a tooltip: "Alt+P"."""
    if not letter:
        return ""
    return QKeySequence(f"Alt+{letter.upper()}").toString(
        QKeySequence.SequenceFormat.NativeText)


def with_key(tip: str, letter: str) -> str:
    """The tooltip with its key: "… (rules §4). Key: Alt+P"."""
    key = key_text(letter)
    if not key:
        return tip
    return translate("DecisionTips", "{tip}\nKey: {key}").format(tip=tip, key=key)
