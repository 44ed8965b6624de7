"""The score-sheet window, the pencil view and the score keeper speak Russian too (issue 3)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_translations import NAMES, assert_fits, assert_russian, english_words, russian  # noqa: F401

from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.sheet_texts import SheetInfo
from debertz_desktop.ui.sheet_window import SheetWindow


def finished_game(players: int) -> Game:
    game = Game(preset("classic", players=players), seed=3, names=NAMES[players])
    rng = random.Random(3)
    while not game.is_over:
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def model_texts(model) -> list[str]:
    texts = []
    for column in range(model.columnCount()):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(column, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                texts.append(value)
        for row in range(model.rowCount()):
            value = model.index(row, column).data()
            if isinstance(value, str):
                texts.append(value)
    return texts


def test_sheet_window_table_and_pencil_are_russian(qtbot, russian) -> None:  # noqa: F811
    game = finished_game(3)
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(SheetInfo(game.sheet, game.names, game.rules, date="2026-11-22T12:30:00"))
    window.show()
    qtbot.waitExposed(window)
    allowed = {w for name in NAMES[3] for w in english_words(name)}
    english = [t for t in model_texts(window.panel.table.model())
               if [w for w in english_words(t) if w not in allowed]]
    assert english == [], sorted(set(english))
    for tab in range(window.panel.tabs.count()):
        window.panel.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        assert_russian(window, NAMES[3])
        assert_fits(window)


def test_score_keeper_is_russian(qtbot, russian, tmp_path, monkeypatch) -> None:  # noqa: F811
    monkeypatch.setenv("DEBERTZ_HOME", str(tmp_path))
    keeper = ScoreKeeperWindow()
    qtbot.addWidget(keeper)
    keeper.show()
    qtbot.waitExposed(keeper)
    assert_russian(keeper)
    assert_fits(keeper)
    setup = keeper.setup
    for edit, name in zip(setup.name_edits, NAMES[3], strict=False):
        edit.setText(name)
    setup.players.setValue(3)
    qtbot.mouseClick(setup.start, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert_russian(keeper, NAMES[3])
    assert_fits(keeper)


def test_nested_errors_are_translated_through(russian) -> None:  # noqa: F811
    # a keeper error wrapping another: both parts in Russian, numbers filled in
    from debertz_desktop.keeper.entry import EntryError
    from debertz_desktop.ui.messages import error_text

    inner = EntryError("tricks: {total} in all, but a deal has {expected}", total="0",
                       expected="9")
    outer = EntryError("deal {number}: {error}", number="1", error=inner)
    text = error_text(outer)
    assert text.startswith("сдача 1: ") and "9" in text
    assert english_words(text) == []


def test_cards_are_named_with_russian_ranks(russian) -> None:  # noqa: F811
    # the players' own letters: В Д К Т, as on the Russian-pattern cards
    from debertz_desktop.engine.debertz import actions as A
    from debertz_desktop.engine.debertz import card
    from debertz_desktop.ui.games.debertz.texts import action_text, card_text

    assert [card_text(card(c)) for c in ("JH", "QS", "KD", "AC", "10H", "7S")] == [
        "В♥", "Д♠", "К♦", "Т♣", "10♥", "7♠"]
    assert action_text(A.PlayCard(card("KH"), bella=True)).startswith("К♥")


def test_cards_keep_latin_ranks_in_english(qapp) -> None:
    from debertz_desktop.engine.debertz import card
    from debertz_desktop.ui.games.debertz.texts import card_text

    assert card_text(card("QS")) == "Q♠"
