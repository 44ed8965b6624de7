"""A damaged LAN file is set aside with its bytes, as a damaged game autosave is, not skipped.

A hosted table's autosave cut off (a disk full, a copy stopped half-way) was
passed over without a word: no offer to host it again, *Host again* greyed and
the file left where it was.  A damaged ``seats.json`` counted as none, and the
next seat taken wrote over it: the token of a seat held at another's table was
gone.  Now each is renamed to ``….broken`` (``storage/damaged_files.py``) and
reported once; the intact files beside it are offered as before.
"""

from __future__ import annotations

import json

from hosted_tables import autosaved, cut_in_half, magistr_table_in_deal_2

from debertz_desktop.net.seat_store import (
    HeldSeat,
    forget_seat,
    held_seats,
    remember_seat,
    seats_path,
    set_aside_damaged_seats,
)
from debertz_desktop.net.table_save import (
    set_aside_damaged_tables,
    unfinished_tables,
)
from debertz_desktop.storage.errors import StorageError


def test_a_cut_table_autosave_is_set_aside_with_its_bytes_and_the_intact_one_still_offered():
    damaged = autosaved(magistr_table_in_deal_2("Friday", 5))
    intact = autosaved(magistr_table_in_deal_2("Saturday", 6))
    kept = cut_in_half(damaged)
    [item] = set_aside_damaged_tables()
    assert isinstance(item.error, StorageError)
    assert item.path is not None and item.path.read_bytes() == kept and not damaged.exists()
    assert [path for path, _data in unfinished_tables()] == [intact]
    assert set_aside_damaged_tables() == []  # reported once
    assert item.path.read_bytes() == kept


def test_a_table_file_that_is_not_a_hosted_table_is_set_aside_too():
    path = autosaved(magistr_table_in_deal_2("Friday", 5))
    path.write_text(json.dumps({"format": "something-else"}))
    [item] = set_aside_damaged_tables()
    assert item.path is not None and json.loads(item.path.read_text()) == {
        "format": "something-else"}
    assert unfinished_tables() == []


def test_listing_the_tables_moves_nothing():
    """Game → Play on the network → Host again lists the tables: a damaged one is not listed
    and stays where it is until the start's check sets it aside and says so."""
    path = autosaved(magistr_table_in_deal_2("Friday", 5))
    kept = cut_in_half(path)
    assert unfinished_tables() == []
    assert path.read_bytes() == kept


def held(table_id: str) -> HeldSeat:
    return HeldSeat(table_id, "Friday", "127.0.0.20", 47415, 1, "f" * 32, "Ann")


def test_a_cut_seats_file_is_set_aside_with_its_bytes_once():
    remember_seat(held("abc"))
    remember_seat(held("def"))
    kept = cut_in_half(seats_path())
    item = set_aside_damaged_seats()
    assert item is not None and isinstance(item.error, StorageError)
    assert item.path is not None and item.path.read_bytes() == kept
    assert not seats_path().exists() and held_seats() == []
    assert set_aside_damaged_seats() is None  # reported once
    assert b'"table_id": "def"' in item.path.read_bytes()  # the newest seat, kept in it


def test_a_seat_taken_after_the_seats_file_was_damaged_writes_over_nothing():
    remember_seat(held("abc"))
    kept = cut_in_half(seats_path())
    remember_seat(held("def"))  # no check at start (the program was opened on a file)
    assert [s.table_id for s in held_seats()] == ["def"]
    [aside] = list(seats_path().parent.glob("seats.json.broken*"))
    assert aside.read_bytes() == kept
    cut_in_half(seats_path())  # damaged again
    forget_seat("def")
    assert sorted(p.name for p in seats_path().parent.glob("seats.json.broken*")) == [
        "seats.json.broken", "seats.json.broken-1"]
    assert aside.read_bytes() == kept  # the first copy set aside is not written over


def test_a_sound_or_absent_seats_file_is_left_alone():
    assert set_aside_damaged_seats() is None
    remember_seat(held("abc"))
    assert set_aside_damaged_seats() is None
    assert [s.table_id for s in held_seats()] == ["abc"]
