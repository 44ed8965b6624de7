"""A grid sheet (Oh Hell's, Magistr's) beside the table where not every column fits.

At 1024×700 the dock showed a Magistr sheet at its end as "✓ Minus half 20 141 −244" in
the check column, the players' points cut to "…": every figure of the deal's dropped
columns had been moved beside the label.  Only a summary line's words go to the deal's
number, and the deal's other columns are not shown without that number.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from debertz_desktop.ui.sheet_grid import GridColumn, GridLine, LineKind, SheetGrid
from debertz_desktop.ui.table.grid_sheet import GridSheetView

NAMES = ("You", "Computer 1", "Computer 2")


def magistr_like(names: tuple[str, ...]) -> SheetGrid:
    """Magistr's columns (MASTER §8) with two deals, a half's total and the result."""
    columns = [GridColumn("Deal", "#", keep=4),
               GridColumn("Sub-game", "Game", numeric=False, keep=3)]
    for seat, name in enumerate(names):
        columns += [GridColumn(f"{name}\nTricks", "Tr.", seat, keep=2),
                    GridColumn(f"{name}\nPoints", name, seat, keep=5)]
    columns += [GridColumn("Left", "Left", keep=1), GridColumn("Led / dealt", "Led", keep=1),
                GridColumn("Stake", "Stake", keep=1), GridColumn("Check", "✓", keep=0)]
    grid = SheetGrid(columns=columns)
    for number in (1, 2):
        grid.lines.append(GridLine((str(number), "Hearts", "4", "-16", "3", "-12", "5", "-20",
                                    "", "You / Computer 2", "-48", "✓")))
    grid.lines.append(GridLine(("", "Minus half", "20", "-95", "1", "-81", "2", "-68", "20",
                                "141", "-244", "✓"), LineKind.SUBTOTAL))
    grid.lines.append(GridLine(("", "Result", "60", "-2", "1", "+16", "2", "-14", "", "",
                                "252", "✓"), LineKind.TOTAL))
    return grid


@pytest.fixture
def sheet(qtbot):
    view = GridSheetView(lambda _sheet, names: magistr_like(names))
    qtbot.addWidget(view)
    view.set_sheet(None, NAMES)
    view.show()
    return view


def shown_columns(view) -> list[int]:
    return [c for c in range(view.columnCount()) if not view.isColumnHidden(c)]


@pytest.mark.parametrize("width", [150, 190, 220, 260, 290, 330, 420, 600])
def test_a_summary_lines_words_go_to_the_deals_number_and_its_figures_stay_put(sheet, width):
    sheet.resize(width, 400)
    QApplication.processEvents()
    columns = sheet.grid.columns
    shown = shown_columns(sheet)
    own = [c for c in shown if columns[c].seat is None]
    if own:  # the deal's columns only beside its number
        assert 0 in own
    for row, line in enumerate(sheet.grid.lines):
        for c in own:
            text = sheet.item(row, c).text()
            if c == 0 and line.kind is not LineKind.DEAL and 1 not in shown:
                assert text == line.cells[1], "the label, and nothing but the label"
            else:
                assert text == line.cells[c], "a figure stays in its own column"
    for c in shown:
        if columns[c].seat is not None:
            for row in range(len(sheet.grid.lines)):
                assert "…" not in sheet.item(row, c).text()


def test_the_label_comes_back_to_its_column_when_there_is_room(sheet):
    sheet.resize(260, 400)
    QApplication.processEvents()
    assert sheet.isColumnHidden(1)
    sheet.resize(1400, 400)
    QApplication.processEvents()
    assert not sheet.isColumnHidden(1)
    assert sheet.item(2, 0).text() == "" and sheet.item(2, 1).text() == "Minus half"
