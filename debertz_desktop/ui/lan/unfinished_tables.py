"""The tables this copy hosted and did not finish: offered to host again.

The host's table autosaves (``net.table_save``); a table whose game was under
way when it closed is offered on the next start and in Game → Play on the
network → Host again.  A lobby that never started is not.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ...engine.games import DEFAULT_GAME
from .texts import game_name

translate = QCoreApplication.translate


def unfinished_tables() -> list[tuple[Path, dict]]:
    """The autosaves of tables whose game was under way, newest first (none if unreadable)."""
    try:
        from ...net.table_save import unfinished_tables as saved_tables
    except ImportError:
        return []
    try:
        found = saved_tables()
    except OSError:
        return []
    return [(path, data) for path, data in found if data.get("record") is not None]


def describe_saved_table(data: dict) -> str:
    """"«Friday» (Ann, Bob, Host), game under way — Oh Hell" for Host again and its
    questions."""
    seats, name = data.get("seats"), data.get("name")  # an autosave not checked yet
    names = [s["name"] for s in seats if isinstance(s, dict) and isinstance(s.get("name"), str)
             ] if isinstance(seats, list) else []
    record = data.get("record")
    text = translate("Lan", "«{name}» ({names})").format(
        name=name if isinstance(name, str) else "", names=", ".join(n for n in names if n))
    text += ", " + (translate("Lan", "game under way") if isinstance(record, dict)
                    else translate("Lan", "not started"))
    game = data.get("game")  # a Debertz table's file names no game
    return f"{text} — {game_name(game if isinstance(game, str) else DEFAULT_GAME)}"
