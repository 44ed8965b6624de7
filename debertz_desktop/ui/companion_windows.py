"""The windows the main window opens beside itself: the score sheet, the score keeper, the
statistics, the rules and About.

Each is made when it is first asked for (its module imported then, so that the
main window shows quickly), placed beside the main window, and kept: asked for
again, it comes to the front with what it shows brought up to date.  Help →
Rules keeps one dialog, made anew for another game's rules page.

The main window's keys for games and files (Ctrl+N, Ctrl+O, Ctrl+S, Ctrl+R, F1, Ctrl+Q …)
answer in these windows too (:meth:`CompanionWindows.lend_keys`): a new player with the score
sheet's window in front pressed Ctrl+N and nothing happened.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ..engine.games import kind_of
from .window_placement import place

#: The property that marks the main window's actions lent to the companions.
LENT = "lent_to_companions"


class CompanionWindows(QObject):
    """The windows beside ``window`` (the ``MainWindow``, which makes this part and hands
    itself over; this module never imports it)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.sheet_window = None
        self.keeper_window = None
        self.statistics_dialog = None
        #: Help → Rules: the dialog of the last game's rules page asked for.
        self.rules_dialog = None
        self.about_box = None
        #: The main window's actions that the companions answer too (``lend_keys``).
        self.lent: tuple[QAction, ...] = ()
        self._borrowers: list[QWidget] = []

    def lend_keys(self, actions: tuple[QAction, ...]) -> None:
        """``actions`` (the menus' anew after a language switch) answer their shortcuts in
        every companion window as in the main window, instead of those lent before (the old
        menus may not be gone yet: a key in two actions is ambiguous and does nothing)."""
        for action in actions:
            action.setProperty(LENT, True)
        self.lent = tuple(actions)
        for widget in self._borrowers:
            self._lend_to(widget)

    def borrow_keys(self, widget: QWidget) -> None:
        """``widget``, a window beside the main one, answers the lent keys while it is in
        front (an action answers in every window it is added to)."""
        if widget in self._borrowers:
            return
        self._borrowers.append(widget)
        self._lend_to(widget)
        widget.destroyed.connect(lambda _=None, w=widget: self._borrowers.remove(w)
                                 if w in self._borrowers else None)

    def _lend_to(self, widget: QWidget) -> None:
        for action in widget.actions():
            if action.property(LENT):
                widget.removeAction(action)
        widget.addActions(list(self.lent))

    def show_sheet_window(self) -> None:
        """View → Score sheet window: the sheet of the game on the table, in a window."""
        window = self.window
        info = window.files.sheet_info()
        if info is None:
            return
        if self.sheet_window is None:
            from .sheet_window import SheetWindow

            self.sheet_window = SheetWindow(window, folders=window.files)
            self.sheet_window.setWindowFlag(Qt.WindowType.Window)
            place(self.sheet_window, SheetWindow.DEFAULT_SIZE, window)
            self.borrow_keys(self.sheet_window)
        self.sheet_window.set_info(info)
        self.sheet_window.show()
        self.sheet_window.raise_()

    def file_window(self) -> QWidget | None:
        """The window a file opens in besides the table, if one is shown: the score
        keeper's, or a network game's sheet."""
        return next((w for w in (self.keeper_window, self.window.files.sheet_window)
                     if w is not None and w.isVisible()), None)

    def bring_forward(self) -> None:
        """The file's window (``file_window``) in front and active: opened at start, the
        main window came up over it."""
        shown = self.file_window()
        if shown is not None:
            shown.raise_()
            shown.activateWindow()

    def show_statistics(self) -> None:
        """Game → Statistics (read again when shown again)."""
        from .statistics_window import StatisticsDialog

        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(self.window)
            self.borrow_keys(self.statistics_dialog)
        else:
            self.statistics_dialog.reload()
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()

    def open_score_keeper(self, live=None, path: str | None = None, *, autosave=None,
                          saved: bool = False) -> None:
        """The score keeper's window; with ``live``, that game (opened from a file or resumed
        from its ``autosave``: the game of the file at ``path``, if any, which holds every
        deal where ``saved``)."""
        window = self.window
        if self.keeper_window is None:
            from .score_keeper import ScoreKeeperWindow

            rules = window.session.rules if window.session is not None else None
            self.keeper_window = ScoreKeeperWindow(window, rules=rules,
                                                   remember=window.files.remember,
                                                   files=window.files)
            self.keeper_window.setWindowFlag(Qt.WindowType.Window)
            place(self.keeper_window, ScoreKeeperWindow.DEFAULT_SIZE, window)
        if live is not None:
            self.keeper_window.offer_live(live, path, autosave=autosave, saved=saved)
        self.keeper_window.show()
        self.keeper_window.raise_()

    def show_rules(self, section: str = "") -> None:
        """Help → Rules of the game on the table (of the last game set up when none is); at
        ``section``, else at the section the last refusal cited while it is still shown."""
        from .last_setup import settings_kind
        from .rules_browser import RulesDialog

        window = self.window
        rules = getattr(window.session, "rules", None)
        page = (kind_of(rules) if rules is not None else settings_kind(window.settings)).rules_page
        if self.rules_dialog is not None and self.rules_dialog.page != page:
            self.rules_dialog.close()
            self.rules_dialog.deleteLater()
            self.rules_dialog = None
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(window, page=page)
            self.borrow_keys(self.rules_dialog)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        rule = window.table.cited_rule
        if section:
            self.rules_dialog.show_section(section)
        elif rule and rule in window.statusBar().currentMessage():
            self.rules_dialog.show_section(rule)

    def show_about(self) -> None:
        """Help → About."""
        from .about import show_about

        self.about_box = show_about(self.window)


__all__ = ["CompanionWindows"]
