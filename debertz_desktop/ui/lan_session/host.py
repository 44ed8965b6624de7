"""The host's session: it runs the table (``net.hosting.TableHost``: the engine, the
computers, the server, the autosave, the advertisement) and seats the host's own
person at it through a local connection — a seat like any other, of the table's game.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from ...engine.action import Action
from ...net.client_seat import ClientSeat, Ended, RejoinIntent
from ...net.discovery import lan_addresses
from ...net.hosting import TableHost
from ...net.joining import ConnectionState
from ...net.seating import SeatKind, SeatPlan, TableConfig
from ...net.table_save import saved_table, write_table
from .network import NetworkSession


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
        # the host's program plays the table's game: its own seat says so in its hello
        self._local_seat = ClientSeat(RejoinIntent(host.table.host_token or ""),
                                      games=(host.table.kind.key,))
        self._conn = host.connect_local(self._deliver)
        self._local_seat.connection_made(0.0)
        self.connection_state = ConnectionState.CONNECTED
        self.host.local_send(self._conn, self._local_seat.take_output())

    @classmethod
    def new(cls, name: str, rules: Any, seats: Sequence[SeatPlan], *,
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
    def whole_game(self) -> Any:
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

    def _send_action(self, action: Action) -> bool:
        self._local_seat.act(action)
        self._flush()
        return True

