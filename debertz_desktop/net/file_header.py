"""The head of a network game's file: its format, its version, its game and its rules.

The host's saved table (``table_save``) and a client's score sheet
(``seat_sheet``) are read alike: another format is refused, a newer version is
said to be a newer program's, a version below 1 is unknown.  Each file names
itself in the messages (passed in, marked for translation where they are
written).  Version 2 of both added ``"game"``: a file of another game than
Debertz says which; a Debertz file is still written as version 1 without it,
so older programs read it, and every version up to this one is read.  The game
records of ``engine.record`` keep their own reading.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP, DebertzError, RecordError
from ..engine.games import DEFAULT_GAME, game_kind, kind_of

_ = QT_TRANSLATE_NOOP

#: The version of a file that names no game (a Debertz file, as every program reads it).
DEBERTZ_VERSION = 1


def file_version(rules: Any, version: int) -> int:
    """The version a file of ``rules`` is written as: 1 for Debertz, else ``version``."""
    return DEBERTZ_VERSION if kind_of(rules).key == DEFAULT_GAME else version


def write_file_header(file_format: str, version: int, rules: Any) -> dict[str, Any]:
    """``format``, ``version``, ``game`` (but for Debertz) and ``rules``, as
    :func:`read_file_header` reads them back."""
    key = kind_of(rules).key
    header: dict[str, Any] = {"format": file_format, "version": file_version(rules, version)}
    if key != DEFAULT_GAME:
        header["game"] = key
    header["rules"] = rules.to_dict()
    return header


def read_file_header(data: Any, file_format: str, version: int, *, not_ours: str,
                     newer: str, unknown: str) -> Any:
    """The rules (of the game the file names) of the file's object ``data`` once its
    format is ``file_format`` and its version one up to ``version``; else a
    ``RecordError``: ``not_ours``, ``newer`` (its ``{version}`` and the ``{known}``
    one) or ``unknown`` (its ``{version}``)."""
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise RecordError(not_ours)
    found = data.get("version")
    if isinstance(found, int) and not isinstance(found, bool) and found > version:
        raise RecordError(newer, version=str(found), known=str(version))
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise RecordError(unknown, version=str(found))
    kind = game_kind(data.get("game", DEFAULT_GAME))
    try:
        return kind.rules_from_dict(data.get("rules"))
    except DebertzError as exc:
        raise RecordError(_("Record", "rules: {error}"), error=exc) from None
