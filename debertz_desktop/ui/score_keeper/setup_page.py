"""Starting a live game: the game, the players, who deals first, and the rules (``RulesEditor``,
the same editor as everywhere: another game brings its own options and presets)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.game_kind import GameKind
from ...engine.games import DEFAULT_GAME, GAMES, kind_of
from ..accelerators import assign_mnemonics, assign_soon
from ..last_setup import preset_for_seating
from ..rules_editor import RulesEditor

#: The most players any game seats.
MAX_SEATS = max(max(kind.player_counts) for kind in GAMES.values())


def rules_for_table(kind: GameKind, players: int) -> Any:
    """``kind``'s usual rules for ``players``: its default preset if that is played by so
    many, else the first preset that is (Debertz's Classic is played by 2 or 3, so four
    play Site, in pairs), else the default preset at its own first table."""
    chosen = kind.presets[kind.default_preset]
    for preset in (chosen, *kind.presets.values()):
        if any(p == players for p, _ in preset.seatings):
            return preset_for_seating(preset, players, players == 4)
    return chosen.rules()


class SetupPage(QWidget):
    """``started(rules, names, first_dealer)`` when the players press Start."""

    started = Signal(object, object, int)

    def __init__(self, rules: Any = None, names: tuple[str, ...] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if rules is None:
            rules = GAMES[DEFAULT_GAME].default_rules()
        kind = kind_of(rules)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.game = QComboBox()
        self.game.setObjectName("keeperGame")
        for key in GAMES:
            self.game.addItem("", key)
        self.game.setCurrentIndex(self.game.findData(kind.key))
        self.game.activated.connect(self._game_chosen)
        self.players = QSpinBox()
        self.players.setObjectName("keeperPlayers")
        self.players.setRange(min(kind.player_counts), max(kind.player_counts))
        self.players.setValue(rules.players)
        self.pairs = QCheckBox()
        self.pairs.setChecked(rules.teams)
        self.name_edits = [QLineEdit() for _ in range(MAX_SEATS)]
        for i, edit in enumerate(self.name_edits):
            edit.setObjectName(f"keeperName{i}")
            edit.setMaxLength(40)
            if i < len(names):
                edit.setText(names[i])
        self.first_dealer = QComboBox()
        self.first_dealer.setObjectName("keeperFirstDealer")
        self.people = QGroupBox()
        form = QFormLayout(self.people)
        self.game_label, self.players_label, self.dealer_label = QLabel(), QLabel(), QLabel()
        self.game_label.setBuddy(self.game)
        self.players_label.setBuddy(self.players)
        self.dealer_label.setBuddy(self.first_dealer)
        form.addRow(self.game_label, self.game)
        row = QHBoxLayout()
        row.addWidget(self.players)
        row.addWidget(self.pairs)
        row.addStretch(1)
        form.addRow(self.players_label, row)
        self.name_labels = [QLabel() for _ in self.name_edits]
        for label, edit in zip(self.name_labels, self.name_edits, strict=True):
            label.setBuddy(edit)
            form.addRow(label, edit)
        form.addRow(self.dealer_label, self.first_dealer)
        self._form = form
        # The players, the pairs and who deals first are asked above, by name: the rule
        # "first dealer: at random / first ace" is for the program's own deal, not here.
        self.rules = RulesEditor(rules, hidden_options=("players", "teams", "first_dealer"))
        self.rules.setObjectName("keeperRules")
        self.start = QPushButton()
        self.start.setObjectName("keeperStart")
        self.start.setDefault(True)
        self.start.clicked.connect(self._start)
        self.rules.validityChanged.connect(self.start.setEnabled)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        # In a scroll area, so that the keeper's window fits a small (or scaled) screen.
        content = QWidget()
        scroll = QScrollArea()
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(content)
        layout.addWidget(self.title)
        layout.addWidget(self.people)
        layout.addWidget(self.rules, 1)
        layout.addLayout(buttons)
        self.players.valueChanged.connect(self._seating)
        self.pairs.toggled.connect(self._seating)
        for edit in self.name_edits:
            edit.textChanged.connect(self._fill_dealers)
        self.retranslate()
        self._seating()
        # Alt + a letter for every field, none of them the keeper's menu's (Game); again for
        # another game's rules or a Fix button (``ui/accelerators.py``)
        assign_mnemonics(self)
        self.rules.rulesChanged.connect(lambda: assign_soon(self))

    def names(self) -> tuple[str, ...]:
        n = self.players.value()
        return tuple(edit.text().strip() or self.tr("Player {number}").format(number=i + 1)
                     for i, edit in enumerate(self.name_edits[:n]))

    @property
    def kind(self):
        """The game chosen (its rules are the editor's)."""
        return self.rules.kind

    def offer(self, rules: Any, names: tuple[str, ...]) -> None:
        """Set up the next game like ``rules`` and ``names`` (the game just kept): the same
        game, table, players and rules, to change or start as they are."""
        kind = kind_of(rules)
        self.game.setCurrentIndex(self.game.findData(kind.key))
        counts = kind.player_counts
        self.players.blockSignals(True)
        self.players.setRange(min(counts), max(counts))
        self.players.setValue(rules.players)
        self.players.blockSignals(False)
        self.pairs.blockSignals(True)
        self.pairs.setChecked(rules.teams)
        self.pairs.blockSignals(False)
        self.rules.set_rules(rules)
        for edit, name in zip(self.name_edits, names, strict=False):
            edit.setText(name)
        self._seating()

    def _game_chosen(self, index: int) -> None:
        """Another game: its tables, and its rules for the nearest one
        (:func:`rules_for_table`)."""
        kind = GAMES[self.game.itemData(index)]
        if kind is self.kind:
            return
        counts = kind.player_counts
        rules = rules_for_table(kind, min(max(self.players.value(), min(counts)), max(counts)))
        self.players.blockSignals(True)
        self.players.setRange(min(counts), max(counts))
        self.players.setValue(rules.players)
        self.players.blockSignals(False)
        self.pairs.blockSignals(True)
        self.pairs.setChecked(getattr(rules, "teams", False))
        self.pairs.blockSignals(False)
        self.rules.set_rules(rules)
        self._seating()

    def _seating(self) -> None:
        n = self.players.value()
        has_pairs = self.kind.option("teams") is not None
        self.pairs.setVisible(has_pairs)
        self.pairs.setEnabled(n == 4 and has_pairs)
        teams = self.pairs.isChecked() and n == 4 and has_pairs
        for i, (label, edit) in enumerate(zip(self.name_labels, self.name_edits, strict=True)):
            self._form.setRowVisible(edit, i < n)
            del label
        self.rules.set_seating(n, teams)
        self._fill_dealers()

    def _fill_dealers(self) -> None:
        keep = self.first_dealer.currentIndex()
        self.first_dealer.blockSignals(True)
        self.first_dealer.clear()
        for name in self.names():
            self.first_dealer.addItem(name)
        self.first_dealer.setCurrentIndex(keep if 0 <= keep < self.first_dealer.count() else 0)
        self.first_dealer.blockSignals(False)

    def _start(self) -> None:
        if not self.rules.is_valid():
            return
        self.started.emit(self.rules.rules(), self.names(), self.first_dealer.currentIndex())

    def showEvent(self, event) -> None:
        assign_mnemonics(self)  # the keeper's menu bar is there now
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            assign_soon(self)  # once the rules editor has its new words
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("A new game with real cards"))
        self.game_label.setText(self.tr("Game"))
        for i in range(self.game.count()):
            self.game.setItemText(i, QCoreApplication.translate(
                "Game", GAMES[self.game.itemData(i)].name))
        self.people.setTitle(self.tr("Players"))
        self.players_label.setText(self.tr("Players"))
        self.pairs.setText(self.tr("in pairs (seats 1 + 3 against 2 + 4)"))
        for i, label in enumerate(self.name_labels):
            label.setText(self.tr("Seat {number}").format(number=i + 1))
            self.name_edits[i].setPlaceholderText(
                self.tr("Player {number}").format(number=i + 1))
        self.dealer_label.setText(self.tr("First dealer"))
        self.start.setText(self.tr("Start keeping score"))
        self._fill_dealers()
