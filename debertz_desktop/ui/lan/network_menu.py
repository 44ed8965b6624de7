"""Game → Play on the network: host, join, host again, show the lobby, leave.

Rebuilt each time it opens, so that *Host again* lists the unfinished tables
as they are now and *Close the table* / *Leave the table* says which.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from .unfinished_tables import describe_saved_table, unfinished_tables


class NetworkMenu(QMenu):
    """The submenu of the window's Game menu; ``play`` is the window's ``NetworkPlay``."""

    def __init__(self, play, parent: QMenu) -> None:
        super().__init__(parent)
        self.play = play
        self.setTitle(self.tr("Play on the n&etwork"))
        self.setObjectName("networkMenu")
        self.aboutToShow.connect(self.fill)
        self.fill()

    def fill(self) -> None:
        play = self.play
        self.clear()
        host = self.addAction(self.tr("&Host a table…"))
        host.setObjectName("hostTable")
        host.triggered.connect(lambda _=False: play.hosting.ask_host())
        join = self.addAction(self.tr("&Join a table…"))
        join.setObjectName("joinTable")
        join.triggered.connect(lambda _=False: play.joining.ask_join())
        again = self.addMenu(self.tr("Host &again"))
        again.setObjectName("hostAgain")
        # not the table open now (its autosave is written as it is played)
        hosted = getattr(play.session, "host", None) if play.is_host else None
        open_now = getattr(hosted, "autosave", None)
        tables = [(path, data) for path, data in unfinished_tables() if path != open_now]
        for path, data in tables:
            action = again.addAction(describe_saved_table(data))
            action.triggered.connect(lambda _=False, p=path: play.hosting.ask_host_again(p))
        again.setEnabled(bool(tables))
        self.addSeparator()
        lobby = self.addAction(self.tr("Show the l&obby"))
        lobby.setObjectName("showLobby")
        lobby.setEnabled(play.lobby is not None)
        lobby.triggered.connect(lambda _=False: play.raise_lobby())
        leave = self.addAction(self.tr("&Close the table") if play.is_host
                               else self.tr("&Leave the table"))
        leave.setObjectName("leaveTable")
        leave.setEnabled(play.active)
        leave.triggered.connect(lambda _=False: play.confirm_leave(None))
