"""The record of finished games (issue 23): counting, grouping, keeping, surviving damage."""

from __future__ import annotations

import json
from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from debertz_desktop.storage import paths
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.statistics import (
    STATISTICS_PART_RESET,
    STATISTICS_RESET,
    GameResult,
    Group,
    Statistics,
    StatisticsStore,
    parse_statistics,
)


def result(*, won=True, score=510, opponent=300, deals=7, preset="classic", players=3,
           teams=False, level="medium", ended="2026-11-22T12:00:00") -> GameResult:
    return GameResult(preset=preset, players=players, teams=teams, level=level, won=won,
                      score=score, opponent=opponent, deals=deals, ended=ended)


def test_games_are_counted_by_level_and_by_game():
    stats = Statistics()
    for r in (result(), result(won=False, score=320, opponent=505, level="hard"),
              result(players=2, score=501, opponent=490), result(level="hard"),
              result(preset="paired_belote", players=4, teams=True, won=False, score=700,
                     opponent=1010, deals=14)):
        stats = stats.add(r)
    total = stats.total()
    assert (total.played, total.won) == (5, 3)
    assert total.won_percent == pytest.approx(60.0)
    levels = stats.by_level()
    assert {k: (t.played, t.won) for k, t in levels.items()} == {"medium": (3, 2),
                                                                 "hard": (2, 1)}
    games = stats.by_game()
    classic3 = games[("debertz", "classic", 3, False)]
    assert (classic3.played, classic3.won) == (3, 2)
    assert games[("debertz", "classic", 2, False)].won == 1
    assert games[("debertz", "paired_belote", 4, True)].won == 0
    # best: the biggest win; worst: the heaviest loss; the quickest win
    assert total.best.margin == 210 and total.worst.margin == -310
    assert total.fewest_deals_to_win == 7


def test_streaks():
    stats = Statistics()
    for won in (True, True, False, True, True, True, False, False):
        stats = stats.add(result(won=won))
    assert stats.longest_winning_streak == 3
    assert stats.streak == -2


def test_kept_across_runs_in_the_data_folder():
    store = StatisticsStore()
    assert store.path == paths.statistics_path()
    assert store.path.parent == paths.data_dir()
    store.add(result())
    store.add(result(won=False, level="easy", opponent=600))
    again = StatisticsStore().load()
    assert again.warning is None
    total = again.statistics.total()
    assert (total.played, total.won) == (2, 1)
    assert set(again.statistics.by_level()) == {"medium", "easy"}
    assert again.statistics.since == "2026-11-22T12:00:00"


def test_a_damaged_file_is_kept_aside_and_counting_starts_anew():
    store = StatisticsStore(clock=lambda: datetime(2026, 11, 22, 12, 30, 0))
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text('{"version": 1, "groups": [{"pla', encoding="utf-8")
    loaded = store.load()
    assert loaded.statistics.total().played == 0
    assert loaded.warning_template == STATISTICS_RESET
    backup = store.path.with_name("statistics.json.corrupt-20261122-123000")
    assert backup.read_text(encoding="utf-8") == '{"version": 1, "groups": [{"pla'
    store.add(result())
    assert StatisticsStore().load().statistics.total().played == 1
    assert backup.exists()


def test_bad_groups_are_left_out_and_the_original_kept():
    store = StatisticsStore(clock=lambda: datetime(2026, 11, 22, 12, 30, 0))
    good = Statistics().add(result()).to_json()
    good["groups"].append({"preset": "classic", "players": 9, "teams": False,
                           "level": "medium", "played": 1, "won": 0})
    good["groups"].append({"preset": "site", "players": 2, "teams": False,
                           "level": "hard", "played": 1, "won": 5})
    store.path.parent.mkdir(parents=True, exist_ok=True)
    original = json.dumps(good)
    store.path.write_text(original, encoding="utf-8")
    loaded = store.load()
    assert loaded.warning_template == STATISTICS_PART_RESET
    assert loaded.statistics.total().played == 1
    kept = store.path.with_name("statistics.json.corrupt-20261122-123000")
    assert kept.read_text(encoding="utf-8") == original


