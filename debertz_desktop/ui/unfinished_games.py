"""The unfinished games found at start (crashed, killed or quit copies), one or several.

Each line is one autosaved game — on the table or in the score keeper — with
what tells it from the others: its file, if it was opened from one or saved in
one, its players, the game and its rules, how far it got and the score, when it
was last saved (to the second when two were saved in the same minute), and
whether its file holds every move (``storage/file_link.py``).  The choices are
always the same three (issue 27: one game used to be "Resume it? Yes / No", and
No deleted it for good): Resume goes on with the selected game; Keep for later
(or closing the dialog) leaves them all for the next start; Delete throws the
selected one away, once the player confirms.

Default names ("You", "Computer 1") are shown in the current language, whatever
the language the game was started in (``player_names.given_names``).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..storage.autosaves import FoundGame
from ..storage.file_link import FileState, GameFile
from .accelerators import assign_mnemonics
from .games import game_ui
from .player_names import given_names, shown_names, team_names

translate = QCoreApplication.translate


def rules_text(rules) -> str:
    """The game and its rules: "Debertz · Classic (Moscow), 3 players, to 501", "Oh Hell ·
    Chert poberi (classic), 5 players, 19 deals" (``GameUi.game_text``); the game is named
    once where its rules' words name it already ("Magistr (classic): own trumps, 4
    players", not "Magistr · Magistr (classic)…")."""
    ui = game_ui(rules)
    name, words = ui.title(), ui.game_text(rules)
    if words.casefold().startswith(name.casefold()):
        return words
    return f"{name} · {words}"


def found_names(found: FoundGame) -> tuple[str, ...]:
    """The players of the game, default names in the current language."""
    loaded = found.loaded
    if loaded.live is not None:
        return tuple(loaded.live.names)
    return shown_names(given_names(loaded.game.names))


def describe_found(found: FoundGame) -> str:
    """"The game at the table (Ann, Computer 1, Computer 2)" or the score keeper's game;
    "moscow3.debertz — the game at the table (…)" where it is a file's."""
    names = ", ".join(found_names(found))
    live = found.loaded.live is not None
    if found.file is None:
        if live:
            return translate("GameFiles", "The score keeper's game ({names})").format(
                names=names)
        return translate("GameFiles", "The game at the table ({names})").format(names=names)
    text = (translate("GameFiles", "{file} — the score keeper's game ({names})") if live else
            translate("GameFiles", "{file} — the game at the table ({names})"))
    return text.format(file=found.file.path.name, names=names)


def file_note(found: FoundGame) -> str:
    """Whether the game's file holds every move ("moves not saved in the file"), or why it
    is not the game's any more ("the file was moved or deleted"); ``""``: no file."""
    link = found.file
    if link is None:
        return ""
    live = found.loaded.live is not None
    if link.state is FileState.SAVED:
        return (translate("GameFiles", "all deals saved in the file") if live else
                translate("GameFiles", "all moves saved in the file"))
    if link.state is FileState.BEHIND:
        return (translate("GameFiles", "deals not saved in the file") if live else
                translate("GameFiles", "moves not saved in the file"))
    if link.state is FileState.MISSING:
        return translate("GameFiles", "the file was moved or deleted")
    if link.state is FileState.UNREADABLE:
        return translate("GameFiles", "the file cannot be read")
    return translate("GameFiles", "the file no longer holds this game")


def delete_question(found: FoundGame) -> str:
    """What Delete asks: only the copy kept for resuming goes, so a game its file holds is
    not lost "for good"; a file without the latest moves or deals says which are lost."""
    link = found.file
    live = found.loaded.live is not None
    if link is not None and link.state is FileState.SAVED:
        text = translate("UnfinishedGamesDialog", "Delete this unfinished game? Its file {file} "
                         "holds it as it stands and stays: open it to play on.")
    elif link is not None and link.state is FileState.BEHIND:
        text = (translate("UnfinishedGamesDialog", "Delete this unfinished game? Its file "
                          "{file} stays, but the deals entered since it was last saved cannot "
                          "be brought back.") if live else
                translate("UnfinishedGamesDialog", "Delete this unfinished game? Its file "
                          "{file} stays, but the moves played since it was last saved cannot "
                          "be brought back."))
    else:
        return translate("UnfinishedGamesDialog",
                         "Delete this game for good? It cannot be brought back.")
    return text.format(file=link.path.name)


