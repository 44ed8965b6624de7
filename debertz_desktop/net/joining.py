"""A client's connection to a table on the event loop: the protocol, the socket, the retries.

:class:`TableConnection` runs a :class:`ClientSeat` over a
:class:`ClientTransport`, ticks its heartbeat, and when the connection drops
while it holds a seat, connects again by itself (after 0.5, 1, 2, then every 3
seconds) and rejoins with the seat's token — on a new connection, since a
seat is never resumed on a dead one.  What the host says comes out as the
client events of ``client_seat.py``, on the GUI thread, in order.
"""

from __future__ import annotations

import logging
import time

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.actions import Action
from ..engine.errors import QT_TRANSLATE_NOOP
from .client_seat import (
    ClientEvent,
    ClientSeat,
    ClientState,
    Ended,
    HostError,
    JoinIntent,
    RejoinIntent,
    Seated,
)
from .errors import ErrorCode
from .limits import Limits
from .transport import ClientTransport

log = logging.getLogger(__name__)

TICK_MS = 250
#: Seconds to connect (and finish the TLS handshake) before the attempt counts as failed.
CONNECT_SECONDS = 10
RETRY_SECONDS = (0.5, 1.0, 2.0, 3.0)
#: Give up reconnecting after this long (the host is gone for good).
RETRY_FOR_SECONDS = 15 * 60
#: Ends after which reconnecting makes no sense.
FINAL = {ErrorCode.LEFT, ErrorCode.REPLACED, ErrorCode.TABLE_CLOSED, ErrorCode.BAD_TOKEN,
         ErrorCode.VERSION_MISMATCH, ErrorCode.TOO_MANY_ERRORS, ErrorCode.FRAME_TOO_LARGE,
         ErrorCode.TOO_MANY_CONNECTIONS, ErrorCode.GAME_STARTED}


class ConnectionState:
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"


