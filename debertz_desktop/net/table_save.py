"""The host's autosave: the whole table — seats, their tokens and the game — as JSON.

Opening it hosts the same table again: the same table id, the same seats and
tokens, the game (any game: the file names it, as ``file_header`` writes it)
replayed from its record (``docs/record-format.md``), so the players rejoin
their seats with the tokens they hold.  The file is the
host's secret (it holds every seat's token and every hand): the autosave stays
in the per-user data folder, and a copy the host saves himself (Game → Save,
a ``.debertz`` file of its own) is readable by him alone.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP, RecordError
from ..engine.games import kind_of
from ..engine.record import GameRecord
from ..storage import paths
from ..storage.atomic import read_json, write_json_atomic
from ..storage.damaged_files import SetAside, set_aside
from ..storage.errors import MissingFileError, StorageError
from ..storage.saved_games import TABLE_FORMAT
from .file_header import read_file_header, write_file_header
from .host_parts import SaidLine, TableSeat
from .host_table import HostTable
from .limits import Limits
from .seating import SeatKind, SeatPlan, TableConfig

_ = QT_TRANSLATE_NOOP

SAVE_FORMAT = TABLE_FORMAT
#: Version 2 added ``"game"`` (a table of another game than Debertz); a Debertz table is
#: still written as version 1, which every version reads.
SAVE_VERSION = 2
_KINDS = frozenset(SeatKind)
NOT_A_TABLE = _("Record", "not a hosted table (no \"format\": \"debertz-lan-table\")")


def saved_table(table: HostTable, *, port: int | None = None) -> dict[str, Any]:
    """Everything needed to host ``table`` again (``port``: where it listened)."""
    header = write_file_header(SAVE_FORMAT, SAVE_VERSION, table.rules)
    rules = header.pop("rules")
    return {
        **header,
        "id": table.table_id,
        "name": table.config.name,
        "join_code": table.config.join_code,
        "seed": table.config.seed,
        "port": port,
        "rules": rules,
        "seats": [_saved_seat(s) for s in table.seats],
        "record": GameRecord.of(table.game).to_dict() if table.game is not None else None,
        "chat": [vars(line) for line in table.chat],
    }


def _saved_seat(seat: TableSeat) -> dict[str, Any]:
    """A seat as the file keeps it; ``left`` only where its person left on purpose (a key
    older programs do not write, read as "not left")."""
    saved = {"kind": seat.kind.value, "name": seat.name, "level": seat.level,
             "token": seat.token}
    if seat.left and seat.conn is None:
        saved["left"] = True
    return saved


def saved_port(data: Any) -> int | None:
    port = data.get("port") if isinstance(data, dict) else None
    return port if isinstance(port, int) and 0 < port < 65536 else None


def table_from_saved(data: Any, now: float, *, encrypted: bool = False,
                     limits: Limits | None = None) -> HostTable:
    """The table of an autosave; its people have ``Limits.resume_grace`` seconds to rejoin.

    A file that is not a hosted table, or whose game does not replay, raises a
    :class:`RecordError` that names the problem.
    """
    limits = limits or Limits()
    rules = read_file_header(
        data, SAVE_FORMAT, SAVE_VERSION,
        not_ours=NOT_A_TABLE,
        newer=_("Record", "hosted table version {version}: made by a newer Debertz Desktop "
                "(this one reads version {known})"),
        unknown=_("Record", "hosted table version {version}: unknown"))
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != rules.players or not all(
            isinstance(s, dict) and isinstance(s.get("kind"), str) and s["kind"] in _KINDS
            and isinstance(s.get("name"), str) for s in seats):
        raise RecordError(_("Record", "seats: a list of {players} seats is needed"),
                          players=str(rules.players))
    plans = tuple(SeatPlan(SeatKind(s["kind"]), s["name"],
                           s.get("level") if isinstance(s.get("level"), str) else None)
                  for s in seats)
    name, code, seed, table_id = (data.get(key) for key in ("name", "join_code", "seed", "id"))
    try:
        config = TableConfig(name if isinstance(name, str) else "", rules, plans,
                             join_code=code if isinstance(code, str) and code else None,
                             seed=seed if type(seed) is int else 0, encrypted=encrypted,
                             limits=limits, table_id=table_id if isinstance(table_id, str) else "")
    except ValueError as exc:
        raise RecordError(_("Record", "seats: {error}"), error=str(exc)) from None
    record = data.get("record")
    game = GameRecord.from_dict(record).replay() if record is not None else None
    if game is not None and kind_of(game.rules) is not config.kind:
        raise RecordError(_("Record", "record: a game of {game} is needed"),
                          game=config.kind.key)
    table = HostTable(config, now=now)
    tokens = [s.get("token") if isinstance(s.get("token"), str) else None for s in seats]
    chat = _saved_chat(data.get("chat"), rules.players)
    table.restore([s["name"] for s in seats], tokens, game, now, chat,
                  left=[s.get("left") is True for s in seats])
    return table


def _saved_chat(lines: Any, players: int) -> list[SaidLine]:
    """The chat kept with the table; a damaged line is left out (it costs no game)."""
    def sound(line: Any) -> bool:
        return isinstance(line, dict) and set(line) == _CHAT_KEYS \
            and type(line["n"]) is int and type(line["seat"]) is int \
            and 0 <= line["seat"] < players and isinstance(line["name"], str) \
            and isinstance(line["text"], str) and type(line["at"]) in (int, float)

    return [SaidLine(**line) for line in lines if sound(line)] if isinstance(lines, list) else []


_CHAT_KEYS = {"n", "seat", "name", "text", "at"}


# -- where hosted tables are kept ------------------------------------------------------------


def tables_dir() -> Path:
    """The autosaves of hosted tables (one file per table, removed when its game ends)."""
    return paths.data_dir() / "lan" / "tables"


def table_autosave_path(table_id: str) -> Path:
    safe = "".join(ch for ch in table_id if ch.isalnum())[:32] or "table"
    return tables_dir() / f"{safe}.json"


def write_table(path: Path, data: dict[str, Any]) -> None:
    write_json_atomic(path, data)
    if os.name == "posix":  # it holds every seat's token and every hand
        with contextlib.suppress(OSError):
            os.chmod(path, 0o600)


def read_table(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A hosted table's file (``StorageError`` names what is wrong with the file itself)."""
    return read_json(path)


