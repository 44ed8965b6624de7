"""Games on the network, as sessions the window talks to exactly like :class:`LocalSession`.

:class:`HostSession` hosts a table (``net.hosting.TableHost``: the engine, the
computers, the server, the autosave, the advertisement) and seats the host's
own person at it through a local connection; :class:`ClientSession` joins a
table over the network and keeps its seat across drops.  Both offer the
signals and methods of ``LocalSession`` (so the table, the sheet and the
dialogs work unchanged; hints and undo are off), plus what a lobby and a chat
need: the table's seats, connection states, chat lines and problems, all
translated here.  See ``docs/lan-protocol.md`` and ``/work/coord/lan-api.md``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine.debertz import actions as A
from ..engine.debertz.events import DealScored, Event, GameOver
from ..engine.debertz.game import Game
from ..engine.debertz.rules import RuleSet
from ..engine.debertz.sheet import DealRow, ScoreSheet
from ..engine.debertz.views import SeatView
from ..engine.errors import IllegalActionError
from ..net.client_seat import (
    ActionRefused,
    ChatReceived,
    ClientEvent,
    ClientSeat,
    Ended,
    GameRecordReceived,
    GameSnapshot,
    GameUpdate,
    Greeted,
    HostError,
    JoinIntent,
    RejoinIntent,
    Seated,
    TableChanged,
)
from ..net.discovery import lan_addresses
from ..net.host_table import SaidLine
from ..net.hosting import TableHost
from ..net.joining import ConnectionState, TableConnection
from ..net.messages import TableInfo
from ..net.seat_sheet import SeatSheet, now_text, write_seat_sheet
from ..net.seat_store import HeldSeat, forget_seat, remember_seat
from ..net.seating import SeatKind, SeatPlan, TableConfig
from ..net.table_save import saved_table, write_table
from .games.base import DealSummary
from .messages import error_text
from .player_names import team_names

log = logging.getLogger(__name__)


def net_text(template: str, params: dict | None = None) -> str:
    """A protocol message (context ``Net``) in the current language, filled in."""
    text = QCoreApplication.translate("Net", template)
    try:
        return text.format(**(params or {}))
    except (KeyError, IndexError, ValueError):
        return template


def refusal_text(event: ActionRefused) -> str:
    """Why the host did not take the action: the engine's reason, or the protocol's."""
    if event.code == "illegal":
        return error_text(IllegalActionError(event.template, event.rule, **event.params))
    return net_text(event.template, event.params)


def sides_of(rules: RuleSet, names: Sequence[str]) -> tuple[str, ...]:
    """The sides' names as the window shows them: the players, or the pairs ("Ann and Bob")."""
    return team_names(names) if rules.teams else tuple(names)


class SeatGame:
    """What a seat knows of the game for the sheet: names, rules, rows — no hidden card.

    Stands where ``LocalSession.game`` is read (``sheet``, ``side_names``,
    ``names``, ``rules``, ``is_over``); it holds no record to save.
    """

    def __init__(self, rules: RuleSet, names: tuple[str, ...], rows: Sequence[DealRow],
                 winner_side: int | None) -> None:
        self.rules, self.names = rules, names
        self.rows = list(rows)
        self.winner_side = winner_side

    @property
    def side_names(self) -> tuple[str, ...]:
        return sides_of(self.rules, self.names)

    @property
    def sheet(self) -> ScoreSheet:
        return ScoreSheet(self.side_names, self.rules.target, list(self.rows), self.winner_side)

    @property
    def is_over(self) -> bool:
        return self.winner_side is not None


