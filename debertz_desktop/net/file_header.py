"""The head of a network game's file: its format, its version and its rules.

The host's saved table (``table_save``) and a client's score sheet
(``seat_sheet``) are read alike: another format is refused, a newer version is
said to be a newer program's, any other version is unknown.  Each file names
itself in the messages (passed in, marked for translation where they are
written).  The game records of ``engine.record`` keep their own reading: they
accept every version up to theirs.
"""

from __future__ import annotations

from typing import Any

from ..engine.debertz.rules import RuleSet
from ..engine.errors import QT_TRANSLATE_NOOP, DebertzError, RecordError

_ = QT_TRANSLATE_NOOP


def read_file_header(data: Any, file_format: str, version: int, *, not_ours: str,
                     newer: str, unknown: str) -> RuleSet:
    """The rules of the file's object ``data`` once its format and version are ``file_format``
    and ``version``; else a ``RecordError``: ``not_ours``, ``newer`` (its ``{version}`` and
    the ``{known}`` one) or ``unknown`` (its ``{version}``)."""
    if not isinstance(data, dict) or data.get("format") != file_format:
        raise RecordError(not_ours)
    found = data.get("version")
    if isinstance(found, int) and not isinstance(found, bool) and found > version:
        raise RecordError(newer, version=str(found), known=str(version))
    if found != version:
        raise RecordError(unknown, version=str(found))
    try:
        return RuleSet.from_dict(data.get("rules"))  # type: ignore[arg-type]
    except DebertzError as exc:
        raise RecordError(_("Record", "rules: {error}"), error=exc) from None
