"""A translator that marks every text it translates, and a walk over what a widget shows.

A test installs ``PseudoTranslator``, sends LanguageChange, and any visible text
without ‹› never went through Qt's translation.
"""

from __future__ import annotations

from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)


class PseudoTranslator(QTranslator):
    """Wraps every source text in ‹›, so an untranslated string stands out."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        return f"‹{source_text}›"

    def isEmpty(self) -> bool:
        return False


def visible_texts(root: QWidget) -> list[str]:
    """Titles, labels, buttons, placeholders, combo items, tabs, group titles, tooltips."""
    texts: list[str] = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit) and widget.isHidden():
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if widget.toolTip():
            texts.append(widget.toolTip())
    return [t for t in texts if t]
