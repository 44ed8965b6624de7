"""Playing on the network, for the main window: host, join, the lobby, the table, the chat.

The window keeps one :class:`NetworkPlay`.  It runs the Host and Join dialogs,
shows the lobby until the game starts, then hands the network session to the
window's table exactly as a local game's (``MainWindow.start_session``), with
a chat dock beside it, the seats' marks (disconnected, a computer playing for
someone) and a banner while a client reconnects.  It asks before the table is
left or closed, and tells the person, in a box, when the table ends for him
(the host gone, another version, a seat taken over).

Everything network (``lan_session``, ``net``) is imported on first use, so a
player who never plays on the network never loads it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import getpass
import logging
import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QMessageBox, QWidget

from ..save_changes import ask_save_changes
from .chat import ChatLog, ChatPanel, table_news
from .problems import end_text
from .texts import table_mark, waiting_text

translate = QCoreApplication.translate

log = logging.getLogger(__name__)

#: How long a closed session lives on, so that its sockets can say goodbye.
CLOSING_MS = 6000


def default_player_name(settings_name: str) -> str:
    """The name to offer at a table: the one in the settings, else the login name."""
    if settings_name.strip():
        return settings_name.strip()
    try:
        login = getpass.getuser()
    except Exception:  # no login name (a service account, a container)
        return ""
    return login[:1].upper() + login[1:] if login.isascii() else login


class ConnectionBanner(QLabel):
    """A strip across the top of the table: "Connection lost — reconnecting…"."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ConnectionBanner")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { background: rgba(120, 20, 20, 220); color: white; "
                           "font-weight: bold; padding: 8px; border-radius: 6px; }")
        self.hide()
        parent.installEventFilter(self)

    def show_text(self, text: str) -> None:
        self.setText(text)
        self._place()
        self.show()
        self.raise_()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parent() and event.type() == event.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        parent = self.parentWidget()
        width = min(parent.width() - 40, 560)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, 12)


