"""Starting the program on a file, macOS open events, missing data files, About (issue 22)."""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from debertz_desktop import __version__
from debertz_desktop import resources as resources_module
from debertz_desktop.command_line import USAGE, CommandLine, parse_command_line
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.keeper.live_game import LiveGame
from debertz_desktop.storage.autosaves import Autosave, AutosaveKind
from debertz_desktop.storage.saved_games import save_live, save_record
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Language, SettingsStore
from debertz_desktop.ui import i18n, missing_files
from debertz_desktop.ui.about import about_html, show_about
from debertz_desktop.ui.install_check import mid_deal_record
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.open_requests import OpenRequests, application_icon
from debertz_desktop.ui.rules_browser import rules_html

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path / "home"))
    return tmp_path


@pytest.fixture
def window(qtbot, home):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(w)
    yield w
    if w.session is not None:
        w.session.stop()


def saved_game(folder: Path) -> tuple[Path, GameRecord]:
    record = mid_deal_record()
    path = folder / "партия.debertz"
    save_record(path, record)
    return path, record


# -- the command line -------------------------------------------------------------------------


@pytest.mark.parametrize(("arguments", "expected"), [
    ([], CommandLine()),
    (["game.debertz"], CommandLine(file="game.debertz")),
    (["/home/a/My games/п.debertz"], CommandLine(file="/home/a/My games/п.debertz")),
    (["--check-install", "r.json"], CommandLine(check_report="r.json")),
    (["--check-install=r.json", "x.debertz"], CommandLine("x.debertz", "r.json")),
    (["--benchmark-startup"], CommandLine(benchmark_startup=True)),
    # old macOS Finder adds -psn_…; multiprocessing helpers pass -c: ignored, not refused
    (["-psn_0_1234", "g.debertz"], CommandLine(file="g.debertz", ignored=("-psn_0_1234",))),
    (["a.debertz", "b.debertz"], CommandLine(file="a.debertz", ignored=("b.debertz",))),
    (["--", "-odd.debertz"], CommandLine(file="-odd.debertz")),
])
def test_command_line(arguments, expected):
    assert parse_command_line(arguments) == expected


def test_version_and_help_answer_without_a_display():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "debertz_desktop", "--version"], env=env,
                         capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == f"Debertz Desktop {__version__}"
    out = subprocess.run([sys.executable, "-m", "debertz_desktop", "--help"], env=env,
                         capture_output=True, text=True, timeout=60, check=True)
    assert "debertz [FILE]" in out.stdout


def test_every_option_s_help_starts_in_the_same_column():
    # '--check-install REPORT' had its help two columns left of the others'
    columns = {}
    options = USAGE.split("\n\n", 2)[2]  # after the usage lines and the description
    for row in options.splitlines():
        if row.startswith("  ") and row[2] != " ":  # an item (FILE, --version…), its help after
            columns[row] = re.match(r"  \S.*?\s{2,}", row).end()
        elif row.startswith("  "):  # the help's next line
            columns[row] = len(row) - len(row.lstrip())
    assert len(columns) >= 8 and len(set(columns.values())) == 1, columns


# -- opening a file given at start or sent by the system ------------------------------------------


def test_a_saved_game_given_at_start_is_opened(window, home):
    path, record = saved_game(home)
    OpenRequests(window).at_start(str(path))
    assert window.session is not None
    assert window.session.game.history == record.replay().history
    assert window.record_path == str(path)


def window_on_damaged_settings(qtbot, home) -> MainWindow:
    """The main window as the program starts it on a settings file that is not JSON (its
    warning shows once the window does)."""
    settings_file = home / "settings.json"
    settings_file.write_text("{ not json", encoding="utf-8")
    store = SettingsStore(settings_file)
    loaded = store.load()
    window = MainWindow(loaded.settings, store=store, loaded=loaded, start_game=False)
    qtbot.addWidget(window)
    return window


def test_started_on_a_file_the_settings_warning_still_shows(qtbot, home):
    """debertz FILE with a damaged settings file: the file opens and the warning shows."""
    window = window_on_damaged_settings(qtbot, home)
    path, _record = saved_game(home)
    requests = OpenRequests(window)
    window.first_shown.connect(lambda: requests.at_start(str(path)))
    window.show()
    qtbot.waitUntil(lambda: window.record_path == str(path), timeout=5000)
    boxes = [b for b in window.findChildren(QMessageBox) if b.objectName() == "SettingsWarningBox"]
    assert len(boxes) == 1 and boxes[0].isVisible()
    assert not [b for b in window.findChildren(QDialog)
                if b.objectName() == "UnfinishedGamesDialog"]
    window.session.stop()


