"""Finding tables on the local network: mDNS / DNS-SD with python-zeroconf (``_debertz._tcp``).

A host advertises its table (name, game, protocol version, rules summary, free
seats, whether it encrypts, its certificate's fingerprint) and updates the
record when a seat is taken or freed; a client's browser lists the tables as
they appear and disappear.  zeroconf works on its own threads: advertising
runs on a worker thread (registering takes a second or two of probing), and
what the browser finds is handed to the GUI thread through a queued signal.

Discovery is kept on the loopback interface when the setting asks for it or
the environment variable ``DEBERTZ_LAN_LOOPBACK`` is set (the tests set it):
then no packet leaves the machine.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import logging
import os
import socket
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from ..engine.games import DEFAULT_GAME, GAMES, kind_of
from .messages import PROTOCOL_VERSION, TableInfo

log = logging.getLogger(__name__)

SERVICE_TYPE = "_debertz._tcp.local."
LOOPBACK_VARIABLE = "DEBERTZ_LAN_LOOPBACK"
LOOPBACK = "127.0.0.1"


def loopback_only(setting: bool = False) -> bool:
    """Discovery stays on 127.0.0.1 (the setting, or ``DEBERTZ_LAN_LOOPBACK`` set and not 0)."""
    return setting or os.environ.get(LOOPBACK_VARIABLE, "") not in ("", "0")


def _zeroconf(loopback: bool):
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    if loopback:
        return Zeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (what a person types to join)."""
    import ifaddr

    out = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                out.append(ip.ip)
    return sorted(set(out))


def rules_summary(rules: Any) -> str:
    """``classic 3p 501``, ``belote 4p pairs 1001``, ``custom 2p single_deal`` (Debertz),
    ``chert_poberi 5p`` (Oh Hell), ``magistr 3p``: the preset (or ``custom``), the seats,
    ``pairs`` when played in pairs, and the target where the game has one."""
    found = kind_of(rules).preset_of(rules)
    parts = [found.key if found is not None else "custom", f"{rules.players}p"]
    if rules.teams:
        parts.append("pairs")
    target = getattr(rules, "target", None)
    if target is not None:
        parts.append(str(target))
    return " ".join(parts)


def _fit(text: str, limit: int = 200) -> str:
    data = text.encode("utf-8")[:limit]
    return data.decode("utf-8", "ignore")


def advert_properties(table: TableInfo, fingerprint: str = "") -> dict[str, str]:
    """The TXT record of a table (``docs/lan-protocol.md``, Discovery)."""
    free = 0 if table.started else sum(
        1 for s in table.seats if s.kind == "person" and not s.taken)
    return {
        "id": table.id, "name": _fit(table.name), "game": table.game,
        "proto": str(PROTOCOL_VERSION),
        "rules": rules_summary(table.rules), "players": str(table.rules.players),
        "free": str(free), "tls": "1" if table.encrypted else "0",
        "fp": fingerprint if table.encrypted else "", "code": "1" if table.join_code else "0",
    }


@dataclass(frozen=True)
class TableAd:
    """A table found on the network."""

    service: str
    id: str
    name: str
    address: str
    port: int
    protocol: int
    rules: str
    players: int
    free: int
    encrypted: bool
    fingerprint: str
    join_code: bool
    #: The game the table plays (Debertz when its record names none: a host older than games).
    game: str = DEFAULT_GAME

    @property
    def compatible(self) -> bool:
        """This program speaks the table's protocol and knows its game (whether a window
        can show that game is the window's to say)."""
        return self.protocol == PROTOCOL_VERSION and self.game in GAMES


def _ad_from(info) -> TableAd | None:
    props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
             for k, v in (info.properties or {}).items()}
    addresses = info.parsed_addresses()
    if not addresses or not info.port:
        return None

    def number(key: str) -> int:
        try:
            return int(props.get(key, ""))
        except ValueError:
            return 0

    return TableAd(info.name, props.get("id", ""), props.get("name", ""), addresses[0],
                   int(info.port), number("proto"), props.get("rules", ""), number("players"),
                   number("free"), props.get("tls") == "1", props.get("fp", ""),
                   props.get("code") == "1", props.get("game") or DEFAULT_GAME)


