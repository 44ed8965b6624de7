"""The rows of Debertz's keeper form that the players add: a declared sequence and a
bella (RULES §6).

Each row is a line of drop-down lists with a ✕ to take it away.  Refilled after a
change of names, rules or language, a row keeps what was chosen in it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QToolButton, QWidget

from ....engine.debertz.cards import Rank, Suit
from ....engine.debertz.combinations import Combination, CombinationKind
from ....engine.errors import QT_TRANSLATE_NOOP
from ....keeper import BellaEntry, Declared, EntryError, LiveGame
from .texts import rank_text, suit_name

TOP_RANKS = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)


class RowForm(Protocol):
    """What a row asks of the form it sits in."""

    live: LiveGame

    def kind_name(self, kind: CombinationKind) -> str: ...

    def bella_follows_trick(self) -> bool: ...


class _EntryRow(QWidget):
    """A line of drop-down lists and a ✕; ``changed`` on any choice, ``removed`` on the ✕."""

    removed = Signal(object)
    changed = Signal()

    def __init__(self, form: RowForm, combos: tuple[QComboBox, ...]) -> None:
        super().__init__()
        self._combos = combos
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.remove.clicked.connect(lambda: self.removed.emit(self))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for combo in combos:
            layout.addWidget(combo)
            combo.currentIndexChanged.connect(self.changed)
        layout.addWidget(self.remove)
        self.fill(form)

    def fill(self, form: RowForm) -> None:
        """Fills the lists afresh (names, rules or language changed), keeping each choice."""
        keep = [combo.currentIndex() for combo in self._combos]
        for combo in self._combos:
            combo.blockSignals(True)
            combo.clear()
        self._add_items(form)
        for combo, index in zip(self._combos, keep, strict=True):
            combo.setCurrentIndex(index if 0 <= index < combo.count() else 0)
            combo.blockSignals(False)
        self._after_fill(form, keep)

    def _add_items(self, form: RowForm) -> None:
        raise NotImplementedError

    def _after_fill(self, form: RowForm, kept: list[int]) -> None:
        """What a row sets once it is filled (``kept``: the indexes it had, -1 when new)."""

    def _add_players(self, combo: QComboBox, form: RowForm) -> None:
        for seat, name in enumerate(form.live.names):
            combo.addItem(name, seat)

    def _add_suits(self, combo: QComboBox) -> None:
        for suit in Suit:
            combo.addItem(f"{suit.symbol} {suit_name(suit)}", suit)


class CombinationRow(_EntryRow):
    """One declared sequence: who, which kind, its top card's rank and suit (RULES §6)."""

    def __init__(self, form: RowForm) -> None:
        self.player = QComboBox()
        self.kind = QComboBox()
        self.top = QComboBox()
        self.suit = QComboBox()
        self.kinds: list[tuple[CombinationKind, int]] = []
        super().__init__(form, (self.player, self.kind, self.top, self.suit))

    def _add_items(self, form: RowForm) -> None:
        self._add_players(self.player, form)
        kinds = [(CombinationKind.TERTZ, 3), (CombinationKind.FIFTY, 4)]
        hundred = form.live.rules.hundred_length
        if hundred is not None:
            kinds.append((CombinationKind.HUNDRED, hundred))
        self.kinds = kinds
        for kind, _length in kinds:
            self.kind.addItem(form.kind_name(kind))
        for rank in TOP_RANKS:
            text = QCoreApplication.translate("DealForm", "to {rank}").format(
                rank=rank_text(rank))
            self.top.addItem(text, rank)
        self._add_suits(self.suit)

    def _after_fill(self, form: RowForm, kept: list[int]) -> None:
        if kept[2] < 0:
            self.top.setCurrentIndex(len(TOP_RANKS) - 1)

    def declared(self) -> Declared:
        kind, length = self.kinds[max(0, self.kind.currentIndex())]
        top: Rank = self.top.currentData()
        if top + 1 < length:
            raise EntryError(QT_TRANSLATE_NOOP("Keeper", "a {length}-card sequence cannot end "
                                               "at {rank}"), "declared",
                             length=str(length), rank=rank_text(top))
        return Declared(self.player.currentData(),
                        Combination(kind, self.suit.currentData(), top, length))


class BellaRow(_EntryRow):
    """One bella: who held it, its suit and, where it counts, who took its trick (RULES §6)."""

    def __init__(self, form: RowForm) -> None:
        self.player = QComboBox()
        self.suit = QComboBox()
        self.side = QComboBox()
        super().__init__(form, (self.player, self.suit, self.side))

    def _add_items(self, form: RowForm) -> None:
        self._add_players(self.player, form)
        self._add_suits(self.suit)
        self.side.addItem(QCoreApplication.translate("DealForm", "to the declarer"), None)
        for side, name in enumerate(form.live.side_names):
            text = QCoreApplication.translate("DealForm", "taken by {side}").format(side=name)
            self.side.addItem(text, side)

    def _after_fill(self, form: RowForm, kept: list[int]) -> None:
        self.ask_taker(form.bella_follows_trick())

    def ask_taker(self, follows: bool) -> None:
        """Who took the bella's trick is asked only where it decides who scores it."""
        self.side.setVisible(follows)

    def bella(self, follows: bool) -> BellaEntry:
        """The bella entered; the trick's taker only where it counts (``follows``)."""
        return BellaEntry(self.player.currentData(), self.suit.currentData(),
                          self.side.currentData() if follows else None)
