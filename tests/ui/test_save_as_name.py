"""Save as proposes a name a player can find the game by, and never another game's file.

It used to propose "game.debertz" for every game (and "live game.debertz" in the score
keeper): the second game saved with Enter offered to write over the first.
"""

from __future__ import annotations

import datetime
import os

import pytest
from PySide6.QtWidgets import QFileDialog
from test_nothing_lost import keeper_with_deals
from test_resumed_game_file import GAMES, start, started_window

from debertz_desktop.storage import paths
from debertz_desktop.ui.game_files import proposed_path

TITLES = {"debertz": "Debertz", "oh_hell": "Oh Hell", "magistr": "Master"}


def proposals(monkeypatch, window_or_keeper, answer=None) -> list[str]:
    """Save as…, the dialog answering ``answer`` (``None``: Cancel); the paths it proposed."""
    asked = []

    def dialog(parent, title, start, *rest, **kwargs):
        asked.append(start)
        return (str(answer), "") if answer is not None else ("", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window_or_keeper.save_as()
    return asked


def today() -> str:
    return datetime.date.today().isoformat()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_new_game_is_proposed_under_its_game_and_date(qtbot, monkeypatch, game):
    window = started_window(qtbot)
    start(window, GAMES[game])
    [start_path] = proposals(monkeypatch, window.files)
    assert os.path.dirname(start_path) == str(paths.saves_dir())
    assert os.path.basename(start_path) == f"{TITLES[game]} {today()}.debertz"
    window.session.stop()


def test_the_second_game_of_the_day_is_not_proposed_over_the_first(qtbot, monkeypatch):
    window = started_window(qtbot)
    start(window, GAMES["debertz"])
    first = paths.saves_dir() / f"Debertz {today()}.debertz"
    assert proposals(monkeypatch, window.files, answer=first) == [str(first)]
    assert first.exists()
    start(window, GAMES["debertz"])  # a new game is no file's: Save asks where
    assert f"Debertz {today()}" not in window.windowTitle()
    [second] = proposals(monkeypatch, window.files)
    assert os.path.basename(second) == f"Debertz {today()} (2).debertz"
    window.session.stop()


def test_a_game_with_a_file_is_proposed_its_own_file(qtbot, monkeypatch, tmp_path):
    window = started_window(qtbot)
    start(window, GAMES["oh_hell"])
    path = tmp_path / "пятница.debertz"
    proposals(monkeypatch, window.files, answer=path)
    assert proposals(monkeypatch, window.files) == [str(path)]
    window.session.stop()


def test_the_score_keeper_proposes_its_game_and_date(qtbot, monkeypatch):
    window = started_window(qtbot)
    keeper = keeper_with_deals(qtbot, window, deals=1)
    [start_path] = proposals(monkeypatch, keeper)
    assert os.path.basename(start_path) == f"Debertz {today()}.debertz"


def test_names_are_cleaned_and_numbered(tmp_path):
    day = datetime.date(2026, 11, 29)
    assert proposed_path(str(tmp_path), "Oh Hell: 5/7", today=day) == str(
        tmp_path / "Oh Hell 5 7 2026-11-29.debertz")
    (tmp_path / "Деберц 2026-11-29.debertz").write_text("{}")
    (tmp_path / "Деберц 2026-11-29 (2).debertz").write_text("{}")
    assert proposed_path(str(tmp_path), "Деберц", today=day) == str(
        tmp_path / "Деберц 2026-11-29 (3).debertz")
    assert proposed_path(str(tmp_path), "Деберц", tmp_path / "a.debertz", today=day) == str(
        tmp_path / "a.debertz")
