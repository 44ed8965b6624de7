"""Debertz's deal form in the score keeper: what the players enter (RULES §13).

The form only collects facts into a :class:`~debertz_desktop.keeper.DealEntry`;
the Qt-free model checks it (``keeper/checks.py``) and writes it with the
engine.  Every change re-checks the entry, so the reason an entry cannot be
right is shown while typing and the "Write" button is enabled only for a
possible deal.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ....engine.debertz.cards import Contract, Suit
from ....engine.debertz.combinations import CombinationKind
from ....engine.debertz.rules import AllPass, DebertzClaim
from ....engine.debertz.scoring import bella_follows_trick
from ....engine.debertz.sheet import DealKind
from ....keeper import DealEntry, EntryError, LiveGame
from ....keeper.checks import card_point_bounds, deck_points
from ...messages import error_text
from ...score_keeper.form_base import KeeperForm
from ...sheet_texts import deal_kind_text
from ...sheet_view import SheetPanel
from .keeper_rows import BellaRow, CombinationRow
from .texts import contract_text


class KeeperSheetPanel(SheetPanel):
    """Debertz's sheet beside the form: the table and the pencil notation."""

    def deal_at(self, row: int) -> int | None:
        """The deal (0-based) on line ``row``, or ``None`` for the totals."""
        sheet = self._sheet
        return row if sheet is not None and 0 <= row < len(sheet.rows) else None


