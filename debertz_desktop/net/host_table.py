"""The host's side of the protocol: a table as a state machine, without sockets, clocks or threads.

Bytes or a message go in, frames for connections come out (``take_output``);
the time is passed in (``now``, seconds from any monotonic clock).  The host
alone runs the engine — any game's (``TableConfig.kind``: the game's state from
``kind.new_game``, its actions read by ``kind.parse_action``): every action
from a connection is checked by the game and refused, to that connection only,
with the rule's reason; each connection receives only its seat's view and the
public events.  A client that cannot play the table's game is told so at its
``hello`` (``unknown_game``).

A connection is bound to its seat by a secret token (``secrets``) issued on
``join``; ``rejoin`` with it takes the seat back after a drop or after the host
reopened the table from its autosave (``table_save.py``).  A seat
whose person is gone waits ``Limits.grace`` seconds, then the computer plays
it (``bot_turn``/``bot_acted``) until the person returns.  The host's own
person is a connection like any other, flagged ``local`` (no limits).
"""

from __future__ import annotations

import secrets
from collections import deque
from typing import Any

from ..engine.action import Action
from ..engine.errors import DebertzError, IllegalActionError
from ..engine.events import Event
from ..engine.game_kind import GameKind, GameState
from ..engine.seat_names import computer_name, first_person
from .connections import Conn, ConnState, has_room, reserve_to_free
from .errors import ErrorCode, LocalProtocolError, ProtocolError
from .host_parts import BotTurn, Close, Notice, Output, SaidLine, Send, TableSeat
from .host_seating import SeatRequests
from .messages import (
    CHAT_HISTORY,
    Act,
    Bye,
    Hello,
    Join,
    Leave,
    Message,
    Ping,
    Pong,
    Refused,
    Rejoin,
    Say,
    SeatInfo,
    Snapshot,
    Table,
    TableInfo,
    Update,
    decode_message,
    encode,
    error_message,
)
from .seating import SeatKind, TableConfig
from .wire import to_wire, view_to_wire


