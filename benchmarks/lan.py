"""LAN play on loopback: latency, traffic and the host's CPU (issue 19; a benchmark, not a test).

A headless host (``python -m debertz_desktop.net.host``, its own process, TLS
on unless ``--no-tls``) and one client per seat in this process, on
127.0.0.1.  The clients act the moment their turn comes (a random legal
action: no computer thinking, no animation pause), so what is measured is the
protocol, the transport and the host's engine:

* action → update latency at every client: from the moment a client sends its
  action to the moment each client has decoded the update it caused (median,
  p95; target ≤ 10 ms median, ≤ 50 ms p95 on a 2-core machine);
* bytes and frames per deal, host → clients and clients → host (the
  application's bytes, before TLS);
* the host process's CPU time per deal (its user + system time while the
  games are played).

With ``--churn N`` it measures instead what a connection leaves behind (issue
28): N times connect, say ``hello``, read the ``welcome``, close (TLS unless
``--no-tls``), and the host process's resident memory along the way; the
figure is kilobytes per connection after the first tenth (a warm-up).  Target:
0 (the host grew ~1 kB a connection when the sockets Qt made stayed wrapped).

Any game: ``--game oh-hell --players 7`` or ``--game magistr --players 4`` (the
headless host's ``--game``; the default is Debertz's classic for 3).

Run: ``python benchmarks/lan.py`` (``--help`` for the table and the number of games).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import percentile  # noqa: E402 — the sibling benchmark script

WAIT = None  # QEventLoop's WaitForMoreEvents, once Qt is imported


def host_cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a running process (Linux ``/proc``), or ``None``."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def host_rss_kb(pid: int) -> int:
    """Resident memory of a running process in kB (Linux ``/proc``), or 0."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


class Player:
    """One seat's client: acts at once, and notes when each update arrives."""

    def __init__(self, bench: Bench, name: str, seat: int, port: int, tls: bool) -> None:
        from debertz_desktop.net.client_seat import EVERY_GAME, JoinIntent
        from debertz_desktop.net.framing import FrameReader
        from debertz_desktop.net.joining import TableConnection

        self.bench, self.seat = bench, seat
        self.connection = TableConnection("127.0.0.1", port, JoinIntent(name, seat),
                                          tls=tls if tls else False, games=EVERY_GAME)
        self.connection.event.connect(self._on_event)
        self.reader = FrameReader(1 << 24)
        self.bytes_in = self.frames_in = 0
        self.rng = random.Random(seat)
        self.over = False
        self.connection.open()
        self.connection.transport.received.connect(self._count)

    def _count(self, data: bytes) -> None:
        self.bytes_in += len(data)
        self.frames_in += len(self.reader.feed(data))

    def _on_event(self, event) -> None:
        from debertz_desktop.engine.events import GameOver
        from debertz_desktop.net.client_seat import GameSnapshot, GameUpdate

        if isinstance(event, GameUpdate):
            self.bench.arrived(self.seat, event.moment, time.perf_counter())
            if any(isinstance(e, GameOver) for e in event.events):
                self.over = True
                self.bench.over(self.seat)
                return
        if isinstance(event, GameSnapshot):
            self.over = False
        if isinstance(event, GameSnapshot | GameUpdate):
            self.play()

    def play(self) -> None:
        """Act at once when it is this seat's turn (and the bench has said go)."""
        from debertz_desktop.net.hosting import RandomBot

        view = self.connection.seat.view
        if self.bench.go and view is not None and view.to_act == self.seat and not self.over:
            action = RandomBot(self.rng.randrange(1 << 30)).choose(view)
            self.bench.sent(self.connection.seat.moment + 1, time.perf_counter(), 0)
            self.connection.act(action)