class NetworkPlay(QObject):
    """The window's network game: at most one table at a time, hosted or joined."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.session = None
        self.is_host = False
        self.chat: ChatLog | None = None
        self.lobby = None
        self.dialog = None
        self.message_box: QMessageBox | None = None
        self.chat_dock: QDockWidget | None = None
        self.banner: ConnectionBanner | None = None
        self.menu: QMenu | None = None
        self._table = None
        self._playing = False
        #: The game on the table was over at the last view (a new one: the host played again).
        self._over = False

    @property
    def active(self) -> bool:
        """A table is hosted or joined (in the lobby or in play)."""
        return self.session is not None

    @property
    def playing(self) -> bool:
        """The network game is on the window's table."""
        return self.session is not None and self._playing

    # -- the menu --------------------------------------------------------------------------------

    def build_menu(self, parent_menu: QMenu) -> QMenu:
        """Game → Play on the network: host, join, host again, leave; rebuilt on each opening."""
        menu = parent_menu.addMenu(self.tr("Play on the &network"))
        menu.setObjectName("networkMenu")
        menu.aboutToShow.connect(lambda m=menu: self._fill_menu(m))
        self.menu = menu
        self._fill_menu(menu)
        return menu

    def _fill_menu(self, menu: QMenu) -> None:
        menu.clear()
        host = menu.addAction(self.tr("&Host a table…"))
        host.setObjectName("hostTable")
        host.triggered.connect(lambda _=False: self.ask_host())
        join = menu.addAction(self.tr("&Join a table…"))
        join.setObjectName("joinTable")
        join.triggered.connect(lambda _=False: self.ask_join())
        again = menu.addMenu(self.tr("Host &again"))
        again.setObjectName("hostAgain")
        tables = self.unfinished_tables()
        for path, data in tables:
            action = again.addAction(describe_saved_table(data))
            action.triggered.connect(lambda _=False, p=path: self.ask_host_again(p))
        again.setEnabled(bool(tables))
        menu.addSeparator()
        lobby = menu.addAction(self.tr("Show the &lobby"))
        lobby.setObjectName("showLobby")
        lobby.setEnabled(self.lobby is not None)
        lobby.triggered.connect(lambda _=False: self._raise_lobby())
        leave = menu.addAction(self.tr("&Close the table") if self.is_host
                               else self.tr("&Leave the table"))
        leave.setObjectName("leaveTable")
        leave.setEnabled(self.active)
        leave.triggered.connect(lambda _=False: self.confirm_leave(None))

    @staticmethod
    def unfinished_tables() -> list:
        try:
            from ...net.table_save import unfinished_tables
        except ImportError:
            return []
        try:
            found = unfinished_tables()
        except OSError:
            return []
        return [(path, data) for path, data in found if data.get("record") is not None]

    # -- hosting -------------------------------------------------------------------------------

    def ask_host(self) -> None:
        """The Host dialog; on OK (and after "Save changes?"), the table opens and its lobby."""
        from ...net.transport import tls_available
        from .host_dialog import HostDialog

        settings = self.window.settings
        dialog = HostDialog(settings, self.window,
                            player_name=default_player_name(settings.player_name),
                            encrypted=tls_available())
        self.dialog = dialog
        dialog.accepted.connect(lambda d=dialog: self._host_chosen(d))
        dialog.open()

    def _host_chosen(self, dialog) -> None:
        choice = dialog.host_choice()
        self.window.remember_settings(dialog.remembered())
        self.window.files.confirm_discard(lambda: self.host(choice))

    def host(self, choice, **options):
        """Open the table ``choice`` asks for; ``None`` (and a message) if it cannot listen."""
        from ..lan_session import HostSession

        self.leave_now()
        try:
            options.setdefault("loopback", self.window.settings.lan_loopback)
            options.setdefault("seed", random.randrange(1 << 30))  # a new deck every table
            session = HostSession.new(choice.name, choice.rules, choice.seats,
                                      join_code=choice.join_code, parent=self, **options)
        except OSError as err:
            self._tell(self.tr("The table could not be opened"),
                       self.tr("No network port could be opened for the table: {reason}").format(
                           reason=str(err)))
            return None
        self.adopt(session, is_host=True)
        return session

    def ask_host_again(self, path: Path) -> None:
        self.window.files.confirm_discard(lambda: self.host_again(path))

    def host_again(self, path: Path, **options):
        """Host the table of an autosave again: same seats, the players rejoin theirs."""
        from ...engine.errors import DebertzError
        from ...storage.errors import StorageError
        from ..lan_session import HostSession
        from ..messages import error_text

        self.leave_now()
        try:
            options.setdefault("loopback", self.window.settings.lan_loopback)
            session = HostSession.reopen(Path(path), parent=self, **options)
        except (StorageError, DebertzError) as err:
            self._tell(self.tr("The table could not be hosted again"), error_text(err))
            return None
        except OSError as err:
            self._tell(self.tr("The table could not be opened"),
                       self.tr("No network port could be opened for the table: {reason}").format(
                           reason=str(err)))
            return None
        self.adopt(session, is_host=True)
        wanted = session.host.preferred_port
        if "port" not in options and wanted and session.port != wanted:
            self._tell_port_moved(session, wanted)
        return session

    def _tell_port_moved(self, session, wanted: int) -> None:
        """The table's port is taken by another program: it listens elsewhere."""
        from .problems import port_moved_text

        self._tell(self.tr("The table moved to another port"), port_moved_text(
            self._table.name if self._table is not None else "", wanted, session.port,
            session.addresses, started=session.started))

    def offer_saved_table(self, path, data: dict) -> None:
        """Game → Open of a table the host saved: host it again?  (Then "Save changes?" for
        the game on the table, and the table opens; its people come back to their seats.)"""
        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.window.files.confirm_discard(lambda: self.host_saved(path))

        yes, cancel = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel
        self._ask("HostSavedBox", self.tr("Host the table"),
                  self.tr("{file} holds the table you hosted, {table}. Host it again now? Its "
                          "players come back to their seats as soon as their programs "
                          "reconnect; until then a computer plays for them.").format(
                      file=Path(path).name, table=describe_saved_table(data)),
                  {yes: self.tr("&Host the table"), cancel: ""}, answered)

    def host_saved(self, path, **options):
        """Host the table saved in ``path`` again; the file stays as saved (the table
        autosaves to its own file) and is the one Save writes to."""
        session = self.host_again(path, keep_file=True, **options)
        if session is not None and self.window.session is session:
            self.window.record_path = str(path)
            self.window.files.mark_saved()
        return session

    def offer_unfinished_tables(self) -> None:
        """On start: a table this copy hosted whose game was not finished — host it again?

        Asked once the window's own questions (a damaged settings file, an
        unfinished game) are answered; "Not now" keeps it in *Host again*.
        """
        waiting = [box for box in (self.window.files.message_box,
                                   getattr(self.window._controller, "warning_box", None))
                   if box is not None and box.isVisible()]
        if waiting:
            waiting[0].finished.connect(
                lambda _result: QTimer.singleShot(0, self.offer_unfinished_tables))
            return
        tables = self.unfinished_tables()
        if not tables or self.active:
            return
        path, data = tables[0]
        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.ask_host_again(path)
            elif result == QMessageBox.StandardButton.Discard:
                with contextlib.suppress(OSError):
                    Path(path).unlink()

        yes, no, discard = (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                            QMessageBox.StandardButton.Discard)
        self._ask("HostAgainBox", self.tr("Unfinished table"),
                  self.tr("The table you hosted, {table}, was not finished. Host it again? Its "
                          "players come back to their seats.").format(
                      table=describe_saved_table(data)),
                  {yes: self.tr("&Host again"), no: self.tr("&Not now"), discard: ""}, answered)

    # -- joining -------------------------------------------------------------------------------

    def ask_join(self) -> None:
        """"Save changes?" for a game in progress, then the Join dialog."""
        self.window.files.confirm_discard(self._show_join)

    def _show_join(self, **kwargs) -> None:
        from .join_dialog import JoinDialog

        self.leave_now()
        name = default_player_name(self.window.settings.player_name)
        kwargs.setdefault("loopback", self.window.settings.lan_loopback)
        dialog = JoinDialog(name, self.window, **kwargs)
        self.dialog = dialog
        dialog.joined.connect(lambda session, d=dialog: self._joined(d, session))
        dialog.open()

    def _joined(self, dialog, session) -> None:
        name = dialog.player_name()
        if name and name != self.window.settings.player_name:
            self.window.remember_settings(
                dataclasses.replace(self.window.settings, player_name=name))
        session.setParent(self)
        self.adopt(session, is_host=False)

    # -- the session ----------------------------------------------------------------------------

    def adopt(self, session, *, is_host: bool) -> None:
        """Follow ``session``: the lobby now, or the table at once (a game rejoined)."""
        self.session = session
        self.is_host = is_host
        self._playing = False
        self._table = session.table
        self.chat = ChatLog.following(session, self)
        session.table_changed.connect(self._on_table)
        session.game_started.connect(self._on_game_started)
        session.ended.connect(self._on_ended)
        session.connection_changed.connect(self._on_connection)
        session.problem.connect(self._on_problem)
        if session.started:
            self._on_game_started()
        else:
            self._show_lobby()

    def _show_lobby(self) -> None:
        from .lobby import LobbyDialog

        lobby = LobbyDialog(self.session, self.chat, is_host=self.is_host, parent=self.window)
        lobby.setWindowModality(Qt.WindowModality.WindowModal)
        lobby.leave_requested.connect(lambda: self.confirm_leave(None))
        self.lobby = lobby
        lobby.open()

    def _raise_lobby(self) -> None:
        if self.lobby is not None:
            self.lobby.show()
            self.lobby.raise_()

    def _close_lobby(self) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.leave_requested.disconnect()
            lobby.done(0)
            lobby.deleteLater()

    def _on_table(self, table) -> None:
        if self.chat is not None:
            for line in table_news(self._table, table):
                self.chat.notice(line)
        self._table = table
        self._show_marks()

    def _on_game_started(self) -> None:
        session = self.session
        if session is None or self._playing:
            return
        self._close_lobby()
        self._playing = True
        self.window.files.forget_game()
        self.window.start_session(session, network=True)
        session.game_over.connect(self._on_game_over)
        session.view_changed.connect(self._on_view)
        self._over = session.is_over
        self._show_chat_dock()
        self._show_marks()
        self._on_connection(session.connection_state)

    def _show_marks(self) -> None:
        table = self._table
        if table is None or not self._playing:
            return
        marks = {s.seat: table_mark(s) for s in table.seats}
        self.window.table.scene.set_seat_marks(
            {seat: mark for seat, mark in marks.items() if mark})
        waiting = {s.seat: waiting_text(s) for s in table.seats}
        self.window.table.panel.set_waiting(
            {seat: text for seat, text in waiting.items() if text})

    def _show_chat_dock(self) -> None:
        window = self.window
        if self.chat_dock is None:
            dock = QDockWidget(self.tr("Chat"), window)
            dock.setObjectName("ChatDock")
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.chat_dock = dock
        panel = ChatPanel(self.chat, self.session.say, self.chat_dock)
        old = self.chat_dock.widget()
        self.chat_dock.setWidget(panel)
        if old is not None:
            old.deleteLater()
        self.chat_dock.setWindowTitle(self.tr("Chat"))
        if window.sheet_dock.isVisible() and window.dockWidgetArea(
                window.sheet_dock) == Qt.DockWidgetArea.RightDockWidgetArea:
            window.splitDockWidget(window.sheet_dock, self.chat_dock, Qt.Orientation.Vertical)
        self.chat_dock.show()

    def _on_connection(self, state: str) -> None:
        if not self._playing and self.lobby is None:
            return
        if self.banner is None:
            self.banner = ConnectionBanner(self.window.table)
        if state == "reconnecting":
            text = self.tr("The connection to the table was lost — reconnecting…")
            self.banner.show_text(text)
            self.window.statusBar().showMessage(text)
        elif state == "connected":
            if self.banner.isVisible():
                self.window.statusBar().showMessage(self.tr("Connected to the table again."), 5000)
            self.banner.hide()

    def _on_problem(self, text: str) -> None:
        from .problems import problem_text

        self.window.statusBar().showMessage(problem_text(text), 8000)

    def _on_game_over(self, _side: int) -> None:
        """The table shows the result; a client learns what comes next."""
        if not self.is_host:
            self.window.statusBar().showMessage(
                self.tr("Stay at the table: the host may start another game."))

    def _on_view(self, view) -> None:
        """A view of a game not over after one that was: the host started another."""
        over = view is not None and view.winner_side is not None
        if self._over and not over:
            self.window.table.clear_result()
            self.window.statusBar().clearMessage()
            if not self.is_host:
                self.window.record_path = None  # the sheet saved was the last game's
        self._over = over

    def offer_another_game(self, elsewise) -> bool:
        """New game at the host's finished table: the same people again, or ``elsewise()``
        (a new game here, once the table is closed).  ``False``: not the host's to offer."""
        session = self.session
        if session is None or not self.is_host or not session.is_over:
            return False
        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes and self.session is session:
                self.window.files.forget_game()
                self.window.record_path = None  # a new game: Save asks for a new file
                session.new_game()
            elif result == QMessageBox.StandardButton.No:
                QTimer.singleShot(0, elsewise)

        yes, no, cancel = (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                           QMessageBox.StandardButton.Cancel)
        self._ask("AnotherGameBox", self.tr("New game"),
                  self.tr("Play another game with the same people at «{name}»?").format(
                      name=self._table.name if self._table is not None else ""),
                  {yes: self.tr("&Same people"), no: self.tr("A new game &here"), cancel: ""},
                  answered)
        return True

    def _on_ended(self, code: str, text: str) -> None:
        """The table is gone for this person (closed, another version, seat taken over)."""
        address = getattr(self.session, "address", None)
        message = end_text(code, text, address)
        self._drop()
        self._tell(self.tr("The table"), message)

    # -- leaving -------------------------------------------------------------------------------

    def confirm_leave(self, go_on, *, ask_save: bool = False) -> None:
        """Ask before the table is left (a client) or closed (the host); then ``go_on()``.

        ``ask_save`` (a new game or another file instead of the table): the host's table
        with moves not saved asks "Save changes?" as a game against the computer does.
        """
        if self.session is None:
            if go_on is not None:
                go_on()
            return
        name = self._table.name if self._table is not None else ""
        if ask_save and self.is_host and self._playing and self.window.files.unsaved_moves():
            def leave() -> None:
                self.leave_now()
                if go_on is not None:
                    QTimer.singleShot(0, go_on)

            self.message_box = ask_save_changes(
                self.window, self.tr("The game at your table «{name}» has moves that are not "
                                     "saved. Save it first? The table closes for everybody at "
                                     "it.").format(name=name),
                save=self.window.files.save, go_on=leave)
            return
        if self.is_host:
            text = self.tr("Close the table «{name}»? The game stops for everybody at it; you "
                           "can host it again later (Game → Play on the network → Host "
                           "again).").format(name=name)
        elif self._playing:
            text = self.tr("Leave the table «{name}»? A computer plays your seat for the rest "
                           "of the game.").format(name=name)
        else:
            text = self.tr("Leave the table «{name}»?").format(name=name)
        title = self.tr("Close the table") if self.is_host else self.tr("Leave the table")

        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.leave_now()
                if go_on is not None:
                    QTimer.singleShot(0, go_on)

        self._ask("LeaveTableBox", title, text,
                  {QMessageBox.StandardButton.Yes: "", QMessageBox.StandardButton.No: ""},
                  answered, parent=self.lobby)

    def leave_now(self) -> None:
        """Leave (a client) or close (the host) the table at once, without asking."""
        session = self.session
        if session is None:
            return
        if self.is_host:
            session.close()
            if not session.started:  # a lobby closed on purpose is not offered again
                with contextlib.suppress(OSError, AttributeError):
                    session.host.autosave.unlink(missing_ok=True)
        else:
            session.leave()
        self._drop()

    def close_quietly(self) -> None:
        """The program quits: a client keeps his seat (he may rejoin); the host closes."""
        session = self.session
        if session is None:
            return
        session.close()
        self._drop()

    def _drop(self) -> None:
        session, self.session = self.session, None
        self._close_lobby()
        if self.banner is not None:
            self.banner.hide()
        if session is not None:
            for signal in (session.chat_said, session.table_changed, session.game_started,
                           session.ended, session.connection_changed, session.problem):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
        if self._playing:
            self.window.network_session_ended(session)
            self.window.table.scene.set_seat_marks({})
            self.window.table.panel.set_waiting({})
        self._playing = False
        self._table = None
        if session is not None and session is not self.window.session:
            self.dispose(session)

    @staticmethod
    def dispose(session) -> None:
        """Delete a closed session once its last words (a "bye") have gone out."""
        QTimer.singleShot(CLOSING_MS, session.deleteLater)

    def _tell(self, title: str, text: str) -> None:
        self._ask("NetworkMessageBox", title, text, {QMessageBox.StandardButton.Ok: ""},
                  lambda _result: None, icon=QMessageBox.Icon.Warning)

    def _ask(self, name: str, title: str, text: str, buttons: dict, answered, *,
             parent: QWidget | None = None,
             icon: QMessageBox.Icon = QMessageBox.Icon.Question) -> QMessageBox:
        """A window-modal box that does not block: ``answered(result)`` once a button
        (``buttons``: the standard button and its text, "" for Qt's own) is pressed."""
        standard = QMessageBox.StandardButton.NoButton
        for button in buttons:
            standard |= button
        box = QMessageBox(icon, title, text, standard, parent or self.window)
        box.setObjectName(name)
        for button, label in buttons.items():
            if label:
                box.button(button).setText(label)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(answered)
        self.message_box = box
        box.open()
        return box

    def retranslate(self) -> None:
        if self.chat_dock is not None:
            self.chat_dock.setWindowTitle(self.tr("Chat"))


def describe_saved_table(data: dict) -> str:
    """"«Friday» (Ann, Bob, Host), deal 3" for the Host again menu."""
    names = [str(s.get("name") or "") for s in data.get("seats", []) if isinstance(s, dict)]
    record = data.get("record")
    text = translate("Lan", "«{name}» ({names})").format(name=data.get("name", ""),
                                           names=", ".join(n for n in names if n))
    if isinstance(record, dict):
        return text + ", " + translate("Lan", "game under way")
    return text + ", " + translate("Lan", "not started")
