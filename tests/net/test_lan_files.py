"""What LAN play keeps on disk, and the headless host's command line (issue 19).

The host's TLS certificate is made once and reused (clients recognise a table
by it); a hosted table's autosave holds the whole table and goes when the game
ends; a player's seats are kept to rejoin and forgotten on request; all of it
in the per-user data folder, readable by its owner only.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys

import pytest

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net import discovery
from debertz_desktop.net.host import main as host_main
from debertz_desktop.net.host import parser, seat_plans
from debertz_desktop.net.host_table import HostTable
from debertz_desktop.net.seat_store import (
    HeldSeat,
    forget_seat,
    held_seats,
    note_deals_seen,
    remember_seat,
    seats_path,
)
from debertz_desktop.net.seating import SeatKind, SeatPlan, TableConfig
from debertz_desktop.net.table_save import (
    saved_table,
    table_autosave_path,
    unfinished_tables,
    write_table,
)
from debertz_desktop.net.tls import CERTIFICATE_FILE, KEY_FILE, ensure_identity
from debertz_desktop.storage import paths


def owner_only(path) -> bool:
    return os.name != "posix" or stat.S_IMODE(path.stat().st_mode) == 0o600


def test_the_certificate_is_made_once_and_reused(tmp_path):
    first = ensure_identity(tmp_path)
    assert (tmp_path / CERTIFICATE_FILE).exists() and owner_only(tmp_path / KEY_FILE)
    assert len(first.fingerprint) == 64
    assert ensure_identity(tmp_path) == first  # a client recognises the table after a restart
    (tmp_path / KEY_FILE).write_text("damaged")
    assert ensure_identity(tmp_path).fingerprint != first.fingerprint  # made anew, no crash


def test_a_hosted_tables_autosave_holds_the_table_and_is_offered_until_the_end():
    config = TableConfig("Friday", preset("classic", players=2),
                         (SeatPlan(SeatKind.HOST, "H"), SeatPlan(SeatKind.PERSON)))
    table = HostTable(config)
    path = table_autosave_path(table.table_id)
    assert path.is_relative_to(paths.data_dir())
    write_table(path, saved_table(table, port=47415))
    assert owner_only(path)  # every seat's token is in it
    [(found, data)] = unfinished_tables()
    assert found == path and data["name"] == "Friday" and data["port"] == 47415


def test_seats_are_kept_to_rejoin_and_forgotten():
    seat = HeldSeat("abc", "Friday", "127.0.0.20", 47415, 1, "f" * 32, "Ann", "aa" * 32, True)
    remember_seat(seat)
    remember_seat(HeldSeat("def", "Other", "127.0.0.2", 47416, 0, "e" * 32, "Ann"))
    kept = held_seats()
    assert [s.table_id for s in kept] == ["def", "abc"]  # the newest first
    assert kept[1].token == "f" * 32 and kept[1].fingerprint == "aa" * 32
    forget_seat("def")
    assert [s.table_id for s in held_seats()] == ["abc"]


def test_a_held_seat_keeps_how_many_deals_its_person_has_seen():
    """So that a program started again does not sum up again a deal read before it died."""
    remember_seat(HeldSeat("abc", "Friday", "127.0.0.20", 47415, 1, "f" * 32, "Ann"))
    remember_seat(HeldSeat("def", "Other", "127.0.0.2", 47416, 0, "e" * 32, "Ann",
                           deals_seen=4))
    assert [s.deals_seen for s in held_seats()] == [4, None]  # None: not known (older file)
    before = held_seats()
    note_deals_seen("abc", 2)
    after = held_seats()
    assert [s.deals_seen for s in after] == [4, 2]
    assert [s.saved for s in after] == [s.saved for s in before]  # the order stays
    note_deals_seen("gone", 1)  # a seat forgotten meanwhile (its game over): nothing
    assert [s.table_id for s in held_seats()] == ["def", "abc"]


@pytest.mark.parametrize("change", [
    {"deals_seen": "2"}, {"deals_seen": -1}, {"deals_seen": 1.5}, {"deals_seen": True},
    {"saved": "yesterday"}, {"saved": None}, {"saved": True}, {"port": "47415"},
    {"port": 0}, {"seat": -1}, {"seat": 1.5}, {"token": 7}, {"encrypted": "yes"},
    {"fingerprint": None}, {"extra": 1}, {"name": ["Ann"]}])
def test_a_damaged_seat_in_the_file_is_left_out_and_the_others_kept(change):
    remember_seat(HeldSeat("abc", "Friday", "127.0.0.20", 47415, 1, "f" * 32, "Ann"))
    path = seats_path()
    data = json.loads(path.read_text())
    good = data["seats"][0]
    data["seats"] = [{**good, "table_id": "bad", **change}, good, 5, None, ["abc"]]
    path.write_text(json.dumps(data))
    assert [s.table_id for s in held_seats()] == ["abc"]
    remember_seat(HeldSeat("def", "Other", "127.0.0.2", 47416, 0, "e" * 32, "Ann"))
    assert [s.table_id for s in held_seats()] == ["def", "abc"]
    assert len(json.loads(path.read_text())["seats"]) == 2  # written clean


@pytest.mark.parametrize("seats", [5, {"a": 1}, "abc", None])
def test_a_seats_file_of_the_wrong_shape_counts_as_none_and_is_set_aside_not_written_over(
        seats):
    path = seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": "debertz-lan-seats", "version": 1, "seats": seats})
    path.write_text(text)
    assert held_seats() == []
    forget_seat("abc")
    remember_seat(HeldSeat("abc", "Friday", "127.0.0.20", 47415, 1, "f" * 32, "Ann"))
    assert [s.table_id for s in held_seats()] == ["abc"]
    assert path.with_name("seats.json.broken").read_text() == text


def test_discovery_stays_on_loopback_in_the_tests():
    assert os.environ.get(discovery.LOOPBACK_VARIABLE) == "1"
    assert discovery.TableAdvert().loopback and discovery.TableBrowser().loopback


def test_the_headless_host_documents_its_options():
    out = subprocess.run([sys.executable, "-m", "debertz_desktop.net.host", "--help"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    for option in ("--preset", "--players", "--pairs", "--seat", "--port", "--join-code",
                   "--autosave", "--resume", "--no-tls", "--loopback"):
        assert option in out.stdout


def test_the_headless_host_reads_its_seats_and_refuses_nonsense(capsys, qapp):
    # qapp: host_main makes a QCoreApplication where none is; first in a test worker, it
    # would stand for the QApplication of every later widget test there, and the first
    # widget aborted the worker ("Fatal Python error: Aborted" in CardTable, seen in CI)
    args = parser().parse_args(["--seat", "person", "--seat", "computer:hard",
                                "--computer-name", "Robot"])
    plans = seat_plans(args, 2)
    assert plans == (SeatPlan(SeatKind.PERSON), SeatPlan(SeatKind.COMPUTER, "Robot", "hard"))
    for bad in (["--seat", "person"], ["--seat", "person", "--seat", "computer:genius"],
                ["--seat", "computer:easy", "--seat", "computer:easy"],
                ["--seat", "person", "--seat", "robot"]):
        with pytest.raises(ValueError):
            seat_plans(parser().parse_args(bad), 2)
    assert host_main(["--players", "3", "--seat", "person"]) == 2
    assert "error:" in capsys.readouterr().err
