"""Game → Statistics: finished games are counted and shown, in English and Russian; reset."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from test_table import read_the_summary
from test_translations import assert_fits, assert_russian, russian  # noqa: F401

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Language
from debertz_desktop.storage.statistics import GameResult, StatisticsStore
from debertz_desktop.ui import i18n
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.statistics_window import StatisticsDialog


def play_to_the_end(qtbot, session) -> None:
    human = FallbackBot(99)
    for _ in range(20_000):
        if session.is_over:
            return
        qtbot.waitUntil(lambda: session.is_over or (
            not read_the_summary(session) and session.game.to_act == session.human_seat
            and not session.busy), timeout=10_000)
        if session.is_over:
            return
        session.submit(human.choose(session.view()))
    raise AssertionError("the game did not end")


def test_a_game_played_to_its_end_is_counted_once(qtbot):
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(window)
    window.show()
    session = window.new_game(preset("classic", players=2), seed=4, names=("Аня", "Борис"),
                              bots={1: FallbackBot(1)}, delay_ms=0)
    play_to_the_end(qtbot, session)
    stats = StatisticsStore().load().statistics
    total = stats.total()
    assert total.played == 1
    side = session.rules.side_of(session.human_seat)
    assert total.won == int(session.game.sheet.winner_side == side)
    game = stats.by_game()
    assert list(game) == [("debertz", "classic", 2, False)]
    recorded = total.worst  # the only game: the worst, and the best only if won with a lead
    assert recorded.score == session.game.sheet.totals[side]
    assert recorded.deals == len(session.game.sheet.rows)
    assert (total.best == recorded) == (total.won == 1 and recorded.margin > 0)
    session.game_over.emit(session.game.sheet.winner_side)  # a second signal counts nothing
    assert StatisticsStore().load().statistics.total().played == 1
    window.companions.show_statistics()
    dialog = window.companions.statistics_dialog
    assert dialog.isVisible()
    assert "Games played: 1" in dialog.summary.text()


def some_games(store: StatisticsStore) -> None:
    for won, level, players, teams, key in ((True, "hard", 3, False, "classic"),
                                           (False, "hard", 3, False, "classic"),
                                           (True, "easy", 2, False, "site"),
                                           (False, "medium", 4, True, "belote")):
        store.add(GameResult(preset=key, players=players, teams=teams, level=level, won=won,
                             score=520 if won else 310, opponent=300 if won else 505,
                             deals=8, ended="2026-11-22T20:00:00+03:00"))


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_window_shows_levels_games_best_and_worst(qtbot, request, language):
    if language == "ru":
        request.getfixturevalue("russian")
    else:
        i18n.apply_language(Language.EN)  # the English plural forms
    store = StatisticsStore()
    some_games(store)
    dialog = StatisticsDialog(store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    levels = [dialog.levels.item(r, 0).text() for r in range(dialog.levels.rowCount())]
    games = [dialog.games.item(r, 0).text() for r in range(dialog.games.rowCount())]
    counts = {dialog.levels.item(r, 0).text(): (dialog.levels.item(r, 1).text(),
                                                dialog.levels.item(r, 2).text())
              for r in range(dialog.levels.rowCount())}
    if language == "en":
        assert levels == ["Easy", "Medium", "Hard"]
        assert counts["Hard"] == ("2", "1")
        assert "Classic (Moscow), 3 players" in games
        assert "Paired Belote, 4 players in pairs" in games
        summary = dialog.summary.text()
        assert "Games played: 4, won: 2 (50%)." in summary
        assert "Best game: ahead by 220 (520 : 300), 2026-11-22." in summary
        assert "Worst game: behind by 195 (310 : 505)" in summary
        assert "Quickest win: 8 deals." in summary
    else:
        assert levels == ["Слабый", "Средний", "Сильный"]
        assert "Сыграно партий: 4, выиграно: 2 (50%)." in dialog.summary.text()
        assert "Самая быстрая победа: за 8 сдач." in dialog.summary.text()
        assert_russian(dialog)
    assert_fits(dialog)


def test_reset_asks_first_then_forgets(qtbot):
    store = StatisticsStore()
    some_games(store)
    dialog = StatisticsDialog(store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.ask_reset()
    dialog.message_box.done(QMessageBox.StandardButton.Cancel)
    assert StatisticsStore().load().statistics.total().played == 4
    dialog.ask_reset()
    dialog.message_box.done(QMessageBox.StandardButton.Reset)
    assert StatisticsStore().load().statistics.total().played == 0
    assert dialog.levels.rowCount() == 0
    assert "No game has been played" in dialog.summary.text()


def test_a_damaged_statistics_file_is_said_and_kept(qtbot):
    store = StatisticsStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(b"\x00\x01garbage")
    dialog = StatisticsDialog(store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.warning.isVisible()
    assert "could not be read" in dialog.warning.text()
    assert list(store.path.parent.glob("statistics.json.corrupt-*"))


def test_a_saved_game_comes_back_with_its_computer_levels(qtbot, tmp_path):
    # so that a resumed game is played, and counted, at the levels it was started with
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(window)
    session = window.new_game(preset("classic", players=3), seed=5, levels=[None, "hard", "easy"],
                              delay_ms=0)
    session.stop()
    path = tmp_path / "levels.debertz"
    assert window.files.write(str(path))
    assert window.files.open_path(str(path))
    window.session.stop()
    levels = {seat: str(bot.level.value) for seat, bot in window.session.bots.items()}
    assert levels == {1: "hard", 2: "easy"}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_after_a_lost_game_no_best_game_is_made_up(qtbot, request, language):
    # issue 27: "best game: ahead by 0 (0 : 0)" after a game lost at 0 : 0 (a false claim)
    if language == "ru":
        request.getfixturevalue("russian")
    else:
        i18n.apply_language(Language.EN)
    store = StatisticsStore()
    store.add(GameResult(preset="belote", players=4, teams=True, level="medium", won=False,
                         score=0, opponent=0, deals=1, ended="2026-11-22T20:00:00+03:00"))
    dialog = StatisticsDialog(store=store)
    qtbot.addWidget(dialog)
    dialog.show()
    summary = dialog.summary.text()
    assert "ahead by 0" not in summary and "+0" not in dialog.games.item(0, 4).text()
    assert dialog.games.item(0, 4).text() == "—"  # the best: none
    if language == "en":
        assert "Best game" not in summary
        assert "Worst game: level (0 : 0), 2026-11-22." in summary
        assert dialog.games.item(0, 5).text() == "0 (0 : 0)"
    else:
        assert "Лучшая партия" not in summary
        assert_russian(dialog)
    # a win with a lead afterwards is the best game
    store.add(GameResult(preset="belote", players=4, teams=True, level="medium", won=True,
                         score=1010, opponent=640, deals=12, ended="2026-11-23T20:00:00+03:00"))
    dialog.reload()
    assert dialog.games.item(0, 4).text() == "+370 (1010 : 640)"
    if language == "en":
        assert "Best game: ahead by 370 (1010 : 640), 2026-11-23." in dialog.summary.text()
