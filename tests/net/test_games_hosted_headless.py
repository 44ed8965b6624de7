"""The headless host plays Oh Hell and Master with clients written from the document
(issues 29, 30), on 127.0.0.1 only: ``python -m debertz_desktop.net.host --game oh-hell``
with five seats (people and computers, TLS) and ``--game magistr`` with three (plain TCP;
one seat the headless client ``net.client``), whole games each.
"""

from __future__ import annotations

import re
import time

from doc_client import DocClient
from lan_support import Output, start_process, stop


def host_port(out: Output, timeout: float = 60.0) -> int:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        line = out.find("port:")
        if line is not None:
            return int(line.split()[1])
        if out.process.poll() is not None:
            break
        time.sleep(0.05)
    raise AssertionError("the host did not start:\n" + "\n".join(out.lines))


def wait_line(out: Output, prefix: str, timeout: float = 60.0) -> str:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        line = out.find(prefix)
        if line is not None:
            return line
        time.sleep(0.05)
    raise AssertionError(f"no {prefix!r}:\n" + "\n".join(out.lines))


def totals_of(line: str) -> list[int]:
    """``game over: Ann won (Host: 3, Ann: 41, …)`` → the totals, seat by seat."""
    return [int(n) for n in re.findall(r": (-?\d+)", line.split("(", 1)[1])]


def test_an_oh_hell_table_of_five_is_played_to_the_end_by_clients_of_the_document(tmp_path):
    """Three people (clients written from ``lan-protocol.md``, over TLS) and two computers:
    OH_HELL §2's whole game for five, ten deals, every row and the places the host's."""
    host = start_process("host", "--game", "oh-hell", "--players", "5",
                         "--seat", "person", "--seat", "computer:easy", "--seat", "person",
                         "--seat", "person", "--seat", "computer:easy", "--port", "0",
                         "--no-advertise", "--delay-ms", "0", "--seed", "5",
                         home=tmp_path / "host")
    out = Output(host)
    clients: list[DocClient] = []
    try:
        port = host_port(out)
        assert "(oh_hell: chert_poberi 5p)" in out.lines[0]
        clients = [DocClient(port, name, seat, tls=True, seed=seat)
                   for name, seat in (("Ann", 0), ("Bob", 2), ("Cid", 3))]
        for client in clients:
            client.start()
        for client in clients:
            client.join(180)
        line = wait_line(out, "game over")
        for client in clients:
            assert client.table["game"] == "oh_hell" and client.table["encrypted"] is True
            assert client.table["rules"]["players"] == 5 and len(client.table["seats"]) == 5
            assert [r["number"] for r in client.rows] == list(range(1, 11))
            assert client.rows[-1]["totals"] == totals_of(line)
            assert client.view["places"] is not None and client.acted > 20
            assert any(e["type"] == "bidding_closed" for e in client.events)
            assert not client.errors
    finally:
        stop(host)


def test_a_master_table_is_played_to_the_end_with_its_trumps_named_first(tmp_path):
    """MASTER §3: the trumps are named by ``act`` before the first deal (the computer names
    its own); then 24 deals.  One seat is a client of the document, one the headless
    client, one the host's computer; plain TCP."""
    host = start_process("host", "--game", "magistr", "--players", "3", "--preset", "magistr",
                         "--seat", "person", "--seat", "person", "--seat", "computer:easy",
                         "--port", "0", "--no-advertise", "--no-tls", "--delay-ms", "0",
                         "--seed", "8", home=tmp_path / "host")
    out = Output(host)
    other = None
    try:
        port = host_port(out)
        ann = DocClient(port, "Ann", 0, seed=1)
        ann.start()
        other = start_process("client", f"127.0.0.1:{port}", "--name", "Bob", "--seat", "1",
                              "--level", "random", "--no-tls", home=tmp_path / "bob")
        bob = Output(other)
        ann.join(240)
        line = wait_line(out, "game over")
        assert ann.table["game"] == "magistr" and ann.table["encrypted"] is False
        named = [e for e in ann.events if e["type"] == "action_taken"]
        assert len(named) >= 3 and all(e["action"].startswith("trump ") for e in named[:3])
        first = next(i for i, e in enumerate(ann.events) if e["type"] == "deal_started")
        assert first == 3  # no card before every trump is named
        assert [r["number"] for r in ann.rows] == list(range(1, 25))
        assert [sum(r["points"][s] for r in ann.rows) for s in range(3)] == totals_of(line)
        assert ann.view["trumps"][0] is not None and ann.view["places"] is not None
        bob_line = wait_line(bob, "game over")
        assert f"scores {ann.view['scores']}" in bob_line
        assert not ann.errors
    finally:
        for process in (other, host):
            if process is not None:
                stop(process)
