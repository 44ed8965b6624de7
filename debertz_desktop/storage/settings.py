"""The application settings: a typed, validated value and the file it lives in.

``AppSettings`` is a frozen dataclass so the UI can pass it around and compare
it without copies going stale; changing a setting means ``dataclasses.replace``.
Every field checks and normalises its value on creation, and the same checks
decide, field by field, what to keep from a settings file.

``SettingsStore.load`` never fails: a missing file gives the defaults; a damaged
one (garbage, cut off mid-write, wrong types) gives the defaults for what is bad
and a warning for the player, and the bad file is renamed to
``settings.json.corrupt-YYYYmmdd-HHMMSS`` first, so it is never lost or
overwritten.  Two files are left exactly as they are, and never saved over
during the session (the player is told, and the settings he changes last
until he quits): one written by a newer version (this one reads what it knows
of it), and one that cannot be read at all (no permission, a disk error) —
nothing may be wrong with it, so it is not "damaged" and not renamed; the
defaults are used.  Keys this version does not know are written back as they
were.
The rule set is kept as an opaque JSON object: storage does not import the engine.
A deck is remembered only once the player chooses one; until then (``deck = None``)
the table shows the deck whose indices are in the interface language.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import copy
import dataclasses
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from . import paths
from .atomic import read_json, write_json_atomic
from .damaged_files import keep_aside
from .errors import (
    QT_TRANSLATE_NOOP,
    MissingFileError,
    StorageError,
    is_unreadable,
    os_error_reason,
)

#: Written into the file; raise it when a field changes meaning.
#: 2: ``deck`` is written only when the player chose one (version 1 always wrote it).
SETTINGS_VERSION = 2
RECENT_FILES_MAX = 10

SETTINGS_RESET = QT_TRANSLATE_NOOP(
    "Storage", "The settings could not be read: {problem} Default settings are used; "
    "the damaged file was kept as {backup}.")
SETTINGS_RESET_NOT_KEPT = QT_TRANSLATE_NOOP(
    "Storage", "The settings could not be read: {problem} Default settings are used. "
    "The damaged file could not be kept aside ({reason}), so the settings will not be "
    "saved over it.")
SETTINGS_FIELDS_RESET = QT_TRANSLATE_NOOP(
    "Storage", "Some settings in {path} were not valid and were reset to their defaults: "
    "{fields}. The original file was kept as {backup}.")
SETTINGS_FIELDS_RESET_NOT_KEPT = QT_TRANSLATE_NOOP(
    "Storage", "Some settings in {path} were not valid and were reset to their defaults: "
    "{fields}. The original file could not be kept aside ({reason}), so the settings "
    "will not be saved over it.")
SETTINGS_NEWER = QT_TRANSLATE_NOOP(
    "Storage", "{path} was written by a newer version of Debertz Desktop (settings version "
    "{version}). This version uses the settings it knows and leaves the file as it is: "
    "settings changed here last until you quit.")
SETTINGS_CANNOT_READ = QT_TRANSLATE_NOOP(
    "Storage", "{path} cannot be read ({reason}). Default settings are used; the file is "
    "left as it is, and settings changed here last until you quit.")
SETTINGS_NOT_SAVED_NEWER = QT_TRANSLATE_NOOP(
    "Storage", "The settings were not saved: {path} was written by a newer version of "
    "Debertz Desktop, and this version does not write over it. They are used until you quit.")
SETTINGS_NOT_SAVED_UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage", "The settings were not saved: {path} could not be read ({reason}), so it is "
    "not written over. They are used until you quit.")
SETTINGS_NOT_SAVED = QT_TRANSLATE_NOOP(
    "Storage", "The settings were not saved: the damaged file {path} could not be kept "
    "aside ({reason}).")


class Language(StrEnum):
    SYSTEM = "system"
    EN = "en"
    RU = "ru"


class Deck(StrEnum):
    ATLASNYE_RU = "atlasnye_ru"
    ATLASNYE = "atlasnye"
    DRAWN = "drawn"


#: What version 1 wrote for a player who never chose a deck.
_VERSION_1_DEFAULT_DECK = Deck.ATLASNYE_RU


class AnimationSpeed(StrEnum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


@dataclass(frozen=True, kw_only=True)
class AppSettings:
    """Everything the application remembers between runs.

    Strings are accepted for the enum fields and any sequence for the list
    fields; they are stored as enum members and tuples.  A bad value raises
    ``ValueError`` naming the field.
    """

    language: Language = Language.SYSTEM
    #: The deck the player chose, or ``None``: the deck whose indices are in the interface
    #: language (``card_faces.default_deck``), so it follows a change of language.
    deck: Deck | None = None
    four_colour: bool = False
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    highlight_legal: bool = True
    confirm_play: bool = False
    #: Hints and undo off.
    tournament_mode: bool = False
    #: Play on the network on this computer only: tables are hosted and looked for on
    #: 127.0.0.1, never on the network (to try it out; ``DEBERTZ_LAN_LOOPBACK`` forces it).
    lan_loopback: bool = False
    #: ``QWidget.saveGeometry()`` as base64, or ``None`` before the first close.
    window_geometry: str | None = None
    #: ``QMainWindow.saveState()`` (the score-sheet dock) as base64, or ``None``.
    window_state: str | None = None
    #: The folder the score sheet was last exported to (PDF, CSV), or ``None``.
    export_folder: str | None = None
    #: The game of the last new game (``engine/games.py``'s keys); an unknown one reads as
    #: Debertz.
    last_game: str = "debertz"
    #: Debertz's last table, preset and custom rules (the fields of version 1).
    last_players: int = 3
    last_preset: str = "classic"
    #: The last custom rule set as the engine's JSON object, or ``None``.
    last_rules: dict[str, Any] | None = field(default=None, hash=False)
    #: The other games' last set-ups by game: ``{"players": 5, "preset": "chert_poberi",
    #: "rules": {…} or null, "levels": ["hard", …]}`` (see ``GameSetup``).
    game_setups: dict[str, dict[str, Any]] = field(default_factory=dict, hash=False)
    #: The person's own name; "" is the default name in the current language ("You").
    player_name: str = ""
    #: The computer players' names by number (Computer 1, 2, 3); "" is the default name.
    computer_names: tuple[str, ...] = ()
    last_levels: tuple[str, ...] = ()
    #: Most recent first, at most ``RECENT_FILES_MAX``, no duplicates.
    recent_files: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name, parse in _FIELD_PARSERS.items():
            try:
                value = parse(getattr(self, name))
            except ValueError as error:
                raise ValueError(f"AppSettings.{name}: {error}") from None
            object.__setattr__(self, name, value)

    def add_recent(self, path: str | os.PathLike[str]) -> AppSettings:
        """A copy with ``path`` (made absolute) first in ``recent_files``.

        An earlier entry for the same file is dropped and the list is cut to
        ``RECENT_FILES_MAX``.
        """
        new = os.path.abspath(os.fspath(path))
        return dataclasses.replace(self, recent_files=(new, *self.recent_files))

    def to_json(self) -> dict[str, Any]:
        """The settings file's object: plain JSON types and a ``version``."""
        data: dict[str, Any] = {"version": SETTINGS_VERSION}
        for item in dataclasses.fields(self):
            value = getattr(self, item.name)
            if item.name == "deck" and value is None:
                continue  # never chosen: nothing to remember
            if isinstance(value, StrEnum):
                value = value.value
            elif isinstance(value, tuple):
                value = list(value)
            data[item.name] = copy.deepcopy(value)
        return data


