"""The points a player lost, game by game, as the deal review counted them (issue 31).

Statistics (``statistics.py``) count games won and lost by group; this file
keeps one small entry per finished game whose every deal was reviewed — the
points lost per kind of decision (bids, leads, replies, declarations, other),
the deals, decisions and mistakes — so the statistics window can show over time
whether the player improves.  It is a file of its own (``reviews.json`` beside
``statistics.json``): the statistics file stays exactly as older versions
read and write it.

Reading never fails: a missing file is an empty history; a damaged one is set
aside as ``reviews.json.corrupt-<time>`` and the history starts anew, with a
message; an entry that makes no sense is left out.  A game is counted once
(its key), and only the latest :data:`KEEP` games are kept.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from . import paths
from .atomic import read_json, write_json_atomic
from .damaged_files import keep_aside
from .errors import QT_TRANSLATE_NOOP, MissingFileError, StorageError, is_unreadable

VERSION = 1
#: Games kept (the oldest go first).
KEEP = 1000
#: The kinds of decision counted, as the review names them (``ai/review/model.py``).
KINDS = ("bid", "lead", "reply", "declaration", "other")

REVIEWS_RESET = QT_TRANSLATE_NOOP(
    "Storage", "The reviews of your games could not be read: {problem} They start anew; the "
    "damaged file was kept as {backup}.")
REVIEWS_CANNOT_READ = QT_TRANSLATE_NOOP(
    "Storage", "The reviews of your games in {path} cannot be read ({reason}); none is added "
    "until they can be read again.")


@dataclass(frozen=True, kw_only=True)
class ReviewedGame:
    """One finished game, every deal reviewed for the person's seat."""

    #: Identifies the game, so that reviewing it again does not count it twice.
    key: str
    #: When the review was counted, ISO 8601.
    ended: str
    game: str = "debertz"
    preset: str
    players: int
    teams: bool
    deals: int
    decisions: int
    mistakes: int
    #: Points lost per kind of decision (:data:`KINDS`).
    lost: Mapping[str, float] = field(default_factory=dict)

    @property
    def total_lost(self) -> float:
        return sum(self.lost.values())

    @property
    def lost_per_deal(self) -> float:
        return self.total_lost / self.deals if self.deals else 0.0

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "lost": {k: round(float(v), 2) for k, v in self.lost.items()}}

    @classmethod
    def from_json(cls, data: object) -> ReviewedGame:
        if not isinstance(data, dict):
            raise ValueError("not an object")
        lost = data.get("lost")
        if not isinstance(lost, dict) or not all(
                k in KINDS and isinstance(v, int | float) and not isinstance(v, bool) and v >= 0
                for k, v in lost.items()):
            raise ValueError("lost")
        players, teams = data.get("players"), data.get("teams")
        if type(players) is not int or not 2 <= players <= 7 or not isinstance(teams, bool):
            raise ValueError("table")
        counts = [data.get(k) for k in ("deals", "decisions", "mistakes")]
        if not all(type(c) is int and c >= 0 for c in counts):
            raise ValueError("counts")
        texts = [data.get(k) for k in ("key", "ended", "game", "preset")]
        if not all(isinstance(t, str) and 0 < len(t) <= 64 for t in texts):
            raise ValueError("texts")
        key, ended, game, preset = texts
        deals, decisions, mistakes = counts
        return cls(key=key, ended=ended, game=game, preset=preset, players=players,
                   teams=teams, deals=deals, decisions=decisions, mistakes=mistakes,
                   lost={k: float(v) for k, v in lost.items()})


@dataclass(frozen=True)
class ReviewHistoryLoad:
    games: tuple[ReviewedGame, ...] = ()
    warning_template: str | None = None
    warning_params: Mapping[str, str] = field(default_factory=dict)


class ReviewHistoryStore:
    """``reviews.json``: read, add a reviewed game, reset."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 clock: Callable[[], datetime] = datetime.now) -> None:
        self.path = Path(path) if path is not None else paths.data_dir() / "reviews.json"
        self._clock = clock
        self._unreadable = False

    def load(self) -> ReviewHistoryLoad:
        try:
            data = read_json(self.path)
        except MissingFileError:
            return ReviewHistoryLoad()
        except StorageError as error:
            if is_unreadable(error):
                self._unreadable = True
                return ReviewHistoryLoad((), REVIEWS_CANNOT_READ, {
                    "path": str(self.path), "reason": str(error.params.get("reason", ""))})
            try:
                backup = keep_aside(self.path, self._clock())
            except OSError:
                self._unreadable = True
                return ReviewHistoryLoad((), REVIEWS_CANNOT_READ, {
                    "path": str(self.path), "reason": str(error)})
            return ReviewHistoryLoad((), REVIEWS_RESET, {"problem": str(error),
                                                         "backup": str(backup)})
        self._unreadable = False
        games = []
        raw = data.get("games", [])
        for item in raw if isinstance(raw, list) else []:
            try:
                games.append(ReviewedGame.from_json(item))
            except ValueError:
                continue
        return ReviewHistoryLoad(tuple(games))

    def add(self, game: ReviewedGame) -> tuple[ReviewedGame, ...]:
        """Count ``game`` (once: a key already there is replaced); ``StorageError`` if the
        file cannot be written."""
        loaded = self.load()
        if self._unreadable:
            raise StorageError(loaded.warning_template or REVIEWS_CANNOT_READ,
                               **loaded.warning_params)
        games = [g for g in loaded.games if g.key != game.key]
        games.append(game)
        games = games[-KEEP:]
        write_json_atomic(self.path, {"version": VERSION,
                                      "games": [g.to_json() for g in games]})
        return tuple(games)

    def reset(self) -> None:
        """Forget every reviewed game (``StorageError`` if it cannot be written)."""
        write_json_atomic(self.path, {"version": VERSION, "games": []})
        self._unreadable = False


__all__ = ["KEEP", "KINDS", "ReviewHistoryLoad", "ReviewHistoryStore", "ReviewedGame"]
