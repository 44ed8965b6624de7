"""The one reader of JSON that people hand the program: saved games, live games, settings.

Every file and text goes through :func:`read_json_file` or :func:`parse_json_text`
— the storage layer, the engine's text API (``GameRecord.from_json``,
``LiveGame.from_json``, ``record.load_game``) and the ``replay`` command alike —
so all of them accept and refuse the same things, with the same limits:

* only a regular file is opened (never a pipe that would wait for a writer, nor
  a device such as ``/dev/zero`` that never ends), and one larger than
  :data:`MAX_BYTES` is refused before it is read: a real record is a few kB;
* UTF-8, with or without a byte order mark (left by some Windows editors);
* plain JSON only: no ``NaN`` or ``Infinity``, no number longer than
  :data:`MAX_NUMBER_LENGTH` characters (Python refuses ints over 4,300 digits
  with a ``ValueError``, and they are never a game's), nothing nested deeper
  than :data:`MAX_DEPTH` (deep nesting raised ``RecursionError``), no string
  holding a lone surrogate (it could be neither printed nor saved again).

Every refusal is a :class:`JsonInputError` (a ``DebertzError``) whose
``problem`` says which rule it broke and whose message a person can read.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from enum import StrEnum
from typing import Any

from .errors import QT_TRANSLATE_NOOP, DebertzError

_ = QT_TRANSLATE_NOOP

# The largest file or text read (a saved game is a few kB; a long one under 100 kB).
MAX_BYTES = 1 << 20
# Objects and arrays inside each other (a record needs 4).
MAX_DEPTH = 32
# Characters of one number, sign and exponent included.
MAX_NUMBER_LENGTH = 40

_SURROGATE = re.compile("[\ud800-\udfff]")


class JsonProblem(StrEnum):
    MISSING = "missing"
    UNREADABLE = "unreadable"
    NOT_A_FILE = "not a file"
    TOO_LARGE = "too large"
    EMPTY = "empty"
    NOT_UTF8 = "not UTF-8"
    SYNTAX = "syntax"
    CONSTANT = "constant"
    LONG_NUMBER = "long number"
    TOO_DEEP = "too deep"
    SURROGATE = "surrogate"

    @property
    def about_the_file(self) -> bool:
        """The file itself is the problem (it is missing, unreadable, not a file, too large)."""
        return self in (JsonProblem.MISSING, JsonProblem.UNREADABLE, JsonProblem.NOT_A_FILE,
                        JsonProblem.TOO_LARGE)


_TEMPLATES = {
    JsonProblem.MISSING: _("Record", "the file does not exist"),
    JsonProblem.UNREADABLE: _("Record", "the file cannot be read: {reason}"),
    JsonProblem.NOT_A_FILE: _("Record", "not a regular file (a folder, a device or a pipe)"),
    JsonProblem.TOO_LARGE: _("Record", "too large: {size} bytes, where a saved game is at "
                             "most {limit}"),
    JsonProblem.EMPTY: _("Record", "empty"),
    JsonProblem.NOT_UTF8: _("Record", "not a text file (invalid UTF-8 at byte {offset})"),
    JsonProblem.SYNTAX: _("Record", "invalid JSON at line {line}, column {column}"),
    JsonProblem.CONSTANT: _("Record", "{token} is not a number JSON allows"),
    JsonProblem.LONG_NUMBER: _("Record", "a number too long or too large to read"),
    JsonProblem.TOO_DEEP: _("Record", "nested more than {limit} levels deep"),
    JsonProblem.SURROGATE: _("Record", "text that is not valid Unicode (a lone surrogate)"),
}


class JsonInputError(DebertzError):
    """A file or text that is not plain JSON within the limits; ``problem`` says how."""

    def __init__(self, problem: JsonProblem, **params: Any) -> None:
        super().__init__(_TEMPLATES[problem], **params)
        self.problem = problem


def read_json_file(path: str | os.PathLike[str]) -> Any:
    """The JSON value in the file at ``path``, read within the limits of this module."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise JsonInputError(JsonProblem.MISSING) from None
    except (OSError, ValueError) as error:
        raise JsonInputError(JsonProblem.UNREADABLE, reason=_reason(error)) from None
    _check_file(info)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except FileNotFoundError:
        raise JsonInputError(JsonProblem.MISSING) from None
    except OSError as error:
        raise JsonInputError(JsonProblem.UNREADABLE, reason=_reason(error)) from None
    with os.fdopen(descriptor, "rb") as file:
        _check_file(os.fstat(descriptor))  # the path may have changed since the stat
        try:
            data = file.read(MAX_BYTES + 1)
        except OSError as error:
            raise JsonInputError(JsonProblem.UNREADABLE, reason=_reason(error)) from None
    return parse_json_text(data)


