"""At start (issue 20): what went wrong with the settings file is said and logged, leftovers
are tidied; Help → About says where the log is."""

from __future__ import annotations

import html
import json
import logging
import sys

import pytest
from PySide6 import QtWidgets
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox

from debertz_desktop import app as app_module
from debertz_desktop.storage import paths
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui.i18n import apply_language
from debertz_desktop.ui.main_window import MainWindow


def start_the_program(qtbot, monkeypatch, look) -> int:
    """``app.main`` on the test's QApplication; ``look(window)`` runs instead of the event loop."""
    app = QApplication.instance()
    name, organisation = app.applicationName(), app.organizationName()

    def run() -> int:
        [window] = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)
                    and w.isVisible()]
        qtbot.addWidget(window)
        look(window)
        window.close()
        return 0

    handlers, hook = list(logging.getLogger().handlers), sys.excepthook
    try:
        with monkeypatch.context() as patch:
            patch.setattr(QtWidgets, "QApplication", lambda argv: app)
            patch.setattr(app, "exec", run, raising=False)
            return app_module.main(["debertz"])
    finally:
        app.setApplicationName(name)
        app.setOrganizationName(organisation)
        for handler in logging.getLogger().handlers:
            if handler not in handlers:
                logging.getLogger().removeHandler(handler)
                handler.close()
        sys.excepthook = hook


@pytest.mark.parametrize("content, words", [
    (b"{ not json", "could not be read"),
    (json.dumps({"version": 99, "language": "en"}).encode(), "newer version"),
])
def test_a_settings_problem_is_shown_at_start_before_any_game_is_offered(
        qtbot, monkeypatch, content, words):
    paths.config_dir().mkdir(parents=True)
    paths.settings_path().write_bytes(content)
    seen = []

    def look(window):
        controller = window._settings_controller()
        qtbot.waitUntil(lambda: controller.warning_box is not None
                        and controller.warning_box.isVisible(), timeout=5000)
        box = controller.warning_box
        seen.append(box.text())
        assert box.objectName() == "SettingsWarningBox"
        assert window.files.message_box is None  # the resume offer waits for it
        box.done(QMessageBox.StandardButton.Ok)

    assert start_the_program(qtbot, monkeypatch, look) == 0
    assert len(seen) == 1 and words in seen[0]
    assert "Traceback" not in seen[0]
    logged = paths.log_path().read_text(encoding="utf-8")
    assert "Debertz Desktop" in logged and "WARNING" in logged and words in logged


def test_a_good_settings_file_says_nothing(qtbot, monkeypatch):
    paths.config_dir().mkdir(parents=True)
    paths.settings_path().write_text('{"version": 1, "language": "en"}')

    def look(window):
        QApplication.processEvents()
        assert window._settings_controller().warning_box is None

    assert start_the_program(qtbot, monkeypatch, look) == 0


def test_the_start_removes_temporary_files_that_interrupted_saves_left(qtbot, monkeypatch):
    import os
    import time

    orphan = paths.data_dir() / ".autosave.json.k3j9x0_a.tmp"
    orphan.parent.mkdir(parents=True)
    orphan.write_text("{half")
    old = time.time() - 3600
    os.utime(orphan, (old, old))
    assert start_the_program(qtbot, monkeypatch, lambda window: None) == 0
    assert not orphan.exists()


@pytest.mark.parametrize("language, about_text, words", [
    ("en", "&About", "free software under the GNU General Public License"),
    ("ru", "&О программе", "свободная программа"),
])
def test_about_says_where_the_log_is(qtbot, monkeypatch, language, about_text, words):
    paths.config_dir().mkdir(parents=True)
    paths.settings_path().write_text(json.dumps({"version": 1, "language": language}))
    shown = []

    def look(window):
        [about] = [a for menu in window.menuBar().findChildren(QMenu) for a in menu.actions()
                   if a.text() == about_text]
        about.trigger()
        box = window.companions.about_box
        qtbot.waitUntil(box.isVisible, timeout=5000)
        shown.append(box.text())
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label.openExternalLinks()
        box.done(QMessageBox.StandardButton.Ok)

    try:
        assert start_the_program(qtbot, monkeypatch, look) == 0
    finally:
        apply_language(Language.EN)
    log = paths.log_path()
    assert words in shown[0]
    assert html.escape(str(log)) in shown[0]
    assert QUrl.fromLocalFile(str(log.parent)).toString() in shown[0]
    assert log.exists()
