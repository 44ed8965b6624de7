"""An editor for a whole rule set of any game, generated from the engine's option metadata.

Nothing here names a rule option: every widget comes from the game's
``GameKind.options`` (one tab per option group, ``rule_tabs.RuleTabs``; the
widgets of each option are ``option_control.OptionControl``'s), so a new option
in the engine shows up in the dialog by itself.  The editor never repairs a
contradiction by itself: it builds the ``RuleSet`` on every change and, while
the options contradict each other, says what contradicts in words (RULES §14)
and offers a "Fix" button that sets back only the options at fault
(``rule_options.untangle``); the dialogs disable OK meanwhile.

Used by the settings dialog, the new-game and host dialogs and the score keeper;
what the settings remember of the rules last set up is ``last_setup.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from debertz_desktop.engine.debertz.kind import DEBERTZ
from debertz_desktop.engine.errors import RuleSetError
from debertz_desktop.engine.game_kind import GameKind
from debertz_desktop.engine.games import kind_of
from debertz_desktop.engine.option_info import Untangled, untangle
from debertz_desktop.ui.last_setup import CUSTOM, preset_for_seating, seated
from debertz_desktop.ui.option_control import OptionControl
from debertz_desktop.ui.rule_tabs import RuleTabs
from debertz_desktop.ui.rule_texts import (
    changes_text,
    preset_item_text,
    rule_error_text,
    seating_text,
    table_text,
)


class RulesEditor(QWidget):
    """A preset combo and one tab per option group; edits one ``RuleSet``.

    ``rulesChanged`` is emitted after every change (also while the rules are
    contradictory); ``validityChanged(bool)`` when they become valid or invalid.
    ``hidden_options`` names options another widget edits (the new-game dialog
    chooses the players and pairs itself).
    """

    rulesChanged = Signal()
    validityChanged = Signal(bool)

    def __init__(self, rules: Any = None, parent: QWidget | None = None, *,
                 hidden_options: Iterable[str] = ()) -> None:
        super().__init__(parent)
        self._hidden = frozenset(hidden_options)
        self._rules = rules if rules is not None else DEBERTZ.default_rules()
        #: The game whose rules are edited: its options, presets and rule set.
        self.kind: GameKind = kind_of(self._rules)
        self._values: dict[str, object] = self._rules_values(self._rules)
        self._error: RuleSetError | None = None
        self._loading = False

        self.preset_label = QLabel(self)
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset")
        self.preset_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._fill_presets()
        self.preset_label.setBuddy(self.preset_combo)
        self.preset_combo.activated.connect(self._preset_chosen)

        # What contradicts, in words, and a button that sets back the options at fault.
        self.error_box = QFrame(self)
        self.error_box.setObjectName("rulesErrorBox")
        self.error_box.setStyleSheet("QFrame#rulesErrorBox { background: #fde8e8; "
                                     "border: 1px solid #e0a0a0; }")
        self.error_label = QLabel(self.error_box)
        self.error_label.setObjectName("rulesError")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setStyleSheet("QLabel { color: #8b0000; }")
        self.error_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.fix_button = QPushButton(self.error_box)
        self.fix_button.setObjectName("fixRules")
        self.fix_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.fix_button.clicked.connect(self.fix)
        error_layout = QVBoxLayout(self.error_box)
        error_layout.setContentsMargins(6, 4, 6, 4)
        error_layout.addWidget(self.error_label)
        error_layout.addWidget(self.fix_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.error_box.hide()
        self.error_label.hide()
        self._untangled = Untangled((), None)
        # Why the rules are "Custom" after a change of table, and what is played there.
        self.seating_note = self._note_label("seatingNote", "#3b3000", "#fff6d0", "#d8c070")
        #: The preset the rules last were (a seating it is not played by keeps it in mind).
        self._base: Any = self.kind.preset_of(self._rules)

        self.tabs = RuleTabs(self)
        self.tabs.show_options(self.kind, self._hidden)
        self.tabs.edited.connect(self._edited)

        self._preset_row = QHBoxLayout()
        self._preset_row.addWidget(self.preset_label)
        self._preset_row.addWidget(self.preset_combo)
        self._preset_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._preset_row)
        layout.addWidget(self.seating_note)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error_box)

        self.retranslate()
        self._show_values()

    def _note_label(self, name: str, colour: str, background: str, border: str) -> QLabel:
        """A hidden, wrapped note in a coloured box (an error, the seating's note)."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"QLabel {{ color: {colour}; background: {background}; "
                            f"border: 1px solid {border}; padding: 4px; }}")
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        label.hide()
        return label

    def _fill_presets(self) -> None:
        self.preset_combo.clear()
        for preset in self.kind.presets.values():
            self.preset_combo.addItem("", preset.key)
        self.preset_combo.addItem("", CUSTOM)

    # -- the public face -----------------------------------------------------------------

    def rules(self) -> Any:
        """The rules shown; raises the engine's ``RuleSetError`` while they contradict."""
        if self._error is not None:
            raise self._error
        return self._rules

    def set_rules(self, rules: Any) -> None:
        """Shows ``rules`` (hidden options included) and emits ``rulesChanged``; rules of
        another game bring that game's options and presets."""
        was_valid = self.is_valid()
        if kind_of(rules) is not self.kind:
            self._switch_game(kind_of(rules))
        self._rules = rules
        self._values = self._rules_values(rules)
        self._error = None
        self._show_values()
        self._changed(was_valid)

    def _switch_game(self, kind: GameKind) -> None:
        """The tabs and the presets of another game."""
        self.kind = kind
        self._base = None
        self.tabs.show_options(kind, self._hidden)
        self._loading = True
        try:
            self._fill_presets()
        finally:
            self._loading = False
        self.retranslate()

    def add_to_preset_row(self, widget: QWidget) -> None:
        """Puts ``widget`` beside the preset combo (the new-game dialog's "Edit rules…")."""
        self._preset_row.insertWidget(self._preset_row.count() - 1, widget)

    def value(self, name: str, default: object = None) -> object:
        """Option ``name`` as shown, also while the options contradict each other (``default``
        for an option this game does not have)."""
        return self._values.get(name, default)

    def is_valid(self) -> bool:
        return self._error is None

    def error(self) -> RuleSetError | None:
        """The engine's objection to the options as they stand, if any."""
        return self._error

    def error_text(self) -> str:
        """Every contradiction of the options, in words, one a line (RULES §14)."""
        if self._error is None:
            return ""
        errors = self._untangled.errors or (self._error,)
        if len(errors) == 1:
            return rule_error_text(errors[0], self.kind)
        return "\n".join("\u2022 " + rule_error_text(error, self.kind) for error in errors)

    def fix_changes(self) -> dict[str, object] | None:
        """The options to set back to end the contradiction (``None``: none, or no fix)."""
        return None if self._error is None else self._untangled.changes

    def fix(self) -> None:
        """Sets back the options at fault (what the fix button offers), nothing else."""
        changes = self.fix_changes()
        if changes:
            self._apply_values(dict(self._values, **changes))

    def current_preset(self) -> Any:
        """The preset the rules equal for their seating, or ``None`` ("Custom")."""
        return None if self._error is not None else self.kind.preset_of(self._rules)

    def set_seating(self, players: int, teams: bool | None = None) -> None:
        """Seats ``players`` (in pairs or not), keeping the preset if it is played so.

        ``teams=None`` takes the preset's usual seating for that many players
        (pairs for four when there is none).  A preset that is not played by this
        seating leaves the options as they are, shown as "Custom".
        """
        chosen = self.current_preset()
        if teams is None:
            usual = [t for p, t in chosen.seatings if p == players] if chosen else []
            teams = usual[0] if usual else players == 4
        if self._values.get("players") == players and self._values.get("teams") == teams:
            return
        if chosen is not None and (players, teams) in chosen.seatings:
            self.set_rules(chosen.rules(players, teams))
            return
        if self._error is None:
            try:
                self.set_rules(seated(self.kind, self._rules, players, teams))
                return
            except RuleSetError:
                pass
        values = dict(self._values, players=players)
        if "teams" in self._values:
            values["teams"] = teams
        self._apply_values(values)

    def control(self, name: str) -> OptionControl:
        """The widgets of option ``name`` (for tests and for focusing an option)."""
        return self.tabs.controls[name]

    # -- reacting ------------------------------------------------------------------------

    def _edited(self, name: str) -> None:
        if self._loading:
            return
        control = self.tabs.controls[name]
        value = control.value()
        if self._values.get(name) == value:
            return
        if self._error is None:
            try:
                # The engine's replace() keeps a player-count change free of contradictions.
                rules = self._rules.replace(**{name: value})
            except RuleSetError:
                pass
            else:
                was_valid = self.is_valid()
                self._rules, self._values = rules, self._rules_values(rules)
                self._show_values()
                self._changed(was_valid)
                return
        self._apply_values(dict(self._values, **{name: value}))

    def _apply_values(self, values: dict[str, object]) -> None:
        was_valid = self.is_valid()
        self._values = values
        try:
            self._rules = self.kind.rules_type(**values)
            self._error = None
            self._values = self._rules_values(self._rules)
        except RuleSetError as error:
            self._error = error
        self._show_values()
        self._changed(was_valid)

    def _untangle(self) -> None:
        """What contradicts now and its fix; the seating is the player's choice, kept."""
        if self._error is None:
            self._untangled = Untangled((), None)
        else:
            self._untangled = untangle(self.kind.rules_type, self._values,
                                       keep=("players", *self._hidden))

    def _preset_chosen(self, index: int) -> None:
        key = self.preset_combo.itemData(index)
        chosen = self.kind.presets.get(key)
        if chosen is None:
            self._show_preset()
            return
        players = int(self._values.get("players", 2))  # type: ignore[call-overload]
        teams = bool(self._values.get("teams", False))
        self.set_rules(preset_for_seating(chosen, players, teams))

    def _changed(self, was_valid: bool) -> None:
        current = self.current_preset()
        if current is not None:
            self._base = current
        self.rulesChanged.emit()
        if was_valid != self.is_valid():
            self.validityChanged.emit(self.is_valid())

    # -- showing -------------------------------------------------------------------------

    def _rules_values(self, rules: Any) -> dict[str, object]:
        return {info.name: getattr(rules, info.name) for info in self.kind.options}

    def _show_values(self) -> None:
        self._loading = True
        try:
            # While the options contradict, the predicates read the values as they stand.
            subject: Any = self._rules if self._error is None else SimpleNamespace(**self._values)
            for name, control in self.tabs.controls.items():
                control.limit_number(subject, self._values[name])
                control.set_value(self._values[name])
            for control in self.tabs.controls.values():
                try:
                    applies = bool(control.info.applies(subject))
                except Exception:
                    applies = True
                control.set_applies(applies)
        finally:
            self._loading = False
        self._show_preset()
        self._untangle()
        self._show_error()

    def _show_error(self) -> None:
        self.error_label.setText(self.error_text())
        self.error_label.setVisible(self._error is not None)
        self.error_box.setVisible(self._error is not None)
        changes = self.fix_changes()
        if changes:
            text = changes_text(changes, self.kind)
            self.fix_button.setText(self.tr("&Fix: {changes}").format(
                changes=text[:1].upper() + text[1:]))
            self.fix_button.setToolTip(self.tr(
                "Changes only these options; everything else stays as you set it."))
        self.fix_button.setVisible(bool(changes))

    def _show_preset(self) -> None:
        chosen = self.current_preset()
        key = chosen.key if chosen is not None else CUSTOM
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(key))
        self._show_availability()

    def seating(self) -> tuple[int, bool]:
        """The table the options are for: players, and pairs or not."""
        return int(self._values.get("players", 2)), bool(self._values.get("teams", False))

    def _show_availability(self) -> None:
        """Each preset says who plays it; one not played at this table is greyed with the
        reason (RULES §14).  A note says why the rules turned "Custom" with a new table."""
        seating = self.seating()
        model = self.preset_combo.model()
        for index in range(self.preset_combo.count()):
            preset = self.kind.presets.get(self.preset_combo.itemData(index))
            if preset is None:
                continue
            item = model.item(index)
            played = seating in preset.seatings
            item.setEnabled(played)
            name = QCoreApplication.translate("Preset", preset.name)
            item.setData(self.tr("{preset} is played by {table}, not by {seating}.").format(
                preset=name, table=table_text(preset), seating=seating_text(*seating))
                if not played else self.tr("{preset}: {table}.").format(
                    preset=name, table=table_text(preset)), Qt.ItemDataRole.ToolTipRole)
        self.seating_note.setText(self.seating_note_text())
        self.seating_note.setVisible(bool(self.seating_note.text()))

    def seating_note_text(self) -> str:
        """Why a new table turned the last preset "Custom", and which presets it plays."""
        base = self._base
        seating = self.seating()
        if self.current_preset() is not None or base is None or seating in base.seatings:
            return ""
        here = [QCoreApplication.translate("Preset", p.name) for p in self.kind.presets.values()
                if seating in p.seatings]
        text = self.tr("{preset} is played by {table}: for {seating} its rules are kept as "
                       "\u201cCustom\u201d.").format(
            preset=QCoreApplication.translate("Preset", base.name), table=table_text(base),
            seating=seating_text(*seating))
        if here:
            text += " " + self.tr("Variants for {seating}: {presets}.").format(
                seating=seating_text(*seating), presets=", ".join(here))
        return text

    # -- language --------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Sets every text again in the current language."""
        self.preset_label.setText(self.tr("&Variant:"))
        for index in range(self.preset_combo.count()):
            self.preset_combo.setItemText(
                index, preset_item_text(self.kind, self.preset_combo.itemData(index)))
        self.preset_combo.setToolTip(self.tr(
            "A named variant of the game. Changing any option below makes the rules "
            "\u201cCustom\u201d."))
        self.tabs.retranslate()
        self._show_error()
        self._show_availability()
