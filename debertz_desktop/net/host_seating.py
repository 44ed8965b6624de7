"""How a host table answers the lobby's requests: hello, join, rejoin, leave and chat.

A part of :class:`~.host_table.HostTable` (its base class), kept apart so the table's
module holds the game and the connections' life: these methods read and change the
table's seats, connections and chat through the attributes ``HostTable`` sets up.
"""

from __future__ import annotations

import secrets
import unicodedata

from ..engine.record import GameRecord
from .connections import Conn, ConnState
from .errors import ErrorCode, ProtocolError
from .host_parts import Notice, SaidLine, Send, TableSeat
from .messages import (
    CHAT_LIMIT,
    NAME_LIMIT,
    PROTOCOL_VERSION,
    READS_RECORD,
    Chat,
    GameRecordMessage,
    Hello,
    Join,
    Joined,
    Rejoin,
    Say,
    Welcome,
    encode,
)
from .seating import CONTROL_CATEGORIES, SeatKind, clean_name

#: The program's name in a ``welcome``.
APP_NAME = "Debertz Desktop"


class SeatRequests:
    """The lobby's requests of a connection (``HostTable`` is the one subclass)."""

    def _hello(self, conn: Conn, hello: Hello, now: float) -> None:
        if hello.protocol != PROTOCOL_VERSION:
            raise ProtocolError(ErrorCode.VERSION_MISMATCH, fatal=True, host=PROTOCOL_VERSION,
                                client=hello.protocol)
        if self.kind.key not in hello.games:
            raise ProtocolError(ErrorCode.UNKNOWN_GAME, fatal=True, game=self.kind.name)
        conn.state = ConnState.UNSEATED
        conn.greeted_at = now
        conn.reads_record = READS_RECORD in hello.reads
        self._send(conn, Welcome(PROTOCOL_VERSION, self.info(), APP_NAME), now)

    def _join(self, conn: Conn, join: Join, now: float) -> None:
        if self.started:
            raise ProtocolError(ErrorCode.GAME_STARTED)
        code = self.config.join_code
        if code and not secrets.compare_digest(
                (join.code or "").strip().upper().encode(), code.strip().upper().encode()):
            conn.code_tries += 1
            fatal = conn.code_tries >= self.limits.max_code_tries
            raise ProtocolError(ErrorCode.BAD_JOIN_CODE, fatal=fatal)
        name = clean_name(join.name)
        if not name:
            raise ProtocolError(ErrorCode.BAD_NAME, limit=NAME_LIMIT)
        if join.seat is None:
            free = self.free_seats()
            if not free:
                raise ProtocolError(ErrorCode.TABLE_FULL)
            seat = self.seats[free[0]]
        else:
            if not 0 <= join.seat < len(self.seats) or \
                    self.seats[join.seat].kind is not SeatKind.PERSON:
                raise ProtocolError(ErrorCode.NO_SUCH_SEAT, seat=join.seat)
            seat = self.seats[join.seat]
            if seat.taken:
                raise ProtocolError(ErrorCode.SEAT_TAKEN, seat=join.seat)
        seat.name = self._unique_name(name, seat.index)
        seat.token = secrets.token_hex(16)
        self._seat(conn, seat, now)
        self._send(conn, self._joined(seat, now), now)
        self._broadcast_table(now)

    def _joined(self, seat: TableSeat, now: float) -> Joined:
        """The seat's ``joined``, with the chat so far (public to the table anyway)."""
        chat = tuple(line.entry(now, self.clock_offset) for line in self.chat)
        return Joined(seat.index, seat.token or "", seat.name, chat, self.kind.key)

    def _unique_name(self, name: str, index: int) -> str:
        taken = {s.name for s in self.seats if s.index != index and s.taken}
        if name not in taken:
            return name
        number = 2
        while f"{name} {number}"[:NAME_LIMIT + 3] in taken:
            number += 1
        return f"{name} {number}"

    def _seat(self, conn: Conn, seat: TableSeat, now: float) -> None:
        conn.state = ConnState.SEATED
        conn.reserve = False  # a seat's connection, like any other
        conn.seat = seat.index
        seat.conn = conn.id
        seat.absent_since = None
        seat.computer_playing = False
        seat.left = False

    def _rejoin(self, conn: Conn, rejoin: Rejoin, now: float) -> None:
        token = rejoin.token.encode()
        seat = None
        for s in self.seats:  # compare with every token, so the time says nothing
            if s.token is not None and secrets.compare_digest(s.token.encode(), token):
                seat = s
        if seat is None or (seat.kind is SeatKind.HOST and not conn.local):
            raise ProtocolError(ErrorCode.BAD_TOKEN)
        if seat.conn is not None:  # a stale connection still holds the seat
            old = self._conns.get(seat.conn)
            if old is not None:
                old.seat = None
                seat.conn = None
                self._bye(old, ErrorCode.REPLACED, now)
        self._seat(conn, seat, now)
        self._send(conn, self._joined(seat, now), now)
        if self.game is not None:
            self._send(conn, self._snapshot(seat.index), now)
            self._send_record(conn, now)
        self._broadcast_table(now)

    def _send_record(self, conn: Conn, now: float) -> None:
        """The whole game to a seat that reads it — only once the game is over: nothing in
        it can help anyone then, and it lets the seat review its deals."""
        game = self.game
        if game is not None and game.is_over and conn.reads_record and conn.seat is not None:
            self._send(conn, GameRecordMessage(GameRecord.of(game).to_dict()), now)

    def _leave(self, conn: Conn, now: float) -> None:
        """``leave``: in the lobby the seat is freed; in the game the computer plays it at
        once (the token still takes it back), and everybody is told in one ``table`` that
        its person left — never, for a moment, that he dropped."""
        index = conn.seat
        if index is not None:
            seat = self.seats[index]
            seat.conn = None
            conn.seat = None
            if not self.started:
                if seat.kind is SeatKind.PERSON:
                    seat.token = None
                    seat.name = ""
                seat.absent_since = None
            else:
                seat.left_the_game(now)
            self._broadcast_table(now)
        self._bye(conn, ErrorCode.LEFT, now)

    def _say(self, conn: Conn, say: Say, now: float) -> None:
        text = " ".join(unicodedata.normalize("NFC", say.text).split())
        text = "".join(ch for ch in text if unicodedata.category(ch) not in CONTROL_CATEGORIES)
        if not text:
            return
        if len(text) > CHAT_LIMIT:
            raise ProtocolError(ErrorCode.BAD_MESSAGE,
                                detail=f"say.text: longer than {CHAT_LIMIT} characters")
        if not conn.local and not conn.chat.take(now):
            self._rate_limited(conn, now)  # the line is dropped
            return
        seat = self.seats[conn.seat]  # type: ignore[index]
        self._chat_count += 1
        self.chat.append(SaidLine(self._chat_count, seat.index, seat.name, text,
                                  now + self.clock_offset))
        data = encode(Chat(seat.index, seat.name, text, self._chat_count))
        for other in self._conns.values():
            if other.state is ConnState.SEATED:
                other.last_sent = now
                self._out.append(Send(other.id, data))
        self._out.append(Notice.CHAT_SAID)