@dataclass(frozen=True)
class LoadResult:
    """The settings to use, and what to tell the player about the file, if anything.

    ``warning`` is the English message.  To translate it, translate
    ``warning_template`` (context ``"Storage"``) and format it with
    ``warning_params``; the ``problem`` parameter is the message of ``cause``,
    which can be translated the same way from its ``template`` and ``params``.
    """

    settings: AppSettings
    warning_template: str | None = None
    warning_params: Mapping[str, str] = field(default_factory=dict)
    cause: StorageError | None = None
    #: Where the damaged file was moved, if it was.
    backup_path: Path | None = None

    @property
    def warning(self) -> str | None:
        if self.warning_template is None:
            return None
        return self.warning_template.format(**self.warning_params)


class SettingsStore:
    """Loads and saves ``AppSettings`` in one JSON file (by default ``paths.settings_path()``)."""

    def __init__(
        self, path: str | os.PathLike[str] | None = None, *,
        clock: Callable[[], datetime] = datetime.now,
    ) -> None:
        self.path = Path(path) if path is not None else paths.settings_path()
        self._clock = clock
        # A damaged file that could not be renamed: saving must not replace it.
        self._damaged_in_place = False
        # A file left as it is (a newer version's, or one that cannot be read): why saving
        # must not replace it (a ``StorageError`` for ``save``), or None.
        self._left_alone: StorageError | None = None
        # Keys of the file this version does not know (a newer version's): saved back as read.
        self._unknown: dict[str, Any] = {}

    def load(self) -> LoadResult:
        """The saved settings; never raises for a bad file (see the module docstring)."""
        try:
            data = read_json(self.path)
        except MissingFileError:
            return LoadResult(AppSettings())
        except StorageError as error:
            if is_unreadable(error):
                return self._cannot_read(error)
            return self._reset(error)
        self._unknown = {key: copy.deepcopy(value) for key, value in data.items()
                         if key != "version" and key not in _FIELD_PARSERS}
        settings, invalid = _parse_settings(data)
        version = data.get("version")
        if type(version) is int and version > SETTINGS_VERSION:
            return self._newer(settings, version)
        if not invalid:
            return LoadResult(settings)
        return self._reset_fields(settings, invalid)

    def save(self, settings: AppSettings) -> None:
        """Writes ``settings`` atomically; raises ``StorageError`` if it cannot, or must not
        (a file left as it is: a newer version's, or one that could not be read)."""
        if self._left_alone is not None:
            raise self._left_alone
        if self._damaged_in_place:
            try:
                self._keep_aside()
            except FileNotFoundError:
                pass
            except OSError as error:
                raise StorageError(
                    SETTINGS_NOT_SAVED, path=str(self.path), reason=os_error_reason(error),
                ) from error
            self._damaged_in_place = False
        write_json_atomic(self.path, {**self._unknown, **settings.to_json()})

    def _newer(self, settings: AppSettings, version: int) -> LoadResult:
        """A newer version's file: used for what this version knows, never written over."""
        params = {"path": str(self.path), "version": str(version)}
        self._left_alone = StorageError(SETTINGS_NOT_SAVED_NEWER, path=str(self.path))
        return LoadResult(settings, SETTINGS_NEWER, params)

    def _cannot_read(self, cause: StorageError) -> LoadResult:
        """A file that cannot be read (no permission): not damaged, so neither renamed nor
        written over; the defaults meanwhile."""
        params = {"path": str(self.path), "reason": str(cause.params.get("reason", ""))}
        self._left_alone = StorageError(SETTINGS_NOT_SAVED_UNREADABLE, **params)
        return LoadResult(AppSettings(), SETTINGS_CANNOT_READ, params, cause)

    def _reset(self, cause: StorageError) -> LoadResult:
        params = {"problem": str(cause)}
        try:
            backup = self._keep_aside()
        except OSError as error:
            self._damaged_in_place = True
            return LoadResult(
                AppSettings(), SETTINGS_RESET_NOT_KEPT,
                {**params, "reason": os_error_reason(error)}, cause,
            )
        return LoadResult(
            AppSettings(), SETTINGS_RESET, {**params, "backup": str(backup)}, cause, backup,
        )

    def _reset_fields(self, settings: AppSettings, invalid: list[str]) -> LoadResult:
        params = {"path": str(self.path), "fields": ", ".join(invalid)}
        try:
            backup = self._keep_aside()
        except OSError as error:
            self._damaged_in_place = True
            return LoadResult(
                settings, SETTINGS_FIELDS_RESET_NOT_KEPT,
                {**params, "reason": os_error_reason(error)},
            )
        with contextlib.suppress(StorageError):
            # The good fields survive even if the application is closed without saving.
            self.save(settings)
        return LoadResult(
            settings, SETTINGS_FIELDS_RESET, {**params, "backup": str(backup)},
            backup_path=backup,
        )

    def _keep_aside(self) -> Path:
        """Renames the settings file to an unused ``….corrupt-<time>`` name and returns it."""
        return keep_aside(self.path, self._clock())


