"""Contradicting rules are said in words, with the fix offered, in every dialog (RULES §14).

Deberts with fifty is played by two (concede fifty, the turned card on the
table); seating four at it leaves two options that four players cannot have.
The New game dialog, the Host dialog and the score keeper share the rules
editor: each says what contradicts by the options' labels (never the engine's
``turned_card_to = table``) and offers one button that sets back those options
and nothing else.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from debertz_desktop.engine.debertz.presets import PRESETS
from debertz_desktop.engine.debertz.rule_options import untangle
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import AppSettings, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.lan.host_dialog import HostDialog
from debertz_desktop.ui.last_setup import settings_with_rules
from debertz_desktop.ui.new_game_dialog import NewGameDialog

#: An engine field name (``turned_card_to``, ``concede_fifty``) or ``name = value``.
FIELD = re.compile(r"\b[a-z]+_[a-z_]+\b|\w+ = \w+")


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    assert i18n.apply_language(Language(request.param)) == request.param
    QApplication.processEvents()
    yield request.param
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def fifty_settings() -> AppSettings:
    return settings_with_rules(AppSettings(), PRESETS["fifty"].rules())


def ok_of(dialog) -> object:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


@pytest.mark.parametrize("kind", [NewGameDialog, HostDialog])
def test_four_players_at_deberts_with_fifty_are_told_why_and_offered_the_fix(
        qtbot, language, kind) -> None:
    dialog = kind(fifty_settings())
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.rules_editor
    assert editor.current_preset() is PRESETS["fifty"] and ok_of(dialog).isEnabled()

    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(4))

    assert not ok_of(dialog).isEnabled()  # "Host" / OK waits for the fix
    text = editor.error_label.text()
    assert editor.error_label.isVisible() and editor.fix_button.isVisible()
    for shown in (text, editor.fix_button.text()):
        assert not FIELD.findall(shown), shown
    # both contradictions, each by its option's label
    if language == "en":
        assert "\u201cTurned card goes to\u201d cannot be \u201cstays on the table\u201d" in text
        assert "\u201cConcede fifty\u201d needs 2 players, not 4" in text
        assert editor.fix_button.text() == ("&Fix: Set \u201cTurned card goes to\u201d to "
                                            "\u201cthe maker\u201d, turn off \u201cConcede "
                                            "fifty\u201d")
    else:
        assert "«Открытая карта уходит»" in text and "«Отдать полтинник»" in text
        assert "«Отдать полтинник»" in editor.fix_button.text()
    # the options are as the player left them until he asks for the fix
    assert editor.value("turned_card_to") == "table" and editor.value("concede_fifty")

    editor.fix_button.click()

    assert ok_of(dialog).isEnabled() and editor.error_label.isHidden()
    assert not editor.fix_button.isVisible()
    fixed = dialog.rules_editor.rules()
    expected = PRESETS["fifty"].rules().replace(
        players=4, teams=True, turned_card_to="maker", concede_fifty=False)
    assert fixed == expected  # those two options and nothing else (End when far ahead: 250)
    assert fixed.mercy_gap == 250


def test_the_host_dialog_says_it_as_the_new_game_dialog_does(qtbot, language) -> None:
    texts = []
    for kind in (NewGameDialog, HostDialog):
        dialog = kind(fifty_settings())
        qtbot.addWidget(dialog)
        dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(4))
        editor = dialog.rules_editor
        texts.append((editor.error_label.text(), editor.fix_button.text(),
                      editor.seating_note.text()))
    assert texts[0] == texts[1]


def test_untangle_names_each_contradiction_and_sets_back_only_those_options() -> None:
    values = PRESETS["fifty"].rules().to_dict() | {"players": 4, "teams": True}
    found = untangle(values)
    assert [e.params["option"] for e in found.errors] == ["turned_card_to", "concede_fifty"]
    assert found.changes == {"turned_card_to": "maker", "concede_fifty": False}
    assert RuleSet(**(values | found.changes)).mercy_gap == 250
    # nothing wrong: nothing to change
    assert untangle(PRESETS["fifty"].rules().to_dict()).changes is None
    # the player's own choice (the number of players) is never what the fix changes
    three = RuleSet(players=3).to_dict() | {"teams": True}
    assert untangle(three).changes == {"teams": False}
    assert untangle(three, keep=("players", "teams")).changes is None


def test_single_deal_with_a_finish_claim_is_fixed_by_turning_the_claim_off(qtbot) -> None:
    dialog = NewGameDialog(settings_with_rules(AppSettings(), PRESETS["belote"].rules()))
    qtbot.addWidget(dialog)
    editor = dialog.rules_editor
    combo = editor.control("target").combo
    combo.setCurrentIndex(combo.findData("single_deal"))
    assert not editor.is_valid()
    assert editor.fix_changes() == {"finish": False}
    assert editor.fix_button.text() == "&Fix: Turn off \u201cClaim the finish\u201d"
    editor.fix()
    assert editor.is_valid() and editor.rules().target == "single_deal"
    assert not editor.rules().finish


def test_oh_hell_fewer_deals_go_no_further_than_the_table_and_the_order_play(qtbot) -> None:
    """OH_HELL §2: seven players going up play 7 deals; the spin box stopped at 29, and at 10
    the dialog said the engine's ``deals = 10: from 1 to 7 deals …``."""
    dialog = NewGameDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.set_game("oh_hell")
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(7))
    editor = dialog.rules_editor
    deals = editor.control("deals")
    deals.check.setChecked(True)
    assert (deals.spin.minimum(), deals.spin.maximum()) == (1, 7)
    deals.spin.setValue(10)
    assert deals.spin.value() == 7 and editor.rules().deals == 7
    assert editor.is_valid() and editor.error_label.isHidden() and ok_of(dialog).isEnabled()
    order = editor.control("deal_order").combo
    order.setCurrentIndex(order.findData("up_down"))  # 1 … 7 … 1
    assert deals.spin.maximum() == 13
    deals.spin.setValue(13)
    order.setCurrentIndex(order.findData("up"))  # the number goes back with the order
    assert deals.spin.maximum() == 7 and deals.spin.value() == 7 and editor.is_valid()
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(3))
    assert deals.spin.maximum() == 15 and deals.spin.value() == 7


