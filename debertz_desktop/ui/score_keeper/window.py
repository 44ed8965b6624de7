"""The score keeper's window: set up a live game, enter deals, correct them, save and print.

It keeps any game (Debertz, Oh Hell, Magistr): the model is the game's Qt-free
live game (``keeper/``, ``LIVE_GAMES``), the deal form and the sheet beside it
are the game's (``GameUi.keeper_form``: ``ui/games/<game>/keeper_form.py``), so
nothing here names a game.  It saves a live game file
(``storage/saved_games.py``), which Game → Open in the main window opens too.
Like the table, it autosaves after every entered deal — and after every bid of
a deal still being bid, where the game keeps one (``storage/autosaves.py``),
and a game is kept like the table's: no answer to a question loses an entered
deal (issue 27: "Don't save" on quitting threw them away).  Closing the window
keeps the game in it (the menu shows it again); quitting the program keeps it
for the next start, which offers it; a new or another game asks "Save
changes?" with Save, Keep for later (the next start offers it) or Cancel.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.games import kind_of
from ...keeper import LIVE_GAMES, EntryError
from ...storage import paths
from ...storage.autosaves import Autosave, AutosaveKind, kept_for
from ...storage.errors import StorageError
from ...storage.saved_games import EXTENSION, save_live
from ..accelerators import assign_mnemonics
from ..autosave_warning import AutosaveWarning
from ..game_files import GameFiles, file_filter, not_opened_message, proposed_path
from ..games import game_ui
from ..message_box import open_message_box
from ..messages import error_text
from ..printing import SheetPrinting
from ..save_changes import ask_save_changes
from ..sheet_texts import SheetInfo
from .form_base import KeeperForm
from .setup_page import SetupPage

log = logging.getLogger(__name__)


class ScoreKeeperWindow(QMainWindow):
    """Set-up page first; then the deal form on the left and the sheet on the right."""

    DEFAULT_SIZE = QSize(1280, 800)

    def __init__(self, parent: QWidget | None = None, *, rules: Any = None,
                 names: tuple[str, ...] = (), remember=None,
                 files: GameFiles | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreKeeperWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.live: Any = None
        self.path: str | None = None
        #: Called with the path of every saved file (the main window's recent files).
        self.remember = remember
        #: The main window's files: where games and exports go.
        self.files = files
        self.message_box: QMessageBox | None = None
        self.autosave = Autosave(AutosaveKind.LIVE)
        self.autosave_warning = AutosaveWarning(self.statusBar(), "keeper")
        # deals entered or corrected since the game was last saved or opened
        self.unsaved = False
        self.stack = QStackedWidget()
        self.setup = SetupPage(rules, names)
        self.setup.started.connect(self.start)
        self.stack.addWidget(self.setup)
        self.keeper = QWidget()
        self.stack.addWidget(self.keeper)
        self.setCentralWidget(self.stack)
        self.form: KeeperForm | None = None
        #: The game's sheet beside the form (``KeeperForm.sheet_panel``), once a game is kept.
        self.panel: Any = None
        self.edit_button = QPushButton()
        self.edit_button.setObjectName("editDeal")
        self.edit_button.clicked.connect(self.edit_selected)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("removeLastDeal")
        self.remove_button.clicked.connect(self.remove_last)
        self._build_keeper_page()
        self._build_menus()
        self.resize(self.DEFAULT_SIZE)
        self.retranslate()

    def _build_keeper_page(self) -> None:
        self.form_area = QScrollArea()
        self.form_area.setWidgetResizable(True)
        self.form_area.setMinimumWidth(470)
        right = QWidget()
        self.sheet_layout = layout = QVBoxLayout(right)
        layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.splitter = splitter = QSplitter()
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.form_area)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        box = QHBoxLayout(self.keeper)
        box.addWidget(splitter)

    def _build_menus(self) -> None:
        menu = self.menuBar().addMenu("")
        self.file_menu = menu
        self.actions_: dict[str, object] = {}

        def add(key, slot, shortcut=None):
            action = menu.addAction("")
            action.triggered.connect(lambda _=False: slot())
            if shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            self.actions_[key] = action
            return action

        add("new", self.new_game, QKeySequence.StandardKey.New)
        add("open", self.open_dialog, QKeySequence.StandardKey.Open)
        add("save", self.save, QKeySequence.StandardKey.Save)
        add("save_as", self.save_as, QKeySequence.StandardKey.SaveAs)
        menu.addSeparator()
        add("print", lambda: self._printing("print_sheet"), QKeySequence.StandardKey.Print)
        add("preview", lambda: self._printing("preview"))
        add("pdf", lambda: self._printing("ask_pdf"))
        add("csv", lambda: self._printing("ask_csv"))
        menu.addSeparator()
        add("close", self.close, QKeySequence.StandardKey.Close)

    # -- the game --------------------------------------------------------------------------------

    def start(self, rules: Any, names: tuple[str, ...], first_dealer: int = 0) -> None:
        self.autosave.discard()
        self.unsaved = False
        live_game = LIVE_GAMES[kind_of(rules).key]
        self.set_live(live_game(rules, names, first_dealer=first_dealer), None)

    def set_live(self, live: Any, path: str | None) -> None:
        self.live = live
        self.path = path
        # setWidget would delete the old form itself; taken out first, it is ours to delete
        old = self.form_area.takeWidget()
        self.form = form = game_ui(live.rules).keeper_form(live)
        form.setObjectName("dealForm")
        form.submitted.connect(self.write)
        form.kept.connect(self.keep)
        form.cancelled.connect(self.cancel_correction)
        self.form_area.setWidget(form)
        self._fit_form()
        if old is not None:
            old.deleteLater()
        self._set_panel(form.sheet_panel())
        self.stack.setCurrentWidget(self.keeper)
        self._show()
        form.focus_first()

    def offer_live(self, live: Any, path: str | None, *,
                   autosave: Autosave | None = None, saved: bool = False) -> None:
        """Show ``live`` (opened from ``path``, or resumed from its ``autosave`` — the game of
        the file at ``path``, if any, which holds every deal where ``saved``) once the game
        here, if it has unsaved deals, is saved or let go."""
        self.confirm_discard(lambda: self._take(live, path, autosave, saved))

    def _take(self, live: Any, path: str | None, autosave: Autosave | None,
              saved: bool) -> None:
        if autosave is not None:
            self.autosave.discard()
            self.autosave = autosave
        # a resumed game has deals its file (if any) lacks, unless it holds every one
        self.unsaved = autosave is not None and not saved
        self.set_live(live, path)
        self.keep_autosave()  # a restart now offers this game, not the one before

    def keep_autosave(self) -> None:
        """Autosave the live game now (after every deal written, corrected or removed)."""
        if self.live is None:
            return
        try:
            self.autosave.write(self.live, self.path)
        except StorageError as err:
            log.warning("keeper autosave failed: %s", err)
            self.autosave_warning.failed(err)  # stays until an autosave succeeds
            return
        self.autosave_warning.succeeded()

    def has_unsaved_deals(self) -> bool:
        return self.live is not None and self.unsaved and bool(self.live.entries)

    def confirm_discard(self, go_on) -> None:
        """``go_on()`` now if no entered deal is unsaved, else after Save / Keep for later:
        the game goes from this window, but its deals are in a file or kept for later."""
        if not self.has_unsaved_deals():
            go_on()
            return
        if self.live.is_over:
            question = self.tr("The finished game has deals that are not saved in a file. "
                               "Save it first? If not, it is kept and offered again at the "
                               "next start.")
        else:
            question = self.tr("The game in progress has deals that are not saved in a file. "
                               "Save it first? If not, it is kept and offered again at the "
                               "next start.")
        self.message_box = ask_save_changes(
            self, question,
            save=self.save, go_on=go_on, discard=self.keep_for_later,
            discard_text=self.tr("&Keep for later"))

    def keep_for_later(self) -> None:
        """The game's autosave stays on disk, let go by this window: the next start offers
        it.  A game saved in a file (or with no deal) needs no autosave."""
        if self.has_unsaved_deals():
            self.autosave.release()
            self.autosave = Autosave(AutosaveKind.LIVE)
        else:
            self.autosave.discard()

    def _drop_game(self) -> None:
        """Let the game go from the window (its deals saved or kept): the set-up page."""
        self.keep_for_later()
        if self.live is not None:
            self.setup.offer(self.live.rules, self.live.names)
        self.live = None
        self.path = None
        self.unsaved = False
        self.stack.setCurrentWidget(self.setup)
        self._title()

    def _changed(self) -> None:
        self.unsaved = True
        self.keep_autosave()

    def _fit_form(self) -> None:
        """The form as wide as it needs (4 players need more), so it never scrolls sideways."""
        area = self.form_area
        width = (self.form.minimumSizeHint().width() + area.verticalScrollBar().sizeHint().width()
                 + 2 * area.frameWidth())
        area.setMinimumWidth(width)
        sizes = self.splitter.sizes()
        if sizes and sizes[0] < width:
            total = sum(sizes)
            self.splitter.setSizes([width, max(0, total - width)])

    def _set_panel(self, panel: QWidget) -> None:
        """The game's sheet beside the form (another game's replaces it)."""
        old, self.panel = self.panel, panel
        if old is not None:
            self.sheet_layout.removeWidget(old)
            old.deleteLater()
        self.sheet_layout.insertWidget(0, panel, 1)
        panel.table.doubleClicked.connect(lambda index: self.edit_deal(
            self.panel.deal_at(index.row())))

    def write(self, entry) -> None:
        form = self.form
        try:
            form.write_entry(entry)
        except EntryError as err:
            self.warn(self.tr("The deal was not written"), error_text(err))
            return
        form.start_new()
        self._changed()
        self._show()

    def keep(self, entry) -> None:
        """The deal being entered, as it stands (a bid said): kept and autosaved at once."""
        try:
            self.form.keep_entry(entry)
        except EntryError as err:
            self.statusBar().showMessage(error_text(err), 8000)
            return
        self._changed()
        self._show()

    def edit_deal(self, index: int | None) -> None:
        """Deal ``index`` (0-based) in the form for correction — a finished game's too: the
        form, disabled once the game is over, is enabled while it corrects a deal.  Where
        the form holds figures not written (the next deal half typed, another correction),
        which the past deal would replace, the player is asked first."""
        if self.live is None or index is None or not 0 <= index < len(self.live.sheet.rows):
            return
        if not self.form.holds_unkept() or self.form.editing == index:
            self._edit(index)
            return
        self._ask_before_losing(
            "CorrectDealBox", self.tr("Correct a deal"),
            self.tr("Correct deal {number}? What is entered in the form now is lost: it is "
                    "not written.").format(number=index + 1),
            self.tr("&Correct"), lambda: self._edit(index))

    def _ask_before_losing(self, name: str, title: str, text: str, do: str,
                           act: Callable[[], None]) -> None:
        """A warning box named ``name``: ``do`` (its button) runs ``act``; Cancel, the
        default, keeps what the form holds."""

        def answered(result: int) -> None:
            self.message_box = None
            if result == QMessageBox.StandardButton.Ok:
                act()

        box = open_message_box(self, name, title, text,
                               {QMessageBox.StandardButton.Ok: do,
                                QMessageBox.StandardButton.Cancel: ""},
                               answered, icon=QMessageBox.Icon.Warning)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.message_box = box

    def _edit(self, index: int) -> None:
        self.form.load(index)
        self._show()

    def cancel_correction(self) -> None:
        """The correction given up: the next deal again (none, if the game is over)."""
        self.form.start_new()
        self._show()

    def edit_selected(self) -> None:
        if self.panel is None:
            return
        rows = self.panel.table.selectionModel().selectedRows()
        if rows:
            self.edit_deal(self.panel.deal_at(rows[0].row()))

    def remove_last(self) -> None:
        """Remove the last written deal: its figures go back into the form, to be corrected
        and written again — Write alone puts back a deal removed by a slip of the mouse, so
        nothing is asked.  Only where the form holds figures of its own, which the removed
        deal takes the place of (a deal being typed or corrected, a deal removed before and
        not written again, Oh Hell's bids said for the next deal), is the player asked
        first."""
        live = self.live
        if live is None or not live.deals_written:
            return
        if not self.form.unwritten and live.pending is None:
            self._remove_last()
            return
        self._ask_before_losing(
            "RemoveDealBox", self.tr("Remove the last deal"),
            self.tr("Remove deal {number}? Its figures go back into the form, to be corrected "
                    "and written again, and what is entered in the form now is lost: it is "
                    "not written.").format(number=live.deals_written),
            self.tr("&Remove"), self._remove_last)

    def _remove_last(self) -> None:
        live = self.live
        if live is None or not live.deals_written:
            return
        number = live.deals_written
        entry = live.entries[number - 1]
        live.remove_last()
        self.form.put_back(entry)
        self._changed()
        self._show()
        self.statusBar().showMessage(self.tr(
            "Deal {number} is removed; its figures are back in the form, to correct and write "
            "again.").format(number=number), 8000)

    def _show(self) -> None:
        live = self.live
        if live is None:
            return
        self.panel.set_sheet(live.sheet, live.names)
        self.remove_button.setEnabled(bool(live.deals_written))
        self.edit_button.setEnabled(bool(live.sheet.rows))
        self.form.setEnabled(not live.is_over or self.form.editing is not None)
        if live.is_over and self.form.editing is None:
            self.form.show_game_over()
        printable = self._can_print()
        for key in ("print", "preview", "pdf", "csv"):
            self.actions_[key].setEnabled(printable)
        self._title()

    def _can_print(self) -> bool:
        """Whether there is a sheet to print (every game's is laid out by ``printing.py``)."""
        return self.live is not None

    def sheet_info(self) -> SheetInfo | None:
        live = self.live
        if live is None:
            return None
        return SheetInfo(live.sheet, live.names, live.rules, title=self.form.sheet_title(),
                         date=str(live.meta.get("created", "")))

    # -- files ------------------------------------------------------------------------------------

    def new_game(self) -> None:
        self.confirm_discard(self._drop_game)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game"), self.games_folder(),
                                              file_filter())
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a score keeper's file; where its game went on after the file was last saved
        (kept for later), ask which to open (``GameFiles.open_path``)."""
        kept = kept_for(path)
        if kept is not None and kept.loaded.live is not None and self.files is not None:
            self.files.ask_about_kept(kept, lambda: self.open_saved(path), self)
            return True
        if kept is not None:
            kept.autosave.release()
        return self.open_saved(path)

    def open_saved(self, path: str) -> bool:
        from ...engine.errors import DebertzError
        from ...storage.saved_games import load_game

        try:
            loaded = load_game(path)
        except (StorageError, DebertzError) as err:
            self.warn(*not_opened_message(path, err))
            return False
        if loaded.live is None:
            self.warn(self.tr("Open a game"), self.tr(
                "This is a game played in the program; open it from the main window."))
            return False
        if self.remember is not None:
            self.remember(path)
        self.offer_live(loaded.live, path)
        return self.live is loaded.live

    def save(self) -> bool:
        return self.save_as() if self.path is None else self.write_file(self.path)

    def save_as(self) -> bool:
        if self.live is None:
            return False
        game = game_ui(self.live.rules).title()
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), proposed_path(self.games_folder(), game, self.path),
            file_filter(game))
        if not path:
            return False
        if not Path(path).suffix:
            path += EXTENSION
        return self.write_file(path)

    def write_file(self, path: str) -> bool:
        if self.live is None:
            return False
        try:
            save_live(path, self.live)
        except StorageError as err:
            self.warn(self.tr("Save the game"), self.tr(
                "The game was not saved.\n\n{reason}").format(reason=error_text(err)))
            return False
        self.path = path
        self.unsaved = False
        self.keep_autosave()  # it names the file now: resumed after a crash, Save writes it
        if self.remember is not None:
            self.remember(path)
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 8000)
        self._title()
        return True

    def games_folder(self) -> str:
        if self.path:
            return str(Path(self.path).parent)
        if self.files is not None:
            return self.files.games_folder()
        folder = paths.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        return str(folder)

    def _printing(self, what: str) -> None:
        info = self.sheet_info()
        if info is None or not self._can_print():
            return
        SheetPrinting.for_widget(self, self.files).run(what, info,
                                                         pencil=self.panel.showing_pencil)

    def warn(self, title: str, text: str, details: str = "") -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("KeeperErrorBox")
        if details:
            box.setDetailedText(details)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.message_box = box
        assign_mnemonics(box)  # "Show Details…" with a letter
        box.open()

    def showEvent(self, event) -> None:
        """Shown (opened, resumed, or again from the menu): the keyboard goes to the first
        thing still to enter — a focus given while the window was hidden is not kept."""
        super().showEvent(event)
        if not event.spontaneous() and self.form is not None and self.live is not None:
            QTimer.singleShot(0, self, self._focus_form)

    def _focus_form(self) -> None:
        if self.form is not None and self.stack.currentWidget() is self.keeper:
            self.form.focus_first()

    def closeEvent(self, event) -> None:
        """Closing asks nothing and loses nothing: a game with unsaved deals stays in the
        window (and its autosave), shown again by the menu; the program's quitting keeps it
        for the next start (``keep_for_later``)."""
        if not self.has_unsaved_deals():
            # saved (or nothing entered): the file has it, the autosave is not needed
            self.autosave.discard()
        super().closeEvent(event)

    # -- language ---------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&Game"))
        texts = {"new": self.tr("&New game…"), "open": self.tr("&Open…"),
                 "save": self.tr("&Save"), "save_as": self.tr("Save &as…"),
                 "print": self.tr("&Print…"), "preview": self.tr("Print pre&view…"),
                 "pdf": self.tr("Export P&DF…"), "csv": self.tr("Export &CSV…"),
                 "close": self.tr("&Close")}
        for key, text in texts.items():
            self.actions_[key].setText(text)
        self.edit_button.setText(self.tr("Correct the selected deal"))
        self.remove_button.setText(self.tr("Remove the last deal"))
        self._title()

    def _title(self) -> None:
        title = self.tr("Score keeper")
        if self.path:
            title = f"{Path(self.path).name} — {title}"
        self.setWindowTitle(title)
