"""The host's autosave: the whole table — seats, their tokens and the game — as JSON.

Opening it hosts the same table again: the same table id, the same seats and
tokens, the game replayed from its record (``docs/record-format.md``), so the
players rejoin their seats with the tokens they hold.  The file is the
host's secret (it holds every seat's token and every hand) and stays in the
per-user data folder.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP, DebertzError, RecordError
from ..engine.record import GameRecord
from ..engine.rules import RuleSet
from .host_table import HostTable
from .limits import Limits
from .seating import SeatKind, SeatPlan, TableConfig

_ = QT_TRANSLATE_NOOP

SAVE_FORMAT = "debertz-lan-table"
SAVE_VERSION = 1


def saved_table(table: HostTable, *, port: int | None = None) -> dict[str, Any]:
    """Everything needed to host ``table`` again (``port``: where it listened)."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "id": table.table_id,
        "name": table.config.name,
        "join_code": table.config.join_code,
        "seed": table.config.seed,
        "port": port,
        "rules": table.rules.to_dict(),
        "seats": [{"kind": s.kind.value, "name": s.name, "level": s.level, "token": s.token}
                  for s in table.seats],
        "record": GameRecord.of(table.game).to_dict() if table.game is not None else None,
    }


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
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise RecordError(_("Record", "not a hosted table (no \"format\": "
                            "\"debertz-lan-table\")"))
    if data.get("version") != SAVE_VERSION:
        raise RecordError(_("Record", "hosted table version {version}: unknown"),
                          version=str(data.get("version")))
    try:
        rules = RuleSet.from_dict(data.get("rules"))  # type: ignore[arg-type]
    except DebertzError as exc:
        raise RecordError(_("Record", "rules: {error}"), error=exc) from None
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != rules.players or not all(
            isinstance(s, dict) and s.get("kind") in set(SeatKind)
            and isinstance(s.get("name"), str) for s in seats):
        raise RecordError(_("Record", "seats: a list of {players} seats is needed"),
                          players=str(rules.players))
    plans = tuple(SeatPlan(SeatKind(s["kind"]), s["name"],
                           s.get("level") if isinstance(s.get("level"), str) else None)
                  for s in seats)
    code, seed, table_id = data.get("join_code"), data.get("seed"), data.get("id")
    try:
        config = TableConfig(str(data.get("name", "")), rules, plans,
                             join_code=code if isinstance(code, str) and code else None,
                             seed=seed if isinstance(seed, int) else 0, encrypted=encrypted,
                             limits=limits, table_id=str(table_id or ""))
    except ValueError as exc:
        raise RecordError(_("Record", "seats: {error}"), error=str(exc)) from None
    record = data.get("record")
    game = GameRecord.from_dict(record).replay() if record is not None else None
    table = HostTable(config, now=now)
    tokens = [s.get("token") if isinstance(s.get("token"), str) else None for s in seats]
    table.restore([s["name"] for s in seats], tokens, game, now)
    return table