class Bench:
    def __init__(self, players: int) -> None:
        self.players = players
        self.sent_at: dict[int, float] = {}
        self.latencies: list[list[float]] = [[] for _ in range(players)]
        self.finished: set[int] = set()
        self.actions = 0
        self.go = False

    def sent(self, moment: int, at: float, _size: int) -> None:
        self.sent_at[moment] = at
        self.actions += 1

    def arrived(self, seat: int, moment: int, at: float) -> None:
        start = self.sent_at.get(moment)
        if start is not None:
            self.latencies[seat].append((at - start) * 1000)

    def over(self, seat: int) -> None:
        self.finished.add(seat)

    def reset(self) -> None:
        self.sent_at.clear()
        self.latencies = [[] for _ in range(self.players)]
        self.finished.clear()
        self.actions = 0
        self.go = False


def run(args: argparse.Namespace) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["DEBERTZ_LAN_LOOPBACK"] = "1"
    from PySide6.QtCore import QCoreApplication, QEventLoop

    from debertz_desktop.net.host import parser, table_rules

    global WAIT
    WAIT = QEventLoop.ProcessEventsFlag.WaitForMoreEvents

    app = QCoreApplication.instance() or QCoreApplication([])
    table = ["--game", args.game, "--players", str(args.players)]
    if args.preset:
        table += ["--preset", args.preset]
    if args.pairs:
        table.append("--pairs")
    rules = table_rules(parser().parse_args(table))
    args.preset = args.preset or "(the game's usual)"
    home = Path(tempfile.mkdtemp(prefix="lan-bench-"))
    env = dict(os.environ, DEBERTZ_HOME=str(home), PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "debertz_desktop.net.host", *table, "--port", "0",
               "--no-advertise", "--delay-ms", "0", "--seed", str(args.seed), "--games", "0"]
    if args.no_tls:
        command.append("--no-tls")
    host = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        port = 0
        for line in host.stdout:  # type: ignore[union-attr]
            if line.startswith("port:"):
                port = int(line.split()[1])
                break
        if not port:
            raise SystemExit("the host did not start")
        totals = {"deals": 0, "games": 0, "host_cpu": 0.0, "bytes_in": 0, "frames_in": 0,
                  "actions": 0, "wall": 0.0}
        latencies: list[list[float]] = [[] for _ in range(rules.players)]
        bench = Bench(rules.players)
        players = [Player(bench, f"P{s}", s, port, not args.no_tls)
                   for s in range(rules.players)]
        for game in range(args.games):
            deadline = time.monotonic() + 60
            while not all(p.connection.seat.view is not None and p.connection.seat.moment == 0
                          for p in players):  # the host deals a new game
                app.processEvents(WAIT)
                if time.monotonic() > deadline:
                    raise SystemExit("the game did not start")
            for p in players:
                p.bytes_in = p.frames_in = 0
            cpu0, t0 = host_cpu_seconds(host.pid), time.perf_counter()
            bench.go = True
            for p in players:
                p.play()
            while len(bench.finished) < rules.players:
                app.processEvents(WAIT)
            cpu1, t1 = host_cpu_seconds(host.pid), time.perf_counter()
            deals = len(players[0].connection.seat.rows)
            totals["deals"] += deals
            totals["games"] += 1
            totals["host_cpu"] += (cpu1 - cpu0) if cpu0 is not None and cpu1 is not None else 0
            totals["wall"] += t1 - t0
            totals["actions"] += bench.actions
            for p in players:
                totals["bytes_in"] += p.bytes_in
                totals["frames_in"] += p.frames_in
                latencies[p.seat] += bench.latencies[p.seat]
            print(f"game {game + 1}: {deals} deals, {bench.actions} actions, "
                  f"{t1 - t0:.1f} s", flush=True)
            bench.reset()
    finally:
        host.terminate()
        host.wait(10)
    report(rules, totals, latencies, args)


