"""A client's connection to a table on the event loop: the protocol, the socket, the retries.

:class:`TableConnection` runs a :class:`ClientSeat` over a
:class:`ClientTransport`, ticks its heartbeat, and when the connection drops
while it holds a seat, connects again by itself (after 0.5, 1, 2, then every 3
seconds) and rejoins with the seat's token — on a new connection, since a
seat is never resumed on a dead one.  What the host says comes out as the
client events of ``client_seat.py``, on the GUI thread, in order.

A table opened again by its host may listen on another port (its own was
taken meanwhile): while reconnecting, the connection looks for the table by
its id among the tables announced on the network (``discovery.TableBrowser``)
and tries the announced address and the known one in turn; which announcement
counts (the same id and the certificate fingerprint pinned on joining) is
decided by ``table_addresses.TableAddresses``.

Trying to get back to a seat is never silent for long: another table answering
at the address instead of the seat's (a new one its host opened there) is told
at once (``other_table``), and no table answering at all for a few seconds
(``unanswered``), while the tries go on.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Iterable

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.action import Action
from ..engine.errors import QT_TRANSLATE_NOOP
from .client_seat import (
    DEFAULT_CLIENT_GAMES,
    ClientEvent,
    ClientSeat,
    ClientState,
    Ended,
    Greeted,
    HostError,
    JoinIntent,
    OtherTable,
    RejoinIntent,
    Seated,
    TableChanged,
)
from .errors import ErrorCode
from .limits import Limits
from .table_addresses import Address, TableAddresses
from .transport import ClientTransport

log = logging.getLogger(__name__)

TICK_MS = 250
#: Seconds to connect (and finish the TLS handshake) before the attempt counts as failed.
CONNECT_SECONDS = 10
RETRY_SECONDS = (0.5, 1.0, 2.0, 3.0)
#: Give up reconnecting after this long (the host is gone for good).
RETRY_FOR_SECONDS = 15 * 60
#: Say that no table answers once trying to get back to the seat has gone on this long
#: without a welcome (the tries go on).
NO_ANSWER_SECONDS = 8
#: Ends after which reconnecting makes no sense.  (``too_many_connections`` is not one: a
#: seat's person is let in for a rejoin over the limits, and should the table be full even
#: so, a later try gets in.)
FINAL = {ErrorCode.LEFT, ErrorCode.REPLACED, ErrorCode.TABLE_CLOSED, ErrorCode.BAD_TOKEN,
         ErrorCode.VERSION_MISMATCH, ErrorCode.UNKNOWN_GAME, ErrorCode.TOO_MANY_ERRORS,
         ErrorCode.FLOODING, ErrorCode.FRAME_TOO_LARGE, ErrorCode.GAME_STARTED}


class ConnectionState:
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"


class TableConnection(QObject):
    """One person's connection to a table, kept alive across drops while he holds a seat."""

    event = Signal(object)  # a ClientEvent
    state_changed = Signal(str)  # a ConnectionState
    #: The table, while reconnecting, was found announced at another address ("host:port").
    moved = Signal(str)
    #: Another table (``TableInfo``) answers at the address tried, not the seat's: a new one
    #: hosted there; it was not given the token, and the tries go on.
    other_table = Signal(object)
    #: No table has answered for ``no_answer_seconds`` of trying to get back to the seat
    #: (said once; again only after a table answered and went quiet again).
    unanswered = Signal()

    def __init__(self, host: str, port: int, intent: JoinIntent | RejoinIntent | None = None,
                 *, fingerprint: str = "", tls: bool | None = None, reconnect: bool = True,
                 table_id: str = "", discover: bool = True, loopback: bool | None = None,
                 limits: Limits | None = None, games: Iterable[str] = DEFAULT_CLIENT_GAMES,
                 no_answer_seconds: float | None = None,
                 parent: QObject | None = None) -> None:
        """``table_id``: the table's id when known (a rejoin), so that it can be looked
        for on the network at once; ``discover``: look for it while reconnecting
        (``loopback``: on 127.0.0.1 only, as ``discovery.loopback_only``); ``games``: the
        games this program can play there (``ClientSeat``); ``no_answer_seconds``: when
        to say ``unanswered`` (``NO_ANSWER_SECONDS`` unless told)."""
        super().__init__(parent)
        self.host, self.port = host, port
        self.addresses = TableAddresses(host, port, table_id=table_id, fingerprint=fingerprint)
        self.discover = discover
        self.loopback = loopback
        self.browser = None
        self.fingerprint = fingerprint.lower()
        self.tls = tls
        self.reconnect = reconnect
        self.limits = limits or Limits()
        self.state = ConnectionState.CLOSED
        self.encrypted = False
        self.token: str | None = intent.token if isinstance(intent, RejoinIntent) else None
        if isinstance(intent, RejoinIntent) and table_id and not intent.table_id:
            intent = RejoinIntent(intent.token, table_id)
        self.games = tuple(games)
        self.seat = ClientSeat(intent, limits=self.limits, games=self.games)
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
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.timeout.connect(self.unanswered)
        self._no_answer_ms = round(1000 * (NO_ANSWER_SECONDS if no_answer_seconds is None
                                           else no_answer_seconds))
        # Trying to get back to the seat (a rejoin, a reconnection): welcomes are watched for.
        self._trying = False
        self._closing = False

    # -- the connection --------------------------------------------------------------------------

    def open(self) -> None:
        self._set_state(ConnectionState.CONNECTING)
        if self.token is not None:
            self._watch_answers(True)
        self._connect()

    def _watch_answers(self, on: bool) -> None:
        """Trying to get back to the seat starts (``on``) or is over: while it lasts, no
        welcome from any table for ``no_answer_seconds`` is said (``unanswered``)."""
        self._trying = on
        if on:
            self._quiet.start(self._no_answer_ms)
        else:
            self._quiet.stop()

    def _connect(self) -> None:
        if self._closing:
            return
        if self.transport is not None:
            self._drop_transport(self.transport)
        address = self.addresses.next()
        self.host, self.port = address.host, address.port
        transport = ClientTransport(self)
        transport.ready.connect(self._on_ready)
        transport.received.connect(self._on_received)
        transport.lost.connect(self._on_lost)
        self.transport = transport
        tls = self.tls if self.tls is not None else (True if self.fingerprint else None)
        self._deadline.start(CONNECT_SECONDS * 1000)
        transport.open(self.host, self.port, tls=tls, fingerprint=self.fingerprint)

    def _drop_transport(self, transport: ClientTransport) -> None:
        """A transport done with (or an attempt given up): nothing it says counts any more."""
        for signal, slot in ((transport.ready, self._on_ready),
                             (transport.received, self._on_received),
                             (transport.lost, self._on_lost)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        transport.close()
        transport.deleteLater()

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
            self.addresses.know(fingerprint=self.fingerprint)
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
        if isinstance(event, Greeted | OtherTable) and self._trying:
            self._quiet.start(self._no_answer_ms)  # a table answers: counted from now
        if isinstance(event, OtherTable):
            self.other_table.emit(event.table)  # its end (``other_table``) comes next
            return
        if isinstance(event, Greeted | TableChanged):
            self.addresses.know(table_id=event.table.id)
        if isinstance(event, Seated):
            self.token = event.token
            self._retries = 0
            self._watch_answers(False)
            self.addresses.reached(Address(self.host, self.port))
            self._stop_browsing()
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
                if not self._trying:
                    self._watch_answers(True)
            if now - self._lost_at < RETRY_FOR_SECONDS:
                self._set_state(ConnectionState.RECONNECTING)
                delay = RETRY_SECONDS[min(self._retries, len(RETRY_SECONDS) - 1)]
                self._retries += 1
                self.seat = ClientSeat(RejoinIntent(self.token, self.addresses.table_id),
                                       limits=self.limits, games=self.games)
                self._retry.start(int(delay * 1000))
                self._start_browsing()
                return
        self._stop_browsing()
        self._watch_answers(False)
        if emit:
            self.event.emit(end)
        self._set_state(ConnectionState.CLOSED)

    # -- finding the table again -------------------------------------------------------------------

    def _start_browsing(self) -> None:
        """Look for the table on the network (it may be back on another port)."""
        if not self.discover or self.browser is not None:
            return
        try:
            from .discovery import TableBrowser, loopback_only

            browser = TableBrowser(loopback=loopback_only(bool(self.loopback)), parent=self)
            browser.found.connect(self.table_seen)
            browser.gone.connect(self.table_gone)
            browser.start()
        except Exception:  # no zeroconf, no network: the known address is still tried
            log.exception("the table cannot be looked for on the network")
            return
        self.browser = browser

    def _stop_browsing(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.stop()
            browser.deleteLater()

    def table_seen(self, ad) -> None:
        """A table announced on the network (``discovery.TableAd``): if it is ours at an
        address not tried yet, try it now rather than wait for the attempt under way."""
        if not self.addresses.seen(ad) or self._closing:
            return
        if self.state != ConnectionState.RECONNECTING:
            return  # connected, or not yet: the next attempt goes there first
        self.moved.emit(str(Address(ad.address, ad.port)))
        if self._retry.isActive() or (self._deadline.isActive()
                                      and self.seat.state is ClientState.CONNECTING):
            self._retry.stop()
            self._deadline.stop()
            self._connect()

    def table_gone(self, service: str) -> None:
        self.addresses.gone(service)

    def looked_for_elsewhere(self) -> bool:
        """The table is announced at an address besides the one tried last: the tries go
        there too (another table answering at one address is then no answer for the seat)."""
        return any(address != self.addresses.current for address in self.addresses.candidates())

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
        self._watch_answers(False)
        self._stop_browsing()
        if self.transport is not None:
            self.transport.close()
        self._set_state(ConnectionState.CLOSED)
