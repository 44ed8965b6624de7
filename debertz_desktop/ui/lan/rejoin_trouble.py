"""What the Join dialog says and offers when going back to a held seat does not get it back.

Trying to rejoin is never minutes of silence (``net.joining``): when no table
answers for a few seconds, the host does not answer and the dialog is still
trying — *Stop trying*; when another table answers at the seat's address (its
host hosts a new one there, and so no longer has the seat), the dialog stops
and offers to *Forget the seat* or to *Join the new table*.  The buttons stand
under the dialog's message; the sentences are this module's, the dialog says them.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget


class RejoinTrouble(QWidget):
    """The buttons for a rejoin in trouble; hidden while there is none."""

    stop_asked = Signal()
    forget_asked = Signal()
    other_asked = Signal()  # join the table that answers at the seat's address now

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rejoinTrouble")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        self.stop_button = self._button("stopTrying", self.stop_asked, row)
        self.forget_button = self._button("forgetSeat", self.forget_asked, row)
        self.other_button = self._button("joinNewTable", self.other_asked, row)
        self.offer()
        self.retranslate()

    def _button(self, name: str, signal, row: QHBoxLayout) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setAutoDefault(False)  # Enter stays with Join
        button.clicked.connect(signal)
        row.addWidget(button)
        return button

    def offer(self, *, stop: bool = False, forget: bool = False, other: bool = False) -> None:
        """Show the buttons asked for (none: the row goes)."""
        self.stop_button.setVisible(stop)
        self.forget_button.setVisible(forget)
        self.other_button.setVisible(other)
        self.setVisible(stop or forget or other)

    # -- what the dialog says --------------------------------------------------------------------

    def unanswered_text(self, table: str, address: str) -> str:
        return self.tr("The host of «{table}» does not answer at {address}: its program may be "
                       "closed, or the table not hosted again yet. Still trying…").format(
            table=table, address=address)

    def stopped_text(self, table: str) -> str:
        return self.tr("Stopped. Your seat at «{table}» stays in the list above: Rejoin once "
                       "its host has hosted the table again.").format(table=table)

    def other_table_text(self, table: str, other: str, address: str) -> str:
        return self.tr("This table no longer has your seat: at {address} its host has a new "
                       "table now, «{other}». Join the new table, or forget your seat at "
                       "«{table}» (keep it only if the host may still open that table "
                       "again).").format(table=table, other=other, address=address)

    def forgotten_text(self, table: str) -> str:
        return self.tr("Your seat at «{table}» is forgotten.").format(table=table)

    # -- language ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        """The buttons' words in the current language (the dialog's ``retranslate`` calls it)."""
        self.stop_button.setText(self.tr("&Stop trying"))
        self.forget_button.setText(self.tr("&Forget the seat"))
        self.forget_button.setToolTip(self.tr("Take the seat off the list of tables you were "
                                              "seated at"))
        self.other_button.setText(self.tr("Join the ne&w table"))
        self.other_button.setToolTip(self.tr("Show the new table's seats, to take one"))
