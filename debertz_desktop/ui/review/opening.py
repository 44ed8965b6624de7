"""The ways to *Review the deal*: after a deal (its summary's button), any deal of the game on
the table (Game menu), a saved game or a saved network table (a file), and the network game
a host runs.

A review works on a game record.  A local game has one; the host of a network
game holds the whole game (``HostSession.whole_game``) and its saved table file
keeps the record; a guest at a network table sees no other seat's cards until the
game is over, when the host sends it the whole game (``finished_record``) — before
that its deals cannot be reviewed (the menu says so).  The record
is copied when the window opens: the game on the table goes on untouched.
"""

from __future__ import annotations

import datetime
import hashlib
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSize
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ...ai.review import GameReview, reviewable, reviewable_deals
from ...engine.errors import DebertzError
from ...engine.games import kind_of
from ...engine.record import GameRecord
from ...storage.errors import StorageError
from ...storage.review_history import ReviewedGame, ReviewHistoryStore
from ...storage.saved_games import load_game
from ..game_files import file_filter, not_opened_message
from ..window_placement import place
from .window import ReviewWindow

log = logging.getLogger(__name__)

#: The review window's size on a large screen (smaller screens get less).
DEFAULT_SIZE = (1440, 900)


def record_of(session: Any) -> GameRecord | None:
    """The record of the game a session plays, where this side has one (see above)."""
    if session is None:
        return None
    finished = getattr(session, "finished_record", None)
    if finished is not None:
        return finished
    whole = getattr(session, "whole_game", None)
    game = whole if whole is not None else getattr(session, "game", None)
    if game is None or not hasattr(game, "history") or not hasattr(game, "explicit_deals"):
        return None
    return GameRecord.of(game)


def game_key(record: GameRecord) -> str:
    """Identifies a game for the review history: its seed, seats and actions."""
    digest = hashlib.sha256()
    digest.update(f"{record.seed}|{'|'.join(record.names)}|".encode())
    for seat, action in record.actions:
        digest.update(f"{seat}:{action};".encode())
    return digest.hexdigest()[:32]


def reviewed_game(record: GameRecord, review: GameReview) -> ReviewedGame:
    rules = record.rules
    kind = kind_of(rules)
    found = kind.preset_of(rules)
    return ReviewedGame(
        key=game_key(record),
        ended=datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        game=kind.key, preset=found.key if found is not None else "custom",
        players=rules.players, teams=bool(getattr(rules, "teams", False)),
        deals=len(review.deals), decisions=review.decisions, mistakes=review.mistakes,
        lost={k.value: v for k, v in review.lost_by_kind().items()})


class DealReviews(QObject):
    """Opens review windows for the main window."""

    @classmethod
    def of(cls, window: Any) -> DealReviews:
        """The window's opener (made on first use)."""
        found = window.findChild(DealReviews)
        return found if found is not None else cls(window)

    def __init__(self, window: Any, store: ReviewHistoryStore | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self.windows: list[ReviewWindow] = []
        self.message_box: QMessageBox | None = None

    # -- the game on the table ---------------------------------------------------------------

    def session_record(self) -> GameRecord | None:
        session = self.window.session
        rules = getattr(session, "rules", None)
        if rules is None or not reviewable(rules):
            return None
        return record_of(session)

    def can_review(self) -> bool:
        """A deal of the game on the table can be reviewed now."""
        record = self.session_record()
        return record is not None and bool(reviewable_deals(record))

    def open_deal(self, number: int | None = None) -> ReviewWindow | None:
        """Review deal ``number`` (the last finished one if ``None``) of the game on the table."""
        record = self.session_record()
        if record is None or not reviewable_deals(record):
            self._say(self.tr("Review the deal"), self._why_not())
            return None
        seat = max(0, getattr(self.window.session, "human_seat", 0))
        return self.open_record(record, deal=number, seat=seat)

    def _why_not(self) -> str:
        session = self.window.session
        rules = getattr(session, "rules", None)
        if rules is not None and not reviewable(rules):
            return self.tr("This game has no deal review.")
        if session is not None and record_of(session) is None:
            return self.tr("At a network table the others' cards come when the game is over: "
                           "its deals can be reviewed then (its host can review them at any "
                           "time).")
        return self.tr("No deal of this game is finished yet.")

    # -- a file ----------------------------------------------------------------------------------

    def open_file(self) -> ReviewWindow | None:
        start = self.window.files.games_folder()
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Review a saved game"),
                                              start, file_filter())
        return self.open_path(path) if path else None

    def open_path(self, path: str) -> ReviewWindow | None:
        try:
            loaded = load_game(path)
            record = loaded.record
            if record is None and loaded.table is not None and loaded.table.get("record"):
                record = GameRecord.from_dict(loaded.table["record"])
        except (StorageError, DebertzError) as err:
            title, text, _details = not_opened_message(path, err)
            self._say(title, text)
            return None
        if record is None or not reviewable_deals(record):
            self._say(self.tr("Review a saved game"),
                      self.tr("This file holds no finished deal to review."))
            return None
        return self.open_record(record, seat=0, title=Path(path).name)

    # -- the window ------------------------------------------------------------------------------

    def open_record(self, record: GameRecord, *, deal: int | None = None, seat: int = 0,
                    title: str = "") -> ReviewWindow:
        window = self.window
        review = ReviewWindow(record, window.faces, window.table.scene.deck, deal=deal,
                              seat=seat, title=title,
                              game_reviewed=lambda game: self.keep(record, game),
                              parent=window)
        place(review, _size(), window)
        review.closed.connect(lambda r=review: self._forget(r))
        companions = getattr(window, "companions", None)
        if companions is not None:
            review.rule_requested.connect(companions.show_rules)
            companions.borrow_keys(review)
        self.windows.append(review)
        review.show()
        review.raise_()
        return review

    def _forget(self, review: ReviewWindow) -> None:
        if review in self.windows:
            self.windows.remove(review)
        review.deleteLater()

    def keep(self, record: GameRecord, review: GameReview) -> None:
        """A finished game reviewed deal by deal: its figures go to the statistics."""
        try:
            (self.store or ReviewHistoryStore()).add(reviewed_game(record, review))
        except StorageError as err:
            log.warning("review not kept for the statistics: %s", err)

    def close_all(self) -> None:
        for review in list(self.windows):
            review.close()

    def _say(self, title: str, text: str) -> None:
        parent: QWidget = self.window
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Ok, parent)
        box.setObjectName("ReviewMessageBox")
        self.message_box = box
        box.open()


def _size() -> QSize:
    return QSize(*DEFAULT_SIZE)


__all__ = ["DealReviews", "game_key", "record_of", "reviewed_game"]
