"""The main window: the card table, the score-sheet dock, menus and the status bar.

Dialogs (new game, settings) are imported when first opened, so the window
shows quickly; the window talks to the game only through its session.  The
dock is ``score_sheet_dock.py``, the menus ``main_menus.py``, the status bar
``game_status_bar.py``, the windows it opens beside itself (the sheet, the
score keeper, statistics, the rules, About) ``companion_windows.py``, and
playing on the network ``lan/``.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QMenuBar, QMessageBox

from ..engine.games import kind_of
from ..storage.errors import StorageError
from ..storage.settings import AppSettings, LoadResult, SettingsStore
from .card_faces import CardFaces, DrawnStyle, shown_deck
from .companion_windows import CompanionWindows
from .game_status_bar import GameStatusBar
from .games import game_ui
from .i18n import current_language
from .lan.network_play import NetworkPlay
from .main_menus import build_menus, name_saving, reviews
from .player_names import settings_names
from .score_sheet_dock import ScoreSheetDock
from .session import LocalSession, default_bot
from .table.card_table import CardTable
from .window_placement import restore_geometry, saved_geometry, watch_windows

log = logging.getLogger(__name__)


#: The size of the window on the first start (smaller on a smaller screen).
DEFAULT_SIZE = QSize(1180, 780)
#: The version of ``saveState()``'s layout of the dock: raise it when the docks change.
STATE_VERSION = 1


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
        self.table.new_game_requested.connect(self.ask_new_game)
        self.table.save_requested.connect(self.save_game)
        self.table.print_requested.connect(self.print_sheet)
        self.table.review_requested.connect(lambda number: reviews(self).open_deal(number))
        self.table.can_review = lambda: reviews(self).session_record() is not None
        self.setCentralWidget(self.table)
        self.sheet_dock = ScoreSheetDock(self.tr("Score sheet"), self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.sheet_dock)
        self.sheet_dock.setVisible(False)
        self.sheet_dock.visibilityChanged.connect(
            lambda: QTimer.singleShot(0, self.sheet_dock.fit))
        restore_geometry(self, self.settings.window_geometry, DEFAULT_SIZE)
        if self.settings.window_state:
            self.restoreState(QByteArray.fromBase64(self.settings.window_state.encode("ascii")),
                              STATE_VERSION)
            self.sheet_dock.fitted = True  # the dock's remembered width wins
        from .game_files import GameFiles

        self.files = GameFiles(self)
        #: The windows opened beside this one: sheet, score keeper, statistics, rules, About.
        self.companions = CompanionWindows(self)
        self.network = NetworkPlay(self)
        build_menus(self)
        #: The game's line and the passing messages (``statusBar()`` is this one).
        self.status_bar = GameStatusBar(self)
        self.setStatusBar(self.status_bar)
        self.table.status.connect(self.status_bar.say)
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

    def offer_unfinished(self) -> None:
        """Offer the unfinished games and network tables, as a start without a file does (a
        file given at start that could not be opened): once the settings warning, if it
        shows, is read."""
        warning = getattr(self._controller, "warning_box", None)
        if warning is not None and warning.isVisible():
            warning.finished.connect(lambda _result: self.offer_unfinished())
            return
        self.files.offer_resume()
        QTimer.singleShot(0, self.network.offer_unfinished_tables)

    @property
    def sheet(self):
        """The dock's sheet, as the game on the table shows it (``GameUi.sheet_view``)."""
        return self.sheet_dock.sheet

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
        self.record_path = None  # a new game is no file's yet
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
        self.sheet_dock.show_game(session.rules)
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
        name_saving(self)
        self.status_bar.end_welcome()
        self.status_bar.show_game(self._game_line())
        if wait:
            self.table.wait_for_deal(self._game_line(), session.start)
            self.hint_action.setEnabled(False)  # the cards are not shown yet
        else:
            session.start()
        QTimer.singleShot(0, self.sheet_dock.fit)

    def _game_line(self) -> str:
        """"Classic (Moscow), 2 players, to 501" — what is played on the table."""
        rules = getattr(self.session, "rules", None)
        return game_ui(rules).game_text(rules) if rules is not None else ""

    def start_session(self, session, *, network: bool = False) -> None:
        """A session made elsewhere (the network's) on the table, as a new game's."""
        self.record_path = None
        self._start(session, None, network=network)

    def network_session_ended(self, session, ended: str = "") -> None:
        """The network game on the table is over for this window: its last state stays to
        read, print and export, but nothing can be played on it; ``ended`` says why, in the
        decision bar."""
        if session is not None and session is self.session:
            self.table.detach(ended)
        self._apply_tournament()
        name_saving(self)

    def network_game(self) -> bool:
        """The game on the table is played on the network (no hint, no undo there)."""
        return self.session is not None and not isinstance(self.session, LocalSession)

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
        self.new_game(choice.rules, names=choice.names,
                      levels=[None if lv is None else str(lv.value if hasattr(lv, "value")
                                                          else lv) for lv in choice.levels])

    def _on_view(self, view) -> None:
        if self.session is not None:
            self.status_bar.show_game(self._game_line(),
                                      view if view is not None else self.table.scene.view)
            self.sheet.set_sheet(self.session.game.sheet, self.session.names)
            sheet_window = self.companions.sheet_window
            if sheet_window is not None and sheet_window.isVisible():
                sheet_window.set_info(self.files.sheet_info())
        self._enable_actions()

    def _enable_actions(self) -> None:
        """Undo, Hint and Last trick in the menus work when the bar's do: a card to take
        back, the person to act with his cards shown, a trick taken."""
        session = self.session
        self.undo_action.setEnabled(session is not None and session.can_undo())
        self.hint_action.setEnabled(session is not None and session.can_hint()
                                    and not self.table.deal_prompt.waiting)
        view = self.table.scene.view
        self.last_trick_action.setEnabled(session is not None and view is not None
                                          and bool(view.tricks))

    def _apply_tournament(self) -> None:
        """The tournament setting hides the hint and undo, in the bar and the menu."""
        on = self.settings.tournament_mode or self.network_game()
        self.table.set_tournament(on)
        for action in (self.undo_action, self.hint_action):
            action.setVisible(not on)
        self._enable_actions()

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
        self.setMenuBar(QMenuBar(self))
        build_menus(self)
        self._apply_tournament()
        name_saving(self)
        self.network.retranslate()
        self.status_bar.show_game(self._game_line(), self.table.scene.view)
        if self.table.deal_prompt.waiting:  # "Classic (Moscow), 3 players, to 501" anew
            self.table.deal_prompt.set_game_text(self._game_line())
        self.status_bar.retranslate()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            self.first_shown.emit()

    def closeEvent(self, event) -> None:
        if self.network.asks_before_quitting(self.close):
            event.ignore()
            return
        keeper = self.companions.keeper_window
        if keeper is not None:
            # its game stays for the next start, as the table's does: nothing is asked
            keeper.keep_for_later()
            keeper.close()
        if self.session is not None:
            self.session.stop()
        self.network.close_quietly()
        self.files.keep_for_later()  # the game stays, as it stands, for the next start
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


__all__ = ["MainWindow"]
