"""Joining a table: "Save changes?" for the game on the table, then the Join dialog.

The dialog finds the tables, takes a seat (or a held seat back) and hands the
seated session over; the name the person gave becomes the settings' name.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject

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

    def show_dialog(self, **kwargs) -> None:
        """The Join dialog at once (the table on the window is left); ``kwargs`` for it."""
        from .join_dialog import JoinDialog

        self.play.leave_now()
        name = offered_player_name(self.window.settings.player_name)
        kwargs.setdefault("loopback", self.window.settings.lan_loopback)
        dialog = JoinDialog(name, self.window, **kwargs)
        self.play.dialog = dialog
        dialog.joined.connect(lambda session, d=dialog: self._joined(d, session))
        dialog.open()

    def _joined(self, dialog, session) -> None:
        name = dialog.player_name()
        if name and name != self.window.settings.player_name:
            self.window.remember_settings(
                dataclasses.replace(self.window.settings, player_name=name))
        session.setParent(self.play)
        self.play.adopt(session, is_host=False)
