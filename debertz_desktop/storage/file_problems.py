"""What is wrong with a game file, in a player's words (issue 23). Plain Python, no Qt.

``load_game`` refuses a bad file with an error that names the technical fault
("invalid JSON at line 2041, column 3", "actions[212]: seat 1 \"QS\": …").  A
player needs to know something else first: is it his file at all, is it cut
off, was it made by a newer program, how far does it go.  ``diagnose`` reads
the file again to say so ("This file is damaged: it ends in the middle of deal
4"); the technical message stays available as the detail.

A file cut off mid-write is read as far as it goes: the values of its first
keys and the complete items of its list of actions (a record) or deals (a
live game), then the actions are replayed up to where they stop.  Nothing is
written.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.errors import QT_TRANSLATE_NOOP, DebertzError
from ..engine.json_input import MAX_BYTES, JsonInputError, JsonProblem
from ..engine.record import FORMAT as RECORD_FORMAT
from ..engine.record import GameRecord
from ..keeper.kept_file import FORMAT as LIVE_FORMAT
from .errors import FILE_NOT_JSON, MissingFileError, StorageError
from .saved_games import SHEET_FORMAT, TABLE_FORMAT

#: Every kind of file the program writes (the "format" near the top of each).
FORMATS = (RECORD_FORMAT, LIVE_FORMAT, TABLE_FORMAT, SHEET_FORMAT)


def _(context: str, text: str) -> str:
    return QT_TRANSLATE_NOOP(context, text)


GONE = _("FileProblem", "The file {name} is no longer there: it was moved, renamed or deleted.")
UNREADABLE = _("FileProblem", "The file {name} cannot be read: this computer does not allow it, "
               "or the disk has a problem.")
NOT_A_FILE = _("FileProblem", "{name} is a folder or a device, not a saved game.")
TOO_LARGE = _("FileProblem", "This file is far too large to be a saved game: it is not a "
              "Debertz file.")
EMPTY = _("FileProblem", "This file is empty: nothing was saved in it (the saving may have "
          "been interrupted).")
NOT_OURS = _("FileProblem", "This is not a Debertz game file.")
NEWER = _("FileProblem", "This game was saved by a newer version of Debertz Desktop. Update "
          "the program to open it.")
CUT_IN_DEAL = _("FileProblem", "This file is damaged: it ends in the middle of deal {deal}.")
CUT_BEFORE_PLAY = _("FileProblem", "This file is damaged: it ends before the first deal "
                    "was played.")
CUT_AFTER_DEALS = _("FileProblem", "This file is damaged: it ends after deal {deal}, "
                    "in the middle of the next one.")
CUT_OFF = _("FileProblem", "This file is damaged: its end is cut off.")
CHANGED = _("FileProblem", "This file is damaged: it was changed, by hand or by another "
            "program, near line {line}.")
BAD_MOVE = _("FileProblem", "This file is damaged: in deal {deal} it holds a move the rules "
             "saved with it do not allow, so the game cannot be rebuilt.")
UNREADABLE_MOVE = _("FileProblem", "This file is damaged: a move in deal {deal} cannot be read, "
                    "so the game cannot be rebuilt.")
BAD_DEAL = _("FileProblem", "This file is damaged: deal {deal} as written in it is not "
             "possible under its rules.")
DAMAGED = _("FileProblem", "This file is damaged: part of it is missing or wrong, so the game "
            "cannot be rebuilt.")
SHEET_DAMAGED = _("FileProblem", "This file is damaged: part of it is missing or wrong, so the "
                  "score sheet cannot be shown.")


@dataclass(frozen=True)
class FileProblem:
    """A player's sentence about a file (``template`` in context ``"FileProblem"``)."""

    template: str
    params: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.template.format(**self.params)


def diagnose(path: str | os.PathLike[str], error: BaseException) -> FileProblem:
    """What a player should be told first about ``error``, raised loading ``path``."""
    name = Path(path).name
    problem = _problem_of(error)
    if isinstance(error, MissingFileError) or problem is JsonProblem.MISSING:
        return FileProblem(GONE, {"name": name})
    if problem is JsonProblem.UNREADABLE:
        return FileProblem(UNREADABLE, {"name": name})
    if problem is JsonProblem.NOT_A_FILE:
        return FileProblem(NOT_A_FILE, {"name": name})
    if problem is JsonProblem.TOO_LARGE:
        return FileProblem(TOO_LARGE)
    if problem is JsonProblem.EMPTY:
        return FileProblem(EMPTY)
    text = _read_text(path)
    if text is None:
        return FileProblem(DAMAGED)
    kind = _format_of(text)
    if problem is JsonProblem.SYNTAX or (isinstance(error, StorageError)
                                         and error.template == FILE_NOT_JSON):
        if kind is None:
            return FileProblem(NOT_OURS)
        return _syntax_problem(text, kind)
    if problem is not None or kind is None:
        return FileProblem(NOT_OURS if kind is None else DAMAGED)
    params = getattr(error, "params", {})
    if "known" in params:  # "version N: made by a newer Debertz Desktop"
        return FileProblem(NEWER)
    if kind == SHEET_FORMAT:
        return FileProblem(SHEET_DAMAGED)
    template = getattr(error, "template", "")
    if kind == RECORD_FORMAT and "index" in params and template.startswith("actions["):
        deal = _deal_of_action(json.loads(text), int(params["index"]))
        if deal is not None:
            return FileProblem(BAD_MOVE if "seat" in params else UNREADABLE_MOVE,
                               {"deal": str(deal)})
    if kind == LIVE_FORMAT and "index" in params:
        return FileProblem(BAD_DEAL, {"deal": str(int(params["index"]) + 1)})
    return FileProblem(DAMAGED)


