"""Joining a table: "Save changes?" for the game on the table, then the Join dialog.

The dialog finds the tables, takes a seat (or a held seat back) and hands the
seated session over; the name the person gave becomes the settings' name.  At
start, a seat this copy still holds (its program was closed or died mid-game)
is offered to go back to, as the host's unfinished table is offered to host
again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from ...net.seat_store import forget_seat, held_seats, set_aside_damaged_seats
from ..messages import file_problem_details
from ..player_names import offered_player_name


class TableJoining(QObject):
    """A client's way to a table; ``play`` is the window's ``NetworkPlay``."""

    def __init__(self, play) -> None:
        super().__init__(play)
        self.play = play
        self.window = play.window

    def ask_join(self) -> None:
        """"Save changes?" for a game in progress, then the Join dialog."""
        self.window.files.confirm_discard(self.show_dialog)

    def show_dialog(self, *, rejoin: bool = False, **kwargs) -> None:
        """The Join dialog at once (the table on the window is left); ``kwargs`` for it;
        ``rejoin``: it goes back at once to the seat held most recently.  A held seats' file
        damaged since the start's check is set aside and said first."""
        self.tell_damaged_seats(lambda: self._show_dialog(rejoin, kwargs))

    def tell_damaged_seats(self, then: Callable[[], None]) -> None:
        """Set aside the held seats' file if it cannot be read (``seats.json.broken``: its
        tokens kept, nothing written over it) and say so, so that the person knows why no
        seat is offered; ``then()`` once it is read (at once if nothing was set aside)."""
        item = set_aside_damaged_seats()
        if item is None:
            then()
            return
        self.play.tell(self.tr("Your seat at a network table"),
                       self.tr("Your seats at network tables could not be read: the file that "
                               "keeps them is damaged, and was set aside. No seat can be "
                               "offered to go back to."),
                       name="SeatsSetAsideBox",
                       details=file_problem_details(item.path or "", item.error), then=then)

    def _show_dialog(self, rejoin: bool, kwargs: dict) -> None:
        from .join_dialog import JoinDialog

        self.play.leave_now()
        name = offered_player_name(self.window.settings.player_name)
        kwargs.setdefault("loopback", self.window.settings.lan_loopback)
        dialog = JoinDialog(name, self.window, **kwargs)
        self.play.dialog = dialog
        dialog.joined.connect(lambda session, d=dialog: self._joined(d, session))
        dialog.open()
        if rejoin:
            dialog.rejoin_selected()  # the held seats' list chooses the newest

    def offer_held_seat(self) -> None:
        """On start: the seat held most recently at a network table — go back to it?  "Not
        now" keeps it in the Join dialog's list (and asks again at the next start);
        "Forget it" lets it go."""
        seats = held_seats()
        if not seats or self.play.active:
            return
        held = seats[0]

        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.window.files.confirm_discard(lambda: self.show_dialog(rejoin=True))
            elif result == QMessageBox.StandardButton.Discard:
                forget_seat(held.table_id)

        yes, no, discard = (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                            QMessageBox.StandardButton.Discard)
        self.play.ask("HeldSeatBox", self.tr("Your seat at a network table"),
                      self.tr("You still have a seat at the network table «{table}», as "
                              "{name}. Go back to it? Until you do, the table's host may have "
                              "a computer play for you.").format(table=held.table_name,
                                                                   name=held.name),
                      {yes: self.tr("&Go back"), no: self.tr("&Not now"),
                       discard: self.tr("&Forget it")}, answered)

    def _joined(self, dialog, session) -> None:
        name = dialog.player_name()
        if name and name != self.window.settings.player_name:
            self.window.remember_settings(
                dataclasses.replace(self.window.settings, player_name=name))
        session.setParent(self.play)
        self.play.adopt(session, is_host=False)
