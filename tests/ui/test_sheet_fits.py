"""The score sheet fits its width, as a paper sheet would, the totals always in sight (issue 27).

The report: at every window size the dock's player columns were cut ("Co…",
"Компь…") behind a sideways scroll bar, and so was the score keeper's totals row.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication
from test_translations import play_until

from debertz_desktop.engine.debertz.cards import Contract, Suit
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    i18n.apply_language(Language(request.param))
    QApplication.processEvents()
    yield request.param
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def open_window(qtbot, size, dock: bool) -> MainWindow:
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE_RU),
                   start_game=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.sheet_dock.setVisible(dock)
    QApplication.processEvents()
    return w


# -- the score sheet in the dock -----------------------------------------------------------

GAMES = {3: ("classic", False), 4: ("site", True)}


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_dock_shows_every_total(qtbot, language, players, size) -> None:
    """Like a paper sheet: the columns fit the dock's width, every side's total is in sight
    (in its heading), names are cut to their column with the whole name in the tooltip."""
    window = open_window(qtbot, size, dock=True)
    key, teams = GAMES[players]
    names = ("Вы", "Константин Константинопольский", "Компьютер 2", "Компьютер 3")[:players]
    session = window.new_game(preset(key, players=players, teams=teams), seed=11, delay_ms=0,
                              names=names, levels=[None] + ["easy"] * (players - 1))
    play_until(qtbot, session, lambda: len(session.game.sheet.rows) >= 3, limit=3000)
    QApplication.processEvents()
    sheet = window.sheet
    header = sheet.horizontalHeader()
    assert sheet.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert header.length() <= sheet.viewport().width()
    assert sheet.content_width() <= window.sheet_dock.width()
    game = session.game.sheet
    metrics = sheet.fontMetrics()
    for k, name in enumerate(game.side_names):
        column = 4 + k
        head = sheet.horizontalHeaderItem(column)
        assert head.toolTip() == name
        assert head.text().split("\n")[-1] == str(game.totals[k]), head.text()
        assert sheet.column_fits(column)
        for r in range(sheet.rowCount()):
            text = sheet.item(r, column).text()
            assert metrics.horizontalAdvance(text) <= header.sectionSize(column), text
    long = sheet.horizontalHeaderItem(5)
    assert "…" in long.text() or size[0] == 1920
    session.stop()


def test_the_dock_marks_the_maker(qtbot) -> None:
    window = open_window(qtbot, (1024, 700), dock=True)
    session = window.new_game(preset("classic", players=3), seed=11, delay_ms=0,
                              levels=[None, "easy", "easy"])
    play_until(qtbot, session, lambda: len(session.game.sheet.rows) >= 2, limit=3000)
    QApplication.processEvents()
    sheet = window.sheet
    for r, row in enumerate(session.game.sheet.rows):
        if row.maker is None:
            continue
        shaded = [k for k in range(len(row.sides))
                  if sheet.item(r, 4 + k).background().style() != Qt.BrushStyle.NoBrush]
        assert shaded == [row.maker]
    session.stop()


# -- the score keeper's sheet ----------------------------------------------------------------

def keeper_with_deals(qtbot, size: QSize) -> ScoreKeeperWindow:
    keeper = ScoreKeeperWindow(rules=RuleSet(players=3))
    qtbot.addWidget(keeper)
    keeper.resize(size)
    keeper.show()
    qtbot.waitExposed(keeper)
    setup = keeper.setup
    setup.players.setValue(3)
    for edit, name in zip(setup.name_edits, ("Анастасия", "Борис Годунов", "Вера"),
                          strict=False):
        edit.setText(name)
    setup.start.click()
    for deal in range(4):
        form = keeper.form
        maker = deal % 3
        form.maker.setCurrentIndex(maker)
        form.set_contract(Contract.SUIT, Suit.SPADES)
        points = [31, 31, 31]
        points[maker] = 90
        points[(maker + 1) % 3] += 152 - sum(points)
        for seat, value in enumerate(points):
            form.points[seat].setValue(value)
        for seat, value in enumerate((3, 3, 3)):
            form.tricks[seat].setValue(value)
        form.last[maker].setChecked(True)
        assert form.write.isEnabled(), form.error.text()
        form.write.click()
    QApplication.processEvents()
    return keeper


@pytest.mark.parametrize("size", [QSize(1024, 700), QSize(1350, 720)])
def test_the_keeper_sheet_shows_the_totals(qtbot, language, size) -> None:
    keeper = keeper_with_deals(qtbot, size)
    table = keeper.panel.table
    model = table.model()
    viewport = table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    totals_row = model.rowCount() - 1
    running = [4 + side * 11 + 10 for side in range(3)]
    for column in running:
        assert not table.isColumnHidden(column)
        assert table.columnViewportPosition(column) + table.columnWidth(column) <= viewport
        total = model.data(model.index(totals_row, column))
        assert total == str(keeper.live.sheet.totals[running.index(column)])
    label = [model.data(model.index(totals_row, c)) for c in table.shown_columns()[:2]]
    assert {"Total", "Итого"} & set(label), "the totals row says what it is"
    # The written points' tooltip adds the deal up, whatever columns are hidden.
    tip = model.data(model.index(0, running[0]), Qt.ItemDataRole.ToolTipRole)
    assert "90" in tip
    # Every column, scrolling sideways, on request.
    keeper.panel.all_columns.setChecked(True)
    QApplication.processEvents()
    assert table.shown_columns() == list(range(model.columnCount()))
    assert table.horizontalScrollBar().maximum() > 0