def test_after_a_bad_file_the_offer_waits_for_the_settings_warning(qtbot, home):
    """debertz FILE with a damaged settings file and a damaged FILE: the unfinished game is
    offered once both messages are read, not over the settings warning."""
    window = window_on_damaged_settings(qtbot, home)
    unfinished = Autosave(AutosaveKind.GAME)
    unfinished.write(mid_deal_record())
    unfinished.release()
    bad = home / "broken.debertz"
    bad.write_text('{"format": "debertz-record", "vers', encoding="utf-8")
    requests = OpenRequests(window)
    window.first_shown.connect(lambda: requests.at_start(str(bad)))
    window.show()
    qtbot.waitUntil(lambda: window.files.message_box is not None, timeout=5000)
    settings_box = next(b for b in window.findChildren(QMessageBox)
                        if b.objectName() == "SettingsWarningBox")
    file_box = window.files.message_box
    assert settings_box.isVisible() and file_box.isVisible()
    file_box.done(QMessageBox.StandardButton.Ok)
    qtbot.wait(50)
    assert window.files.message_box is file_box, "nothing offered over the settings warning"
    settings_box.done(QMessageBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: window.files.message_box is not file_box, timeout=5000)
    offer = window.files.message_box
    assert offer.objectName() == "UnfinishedGamesDialog" and offer.isVisible()
    offer.done(0)
    window.session.stop()


def test_a_score_keeper_file_given_at_start_opens_the_score_keeper(window, home):
    live = LiveGame(preset("classic", players=3), ("Аня", "Борис", "Вера"))
    path = home / "live.debertz"
    save_live(path, live)
    OpenRequests(window).at_start(str(path))
    keeper = window.companions.keeper_window
    assert keeper is not None and keeper.isVisible()
    assert keeper.findChild(QMessageBox) is None
    # behind it the table is as at any start, waiting for Deal: not an empty felt whose
    # Hint, Last trick and Undo buttons did nothing
    assert window.session is not None and window.table.deal_prompt.waiting
    panel = window.table.panel
    assert not (panel.hint.isEnabled() or panel.last_trick.isEnabled()
                or panel.undo.isEnabled())
    assert not (window.hint_action.isEnabled() or window.last_trick_action.isEnabled()
                or window.undo_action.isEnabled()), "nor do the menus offer them"
    window.session.stop()


def test_a_bad_file_given_at_start_is_explained_and_a_new_game_starts(qtbot, window, home):
    bad = home / "broken.debertz"
    bad.write_text('{"format": "debertz-record", "vers', encoding="utf-8")
    window.show()
    OpenRequests(window).at_start(str(bad))
    box = window.files.message_box
    assert box is not None and box.isVisible()
    assert box.icon() == QMessageBox.Icon.Warning
    assert window.session is not None, "the table is not left empty"
    box.close()


def test_after_a_bad_file_at_start_the_start_goes_on_as_without_one(qtbot, window, home):
    # an unfinished game waits from the last time; the file given at start is damaged
    unfinished = Autosave(AutosaveKind.GAME)
    unfinished.write(mid_deal_record())
    unfinished.release()
    bad = home / "broken.debertz"
    bad.write_text('{"format": "debertz-record", "vers', encoding="utf-8")
    window.show()
    OpenRequests(window).at_start(str(bad))
    box = window.files.message_box
    assert box is not None and box.isVisible() and box.icon() == QMessageBox.Icon.Warning
    # nothing is dealt and played on behind the message: the first deal waits for Deal
    assert window.session is not None and window.table.deal_prompt.isVisible()
    assert not window.session.game.history
    # once the message is read, the unfinished game is offered, as at any start
    box.done(QMessageBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: window.files.message_box is not box, timeout=5000)
    offer = window.files.message_box
    assert offer.objectName() == "UnfinishedGamesDialog" and offer.isVisible()
    offer.resume_button.click()
    qtbot.waitUntil(lambda: window.session.game.history == mid_deal_record().replay().history,
                    timeout=5000)


def test_a_missing_file_given_at_start_is_explained(qtbot, window, home):
    window.show()
    OpenRequests(window).at_start(str(home / "nowhere.debertz"))
    assert window.files.message_box is not None and window.files.message_box.isVisible()
    assert window.session is not None


def test_macos_open_event_opens_the_file(qtbot, window, home):
    path, record = saved_game(home)
    requests = OpenRequests(window)
    QApplication.instance().installEventFilter(requests)
    try:
        QCoreApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))
        qtbot.waitUntil(lambda: window.record_path == str(path), timeout=5000)
    finally:
        QApplication.instance().removeEventFilter(requests)
    assert window.session.game.history == record.replay().history


def test_other_events_pass_through_the_filter(window):
    requests = OpenRequests(window)
    assert requests.eventFilter(window, QEvent(QEvent.Type.Show)) is False


# -- missing data files ---------------------------------------------------------------------------


@pytest.fixture
def no_resources(tmp_path, monkeypatch):
    """An install whose data folder is empty."""
    empty = tmp_path / "resources"
    empty.mkdir()
    monkeypatch.setattr(resources_module, "resource_root", lambda: empty)
    monkeypatch.setattr(missing_files, "resource_root", lambda: empty)
    return empty