class TableAdvert:
    """A hosted table's advertisement; every call returns at once (the work is on a thread)."""

    def __init__(self, *, loopback: bool | None = None) -> None:
        self.loopback = loopback_only() if loopback is None else loopback
        self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="advert")
        self._zc = None
        self._info = None
        self._fingerprint = ""
        self._closing = False
        self._last: concurrent.futures.Future | None = None

    def publish(self, table: TableInfo, port: int, fingerprint: str = "") -> None:
        self._fingerprint = fingerprint
        self._last = self._pool.submit(self._publish, table, port, fingerprint)

    def update(self, table: TableInfo) -> None:
        """The table changed (a seat taken or freed, the game started)."""
        if self._closing:
            return
        self._last = self._pool.submit(self._update, table, self._fingerprint)

    def close(self, *, wait: bool = False) -> None:
        """Withdraw the table (others' lists drop it at once) and stop."""
        if self._closing:
            return
        self._closing = True
        self._last = self._pool.submit(self._close)
        self._pool.shutdown(wait=wait)

    def wait(self, timeout: float = 10.0) -> None:
        if self._last is not None:
            self._last.result(timeout)

    def _publish(self, table: TableInfo, port: int, fingerprint: str) -> None:
        from zeroconf import ServiceInfo

        try:
            self._zc = _zeroconf(self.loopback)
            addresses = [LOOPBACK] if self.loopback else (lan_addresses() or [LOOPBACK])
            label = _fit(f"{table.name} ({table.id[:6]})", 60).replace(".", " ")
            self._info = ServiceInfo(
                SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port,
                properties=advert_properties(table, fingerprint),
                server=f"debertz-{table.id}.local.",
                addresses=[socket.inet_aton(a) for a in addresses])
            self._zc.register_service(self._info, allow_name_change=True)
        except Exception:  # no network: the table still works by address
            log.exception("the table could not be advertised")
            self._info = None

    def _update(self, table: TableInfo, fingerprint: str) -> None:
        if self._zc is None or self._info is None:
            return
        from zeroconf import ServiceInfo

        old = self._info
        self._info = ServiceInfo(old.type, old.name, port=old.port,
                                 properties=advert_properties(table, fingerprint),
                                 server=old.server, addresses=old.addresses)
        try:
            self._zc.update_service(self._info)
        except Exception:
            log.exception("the table's advertisement could not be updated")

    def _close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)
        except Exception:
            log.exception("the table's advertisement could not be withdrawn")
        finally:
            zc.close()


class _Relay(QObject):
    found = Signal(object)
    gone = Signal(str)


class TableBrowser(QObject):
    """Tables on the network as they come and go; the signals arrive on the GUI thread."""

    found = Signal(object)  # TableAd (also when its record changes)
    gone = Signal(str)  # the service name of a table that left

    def __init__(self, *, loopback: bool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.loopback = loopback_only() if loopback is None else loopback
        self.tables: dict[str, TableAd] = {}
        self._relay = _Relay()
        self._relay.found.connect(self._on_found, Qt.ConnectionType.QueuedConnection)
        self._relay.gone.connect(self._on_gone, Qt.ConnectionType.QueuedConnection)
        self._zc = None
        self._browser = None
        self._pool: concurrent.futures.ThreadPoolExecutor | None = None

    def start(self) -> None:
        from zeroconf import ServiceBrowser

        if self._zc is not None:
            return
        self._pool = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="browse")
        try:
            self._zc = _zeroconf(self.loopback)
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
        except Exception:
            log.exception("tables on the network cannot be looked for")
            self._zc = None

    def _changed(self, zeroconf, service_type: str, name: str, state_change) -> None:
        """On zeroconf's thread: resolve on a worker, never block its loop."""
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self._relay.gone.emit(name)
        elif self._pool is not None:
            with contextlib.suppress(RuntimeError):  # stopping
                self._pool.submit(self._resolve, zeroconf, service_type, name)

    def _resolve(self, zeroconf, service_type: str, name: str) -> None:
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=3000)
        except Exception:
            log.exception("a table could not be resolved")
            return
        ad = _ad_from(info) if info is not None else None
        if ad is not None:
            self._relay.found.emit(ad)

    def _on_found(self, ad: TableAd) -> None:
        if self._zc is None:
            return
        self.tables[ad.service] = ad
        self.found.emit(ad)

    def _on_gone(self, name: str) -> None:
        if self.tables.pop(name, None) is not None:
            self.gone.emit(name)

    def stop(self) -> None:
        browser, zc, pool = self._browser, self._zc, self._pool
        self._browser = self._zc = self._pool = None
        if browser is not None:
            browser.cancel()
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        if zc is not None:
            zc.close()