def _parse_settings(data: Mapping[str, Any]) -> tuple[AppSettings, list[str]]:
    """Settings from a file's object, and the names of the fields that were invalid.

    Missing fields (an older file) take their defaults quietly; unknown keys (a
    newer version) are left to the store, which writes them back.
    """
    invalid: list[str] = []
    version = data.get("version", SETTINGS_VERSION)
    if type(version) is not int or version < 1:
        invalid.append("version")
    values: dict[str, Any] = {}
    _take_old_names(data, values)
    for name, parse in _FIELD_PARSERS.items():
        if name not in data or (name == "deck" and _unchosen_deck(data, version)):
            continue
        try:
            values[name] = parse(data[name])
        except ValueError:
            invalid.append(name)
    return AppSettings(**values), invalid


def _unchosen_deck(data: Mapping[str, Any], version: object) -> bool:
    """Version 1 wrote its default deck for everyone (Cyrillic indices, whatever the
    language): that was never the player's choice, so the deck follows the language."""
    return type(version) is int and version < 2 and data.get("deck") == _VERSION_1_DEFAULT_DECK


def _take_old_names(data: Mapping[str, Any], values: dict[str, Any]) -> None:
    """Files before ``player_name`` kept the names typed in New Game as ``last_names``
    (the person's first): they become the person's and the computer players' names."""
    old = data.get("last_names")
    if "player_name" in data or "computer_names" in data or not isinstance(old, list):
        return
    try:
        names = _texts(old)
    except ValueError:
        return
    if names:
        values["player_name"], values["computer_names"] = names[0], names[1:]


