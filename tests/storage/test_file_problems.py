"""A bad game file explained as a player understands it (issue 23): ``storage.file_problems``."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.actions import parse_action
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.errors import DebertzError
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.keeper import LiveGame
from debertz_desktop.storage import file_problems as fp
from debertz_desktop.storage.errors import StorageError
from debertz_desktop.storage.saved_games import load_game, save_live, save_record


def game_in_deal(deal: int, players: int = 3, seed: int = 6) -> Game:
    """A game played at random until a few moves into deal ``deal``."""
    game = Game(preset("classic", players=players), seed)
    rng = random.Random(seed)
    moves_in_deal = 0
    while not game.is_over:
        if game.deal.number == deal:
            moves_in_deal += 1
            if moves_in_deal > 12:
                return game
        seat = game.to_act
        legal = [a for a in game.legal_actions(seat) if not isinstance(a, A.OfferDave)]
        game.apply(seat, rng.choice(legal))
    raise AssertionError("the game ended first")


def problem(path: Path) -> fp.FileProblem:
    with pytest.raises((StorageError, DebertzError)) as raised:
        load_game(path)
    return fp.diagnose(path, raised.value)


@pytest.fixture
def saved(tmp_path) -> tuple[Path, Game]:
    game = game_in_deal(4)
    path = tmp_path / "game.debertz"
    save_record(path, GameRecord.of(game))
    return path, game


def test_a_file_cut_after_its_last_move_ends_in_that_deal(saved):
    path, _ = saved
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.rindex("]") - 1], encoding="utf-8")  # the list of moves open
    found = problem(path)
    assert found.template == fp.CUT_IN_DEAL and found.params == {"deal": "4"}
    assert str(found) == "This file is damaged: it ends in the middle of deal 4."


@pytest.mark.parametrize("fraction", [0.3, 0.55, 0.8, 0.95])
def test_a_file_cut_anywhere_in_its_moves_names_the_deal_it_stops_in(saved, fraction):
    path, game = saved
    text = path.read_text(encoding="utf-8")
    cut = text[:int(len(text) * fraction)]
    path.write_text(cut, encoding="utf-8")
    found = problem(path)
    # the moves the cut file still holds whole, replayed
    whole = re.findall(r'\[\n   (\d+),\n   "([^"]*)"\n  \]', cut)
    record = GameRecord.of(game)
    replayed = Game(record.rules, record.seed, names=record.names)
    for seat, action in whole:
        replayed.apply(int(seat), parse_action(action))
    if whole:
        assert found.template == fp.CUT_IN_DEAL
        assert found.params == {"deal": str(replayed.deal.number)}
    else:
        assert found.template in (fp.CUT_BEFORE_PLAY, fp.CUT_OFF)


def test_a_file_cut_in_its_header_is_cut_off(saved):
    path, _ = saved
    path.write_text(path.read_text(encoding="utf-8")[:300], encoding="utf-8")
    assert problem(path).template == fp.CUT_OFF


def test_a_file_changed_in_the_middle_names_the_line(saved):
    path, _ = saved
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[70] = lines[70] + " }{ "
    path.write_text("\n".join(lines), encoding="utf-8")
    found = problem(path)
    assert found.template == fp.CHANGED and found.params == {"line": "71"}


def test_a_move_the_rules_refuse_names_its_deal(saved):
    path, game = saved
    record = GameRecord.of(game)
    # the first card of deal 2 replaced by a card that player does not hold
    first_deal_moves = next(i for i, (_, a) in enumerate(record.actions)
                            if isinstance(a, A.PlayCard))
    text = path.read_text(encoding="utf-8")
    rows = len(game.sheet.rows)
    assert rows >= 3
    seat, action = record.actions[first_deal_moves]
    view_hand = set(Game(record.rules, record.seed).view(seat).hand)
    lacking = next(c for c in (A.PlayCard(c).card for c in _all_cards()) if c not in view_hand)
    needle = f'[\n   {seat},\n   "{action}"\n  ]'
    assert needle in text
    path.write_text(text.replace(needle, f'[\n   {seat},\n   "{lacking}"\n  ]', 1),
                    encoding="utf-8")
    found = problem(path)
    assert found.template == fp.BAD_MOVE and found.params == {"deal": "1"}


def _all_cards():
    from debertz_desktop.engine.debertz.cards import CARDS

    return CARDS


@pytest.mark.parametrize(("content", "template"), [
    (b"", fp.EMPTY),
    (b"   \n", fp.EMPTY),
    (b"\x89PNG\r\n\x1a\n\x00\x01", fp.NOT_OURS),
    (b'{"theme": "dark"}', fp.NOT_OURS),
    (b"[1, 2, 3]", fp.NOT_OURS),
    (b"Dear diary", fp.NOT_OURS),
    (b'{"format": "debertz-record", "version": 99}', fp.NEWER),
])
def test_files_that_are_not_games(tmp_path, content, template):
    path = tmp_path / "x.debertz"
    path.write_bytes(content)
    assert problem(path).template == template


def test_a_missing_file_and_a_folder(tmp_path):
    assert problem(tmp_path / "gone.debertz").template == fp.GONE
    folder = tmp_path / "folder.debertz"
    folder.mkdir()
    found = problem(folder)
    assert found.template == fp.NOT_A_FILE and found.params == {"name": "folder.debertz"}


def test_a_live_game_cut_off_says_how_many_deals_it_holds(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "keeper"))
    from keeper_support import play_random

    game, entries = play_random(preset("classic", players=2), 3, names=("Аня", "Борис"))
    live = LiveGame(game.rules, game.names)
    for entry in entries[:3]:
        live.add(entry)
    path = tmp_path / "live.debertz"
    save_live(path, live)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index('"meta"') - 8], encoding="utf-8")
    found = problem(path)
    assert found.template == fp.CUT_AFTER_DEALS
    assert int(found.params["deal"]) in (2, 3)
