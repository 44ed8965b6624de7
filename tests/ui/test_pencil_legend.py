"""The pencil notation explains its signs: a legend under the sheet and on the printout."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from test_translations import english_words, russian  # noqa: F401

from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.ui.pencil_sheet import legend_items, legend_rects
from debertz_desktop.ui.sheet_texts import SheetInfo
from debertz_desktop.ui.sheet_window import SheetWindow


def finished(rules: RuleSet, seed: int = 3) -> Game:
    game = Game(rules, seed)
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def pencil_window(qtbot, game: Game) -> SheetWindow:
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(SheetInfo(game.sheet, game.names, game.rules))
    window.show()
    qtbot.waitExposed(window)
    window.panel.tabs.setCurrentWidget(window.panel.pencil.page)
    QApplication.processEvents()
    return window


def test_the_legend_is_shown_under_the_pencil_sheet(qtbot):
    window = pencil_window(qtbot, finished(preset("classic", players=3)))
    legend = window.panel.pencil.legend
    assert legend.isVisible() and window.panel.showing_pencil
    texts = legend.texts()
    for sign in ("a stick: 20", "a circle: 50", "a cross: 100", "bitten", "the points hang",
                 "ski: no trick taken"):
        assert sign in texts
    assert "the total reached 500" not in texts  # 501-point games draw no line at 500
    # every item is drawn inside the legend, whatever its width
    for width in (320, 600, 1000):
        rects, height = legend_rects(legend_items(game_sheet(window)), width - 12, legend.font())
        assert all(r.right() <= width - 12 + 0.5 for r in rects)
        assert legend.heightForWidth(width) >= height
    assert legend.height() >= legend.heightForWidth(legend.width()) - 1
    assert not legend.grab().isNull()


def game_sheet(window: SheetWindow):
    return window.info.sheet


def test_a_1001_game_explains_the_line_at_500(qtbot):
    window = pencil_window(qtbot, finished(RuleSet(players=4, teams=True, target=1001)))
    assert "the total reached 500" in window.panel.pencil.legend.texts()


@pytest.mark.usefixtures("russian")
def test_the_legend_is_russian(qtbot):
    window = pencil_window(qtbot, finished(preset("classic", players=2)))
    texts = window.panel.pencil.legend.texts()
    assert "палочка — 20" in texts and "байт" in texts
    assert all(english_words(t) == [] for t in texts), texts