def parse_json_text(data: str | bytes) -> Any:
    """The JSON value of ``data`` (UTF-8 bytes, or text), within the limits of this module."""
    if len(data) > MAX_BYTES:
        raise JsonInputError(JsonProblem.TOO_LARGE, size=str(len(data)), limit=str(MAX_BYTES))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise JsonInputError(JsonProblem.NOT_UTF8, offset=str(error.start)) from None
    else:
        text = data.removeprefix("\ufeff")
    if not text.strip():
        raise JsonInputError(JsonProblem.EMPTY)
    try:
        value = json.loads(text, parse_constant=_constant, parse_int=_int,
                           parse_float=_float)
    except json.JSONDecodeError as error:
        raise JsonInputError(JsonProblem.SYNTAX, line=str(error.lineno),
                             column=str(error.colno)) from None
    except RecursionError:
        raise JsonInputError(JsonProblem.TOO_DEEP, limit=str(MAX_DEPTH)) from None
    except JsonInputError:
        raise  # from a hook below
    except ValueError:  # a conversion the hooks did not foresee
        raise JsonInputError(JsonProblem.LONG_NUMBER) from None
    _check_value(value)
    return value


def _check_file(info: os.stat_result) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise JsonInputError(JsonProblem.NOT_A_FILE)
    if info.st_size > MAX_BYTES:
        raise JsonInputError(JsonProblem.TOO_LARGE, size=str(info.st_size),
                             limit=str(MAX_BYTES))


#: The reasons a player meets most, in his words (context ``"OsError"``; the UI translates a
#: ``reason`` parameter through it): the OS's own words ("Permission denied") are English.
NO_PERMISSION = _("OsError", "no permission")
DISK_FULL = _("OsError", "the disk is full")
NOT_FOUND = _("OsError", "not found")
READ_ONLY = _("OsError", "the disk is read-only")
DISK_ERROR = _("OsError", "the disk could not be read or written")
_OS_WORDS = {errno.EACCES: NO_PERMISSION, errno.EPERM: NO_PERMISSION,
             errno.ENOSPC: DISK_FULL, errno.ENOENT: NOT_FOUND, errno.EROFS: READ_ONLY,
             errno.EIO: DISK_ERROR}
if hasattr(errno, "EDQUOT"):
    _OS_WORDS[errno.EDQUOT] = DISK_FULL


def os_error_words(error: BaseException) -> str:
    """Why ``error`` happened, for a player: one of the texts above for the common reasons
    (in English; translated by the UI), else the OS's own words."""
    number = getattr(error, "errno", None)
    if isinstance(number, int) and number in _OS_WORDS:
        return _OS_WORDS[number]
    return getattr(error, "strerror", None) or str(error)


def _reason(error: BaseException) -> str:
    return os_error_words(error)


def _constant(token: str) -> Any:
    raise JsonInputError(JsonProblem.CONSTANT, token=token)


def _int(token: str) -> int:
    if len(token) > MAX_NUMBER_LENGTH:
        raise JsonInputError(JsonProblem.LONG_NUMBER)
    return int(token)


def _float(token: str) -> float:
    if len(token) > MAX_NUMBER_LENGTH:
        raise JsonInputError(JsonProblem.LONG_NUMBER)
    value = float(token)
    if not math.isfinite(value):  # 1e999
        raise JsonInputError(JsonProblem.LONG_NUMBER)
    return value


def _check_value(value: Any) -> None:
    """Depth and strings, without recursion (the value may be as deep as json allowed)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if not item.isascii() and _SURROGATE.search(item):
                raise JsonInputError(JsonProblem.SURROGATE)
            continue
        if not isinstance(item, dict | list):
            continue
        if depth >= MAX_DEPTH:
            raise JsonInputError(JsonProblem.TOO_DEEP, limit=str(MAX_DEPTH))
        if isinstance(item, dict):
            stack.extend((key, depth) for key in item)
            stack.extend((child, depth + 1) for child in item.values())
        else:
            stack.extend((child, depth + 1) for child in item)