def shown_values(control) -> list[object]:
    """What a player can set in one option's widgets: each choice, on and off, a number's ends."""
    if control.combo is not None:
        return list(range(control.combo.count()))
    if control.spin is not None:
        return [None, control.spin.minimum(), control.spin.maximum()]
    return [True, False]


def set_shown(control, value: object) -> None:
    if control.combo is not None:
        control.combo.setCurrentIndex(value)
    elif control.spin is not None:
        control.check.setChecked(value is not None)
        if value is not None:
            control.spin.setValue(value)
    else:
        control.check.setChecked(value)


def test_whatever_a_player_sets_the_rules_dialog_says_in_words(qtbot, language) -> None:
    """Every option of every game set to each value the widgets offer, at every table: what
    contradicts is said by the options' labels and values, never as ``deals = 10`` or
    ``four_of_a_kind_bonus = trick_of_one_suit`` (messages meant for a damaged file)."""
    from debertz_desktop.engine.games import GAMES
    from debertz_desktop.ui.rules_editor import RulesEditor

    said = 0
    for kind in GAMES.values():
        for players in kind.option("players").choices:
            base = kind.rules_type(players=players)
            editor = RulesEditor(base)
            qtbot.addWidget(editor)
            for name, control in editor.tabs.controls.items():
                if name == "players" or not control.info.applies(base):
                    continue
                for value in shown_values(control):
                    set_shown(control, value)
                    if not editor.is_valid():
                        said += 1
                        for shown in (editor.error_text(), editor.fix_button.text()):
                            assert not FIELD.findall(shown), (kind.key, players, name, shown)
                    editor.set_rules(base)
    assert said, "some choices contradict the table (Master's bank of one suit with 3)"
