"""Choosing the game: each variant says which tables it is for, a variant not played at
the chosen table is greyed out with the reason, and neither choice changes the other
silently — in New Game and in Settings → Rules (RULES §14, issue 23)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_new_game_dialog import make_dialog, seat
from test_settings_dialog import set_widget

from debertz_desktop.engine.debertz.presets import PRESETS
from debertz_desktop.storage.settings import AppSettings, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.last_setup import settings_with_rules
from debertz_desktop.ui.rules_editor import RulesEditor
from debertz_desktop.ui.settings_dialog import SettingsDialog

#: RULES §14 "players / teams", as the preset list shows it.
TABLES = {
    "classic": "2–3 players",
    "site": "2–4 players, alone or in pairs with 4",
    "kharkov": "2–4 players, alone or in pairs with 4",
    "odessa": "2–4 players, in pairs with 4",
    "belote": "4 players in pairs",
    "short": "2–3 players",
    "fifty": "2 players",
}


def item(editor: RulesEditor, key: str):
    return editor.preset_combo.model().item(editor.preset_combo.findData(key))


def offered(editor: RulesEditor) -> set[str]:
    return {key for key in PRESETS if item(editor, key).isEnabled()}


def test_every_variant_shows_its_tables(qtbot) -> None:
    editor = RulesEditor(PRESETS["classic"].rules(3))
    qtbot.addWidget(editor)
    for key, preset in PRESETS.items():
        text = editor.preset_combo.itemText(editor.preset_combo.findData(key))
        assert text == f"{preset.name} — {TABLES[key]}"


@pytest.mark.parametrize(("players", "pairs", "expected"), [
    (2, False, {"classic", "site", "kharkov", "odessa", "short", "fifty"}),
    (3, False, {"classic", "site", "kharkov", "odessa", "short"}),
    (4, False, {"site", "kharkov"}),
    (4, True, {"site", "kharkov", "odessa", "belote"}),
])
def test_only_the_variants_played_at_the_table_are_offered(qtbot, players, pairs,
                                                           expected) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["site"].rules(3)))
    seat(dialog, players, pairs)
    editor = dialog.rules_editor
    assert offered(editor) == expected
    for key in set(PRESETS) - expected:
        tip = item(editor, key).data(Qt.ItemDataRole.ToolTipRole)
        assert tip.startswith(f"{PRESETS[key].name} is played by {TABLES[key]}, not by ")


def test_four_players_keep_their_seats_and_say_why_the_rules_are_custom(qtbot) -> None:
    """The report: with 4 players Classic turned "Custom" silently, and choosing Classic
    again seated 2 — a new player concluded that four cannot play."""
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["classic"].rules(3)))
    dialog.show()
    editor = dialog.rules_editor
    assert editor.seating_note.isHidden()
    seat(dialog, 4, pairs=True)
    assert dialog.players() == 4 and dialog.pairs()
    assert editor.preset_combo.currentData() == "custom"
    note = editor.seating_note
    assert note.isVisible()
    assert note.text() == (
        "Classic (Moscow) is played by 2–3 players: for 4 players in pairs its rules are kept "
        "as “Custom”. Variants for 4 players in pairs: Site, Kharkov, Odessa (Klabor), "
        "Paired Belote.")
    # Classic cannot be chosen at this table, so it cannot seat two behind the player's back.
    assert not item(editor, "classic").isEnabled()
    # A variant played by four takes over; the note goes.
    index = editor.preset_combo.findData("kharkov")
    editor.preset_combo.setCurrentIndex(index)
    editor.preset_combo.activated.emit(index)
    assert dialog.players() == 4 and dialog.pairs()
    assert dialog.choice().rules == PRESETS["kharkov"].rules(4, True)
    assert note.isHidden()


def test_a_variant_never_changes_the_players(qtbot) -> None:
    dialog = make_dialog(qtbot, settings_with_rules(AppSettings(), PRESETS["site"].rules(2)))
    editor = dialog.rules_editor
    for players, pairs in ((2, False), (3, False), (4, False), (4, True)):
        seat(dialog, players, pairs)
        for key in offered(editor):
            index = editor.preset_combo.findData(key)
            editor.preset_combo.setCurrentIndex(index)
            editor.preset_combo.activated.emit(index)
            assert (dialog.players(), dialog.pairs()) == (players, pairs), key
            assert editor.preset_combo.currentData() == key


def test_settings_rules_say_the_same(qtbot) -> None:
    dialog = SettingsDialog(settings_with_rules(AppSettings(), PRESETS["odessa"].rules(4, True)))
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.rules_editor
    assert offered(editor) == {"site", "kharkov", "odessa", "belote"}
    set_widget(editor, "teams", False)
    assert editor.preset_combo.currentData() == "custom"
    assert editor.seating_note.isVisible()
    assert editor.seating_note.text().startswith(
        "Odessa (Klabor) is played by 2–4 players, in pairs with 4: for 4 players, each for "
        "himself its rules are kept as “Custom”.")
    assert offered(editor) == {"site", "kharkov"}
    set_widget(editor, "teams", True)
    assert editor.preset_combo.currentData() == "odessa" and editor.seating_note.isHidden()


def test_the_reasons_are_russian(qtbot, qapp) -> None:
    i18n.apply_language(Language.RU)
    QApplication.processEvents()
    try:
        dialog = make_dialog(qtbot,
                             settings_with_rules(AppSettings(), PRESETS["classic"].rules(3)))
        editor = dialog.rules_editor
        assert editor.preset_combo.itemText(0) == "Классика (московский) — 2–3 игрока"
        seat(dialog, 4, pairs=True)
        tip = item(editor, "classic").data(Qt.ItemDataRole.ToolTipRole)
        assert tip == "«Классика (московский)»: играют 2–3 игрока, а не 4 игрока в парах."
        assert "Варианты для стола «4 игрока в парах»: По сайту, Харьковский" in \
            editor.seating_note.text()
    finally:
        i18n.apply_language(Language.EN)
        QApplication.processEvents()


def test_a_value_word_shared_by_two_options_reads_as_each_means_it(qtbot) -> None:
    # MASTER §7 max_tie = none: nobody scores the MAX deal's tie — not "no trumps" (§3)
    from debertz_desktop.engine.magistr import MagistrRules

    editor = RulesEditor(MagistrRules(players=3))
    qtbot.addWidget(editor)
    texts = {name: [editor.control(name).combo.itemText(i)
                    for i in range(editor.control(name).combo.count())]
             for name in ("max_tie", "trump_mode")}
    assert texts["max_tie"] == ["shared equally", "nobody scores"]
    assert "no trumps" in texts["trump_mode"]
    # MASTER §3: the senior and junior trumps are suits, shown by their signs
    senior = editor.control("senior_trump").combo
    assert [senior.itemText(i) for i in range(senior.count())] == ["♠", "♣", "♦", "♥"]
