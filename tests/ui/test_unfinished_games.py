"""The unfinished games offered at start (issue 27): never lost by one answer, told apart.

One game used to be "Resume it? Yes / No", and No deleted its autosave for good,
while several offered Discard / Keep for later; two games read alike ("The game
(You, Computer 1, Computer 2, deal 1) — saved 11/27/26 1:19 AM" twice), and a
game started in English kept "You, Computer 1" in the Russian interface.
"""

from __future__ import annotations

import dataclasses
import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from test_table_letters import human_to_act
from test_translations import english_words, russian  # noqa: F401

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.keeper import LiveGame
from debertz_desktop.storage import paths
from debertz_desktop.storage.autosaves import Autosave, AutosaveKind, FoundGame, unfinished_games
from debertz_desktop.storage.saved_games import LoadedGame
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, SettingsStore
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.unfinished_games import found_texts


@pytest.fixture
def window(qtbot):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=SettingsStore(),
                   start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()


def played(rules, seed: int, *, deals: int = 1,
           names=("You", "Computer 1", "Computer 2")) -> Game:
    """A game as a copy left it: ``deals`` deals scored (the first legal action each time)."""
    game = Game(rules, seed, names=names[:rules.players])
    while len(game.sheet.rows) < deals - 1 or not game.history:
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[0])
    return game


def left_behind(game: Game | LiveGame) -> Path:
    """The autosave of a copy that was killed: on disk, its lock gone."""
    autosave = Autosave(AutosaveKind.LIVE if isinstance(game, LiveGame) else AutosaveKind.GAME)
    autosave.write(game if isinstance(game, LiveGame) else GameRecord.of(game))
    path = autosave.path
    autosave.release()
    return path


def autosaves() -> list[Path]:
    folder = paths.autosaves_dir()
    return sorted(folder.glob("*.json")) if folder.exists() else []


def offered(window):
    window.files.offer_resume()
    dialog = window.files.message_box
    assert dialog is not None and dialog.objectName() == "UnfinishedGamesDialog"
    assert dialog.isVisible()
    return dialog


def test_one_game_offers_resume_keep_for_later_and_delete_asked_again(qtbot, window):
    path = left_behind(played(preset("classic", players=3), 5))
    dialog = offered(window)
    assert dialog.windowTitle() == "Unfinished game"
    assert [b.text() for b in (dialog.resume_button, dialog.later_button,
                               dialog.delete_button)] == ["&Resume", "&Keep for later",
                                                          "&Delete…"]
    assert "offered again at the next start" in dialog.text()
    # what was No (and deleted the game for good) is now Keep for later: it stays
    dialog.later_button.click()
    assert not dialog.isVisible() and path.exists()
    # closing the dialog keeps it too
    dialog = offered(window)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and path.exists()
    # Delete asks once more; Cancel (the default) keeps it
    dialog = offered(window)
    dialog.delete_button.click()
    box = dialog.confirm_box
    assert box is not None and box.isVisible()
    assert box.text() == "Delete this game for good? It cannot be brought back."
    assert "You, Computer 1, Computer 2" in box.informativeText()
    assert box.defaultButton() is box.escapeButton()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert path.exists() and dialog.isVisible() and dialog.list.count() == 1
    dialog.delete_button.click()
    next(b for b in dialog.confirm_box.buttons() if b.text() == "&Delete").click()
    assert not path.exists() and not dialog.isVisible()
    assert autosaves() == []


def test_resume_goes_on_with_the_one_game(qtbot, window):
    game = played(preset("classic", players=2), 8, deals=2)
    left_behind(game)
    offered(window).resume_button.click()
    qtbot.waitUntil(lambda: window.session is not None, timeout=5000)
    window.session.stop()
    assert window.session.game.history == game.history
    assert autosaves() == [window.files.autosave.path]  # taken over, not copied


def test_two_games_read_apart_by_rules_score_and_time(qtbot, window):
    first = played(preset("classic", players=3), 3, deals=3)
    second = played(dataclasses.replace(preset("classic", players=3), target=1001), 3, deals=1)
    left_behind(first)
    left_behind(second)
    dialog = offered(window)
    assert dialog.windowTitle() == "Unfinished games"
    lines = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(set(lines)) == 2
    assert any("to 1001" in line for line in lines) and any("to 501" in line for line in lines)
    deals = next(line for line in lines if "to 501" in line)
    totals = first.sheet.totals
    assert "deal 3 · saved " in deals
    assert f"\nYou: {totals[0]}, Computer 1: {totals[1]}, Computer 2: {totals[2]}" in deals
    assert all("saved " in line and ":" in line.split("saved ")[1] for line in lines)
    dialog.later_button.click()


def test_seven_players_scores_fit_a_1024_screen_without_sideways_scrolling(qtbot, window):
    # issue 27: a list at 1024×700 must not hide the score behind a scroll bar — seven Oh Hell
    # players' scores (Russian, the longest default names) take a line of their own
    from debertz_desktop.engine.games import kind_of
    from debertz_desktop.engine.oh_hell import OhHellRules
    from debertz_desktop.storage.settings import Language
    from debertz_desktop.ui import i18n

    rules = OhHellRules(players=7)
    game = kind_of(rules).new_game(rules, 3, names=("",) * 7)
    while not game.sheet.rows:
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[0])
    left_behind(game)
    i18n.apply_language(Language.RU)
    try:
        dialog = offered(window)
        text = dialog.list.item(0).text()
        lines = text.splitlines()
        assert len(lines) == 4 and lines[2].startswith("сдача 2")
        assert lines[3].startswith("Вы: ") and "Компьютер 6: " in lines[3]
        widest = max(dialog.list.fontMetrics().horizontalAdvance(line) for line in lines)
        assert widest + 2 * dialog.list.frameWidth() + 48 <= 1024 * 9 // 10, widest
        dialog.later_button.click()
    finally:
        i18n.apply_language(Language.EN)


