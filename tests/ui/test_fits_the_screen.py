"""Every window fits the screen, a scaled one too, and the table scales as a whole (issue 27).

The report: at 1366×768 scaled 150 % the main window's title bar sat above the
screen (frame at y = −20), New game → Edit rules was taller than the screen
(OK and Cancel unreachable), and the hand's cards shrank while the name plates
grew; the New game dialog did not shrink when its note went or the table got
smaller.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from test_translations import human_to_act

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck
from debertz_desktop.ui import window_placement
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.new_game_dialog import NewGameDialog
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.table.layout import PLATE, table_geometry
from debertz_desktop.ui.table.view import DESIGN_HEIGHT

#: 1366×768 scaled by 150 %: the screen's free area in the program's pixels.
SCALED_SCREEN = QRect(0, 0, 911, 512)


def open_window(qtbot, size) -> MainWindow:
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE_RU),
                   start_game=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


# -- the screen ------------------------------------------------------------------------------

def test_a_frame_is_moved_and_shrunk_into_the_screen() -> None:
    area = SCALED_SCREEN
    above = window_placement.fitted_frame(QRect(0, -20, 897, 480), area)
    assert above == QRect(0, 0, 897, 480)
    tall = window_placement.fitted_frame(QRect(100, 40, 741, 700), area, QSize(400, 300))
    assert area.contains(tall) and tall.height() == 512
    wide = window_placement.fitted_frame(QRect(500, 0, 600, 300), area)
    assert area.contains(wide) and wide.width() == 600


def test_a_shown_window_is_kept_on_the_screen(qtbot, monkeypatch) -> None:
    """The title bar above the screen (frame at y = −20): moved back down."""
    monkeypatch.setattr(window_placement, "available_area", lambda widget: SCALED_SCREEN)
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(window)
    window.resize(880, 460)
    window.show()
    qtbot.waitExposed(window)
    window.move(0, -20)
    QApplication.processEvents()
    window_placement.keep_on_screen(window)
    QApplication.processEvents()
    assert window.frameGeometry().top() >= 0
    assert SCALED_SCREEN.contains(window.frameGeometry())


def test_the_main_window_fits_a_scaled_small_screen(qtbot) -> None:
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(window)
    room = SCALED_SCREEN.size() - window_placement.FRAME
    assert window.minimumSizeHint().height() <= room.height()
    assert window.minimumSizeHint().width() <= room.width()


def test_the_table_scales_as_a_whole_when_low(qtbot) -> None:
    """A low view (a scaled small screen) shrinks cards and plates alike: the cards are at
    least as large as a layout at the low height would make them, the plates smaller."""
    window = open_window(qtbot, (895, 474))
    session = window.new_game(preset("classic", players=3), seed=3, delay_ms=0,
                              levels=[None, "easy", "easy"])
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    view, scene = window.table.view, window.table.scene
    size = view.viewport().size()
    assert size.height() < DESIGN_HEIGHT and view.zoom < 1
    assert scene.sceneRect().height() == pytest.approx(DESIGN_HEIGHT)
    shown_card = scene.geometry.card.height() * view.zoom
    squeezed = table_geometry(size.width(), size.height(), 3, 0, scene.geometry.card.width()
                              / scene.geometry.card.height(), 9, False)
    assert shown_card >= squeezed.card.height()
    assert PLATE.height() * view.zoom < PLATE.height()
    assert shown_card / (PLATE.height() * view.zoom) == pytest.approx(
        scene.geometry.card.height() / PLATE.height())
    session.stop()


def test_the_new_game_dialog_fits_a_scaled_screen_and_shrinks(qtbot, monkeypatch) -> None:
    """Edit rules at 1366×768 scaled 150 %: OK and Cancel on the screen; the dialog shrinks
    when the rules, a note or seats go."""
    monkeypatch.setattr(window_placement, "available_area", lambda widget: SCALED_SCREEN)
    dialog = NewGameDialog(AppSettings(last_players=3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.fit_to_contents()
    small = dialog.height()
    dialog.edit_rules_button.click()
    dialog.fit_to_contents()
    room = SCALED_SCREEN.size() - window_placement.FRAME
    assert dialog.height() <= room.height() and dialog.width() <= room.width()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert dialog.rect().contains(ok.mapTo(dialog, ok.rect().bottomRight()))
    # four players: a note says why the rules are now "Custom"; it goes with two players
    dialog.edit_rules_button.click()
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(4))
    dialog.fit_to_contents()
    assert dialog.rules_editor.seating_note.isVisible()
    four = dialog.height()
    assert four > small
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(2))
    dialog.fit_to_contents()
    assert not dialog.rules_editor.seating_note.isVisible()
    assert dialog.height() < four
    assert dialog.height() <= small


def test_the_score_keeper_fits_a_scaled_screen(qtbot) -> None:
    keeper = ScoreKeeperWindow(rules=RuleSet(players=3))
    qtbot.addWidget(keeper)
    room = SCALED_SCREEN.size() - window_placement.FRAME
    assert keeper.minimumSizeHint().height() <= room.height()
    keeper.setup.start.click()
    QApplication.processEvents()
    assert keeper.minimumSizeHint().height() <= room.height()
