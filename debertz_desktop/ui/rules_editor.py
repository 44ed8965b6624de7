"""An editor for a whole ``RuleSet``, generated from the engine's option metadata.

Nothing here names a rule option: every widget comes from
``rule_options.OPTIONS`` (one tab per ``OptionGroup``, a check box, a combo box
or a check box with a spin box per option), so a new option in the engine shows
up in the dialog by itself.  The editor never repairs a contradiction: it builds
the ``RuleSet`` on every change and shows the engine's own message (RULES §14)
while the options contradict each other; the dialogs disable OK meanwhile.

Used by the settings dialog and the new-game dialog (and later the score keeper).
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Iterable
from enum import StrEnum
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from debertz_desktop.engine.errors import RuleSetError
from debertz_desktop.engine.presets import PRESETS, Preset, preset_of
from debertz_desktop.engine.rule_options import (
    OPTION_BY_NAME,
    OPTIONS,
    VALUE_LABELS,
    OptionGroup,
    OptionInfo,
    OptionKind,
)
from debertz_desktop.engine.rules import RuleSet
from debertz_desktop.storage.settings import AppSettings

#: ``AppSettings.last_preset`` of a rule set that matches no preset.
CUSTOM = "custom"
#: The widest the option tabs make the editor (pixels).
MAX_TABS_WIDTH = 1000


def rule_error_text(error: RuleSetError) -> str:
    """The engine's message in the current language (context ``"RuleSet"``).

    A preset named in it is translated too, and so is an option (``{option}``,
    by its label in quotes) once the label has a translation.
    """
    template = QCoreApplication.translate("RuleSet", error.template)
    if not error.params:
        return template
    params = dict(error.params)
    if isinstance(params.get("preset"), str):
        params["preset"] = QCoreApplication.translate("Preset", params["preset"])
    info = OPTION_BY_NAME.get(params.get("option"))  # type: ignore[arg-type]
    if info is not None:
        label = QCoreApplication.translate("RuleOption", info.label)
        if label != info.label:
            params["option"] = f"\u00ab{label}\u00bb"
    return template.format(**params)


def value_label(value: object) -> str:
    """A choice value as the player reads it (context ``"RuleValue"``); numbers as such."""
    key = value.value if isinstance(value, StrEnum) else value
    text = VALUE_LABELS.get(key) if isinstance(key, str) else None
    return QCoreApplication.translate("RuleValue", text) if text else str(key)


def table_text(preset: Preset) -> str:
    """Who plays ``preset`` (RULES §14): "2–3 players", "2–4 players, pairs with 4"."""
    translate = QCoreApplication.translate
    counts = sorted({players for players, _ in preset.seatings})
    pairs = (4, True) in preset.seatings
    solo = (4, False) in preset.seatings
    span = str(counts[0]) if len(counts) == 1 else f"{counts[0]}\u2013{counts[-1]}"
    if counts == [4] and pairs and not solo:
        return translate("RulesEditor", "4 players in pairs")
    if 4 in counts and pairs and solo:
        return translate("RulesEditor", "{span} players, alone or in pairs with 4").format(
            span=span)
    if 4 in counts and pairs:
        return translate("RulesEditor", "{span} players, in pairs with 4").format(span=span)
    return translate("RulesEditor", "{span} players").format(span=span)


def seating_text(players: int, teams: bool) -> str:
    """A table: "3 players", "4 players in pairs", "4 players, each for himself"."""
    translate = QCoreApplication.translate
    if players == 4:
        return (translate("RulesEditor", "4 players in pairs") if teams
                else translate("RulesEditor", "4 players, each for himself"))
    return translate("RulesEditor", "{span} players").format(span=players)


def preset_for_seating(preset: Preset, players: int, teams: bool) -> RuleSet:
    """``preset`` for this seating, or for the nearest one the preset is played by.

    Paired Belote is played by four in pairs only, so choosing it with three
    players seats four; the seating controls follow the rules.
    """
    if (players, teams) in preset.seatings:
        return preset.rules(players, teams)
    if any(p == players for p, _ in preset.seatings):
        return preset.rules(players)
    return preset.rules()


def rules_from_settings(settings: AppSettings) -> RuleSet:
    """The rules of the last game set up (``last_rules``, else ``last_preset``)."""
    if settings.last_rules is not None:
        try:
            return RuleSet.from_dict(settings.last_rules)
        except (RuleSetError, TypeError):
            pass
    chosen = PRESETS.get(settings.last_preset) or next(iter(PRESETS.values()))
    players = settings.last_players
    if not any(p == players for p, _ in chosen.seatings):
        # Keep the player count: the preset's options, seated as last time ("Custom").
        try:
            return chosen.rules().replace(players=players, teams=players == 4)
        except RuleSetError:
            pass
    return preset_for_seating(chosen, players, players == 4)


def settings_with_rules(settings: AppSettings, rules: RuleSet) -> AppSettings:
    """``settings`` remembering ``rules``: a preset by its key, anything else in full."""
    matching = preset_of(rules)
    exact = matching is not None and preset_for_seating(
        matching, rules.players, rules.players == 4) == rules
    return dataclasses.replace(
        settings,
        last_players=rules.players,
        last_preset=matching.key if matching is not None else CUSTOM,
        last_rules=None if exact else rules.to_dict(),
    )


class _OptionControl:
    """The widgets of one option: a label (none for a check box) and the editor."""

    def __init__(self, info: OptionInfo, parent: QWidget) -> None:
        self.info = info
        self.label: QLabel | None = None
        self.check: QCheckBox | None = None
        self.combo: QComboBox | None = None
        self.spin: QSpinBox | None = None
        if info.kind is OptionKind.BOOL:
            self.check = QCheckBox(parent)
        else:
            self.label = QLabel(parent)
            self.label.setWordWrap(True)
            if info.kind is OptionKind.CHOICE:
                self.combo = QComboBox(parent)
                self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                for value in info.choices:
                    self.combo.addItem("", value.value if isinstance(value, StrEnum) else value)
                self.label.setBuddy(self.combo)
            else:
                self.check = QCheckBox(parent)
                self.spin = QSpinBox(parent)
                self.spin.setRange(*info.number_range)
                self.check.toggled.connect(self._sync_spin)
                self.label.setBuddy(self.check)
        self._name_widgets()

    def _name_widgets(self) -> None:
        for widget in self.widgets():
            widget.setObjectName(f"{self.info.name}.{type(widget).__name__}")

    def widgets(self) -> list[QWidget]:
        found: list[Any] = [self.label, self.check, self.combo, self.spin]
        return [w for w in found if w is not None]

    def field(self) -> QWidget:
        """The widget(s) for the field column (the spin box comes with its check box)."""
        if self.spin is not None and self.check is not None:
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(self.check)
            row.addWidget(self.spin)
            row.addStretch(1)
            return box
        assert self.combo is not None
        return self.combo

    # -- value ---------------------------------------------------------------------

    def value(self) -> object:
        if self.combo is not None:
            return self.info.choices[self.combo.currentIndex()]
        assert self.check is not None
        if self.spin is not None:
            return self.spin.value() if self.check.isChecked() else None
        return self.check.isChecked()

    def set_value(self, value: object) -> None:
        if self.combo is not None:
            self.combo.setCurrentIndex(self.info.choices.index(value))
        elif self.spin is not None:
            assert self.check is not None
            self.check.setChecked(value is not None)
            if value is not None:
                self.spin.setValue(int(value))  # type: ignore[call-overload]
            self._sync_spin()
        else:
            assert self.check is not None
            self.check.setChecked(bool(value))

    def set_applies(self, applies: bool) -> None:
        for widget in self.widgets():
            widget.setEnabled(applies)
        self._sync_spin()

    def _sync_spin(self) -> None:
        if self.spin is not None and self.check is not None:
            self.spin.setEnabled(self.check.isEnabled() and self.check.isChecked())

    # -- texts ---------------------------------------------------------------------

    def retranslate(self) -> None:
        info = self.info
        label = QCoreApplication.translate("RuleOption", info.label)
        if self.label is not None:
            self.label.setText(QCoreApplication.translate("RulesEditor", "{0}:").format(label))
        if self.combo is not None:
            for index, value in enumerate(info.choices):
                self.combo.setItemText(index, value_label(value))
        elif self.spin is not None:
            assert self.check is not None
            self.check.setText(QCoreApplication.translate("RulesEditor", "On"))
        elif self.check is not None:
            self.check.setText(label)
        tip = "<p>{}</p><p><i>{}</i></p>".format(
            html.escape(QCoreApplication.translate("RuleOption", info.help)),
            html.escape(QCoreApplication.translate("RulesEditor", "Rules, {section}")
                        .format(section=info.rule)),
        )
        for widget in self.widgets():
            widget.setToolTip(tip)


class _ScrollingPage(QScrollArea):
    """A rule page in a frameless scroll area: as large as the page where there is room (its
    size hint is the page's, not bounded as a scroll area's is), and able to be lower, so
    that a dialog holding the tabs fits a small (or scaled) screen."""

    def sizeHint(self) -> QSize:
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        bar = self.verticalScrollBar().sizeHint().width()
        return widget.sizeHint() + QSize(bar, 0)


def _scrolling(page: QWidget) -> QScrollArea:
    area = _ScrollingPage()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(page)
    return area


class RulesEditor(QWidget):
    """A preset combo and one tab per option group; edits one ``RuleSet``.

    ``rulesChanged`` is emitted after every change (also while the rules are
    contradictory); ``validityChanged(bool)`` when they become valid or invalid.
    ``hidden_options`` names options another widget edits (the new-game dialog
    chooses the players and pairs itself).
    """

    rulesChanged = Signal()
    validityChanged = Signal(bool)

    def __init__(self, rules: RuleSet | None = None, parent: QWidget | None = None, *,
                 hidden_options: Iterable[str] = ()) -> None:
        super().__init__(parent)
        self._hidden = frozenset(hidden_options)
        self._rules = rules if rules is not None else RuleSet()
        self._values: dict[str, object] = self._rules_values(self._rules)
        self._error: RuleSetError | None = None
        self._loading = False

        self.preset_label = QLabel(self)
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset")
        self.preset_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for preset in PRESETS.values():
            self.preset_combo.addItem("", preset.key)
        self.preset_combo.addItem("", CUSTOM)
        self.preset_label.setBuddy(self.preset_combo)
        self.preset_combo.activated.connect(self._preset_chosen)

        self.error_label = self._note_label("rulesError", "#8b0000", "#fde8e8", "#e0a0a0")
        # Why the rules are "Custom" after a change of table, and what is played there.
        self.seating_note = self._note_label("seatingNote", "#3b3000", "#fff6d0", "#d8c070")
        #: The preset the rules last were (a seating it is not played by keeps it in mind).
        self._base: Preset | None = preset_of(self._rules)

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("ruleGroups")
        self.tabs.setUsesScrollButtons(True)
        self._groups: list[OptionGroup] = []
        self._controls: dict[str, _OptionControl] = {}
        self._build_tabs()

        self._preset_row = QHBoxLayout()
        self._preset_row.addWidget(self.preset_label)
        self._preset_row.addWidget(self.preset_combo)
        self._preset_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._preset_row)
        layout.addWidget(self.seating_note)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error_label)

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

    def _build_tabs(self) -> None:
        pages: dict[OptionGroup, QGridLayout] = {}
        for info in OPTIONS:
            if info.name in self._hidden:
                continue
            grid = pages.get(info.group)
            if grid is None:
                page = QWidget()
                grid = QGridLayout(page)
                grid.setColumnStretch(0, 2)
                grid.setColumnStretch(1, 3)
                grid.setColumnMinimumWidth(0, 200)
                grid.setVerticalSpacing(8)
                pages[info.group] = grid
                self._groups.append(info.group)
                self.tabs.addTab(_scrolling(page), "")
            control = _OptionControl(info, self)
            row = grid.rowCount()
            if control.label is None:
                assert control.check is not None
                grid.addWidget(control.check, row, 0, 1, 2)
            else:
                grid.addWidget(control.label, row, 0)
                grid.addWidget(control.field(), row, 1, Qt.AlignmentFlag.AlignLeft)
            self._controls[info.name] = control
            for widget in (control.check, control.combo, control.spin):
                if isinstance(widget, QCheckBox):
                    widget.toggled.connect(lambda _=None, n=info.name: self._edited(n))
                elif isinstance(widget, QComboBox):
                    widget.currentIndexChanged.connect(lambda _=None, n=info.name: self._edited(n))
                elif isinstance(widget, QSpinBox):
                    widget.valueChanged.connect(lambda _=None, n=info.name: self._edited(n))
        for grid in pages.values():
            grid.setRowStretch(grid.rowCount(), 1)

    # -- the public face -----------------------------------------------------------------

    def rules(self) -> RuleSet:
        """The rules shown; raises the engine's ``RuleSetError`` while they contradict."""
        if self._error is not None:
            raise self._error
        return self._rules

    def set_rules(self, rules: RuleSet) -> None:
        """Shows ``rules`` (hidden options included) and emits ``rulesChanged``."""
        was_valid = self.is_valid()
        self._rules = rules
        self._values = self._rules_values(rules)
        self._error = None
        self._show_values()
        self._changed(was_valid)

    def add_to_preset_row(self, widget: QWidget) -> None:
        """Puts ``widget`` beside the preset combo (the new-game dialog's "Edit rules…")."""
        self._preset_row.insertWidget(self._preset_row.count() - 1, widget)

    def value(self, name: str) -> object:
        """Option ``name`` as shown, also while the options contradict each other."""
        return self._values[name]

    def is_valid(self) -> bool:
        return self._error is None

    def error(self) -> RuleSetError | None:
        """The engine's objection to the options as they stand, if any."""
        return self._error

    def error_text(self) -> str:
        return "" if self._error is None else rule_error_text(self._error)

    def current_preset(self) -> Preset | None:
        """The preset the rules equal for their seating, or ``None`` ("Custom")."""
        return None if self._error is not None else preset_of(self._rules)

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
                self.set_rules(self._rules.replace(players=players, teams=teams))
                return
            except RuleSetError:
                pass
        values = dict(self._values, players=players, teams=teams)
        self._apply_values(values)

    def control(self, name: str) -> _OptionControl:
        """The widgets of option ``name`` (for tests and for focusing an option)."""
        return self._controls[name]

    # -- reacting ------------------------------------------------------------------------

    def _edited(self, name: str) -> None:
        if self._loading:
            return
        control = self._controls[name]
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
            self._rules = RuleSet(**values)
            self._error = None
            self._values = self._rules_values(self._rules)
        except RuleSetError as error:
            self._error = error
        self._show_values()
        self._changed(was_valid)

    def _preset_chosen(self, index: int) -> None:
        key = self.preset_combo.itemData(index)
        chosen = PRESETS.get(key)
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

    @staticmethod
    def _rules_values(rules: RuleSet) -> dict[str, object]:
        return {info.name: getattr(rules, info.name) for info in OPTIONS}

    def _show_values(self) -> None:
        self._loading = True
        try:
            for name, control in self._controls.items():
                control.set_value(self._values[name])
            # While the options contradict, the predicates read the values as they stand.
            subject: Any = self._rules if self._error is None else SimpleNamespace(**self._values)
            for control in self._controls.values():
                try:
                    applies = bool(control.info.applies(subject))
                except Exception:
                    applies = True
                control.set_applies(applies)
        finally:
            self._loading = False
        self._show_preset()
        self.error_label.setText(self.error_text())
        self.error_label.setVisible(self._error is not None)

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
            preset = PRESETS.get(self.preset_combo.itemData(index))
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
        here = [QCoreApplication.translate("Preset", p.name) for p in PRESETS.values()
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
            key = self.preset_combo.itemData(index)
            preset = PRESETS.get(key)
            text = (self.tr("{preset} \u2014 {table}").format(
                preset=QCoreApplication.translate("Preset", preset.name),
                table=table_text(preset)) if preset is not None else self.tr("Custom"))
            self.preset_combo.setItemText(index, text)
        self.preset_combo.setToolTip(self.tr(
            "A named variant of the game. Changing any option below makes the rules "
            "\u201cCustom\u201d."))
        for index, group in enumerate(self._groups):
            self.tabs.setTabText(index, QCoreApplication.translate("RuleOption", group.value))
        for control in self._controls.values():
            control.retranslate()
        self.error_label.setText(self.error_text())
        self._show_availability()
        # Every group's tab visible at once (Russian titles are longer), within a
        # width that still fits a 1280-pixel screen; beyond it the tab bar scrolls.
        bar = self.tabs.tabBar()
        width = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        self.tabs.setMinimumWidth(min(width + 8, MAX_TABS_WIDTH))
