"""The unfinished games found at start when there are several (crashed or quit copies).

Each line is one autosaved game — on the table or in the score keeper — with
its players, how far it got and when it was last saved.  Resume goes on with
the selected one here; Discard throws the selected one away; Keep for later
leaves them all for the next start.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..storage.autosaves import FoundGame


def describe_found(found: FoundGame) -> str:
    """"The last game (Аня, Борис, deal 3)" or the score keeper's live game, for the offer."""
    loaded = found.loaded
    if loaded.live is not None:
        return QCoreApplication.translate(
            "GameFiles", "The score keeper's live game ({names}, deals entered: {count})").format(
            names=", ".join(loaded.live.names), count=len(loaded.live.entries))
    game = loaded.game
    return QCoreApplication.translate("GameFiles", "The game ({names}, deal {deal})").format(
        names=", ".join(game.names), deal=game.deal.number)


def saved_text(found: FoundGame) -> str:
    """When the game was last autosaved, in the locale's short format."""
    from PySide6.QtCore import QDateTime, QLocale

    try:
        when = datetime.datetime.fromisoformat(found.saved)
    except ValueError:
        return ""
    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


class UnfinishedGamesDialog(QDialog):
    """Choose which unfinished game to resume; the rest wait for the next start."""

    def __init__(self, games: list[FoundGame], resume: Callable[[FoundGame], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("UnfinishedGamesDialog")
        self.setWindowTitle(self.tr("Unfinished games"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._games = list(games)
        self._resume = resume
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("These games were not finished. Choose one to resume; the "
                               "others are kept for the next start unless you discard them."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QListWidget()
        for game in self._games:
            when = saved_text(game)
            text = describe_found(game)
            if when:
                text = self.tr("{game} — saved {when}").format(game=text, when=when)
            self.list.addItem(QListWidgetItem(text))
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.resume_selected())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.resume_button = QPushButton(self.tr("&Resume"))
        self.resume_button.setDefault(True)
        self.discard_button = QPushButton(self.tr("&Discard"))
        self.later_button = QPushButton(self.tr("&Keep for later"))
        buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.resume_button.clicked.connect(self.resume_selected)
        self.discard_button.clicked.connect(self.discard_selected)
        self.later_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.finished.connect(self._release_the_rest)
        self._fit_width()

    def _fit_width(self) -> None:
        """Wide enough for the longest line (names, deal, date), within the screen."""
        wanted = self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth() + 48
        screen = self.screen() or QGuiApplication.primaryScreen()
        limit = screen.availableGeometry().width() * 9 // 10 if screen is not None else 1200
        self.resize(max(560, min(wanted, limit)), 300)

    def resume_selected(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self._games):
            return
        game = self._games.pop(row)
        self.list.takeItem(row)
        self.accept()
        self._resume(game)

    def discard_selected(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self._games):
            return
        self._games.pop(row).autosave.discard()
        self.list.takeItem(row)
        if not self._games:
            self.reject()

    def _release_the_rest(self, _result: int) -> None:
        for game in self._games:
            game.autosave.release()
        self._games = []
