"""The widgets of one rule option in the rules editor, built from its metadata.

A check box for an on/off option, a label and a combo box for a choice, a
label and a check box with a spin box for an optional number (switched on, it
starts at the rule book's number).  ``rule_tabs.RuleTabs`` lays them out in
tabs and ``rules_editor.RulesEditor`` reacts to them; nothing here names a rule
option.
"""

from __future__ import annotations

import html
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from ..engine.game_kind import GameKind
from ..engine.option_info import OptionInfo, OptionKind
from .rule_texts import value_label


class OptionControl:
    """The widgets of one option: a label (none for a check box) and the editor."""

    def __init__(self, info: OptionInfo, parent: QWidget, kind: GameKind | None = None) -> None:
        self.info = info
        #: The game the option belongs to (its value labels are the game's).
        self.kind = kind
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
            # Off, the box holds the rule book's number: ticking "On" gives it (RULES §5, §10.3).
            self.spin.setValue(self.info.number_default if value is None
                               else int(value))  # type: ignore[call-overload]
            self._sync_spin()
        else:
            assert self.check is not None
            self.check.setChecked(bool(value))

    def limit_number(self, rules: Any, value: object) -> None:
        """The spin box goes only as far as ``rules``' other options allow (Oh Hell's fewer
        deals: the deals the table and the order play); a ``value`` beyond that, which the
        rule set refuses with its reason, still shows as it is."""
        if self.spin is None:
            return
        low, high = self.info.number_range_for(rules)
        if isinstance(value, int):
            low, high = min(low, value), max(high, value)
        self.spin.setRange(low, high)

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
                self.combo.setItemText(index, value_label(value, self.kind, info.name))
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
