"""The player's record of finished games, kept across runs (issue 23). Plain Python, no Qt.

Players of desktop card games expect their games counted (PySolFC,
KPatience): played and won, by the level of the computer players, by variant
and table size, with the best and worst results.  The counts are kept per
group — (preset, players, pairs, level) — rather than as a list of every game,
so the file stays small however long it is used; totals are sums of groups.

``statistics.json`` lives in the per-user data folder and is written
atomically.  Reading never fails: a missing file is an empty record; a
damaged one is renamed to ``statistics.json.corrupt-<time>`` (never lost) and
the record starts anew, with a message for the player; a group that makes no
sense is left out, the original kept aside the same way.  A file that cannot
be read (no permission) is not damaged: it stays where it is, untouched, and no
game is added to it.  Each game is added by
reading the file, adding and writing at once, so two running copies do not
undo each other's games.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import shutil
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
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

STATISTICS_VERSION = 1
#: A group's level when the computer players were of different levels.
MIXED = "mixed"

STATISTICS_RESET = QT_TRANSLATE_NOOP(
    "Storage", "The statistics of your games could not be read: {problem} They start anew; "
    "the damaged file was kept as {backup}.")
STATISTICS_PART_RESET = QT_TRANSLATE_NOOP(
    "Storage", "Part of the statistics of your games could not be read and was left out; the "
    "original file was kept as {backup}.")
STATISTICS_PART_NOT_KEPT = QT_TRANSLATE_NOOP(
    "Storage", "Part of the statistics of your games could not be read, and the file could not "
    "be copied aside ({reason}), so no game will be added to it.")
STATISTICS_NOT_KEPT = QT_TRANSLATE_NOOP(
    "Storage", "The statistics of your games could not be read: {problem} The damaged file "
    "could not be kept aside ({reason}), so no game will be added to it.")
STATISTICS_CANNOT_READ = QT_TRANSLATE_NOOP(
    "Storage", "The statistics of your games in {path} cannot be read ({reason}). The file is "
    "left as it is and no game is added to it until it can be read again.")


@dataclass(frozen=True, kw_only=True)
class GameResult:
    """One finished game, as the person at the table saw it."""

    #: The game (``engine/games.py``'s keys): Debertz, Oh Hell and Master count apart.
    game: str = "debertz"
    #: The preset's key (``"classic"``) or ``"custom"``.
    preset: str
    players: int
    teams: bool
    #: The computer players' level (``"easy"``, ``"medium"``, ``"hard"``) or ``MIXED``.
    level: str
    won: bool
    #: The person's (pair's) total and the best total of the others.
    score: int
    opponent: int
    deals: int
    #: When it ended, ISO 8601.
    ended: str

    @property
    def margin(self) -> int:
        return self.score - self.opponent


@dataclass(frozen=True)
class Notable:
    """A best or worst game of a group: how far ahead or behind, the totals, when."""

    margin: int
    score: int
    opponent: int
    deals: int
    ended: str

    @classmethod
    def of(cls, result: GameResult) -> Notable:
        return cls(result.margin, result.score, result.opponent, result.deals, result.ended)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Notable:
        if not isinstance(data, dict):
            raise ValueError("not an object")
        return cls(_int(data.get("margin")), _int(data.get("score")),
                   _int(data.get("opponent")), _count(data.get("deals")),
                   _text(data.get("ended")))


@dataclass(frozen=True)
class Tally:
    """Games played and won, the best and worst of them, the quickest win.

    The best game is the biggest win, among games won with a lead: a game lost,
    or "won" level (0 : 0), is nobody's best; with none, there is no best game.
    """

    played: int = 0
    won: int = 0
    best: Notable | None = None
    worst: Notable | None = None
    fewest_deals_to_win: int | None = None

    @property
    def won_percent(self) -> float:
        return 100.0 * self.won / self.played if self.played else 0.0

    def add(self, result: GameResult) -> Tally:
        this = Notable.of(result)
        fewest = self.fewest_deals_to_win
        if result.won:
            fewest = result.deals if fewest is None else min(fewest, result.deals)
        best = _better(self.best, this) if result.won and result.margin > 0 else self.best
        return Tally(self.played + 1, self.won + int(result.won),
                     best, _worse(self.worst, this), fewest)

    def merged(self, other: Tally) -> Tally:
        fewest = [n for n in (self.fewest_deals_to_win, other.fewest_deals_to_win)
                  if n is not None]
        return Tally(self.played + other.played, self.won + other.won,
                     _better(self.best, other.best), _worse(self.worst, other.worst),
                     min(fewest) if fewest else None)

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "won": self.won,
                "best": None if self.best is None else self.best.to_json(),
                "worst": None if self.worst is None else self.worst.to_json(),
                "fewest_deals_to_win": self.fewest_deals_to_win}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Tally:
        played, won = _count(data.get("played")), _count(data.get("won"))
        if won > played:
            raise ValueError("more games won than played")
        best = data.get("best")
        worst = data.get("worst")
        fewest = data.get("fewest_deals_to_win")
        best_game = None if best is None else Notable.from_json(best)
        if best_game is not None and best_game.margin <= 0:
            best_game = None  # kept by an older version: a game without a lead is no best
        return cls(played, won, best_game,
                   None if worst is None else Notable.from_json(worst),
                   None if fewest is None else _count(fewest))


def _better(a: Notable | None, b: Notable | None) -> Notable | None:
    if a is None or b is None:
        return a or b
    return b if (b.margin, -b.deals) > (a.margin, -a.deals) else a


def _worse(a: Notable | None, b: Notable | None) -> Notable | None:
    if a is None or b is None:
        return a or b
    return b if b.margin < a.margin else a


@dataclass(frozen=True, order=True)
class Group:
    """The kind of game a tally counts: the game, variant, table size, level of the computers."""

    game: str
    preset: str
    players: int
    teams: bool
    level: str

    @classmethod
    def of(cls, result: GameResult) -> Group:
        return cls(result.game, result.preset, result.players, result.teams, result.level)


@dataclass(frozen=True)
class Statistics:
    """Every group's tally, the current run of wins (or losses) and the longest run of wins."""

    groups: Mapping[Group, Tally] = field(default_factory=dict)
    #: Positive: that many games won in a row now; negative: lost.
    streak: int = 0
    longest_winning_streak: int = 0
    #: When counting began (the first game, or the last reset), ISO 8601; "" if never.
    since: str = ""

    def add(self, result: GameResult) -> Statistics:
        groups = dict(self.groups)
        key = Group.of(result)
        groups[key] = groups.get(key, Tally()).add(result)
        if result.won:
            streak = self.streak + 1 if self.streak > 0 else 1
        else:
            streak = self.streak - 1 if self.streak < 0 else -1
        return Statistics(groups, streak, max(self.longest_winning_streak, streak),
                          self.since or result.ended)

    def total(self) -> Tally:
        return _sum(self.groups.values())

    def by_level(self) -> dict[str, Tally]:
        return _by(self.groups, lambda g: g.level)

    def by_game(self) -> dict[tuple[str, str, int, bool], Tally]:
        """Per game, variant and table size: (game, preset, players, pairs)."""
        return _by(self.groups, lambda g: (g.game, g.preset, g.players, g.teams))

    def to_json(self) -> dict[str, Any]:
        return {"version": STATISTICS_VERSION, "since": self.since, "streak": self.streak,
                "longest_winning_streak": self.longest_winning_streak,
                "groups": [{**dataclasses.asdict(key), **tally.to_json()}
                           for key, tally in sorted(self.groups.items())]}


