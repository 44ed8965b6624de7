"""A client's side of the protocol: one connection to a table, without sockets, clocks or threads.

Bytes from the host go in (``data_received``) and come out as client events
(``Greeted``, ``Seated``, ``GameSnapshot``, ``GameUpdate``, …); what the
client wants to do (``join``, ``act``, ``say``) becomes bytes in
``take_output``.  Everything the host sends is checked; a host that sends
something this version cannot read ends the connection with a clear reason,
never a crash.  A connection that drops is not resumed: the session makes a
new :class:`ClientSeat` that rejoins with the seat's token.

The client says in its ``hello`` which games it can play (``games``); the
table's game (``table.game``, ``table.kind``) decides how the host's events,
views and rows are read: a view is that game's (``SeatView``, ``OhHellView``,
``MagistrView``), a row its sheet's row.  A table of a game the client did not
name ends the connection with ``unknown_game``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..engine.action import Action
from ..engine.errors import QT_TRANSLATE_NOOP, DebertzError
from ..engine.events import DealScored, Event
from ..engine.games import GAMES
from ..engine.record import GameRecord, replay_record
from .errors import ErrorCode, LocalProtocolError, ProtocolError
from .framing import FrameReader
from .limits import Limits
from .messages import (
    CHAT_HISTORY,
    PROTOCOL_VERSION,
    READS_RECORD,
    Act,
    Bye,
    Chat,
    Error,
    GameRecordMessage,
    Hello,
    Join,
    Joined,
    Leave,
    Message,
    Ping,
    Pong,
    Refused,
    Rejoin,
    Say,
    Snapshot,
    Table,
    TableInfo,
    Update,
    Welcome,
    decode_message,
    encode,
)
from .seat_checks import check_table
from .wire import WireError, game_wire

#: The games a client plays unless told otherwise: Debertz alone, the game every window of
#: the program shows today (a session whose table shows the others passes ``games``).
DEFAULT_CLIENT_GAMES = ("debertz",)
#: Every game the engine has (``engine/games.py``): what a client that can show them all
#: passes as ``games`` (the headless client, the tests).
EVERY_GAME = tuple(GAMES)

# The end of a rejoin that reached another table than the seat's (not the host's code).
OTHER_TABLE = "other_table"


class ClientState(Enum):
    CONNECTING = "connecting"
    GREETING = "greeting"  # hello sent, waiting for welcome
    UNSEATED = "unseated"  # looking at the lobby
    JOINING = "joining"  # join or rejoin sent
    SEATED = "seated"
    CLOSED = "closed"


# -- intents: what to do once greeted ----------------------------------------------------------


@dataclass(frozen=True)
class JoinIntent:
    name: str
    seat: int | None = None
    code: str | None = None


@dataclass(frozen=True)
class RejoinIntent:
    """Back to a seat with its token; ``table_id``, when known, is the table it belongs
    to: another table answering at the address (one that took a moved table's port) is
    not given the token, and the connection ends with ``other_table`` (worth retrying)."""

    token: str
    table_id: str = ""


# -- what the client learns ----------------------------------------------------------------------


class ClientEvent:
    __slots__ = ()


@dataclass(frozen=True)
class Greeted(ClientEvent):
    table: TableInfo


@dataclass(frozen=True)
class TableChanged(ClientEvent):
    table: TableInfo


@dataclass(frozen=True)
class OtherTable(ClientEvent):
    """A rejoin reached another table than the seat's (``RejoinIntent.table_id``): the one
    that answers at the address now — a new table its host opened there, or one that took a
    moved table's port.  It was not given the token; ``Ended`` ``other_table`` follows."""

    table: TableInfo


@dataclass(frozen=True)
class ChatReceived(ClientEvent):
    """A chat line: said now, or ``ago`` seconds before (from the history of a ``joined``).

    ``n`` is the line's number at the table (0 from a host that does not number them).
    """

    seat: int
    name: str
    text: str
    n: int = 0
    ago: int = 0


@dataclass(frozen=True)
class Seated(ClientEvent):
    """The seat is ours; ``chat``: what the table's chat said before, oldest first."""

    seat: int
    token: str
    name: str
    chat: tuple[ChatReceived, ...] = ()


@dataclass(frozen=True)
class GameSnapshot(ClientEvent):
    """The whole of what the seat may know now (the start, or a rejoin); ``view`` is the
    table's game's view of the seat."""

    view: Any
    moment: int


@dataclass(frozen=True)
class GameUpdate(ClientEvent):
    events: tuple[Event, ...]
    view: Any
    moment: int


@dataclass(frozen=True)
class GameRecordReceived(ClientEvent):
    """The game is over and the host sent its whole record: the seat may review its deals."""

    record: GameRecord


@dataclass(frozen=True)
class ActionRefused(ClientEvent):
    """The host refused our action: ``code`` ``illegal`` carries the engine's reason."""

    code: str
    action: str
    template: str
    params: dict[str, Any]
    rule: str


@dataclass(frozen=True)
class HostError(ClientEvent):
    """The host did not accept a request (a wrong join code, a taken seat, …)."""

    code: str
    template: str
    params: dict[str, Any]
    fatal: bool


@dataclass(frozen=True)
class Ended(ClientEvent):
    """The connection is over: the host said why (``bye``), or it broke, or fell silent."""

    code: str
    template: str
    params: dict[str, Any] = field(default_factory=dict)


class ClientSeat:
    def __init__(self, intent: JoinIntent | RejoinIntent | None = None, *,
                 limits: Limits | None = None, app: str = "Debertz Desktop",
                 games: Iterable[str] = DEFAULT_CLIENT_GAMES) -> None:
        """``games``: the games this client can play (keys of ``engine/games.py``); a
        table of another game refuses it at its ``hello`` (``unknown_game``)."""
        self.limits = limits or Limits()
        self.intent = intent
        self.app = app
        self.games = tuple(g for g in games if g in GAMES)
        self.state = ClientState.CONNECTING
        self.table: TableInfo | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.name = ""
        #: The seat's view: the table's game's (``table.kind``).
        self.view: Any = None
        self.names: tuple[str, ...] = ()
        #: The sheet's rows so far: the table's game's rows.
        self.rows: list[Any] = []
        self.moment = -1
        #: The finished game's record, once the host has sent it.
        self.record: GameRecord | None = None
        self.end: Ended | None = None
        self._reader = FrameReader(self.limits.host_frame)
        self._out = bytearray()
        self._last_heard = 0.0
        self._last_sent = 0.0
        # The action sent and not yet answered (by an update or a refusal).
        self.pending: str | None = None

    # -- output --------------------------------------------------------------------------------

    def take_output(self) -> bytes:
        out = bytes(self._out)
        self._out.clear()
        return out

    def _send(self, message: Message) -> None:
        if self.state is ClientState.CLOSED:
            raise LocalProtocolError("the connection is closed")
        self._out += encode(message)

    # -- the connection ------------------------------------------------------------------------

    def connection_made(self, now: float) -> None:
        if self.state is not ClientState.CONNECTING:
            raise LocalProtocolError("connection_made twice")
        self._last_heard = self._last_sent = now
        self._send(Hello(PROTOCOL_VERSION, self.app, self.games, (READS_RECORD,)))
        self.state = ClientState.GREETING

    def connection_lost(self) -> Ended:
        """The transport closed; the reason, unless the host gave one already."""
        if self.end is None:
            self.end = Ended("connection_lost", "the connection to the table was lost")
        self.state = ClientState.CLOSED
        return self.end

    def data_received(self, data: bytes, now: float) -> list[ClientEvent]:
        if self.state is ClientState.CLOSED:
            return []
        self._last_heard = now
        out: list[ClientEvent] = []
        for item in self._reader.feed(data):
            try:
                if isinstance(item, ProtocolError):
                    raise item
                game = self.table.game if self.table is not None else None
                self._handle(decode_message(item, from_host=True, game=game), out, now)
            except ProtocolError as error:
                out.append(self._broken(error.code.value, error.template, error.params))
            except WireError as exc:
                out.append(self._broken(ErrorCode.BAD_MESSAGE.value, "{detail}",
                                        {"detail": str(exc)}))
            if self.state is ClientState.CLOSED:
                break
        return out

    def _broken(self, code: str, template: str, params: dict[str, Any]) -> Ended:
        """The host sent what we cannot read: we stop listening to it."""
        self.end = Ended(code, template, params)
        self.state = ClientState.CLOSED
        return self.end

    def tick(self, now: float) -> list[ClientEvent]:
        """The heartbeat: ping a quiet host, give up on a silent one."""
        if self.state in (ClientState.CLOSED, ClientState.CONNECTING):
            return []
        if now - self._last_heard > self.limits.silence:
            return [self._broken(ErrorCode.TIMEOUT.value, "nothing heard for {seconds} seconds",
                                 {"seconds": str(round(self.limits.silence))})]
        if now - self._last_sent >= self.limits.heartbeat:
            self._last_sent = now
            self._send(Ping(0))
        return []

    # -- what the host says ------------------------------------------------------------------------

    def _handle(self, message: Message, out: list[ClientEvent], now: float) -> None:
        if isinstance(message, Ping):
            self._send(Pong(message.n))
            self._last_sent = now
            return
        if isinstance(message, Pong):
            return
        if isinstance(message, Bye):
            self.end = Ended(message.code, message.template, dict(message.params))
            self.state = ClientState.CLOSED
            out.append(self.end)
            return
        if isinstance(message, Error):
            out.append(HostError(message.code, message.template, dict(message.params),
                                 message.fatal))
            if message.fatal:
                self.end = Ended(message.code, message.template, dict(message.params))
                self.state = ClientState.CLOSED
                out.append(self.end)
            elif self.state is ClientState.JOINING:
                self.state = ClientState.UNSEATED  # the join was refused: choose again
            return
        if self.state is ClientState.GREETING:
            if not isinstance(message, Welcome):
                raise ProtocolError(ErrorCode.OUT_OF_ORDER, type=message.TYPE,
                                    state="welcome expected")
            if message.protocol != PROTOCOL_VERSION:
                raise ProtocolError(ErrorCode.VERSION_MISMATCH, host=message.protocol,
                                    client=PROTOCOL_VERSION)
            intent = self.intent
            if isinstance(intent, RejoinIntent) and intent.table_id \
                    and message.table.id != intent.table_id:
                out.append(OtherTable(message.table))
                out.append(self._broken(OTHER_TABLE, QT_TRANSLATE_NOOP(
                    "Net", "another table answers at this address"), {}))
                return
            if message.table.game not in self.games:  # a host that did not check the hello
                raise ProtocolError(ErrorCode.UNKNOWN_GAME, fatal=True,
                                    game=message.table.kind.name)
            check_table(message.table, "welcome.table")
            self.table = message.table
            self.state = ClientState.UNSEATED
            out.append(Greeted(message.table))
            self._pursue_intent()
            return
        if isinstance(message, Table):
            if self.table is not None and message.table.game != self.table.game:
                raise WireError(f"table.game: {message.table.game}, not {self.table.game}")
            check_table(message.table, "table.table")
            self.table = message.table
            out.append(TableChanged(message.table))
        elif isinstance(message, Joined):
            if self.state is not ClientState.JOINING or not self._seat_ok(message.seat) \
                    or message.game != self.table.game:  # type: ignore[union-attr]
                raise ProtocolError(ErrorCode.OUT_OF_ORDER, type=message.TYPE,
                                    state="no join was asked for")
            self.state = ClientState.SEATED
            self.seat, self.token, self.name = message.seat, message.token, message.name
            chat = tuple(ChatReceived(e.seat, e.name, e.text, e.n, e.ago)
                         for e in message.chat[-CHAT_HISTORY:] if self._seat_ok(e.seat))
            out.append(Seated(message.seat, message.token, message.name, chat))
        elif isinstance(message, Chat):
            if self._seat_ok(message.seat):
                out.append(ChatReceived(message.seat, message.name, message.text, message.n))
        elif self.state is not ClientState.SEATED:
            raise ProtocolError(ErrorCode.OUT_OF_ORDER, type=message.TYPE,
                                state="not seated")
        elif isinstance(message, Snapshot):
            self._snapshot(message, out)
        elif isinstance(message, Update):
            self._update(message, out)
        elif isinstance(message, GameRecordMessage):
            self._record(message, out)
        elif isinstance(message, Refused):
            self.pending = None
            out.append(ActionRefused(message.code, message.action, message.template,
                                     dict(message.params), message.rule))
        else:
            raise ProtocolError(ErrorCode.OUT_OF_ORDER, type=message.TYPE, state="seated")

    def _seat_ok(self, seat: int) -> bool:
        return self.table is not None and 0 <= seat < self.table.rules.players

    def _snapshot(self, message: Snapshot, out: list[ClientEvent]) -> None:
        table = self.table
        assert table is not None
        rules = table.rules
        if len(message.names) != rules.players:
            raise WireError(f"snapshot.names: {rules.players} names are needed")
        wire = game_wire(table.game)
        rows = []
        for i, data in enumerate(message.rows):
            path = f"snapshot.rows[{i}]"
            row = wire.row_from_wire(data, path)
            wire.check_row(row, rules, path)
            rows.append(row)
        self.names = message.names
        self.rows = rows
        self.view = self._view(message.view, "snapshot.view")
        self.moment = message.moment
        self.pending = None
        out.append(GameSnapshot(self.view, message.moment))

    def _update(self, message: Update, out: list[ClientEvent]) -> None:
        if self.view is None or message.moment <= self.moment:
            raise WireError(f"update.moment: {message.moment} does not follow {self.moment}")
        table = self.table
        assert table is not None
        wire = game_wire(table.game)
        for event in message.events:
            if isinstance(event, DealScored):
                wire.check_row(event.row, table.rules, "update.events.row")
        self.rows.extend(e.row for e in message.events if isinstance(e, DealScored))
        self.view = self._view(message.view, "update.view")
        self.moment = message.moment
        self.pending = None
        out.append(GameUpdate(message.events, self.view, message.moment))

    def _record(self, message: GameRecordMessage, out: list[ClientEvent]) -> None:
        """The record must be this table's game, played by these names to its end."""
        table = self.table
        assert table is not None
        try:
            record, game = replay_record(message.record)
        except DebertzError as exc:
            raise WireError(f"record: {exc}") from None
        if record.kind.key != table.game or record.names != self.names or not game.is_over:
            raise WireError("record: not this table's finished game")
        self.record = record
        out.append(GameRecordReceived(record))

    def _view(self, data: dict[str, Any], path: str) -> Any:
        table = self.table
        assert table is not None
        view = game_wire(table.game).view_from_wire(data, path, rules=table.rules,
                                                    names=self.names, rows=tuple(self.rows))
        if view.seat != self.seat:
            raise WireError(f"{path}.seat: the view of seat {view.seat}, not of {self.seat}")
        return view

    # -- what the client wants ---------------------------------------------------------------------

    def _pursue_intent(self) -> None:
        intent = self.intent
        if isinstance(intent, JoinIntent):
            self.join(intent.name, intent.seat, intent.code)
        elif isinstance(intent, RejoinIntent):
            self.rejoin(intent.token)

    def join(self, name: str, seat: int | None = None, code: str | None = None) -> None:
        self._require(ClientState.UNSEATED)
        self.state = ClientState.JOINING
        self._send(Join(name, seat, code or None))

    def rejoin(self, token: str) -> None:
        self._require(ClientState.UNSEATED)
        self.state = ClientState.JOINING
        self._send(Rejoin(token))

    def act(self, action: Action) -> None:
        self._require(ClientState.SEATED)
        if self.view is None:
            raise LocalProtocolError("the game has not started")
        self.pending = str(action)
        self._send(Act(str(action), self.moment))

    def say(self, text: str) -> None:
        self._require(ClientState.SEATED)
        self._send(Say(text))

    def leave(self) -> None:
        if self.state is not ClientState.CLOSED:
            self._send(Leave())

    def _require(self, state: ClientState) -> None:
        if self.state is not state:
            raise LocalProtocolError(f"{state.value} needed, the connection is "
                                     f"{self.state.value}")
