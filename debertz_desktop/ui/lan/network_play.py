"""Playing on the network, for the main window: the one table hosted or joined, followed.

The window keeps one :class:`NetworkPlay`, its façade for everything network.
It follows the session it is given (:meth:`NetworkPlay.adopt`): the lobby until
the game starts, then the window's table exactly as a local game's
(``MainWindow.start_session``), with a chat dock beside it, the seats' marks
(disconnected, a computer playing for someone) and a banner while a client
reconnects; and it tells the person, in a box, when the table ends for him (the
host gone, another version, a seat taken over).  The rest is in modules of its
own, each reached from here:

* ``network_menu`` — Game → Play on the network;
* ``table_hosting`` — the Host dialog, hosting an unfinished or saved table again;
* ``table_joining`` — the Join dialog;
* ``table_questions`` — "Leave / Close the table?", "Play again with the same people?".

Everything network (``lan_session``, ``net``) is imported on first use, so a
player who never plays on the network never loads it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMenu, QMessageBox, QWidget

from ...engine.phase import Phase
from ..message_box import open_message_box
from .chat import ChatLog, ChatPanel, table_news
from .connection_banner import ConnectionBanner
from .network_menu import NetworkMenu
from .problems import end_text, problem_text
from .table_hosting import TableHosting
from .table_joining import TableJoining
from .table_questions import TableQuestions
from .texts import table_mark, waiting_text

log = logging.getLogger(__name__)

# How long a closed session lives on, so that its sockets can say goodbye.
CLOSING_MS = 6000


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
        # Where the table was found again after its host reopened it on another port.
        self._moved_to = ""
        self.menu: QMenu | None = None
        self.hosting = TableHosting(self)
        self.joining = TableJoining(self)
        self.questions = TableQuestions(self)
        self._table = None
        self._playing = False
        # The game on the table was over at the last view (a new one: the host played again).
        self._over = False
        # The table went away for this guest (said in the chat) and has not come back yet.
        self._away = False

    @property
    def active(self) -> bool:
        """A table is hosted or joined (in the lobby or in play)."""
        return self.session is not None

    @property
    def playing(self) -> bool:
        """The network game is on the window's table."""
        return self.session is not None and self._playing

    @property
    def table_name(self) -> str:
        """The table's name, as its host gave it ("" before the first news of it)."""
        return self._table.name if self._table is not None else ""

    # -- what the window asks for ----------------------------------------------------------------

    def build_menu(self, parent_menu: QMenu) -> QMenu:
        """Game → Play on the network: host, join, host again, leave; rebuilt on each opening."""
        self.menu = NetworkMenu(self, parent_menu)
        parent_menu.addMenu(self.menu)
        return self.menu

    def offer_unfinished_tables(self) -> None:
        self.hosting.offer_unfinished_tables()

    def offer_saved_table(self, path, data: dict) -> None:
        self.hosting.offer_saved_table(path, data)

    def confirm_leave(self, go_on, *, ask_save: bool = False) -> None:
        self.questions.confirm_leave(go_on, ask_save=ask_save)

    def offer_another_game(self, elsewise) -> bool:
        return self.questions.offer_another_game(elsewise)

    def asks_before_quitting(self, close) -> bool:
        """The program is to quit at a table: ``True`` when the person is asked about it first
        (then ``close()``); ``False`` when nothing is asked and it quits now."""
        if self.active and self.is_host:
            # the table closes with the program: the people at it are asked about first
            self.confirm_leave(close)
            return True
        if self.active and self.questions.must_ask_quit():
            # a guest mid-game: a computer plays his seat until he comes back — said first
            self.questions.confirm_quit(close)
            return True
        return False

    def retranslate(self) -> None:
        if self.chat_dock is not None:
            self.chat_dock.setWindowTitle(self.tr("Chat"))

    # -- the session ----------------------------------------------------------------------------

    def adopt(self, session, *, is_host: bool) -> None:
        """Follow ``session``: the lobby now, or the table at once (a game rejoined)."""
        self.session = session
        self.is_host = is_host
        self._playing = False
        self._away = False
        self._table = session.table
        self.chat = ChatLog.following(session, self)
        session.table_changed.connect(self._on_table)
        session.game_started.connect(self._on_game_started)
        session.ended.connect(self._on_ended)
        session.connection_changed.connect(self._on_connection)
        session.table_moved.connect(self._on_moved)
        session.other_table.connect(self._on_other_table)
        session.unanswered.connect(self._on_unanswered)
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

    def hosted_again(self) -> None:
        """The host's program hosts the table again (after a crash, a kill or a close): his
        chat and status bar say so, as its players come back to their seats."""
        if self.chat is not None:
            self.chat.notice(self.tr("You hosted the table «{name}» again; its players come "
                                     "back to their seats as their programs reconnect.").format(
                name=self.table_name))
        self.window.statusBar().showMessage(self.tr(
            "The table «{name}» is hosted again: its players come back to their seats as "
            "their programs reconnect.").format(name=self.table_name), 30_000)

    def raise_lobby(self) -> None:
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
            own = getattr(self.session, "human_seat", -1) if self.session is not None else -1
            for line in table_news(self._table, table, own):
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
        # after the game nobody plays for anybody; the seat's view says when it is over
        # (the table is not sent again at the end)
        over = self.session is not None and self.session.is_over
        marks = {s.seat: table_mark(s, over=over) for s in table.seats}
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
            self.banner = ConnectionBanner.over(self.window.table)
        if state == "reconnecting":
            text = self.tr("The connection to the table was lost — reconnecting…")
            self.banner.show_text(text)
            self.window.statusBar().showMessage(text)
            if not self._away and self.chat is not None:
                self._away = True
                self.chat.notice(self.tr(
                    "The table «{name}» went away (its host's program or the network "
                    "stopped) — reconnecting…").format(name=self.table_name))
        elif state == "connected":
            if self.banner.isVisible():
                moved, self._moved_to = self._moved_to, ""
                self.window.statusBar().showMessage(self.tr(
                    "Connected to the table again, now at {address}.").format(address=moved)
                    if moved else self.tr("Connected to the table again."), 8000)
            self.banner.hide()
            if self._away and self.chat is not None:
                self.chat.notice(self.tr("The table «{name}» is back; you are at your seat "
                                         "again.").format(name=self.table_name))
            self._away = False

    def _on_moved(self, address: str) -> None:
        """The table, hosted again on another port, is announced there: reconnecting to it."""
        self._on_connection("reconnecting")
        if self.banner is not None:
            self._moved_to = address
            text = self.tr("The table is at {address} now — reconnecting there…").format(
                address=address)
            self.banner.show_text(text)
            self.window.statusBar().showMessage(text)

    def _on_unanswered(self) -> None:
        """Reconnecting, no table has answered for a few seconds: said, as the tries go on."""
        self._say_away(self.tr("The host of «{name}» does not answer — still trying…").format(
            name=self.table_name))

    def _on_other_table(self, table) -> None:
        """Reconnecting, another table answers where this one was (its host hosts a new one
        there): the seat is not there; the tries go on (the table may be announced elsewhere)."""
        address = getattr(self.session, "address", None)
        where = f"{address[0]}:{address[1]}" if address else ""
        self._say_away(self.tr(
            "Another table answers at {address} now: the host no longer has your seat at "
            "«{name}» there. Still looking for it — to stop, leave the table (Game → Play on "
            "the network).").format(address=where, name=self.table_name))

    def _say_away(self, text: str) -> None:
        if self.banner is not None and self.banner.isVisible():
            self.banner.show_text(text)
            self.window.statusBar().showMessage(text)

    def _on_problem(self, text: str) -> None:
        self.window.statusBar().showMessage(problem_text(text), 8000)

    def _on_game_over(self, _side: int) -> None:
        """The table shows the result; a client learns what comes next."""
        self._show_marks()
        if not self.is_host:
            self.window.statusBar().showMessage(
                self.tr("Stay at the table: the host may start another game."))

    def _on_view(self, view) -> None:
        """A view of a game not over after one that was: the host started another."""
        over = view is not None and view.phase is Phase.OVER
        if self._over and not over:
            self.window.table.result_flow.clear()
            self.window.statusBar().clearMessage()
            if not self.is_host:
                self.window.record_path = None  # the sheet saved was the last game's
            self._show_marks()  # a computer plays for whoever is still away
        self._over = over

    def _on_ended(self, code: str, text: str) -> None:
        """The table is gone for this person (closed, another version, seat taken over)."""
        session = self.session
        address = getattr(session, "address", None)
        finished = session is not None and (session.is_over or not session.started)
        message = end_text(code, text, address, finished=finished)
        self._drop(self._ended_line(code))
        self.tell(self.tr("The table"), message)

    def _ended_line(self, how: str) -> str:
        """How the table ended for this person, a sentence for the chat and the bar: ``how``
        is the host's end code (``table_closed``, ``left``, …) or ``closed`` (the host
        closed his own table)."""
        texts = {"table_closed": self.tr("The host closed the table «{name}»."),
                 "left": self.tr("You left the table «{name}»."),
                 "closed": self.tr("You closed the table «{name}».")}
        text = texts.get(how) or self.tr("The table «{name}» has ended for you.")
        return text.format(name=self.table_name)

    # -- leaving -------------------------------------------------------------------------------

    def leave_now(self) -> None:
        """Leave (a client) or close (the host) the table at once, without asking."""
        session = self.session
        if session is None:
            return
        line = self._ended_line("closed" if self.is_host else "left")  # the table's name
        if self.is_host:
            session.close()
            if not session.started:  # a lobby closed on purpose is not offered again
                with contextlib.suppress(OSError, AttributeError):
                    session.host.autosave.unlink(missing_ok=True)
        else:
            session.leave()
        self._drop(line)

    def close_quietly(self) -> None:
        """The program quits (asked already, or nothing to ask): the host closes his table; a
        client tells it he goes and keeps his seat to come back to (``ClientSession.quit``)."""
        session = self.session
        if session is None:
            return
        if self.is_host:
            session.close()
        else:
            session.quit()
        self._drop()

    def _drop(self, ended: str = "") -> None:
        """Let go of the session; ``ended`` (the table left or closed, as a sentence) is said
        in the chat and the decision bar, and the chat takes no more lines."""
        session, self.session = self.session, None
        self._close_lobby()
        if self.banner is not None:
            self.banner.hide()
        if session is not None:
            for signal in (session.chat_said, session.table_changed, session.game_started,
                           session.ended, session.connection_changed, session.problem,
                           session.table_moved, session.other_table, session.unanswered):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
        if ended and self.chat is not None and session is not None:
            self.chat.notice(ended)
        if ended and self.chat_dock is not None and isinstance(self.chat_dock.widget(),
                                                                ChatPanel):
            self.chat_dock.widget().close_chat()
        if self._playing:
            bar = ended and " ".join((ended, self.tr("Nothing more is played here.")))
            self.window.network_session_ended(session, bar)
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

    # -- boxes ---------------------------------------------------------------------------------

    def tell(self, title: str, text: str, *, name: str = "NetworkMessageBox", details: str = "",
             then: Callable[[], None] | None = None) -> None:
        """A warning in a window-modal box (the table could not be opened, it has ended…);
        ``details`` behind its "Show Details…"; ``then()`` once it is closed."""
        def closed(_result: int) -> None:
            if then is not None:
                QTimer.singleShot(0, then)

        self.ask(name, title, text, {QMessageBox.StandardButton.Ok: ""}, closed,
                 icon=QMessageBox.Icon.Warning, details=details)

    def ask(self, name: str, title: str, text: str, buttons: dict, answered, *,
            parent: QWidget | None = None,
            icon: QMessageBox.Icon = QMessageBox.Icon.Question,
            details: str = "") -> QMessageBox:
        """A window-modal box that does not block (``ui/message_box.py``); it is the one
        ``message_box`` holds (tests press its buttons)."""
        self.message_box = open_message_box(parent or self.window, name, title, text, buttons,
                                            answered, icon=icon, details=details)
        return self.message_box
