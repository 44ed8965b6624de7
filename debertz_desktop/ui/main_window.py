"""The main window: the card table, the score-sheet dock, menus and the status bar.

Dialogs (new game, settings) are imported when first opened, so the window
shows quickly; the window talks to the game only through its session.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenuBar, QMessageBox

from ..engine.games import DEFAULT_GAME, kind_of
from ..storage.errors import StorageError
from ..storage.settings import AppSettings, LoadResult, SettingsStore
from .card_faces import CardFaces, DrawnStyle, shown_deck
from .games import game_ui, game_ui_by_key
from .i18n import current_language
from .lan.network_play import NetworkPlay
from .main_menus import build_menus, reviews
from .player_names import settings_names
from .session import LocalSession, default_bot
from .table.card_table import SPEEDS, CardTable
from .window_placement import place, restore_geometry, saved_geometry, watch_windows

log = logging.getLogger(__name__)


#: The size of the window on the first start (smaller on a smaller screen).
DEFAULT_SIZE = QSize(1180, 780)
#: The version of ``saveState()``'s layout of the dock: raise it when the docks change.
STATE_VERSION = 1

#: The score-sheet dock's width: at least, at most (pixels).
DOCK_WIDTH = (280, 520)
#: The table's width the dock leaves when it can (pixels).
TABLE_WIDTH = 720


class MainWindow(QMainWindow):
    first_shown = Signal()

    def __init__(self, settings: AppSettings | None = None, *,
                 store: SettingsStore | None = None, start_game: bool = True,
                 loaded: LoadResult | None = None) -> None:
        """``loaded``: how the settings file was read at start; its warning (a damaged or
        newer file) is shown once the window is up, before any game is offered."""
        super().__init__()
        watch_windows()  # every window and dialog stays on the screen (a scaled one too)
        self.settings = settings if settings is not None else AppSettings()
        self.store = store
        self._loaded = loaded
        self._controller = None
        self._shown = False
        self.session: LocalSession | None = None
        #: Help → Learn to play running on the game on the table (``learn/lesson.py``).
        self.lesson = None
        self._record_path: str | None = None
        self._title()
        self.faces = CardFaces(drawn_style=DrawnStyle(four_colour=self.settings.four_colour))
        self.table = CardTable(self.faces, self._deck_id(), self)
        self.table.status.connect(self._status)
        self.table.new_game_requested.connect(self.ask_new_game)
        self.table.save_requested.connect(self.save_game)
        self.table.print_requested.connect(self.print_sheet)
        self.table.review_requested.connect(lambda number: reviews(self).open_deal(number))
        self.table.can_review = lambda: reviews(self).session_record() is not None
        self.setCentralWidget(self.table)
        #: The dock's sheet, as the game on the table shows it (``GameUi.sheet_view``).
        self.sheet = game_ui_by_key(DEFAULT_GAME).sheet_view()
        self._sheet_game = DEFAULT_GAME
        self.sheet_dock = QDockWidget(self.tr("Score sheet"), self)
        self.sheet_dock.setObjectName("ScoreSheetDock")
        self.sheet_dock.setWidget(self.sheet)
        self.sheet_dock.setMinimumWidth(DOCK_WIDTH[0])
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self.sheet_dock.setVisible(False)
        self._dock_fitted = False
        self.sheet_dock.visibilityChanged.connect(lambda: QTimer.singleShot(0, self._fit_dock))
        restore_geometry(self, self.settings.window_geometry, DEFAULT_SIZE)
        if self.settings.window_state:
            self.restoreState(QByteArray.fromBase64(self.settings.window_state.encode("ascii")),
                              STATE_VERSION)
            self._dock_fitted = True  # the dock's remembered width wins
        from .game_files import GameFiles

        self.files = GameFiles(self)
        self.sheet_window = None
        self.keeper_window = None
        self.statistics_dialog = None
        self.network = NetworkPlay(self)
        self._build_menus()
        self._rules_dialog = None
        self._welcome = self.tr("Welcome to Debertz.")
        self.game_line = QLabel()
        self.game_line.setObjectName("gameLine")
        self.statusBar().addWidget(self.game_line, 1)
        self.statusBar().showMessage(self._welcome)
        self.table.set_highlight_legal(self.settings.highlight_legal)
        self.table.set_confirm_play(self.settings.confirm_play)
        self._apply_tournament()
        if start_game:
            self.new_game(wait=True)
        self.first_shown.connect(lambda: self._after_first_show(offer_games=start_game))

    def _after_first_show(self, offer_games: bool = True) -> None:
        """Say what happened to the settings file, then offer the unfinished games.

        Started on a file (``debertz FILE``), the window shows that file instead of
        offering games, but still says what happened to the settings.
        """
        follow = self.files.offer_resume if offer_games else (lambda: None)
        controller = self._settings_controller() if self._loaded is not None else None
        if controller is not None and controller.show_load_warning(self):
            controller.warning_box.finished.connect(lambda _result: follow())
        else:
            follow()
        if offer_games:
            QTimer.singleShot(0, self.network.offer_unfinished_tables)

    @property
    def record_path(self) -> str | None:
        """The file the game on the table was opened from or saved to; its name is in the title."""
        return self._record_path

    @record_path.setter
    def record_path(self, path: str | None) -> None:
        self._record_path = path
        self._title()

    def _title(self) -> None:
        title = self.tr("Debertz Desktop")
        if self._record_path:
            title = f"{Path(self._record_path).name} — {title}"
        self.setWindowTitle(title)

    # -- menus ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        build_menus(self)

    # -- games -----------------------------------------------------------------------------------

    def new_game(self, rules: Any = None, *, seed: int | None = None,
                 names: Sequence[str] | None = None, levels: Sequence[str | None] | None = None,
                 bots=None, delay_ms: int | None = None, wait: bool = False) -> LocalSession:
        """A game against the computer on the table; with ``wait`` its first deal waits for
        the person's Deal (the program's first game, there before he has looked)."""
        rules = rules or self._default_rules()
        seed = random.randrange(1 << 30) if seed is None else seed
        names = tuple(names) if names else settings_names(self.settings, rules.players)
        levels = list(levels or [None] + ["medium"] * (rules.players - 1))
        if bots is None:
            game = kind_of(rules).key
            bots = {s: default_bot(str(levels[s] or "medium"), seed * 31 + s, game)
                    for s in range(1, rules.players)}
        session = LocalSession(rules, seed, names=names, bots=bots,
                               tournament=self.settings.tournament_mode, parent=self)
        self.files.forget_game()
        self._start(session, delay_ms, wait=wait)
        # kept with the game, so a resumed game plays (and is counted) at the same levels
        self.files.meta["levels"] = [None if lv is None else str(lv) for lv in levels]
        return session

    def _start(self, session: LocalSession, delay_ms: int | None, *,
               network: bool = False, wait: bool = False) -> None:
        """Put ``session`` on the table; a network game (``ui/lan``) is not autosaved here
        (its host keeps the table's autosave) nor counted, and its end is the network's."""
        if self.lesson is not None:
            self.lesson.stop(quiet=True)  # another game: the lesson was the last one's
        old = self.session
        if old is not None:
            old.stop()
            if isinstance(old, LocalSession):
                old.deleteLater()
            else:  # a network game's, its table closed: its sockets may still say goodbye
                self.network.dispose(old)
        self.session = session
        self._sheet_of(session.rules)
        self.table.attach(session)
        speed = self.settings.animation_speed.value
        self.table.set_speed(speed)
        if delay_ms is not None:
            session.set_delay(delay_ms)
        session.view_changed.connect(self._on_view)
        session.names_changed.connect(lambda: self._on_view(None))
        if not network:
            session.game_over.connect(lambda _side, s=session: self._count_game(s))
            session.game_over.connect(self._on_game_over)
            self.files.attach(session)
        self._apply_tournament()
        self._enable_saving()
        if self.statusBar().currentMessage() == self._welcome:
            self.statusBar().clearMessage()  # the game's line says more
        self._show_game_line()
        if wait:
            self.table.wait_for_deal(self._game_line(), session.start)
        else:
            session.start()
        QTimer.singleShot(0, self._fit_dock)

    def _game_line(self) -> str:
        """"Classic (Moscow), 2 players, to 501" — what is played on the table."""
        rules = getattr(self.session, "rules", None)
        return game_ui(rules).game_text(rules) if rules is not None else ""

    def _sheet_of(self, rules: Any) -> None:
        """The dock shows the sheet as ``rules``' game writes it (its own widget)."""
        key = kind_of(rules).key
        if key == self._sheet_game:
            return
        old, self.sheet = self.sheet, game_ui(rules).sheet_view()
        self._sheet_game = key
        self.sheet_dock.setWidget(self.sheet)
        old.deleteLater()
        self._dock_fitted = False

    def _show_game_line(self, view=None) -> None:
        """The status bar's standing line: the game, and the deal on the table."""
        text = self._game_line()
        if text and view is not None:
            text += " · " + self.tr("deal {number}").format(number=view.deal_number)
        self.game_line.setText(text)

    def start_session(self, session, *, network: bool = False) -> None:
        """A session made elsewhere (the network's) on the table, as a new game's."""
        self.record_path = None
        self._start(session, None, network=network)

    def network_session_ended(self, session) -> None:
        """The network game on the table is over for this window: its last state stays to
        read, print and export, but nothing can be played on it."""
        if session is not None and session is self.session:
            self.table.detach()
        self._apply_tournament()
        self._enable_saving()

    def network_game(self) -> bool:
        """The game on the table is played on the network (no hint, no undo there)."""
        return self.session is not None and not isinstance(self.session, LocalSession)

    def _enable_saving(self) -> None:
        """Save's words for what it saves (``GameFiles.write``): a game, the table its host
        runs (opened again, it is hosted again), or a client's score sheet — a client
        holds no record of the game, only the sheet as his seat saw it."""
        from .game_files import file_kind

        kind = file_kind(self.session)
        if kind == "sheet":
            texts = (self.tr("Save score &sheet"), self.tr("Save score sheet &as…"))
            tip = self.tr("Saves the score sheet as you see it; the game itself is kept by "
                          "its host.")
        else:
            texts = (self.tr("&Save"), self.tr("Save &as…"))
            tip = self.tr("Saves the whole table: open the file to host it again, and its "
                          "players come back to their seats.") if kind == "table" else ""
        for action, text in zip((self.save_action, self.save_as_action), texts, strict=True):
            action.setText(text)
            action.setStatusTip(tip)
        self.table.game_over.set_saves_sheet(kind == "sheet")

    def remember_settings(self, settings: AppSettings) -> None:
        """Keep ``settings`` (a dialog's choices) and save them."""
        controller = self._settings_controller()
        if controller is not None:
            controller.update(settings, self)
            self.settings = controller.settings
        else:
            self.settings = settings

    def _default_rules(self) -> Any:
        from .last_setup import rules_from_settings

        return rules_from_settings(self.settings)

    def ask_new_game(self) -> None:
        """The new-game dialog; at a table on the network its host may first play again
        with the same people (``NetworkPlay.offer_another_game``)."""
        if self.network.active and self.network.offer_another_game(self._ask_new_game_here):
            return
        self._ask_new_game_here()

    def _ask_new_game_here(self) -> None:
        controller = self._settings_controller()
        if controller is None:
            self.files.confirm_discard(self.new_game)
            return
        choice = controller.ask_new_game(self)
        if choice is None:
            return
        self.files.confirm_discard(lambda: self._new_game_chosen(controller, choice))

    def _new_game_chosen(self, controller, choice) -> None:
        self.settings = controller.settings
        self.record_path = None
        self.new_game(choice.rules, names=choice.names,
                      levels=[None if lv is None else str(lv.value if hasattr(lv, "value")
                                                          else lv) for lv in choice.levels])

    def _on_view(self, view) -> None:
        if self.session is not None:
            self._show_game_line(view if view is not None else self.table.scene.view)
            self.sheet.set_sheet(self.session.game.sheet, self.session.names)
            if self.sheet_window is not None and self.sheet_window.isVisible():
                self.sheet_window.set_info(self.files.sheet_info())
            self.undo_action.setEnabled(self.session.can_undo())
            self.hint_action.setEnabled(self.session.can_hint())

    def _fit_dock(self) -> None:
        """The sheet's width, chosen when the dock is first shown: its columns, but at most a
        third of the window.  It never widens itself as rows arrive, which would
        squeeze the table in mid-game; the person may drag it wider."""
        if self._dock_fitted or not self.sheet_dock.isVisible() or self.session is None:
            return
        self._dock_fitted = True
        self.sheet.set_sheet(self.session.game.sheet, self.session.names)
        wanted = max(DOCK_WIDTH[0], min(self.sheet.game_width(), self.width() // 3,
                                        self.width() - TABLE_WIDTH, DOCK_WIDTH[1]))
        self.resizeDocks([self.sheet_dock], [wanted], Qt.Orientation.Horizontal)

    def _apply_tournament(self) -> None:
        """The tournament setting hides the hint and undo, in the bar and the menu."""
        on = self.settings.tournament_mode or self.network_game()
        self.table.set_tournament(on)
        for action in (self.undo_action, self.hint_action):
            action.setVisible(not on)
            action.setEnabled(not on and self.session is not None)

    def _on_game_over(self, side: int) -> None:
        """The table shows the last deal, then the result with New game, Save and Print."""
        self.undo_action.setEnabled(False)
        self.hint_action.setEnabled(False)

    # -- files -------------------------------------------------------------------------------------

    def open_game(self) -> None:
        self.files.open_dialog()

    def save_game(self) -> bool:
        return self.save_action.isEnabled() and self.files.save()

    def save_game_as(self) -> bool:
        return self.save_as_action.isEnabled() and self.files.save_as()

    def print_sheet(self) -> None:
        self.printing("print_sheet")

    def printing(self, what: str) -> None:
        """Print, preview or export the sheet of the game on the table (``printing.py``)."""
        info = self.files.sheet_info()
        if info is None:
            return
        from .printing import SheetPrinting

        getattr(SheetPrinting.for_widget(self, self.files), what)(info)

    def show_sheet_window(self) -> None:
        info = self.files.sheet_info()
        if info is None:
            return
        if self.sheet_window is None:
            from .sheet_view import SheetWindow

            self.sheet_window = SheetWindow(self, folders=self.files)
            self.sheet_window.setWindowFlag(Qt.WindowType.Window)
            place(self.sheet_window, SheetWindow.DEFAULT_SIZE, self)
        self.sheet_window.set_info(info)
        self.sheet_window.show()
        self.sheet_window.raise_()

    def _count_game(self, session: LocalSession) -> None:
        """A game ended at the table: count it in the statistics (never twice)."""
        if getattr(session, "counted", False):
            return
        session.counted = True
        from .statistics_window import count_game

        problem = count_game(session)
        if problem:
            self.statusBar().showMessage(
                self.tr("The game was not added to the statistics: {reason}").format(
                    reason=problem), 8000)

    def show_statistics(self) -> None:
        from .statistics_window import StatisticsDialog

        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(self)
        else:
            self.statistics_dialog.reload()
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()

    def open_score_keeper(self, live=None, path: str | None = None, *, autosave=None) -> None:
        """The score keeper's window; with ``live``, that game (opened from a file or resumed
        from its ``autosave``)."""
        if self.keeper_window is None:
            from .score_keeper import ScoreKeeperWindow

            rules = self.session.rules if self.session is not None else None
            self.keeper_window = ScoreKeeperWindow(self, rules=rules,
                                                   remember=self.files.remember,
                                                   files=self.files)
            self.keeper_window.setWindowFlag(Qt.WindowType.Window)
            place(self.keeper_window, ScoreKeeperWindow.DEFAULT_SIZE, self)
        if live is not None:
            self.keeper_window.offer_live(live, path, autosave=autosave)
        self.keeper_window.show()
        self.keeper_window.raise_()

    # -- settings ---------------------------------------------------------------------------------

    def _settings_controller(self):
        if self._controller is None:
            try:
                from .settings_controller import SettingsController
            except ImportError:
                return None
            self._controller = SettingsController(self.store, self, loaded=self._loaded)
        self._controller.adopt(self.settings)  # recent files, folders, window kept meanwhile
        return self._controller

    def edit_settings(self) -> None:
        controller = self._settings_controller()
        if controller is None:
            QMessageBox.information(self, self.tr("Settings"),
                                    self.tr("The settings dialog is not available yet."))
            return
        if controller.edit_settings(self):
            self.apply_settings(controller.settings)

    def apply_settings(self, settings: AppSettings) -> None:
        self.settings = settings
        self.table.scene.set_deck(self._deck_id())
        self.table.scene.set_four_colour(settings.four_colour)
        self.table.set_speed(settings.animation_speed.value)
        self.table.set_highlight_legal(settings.highlight_legal)
        self.table.set_confirm_play(settings.confirm_play)
        self._apply_tournament()

    def _deck_id(self) -> str:
        """The chosen deck, or the one whose indices are in the interface language."""
        deck = self.settings.deck
        return shown_deck(None if deck is None else deck.value, current_language())

    # -- help -------------------------------------------------------------------------------------

    def learn_to_play(self, game: str | None = None) -> None:
        """Help → Learn to play ``game`` (a key of ``engine/games.py``; ``None``: the game on
        the table) — ``learn/lesson.py``."""
        from .learn.lesson import offer_lesson

        offer_lesson(self, game)

    def show_rules(self, section: str = "") -> None:
        """Help → Rules of the game on the table (of the last game set up when none is); at
        ``section``, else at the section the last refusal cited while it is still shown."""
        from .last_setup import settings_kind
        from .rules_browser import RulesDialog

        rules = getattr(self.session, "rules", None)
        page = (kind_of(rules) if rules is not None else settings_kind(self.settings)).rules_page
        if self._rules_dialog is not None and self._rules_dialog.page != page:
            self._rules_dialog.close()
            self._rules_dialog.deleteLater()
            self._rules_dialog = None
        if self._rules_dialog is None:
            self._rules_dialog = RulesDialog(self, page=page)
        self._rules_dialog.show()
        self._rules_dialog.raise_()
        rule = self.table.cited_rule
        if section:
            self._rules_dialog.show_section(section)
        elif rule and rule in self.statusBar().currentMessage():
            self._rules_dialog.show_section(rule)

    _rules = show_rules

    def show_about(self) -> None:
        from .about import show_about

        self.about_box = show_about(self)

    def _status(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text, 8000)
        else:
            self.statusBar().clearMessage()

    # -- language ---------------------------------------------------------------------------------

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Texts in the current language; the menus are built anew (the table does its own)."""
        if self.session is not None:
            self.session.retranslate()  # "You", "Computer 1", "Ann and Bob" in this language
        self._title()
        self.sheet_dock.setWindowTitle(self.tr("Score sheet"))
        undo_enabled = self.undo_action.isEnabled()
        hint_enabled = self.hint_action.isEnabled()
        self.setMenuBar(QMenuBar(self))
        self._build_menus()
        self._apply_tournament()
        self._enable_saving()
        self.network.retranslate()
        self.undo_action.setEnabled(undo_enabled)
        self.hint_action.setEnabled(hint_enabled)
        self._show_game_line(self.table.scene.view)
        welcome = self._welcome
        self._welcome = self.tr("Welcome to Debertz.")
        if self.statusBar().currentMessage() == welcome:
            self.statusBar().showMessage(self._welcome)
        else:
            self.statusBar().clearMessage()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            self.first_shown.emit()

    def closeEvent(self, event) -> None:
        if self.network.active and self.network.is_host:
            # the table closes with the program: the people at it are asked about first
            event.ignore()
            self.network.confirm_leave(self.close)
            return
        if self.network.active and self.network.questions.must_ask_quit():
            # a guest mid-game: a computer plays his seat until he comes back — said first
            event.ignore()
            self.network.questions.confirm_quit(self.close)
            return
        keeper = self.keeper_window
        if keeper is not None:
            # its game stays for the next start, as the table's does: nothing is asked
            keeper.keep_for_later()
            keeper.close()
        if self.session is not None:
            self.session.stop()
        self.network.close_quietly()
        self.files.autosave.release()  # the game stays for the next start to offer
        self.keep_placement()
        super().closeEvent(event)

    def keep_placement(self) -> None:
        """Remember the window's size and place and the dock's, for the next start."""
        state = bytes(self.saveState(STATE_VERSION).toBase64().data()).decode("ascii")
        self.settings = dataclasses.replace(self.settings, window_geometry=saved_geometry(self),
                                            window_state=state)
        if self.store is not None:
            try:
                self.store.save(self.settings)
            except StorageError as err:
                log.warning("window placement not saved: %s", err)


__all__ = ["SPEEDS", "MainWindow"]
