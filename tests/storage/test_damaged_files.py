"""A file the program cannot read is set aside, never deleted and never written over.

One mechanism for every file read at start: the autosaves of games
(``autosaves.py``), the hosted tables' autosaves and the seats held at network
tables (``net/table_save.py``, ``net/seat_store.py``).  The damaged file is
renamed to ``<name>.broken`` with its bytes as they were, a second one beside it
to ``<name>.broken-1``, and the log says so.
"""

from __future__ import annotations

import logging

from debertz_desktop.storage.damaged_files import set_aside
from debertz_desktop.storage.errors import FILE_NOT_JSON, StorageError

CUT = b'{"format": "debertz-lan-seats", "version": 1, "seats": [{"table_id": "ab'


def not_json(path) -> StorageError:
    return StorageError(FILE_NOT_JSON, path=str(path), line=1, column=72)


def test_a_damaged_file_is_renamed_with_its_bytes_and_the_log_says_where(tmp_path, caplog):
    path = tmp_path / "seats.json"
    path.write_bytes(CUT)
    error = not_json(path)
    with caplog.at_level(logging.WARNING):
        item = set_aside(path, error)
    assert item is not None and item.error is error
    assert item.path == tmp_path / "seats.json.broken"
    assert item.path.read_bytes() == CUT and not path.exists()
    [record] = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert str(path) in record.getMessage() and str(item.path) in record.getMessage()


def test_a_file_set_aside_earlier_is_never_written_over(tmp_path):
    path = tmp_path / "seats.json"
    path.write_bytes(CUT)
    first = set_aside(path, not_json(path))
    path.write_bytes(b"{")  # damaged again, later
    second = set_aside(path, not_json(path))
    assert first is not None and second is not None
    assert second.path == tmp_path / "seats.json.broken-1"
    assert first.path.read_bytes() == CUT and second.path.read_bytes() == b"{"


def test_a_file_gone_meanwhile_is_nothing_to_report(tmp_path):
    path = tmp_path / "seats.json"  # another running copy set it aside first
    assert set_aside(path, not_json(path)) is None
