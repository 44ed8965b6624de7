"""The new-game dialog: seating, names, levels, preset; last choices restored (RULES §2, §14)."""

from __future__ import annotations

import dataclasses

import pytest
from pseudo_translation import PseudoTranslator, visible_texts
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
)

from debertz_desktop.ai.base import Level
from debertz_desktop.engine.debertz.presets import PRESETS
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import AppSettings, Language, SettingsStore
from debertz_desktop.ui import i18n
from debertz_desktop.ui.last_setup import settings_with_rules
from debertz_desktop.ui.new_game_dialog import NewGameChoice, NewGameDialog
from debertz_desktop.ui.rules_editor import RulesEditor
from debertz_desktop.ui.settings_controller import SettingsController

NUMBERS = {"2", "3", "4", "0", "50", "100", "301", "501", "1001"}


def choose_preset(editor: RulesEditor, key: str) -> None:
    index = editor.preset_combo.findData(key)
    editor.preset_combo.setCurrentIndex(index)
    editor.preset_combo.activated.emit(index)


def make_dialog(qtbot, settings: AppSettings | None = None) -> NewGameDialog:
    dialog = NewGameDialog(settings if settings is not None else AppSettings())
    qtbot.addWidget(dialog)
    return dialog


def seat(dialog: NewGameDialog, players: int, pairs: bool = False) -> None:
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(players))
    if pairs != dialog.pairs_check.isChecked():
        dialog.pairs_check.setChecked(pairs)


def test_returns_the_choices(qtbot) -> None:
    dialog = make_dialog(qtbot)
    seat(dialog, 4, pairs=True)
    for number, name in enumerate(("Anna", "Boris", "Vera", "Gleb")):
        dialog.name_edits[number].setText(f"  {name} ")
    for number, level in ((1, Level.EASY), (2, Level.HARD), (3, Level.MEDIUM)):
        combo = dialog.level_combos[number]
        assert combo is not None
        combo.setCurrentIndex(combo.findData(level.value))
    choose_preset(dialog.rules_editor, "belote")
    choice = dialog.choice()
    assert choice == NewGameChoice(PRESETS["belote"].rules(4, True),
                                   ("Anna", "Boris", "Vera", "Gleb"),
                                   (None, Level.EASY, Level.HARD, Level.MEDIUM))


def test_names_default_and_only_seated_players_count(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings(last_players=2, last_preset="classic"))
    dialog.show()
    dialog.name_edits[0].setText("")
    dialog.name_edits[1].setText(" ")
    dialog.name_edits[2].setText("Hidden")
    choice = dialog.choice()
    assert choice.rules.players == 2
    # Empty names are the default names, shown in the current language (issue 23).
    assert choice.names == ("", "")
    # Seven seats at most (Oh Hell), each computer numbered.
    assert [edit.placeholderText() for edit in dialog.name_edits] == [
        "You", *(f"Computer {n}" for n in range(1, 7))]
    assert len(choice.levels) == 2 and choice.levels[0] is None
    assert dialog.name_edits[1].isVisible() and not dialog.name_edits[2].isVisible()
    assert not dialog.pairs_check.isEnabled()


def test_restores_the_last_choices(qtbot) -> None:
    settings = AppSettings(last_players=3, last_preset="kharkov", player_name="Ann",
                           computer_names=("Bob", "Cid", "Dan"),
                           last_levels=("hard", "easy", "medium"))
    dialog = make_dialog(qtbot, settings)
    assert dialog.players() == 3 and not dialog.pairs()
    assert dialog.rules_editor.preset_combo.currentData() == "kharkov"
    choice = dialog.choice()
    assert choice == NewGameChoice(PRESETS["kharkov"].rules(3), ("Ann", "Bob", "Cid"),
                                   (None, Level.HARD, Level.EASY))
    # The levels of the seats not at this table are remembered as they were (Medium).
    remembered = dialog.remembered()
    assert remembered.last_levels == settings.last_levels + ("medium",) * 3
    assert dataclasses.replace(remembered, last_levels=settings.last_levels) == settings


@pytest.mark.parametrize(("key", "players", "teams"), [
    (key, players, teams) for key, preset in PRESETS.items() for players, teams in preset.seatings
])
def test_remembered_choices_come_back(qtbot, key: str, players: int, teams: bool) -> None:
    dialog = make_dialog(qtbot)
    choose_preset(dialog.rules_editor, key)
    seat(dialog, players, teams)
    assert dialog.rules_editor.preset_combo.currentData() == key
    dialog.name_edits[1].setText("Пётр")
    first = dialog.choice()
    assert first.rules == PRESETS[key].rules(players, teams)
    again = make_dialog(qtbot, dialog.remembered())
    assert again.choice() == first


def test_custom_rules_come_back(qtbot) -> None:
    dialog = make_dialog(qtbot)
    seat(dialog, 4, pairs=False)
    dialog.show_rules(True)
    check = dialog.rules_editor.control("klabor").check
    assert check is not None
    check.setChecked(not check.isChecked())
    assert dialog.rules_editor.preset_combo.currentData() == "custom"
    remembered = dialog.remembered()
    assert remembered.last_preset == "custom"
    assert make_dialog(qtbot, remembered).choice().rules == dialog.choice().rules


