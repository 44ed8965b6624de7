"""Saved games through the main window: save, open, bad files, recent files, autosave, resume."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from test_table import read_the_summary

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage import paths
from debertz_desktop.storage.saved_games import load_game
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, SettingsStore
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.sheet_texts import PARTS


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path / "home"))
    return tmp_path


@pytest.fixture
def window(qtbot, home):
    store = SettingsStore()
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=store,
                   start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()


def start(window, seed=3, players=2):
    rules = preset("classic", players=players)
    return window.new_game(rules, seed=seed, names=("Аня", "Борис", "Вера")[:players],
                           bots={s: FallbackBot(s) for s in range(1, players)}, delay_ms=0)


def play_until(qtbot, session, done, limit=3000) -> None:
    """Play the human seat (first calm legal action) until ``done(session)``."""
    human = FallbackBot(99)
    for _ in range(limit):
        if done(session) or session.is_over:
            return
        qtbot.waitUntil(lambda: done(session) or session.is_over or (
            not read_the_summary(session) and session.game.to_act == session.human_seat
            and not session.busy), timeout=10_000)
        if done(session) or session.is_over:
            return
        session.submit(human.choose(session.view()))


def cards_played(session) -> int:
    return sum(1 for _, a in session.game.history if isinstance(a, A.PlayCard))


def test_save_then_open_gives_the_same_game(qtbot, window, home):
    session = start(window)
    play_until(qtbot, session, lambda s: cards_played(s) >= 6)
    session.stop()
    path = str(home / "партия.debertz")
    assert window.files.write(path)
    saved_history = list(session.game.history)
    saved_sheet = session.game.sheet.to_dict()
    assert window.files.open_path(path)
    assert window.session is not session
    assert window.session.game.history == saved_history
    assert window.session.game.sheet.to_dict() == saved_sheet
    assert window.record_path == path
    assert window.settings.recent_files[0].endswith("партия.debertz")
    assert SettingsStore().load().settings.recent_files[0].endswith("партия.debertz")
    window.files._fill_recent()
    assert "партия.debertz" in window.files.recent_menu.actions()[0].text()


@pytest.mark.parametrize("content", [b"", b'{"format": "debertz-record", "vers',
                                     b'{"format": "debertz-record", "version": 99}',
                                     b'{"theme": "dark"}', b"\xff\xfe garbage"])
def test_a_bad_file_shows_a_message_and_keeps_the_game(qtbot, window, home, content):
    session = start(window)
    play_until(qtbot, session, lambda s: cards_played(s) >= 2)
    session.stop()
    history = list(session.game.history)
    bad = home / "bad.debertz"
    bad.write_bytes(content)
    assert not window.files.open_path(str(bad))
    box = window.files.message_box
    assert box is not None and box.isVisible()
    assert box.objectName() == "FileErrorBox"
    assert "could not be opened" in box.text()
    assert "Traceback" not in box.text()
    assert window.session is session and window.session.game.history == history
    assert bad.read_bytes() == content
    box.done(QMessageBox.StandardButton.Ok)


def test_autosave_after_tricks_and_resume_on_start(qtbot, window, home):
    session = start(window, seed=8)
    play_until(qtbot, session, lambda s: cards_played(s) >= 5)
    autosaved = window.files.autosave.path
    assert autosaved is not None and autosaved.exists()
    session.stop()
    history_at_autosave = load_game(autosaved).game.history
    assert history_at_autosave == session.game.history[:len(history_at_autosave)]
    history_at_quit = list(session.game.history)
    window.close()  # quit: the game stays for the next start, as it stands

    # a new start offers the unfinished game
    other = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(other)
    other.show()
    other.files.offer_resume()
    box = other.files.message_box
    assert box is not None and box.objectName() == "UnfinishedGamesDialog" and box.isVisible()
    assert "Аня" in box.text()
    box.resume_button.click()
    qtbot.waitUntil(lambda: other.session is not None, timeout=5000)
    other.session.stop()
    assert other.session.game.history == history_at_quit  # the cards since the last trick too


def test_a_finished_game_leaves_no_autosave(qtbot, window, home):
    session = start(window, seed=4)
    play_until(qtbot, session, lambda s: s.is_over, limit=20_000)
    qtbot.waitUntil(lambda: not list(paths.autosaves_dir().iterdir()), timeout=5000)


def test_sheet_window_and_print_preview(qtbot, window, home):
    session = start(window, seed=5, players=3)
    play_until(qtbot, session, lambda s: len(s.game.rows) >= 2, limit=20_000)
    session.stop()
    window.companions.show_sheet_window()
    sheet_window = window.companions.sheet_window
    assert sheet_window.isVisible()
    model = sheet_window.panel.table.model()
    assert model.rowCount() == len(session.game.rows) + 1
    assert model.columnCount() == 4 + 3 * len(PARTS) + 1  # RULES §13: every part, each side
    from debertz_desktop.ui.printing import SheetPrinting

    printing = SheetPrinting.for_widget(window)
    painted = []
    dialog = printing.preview(window.files.sheet_info(), modal=False)
    dialog.paintRequested.connect(lambda printer: painted.append(printer))
    qtbot.waitUntil(lambda: dialog.isVisible(), timeout=5000)
    dialog.close()
    assert printing.printer is not None  # kept alive (qt-toolchain §5)
