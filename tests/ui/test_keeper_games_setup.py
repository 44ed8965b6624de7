"""The score keeper's set-up chooses the game (issues 29, 30): its table sizes, the names,
the first dealer and its rules in the same rules editor as everywhere; the keeper then
keeps that game with its own form and sheet."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.keeper import LiveGame, MagistrLiveGame, OhHellLiveGame
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.score_keeper.grid_panel import GridSheetPanel
from debertz_desktop.ui.table.grid_sheet import GridSheetView


@pytest.fixture
def keeper(qtbot):
    window = ScoreKeeperWindow(rules=RuleSet(players=3))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def choose(setup, key: str) -> None:
    index = setup.game.findData(key)
    setup.game.setCurrentIndex(index)
    setup.game.activated.emit(index)


@pytest.mark.parametrize(("key", "tables", "live_type"), [
    ("debertz", (2, 4), LiveGame),
    ("oh_hell", (3, 7), OhHellLiveGame),  # OH_HELL §2
    ("magistr", (2, 4), MagistrLiveGame),  # MASTER §2
])
def test_each_game_with_its_tables_rules_and_form(keeper, key, tables, live_type):
    setup = keeper.setup
    choose(setup, "oh_hell" if key == "debertz" else key)  # away and back for Debertz
    choose(setup, key)
    assert (setup.players.minimum(), setup.players.maximum()) == tables
    assert setup.rules.kind.key == key  # the rules editor shows that game's options
    assert setup.pairs.isVisibleTo(setup) == (key == "debertz")
    setup.players.setValue(tables[1])
    shown = [e for e in setup.name_edits if e.isVisibleTo(setup)]
    assert len(shown) == tables[1] and setup.first_dealer.count() == tables[1]
    setup.first_dealer.setCurrentIndex(1)
    setup.start.click()
    live = keeper.live
    assert isinstance(live, live_type) and live.rules.players == tables[1]
    assert live.first_dealer == 1
    grid = isinstance(keeper.panel, GridSheetPanel)
    assert grid == (key != "debertz")
    if grid:
        assert isinstance(keeper.panel.table, GridSheetView)


def test_the_table_s_game_is_the_keepers_first_choice(qtbot):
    window = ScoreKeeperWindow(rules=OhHellRules(players=6))
    qtbot.addWidget(window)
    setup = window.setup
    assert setup.game.currentData() == "oh_hell" and setup.players.value() == 6


def test_the_games_are_named_in_russian(keeper):
    try:
        assert i18n.apply_language(Language.RU) == "ru"
        QApplication.processEvents()
        names = [keeper.setup.game.itemText(i) for i in range(keeper.setup.game.count())]
        assert names == ["Деберц", "Черт побери", "Магистр"]
    finally:
        i18n.apply_language(Language.EN)
        QApplication.processEvents()


def test_a_new_game_is_set_up_like_the_one_just_kept(qtbot, keeper):
    # the family starts another game of the same at the same table: nothing to type again
    from debertz_desktop.keeper import OhHellLiveGame

    live = OhHellLiveGame(OhHellRules(players=5, dealer_restriction=True),
                          ("Аня", "Борис", "Вера", "Глеб", "Даша"))
    keeper.offer_live(live, None)
    keeper.new_game()  # nothing entered: nothing to ask
    setup = keeper.setup
    assert keeper.stack.currentWidget() is setup
    assert setup.game.currentData() == "oh_hell" and setup.players.value() == 5
    assert setup.names() == live.names
    assert setup.rules.rules() == live.rules


def test_a_number_of_two_digits_is_typed_over_the_dash(qtbot):
    # a box showing "–" (nothing said yet) takes the digits typed, however it got the focus
    from PySide6.QtCore import Qt

    from debertz_desktop.ui.score_keeper.form_base import CountBox

    box = CountBox(12)
    qtbot.addWidget(box)
    entered = []
    box.entered.connect(lambda: entered.append(box.number()))
    box.show()
    qtbot.waitExposed(box)
    box.lineEdit().deselect()
    box.lineEdit().setCursorPosition(1)
    qtbot.keyClicks(box, "10")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert entered == [10]
    quick = CountBox(3)
    qtbot.addWidget(quick)
    quick.entered.connect(lambda: entered.append(quick.number()))
    qtbot.keyClick(quick, "2")  # one digit says it all: on to the next
    qtbot.keyClick(quick, Qt.Key.Key_Backspace)  # taken back
    assert entered == [10, 2] and quick.number() is None


@pytest.mark.parametrize(("away", "players", "seated"), [
    ("oh_hell", 4, 4), ("oh_hell", 5, 4), ("magistr", 4, 4),
])
def test_debertz_chosen_for_more_players_than_its_classic_variant_seats(
        keeper, away, players, seated):
    # RULES §14: Classic is played by 2 or 3; four play another variant (in pairs, §2).
    # Switching to Debertz at such a table crashed and left the other game's tabs and sheet.
    setup = keeper.setup
    choose(setup, away)
    setup.players.setValue(players)
    choose(setup, "debertz")
    assert setup.game.currentData() == "debertz"
    assert setup.rules.kind.key == "debertz"  # Debertz's options, not the other game's
    assert setup.players.value() == seated and setup.pairs.isChecked()
    assert setup.rules.is_valid() and setup.start.isEnabled()
    setup.start.click()
    live = keeper.live
    assert isinstance(live, LiveGame)
    assert (live.rules.players, live.rules.teams) == (4, True)
    assert not isinstance(keeper.panel, GridSheetPanel)  # Debertz's sheet


@pytest.mark.parametrize("key", ["oh_hell", "magistr", "debertz"])
def test_every_game_can_be_chosen_at_every_table_of_every_game(keeper, key):
    setup = keeper.setup
    for count in range(setup.players.minimum(), setup.players.maximum() + 1):
        setup.players.setValue(count)
        for other in ("debertz", "oh_hell", "magistr"):
            choose(setup, other)
            choose(setup, key)
            assert setup.rules.kind.key == key and setup.rules.is_valid()
            assert setup.players.value() in setup.rules.kind.player_counts
