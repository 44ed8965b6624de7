"""The seats this copy of the program holds at tables, offered to rejoin.

Each seat taken at a table (``net.seat_store``) is a line naming the table,
the seat and the name, and the address its table is at now: where the network
announces it (the same table id and certificate fingerprint: its host opened
it again, maybe on another port), else where the seat was taken.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.discovery import TableAd
from ...net.seat_store import HeldSeat, held_seats
from ...net.table_addresses import Address, TableAddresses
from .found_tables import AD_ROLE
from .seat_list import fit_rows


class HeldSeatsBox(QGroupBox):
    """The held seats' list and its Rejoin button; ``rejoin_asked`` when one is chosen
    (the button, a double click).  Hidden while no seat is held."""

    rejoin_asked = Signal()

    def __init__(self, found_ads: Callable[[], list[TableAd]],
                 parent: QWidget | None = None) -> None:
        """``found_ads()``: the tables found on the network now (where a table may be)."""
        super().__init__(parent)
        self._found_ads = found_ads
        layout = QVBoxLayout(self)
        self.list = QListWidget(self)
        self.list.setObjectName("heldSeats")
        self.list.setMaximumHeight(80)
        layout.addWidget(self.list)
        self.rejoin_button = QPushButton(self)
        self.rejoin_button.setObjectName("rejoin")
        self.rejoin_button.clicked.connect(self.rejoin_asked)
        self.list.itemDoubleClicked.connect(lambda _item: self.rejoin_asked.emit())
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.rejoin_button)
        layout.addLayout(row)

    def fill(self) -> None:
        """The seats held now, the first chosen (back to one's seat is the likeliest wish)."""
        self.list.clear()
        for held in held_seats():
            item = QListWidgetItem(self.list)
            item.setData(AD_ROLE, held)
        self.place()
        fit_rows(self.list, least=3, most=3)
        self.setVisible(self.list.count() > 0)
        if self.list.count():
            self.list.setCurrentRow(0)

    def chosen(self) -> HeldSeat | None:
        """The seat chosen, or the only one there is."""
        items = self.list.selectedItems() or (
            [self.list.item(0)] if self.list.count() == 1 else [])
        return items[0].data(AD_ROLE) if items else None

    def address(self, held: HeldSeat) -> Address:
        """Where the table of ``held`` is now."""
        return self.addresses(held).candidates()[0]

    def addresses(self, held: HeldSeat) -> TableAddresses:
        """Where the table of ``held`` may be: where it is announced, then where it was."""
        addresses = TableAddresses(held.host, held.port, table_id=held.table_id,
                                   fingerprint=held.fingerprint)
        for ad in self._found_ads():
            addresses.seen(ad)
        return addresses

    def place(self) -> None:
        """Each held seat's line names the address its table is at now."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            held: HeldSeat = item.data(AD_ROLE)
            address = self.address(held)
            item.setText(self.tr("«{table}» at {address}, seat {number} as {name}").format(
                table=held.table_name, address=str(address), number=held.seat + 1,
                name=held.name))
            was = Address(held.host, held.port)
            item.setToolTip("" if address == was else self.tr(
                "The table was at {old}; its host opened it again at {new}.").format(
                old=str(was), new=str(address)))

    def set_busy(self, busy: bool) -> None:
        """No second rejoin while a join or rejoin is under way."""
        self.rejoin_button.setEnabled(not busy and bool(self.list.selectedItems()
                                                        or self.list.count() == 1))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Tables you were seated at"))
        self.rejoin_button.setText(self.tr("&Rejoin"))
        self.fill()
