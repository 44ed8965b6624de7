"""Exporting the sheet and saving games: where the dialogs open, where files go, what is said.

The file dialogs are replaced by a stand-in that records the folder each was
opened in and answers with a path, as a player would.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage import paths
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, SettingsStore
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.printing import SheetPrinting
from debertz_desktop.ui.session import FallbackBot


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path / "home"))
    return tmp_path


@pytest.fixture
def window(qtbot, home):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=SettingsStore(),
                   start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.new_game(preset("classic", players=2), seed=3, names=("Аня", "Борис"),
               bots={1: FallbackBot(1)}, delay_ms=0)
    w.session.stop()
    yield w
    w.session.stop()


class SaveDialogs:
    """Stands in for ``QFileDialog.getSaveFileName``: records the start paths, answers."""

    def __init__(self, monkeypatch) -> None:
        self.starts: list[str] = []
        self.answers: list[str] = []
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self)

    def __call__(self, parent, title, start, filters):
        self.starts.append(start)
        return (self.answers.pop(0) if self.answers else "", filters)


def test_exports_open_in_the_documents_folder_then_in_the_last_used(qtbot, window, home,
                                                                     monkeypatch):
    documents = paths.documents_dir()
    documents.mkdir(parents=True)
    dialogs = SaveDialogs(monkeypatch)
    elsewhere = home / "турнир"
    elsewhere.mkdir()
    dialogs.answers.append(str(elsewhere / "первая"))
    window.printing("ask_pdf")
    assert dialogs.starts[0].startswith(str(documents))
    assert dialogs.starts[0].endswith(".pdf")
    written = elsewhere / "первая.pdf"  # the suffix is added
    assert written.read_bytes().startswith(b"%PDF")
    printing = SheetPrinting.for_widget(window)
    box = printing.message_box
    assert box is not None and box.isVisible() and box.objectName() == "ExportDoneBox"
    assert str(written) in box.text()
    assert str(written) in window.statusBar().currentMessage()
    box.done(QMessageBox.StandardButton.Ok)
    # the next export, CSV too, starts where the last one went, also after a restart
    dialogs.answers.append(str(elsewhere / "вторая.csv"))
    window.printing("ask_csv")
    assert dialogs.starts[1].startswith(str(elsewhere))
    assert (elsewhere / "вторая.csv").read_text(encoding="utf-8-sig").startswith("Deal,")
    printing.message_box.done(QMessageBox.StandardButton.Ok)
    assert SettingsStore().load().settings.export_folder == str(elsewhere)
    fresh = SheetPrinting(window, window.files)
    assert fresh.start_folder() == str(elsewhere)


def test_a_cancelled_export_writes_nothing_and_says_nothing(qtbot, window, home, monkeypatch):
    SaveDialogs(monkeypatch)
    window.printing("ask_pdf")
    assert SheetPrinting.for_widget(window).message_box is None
    assert window.settings.export_folder is None


def test_an_export_that_cannot_be_written_says_why(qtbot, window, home, monkeypatch):
    dialogs = SaveDialogs(monkeypatch)
    blocked = home / "blocked.pdf"
    blocked.mkdir()  # a folder where the file should go
    dialogs.answers.append(str(blocked))
    window.printing("ask_pdf")
    box = SheetPrinting.for_widget(window).message_box
    assert box is not None and box.objectName() == "ExportErrorBox" and box.isVisible()
    assert "not saved" in box.text() and str(blocked) in box.text()
    assert "Traceback" not in box.text()
    box.done(QMessageBox.StandardButton.Ok)


def test_saving_puts_the_game_in_open_recent_and_settings_keep_it(qtbot, window, home,
                                                                   monkeypatch):
    window._settings_controller()  # the settings dialog was used before
    dialogs = SaveDialogs(monkeypatch)
    dialogs.answers.append(str(home / "вечер"))
    assert window.save_game()
    saved = str(home / "вечер.debertz")
    assert window.settings.recent_files[0] == saved
    window.files._fill_recent()
    assert "вечер.debertz" in window.files.recent_menu.actions()[0].text()
    # changing a setting afterwards must not bring back the recent files of the start
    controller = window._settings_controller()
    controller.update(dataclasses.replace(controller.settings, highlight_legal=False))
    window.apply_settings(controller.settings)
    assert window.settings.recent_files[0] == saved
    assert SettingsStore().load().settings.recent_files[0] == saved
    # and Save As proposes the folder of that game
    dialogs.answers.append("")
    window.save_game_as()
    assert dialogs.starts[-1].startswith(str(home))


@pytest.mark.parametrize("export", ["ask_pdf", "ask_csv"])
def test_enter_closes_the_export_message_without_opening_the_folder(qtbot, window, home,
                                                                     monkeypatch, export):
    """The message after an export has OK as its default button: Enter (and Escape) close
    it; the folder opens only from its own button."""
    opened: list = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    dialogs = SaveDialogs(monkeypatch)
    dialogs.answers.append(str(home / ("лист.pdf" if export == "ask_pdf" else "лист.csv")))
    window.printing(export)
    box = SheetPrinting.for_widget(window).message_box
    assert box is not None and box.objectName() == "ExportDoneBox"
    qtbot.waitExposed(box)
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Ok)
    box.activateWindow()
    qtbot.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    assert opened == []
    assert box.clickedButton() is box.button(QMessageBox.StandardButton.Ok)