def lost_file_text(link: GameFile) -> str:
    """The status bar's word when a resumed game's file is not its own any more: Save asks
    for a file."""
    if link.state is FileState.MISSING:
        text = translate("GameFiles", "The game's file {path} was moved or deleted: Save asks "
                         "where to save the game.")
    elif link.state is FileState.UNREADABLE:
        text = translate("GameFiles", "The game's file {path} cannot be read: Save asks where "
                         "to save the game.")
    else:
        text = translate("GameFiles", "The file {path} no longer holds this game: Save asks "
                         "where to save the game.")
    return text.format(path=link.path)


def progress_text(found: FoundGame) -> tuple[str, str]:
    """How far it got ("deal 4") and the score ("You: 120, Computer 1: 86, Computer 2: 40";
    empty before the first deal is written)."""
    loaded = found.loaded
    if loaded.live is not None:
        live = loaded.live
        sheet, sides = live.sheet, live.side_names
        count = len(live.entries)
        if not count:
            return translate("GameFiles", "no deal entered yet"), ""
        if not live.is_over:
            done = translate("GameFiles", "deals entered: {count}")
        elif found_in_file(found):
            done = translate("GameFiles", "finished; deals entered: {count}")
        else:
            done = translate("GameFiles", "finished, not saved in a file; deals entered: "
                             "{count}")
        done = done.format(count=count)
    else:
        game = loaded.game
        names = found_names(found)
        sheet = game.sheet
        # pairs (Debertz) are named after their players, in the current language
        sides = team_names(names) if len(game.side_names) != len(names) else names
        done = translate("GameFiles", "deal {deal}").format(deal=game.deal.number)
        if not sheet.rows:
            return done, ""
    score = ", ".join(translate("GameFiles", "{side}: {points}").format(side=side, points=points)
                      for side, points in zip(sides, sheet.totals, strict=False))
    return done, score


def found_finished(found: FoundGame) -> bool:
    """A score keeper's game whose last deal is written (kept until saved or deleted)."""
    live = found.loaded.live
    return live is not None and live.is_over


def found_in_file(found: FoundGame) -> bool:
    """The game has a file that still holds it (as it stands, or without its latest moves)."""
    return found.file is not None and found.file.holds_the_game


def found_rules(found: FoundGame):
    loaded = found.loaded
    return loaded.live.rules if loaded.live is not None else loaded.game.rules


def saved_moment(found: FoundGame) -> QDateTime | None:
    try:
        when = datetime.datetime.fromisoformat(found.saved)
    except ValueError:
        return None
    return QDateTime.fromSecsSinceEpoch(int(when.timestamp()))


def saved_text(found: FoundGame, *, seconds: bool = False) -> str:
    """When the game was last autosaved: the locale's short date and time (hours and minutes;
    with the seconds too when asked), or ``""``."""
    moment = saved_moment(found)
    if moment is None:
        return ""
    locale = QLocale()
    form = locale.dateTimeFormat(QLocale.FormatType.ShortFormat)
    if seconds and "ss" not in form and "mm" in form:
        form = form.replace("mm", "mm:ss", 1)
    return locale.toString(moment, form)


def found_text(found: FoundGame, *, seconds: bool = False) -> str:
    """The lines that tell one unfinished game from another: who plays, the game and its
    rules, how far it got and when it was saved, the score (short lines rather than a long
    one, which a list at 1024×700 would hide behind a scroll bar: seven players' scores take
    a line of their own)."""
    done, score = progress_text(found)
    details = [done]
    when = saved_text(found, seconds=seconds)
    if when:
        details.append(translate("GameFiles", "saved {when}").format(when=when))
    note = file_note(found)
    if note:
        details.append(note)
    lines = [describe_found(found), rules_text(found_rules(found)), " · ".join(details)]
    return "\n".join([*lines, score] if score else lines)


def found_texts(games: list[FoundGame]) -> list[str]:
    """Each game's lines; with the seconds of its saving if two would read alike."""
    texts = [found_text(game) for game in games]
    if len(set(texts)) < len(texts):
        texts = [found_text(game, seconds=True) for game in games]
    return texts


