"""Autosaves (issue 20): every game in progress kept in a file of its own, locked by its copy.

Two copies of the program may run at once; neither writes over the other's game
nor offers it for resuming while the other plays it, and a restart offers every
unfinished game whose copy is gone — killed, crashed or quit.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from test_saved_games import NAMES, PHASES, play_until, same_game

from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.keeper import LiveGame
from debertz_desktop.storage import paths
from debertz_desktop.storage.autosaves import (
    Autosave,
    AutosaveKind,
    autosave_files,
    kept_for,
    unfinished_games,
)
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.saved_games import save_record

ROOT = Path(__file__).resolve().parents[2]


def game_in_progress(seed: int = 4) -> Game:
    return play_until(Game(preset("classic"), seed, names=NAMES[:2]), PHASES["mid-trick"],
                      random.Random(seed))


def test_nothing_is_on_disk_before_the_first_write():
    autosave = Autosave(AutosaveKind.GAME)
    autosave.discard()
    autosave.release()
    assert autosave_files() == []
    assert unfinished_games().games == []


def test_an_unfinished_game_is_offered_once_its_copy_let_it_go_and_a_finished_one_removed():
    game = game_in_progress()
    autosave = Autosave(AutosaveKind.GAME)
    autosave.write(GameRecord.of(game))
    path = autosave.path
    assert path is not None and path.parent == paths.autosaves_dir()
    assert unfinished_games().games == []  # its copy (a lock) still plays it
    autosave.release()  # the copy quits: the game stays for the next start
    found = unfinished_games()
    assert len(found.games) == 1
    same_game(found.games[0].loaded.game, game)
    found.release()
    play_until(game, lambda g: False, random.Random(4))
    assert game.is_over
    save_record(path, GameRecord.of(game))
    assert unfinished_games().games == []
    assert not path.exists() and autosave_files() == []


def test_the_game_kept_for_a_file_is_the_one_that_went_on_after_it_was_saved(tmp_path):
    """Saved, played on, the copy gone: opening the file finds the game as it went on (and
    no other autosave, which stays free for the next start)."""
    game = game_in_progress()
    saved = tmp_path / "friday.debertz"
    save_record(saved, GameRecord.of(game))
    on = Autosave(AutosaveKind.GAME)
    play_until(game, lambda g: len(g.history) > 60, random.Random(1))
    on.write(GameRecord.of(game), str(saved))  # moves the file does not hold
    went_on = on.path
    on.release()
    other = Autosave(AutosaveKind.GAME)
    other.write(GameRecord.of(game_in_progress(seed=7)))
    elsewhere = other.path
    other.release()
    assert kept_for(tmp_path / "elsewhere.debertz") is None
    kept = kept_for(saved)
    assert kept is not None and kept.autosave.path == went_on
    same_game(kept.loaded.game, game)
    offered = unfinished_games()
    assert [g.autosave.path for g in offered.games] == [elsewhere]  # kept is locked: ours
    offered.release()
    kept.autosave.release()
    save_record(saved, GameRecord.of(game))  # the file holds every move now: nothing kept
    assert kept_for(saved) is None
    offered = unfinished_games()
    assert len(offered.games) == 2
    offered.release()


def test_a_game_its_file_holds_further_on_is_not_offered_again(tmp_path):
    """The tester's steps: kept for later, then opened from its file as saved, finished and
    saved there: it was offered at the next start at its old deal, "the file no longer holds
    this game" (issue 27: the autosave holds nothing the file lacks)."""
    game = game_in_progress()
    path = tmp_path / "oh1.debertz"
    left = Autosave(AutosaveKind.GAME)
    left.write(GameRecord.of(game), str(path))
    autosave = left.path
    left.release()
    play_until(game, lambda g: False, random.Random(4))
    save_record(path, GameRecord.of(game))  # the file: the same game, on to its end
    assert unfinished_games().games == []
    assert not autosave.exists()


