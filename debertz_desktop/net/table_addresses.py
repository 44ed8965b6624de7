"""Where a table one holds a seat at can be found: the address it was joined at, and where
the network's discovery says it is now.  No sockets, no clocks, no Qt.

A host opened again from its autosave or a saved table keeps the table's id,
seats, tokens and certificate, but not always its port (another program may
have taken it meanwhile).  A client coming back to its seat then looks for the
table by its id among the tables announced on the network (``discovery.py``)
and tries the address announced as well as the one it knew: the announcement
of a table with the same id counts only if it names the same certificate
fingerprint the client pinned when it joined, so another machine announcing
that id does not get the seat's token (the TLS handshake checks the
fingerprint again when connecting).  Where multicast does not pass nothing is
announced, and the known address is tried as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


class Announced(Protocol):
    """What this module reads of a table found on the network (``discovery.TableAd``)."""

    service: str
    id: str
    address: str
    port: int
    fingerprint: str
    encrypted: bool

    @property
    def compatible(self) -> bool: ...


@dataclass(frozen=True)
class Address:
    host: str
    port: int

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


class TableAddresses:
    """The addresses to try, in turn, to get back to a table (``next()`` for each attempt).

    ``table_id`` and ``fingerprint`` may be learned later (``know``): an
    announcement is taken only once the table's id is known.  Announced
    addresses are tried first, newest first, then the known one, round and round.
    """

    def __init__(self, host: str, port: int, *, table_id: str = "",
                 fingerprint: str = "") -> None:
        self.known = Address(host, port)
        self.table_id = table_id
        self.fingerprint = fingerprint.lower()
        #: Announcements of the table by service name, oldest first.
        self._announced: dict[str, Address] = {}
        self._turn = 0
        #: The address the last attempt went to.
        self.current = self.known

    def know(self, *, table_id: str | None = None, fingerprint: str | None = None) -> None:
        """What the table told (its id) or showed (its certificate) on connecting."""
        if table_id:
            if table_id != self.table_id:
                self._announced.clear()
            self.table_id = table_id
        if fingerprint:
            self.fingerprint = fingerprint.lower()

    def is_our_table(self, ad: Announced) -> bool:
        """The table we hold a seat at: the same id, and the certificate we pinned.

        A table that was not encrypted (no fingerprint pinned) is recognised by
        an announcement that is not encrypted either: nothing better can be had.
        """
        if not self.table_id or ad.id != self.table_id or not ad.compatible:
            return False
        return ad.fingerprint.lower() == self.fingerprint and ad.encrypted == bool(
            self.fingerprint)

    def seen(self, ad: Announced) -> bool:
        """An announcement from discovery; ``True`` if it names an address not tried yet
        (the table moved: worth an attempt at once)."""
        if not self.is_our_table(ad):
            self._announced.pop(ad.service, None)  # an announcement changed to another table
            return False
        address = Address(ad.address, ad.port)
        new = address not in self.candidates()
        self._announced.pop(ad.service, None)
        self._announced[ad.service] = address
        if new:
            self._turn = 0  # the newest announcement is tried next
        return new

    def gone(self, service: str) -> None:
        self._announced.pop(service, None)

    def candidates(self) -> list[Address]:
        """Where to look, in order: announced (newest first), then the known address."""
        out: list[Address] = []
        for address in [*reversed(self._announced.values()), self.known]:
            if address not in out:
                out.append(address)
        return out

    def next(self) -> Address:
        """The address for the next attempt (each in turn)."""
        candidates = self.candidates()
        self.current = candidates[self._turn % len(candidates)]
        self._turn += 1
        return self.current

    def reached(self, address: Address) -> None:
        """The seat is back at ``address``: it is the one to try first from now on."""
        self.known = address
        self._turn = 0
