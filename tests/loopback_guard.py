"""The suite's guard against traffic off the loopback interface (``conftest`` installs it
once): Python's sockets (zeroconf, the tests' own) and Qt's (the LAN transport) refuse a
destination other than 127.0.0.1 or mDNS's groups, and note it in :data:`OFF_LOOPBACK`, which
``conftest.no_traffic_off_loopback`` checks after every test.  (A module of its own, not
``conftest``: ``tests/ui`` has a ``conftest`` too, and ``from conftest import`` finds
whichever was collected first.)"""

from __future__ import annotations

import ipaddress
import socket

#: mDNS's multicast groups: zeroconf sends there, on the interfaces it is given (127.0.0.1).
MDNS_GROUPS = (ipaddress.ip_address("224.0.0.251"), ipaddress.ip_address("ff02::fb"))
#: Where a test tried to send traffic off the loopback interface (``no_traffic_off_loopback``).
OFF_LOOPBACK: list[str] = []


def _check_destination(host: object, how: str) -> bool:
    """Whether ``host`` is on the loopback interface (or mDNS's group); if not, it is noted."""
    text = host.toString() if hasattr(host, "toString") else str(host)
    if text == "localhost":
        return True
    try:
        address = ipaddress.ip_address(text.split("%")[0])
    except ValueError:
        OFF_LOOPBACK.append(f"{how} to {text!r} (a name, not 127.0.0.1)")
        return False
    if address.is_loopback or address in MDNS_GROUPS:
        return True
    OFF_LOOPBACK.append(f"{how} to {text}")
    return False


def _guard_python_sockets() -> None:
    """Python's sockets (zeroconf, the tests' own) refuse a destination off the loopback."""
    original = {name: getattr(socket.socket, name) for name in ("connect", "connect_ex", "sendto")}

    def connect(self, address, *args):
        if isinstance(address, tuple) and not _check_destination(address[0], "a connection"):
            raise OSError("tests send nothing off the loopback interface")
        return original["connect"](self, address, *args)

    def connect_ex(self, address, *args):
        if isinstance(address, tuple) and not _check_destination(address[0], "a connection"):
            raise OSError("tests send nothing off the loopback interface")
        return original["connect_ex"](self, address, *args)

    def sendto(self, data, *args):
        address = args[-1]
        if isinstance(address, tuple) and not _check_destination(address[0], "a datagram"):
            raise OSError("tests send nothing off the loopback interface")
        return original["sendto"](self, data, *args)

    socket.socket.connect = connect  # type: ignore[method-assign]
    socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]
    socket.socket.sendto = sendto  # type: ignore[method-assign]


def _guard_qt_sockets() -> None:
    """Qt's sockets (the LAN transport) do not connect off the loopback either."""
    try:
        from PySide6.QtNetwork import QAbstractSocket, QSslSocket
    except ImportError:
        return
    for cls, name in ((QAbstractSocket, "connectToHost"), (QSslSocket, "connectToHost"),
                      (QSslSocket, "connectToHostEncrypted")):
        original = getattr(cls, name)

        def guarded(self, host, *args, _original=original, **kwargs):
            if not _check_destination(host, "a Qt connection"):
                return None  # never connects: the test fails below
            return _original(self, host, *args, **kwargs)

        setattr(cls, name, guarded)


def install() -> None:
    """Guards both kinds of socket (once, at the start of the session)."""
    _guard_python_sockets()
    _guard_qt_sockets()
