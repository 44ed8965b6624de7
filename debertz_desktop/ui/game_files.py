"""The main window's files: Open, Save, Save As, recent files, the autosave and resuming.

Loading and writing is ``storage/saved_games.py``; this controller asks for
paths, shows problems in a message box (translated, never a traceback) and
keeps the current game when a file cannot be opened.  The game in progress —
Debertz, Oh Hell or Magistr: a record names its game — is autosaved after every
trick (``storage/autosaves.py``: a file of its own, locked by this running
copy), replaced at once by a game that is opened, and forgotten when it ends;
on start the window offers every unfinished game that no other running copy
is playing.  The autosave names the game's file (``storage/file_link.py``): a
resumed game is still that file's, saved back to it without asking, unless the
file was moved, deleted or saved over with another game meanwhile.  A game
with unsaved moves is not dropped for another without "Save changes?".

At a table on the network, Save writes what the player may keep (the
session's ``file_kind``): the host the whole table, to host it again; a client
his score sheet, shown read-only when opened (``lan/saved_files.py``).
"""

from __future__ import annotations

import dataclasses
import datetime
import logging
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from ..engine.errors import DebertzError
from ..engine.events import DealScored, GameOver, TrickTaken
from ..engine.record import GameRecord
from ..storage import paths
from ..storage.autosaves import Autosave, AutosaveKind, FoundGame, kept_for, unfinished_games
from ..storage.errors import StorageError
from ..storage.file_link import FileState
from ..storage.saved_games import EXTENSION, LoadedGame, load_game, save_record
from .accelerators import assign_mnemonics
from .kept_game_question import ask_about_kept
from .messages import error_text, file_problem_details, file_problem_text
from .save_changes import ask_save_changes
from .sheet_texts import SheetInfo
from .unfinished_games import UnfinishedGamesDialog, lost_file_text

log = logging.getLogger(__name__)

#: How long the status bar says that a resumed game's file is not its own any more (ms).
LOST_FILE_MS = 15_000


def file_filter(game: str = "") -> str:
    """The file dialogs' filter: saved games of every game the program plays (a file names
    its game), or of ``game`` (its name, as the program says it) where one game is saved."""
    if game:
        return QCoreApplication.translate("GameFiles", "{game} games (*.debertz *.json)").format(
            game=game)
    return QCoreApplication.translate("GameFiles", "Saved games (*.debertz *.json)")


def not_opened_message(path: str, err: BaseException) -> tuple[str, str, str]:
    """The title, text and details of the box that says why the game file at ``path`` did
    not open (the main window's Open and the score keeper's say it alike)."""
    translate = QCoreApplication.translate
    return (translate("GameFiles", "Open a game"),
            translate("GameFiles", "The game could not be opened.\n\n{reason}").format(
                reason=file_problem_text(path, err)),
            file_problem_details(path, err))


def file_kind(session) -> str | None:
    """What Save writes for ``session``: ``"game"`` (a local game's record), ``"table"`` (the
    table its host runs), ``"sheet"`` (a client's score sheet); ``None``: no game."""
    if session is None:
        return None
    return getattr(session, "file_kind", "game")


def played_game(session):
    """The game with every card that ``session`` holds (a client holds none), or ``None``."""
    if session is None:
        return None
    if hasattr(session, "whole_game"):
        return session.whole_game
    return session.game


def file_name(text: str) -> str:
    """``text`` as a file name the Save dialog can propose (no slashes, colons…)."""
    cleaned = "".join(" " if ch in '<>:"/\\|?*' or ord(ch) < 32 else ch for ch in text)
    return " ".join(cleaned.split()).strip(". ")


def proposed_path(folder: str, game: str, current: str | os.PathLike[str] | None = None,
                  today: datetime.date | None = None) -> str:
    """The file Save as proposes: the game's own file if it has one; else, in ``folder``, the
    game's name and today's date ("Debertz 2026-11-29.debertz"), numbered " (2)", " (3)"…
    past the files already there, so that Enter never offers to write over another game."""
    if current:
        return os.fspath(current)
    stem = file_name(f"{game} {(today or datetime.date.today()).isoformat()}")
    path = Path(folder) / (stem + EXTENSION)
    number = 2
    while path.exists():
        path = Path(folder) / f"{stem} ({number}){EXTENSION}"
        number += 1
    return str(path)


