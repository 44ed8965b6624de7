"""Alt + letter for every field of a dialog, as KDE's accelerator manager gives them.

A dialog built from metadata (the rules editor's fields come from each game's
options) cannot have its letters chosen by hand in every language.
``assign_mnemonics`` gives every label with a buddy and every button of a
dialog an underlined letter: a letter set by the translation ("&Game") is kept
unless a field shown with it has it already (the fields outside the pages
choose first, then the pages' in order), the others get the first free letter
that begins a word of their text, else any free letter of it.  The fields shown
together never share a letter: those outside the tab pages are one group, and
each tab page with them and with the pages it lies in (a tab of rules inside
the Rules tab: only one page of each shows at a time).  The letters of the menu
bar of the window are never given (Alt+G opens Game: a button of the table on
G would never be pressed).  A button of a dialog's button box that Enter or
Escape presses (OK, Cancel, Close) needs no letter and gets none; the others
("Open the folder", "Restore Defaults") do.  The letters given here are given
again when called anew (after a change of language, or of the fields), the
translation's own stay.

A widget keeps its letters so by calling ``assign_mnemonics`` when it is shown
and ``assign_soon`` after a change of language (its ``changeEvent``).  (Not with
an event filter: a Python event filter on the Settings dialog that gave it its
letters once shown made the second Settings dialog crash in QDialog::showEvent,
PySide6 6.11, xcb.)
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QLabel,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from .table.mnemonics import assign_letters, menu_letters, mnemonic_of, plain, with_mnemonic

DIRECT = Qt.FindChildOption.FindDirectChildrenOnly
#: The property that keeps the text a letter was given to (a text set since is new).
GIVEN = "debertzGivenMnemonic"
#: The property of a widget whose letters are to be given again soon (``assign_soon``).
DUE = "debertzMnemonicsDue"
#: The roles of a button box's buttons that Enter and Escape press: they need no letter.
KEYED_ROLES = (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.RejectRole)


def fields(root: QWidget) -> list[QWidget]:
    """The widgets of ``root`` that take a letter: labels with a buddy, and buttons with a
    text (a check box that is a label's buddy is reached by the label; the dialog's OK and
    Cancel by Enter and Escape, unless their text has a letter of its own) — not those of
    a window of their own over it (a message box)."""
    window = root.window()
    buddies = {id(label.buddy()) for label in root.findChildren(QLabel)
               if label.buddy() is not None}
    found: list[QWidget] = []
    for widget in root.findChildren(QWidget):
        if isinstance(widget, QLabel):
            wanted = widget.buddy() is not None and bool(widget.text())
        elif isinstance(widget, QAbstractButton):
            wanted = (bool(widget.text()) and id(widget) not in buddies
                      and not _keyed(widget))
        else:
            continue
        if wanted and widget.window() is window:
            found.append(widget)
    return found


def _keyed(button: QAbstractButton) -> bool:
    """A button of a button box pressed by Enter or Escape, without a letter of its own."""
    box = button.parentWidget()
    return (isinstance(box, QDialogButtonBox) and box.buttonRole(button) in KEYED_ROLES
            and not mnemonic_of(button.text()))


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


def _pages_around(widget: QWidget, pages: list[QWidget]) -> list[QWidget]:
    """The tab pages ``widget`` lies in, the outermost first (``widget`` itself if a page)."""
    around = []
    while widget is not None:
        if widget in pages:
            around.append(widget)
        widget = widget.parentWidget()
    return around[::-1]


def groups(root: QWidget) -> list[list[QWidget]]:
    """The fields shown together: those outside any tab page first, then, for each tab page
    (the outer pages before the pages inside them), those fields with the fields of the
    page and of the pages it lies in."""
    window = root.window()
    tab_widgets = [tabs for tabs in root.findChildren(QTabWidget) if tabs.window() is window]
    pages = [tabs.widget(i) for tabs in tab_widgets for i in range(tabs.count())]
    removed = _removed_pages(tab_widgets, pages)
    outside: list[QWidget] = []
    inside: dict[int, list[QWidget]] = {id(page): [] for page in pages}
    for widget in fields(root):
        if _page_of(widget, removed) is not None:
            continue
        page = _page_of(widget, pages)
        (outside if page is None else inside[id(page)]).append(widget)
    chains = sorted((_pages_around(page, pages) for page in pages), key=len)
    return [outside, *([*outside, *(w for page in chain for w in inside[id(page)])]
                       for chain in chains)]


def _own_text(widget) -> str:
    """The widget's text as set by the program: without a letter this module gave it."""
    text = widget.text()
    given = widget.property(GIVEN)
    return plain(text) if given is not None and given == text else text


def _set_letter(widget: QWidget, label: str, letter: str) -> None:
    text = with_mnemonic(label, letter)
    if widget.text() != text:
        widget.setText(text)
    widget.setProperty(GIVEN, text)


def assign_mnemonics(root: QWidget) -> None:
    """Gives every field of ``root`` a letter of its own among those shown with it, none of
    them a letter of the menu bar of ``root``'s window.

    The translations' own letters first, wherever they meet none shown with them (the
    fields outside the pages, shown with every page, choose before the pages' fields);
    then the others, each avoiding every letter shown with it on any page."""
    reserved = menu_letters(root)
    shown_with = groups(root)
    fixed: dict[int, str] = {}
    letters_of_group: list[set[str]] = [set() for _ in shown_with]
    member_of: dict[int, list[int]] = {}
    order: list[QWidget] = []
    for index, group in enumerate(shown_with):
        for widget in group:
            if id(widget) not in member_of:
                member_of[id(widget)] = []
                order.append(widget)
            member_of[id(widget)].append(index)

    def taken(widget: QWidget) -> set[str]:
        return reserved.union(*(letters_of_group[i] for i in member_of[id(widget)]))

    def fix(widget: QWidget, letter: str) -> None:
        fixed[id(widget)] = letter
        for i in member_of[id(widget)]:
            letters_of_group[i].add(letter)  # ("": none left for it, a test's fault)

    for widget in order:  # the translation's own letter ("&Game"), where it is free
        own = widget.property(GIVEN) != widget.text()
        letter = mnemonic_of(widget.text())
        if own and letter and letter not in taken(widget):
            fix(widget, letter)
    for widget in order:  # the others: a letter given before if still free, else a new one
        if id(widget) in fixed:
            continue
        text = _own_text(widget)
        label = plain(text)
        (letter,) = assign_letters([label], [mnemonic_of(text)], taken(widget))
        _set_letter(widget, label, letter)
        fix(widget, letter)


def assign_soon(root: QWidget) -> None:
    """Letters for ``root``'s fields once the events at hand are done: its widgets have
    taken the words of a new language in their own ``changeEvent``, or fields came or went
    (another game's rules, the Fix button).  Called again meanwhile, once."""
    if not root.property(DUE):
        root.setProperty(DUE, True)
        QTimer.singleShot(0, root, lambda: _assign_due(root))


def _assign_due(root: QWidget) -> None:
    root.setProperty(DUE, False)
    assign_mnemonics(root)
