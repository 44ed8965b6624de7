"""Game → Statistics: the player's record of finished games (``storage/statistics.py``).

Every game played to its end at the table is counted when it ends
(``count_game``); the window shows games played and won overall, by the level
of the computer players and by variant and table size, the best and worst
results and the runs of wins, and resets the record on request.
"""

from __future__ import annotations

import datetime
import logging

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.games import GAMES, kind_of
from ..storage.errors import StorageError
from ..storage.review_history import KINDS, ReviewedGame, ReviewHistoryStore
from ..storage.statistics import (
    MIXED,
    GameResult,
    Notable,
    Statistics,
    StatisticsStore,
    Tally,
)
from .accelerators import assign_mnemonics, assign_soon
from .messages import error_text, params_text
from .numbers import decimal_text

log = logging.getLogger(__name__)

#: The levels in the order they are listed.
LEVEL_ORDER = ("easy", "medium", "hard", MIXED)


def game_result(session) -> GameResult | None:
    """The finished game of ``session`` as the person at the table saw it."""
    game = session.game
    if not game.is_over:
        return None
    rules = game.rules
    kind = kind_of(rules)
    found = kind.preset_of(rules)
    side = rules.side_of(session.human_seat)
    totals = game.sheet.totals
    others = [t for k, t in enumerate(totals) if k != side]
    places = getattr(game, "places", None)  # shared first places count as won
    won = places[side] == 1 if places is not None else game.winner_side == side
    levels = {str(getattr(getattr(bot, "level", None), "value", "") or "medium")
              for bot in session.bots.values()}
    return GameResult(
        game=kind.key, preset=found.key if found is not None else "custom",
        players=rules.players, teams=rules.teams,
        level=levels.pop() if len(levels) == 1 else MIXED,
        won=won, score=totals[side], opponent=max(others) if others else 0,
        deals=len(game.sheet.rows),
        ended=datetime.datetime.now().astimezone().isoformat(timespec="seconds"))


def count_game(session, store: StatisticsStore | None = None) -> str | None:
    """Add the finished game to the statistics; the reason (translated) if it could not be."""
    result = game_result(session)
    if result is None:
        return None
    try:
        (store or StatisticsStore()).add(result)
    except StorageError as err:
        log.warning("statistics not kept: %s", err)
        return error_text(err)
    return None


def level_name(level: str) -> str:
    translate = QCoreApplication.translate
    return {
        "easy": translate("Statistics", "Easy"),
        "medium": translate("Statistics", "Medium"),
        "hard": translate("Statistics", "Hard"),
        MIXED: translate("Statistics", "Mixed levels"),
    }.get(level, level)


class StatisticsPlurals(QObject):
    """Texts with a number's plural form (lupdate takes ``%n`` as a plural only in ``tr``)."""

    def players(self, count: int) -> str:
        return self.tr("%n player(s)", "", count)


def game_name(game: str, preset: str, players: int, teams: bool) -> str:
    """"Classic (Moscow), 3 players" / "Oh Hell: Chert poberi (classic), 5 players"."""
    translate = QCoreApplication.translate
    kind = GAMES.get(game)
    found = kind.presets.get(preset) if kind is not None else None
    name = (translate("Preset", found.name) if found is not None
            else translate("Statistics", "Custom rules"))
    if kind is not None and kind.key != "debertz":
        name = translate("Statistics", "{game}: {variant}").format(
            game=translate("Game", kind.name), variant=name)
    size = (translate("Statistics", "{players} players in pairs").format(players=players)
            if teams else StatisticsPlurals().players(players))
    return f"{name}, {size}"


def notable_cell(notable: Notable | None) -> str:
    """``+220 (520 : 300)``: a best or worst game in a table cell (the date in its tooltip)."""
    if notable is None:
        return "—"
    margin = f"{notable.margin:+d}" if notable.margin else "0"
    return f"{margin} ({notable.score} : {notable.opponent})".replace("-", "−")


def notable_text(notable: Notable | None) -> str:
    if notable is None:
        return "—"
    translate = QCoreApplication.translate
    if notable.margin > 0:
        text = translate("Statistics", "ahead by {points}")
    elif notable.margin < 0:
        text = translate("Statistics", "behind by {points}")
    else:
        text = translate("Statistics", "level")
    return translate("Statistics", "{margin} ({score} : {opponent}), {date}").format(
        margin=text.format(points=abs(notable.margin)), score=notable.score,
        opponent=notable.opponent, date=notable.ended[:10])