class GameFiles(QObject):
    """Saved games for a ``MainWindow`` (its ``session``, ``settings``, ``store``, ``_start``)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.meta: dict = {}
        self.message_box: QMessageBox | None = None
        #: The last score sheet of a network game opened from a file (a window of its own).
        self.sheet_window = None
        self.autosave = Autosave(AutosaveKind.GAME)
        self._autosave_warning = None
        # the history when the game was last saved or opened; None: never
        self._saved: list | None = None
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
        if file_kind(session) != "game":
            from .lan.saved_files import network_sheet_info

            table = session.table
            return network_sheet_info(table.name if table is not None else "", game.names,
                                      game.rules, game.rows, game.winner_side,
                                      date=session.started_at)
        return SheetInfo(game.sheet, game.names, game.rules,
                         date=str(self.meta.get("created", "")))

    def _on_events(self, events) -> None:
        if not any(isinstance(e, TrickTaken | DealScored | GameOver) for e in events):
            return
        self.keep_autosave()

    def keep_for_later(self) -> None:
        """The window closes: the game on the table is autosaved as it stands (the cards and
        bids since the last trick included) and left for the next start to offer.  A game
        the person has not touched, with no autosave yet, leaves none."""
        session = self.window.session
        if file_kind(session) == "game" and (self.autosave.path is not None or any(
                seat == session.human_seat for seat, _action in session.game.history)):
            self.keep_autosave()
        self.autosave.release()

    def keep_autosave(self) -> None:
        """Autosave the game on the table now; a finished game leaves no autosave."""
        session = self.window.session
        if session is None:
            return
        try:
            if session.game.is_over:
                self.autosave.discard()
            else:
                record = self.record()
                self.autosave.write(record, self.window.record_path)
                self.meta = record.meta
        except (OSError, StorageError) as err:
            log.warning("autosave failed: %s", err)
            self.autosave_warning().failed(err)  # stays until an autosave succeeds
            return
        if self._autosave_warning is not None:
            self._autosave_warning.succeeded()

    def autosave_warning(self):
        """The window's "not autosaved" warning in the status bar (made when first needed)."""
        if self._autosave_warning is None:
            from .autosave_warning import AutosaveWarning

            self._autosave_warning = AutosaveWarning(self.window.statusBar())
        return self._autosave_warning

    # -- open and save --------------------------------------------------------------------------

    def open_dialog(self) -> None:
        start = self.games_folder()
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a game"), start,
                                              file_filter())
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a saved game; on any problem show why and keep the current game.  Where its
        game went on after the file was last saved (kept for later), ask which to open."""
        kept = kept_for(path)
        if kept is None:
            return self.open_saved(path)
        self.ask_about_kept(kept, lambda: self.open_saved(path))
        return True

    def ask_about_kept(self, kept: FoundGame, open_saved: Callable[[], object],
                       parent: QWidget | None = None) -> None:
        """Go on with ``kept`` where it stopped, or ``open_saved`` its file as it was saved?
        (asked over ``parent``, else the main window)."""
        self.message_box = ask_about_kept(parent or self.window, kept,
                                          lambda: self.resume_found(kept), open_saved,
                                          self._nothing_opened)

    def _nothing_opened(self) -> None:
        """The person opened no file after all: a start on it goes on as any start."""
        if self.window.session is None and self.window.companions.file_window() is None:
            self.window.new_game(wait=True)

    def open_saved(self, path: str) -> bool:
        """Open the file at ``path`` as it was saved (``open_path``)."""
        try:
            loaded = load_game(path)
            if loaded.table is not None or loaded.sheet is not None:
                from .lan.saved_files import open_network_file

                return open_network_file(self.window, path, loaded)
        except (StorageError, DebertzError) as err:
            self.warn(*not_opened_message(path, err))
            return False
        if loaded.live is not None:
            self.remember(path)
            self.window.companions.open_score_keeper(loaded.live, path)
            return True
        if self.has_unsaved_progress():
            self.confirm_discard(lambda: self._open_loaded(loaded, path))
            return False
        return self._open_loaded(loaded, path)

    def _open_loaded(self, loaded: LoadedGame, path: str) -> bool:
        if not self.resume(loaded, path):
            return False
        self.remember(path)
        return True

    # -- the game in progress --------------------------------------------------------------------

    def has_unsaved_progress(self) -> bool:
        """The player has moved in the game on the table since it was last saved or opened."""
        if self.window.network.active:
            return True  # leaving a table is asked as such (``confirm_discard``)
        return self.unsaved_moves()

    def unsaved_moves(self) -> bool:
        """The game on the table — a local one, or the one this window hosts — has moves by
        its people since it was last saved or opened (a finished game has nothing to lose)."""
        session = self.window.session
        game = played_game(session)
        if game is None or game.is_over or not hasattr(game, "history"):
            return False
        history = list(game.history)
        if self._saved is not None:
            return history != self._saved
        people = getattr(session, "people_seats", {session.human_seat})
        return any(seat in people for seat, _ in history)

    def mark_saved(self) -> None:
        """The game on the table is as its file holds it (opened from it, or saved)."""
        game = played_game(self.window.session)
        self._saved = list(game.history) if game is not None else None

    def confirm_discard(self, go_on) -> None:
        """``go_on()`` now if nothing unsaved would be lost, else after Save / Don't save;
        at a table on the network, after "Leave the table?" (the host's table with unsaved
        moves: "Save changes?" first)."""
        if self.window.network.active:
            self.window.network.confirm_leave(go_on, ask_save=True)
            return
        if not self.has_unsaved_progress():
            go_on()
            return
        self.message_box = ask_save_changes(
            self.window, self.tr("The game in progress has moves that are not saved. "
                                 "Save it first?"), save=self.save, go_on=go_on)

    def forget_game(self) -> None:
        """A new game replaces the one on the table: its autosave goes too."""
        self.autosave.discard()
        self._saved = None

    def resume(self, loaded: LoadedGame, path: str | None, *,
               in_file: LoadedGame | None = None) -> bool:
        """Go on with ``loaded``, the game of the file at ``path`` (``None``: of no file);
        ``in_file``: what that file holds, where ``loaded`` is its autosave (its moves since
        are not saved in it)."""
        record = loaded.record
        assert record is not None
        from .session import LocalSession, default_bot

        try:
            levels = saved_levels(record)
            game = record.kind.key
            session = LocalSession.from_record(
                record, bots={s: default_bot(levels[s], record.seed * 31 + s, game)
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
        if in_file is not None and in_file.record is not None:
            self._saved = list(in_file.record.actions)
        else:
            self._saved = list(session.game.history) if path is not None else None
        self.keep_autosave()  # a restart now offers this game, not the one before
        return True

    def save(self) -> bool:
        path = self.window.record_path
        return self.save_as() if path is None else self.write(path)

    def save_as(self) -> bool:
        kind = file_kind(self.window.session)
        title, name = self._save_words(kind)
        game = ""
        if kind == "game":
            from .games import game_ui

            game = game_ui(self.window.session.game.rules).title()
            start = proposed_path(self.games_folder(), game, self.window.record_path)
        else:
            start = os.path.join(self.games_folder(), name + EXTENSION)
        path, _ = QFileDialog.getSaveFileName(self.window, title, start, file_filter(game))
        if not path:
            return False
        if not Path(path).suffix:
            path += EXTENSION
        return self.write(path)

    def _save_words(self, kind: str | None) -> tuple[str, str]:
        """The Save dialog's title and the file name it proposes (a local game's is
        ``proposed_path``'s)."""
        session = self.window.session
        table = getattr(session, "table", None)
        table_name = file_name(table.name) if table is not None else ""
        if kind == "table":
            return self.tr("Save the table"), table_name or self.tr("table")
        if kind == "sheet":
            return (self.tr("Save the score sheet"),
                    self.tr("{table} score sheet").format(table=table_name).strip()
                    if table_name else self.tr("score sheet"))
        return self.tr("Save the game"), ""

    def write(self, path: str) -> bool:
        session = self.window.session
        kind = file_kind(session)
        if kind is None:
            return False
        try:
            if kind == "game":
                record = self.record()
                save_record(path, record)
                self.meta = record.meta
            else:
                session.save_file(path)
        except StorageError as err:
            if kind == "table":
                text = self.tr("The table was not saved.\n\n{reason}")
            elif kind == "sheet":
                text = self.tr("The score sheet was not saved.\n\n{reason}")
            else:
                text = self.tr("The game was not saved.\n\n{reason}")
            self.warn(self._save_words(kind)[0], text.format(reason=error_text(err)))
            return False
        self.mark_saved()
        self.window.record_path = path
        if kind == "game":
            self.keep_autosave()  # it names the file now: resumed after a quit, Save writes it
        self.remember(path)
        self.window.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 8000)
        return True

    # -- recent files ---------------------------------------------------------------------------

    def remember(self, path: str) -> None:
        """Put ``path`` first in the recent files and keep the settings."""
        self._keep(self.window.settings.add_recent(path))

    def export_folder(self) -> str | None:
        """Where the score sheet was last exported (``printing.ExportFolders``)."""
        return self.window.settings.export_folder

    def remember_export(self, folder: str) -> None:
        self._keep(dataclasses.replace(self.window.settings, export_folder=folder))

    def _keep(self, settings) -> None:
        window = self.window
        window.settings = settings
        if window.store is not None:
            try:
                window.store.save(settings)
            except StorageError as err:
                log.warning("settings not saved: %s", err)

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

    def games_folder(self) -> str:
        """Where Open and Save start: the folder of the last game, else the saves folder."""
        recent = self.window.settings.recent_files
        if recent:
            return str(Path(recent[0]).parent)
        folder = paths.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        return str(folder)

    # -- resuming on start ----------------------------------------------------------------------

    def offer_resume(self) -> None:
        """Offer every unfinished game no running copy is playing; say which were set aside."""
        found = unfinished_games()
        if found.set_aside:
            reasons = "\n\n".join(file_problem_text(item.path or "", item.error)
                                  for item in found.set_aside)
            details = "\n\n".join(file_problem_details(item.path or "", item.error)
                                  for item in found.set_aside)
            self.warn(self.tr("Unfinished game"),
                      self.tr("An autosaved game could not be read and was set aside."
                              "\n\n{reasons}").format(reasons=reasons), details)
            if not found.games:
                return
            self.message_box.finished.connect(lambda _result: self._offer(found.games))
            return
        self._offer(found.games)

    def _offer(self, games: list[FoundGame]) -> None:
        """One game or several, the same three choices: Resume, Keep for later, Delete (asked
        again) — no answer throws a game away by itself (issue 27)."""
        if not games:
            return
        dialog = UnfinishedGamesDialog(games, self.resume_found, self.window)
        self.message_box = dialog
        dialog.open()

    def resume_found(self, found: FoundGame) -> None:
        """Go on with an autosaved game: this copy takes its autosave over, and the game is
        its file's again where the file still holds it (else the status bar says why not)."""
        link = found.file
        in_file = link is not None and link.holds_the_game
        path = str(link.path) if in_file else None
        live = found.loaded.live
        if live is not None:
            companions = self.window.companions
            companions.open_score_keeper(live, path, autosave=found.autosave,
                                         saved=link is not None and link.state is FileState.SAVED)
            keeper = companions.keeper_window
            status = keeper.statusBar() if keeper is not None and keeper.live is live else None
        else:
            self.autosave.discard()
            self.autosave = found.autosave
            if not self.resume(found.loaded, path, in_file=link.held if in_file else None):
                return
            status = self.window.statusBar()
        if link is not None and not in_file and status is not None:
            status.showMessage(lost_file_text(link), LOST_FILE_MS)

    def warn(self, title: str, text: str, details: str = "") -> None:
        """A warning; ``details`` (the technical reason) behind its "Show Details…" button."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self.window)
        box.setObjectName("FileErrorBox")
        if details:
            box.setDetailedText(details)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message_box = box
        assign_mnemonics(box)  # "Show Details…" with a letter
        box.open()


def saved_levels(record: GameRecord) -> list[str]:
    """The computer players' levels kept with a game (``meta["levels"]``); medium if unknown."""
    kept = record.meta.get("levels")
    known = ("easy", "medium", "hard")
    if not isinstance(kept, list) or len(kept) != record.rules.players:
        return ["medium"] * record.rules.players
    return [level if level in known else "medium" for level in kept]
