"""Oh Hell and Magistr saved, opened, autosaved and resumed like Debertz (issues 29, 30).

Through the main window, as ``test_game_files_ui`` and ``test_unfinished_games`` do it
for Debertz: a few deals are played at the table, saved, opened again and played on
(the computer players of the record's own game); the autosave is resumed after a
restart, the offer naming the game and its rules; a damaged file says how far it
goes; the sheet window, print and export show the game's own sheet.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QFileDialog
from test_game_files_ui import play_until
from test_sheet_pages import pdf_pages

from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage import paths
from debertz_desktop.storage.file_problems import BAD_MOVE, CUT_IN_DEAL, diagnose
from debertz_desktop.storage.saved_games import load_game, save_record
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Language, SettingsStore
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.grid_document import grid_of
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.sheet_grid import LineKind
from debertz_desktop.ui.unfinished_games import found_texts

GAMES = {
    "oh_hell": (OhHellRules(players=4, deals=5), ("Аня", "Борис", "Вера", "Глеб")),
    "magistr": (MagistrRules(players=3), ("Аня", "Борис", "Вера")),
}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path / "home"))
    return tmp_path


def make_window(qtbot) -> MainWindow:
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=SettingsStore(),
                   start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot, home):
    w = make_window(qtbot)
    yield w
    if w.session is not None:
        w.session.stop()


@pytest.fixture(params=sorted(GAMES))
def game(request):
    return request.param


def start(window, key: str, seed: int = 3):
    rules, names = GAMES[key]
    return window.new_game(rules, seed=seed, names=names,
                           bots={s: FallbackBot(seed * 7 + s) for s in range(1, rules.players)},
                           delay_ms=0)


def deals_written(session) -> int:
    return len(session.game.sheet.rows)


def test_save_then_open_goes_on_with_the_same_game(qtbot, window, home, game, caplog):
    session = start(window, game)
    play_until(qtbot, session, lambda s: deals_written(s) >= 2 and len(s.game.history) % 3 == 1)
    session.stop()
    path = str(home / "вечер.debertz")
    assert window.files.write(path)
    saved = json.loads((home / "вечер.debertz").read_text(encoding="utf-8"))
    assert saved["game"] == game  # the record names its game (docs/record-format.md)
    history = list(session.game.history)
    sheet = session.game.sheet.to_dict()
    assert window.files.open_path(path)
    opened = window.session
    assert opened is not session
    assert opened.game.history == history
    assert opened.game.sheet.to_dict() == sheet
    assert window.record_path == path
    assert not window.files.unsaved_moves()
    # it plays on, the computers of the record's game choosing (a Debertz computer would
    # fail on every turn, and the table play the first legal card for it)
    caplog.clear()
    play_until(qtbot, opened, lambda s: deals_written(s) >= 3)
    assert deals_written(opened) >= 3
    failed = [r.getMessage() for r in caplog.records if r.levelname == "ERROR"]
    assert failed == []
    assert window.files.unsaved_moves()


def test_autosave_and_resume_after_a_restart(qtbot, window, home, game):
    session = start(window, game, seed=8)
    play_until(qtbot, session, lambda s: deals_written(s) >= 1 and len(s.game.history) % 2)
    autosaved = window.files.autosave.path
    assert autosaved is not None and autosaved.exists()
    session.stop()
    loaded = load_game(autosaved)
    assert loaded.record.kind.key == game
    at_autosave = loaded.game.history
    assert at_autosave == session.game.history[:len(at_autosave)]
    assert len(loaded.game.sheet.rows) >= 1
    at_quit = list(session.game.history)
    window.close()  # quit: the game waits for the next start, as it stands

    other = make_window(qtbot)
    try:
        other.files.offer_resume()
        dialog = other.files.message_box
        assert dialog is not None and dialog.objectName() == "UnfinishedGamesDialog"
        rules, names = GAMES[game]
        text = dialog.text()
        ui = game_ui(rules)
        assert ui.title() in text and ui.game_text(rules) in text  # the game and its rules
        assert all(name in text for name in names)
        item = dialog.list.item(0).text().splitlines()
        # the game, once: "Magistr (classic): own trumps…" names it already
        words = ui.game_text(rules)
        named = words.startswith(ui.title())
        # who, the game, how far and when, the score (a deal is written)
        assert len(item) == 4 and item[1] == (words if named else f"{ui.title()} · {words}")
        assert all(f"{name}: " in item[3] for name in names)
        assert item[1].count(ui.title()) == 1
        dialog.resume_button.click()
        qtbot.waitUntil(lambda: other.session is not None, timeout=5000)
        other.session.stop()
        assert other.session.game.history == at_quit  # the moves since the last trick too
        assert other.files.autosave.path == autosaved  # this copy took the autosave over
        # Game → Score sheet… shows the game's own sheet
        other.companions.show_sheet_window()
        sheet_window = other.companions.sheet_window
        assert sheet_window.isVisible() and sheet_window.showing_grid
        grid = grid_of(other.files.sheet_info())
        assert sheet_window.grid_panel.table.rowCount() == len(grid.lines)
        deals = [line for line in grid.lines if line.kind is LineKind.DEAL]
        assert len(deals) == len(other.session.game.sheet.rows)
    finally:
        if other.session is not None:
            other.session.stop()


def test_the_offer_names_the_game_in_russian(qtbot, window, home, game):
    session = start(window, game, seed=4)
    play_until(qtbot, session, lambda s: len(s.game.history) >= 12)
    session.stop()
    window.files.keep_autosave()
    window.close()
    i18n.apply_language(Language.RU)
    try:
        from debertz_desktop.storage.autosaves import unfinished_games

        found = unfinished_games()
        assert len(found.games) == 1
        text = found_texts(found.games)[0]
        title = {"oh_hell": "Черт побери", "magistr": "Магистр"}[game]
        line = text.splitlines()[1]
        assert line.startswith(title) and line.count(title) == 1  # not "Магистр · Магистр (…"
        assert "Аня" in text
        found.release()
    finally:
        i18n.apply_language(Language.EN)


def test_a_cut_off_or_changed_file_says_in_which_deal(qtbot, window, home, game):
    session = start(window, game, seed=6)
    play_until(qtbot, session, lambda s: deals_written(s) >= 2 and len(s.game.history) % 2)
    session.stop()
    record = GameRecord.of(session.game)
    path = home / "длинная.debertz"
    save_record(path, record)
    text = path.read_text(encoding="utf-8")
    deal = session.game.deal.number
    # cut in the middle of the last action (a crash while writing)
    cut = home / "оборвана.debertz"
    last = f'"{record.actions[-1][1]}"'
    cut.write_text(text[:text.rindex(last) + 2], encoding="utf-8")
    problem = diagnose(cut, _error_of(cut))
    assert (problem.template, problem.params) == (CUT_IN_DEAL, {"deal": str(deal)})
    # a move the rules do not allow, in the last deal: its seat plays out of turn
    data = json.loads(text)
    seat, action = data["actions"][-1]
    data["actions"][-1] = [(seat + 1) % record.rules.players, action]
    changed = home / "изменена.debertz"
    changed.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    problem = diagnose(changed, _error_of(changed))
    assert (problem.template, problem.params) == (BAD_MOVE, {"deal": str(deal)})
    # opening it from the window says so and keeps the game on the table
    assert not window.files.open_path(str(cut))
    box = window.files.message_box
    assert box is not None and box.objectName() == "FileErrorBox"
    assert f"ends in the middle of deal {deal}" in box.text()
    assert "Traceback" not in box.text() + box.detailedText()
    assert window.session is session
    box.close()


def _error_of(path):
    try:
        load_game(path)
    except Exception as err:  # whatever load_game raises is diagnosed
        return err
    raise AssertionError(f"{path} opened")


def test_the_window_prints_and_exports_the_games_sheet(qtbot, window, home, game, monkeypatch):
    session = start(window, game, seed=9)
    play_until(qtbot, session, lambda s: deals_written(s) >= 2)
    session.stop()
    target = home / "лист.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(target), "PDF documents (*.pdf)"))
    window.printing("ask_pdf")
    assert target.exists()
    pages = pdf_pages(target.read_bytes(), home)
    text = " ".join(p.text for p in pages)
    for name in GAMES[game][1]:
        assert name in text
    assert game_ui(session.game.rules).title() in pages[0].text
    window.files.message_box = None
    csv_target = home / "лист.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args: (str(csv_target), "CSV tables (*.csv)"))
    window.printing("ask_csv")
    lines = csv_target.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith(grid_of(window.files.sheet_info()).columns[0].head)
    assert sum(1 for line in lines if line.split(",")[0].isdigit()) == deals_written(session)
    assert paths.documents_dir() is not None


def test_the_file_dialogs_name_what_the_files_are(qtbot, window, home, game, monkeypatch):
    """Open offers saved games of every game; Save As names the game it saves (no "Debertz
    games" for an Oh Hell or Magistr game)."""
    filters: list[str] = []

    def dialog(parent, title, start, filter_text):
        filters.append(filter_text)
        return "", filter_text

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    session = start(window, game)
    session.stop()
    window.files.open_dialog()
    window.files.save_as()
    title = game_ui(GAMES[game][0]).title()
    assert filters == ["Saved games (*.debertz *.json)",
                       f"{title} games (*.debertz *.json)"]
    assert all("Debertz" not in text for text in filters)
