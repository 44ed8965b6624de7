"""Programs the bundle starts get the user's environment, not the bundle's (issue 28).

PyInstaller's bundle runs with ``LD_LIBRARY_PATH=<bundle>/_internal``, Qt plugin
paths into the bundle and its bootloader's ``_PYI_*`` variables; the file manager
("Open the folder" after an export) and the browser (Help → About's links) must
start without them, or they load the bundle's libraries and Qt plugins.  Here the
bundle's environment is made up around a folder of the test's own (the tests do
not run frozen), exactly as the bootloader and PyInstaller's Qt hook leave it.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QProcess, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QLabel, QMessageBox

from debertz_desktop import system_env
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings
from debertz_desktop.system_env import original_environment, system_environment
from debertz_desktop.ui.about import LICENCE_URL, show_about
from debertz_desktop.ui.external_links import SCHEMES, install_url_handlers, remove_url_handlers
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.printing import SheetPrinting
from debertz_desktop.ui.session import FallbackBot

USER = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/home/anna", "LANG": "ru_RU.UTF-8",
        "XDG_CURRENT_DESKTOP": "GNOME"}


def bundle_environment(bundle: Path, user: dict[str, str]) -> dict[str, str]:
    """What the frozen program's ``os.environ`` holds when the user started it with ``user``."""
    internal = bundle / "_internal"
    env = dict(user)
    if "LD_LIBRARY_PATH" in user:
        env["LD_LIBRARY_PATH_ORIG"] = user["LD_LIBRARY_PATH"]
        env["LD_LIBRARY_PATH"] = f"{internal}{os.pathsep}{user['LD_LIBRARY_PATH']}"
    else:
        env["LD_LIBRARY_PATH"] = str(internal)
    env.update({
        "_PYI_ARCHIVE_FILE": str(bundle / "debertz"),
        "_PYI_APPLICATION_HOME_DIR": str(internal),
        "_PYI_PARENT_PROCESS_LEVEL": "-1",
        "_PYI_LINUX_PROCESS_NAME": "debertz",
        "QT_PLUGIN_PATH": str(internal / "PySide6" / "Qt" / "plugins"),
        "QML2_IMPORT_PATH": str(internal / "PySide6" / "Qt" / "qml"),
    })
    return env


def test_the_users_environment_comes_back(tmp_path):
    bundle = tmp_path / "debertz"
    env = bundle_environment(bundle, USER)
    assert original_environment(env, str(bundle)) == USER


def test_the_users_library_path_comes_back(tmp_path):
    bundle = tmp_path / "debertz"
    user = dict(USER, LD_LIBRARY_PATH="/opt/cuda/lib64", QT_PLUGIN_PATH="/opt/kde/plugins")
    env = bundle_environment(bundle, user)
    env["QT_PLUGIN_PATH"] += os.pathsep + "/opt/kde/plugins"  # had the hook prepended
    assert original_environment(env, str(bundle)) == user


def test_only_the_bundles_entries_go(tmp_path):
    """Windows' PATH gains the bundle's folder; the user's own entries stay, in order."""
    bundle = tmp_path / "debertz"
    env = dict(USER, PATH=os.pathsep.join([str(bundle / "_internal"), "/usr/bin", "/bin"]),
               SSL_CERT_FILE=str(bundle / "_internal" / "certifi" / "cacert.pem"),
               EDITOR="vim")
    assert original_environment(env, str(bundle)) == dict(USER, PATH="/usr/bin:/bin",
                                                          EDITOR="vim")


def test_outside_a_bundle_nothing_changes(monkeypatch):
    assert original_environment(dict(USER, LD_LIBRARY_PATH="/x"), None) == dict(
        USER, LD_LIBRARY_PATH="/x")
    monkeypatch.delattr(sys, "frozen", raising=False)
    before = dict(os.environ)
    with system_environment() as env:
        assert env == before == dict(os.environ)
    assert dict(os.environ) == before


@pytest.fixture
def frozen(tmp_path, monkeypatch):
    """This process as the bundle: ``sys.frozen``, ``sys._MEIPASS`` and the environment the
    bootloader and PyInstaller's Qt hook leave (around the user's, minus this machine's
    PATH and HOME, which stay as they are so that the test can run programs)."""
    bundle = tmp_path / "debertz"
    (bundle / "_internal").mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "debertz"))
    user = {k: v for k, v in os.environ.items()
            if not k.startswith(("LD_LIBRARY_PATH", "_PYI_", "QT_PLUGIN", "QML2"))}
    for name, value in bundle_environment(bundle, user).items():
        monkeypatch.setenv(name, value)
    assert system_env.bundle_folder() == str(bundle)
    return user


