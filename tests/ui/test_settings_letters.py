"""Every field of the Settings dialog and of the score keeper's set-up answers Alt + a letter
of its own, in English and in Russian: the rule fields too, which each game's option
metadata builds, in tabs inside the Rules tab (``ui/accelerators.py``).  Before, the rule
fields had no letter at all, and "Confirm before playing a card" and "Play on the network
on this computer only" shared C."""

from __future__ import annotations

import pytest
from letters_support import clashes, in_language, unreachable_fields
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QWidget,
)

from debertz_desktop.engine.debertz.presets import PRESETS
from debertz_desktop.engine.games import GAMES
from debertz_desktop.storage.settings import AppSettings, Language
from debertz_desktop.ui.accelerators import assign_mnemonics
from debertz_desktop.ui.last_setup import settings_with_rules
from debertz_desktop.ui.score_keeper.window import ScoreKeeperWindow
from debertz_desktop.ui.settings_dialog import SettingsDialog
from debertz_desktop.ui.table.mnemonics import mnemonic_of


@pytest.fixture(params=[Language.EN, Language.RU], ids=["en", "ru"])
def language(request, qapp):
    in_language(request.param)
    yield request.param
    in_language(Language.EN)


def every_page(dialog, editor):
    """Shows each page of ``dialog``'s tabs in turn (each tab of rules inside the Rules
    tab), yielding its name."""
    for outer in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(outer)
        if dialog.tabs.widget(outer).isAncestorOf(editor):
            for inner in range(editor.tabs.count()):
                editor.tabs.setCurrentIndex(inner)
                QApplication.processEvents()
                yield f"{dialog.tabs.tabText(outer)} > {editor.tabs.tabText(inner)}"
        else:
            QApplication.processEvents()
            yield dialog.tabs.tabText(outer)


def settings_dialog(qtbot, game: str) -> SettingsDialog:
    dialog = SettingsDialog(settings_with_rules(AppSettings(), GAMES[game].default_rules()))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_page_of_the_settings_has_a_letter_for_every_field(qtbot, language, game):
    dialog = settings_dialog(qtbot, game)
    assert dialog.rules_editor.kind is GAMES[game]
    pages = 0
    for page in every_page(dialog, dialog.rules_editor):
        assert clashes(dialog) == [], page
        assert unreachable_fields(dialog) == [], page
        pages += 1
    assert pages == dialog.rules_editor.tabs.count() + 2


def test_the_letters_follow_a_change_of_language(qtbot):
    """Switched to Russian while open: the rule fields' new words get letters too."""
    dialog = settings_dialog(qtbot, "debertz")
    try:
        in_language(Language.RU)
        assert "Вариант" in dialog.rules_editor.preset_label.text().replace("&", "")
        for page in every_page(dialog, dialog.rules_editor):
            assert clashes(dialog) == [], page
            assert unreachable_fields(dialog) == [], page
    finally:
        in_language(Language.EN)


def test_a_fix_offered_for_contradicting_rules_gets_a_letter_of_its_own(qtbot, language):
    # RULES §14: Deberts with fifty seated four contradicts; the Fix button comes with it
    dialog = SettingsDialog(settings_with_rules(AppSettings(), PRESETS["fifty"].rules()))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    editor = dialog.rules_editor
    players = editor.control("players").combo
    players.setCurrentIndex(players.findData(4))
    qtbot.waitUntil(lambda: editor.fix_button.isVisible())
    QApplication.processEvents()
    assert mnemonic_of(editor.fix_button.text())
    for page in every_page(dialog, editor):
        assert clashes(dialog) == [], page


def test_alt_and_the_letter_reaches_a_rule_field_of_the_settings(qtbot, english):
    dialog = settings_dialog(qtbot, "magistr")
    editor = dialog.rules_editor
    editor.tabs.setCurrentIndex(editor.tabs.count() - 1)
    label = next(w for w in editor.tabs.currentWidget().findChildren(QLabel)
                 if w.buddy() is not None and w.isVisible())
    letter = mnemonic_of(label.text())
    assert letter
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog, getattr(Qt.Key, f"Key_{letter.upper()}"),
                   Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: label.buddy().hasFocus())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_score_keepers_set_up_has_a_letter_for_every_field(qtbot, language, game):
    """The keeper's own menu bar (Game) counts: its letter is given to no field."""
    window = ScoreKeeperWindow(rules=GAMES[game].default_rules())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    setup = window.setup
    assert setup.kind is GAMES[game]
    for inner in range(setup.rules.tabs.count()):
        setup.rules.tabs.setCurrentIndex(inner)
        QApplication.processEvents()
        assert clashes(window) == [], setup.rules.tabs.tabText(inner)
        assert unreachable_fields(window) == [], setup.rules.tabs.tabText(inner)


def test_the_score_keepers_letters_follow_another_game(qtbot, english):
    window = ScoreKeeperWindow(rules=GAMES["debertz"].default_rules())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    setup = window.setup
    setup.game.setCurrentIndex(setup.game.findData("oh_hell"))
    setup.game.activated.emit(setup.game.currentIndex())
    QApplication.processEvents()
    assert setup.kind is GAMES["oh_hell"]
    for inner in range(setup.rules.tabs.count()):
        setup.rules.tabs.setCurrentIndex(inner)
        QApplication.processEvents()
        assert clashes(window) == [], setup.rules.tabs.tabText(inner)
        assert unreachable_fields(window) == [], setup.rules.tabs.tabText(inner)


def test_the_translations_own_letters_stay_and_a_generated_one_marks_a_word(qtbot):
    """A letter the translation chose stays where it meets none shown with it, even on a
    page: the button shown with every page yields instead (Russian Settings: «&Подсвечивать
    карты…» kept its П, «По умолчанию» takes another); a letter chosen as a word's first is
    marked there, not earlier in another word."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    tabs = QTabWidget(dialog)
    page, other = QWidget(), QWidget()
    tabs.addTab(page, "One")
    tabs.addTab(other, "Two")
    highlight = QCheckBox("&Подсвечивать карты, которыми можно ходить", page)
    confirm = QCheckBox("Подтверждать ход", page)
    kept = QCheckBox("&Колода", other)
    label = QLabel("Колода карт:", other)
    label.setBuddy(QComboBox(other))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.RestoreDefaults, dialog)
    restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    restore.setText("По умолчанию")
    assign_mnemonics(dialog)
    assert highlight.text() == "&Подсвечивать карты, которыми можно ходить"
    assert kept.text() == "&Колода"
    assert mnemonic_of(restore.text()) not in {"п", "к", ""}
    assert mnemonic_of(confirm.text()) not in {"п", mnemonic_of(restore.text()), ""}
    assert mnemonic_of(label.text()) not in {"к", mnemonic_of(restore.text()), ""}
    assert restore.text() == "По &умолчанию"  # U begins a word: marked there
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not mnemonic_of(ok.text())  # Enter presses it
    assign_mnemonics(dialog)  # again (a new language, another game): the same letters
    assert restore.text() == "По &умолчанию" and highlight.text().startswith("&П")
