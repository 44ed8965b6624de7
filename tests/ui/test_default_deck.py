"""The deck a new player sees has the indices of his interface language; a chosen deck stays.

Issue: with an English interface a new player saw the Atlasnye deck with Cyrillic
indices (В Д К Т) — the settings' default was that deck whatever the language.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from debertz_desktop.storage.settings import (
    AnimationSpeed,
    AppSettings,
    Deck,
    Language,
    SettingsStore,
)
from debertz_desktop.ui import i18n
from debertz_desktop.ui.card_faces import DECKS, deck_info, default_deck, shown_deck
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.settings_dialog import SettingsDialog


@pytest.fixture
def english(qapp):
    i18n.apply_language(Language.EN)
    QApplication.processEvents()
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


@pytest.fixture
def russian(qapp):
    assert i18n.apply_language(Language.RU) == "ru"
    QApplication.processEvents()
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


# -- which deck ------------------------------------------------------------------------------


def test_each_language_has_a_deck_with_its_own_indices(qapp) -> None:
    assert default_deck("en") == "atlasnye"
    assert deck_info("atlasnye").indices == "latin"
    assert default_deck("ru") == "atlasnye_ru"
    assert deck_info("atlasnye_ru").indices == "cyrillic"
    # a language the program does not speak reads Latin indices
    assert default_deck("de") == "atlasnye"


def test_the_deck_names_say_their_indices(qapp) -> None:
    names = {deck.id: deck.name for deck in DECKS}
    assert "В Д К Т" in names["atlasnye_ru"] and "J Q K A" in names["atlasnye"]


def test_a_chosen_deck_is_shown_whatever_the_language(qapp) -> None:
    assert shown_deck("atlasnye_ru", "en") == "atlasnye_ru"
    assert shown_deck("atlasnye", "ru") == "atlasnye"
    assert shown_deck("drawn", "ru") == "drawn"
    assert shown_deck(None, "ru") == "atlasnye_ru"
    assert shown_deck("gone", "en") == "atlasnye"  # a deck no longer installed


# -- the table -------------------------------------------------------------------------------


def window(qtbot, settings: AppSettings) -> MainWindow:
    w = MainWindow(settings, store=SettingsStore(), start_game=False)
    qtbot.addWidget(w)
    return w


NEW = AppSettings(animation_speed=AnimationSpeed.OFF)


def test_a_new_player_with_an_english_interface_sees_latin_indices(qtbot, english) -> None:
    assert window(qtbot, NEW).table.scene.deck == "atlasnye"


def test_a_new_player_with_a_russian_interface_sees_cyrillic_indices(qtbot, russian) -> None:
    assert window(qtbot, NEW).table.scene.deck == "atlasnye_ru"


def test_a_new_players_settings_file_gives_the_deck_of_the_language(qtbot, english) -> None:
    # no settings file at all: what the application loads at start
    loaded = SettingsStore().load().settings
    assert loaded.deck is None
    settings = dataclasses.replace(loaded, animation_speed=AnimationSpeed.OFF)
    assert window(qtbot, settings).table.scene.deck == "atlasnye"


def test_a_chosen_deck_is_kept_on_the_table_in_either_language(qtbot, english) -> None:
    chosen = dataclasses.replace(NEW, deck=Deck.ATLASNYE_RU)
    assert window(qtbot, chosen).table.scene.deck == "atlasnye_ru"
    i18n.apply_language(Language.RU)
    chosen = dataclasses.replace(NEW, deck=Deck.ATLASNYE)
    assert window(qtbot, chosen).table.scene.deck == "atlasnye"


def switch_language(monkeypatch, w: MainWindow, language: Language) -> None:
    """Settings → Application → Language, then OK, as a player does it."""
    def accept(dialog: SettingsDialog) -> int:
        dialog.language_combo.setCurrentIndex(dialog.language_combo.findData(language.value))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(SettingsDialog, "exec", accept)
    w.edit_settings()
    QApplication.processEvents()


def test_the_deck_follows_a_change_of_language_until_one_is_chosen(
        qtbot, english, monkeypatch) -> None:
    w = window(qtbot, NEW)
    switch_language(monkeypatch, w, Language.RU)
    assert i18n.current_language() == "ru"
    assert w.table.scene.deck == "atlasnye_ru"
    assert w.settings.deck is None
    assert SettingsStore().load().settings.deck is None
    switch_language(monkeypatch, w, Language.EN)
    assert w.table.scene.deck == "atlasnye"


def test_a_chosen_deck_stays_when_the_language_changes(qtbot, english, monkeypatch) -> None:
    w = window(qtbot, dataclasses.replace(NEW, deck=Deck.ATLASNYE))
    switch_language(monkeypatch, w, Language.RU)
    assert w.table.scene.deck == "atlasnye"
    assert SettingsStore().load().settings.deck is Deck.ATLASNYE


# -- the settings dialog ----------------------------------------------------------------------


def dialog(qtbot, settings: AppSettings) -> SettingsDialog:
    d = SettingsDialog(settings)
    qtbot.addWidget(d)
    return d


@pytest.mark.parametrize(("language", "deck"), [(Language.EN, "atlasnye"),
                                                (Language.RU, "atlasnye_ru")])
def test_the_dialog_shows_the_deck_the_table_shows(qtbot, language, deck) -> None:
    d = dialog(qtbot, AppSettings(language=language))
    assert d.deck_combo.currentData() == deck
    assert d.settings().deck is None  # shown, not chosen: it still follows the language


def test_the_dialog_shows_the_system_languages_deck(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(QLocale, "system", lambda: QLocale("ru_RU"))
    d = dialog(qtbot, AppSettings(language=Language.SYSTEM))
    assert d.deck_combo.currentData() == "atlasnye_ru"


def test_the_shown_deck_follows_the_language_chosen_in_the_dialog(qtbot) -> None:
    d = dialog(qtbot, AppSettings(language=Language.EN))
    d.language_combo.setCurrentIndex(d.language_combo.findData("ru"))
    assert d.deck_combo.currentData() == "atlasnye_ru"
    assert d.settings().deck is None


def test_choosing_a_deck_in_the_dialog_keeps_it(qtbot) -> None:
    d = dialog(qtbot, AppSettings(language=Language.EN))
    d.deck_combo.setCurrentIndex(d.deck_combo.findData("atlasnye_ru"))
    d.language_combo.setCurrentIndex(d.language_combo.findData("ru"))
    d.language_combo.setCurrentIndex(d.language_combo.findData("en"))
    assert d.deck_combo.currentData() == "atlasnye_ru"
    assert d.settings().deck is Deck.ATLASNYE_RU


def test_a_chosen_deck_is_shown_and_kept_in_the_dialog(qtbot) -> None:
    d = dialog(qtbot, AppSettings(language=Language.EN, deck=Deck.ATLASNYE_RU))
    assert d.deck_combo.currentData() == "atlasnye_ru"
    d.language_combo.setCurrentIndex(d.language_combo.findData("ru"))
    assert d.settings().deck is Deck.ATLASNYE_RU


def test_restore_defaults_lets_the_deck_follow_the_language_again(qtbot) -> None:
    d = dialog(qtbot, AppSettings(language=Language.RU, deck=Deck.DRAWN))
    d.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert d.settings().deck is None
    assert d.deck_combo.currentData() == default_deck(
        i18n.resolve_language(d.language_combo.currentData()))


def test_closed_settings_and_new_game_dialogs_are_not_kept(qtbot, english, monkeypatch) -> None:
    # opened a hundred times in an evening, each dialog used to stay, hidden, in the window
    from PySide6.QtCore import QCoreApplication, QEvent

    from debertz_desktop.ui.new_game_dialog import NewGameDialog

    w = window(qtbot, NEW)
    monkeypatch.setattr(SettingsDialog, "exec", lambda d: QDialog.DialogCode.Rejected.value)
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: QDialog.DialogCode.Rejected.value)
    for _ in range(3):
        w.edit_settings()
        w.ask_new_game()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QApplication.processEvents()
    assert not w.findChildren(SettingsDialog) and not w.findChildren(NewGameDialog)