class UnfinishedGamesDialog(QDialog):
    """Resume one unfinished game, keep them all for later, or delete one (asked again)."""

    def __init__(self, games: list[FoundGame], resume: Callable[[FoundGame], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("UnfinishedGamesDialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._games = list(games)
        self._resume = resume
        #: The "Delete this game for good?" box while it is asked.
        self.confirm_box: QMessageBox | None = None
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QListWidget()
        self.list.setObjectName("unfinishedList")
        self.list.setAlternatingRowColors(True)
        self.list.setSpacing(3)  # the games apart: each is two lines
        for game, text in zip(self._games, found_texts(self._games), strict=True):
            item = QListWidgetItem(text)
            item.setToolTip(text if game.file is None else f"{text}\n{game.file.path}")
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.resume_selected())
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox()
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.setDefault(True)
        self.later_button = QPushButton(self.tr("&Keep for later"))
        self.delete_button = QPushButton(self.tr("&Delete…"))
        buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.resume_button.clicked.connect(self.resume_selected)
        self.delete_button.clicked.connect(self.ask_delete_selected)
        self.later_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.finished.connect(self._release_the_rest)
        self._texts()
        self._fit()
        assign_mnemonics(self)

    def _texts(self) -> None:
        one = len(self._games) == 1
        # A score keeper's game kept for later stays here once finished, until it is saved in
        # a file or deleted: its deals are nowhere else.
        kept = [found_finished(g) for g in self._games]
        if one and kept[0]:
            self.setWindowTitle(self.tr("Game not saved"))
            # with a file, the game's line says what the file holds
            self.intro.setText(self.tr(
                "This game is finished. Open it now to save or print it, or keep it for later: "
                "it is offered again at the next start.") if found_in_file(self._games[0])
                else self.tr(
                "This game is finished but was never saved in a file. Open it now to save or "
                "print it, or keep it for later: it is offered again at the next start."))
        else:
            self.setWindowTitle(self.tr("Unfinished game") if one
                                else self.tr("Unfinished games"))
            self.intro.setText(
                self.tr("This game was not finished. Resume it now, or keep it for later: it "
                        "is offered again at the next start.") if one else
                self.tr("These games were not finished or not saved. Choose one to resume; "
                        "the others are kept for the next start unless you delete them.")
                if any(kept) else
                self.tr("These games were not finished. Choose one to resume; the others are "
                        "kept for the next start unless you delete them."))
        self.resume_button.setToolTip(self.tr("Go on with the selected game"))
        self.later_button.setToolTip(self.tr("Start without them; they are offered again at "
                                             "the next start"))
        self.delete_button.setToolTip(self.tr("Throw the selected game away (asked first)"))

    def _fit(self) -> None:
        """Wide enough for the longest line, as tall as its games (a scroll bar past six),
        within the screen."""
        rows = self.list.count()
        frame = 2 * self.list.frameWidth()
        wanted = self.list.sizeHintForColumn(0) + frame + 48
        row_height = (max(self.list.sizeHintForRow(0), 1) if rows else 40) \
            + 2 * self.list.spacing()
        screen = self.screen() or QGuiApplication.primaryScreen()
        geometry = screen.availableGeometry() if screen is not None else None
        width_limit = geometry.width() * 9 // 10 if geometry is not None else 1200
        width = max(520, min(wanted, width_limit))
        # a line wider than the screen scrolls sideways: its scroll bar hides no game
        sideways = self.list.horizontalScrollBar().sizeHint().height() if wanted > width else 0
        self.list.setFixedHeight(row_height * min(max(rows, 1), 6) + frame + 2 + sideways)
        self.resize(width, self.layout().totalHeightForWidth(width))

    def text(self) -> str:
        """Everything the dialog says (its intro and every game), as plain text."""
        return "\n".join([self.intro.text(), *(self.list.item(i).text()
                                               for i in range(self.list.count()))])

    def resume_selected(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self._games):
            return
        game = self._games.pop(row)
        self.list.takeItem(row)
        self.accept()
        self._resume(game)

    def ask_delete_selected(self) -> None:
        """"Delete this game for good?" (``delete_question``) — Delete throws the autosave
        away, never the game's file; Cancel keeps it."""
        row = self.list.currentRow()
        if not 0 <= row < len(self._games):
            return
        game = self._games[row]
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Delete the game"),
                          delete_question(game), QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("DeleteGameBox")
        box.setInformativeText(self.list.item(row).text())
        delete = box.addButton(self.tr("&Delete"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        assign_mnemonics(box)

        def answered(_result: int) -> None:
            self.confirm_box = None
            if box.clickedButton() is delete:
                self._delete(game)

        box.finished.connect(answered)
        self.confirm_box = box
        box.open()

    def _delete(self, game: FoundGame) -> None:
        row = next((i for i, kept in enumerate(self._games) if kept is game), None)
        if row is None:
            return
        self._games.pop(row).autosave.discard()
        self.list.takeItem(row)
        if not self._games:
            self.reject()
            return
        self._texts()

    def _release_the_rest(self, _result: int) -> None:
        for game in self._games:
            game.autosave.release()
        self._games = []
