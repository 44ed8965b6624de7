"""Every message of the LAN protocol as a frozen dataclass (``docs/lan-protocol.md``).

A message travels as one JSON object, ``{"type": "join", "name": "Ann", …}``;
its fields are the dataclass's, written with the engine's text forms
(``net/wire.py``).  :func:`decode_message` checks the type, every field and the
limits, and raises a :class:`ProtocolError` that names what is wrong.
Messages a client sends and messages a host sends are read separately, so a
host never accepts a ``welcome`` nor a client a ``join``.

A table plays one game (``TableInfo.game``: ``"debertz"``, ``"oh_hell"``,
``"magistr"``); its rules, events, views and rows are that game's.  A message
that carries the table says its game itself; the others are read in the game
of the table the connection is at (``decode_message(..., game=...)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..engine.events import Event
from ..engine.game_kind import GameKind
from ..engine.games import DEFAULT_GAME, GAMES
from .errors import ErrorCode, ProtocolError
from .framing import decode_body, encode_frame
from .wire import WireError, game_wire, to_wire

#: A game's rule set (Debertz's ``RuleSet``, ``OhHellRules``, ``MagistrRules``): the wire
#: reads it as the rules of the game the table names.
GameRules = Any

#: Bumped whenever a message or a field changes meaning; peers of another version refuse
#: each other (``version_mismatch``).
PROTOCOL_VERSION = 1
#: The longest player name, chat line and join code (characters).
NAME_LIMIT = 24
CHAT_LIMIT = 300
CODE_LIMIT = 16
TOKEN_LENGTH = 32  # hex digits
#: The chat lines a table keeps and sends to whoever takes (or takes back) a seat.
CHAT_HISTORY = 100
#: The most games a ``hello`` may name, and the longest name of one.
GAMES_LIMIT = 32
GAME_NAME_LIMIT = 40
#: What a client that names no games plays: Debertz, the only game before games were named.
OLD_CLIENT_GAMES = (DEFAULT_GAME,)
#: In ``hello.reads``: the client takes the finished game's record (``GameRecordMessage``).
READS_RECORD = "record"


class Message:
    TYPE: ClassVar[str]


# -- client → host ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Hello(Message):
    """The first message of a connection: the protocol version the client speaks, and the
    games it can play (a host refuses a client that cannot play its table's game)."""

    TYPE: ClassVar[str] = "hello"
    protocol: int
    app: str = ""
    games: tuple[str, ...] = OLD_CLIENT_GAMES
    #: The optional messages the client reads (``READS_RECORD``); an older one names none.
    reads: tuple[str, ...] = ()


@dataclass(frozen=True)
class Join(Message):
    """Take a seat: ``seat`` ``None`` takes the first free one."""

    TYPE: ClassVar[str] = "join"
    name: str
    seat: int | None = None
    code: str | None = None


@dataclass(frozen=True)
class Rejoin(Message):
    """Take back the seat this token was issued for (after a drop or a restart)."""

    TYPE: ClassVar[str] = "rejoin"
    token: str


@dataclass(frozen=True)
class Act(Message):
    """Do ``action`` (its text form) for one's seat, chosen on the view of ``moment``."""

    TYPE: ClassVar[str] = "act"
    action: str
    moment: int


@dataclass(frozen=True)
class Say(Message):
    """A chat line from a seated person."""

    TYPE: ClassVar[str] = "say"
    text: str


@dataclass(frozen=True)
class Leave(Message):
    """Leave the table on purpose (in the lobby the seat is freed)."""

    TYPE: ClassVar[str] = "leave"


@dataclass(frozen=True)
class Ping(Message):
    """Either side: "are you there?"; answered with a ``pong`` of the same ``n``."""

    TYPE: ClassVar[str] = "ping"
    n: int = 0


@dataclass(frozen=True)
class Pong(Message):
    TYPE: ClassVar[str] = "pong"
    n: int = 0


# -- host → client -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatInfo:
    """One seat as everybody sees it in the lobby and at the table."""

    seat: int
    #: ``host`` (the host's own person), ``person`` (someone on the network) or ``computer``.
    kind: str
    name: str
    #: The computer's level for ``computer`` seats, else ``None``.
    level: str | None
    #: A person sits there (always true for ``host`` and ``computer``).
    taken: bool
    #: Its person is connected now.
    connected: bool
    #: The computer plays for the absent person.
    computer_playing: bool
    #: Its person left on purpose (sent ``leave``) and has not come back; ``False`` while he
    #: is here or when his connection dropped.  Absent from an older host: a drop.
    left: bool = False


@dataclass(frozen=True)
class TableInfo:
    """The table: sent on greeting, and again whenever a seat changes."""

    id: str
    name: str
    rules: GameRules
    seats: tuple[SeatInfo, ...]
    #: A join code is asked for.
    join_code: bool
    #: The connection is TLS-encrypted.
    encrypted: bool
    started: bool
    #: Every person's seat is taken and connected: the host may start.
    can_start: bool
    over: bool
    #: The game the table plays (``engine/games.py``); absent from a host older than games.
    game: str = DEFAULT_GAME

    @property
    def kind(self) -> GameKind:
        return GAMES[self.game]


@dataclass(frozen=True)
class Welcome(Message):
    TYPE: ClassVar[str] = "welcome"
    protocol: int
    table: TableInfo
    app: str = ""


@dataclass(frozen=True)
class Table(Message):
    """The table changed: a seat was taken, freed, dropped, rejoined; the game started."""

    TYPE: ClassVar[str] = "table"
    table: TableInfo


@dataclass(frozen=True)
class ChatEntry:
    """A line the table's chat kept: its number, who said it, and how long ago."""

    #: The line's number at this table (from 1, never reused): a client that heard it live
    #: knows it again in a ``joined``'s history.
    n: int
    seat: int
    name: str
    text: str
    #: Whole seconds since it was said (the host's clock; no two clocks need agree).
    ago: int


@dataclass(frozen=True)
class Joined(Message):
    """The connection now holds ``seat``; ``token`` takes it back after a drop (keep it secret).

    ``chat``: the table's last lines (``CHAT_HISTORY`` at most), oldest first, so a
    person who joins late or comes back reads what was said.
    """

    TYPE: ClassVar[str] = "joined"
    seat: int
    token: str
    name: str
    chat: tuple[ChatEntry, ...] = ()
    #: The table's game, as in its ``TableInfo``.
    game: str = DEFAULT_GAME


@dataclass(frozen=True)
class Chat(Message):
    """A chat line; ``seat`` is the speaker's seat, ``n`` the line's number (0: not told)."""

    TYPE: ClassVar[str] = "chat"
    seat: int
    name: str
    text: str
    n: int = 0


@dataclass(frozen=True)
class Snapshot(Message):
    """Everything the seat may know now: at the start, and on rejoin (never a replay).

    ``view`` is the seat's view without ``rules``, ``names`` and ``rows``
    (``wire.view_to_wire``); ``rows`` is the sheet so far.
    """

    TYPE: ClassVar[str] = "snapshot"
    moment: int
    names: tuple[str, ...]
    rows: tuple[dict[str, Any], ...]
    view: dict[str, Any]


@dataclass(frozen=True)
class Update(Message):
    """One action was taken: what everybody saw (``events``) and the seat's view after it."""

    TYPE: ClassVar[str] = "update"
    moment: int
    events: tuple[Event, ...]
    view: dict[str, Any]


@dataclass(frozen=True)
class GameRecordMessage(Message):
    """The game is over: its whole record (every hand), so a seat can review its deals.

    Sent only once the game is over, and only to a connection whose ``hello``
    said it reads it; ``record`` is ``docs/record-format.md``'s object.
    """

    TYPE: ClassVar[str] = "record"
    record: dict[str, Any]


@dataclass(frozen=True)
class Refused(Message):
    """The host did not take the seat's action; only that connection hears it.

    For ``code`` ``illegal`` the engine's reason: ``template`` (English, context
    ``Rules``), ``params`` and the ``rule`` section; else the protocol's reason.
    """

    TYPE: ClassVar[str] = "refused"
    code: str
    action: str
    template: str
    params: dict[str, Any]
    rule: str = ""


@dataclass(frozen=True)
class Error(Message):
    """The host (or client) did not understand or cannot do something; ``fatal``: it closes."""

    TYPE: ClassVar[str] = "error"
    code: str
    template: str
    params: dict[str, Any]
    fatal: bool = False


@dataclass(frozen=True)
class Bye(Message):
    """The host closes this connection on purpose (table closed, left, replaced, silent)."""

    TYPE: ClassVar[str] = "bye"
    code: str
    template: str
    params: dict[str, Any]


CLIENT_MESSAGES: dict[str, type[Message]] = {
    m.TYPE: m for m in (Hello, Join, Rejoin, Act, Say, Leave, Ping, Pong)}
HOST_MESSAGES: dict[str, type[Message]] = {
    m.TYPE: m for m in (Welcome, Table, Joined, Chat, Snapshot, Update, GameRecordMessage,
                        Refused, Error, Bye, Ping, Pong)}
#: String fields of client messages and their longest allowed length (characters).
_STRING_LIMITS = {"name": 200, "code": 200, "token": 200, "action": 60, "text": 2000,
                  "app": 200}


def encode(message: Message) -> bytes:
    """The frame of ``message``."""
    return encode_frame(to_payload(message))


def to_payload(message: Message) -> dict[str, Any]:
    return {"type": message.TYPE, **to_wire(message)}


def decode_message(body: bytes, *, from_host: bool,
                   game: GameKind | str | None = None) -> Message:
    """The message in a frame's body; ``ProtocolError`` names what is wrong.

    ``game``: the game of the table this connection is at (a host's messages carry
    that game's events and views); a message that carries the table reads the game
    the table names.
    """
    return message_from_payload(decode_body(body), from_host=from_host, game=game)


def message_from_payload(data: dict[str, Any], *, from_host: bool,
                         game: GameKind | str | None = None) -> Message:
    kind = data.get("type")
    known = HOST_MESSAGES if from_host else CLIENT_MESSAGES
    cls = known.get(kind) if isinstance(kind, str) else None
    if cls is None:
        shown = kind if isinstance(kind, str) and len(kind) <= 40 else "?"
        raise ProtocolError(ErrorCode.UNKNOWN_MESSAGE, type=shown)
    if not from_host:
        for key, limit in _STRING_LIMITS.items():
            value = data.get(key)
            if isinstance(value, str) and len(value) > limit:
                raise ProtocolError(ErrorCode.BAD_MESSAGE,
                                    detail=f"{kind}.{key}: longer than {limit} characters")
        for key in ("games", "reads"):
            names = data.get(key)
            if isinstance(names, list) and (len(names) > GAMES_LIMIT or any(
                    isinstance(g, str) and len(g) > GAME_NAME_LIMIT for g in names)):
                raise ProtocolError(ErrorCode.BAD_MESSAGE, detail=f"{kind}.{key}: more than "
                                    f"{GAMES_LIMIT} names, or one longer than {GAME_NAME_LIMIT}")
    table = data.get("table")
    if from_host and isinstance(table, dict):
        game = _table_game(table)
    try:
        return game_wire(game).read_dataclass(data, cls, kind, optional=True)
    except WireError as exc:
        raise ProtocolError(ErrorCode.BAD_MESSAGE, detail=str(exc)) from None


def _table_game(table: dict[str, Any]) -> str:
    """The game a table names (Debertz when it names none: a host older than games)."""
    key = table.get("game", DEFAULT_GAME)
    if isinstance(key, str) and key in GAMES:
        return key
    shown = key if isinstance(key, str) and len(key) <= GAME_NAME_LIMIT else "?"
    raise ProtocolError(ErrorCode.UNKNOWN_GAME, fatal=True, game=shown)


def error_message(error: ProtocolError) -> Error:
    return Error(error.code.value, error.template, dict(error.params), error.fatal)
