"""A person's session at a table on the network: it connects, takes a seat and keeps it
across drops (``net.joining.TableConnection``), for a table of any game this program
shows (``EVERY_GAME`` in its hello).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.action import Action
from ...net.client_seat import EVERY_GAME, Ended, JoinIntent, RejoinIntent, Seated
from ...net.joining import TableConnection
from ...net.seat_store import HeldSeat, forget_seat, note_deals_seen, remember_seat
from .network import NetworkSession


class ClientSession(NetworkSession):
    """A person's session at a table on the network.

    ``ClientSession(host, port)`` connects and greets; ``join`` takes a seat
    (or pass ``name``/``seat``/``code`` to join at once, or ``token`` to
    rejoin).  While seated, a dropped connection is retried by itself and the
    seat rejoined (``connection_changed``: ``reconnecting``, then
    ``connected``) — at the table's new address if its host opened it again on
    another port and the network announces it (``table_moved``); meanwhile
    another table answering at its address (``other_table``) and no table
    answering for a few seconds (``unanswered``) are told.  The seat is
    kept in ``net.seat_store`` so the Join dialog can offer to rejoin after a
    restart.  ``options`` go to ``net.joining.TableConnection`` (``table_id``,
    ``loopback``, ``limits``…; ``games``: every game unless told otherwise).
    """

    def __init__(self, host: str, port: int, *, name: str | None = None,
                 seat: int | None = None, code: str | None = None, token: str | None = None,
                 fingerprint: str = "", tls: bool | None = None, remember: bool = True,
                 deals_seen: int | None = None, parent: QObject | None = None,
                 **options) -> None:
        """``deals_seen``: with ``token``, the deals the person had seen at the seat
        (``HeldSeat.deals_seen``): a deal written after them is summed up on the rejoin."""
        super().__init__(parent)
        self.remember = remember
        self.deals_seen = deals_seen
        intent: JoinIntent | RejoinIntent | None = None
        if token:
            intent = RejoinIntent(token)
        elif name is not None:
            intent = JoinIntent(name, seat, code)
        options.setdefault("games", EVERY_GAME)  # the window shows every game's table
        self.connection = TableConnection(host, port, intent, fingerprint=fingerprint, tls=tls,
                                          parent=self, **options)
        self.connection.event.connect(self._handle)
        self.connection.state_changed.connect(self._on_state)
        self.connection.moved.connect(self.table_moved)
        self.connection.other_table.connect(self.other_table)
        self.connection.unanswered.connect(self.unanswered)

    @classmethod
    def rejoin(cls, held: HeldSeat, **kwargs) -> ClientSession:
        """Back to a seat kept in ``net.seat_store`` (after a crash or a restart)."""
        return cls(held.host, held.port, token=held.token, fingerprint=held.fingerprint,
                   table_id=held.table_id, deals_seen=held.deals_seen, **kwargs)

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
    def looked_for_elsewhere(self) -> bool:
        """The table is announced at another address than the one tried last, and tried
        there too (``TableConnection.looked_for_elsewhere``)."""
        return self.connection.looked_for_elsewhere()

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

    def quit(self) -> None:
        """The program quits at the table: the host is told the person goes on purpose
        (``leave``: the others read that he left, not that his connection was lost).  In
        the lobby that frees his seat; in the game a computer plays it, and the seat is
        kept here — its token takes it back when he comes back (Join → Rejoin)."""
        if not self.started:
            self.leave()
        else:
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
                                   self.connection.encrypted, deals_seen=self.deals_seen))

    def _on_deals_seen(self, count: int) -> None:
        if self.remember and self.table is not None:
            note_deals_seen(self.table.id, count)

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

    def _send_action(self, action: Action) -> bool:
        return self.connection.act(action)

