"""A bad file is explained in a player's words first, the technical reason behind "Details"."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QMessageBox
from test_translations import english_words, russian  # noqa: F401

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.storage import paths
from debertz_desktop.storage.saved_games import save_record
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow


def game_in_deal(deal: int, seed: int = 6) -> Game:
    game = Game(preset("classic", players=3), seed, names=("Аня", "Борис", "Вера"))
    rng = random.Random(seed)
    moves = 0
    while True:
        if game.deal.number == deal:
            moves += 1
            if moves > 10:
                return game
        seat = game.to_act
        game.apply(seat, rng.choice([a for a in game.legal_actions(seat)
                                     if not isinstance(a, A.OfferDave)]))


def cut_file(path) -> None:
    """Save a game in deal 4 and cut the file off after its last move, as a crash would."""
    save_record(path, GameRecord.of(game_in_deal(4)))
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.rindex("]") - 1], encoding="utf-8")


@pytest.fixture
def window(qtbot):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_opening_a_cut_off_file_says_where_it_ends(qtbot, window, tmp_path):
    path = tmp_path / "вечер.debertz"
    cut_file(path)
    assert not window.files.open_path(str(path))
    box = window.files.message_box
    assert box.isVisible() and box.objectName() == "FileErrorBox"
    assert "This file is damaged: it ends in the middle of deal 4." in box.text()
    assert "JSON" not in box.text() and "line" not in box.text()
    details = box.detailedText()
    assert str(path) in details and "not valid JSON" in details
    # Qt's "Show Details..." button is there to reveal it
    assert any(b.text().replace("&", "").startswith("Show Details")
               for b in box.buttons())
    box.done(QMessageBox.StandardButton.Ok)


def test_the_same_in_russian(qtbot, window, tmp_path, russian):  # noqa: F811
    path = tmp_path / "вечер.debertz"
    cut_file(path)
    window.files.open_path(str(path))
    box = window.files.message_box
    assert "Файл повреждён: он обрывается посреди сдачи 4." in box.text()
    assert english_words(box.text()) == []
    assert any("Показать" in b.text() for b in box.buttons())
    box.done(QMessageBox.StandardButton.Ok)


def test_a_file_of_a_newer_version_says_to_update(qtbot, window, tmp_path):
    path = tmp_path / "new.debertz"
    path.write_text('{"format": "debertz-record", "version": 9}', encoding="utf-8")
    window.files.open_path(str(path))
    box = window.files.message_box
    assert "newer version of Debertz Desktop" in box.text()
    assert "version 9" in box.detailedText()
    box.done(QMessageBox.StandardButton.Ok)


def test_a_broken_autosave_is_explained_on_start(qtbot, window):
    folder = paths.autosaves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    cut_file(folder / "game-20261122-120000-abcdef.json")
    window.files.offer_resume()
    box = window.files.message_box
    assert "set aside" in box.text()
    assert "it ends in the middle of deal 4" in box.text()
    assert ".broken" in box.detailedText() and "not valid JSON" in box.detailedText()
    box.done(QMessageBox.StandardButton.Ok)


def test_the_score_keeper_explains_too(qtbot, tmp_path):
    keeper = ScoreKeeperWindow()
    qtbot.addWidget(keeper)
    keeper.show()
    path = tmp_path / "empty.debertz"
    path.write_bytes(b"")
    assert not keeper.open_path(str(path))
    box = keeper.message_box
    assert "This file is empty" in box.text()
    assert str(path) in box.detailedText()
    box.done(QMessageBox.StandardButton.Ok)
