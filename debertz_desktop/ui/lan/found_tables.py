"""The tables found on the network, as the Join dialog lists them, and an address typed by hand.

Each table found (``net.discovery.TableAd``) is a line: its name, its game, its
rules in words, its free seats and its address; a table this program cannot
join (another protocol, a game it does not know) is greyed with the reason in
its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from ...net.discovery import TableAd
from ...net.messages import PROTOCOL_VERSION
from ...net.transport import DEFAULT_PORT
from .texts import advertised_rules_text, game_name

#: The item data role of a table's advertisement.
AD_ROLE = Qt.ItemDataRole.UserRole
#: The columns: the table's name, its game, rules, seats and address.
COLUMNS = (NAME, GAME, RULES, SEATS, ADDRESS) = range(5)


def parse_address(text: str) -> tuple[str, int] | None:
    """``host:port``, ``host`` (the usual port) or ``[v6]:port``; ``None`` if it is not one."""
    text = text.strip()
    if not text or any(ch.isspace() for ch in text):
        return None
    host, port = text, DEFAULT_PORT
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":") or not rest[1:].isdigit():
                return None
            port = int(rest[1:])
    elif text.count(":") == 1:
        host, _, number = text.partition(":")
        if not number.isdigit():
            return None
        port = int(number)
    if not host or not 0 < port < 65536:
        return None
    return host, port


class FoundTablesList(QTreeWidget):
    """The tables on the network, a line each, kept as they appear, change and go."""

    #: The tables its size is wished for (more scroll, or take the dialog's spare room).
    ROWS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("foundTables")
        self.setRootIsDecorated(False)
        self.setColumnCount(len(COLUMNS))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.header()
        header.setStretchLastSection(False)
        for column in COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch
                                        if column == RULES else
                                        QHeaderView.ResizeMode.ResizeToContents)

    def sizeHint(self) -> QSize:
        """As high as its header and a few tables: the dialog's spare room goes to the list
        by its stretch.  (A taller wish was taken as the least height by the dialog's
        layout, which has labels that wrap, and the seats' list below was squeezed under
        the fields after it.)"""
        row = max(self.fontMetrics().height() + 4, 16)
        height = self.header().sizeHint().height() + self.ROWS * row + 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), height)

    def show_ad(self, ad: TableAd) -> None:
        """A table appeared, or its advertisement changed (its free seats)."""
        item = self.item_for(ad.service)
        if item is None:
            item = QTreeWidgetItem(self)
        item.setData(0, AD_ROLE, ad)
        self._fill(item, ad)

    def take(self, service: str) -> bool:
        """The table went; whether it was the one chosen."""
        item = self.item_for(service)
        if item is None:
            return False
        was_selected = item.isSelected()
        self.takeTopLevelItem(self.indexOfTopLevelItem(item))
        return was_selected

    def item_for(self, service: str) -> QTreeWidgetItem | None:
        for i in range(self.topLevelItemCount()):
            item = self.topLevelItem(i)
            if item.data(0, AD_ROLE).service == service:
                return item
        return None

    def ads(self) -> list[TableAd]:
        return [self.topLevelItem(i).data(0, AD_ROLE) for i in range(self.topLevelItemCount())]

    def chosen(self) -> TableAd | None:
        items = self.selectedItems()
        return items[0].data(0, AD_ROLE) if items else None

    def retranslate(self) -> None:
        self.setHeaderLabels([self.tr("Table"), self.tr("Game"), self.tr("Rules"),
                              self.tr("Seats"), self.tr("Address")])
        for ad in self.ads():
            self.show_ad(ad)

    def _fill(self, item: QTreeWidgetItem, ad: TableAd) -> None:
        item.setText(NAME, ad.name or self.tr("(no name)"))
        item.setText(GAME, game_name(ad.game))
        item.setText(RULES, advertised_rules_text(ad))
        item.setToolTip(RULES, item.text(RULES))
        if not ad.compatible:
            seats = self.tr("another version")
        elif ad.free:
            seats = self.tr("%n free seat(s)", "", ad.free)
        else:
            seats = self.tr("full or playing")
        item.setText(SEATS, seats)
        item.setText(ADDRESS, f"{ad.address}:{ad.port}")
        tip = [self.tr("Encrypted") if ad.encrypted else self.tr("Not encrypted")]
        if ad.join_code:
            tip.append(self.tr("A join code is needed"))
        if ad.protocol != PROTOCOL_VERSION:
            tip.append(self.tr("This table needs another version of Debertz Desktop "
                               "(protocol {version}).").format(version=ad.protocol))
        elif not ad.compatible:
            tip.append(self.tr("This table plays {game}, a game this version of Debertz "
                               "Desktop does not know.").format(game=game_name(ad.game)))
        item.setToolTip(NAME, "\n".join(tip))
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for column in COLUMNS:
            item.setForeground(column, grey if not ad.compatible or not ad.free
                               else self.palette().color(QPalette.ColorRole.Text))