class NetworkSession(QObject):
    """What both sides share: a seat's view from the protocol, turned into the table's signals."""

    # -- the signals of LocalSession --
    events_happened = Signal(list)
    view_changed = Signal(object)  # SeatView of the person's seat
    action_refused = Signal(str, str)  # translated reason, RULES section
    deal_scored = Signal(object)  # DealSummary
    game_over = Signal(int)  # the winning side
    thinking = Signal(int)  # the seat to act when it is not the person's (-1: his turn, or over)
    hint_ready = Signal(object)  # never emitted: no hints on the network
    names_changed = Signal()  # ``names`` and the pairs' names read differently now
    #: The finished game's record came from the host: a guest can review its deals now.
    record_received = Signal()
    # -- the network's --
    table_changed = Signal(object)  # TableInfo: seats, names, who is connected, started, over
    seated = Signal(int)  # the person's seat
    game_started = Signal()  # the first snapshot arrived (the window shows the table now)
    chat_received = Signal(int, str, str)  # seat, name, text
    # A chat line new to this session, dated (``SaidLine``, ``at`` in ``time.time()``):
    # said now, or said before the person (re)joined — those come in his ``joined``.
    chat_said = Signal(object)
    connection_changed = Signal(str)  # net.joining.ConnectionState: connecting, connected, …
    problem = Signal(str)  # a request the host refused (translated): a taken seat, a wrong code
    request_refused = Signal(str, str)  # the same with its code (``bad_join_code``, …), first
    ended = Signal(str, str)  # code, translated reason: the session is over for good
    # A client's table, hosted again on another port, was found there ("host:port"):
    # the client reconnects to it (``ClientSession``; the host never emits it).
    table_moved = Signal(str)

    # No hints and no undo in network games (issue 19).
    tournament = True
    # The window's autosave of a plain game record is not for these: the host keeps
    # the whole table (net.table_save), a client has no record (it never sees the deck).
    saves_games = False
    # A game with people is not one against the computer's levels: the window's
    # statistics (which count those) leave it out.
    counted = True
    # What Game → Save writes (``save_file``): the host's whole table, a client's sheet.
    file_kind = "sheet"
    # Chat lines a session keeps (the table keeps fewer: ``messages.CHAT_HISTORY``).
    CHAT_KEEP = 500

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table: TableInfo | None = None
        # The table's chat as this session heard it, oldest first: a window that takes
        # over the session shows these, then ``chat_said``.
        self.chat_lines: list[SaidLine] = []
        self.human_seat = -1
        self._view: SeatView | None = None
        self._names: tuple[str, ...] = ()
        self._rows: list[DealRow] = []
        self._started = False
        self._pending = False
        self.connection_state = ConnectionState.CONNECTING
        #: When this seat saw the game begin (ISO 8601), for the sheet's date.
        self.started_at = ""

    # -- the interface LocalSession offers ---------------------------------------------------------

    @property
    def rules(self) -> RuleSet | None:
        return self.table.rules if self.table is not None else None

    @property
    def names(self) -> tuple[str, ...]:
        if self._names:
            return self._names
        return tuple(s.name for s in self.table.seats) if self.table is not None else ()

    @property
    def game(self) -> SeatGame:
        winner = self._view.winner_side if self._view is not None else None
        return SeatGame(self.rules, self.names, self._rows, winner)  # type: ignore[arg-type]

    @property
    def whole_game(self) -> Game | None:
        """The game with every card (only the host has it)."""
        return None

    @property
    def side_names(self) -> tuple[str, ...]:
        """The sides' names: the players', or the pairs' ("Ann and Bob")."""
        return sides_of(self.rules, self.names) if self.rules is not None else ()

    def seat_sheet(self) -> SeatSheet:
        """The sheet as this seat sees it, to save: names, rules, rows — no card."""
        view = self._view
        return SeatSheet(self.table.name if self.table is not None else "",
                         max(self.human_seat, 0), self.names, self.rules,  # type: ignore[arg-type]
                         tuple(self._rows), view.winner_side if view is not None else None,
                         created=self.started_at)

    def save_file(self, path: str) -> None:
        """Game → Save: this seat's score sheet (``StorageError`` if it cannot be written)."""
        write_seat_sheet(path, self.seat_sheet())

    @property
    def sheet(self) -> ScoreSheet:
        """The score sheet as it stands (RULES §13)."""
        return self.game.sheet

    def retranslate(self) -> None:
        """The pairs' "and" in the current language (a live switch)."""
        self.names_changed.emit()

    def view(self) -> SeatView | None:
        return self._view

    @property
    def is_over(self) -> bool:
        return self._view is not None and self._view.winner_side is not None

    @property
    def busy(self) -> bool:
        """Another seat is to act, or the person's action is on its way."""
        view = self._view
        return self._pending or (view is not None and view.to_act not in (None, self.human_seat))

    @property
    def started(self) -> bool:
        return self._started

    def start(self) -> None:
        """The window attached the session: show what there is (the game may not have begun)."""
        if self._view is not None:
            self.view_changed.emit(self._view)
            self._after_view()

    def submit(self, action: A.Action) -> bool:
        """Send the person's action; ``False`` (and ``action_refused``) when it cannot go now.

        An action the view does not list goes to the host anyway, whose refusal
        brings the rule's reason; ``False`` at once, so a dragged card springs back.
        """
        view = self._view
        if view is None:
            self.action_refused.emit(net_text("the game has not started"), "")
            return False
        if view.winner_side is not None:
            self.action_refused.emit(self.tr("The game is over."), "§10.3")
            return False
        if view.to_act != self.human_seat:
            name = self.names[view.to_act] if view.to_act is not None else ""
            self.action_refused.emit(self.tr("Wait: it is {name}'s turn.").format(name=name),
                                     "§2")
            return False
        if self._pending:
            return False
        if self.connection_state != ConnectionState.CONNECTED:
            self.action_refused.emit(self.tr("Reconnecting to the table: wait a moment."), "")
            return False
        legal = action in view.legal_actions
        self._pending = legal  # before sending: the host's own answer comes back at once
        if not self._send_action(action):
            self._pending = False
            return False
        return legal

    def set_delay(self, ms: int) -> None:
        """How long computers wait before they act (the host's; a client's is ignored)."""

    def hold(self, ms: int) -> None:
        """The table animates for ``ms`` more (only the host's computers wait for it)."""

    def can_hint(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def stop(self) -> None:
        """The window lets go of the session (the connection stays until ``close``)."""

    # -- the network's interface -------------------------------------------------------------------

    def say(self, text: str) -> None:
        """A chat line to everybody seated."""
        raise NotImplementedError

    def seat_status(self, seat: int) -> str:
        """``"here"``, ``"away"`` (dropped, waiting for him), ``"computer"`` (plays for him)."""
        if self.table is None:
            return "here"
        info = self.table.seats[seat]
        if info.computer_playing:
            return "computer"
        return "here" if info.connected else "away"

    # -- what the host says ------------------------------------------------------------------------

    def _handle(self, event: ClientEvent) -> None:
        if isinstance(event, Greeted | TableChanged):
            names = self.names
            self.table = event.table
            self.table_changed.emit(event.table)
            if self.names != names:
                self.names_changed.emit()
        elif isinstance(event, Seated):
            self.human_seat = event.seat
            self._on_seated(event)
            self._chat_history(event.chat)
            self.seated.emit(event.seat)
        elif isinstance(event, GameSnapshot):
            self._snapshot(event)
        elif isinstance(event, GameUpdate):
            self._update(event)
        elif isinstance(event, ActionRefused):
            self._pending = False
            self.action_refused.emit(refusal_text(event), event.rule)
        elif isinstance(event, ChatReceived):
            self._heard(event)
        elif isinstance(event, HostError):
            if not event.fatal:
                text = net_text(event.template, event.params)
                self.request_refused.emit(event.code, text)
                self.problem.emit(text)
        elif isinstance(event, Ended):
            self._on_ended(event)
        elif isinstance(event, GameRecordReceived):
            self.record_received.emit()

    def _on_seated(self, event: Seated) -> None:
        pass

    def _chat_history(self, history: Sequence[ChatReceived]) -> None:
        """The table's chat so far: the lines this session has not heard (said while it
        was away, or before it came) join the chat, in their order."""
        known = {(line.n, line.seat, line.text) for line in self.chat_lines}
        for said in history:
            if (said.n, said.seat, said.text) not in known:
                self._heard(said)

    def _heard(self, said: ChatReceived) -> None:
        line = SaidLine(said.n, said.seat, said.name, said.text, time.time() - said.ago)
        self.chat_lines.append(line)
        del self.chat_lines[:-self.CHAT_KEEP]
        self.chat_said.emit(line)
        self.chat_received.emit(said.seat, said.name, said.text)

    def _on_ended(self, event: Ended) -> None:
        self.ended.emit(event.code, net_text(event.template, event.params))

    def _snapshot(self, event: GameSnapshot) -> None:
        view = event.view
        was_over = self.is_over
        self._view, self._names, self._rows = view, view.names, list(view.rows)
        self._pending = False
        first = not self._started
        if first or (was_over and not view.rows):  # the first game, or the host's next
            self.started_at = now_text()
        self._started = True
        if first:
            self.game_started.emit()
        self.view_changed.emit(view)
        self._after_view()

    def _update(self, event: GameUpdate) -> None:
        view = event.view
        summary = over = None
        events: list[Event] = list(event.events)
        for ev in events:
            if isinstance(ev, DealScored):
                self._rows.append(ev.row)
                summary = DealSummary(view.rules, ev.row, self.side_names,
                                      getattr(view.rules, "target", None))
            elif isinstance(ev, GameOver):
                over = ev.winner_side
        self._view = view
        self._pending = False
        self.events_happened.emit(events)
        self.view_changed.emit(view)
        if summary is not None:
            self.deal_scored.emit(summary)
        if over is not None:
            self.game_over.emit(over)
            self._on_game_over()
        self._after_view()

    def _on_game_over(self) -> None:
        pass

    def _after_view(self) -> None:
        view = self._view
        if view is None or view.to_act is None:
            self.thinking.emit(-1)
            return
        if view.to_act != self.human_seat:
            self.thinking.emit(view.to_act)
            return
        self.thinking.emit(-1)
        if list(view.legal_actions) == [A.Ready()]:  # nothing to decide (as LocalSession does)
            QTimer.singleShot(0, self, self._auto_ready)

    def _auto_ready(self) -> None:
        view = self._view
        if view is not None and view.to_act == self.human_seat \
                and list(view.legal_actions) == [A.Ready()] and not self._pending:
            self.submit(A.Ready())

    def _send_action(self, action: A.Action) -> bool:
        raise NotImplementedError


class HostSession(NetworkSession):
    """The host's session: runs the table and seats the host's person at it.

    Create it with the table's configuration (``new``) or from a hosted table's
    autosave (``reopen``); it listens at once.  The lobby calls ``start_game``
    when ``table.can_start``.
    """

    def __init__(self, host: TableHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The host closes the table himself (his own seat is told, as everybody: no news).
        self._closing = False
        self.host = host
        host.setParent(self)
        self._local_seat = ClientSeat(RejoinIntent(host.table.host_token or ""))
        self._conn = host.connect_local(self._deliver)
        self._local_seat.connection_made(0.0)
        self.connection_state = ConnectionState.CONNECTED
        self.host.local_send(self._conn, self._local_seat.take_output())

    @classmethod
    def new(cls, name: str, rules: RuleSet, seats: Sequence[SeatPlan], *,
            join_code: str | None = None, seed: int = 0, port: int | None = None,
            tls: bool = True, advertise: bool = True, parent: QObject | None = None,
            **options) -> HostSession:
        """Host a new table (``ListenError`` if no port can be opened)."""
        config = TableConfig(name, rules, tuple(seats), join_code=join_code or None, seed=seed)
        host = TableHost.new(config, tls=tls, advertise=advertise, **options)
        host.open(port=port)
        return cls(host, parent)

    @classmethod
    def reopen(cls, path: Path, *, port: int | None = None, tls: bool = True,
               advertise: bool = True, parent: QObject | None = None,
               **options) -> HostSession:
        """Host a table again from its autosave (``StorageError``/``RecordError`` if unreadable)."""
        host = TableHost.reopen(path, tls=tls, advertise=advertise, **options)
        host.open(port=port)
        return cls(host, parent)

    # -- LocalSession's interface ------------------------------------------------------------------

    file_kind = "table"

    @property
    def whole_game(self) -> Game | None:
        return self.host.table.game

    @property
    def people_seats(self) -> frozenset[int]:
        """The seats of people (the host's own and those on the network), not computers'."""
        return frozenset(i for i, seat in enumerate(self.host.table.seats)
                         if seat.kind is not SeatKind.COMPUTER)

    def save_file(self, path: str) -> None:
        """Game → Save: the whole table, as its autosave holds it (``net.table_save``):
        opened again, it is hosted again and its people rejoin their seats."""
        write_table(Path(path), saved_table(self.host.table, port=self.port or None))

    def set_delay(self, ms: int) -> None:
        self.host.set_delay(ms)

    def hold(self, ms: int) -> None:
        self.host.hold(ms)

    # -- the host's controls -----------------------------------------------------------------------

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def addresses(self) -> list[str]:
        """``address:port`` for people to type (this machine's network addresses; only
        127.0.0.1 when the table is kept on the loopback interface)."""
        if self.host.loopback:
            return [f"127.0.0.1:{self.port}"]
        return [f"{a}:{self.host.port}" for a in lan_addresses()] or [f"127.0.0.1:{self.port}"]

    @property
    def join_code(self) -> str | None:
        return self.host.table.config.join_code

    @property
    def encrypted(self) -> bool:
        return self.host.encrypted

    def start_game(self) -> None:
        """Deal (the table must be ready: ``table.can_start``)."""
        self.host.start()

    def new_game(self, seed: int | None = None) -> None:
        """After the game is over: the same people play another."""
        self.host.new_game(seed)

    def set_computer(self, seat: int, level: str = "medium", name: str = "") -> None:
        """Before the start: a computer takes a person's empty (or abandoned) seat."""
        self.host.set_computer(seat, level, name)

    def set_person(self, seat: int) -> None:
        self.host.set_person(seat)

    def free_seat(self, seat: int) -> None:
        """Before the start: send the person at ``seat`` back to the seat choice."""
        self.host.free_seat(seat)

    def say(self, text: str) -> None:
        self._local_seat.say(text)
        self._flush()

    def close(self) -> None:
        """Close the table: everybody is told; the autosave stays unless the game is over."""
        self._closing = True
        self.host.close()
        self.connection_state = ConnectionState.CLOSED
        self.connection_changed.emit(ConnectionState.CLOSED)

    # -- the local connection ----------------------------------------------------------------------

    def _on_ended(self, event: Ended) -> None:
        if self._closing and event.code == "table_closed":
            return  # the host closed it: "the host closed the table" is not for him
        super()._on_ended(event)

    def _deliver(self, data: bytes) -> None:
        for event in self._local_seat.data_received(data, 0.0):
            self._handle(event)
        self._flush()

    def _flush(self) -> None:
        data = self._local_seat.take_output()
        if data:
            self.host.local_send(self._conn, data)

    def _send_action(self, action: A.Action) -> bool:
        self._local_seat.act(action)
        self._flush()
        return True


class ClientSession(NetworkSession):
    """A person's session at a table on the network.

    ``ClientSession(host, port)`` connects and greets; ``join`` takes a seat
    (or pass ``name``/``seat``/``code`` to join at once, or ``token`` to
    rejoin).  While seated, a dropped connection is retried by itself and the
    seat rejoined (``connection_changed``: ``reconnecting``, then
    ``connected``) — at the table's new address if its host opened it again on
    another port and the network announces it (``table_moved``); the seat is
    kept in ``net.seat_store`` so the Join dialog can offer to rejoin after a
    restart.  ``options`` go to ``net.joining.TableConnection`` (``table_id``,
    ``loopback``, ``limits``…).
    """

    def __init__(self, host: str, port: int, *, name: str | None = None,
                 seat: int | None = None, code: str | None = None, token: str | None = None,
                 fingerprint: str = "", tls: bool | None = None, remember: bool = True,
                 parent: QObject | None = None, **options) -> None:
        super().__init__(parent)
        self.remember = remember
        intent: JoinIntent | RejoinIntent | None = None
        if token:
            intent = RejoinIntent(token)
        elif name is not None:
            intent = JoinIntent(name, seat, code)
        self.connection = TableConnection(host, port, intent, fingerprint=fingerprint, tls=tls,
                                          parent=self, **options)
        self.connection.event.connect(self._handle)
        self.connection.state_changed.connect(self._on_state)
        self.connection.moved.connect(self.table_moved)

    @classmethod
    def rejoin(cls, held: HeldSeat, **kwargs) -> ClientSession:
        """Back to a seat kept in ``net.seat_store`` (after a crash or a restart)."""
        return cls(held.host, held.port, token=held.token, fingerprint=held.fingerprint,
                   table_id=held.table_id, **kwargs)

    @property
    def finished_record(self):
        """The whole game, once it is over and the host has sent it (``None`` before): what
        *Review the deal* reads at a guest's seat."""
        return self.connection.seat.record

    @property
    def address(self) -> tuple[str, int]:
        """``(host, port)`` of the table: where it was reached last (or is being tried)."""
        return self.connection.host, self.connection.port

    def table_seen(self, ad) -> None:
        """A table found on the network (``discovery.TableAd``): if it is this one at
        another address (hosted again on another port), it is tried there too."""
        self.connection.table_seen(ad)

    def open(self) -> None:
        self.connection.open()

    @property
    def encrypted(self) -> bool:
        return self.connection.encrypted

    def join(self, name: str, seat: int | None = None, code: str | None = None) -> None:
        """Take a seat (the answer: ``seated``, or ``problem`` with the reason)."""
        self.connection.join(name, seat, code)

    def say(self, text: str) -> bool:
        """A chat line to everybody seated (``False`` while reconnecting)."""
        return self.connection.say(text)

    def leave(self) -> None:
        """Leave on purpose (the lobby frees the seat; in a game the computer plays it)."""
        if self.table is not None:
            forget_seat(self.table.id)
        self.connection.leave()

    def close(self) -> None:
        """Stop without leaving (the seat waits for its person, who may rejoin)."""
        self.connection.close()

    def _on_state(self, state: str) -> None:
        self.connection_state = state
        self.connection_changed.emit(state)

    def _on_seated(self, event: Seated) -> None:
        if self.remember and self.table is not None:
            host, port = self.address
            remember_seat(HeldSeat(self.table.id, self.table.name, host, port, event.seat,
                                   event.token, event.name, self.connection.fingerprint,
                                   self.connection.encrypted))

    def _on_game_over(self) -> None:
        if self.remember and self.table is not None:
            forget_seat(self.table.id)

    def _on_ended(self, event: Ended) -> None:
        # A table closed with its game under way keeps its autosave: when the host hosts it
        # again, the seat's token is what takes the seat back (Join → Rejoin).
        closed_for_good = event.code == "table_closed" and (self.is_over or not self.started)
        if self.table is not None and (event.code in ("bad_token", "left") or closed_for_good):
            forget_seat(self.table.id)
        super()._on_ended(event)

    def _send_action(self, action: A.Action) -> bool:
        return self.connection.act(action)


__all__ = ["ClientSession", "HostSession", "NetworkSession", "SeatGame", "SeatKind",
           "SeatPlan", "net_text", "refusal_text"]
