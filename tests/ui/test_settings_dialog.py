"""The settings dialog: every option round-trips; presets, dependencies, errors (RULES §14)."""

from __future__ import annotations

import dataclasses
import html
import json
from collections.abc import Iterator

import pytest
from pseudo_translation import PseudoTranslator, visible_texts
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
)

from debertz_desktop.engine.debertz.presets import PRESETS
from debertz_desktop.engine.debertz.rule_options import OPTIONS, OptionGroup, OptionInfo, OptionKind
from debertz_desktop.engine.debertz.rules import TARGETS, RuleSet
from debertz_desktop.engine.errors import RuleSetError
from debertz_desktop.storage.settings import (
    AnimationSpeed,
    AppSettings,
    Deck,
    Language,
    SettingsStore,
)
from debertz_desktop.ui.last_setup import rules_from_settings, settings_with_rules
from debertz_desktop.ui.rule_texts import rule_error_text
from debertz_desktop.ui.rules_editor import RulesEditor
from debertz_desktop.ui.settings_controller import SettingsController
from debertz_desktop.ui.settings_dialog import SettingsDialog

SEATINGS = ((2, False), (3, False), (4, False), (4, True))


def option_values(info: OptionInfo) -> tuple[object, ...]:
    if info.kind is OptionKind.BOOL:
        return (False, True)
    if info.kind is OptionKind.CHOICE:
        return info.choices
    low, high = info.number_range
    return (None, low, (low + high) // 2, high)


def all_rules_with(name: str, value: object) -> Iterator[RuleSet]:
    """Valid rule sets with ``name = value``, one per seating and target that allow it."""
    for players, teams in SEATINGS:
        for target in TARGETS:
            values: dict[str, object] = {"players": players, "teams": teams, "target": target}
            values[name] = value
            try:
                yield RuleSet(**values)
            except RuleSetError:
                continue


def rules_with(name: str, value: object) -> RuleSet | None:
    return next(all_rules_with(name, value), None)


CASES = [
    pytest.param(info.name, value, id=f"{info.name}={value}")
    for info in OPTIONS for value in option_values(info)
    if rules_with(info.name, value) is not None
]


def test_every_option_and_value_is_covered() -> None:
    covered = {case.values[0] for case in CASES}
    assert covered == {info.name for info in OPTIONS}
    # Only "teams = on with 2/3 players"-like values can be invalid everywhere: none are.
    assert len(CASES) == sum(len(option_values(info)) for info in OPTIONS)


def make_dialog(qtbot, settings: AppSettings) -> SettingsDialog:
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


def set_widget(editor: RulesEditor, name: str, value: object) -> None:
    """Sets option ``name`` the way a player would, widget by widget."""
    control = editor.control(name)
    info = control.info
    if info.kind is OptionKind.CHOICE:
        assert control.combo is not None
        control.combo.setCurrentIndex(control.combo.findData(
            getattr(value, "value", value)))
    elif info.kind is OptionKind.BOOL:
        assert control.check is not None
        control.check.setChecked(bool(value))
    else:
        assert control.check is not None and control.spin is not None
        control.check.setChecked(value is not None)
        if value is not None:
            control.spin.setValue(int(value))


@pytest.mark.parametrize(("name", "value"), CASES)
def test_option_loads_and_reads_back(qtbot, name: str, value: object) -> None:
    rules = rules_with(name, value)
    assert rules is not None
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), rules))
    assert dialog.rules_editor.control(name).value() == value
    assert dialog.rules() == rules
    # ...and through the settings the dialog returns, as they are saved.
    saved = json.loads(json.dumps(dialog.settings().to_json()))
    assert rules_from_settings(AppSettings(**{
        k: v for k, v in saved.items() if k.startswith("last_")})) == rules


@pytest.mark.parametrize(("name", "value"), CASES)
def test_option_set_through_the_widget(qtbot, name: str, value: object) -> None:
    info = next(i for i in OPTIONS if i.name == name)
    start = None
    for target in all_rules_with(name, value):
        for other in option_values(info):
            if other != value:
                try:
                    start = target.replace(**{name: other})
                    break
                except RuleSetError:
                    continue
        if start is not None:
            break
    assert start is not None, "no other valid value to start from"
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), start))
    editor = dialog.rules_editor
    assert editor.rules() == start
    set_widget(editor, name, value)
    assert editor.is_valid(), editor.error_text()
    assert editor.rules() == start.replace(**{name: value})
    assert getattr(editor.rules(), name) == value


