"""The seats of a table to choose from, as the Join dialog shows them.

"Any free seat" first, then each seat with who holds it (a computer, the host,
a person away) or, where it is free, whose partner it makes; only free seats
of a table whose game has not started can be chosen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from ...net.messages import TableInfo
from .texts import partner_text, seat_name, seat_state, seat_title

#: The item data role of a seat's number (-1: any free seat).
SEAT_ROLE = Qt.ItemDataRole.UserRole + 1


def fit_rows(widget: QListWidget, *, least: int, most: int) -> None:
    """``widget`` as high as its rows, up to ``most`` of them (then it scrolls), and never
    squeezed below ``least`` of them: a list of a few lines takes no more room than they
    need, and seven seats are seen whole where the screen has room."""
    row = max(widget.sizeHintForRow(0), widget.fontMetrics().height())
    shown = min(max(widget.count(), 1), most)
    frame = 2 * widget.frameWidth() + 4  # the frame, and the margins a style keeps
    widget.setMinimumHeight(row * min(shown, least) + frame)
    widget.setMaximumHeight(row * shown + frame)


class SeatList(QListWidget):
    """A table's seats, a line each; ``chosen_seat()`` is the one asked for."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seats")
        self.setMaximumHeight(110)

    def show_table(self, table: TableInfo | None) -> None:
        """The seats of ``table`` (none while no table is chosen), "any free seat" chosen."""
        self.clear()
        if table is None:
            return
        any_free = QListWidgetItem(self.tr("Any free seat"), self)
        any_free.setData(SEAT_ROLE, -1)
        for seat in table.seats:
            free = seat.kind == "person" and not seat.taken and not table.started
            text = f"{seat_title(seat.seat)}: {seat_name(seat)}"
            detail = seat_state(seat, table.started) if not free else partner_text(
                table, seat.seat)
            if detail:
                text += f" — {detail}"
            item = QListWidgetItem(text, self)
            item.setData(SEAT_ROLE, seat.seat)
            if not free:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled
                              & ~Qt.ItemFlag.ItemIsSelectable)
        self.setCurrentRow(0)
        # every seat in sight (up to seven and "any free seat"): a seat half seen under
        # the list's edge is a seat the player does not know he can take
        fit_rows(self, least=8, most=8)

    def chosen_seat(self) -> int | None:
        """The seat chosen; ``None`` for any free seat."""
        item = self.currentItem()
        seat = item.data(SEAT_ROLE) if item is not None else -1
        return None if seat is None or seat < 0 else int(seat)
