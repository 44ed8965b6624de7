"""A running host on 127.0.0.1 under 100,000 hostile frames from many connections (issue 19).

Malformed, truncated, oversized, out-of-order and out-of-turn frames arrive
over real sockets while a game waits for a player: the host never crashes,
the game does not change, the connections are let go, and memory stays put.
"""

from __future__ import annotations

import gc
import os
import random
import socket
import threading

from fuzz_frames import fuzz_frame
from lan_support import AutoPlayer
from PySide6.QtNetwork import QHostAddress

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.hosting import TableHost
from debertz_desktop.net.limits import Limits
from debertz_desktop.net.messages import Hello, Leave, Rejoin, encode
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.ui.lan_session import ClientSession

FRAMES = 100_000


def rss_bytes() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:  # not Linux: the object count still holds
        return 0


class SocketFuzzer(threading.Thread):
    """Sends batches of hostile frames, each batch on a new connection in a random state."""

    def __init__(self, port: int, token: str, moment: int, seed: int = 19) -> None:
        super().__init__(daemon=True)
        self.port, self.token, self.moment = port, token, moment
        self.rng = random.Random(seed)
        self.sent = 0
        self.connections = 0
        self.answers = 0
        self.checked = 0  # frames of the connections whose answers were all read
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            while self.sent < FRAMES:
                self._batch()
        except BaseException as err:  # reported by the test
            self.error = err

    def _batch(self) -> None:
        rng = self.rng
        frames = [fuzz_frame(rng, self.moment, 16 * 1024, broken=0.0)
                  for _ in range(rng.randrange(200, 600))]
        opening = [b"", encode(Hello(1)), encode(Hello(1)) + encode(Rejoin(self.token))][
            rng.randrange(3)]
        tail = fuzz_frame(rng, self.moment, 16 * 1024, broken=1.0) if rng.random() < 0.3 else b""
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as sock:
            self.connections += 1
            try:
                if tail:  # a stream the host cannot follow: it closes, or waits in vain
                    sock.sendall(opening + b"".join(frames) + tail)
                    return
                # else hello and leave after the frames, so the host lets the connection go
                # once it has answered everything (Qt closes at once on a half-close)
                sock.sendall(opening + b"".join(frames) + encode(Hello(1)) + encode(Leave()))
                self.checked += len(frames)
                while chunk := sock.recv(65536):  # the host's answers, until it lets us go
                    self.answers += chunk.count(b'"type":"error"') + chunk.count(
                        b'"type":"refused"')
            except OSError:
                pass  # the host closed first
            finally:
                self.sent += len(frames)


def test_a_running_host_survives_a_hundred_thousand_hostile_frames(qtbot):
    limits = Limits(rate=1e9, burst=10**9, max_errors=10**9, max_refusals=10**9)
    rules = preset("classic", players=3)
    config = TableConfig("Fuzz", rules, (SeatPlan(SeatKind.PERSON), SeatPlan(SeatKind.PERSON),
                                         SeatPlan(SeatKind.COMPUTER, "C", "easy")),
                         seed=2, limits=limits)
    host = TableHost.new(config, advertise=False, delay_ms=0, tls=False)
    port = host.open(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    ann = ClientSession("127.0.0.1", port, name="Ann", seat=0, remember=False)
    bob = ClientSession("127.0.0.1", port, name="Bob", seat=1, remember=False)
    frozen = [False]
    players = [AutoPlayer(ann, seed=0, until=lambda view: frozen[0] or (
                   ann.connection.seat.moment > 12)),  # then the game waits for Ann
               AutoPlayer(bob, seed=1, until=lambda view: frozen[0])]
    for s in (ann, bob):
        s.open()
    qtbot.waitUntil(lambda: host.table.can_start(), timeout=10000)
    host.start()
    game = host.table.game
    qtbot.waitUntil(lambda: len(game.history) > 12 and game.to_act == 0, timeout=30000)
    frozen[0] = True
    qtbot.wait(200)
    before = (len(game.history), [game.view(s) for s in range(3)])
    assert game.to_act == 0
    token = bob.connection.token
    gc.collect()
    objects, rss = len(gc.get_objects()), rss_bytes()
    fuzzer = SocketFuzzer(port, token, len(game.history))
    fuzzer.start()
    qtbot.waitUntil(lambda: not fuzzer.is_alive(), timeout=240000)
    assert fuzzer.error is None, fuzzer.error
    qtbot.waitUntil(lambda: host.table.connection_count() <= 1, timeout=30000)
    assert fuzzer.sent >= FRAMES and fuzzer.connections > 100
    # the frames were read and answered one by one, not dropped unread
    assert fuzzer.answers > 0.8 * fuzzer.checked > FRAMES // 2
    # nothing changed in the game, and the host still serves
    assert (len(game.history), [game.view(s) for s in range(3)]) == before
    gc.collect()
    assert len(gc.get_objects()) - objects < 5_000
    assert rss_bytes() - rss < 40 * 2**20
    frozen[0] = False
    players[0].until = None
    players[0]._on_view(ann.view())
    qtbot.waitUntil(lambda: len(game.history) > before[0], timeout=10000)
    late = ClientSession("127.0.0.1", port, name="Late", remember=False)
    problems = []
    late.problem.connect(problems.append)
    late.open()
    qtbot.waitUntil(lambda: bool(problems), timeout=10000)
    assert problems == ["the game has started: only its players can rejoin"]
    host.close()