def report(rules, totals, latencies, args) -> None:
    deals = max(1, totals["deals"])
    every = [x for seat in latencies for x in seat]
    print()
    print(f"table: {args.game} {args.preset}, {rules.players} players"
          f"{' in pairs' if rules.teams else ''}, "
          f"{'plain TCP' if args.no_tls else 'TLS'}, loopback; {totals['games']} games, "
          f"{totals['deals']} deals, {totals['actions']} actions")
    print("action → update latency (ms):")
    for seat, values in enumerate(latencies):
        if values:
            print(f"  client {seat}: median {statistics.median(values):6.2f}   "
                  f"p95 {percentile(values, 0.95):6.2f}   max {max(values):6.1f}   "
                  f"({len(values)} updates)")
    if every:
        print(f"  all:      median {statistics.median(every):6.2f}   "
              f"p95 {percentile(every, 0.95):6.2f}   (target ≤ 10 median, ≤ 50 p95)")
    print(f"host → clients per deal: {totals['bytes_in'] / deals / 1024:.1f} KiB in "
          f"{totals['frames_in'] / deals:.0f} frames (all clients together, before TLS)")
    print(f"clients → host per deal: {totals['actions'] / deals:.0f} action frames")
    if totals["host_cpu"]:
        print(f"host CPU per deal: {totals['host_cpu'] / deals * 1000:.1f} ms "
              f"({totals['host_cpu'] / max(totals['wall'], 1e-9) * 100:.0f}% of one core "
              f"while playing)")


def start_host(args: argparse.Namespace, *extra: str) -> tuple[subprocess.Popen, int]:
    """The headless host in its own process, on 127.0.0.1; it and its port."""
    home = Path(tempfile.mkdtemp(prefix="lan-bench-"))
    env = dict(os.environ, DEBERTZ_HOME=str(home), PYTHONPATH=str(ROOT),
               DEBERTZ_LAN_LOOPBACK="1", QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "debertz_desktop.net.host", "--port", "0",
               "--no-advertise", "--loopback", *extra]
    if args.no_tls:
        command.append("--no-tls")
    host = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    for line in host.stdout:  # type: ignore[union-attr]
        if line.startswith("port:"):
            return host, int(line.split()[1])
    raise SystemExit("the host did not start")


def churn(args: argparse.Namespace) -> None:
    """Connections that come and go: what the host keeps of them."""
    import json
    import socket
    import ssl
    import struct

    host, port = start_host(args, "--players", "3")
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    body = json.dumps({"type": "hello", "protocol": 1}).encode()
    hello = struct.pack(">I", len(body)) + body

    def one() -> None:
        with socket.create_connection(("127.0.0.1", port), 10) as raw:
            conn = context.wrap_socket(raw) if not args.no_tls else raw
            conn.sendall(hello)
            head = b""
            while len(head) < 4:
                head += conn.recv(4 - len(head))
            (size,) = struct.unpack(">I", head)
            got = 0
            while got < size:
                got += len(conn.recv(size - got))
            conn.close()

    try:
        samples = [(0, host_rss_kb(host.pid))]
        step = max(1, args.churn // 10)
        t0 = time.perf_counter()
        for n in range(1, args.churn + 1):
            one()
            if n % step == 0:
                time.sleep(0.2)  # the host's deferred deletions
                samples.append((n, host_rss_kb(host.pid)))
                print(f"{n:6d} connections: {samples[-1][1]:7d} kB", flush=True)
        wall = time.perf_counter() - t0
    finally:
        host.terminate()
        host.wait(10)
    (n0, rss0), (n1, rss1) = samples[1], samples[-1]
    print()
    print(f"{args.churn} connections ({'plain TCP' if args.no_tls else 'TLS'}), "
          f"{args.churn / wall:.0f} a second; host memory {samples[0][1] / 1024:.1f} MiB at "
          f"the start, {rss1 / 1024:.1f} MiB at the end")
    print(f"after the warm-up: {(rss1 - rss0) / max(1, n1 - n0) * 1024:.0f} bytes a "
          f"connection (target 0; it was ~1 kB)")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="debertz", help="debertz, oh-hell or magistr")
    p.add_argument("--preset", default=None, help="default: classic for Debertz, the usual "
                   "one of the other games")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--pairs", action="store_true")
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--no-tls", action="store_true")
    p.add_argument("--churn", type=int, default=0, metavar="N",
                   help="measure N connections that come and go instead of playing")
    args = p.parse_args()
    if args.churn:
        churn(args)
    else:
        run(args)


if __name__ == "__main__":
    main()
