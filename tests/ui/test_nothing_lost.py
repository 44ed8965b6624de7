"""Nothing lost (issue 20): autosave and resume in the score keeper, "Save changes?" before a
game with unsaved progress is dropped, the opened game autosaved at once, several copies."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox
from test_game_files_ui import cards_played, play_until, start
from test_score_keeper_ui import enter, set_up

from debertz_desktop.engine.debertz.cards import Suit
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.keeper import LiveGame
from debertz_desktop.storage import paths
from debertz_desktop.storage.saved_games import load_game, save_live, save_record
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, SettingsStore
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.new_game_dialog import NewGameDialog

Button = QMessageBox.StandardButton


def make_window(qtbot) -> MainWindow:
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=SettingsStore(),
                   start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def autosaved_files():
    folder = paths.autosaves_dir()
    return sorted(p for p in folder.glob("*.json")) if folder.exists() else []


def delete_selected(dialog) -> None:
    """Delete… in the unfinished games, and Delete in "Delete this game for good?"."""
    dialog.delete_button.click()
    box = dialog.confirm_box
    assert box is not None and box.isVisible() and "for good" in box.text()
    next(b for b in box.buttons() if b.text() == "&Delete").click()


def save_changes_box(owner):
    box = owner.message_box
    assert box is not None and box.objectName() == "SaveChangesBox" and box.isVisible()
    return box


def keeper_with_deals(qtbot, window, deals=2):
    window.companions.open_score_keeper()
    keeper = window.companions.keeper_window
    qtbot.waitExposed(keeper)
    set_up(qtbot, keeper)
    for _ in range(deals):
        enter(qtbot, keeper.form, maker=0, points=(90, 50), tricks=(5, 4), last=0,
              trump=Suit.HEARTS)
        qtbot.mouseClick(keeper.form.write, Qt.MouseButton.LeftButton)
    assert len(keeper.live.entries) == deals
    return keeper


# -- the score keeper -------------------------------------------------------------------------


def test_the_keeper_autosaves_every_deal_and_a_restart_offers_the_game(qtbot, window):
    keeper = keeper_with_deals(qtbot, window, deals=2)
    autosaved = load_game(keeper.autosave.path).live
    assert autosaved is not None and len(autosaved.entries) == 2
    assert autosaved.sheet.to_dict() == keeper.live.sheet.to_dict()
    # the program is killed: the OS lets go of its locks, the files stay
    keeper.autosave.release()
    window.files.autosave.release()

    other = make_window(qtbot)
    other.files.offer_resume()
    box = other.files.message_box
    assert box.objectName() == "UnfinishedGamesDialog" and box.isVisible()
    assert "Аня" in box.text() and "deals entered: 2" in box.text()
    box.resume_button.click()
    resumed = other.companions.keeper_window
    assert resumed is not None and resumed.isVisible()
    assert resumed.live.sheet.to_dict() == autosaved.sheet.to_dict()
    assert resumed.has_unsaved_deals()  # it was never saved to a file
    assert autosaved_files() == [resumed.autosave.path]  # taken over, not copied


def test_closing_the_keeper_keeps_its_game_without_a_question(qtbot, window):
    # issue 27: closing asked "Save changes?", and Don't save threw the entered deals away
    keeper = keeper_with_deals(qtbot, window, deals=2)
    keeper.close()
    assert not keeper.isVisible() and keeper.message_box is None
    assert len(keeper.live.entries) == 2
    [autosaved] = autosaved_files()
    assert len(load_game(autosaved).live.entries) == 2
    window.companions.open_score_keeper()  # the menu shows it again, as it was
    assert window.companions.keeper_window is keeper and keeper.isVisible()
    assert len(keeper.live.entries) == 2 and keeper.stack.currentWidget() is keeper.keeper


def test_a_new_game_in_the_keeper_asks_and_keep_for_later_loses_nothing(qtbot, window):
    keeper = keeper_with_deals(qtbot, window, deals=2)
    kept = keeper.autosave.path
    keeper.new_game()
    box = save_changes_box(keeper)
    assert "offered again at the next start" in box.text()
    assert box.button(Button.Discard).text() == "&Keep for later"
    assert box.button(Button.Discard).icon().isNull()  # no waste bin: nothing is thrown away
    box.done(Button.Cancel)
    assert len(keeper.live.entries) == 2
    keeper.new_game()
    save_changes_box(keeper).done(Button.Discard)  # Keep for later
    assert keeper.live is None and keeper.stack.currentWidget() is keeper.setup
    assert autosaved_files() == [kept]  # on disk, let go: the next start offers it
    other = make_window(qtbot)
    other.files.offer_resume()
    assert "deals entered: 2" in other.files.message_box.text()


def test_save_in_the_question_writes_the_file(qtbot, window, tmp_path):
    keeper = keeper_with_deals(qtbot, window, deals=1)
    path = tmp_path / "вечер.debertz"
    assert keeper.write_file(str(path))
    enter(qtbot, keeper.form, maker=1, points=(50, 90), tricks=(4, 5), last=1)
    qtbot.mouseClick(keeper.form.write, Qt.MouseButton.LeftButton)
    keeper.new_game()
    save_changes_box(keeper).done(Button.Save)
    assert keeper.live is None
    assert len(load_game(path).live.entries) == 2
    assert autosaved_files() == []  # saved: the file has it


def test_quitting_keeps_the_keepers_unsaved_deals_for_the_next_start(qtbot, window):
    # issue 27: quitting asked "save?", and Don't save threw away the deals entered
    keeper = keeper_with_deals(qtbot, window, deals=2)
    window.close()  # Ctrl+Q
    assert not window.isVisible() and not keeper.isVisible()
    assert keeper.message_box is None
    other = make_window(qtbot)
    other.files.offer_resume()
    dialog = other.files.message_box
    assert "deals entered: 2" in dialog.text()
    dialog.resume_button.click()
    assert len(other.companions.keeper_window.live.entries) == 2


def test_quitting_after_saving_leaves_no_autosave(qtbot, window, tmp_path):
    keeper = keeper_with_deals(qtbot, window, deals=1)
    assert keeper.write_file(str(tmp_path / "live.debertz"))
    window.close()
    assert autosaved_files() == []
    assert len(load_game(tmp_path / "live.debertz").live.entries) == 1


def live_file(tmp_path, name, names):
    path = tmp_path / name
    save_live(path, LiveGame(preset("classic"), names))
    return str(path)


def test_one_keeper_window_takes_one_live_game_after_another(qtbot, window, tmp_path):
    first = live_file(tmp_path, "first.debertz", ("Аня", "Борис"))
    second = live_file(tmp_path, "second.debertz", ("Вера", "Глеб"))
    assert window.files.open_path(first)
    keeper = window.companions.keeper_window
    assert window.files.open_path(second)  # was: RuntimeError, DealForm already deleted
    assert keeper.live.names == ("Вера", "Глеб")
    assert keeper.form.live is keeper.live
    assert "second.debertz" in keeper.windowTitle()
    assert "Вера" in keeper.panel.status.text()  # the sheet shown is the second game's
    keeper.new_game()
    set_up(qtbot, keeper, names=("Дима", "Ева"))
    assert keeper.live.names == ("Дима", "Ева") and keeper.form.live is keeper.live


def test_opening_another_live_game_asks_about_unsaved_deals(qtbot, window, tmp_path):
    keeper = keeper_with_deals(qtbot, window, deals=1)
    other = live_file(tmp_path, "other.debertz", ("Вера", "Глеб"))
    window.files.open_path(other)
    save_changes_box(keeper).done(Button.Cancel)
    assert keeper.live.names == ("Аня", "Борис")
    kept = keeper.autosave.path
    window.files.open_path(other)
    save_changes_box(keeper).done(Button.Discard)  # Keep for later
    assert keeper.live.names == ("Вера", "Глеб")
    # the autosave is the opened game at once; the other waits for the next start
    assert keeper.autosave.path != kept and kept.exists()
    assert load_game(keeper.autosave.path).live.names == ("Вера", "Глеб")
    assert load_game(kept).live.names == ("Аня", "Борис")


# -- the table ----------------------------------------------------------------------------------


def accept_new_game_dialog(monkeypatch):
    def accept(dialog):
        dialog.accept()
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", accept)


def test_new_game_asks_to_save_the_game_in_progress(qtbot, window, monkeypatch, tmp_path):
    accept_new_game_dialog(monkeypatch)
    session = start(window)
    play_until(qtbot, session, lambda s: cards_played(s) >= 3)
    window.ask_new_game()
    box = save_changes_box(window.files)
    box.done(Button.Cancel)
    assert window.session is session
    window.ask_new_game()
    window.record_path = str(tmp_path / "kept.debertz")
    save_changes_box(window.files).done(Button.Save)
    assert window.session is not session
    kept = load_game(tmp_path / "kept.debertz").game
    assert kept.history[:len(session.game.history) - 2] == session.game.history[
        :len(session.game.history) - 2]
    assert cards_played(window.session) == 0


def test_dont_save_drops_the_game_and_its_autosave(qtbot, window, monkeypatch):
    accept_new_game_dialog(monkeypatch)
    session = start(window)
    play_until(qtbot, session, lambda s: cards_played(s) >= 5)
    old = window.files.autosave.path
    assert old is not None and old.exists()
    window.ask_new_game()
    save_changes_box(window.files).done(Button.Discard)
    assert window.session is not session
    assert not old.exists()  # a restart will not offer the dropped game


def test_a_new_game_without_moves_of_ones_own_does_not_ask(qtbot, window, monkeypatch):
    accept_new_game_dialog(monkeypatch)
    session = start(window)
    window.ask_new_game()
    assert window.session is not session
    assert window.files.message_box is None


def test_open_asks_and_then_the_autosave_is_the_opened_game(qtbot, window, tmp_path):
    opened = Game(preset("classic"), 21, names=("Вера", "Глеб"))
    for _ in range(6):
        opened.apply(opened.to_act, opened.legal_actions(opened.to_act)[0])
    path = tmp_path / "opened.debertz"
    save_record(path, GameRecord.of(opened))
    session = start(window)
    play_until(qtbot, session, lambda s: cards_played(s) >= 5)
    assert not window.files.open_path(str(path))
    save_changes_box(window.files).done(Button.Cancel)
    assert window.session is session
    assert not window.files.open_path(str(path))
    save_changes_box(window.files).done(Button.Discard)
    assert window.session.game.names == ("Вера", "Глеб")
    window.session.stop()
    [autosaved] = autosaved_files()
    assert load_game(autosaved).game.history == opened.history
    window.close()  # quit before a single trick: the opened game is what a restart offers
    other = make_window(qtbot)
    other.files.offer_resume()
    assert "Вера" in other.files.message_box.text()


# -- several copies at once ----------------------------------------------------------------------


def test_two_copies_keep_their_own_games_and_a_restart_offers_both(qtbot, window):
    second = make_window(qtbot)
    first_session = start(window, seed=3)
    second_session = start(second, seed=4)
    play_until(qtbot, first_session, lambda s: cards_played(s) >= 5)
    play_until(qtbot, second_session, lambda s: cards_played(s) >= 5)
    first_session.stop()
    second_session.stop()
    assert len(autosaved_files()) == 2
    # a third copy starts while both play: nothing to offer
    third = make_window(qtbot)
    third.files.offer_resume()
    assert third.files.message_box is None
    # the first copy is killed: its game alone is offered
    window.files.autosave.release()
    third.files.offer_resume()
    box = third.files.message_box
    assert box.objectName() == "UnfinishedGamesDialog" and "deal 1" in box.text()
    delete_selected(box)  # thrown away on purpose
    assert len(autosaved_files()) == 1
    # the second quits with its game unfinished, then two more games are left behind
    second.close()
    fourth = make_window(qtbot)
    fifth_session = start(fourth, seed=5)
    play_until(qtbot, fifth_session, lambda s: cards_played(s) >= 5)
    fifth_session.stop()
    fourth.files.autosave.release()
    restart = make_window(qtbot)
    restart.files.offer_resume()
    dialog = restart.files.message_box
    assert dialog.objectName() == "UnfinishedGamesDialog" and dialog.isVisible()
    assert dialog.list.count() == 2
    seeds = {g.loaded.game.seed for g in dialog._games}
    assert seeds == {4, 5}
    dialog.list.setCurrentRow(0)
    chosen = dialog._games[0].loaded.game
    qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    restart.session.stop()
    assert restart.session.game.history == chosen.history
    # the other is kept for the next start
    again = make_window(qtbot)
    again.files.offer_resume()
    assert again.files.message_box.objectName() == "UnfinishedGamesDialog"
    assert again.files.message_box.list.count() == 1
    delete_selected(again.files.message_box)


def test_delete_in_the_list_removes_that_game_only(qtbot, window):
    for seed in (6, 7, 8):
        w = make_window(qtbot)
        session = start(w, seed=seed)
        play_until(qtbot, session, lambda s: cards_played(s) >= 5)
        session.stop()
        w.files.autosave.release()
    window.files.offer_resume()
    dialog = window.files.message_box
    assert dialog.list.count() == 3
    dialog.list.setCurrentRow(1)
    dropped = dialog._games[1].autosave.path
    delete_selected(dialog)
    assert dialog.list.count() == 2 and not dropped.exists()
    qtbot.mouseClick(dialog.later_button, Qt.MouseButton.LeftButton)
    assert len(autosaved_files()) == 2
    window.files.offer_resume()
    assert window.files.message_box.list.count() == 2


def test_a_finished_game_leaves_nothing_in_the_window(qtbot, window):
    # issue 20: the game-over box of every game stayed a child of the window for ever
    # (issue 23: the result is one panel on the table, shown after the last deal's summary)
    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    from debertz_desktop.ui.session import LocalSession

    def play_one(seed):
        session = start(window, seed=seed)
        play_until(qtbot, session, lambda s: s.is_over, limit=20_000)
        table = window.table
        qtbot.waitUntil(table.summary.isVisible, timeout=5000)
        table.summary.dismiss()
        assert table.game_over.isVisible()
        table.game_over.dismiss()

    def settled() -> None:
        """Objects already given up (a finished animation of Qt's layout) are deleted."""
        qtbot.wait(20)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    play_one(4)
    settled()
    children = len(window.findChildren(QObject))
    play_one(5)
    settled()
    assert window.findChildren(QMessageBox) == []
    assert len(window.findChildren(LocalSession)) == 1
    assert len(window.findChildren(QObject)) == children


def test_correcting_a_past_deal_asks_before_the_half_typed_one_is_lost(qtbot, window):
    """Double-clicking a past deal to correct it replaced the figures typed for the next deal
    without a word.  It asks first; Cancel keeps them; a form with nothing of its own is
    not asked about."""
    keeper = keeper_with_deals(qtbot, window, deals=2)
    form = keeper.form
    keeper.edit_deal(0)  # nothing typed: nothing asked
    assert keeper.message_box is None and form.editing == 0
    keeper.cancel_correction()
    enter(qtbot, form, maker=1, points=(40, 100), tricks=(3, 6), last=1, trump=Suit.SPADES)
    typed = form.entry()
    keeper.edit_deal(1)
    box = keeper.message_box
    assert box is not None and box.isVisible()
    assert box.text().startswith("Correct deal 2?") and "not written" in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert form.editing is None and form.entry() == typed  # kept as typed
    keeper.edit_deal(1)
    keeper.message_box.button(QMessageBox.StandardButton.Ok).click()
    assert form.editing == 1 and form.entry() == keeper.live.entries[1]
