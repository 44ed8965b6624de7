"""Host a table on the network: the new-game dialog, with a table and people on the network.

The game, the seating, the presets and every rule option are the new-game
dialog's own (``NewGameDialog`` and its ``RulesEditor``: Debertz for 2–4, Oh
Hell for 3–7, Master for 2–4); this dialog adds the table's name, the join code
and what the connection will be, and lets each seat other than the host's be
"a person on the network" as well as a computer of any level.  The host sits
at the first seat (the table turns so that everybody sees himself at the
bottom, so only the partnerships depend on the seats).  What each seat was is
remembered per game (``game_setups[game]["table_seats"]``), apart from the
computers' levels of a game against the computer, which stay as they were.
"""

from __future__ import annotations

import dataclasses
import secrets
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QWidget,
)

from ...engine.game_kind import GameKind
from ...engine.games import GAMES
from ...net.messages import CODE_LIMIT, NAME_LIMIT
from ...net.seating import SeatKind, SeatPlan
from ...storage.settings import AppSettings
from ..last_setup import levels_from_settings, settings_with_levels
from ..new_game_dialog import NewGameDialog

#: The item data of "a person on the network" in a seat's combo box (the others are levels).
PERSON = "person"
CODE_LENGTH = 4
#: Where a game's set-up keeps what the host's seats were (by seat, from seat 1).
TABLE_SEATS = "table_seats"


def table_seats_from_settings(settings: AppSettings, kind: GameKind) -> tuple[str, ...]:
    """What each seat after the host's was at ``kind``'s last table: ``"person"`` or a
    computer's level (none remembered: every seat is for a person)."""
    seats = settings.game_setups.get(kind.key, {}).get(TABLE_SEATS, [])
    return tuple(str(s) for s in seats) if isinstance(seats, list) else ()


def settings_with_table_seats(settings: AppSettings, kind: GameKind,
                              seats: tuple[str, ...]) -> AppSettings:
    setups = dict(settings.game_setups)
    setups[kind.key] = dict(setups.get(kind.key, {}), **{TABLE_SEATS: list(seats)})
    return dataclasses.replace(settings, game_setups=setups)


def new_join_code() -> str:
    """Four digits: easy to read out across a room, in any language."""
    return "".join(secrets.choice("0123456789") for _ in range(CODE_LENGTH))


@dataclass(frozen=True)
class HostChoice:
    """What the host chose: the rules, the table's name, each seat's plan, the join code."""

    rules: Any
    name: str
    seats: tuple[SeatPlan, ...]
    join_code: str | None