class StatisticsDialog(QDialog):
    """The record of finished games; Reset… asks first."""

    def __init__(self, parent: QWidget | None = None, store: StatisticsStore | None = None,
                 reviews: ReviewHistoryStore | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.store = store or StatisticsStore()
        self.review_store = reviews or ReviewHistoryStore(self.store.path.with_name(
            "reviews.json"))
        self.reviewed: tuple[ReviewedGame, ...] = ()
        self.statistics = Statistics()
        self.message_box: QMessageBox | None = None
        self.summary = QLabel()
        self.summary.setObjectName("statisticsSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.levels_box = QGroupBox()
        self.levels = self._table("statisticsByLevel")
        QVBoxLayout(self.levels_box).addWidget(self.levels)
        self.games_box = QGroupBox()
        self.games = self._table("statisticsByGame")
        QVBoxLayout(self.games_box).addWidget(self.games)
        self.reviews_box = QGroupBox()
        self.reviews_summary = QLabel()
        self.reviews_summary.setObjectName("statisticsReviews")
        self.reviews_summary.setWordWrap(True)
        self.reviews = self._table("statisticsReviewTable")
        reviews_layout = QVBoxLayout(self.reviews_box)
        reviews_layout.addWidget(self.reviews_summary)
        reviews_layout.addWidget(self.reviews)
        self.warning = QLabel()
        self.warning.setObjectName("statisticsWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #8b0000;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetStatistics")
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.levels_box)
        layout.addWidget(self.games_box)
        layout.addWidget(self.reviews_box)
        layout.addWidget(self.warning)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.resize(760, 560)
        self.reload()

    @staticmethod
    def _table(name: str) -> QTableWidget:
        table = QTableWidget()
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setWordWrap(False)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return table

    def reload(self) -> None:
        loaded = self.store.load()
        self.statistics = loaded.statistics
        warning = loaded.warning_template
        if warning is not None:
            params = dict(loaded.warning_params)
            if loaded.cause is not None and "problem" in params:
                params["problem"] = error_text(loaded.cause)
            text = QCoreApplication.translate("Storage", warning).format(**params_text(params))
        else:
            text = ""
        reviewed = self.review_store.load()
        self.reviewed = reviewed.games
        if reviewed.warning_template is not None:
            note = QCoreApplication.translate("Storage", reviewed.warning_template).format(
                **reviewed.warning_params)
            text = f"{text}\n{note}" if text else note
        self.warning.setText(text)
        self.warning.setVisible(bool(text))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.levels_box.setTitle(self.tr("By the level of the computer players"))
        self.games_box.setTitle(self.tr("By variant and table size"))
        self.reset_button.setText(self.tr("Reset…"))
        self.summary.setText(self._summary_text())
        levels = self.statistics.by_level()
        ordered = [k for k in LEVEL_ORDER if k in levels] + sorted(
            k for k in levels if k not in LEVEL_ORDER)
        self._fill(self.levels, [self.tr("Level")], [
            ([level_name(k)], levels[k]) for k in ordered])
        games = self.statistics.by_game()
        self._fill(self.games, [self.tr("Game")], [
            ([game_name(*key)], tally) for key, tally in games.items()])
        self._fill_reviews()

    def _summary_text(self) -> str:
        stats = self.statistics
        total = stats.total()
        if not total.played:
            return self.tr("No game has been played to its end yet.")
        lines = [self.tr("Games played: {played}, won: {won} ({percent:.0f}%).").format(
            played=total.played, won=total.won, percent=total.won_percent)]
        if stats.streak > 0:
            lines.append(self.tr("Games won in a row now: {count}.").format(count=stats.streak))
        elif stats.streak < 0:
            lines.append(self.tr("Games lost in a row now: {count}.").format(
                count=-stats.streak))
        lines.append(self.tr("Most games won in a row: {count}.").format(
            count=stats.longest_winning_streak))
        if total.best is not None:  # a game won with a lead; else nothing to boast of
            lines.append(self.tr("Best game: {best}.").format(best=notable_text(total.best)))
        lines.append(self.tr("Worst game: {worst}.").format(worst=notable_text(total.worst)))
        if total.fewest_deals_to_win is not None:
            lines.append(self.tr("Quickest win: %n deal(s).", "", total.fewest_deals_to_win))
        if stats.since:
            lines.append(self.tr("Counted since {date}.").format(date=stats.since[:10]))
        return "\n".join(lines)

    def _fill(self, table: QTableWidget, first: list[str],
              rows: list[tuple[list[str], Tally]]) -> None:
        heads = [*first, self.tr("Played"), self.tr("Won"), self.tr("Won, %"),
                 self.tr("Best"), self.tr("Worst")]
        table.setColumnCount(len(heads))
        table.setHorizontalHeaderLabels(heads)
        table.setRowCount(len(rows))
        for r, (names, tally) in enumerate(rows):
            cells = [*names, str(tally.played), str(tally.won), f"{tally.won_percent:.0f}",
                     notable_cell(tally.best), notable_cell(tally.worst)]
            tips = {len(cells) - 2: notable_text(tally.best),
                    len(cells) - 1: notable_text(tally.worst)}
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tips.get(c, text))
                if c >= len(names):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        table.resizeColumnsToContents()
        height = (table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                  + sum(table.rowHeight(r) for r in range(table.rowCount())))
        table.setMinimumHeight(min(height, 240))
        table.setMaximumHeight(max(height, 60))

    def _fill_reviews(self) -> None:
        """The points lost per deal in the reviewed games, the latest first (issue 31)."""
        from .review.texts import kind_heading

        self.reviews_box.setTitle(self.tr("Your play, as the deal review counts it"))
        games = self.reviewed
        self.reviews_box.setVisible(bool(games))
        if not games:
            return
        recent = games[-10:]
        # each game's points apart: a Debertz deal's points are not an Oh Hell deal's
        kinds = list(dict.fromkeys(g.game for g in games))
        lines = []
        for key in kinds:
            line = self._lost_line([g for g in games if g.game == key])
            kind = GAMES.get(key)
            if len(kinds) > 1 and kind is not None:
                line = f"{QCoreApplication.translate('Game', kind.name)}: {line}"
            lines.append(line)
        self.reviews_summary.setText("\n".join(lines))
        from ..ai.review import DecisionKind

        heads = [self.tr("Date"), self.tr("Game"), self.tr("Deals"), self.tr("Lost a deal"),
                 *(kind_heading(DecisionKind(k)) for k in KINDS)]
        table = self.reviews
        table.setColumnCount(len(heads))
        table.setHorizontalHeaderLabels(heads)
        table.setRowCount(len(recent))
        for r, game in enumerate(reversed(recent)):
            per_deal = game.deals or 1
            cells = [game.ended[:10], game_name(game.game, game.preset, game.players, game.teams),
                     str(game.deals), decimal_text(game.lost_per_deal),
                     *(decimal_text(game.lost.get(k, 0.0) / per_deal) for k in KINDS)]
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setToolTip(value)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        table.resizeColumnsToContents()
        height = (table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                  + sum(table.rowHeight(r) for r in range(table.rowCount())))
        table.setMinimumHeight(min(height, 160))
        table.setMaximumHeight(max(height, 60))

    def _lost_line(self, games: list[ReviewedGame]) -> str:
        """"Points lost per deal: 3.2 in your last 10 reviewed games, 4.1 in the 5 before."."""
        recent, earlier = games[-10:], games[:-10]
        mean = sum(g.lost_per_deal for g in recent) / len(recent)
        text = self.tr("Points lost per deal: {mean} in your last %n reviewed game(s)", "",
                       len(recent)).format(mean=decimal_text(mean))
        if earlier:
            before = sum(g.lost_per_deal for g in earlier) / len(earlier)
            text += self.tr(", {before} in the %n before", "", len(earlier)).format(
                before=decimal_text(before))
        return text + "."

    def ask_reset(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset the statistics"),
                          self.tr("Forget every game counted so far and start anew?"),
                          QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                          self)
        box.setObjectName("ResetStatisticsBox")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda answer: answer == QMessageBox.StandardButton.Reset
                             and self.reset())
        self.message_box = box
        assign_mnemonics(box)  # Reset: Alt + its letter (Cancel: Escape)
        box.open()

    def reset(self) -> None:
        try:
            self.store.reset()
            self.review_store.reset()
        except StorageError as err:
            QMessageBox.warning(self, self.tr("Reset the statistics"), error_text(err))
        self.reload()

    def showEvent(self, event) -> None:
        assign_mnemonics(self)  # Reset…: Alt + its letter (Close: Escape)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            assign_soon(self)
        super().changeEvent(event)
