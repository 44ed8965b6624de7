"""A hosted table running on the application's event loop (or the headless host's).

:class:`TableHost` joins the pieces: the :class:`HostTable` state machine, the
TCP/TLS server, the heartbeat timer, the computer players (thinking on worker
threads, their choice handed back through a queued signal), the autosave
after every action and the advertisement on the network.  The host's own
person, if he plays, is a local connection (``connect_local``): the same
protocol as everybody else, without a socket.  Qt Core only: no widget.
"""

from __future__ import annotations

import collections
import concurrent.futures
import inspect
import logging
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QHostAddress

from ..engine.action import Action
from ..engine.debertz import actions as A
from ..engine.games import DEFAULT_GAME
from ..storage import paths
from ..storage.errors import StorageError
from .discovery import TableAdvert, loopback_only
from .host_parts import Close, Notice, Send
from .host_table import HostTable
from .limits import Limits
from .seating import SeatKind, TableConfig
from .table_save import (
    read_table,
    saved_port,
    saved_table,
    table_autosave_path,
    table_from_saved,
    write_table,
)
from .tls import TlsIdentity, ensure_identity
from .transport import DEFAULT_PORT, ServerTransport, tls_available

log = logging.getLogger(__name__)

TICK_MS = 250
#: The level of the computer that plays for a person who dropped.
ABSENT_LEVEL = "medium"


def make_bot(level: str, seed: int, game: str = DEFAULT_GAME):
    """A computer player of ``level`` for ``game`` (the ``ai`` package's
    ``make_bot(level, seed=, game=)``), or a random one where there is none: an ``ai``
    without players for ``game`` yet (its factory takes no ``game``, or refuses it with
    a ``ValueError``) plays it at random, every seat still legally; a failing one too."""
    try:
        from ..ai import make_bot as ai_make_bot

        if game == DEFAULT_GAME:
            return ai_make_bot(level, seed=seed)
        if "game" not in inspect.signature(ai_make_bot).parameters:
            log.warning("no computer players for %s yet: a random one plays", game)
            return RandomBot(seed)
        return ai_make_bot(level, seed=seed, game=game)
    except ValueError as err:
        log.warning("no %s computer player for %s (%s): a random one plays", level, game, err)
        return RandomBot(seed)
    except Exception:
        log.exception("no %s computer player for %s: a random one plays", level, game)
        return RandomBot(seed)


class RandomBot:
    """Plays a random legal action (a stand-in should the ``ai`` package have no player);
    any game: it reads only the view's ``legal_actions``."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: Any) -> Action:
        calm = [a for a in view.legal_actions if not isinstance(a, A.OfferDave | A.ClaimFinish)]
        return self._rng.choice(calm or list(view.legal_actions))


class _Relay(QObject):
    """Emitted from a worker thread; received, queued, on the host's thread."""

    chosen = Signal(int, int, object)  # seat, moment, Future