def unfinished_tables() -> list[tuple[Path, dict[str, Any]]]:
    """Hosted tables whose game is not over, newest first (to offer "host it again").

    A file that cannot be read is not listed, and left where it is: the start's
    check (:func:`set_aside_damaged_tables`) sets it aside and the person is told.
    """
    return [(path, data) for path, data in _table_files() if not isinstance(data, Exception)]


def set_aside_damaged_tables() -> list[SetAside]:
    """Set aside every hosted table's autosave that cannot be read or is not a hosted table
    (renamed ``….broken``, never deleted: ``storage.damaged_files``), as a damaged game
    autosave is; those set aside, for the person to be told once."""
    found = (set_aside(path, data) for path, data in _table_files()
             if isinstance(data, Exception))
    return [item for item in found if item is not None]


def _table_files() -> list[tuple[Path, dict[str, Any] | StorageError | RecordError]]:
    """Each file of :func:`tables_dir`, newest first: its table, or why it holds none."""
    dated = []
    for path in tables_dir().glob("*.json"):
        with contextlib.suppress(OSError):  # gone meanwhile
            dated.append((path.stat().st_mtime, path))
    found: list[tuple[Path, dict[str, Any] | StorageError | RecordError]] = []
    for _time, path in sorted(dated, reverse=True):
        try:
            data = read_table(path)
        except MissingFileError:
            continue  # its game ended meanwhile, or another running copy set it aside
        except StorageError as error:
            found.append((path, error))
            continue
        found.append((path, data if data.get("format") == SAVE_FORMAT
                      else RecordError(NOT_A_TABLE)))
    return found
