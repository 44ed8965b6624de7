"""The deal form of a game whose deals are numbered in advance and entered as a row of
numbers per player, keyboard first (Oh Hell's bids and tricks, Magistr's tricks and count).

What such a form does alike: the deal shown is ``number`` of the rules'
``deal_count`` ("Deal 3 of 24"), a past deal is loaded for correction, a
half-entered deal the game kept (``kept_entry``) comes back as it was; the
players' rows sit in one grid under bold heads, their count boxes re-check the
deal at every change, and a number said moves the keyboard on to the next box
in the order the game gives (``_boxes_in_order``), then to Write.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from .form_base import HINT, CountBox, KeeperForm, say


class PlayerRowsForm(KeeperForm):
    """A deal entered as a row per player (see the module docstring)."""

    def __init__(self, live: Any, parent: QWidget | None = None) -> None:
        super().__init__(live, parent)
        # The deal shown (1-based); past the last deal once the game is over.
        self.number = 1
        self.write.setAutoDefault(True)  # Enter on it writes the deal
        self.players_box = QGroupBox()
        self.grid = QGridLayout(self.players_box)
        self.grid.setColumnStretch(0, 1)
        self.player_head = QLabel()
        # The players' rows, each a tuple starting with the seat and the name's label.
        self.rows: list[tuple[Any, ...]] = []

    def _set_heads(self, *heads: QLabel, wrap: bool = False) -> None:
        """The grid's first line: ``heads`` in bold over their columns."""
        for column, head in enumerate(heads):
            head.setStyleSheet("font-weight: bold;")
            head.setWordWrap(wrap)
            self.grid.addWidget(head, 0, column)

    # -- the deal shown ------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        """Every deal of the game is written: nothing is left to enter."""
        return self.number > self.live.rules.deal_count

    def kept_entry(self) -> Any:
        """The half-entered deal the game kept (a game that keeps one), else ``None``."""
        return None

    def start_new(self) -> None:
        """The next deal; a half-entered one (kept before a quit) as it was kept."""
        self.editing = None
        self.number = self.live.number
        kept = self.kept_entry()
        self._show_deal(kept)
        self.touched = kept is not None
        self.unwritten = False
        self._update()
        self.focus_next()

    def load(self, index: int) -> None:
        self.editing = index
        self.number = index + 1
        self._show_deal(self.live.entries[index])
        self.touched = True  # a deal written before: what is wrong with it is said at once
        self.unwritten = False
        self._update()

    def put_back(self, entry: Any) -> None:
        self.editing = None
        self.number = self.live.number
        self._show_deal(entry)
        self.touched = self.unwritten = True
        self._update()
        self.focus_next()  # every number is said: Write

    def _show_deal(self, entry: Any) -> None:
        """Lay out the rows of deal ``self.number`` and fill them with ``entry`` (if any)."""
        raise NotImplementedError

    def _clear_rows(self) -> None:
        for _seat, *widgets in self.rows:
            for widget in widgets:
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.rows = []

    def _add_row(self, line: int, *widgets: QWidget) -> None:
        """Put a player's ``widgets`` on line ``line`` of the grid, a column each; a number
        changed checks the deal again, a number said moves on (``_entered``)."""
        for column, widget in enumerate(widgets):
            self.grid.addWidget(widget, line, column)
            widget.show()  # now, not at the layout's next turn: it takes the focus
            if isinstance(widget, CountBox):
                widget.valueChanged.connect(self._changed)
                widget.entered.connect(lambda box=widget: self._entered(box))

    def _boxes_in_order(self) -> list[CountBox]:
        """The boxes of the deal in the order their numbers are said."""
        raise NotImplementedError

    def _set_tab_order(self, *first: QWidget) -> None:
        """Tab goes through ``first``, the boxes in order, then Write."""
        for one, following in pairwise([*first, *self._boxes_in_order(), self.write]):
            QWidget.setTabOrder(one, following)

    # -- the keyboard --------------------------------------------------------------------------

    def _entered(self, box: CountBox) -> None:
        """A number said (a digit, or Enter): on to the next box, unless it is wrong."""
        if self.error.property("wrongField") == box.objectName():
            box.selectAll()
            return
        self.focus_next(after=box)

    def focus_first(self) -> None:
        self.focus_next()

    def _focus_first(self) -> list[QWidget]:
        """What comes before the boxes when the form starts (Oh Hell's trump, until chosen)."""
        return []

    def focus_next(self, after: QWidget | None = None) -> None:
        """Focus the first thing not said yet, or the box after ``after``; then Write."""
        if self.over:
            return
        chain: list[QWidget] = self._focus_first() if after is None else []
        chain += [*self._boxes_in_order(), self.write]
        start = chain.index(after) + 1 if after in chain else 0
        for widget in chain[start:]:
            if not widget.isEnabled():
                continue
            if isinstance(widget, CountBox) and after is None and widget.number() is not None:
                continue  # the first thing not said yet
            widget.setFocus(Qt.FocusReason.TabFocusReason)
            if isinstance(widget, CountBox):
                widget.selectAll()
            return

    # -- the texts -----------------------------------------------------------------------------

    def _show_over(self, *gone: QWidget) -> None:
        """Every deal is written: ``gone`` hidden, Write off, and the form says so."""
        self.write.setEnabled(False)
        for widget in gone:
            widget.hide()
        say(self.error, self.tr("Every deal of the game is written."), HINT)

    def _show_title(self) -> None:
        """The deal's title and the buttons' texts, then what the game says of the deal."""
        self._show_buttons()
        count = self.live.rules.deal_count
        if self.over:
            self.title.setText(self.tr("The game is over"))
        elif self.editing is None:
            self.title.setText(self.tr("Deal {number} of {count}").format(number=self.number,
                                                                          count=count))
        else:
            self.title.setText(self.tr("Correcting deal {number} of {count}").format(
                number=self.number, count=count))
        self._show_deal_lines()

    def _show_deal_lines(self) -> None:
        """The game's lines under the title (who deals, the sub-game …), empty once over."""
        raise NotImplementedError

    def _name_row(self, seat: int, label: QLabel, tricks: CountBox, dealer: int) -> str:
        """Write the player's name on his row (the dealer's marked) and his tricks box's tip;
        return the name."""
        name = self.live.names[seat]
        label.setText(self.tr("{name} (dealer)").format(name=name) if seat == dealer else name)
        tricks.setToolTip(self.tr("The tricks {name} took.").format(name=name))
        return name

    def retranslate(self) -> None:
        super().retranslate()
        self.player_head.setText(self.tr("Player"))
