"""Moving bytes with QtNetwork: TCP, TLS where Qt has a backend, on the application's event loop.

This layer knows no message: a server hands each connection's bytes to a
handler (the host table, through ``hosting.py``) and writes what it is given;
a client connection does the same for one socket.  Both turn Nagle off
(``LowDelayOption``), so a small frame leaves at once, and read at most 64 KiB
at a time, so a peer that floods is held by the kernel, not by us.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QSsl,
    QSslCertificate,
    QSslConfiguration,
    QSslKey,
    QSslSocket,
    QTcpServer,
    QTcpSocket,
)

from ..engine.errors import QT_TRANSLATE_NOOP
from .tls import TlsIdentity

log = logging.getLogger(__name__)

#: The port a host tries first (open it in a firewall), then the next few.
DEFAULT_PORT = 47415
PORT_TRIES = 10
READ_CHUNK = 64 * 1024
# TCP connections the kernel may hold before the host accepts them: a burst of them (a
# hostile peer's) does not make a player's connection wait for its SYN to be sent again.
LISTEN_BACKLOG = 256
#: Seconds a closing socket may take to send its last bytes.
CLOSE_SECONDS = 5  # (the host table's limits say how long a TLS handshake may take)


def tls_available() -> bool:
    """Qt can encrypt here (a TLS backend with OpenSSL or the system's library is loaded)."""
    try:
        return QSslSocket.supportsSsl()
    except Exception:  # a broken backend must not stop a table from opening
        return False


def _prepare(socket: QAbstractSocket) -> None:
    socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
    socket.setSocketOption(QAbstractSocket.SocketOption.KeepAliveOption, 1)
    socket.setReadBufferSize(READ_CHUNK)


class ConnectionHandler(Protocol):
    def opened(self, peer: str) -> int | None: ...
    def refusal(self) -> bytes: ...
    def received(self, conn: int, data: bytes) -> None: ...
    def lost(self, conn: int) -> None: ...


class ListenError(OSError):
    """No port could be opened (the message says why)."""


class _Listener(QTcpServer):
    """Hands each TCP connection to ``take`` at once, as a bare socket descriptor.

    Nothing waits in Qt's queue of pending connections (a TLS server keeps sockets
    there until their handshake ends, and stops accepting when it is full: idle
    sockets would lock everybody out), and the sockets are made in Python, so that
    their wrappers go when Qt deletes them (one Qt makes and hands over stays
    behind, about a kilobyte a connection).
    """

    def __init__(self, take: Callable[[int], None], parent: QObject) -> None:
        super().__init__(parent)
        self._take = take
        self.setListenBacklogSize(LISTEN_BACKLOG)

    def incomingConnection(self, handle: int) -> None:
        self._take(handle)


class ServerTransport(QObject):
    """A listening socket and its connections, each known to the handler by an id.

    The handler hears of a connection as soon as TCP has it (``opened``), before
    the TLS handshake: its limits and deadlines cover the handshake too.  Bytes
    reach it once the handshake is done (``received``).
    """

    knocked = Signal(str)  # a TCP connection arrived (the peer's address), before any TLS

    def __init__(self, handler: ConnectionHandler, identity: TlsIdentity | None = None, *,
                 send_backlog: int = 4 * 1024 * 1024, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.handler = handler
        self.send_backlog = send_backlog
        self.encrypted = identity is not None
        self._tls = self._configuration(identity) if identity is not None else None
        self.server: QTcpServer = _Listener(self._accept, self)
        self._sockets: dict[int, QTcpSocket] = {}
        self._ids: dict[QTcpSocket, int] = {}

    @staticmethod
    def _configuration(identity: TlsIdentity) -> QSslConfiguration:
        config = QSslConfiguration.defaultConfiguration()
        config.setLocalCertificate(QSslCertificate(identity.certificate_pem,
                                                   QSsl.EncodingFormat.Pem))
        config.setPrivateKey(QSslKey(identity.key_pem, QSsl.KeyAlgorithm.Ec,
                                     QSsl.EncodingFormat.Pem))
        config.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
        config.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
        return config

    def listen(self, address: QHostAddress, port: int | None = DEFAULT_PORT) -> int:
        """Listen on ``port`` or one of the next few, else any free port; the port taken."""
        tries = [port + i for i in range(PORT_TRIES)] if port else []
        for candidate in [*tries, 0]:
            if self.server.listen(address, candidate):
                return self.server.serverPort()
        raise ListenError(self.server.errorString())

    @property
    def port(self) -> int:
        return self.server.serverPort()

    @property
    def open_sockets(self) -> int:
        """Connections the handler knows (a test's and a benchmark's measure)."""
        return len(self._sockets)

    def _accept(self, handle: int) -> None:
        socket: QTcpSocket = QSslSocket(self) if self._tls is not None else QTcpSocket(self)
        if not socket.setSocketDescriptor(handle):
            socket.deleteLater()
            return
        _prepare(socket)
        peer = socket.peerAddress().toString()
        self.knocked.emit(peer)
        conn = self.handler.opened(peer)
        if conn is None:  # the table takes none: say so (in TLS, once it is up), then close
            socket.disconnected.connect(socket.deleteLater)
            QTimer.singleShot(CLOSE_SECONDS * 1000, socket, socket.abort)
            if isinstance(socket, QSslSocket):
                socket.encrypted.connect(self._on_refused_encrypted)
                self._encrypt(socket)
            else:
                self._refuse(socket)
            return
        self._sockets[conn] = socket
        self._ids[socket] = conn
        # slots without closures: a lambda holding the socket would keep its wrapper
        socket.readyRead.connect(self._on_ready_read)
        socket.disconnected.connect(self._on_disconnected)
        if isinstance(socket, QSslSocket):
            socket.errorOccurred.connect(self._on_error)
        self._encrypt(socket)

    def _refuse(self, socket: QTcpSocket) -> None:
        socket.write(self.handler.refusal())
        socket.disconnectFromHost()

    def _on_refused_encrypted(self) -> None:
        socket = self.sender()
        if isinstance(socket, QTcpSocket):
            self._refuse(socket)

    def _encrypt(self, socket: QTcpSocket) -> None:
        if isinstance(socket, QSslSocket) and self._tls is not None:
            socket.setSslConfiguration(self._tls)
            socket.startServerEncryption()

    def _on_ready_read(self) -> None:
        socket = self.sender()
        if isinstance(socket, QTcpSocket):
            self._read(socket)

    def _on_disconnected(self) -> None:
        socket = self.sender()
        if isinstance(socket, QTcpSocket):
            self._gone(socket)

    def _on_error(self, error) -> None:
        socket = self.sender()
        if isinstance(socket, QSslSocket) and not socket.isEncrypted() \
                and socket in self._ids:  # the TLS handshake failed: nothing to hear from it
            log.info("a TLS handshake failed: %s", socket.errorString())
            socket.abort()
            self._gone(socket)

    def _read(self, socket: QTcpSocket) -> None:
        conn = self._ids.get(socket)
        while conn is not None and socket.bytesAvailable():
            self.handler.received(conn, bytes(socket.read(READ_CHUNK)))
            conn = self._ids.get(socket)

    def _gone(self, socket: QTcpSocket) -> None:
        conn = self._ids.pop(socket, None)
        with contextlib.suppress(RuntimeError):  # the host is being deleted with its server
            if conn is not None:
                self._sockets.pop(conn, None)
                self.handler.lost(conn)
            socket.deleteLater()

    def write(self, conn: int, data: bytes) -> None:
        socket = self._sockets.get(conn)
        if socket is None:
            return
        socket.write(data)
        socket.flush()  # out now, not after whatever else this turn of the event loop does
        if socket.bytesToWrite() > self.send_backlog:  # it does not read: let it go
            log.info("connection %s does not read; closed", conn)
            socket.abort()

    def close(self, conn: int) -> None:
        """Close once what was written has gone out (or after a few seconds regardless);
        at once when its TLS handshake has not finished (it could read nothing)."""
        socket = self._sockets.pop(conn, None)
        if socket is None:
            return
        self._ids.pop(socket, None)
        socket.readyRead.disconnect(self._on_ready_read)
        if isinstance(socket, QSslSocket) and not socket.isEncrypted():
            socket.abort()
            socket.deleteLater()
            return
        socket.disconnectFromHost()
        if socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            QTimer.singleShot(CLOSE_SECONDS * 1000, socket, socket.abort)

    def close_all(self) -> None:
        for conn in list(self._sockets):
            self.close(conn)
        self.server.close()


class ClientTransport(QObject):
    """One connection to a host: ``ready`` once it carries frames (after TLS), then ``lost``.

    With ``tls=None`` it tries TLS first and, when the host answered but not in
    TLS, plain TCP; ``encrypted`` says which it got.  ``fingerprint`` (hex), when
    known, must match the host's certificate.
    """

    ready = Signal()
    received = Signal(bytes)
    lost = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket: QTcpSocket | None = None
        self.encrypted = False
        self.peer_fingerprint = ""
        self._expected = ""
        self._host, self._port = "", 0
        self._fallback = False
        self._reached = False
        self._open = False

    def open(self, host: str, port: int, *, tls: bool | None = None,
             fingerprint: str = "") -> None:
        self._host, self._port = host, port
        self._expected = fingerprint.lower()
        use_tls = tls_available() if tls is None else tls
        self._fallback = tls is None and use_tls
        self._start(use_tls)

    def _start(self, use_tls: bool) -> None:
        self._reached = self._open = False
        self.encrypted = use_tls
        if use_tls:
            socket: QTcpSocket = QSslSocket(self)
            socket.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
            socket.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
            socket.encrypted.connect(self._on_encrypted)
            socket.connected.connect(self._on_reached)
        else:
            socket = QTcpSocket(self)
            socket.connected.connect(self._on_plain_connected)
        socket.readyRead.connect(self._read)
        socket.errorOccurred.connect(self._on_error)
        socket.disconnected.connect(self._on_disconnected)
        self.socket = socket
        if use_tls:
            socket.connectToHostEncrypted(self._host, self._port)
        else:
            socket.connectToHost(self._host, self._port)

    def _on_reached(self) -> None:
        self._reached = True
        if self.socket is not None:
            _prepare(self.socket)

    def _on_plain_connected(self) -> None:
        self._on_reached()
        self._open = True
        self.ready.emit()

    def _on_encrypted(self) -> None:
        socket = self.socket
        assert isinstance(socket, QSslSocket)
        der = bytes(socket.peerCertificate().toDer().data())
        self.peer_fingerprint = hashlib.sha256(der).hexdigest()
        if self._expected and self.peer_fingerprint != self._expected:
            self._fail(QT_TRANSLATE_NOOP("Net", "the table's certificate is not the one it had: "
                                         "another computer may pretend to be it"))
            return
        self._open = True
        self.ready.emit()

    def _read(self) -> None:
        socket = self.socket
        while socket is not None and socket.bytesAvailable() and self._open:
            self.received.emit(bytes(socket.read(READ_CHUNK)))
            socket = self.socket

    def _on_error(self, error) -> None:
        if self.socket is None:
            return
        if not self._open and self._fallback and self._reached:
            # the host answered, but not in TLS: it cannot encrypt, so speak plainly
            self._fallback = False
            self._drop_socket()
            self._start(False)
            return
        if error == QAbstractSocket.SocketError.RemoteHostClosedError and self._open:
            return  # ``disconnected`` follows
        self._fail(self.socket.errorString())

    def _on_disconnected(self) -> None:
        if self.socket is not None and self._open:
            self._fail(QT_TRANSLATE_NOOP("Net", "the host closed the connection"))

    def _fail(self, reason: str) -> None:
        self._drop_socket()
        self.lost.emit(reason)

    def _take_socket(self) -> QTcpSocket | None:
        """The socket, no longer this connection's: its signals reach us no more."""
        socket, self.socket = self.socket, None
        self._open = False
        if socket is not None:
            for signal in (socket.readyRead, socket.errorOccurred, socket.disconnected):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect()
        return socket

    def _drop_socket(self) -> None:
        socket = self._take_socket()
        if socket is not None:
            socket.abort()
            socket.deleteLater()

    def write(self, data: bytes) -> None:
        if self.socket is not None and self._open and data:
            self.socket.write(data)
            self.socket.flush()

    def close(self) -> None:
        """Close after what was written has gone out."""
        socket = self._take_socket()
        if socket is not None:
            socket.disconnectFromHost()
            QTimer.singleShot(CLOSE_SECONDS * 1000, socket, socket.deleteLater)