def test_discard_leaves_nothing():
    autosave = Autosave(AutosaveKind.GAME)
    autosave.write(GameRecord.of(game_in_progress()))
    autosave.discard()
    assert list(paths.autosaves_dir().iterdir()) == []
    assert unfinished_games().games == []


def test_two_copies_each_keep_their_own_game():
    first, second = game_in_progress(4), game_in_progress(5)
    one, two = Autosave(AutosaveKind.GAME), Autosave(AutosaveKind.GAME)
    for _ in range(3):  # written in turns, as two running copies would
        one.write(GameRecord.of(first))
        two.write(GameRecord.of(second))
    assert one.path != two.path
    one.release()
    found = unfinished_games()
    assert [g.loaded.game.seed for g in found.games] == [4]  # the second still plays
    found.release()
    two.release()
    assert sorted(g.loaded.game.seed for g in unfinished_games().games) == [4, 5]


def test_a_game_offered_to_one_copy_is_not_offered_to_another_at_the_same_time():
    autosave = Autosave(AutosaveKind.GAME)
    autosave.write(GameRecord.of(game_in_progress()))
    autosave.release()
    first = unfinished_games()
    assert len(first.games) == 1
    assert unfinished_games().games == []
    first.release()
    assert len(unfinished_games().games) == 1


def test_a_live_game_is_kept_and_offered_even_when_over():
    live = LiveGame(preset("classic"), NAMES[:2])
    autosave = Autosave(AutosaveKind.LIVE)
    autosave.write(live)
    assert autosave.path.name.startswith("live-")
    autosave.release()
    found = unfinished_games()
    assert [g.loaded.live.names for g in found.games] == [NAMES[:2]]
    assert found.games[0].autosave.kind is AutosaveKind.LIVE


def test_the_single_autosave_of_older_versions_is_offered():
    path = paths.old_autosave_path()
    save_record(path, GameRecord.of(game_in_progress()))
    found = unfinished_games()
    assert len(found.games) == 1 and found.games[0].loaded.path == path
    found.games[0].autosave.discard()
    assert not path.exists()


def test_a_broken_autosave_is_set_aside_and_reported():
    autosave = Autosave(AutosaveKind.GAME)
    autosave.write(GameRecord.of(game_in_progress()))
    path = autosave.path
    autosave.release()
    path.write_text('{"format": "debertz-record", "version": 1, "rules": {"pla')
    found = unfinished_games()
    assert found.games == [] and len(found.set_aside) == 1
    item = found.set_aside[0]
    assert isinstance(item.error, StorageError)
    assert item.path is not None and item.path.exists() and not path.exists()
    json.dumps(str(item.error))
    assert unfinished_games().set_aside == []  # reported once


def test_an_autosave_that_cannot_be_written_says_so():
    paths.data_dir().mkdir(parents=True)
    paths.autosaves_dir().write_text("a file where the folder should be")
    with pytest.raises(StorageError):
        Autosave(AutosaveKind.GAME).write(GameRecord.of(game_in_progress()))


PLAYER = """
import sys, random
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.autosaves import Autosave, AutosaveKind
game = Game(preset("classic"), 11, names=("Аня", "Boris"))
rng = random.Random(1)
for _ in range(12):
    game.apply(game.to_act, rng.choice(game.legal_actions(game.to_act)))
autosave = Autosave(AutosaveKind.GAME)
autosave.write(GameRecord.of(game))
print(autosave.path, flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_killed_copys_game_is_offered_and_a_running_copys_is_not():
    proc = subprocess.Popen([sys.executable, "-c", PLAYER], cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        path = Path(proc.stdout.readline().strip())
        assert path.exists()
        assert unfinished_games().games == []  # the other copy is playing it
        mine = Autosave(AutosaveKind.GAME)
        mine.write(GameRecord.of(game_in_progress()))
        assert mine.path != path and path.exists()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    found = unfinished_games()
    assert [g.loaded.path for g in found.games] == [path]
    assert found.games[0].loaded.game.seed == 11
