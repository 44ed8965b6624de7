"""atomic: a write lands whole or not at all, and bad JSON gets a message, not a traceback."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from debertz_desktop.storage import atomic
from debertz_desktop.storage.atomic import (
    read_json,
    write_bytes_atomic,
    write_json_atomic,
    write_text_atomic,
)
from debertz_desktop.storage.errors import MissingFileError, StorageError

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


def leftovers(directory: Path, keep: str) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name != keep)


# --- writing -------------------------------------------------------------------


def test_write_creates_parents_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.txt"
    write_text_atomic(target, "first\n")
    write_text_atomic(target, "second\r\nline ♥\n")
    assert target.read_bytes() == "second\r\nline ♥\n".encode()
    assert leftovers(target.parent, "file.txt") == []


def test_write_json_is_readable_utf8(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    write_json_atomic(target, {"name": "Вася", "scores": [1, 2]})
    assert read_json(target) == {"name": "Вася", "scores": [1, 2]}
    assert "Вася" in target.read_text(encoding="utf-8")


@pytest.mark.parametrize("failing", ["replace", "fsync", "write"])
def test_failed_write_keeps_the_old_file_and_removes_the_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str,
) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"old contents")

    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    if failing == "write":
        real = atomic.tempfile.NamedTemporaryFile

        class HalfWriter:
            def __init__(self, **kwargs: object) -> None:
                self._file = real(**kwargs)
                self.name = self._file.name

            def __enter__(self) -> HalfWriter:
                return self

            def __exit__(self, *exc: object) -> None:
                self._file.close()

            def write(self, data: bytes) -> None:
                self._file.write(data[: len(data) // 2])
                self._file.flush()
                fail()

            def __getattr__(self, name: str) -> object:  # fileno, close: the real file's
                return getattr(self._file, name)

        monkeypatch.setattr(atomic.tempfile, "NamedTemporaryFile", HalfWriter)
    else:
        monkeypatch.setattr(atomic.os, failing, fail)

    with pytest.raises(StorageError) as caught:
        write_bytes_atomic(target, b"new contents " * 1000)
    assert str(caught.value) == f"{target} could not be written: the disk is full."
    assert target.read_bytes() == b"old contents"
    assert leftovers(tmp_path, "settings.json") == []


def test_interrupt_during_write_also_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"old")

    def interrupt(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_text_atomic(target, "new")
    assert target.read_bytes() == b"old"
    assert leftovers(tmp_path, "settings.json") == []


def test_unwritable_place_is_a_storage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("x")
    with pytest.raises(StorageError, match="could not be written"):
        write_text_atomic(blocker / "settings.json", "{}")


def test_unencodable_text_is_a_storage_error(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="cannot encode"):
        write_text_atomic(tmp_path / "x.txt", "lone \ud800 surrogate")
    assert list(tmp_path.iterdir()) == []


@posix_only
def test_existing_permissions_are_kept(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_text("old")
    target.chmod(0o640)
    write_text_atomic(target, "new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@posix_only
def test_new_file_gets_the_umask_mode(tmp_path: Path) -> None:
    previous = os.umask(0o027)
    try:
        write_text_atomic(tmp_path / "new.json", "{}")
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o640


@posix_only
def test_symlink_is_followed_not_replaced(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "settings.json"
    link.symlink_to(real)
    write_text_atomic(link, "new")
    assert link.is_symlink()
    assert real.read_text() == "new"


@posix_only
def test_file_and_directory_are_fsynced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    synced: list[bool] = []
    real_fsync = os.fsync

    def record(descriptor: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(descriptor).st_mode))
        real_fsync(descriptor)

    monkeypatch.setattr(atomic.os, "fsync", record)
    write_text_atomic(tmp_path / "x.json", "{}")
    assert synced == [False, True]


@given(st.binary(max_size=2000))
def test_any_bytes_round_trip(data: bytes) -> None:
    # The autouse tmp_path cannot serve many examples; each writes its own file.
    directory = Path(os.environ["DEBERTZ_HOME"]) / "hypothesis"
    target = directory / "blob.bin"
    write_bytes_atomic(target, data)
    assert target.read_bytes() == data
    assert leftovers(directory, "blob.bin") == []


# --- reading -------------------------------------------------------------------


def test_read_json_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "none.json"
    with pytest.raises(MissingFileError) as caught:
        read_json(path)
    assert str(caught.value) == f"{path} does not exist."
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "{path} is empty."),
        (b" \n\t", "{path} is empty."),
        (b"\xff\xfe\x00garbage", "{path} is not a text file (invalid UTF-8 at byte 0)."),
        (b'{\n  "a": 1,\n  oops\n}', "{path} is not valid JSON (line 3, column 3)."),
        (b'{"language": "ru", "deck', "{path} is not valid JSON (line 1, column 20)."),
        (b"[1, 2]", "{path} should hold a JSON object but holds a JSON array."),
        (b'"text"', "{path} should hold a JSON object but holds a JSON string."),
        (b"3.5", "{path} should hold a JSON object but holds a JSON number."),
        (b"true", "{path} should hold a JSON object but holds a JSON boolean."),
        (b"null", "{path} should hold a JSON object but holds a JSON null."),
        (b'{"a": NaN}', "{path} is not plain JSON: NaN is not a number JSON allows."),
        (b'{"a": ' + b"9" * 5000 + b"}", "{path} is not plain JSON: a number too long or too "
                                          "large to read."),
        (b"[" * 100_000, "{path} is not plain JSON: nested more than 32 levels deep."),
        (b'{"a": "\\udc00"}', "{path} is not plain JSON: text that is not valid Unicode (a "
                              "lone surrogate)."),
    ],
    ids=["empty", "blank", "garbage", "syntax", "truncated", "array", "string", "number",
         "boolean", "null", "nan", "huge-number", "deep", "surrogate"],
)
def test_read_json_names_the_file_and_the_problem(
    tmp_path: Path, content: bytes, message: str,
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(StorageError) as caught:
        read_json(path)
    error = caught.value
    assert str(error) == message.format(path=path)
    assert error.template.format(**error.params) == str(error)
    assert type(error) is StorageError


def test_read_json_directory_is_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match=r"is not a file that can be opened") as caught:
        read_json(tmp_path)
    assert str(tmp_path) in str(caught.value)


def test_read_json_accepts_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"deck": "drawn"}).encode())
    assert read_json(path) == {"deck": "drawn"}


@given(st.binary(max_size=300))
def test_read_json_never_leaks_another_exception(data: bytes) -> None:
    path = Path(os.environ["DEBERTZ_HOME"]) / "fuzz.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    try:
        value = read_json(path)
    except StorageError as error:
        assert str(path) in str(error)
    else:
        assert isinstance(value, dict)


@pytest.mark.skipif(sys.platform == "win32", reason="root-only check is POSIX")
@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root reads anything")
def test_read_json_permission_denied(tmp_path: Path) -> None:
    path = tmp_path / "locked.json"
    path.write_text("{}")
    path.chmod(0)
    with pytest.raises(StorageError, match="cannot be read: no permission"):
        read_json(path)
