"""The review's "The game" tab: the points lost per deal and per kind of decision.

Deals are added as they are analysed; "Review every deal" analyses the rest.
When every deal of a finished game has been reviewed for the person's own seat,
the game's figures are handed on (``game_reviewed``) to be kept for the
statistics over time (``storage/review_history.py``) — once per window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import DealReview, DecisionKind, GameReview
from ...engine.record import GameRecord
from ..numbers import decimal_text
from .look import look_of
from .texts import kind_heading, loss_text, points_text


class GameTab(QWidget):
    review_all = Signal()
    deal_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewGameTab")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setObjectName("ReviewGameTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellDoubleClicked.connect(self._chosen)
        self.button = QPushButton()
        self.button.setObjectName("ReviewEveryDeal")
        self.button.clicked.connect(self.review_all)
        buttons = QHBoxLayout()
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.record: GameRecord | None = None
        self.game_over = False
        self.reported = False
        self.game_reviewed: Callable[[GameReview], None] | None = None
        self._shown: tuple[Sequence[DealReview], int, int, bool] = ((), 0, 0, False)

    def set_game(self, record: GameRecord,
                 game_reviewed: Callable[[GameReview], None] | None) -> None:
        self.record = record
        self.look = look_of(record.rules)
        self.game_reviewed = game_reviewed
        try:
            self.game_over = record.replay().is_over
        except ValueError:
            self.game_over = False

    def retranslate(self) -> None:
        self.button.setText(self.tr("Review every deal"))
        self.show_reviews(*self._shown)

    def show_reviews(self, reviews: Sequence[DealReview], seat: int, deals: int,
                     counted: bool = False) -> None:
        self._shown = (reviews, seat, deals, counted)
        kinds = list(self.look.kinds) if self.record is not None else list(DecisionKind)
        heads = [self.tr("Deal"), self.tr("Written"), self.tr("Lost"),
                 *(kind_heading(k) for k in kinds), self.tr("Mistakes")]
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(reviews) + (1 if reviews else 0))
        key = self.record.kind.key if self.record is not None else "debertz"
        game = GameReview(key, seat, tuple(reviews))
        for r, review in enumerate(reviews):
            written = (self.look.written(review.actual_row, self.record.rules, seat)
                       if review.actual_row and self.record is not None else 0)
            lost = review.lost_by_kind()
            mistakes = sum(1 for d in review.decisions if d.is_mistake)
            cells = [str(review.deal_number), points_text(written), loss_text(review.lost),
                     *(loss_text(lost[k]) for k in kinds), str(mistakes)]
            self._row(r, cells, review.deal_number)
        if reviews:
            lost = game.lost_by_kind()
            cells = [self.tr("All"), "", loss_text(game.lost), *(loss_text(lost[k])
                                                                for k in kinds),
                     str(game.mistakes)]
            self._row(len(reviews), cells, None)
        self.table.resizeColumnsToContents()
        self.button.setEnabled(len(reviews) < deals)
        if not reviews:
            self.summary.setText(self.tr("No deal analysed yet."))
            return
        per_deal = game.lost / len(reviews)
        # three texts, each with its number's plural form ("1 of 1 deal", "1 point", "in 1
        # mistake")
        text = (self.tr("{done} of %n deal(s) analysed: ", "", deals)
                + self.tr("%n point(s) lost, ", "", round(game.lost))
                + self.tr("{per_deal} a deal, in %n mistake(s).", "", game.mistakes)
                ).format(done=len(reviews), per_deal=decimal_text(per_deal))
        if counted and self.game_over and len(reviews) == deals:
            text += " " + self.tr("Kept in your statistics.")
            if not self.reported and self.game_reviewed is not None:
                self.reported = True
                self.game_reviewed(game)
        self.summary.setText(text)

    def _row(self, row: int, cells: list[str], number: int | None) -> None:
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setData(Qt.ItemDataRole.UserRole, number)
            self.table.setItem(row, c, item)

    def _chosen(self, row: int, _column: int) -> None:
        item = self.table.item(row, 0)
        number = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if number is not None:
            self.deal_chosen.emit(int(number))


__all__ = ["GameTab"]
