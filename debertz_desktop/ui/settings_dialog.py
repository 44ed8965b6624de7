"""The settings dialog: the rules of the next game and the application's own settings.

The rules tab is the generated ``RulesEditor``; OK stays disabled while the
engine rejects the rules and its message is shown (RULES §14).  Every field
answers Alt + a letter of its own on its page (``ui/accelerators.py``).  The dialog
only edits values: ``SettingsController`` stores them and applies the language.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui.accelerators import assign_mnemonics, assign_soon
from debertz_desktop.ui.card_faces import available_decks, shown_deck
from debertz_desktop.ui.i18n import resolve_language
from debertz_desktop.ui.last_setup import rules_from_settings, settings_with_rules
from debertz_desktop.ui.new_game_dialog import NAME_MAX_LENGTH
from debertz_desktop.ui.player_names import (
    COMPUTERS,
    default_name,
    kept_names,
    settings_names,
)
from debertz_desktop.ui.rules_editor import RulesEditor

#: Language names are written in their own language and never translated.
_ENDONYMS = {Language.EN: "English", Language.RU: "Русский"}


class SettingsDialog(QDialog):
    """Edits an ``AppSettings``: ``settings()`` returns the edited copy.

    The rules tab edits the rules of the next new game (``last_preset`` /
    ``last_rules``); a game in progress keeps its own rules.
    """

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        #: The deck the player chose here or before; ``None`` while it follows the language.
        self._chosen_deck: Deck | None = settings.deck
        self._showing_deck = False

        self.tabs = QTabWidget(self)
        self.rules_editor = RulesEditor(rules_from_settings(settings), self)
        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        self.rules_note = QLabel(rules_page)
        self.rules_note.setWordWrap(True)
        rules_layout.addWidget(self.rules_editor, 1)
        rules_layout.addWidget(self.rules_note)
        self.tabs.addTab(rules_page, "")

        app_page = QWidget()
        form = QFormLayout(app_page)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.language_label = QLabel(app_page)
        self.language_combo = QComboBox(app_page)
        self.language_combo.setObjectName("language")
        for language in Language:
            self.language_combo.addItem("", language.value)
        self.deck_label = QLabel(app_page)
        self.deck_combo = QComboBox(app_page)
        self.deck_combo.setObjectName("deck")
        self.deck_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for deck in available_decks():
            self.deck_combo.addItem(deck.name, deck.id)
        self.four_colour_check = QCheckBox(app_page)
        self.speed_label = QLabel(app_page)
        self.speed_combo = QComboBox(app_page)
        self.speed_combo.setObjectName("animationSpeed")
        for speed in AnimationSpeed:
            self.speed_combo.addItem("", speed.value)
        self.highlight_check = QCheckBox(app_page)
        self.confirm_check = QCheckBox(app_page)
        self.tournament_check = QCheckBox(app_page)
        self.loopback_check = QCheckBox(app_page)
        self.loopback_check.setObjectName("lanLoopback")
        form.addRow(self.language_label, self.language_combo)
        form.addRow(self.deck_label, self.deck_combo)
        form.addRow("", self.four_colour_check)
        form.addRow(self.speed_label, self.speed_combo)
        form.addRow("", self.highlight_check)
        form.addRow("", self.confirm_check)
        form.addRow("", self.tournament_check)
        form.addRow("", self.loopback_check)
        for label, field in ((self.language_label, self.language_combo),
                             (self.deck_label, self.deck_combo),
                             (self.speed_label, self.speed_combo)):
            label.setBuddy(field)
        self.tabs.addTab(app_page, "")
        self.deck_combo.currentIndexChanged.connect(self._deck_changed)
        self.language_combo.currentIndexChanged.connect(self._show_deck)

        names_page = QWidget()
        names_form = QFormLayout(names_page)
        names_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.player_name_label = QLabel(names_page)
        self.player_name_edit = QLineEdit(names_page)
        self.player_name_edit.setObjectName("playerName")
        self.player_name_edit.setMaxLength(NAME_MAX_LENGTH)
        self.player_name_label.setBuddy(self.player_name_edit)
        names_form.addRow(self.player_name_label, self.player_name_edit)
        self.computer_labels: list[QLabel] = []
        self.computer_edits: list[QLineEdit] = []
        for number in range(1, COMPUTERS + 1):
            label = QLabel(names_page)
            edit = QLineEdit(names_page)
            edit.setObjectName(f"computerName{number}")
            edit.setMaxLength(NAME_MAX_LENGTH)
            label.setBuddy(edit)
            names_form.addRow(label, edit)
            self.computer_labels.append(label)
            self.computer_edits.append(edit)
        self.names_note = QLabel(names_page)
        self.names_note.setWordWrap(True)
        names_form.addRow(self.names_note)
        self.tabs.addTab(names_page, "")

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        self.rules_editor.validityChanged.connect(self._validity_changed)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)

        self._show_app_settings(settings)
        self._show_names(settings)
        self._validity_changed(self.rules_editor.is_valid())
        self.retranslate()
        # Alt + a letter for every field, the rule fields too, on every page; again when the
        # Fix button comes or goes (``ui/accelerators.py``)
        assign_mnemonics(self)
        self.rules_editor.rulesChanged.connect(lambda: assign_soon(self))

    # -- values --------------------------------------------------------------------

    def settings(self) -> AppSettings:
        """The edited settings; the rules are included only while they are valid."""
        edited = dataclasses.replace(
            self._settings,
            language=Language(self.language_combo.currentData()),
            deck=self._chosen_deck,
            four_colour=self.four_colour_check.isChecked(),
            animation_speed=AnimationSpeed(self.speed_combo.currentData()),
            highlight_legal=self.highlight_check.isChecked(),
            confirm_play=self.confirm_check.isChecked(),
            tournament_mode=self.tournament_check.isChecked(),
            lan_loopback=self.loopback_check.isChecked(),
            player_name=self.player_name_edit.text().strip(),
            computer_names=kept_names(edit.text() for edit in self.computer_edits),
        )
        if self.rules_editor.is_valid():
            edited = settings_with_rules(edited, self.rules_editor.rules())
        return edited

    def rules(self) -> RuleSet:
        return self.rules_editor.rules()

    def restore_defaults(self) -> None:
        """The default application settings and the default rules for the same seating."""
        defaults = AppSettings()
        self._show_app_settings(defaults)
        try:
            rules = self.rules_editor.rules()
            players = rules.players
        except ValueError:
            players = defaults.last_players
        self.rules_editor.set_rules(rules_from_settings(
            dataclasses.replace(defaults, last_players=players)))

    def _show_app_settings(self, settings: AppSettings) -> None:
        self._chosen_deck = settings.deck
        self.language_combo.setCurrentIndex(
            max(0, self.language_combo.findData(settings.language.value)))
        self._show_deck()
        self.four_colour_check.setChecked(settings.four_colour)
        self.speed_combo.setCurrentIndex(
            max(0, self.speed_combo.findData(settings.animation_speed.value)))
        self.highlight_check.setChecked(settings.highlight_legal)
        self.confirm_check.setChecked(settings.confirm_play)
        self.tournament_check.setChecked(settings.tournament_mode)
        self.loopback_check.setChecked(settings.lan_loopback)

    def _show_names(self, settings: AppSettings) -> None:
        """The names (not touched by "Restore defaults": they are the players', not options)."""
        names = settings_names(settings, COMPUTERS + 1)
        self.player_name_edit.setText(names[0])
        for edit, name in zip(self.computer_edits, names[1:], strict=True):
            edit.setText(name)

    def _show_deck(self) -> None:
        """Selects the deck the table will show: the chosen one or, while none is chosen,
        the one whose indices are in the language selected above (it follows that choice)."""
        language = resolve_language(self.language_combo.currentData() or Language.SYSTEM)
        chosen = None if self._chosen_deck is None else self._chosen_deck.value
        self._showing_deck = True
        try:
            self.deck_combo.setCurrentIndex(
                max(0, self.deck_combo.findData(shown_deck(chosen, language))))
        finally:
            self._showing_deck = False
        self._enable_four_colour()

    def _deck_changed(self) -> None:
        """The player picked a deck: it is his choice from now on, whatever the language."""
        if not self._showing_deck and self.deck_combo.currentData() is not None:
            self._chosen_deck = Deck(self.deck_combo.currentData())
        self._enable_four_colour()

    def _enable_four_colour(self) -> None:
        self.four_colour_check.setEnabled(self.deck_combo.currentData() == Deck.DRAWN.value)

    def _validity_changed(self, valid: bool) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(valid)

    # -- language --------------------------------------------------------------------

    def showEvent(self, event) -> None:
        assign_mnemonics(self)
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            assign_soon(self)  # once the rules editor and the buttons have their new words
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Sets every text again in the current language (standard buttons: Qt does)."""
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("Rules"))
        self.tabs.setTabText(1, self.tr("Application"))
        self.tabs.setTabText(2, self.tr("Players"))
        self.player_name_label.setText(self.tr("&Your name:"))
        self.player_name_edit.setPlaceholderText(default_name(0))
        self.player_name_edit.setToolTip(self.tr(
            "Shown at your seat, on the score sheet and to the other players on the network."))
        for number, (label, edit) in enumerate(zip(self.computer_labels, self.computer_edits,
                                                   strict=True), start=1):
            label.setText(self.tr("Computer player &{number}:").format(number=number))
            edit.setPlaceholderText(default_name(number))
        self.names_note.setText(self.tr(
            "An empty name is shown as the default one, in the language of the interface. "
            "New names are used from the next game; New Game lets you change them too."))
        self.rules_note.setText(self.tr(
            "These rules apply from the next new game; a game in progress keeps its rules. "
            "Point at an option to see what it does."))
        self.language_label.setText(self.tr("&Language:"))
        self.language_combo.setItemText(0, self.tr("System language"))
        for index in range(1, self.language_combo.count()):
            language = Language(self.language_combo.itemData(index))
            self.language_combo.setItemText(index, _ENDONYMS.get(language, language.value))
        self.deck_label.setText(self.tr("Card &deck:"))
        names = {deck.id: deck.name for deck in available_decks()}
        for index in range(self.deck_combo.count()):
            deck_id = self.deck_combo.itemData(index)
            self.deck_combo.setItemText(index, names.get(deck_id, deck_id))
        self.four_colour_check.setText(self.tr("&Four colours (simple deck)"))
        self.four_colour_check.setToolTip(self.tr(
            "Clubs green and diamonds blue, so that no two suits share a colour."))
        self.speed_label.setText(self.tr("&Animation:"))
        speed_names = {
            AnimationSpeed.OFF: self.tr("Off"),
            AnimationSpeed.FAST: self.tr("Fast"),
            AnimationSpeed.NORMAL: self.tr("Normal"),
            AnimationSpeed.SLOW: self.tr("Slow"),
        }
        for index in range(self.speed_combo.count()):
            speed = AnimationSpeed(self.speed_combo.itemData(index))
            self.speed_combo.setItemText(index, speed_names[speed])
        self.highlight_check.setText(self.tr("&Highlight the cards you may play"))
        self.confirm_check.setText(self.tr("&Confirm before playing a card"))
        self.tournament_check.setText(self.tr("&Tournament mode (no hints, no undo)"))
        self.loopback_check.setText(self.tr("Play on the network on this &computer only"))
        self.loopback_check.setToolTip(self.tr(
            "Tables are hosted and looked for on this computer alone (127.0.0.1), never on the "
            "network: to try network play with several windows."))
        self.tournament_check.setToolTip(self.tr(
            "Against the computer: the hint button and undoing your last card are off."))
