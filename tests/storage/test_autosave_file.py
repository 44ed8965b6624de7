"""An autosave names the file its game belongs to, and the next start says what that file holds.

A game saved as moscow3.debertz and left unfinished came back from its autosave
as a game of no file.  The autosave's optional ``"file"`` (docs/record-format.md,
"Autosaves") names it; at the next start the file is read again: the game as it
stands, the game without its latest moves, or — moved, deleted, unreadable,
saved over with another game — not this game's file any more.  An autosave of an
older version has no ``"file"``: a game of no file, as before.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from test_autosaves import game_in_progress
from test_saved_games import NAMES, play_until

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.games import kind_of
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.keeper import LiveGame
from debertz_desktop.storage import paths
from debertz_desktop.storage.autosaves import (
    Autosave,
    AutosaveKind,
    autosave_files,
    unfinished_games,
)
from debertz_desktop.storage.file_link import FileState
from debertz_desktop.storage.saved_games import load_game, save_live, save_record


def left_behind(game, file=None) -> Autosave:
    """The autosave of ``game`` (a record or a live game) as a quitting copy leaves it."""
    autosave = Autosave(AutosaveKind.LIVE if isinstance(game, LiveGame) else AutosaveKind.GAME)
    autosave.write(game, file)
    autosave.release()
    return autosave


def the_found_game():
    found = unfinished_games()
    assert len(found.games) == 1
    return found.games[0]


def test_the_file_is_written_absolute_and_the_record_still_reads(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    record = GameRecord.of(game_in_progress())
    save_record("moscow3.debertz", record)
    autosave = Autosave(AutosaveKind.GAME)
    autosave.write(record, "moscow3.debertz")
    data = json.loads(autosave.path.read_text(encoding="utf-8"))
    assert data["file"] == str(tmp_path / "moscow3.debertz")
    assert list(data)[-1] == "file"  # after the record's own keys
    assert load_game(autosave.path).game.history == record.actions  # readers ignore it
    assert "file" not in json.loads((tmp_path / "moscow3.debertz").read_text(encoding="utf-8"))
    autosave.write(record)  # the game has no file any more (a new one): the autosave says so
    assert "file" not in json.loads(autosave.path.read_text(encoding="utf-8"))
    autosave.discard()


def test_a_file_with_the_game_as_it_stands_is_saved(tmp_path):
    record = GameRecord.of(game_in_progress())
    path = tmp_path / "moscow3.debertz"
    save_record(path, record)
    left_behind(record, path)
    found = the_found_game()
    assert found.file.path == path
    assert found.file.state is FileState.SAVED and found.file.holds_the_game
    assert found.file.held.record.actions == record.actions


def test_a_file_without_the_latest_moves_is_behind(tmp_path):
    game = game_in_progress()
    path = tmp_path / "moscow3.debertz"
    record = GameRecord.of(game)
    save_record(path, record)
    play_until(game, lambda g: len(g.history) >= len(record.actions) + 6, random.Random(1))
    left_behind(GameRecord.of(game, record.meta), path)
    found = the_found_game()
    assert found.file.state is FileState.BEHIND and found.file.holds_the_game
    assert found.file.held.record.actions == record.actions


def test_a_file_with_moves_the_autosave_lacks_keeps_them_and_the_autosave_goes(tmp_path):
    # the game played on from its file (in another copy, or after "Keep for later") and
    # saved there: the file is ahead of the autosave, which holds nothing the file lacks;
    # offering it would only bring back an older position ("the file no longer holds this
    # game"), and saving it into the file would throw the later moves away
    game = game_in_progress()
    path = tmp_path / "moscow3.debertz"
    record = GameRecord.of(game)
    play_until(game, lambda g: len(g.history) >= len(record.actions) + 6, random.Random(1))
    later = GameRecord.of(game, record.meta)
    save_record(path, later)
    left_behind(record, path)
    assert unfinished_games().games == []
    assert autosave_files() == []
    assert load_game(path).record.actions == later.actions


def test_a_moved_or_deleted_file_is_missing(tmp_path):
    record = GameRecord.of(game_in_progress())
    path = tmp_path / "moscow3.debertz"
    save_record(path, record)
    left_behind(record, path)
    path.rename(tmp_path / "elsewhere.debertz")
    found = the_found_game()
    assert found.file.state is FileState.MISSING and not found.file.holds_the_game
    assert found.file.path == path
    assert found.loaded.game.history == record.actions  # the game itself is there all the same


@pytest.mark.parametrize("replacement", ["another seed", "another game", "the same seed later",
                                         "damaged", "a score sheet"])
def test_a_file_that_holds_something_else_now_is_another(tmp_path, replacement):
    game = game_in_progress(4)
    record = GameRecord.of(game)
    path = tmp_path / "moscow3.debertz"
    save_record(path, record)
    left_behind(record, path)
    if replacement == "another seed":
        save_record(path, GameRecord.of(game_in_progress(5)))
    elif replacement == "another game":
        rules = OhHellRules(players=3)
        save_record(path, GameRecord.of(kind_of(rules).new_game(rules, 4)))
    elif replacement == "the same seed later":
        # a new game dealt alike but started later: not the game that was saved there
        save_record(path, GameRecord.of(game_in_progress(4), {"created": "2099-01-01T00:00"}))
    elif replacement == "damaged":
        path.write_text('{"format": "debertz-record", "vers', encoding="utf-8")
    else:
        path.write_text(json.dumps({"format": "debertz-network-sheet"}), encoding="utf-8")
    found = the_found_game()
    assert found.file.state is FileState.OTHER and not found.file.holds_the_game


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions")
def test_a_file_that_cannot_be_read_now_is_unreadable(tmp_path):
    record = GameRecord.of(game_in_progress())
    path = tmp_path / "moscow3.debertz"
    save_record(path, record)
    left_behind(record, path)
    path.chmod(0)
    try:
        found = the_found_game()
        assert found.file.state is FileState.UNREADABLE and not found.file.holds_the_game
    finally:
        path.chmod(0o600)


@pytest.mark.parametrize("value", ["absent", None, "", 42, ["moscow3.debertz"]])
def test_an_autosave_without_a_file_is_a_game_of_no_file(value):
    left_behind(GameRecord.of(game_in_progress()))
    [path] = paths.autosaves_dir().glob("game-*.json")
    if value != "absent":
        data = json.loads(path.read_text(encoding="utf-8"))
        data["file"] = value
        path.write_text(json.dumps(data), encoding="utf-8")
    found = the_found_game()
    assert found.file is None
    assert found.loaded.game is not None


def test_a_live_game_names_its_file_too(tmp_path):
    live = LiveGame(preset("classic"), NAMES[:2])
    path = tmp_path / "вечер.debertz"
    save_live(path, live)
    left_behind(live, path)
    found = the_found_game()
    assert found.file.path == path and found.file.state is FileState.SAVED

