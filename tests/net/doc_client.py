"""A client written from ``docs/lan-protocol.md`` alone: sockets, frames and JSON, no
``debertz_desktop`` import.

It says ``hello`` with the games it plays, takes a seat, answers pings, and
whenever its view says it is to act sends one of its ``legal_actions`` with the
view's ``moment``; it keeps the sheet's rows (the snapshot's, then each
``deal_scored``'s) and stops at ``game_over``.  What it received is kept for
the test to look at.
"""

from __future__ import annotations

import json
import random
import socket
import ssl
import struct
import threading


class DocClient:
    def __init__(self, port: int, name: str, seat: int, *, tls: bool = False,
                 games: tuple[str, ...] = ("debertz", "oh_hell", "magistr"),
                 seed: int = 0) -> None:
        self.port, self.name, self.seat, self.tls, self.games = port, name, seat, tls, games
        self.rng = random.Random(seed)
        self.table: dict | None = None
        self.view: dict | None = None
        self.moment = -1
        self.rows: list[dict] = []
        self.events: list[dict] = []
        self.errors: list[dict] = []
        self.over: dict | None = None
        self.acted = 0
        self.failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)
        if self._thread.is_alive():
            raise AssertionError(f"{self.name}: no game over within {timeout} s "
                                 f"(moment {self.moment}, errors {self.errors})")
        if self.failure is not None:
            raise self.failure

    # -- frames: a 4-byte big-endian length, then that many bytes of UTF-8 JSON -------------

    def _send(self, message: dict) -> None:
        body = json.dumps(message).encode("utf-8")
        self.sock.sendall(struct.pack(">I", len(body)) + body)

    def _exactly(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            part = self.sock.recv(n - len(data))
            if not part:
                raise ConnectionError("the host closed the connection")
            data += part
        return data

    def _receive(self) -> dict:
        (size,) = struct.unpack(">I", self._exactly(4))
        return json.loads(self._exactly(size).decode("utf-8"))

    # -- the session --------------------------------------------------------------------------

    def _run(self) -> None:
        try:
            raw = socket.create_connection(("127.0.0.1", self.port), 10)
            raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if self.tls:  # trust on first use: there is no authority on a LAN
                context = ssl.create_default_context()
                context.check_hostname = False
                context.verify_mode = ssl.CERT_NONE
                raw = context.wrap_socket(raw)
            self.sock = raw
            self.sock.settimeout(60)
            self._send({"type": "hello", "protocol": 1, "app": "doc client",
                        "games": list(self.games)})
            while self.over is None:
                self._handle(self._receive())
            self._send({"type": "leave"})
        except BaseException as exc:  # handed to the test
            self.failure = exc
        finally:
            sock = getattr(self, "sock", None)
            if sock is not None:
                sock.close()

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        if kind == "ping":
            self._send({"type": "pong", "n": message.get("n", 0)})
        elif kind == "welcome":
            self.table = message["table"]
            self._send({"type": "join", "name": self.name, "seat": self.seat, "code": None})
        elif kind == "table":
            self.table = message["table"]
        elif kind == "snapshot":
            self.rows = list(message["rows"])
            self._look(message["view"], message["moment"])
        elif kind == "update":
            for event in message["events"]:
                self.events.append(event)
                if event["type"] == "deal_scored":
                    self.rows.append(event["row"])
                elif event["type"] == "game_over":
                    self.over = event
            self._look(message["view"], message["moment"])
        elif kind in ("error", "refused"):
            self.errors.append(message)
            if message.get("fatal"):
                raise AssertionError(f"{self.name}: {message}")
        elif kind == "bye":
            raise AssertionError(f"{self.name}: {message}")

    def _look(self, view: dict, moment: int) -> None:
        self.view, self.moment = view, moment
        if self.over is None and view["to_act"] == self.seat and view["legal_actions"]:
            self._send({"type": "act", "action": self.rng.choice(view["legal_actions"]),
                        "moment": moment})
            self.acted += 1
