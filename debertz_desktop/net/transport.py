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
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QSsl,
    QSslCertificate,
    QSslConfiguration,
    QSslKey,
    QSslServer,
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
#: Seconds a TLS handshake may take, and a closing socket may take to send its last bytes.
HANDSHAKE_SECONDS = 10
CLOSE_SECONDS = 5


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


class ServerTransport(QObject):
    """A listening socket and its connections, each known to the handler by an id."""

    def __init__(self, handler: ConnectionHandler, identity: TlsIdentity | None = None, *,
                 send_backlog: int = 4 * 1024 * 1024, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.handler = handler
        self.send_backlog = send_backlog
        self.encrypted = identity is not None
        if identity is not None:
            server: QTcpServer = QSslServer(self)
            server.setSslConfiguration(self._configuration(identity))
            server.setHandshakeTimeout(HANDSHAKE_SECONDS * 1000)
            server.pendingConnectionAvailable.connect(self._accept)
            server.errorOccurred.connect(self._handshake_failed)
        else:
            server = QTcpServer(self)
            server.newConnection.connect(self._accept)
        server.setMaxPendingConnections(64)
        self.server = server
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

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if socket is None:
                return
            _prepare(socket)
            conn = self.handler.opened(socket.peerAddress().toString())
            if conn is None:  # the table is full: say so, then close
                socket.write(self.handler.refusal())
                socket.disconnectFromHost()
                socket.disconnected.connect(socket.deleteLater)
                QTimer.singleShot(CLOSE_SECONDS * 1000, socket, socket.abort)
                continue
            self._sockets[conn] = socket
            self._ids[socket] = conn
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._gone(s))
            if socket.bytesAvailable():
                self._read(socket)

    def _handshake_failed(self, socket, error) -> None:
        log.info("a TLS handshake failed: %s", error)

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
        """Close once what was written has gone out (or after a few seconds regardless)."""
        socket = self._sockets.pop(conn, None)
        if socket is None:
            return
        self._ids.pop(socket, None)
        socket.readyRead.disconnect()
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