def test_a_complete_install_lacks_nothing(qapp):
    assert missing_files.missing_files() == []
    expected = {f.relative_path for f in missing_files.expected_files()}
    assert {"cards/atlasnye_ru.svgz", "cards/atlasnye.svgz", "translations/debertz_ru.qm",
            "rules/rules_ru.html", "rules/rules_en.html", "icons/debertz.svg"} <= expected


def test_every_games_rules_pages_are_expected_in_every_language(qapp):
    """Help → Rules opens the current game's page: each game's pages are checked at start."""
    expected = {f.relative_path: f.purpose for f in missing_files.expected_files()}
    for kind in GAMES.values():
        for code in i18n.LANGUAGES:
            assert f"rules/{kind.rules_page}_{code}.html" in expected, (kind.key, code)
    assert {"rules/magistr_en.html", "rules/magistr_ru.html", "rules/oh_hell_ru.html"} \
        <= set(expected)
    assert "Master" in expected["rules/magistr_ru.html"], "the message names the game"


def test_a_new_games_rules_pages_are_checked_by_themselves(qapp, monkeypatch):
    """A game added to the registry has its pages looked for without touching this module."""
    new = dataclasses.replace(GAMES["magistr"], key="newgame", rules_page="newgame")
    monkeypatch.setitem(GAMES, "newgame", new)
    missing = missing_files.missing_files()
    assert {f.relative_path for f in missing} == {f"rules/newgame_{code}.html"
                                                  for code in i18n.LANGUAGES}
    assert "rules/newgame_ru.html" in missing_files.missing_files_text(missing)


def test_missing_files_are_shown_to_the_user(qtbot, window, no_resources):
    window.show()
    box = missing_files.warn_about_missing_files(window)
    assert box is not None and box.isVisible()
    text = box.text()
    for name in ("cards/atlasnye_ru.svgz", "translations/debertz_ru.qm", "rules/rules_en.html"):
        assert name in text
    assert str(no_resources) in text and "Reinstall" in text
    box.close()


def test_missing_files_at_start_come_up_with_the_window(qtbot, window, no_resources):
    window.show()
    OpenRequests(window).at_start(None)
    boxes = [b for b in window.findChildren(QMessageBox) if b.objectName() == "MissingFilesBox"]
    assert len(boxes) == 1 and boxes[0].isVisible()


def test_no_message_when_nothing_is_missing(qtbot, window):
    window.show()
    assert missing_files.warn_about_missing_files(window) is None


def test_a_missing_rules_page_says_so(qapp, no_resources):
    page = rules_html("ru")
    assert "rules_en.html" in page and "not installed" in page


def test_missing_translations_leave_english_and_are_reported(qapp, no_resources):
    assert i18n.translations_dir() is None
    assert any(f.relative_path == "translations/debertz_ru.qm"
               for f in missing_files.missing_files())


def test_without_the_russian_catalogue_the_interface_is_wholly_english(qapp, tmp_path,
                                                                       monkeypatch):
    partial = tmp_path / "resources"
    shutil.copytree(resources_module.resource_root(), partial,
                    ignore=shutil.ignore_patterns("debertz_ru.qm", "__pycache__"))
    monkeypatch.setattr(resources_module, "resource_root", lambda: partial)
    try:
        assert i18n.apply_language(Language.RU) == "en"
        assert QLocale().language() == QLocale.Language.English
        text = QCoreApplication.translate("DebertzPlurals", "%n point(s) hanging.", None, 2)
        assert text == "2 points hanging."
    finally:
        monkeypatch.undo()
        i18n.apply_language(Language.EN)


def test_resource_errors_name_the_file_and_folder(no_resources):
    with pytest.raises(FileNotFoundError, match="atlasnye.svgz.*" + str(no_resources.name)):
        resources_module.resource_path("cards", "atlasnye.svgz")


# -- icon and About -------------------------------------------------------------------------------


def test_the_application_icon_renders(qapp):
    icon = application_icon()
    assert not icon.isNull()
    assert icon.pixmap(64, 64).width() == 64


def test_about_shows_version_licence_and_card_credits(qtbot, window):
    text = about_html()
    assert __version__ in text
    assert "GNU General Public License" in text and "version 3 or later" in text
    assert "AisleRiot" in text and "Vincent Bermel" in text and "Dmitry Fomin" in text
    box = show_about(window)
    assert box.isVisible() and __version__ in box.text()
    box.close()


def test_about_in_russian(qtbot, window):
    assert i18n.apply_language(Language.RU) == "ru"
    try:
        text = about_html()
        assert __version__ in text
        assert "GNU" in text and "лицензи" in text
        assert "AisleRiot" in text and "Атласные" in text
    finally:
        i18n.apply_language(Language.EN)