class TableConnection(QObject):
    """One person's connection to a table, kept alive across drops while he holds a seat."""

    event = Signal(object)  # a ClientEvent
    state_changed = Signal(str)  # a ConnectionState

    def __init__(self, host: str, port: int, intent: JoinIntent | RejoinIntent | None = None,
                 *, fingerprint: str = "", tls: bool | None = None, reconnect: bool = True,
                 limits: Limits | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port = host, port
        self.fingerprint = fingerprint.lower()
        self.tls = tls
        self.reconnect = reconnect
        self.limits = limits or Limits()
        self.state = ConnectionState.CLOSED
        self.encrypted = False
        self.token: str | None = intent.token if isinstance(intent, RejoinIntent) else None
        self.seat = ClientSeat(intent, limits=self.limits)
        self.transport: ClientTransport | None = None
        self._retries = 0
        self._lost_at = 0.0
        self._tick = QTimer(self)
        self._tick.timeout.connect(self._on_tick)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._connect_timed_out)
        self._closing = False

    # -- the connection --------------------------------------------------------------------------

    def open(self) -> None:
        self._set_state(ConnectionState.CONNECTING)
        self._connect()

    def _connect(self) -> None:
        if self._closing:
            return
        if self.transport is not None:
            self.transport.deleteLater()
        transport = ClientTransport(self)
        transport.ready.connect(self._on_ready)
        transport.received.connect(self._on_received)
        transport.lost.connect(self._on_lost)
        self.transport = transport
        tls = self.tls if self.tls is not None else (True if self.fingerprint else None)
        self._deadline.start(CONNECT_SECONDS * 1000)
        transport.open(self.host, self.port, tls=tls, fingerprint=self.fingerprint)

    def _connect_timed_out(self) -> None:
        """Nobody answers (a sleeping host, a port that takes and never speaks): try again."""
        if self.transport is not None:
            self.transport.close()
        self._on_lost(QT_TRANSLATE_NOOP("Net", "the table did not answer"))

    def _on_ready(self) -> None:
        self._deadline.stop()
        transport = self.transport
        assert transport is not None
        self.encrypted = transport.encrypted
        if transport.peer_fingerprint:
            self.fingerprint = transport.peer_fingerprint  # the next time it must be this one
        self.tls = transport.encrypted
        self.seat.connection_made(time.monotonic())
        self._flush()
        self._tick.start(TICK_MS)

    def _on_received(self, data: bytes) -> None:
        events = self.seat.data_received(data, time.monotonic())
        self._flush()
        for event in events:
            self._handle(event)

    def _handle(self, event: ClientEvent) -> None:
        if isinstance(event, Seated):
            self.token = event.token
            self._retries = 0
            self._set_state(ConnectionState.CONNECTED)
        if isinstance(event, Ended):
            # told only if it is the end: a silent host (a sleeping laptop) is retried
            self._end(event, emit=True)
            return
        self.event.emit(event)
        if isinstance(event, HostError) and event.code == ErrorCode.BAD_TOKEN:
            # the table does not know the seat (another table on that port, or one that
            # forgot it): nothing to come back to
            self.token = None
            end = Ended(event.code, event.template, event.params)
            self.seat.end, self.seat.state = end, ClientState.CLOSED
            self._end(end, emit=True)

    def _on_lost(self, reason: str) -> None:
        if self.seat.state is ClientState.CLOSED:
            return  # the end was handled already
        end = self.seat.connection_lost()
        if end.code == "connection_lost" and reason:
            end = Ended("connection_lost", "{detail}", {"detail": reason})
            self.seat.end = end
        self._end(end, emit=True)

    def _end(self, end: Ended, *, emit: bool = False) -> None:
        self._tick.stop()
        self._deadline.stop()
        if self.transport is not None:
            self.transport.close()
        can_retry = (self.reconnect and not self._closing and self.token is not None
                     and end.code not in FINAL)
        if can_retry:
            now = time.monotonic()
            if self.state != ConnectionState.RECONNECTING:
                self._lost_at = now
            if now - self._lost_at < RETRY_FOR_SECONDS:
                self._set_state(ConnectionState.RECONNECTING)
                delay = RETRY_SECONDS[min(self._retries, len(RETRY_SECONDS) - 1)]
                self._retries += 1
                self.seat = ClientSeat(RejoinIntent(self.token), limits=self.limits)
                self._retry.start(int(delay * 1000))
                return
        if emit:
            self.event.emit(end)
        self._set_state(ConnectionState.CLOSED)

    def _on_tick(self) -> None:
        events = self.seat.tick(time.monotonic())
        self._flush()
        for event in events:
            self._handle(event)

    def _flush(self) -> None:
        data = self.seat.take_output()
        if data and self.transport is not None:
            self.transport.write(data)

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)

    # -- what the person does ----------------------------------------------------------------------

    def join(self, name: str, seat: int | None = None, code: str | None = None) -> None:
        self.seat.join(name, seat, code)
        self._flush()

    def rejoin(self, token: str) -> None:
        self.seat.rejoin(token)
        self._flush()

    def act(self, action: Action) -> bool:
        """Send ``action``; ``False`` while there is no seated connection (reconnecting)."""
        if self.seat.state is not ClientState.SEATED or self.seat.view is None:
            return False
        self.seat.act(action)
        self._flush()
        return True

    def say(self, text: str) -> bool:
        if self.seat.state is not ClientState.SEATED:
            return False
        self.seat.say(text)
        self._flush()
        return True

    def leave(self) -> None:
        """Leave on purpose: the host frees the seat (lobby) or gives it to the computer."""
        self.seat.leave()
        self._flush()
        self.close()

    def close(self) -> None:
        """Stop, without retrying (the seat keeps waiting for its token on the host)."""
        self._closing = True
        self._retry.stop()
        self._tick.stop()
        self._deadline.stop()
        if self.transport is not None:
            self.transport.close()
        self._set_state(ConnectionState.CLOSED)
