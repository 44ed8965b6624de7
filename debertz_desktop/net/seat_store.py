"""The seats this player holds at tables on the network, kept so he can rejoin.

After a crash, a closed laptop or a restart of the program, the Join dialog
offers "rejoin" for each table here; the token is the only key to the seat,
so the file stays in the per-user data folder, readable by its owner only.
A seat is forgotten when its game ends or the player leaves.  It also keeps how
many of the table's deals its person has seen summed up, so that a program
started again does not show once more a summary read before it stopped.  A
damaged file is set aside (``seats.json.broken``), never written over: the start
says so.
"""

from __future__ import annotations

import contextlib
import math
import os
import time
from dataclasses import MISSING, asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP, RecordError
from ..storage import paths
from ..storage.atomic import read_json, write_json_atomic
from ..storage.damaged_files import SetAside, set_aside
from ..storage.errors import MissingFileError, StorageError

FORMAT = "debertz-lan-seats"
#: A seat older than this is not offered any more (a table long gone).
KEEP_SECONDS = 7 * 24 * 3600
NOT_SEATS = QT_TRANSLATE_NOOP("Record", "not the seats held at network tables (no \"format\": "
                              "\"debertz-lan-seats\" with a list of \"seats\")")


@dataclass(frozen=True)
class HeldSeat:
    table_id: str
    table_name: str
    host: str
    port: int
    seat: int
    token: str
    name: str
    fingerprint: str = ""
    encrypted: bool = False
    saved: float = 0.0
    #: The table's written deals this seat's person has seen (their summaries): a rejoin
    #: sums up only those after.  ``None``: not known (a file of an older program).
    deals_seen: int | None = None


#: Each field's JSON types (``bool`` is not an ``int`` here: ``type()``, not ``isinstance``).
_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "table_id": (str,), "table_name": (str,), "host": (str,), "port": (int,), "seat": (int,),
    "token": (str,), "name": (str,), "fingerprint": (str,), "encrypted": (bool,),
    "saved": (int, float), "deals_seen": (int, type(None))}
_REQUIRED = {f.name for f in fields(HeldSeat) if f.default is MISSING}


def seats_path() -> Path:
    return paths.data_dir() / "lan" / "seats.json"


def held_seats() -> list[HeldSeat]:
    """The seats kept, newest first; a damaged file counts as none (and stays where it is
    until :func:`set_aside_damaged_seats` sets it aside)."""
    data = _read()
    items = data.get("seats") if isinstance(data, dict) else None
    now = time.time()
    seats = [_held_seat(item) for item in items] if isinstance(items, list) else []
    out = [seat for seat in seats if seat is not None and now - seat.saved < KEEP_SECONDS]
    return sorted(out, key=lambda s: s.saved, reverse=True)


def set_aside_damaged_seats() -> SetAside | None:
    """Set the file aside if it cannot be read or holds no list of seats (renamed
    ``seats.json.broken``, never deleted: ``storage.damaged_files``), so that its tokens are
    kept and no write goes over it; what was set aside, for the person to be told, or
    ``None`` (a sound file, or none)."""
    data = _read()
    return set_aside(seats_path(), data) if isinstance(data, Exception) else None


def _read() -> dict[str, Any] | StorageError | RecordError | None:
    """The file's content; ``None`` if there is none; the error if it is damaged."""
    try:
        data = read_json(seats_path())
    except MissingFileError:
        return None
    except StorageError as error:
        return error
    if data.get("format") != FORMAT or not isinstance(data.get("seats"), list):
        return RecordError(NOT_SEATS)
    return data


def _held_seat(item: Any) -> HeldSeat | None:
    """The seat of one entry of the file, or ``None`` if any field is missing or of
    the wrong type (that entry is left out; the next write drops it)."""
    if not isinstance(item, dict) or not set(item) <= _FIELD_TYPES.keys():
        return None
    for name, kind in _FIELD_TYPES.items():
        if name not in item:
            if name in _REQUIRED:
                return None
        elif type(item[name]) not in kind:
            return None
    seat = HeldSeat(**item)
    if not (0 < seat.port < 65536 and seat.seat >= 0 and math.isfinite(seat.saved)
            and (seat.deals_seen is None or seat.deals_seen >= 0)):
        return None
    return seat


def remember_seat(seat: HeldSeat) -> None:
    set_aside_damaged_seats()
    kept = [s for s in held_seats() if s.table_id != seat.table_id]
    kept.insert(0, HeldSeat(**{**asdict(seat), "saved": time.time()}))
    _write(kept)


def note_deals_seen(table_id: str, count: int) -> None:
    """The person at the seat held at ``table_id`` has seen ``count`` deals written (nothing
    if the seat is not held: forgotten at the game's end)."""
    seats = held_seats()
    if any(s.table_id == table_id and s.deals_seen != count for s in seats):
        _write([replace(s, deals_seen=count) if s.table_id == table_id else s
                for s in seats])


def forget_seat(table_id: str) -> None:
    set_aside_damaged_seats()
    kept = [s for s in held_seats() if s.table_id != table_id]
    _write(kept)


def _write(seats: list[HeldSeat]) -> None:
    path = seats_path()
    with contextlib.suppress(StorageError, OSError):
        write_json_atomic(path, {"format": FORMAT, "version": 1,
                                 "seats": [asdict(s) for s in seats]})
        if os.name == "posix":
            os.chmod(path, 0o600)
