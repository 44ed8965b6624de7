"""The reviewed games' history (issue 31): counted once, kept apart, never lost."""

from __future__ import annotations

import json
from datetime import datetime

from debertz_desktop.storage.review_history import KEEP, ReviewedGame, ReviewHistoryStore
from debertz_desktop.storage.statistics import StatisticsStore


def _game(key: str = "a", lead: float = 12.0) -> ReviewedGame:
    return ReviewedGame(key=key, ended="2026-11-27T10:00:00+00:00", preset="classic",
                        players=2, teams=False, deals=8, decisions=70, mistakes=5,
                        lost={"bid": 20.0, "lead": lead, "reply": 4.0, "declaration": 0.0,
                              "other": 0.0})


def test_a_game_is_counted_once_and_read_back(tmp_path):
    store = ReviewHistoryStore(tmp_path / "reviews.json")
    assert store.load().games == ()
    store.add(_game("a"))
    store.add(_game("b"))
    store.add(_game("a", lead=30.0))  # reviewed again: replaced, not added
    games = store.load().games
    assert [g.key for g in games] == ["b", "a"]
    assert games[1].lost["lead"] == 30.0
    assert games[0].total_lost == 36.0 and games[0].lost_per_deal == 4.5


def test_only_the_latest_games_are_kept(tmp_path):
    store = ReviewHistoryStore(tmp_path / "reviews.json")
    path = tmp_path / "reviews.json"
    path.write_text(json.dumps({"version": 1, "games": [
        _game(str(k)).to_json() for k in range(KEEP)]}), encoding="utf-8")
    store.add(_game("new"))
    games = store.load().games
    assert len(games) == KEEP and games[-1].key == "new" and games[0].key == "1"


def test_a_damaged_file_is_kept_aside_and_a_bad_entry_left_out(tmp_path):
    path = tmp_path / "reviews.json"
    path.write_text("{not json", encoding="utf-8")
    store = ReviewHistoryStore(path, clock=lambda: datetime(2026, 11, 27, 12, 0, 0))
    loaded = store.load()
    assert loaded.games == () and loaded.warning_template is not None
    assert (tmp_path / "reviews.json.corrupt-20261127-120000").read_text() == "{not json"
    good = _game("good").to_json()
    path.write_text(json.dumps({"version": 1, "games": [good, {"key": "x", "lost": "?"}]}),
                    encoding="utf-8")
    assert [g.key for g in store.load().games] == ["good"]


def test_the_statistics_file_is_not_touched(tmp_path):
    statistics = tmp_path / "statistics.json"
    statistics.write_text(json.dumps({"version": 1, "groups": []}), encoding="utf-8")
    before = statistics.read_bytes()
    ReviewHistoryStore(tmp_path / "reviews.json").add(_game())
    assert statistics.read_bytes() == before
    assert StatisticsStore(statistics).load().warning is None
