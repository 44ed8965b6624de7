"""The limits that keep a host safe from a broken or hostile peer (``docs/lan-protocol.md``).

One frozen value, so a test can shorten a timeout without patching anything.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class Limits:
    #: The largest frame body a client may send (bytes); larger closes the connection.
    client_frame: int = 16 * 1024
    #: The largest frame body a host may send (a client refuses more).
    host_frame: int = 1024 * 1024
    #: Messages per second a connection may send on average, and the burst above it
    #: (``act`` excepted: the game paces those, and a refused one counts below).  A frame
    #: over the rate is dropped (``rate_limited``, said at most once a second) and never
    #: closes the connection: a person holding a key down stays at the table.
    rate: float = 20.0
    burst: int = 60
    #: Chat lines per second, and their burst (within the message rate).
    chat_rate: float = 1.0
    chat_burst: int = 5
    #: A flood no person can make (ten times the message rate, kept up): over it the
    #: connection is closed (``flooding``).  ``act`` excepted, as above.
    flood_rate: float = 200.0
    flood_burst: int = 1000
    #: Bad frames (not JSON, unknown, out of order) before the connection is closed.
    max_errors: int = 50
    #: Refused actions (illegal, out of turn, stale) before the connection is closed.
    max_refusals: int = 200
    #: Wrong join codes before the connection is closed.
    max_code_tries: int = 5
    #: Open connections at once, and from one address.
    connections: int = 16
    per_peer: int = 8
    #: Connections let in over those limits, for a rejoin only (a seat's person coming
    #: back while idle sockets fill the table's room); the oldest of the address holding
    #: the most of them gives way to a newer one (``connections.reserve_to_free``).
    rejoin_reserve: int = 4
    #: Seconds a new connection has, from the TCP connection, for the TLS handshake and
    #: ``hello`` (and one let in for a rejoin, to have rejoined).
    handshake: float = 5.0
    #: Seconds a frame may take from its first byte to its last.
    frame_time: float = 5.0
    #: Seconds a greeted connection may look at the lobby before it takes a seat.
    seat_choice: float = 600.0
    #: A side that has sent nothing for ``heartbeat`` seconds sends a ``ping``; a peer heard
    #: from for no ``silence`` seconds is taken for gone.
    heartbeat: float = 4.0
    silence: float = 15.0
    #: Seconds a dropped seat waits for its person before the computer plays it.
    grace: float = 5.0
    #: The same after the host reopened a table from its autosave.
    resume_grace: float = 30.0
    #: Seconds a dropped person keeps a seat in the lobby (before the game starts).
    lobby_hold: float = 120.0
    #: Bytes waiting to be sent to a connection that does not read: over this, it is closed.
    send_backlog: int = 4 * 1024 * 1024

    def __post_init__(self) -> None:
        if self.silence <= self.heartbeat:
            raise ValueError("silence must be longer than the heartbeat")
        if min(self.client_frame, self.host_frame, self.burst, self.connections,
               self.flood_burst) < 1 or self.rejoin_reserve < 0:
            raise ValueError("limits must be positive")
