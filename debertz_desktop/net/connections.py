"""The host's connections and the guards that keep a broken or hostile peer in check.

A :class:`Conn` is one connection as the host table keeps it: its state, its
seat, its frame reader and its guards — token buckets for the message rate, the
chat rate and floods, and the moment a frame began that has not finished.
:func:`has_room` says whether a new connection fits in the table's limits or
only in the reserve kept for rejoins (``docs/lan-protocol.md``, Limits).  No
socket and no clock: ``now`` is passed in, as to the table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from .framing import FrameReader
from .limits import Limits

#: Seconds between two ``rate_limited`` answers to one connection (the answers never flood).
WARN_EVERY = 1.0


class ConnState(Enum):
    GREETING = "greeting"  # waiting for hello (the TLS handshake included)
    UNSEATED = "unseated"  # greeted, looking at the lobby
    SEATED = "seated"
    CLOSED = "closed"


@dataclass
class Bucket:
    """A token bucket: ``rate`` tokens a second, at most ``burst`` saved up."""

    rate: float
    burst: float
    tokens: float
    at: float

    @classmethod
    def full(cls, rate: float, burst: float, now: float) -> Bucket:
        return cls(rate, burst, burst, now)

    def take(self, now: float) -> bool:
        """One token if there is one (``False``: over the rate)."""
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


@dataclass
class Conn:
    id: int
    peer: str
    local: bool
    opened: float
    reader: FrameReader
    messages: Bucket
    chat: Bucket
    flood: Bucket
    state: ConnState = ConnState.GREETING
    seat: int | None = None
    greeted_at: float = 0.0
    last_heard: float = 0.0
    last_sent: float = 0.0
    errors: int = 0
    refusals: int = 0
    code_tries: int = 0
    rate_warned_at: float = field(default=-1e9)
    #: Let in over the table's limits: it may only rejoin a seat, within the handshake time.
    reserve: bool = False
    #: When the frame being received began (``None``: no frame is under way).
    frame_started: float | None = None
    #: It takes the finished game's record (its ``hello`` said so).
    reads_record: bool = False

    @classmethod
    def new(cls, conn_id: int, peer: str, local: bool, now: float, limits: Limits) -> Conn:
        return cls(conn_id, peer, local, now, FrameReader(limits.client_frame),
                   messages=Bucket.full(limits.rate, limits.burst, now),
                   chat=Bucket.full(limits.chat_rate, limits.chat_burst, now),
                   flood=Bucket.full(limits.flood_rate, limits.flood_burst, now),
                   last_heard=now, last_sent=now)

    def feed(self, data: bytes, now: float) -> list:
        """The frames ``data`` completes (``FrameReader.feed``); notes when one began that
        has not finished."""
        self.last_heard = now
        items = self.reader.feed(data)
        if not self.reader.partial:
            self.frame_started = None
        elif items or self.frame_started is None:
            self.frame_started = now  # a new frame began in this piece
        return items

    def may_warn(self, now: float) -> bool:
        """True at most once a second: a ``rate_limited`` answer may be sent now."""
        if now - self.rate_warned_at < WARN_EVERY:
            return False
        self.rate_warned_at = now
        return True


def has_room(conns: Iterable[Conn], peer: str, limits: Limits) -> bool:
    """A new connection from ``peer`` fits in the table's limits (in all and per address)."""
    others = [c for c in conns if not c.local and not c.reserve]
    return len(others) < limits.connections and (
        not peer or sum(c.peer == peer for c in others) < limits.per_peer)


def reserve_to_free(conns: Iterable[Conn], peer: str, limits: Limits) -> Conn | None:
    """The connection that gives way when one from ``peer`` comes into a full rejoin reserve:
    of the connections not yet seated, the oldest of the address that holds the most of
    them, the new one counted.  So an address that opens connections again and again
    pushes out only its own, never a person rejoining from another address (the oldest
    of all gives way only when every address holds as many)."""
    waiting = [c for c in conns if c.reserve and c.state is not ConnState.SEATED]
    if len(waiting) < limits.rejoin_reserve:
        return None
    held = Counter(c.peer for c in waiting)
    held[peer] += 1
    most = max(held.values())
    return min((c for c in waiting if held[c.peer] == most), key=lambda c: c.opened)
