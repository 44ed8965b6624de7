"""Error type of the storage layer: one ``ValueError`` whose message a player can read.

Everything that goes wrong with a file (missing, unreadable, not JSON, disk full)
reaches the caller as a ``StorageError``, so the UI catches one type and shows its
message instead of a traceback.  Messages are built from an English ``template``
and ``params``: the UI translates the template (marked below for Qt's lupdate in
context ``"Storage"``) and fills in the same parameters.
"""

from __future__ import annotations

from typing import Any

from ..engine.json_input import os_error_words


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation without importing Qt (storage is Qt-free)."""
    return text


FILE_NOT_FOUND = QT_TRANSLATE_NOOP("Storage", "{path} does not exist.")
FILE_UNREADABLE = QT_TRANSLATE_NOOP("Storage", "{path} cannot be read: {reason}.")
FILE_EMPTY = QT_TRANSLATE_NOOP("Storage", "{path} is empty.")
FILE_NOT_TEXT = QT_TRANSLATE_NOOP(
    "Storage", "{path} is not a text file (invalid UTF-8 at byte {offset}).")
FILE_NOT_JSON = QT_TRANSLATE_NOOP(
    "Storage", "{path} is not valid JSON (line {line}, column {column}).")
FILE_JSON_UNSUPPORTED = QT_TRANSLATE_NOOP("Storage", "{path} is not plain JSON: {reason}.")
FILE_NOT_REGULAR = QT_TRANSLATE_NOOP(
    "Storage", "{path} is not a file that can be opened (it is a folder, a device or a pipe).")
FILE_TOO_LARGE = QT_TRANSLATE_NOOP(
    "Storage", "{path} is too large ({size} bytes) to be a saved game or settings "
    "(at most {limit} bytes).")
FILE_NOT_OBJECT = QT_TRANSLATE_NOOP(
    "Storage", "{path} should hold a JSON object but holds a JSON {kind}.")
FILE_NOT_WRITTEN = QT_TRANSLATE_NOOP("Storage", "{path} could not be written: {reason}.")
TEXT_NOT_ENCODABLE = QT_TRANSLATE_NOOP(
    "Storage", "{path} could not be written: the text holds characters that {encoding} "
    "cannot encode.")


class StorageError(ValueError):
    """A file could not be read or written; ``str()`` is the message for the player."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)


def os_error_reason(error: OSError) -> str:
    """Why ``error`` happened, for the ``{reason}`` parameter: "no permission", "the disk is
    full", "not found", "the disk is read-only" (``json_input.os_error_words``: marked for
    translation, context ``"OsError"``), else the OS's own words."""
    return os_error_words(error)


def is_unreadable(error: BaseException) -> bool:
    """``error`` says a file could not be *read* (no permission, a disk error), not that what
    was read is damaged: the file may be perfectly good, so it is left where it is."""
    return isinstance(error, StorageError) and error.template == FILE_UNREADABLE


class MissingFileError(StorageError):
    """The file does not exist: often not a problem at all (first start, no autosave)."""