class TableHost(QObject):
    """Hosts one table: listens, runs the game and its computers, autosaves, advertises."""

    table_changed = Signal(object)  # TableInfo, whenever a seat or the game's state changes
    game_advanced = Signal()
    closed = Signal()

    def __init__(self, table: HostTable, *, autosave: Path | None = None,
                 identity: TlsIdentity | None = None, advertise: bool = True,
                 delay_ms: int = 700, loopback: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        # chat lines are dated in calendar time, so the autosave's keep theirs
        table.clock_offset = time.time() - time.monotonic()
        #: Listen and advertise on 127.0.0.1 only (the setting, or DEBERTZ_LAN_LOOPBACK).
        self.loopback = loopback_only(loopback)
        self.autosave = autosave
        self.identity = identity
        self.advertise = advertise
        self.delay_ms = delay_ms
        self.transport: ServerTransport | None = None
        self.advert: TableAdvert | None = None
        self.port = 0
        #: The port to try first (the one the table had before it was reopened).
        self.preferred_port: int | None = None
        self._bots: dict[tuple[int, str], Any] = {}
        self._pool = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="bot")
        self._saver = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="autosave")
        self._relay = _Relay()
        self._relay.chosen.connect(self._on_chosen, Qt.ConnectionType.QueuedConnection)
        self._bot_pending = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._launch_bot)
        self._hold_until = 0.0
        self._tick = QTimer(self)
        self._tick.timeout.connect(self._on_tick)
        self._queue: collections.deque = collections.deque()
        self._pumping = False
        self._local: dict[int, Callable[[bytes], None]] = {}
        self._save_due = self._advert_due = False
        self._closed = False

    # -- making one ----------------------------------------------------------------------------

    @classmethod
    def new(cls, config: TableConfig, **kwargs) -> TableHost:
        """A new table; TLS where Qt can (``encrypted`` in ``config`` is set accordingly)."""
        identity = _identity() if kwargs.pop("tls", True) else None
        from dataclasses import replace

        config = replace(config, encrypted=identity is not None)
        table = HostTable(config, now=time.monotonic())
        kwargs.setdefault("autosave", table_autosave_path(table.table_id))
        return cls(table, identity=identity, **kwargs)

    @classmethod
    def reopen(cls, path: Path, *, limits: Limits | None = None, keep_file: bool = False,
               **kwargs) -> TableHost:
        """The table of an autosave, hosted again: same id, seats and tokens, same port if free.

        ``keep_file``: ``path`` is a copy the host saved (Game → Save); it stays as
        it was and the table autosaves to its own file, as a new one does.
        ``StorageError`` or ``RecordError`` (both with a reason to show) if it cannot be read.
        """
        data = read_table(path)
        identity = _identity() if kwargs.pop("tls", True) else None
        table = table_from_saved(data, time.monotonic(), encrypted=identity is not None,
                                 limits=limits)
        autosave = table_autosave_path(table.table_id) if keep_file else path
        host = cls(table, autosave=autosave, identity=identity, **kwargs)
        host.preferred_port = saved_port(data)
        return host

    # -- running -----------------------------------------------------------------------------

    def open(self, address: QHostAddress | None = None, port: int | None = None) -> int:
        """Listen (``ListenError`` if no port can be had), advertise; the port taken."""
        if address is None:
            address = QHostAddress(QHostAddress.SpecialAddress.LocalHost if self.loopback
                                   else QHostAddress.SpecialAddress.Any)
        if port is None:
            port = self.preferred_port or DEFAULT_PORT
        self.transport = ServerTransport(self, self.identity,
                                         send_backlog=self.table.limits.send_backlog,
                                         parent=self)
        self.port = self.transport.listen(address, port)
        self._tick.start(TICK_MS)
        if self.advertise:
            self.advert = TableAdvert(loopback=self.loopback)
            self.advert.publish(self.table.info(), self.port,
                                self.identity.fingerprint if self.identity else "")
        self._save_due = True
        self._pump()
        return self.port

    @property
    def encrypted(self) -> bool:
        return self.identity is not None

    @property
    def fingerprint(self) -> str:
        return self.identity.fingerprint if self.identity is not None else ""

    def close(self) -> None:
        """Tell everybody, close every connection, withdraw the advertisement."""
        if self._closed:
            return
        self._closed = True
        self.table.close(time.monotonic())
        self._pump()
        self._save_now(wait=True)
        self._saver.shutdown(wait=True)
        self._tick.stop()
        self._bot_timer.stop()
        if self.transport is not None:
            self.transport.close_all()
        if self.advert is not None:
            self.advert.close()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self.closed.emit()

    # -- the host's controls -----------------------------------------------------------------------

    def start(self) -> None:
        self.table.start(time.monotonic())
        self._pump()

    def new_game(self, seed: int | None = None) -> None:
        self.table.new_game(time.monotonic(), random.randrange(1 << 30) if seed is None else seed)
        self._pump()

    def set_computer(self, seat: int, level: str, name: str = "") -> None:
        self.table.set_computer(seat, level, time.monotonic(), name)
        self._pump()

    def set_person(self, seat: int) -> None:
        self.table.set_person(seat, time.monotonic())
        self._pump()

    def free_seat(self, seat: int) -> None:
        self.table.free_seat(seat, time.monotonic())
        self._pump()

    def set_delay(self, ms: int) -> None:
        self.delay_ms = max(0, ms)

    def hold(self, ms: int) -> None:
        """The host's own table animates for ``ms`` more: computers wait that long."""
        self._hold_until = time.monotonic() + max(0, ms) / 1000

    # -- the host's own person ---------------------------------------------------------------------

    def connect_local(self, deliver: Callable[[bytes], None]) -> int:
        """A connection inside this program: ``deliver`` receives its frames."""
        conn = self.table.connection_made(time.monotonic(), "local", local=True)
        assert conn is not None
        self._local[conn] = deliver
        return conn

    def local_send(self, conn: int, data: bytes) -> None:
        self.table.data_received(conn, data, time.monotonic())
        self._pump()

    def disconnect_local(self, conn: int) -> None:
        self._local.pop(conn, None)
        self.table.connection_lost(conn, time.monotonic())
        self._pump()

    # -- the transport's handler -------------------------------------------------------------------

    def opened(self, peer: str) -> int | None:
        if self._closed:
            return None
        conn = self.table.connection_made(time.monotonic(), peer)
        self._pump()  # a connection that gave way to this one is closed now
        return conn

    def refusal(self) -> bytes:
        return self.table.refusal_frame()

    def received(self, conn: int, data: bytes) -> None:
        self.table.data_received(conn, data, time.monotonic())
        self._pump()

    def lost(self, conn: int) -> None:
        if self._closed:
            return
        self.table.connection_lost(conn, time.monotonic())
        self._pump()

    # -- moving the table's output -----------------------------------------------------------------

    def _pump(self) -> None:
        """Deliver what the table produced, in order, even when a delivery acts again."""
        self._queue.extend(self.table.take_output())
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._queue:
                item = self._queue.popleft()
                if isinstance(item, Send):
                    deliver = self._local.get(item.conn)
                    if deliver is not None:
                        deliver(item.data)
                    elif self.transport is not None:
                        self.transport.write(item.conn, item.data)
                elif isinstance(item, Close):
                    if self._local.pop(item.conn, None) is None and self.transport is not None:
                        self.transport.close(item.conn)
                elif item is Notice.GAME_ADVANCED:
                    self._save_due = True
                    self.game_advanced.emit()
                elif item is Notice.SEATS_CHANGED:
                    self._save_due = self._advert_due = True
                    self.table_changed.emit(self.table.info())
                elif item is Notice.CHAT_SAID:  # a reopened table still has its chat
                    self._save_due = True
                self._queue.extend(self.table.take_output())
        finally:
            self._pumping = False
        if self._save_due or self._advert_due:
            QTimer.singleShot(0, self, self._after_changes)
        self._schedule_bot()

    def _after_changes(self) -> None:
        if self._save_due:
            self._save_now()
        if self._advert_due:
            self._advert_due = False
            if self.advert is not None and not self._closed:
                self.advert.update(self.table.info())

    def _save_now(self, *, wait: bool = False) -> None:
        """Write the autosave on the saver thread (a disk's sync never holds up the table)."""
        self._save_due = False
        if self.autosave is None:
            return
        data = None if self.table.over else saved_table(self.table, port=self.port or None)
        future = self._saver.submit(_write_autosave, self.autosave, data)
        if wait:
            future.result()

    def _on_tick(self) -> None:
        self.table.tick(time.monotonic())
        self._pump()

    # -- computer players --------------------------------------------------------------------------

    def _held_ms(self) -> int:
        return max(0, round((self._hold_until - time.monotonic()) * 1000))

    def _schedule_bot(self) -> None:
        if self._closed or self._bot_pending or self._bot_timer.isActive():
            return
        if self.table.bot_turn() is None:
            return
        self._bot_timer.start(max(self.delay_ms, self._held_ms()))

    def _launch_bot(self) -> None:
        turn = self.table.bot_turn()
        if turn is None or self._bot_pending or self._closed:
            return
        if self._held_ms() > 20:
            self._bot_timer.start(self._held_ms())
            return
        seat = self.table.seats[turn.seat]
        level = seat.level if seat.kind is SeatKind.COMPUTER and seat.level else ABSENT_LEVEL
        key = (turn.seat, level)
        bot = self._bots.get(key)
        if bot is None:
            bot = self._bots[key] = make_bot(level, self.table.config.seed * 31 + turn.seat,
                                             game=self.table.kind.key)
        self._bot_pending = True
        future = self._pool.submit(bot.choose, turn.view)
        future.add_done_callback(
            lambda f, s=turn.seat, m=turn.moment: self._relay.chosen.emit(s, m, f))

    def _on_chosen(self, seat: int, moment: int, future: concurrent.futures.Future) -> None:
        self._bot_pending = False
        if self._closed:
            return
        try:
            action = future.result()
        except Exception:  # a bot's bug must not freeze the table
            log.exception("the computer for seat %s failed", seat)
            action = None
        turn = self.table.bot_turn()
        if turn is not None and turn.seat == seat and turn.moment == moment:
            if action not in turn.view.legal_actions:
                action = turn.view.legal_actions[0]
            self.table.bot_acted(seat, action, moment, time.monotonic())
        self._pump()

    def wait_for_bots(self, timeout: float = 10.0) -> None:
        """Let a thinking computer finish (at exit, in tests)."""
        self._pool.shutdown(wait=True)
        self._pool = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="bot")


def _write_autosave(path: Path, data: dict | None) -> None:
    """``data`` to ``path`` atomically (``None``: the game is over, the file goes)."""
    try:
        if data is None:
            path.unlink(missing_ok=True)
        else:
            write_table(path, data)
    except (StorageError, OSError) as err:
        log.warning("the hosted table could not be autosaved: %s", err)


def _identity() -> TlsIdentity | None:
    if not tls_available():
        log.warning("Qt has no TLS backend here: the table is not encrypted")
        return None
    try:
        return ensure_identity(paths.data_dir())
    except Exception:
        log.exception("no TLS certificate could be made: the table is not encrypted")
        return None