def _describe(value: object) -> str:
    """A short text for an error message (a repr of deep nesting could itself fail)."""
    if value is None or isinstance(value, str | int | float):
        text = repr(value)
        return text if len(text) <= 40 else text[:37] + "..."
    return f"a {type(value).__name__}"


def _choice(kind: type[StrEnum]) -> Callable[[object], StrEnum]:
    def parse(value: object) -> StrEnum:
        if isinstance(value, str):
            try:
                return kind(value)
            except ValueError:
                pass
        raise ValueError(f"{_describe(value)} is not one of {', '.join(kind)}")
    return parse


def _optional_choice(kind: type[StrEnum]) -> Callable[[object], StrEnum | None]:
    parse = _choice(kind)
    return lambda value: None if value is None else parse(value)


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{_describe(value)} is not true or false")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{_describe(value)} is not a string")
    value.encode("utf-8")  # a lone surrogate (possible in JSON) could not be saved again
    return value


def _texts(value: object) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise ValueError(f"{_describe(value)} is not a list of strings")
    return tuple(_text(item) for item in value)


def _players(value: object) -> int:
    if type(value) is not int or value not in (2, 3, 4):
        raise ValueError(f"{_describe(value)} is not 2, 3 or 4")
    return value


def _geometry(value: object) -> str | None:
    if value is None or value == "":
        return None
    text = _text(value)
    try:
        base64.b64decode(text, validate=True)
    except binascii.Error:
        raise ValueError(f"{_describe(value)} is not base64") from None
    return text


def _optional_text(value: object) -> str | None:
    if value is None or value == "":
        return None
    return _text(value)


def _rules(value: object) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ValueError(f"{_describe(value)} is not a JSON object")
    try:
        # Checks that it can be saved, and copies it so the caller's dict cannot change it.
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
        text.encode("utf-8")
    except (TypeError, RecursionError) as error:
        raise ValueError(f"{_describe(value)} is not plain JSON") from error
    copied: dict[str, Any] = json.loads(text)
    return copied


def _setups(value: object) -> dict[str, dict[str, Any]]:
    if value is None:
        return {}
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, dict) for k, v in value.items()):
        raise ValueError(f"{_describe(value)} is not an object of objects")
    return _rules(value) or {}


def _recent(value: object) -> tuple[str, ...]:
    kept: dict[str, str] = {}
    for item in _texts(value):
        kept.setdefault(os.path.normcase(os.path.normpath(item)), item)
    return tuple(kept.values())[:RECENT_FILES_MAX]


_FIELD_PARSERS: dict[str, Callable[[Any], Any]] = {
    "language": _choice(Language),
    "deck": _optional_choice(Deck),
    "four_colour": _flag,
    "animation_speed": _choice(AnimationSpeed),
    "highlight_legal": _flag,
    "confirm_play": _flag,
    "tournament_mode": _flag,
    "lan_loopback": _flag,
    "window_geometry": _geometry,
    "window_state": _geometry,
    "export_folder": _optional_text,
    "last_game": _text,
    "last_players": _players,
    "last_preset": _text,
    "last_rules": _rules,
    "game_setups": _setups,
    "player_name": _text,
    "computer_names": _texts,
    "last_levels": _texts,
    "recent_files": _recent,
}
