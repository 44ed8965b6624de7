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
from debertz_desktop.engine.debertz.sheet import Mark
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.score_keeper import ScoreKeeperWindow
from debertz_desktop.ui.sheet_texts import mark_sign


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


# -- a bitten maker, long names, pairs --------------------------------------------------------

PAIRS = ("Александра", "Борис", "Константин", "Вера")


def keeper_with_a_bite(qtbot, players: int, size: QSize,
                       names: tuple[str, ...] = ()) -> ScoreKeeperWindow:
    """The keeper at ``size`` with five deals of ``players`` (4: in pairs), the maker of the
    third bitten (RULES §10.1)."""
    from debertz_desktop.keeper import DealEntry, LiveGame

    rules = RuleSet(players=4, teams=True) if players == 4 else RuleSet(players=3)
    names = names or (PAIRS if players == 4 else ("Анастасия", "Борис Годунов", "Вера"))
    sides = rules.sides
    entries = []
    for deal in range(5):
        maker = (deal + 1) % players
        side = rules.side_of(maker)
        points = [0] * sides
        points[side] = 40 if deal == 2 else 100
        others = [s for s in range(sides) if s != side]
        for k, other in enumerate(others):
            rest = 152 - points[side]
            points[other] = rest // len(others) + (rest % len(others) if k == 0 else 0)
        tricks = [rules.hand_size // sides] * sides
        tricks[0] += rules.hand_size - sum(tricks)
        entries.append(DealEntry(dealer=deal % players, maker=maker, trump=Suit.SPADES,
                                 card_points=tuple(points), tricks=tuple(tricks),
                                 last_trick_side=others[0] if deal == 2 else side))
    live = LiveGame(rules, names, entries)
    keeper = ScoreKeeperWindow(rules=rules)
    qtbot.addWidget(keeper)
    keeper.resize(size)
    keeper.show()
    qtbot.waitExposed(keeper)
    keeper.offer_live(live, None)
    QApplication.processEvents()
    return keeper


@pytest.mark.parametrize("players", [3, 4])
def test_a_bitten_deal_shows_its_mark_in_a_narrow_window(qtbot, language, players) -> None:
    """At 1024×700 the sheet beside the form drops columns for width; the marks, which say
    why a bitten maker has "+0" (RULES §10.1, §13), go last of all — and where even they
    have no room, the mark is written before the side's running total ("bite 162")."""
    keeper = keeper_with_a_bite(qtbot, players, QSize(1024, 700))
    table = keeper.panel.table
    model = table.model()
    sheet = keeper.live.sheet
    assert model.hiding_order()[-1] == model.part_columns("marks")
    bitten = next(k for k, side in enumerate(sheet.rows[2].sides) if Mark.BITE in side.marks)
    own = range(4 + bitten * 11, 4 + (bitten + 1) * 11)
    shown = [c for c in table.shown_columns() if c in own]
    texts = [model.data(model.index(2, c)) for c in shown]
    assert any(mark_sign(Mark.BITE) in text.split() for text in texts), texts
    for c in shown:
        assert table.columnWidth(c) >= table.sizeHintForColumn(c)  # the text whole
    viewport = table.viewport().width()
    assert table.columnViewportPosition(shown[-1]) + table.columnWidth(shown[-1]) <= viewport
    assert not table.horizontalScrollBar().isVisible()
    for side in range(len(sheet.side_names)):  # the running totals stay, as before
        running = 4 + side * 11 + 10
        assert not table.isColumnHidden(running)
        assert model.data(model.index(1, running)) == str(sheet.rows[1].sides[side].running)


def test_the_mark_goes_back_to_its_column_when_there_is_room(qtbot) -> None:
    """Written before the running total only while its column is left out: with every column
    (or a wide window) the mark is in its column and the running total a bare number."""
    keeper = keeper_with_a_bite(qtbot, 4, QSize(1024, 700), ("Александра Константинопольская",
                                                             "Борис", "Константин", "Вера"))
    table = keeper.panel.table
    model = table.model()
    sheet = keeper.live.sheet
    bitten = next(k for k, side in enumerate(sheet.rows[2].sides) if Mark.BITE in side.marks)
    marks, running = 4 + bitten * 11 + 9, 4 + bitten * 11 + 10
    total = str(sheet.rows[2].sides[bitten].running)
    assert table.isColumnHidden(marks)
    assert model.data(model.index(2, running)) == f"{mark_sign(Mark.BITE)} {total}"
    keeper.panel.all_columns.setChecked(True)
    QApplication.processEvents()
    assert not table.isColumnHidden(marks)
    assert model.data(model.index(2, marks)) == mark_sign(Mark.BITE)
    assert model.data(model.index(2, running)) == total


@pytest.mark.parametrize("names", [PAIRS, ("Alexandra", "Bob", "Constantine", "Veronica")])
def test_a_pair_s_names_are_whole_in_its_column_heads(qtbot, language, names) -> None:
    """RULES §13, 4 players in pairs: a pair's column heads at 1024×700 name both players
    whole — "Александра &" over "Константин", not "Алекса…тантин" — and their tooltips say
    the pair and the column in full."""
    keeper = keeper_with_a_bite(qtbot, 4, QSize(1024, 700), names)
    table = keeper.panel.table
    model = table.model()
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    sides = keeper.live.sheet.side_names
    assert sides[0] == f"{names[0]} & {names[2]}"
    for column in table.shown_columns():
        side = (column - 4) // 11
        if not 0 <= side < len(sides):
            continue
        head = model.headerData(column, Qt.Orientation.Horizontal)
        *name_lines, _part = head.split("\n")
        assert " ".join(name_lines) == sides[side], head
        assert header.sectionSize(column) >= max(metrics.horizontalAdvance(line)
                                                 for line in head.split("\n")), head
        tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert tip.startswith(sides[side] + ": "), tip


def test_the_sheet_windows_legend_is_whole_under_a_short_sheet(qtbot, language) -> None:
    """Game → Score sheet for Master at 1024×700: the legend had a fifth of the window and its
    last lines were cut under a sheet of two rows and empty space.  It is whole where the
    window has room, the sheet keeping at least half the height."""
    from debertz_desktop.engine.magistr import MagistrRules

    window = open_window(qtbot, (1024, 700), True)
    session = window.new_game(MagistrRules(players=4), seed=5, delay_ms=0,
                              levels=[None, "easy", "easy", "easy"])
    play_until(qtbot, session, lambda: bool(session.game.sheet.rows), limit=6000)
    session.stop()
    window.companions.show_sheet_window()
    panel = window.companions.sheet_window.grid_panel
    qtbot.waitExposed(panel)
    QApplication.processEvents()
    strip = panel.splitter.widget(1)
    assert strip.verticalScrollBar().maximum() == 0, "the legend whole, not scrolling"
    assert panel.legend.height() >= panel.legend.heightForWidth(panel.legend.width())
    assert panel.table.height() >= panel.height() // 2 - panel.splitter.handleWidth()
