"""Decisions picked by typing their number (Oh Hell's bids): "7" puts the focus ring on the
bid of 7, "1" then "2" within the keyboard's input interval on 12, and Enter takes it.

The table's hand (``view.py``) and the decision bar (``panels.py``) read the digit with
:func:`digit_of`; the bar finds the button with :class:`TypedNumber`, which works the way a
list finds an item by its first letters."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QElapsedTimer, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget


def digit_of(event: QKeyEvent) -> str:
    """The digit a key typed, else ``""``: the main row (with Shift too, as on a French
    keyboard) or the keypad, without Ctrl, Alt or Meta (Alt and a digit is a button's key)."""
    text = event.text()
    others = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier
                                   | Qt.KeyboardModifier.ShiftModifier)
    return text if len(text) == 1 and text in "0123456789" and not others else ""


class TypedNumber:
    """The digits typed so far, and the clock since the last one."""

    def __init__(self) -> None:
        self._typed = ""
        self._clock = QElapsedTimer()

    def pick(self, digit: str, labels: Mapping[str, QWidget]) -> QWidget | None:
        """The widget, among ``labels`` (the decisions in sight by their words), whose label is
        the number typed so far with ``digit`` — "1" then "2" is 12 where a 12 is offered,
        else the 2 alone.  ``None`` when that number cannot be taken now (a disabled button:
        "1", "0" with 10 forbidden to the dealer gives nothing, never the 0 alone, which Enter
        would then bid by mistake) or is no decision at all."""
        fresh = (not self._clock.isValid()
                 or self._clock.elapsed() > QApplication.keyboardInputInterval())
        self._clock.start()
        longer = self._typed + digit
        typed = longer if not fresh and any(lb.startswith(longer) for lb in labels) else digit
        self._typed = typed if any(label.startswith(typed) for label in labels) else ""
        widget = labels.get(typed)
        return widget if widget is not None and widget.isEnabled() else None


__all__ = ["TypedNumber", "digit_of"]