class DealForm(KeeperForm):
    """Enter (or correct) one deal; ``submitted(DealEntry)`` when it is possible."""

    def __init__(self, live: LiveGame, parent: QWidget | None = None) -> None:
        super().__init__(live, parent)
        #: The deal shown for correction or put back, for what the form has no field for.
        self._shown_entry: DealEntry | None = None
        rules = live.rules
        self.kind = QComboBox()
        self.dealer = QComboBox()
        self.maker = QComboBox()
        self.contract = QComboBox()
        self.contracts: list[tuple[Contract, Suit | None]] = []
        self.claimer = QComboBox()
        self.claim_success = QCheckBox()
        self.stake = QSpinBox()
        self.stake.setRange(1, 1024)
        self.head = QFormLayout()
        self.head_labels = [QLabel() for _ in range(7)]
        for label, field in zip(self.head_labels, (self.kind, self.dealer, self.maker,
                                                   self.contract, self.claimer,
                                                   self.claim_success, self.stake), strict=True):
            self.head.addRow(label, field)

        self.sides_box = QGroupBox()
        grid = QGridLayout(self.sides_box)
        self.points_label, self.tricks_label = QLabel(), QLabel()
        self.last_label = QLabel()
        grid.addWidget(self.points_label, 1, 0)
        grid.addWidget(self.tricks_label, 2, 0)
        grid.addWidget(self.last_label, 3, 0)
        self.side_labels: list[QLabel] = []
        self.points: list[QSpinBox] = []
        self.tricks: list[QSpinBox] = []
        self.last: list[QCheckBox] = []
        for s in range(rules.sides):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            points = QSpinBox()
            points.setRange(0, deck_points(Contract.ALL_TRUMP))
            tricks = QSpinBox()
            tricks.setRange(0, rules.hand_size)
            last = QCheckBox()
            last.setObjectName(f"last{s}")
            points.setObjectName(f"points{s}")
            tricks.setObjectName(f"tricks{s}")
            grid.addWidget(label, 0, s + 1)
            grid.addWidget(points, 1, s + 1)
            grid.addWidget(tricks, 2, s + 1)
            grid.addWidget(last, 3, s + 1, Qt.AlignmentFlag.AlignCenter)
            self.side_labels.append(label)
            self.points.append(points)
            self.tricks.append(tricks)
            self.last.append(last)
            points.valueChanged.connect(self._changed)
            tricks.valueChanged.connect(self._changed)
            last.toggled.connect(lambda on, s=s: self._last_toggled(s, on))
        self.sum_label = QLabel()
        self.sum_label.setObjectName("pointsSum")
        # wrapped: its figures grow as they are typed, and must not widen the form (it would
        # then scroll sideways, as it did in Russian)
        self.sum_label.setWordWrap(True)
        grid.addWidget(self.sum_label, 4, 0, 1, rules.sides + 1)

        self.combos_box = QGroupBox()
        self.combo_rows: list[CombinationRow] = []
        self.combos_layout = QVBoxLayout(self.combos_box)
        self.add_combo = QPushButton()
        self.add_combo.clicked.connect(lambda: self.add_combination_row())
        self.combos_layout.addWidget(self.add_combo, 0, Qt.AlignmentFlag.AlignLeft)

        self.bellas_box = QGroupBox()
        self.bella_rows: list[BellaRow] = []
        self.bellas_layout = QVBoxLayout(self.bellas_box)
        self.add_bella = QPushButton()
        self.add_bella.clicked.connect(lambda: self.add_bella_row())
        self.bellas_layout.addWidget(self.add_bella, 0, Qt.AlignmentFlag.AlignLeft)
        self.write.setDefault(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(self.head)
        layout.addWidget(self.sides_box)
        layout.addWidget(self.combos_box)
        layout.addWidget(self.bellas_box)
        layout.addWidget(self.error)
        layout.addLayout(self.buttons)
        layout.addStretch(1)

        for combo in (self.kind, self.dealer, self.maker, self.contract, self.claimer):
            combo.currentIndexChanged.connect(self._changed)
        self.claim_success.toggled.connect(self._changed)
        self.stake.valueChanged.connect(self._changed)
        self.retranslate()
        self.start_new()

    # -- choices ----------------------------------------------------------------------------------

    def kind_name(self, kind: CombinationKind) -> str:
        return {CombinationKind.TERTZ: self.tr("tertz"), CombinationKind.FIFTY: self.tr("fifty"),
                CombinationKind.HUNDRED: self.tr("hundred")}[kind]

    def _kinds(self) -> list[DealKind]:
        rules = self.live.rules
        kinds = [DealKind.PLAYED, DealKind.VOID]
        if rules.all_pass is AllPass.NEGATIVE_ROUND:
            kinds.append(DealKind.NEGATIVE)
        if rules.concede_fifty and rules.players == 2:
            kinds.append(DealKind.CONCEDED)
        if rules.debertz is not DebertzClaim.OFF or rules.klabor:
            kinds.append(DealKind.INSTANT_WIN)
        if rules.finish and rules.teams:
            kinds.append(DealKind.FINISH)
        if rules.dave and rules.single_deal and rules.players == 2:
            kinds.append(DealKind.DAVE_DECLINED)
        return kinds

    def _fill_choices(self) -> None:
        live = self.live
        rules = live.rules
        self._loading = True
        for combo in (self.kind, self.dealer, self.maker, self.contract, self.claimer):
            combo.clear()
        for kind in self._kinds():
            text = self.tr("played") if kind is DealKind.PLAYED else deal_kind_text(kind)
            self.kind.addItem(text, kind)
        for seat, name in enumerate(live.names):
            self.dealer.addItem(name, seat)
            self.maker.addItem(name, seat)
            self.claimer.addItem(name, seat)
        self.contracts = [(Contract.SUIT, suit) for suit in Suit]
        if rules.contracts_no_trump:
            self.contracts.append((Contract.NO_TRUMP, None))
        if rules.contracts_all_trump:
            self.contracts.append((Contract.ALL_TRUMP, None))
        for contract, trump in self.contracts:
            self.contract.addItem(contract_text(contract, trump))
        self._loading = False

    # -- filling and reading --------------------------------------------------------------------

    def start_new(self) -> None:
        """An empty form for the next deal, with the dealer (and forced maker) the rules give."""
        self.editing = None
        self._shown_entry = None
        self.touched = self.unwritten = False
        self._fill_choices()
        self._loading = True
        self.dealer.setCurrentIndex(self.live.next_dealer())
        forced = self.live.forced_maker
        self.maker.setCurrentIndex(forced if forced is not None else
                                   (self.live.next_dealer() + 1) % self.live.rules.players)
        for w in (*self.points, *self.tricks):
            w.setValue(0)
        for box in self.last:
            box.setChecked(False)
        for row in list(self.combo_rows):
            self._remove_row(row)
        for row in list(self.bella_rows):
            self._remove_row(row)
        self._loading = False
        self._show_title()
        self._update()

    def load(self, index: int) -> None:
        """Show deal ``index`` (0-based) for correction."""
        self.editing = index
        self._show_entry(self.live.entries[index])
        self.unwritten = False

    def put_back(self, entry: DealEntry) -> None:
        self.editing = None
        self._show_entry(entry)
        self.unwritten = True

    def _show_entry(self, entry: DealEntry) -> None:
        """Fill the form with ``entry``'s figures (a deal written before, or just removed):
        what is wrong with it is said at once."""
        self._shown_entry = entry
        self._fill_choices()
        self._loading = True
        self.touched = True
        self.kind.setCurrentIndex(max(0, self.kind.findData(entry.kind)))
        self.dealer.setCurrentIndex(entry.dealer)
        if entry.maker is not None:
            self.maker.setCurrentIndex(entry.maker)
        self.set_contract(entry.contract, entry.trump)
        if entry.claimer is not None:
            self.claimer.setCurrentIndex(entry.claimer)
        self.claim_success.setChecked(entry.claim_success)
        self.stake.setValue(entry.stake)
        for s in range(self.live.rules.sides):
            self.points[s].setValue(entry.card_points[s] if entry.card_points else 0)
            self.tricks[s].setValue(entry.tricks[s] if entry.tricks else 0)
            self.last[s].setChecked(entry.last_trick_side == s)
        for row in list(self.combo_rows):
            self._remove_row(row)
        for row in list(self.bella_rows):
            self._remove_row(row)
        for item in entry.declared:
            row = self.add_combination_row()
            row.player.setCurrentIndex(item.seat)
            c = item.combination
            if (c.kind, c.length) in row.kinds:
                row.kind.setCurrentIndex(row.kinds.index((c.kind, c.length)))
            row.top.setCurrentIndex(row.top.findData(c.top))
            row.suit.setCurrentIndex(row.suit.findData(c.suit))
        for bella in entry.bellas:
            row = self.add_bella_row()
            row.player.setCurrentIndex(bella.seat)
            row.suit.setCurrentIndex(row.suit.findData(bella.suit))
            row.side.setCurrentIndex(max(0, row.side.findData(bella.side)))
        self._loading = False
        self._show_title()
        self._update()

    def entry(self) -> DealEntry:
        """The entry as the form stands (``EntryError`` for a sequence that cannot exist)."""
        kind = DealKind(self.kind.currentData() or DealKind.PLAYED)
        contract, trump = self.current_contract()
        played = kind in (DealKind.PLAYED, DealKind.NEGATIVE)
        claims = kind in (DealKind.INSTANT_WIN, DealKind.FINISH, DealKind.DAVE_DECLINED)
        last = next((s for s, box in enumerate(self.last) if box.isChecked()), None)
        maker = self.maker.currentData() if kind in (DealKind.PLAYED,
                                                     DealKind.CONCEDED) else None
        return DealEntry(
            dealer=self.dealer.currentData(), kind=kind, maker=maker,
            contract=contract if played else Contract.SUIT, trump=trump if played else None,
            card_points=tuple(w.value() for w in self.points) if played else (),
            tricks=tuple(w.value() for w in self.tricks) if played else (),
            last_trick_side=last if played else None,
            declared=tuple(r.declared() for r in self.combo_rows) if played else (),
            bellas=tuple(r.bella(self.bella_follows_trick()) for r in self.bella_rows)
            if played else (),
            claimer=self.claimer.currentData() if claims else None,
            claim_success=self.claim_success.isChecked() if kind is DealKind.FINISH else True,
            stake=self.stake.value() if self.live.rules.single_deal else 1,
            **self._unshown(kind),
        )

    def _unshown(self, kind: DealKind) -> dict:
        """What the deal shown (corrected or put back) holds that the form has no field for:
        its note (written by the table: "all passed"), and a finish claim's points (RULES
        §15) while it stays a finish."""
        shown = self._shown_entry
        if shown is None:
            return {}
        finish = kind is DealKind.FINISH and shown.kind is DealKind.FINISH
        return {"note": shown.note, "claim_points": shown.claim_points if finish else 0}

    def current_kind(self) -> DealKind:
        return DealKind(self.kind.currentData() or DealKind.PLAYED)

    def bella_follows_trick(self) -> bool:
        """Whether a bella goes to the side that took its trick in the deal as entered:
        with ``bella_to_trick_taker``, but never in a negative round, where it is minus for
        every side but the declarer's (RULES §6, §10.4, §15)."""
        return bella_follows_trick(self.live.rules, self.current_kind())

    def current_contract(self) -> tuple[Contract, Suit | None]:
        i = self.contract.currentIndex()
        return self.contracts[i] if 0 <= i < len(self.contracts) else (Contract.SUIT, None)

    def set_contract(self, contract: Contract, trump: Suit | None) -> None:
        if (contract, trump) in self.contracts:
            self.contract.setCurrentIndex(self.contracts.index((contract, trump)))

    def add_combination_row(self) -> CombinationRow:
        row = CombinationRow(self)
        row.removed.connect(self._remove_row)
        row.changed.connect(self._changed)
        self.combo_rows.append(row)
        self.combos_layout.insertWidget(self.combos_layout.count() - 1, row)
        self._changed()
        return row

    def add_bella_row(self) -> BellaRow:
        row = BellaRow(self)
        row.removed.connect(self._remove_row)
        row.changed.connect(self._changed)
        trump = self.current_contract()[1]
        if trump is not None:
            row.suit.setCurrentIndex(row.suit.findData(trump))
        self.bella_rows.append(row)
        self.bellas_layout.insertWidget(self.bellas_layout.count() - 1, row)
        self._changed()
        return row

    def _remove_row(self, row) -> None:
        for rows in (self.combo_rows, self.bella_rows):
            if row in rows:
                rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self._changed()

    def _last_toggled(self, side: int, on: bool) -> None:
        if on:
            for s, box in enumerate(self.last):
                if s != side and box.isChecked():
                    box.setChecked(False)
        self._changed()

    # -- checking -------------------------------------------------------------------------------

    def _update(self) -> None:
        kind = DealKind(self.kind.currentData() or DealKind.PLAYED)
        played = kind in (DealKind.PLAYED, DealKind.NEGATIVE)
        claims = kind in (DealKind.INSTANT_WIN, DealKind.FINISH, DealKind.DAVE_DECLINED)
        rows = [(self.maker, kind in (DealKind.PLAYED, DealKind.CONCEDED)),
                (self.contract, played), (self.claimer, claims),
                (self.claim_success, kind is DealKind.FINISH),
                (self.stake, self.live.rules.single_deal)]
        for widget, visible in rows:
            self.head.setRowVisible(widget, visible)
        for box in (self.sides_box, self.combos_box, self.bellas_box):
            box.setVisible(played)
        follows = self.bella_follows_trick()
        for row in self.bella_rows:
            row.ask_taker(follows)
        self._show_sum()
        try:
            entry = self.entry()
            if self.editing is None:
                self.live.check(entry)
            else:
                self.live.check_replacement(self.editing, entry)
        except EntryError as err:
            self.write.setEnabled(False)
            if not self.touched:
                self.error.setText(self.tr("Enter the deal: who made trump, the card points "
                                           "and tricks of each side, the declarations."))
                self.error.setStyleSheet("color: #5f5f5f;")
                return
            self.error.setText(error_text(err))
            self.error.setStyleSheet("color: #8b0000;")
            return
        self.error.setText(self.tr("The deal can be written."))
        self.error.setStyleSheet("color: #1b5e20;")
        self.write.setEnabled(True)

    def _show_sum(self) -> None:
        contract = self.current_contract()[0]
        total = sum(w.value() for w in self.points)
        rules = self.live.rules
        if rules.players == 4:
            expected = self.tr("the whole deck holds {points}").format(
                points=deck_points(contract))
        else:
            low, high = card_point_bounds(rules, contract)
            expected = self.tr("the cards in play hold {low}–{high}").format(low=low, high=high)
        tricks = sum(w.value() for w in self.tricks)
        self.sum_label.setText(self.tr("Card points: {total} ({expected}); tricks: {tricks} "
                                       "of {all}").format(total=total, expected=expected,
                                                          tricks=tricks, all=rules.hand_size))

    def _submit(self) -> None:
        try:
            entry = self.entry()
        except EntryError as err:
            self.error.setText(error_text(err))
            return
        self.submitted.emit(entry)

    # -- language ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        texts = (self.tr("The deal was"), self.tr("Dealer"), self.tr("Maker"), self.tr("Trump"),
                 self.tr("Claimed by"), self.tr("The claim was right"),
                 self.tr("Stake"))
        for label, text in zip(self.head_labels, texts, strict=True):
            label.setText(text)
        self.sides_box.setTitle(self.tr("Tricks and card points"))
        self.points_label.setText(self.tr("Card points (without the last trick)"))
        self.tricks_label.setText(self.tr("Tricks"))
        self.last_label.setText(self.tr("Last trick"))
        for label, name in zip(self.side_labels, self.live.side_names, strict=True):
            label.setText(name)
        self.combos_box.setTitle(self.tr("Declared sequences"))
        self.add_combo.setText(self.tr("Add a sequence"))
        self.bellas_box.setTitle(self.tr("Bella"))
        self.add_bella.setText(self.tr("Add a bella"))
        self._show_title()
        if not self._loading and self.kind.count():
            index = (self.kind.currentIndex(), self.dealer.currentIndex(),
                     self.maker.currentIndex(), self.contract.currentIndex(),
                     self.claimer.currentIndex())
            self._fill_choices()
            self._loading = True
            for combo, i in zip((self.kind, self.dealer, self.maker, self.contract,
                                 self.claimer), index, strict=True):
                combo.setCurrentIndex(i)
            self._loading = False
            for row in (*self.combo_rows, *self.bella_rows):
                row.fill(self)
            self._update()

    def _show_title(self) -> None:
        if self.editing is None:
            self.title.setText(self.tr("Deal {number}").format(
                number=len(self.live.entries) + 1))
        else:
            self.title.setText(self.tr("Correcting deal {number}").format(
                number=self.editing + 1))
        self._show_buttons()

    def sheet_panel(self) -> QWidget:
        return KeeperSheetPanel()