def _sum(tallies: Iterable[Tally]) -> Tally:
    total = Tally()
    for tally in tallies:
        total = total.merged(tally)
    return total


def _by(groups: Mapping[Group, Tally], key: Callable[[Group], Any]) -> dict[Any, Tally]:
    out: dict[Any, Tally] = {}
    for group, tally in sorted(groups.items()):
        out[key(group)] = out.get(key(group), Tally()).merged(tally)
    return out


def parse_statistics(data: Mapping[str, Any]) -> tuple[Statistics, int]:
    """The statistics in a file's object, and how many of its parts were left out as bad."""
    bad = 0
    groups: dict[Group, Tally] = {}
    raw = data.get("groups", [])
    if not isinstance(raw, list):
        raw, bad = [], 1
    for item in raw:
        try:
            if not isinstance(item, dict):
                raise ValueError("not an object")
            players = item.get("players")
            if type(players) is not int or not 2 <= players <= 7:
                raise ValueError("players")
            teams = item.get("teams")
            if not isinstance(teams, bool):
                raise ValueError("teams")
            key = Group(_text(item.get("game", "debertz")), _text(item.get("preset")), players,
                        teams, _text(item.get("level")))
            tally = Tally.from_json(item)
        except ValueError:
            bad += 1
            continue
        groups[key] = groups[key].merged(tally) if key in groups else tally
    try:
        streak = _int(data.get("streak", 0))
        longest = _count(data.get("longest_winning_streak", 0))
        since = _text(data.get("since", ""), empty=True)
    except ValueError:
        streak, longest, since, bad = 0, 0, "", bad + 1
    return Statistics(groups, streak, max(longest, streak), since), bad