def test_games_saved_in_the_same_minute_show_their_seconds(qapp):
    rules = preset("classic", players=3)
    found = []
    for second in (5, 41):
        record = GameRecord.of(Game(rules, 1, names=("Аня", "Борис", "Вера")))
        record.meta["saved"] = datetime.datetime(2026, 11, 27, 1, 19, second).isoformat()
        found.append(FoundGame(LoadedGame(Path("x"), record=record, game=record.replay()),
                               Autosave(AutosaveKind.GAME)))
    texts = found_texts(found)
    assert texts[0] != texts[1]
    assert "1:19:05" in texts[0] and "1:19:41" in texts[1]
    assert ":05" not in found_texts(found[:1])[0]  # alone, minutes are enough


def test_the_score_keepers_game_says_so_with_its_score(qtbot, window):
    live = LiveGame(preset("classic", players=2), ("Аня", "Борис"))
    left_behind(live)
    dialog = offered(window)
    assert "The score keeper's game (Аня, Борис)" in dialog.text()
    assert "no deal entered yet" in dialog.text()
    dialog.later_button.click()


def test_a_game_started_in_english_shows_its_default_names_in_russian(
        qtbot, window, russian):  # noqa: F811
    left_behind(played(preset("classic", players=3), 5))
    dialog = offered(window)
    text = dialog.text()
    assert "Партия за столом (Вы, Компьютер 1, Компьютер 2)" in text
    assert "Классика (московский), 3 игрока, до 501" in text
    assert english_words(text) == [], text
    assert dialog.resume_button.text() != "&Resume"
    dialog.delete_button.click()
    assert english_words(dialog.confirm_box.text() + dialog.confirm_box.informativeText()) == []
    dialog.confirm_box.reject()
    dialog.later_button.click()


# -- quitting keeps the game as it stands, not as it stood at the last trick -----------------
# The table autosaves after every trick; a player who quit in the middle of a trick or of the
# bidding found, at the next start, his last cards and bids gone.

def kept_actions() -> list:
    """The moves of the one game the next start offers."""
    found = unfinished_games()
    try:
        assert len(found.games) == 1
        return list(found.games[0].loaded.record.actions)
    finally:
        found.release()


def mine(session) -> list:
    return [a for seat, a in session.game.history if seat == session.human_seat]


def start(qtbot, window):
    bots = {seat: FallbackBot(seat) for seat in (1, 2)}
    session = window.new_game(preset("classic", players=3), seed=11, delay_ms=0, bots=bots)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    return session


def test_a_bid_made_before_any_trick_is_there_at_the_next_start(qtbot, window):
    session = start(qtbot, window)
    assert not autosaves(), "no trick yet: nothing was autosaved before"
    bid = session.view().legal_actions[0]
    session.submit(bid)
    qtbot.waitUntil(lambda: (session.human_seat, bid) in session.game.history, timeout=5_000)
    history = list(session.game.history)
    window.close()
    assert kept_actions() == history


def test_a_card_played_in_the_middle_of_a_trick_is_there_at_the_next_start(qtbot, window):
    session = start(qtbot, window)
    # play until a trick is taken and the person has played into the next one
    while True:
        qtbot.waitUntil(lambda: human_to_act(session) or session.is_over, timeout=20_000)
        view = session.view()
        action = view.legal_actions[0]
        tricks_before = len(view.tricks)
        played = len(mine(session))
        session.submit(action)
        qtbot.waitUntil(lambda n=played: len(mine(session)) > n, timeout=5_000)
        if isinstance(action, A.PlayCard) and tricks_before >= 1:
            break
    assert autosaves(), "a trick was taken: the table had autosaved"
    history = list(session.game.history)
    window.close()
    assert kept_actions() == history


def test_a_card_played_before_quitting_can_be_taken_back_after_resuming(qtbot, window):
    """Undo was enabled before Ctrl+Q and disabled after Resume at the same card: the resumed
    session counted its deal from the card it resumed at.  It counts from the deal's start."""
    session = start(qtbot, window)
    while not any(isinstance(a, A.PlayCard) for a in mine(session)):
        qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
        played = len(mine(session))
        session.submit(session.view().legal_actions[0])
        qtbot.waitUntil(lambda n=played: len(mine(session)) > n, timeout=5_000)
    session.stop()
    before = session.can_undo()
    window.close()
    again = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=SettingsStore(),
                       start_game=False)
    qtbot.addWidget(again)
    again.show()
    offered(again).resume_button.click()
    qtbot.waitUntil(lambda: again.session is not None, timeout=5000)
    again.session.stop()
    assert before and again.session.can_undo() == before
    assert again.session.undo()


def test_a_game_the_person_never_touched_is_not_offered(qtbot, window):
    start(qtbot, window)
    window.close()
    assert not autosaves()