def test_tabs_are_the_option_groups_with_tooltips(qtbot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    titles = [editor.tabs.tabText(i) for i in range(editor.tabs.count())]
    assert titles == [group.value for group in OptionGroup]
    for info in OPTIONS:
        for widget in editor.control(info.name).widgets():
            tip = widget.toolTip()
            assert html.escape(info.help) in tip
            assert info.rule in tip


@pytest.mark.parametrize("key", list(PRESETS))
def test_preset_becomes_custom_when_edited_and_back(qtbot, key: str) -> None:
    preset = PRESETS[key]
    editor = RulesEditor()
    qtbot.addWidget(editor)
    for players, teams in preset.seatings:
        editor.set_rules(preset.rules(players, teams))
        assert editor.preset_combo.currentData() == key
        assert editor.preset_combo.currentText().startswith(preset.name + " \u2014 ")
        control = editor.control("redeal_four_sevens")
        assert control.check is not None
        original = control.check.isChecked()
        control.check.setChecked(not original)
        assert editor.preset_combo.currentData() == "custom"
        assert editor.preset_combo.currentText() == "Custom"
        control.check.setChecked(original)
        assert editor.preset_combo.currentData() == key


def choose_preset(editor: RulesEditor, key: str) -> None:
    index = editor.preset_combo.findData(key)
    editor.preset_combo.setCurrentIndex(index)
    editor.preset_combo.activated.emit(index)


def test_choosing_a_preset_applies_it_for_the_current_seating(qtbot) -> None:
    editor = RulesEditor(PRESETS["classic"].rules(3))
    qtbot.addWidget(editor)
    choose_preset(editor, "kharkov")
    assert editor.rules() == PRESETS["kharkov"].rules(3, False)
    editor.set_rules(PRESETS["site"].rules(4, False))
    choose_preset(editor, "kharkov")
    assert editor.rules() == PRESETS["kharkov"].rules(4, False)
    # Paired Belote is played by four in pairs only: the seating follows.
    choose_preset(editor, "belote")
    assert editor.rules() == PRESETS["belote"].rules(4, True)
    choose_preset(editor, "custom")
    assert editor.rules() == PRESETS["belote"].rules(4, True)
    assert editor.preset_combo.currentData() == "belote"


def enabled(editor: RulesEditor, name: str) -> bool:
    return all(widget.isEnabled() for widget in editor.control(name).widgets()
               if widget is not editor.control(name).spin)


def test_dependent_options_are_disabled_when_they_do_not_apply(qtbot) -> None:
    editor = RulesEditor(RuleSet(players=4, teams=False))
    qtbot.addWidget(editor)
    for name in ("partner_exemption", "overtrump_partner", "finish"):
        assert not enabled(editor, name)
    assert not enabled(editor, "buyin")
    assert not enabled(editor, "show_bottom_card")
    assert enabled(editor, "deal_4p")
    set_widget(editor, "teams", True)
    for name in ("partner_exemption", "overtrump_partner", "finish"):
        assert enabled(editor, name)
    set_widget(editor, "players", 3)
    assert not enabled(editor, "teams")
    assert enabled(editor, "buyin")
    assert not enabled(editor, "deal_4p")
    assert not enabled(editor, "partner_exemption")
    # Short Deberts options only in a single deal; dave only with two.
    assert not enabled(editor, "short_bite")
    set_widget(editor, "target", "single_deal")
    assert enabled(editor, "short_bite")
    assert not enabled(editor, "dave")
    assert not enabled(editor, "three_bites_penalty")
    assert not enabled(editor, "mercy_gap")
    set_widget(editor, "players", 2)
    assert enabled(editor, "dave")
    assert not enabled(editor, "dave_progression")
    set_widget(editor, "dave", True)
    assert enabled(editor, "dave_progression")
    # The exchange of the trump seven needs the turned card on the table.
    assert enabled(editor, "trump_seven_exchange")
    set_widget(editor, "turned_card_to", "maker")
    assert not enabled(editor, "trump_seven_exchange")
    assert editor.is_valid()


def test_optional_number_spin_follows_its_check_box(qtbot) -> None:
    editor = RulesEditor(RuleSet())
    qtbot.addWidget(editor)
    control = editor.control("redeal_poor_hand")
    assert control.check is not None and control.spin is not None
    assert not control.spin.isEnabled()
    control.check.setChecked(True)
    assert control.spin.isEnabled()
    control.spin.setValue(12)
    assert editor.rules().redeal_poor_hand == 12
    control.check.setChecked(False)
    assert editor.rules().redeal_poor_hand is None


@pytest.mark.parametrize(("name", "book"), [
    ("mercy_gap", 250),          # RULES §10.3: "mercy_gap (Deberts with fifty, off | 250)"
    ("redeal_poor_hand", 13),    # RULES §5: "redeal_poor_hand = N (off, or 13 per source)"
])
def test_ticking_an_optional_number_gives_the_rule_books_number(qtbot, name, book) -> None:
    editor = RulesEditor(RuleSet())
    qtbot.addWidget(editor)
    control = editor.control(name)
    assert control.check is not None and control.spin is not None
    assert control.spin.value() == book  # shown greyed while off
    control.check.click()
    assert getattr(editor.rules(), name) == book
    assert control.spin.value() == book and control.spin.isEnabled()
    # Another number, off and on again: the rule book's number once more.
    control.spin.setValue(book + 7)
    assert getattr(editor.rules(), name) == book + 7
    control.check.click()
    control.check.click()
    assert getattr(editor.rules(), name) == book


def test_a_contradiction_shows_the_engine_message_and_disables_ok(qtbot) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["site"].rules(4)))
    dialog.show()
    editor = dialog.rules_editor
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and editor.error_label.isHidden()
    set_widget(editor, "turned_card_to", "table")
    assert not editor.is_valid()
    with pytest.raises(RuleSetError) as raised:
        RuleSet(players=4, teams=True, turned_card_to="table")
    assert editor.error_label.isVisible()
    assert editor.error_label.text() == rule_error_text(raised.value)
    # In words: the option's and the value's labels, never the engine's field names.
    assert editor.error_label.text().startswith(
        "“Turned card goes to” cannot be “stays on the table” with 4 players")
    assert "turned_card_to" not in editor.error_label.text()
    assert not ok.isEnabled()
    assert editor.preset_combo.currentData() == "custom"
    with pytest.raises(RuleSetError):
        editor.rules()
    # Nothing was silently fixed, and a fix clears the message.
    assert editor.control("turned_card_to").value() == "table"
    set_widget(editor, "turned_card_to", "maker")
    assert ok.isEnabled() and editor.error_label.isHidden()
    assert editor.preset_combo.currentData() == "site"


