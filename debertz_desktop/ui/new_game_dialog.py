"""The new-game dialog: the game, seating, names, computer levels and the rules (RULES §2,
§14; OH_HELL §2; MASTER §2).

Seat 0 is the player at this computer; every other seat is a computer player.
The last choices come from ``AppSettings.last_*`` and ``remembered()`` gives
the settings to save back.  The seating controls and the rules editor edit the
same ``RuleSet``: choosing Paired Belote seats four in pairs, and seating four
changes the rules as the engine's ``RuleSet.replace`` does.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from debertz_desktop.ai.base import Level
from debertz_desktop.engine.game_kind import GameKind
from debertz_desktop.engine.games import GAMES
from debertz_desktop.storage.settings import AppSettings
from debertz_desktop.ui.accelerators import assign_mnemonics
from debertz_desktop.ui.last_setup import (
    CUSTOM,
    levels_from_settings,
    rules_from_settings,
    settings_kind,
    settings_with_levels,
    settings_with_rules,
)
from debertz_desktop.ui.player_names import default_name, kept_names, settings_names
from debertz_desktop.ui.rule_texts import preset_item_text
from debertz_desktop.ui.rules_editor import RulesEditor
from debertz_desktop.ui.window_placement import fit_to_screen

#: The most seats any game has (Oh Hell: seven).
MAX_SEATS = max(max(kind.player_counts) for kind in GAMES.values())
NAME_MAX_LENGTH = 24
DEFAULT_LEVEL = Level.MEDIUM


@dataclass(frozen=True)
class NewGameChoice:
    """What the player chose: the rules, a name per seat and a level per computer seat.

    ``names`` and ``levels`` have one entry per seat (``rules.players``); an empty
    name is the seat's default name ("You", "Computer 1"), shown in the current
    language; ``levels[0]`` is ``None``: seat 0 is the human.
    """

    rules: Any
    names: tuple[str, ...]
    levels: tuple[Level | None, ...]


class NewGameDialog(QDialog):
    """Asks for a new game; ``choice()`` after OK, ``remembered()`` to save the choices."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        kind = settings_kind(settings)
        rules = rules_from_settings(settings, kind)

        self.game_label = QLabel(self)
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("game")
        for key in GAMES:
            self.game_combo.addItem("", key)
        self.game_combo.setCurrentIndex(self.game_combo.findData(kind.key))
        self.game_label.setBuddy(self.game_combo)
        self.players_label = QLabel(self)
        self.players_combo = QComboBox(self)
        self.players_combo.setObjectName("players")
        self._fill_players(kind)
        self.players_label.setBuddy(self.players_combo)
        self.pairs_check = QCheckBox(self)
        self.pairs_check.setObjectName("pairs")

        self.seats_box = QGroupBox(self)
        seats = QGridLayout(self.seats_box)
        seats.setColumnStretch(1, 1)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.level_combos: list[QComboBox | None] = []
        for seat in range(MAX_SEATS):
            label = QLabel(self.seats_box)
            edit = QLineEdit(self.seats_box)
            edit.setObjectName(f"name{seat}")
            edit.setMaxLength(NAME_MAX_LENGTH)
            label.setBuddy(edit)
            seats.addWidget(label, seat, 0)
            seats.addWidget(edit, seat, 1)
            combo: QComboBox | None = None
            if seat > 0:
                combo = QComboBox(self.seats_box)
                combo.setObjectName(f"level{seat}")
                for level in Level:
                    combo.addItem("", level.value)
                seats.addWidget(combo, seat, 2)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.level_combos.append(combo)
        self._show_names_and_levels(settings, kind)

        self.rules_editor = RulesEditor(rules, self, hidden_options=("players", "teams"))
        self.edit_rules_button = QToolButton(self)
        self.edit_rules_button.setObjectName("editRules")
        self.edit_rules_button.setCheckable(True)
        self.edit_rules_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.edit_rules_button.setArrowType(Qt.ArrowType.RightArrow)
        self.edit_rules_button.toggled.connect(self.show_rules)
        self.rules_editor.tabs.hide()
        self.rules_editor.add_to_preset_row(self.edit_rules_button)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        game_row = QHBoxLayout()
        game_row.addWidget(self.game_label)
        game_row.addWidget(self.game_combo)
        game_row.addStretch(1)
        seating = QHBoxLayout()
        seating.addWidget(self.players_label)
        seating.addWidget(self.players_combo)
        seating.addSpacing(16)
        seating.addWidget(self.pairs_check)
        seating.addStretch(1)
        layout = QVBoxLayout(self)
        self.setMinimumWidth(440)
        layout.addLayout(game_row)
        layout.addLayout(seating)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.rules_editor, 1)
        layout.addWidget(self.buttons)

        self._show_seating()
        self.players_combo.currentIndexChanged.connect(self._players_edited)
        self.game_combo.activated.connect(self._game_chosen)
        self.pairs_check.toggled.connect(self._pairs_edited)
        self.rules_editor.rulesChanged.connect(self._rules_changed)
        self._fit_due = False
        # The width the dialog had with the rules folded: it grows, never shrinks, so that
        # it does not change width back and forth as the game is switched.
        self._folded_width = 0
        self.retranslate()
        self._rules_changed()
        assign_mnemonics(self)

    # -- the game ------------------------------------------------------------------

    @property
    def kind(self) -> GameKind:
        """The game chosen (its rules are the editor's)."""
        return self.rules_editor.kind

    def set_game(self, key: str) -> None:
        """Chooses game ``key``: its last rules and levels, its tables."""
        index = self.game_combo.findData(key)
        if index >= 0:
            self.game_combo.setCurrentIndex(index)
            self._game_chosen(index)

    def _game_chosen(self, index: int) -> None:
        kind = GAMES[self.game_combo.itemData(index)]
        if kind is self.kind:
            return
        self._settings = self.remembered()  # this game's choices stay for a switch back
        self._fill_players(kind)
        self.rules_editor.set_rules(rules_from_settings(self._settings, kind))
        self._show_names_and_levels(self._settings, kind)
        self._rules_changed()

    def _fill_players(self, kind: GameKind) -> None:
        self.players_combo.blockSignals(True)
        self.players_combo.clear()
        for count in kind.player_counts:
            self.players_combo.addItem(str(count), count)
        self.players_combo.blockSignals(False)

    # -- values --------------------------------------------------------------------

    def players(self) -> int:
        return int(self.players_combo.currentData())

    def pairs(self) -> bool:
        return self.pairs_check.isChecked()

    def choice(self) -> NewGameChoice:
        """The game asked for; raises ``RuleSetError`` if the rules contradict (OK is off)."""
        rules = self.rules_editor.rules()
        names = tuple(self.name_edits[seat].text().strip() for seat in range(rules.players))
        levels: tuple[Level | None, ...] = (None, *(
            Level(combo.currentData()) for combo in self.level_combos[1:rules.players]
            if combo is not None))
        return NewGameChoice(rules, names, levels)

    def remembered(self) -> AppSettings:
        """The settings with these choices as the last ones (every seat, shown or not)."""
        names = [edit.text().strip() for edit in self.name_edits]
        settings = dataclasses.replace(
            self._settings,
            player_name=names[0],
            computer_names=kept_names(names[1:]),
        )
        settings = settings_with_levels(settings, self.kind, tuple(
            str(combo.currentData()) for combo in self.level_combos if combo is not None))
        if self.rules_editor.is_valid():
            settings = settings_with_rules(settings, self.rules_editor.rules())
        return settings

    def default_name(self, seat: int) -> str:
        """The name of a seat left empty, in the current language (as everywhere)."""
        return default_name(seat)

    def _show_names_and_levels(self, settings: AppSettings, kind: GameKind) -> None:
        for edit, name in zip(self.name_edits, settings_names(settings, MAX_SEATS), strict=True):
            edit.setText(name[:NAME_MAX_LENGTH])
        levels = levels_from_settings(settings, kind)
        for seat, combo in enumerate(self.level_combos):
            if combo is None:
                continue
            saved = levels[seat - 1] if seat - 1 < len(levels) else DEFAULT_LEVEL.value
            index = combo.findData(saved)
            combo.setCurrentIndex(index if index >= 0 else combo.findData(DEFAULT_LEVEL.value))

    # -- seating and rules -------------------------------------------------------------

    def show_rules(self, shown: bool) -> None:
        """Shows or hides the rule tabs under "Edit rules…"."""
        if self.edit_rules_button.isChecked() != shown:
            self.edit_rules_button.setChecked(shown)
            return
        self.edit_rules_button.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.rules_editor.tabs.setVisible(shown)
        self._fit_soon()

    def _fit_soon(self) -> None:
        """Fits the dialog to what it shows once the layout has seen the change."""
        if not self._fit_due:
            self._fit_due = True
            QTimer.singleShot(0, self, self.fit_to_contents)

    def fit_to_contents(self) -> None:
        """As high as its contents, no higher: it grows for the rule tabs or a note and
        shrinks when they go or fewer seats are shown; never larger than the screen
        (the rule tabs scroll), moved up if it grew past the screen's bottom."""
        self._fit_due = False
        assign_mnemonics(self)  # the fields of a game just chosen, or in a new language
        # the layouts see the shown and hidden rows first
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.layout().activate()
        hint = self.sizeHint().expandedTo(self.minimumSizeHint())
        if self.rules_editor.tabs.isVisible():
            width = max(hint.width(), self.width())
        else:
            self._folded_width = width = max(hint.width(), self._folded_width)
        fit_to_screen(self, QSize(width, hint.height()))

    def _players_edited(self) -> None:
        """Four players sit in pairs or not as the preset is usually played."""
        players = self.players()
        self.rules_editor.set_seating(players, None if players == 4 else False)

    def _pairs_edited(self) -> None:
        players = self.players()
        self.rules_editor.set_seating(players, self.pairs() and players == 4)

    def _rules_changed(self) -> None:
        self._show_seating()
        valid = self.rules_editor.is_valid()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(valid)
        if not valid:
            self.show_rules(True)
        self._fit_soon()  # a note came or went, seats were added or removed

    def _show_seating(self) -> None:
        """The seating controls and seat rows as the rules have them."""
        players = int(self.rules_editor.value("players"))  # type: ignore[call-overload]
        teams = bool(self.rules_editor.value("teams", False))
        for widget in (self.players_combo, self.pairs_check):
            widget.blockSignals(True)
        self.players_combo.setCurrentIndex(self.players_combo.findData(players))
        self.pairs_check.setChecked(teams)
        self.pairs_check.setEnabled(players == 4)
        self.pairs_check.setVisible(self.kind.option("teams") is not None)
        for widget in (self.players_combo, self.pairs_check):
            widget.blockSignals(False)
        for seat in range(MAX_SEATS):
            shown = seat < players
            for widget in (self.seat_labels[seat], self.name_edits[seat],
                           self.level_combos[seat]):
                if widget is not None:
                    widget.setVisible(shown)
        self._retranslate_seats()

    # -- language --------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_soon()  # once every field has its new text: their letters
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Sets every text again in the current language (standard buttons: Qt does)."""
        self.setWindowTitle(self.tr("New Game"))
        self.game_label.setText(self.tr("&Game:"))
        for index in range(self.game_combo.count()):
            self.game_combo.setItemText(index, QCoreApplication.translate(
                "Game", GAMES[self.game_combo.itemData(index)].name))
        self.game_combo.setToolTip(self.tr("Debertz for 2–4, Oh Hell for 3–7 (bid the exact "
                                           "number of tricks), Master for 2–4 (beat the bank)."))
        self.players_label.setText(self.tr("&Players:"))
        self.pairs_check.setText(self.tr("In &pairs (partners sit opposite)"))
        self.pairs_check.setToolTip(self.tr("With four players: two pairs score together."))
        self.seats_box.setTitle(self.tr("At the table"))
        level_names = {Level.EASY: self.tr("Easy"), Level.MEDIUM: self.tr("Medium"),
                       Level.HARD: self.tr("Hard")}
        for combo in self.level_combos:
            if combo is None:
                continue
            combo.setToolTip(self.tr("How well this computer player plays."))
            for index in range(combo.count()):
                name = level_names.get(combo.itemData(index))
                if name is not None:  # the host dialog adds "a person on the network"
                    combo.setItemText(index, name)
        self.edit_rules_button.setText(self.tr("&Edit rules…"))
        self._retranslate_seats()
        self._steady_variant_width()

    def _steady_variant_width(self) -> None:
        """The Variant list as wide as the longest variant of any game, so that the dialog
        keeps its width when another game is chosen."""
        probe = QComboBox()  # never shown, gone when this returns
        probe.setFont(self.rules_editor.preset_combo.font())
        probe.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for kind in GAMES.values():
            for key in [*kind.presets, CUSTOM]:
                probe.addItem(preset_item_text(kind, key))
        self.rules_editor.preset_combo.setMinimumWidth(probe.sizeHint().width())

    def _retranslate_seats(self) -> None:
        teams = bool(self.rules_editor.value("teams", False))
        for seat, (label, edit) in enumerate(zip(self.seat_labels, self.name_edits, strict=True)):
            if seat == 0:
                text = self.tr("You:")
            elif teams and seat == 2:
                text = self.tr("Partner:")
            elif teams:
                text = self.tr("Opponent {0}:").format((seat + 1) // 2)
            else:
                text = self.tr("Seat {0}:").format(seat + 1)
            label.setText(text)
            edit.setPlaceholderText(self.default_name(seat))
