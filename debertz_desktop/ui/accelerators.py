"""Alt + letter for every field of a dialog, as KDE's accelerator manager gives them.

A dialog built from metadata (the rules editor's fields come from each game's
options) cannot have its letters chosen by hand in every language.
``assign_mnemonics`` gives every label with a buddy and every button of a
dialog an underlined letter: a letter set by the translation ("&Game") is kept
unless an earlier field has it, the others get the first free letter that
begins a word of their text, else any free letter of it.  The fields shown
together never share a letter: those outside the tab pages are one group, and
each tab page with them (only one page shows at a time).  The letters given
here are given again when called anew (after a change of language, or of the
fields), the translation's own stay.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QLabel,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from .table.mnemonics import assign_letters, mnemonic_of, plain, with_mnemonic

DIRECT = Qt.FindChildOption.FindDirectChildrenOnly
#: The property that keeps the text a letter was given to (a text set since is new).
GIVEN = "debertzGivenMnemonic"


def fields(root: QWidget) -> list[QWidget]:
    """The widgets of ``root`` that take a letter: labels with a buddy, and buttons with a
    text (a check box that is a label's buddy is reached by the label; the dialog's OK and
    Cancel by Enter and Escape)."""
    buddies = {id(label.buddy()) for label in root.findChildren(QLabel)
               if label.buddy() is not None}
    found: list[QWidget] = []
    for widget in root.findChildren(QWidget):
        if isinstance(widget, QLabel):
            if widget.buddy() is not None and widget.text():
                found.append(widget)
        elif (isinstance(widget, QAbstractButton) and widget.text()
              and id(widget) not in buddies
              and not isinstance(widget.parentWidget(), QDialogButtonBox)):
            found.append(widget)
    return found


def _page_of(widget: QWidget, pages: list[QWidget]) -> QWidget | None:
    parent = widget.parentWidget()
    while parent is not None:
        if parent in pages:
            return parent
        parent = parent.parentWidget()
    return None


def _removed_pages(tab_widgets: list[QTabWidget], pages: list[QWidget]) -> list[QWidget]:
    """Pages taken out of their tab widget, not yet deleted (the rules of another game)."""
    removed = []
    for tabs in tab_widgets:
        for stack in tabs.findChildren(QStackedWidget, options=DIRECT):
            removed += [w for w in stack.findChildren(QWidget, options=DIRECT)
                        if w not in pages]
    return removed


def groups(root: QWidget) -> list[list[QWidget]]:
    """The fields shown together: those outside any tab page first, then, for each tab page,
    those fields with the page's own."""
    tab_widgets = root.findChildren(QTabWidget)
    pages = [tabs.widget(i) for tabs in tab_widgets for i in range(tabs.count())]
    removed = _removed_pages(tab_widgets, pages)
    outside: list[QWidget] = []
    inside: dict[int, list[QWidget]] = {id(page): [] for page in pages}
    for widget in fields(root):
        if _page_of(widget, removed) is not None:
            continue
        page = _page_of(widget, pages)
        (outside if page is None else inside[id(page)]).append(widget)
    return [outside, *([*outside, *inside[id(page)]] for page in pages)]


def _own_text(widget) -> str:
    """The widget's text as set by the program: without a letter this module gave it."""
    text = widget.text()
    given = widget.property(GIVEN)
    return plain(text) if given is not None and given == text else text


def _assign(widgets: Iterable[QWidget], fixed: dict[int, str]) -> None:
    """Letters for ``widgets``; ``fixed``: those already settled (kept as they are)."""
    widgets = list(widgets)
    taken: set[str] = set()
    labels: list[str] = []
    wishes: list[str] = []
    free: list[QWidget] = []
    for widget in widgets:
        if id(widget) in fixed:
            taken.add(fixed[id(widget)])
            continue
        text = _own_text(widget)
        letter = mnemonic_of(text)
        if letter and letter not in taken and widget.property(GIVEN) != widget.text():
            taken.add(letter)  # the translation's own letter
            fixed[id(widget)] = letter
            if text != widget.text():
                widget.setText(text)
            continue
        free.append(widget)
        labels.append(plain(text))
        wishes.append(letter)
    for widget, label, letter in zip(free, labels, assign_letters(labels, wishes, taken),
                                     strict=True):
        text = with_mnemonic(label, letter)
        widget.setText(text)
        widget.setProperty(GIVEN, text)
        fixed[id(widget)] = letter


def assign_mnemonics(root: QWidget) -> None:
    """Gives every field of ``root`` a letter of its own among those shown with it."""
    fixed: dict[int, str] = {}
    for group in groups(root):
        _assign(group, fixed)
