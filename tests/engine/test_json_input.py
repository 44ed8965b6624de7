"""One JSON reader for every file (issue 20): the same limits and the same answers everywhere.

The storage layer, the engine's text API and the ``replay`` command once
disagreed (a BOM, NaN) and let through what crashed them: deep nesting
(``RecursionError``), integers of more than 4,300 digits (``ValueError``), a seat
name that is a lone surrogate (``UnicodeEncodeError`` when printed).  Pipes,
devices and huge files hung the program or ate its memory.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from debertz_desktop.engine.__main__ import main as cli
from debertz_desktop.engine.debertz import (
    RecordError,
)
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.json_input import (
    MAX_BYTES,
    JsonInputError,
    JsonProblem,
    parse_json_text,
    read_json_file,
)
from debertz_desktop.engine.record import GameRecord, load_game
from debertz_desktop.keeper import LiveGame
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.saved_games import load_game as open_saved_game

ROOT = Path(__file__).resolve().parents[2]


def record_text(names=("Аня", "Борис")) -> str:
    game = Game(preset("classic"), 5, names=names)
    for _ in range(6):
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    return GameRecord.of(game).to_json()


def live_text() -> str:
    return LiveGame(preset("classic"), ("Аня", "Борис")).to_json()


def deep(levels: int) -> str:
    return record_text().replace('"meta": {', '"meta": {"x": ' + "[" * levels + "]" * levels
                                 + ", ", 1)


HOSTILE = {
    "deep nesting": deep(100_000),
    "nesting past the limit": deep(40),
    "a 5000-digit seed": record_text().replace('"seed": 5', '"seed": ' + "7" * 5000),
    "NaN": record_text().replace('"seed": 5', '"seed": NaN'),
    "Infinity": record_text().replace('"seed": 5', '"seed": -Infinity'),
    "1e999": record_text().replace('"seed": 5', '"seed": 1e999'),
    "a lone surrogate name": record_text().replace("Аня", "\\ud800"),
    "a surrogate key": record_text().replace('"meta": {', '"meta": {"\\udfff": 1, ', 1),
    "too large": record_text().replace('"meta": {', '"meta": {"pad": "' + "x" * MAX_BYTES
                                       + '", ', 1),
}


def readers(tmp_path):
    """Every way in: the text API three times, the storage layer, the command line."""
    def from_file(text):
        path = tmp_path / "game.debertz"
        path.write_text(text, encoding="utf-8")
        return open_saved_game(path)

    def command_line(text):
        path = tmp_path / "game.json"
        path.write_text(text, encoding="utf-8")
        code = cli(["replay", str(path)])
        if code:
            raise RecordError("exit status {code}", code=str(code))
        return code

    return {"GameRecord.from_json": GameRecord.from_json, "load_game": load_game,
            "LiveGame.from_json": LiveGame.from_json, "storage": from_file,
            "replay command": command_line}


@pytest.mark.parametrize("name", HOSTILE)
def test_every_reader_refuses_hostile_json_with_a_message(tmp_path, capsys, name):
    for reader, read in readers(tmp_path).items():
        with pytest.raises((RecordError, StorageError)) as caught:
            read(HOSTILE[name])
        assert str(caught.value), reader
        if reader == "replay command":
            assert caught.value.params["code"] == "2"
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and "Traceback" not in err, err


@pytest.mark.parametrize("prefix", ["", "\ufeff"], ids=["plain", "BOM"])
def test_every_reader_takes_a_byte_order_mark(tmp_path, capsys, prefix):
    text = prefix + record_text()
    for reader, read in readers(tmp_path).items():
        if reader == "LiveGame.from_json":
            assert read(prefix + live_text()).names == ("Аня", "Борис")
        else:
            assert read(text) is not None, reader
    assert "(game not finished" in capsys.readouterr().out


def test_the_text_api_and_the_storage_layer_name_the_same_problem(tmp_path):
    path = tmp_path / "nan.debertz"
    path.write_text(HOSTILE["NaN"])
    with pytest.raises(RecordError) as text_error:
        GameRecord.from_json(HOSTILE["NaN"])
    with pytest.raises(StorageError) as file_error:
        open_saved_game(path)
    assert text_error.value.params["error"].problem is JsonProblem.CONSTANT
    assert file_error.value.params["reason"].problem is JsonProblem.CONSTANT


# -- files that are not files -------------------------------------------------------------------


def refused_quickly(path) -> JsonInputError:
    """``read_json_file(path)`` must refuse within seconds (a pipe once hung for ever)."""
    outcome: list[BaseException | object] = []
    worker = threading.Thread(target=lambda: outcome.append(_attempt(path)), daemon=True)
    worker.start()
    worker.join(10)
    assert outcome, f"reading {path} did not return"
    assert isinstance(outcome[0], JsonInputError), outcome[0]
    return outcome[0]


def _attempt(path):
    try:
        return read_json_file(path)
    except BaseException as error:  # handed to the test thread
        return error


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "game.debertz"
    os.mkfifo(fifo)
    assert refused_quickly(fifo).problem is JsonProblem.NOT_A_FILE
    with pytest.raises(StorageError, match="not a file that can be opened"):
        open_saved_game(fifo)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_link_to_an_endless_device_is_refused(tmp_path):
    link = tmp_path / "game.debertz"
    link.symlink_to("/dev/zero")
    assert refused_quickly(link).problem is JsonProblem.NOT_A_FILE


def test_a_huge_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.debertz"
    with open(path, "wb") as file:
        file.truncate(50 * 1024**3)  # sparse: 50 GB that would take minutes to read
    start = time.perf_counter()
    error = refused_quickly(path)
    assert error.problem is JsonProblem.TOO_LARGE and time.perf_counter() - start < 5
    assert error.params["size"] == str(50 * 1024**3)


def test_a_file_at_the_limit_is_read_and_one_byte_more_is_not(tmp_path):
    path = tmp_path / "big.json"
    body = '{"pad": "' + "x" * (MAX_BYTES - 11) + '"}'
    path.write_text(body)
    assert path.stat().st_size == MAX_BYTES
    assert read_json_file(path)["pad"].startswith("x")
    path.write_text(body + " ")
    assert refused_quickly(path).problem is JsonProblem.TOO_LARGE


def test_a_link_to_a_good_file_is_read(tmp_path):
    target = tmp_path / "real.debertz"
    target.write_text(record_text())
    link = tmp_path / "link.debertz"
    link.symlink_to(target)
    assert open_saved_game(link).game.names == ("Аня", "Борис")


# -- a file of junk actions ---------------------------------------------------------------------


def test_reading_stops_at_the_first_bad_action(tmp_path):
    data = json.loads(record_text())
    # the first action is well-formed but illegal; a mass of junk follows it
    data["actions"] = [[1, "AS"]] + [[0, "no such action"]] * 30_000
    text = json.dumps(data)
    assert len(text) < MAX_BYTES
    for read in (load_game, lambda t: open_saved_game(_write(tmp_path, t))):
        with pytest.raises(RecordError, match=r"^actions\[0\]: seat 1 \"AS\""):
            read(text)


def _write(tmp_path, text) -> Path:
    path = tmp_path / "junk.debertz"
    path.write_text(text)
    return path


# -- the command line ---------------------------------------------------------------------------


def run_cli(*args, encoding="utf-8"):
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    return subprocess.run([sys.executable, "-m", "debertz_desktop.engine", *args],
                          capture_output=True, cwd=ROOT, env=env, timeout=60)


def test_the_command_line_refuses_a_lone_surrogate_name_cleanly(tmp_path):
    path = tmp_path / "surrogate.json"
    path.write_text(HOSTILE["a lone surrogate name"], encoding="utf-8")
    result = run_cli("replay", str(path))
    assert result.returncode == 2 and result.stdout == b""
    message = result.stderr.decode()
    assert message == f"{path}: not a game record: text that is not valid Unicode (a lone " \
                      "surrogate)\n"


def test_the_command_line_prints_names_its_terminal_cannot_show(tmp_path):
    path = tmp_path / "cyrillic.json"
    path.write_text(record_text(names=("Аня", "Борис")), encoding="utf-8")
    result = run_cli("replay", str(path), encoding="ascii")
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr
    assert b"\\u0410" in result.stdout  # А, escaped


@pytest.mark.parametrize("name", ["deep nesting", "a 5000-digit seed", "too large"])
def test_the_command_line_answers_hostile_files_with_status_2(tmp_path, name):
    path = tmp_path / "hostile.json"
    path.write_text(HOSTILE[name], encoding="utf-8")
    result = run_cli("replay", str(path))
    assert result.returncode == 2
    assert result.stderr.decode().startswith(f"{path}: ")
    assert b"Traceback" not in result.stderr


def test_parse_json_text_limits_text_as_well_as_bytes():
    with pytest.raises(JsonInputError) as caught:
        parse_json_text(" " * (MAX_BYTES + 1))
    assert caught.value.problem is JsonProblem.TOO_LARGE