def test_other_contradictions_are_shown_too(qtbot) -> None:
    editor = RulesEditor(PRESETS["belote"].rules())
    qtbot.addWidget(editor)
    set_widget(editor, "target", "single_deal")
    assert editor.error_text() == ("“Claim the finish” needs a score to reach, not a "
                                   "single deal (Short Deberts)")
    set_widget(editor, "finish", False)
    assert editor.is_valid()


def test_changing_players_uses_the_engine_replace(qtbot) -> None:
    editor = RulesEditor(PRESETS["site"].rules(4, True))
    qtbot.addWidget(editor)
    set_widget(editor, "players", 2)
    assert editor.rules() == PRESETS["site"].rules(4, True).replace(players=2)
    assert editor.rules().teams is False
    assert editor.preset_combo.currentData() == "site"


NOT_TRANSLATED = {"English", "Русский", "2", "3", "4", "0", "100", "301", "501", "1001", "50"}


def test_language_change_retranslates_every_text(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings())
    dialog.show()
    set_widget(dialog.rules_editor, "players", 4)
    set_widget(dialog.rules_editor, "turned_card_to", "table")
    translator = PseudoTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        untranslated = [t for t in visible_texts(dialog)
                        if t not in NOT_TRANSLATED and "‹" not in t]
        assert untranslated == []
        # the message and the option's label in it are both translated
        assert dialog.rules_editor.error_label.text().startswith("‹‹“‹Turned card goes to›”›")
    finally:
        QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert dialog.windowTitle() == "Settings"
    assert rule_error_text(dialog.rules_editor.error()) == dialog.rules_editor.error_label.text()


