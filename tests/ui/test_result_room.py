"""The result of a game shows its sheet: Magistr's 24 deals in Russian, whose legend runs to
eight lines, at 1024×700 the legend folds behind "Legend" so that most rows are in sight; on a
big screen the panel grows to the whole sheet, legend and all (MASTER §8).  At 1024×700 the
sheet fits the width as a paper sheet would, every column in sight: each name once over its
player's columns, long texts cut with "…" and whole in their tooltips."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from test_grid_sheet_documents import played

from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.main_window import MainWindow


@pytest.fixture
def russian():
    i18n.apply_language(Language.RU)
    yield
    i18n.apply_language(Language.EN)


def show_result(qtbot, size, players: int = 4):
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    rules = MagistrRules(players=players)
    game = played(rules, "ru")
    table = window.table
    table.game_over.show_result(game.sheet, tuple(game.names), rules)
    table.placement.place_game_over()
    QApplication.processEvents()
    qtbot.wait(50)
    return table.game_over


def rows_in_sight(panel) -> int:
    sheet = panel.sheet
    height = sheet.viewport().height()
    return sum(1 for row in range(sheet.rowCount())
               if sheet.rowViewportPosition(row) + sheet.rowHeight(row) <= height)


def test_at_1024x700_the_legend_folds_and_most_of_the_sheet_shows(qtbot, russian):
    panel = show_result(qtbot, (1024, 700))
    rows = panel.sheet.rowCount()
    assert not panel.legend.isVisible() and panel.legend_button.isVisible()
    assert rows_in_sight(panel) >= rows * 2 // 3, (rows_in_sight(panel), rows)
    # the legend is a click away, and stays as the player chose
    panel.legend_button.click()
    assert panel.legend.isVisible() and "КВП" in panel.legend.text()
    panel.resize(panel.width(), panel.height() - 1)
    qtbot.wait(20)
    assert panel.legend.isVisible()


def test_on_a_big_screen_the_whole_sheet_and_its_legend_show(qtbot, russian):
    panel = show_result(qtbot, (1920, 1080))
    assert panel.legend.isVisible()
    assert rows_in_sight(panel) == panel.sheet.rowCount()
    assert not panel.sheet.horizontalScrollBar().isVisible()
    header = panel.sheet.horizontalHeader()
    for c, column in enumerate(panel.sheet.grid.columns):  # every name whole over its columns
        if column.seat is not None:
            assert header.name_shown(c) == column.head.split("\n")[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_1024x700_the_result_fits_the_width_and_loses_nothing(qtbot, russian, players):
    """A Russian result with long names («Анастасия Петровна»): no sideways scrolling, every
    column shown, every number whole; what is cut short says itself whole in its tooltip."""
    panel = show_result(qtbot, (1024, 700), players)
    sheet = panel.sheet
    header = sheet.horizontalHeader()
    assert not sheet.horizontalScrollBar().isVisible()
    assert header.length() <= sheet.viewport().width()
    metrics = sheet.fontMetrics()
    head = header.fontMetrics()
    for c, column in enumerate(sheet.grid.columns):
        assert not sheet.isColumnHidden(c)
        heading = sheet.horizontalHeaderItem(c)
        assert heading.toolTip().startswith(column.head.replace("\n", " "))
        *name, word = column.head.split("\n")
        if not name:  # whole, wrapped in two lines or short ("✓"): whole in the tooltip
            word = heading.text()
            assert word.replace("\n", " ") == column.head or word == column.short, word
        for text in word.split("\n"):
            assert head.horizontalAdvance(text) <= header.sectionSize(c), text
        if name:
            shown = header.name_shown(c)
            assert shown == name[0] or (shown.endswith("…") and name[0].startswith(shown[:-1]))
        for r in range(sheet.rowCount()):
            item = sheet.item(r, c)
            assert item.toolTip() == item.text() or item.toolTip()
            if column.numeric:  # the numbers are never cut
                font_metrics = metrics if not item.font().bold() else QFontMetrics(item.font())
                assert font_metrics.horizontalAdvance(item.text()) < header.sectionSize(c)
