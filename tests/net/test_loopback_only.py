"""The suite's guard (tests/loopback_guard.py): no test reaches an address off the loopback
interface, by Python's sockets (zeroconf) or Qt's (the LAN transport)."""

from __future__ import annotations

import socket

import pytest
from loopback_guard import OFF_LOOPBACK
from PySide6.QtNetwork import QTcpSocket

#: TEST-NET-1 (RFC 5737): an address for documentation, never a real machine.
ELSEWHERE = "192.0.2.1"


def test_a_python_socket_is_stopped_before_it_leaves():
    with (socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp,
          pytest.raises(OSError, match="loopback")):
        udp.sendto(b"x", (ELSEWHERE, 5353))
    with socket.socket() as tcp, pytest.raises(OSError, match="loopback"):
        tcp.connect((ELSEWHERE, 47415))
    assert len(OFF_LOOPBACK) == 2
    OFF_LOOPBACK.clear()  # seen: this test's attempts were on purpose


def test_a_qt_socket_is_stopped_and_the_loopback_still_works(qapp):
    tcp = QTcpSocket()
    tcp.connectToHost(ELSEWHERE, 47415)
    assert tcp.state() == QTcpSocket.SocketState.UnconnectedState
    assert [f"a Qt connection to {ELSEWHERE}"] == OFF_LOOPBACK
    OFF_LOOPBACK.clear()
    tcp.connectToHost("127.0.0.1", 9)  # on the loopback: let through
    assert tcp.state() != QTcpSocket.SocketState.UnconnectedState
    assert OFF_LOOPBACK == []
    tcp.abort()