def test_seating_keeps_a_preset_that_is_played_so(qtbot) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["site"].rules(3)))
    seat(dialog, 4, pairs=True)
    assert dialog.choice().rules == PRESETS["site"].rules(4, True)
    seat(dialog, 4, pairs=False)
    assert dialog.choice().rules == PRESETS["site"].rules(4, False)
    seat(dialog, 2)
    assert dialog.choice().rules == PRESETS["site"].rules(2)
    assert not dialog.pairs()


def test_a_preset_not_played_so_turns_custom_and_back(qtbot) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["classic"].rules(3)))
    seat(dialog, 4, pairs=True)
    rules = dialog.choice().rules
    assert rules == PRESETS["classic"].rules(3).replace(players=4, teams=True)
    assert dialog.rules_editor.preset_combo.currentData() == "custom"
    seat(dialog, 3)
    assert dialog.rules_editor.preset_combo.currentData() == "classic"


def test_a_preset_seats_its_players(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings(last_players=2))
    choose_preset(dialog.rules_editor, "belote")
    assert dialog.players() == 4 and dialog.pairs()
    assert [edit.isVisibleTo(dialog) for edit in dialog.name_edits] == [True] * 4 + [False] * 3
    assert dialog.seat_labels[2].text() == "Partner:"


def test_seating_options_are_not_in_the_rule_tabs(qtbot) -> None:
    dialog = make_dialog(qtbot)
    with pytest.raises(KeyError):
        dialog.rules_editor.control("players")
    with pytest.raises(KeyError):
        dialog.rules_editor.control("teams")


def test_contradiction_disables_ok_and_opens_the_rules(qtbot) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["site"].rules(4)))
    dialog.show()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and not dialog.rules_editor.tabs.isVisible()
    combo = dialog.rules_editor.control("turned_card_to").combo
    assert combo is not None
    combo.setCurrentIndex(combo.findData("table"))
    assert not ok.isEnabled()
    assert dialog.rules_editor.tabs.isVisible()
    assert dialog.rules_editor.error_label.isVisible()
    # Seating three makes the same options valid again.
    seat(dialog, 3)
    assert ok.isEnabled()
    assert dialog.choice().rules.turned_card_to == "table"


def test_edit_rules_expander(qtbot) -> None:
    dialog = make_dialog(qtbot)
    dialog.show()
    assert not dialog.rules_editor.tabs.isVisible()
    dialog.edit_rules_button.click()
    assert dialog.rules_editor.tabs.isVisible()
    dialog.edit_rules_button.click()
    assert not dialog.rules_editor.tabs.isVisible()


def test_language_change_retranslates_every_text(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings(last_players=4))
    dialog.show()
    dialog.show_rules(True)
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        untranslated = [t for t in visible_texts(dialog) if t not in NUMBERS and "‹" not in t]
        assert untranslated == []
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert dialog.windowTitle() == "New Game"


def test_controller_saves_the_last_choices(qtbot, tmp_path, monkeypatch) -> None:
    path = tmp_path / "settings.json"
    controller = SettingsController(SettingsStore(path))

    def accept(dialog: NewGameDialog) -> int:
        seat(dialog, 2)
        dialog.name_edits[0].setText("Ира")
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    choice = controller.ask_new_game()
    assert choice is not None and choice.names[0] == "Ира"
    assert isinstance(choice.rules, RuleSet) and choice.rules.players == 2
    loaded = SettingsStore(path).load().settings
    assert loaded.last_players == 2 and loaded.player_name == "Ира"

    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected.value)
    assert controller.ask_new_game() is None


def test_four_players_sit_as_the_preset_is_usually_played(qtbot) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["kharkov"].rules(3)))
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(4))
    assert dialog.pairs() and dialog.pairs_check.isEnabled()
    assert dialog.choice().rules == PRESETS["kharkov"].rules(4, True)
    dialog.pairs_check.setChecked(False)
    assert dialog.choice().rules == PRESETS["kharkov"].rules(4, False)
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(3))
    assert not dialog.pairs() and not dialog.pairs_check.isEnabled()
    assert dialog.choice().rules == PRESETS["kharkov"].rules(3)


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_dialog_keeps_its_width_when_the_game_is_switched(qtbot, language) -> None:
    """Switching Debertz → Oh Hell → Magistr and back does not make the dialog jump wider and
    narrower (its Variant list is as wide as the longest variant of any game)."""
    i18n.apply_language(language)
    try:
        dialog = make_dialog(qtbot)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.fit_to_contents()
        widths = [dialog.width()]
        for key in ("oh_hell", "magistr", "debertz", "magistr", "oh_hell"):
            dialog.set_game(key)
            dialog.fit_to_contents()
            widths.append(dialog.width())
        assert len(set(widths)) == 1, widths
        # folded, the rules leave the dialog no wider than it was
        dialog.show_rules(True)
        dialog.fit_to_contents()
        dialog.show_rules(False)
        dialog.fit_to_contents()
        assert not dialog.rules_editor.tabs.isVisible()
        assert dialog.width() >= widths[0]
    finally:
        i18n.apply_language(Language.EN)