def test_a_newer_versions_file_is_copied_before_it_is_written():
    store = StatisticsStore()
    newer = {**Statistics().add(result()).to_json(), "version": 7, "future": [1, 2]}
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(newer), encoding="utf-8")
    store.add(result())
    copy = store.path.with_name("statistics.json.from-version-7")
    assert json.loads(copy.read_text(encoding="utf-8"))["future"] == [1, 2]
    assert StatisticsStore().load().statistics.total().played == 2


def test_reset_starts_from_nothing():
    store = StatisticsStore(clock=lambda: datetime(2026, 12, 1, 9, 0, 0))
    store.add(result())
    stats = store.reset()
    assert stats.total().played == 0 and stats.since.startswith("2026-12-01T09:00:00")
    assert StatisticsStore().load().statistics.total().played == 0


def test_a_file_that_cannot_be_written_raises_a_storage_error(tmp_path):
    blocked = tmp_path / "blocked"
    blocked.mkdir()
    store = StatisticsStore(blocked / "x" / "statistics.json")
    (blocked / "x").write_text("a file where a folder should be", encoding="utf-8")
    with pytest.raises(StorageError):
        store.add(result())


results = st.builds(
    GameResult, preset=st.sampled_from(["classic", "site", "custom"]),
    players=st.sampled_from([2, 3, 4]), teams=st.booleans(),
    level=st.sampled_from(["easy", "medium", "hard", "mixed"]), won=st.booleans(),
    score=st.integers(-500, 1200), opponent=st.integers(-500, 1200),
    deals=st.integers(1, 40), ended=st.just("2026-11-22T12:00:00"))


@settings(max_examples=60, deadline=None)
@given(st.lists(results, max_size=30))
def test_totals_are_the_sum_of_the_games_and_survive_the_file(games):
    stats = Statistics()
    for game in games:
        stats = stats.add(game)
    total = stats.total()
    assert total.played == len(games)
    assert total.won == sum(g.won for g in games)
    if games:
        # the best game: the biggest win with a lead; none if no game was won with a lead
        leads = [g.margin for g in games if g.won and g.margin > 0]
        assert (total.best.margin if total.best else None) == (max(leads) if leads else None)
        assert total.worst.margin == min(g.margin for g in games)
    wins = [g.deals for g in games if g.won]
    assert total.fewest_deals_to_win == (min(wins) if wins else None)
    assert sum(t.played for t in stats.by_level().values()) == len(games)
    assert sum(t.played for t in stats.by_game().values()) == len(games)
    again, bad = parse_statistics(json.loads(json.dumps(stats.to_json())))
    assert bad == 0 and again == stats
    assert all(isinstance(k, Group) for k in again.groups)


def test_a_file_that_cannot_be_read_is_left_in_place_and_nothing_is_added(monkeypatch):
    # issue 27: no read permission is not damage — the file was renamed ".corrupt-…"
    from pathlib import Path

    from debertz_desktop.engine import json_input
    from debertz_desktop.storage.statistics import STATISTICS_CANNOT_READ

    store = StatisticsStore()
    store.add(result())
    original = store.path.read_bytes()
    real_open = json_input.os.open

    def no_permission(name, *args, **kwargs):
        if Path(name) == store.path:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(json_input.os, "open", no_permission)
        loaded = store.load()
        assert loaded.warning_template == STATISTICS_CANNOT_READ
        assert "(no permission)" in loaded.warning
        with pytest.raises(StorageError):
            store.add(result(won=False))
    assert list(store.path.parent.glob("statistics.json*")) == [store.path]
    assert store.path.read_bytes() == original
    assert StatisticsStore().load().statistics.total().played == 1
