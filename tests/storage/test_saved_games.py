"""Saved games (issue 6): the same game after a round trip, atomic writes, bad files refused."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.errors import DebertzError, RecordError
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.saved_games import load_game, save_record

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Аня", "Boris", "Вера")


def play_until(game: Game, stop, rng: random.Random, limit: int = 5000) -> Game:
    for _ in range(limit):
        if stop(game) or game.is_over:
            break
        seat = game.to_act
        legal = game.legal_actions(seat)
        calm = [a for a in legal if not isinstance(a, A.ClaimFinish | A.OfferDave)]
        game.apply(seat, rng.choice(calm or legal))
    return game


def mid_trick(game: Game) -> bool:
    deal = game.deal
    return game.phase is Phase.PLAY and len(deal.trick) == 1 and len(deal.tricks) >= 2


def between_deals(game: Game) -> bool:
    """Checked before every action: true right after the action that wrote deal 2."""
    return len(game.rows) >= 2


PHASES = {
    "bidding": lambda g: g.phase is Phase.BIDDING and len(g.history) == 1,
    "mid-trick": mid_trick,
    "between-deals": between_deals,
    "game-over": lambda g: False,
}


def same_game(a: Game, b: Game) -> None:
    assert a.sheet.to_dict() == b.sheet.to_dict()
    assert a.phase == b.phase and a.to_act == b.to_act
    assert a.history == b.history
    for seat in range(a.rules.players):
        assert a.view(seat) == b.view(seat)
        assert a.legal_actions(seat) == b.legal_actions(seat)


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_and_load_give_the_same_game(tmp_path, phase, players):
    rules = preset("classic", players=players) if players < 4 else preset("belote", 4, True)
    names = (*NAMES, "Дима")[:players]
    game = play_until(Game(rules, 42 + players, names=names), PHASES[phase], random.Random(5))
    if phase == "game-over":
        assert game.is_over
    else:
        assert PHASES[phase](game) and not game.is_over, phase
    path = tmp_path / "игра.debertz"
    save_record(path, GameRecord.of(game))
    loaded = load_game(path)
    assert loaded.record is not None and loaded.live is None
    same_game(game, loaded.game)
    assert loaded.record.names == names
    assert "saved" in loaded.record.meta


def test_a_failed_save_leaves_the_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "game.debertz"
    first = play_until(Game(preset("classic"), 1, names=NAMES[:2]), PHASES["mid-trick"],
                       random.Random(1))
    save_record(path, GameRecord.of(first))
    before = path.read_bytes()
    later = play_until(first, lambda g: False, random.Random(2))

    def refuse(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(StorageError, match="the disk is full"):
        save_record(path, GameRecord.of(later))
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.debertz"]  # no temporary left
    same_game(load_game(path).game, GameRecord.from_json(before.decode()).replay())


WRITER = """
import random, sys
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage.saved_games import save_record
game = Game(preset("classic"), 9, names=("Аня", "Boris"))
rng = random.Random(0)
record = GameRecord.of(game)
record.meta["padding"] = "ж" * 450_000  # slow writes, under the 1 MiB limit
save_record(sys.argv[1], record)
print("ready", flush=True)
while not game.is_over:
    seat = game.to_act
    game.apply(seat, rng.choice(game.legal_actions(seat)))
    record = GameRecord.of(game)
    record.meta["padding"] = "ж" * 450_000  # slow writes, under the 1 MiB limit
    save_record(sys.argv[1], record)
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_killing_the_program_mid_save_leaves_a_whole_file(tmp_path):
    path = tmp_path / "game.debertz"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for delay in (0.05, 0.15, 0.3):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        loaded = load_game(path)  # whole, readable, replays
        assert loaded.game.names == ("Аня", "Boris")


# -- bad files are refused with a message ------------------------------------------------------


def good_text() -> str:
    game = play_until(Game(preset("classic"), 3, names=NAMES[:2]), PHASES["mid-trick"],
                      random.Random(3))
    return GameRecord.of(game).to_json()


@pytest.mark.parametrize("name, make, error, words", [
    ("empty", lambda t: "", StorageError, "is empty"),
    ("truncated", lambda t: t[: len(t) // 2], StorageError, "not valid JSON"),
    ("binary", lambda t: "\udcff", StorageError, "not a text file"),
    ("newer", lambda t: t.replace('"version": 1', '"version": 7'), RecordError, "newer"),
    ("other json", lambda t: '{"theme": "dark"}', RecordError, "not a Debertz game record"),
    ("array", lambda t: "[1, 2]", StorageError, "JSON array"),
    ("bad action", lambda t: t.replace('"actions": [', '"actions": [[0, "XX"], '),
     RecordError, "actions"),
    ("illegal action", lambda t: t.replace('"actions": [', '"actions": [[1, "AS"], '),
     RecordError, "actions"),
])
def test_bad_files_are_refused_with_a_message(tmp_path, name, make, error, words):
    path = tmp_path / "bad.debertz"
    text = make(good_text())
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    before = path.read_bytes()
    with pytest.raises(error, match=words) as info:
        load_game(path)
    assert isinstance(info.value, StorageError | DebertzError)
    assert info.value.template  # the UI translates it
    assert path.read_bytes() == before  # never touched


def test_missing_file(tmp_path):
    with pytest.raises(StorageError, match="does not exist"):
        load_game(tmp_path / "nothing.debertz")
