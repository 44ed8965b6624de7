"""What can go wrong on a connection, as codes a client can act on (``docs/lan-protocol.md``).

Two kinds, as in h11: :class:`ProtocolError` — the *peer* broke the protocol or
asked for something the table cannot do (it is answered with an ``error``
frame, and the connection is closed when ``fatal``); :class:`LocalProtocolError`
— *our own* code misused a state machine (a bug, never the peer's fault).

Messages are English templates with ``params``, like the engine's errors, so a
client shows them in its own language (``QT_TRANSLATE_NOOP`` context ``"Net"``).
Placeholders are plain ``{name}`` (no conversion, no format spec), so a client in
any language can fill them in.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP

_ = QT_TRANSLATE_NOOP


class ErrorCode(StrEnum):
    """The ``code`` of an ``error`` or ``refused`` frame; stable across versions."""

    # the frame itself
    FRAME_TOO_LARGE = "frame_too_large"
    BAD_FRAME = "bad_frame"  # not UTF-8 JSON, or not an object
    BAD_MESSAGE = "bad_message"  # a known type with a wrong or missing field
    UNKNOWN_MESSAGE = "unknown_message"
    OUT_OF_ORDER = "out_of_order"  # a message that is wrong in the connection's state
    RATE_LIMITED = "rate_limited"  # a frame over the message or chat rate, dropped
    FLOODING = "flooding"  # far over the rate for long: no person sends that
    FRAME_TIMEOUT = "frame_timeout"  # a frame begun and not finished in time
    TOO_MANY_ERRORS = "too_many_errors"
    # the handshake
    VERSION_MISMATCH = "version_mismatch"
    UNKNOWN_GAME = "unknown_game"  # the table plays a game the client cannot play
    HANDSHAKE_TIMEOUT = "handshake_timeout"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    # seats
    BAD_JOIN_CODE = "bad_join_code"
    BAD_NAME = "bad_name"
    NO_SUCH_SEAT = "no_such_seat"
    SEAT_TAKEN = "seat_taken"
    TABLE_FULL = "table_full"
    GAME_STARTED = "game_started"
    BAD_TOKEN = "bad_token"
    REPLACED = "replaced"  # another connection rejoined with this seat's token
    # play
    NOT_STARTED = "not_started"
    NOT_SEATED = "not_seated"
    ILLEGAL = "illegal"  # the rules refuse the action; ``reason`` says which rule
    BAD_ACTION = "bad_action"  # not an action at all
    STALE = "stale"  # the action was chosen on a view that is no longer current
    # the end
    TIMEOUT = "timeout"  # nothing heard for too long
    TABLE_CLOSED = "table_closed"
    LEFT = "left"


#: A person-readable message for each code (English; translated by the client).
MESSAGES: dict[ErrorCode, str] = {
    ErrorCode.FRAME_TOO_LARGE: _("Net", "a frame of {size} bytes is larger than the limit of "
                                 "{limit}"),
    ErrorCode.BAD_FRAME: _("Net", "a frame cannot be read: {detail}"),
    ErrorCode.BAD_MESSAGE: _("Net", "{detail}"),
    ErrorCode.UNKNOWN_MESSAGE: _("Net", "unknown message type \"{type}\""),
    ErrorCode.OUT_OF_ORDER: _("Net", "\"{type}\" is not expected now ({state})"),
    ErrorCode.RATE_LIMITED: _("Net", "too many messages: wait a moment"),
    ErrorCode.FLOODING: _("Net", "far too many messages: the connection is closed"),
    ErrorCode.FRAME_TIMEOUT: _("Net", "a message was not finished within {seconds} seconds"),
    ErrorCode.TOO_MANY_ERRORS: _("Net", "too many bad frames: the connection is closed"),
    ErrorCode.VERSION_MISMATCH: _("Net", "the table speaks protocol version {host}, this "
                                  "program version {client}: both players need the same "
                                  "version of Debertz Desktop"),
    ErrorCode.UNKNOWN_GAME: _("Net", "this table plays {game}, a game this program cannot "
                              "play"),
    ErrorCode.HANDSHAKE_TIMEOUT: _("Net", "no greeting within {seconds} seconds"),
    ErrorCode.TOO_MANY_CONNECTIONS: _("Net", "the table has too many connections"),
    ErrorCode.BAD_JOIN_CODE: _("Net", "the join code is wrong"),
    ErrorCode.BAD_NAME: _("Net", "a name of 1 to {limit} characters is needed"),
    ErrorCode.NO_SUCH_SEAT: _("Net", "seat {seat} is not a seat for a person on the network"),
    ErrorCode.SEAT_TAKEN: _("Net", "seat {seat} is taken"),
    ErrorCode.TABLE_FULL: _("Net", "every seat is taken"),
    ErrorCode.GAME_STARTED: _("Net", "the game has started: only its players can rejoin"),
    ErrorCode.BAD_TOKEN: _("Net", "this table does not know that seat token"),
    ErrorCode.REPLACED: _("Net", "your seat was taken over by a newer connection"),
    ErrorCode.NOT_STARTED: _("Net", "the game has not started"),
    ErrorCode.NOT_SEATED: _("Net", "join a seat first"),
    ErrorCode.ILLEGAL: _("Net", "{detail}"),
    ErrorCode.BAD_ACTION: _("Net", "not an action: \"{text}\""),
    ErrorCode.STALE: _("Net", "the game has moved on since that choice"),
    ErrorCode.TIMEOUT: _("Net", "nothing heard for {seconds} seconds"),
    ErrorCode.TABLE_CLOSED: _("Net", "the host closed the table"),
    ErrorCode.LEFT: _("Net", "you left the table"),
}


class ProtocolError(Exception):
    """The peer sent something wrong, or asked for what cannot be done.

    ``fatal``: the connection is closed after the ``error`` frame.
    """

    def __init__(self, code: ErrorCode, *, fatal: bool = False, **params: Any) -> None:
        self.code = code
        self.fatal = fatal
        self.params = {k: str(v) for k, v in params.items()}
        self.template = MESSAGES[code]
        super().__init__(self.message)

    @property
    def message(self) -> str:
        try:
            return self.template.format(**self.params)
        except (KeyError, IndexError, ValueError):
            return self.template


class LocalProtocolError(RuntimeError):
    """Our own code misused a state machine (a bug: never the peer's doing)."""


class WireError(ValueError):
    """A value that is not what its field needs; the message names the field's path
    (``update.view.hand[3]: a card is needed, not 'XX'``).  The reader of a frame
    answers it as a ``bad_message``."""

    def __init__(self, message: str, where: str = "") -> None:
        self.what, self.where = message, where
        super().__init__(f"{where}: {message}" if where else message)

    def within(self, prefix: str) -> WireError:
        return WireError(self.what, prefix + self.where)


class CountError(WireError):
    """A list with another number of entries than the table has seats or sides."""
