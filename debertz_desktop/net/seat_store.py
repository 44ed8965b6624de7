"""The seats this player holds at tables on the network, kept so he can rejoin.

After a crash, a closed laptop or a restart of the program, the Join dialog
offers "rejoin" for each table here; the token is the only key to the seat,
so the file stays in the per-user data folder, readable by its owner only.
A seat is forgotten when its game ends or the player leaves.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from ..storage import paths
from ..storage.atomic import read_json, write_json_atomic
from ..storage.errors import StorageError

FORMAT = "debertz-lan-seats"
#: A seat older than this is not offered any more (a table long gone).
KEEP_SECONDS = 7 * 24 * 3600


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


def seats_path() -> Path:
    return paths.data_dir() / "lan" / "seats.json"


def held_seats() -> list[HeldSeat]:
    """The seats kept, newest first; a damaged file counts as none."""
    try:
        data = read_json(seats_path())
    except (StorageError, OSError):
        return []
    out = []
    now = time.time()
    for item in data.get("seats", []) if data.get("format") == FORMAT else []:
        try:
            seat = HeldSeat(**item)
        except TypeError:
            continue
        if now - seat.saved < KEEP_SECONDS:
            out.append(seat)
    return sorted(out, key=lambda s: s.saved, reverse=True)


def remember_seat(seat: HeldSeat) -> None:
    kept = [s for s in held_seats() if s.table_id != seat.table_id]
    kept.insert(0, HeldSeat(**{**asdict(seat), "saved": time.time()}))
    _write(kept)


def forget_seat(table_id: str) -> None:
    kept = [s for s in held_seats() if s.table_id != table_id]
    _write(kept)


def _write(seats: list[HeldSeat]) -> None:
    path = seats_path()
    with contextlib.suppress(StorageError, OSError):
        write_json_atomic(path, {"format": FORMAT, "version": 1,
                                 "seats": [asdict(s) for s in seats]})
        if os.name == "posix":
            os.chmod(path, 0o600)