class HostDialog(NewGameDialog):
    """The new-game dialog for a table on the network; ``host_choice()`` after OK."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None, *,
                 player_name: str = "", encrypted: bool = True) -> None:
        """``player_name``: the host's name to start with; ``encrypted``: TLS is at hand."""
        self._player_name = player_name
        self._encrypted = encrypted
        # the settings as given: the computers' levels of a local game are kept as they are
        self._local_settings = settings
        self._persons = False
        super().__init__(settings, parent)
        self.setObjectName("HostDialog")
        if player_name and not self.name_edits[0].text().strip():
            self.name_edits[0].setText(player_name[:NAME_LIMIT])
        for combo in self.level_combos:
            if combo is None:
                continue
            combo.insertItem(0, "", PERSON)
            combo.currentIndexChanged.connect(self._seats_edited)

        # a compact block above the seating: the dialog with every rule shown must still fit
        # a 1024×700 screen
        self.table_box = QWidget(self)
        grid = QGridLayout(self.table_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.table_name_label = QLabel(self.table_box)
        self.table_name_edit = QLineEdit(self.table_box)
        self.table_name_edit.setObjectName("tableName")
        self.table_name_edit.setMaxLength(NAME_LIMIT * 2)
        self.table_name_label.setBuddy(self.table_name_edit)
        self.code_check = QCheckBox(self.table_box)
        self.code_check.setObjectName("useJoinCode")
        self.code_edit = QLineEdit(new_join_code(), self.table_box)
        self.code_edit.setObjectName("joinCode")
        self.code_edit.setMaxLength(CODE_LIMIT)
        self.code_edit.setMaximumWidth(120)
        self.new_code_button = QToolButton(self.table_box)
        self.new_code_button.setObjectName("newCode")
        self.new_code_button.clicked.connect(lambda: self.code_edit.setText(new_join_code()))
        self.code_check.toggled.connect(self._code_toggled)
        self.code_check.setChecked(True)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_edit)
        code_row.addWidget(self.new_code_button)
        code_row.addStretch(1)
        self.lock_label = QLabel(self.table_box)
        self.lock_label.setObjectName("encryption")
        self.lock_label.setTextFormat(Qt.TextFormat.PlainText)
        code_row.addWidget(self.lock_label)
        self.nobody_label = QLabel(self)
        self.nobody_label.setObjectName("nobodyInvited")
        self.nobody_label.setWordWrap(True)
        # "Ask for a join code" with no code would host an open table: said under the field
        self.no_code_label = QLabel(self.table_box)
        self.no_code_label.setObjectName("noJoinCode")
        self.no_code_label.setWordWrap(True)
        self.no_code_label.hide()
        self.code_edit.textChanged.connect(self._update_ok)
        self.code_check.toggled.connect(self._update_ok)
        grid.addWidget(self.table_name_label, 0, 0)
        grid.addWidget(self.table_name_edit, 0, 1)
        grid.addWidget(self.code_check, 1, 0)
        grid.addLayout(code_row, 1, 1)
        grid.addWidget(self.no_code_label, 2, 1)
        grid.setColumnStretch(1, 1)
        layout = self.layout()
        layout.insertWidget(0, self.table_box)
        layout.insertWidget(layout.indexOf(self.buttons), self.nobody_label)
        self.name_edits[0].textChanged.connect(self._host_name_edited)
        self._persons = True
        self._show_table_seats(settings, self.kind)
        self.retranslate()
        self._seats_edited()

    # -- values ----------------------------------------------------------------------------------

    def seat_plans(self) -> tuple[SeatPlan, ...]:
        players = self.players_shown()
        plans = [SeatPlan(SeatKind.HOST, self._name(0))]
        for seat in range(1, players):
            combo = self.level_combos[seat]
            assert combo is not None
            if combo.currentData() == PERSON:
                plans.append(SeatPlan(SeatKind.PERSON))
            else:
                plans.append(SeatPlan(SeatKind.COMPUTER, self._name(seat),
                                      str(combo.currentData())))
        return tuple(plans)

    def players_shown(self) -> int:
        return int(self.rules_editor.value("players"))  # type: ignore[call-overload]

    def host_choice(self) -> HostChoice:
        """The table asked for; ``RuleSetError`` if the rules contradict (OK is off then)."""
        rules = self.rules_editor.rules()
        name = " ".join(self.table_name_edit.text().split()) or self._default_table_name()
        code = self.code_edit.text().strip() if self.code_check.isChecked() else ""
        return HostChoice(rules, name, self.seat_plans(), code or None)

    def remembered(self) -> AppSettings:
        """The names, the game's rules and its table's seats for next time; the computers'
        levels of a local game stay as they were, for every game."""
        settings = super().remembered()
        for kind in GAMES.values():
            local = levels_from_settings(self._local_settings, kind)
            if levels_from_settings(settings, kind) != local:
                settings = settings_with_levels(settings, kind, local)
        return settings_with_table_seats(settings, self.kind, tuple(
            str(combo.currentData()) for combo in self.level_combos if combo is not None))

    def _show_names_and_levels(self, settings: AppSettings, kind: GameKind) -> None:
        super()._show_names_and_levels(settings, kind)
        if self._persons:  # another game chosen: its table's seats
            self._show_table_seats(settings, kind)

    def _show_table_seats(self, settings: AppSettings, kind: GameKind) -> None:
        """Each seat as at ``kind``'s last table (a person where nothing is remembered)."""
        seats = table_seats_from_settings(settings, kind)
        for seat, combo in enumerate(self.level_combos):
            if combo is None:
                continue
            index = combo.findData(seats[seat - 1]) if seat - 1 < len(seats) else -1
            combo.setCurrentIndex(max(index, 0))

    def _name(self, seat: int) -> str:
        text = " ".join(self.name_edits[seat].text().split())
        if text:
            return text
        if seat == 0 and self._player_name:
            return self._player_name
        return self.default_name(seat)

    def _default_table_name(self) -> str:
        return self.tr("{name}'s table").format(name=self._name(0))

    def invited(self) -> int:
        """How many seats are for people on the network."""
        return sum(plan.kind is SeatKind.PERSON for plan in self.seat_plans())

    # -- reactions -------------------------------------------------------------------------------

    def _seats_edited(self) -> None:
        for seat, combo in enumerate(self.level_combos):
            if combo is None:
                continue
            person = combo.currentData() == PERSON
            edit = self.name_edits[seat]
            edit.setEnabled(not person)
            edit.setPlaceholderText(self.tr("their own name") if person
                                    else self.default_name(seat))
        self._update_ok()

    def _rules_changed(self) -> None:
        super()._rules_changed()
        if hasattr(self, "nobody_label"):
            self._seats_edited()

    def _update_ok(self) -> None:
        """Host is off while nobody is invited, or a code is asked for and none is typed (the
        table would be hosted open, the tick notwithstanding); each says why."""
        nobody = self.invited() == 0
        no_code = self.code_check.isChecked() and not self.code_edit.text().strip()
        if (nobody, no_code) != (self.nobody_label.isVisibleTo(self),
                                 self.no_code_label.isVisibleTo(self)):
            self.nobody_label.setVisible(nobody)
            self.no_code_label.setVisible(no_code)
            self._fit_soon()  # as high as the words need, the seats' rows not squeezed
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.rules_editor.is_valid() and not nobody and not no_code)

    def _code_toggled(self, on: bool) -> None:
        self.code_edit.setEnabled(on)
        self.new_code_button.setEnabled(on)

    def _host_name_edited(self) -> None:
        self.table_name_edit.setPlaceholderText(self._default_table_name())

    # -- language ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        if not hasattr(self, "table_box"):
            return  # NewGameDialog's own call, before this dialog's widgets exist
        self.setWindowTitle(self.tr("Host a table on the network"))
        self.table_name_label.setText(self.tr("Table &name:"))
        self.table_name_edit.setPlaceholderText(self._default_table_name())
        self.code_check.setText(self.tr("Ask for a &join code:"))
        self.code_check.setToolTip(self.tr("Only people who type this code can take a seat: read "
                                      "it out to the people you play with."))
        self.new_code_button.setText(self.tr("New code"))
        self.lock_label.setText(self.tr("Encrypted") if self._encrypted
                                else "⚠ " + self.tr("Not encrypted"))
        self.lock_label.setToolTip(
            self.tr("The connection will be encrypted: nobody else on the network can "
                    "read the cards.") if self._encrypted else
            self.tr("Not encrypted: this computer's Qt has no TLS, so others on the "
                    "network could read the cards."))
        self.nobody_label.setText(self.tr("Choose «A person on the network» for at least one "
                                     "seat (for a game against the computer only, use "
                                     "Game → New game)."))
        self.no_code_label.setText(self.tr("Type the join code to read out to the players, "
                                           "press New code, or untick «Ask for a join code»."))
        for combo in self.level_combos:
            if combo is not None and combo.findData(PERSON) >= 0:
                combo.setItemText(combo.findData(PERSON), self.tr("A person on the network"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Host"))
        self._seats_edited()
