"""The main window's files: Open, Save, Save As, recent files, the autosave and resuming.

Loading and writing is ``storage/saved_games.py``; this controller asks for
paths, shows problems in a message box (translated, never a traceback) and
keeps the current game when a file cannot be opened.  The game in progress is
autosaved after every trick and forgotten when it ends; on start the window
offers to resume an unfinished one.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from ..engine.errors import DebertzError
from ..engine.events import DealScored, GameOver, TrickTaken
from ..engine.record import GameRecord
from ..storage import paths
from ..storage.errors import StorageError
from ..storage.saved_games import (
    EXTENSION,
    LoadedGame,
    autosave,
    clear_autosave,
    load_game,
    save_record,
    unfinished_game,
)
from .messages import error_text
from .sheet_view import SheetInfo

log = logging.getLogger(__name__)


def file_filter() -> str:
    return QCoreApplication.translate("GameFiles", "Debertz games (*.debertz *.json)")


class GameFiles(QObject):
    """Saved games for a ``MainWindow`` (its ``session``, ``settings``, ``store``, ``_start``)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.meta: dict = {}
        self.message_box: QMessageBox | None = None
        self.recent_menu = QMenu()
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    # -- the session ---------------------------------------------------------------------------

    def attach(self, session, meta: dict | None = None) -> None:
        """A new session started: autosave it after every trick."""
        self.meta = dict(meta or {})
        session.events_happened.connect(self._on_events)

    def record(self) -> GameRecord | None:
        session = self.window.session
        return None if session is None else GameRecord.of(session.game, self.meta)

    def sheet_info(self) -> SheetInfo | None:
        session = self.window.session
        if session is None:
            return None
        game = session.game
        return SheetInfo(game.sheet, game.names, game.rules,
                         date=str(self.meta.get("created", "")))

    def _on_events(self, events) -> None:
        if not any(isinstance(e, TrickTaken | DealScored | GameOver) for e in events):
            return
        session = self.window.session
        if session is None:
            return
        try:
            if session.game.is_over:
                clear_autosave()
            else:
                record = self.record()
                autosave(record)
                self.meta = record.meta
        except (OSError, StorageError) as err:
            log.warning("autosave failed: %s", err)
            self.window.statusBar().showMessage(
                self.tr("The game could not be autosaved: {reason}").format(
                    reason=error_text(err)), 8000)

    # -- open and save --------------------------------------------------------------------------

    def open_dialog(self) -> None:
        start = self._folder()
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a game"), start,
                                              file_filter())
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a saved game; on any problem show why and keep the current game."""
        try:
            loaded = load_game(path)
        except (StorageError, DebertzError) as err:
            self.warn(self.tr("Open a game"),
                      self.tr("The game could not be opened.\n\n{reason}").format(
                          reason=error_text(err)))
            return False
        self.remember(path)
        if loaded.live is not None:
            self.window.open_score_keeper(loaded.live, path)
            return True
        return self.resume(loaded, path)

    def resume(self, loaded: LoadedGame, path: str | None) -> bool:
        record = loaded.record
        assert record is not None
        from .session import LocalSession, default_bot

        try:
            session = LocalSession.from_record(
                record, bots={s: default_bot("medium", record.seed * 31 + s)
                              for s in range(1, record.rules.players)},
                tournament=self.window.settings.tournament_mode, parent=self.window)
        except DebertzError as err:
            self.warn(self.tr("Open a game"),
                      self.tr("The game could not be opened.\n\n{reason}").format(
                          reason=error_text(err)))
            return False
        self.window.record_path = path
        self.window._start(session, None)
        self.meta = dict(record.meta)
        return True

    def save(self) -> bool:
        path = self.window.record_path
        return self.save_as() if path is None else self.write(path)

    def save_as(self) -> bool:
        start = os.path.join(self._folder(), self.tr("game") + EXTENSION)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"), start,
                                              file_filter())
        if not path:
            return False
        if not Path(path).suffix:
            path += EXTENSION
        if self.write(path):
            self.window.record_path = path
            return True
        return False

    def write(self, path: str) -> bool:
        record = self.record()
        if record is None:
            return False
        try:
            save_record(path, record)
        except StorageError as err:
            self.warn(self.tr("Save the game"),
                      self.tr("The game was not saved.\n\n{reason}").format(
                          reason=error_text(err)))
            return False
        self.meta = record.meta
        self.remember(path)
        self.window.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 8000)
        return True

    # -- recent files ---------------------------------------------------------------------------

    def remember(self, path: str) -> None:
        """Put ``path`` first in the recent files and keep the settings."""
        window = self.window
        window.settings = window.settings.add_recent(path)
        if window.store is not None:
            try:
                window.store.save(window.settings)
            except StorageError as err:
                log.warning("recent files not saved: %s", err)

    def _fill_recent(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.window.settings.recent_files
        for i, path in enumerate(files):
            label = f"&{i + 1} {Path(path).name}" if i < 9 else Path(path).name
            action = menu.addAction(label)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not files:
            empty = menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)

    def _folder(self) -> str:
        recent = self.window.settings.recent_files
        if recent:
            return str(Path(recent[0]).parent)
        folder = paths.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        return str(folder)

    # -- resuming on start ----------------------------------------------------------------------

    def offer_resume(self) -> None:
        """If the last game was not finished, ask whether to go on with it."""
        found = unfinished_game()
        if found.error is not None:
            kept = str(found.broken_path) if found.broken_path else ""
            self.warn(self.tr("Unfinished game"),
                      self.tr("The autosaved game could not be read and was set aside "
                              "({path}).\n\n{reason}").format(
                          path=kept, reason=error_text(found.error)))
            return
        loaded = found.loaded
        if loaded is None:
            return
        game = loaded.game
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unfinished game"),
                          self.tr("The last game ({names}, deal {deal}) was not finished. "
                                  "Resume it?").format(names=", ".join(game.names),
                                                       deal=game.deal.number),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.window)
        box.setObjectName("ResumeBox")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda result: self._resume_answer(result, loaded))
        self.message_box = box
        box.open()

    def _resume_answer(self, result: int, loaded: LoadedGame) -> None:
        if result == QMessageBox.StandardButton.Yes:
            self.resume(loaded, None)

    def warn(self, title: str, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self.window)
        box.setObjectName("FileErrorBox")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message_box = box
        box.open()
