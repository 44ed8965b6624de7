"""Russian where issue 23 found English: Qt's dialogs, rank letters, card names, sheet headings."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel
from test_translations import english_words, russian  # noqa: F401

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import CARDS, Rank
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.errors import IllegalActionError
from debertz_desktop.keeper import LiveGame
from debertz_desktop.ui.games.debertz.keeper_form import DealForm
from debertz_desktop.ui.games.debertz.sheet_dock import ScoreSheetView
from debertz_desktop.ui.messages import error_text
from debertz_desktop.ui.sheet_texts import SheetInfo
from debertz_desktop.ui.sheet_window import SheetWindow


def labels(widget) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel) if label.text()]


@pytest.mark.parametrize("accept", [QFileDialog.AcceptMode.AcceptOpen,
                                    QFileDialog.AcceptMode.AcceptSave])
def test_qt_file_dialogs_are_russian(qtbot, russian, accept) -> None:  # noqa: F811
    # Qt's own widget dialog, as shown on Linux without a desktop's file chooser
    dialog = QFileDialog(None, "Открыть партию")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(accept)
    qtbot.addWidget(dialog)
    dialog.show()
    texts = labels(dialog)
    assert texts and all(english_words(t) == [] for t in texts), texts
    assert any("Типы файлов" in t.replace("&", "") for t in texts)


def test_qt_print_dialog_is_russian(qtbot, russian) -> None:  # noqa: F811
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer)
    qtbot.addWidget(dialog)
    dialog.show()
    english = [t for t in labels(dialog) if english_words(t)]
    assert english == []


def test_the_score_keeper_names_ranks_as_the_game_does(qtbot, russian) -> None:  # noqa: F811
    form = DealForm(LiveGame(preset("classic", players=3), ("Аня", "Борис", "Вера")))
    qtbot.addWidget(form)
    row = form.add_combination_row()
    tops = [row.top.itemText(i) for i in range(row.top.count())]
    assert tops == ["до 9", "до 10", "до В", "до Д", "до К", "до Т"]


def test_the_score_keeper_keeps_latin_ranks_in_english(qtbot) -> None:
    form = DealForm(LiveGame(preset("classic", players=2), ("Ann", "Bob")))
    qtbot.addWidget(form)
    row = form.add_combination_row()
    assert [row.top.itemText(i) for i in range(row.top.count())][2:] == [
        "to J", "to Q", "to K", "to A"]


def refused_card(seed: int = 5) -> IllegalActionError:
    """Play a random game until a player is to play a card; then try a card he lacks."""
    game = Game(RuleSet(players=2), seed)
    rng = random.Random(seed)
    while True:
        seat = game.to_act
        legal = game.legal_actions(seat)
        if game.deal.phase is Phase.PLAY and any(isinstance(a, A.PlayCard) for a in legal):
            held = {a.card for a in legal if isinstance(a, A.PlayCard)}
            view = game.view(seat)
            lacking = next(c for c in CARDS if c not in view.hand and c not in held
                           and c.rank is Rank.JACK)
            with pytest.raises(IllegalActionError) as raised:
                game.apply(seat, A.PlayCard(lacking))
            return raised.value
        game.apply(seat, rng.choice([a for a in legal if not isinstance(a, A.OfferDave)]))


def test_card_names_in_refusals_are_russian(russian) -> None:  # noqa: F811
    text = error_text(refused_card())
    assert "В" in text and "J" not in text, text
    assert english_words(text) == [], text


def test_combinations_in_refusals_are_named_as_on_the_table(russian) -> None:  # noqa: F811
    err = IllegalActionError("you do not hold {combination} (each card counts in one "
                             "sequence only)", "§6", combination="tertz-KH")
    assert "терц до короля ♥" in error_text(err)  # as the seat box and Declare say it


@pytest.mark.parametrize("language", ["en", "ru"])
def test_dock_and_sheet_window_have_the_same_column_headings(qtbot, language, request) -> None:
    if language == "ru":
        request.getfixturevalue("russian")
    game = Game(preset("classic", players=3), 4, names=("Аня", "Борис", "Вера"))
    rng = random.Random(4)
    while len(game.sheet.rows) < 2:
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    dock = ScoreSheetView()
    qtbot.addWidget(dock)
    dock.set_sheet(game.sheet, game.names)
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(SheetInfo(game.sheet, game.names, game.rules))
    model = window.panel.table.model()
    in_window = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    in_dock = [dock.horizontalHeaderItem(c).toolTip() for c in range(4)]
    assert in_dock == in_window
    if language == "ru":
        assert in_window == ["Сдача", "Сдающий", "Играющий", "Игра"]
    QApplication.processEvents()
