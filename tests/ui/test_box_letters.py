"""The program's message boxes and small dialogs answer Alt + a letter on every button that
Enter and Escape do not press, in English and in Russian: the message after an export had
"Open the folder" with none (a keyboard player had to Tab to it), "Reset" in the statistics'
question, "Restore Defaults" in the settings, a claim's "Claim the finish" and Qt's own
"Discard" had none either (``ui/accelerators.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from letters_support import clashes, in_language, keyed
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.games import kind_of
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.autosaves import Autosave, AutosaveKind, FoundGame
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.saved_games import LoadedGame
from debertz_desktop.storage.settings import AppSettings, Language
from debertz_desktop.ui.about import show_about
from debertz_desktop.ui.lan.host_dialog import HostDialog
from debertz_desktop.ui.lan.join_dialog import JoinDialog
from debertz_desktop.ui.message_box import open_message_box
from debertz_desktop.ui.printing import SheetPrinting
from debertz_desktop.ui.rules_browser import RulesDialog
from debertz_desktop.ui.save_changes import ask_save_changes
from debertz_desktop.ui.score_keeper.window import ScoreKeeperWindow
from debertz_desktop.ui.settings_dialog import SettingsDialog
from debertz_desktop.ui.statistics_window import StatisticsDialog
from debertz_desktop.ui.table.mnemonics import mnemonic_of, plain
from debertz_desktop.ui.unfinished_games import UnfinishedGamesDialog

translate = QCoreApplication.translate
Button = QMessageBox.StandardButton


@pytest.fixture(params=[Language.EN, Language.RU], ids=["en", "ru"])
def language(request, qapp):
    in_language(request.param)
    yield request.param
    in_language(Language.EN)


@pytest.fixture
def parent(qtbot):
    window = ScoreKeeperWindow(rules=RuleSet(players=3))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def unfinished(parent) -> UnfinishedGamesDialog:
    rules = RuleSet(players=3)
    game = kind_of(rules).new_game(rules, 5, names=("Ann", "Bob", "Cid"))
    loaded = LoadedGame(Path("game.debertz"), record=GameRecord.of(game), game=game)
    found = FoundGame(loaded, Autosave(AutosaveKind.GAME))
    dialog = UnfinishedGamesDialog([found], lambda _found: None, parent)
    dialog.show()
    return dialog


def failing_writer(_path: str) -> None:
    raise StorageError("The disk is full.")


def printing(parent) -> SheetPrinting:
    return SheetPrinting.for_widget(parent, None)


#: Each message box of the program, opened over ``parent`` the way the program opens it.
BOXES = {
    "export done": lambda parent: (
        (p := printing(parent)).confirm("The score sheet was saved:", "/tmp/sheet.pdf"),
        p.message_box)[1],
    "export failed": lambda parent: (
        (p := printing(parent))._write(failing_writer, "/tmp/sheet.pdf"), p.message_box)[1],
    "reset the statistics": lambda parent: (
        (d := StatisticsDialog(parent)).show(), d.ask_reset(), d.message_box)[2],
    "save changes": lambda parent: ask_save_changes(
        parent, "Save?", save=lambda: True, go_on=lambda: None),
    "save changes, keep for later": lambda parent: ask_save_changes(
        parent, "Save?", save=lambda: True, go_on=lambda: None,
        discard_text=translate("ScoreKeeperWindow", "&Keep for later")),
    "delete an unfinished game": lambda parent: (
        (d := unfinished(parent)).ask_delete_selected(), d.confirm_box)[1],
    "a claim that ends the game": lambda parent: open_message_box(
        parent, "claimQuestion", "?", "?",
        {Button.Yes: translate("Outcome", "Claim the finish"), Button.Cancel: ""},
        lambda _result: None),
    "an unfinished table (Qt's own Discard)": lambda parent: open_message_box(
        parent, "HostAgainBox", "?", "?",
        {Button.Yes: translate("TableHosting", "&Host again"),
         Button.No: translate("TableHosting", "&Not now"), Button.Discard: ""},
        lambda _result: None),
    "a file not opened, with details": lambda parent: (
        parent.warn("Open", "The file could not be opened.", "line 3: not a number"),
        parent.message_box)[1],
    "about": show_about,
}


@pytest.mark.parametrize("name", list(BOXES))
def test_every_button_of_a_message_box_has_a_letter_unless_enter_or_escape_press_it(
        qtbot, parent, language, name):
    box = BOXES[name](parent)
    try:
        qtbot.waitUntil(box.isVisible)
        assert clashes(box) == []
        for button in box.buttons():
            assert keyed(button) or mnemonic_of(button.text()), plain(button.text())
    finally:
        box.close()


def test_open_the_folder_is_alt_o(qtbot, parent, english):
    box = BOXES["export done"](parent)
    folder = next(b for b in box.buttons() if "folder" in b.text())
    assert folder.text() == "&Open the folder"
    box.close()


def test_open_the_folder_has_its_letter_in_russian(qtbot, parent, language):
    if language is Language.RU:
        box = BOXES["export done"](parent)
        folder = next(b for b in box.buttons() if "папку" in b.text())
        assert folder.text() == "&Открыть папку"
        box.close()


#: The program's small dialogs (the New game dialog's letters: ``test_dialog_letters.py``).
DIALOGS = {
    "settings": lambda parent: SettingsDialog(AppSettings(), parent),
    "statistics": lambda parent: StatisticsDialog(parent),
    "unfinished games": unfinished,
    "join a table": lambda parent: JoinDialog("Ann", parent, browse=False),
    "host a table": lambda parent: HostDialog(AppSettings(), parent),
    "rules": lambda parent: RulesDialog(parent),
}


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_button_and_field_of_a_dialog_has_a_letter_of_its_own(qtbot, parent, language,
                                                                    name):
    dialog = DIALOGS[name](parent)
    try:
        dialog.show()
        qtbot.waitUntil(dialog.isVisible)
        QApplication.processEvents()  # a dialog that fits itself to its fields gives letters then
        assert clashes(dialog) == []
    finally:
        dialog.close()
