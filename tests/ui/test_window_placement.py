"""Windows as a player expects them: remembered, titled with the file, centred, fitting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication
from test_translations import russian  # noqa: F401

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, SettingsStore
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.window_placement import FRAME, available_area


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path / "home"))
    return tmp_path


def main_window(qtbot, settings: AppSettings | None = None) -> MainWindow:
    w = MainWindow(settings or AppSettings(animation_speed=AnimationSpeed.OFF),
                   store=SettingsStore(), start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_size_place_and_dock_are_kept_for_the_next_start(qtbot, home):
    first = main_window(qtbot)
    first.sheet_dock.setVisible(True)
    QApplication.processEvents()
    size = first.minimumSizeHint().expandedTo(QSize(700, 560))
    first.resize(size)
    QApplication.processEvents()
    size = first.size()
    first.close()
    settings = SettingsStore().load().settings
    assert settings.window_geometry and settings.window_state
    again = main_window(qtbot, settings)
    assert again.size() == size
    assert again.sheet_dock.isVisible()
    again.sheet_dock.setVisible(False)
    again.close()
    assert not main_window(qtbot, SettingsStore().load().settings).sheet_dock.isVisible()


def test_the_first_start_fits_the_screen(qtbot, home):
    window = main_window(qtbot)
    area = available_area(window)
    assert window.width() <= area.width() - FRAME.width()
    assert window.height() <= area.height() - FRAME.height()
    assert area.contains(window.frameGeometry())


def test_the_title_names_the_open_file(qtbot, home):
    window = main_window(qtbot)
    window.new_game(preset("classic", players=2), seed=2, names=("Аня", "Борис"),
                    bots={1: FallbackBot(1)}, delay_ms=0)
    window.session.stop()
    assert window.windowTitle() == "Debertz Desktop"
    path = home / "пятница.debertz"
    assert window.files.write(str(path))
    window.record_path = str(path)
    assert window.windowTitle() == "пятница.debertz — Debertz Desktop"
    assert window.files.open_path(str(path))
    window.session.stop()
    assert window.windowTitle().startswith("пятница.debertz — ")
    window.record_path = None
    assert window.windowTitle() == "Debertz Desktop"


def test_the_title_is_translated_with_the_file_name(qtbot, home, russian):  # noqa: F811
    window = main_window(qtbot)
    window.record_path = str(home / "вечер.debertz")
    assert window.windowTitle() == "вечер.debertz — Деберц"


def test_the_sheet_and_keeper_windows_open_centred_on_the_main_window(qtbot, home):
    window = main_window(qtbot)
    window.resize(760, 600)
    window.move(20, 30)
    window.new_game(preset("classic", players=3), seed=2, bots={1: FallbackBot(1),
                                                                2: FallbackBot(2)})
    window.session.stop()
    window.companions.show_sheet_window()
    window.companions.open_score_keeper()
    area = available_area(window)
    for other in (window.companions.sheet_window, window.companions.keeper_window):
        qtbot.waitExposed(other)
        assert area.contains(other.frameGeometry())
        centre, wanted = other.frameGeometry().center(), window.frameGeometry().center()
        # centred (the frame is guessed before the window manager draws it), unless the
        # screen's edge pushed it
        slack = FRAME / 2 + QSize(2, 2)
        assert (abs(centre.x() - wanted.x()) <= slack.width()
                or other.frameGeometry().left() == area.left())
        assert (abs(centre.y() - wanted.y()) <= slack.height()
                or other.frameGeometry().top() == area.top())


SMALL_SCREEN = QSize(1366, 768)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_score_keeper_fits_1366_by_768(qtbot, home, request, players, language):
    if language == "ru":
        request.getfixturevalue("russian")
    keeper = ScoreKeeperWindow(rules=RuleSet(players=players, teams=players == 4))
    qtbot.addWidget(keeper)
    room = SMALL_SCREEN - FRAME
    keeper.resize(room)
    keeper.show()
    qtbot.waitExposed(keeper)
    assert keeper.minimumSizeHint().width() <= room.width()
    assert keeper.minimumSizeHint().height() <= room.height()
    keeper.setup.players.setValue(players)
    qtbot.mouseClick(keeper.setup.start, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert keeper.minimumSizeHint().height() <= room.height()
    assert keeper.size() == room  # nothing forced it bigger
    # the deal form is whole: no sideways scrolling, its buttons on screen
    assert not keeper.form_area.horizontalScrollBar().isVisible()
    write = keeper.form.write
    corner = write.mapTo(keeper, write.rect().bottomRight())
    assert keeper.rect().contains(corner) or keeper.form_area.verticalScrollBar().isVisible()