def _int(value: object) -> int:
    if type(value) is not int:
        raise ValueError("not a whole number")
    return value


def _count(value: object) -> int:
    number = _int(value)
    if number < 0:
        raise ValueError("negative")
    return number


def _text(value: object, *, empty: bool = False) -> str:
    if not isinstance(value, str) or (not value and not empty) or len(value) > 64:
        raise ValueError("not a short text")
    return value


@dataclass(frozen=True)
class StatisticsLoad:
    """The statistics to show, and what to tell the player about the file, if anything."""

    statistics: Statistics
    warning_template: str | None = None
    warning_params: Mapping[str, str] = field(default_factory=dict)
    cause: StorageError | None = None

    @property
    def warning(self) -> str | None:
        if self.warning_template is None:
            return None
        return self.warning_template.format(**self.warning_params)


class StatisticsStore:
    """``statistics.json``: read, add a game, reset (see the module docstring)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 clock: Callable[[], datetime] = datetime.now) -> None:
        self.path = Path(path) if path is not None else paths.statistics_path()
        self._clock = clock
        # a damaged file that could not be renamed, or a file that cannot be read: adding
        # to it would replace it
        self._damaged_in_place = False

    def load(self) -> StatisticsLoad:
        try:
            data = read_json(self.path)
        except MissingFileError:
            return StatisticsLoad(Statistics())
        except StorageError as error:
            if is_unreadable(error):  # nothing may be wrong with it: it stays as it is
                self._damaged_in_place = True
                return StatisticsLoad(Statistics(), STATISTICS_CANNOT_READ,
                                      {"path": str(self.path),
                                       "reason": str(error.params.get("reason", ""))}, error)
            return self._set_aside(error)
        statistics, bad = parse_statistics(data)
        version = data.get("version", STATISTICS_VERSION)
        if type(version) is int and version > STATISTICS_VERSION:
            self._keep_newer(version)
        self._damaged_in_place = False
        if not bad:
            return StatisticsLoad(statistics)
        try:
            backup = self._keep_aside(copy=True)
        except OSError as error:
            self._damaged_in_place = True
            return StatisticsLoad(statistics, STATISTICS_PART_NOT_KEPT,
                                  {"reason": os_error_reason(error)})
        return StatisticsLoad(statistics, STATISTICS_PART_RESET, {"backup": str(backup)})

    def add(self, result: GameResult) -> Statistics:
        """Count one finished game; ``StorageError`` if the file cannot be written."""
        loaded = self.load()
        if self._damaged_in_place:
            raise StorageError(loaded.warning_template or STATISTICS_NOT_KEPT,
                               **loaded.warning_params)
        statistics = loaded.statistics.add(result)
        write_json_atomic(self.path, statistics.to_json())
        return statistics

    def reset(self) -> Statistics:
        """Start counting anew from now (``StorageError`` if it cannot be written)."""
        statistics = Statistics(since=self._clock().astimezone().isoformat(timespec="seconds"))
        write_json_atomic(self.path, statistics.to_json())
        self._damaged_in_place = False
        return statistics

    def _set_aside(self, cause: StorageError) -> StatisticsLoad:
        params = {"problem": str(cause)}
        try:
            backup = self._keep_aside(copy=False)
        except OSError as error:
            self._damaged_in_place = True
            return StatisticsLoad(Statistics(), STATISTICS_NOT_KEPT,
                                  {**params, "reason": os_error_reason(error)}, cause)
        return StatisticsLoad(Statistics(), STATISTICS_RESET, {**params, "backup": str(backup)},
                              cause)

    def _keep_aside(self, *, copy: bool) -> Path:
        return keep_aside(self.path, self._clock(), copy=copy)

    def _keep_newer(self, version: int) -> None:
        """A newer version's file: keep a copy before this version writes its own."""
        kept = self.path.with_name(f"{self.path.name}.from-version-{version}")
        if not kept.exists():
            with contextlib.suppress(OSError):
                shutil.copy2(self.path, kept)