# -- the application settings ----------------------------------------------------------------

CHANGED = AppSettings(
    language=Language.RU, deck=Deck.DRAWN, four_colour=True,
    animation_speed=AnimationSpeed.SLOW, highlight_legal=False, confirm_play=True,
    tournament_mode=True,
)


def test_application_settings_round_trip(qtbot) -> None:
    for settings in (AppSettings(), CHANGED):
        dialog = make_dialog(qtbot, settings)
        assert dialog.settings() == settings_with_rules(settings, rules_from_settings(settings))


def test_application_settings_set_through_the_widgets(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings())
    assert not dialog.four_colour_check.isEnabled()
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("ru"))
    dialog.deck_combo.setCurrentIndex(dialog.deck_combo.findData("drawn"))
    assert dialog.four_colour_check.isEnabled()
    dialog.four_colour_check.setChecked(True)
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("slow"))
    dialog.highlight_check.setChecked(False)
    dialog.confirm_check.setChecked(True)
    dialog.tournament_check.setChecked(True)
    edited = dialog.settings()
    for field in ("language", "deck", "four_colour", "animation_speed", "highlight_legal",
                  "confirm_play", "tournament_mode"):
        assert getattr(edited, field) == getattr(CHANGED, field), field


def test_restore_defaults(qtbot) -> None:
    settings = settings_with_rules(CHANGED, PRESETS["odessa"].rules(3))
    dialog = make_dialog(qtbot, settings)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    restored = dialog.settings()
    defaults = AppSettings()
    for field in ("language", "deck", "four_colour", "animation_speed", "highlight_legal",
                  "confirm_play", "tournament_mode"):
        assert getattr(restored, field) == getattr(defaults, field), field
    assert dialog.rules() == PRESETS[defaults.last_preset].rules(3)


def test_dialog_fits_a_small_screen(qtbot) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["belote"].rules()))
    dialog.show()
    hint = dialog.sizeHint()
    assert hint.width() <= 1000 and hint.height() <= 700


# -- the controller ---------------------------------------------------------------------------

def test_controller_warns_once_about_a_corrupt_file(qtbot, tmp_path, monkeypatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{ not json", encoding="utf-8")
    controller = SettingsController(SettingsStore(path))
    assert controller.settings == AppSettings()
    warning = controller.load_warning()
    assert warning is not None and "could not be read" in warning
    assert str(path) in warning
    assert controller.show_load_warning() is True
    box = controller.warning_box
    assert box is not None and box.isVisible() and box.text() == warning
    box.done(QMessageBox.StandardButton.Ok)
    assert controller.show_load_warning() is False
    assert not box.isVisible()
    assert list(tmp_path.glob("settings.json.corrupt-*"))


def test_controller_saves_the_edited_settings(qtbot, tmp_path, monkeypatch) -> None:
    path = tmp_path / "settings.json"
    controller = SettingsController(SettingsStore(path))
    assert controller.load_warning() is None
    changes: list[AppSettings] = []
    controller.settingsChanged.connect(changes.append)

    def accept(dialog: SettingsDialog) -> int:
        dialog.tournament_check.setChecked(True)
        choose = dialog.rules_editor.preset_combo
        choose.setCurrentIndex(choose.findData("odessa"))
        choose.activated.emit(choose.currentIndex())
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(SettingsDialog, "exec", accept)
    assert controller.edit_settings() is True
    loaded = SettingsStore(path).load().settings
    assert loaded.tournament_mode is True
    assert loaded.last_preset == "odessa"
    assert rules_from_settings(loaded).players == AppSettings().last_players
    assert changes == [loaded] == [controller.settings]
    assert dataclasses.replace(loaded) == controller.settings