def test_a_program_qt_starts_gets_the_users_environment(frozen):
    """Qt starts programs (QProcess, and so the file manager QDesktopServices opens) with
    the C library's environment, which ``os.environ`` sets."""
    script = "import json, os; print(json.dumps(dict(os.environ)))"
    base = getattr(sys, "_base_executable", sys.executable)

    def child_environment() -> dict[str, str]:
        process = QProcess()
        process.start(base, ["-c", script])
        assert process.waitForFinished(30000)
        return json.loads(bytes(process.readAllStandardOutput().data()).decode())

    inside = os.environ.copy()
    assert "LD_LIBRARY_PATH" in child_environment()
    with system_environment():
        seen = child_environment()
    assert dict(os.environ) == inside, "the bundle's own environment is back"
    assert not [k for k in seen if k.startswith(("LD_LIBRARY_PATH", "_PYI_", "QT_PLUGIN",
                                                 "QML2"))], seen
    assert seen["HOME"] == frozen["HOME"] and seen["PATH"] == frozen["PATH"]


class Opened:
    """Stands in for the platform's opening of a URL: records it with the environment a
    program started at that moment would get."""

    def __init__(self) -> None:
        self.urls: list[str] = []
        self.environments: list[dict[str, str]] = []

    def __call__(self, url: QUrl) -> bool:
        self.urls.append(url.toString())
        self.environments.append(dict(os.environ))
        return True


@pytest.fixture
def opened(qapp):
    record = Opened()
    install_url_handlers(qapp, open_url=record)
    yield record
    remove_url_handlers()


def assert_users_environment(environment: dict[str, str], user: dict[str, str]) -> None:
    assert "LD_LIBRARY_PATH" not in environment
    assert not [k for k in environment if k.startswith(("_PYI_", "QT_PLUGIN", "QML2"))]
    moving = "PYTEST_CURRENT_TEST"  # pytest's own: says which phase the test is in
    assert {k: v for k, v in environment.items() if k != moving} == {
        k: v for k, v in user.items() if k != moving}


def test_every_url_the_program_opens_passes_the_handler(frozen, opened):
    for url in ("https://example.org/", "http://example.org/", "mailto:a@example.org",
                QUrl.fromLocalFile("/home/anna/Documents").toString()):
        assert QDesktopServices.openUrl(QUrl(url))
    assert {QUrl(u).scheme() for u in opened.urls} == set(SCHEMES)
    for environment in opened.environments:
        assert_users_environment(environment, frozen)
    assert "LD_LIBRARY_PATH" in os.environ, "only the programs started get it"


@pytest.fixture
def window(qtbot):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.new_game(preset("classic", players=2), seed=3, names=("Аня", "Борис"),
               bots={1: FallbackBot(1)}, delay_ms=0)
    w.session.stop()
    yield w
    w.session.stop()


def test_open_the_folder_after_an_export(frozen, opened, window, tmp_path):
    """The export's "Open the folder" starts the file manager in the user's environment."""
    printing = SheetPrinting.for_widget(window)
    path = tmp_path / "экспорт" / "партия.pdf"
    printing.confirm("The score sheet was saved.", str(path))
    box = printing.message_box
    (button,) = [b for b in box.buttons() if b.text() == "&Open the folder"]
    button.click()
    assert opened.urls == [QUrl.fromLocalFile(str(path.parent)).toString()]
    assert_users_environment(opened.environments[0], frozen)
    box.done(QMessageBox.StandardButton.Ok)


def test_the_about_box_links_open_through_the_handler(frozen, opened, window, qtbot):
    """Help → About's licence and log links, followed with the keyboard (Tab to the link,
    Enter) as with the mouse: the box opens them with QDesktopServices."""
    box = show_about(window)
    qtbot.waitExposed(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label.openExternalLinks() and LICENCE_URL in label.text()
    label.setFocus()
    qtbot.keyClick(label, Qt.Key.Key_Tab)  # the first link: the licence
    qtbot.keyClick(label, Qt.Key.Key_Return)
    assert opened.urls == [LICENCE_URL]
    assert_users_environment(opened.environments[0], frozen)
    box.close()
