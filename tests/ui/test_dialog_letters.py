"""Every field of the New Game dialog answers Alt + a letter of its own — the rule fields too,
which each game's option metadata builds ("Fewer deals", "Order of the deals"…) — in English
and in Russian; two fields shown together on one letter would only move the focus between
them (``ui/accelerators.py``)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel

from debertz_desktop.engine.games import GAMES
from debertz_desktop.storage.settings import AppSettings, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.accelerators import groups
from debertz_desktop.ui.new_game_dialog import NewGameDialog
from debertz_desktop.ui.table.mnemonics import mnemonic_of, plain


@pytest.fixture(params=[Language.EN, Language.RU], ids=["en", "ru"])
def language(request):
    i18n.apply_language(request.param)
    QApplication.processEvents()
    yield request.param
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def clashes(dialog) -> list[str]:
    found = []
    for group in groups(dialog):
        letters = defaultdict(list)
        for widget in group:
            letters[mnemonic_of(widget.text())].append(plain(widget.text()))
        found += [f"{letter!r}: {texts}" for letter, texts in letters.items()
                  if len(texts) > 1 or not letter]
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_field_of_the_new_game_dialog_has_a_letter_of_its_own(qtbot, language, game):
    dialog = NewGameDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_game(game)
    dialog.show_rules(True)
    qtbot.waitUntil(lambda: not dialog._fit_due)
    assert clashes(dialog) == []
    fields = [w for group in groups(dialog) for w in group]
    names = {plain(w.text()) for w in fields}
    rule_labels = {plain(label.text()) for label in dialog.rules_editor.tabs.findChildren(QLabel)
                   if label.buddy() is not None}
    rule_checks = {plain(check.text()) for check in
                   dialog.rules_editor.tabs.findChildren(QCheckBox)}
    assert rule_labels and rule_labels <= names
    # a check box beside its label ("Fewer deals: ☐ On") is reached by the label's letter
    assert all(text in names or text in {"On", "Вкл."} for text in rule_checks)


def test_alt_and_the_letter_reaches_a_rule_field(qtbot):
    """Alt + the letter of "Fewer deals" (Oh Hell) puts the focus on its check box."""
    dialog = NewGameDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_game("oh_hell")
    dialog.show_rules(True)
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: not dialog._fit_due)
    label = next(w for w in dialog.rules_editor.tabs.findChildren(QLabel)
                 if w.buddy() is not None and w.isVisible())
    letter = mnemonic_of(label.text())
    assert letter
    dialog.activateWindow()
    qtbot.keyClick(dialog, getattr(Qt.Key, f"Key_{letter.upper()}"),
                   Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: label.buddy().hasFocus())