def _problem_of(error: BaseException) -> JsonProblem | None:
    """The reader's problem, found through the errors that wrap it."""
    seen: BaseException | None = error
    for _depth in range(6):
        if seen is None:
            return None
        if isinstance(seen, JsonInputError):
            return seen.problem
        inner = seen.__cause__
        if inner is None:
            inner = next((v for v in getattr(seen, "params", {}).values()
                          if isinstance(v, BaseException)), None)
        seen = inner
    return None


def _read_text(path: str | os.PathLike[str]) -> str | None:
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_BYTES + 1)
    except OSError:
        return None
    if len(raw) > MAX_BYTES:
        return None
    return raw.decode("utf-8-sig", errors="replace")


def _format_of(text: str) -> str | None:
    """One of ``FORMATS`` (``"debertz-record"``…) if the text says it is one, else ``None``."""
    value = _salvage_value(text, "format")
    if value not in FORMATS:  # another layout: look for it near the top
        found = _FORMAT.search(text[:4096])
        value = found.group(1) if found else None
    return value


def _syntax_problem(text: str, kind: str) -> FileProblem:
    """A file of ours that is not JSON: cut off (how far it goes), or changed somewhere."""
    try:
        json.loads(text)
    except json.JSONDecodeError as error:
        rest = text[error.pos:]
        cut = (not rest.strip()
               or (error.msg.startswith("Unterminated string") and "\n" not in rest)
               or any(word.startswith(rest) for word in ("true", "false", "null")))  # "fals"
        if not cut:
            return FileProblem(CHANGED, {"line": str(error.lineno)})
    if kind not in (RECORD_FORMAT, LIVE_FORMAT):  # a table or a sheet: no deals to count
        return FileProblem(CUT_OFF)
    if kind == LIVE_FORMAT:
        deals = _salvage_list(text, "deals")
        if deals is None:
            return FileProblem(CUT_OFF)
        if not deals:
            return FileProblem(CUT_BEFORE_PLAY)
        return FileProblem(CUT_AFTER_DEALS, {"deal": str(len(deals))})
    deal = _deal_where_cut(text)
    if deal is None:
        return FileProblem(CUT_OFF)
    if deal == 0:
        return FileProblem(CUT_BEFORE_PLAY)
    return FileProblem(CUT_IN_DEAL, {"deal": str(deal)})


def _deal_where_cut(text: str) -> int | None:
    """The deal a cut-off record was in when its actions stop; 0 before any; ``None``: unknown."""
    header = {key: _salvage_value(text, key) for key in ("format", "version", "game", "rules",
                                                          "seats", "seed", "deals")}
    actions = _salvage_list(text, "actions")
    optional = ("seed", "game")  # a Debertz record names no game
    if actions is None or any(value is None for key, value in header.items()
                              if key not in optional):
        return None
    header["actions"] = []
    for key in optional:
        if header[key] is None:
            del header[key]
    try:
        record = GameRecord.from_dict(header)
        game = record.replay()
    except DebertzError:
        return None
    if not actions:
        return 0
    for item in actions:
        try:
            game.apply(item[0], record.kind.parse_action(item[1]))
        except (DebertzError, TypeError, IndexError):
            break
    if game.is_over:
        return None
    return game.deal.number


def _deal_of_action(data: dict[str, Any], index: int) -> int | None:
    """The deal in which action ``index`` of a record is refused."""
    try:
        record = GameRecord.from_dict({**data, "actions": []})
        game = record.replay()
        for seat, text in data["actions"][:index]:
            game.apply(seat, record.kind.parse_action(text))
    except (DebertzError, TypeError, ValueError, KeyError):
        return None
    return game.deal.number


# -- reading a cut-off file as far as it goes ------------------------------------------------

_DECODER = json.JSONDecoder()
_FORMAT = re.compile('"format"\\s*:\\s*"(' + "|".join(map(re.escape, FORMATS)) + ')"')


def _top_level_start(text: str, key: str) -> int | None:
    """Where the value of the top-level ``key`` starts, in the program's own layout
    (one space of indent for the top level), or ``None``."""
    marker = f'\n "{key}":'
    at = text.find(marker)
    if at < 0:
        return None
    at += len(marker)
    while at < len(text) and text[at] in " \t\r\n":
        at += 1
    return at


def _salvage_value(text: str, key: str) -> Any:
    start = _top_level_start(text, key)
    if start is None:
        return None
    try:
        value, _end = _DECODER.raw_decode(text, start)
    except (json.JSONDecodeError, RecursionError):
        return None
    return value


def _salvage_list(text: str, key: str) -> list[Any] | None:
    """The complete items of the list under the top-level ``key``, as far as the text goes."""
    at = _top_level_start(text, key)
    if at is None or at >= len(text) or text[at] != "[":
        return None
    items: list[Any] = []
    at += 1
    while True:
        while at < len(text) and text[at] in " \t\r\n,":
            at += 1
        if at >= len(text) or text[at] == "]":
            return items
        try:
            item, at = _DECODER.raw_decode(text, at)
        except (json.JSONDecodeError, RecursionError):
            return items
        items.append(item)
