"""Players' names: your own and the computers' in Settings, the same default names
everywhere, in the language shown — also after a live switch (issue 23)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_table import wait_my_turn
from test_table_polish import make_window
from test_translations import play_until

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.settings import AppSettings, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.new_game_dialog import NewGameDialog
from debertz_desktop.ui.player_names import given_names, settings_names, shown_names
from debertz_desktop.ui.session import LocalSession
from debertz_desktop.ui.settings_dialog import SettingsDialog


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def switch_to(language: Language) -> None:
    i18n.apply_language(language)
    QApplication.processEvents()


def plate_names(window) -> list[str]:
    plates = window.table.scene.decorations.plates
    return [plates[seat].name for seat in sorted(plates)]


def test_the_default_names_are_the_same_everywhere(qtbot) -> None:
    """The report: the first game said "Computer 1", New Game "Player 2"."""
    window = make_window(qtbot)
    session = window.new_game(preset("classic", players=3), seed=1, delay_ms=0)
    wait_my_turn(qtbot, session)
    assert plate_names(window) == ["You", "Computer 1", "Computer 2"]
    dialog = NewGameDialog(window.settings)
    qtbot.addWidget(dialog)
    assert [e.placeholderText() for e in dialog.name_edits][:3] == plate_names(window)
    settings = SettingsDialog(window.settings)
    qtbot.addWidget(settings)
    assert settings.player_name_edit.placeholderText() == "You"
    # Six computers at most (seven seats at Oh Hell), each numbered.
    assert [e.placeholderText() for e in settings.computer_edits] == [
        f"Computer {n}" for n in range(1, 7)]
    session.stop()


def test_names_set_in_settings_reach_the_table(qtbot) -> None:
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.player_name_edit.setText("  Аня ")
    dialog.computer_edits[1].setText("Боря")
    chosen = dialog.settings()
    assert chosen.player_name == "Аня" and chosen.computer_names == ("", "Боря")
    dialog.restore_defaults()  # the names are the players', not options
    assert dialog.settings().player_name == "Аня"
    assert settings_names(chosen, 3) == ("Аня", "", "Боря")
    window = make_window(qtbot, player_name="Аня", computer_names=("", "Боря"))
    session = window.new_game(preset("classic", players=3), seed=2, delay_ms=0)
    wait_my_turn(qtbot, session)
    assert plate_names(window) == ["Аня", "Computer 1", "Боря"]
    again = NewGameDialog(chosen)
    qtbot.addWidget(again)
    assert [e.text() for e in again.name_edits] == ["Аня", "", "Боря"] + [""] * 4
    session.stop()


def test_a_language_switch_renames_the_seats_the_sheet_and_the_summary(qtbot) -> None:
    window = make_window(qtbot)
    session = window.new_game(preset("site", players=4, teams=True), seed=3, delay_ms=0,
                              levels=[None] + ["easy"] * 3)
    play_until(qtbot, session, lambda: bool(session.game.rows), limit=2000)
    qtbot.waitUntil(lambda: window.table.summary.isVisible(), timeout=5000)
    summary = window.table.summary.table
    heads = lambda: [summary.horizontalHeaderItem(c).toolTip()
                     for c in range(summary.columnCount())]
    sheet_heads = lambda: [window.sheet.horizontalHeaderItem(c).toolTip()
                           for c in (4, 5)]
    assert heads() == ["You and Computer 2", "Computer 1 and Computer 3"]
    switch_to(Language.RU)
    assert plate_names(window) == ["Вы", "Компьютер 1", "Компьютер 2", "Компьютер 3"]
    assert heads() == ["Вы и Компьютер 2", "Компьютер 1 и Компьютер 3"]
    assert sheet_heads() == ["Вы и Компьютер 2", "Компьютер 1 и Компьютер 3"]
    assert session.game.sheet.side_names[0] == "Вы и Компьютер 2"
    switch_to(Language.EN)
    assert plate_names(window) == ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert sheet_heads() == ["You and Computer 2", "Computer 1 and Computer 3"]
    session.stop()


def test_a_given_name_stays_as_typed(qtbot) -> None:
    window = make_window(qtbot)
    session = window.new_game(preset("classic", players=2), seed=4, delay_ms=0,
                              names=["Ann", ""])
    wait_my_turn(qtbot, session)
    switch_to(Language.RU)
    assert plate_names(window) == ["Ann", "Компьютер 1"]
    session.stop()


def test_a_saved_game_shows_its_default_names_in_the_language_of_today(qtbot) -> None:
    switch_to(Language.RU)
    session = LocalSession(preset("classic", players=2), 5, names=["", "Боря"])
    assert session.names == ("Вы", "Боря")
    record = GameRecord.from_json(session.record().to_json())
    assert record.names == ("Вы", "Боря")
    switch_to(Language.EN)
    reopened = LocalSession.from_record(record)
    assert reopened.names == ("You", "Боря")
    assert given_names(("Компьютер 1", "Вы"), human_seat=1) == ("", "")
    assert given_names(("Computer 2", "You"), human_seat=1) == ("Computer 2", "")
    assert shown_names(("", ""), human_seat=1) == ("Computer 1", "You")