class HostTable(SeatRequests):
    """A table the host runs: seats, connections, the game."""

    def __init__(self, config: TableConfig, *, now: float = 0.0) -> None:
        self.config = config
        self.rules = config.rules
        #: The game the table plays.
        self.kind: GameKind = config.kind
        self.limits = config.limits
        self.table_id = config.table_id or secrets.token_hex(8)
        self.seats = [
            TableSeat(i, plan.kind, plan.name if plan.kind is not SeatKind.PERSON else "",
                  plan.level if plan.kind is SeatKind.COMPUTER else None)
            for i, plan in enumerate(config.seats)
        ]
        for seat in self.seats:
            if seat.kind is SeatKind.HOST:
                seat.token = secrets.token_hex(16)
        self.game: GameState | None = None
        #: The chat's last lines, sent to whoever takes or takes back a seat.
        self.chat: deque[SaidLine] = deque(maxlen=CHAT_HISTORY)
        self._chat_count = 0
        #: Added to ``now`` to date chat lines in calendar time (the runner sets it, so
        #: the autosave's lines keep their time when the table is hosted again).
        self.clock_offset = 0.0
        self._conns: dict[int, Conn] = {}
        self._next_id = 1
        self._out: list[Output] = []
        self._closed = False

    # -- reading the table ----------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.is_over

    @property
    def moment(self) -> int:
        return len(self.game.history) if self.game is not None else 0

    @property
    def host_token(self) -> str | None:
        """The token of the host's own seat (its local connection rejoins with it)."""
        return next((s.token for s in self.seats if s.kind is SeatKind.HOST), None)

    def can_start(self) -> bool:
        """Every person's seat is taken and its person connected (RULES §2: a full table)."""
        return not self.started and all(
            s.kind is SeatKind.COMPUTER or (s.token is not None and s.conn is not None)
            for s in self.seats)

    def free_seats(self) -> list[int]:
        return [s.index for s in self.seats if not s.taken]

    def info(self) -> TableInfo:
        return TableInfo(
            id=self.table_id, name=self.config.name, rules=self.rules,
            seats=tuple(self._seat_info(s) for s in self.seats),
            join_code=bool(self.config.join_code), encrypted=self.config.encrypted,
            started=self.started, can_start=self.can_start(), over=self.over,
            game=self.kind.key)

    def _seat_info(self, seat: TableSeat) -> SeatInfo:
        connected = seat.kind is SeatKind.COMPUTER or seat.conn is not None
        return SeatInfo(seat.index, seat.kind.value, seat.name, seat.level, seat.taken,
                        connected, seat.computer_playing, seat.left and seat.conn is None)

    def connection_count(self) -> int:
        return sum(1 for c in self._conns.values() if not c.local)

    def seat_of(self, conn: int) -> int | None:
        c = self._conns.get(conn)
        return None if c is None else c.seat

    # -- output -----------------------------------------------------------------------------------

    def take_output(self) -> list[Output]:
        out, self._out = self._out, []
        return out

    def _send(self, conn: Conn, message: Message, now: float) -> None:
        if conn.state is ConnState.CLOSED:
            return
        conn.last_sent = now
        self._out.append(Send(conn.id, encode(message)))

    def _close(self, conn: Conn, now: float) -> None:
        if conn.state is ConnState.CLOSED:
            return
        self._detach(conn, now)
        conn.state = ConnState.CLOSED
        del self._conns[conn.id]
        self._out.append(Close(conn.id))

    def _bye(self, conn: Conn, code: ErrorCode, now: float, **params: Any) -> None:
        error = ProtocolError(code, **params)
        self._send(conn, Bye(code.value, error.template, error.params), now)
        self._close(conn, now)

    def _fail(self, conn: Conn, error: ProtocolError, now: float) -> None:
        """Answer a broken or impossible request; close on a fatal one or too many."""
        self._send(conn, error_message(error), now)
        if error.code not in _NOT_COUNTED:
            conn.errors += 1
        if error.fatal:
            self._close(conn, now)
        elif conn.errors >= self.limits.max_errors and not conn.local:
            self._send(conn, error_message(
                ProtocolError(ErrorCode.TOO_MANY_ERRORS, fatal=True)), now)
            self._close(conn, now)

    def _broadcast_table(self, now: float) -> None:
        if self._closed:
            return  # closing: its ``bye`` is the last thing a connection hears
        message = Table(self.info())
        data = encode(message)
        for conn in self._conns.values():
            if conn.state in (ConnState.UNSEATED, ConnState.SEATED):
                conn.last_sent = now
                self._out.append(Send(conn.id, data))
        self._out.append(Notice.SEATS_CHANGED)

    # -- connections ------------------------------------------------------------------------------

    def connection_made(self, now: float, peer: str = "", *, local: bool = False) -> int | None:
        """A new connection's id (call it as soon as the TCP connection is there, before any
        TLS handshake), or ``None`` when the table takes none.

        Over the limits (in all, from ``peer``) it is let in for a rejoin only, in a
        reserve where, when it is full, the oldest connection of the address that holds
        the most of it gives way (``reserve_to_free``): idle sockets never keep a seat's
        person out, nor do connections churned from one or two addresses push him out
        before he rejoins; a new person is told ``too_many_connections`` at once.
        """
        if self._closed:
            return None
        reserve = not local and not has_room(self._conns.values(), peer, self.limits)
        if reserve:
            if self.limits.rejoin_reserve < 1:
                return None
            giving_way = reserve_to_free(self._conns.values(), peer, self.limits)
            if giving_way is not None:
                self._close(giving_way, now)  # said nothing: it may be mid-TLS
        conn = Conn.new(self._next_id, peer, local, now, self.limits)
        conn.reserve = reserve
        self._next_id += 1
        self._conns[conn.id] = conn
        return conn.id

    def refusal_frame(self) -> bytes:
        """What a connection the table cannot take is told before it is closed."""
        return encode(error_message(ProtocolError(ErrorCode.TOO_MANY_CONNECTIONS, fatal=True)))

    def connection_lost(self, conn_id: int, now: float) -> None:
        conn = self._conns.get(conn_id)
        if conn is None:
            return
        self._detach(conn, now)
        conn.state = ConnState.CLOSED
        del self._conns[conn_id]

    def _detach(self, conn: Conn, now: float) -> None:
        """The connection no longer speaks for its seat; the seat waits for its person."""
        if conn.seat is None:
            return
        seat = self.seats[conn.seat]
        conn.seat = None
        if seat.conn != conn.id:
            return
        seat.conn = None
        if seat.kind is SeatKind.PERSON or self.started:
            seat.absent_since = now
            seat.grace = self.limits.grace
        self._broadcast_table(now)

    def data_received(self, conn_id: int, data: bytes, now: float) -> None:
        """Bytes from a connection (any piece of a frame, or many frames)."""
        conn = self._conns.get(conn_id)
        if conn is None:
            return
        for item in conn.feed(data, now):
            if conn.state is ConnState.CLOSED:
                return
            if isinstance(item, ProtocolError):
                self._fail(conn, item, now)
                return
            message: Message | ProtocolError
            try:
                message = decode_message(item, from_host=False)
            except ProtocolError as error:
                message = error
            # the game paces actions (one per turn; a wrong one counts as a refusal),
            # so they are not rate-limited: a fast computer client is never cut off
            if not (conn.local or isinstance(message, Act) or self._within_rate(conn, now)):
                continue
            try:
                if isinstance(message, ProtocolError):
                    raise message
                self._handle(conn, message, now)
            except ProtocolError as error:
                self._fail(conn, error, now)

    def message_received(self, conn_id: int, message: Message, now: float) -> None:
        """A message already decoded (tests); the same checks as for bytes."""
        conn = self._conns.get(conn_id)
        if conn is None:
            return
        conn.last_heard = now
        try:
            self._handle(conn, message, now)
        except ProtocolError as error:
            self._fail(conn, error, now)

    def _within_rate(self, conn: Conn, now: float) -> bool:
        """The message rate: a frame over it is dropped, and that is all (``rate_limited``,
        at most once a second; it counts towards nothing).  Only a flood no person can
        make — ten times the rate, kept up — closes the connection (``flooding``)."""
        if not conn.flood.take(now):
            self._fail(conn, ProtocolError(ErrorCode.FLOODING, fatal=True), now)
            return False
        if conn.messages.take(now):
            return True
        self._rate_limited(conn, now)
        return False

    def _rate_limited(self, conn: Conn, now: float) -> None:
        if conn.may_warn(now):
            self._send(conn, error_message(ProtocolError(ErrorCode.RATE_LIMITED)), now)

    # -- messages ---------------------------------------------------------------------------------

    def _handle(self, conn: Conn, message: Message, now: float) -> None:
        if isinstance(message, Ping):
            self._send(conn, Pong(message.n), now)
            return
        if isinstance(message, Pong):
            return
        state = conn.state
        if state is ConnState.GREETING:
            if not isinstance(message, Hello):
                raise ProtocolError(ErrorCode.OUT_OF_ORDER, type=message.TYPE,
                                    state="say hello first")
            self._hello(conn, message, now)
        elif isinstance(message, Hello):
            raise ProtocolError(ErrorCode.OUT_OF_ORDER, type=message.TYPE,
                                state="hello was said already")
        elif isinstance(message, Leave):
            self._leave(conn, now)
        elif state is ConnState.UNSEATED:
            if conn.reserve and not isinstance(message, Rejoin):
                # let in over the limits for a rejoin only: a new person is told at once
                raise ProtocolError(ErrorCode.TOO_MANY_CONNECTIONS, fatal=True)
            if isinstance(message, Join):
                self._join(conn, message, now)
            elif isinstance(message, Rejoin):
                self._rejoin(conn, message, now)
            else:
                raise ProtocolError(ErrorCode.NOT_SEATED)
        elif isinstance(message, Act):
            self._act(conn, message, now)
        elif isinstance(message, Say):
            self._say(conn, message, now)
        else:
            raise ProtocolError(ErrorCode.OUT_OF_ORDER, type=message.TYPE,
                                state="the connection holds a seat already")

    def _act(self, conn: Conn, act: Act, now: float) -> None:
        game = self.game
        seat = conn.seat
        assert seat is not None
        if game is None:
            self._refuse(conn, act.action, ErrorCode.NOT_STARTED, now)
            return
        try:
            action = self.kind.parse_action(act.action)
        except DebertzError:
            self._refuse(conn, act.action, ErrorCode.BAD_ACTION, now, text=act.action)
            return
        if act.moment != len(game.history):
            self._refuse(conn, act.action, ErrorCode.STALE, now)
            return
        try:
            events = game.apply(seat, action)
        except IllegalActionError as err:
            params = {k: str(v) for k, v in err.params.items()}
            self._send(conn, Refused(ErrorCode.ILLEGAL.value, act.action, err.template, params,
                                     err.rule), now)
            self._count_refusal(conn, now)
            return
        self._advance(events, now)

    def _refuse(self, conn: Conn, action: str, code: ErrorCode, now: float,
                **params: Any) -> None:
        error = ProtocolError(code, **params)
        self._send(conn, Refused(code.value, action[:60], error.template, error.params), now)
        self._count_refusal(conn, now)

    def _count_refusal(self, conn: Conn, now: float) -> None:
        """Refused actions count towards closing a connection that only floods."""
        conn.refusals += 1
        if conn.refusals >= self.limits.max_refusals and not conn.local:
            self._fail(conn, ProtocolError(ErrorCode.TOO_MANY_ERRORS, fatal=True), now)

    # -- the game ---------------------------------------------------------------------------------

    def start(self, now: float) -> None:
        """Deal the first deal (the host pressed Start)."""
        if not self.can_start():
            raise LocalProtocolError("the table cannot start: a person's seat is empty")
        names = tuple(s.name for s in self.seats)
        self.game = self.kind.new_game(self.rules, self.config.seed, names=names)
        self._after_start(now)

    def new_game(self, now: float, seed: int) -> None:
        """After a game is over: the same seats play another one."""
        if not self.over:
            raise LocalProtocolError("the game is not over")
        self.game = self.kind.new_game(self.rules, seed, names=tuple(s.name for s in self.seats))
        self._after_start(now)

    def _after_start(self, now: float) -> None:
        for conn in self._conns.values():
            if conn.state is ConnState.SEATED and conn.seat is not None:
                self._send(conn, self._snapshot(conn.seat), now)
        self._broadcast_table(now)
        self._out.append(Notice.GAME_ADVANCED)

    def _snapshot(self, seat: int) -> Snapshot:
        game = self.game
        assert game is not None
        return Snapshot(len(game.history), game.names,
                        tuple(to_wire(row) for row in game.sheet.rows),
                        view_to_wire(game.view(seat)))

    def _advance(self, events: list[Event], now: float) -> None:
        game = self.game
        assert game is not None
        moment = len(game.history)
        wire_events = tuple(events)
        for conn in self._conns.values():
            if conn.state is ConnState.SEATED and conn.seat is not None:
                self._send(conn, Update(moment, wire_events, view_to_wire(game.view(conn.seat))),
                           now)
                self._send_record(conn, now)
        self._out.append(Notice.GAME_ADVANCED)

    def bot_turn(self) -> BotTurn | None:
        """The seat the computer must play now, with its view; ``None`` when a person is to act."""
        game = self.game
        if game is None or game.is_over:
            return None
        seat = game.to_act
        if seat is None:
            return None
        s = self.seats[seat]
        if s.kind is SeatKind.COMPUTER or s.computer_playing:
            return BotTurn(seat, game.view(seat), len(game.history))
        return None

    def waiting_for(self) -> int | None:
        """The seat to act whose person is gone but still within the grace period."""
        game = self.game
        if game is None or game.is_over or game.to_act is None:
            return None
        s = self.seats[game.to_act]
        return s.index if s.absent_since is not None and not s.computer_playing else None

    def bot_acted(self, seat: int, action: Action, moment: int, now: float) -> bool:
        """The computer's choice for ``seat``; ignored when the game moved on meanwhile."""
        turn = self.bot_turn()
        if turn is None or turn.seat != seat or turn.moment != moment:
            return False
        game = self.game
        assert game is not None
        if action not in game.legal_actions(seat):
            action = game.legal_actions(seat)[0]
        self._advance(game.apply(seat, action), now)
        return True

    # -- the host's controls ----------------------------------------------------------------------

    def set_computer(self, seat: int, level: str, now: float, name: str = "") -> None:
        """Before the start: a person's seat that nobody (connected) holds becomes a computer."""
        s = self._lobby_seat(seat)
        if s.kind is SeatKind.HOST or (s.conn is not None and s.kind is SeatKind.PERSON):
            raise LocalProtocolError(f"seat {seat} is held by a person")
        s.kind, s.level, s.token, s.absent_since = SeatKind.COMPUTER, level, None, None
        human_seat = first_person(t.kind is not SeatKind.COMPUTER for t in self.seats)
        s.name = name or s.name or computer_name(seat, human_seat)
        self._broadcast_table(now)

    def set_person(self, seat: int, now: float) -> None:
        """Before the start: a computer's seat is offered to a person on the network."""
        s = self._lobby_seat(seat)
        if s.kind is not SeatKind.COMPUTER:
            raise LocalProtocolError(f"seat {seat} is not a computer's")
        s.kind, s.level, s.name = SeatKind.PERSON, None, ""
        self._broadcast_table(now)

    def free_seat(self, seat: int, now: float) -> None:
        """Before the start: send away the person at ``seat`` (his token no longer counts)."""
        s = self._lobby_seat(seat)
        if s.kind is not SeatKind.PERSON:
            raise LocalProtocolError(f"seat {seat} is not a person's")
        conn = self._conns.get(s.conn) if s.conn is not None else None
        s.token, s.name, s.conn, s.absent_since = None, "", None, None
        if conn is not None:
            conn.seat = None
            conn.state = ConnState.UNSEATED
            conn.greeted_at = now
        self._broadcast_table(now)

    def _lobby_seat(self, seat: int) -> TableSeat:
        if self.started:
            raise LocalProtocolError("the game has started")
        return self.seats[seat]

    def close(self, now: float) -> None:
        """The host closes the table: everybody is told (``bye`` ``table_closed``), every
        connection closed.  Only that is said: a seat's connection closing here is not news
        to the others (the table no longer speaks), so nobody reads "the host lost the
        connection" before "the host closed the table"."""
        self._closed = True
        for conn in list(self._conns.values()):
            self._bye(conn, ErrorCode.TABLE_CLOSED, now)

    # -- time -------------------------------------------------------------------------------------

    def tick(self, now: float) -> None:
        """Timeouts and the heartbeat; call it every fraction of a second."""
        limits = self.limits
        for conn in list(self._conns.values()):
            if conn.local:
                continue
            if conn.state is ConnState.GREETING and now - conn.opened > limits.handshake:
                self._fail(conn, ProtocolError(ErrorCode.HANDSHAKE_TIMEOUT, fatal=True,
                                               seconds=round(limits.handshake)), now)
                continue
            if conn.reserve and now - conn.opened > limits.handshake:  # it did not rejoin
                self._fail(conn, ProtocolError(ErrorCode.TOO_MANY_CONNECTIONS, fatal=True), now)
                continue
            if conn.frame_started is not None and now - conn.frame_started > limits.frame_time:
                self._fail(conn, ProtocolError(ErrorCode.FRAME_TIMEOUT, fatal=True,
                                               seconds=round(limits.frame_time)), now)
                continue
            if conn.state is ConnState.UNSEATED and now - conn.greeted_at > limits.seat_choice:
                self._bye(conn, ErrorCode.TIMEOUT, now, seconds=round(limits.seat_choice))
                continue
            if now - conn.last_heard > limits.silence:
                self._bye(conn, ErrorCode.TIMEOUT, now, seconds=round(limits.silence))
                continue
            if now - conn.last_sent >= limits.heartbeat:
                self._send(conn, Ping(0), now)
        self._expire_graces(now)

    def _expire_graces(self, now: float) -> None:
        changed = False
        for seat in self.seats:
            if seat.absent_since is None or seat.conn is not None:
                continue
            if self.started and not seat.computer_playing \
                    and now - seat.absent_since >= seat.grace:
                seat.computer_playing = True
                changed = True
            elif not self.started and seat.kind is SeatKind.PERSON \
                    and now - seat.absent_since >= self.limits.lobby_hold:
                seat.token, seat.name, seat.absent_since = None, "", None
                changed = True
        if changed:
            self._broadcast_table(now)

    def next_deadline(self) -> float | None:
        """When a dropped seat's grace ends (the runner may wake up then)."""
        ends = [s.absent_since + s.grace for s in self.seats
                if s.absent_since is not None and not s.computer_playing and self.started]
        return min(ends) if ends else None

    # -- reopening ------------------------------------------------------------------------------

    def restore(self, names: list[str], tokens: list[str | None], game: GameState | None,
                now: float, chat: list[SaidLine] | tuple[SaidLine, ...] = (), *,
                left: list[bool] | None = None) -> None:
        """The seats, game and chat of an autosave (``table_save``): absent until their
        people rejoin; a seat whose person had left on purpose (``left``) is the computer's
        at once, as when he left, his token still taking it back."""
        left = left or [False] * len(self.seats)
        for seat, name, token, gone in zip(self.seats, names, tokens, left, strict=True):
            seat.name = name
            seat.token = token if seat.kind is not SeatKind.COMPUTER else None
            if seat.token is not None and gone and game is not None:
                seat.left_the_game(now)
            elif seat.token is not None:
                seat.absent_since, seat.grace = now, self.limits.resume_grace
        self.game = game
        self.chat.extend(chat)
        self._chat_count = max((line.n for line in self.chat), default=0)


#: Errors that answer a request rather than a broken frame; they do not count towards closing.
_NOT_COUNTED = {ErrorCode.BAD_JOIN_CODE, ErrorCode.SEAT_TAKEN, ErrorCode.TABLE_FULL,
                ErrorCode.BAD_NAME, ErrorCode.GAME_STARTED, ErrorCode.RATE_LIMITED}
