"""A resumed game is the game it was before quitting, its file included.

A game saved as moscow3.debertz, played on and left by quitting, used to come back
from its autosave as "The game at the table": the title lost the file's name and
Ctrl+S asked for a new one ("game.debertz"), so the same game lay twice on the disk
with nothing linking them.  The autosave now names the game's file: the offer at
the next start shows it and says whether it holds every move, and the resumed game
saves back to it without asking — unless the file was moved or deleted meanwhile.
Every game of the program alike (Debertz, Oh Hell, Magistr), and the score keeper's.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog
from test_game_files_ui import play_until
from test_keeper_oh_hell import NAMES as NAMES_5
from test_keeper_oh_hell import open_keeper, plan, seat_order
from test_nothing_lost import keeper_with_deals
from test_score_keeper_ui import enter

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.keeper import OhHellDealEntry, OhHellLiveGame
from debertz_desktop.storage import paths
from debertz_desktop.storage.saved_games import load_game
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, SettingsStore
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot

TITLE = "Debertz Desktop"
NAMES = ("Аня", "Борис", "Вера")
GAMES = {"debertz": preset("classic", players=2), "oh_hell": OhHellRules(players=3),
         "magistr": MagistrRules(players=3)}


def started_window(qtbot) -> MainWindow:
    """The program as it starts: settings from its home, no game offered yet."""
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=SettingsStore(),
                        start_game=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(window, rules):
    players = rules.players
    return window.new_game(rules, seed=8, names=NAMES[:players],
                           bots={s: FallbackBot(s) for s in range(1, players)}, delay_ms=0)


def play_moves(qtbot, session, moves: int) -> None:
    """Play on until ``moves`` more actions are taken and a trick has just been autosaved."""
    goal = len(session.game.history) + moves
    play_until(qtbot, session, lambda s: len(s.game.history) >= goal)


def save_with_dialog(monkeypatch, window, path) -> list:
    """Ctrl+S; the Save dialog, if it is asked, answers ``path``.  Returns the questions."""
    asked = []

    def dialog(*args, **kwargs):
        asked.append(args)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert window.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    window.save_action.trigger()
    return asked


def quit_and_restart(qtbot, window) -> MainWindow:
    """Ctrl+Q, then the program started again."""
    window.session.stop()
    window.close()
    return started_window(qtbot)


def offered(window):
    window.files.offer_resume()
    dialog = window.files.message_box
    assert dialog is not None and dialog.objectName() == "UnfinishedGamesDialog"
    return dialog


def resumed(qtbot, window, dialog):
    dialog.resume_button.click()
    qtbot.waitUntil(lambda: window.session is not None, timeout=5000)
    window.session.stop()  # the computers wait: the test looks at the game as it came back
    return window.session


def saved_then_played(qtbot, monkeypatch, game: str, path, moves_after: int = 0):
    """A game of ``game`` played a little, saved as ``path`` (the first Save asks), then
    ``moves_after`` more moves; its window and session."""
    window = started_window(qtbot)
    session = start(window, GAMES[game])
    play_moves(qtbot, session, 6)
    save_with_dialog(monkeypatch, window, path)
    if moves_after:
        play_moves(qtbot, session, moves_after)
    return window, session


def autosaved_history(window):
    return load_game(window.files.autosave.path).game.history


@pytest.mark.parametrize("game", GAMES)
def test_a_resumed_game_names_its_file_and_saves_back_to_it_without_asking(
        qtbot, monkeypatch, tmp_path, game):
    window = started_window(qtbot)
    session = start(window, GAMES[game])
    play_moves(qtbot, session, 6)
    path = tmp_path / "moscow3.debertz"
    assert save_with_dialog(monkeypatch, window, path)  # the first save asks
    assert window.windowTitle() == f"moscow3.debertz — {TITLE}"
    play_moves(qtbot, session, 8)  # moves after the save, autosaved after their trick
    window.files.keep_autosave()
    kept = autosaved_history(window)
    assert load_game(path).game.history != kept

    window = quit_and_restart(qtbot, window)
    dialog = offered(window)
    text = dialog.text()
    assert "moscow3.debertz — the game at the table (Аня, Борис" in text
    assert "moves not saved in the file" in text
    assert str(path) in dialog.list.item(0).toolTip()
    session = resumed(qtbot, window, dialog)
    assert session.game.history == kept
    assert window.record_path == str(path)
    assert window.windowTitle() == f"moscow3.debertz — {TITLE}"
    assert window.files.unsaved_moves()
    assert save_with_dialog(monkeypatch, window, tmp_path / "asked.debertz") == []
    assert load_game(path).game.history == kept
    assert not (tmp_path / "asked.debertz").exists()
    assert not window.files.unsaved_moves()
    assert window.windowTitle() == f"moscow3.debertz — {TITLE}"


def test_a_game_saved_just_before_quitting_is_offered_as_saved_in_its_file(
        qtbot, monkeypatch, tmp_path):
    path = tmp_path / "moscow3.debertz"
    window, _session = saved_then_played(qtbot, monkeypatch, "debertz", path)
    window = quit_and_restart(qtbot, window)
    dialog = offered(window)
    assert "all moves saved in the file" in dialog.text()
    assert "not saved" not in dialog.text()
    session = resumed(qtbot, window, dialog)
    assert session.game.history == load_game(path).game.history
    assert not window.files.unsaved_moves()  # a new game asks nothing
    assert window.windowTitle() == f"moscow3.debertz — {TITLE}"


def test_a_game_whose_file_was_moved_resumes_and_save_asks_for_a_name(
        qtbot, monkeypatch, tmp_path):
    path = tmp_path / "moscow3.debertz"
    window, _session = saved_then_played(qtbot, monkeypatch, "debertz", path, 8)
    window.files.keep_autosave()
    kept = autosaved_history(window)
    window = quit_and_restart(qtbot, window)
    path.rename(tmp_path / "elsewhere.debertz")

    dialog = offered(window)
    assert "moscow3.debertz — the game at the table" in dialog.text()
    assert "the file was moved or deleted" in dialog.text()
    session = resumed(qtbot, window, dialog)
    assert session.game.history == kept
    assert window.record_path is None
    assert window.windowTitle() == TITLE
    message = window.status_bar.currentMessage()
    assert "moscow3.debertz" in message and "moved or deleted" in message
    assert "Traceback" not in message
    assert window.files.unsaved_moves()
    again = tmp_path / "moscow4.debertz"
    assert len(save_with_dialog(monkeypatch, window, again)) == 1
    assert load_game(again).game.history == kept
    assert window.windowTitle() == f"moscow4.debertz — {TITLE}"
    assert not path.exists()


def test_a_file_that_now_holds_another_game_is_not_written_over(qtbot, monkeypatch, tmp_path):
    window = started_window(qtbot)
    session = start(window, GAMES["debertz"])
    play_moves(qtbot, session, 6)
    path = tmp_path / "moscow3.debertz"
    save_with_dialog(monkeypatch, window, path)
    window = quit_and_restart(qtbot, window)
    dialog = offered(window)
    dialog.later_button.click()  # kept for later; another game is saved under its name
    other = start(window, GAMES["oh_hell"])
    play_moves(qtbot, other, 4)
    save_with_dialog(monkeypatch, window, path)
    other_text = path.read_text(encoding="utf-8")
    window = quit_and_restart(qtbot, window)

    dialog = offered(window)
    debertz_row = next(i for i in range(dialog.list.count())
                       if "Debertz" in dialog.list.item(i).text())
    assert "the file no longer holds this game" in dialog.list.item(debertz_row).text()
    dialog.list.setCurrentRow(debertz_row)
    resumed(qtbot, window, dialog)
    assert window.record_path is None and window.windowTitle() == TITLE
    assert "no longer holds this game" in window.status_bar.currentMessage()
    assert len(save_with_dialog(monkeypatch, window, tmp_path / "moscow5.debertz")) == 1
    assert path.read_text(encoding="utf-8") == other_text


def test_an_autosave_of_an_older_version_without_a_file_still_resumes(
        qtbot, monkeypatch, tmp_path):
    window = started_window(qtbot)
    session = start(window, GAMES["debertz"])
    play_moves(qtbot, session, 6)
    save_with_dialog(monkeypatch, window, tmp_path / "moscow3.debertz")
    window.files.keep_autosave()
    autosave = window.files.autosave.path
    window = quit_and_restart(qtbot, window)
    data = json.loads(autosave.read_text(encoding="utf-8"))
    assert data.pop("file") == str(tmp_path / "moscow3.debertz")
    autosave.write_text(json.dumps(data), encoding="utf-8")  # as an older version wrote it

    dialog = offered(window)
    assert "The game at the table (Аня, Борис)" in dialog.text()
    assert "file" not in dialog.list.item(0).text()
    resumed(qtbot, window, dialog)
    assert window.record_path is None and window.windowTitle() == TITLE
    assert len(save_with_dialog(monkeypatch, window, tmp_path / "game.debertz")) == 1


def test_the_autosave_names_the_file_as_soon_as_the_game_is_saved(qtbot, monkeypatch, tmp_path):
    # Ctrl+S then Ctrl+Q at once, with no trick between: the autosave knows the file
    window = started_window(qtbot)
    session = start(window, GAMES["debertz"])
    play_moves(qtbot, session, 6)
    path = tmp_path / "moscow3.debertz"
    save_with_dialog(monkeypatch, window, path)
    [autosave] = list(paths.autosaves_dir().glob("game-*.json"))
    assert json.loads(autosave.read_text(encoding="utf-8"))["file"] == str(path)
    window.session.stop()


# -- the score keeper's game ----------------------------------------------------------------------


def another_deal(qtbot, keeper) -> None:
    enter(qtbot, keeper.form, maker=1, points=(50, 90), tricks=(4, 5), last=1)
    qtbot.mouseClick(keeper.form.write, Qt.MouseButton.LeftButton)


def test_the_score_keepers_game_is_its_files_again_after_a_quit(qtbot, monkeypatch, tmp_path):
    window = started_window(qtbot)
    keeper = keeper_with_deals(qtbot, window, deals=1)
    path = tmp_path / "вечер.debertz"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert keeper.save()
    another_deal(qtbot, keeper)
    window.close()  # Ctrl+Q: the deal not in the file waits for the next start

    window = started_window(qtbot)
    dialog = offered(window)
    assert "вечер.debertz — the score keeper's game (Аня, Борис)" in dialog.text()
    assert "deals entered: 2" in dialog.text() and "deals not saved in the file" in dialog.text()
    dialog.resume_button.click()
    keeper = window.companions.keeper_window
    assert keeper.path == str(path) and keeper.windowTitle().startswith("вечер.debertz — ")
    assert keeper.has_unsaved_deals()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    assert keeper.save()
    assert len(load_game(path).live.entries) == 2 and not keeper.has_unsaved_deals()


def press(box, text: str) -> None:
    """Clicks the question's button that reads ``text`` (its letter's & aside)."""
    next(b for b in box.buttons() if b.text().replace("&", "") == text).click()


def kept_then_opened(qtbot, monkeypatch, tmp_path):
    """Two deals saved in a file, a third entered, the program closed; at the next start
    "Keep for later"; then the keeper opens the file: which game?"""
    window = started_window(qtbot)
    keeper = keeper_with_deals(qtbot, window, deals=2)
    path = tmp_path / "вечер.debertz"
    assert keeper.write_file(str(path))
    another_deal(qtbot, keeper)
    window.close()
    window = started_window(qtbot)
    offered(window).later_button.click()
    keeper = open_keeper(qtbot, window)
    assert keeper.open_path(str(path))
    box = window.files.message_box
    assert box is not None and box.objectName() == "KeptGameQuestion" and box.isVisible()
    assert box.text().startswith("вечер.debertz was saved before the last deals were entered")
    assert "deals entered: 3" in box.informativeText()
    return window, keeper, box, path


def test_a_file_kept_for_later_opens_where_it_stopped_if_asked(qtbot, monkeypatch, tmp_path):
    """The tester's steps: Keep for later, then Open of the same file showed its two deals
    without a word of the third, kept beside it."""
    window, keeper, box, path = kept_then_opened(qtbot, monkeypatch, tmp_path)
    press(box, "Go on where it stopped")
    keeper = window.companions.keeper_window
    assert len(keeper.live.entries) == 3 and keeper.path == str(path)
    assert keeper.has_unsaved_deals()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    assert keeper.save() and len(load_game(path).live.entries) == 3


def test_a_table_game_kept_for_later_is_asked_about_when_its_file_opens(
        qtbot, monkeypatch, tmp_path):
    path = tmp_path / "friday.debertz"
    window, _session = saved_then_played(qtbot, monkeypatch, "debertz", path, moves_after=8)
    window.files.keep_autosave()
    kept = autosaved_history(window)
    window = quit_and_restart(qtbot, window)
    offered(window).later_button.click()
    window.new_game(wait=True)
    assert window.files.open_path(str(path))  # Game → Open
    box = window.files.message_box
    assert box.objectName() == "KeptGameQuestion"
    assert box.text().startswith("friday.debertz was saved before the last moves were played")
    press(box, "Go on where it stopped")
    qtbot.waitUntil(lambda: window.record_path == str(path), timeout=5000)
    window.session.stop()
    assert window.session.game.history == kept


def test_a_file_kept_for_later_opens_as_saved_and_the_game_stays_kept(
        qtbot, monkeypatch, tmp_path):
    window, keeper, box, path = kept_then_opened(qtbot, monkeypatch, tmp_path)
    press(box, "Open the file as saved")
    assert len(keeper.live.entries) == 2 and keeper.path == str(path)
    keeper.new_game()  # nothing unsaved: the file's game goes; the kept one is still offered
    dialog = offered(window)
    assert "deals entered: 3" in dialog.text()
    dialog.later_button.click()


def test_the_score_keepers_game_whose_file_was_deleted_asks_for_a_name(
        qtbot, monkeypatch, tmp_path):
    window = started_window(qtbot)
    keeper = keeper_with_deals(qtbot, window, deals=1)
    path = tmp_path / "вечер.debertz"
    assert keeper.write_file(str(path))
    another_deal(qtbot, keeper)
    window.close()
    path.unlink()

    window = started_window(qtbot)
    dialog = offered(window)
    assert "the file was moved or deleted" in dialog.text()
    dialog.resume_button.click()
    keeper = window.companions.keeper_window
    assert keeper.path is None and keeper.windowTitle() == "Score keeper"
    assert "moved or deleted" in keeper.statusBar().currentMessage()
    assert keeper.has_unsaved_deals() and len(keeper.live.entries) == 2
    again = tmp_path / "вечер 2.debertz"
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: asked.append(a) or (str(again), ""))
    assert keeper.save() and len(asked) == 1
    assert len(load_game(again).live.entries) == 2


def test_a_finished_score_keepers_game_with_its_file_is_not_called_never_saved(
        qtbot, tmp_path):
    """OH_HELL §7: the one deal written, the game is over; its file, saved before that deal,
    is named, and the game is not said to be "never saved in a file"."""
    window = started_window(qtbot)
    keeper = open_keeper(qtbot, window)
    live = OhHellLiveGame(OhHellRules(players=5, deals=1), NAMES_5, first_dealer=4)
    keeper.offer_live(live, None)
    path = tmp_path / "вечер.debertz"
    assert keeper.write_file(str(path))
    trump, bids, tricks = plan(1)
    keeper.write(OhHellDealEntry(trump if live.has_trump(1) else None,
                                 seat_order(live, 1, bids), seat_order(live, 1, tricks)))
    assert live.is_over and keeper.has_unsaved_deals()
    window.close()

    dialog = offered(started_window(qtbot))
    assert dialog.windowTitle() == "Game not saved"
    assert dialog.intro.text().startswith("This game is finished. Open it now")
    assert "never saved" not in dialog.text() and "not saved in a file" not in dialog.text()
    assert "finished; deals entered: 1" in dialog.text()
    assert "deals not saved in the file" in dialog.text()
    dialog.later_button.click()


def no_dialog(*args, **kwargs):
    raise AssertionError("Save asked for a file")


def asked_to_delete(dialog):
    dialog.delete_button.click()
    box = dialog.confirm_box
    assert box is not None and box.isVisible()
    return box


def delete_answered(box) -> None:
    next(b for b in box.buttons() if b.text() == "&Delete").click()


def test_deleting_a_game_its_file_holds_says_the_file_stays(qtbot, monkeypatch, tmp_path):
    """"Delete this game for good?" was asked of a game whose file holds every move: only the
    copy kept for resuming goes, and the question says so."""
    path = tmp_path / "moscow3.debertz"
    window, _session = saved_then_played(qtbot, monkeypatch, "debertz", path)
    window = quit_and_restart(qtbot, window)
    box = asked_to_delete(offered(window))
    assert "for good" not in box.text()
    assert "moscow3.debertz" in box.text() and "stays" in box.text()
    delete_answered(box)
    assert load_game(path).game.history  # the file is untouched
    assert not list(paths.autosaves_dir().glob("*.json"))


def test_deleting_a_game_with_moves_its_file_lacks_says_what_is_lost(
        qtbot, monkeypatch, tmp_path):
    path = tmp_path / "пятница.debertz"
    window, _session = saved_then_played(qtbot, monkeypatch, "oh_hell", path, 8)
    window = quit_and_restart(qtbot, window)
    box = asked_to_delete(offered(window))
    assert "пятница.debertz" in box.text()
    assert "since it was last saved" in box.text() and "cannot be brought back" in box.text()


def test_deleting_a_game_of_no_file_is_for_good(qtbot):
    window = started_window(qtbot)
    session = start(window, GAMES["magistr"])
    play_moves(qtbot, session, 6)
    window = quit_and_restart(qtbot, window)
    box = asked_to_delete(offered(window))
    assert box.text() == "Delete this game for good? It cannot be brought back."


def test_deleting_a_score_keepers_game_with_deals_its_file_lacks(qtbot, monkeypatch, tmp_path):
    window = started_window(qtbot)
    keeper = keeper_with_deals(qtbot, window, deals=1)
    path = tmp_path / "вечер.debertz"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert keeper.save()
    another_deal(qtbot, keeper)
    window.close()
    box = asked_to_delete(offered(started_window(qtbot)))
    assert "вечер.debertz" in box.text() and "deals entered since it was last saved" in box.text()
    delete_answered(box)
    assert len(load_game(path).live.entries) == 1  # the file keeps its deal
