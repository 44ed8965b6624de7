"""The line under the Debertz sheet: who is ahead of the target, who won — and, over the target
with no winner, why the game goes on (a keeper's players saw 304–304 over 301 and nothing said
why another deal was due)."""

from __future__ import annotations

from debertz_desktop.engine.debertz.sheet import DealKind, DealRow, ScoreSheet, SideLine
from debertz_desktop.ui.sheet_view import SheetPanel


def sheet_with_totals(*totals: int, winner: int | None = None, target: int = 301) -> ScoreSheet:
    row = DealRow(number=5, dealer=0, maker=0, contract=None, trump=None,
                  kind=DealKind.PLAYED, sides=tuple(SideLine(running=t) for t in totals))
    return ScoreSheet(("Ann", "Bob", "Cy"), target, [row], winner)


# RULES §10.3: at or over the target, equal totals at the top (or a hang in the final deal):
# another deal
def test_over_the_target_without_a_winner_says_why_the_game_goes_on(qtbot):
    panel = SheetPanel()
    qtbot.addWidget(panel)
    panel.set_sheet(sheet_with_totals(304, 304, 40), ("Ann", "Bob", "Cy"))
    text = panel.status.text()
    assert text.startswith("Playing to 301. Ann: 304, Bob: 304, Cy: 40")
    assert "At or over 301, but not decided" in text and "(rules §10.3)" in text


def test_under_the_target_or_won_says_nothing_of_it(qtbot):
    panel = SheetPanel()
    qtbot.addWidget(panel)
    panel.set_sheet(sheet_with_totals(250, 120, 40), ("Ann", "Bob", "Cy"))
    assert "not decided" not in panel.status.text()
    panel.set_sheet(sheet_with_totals(320, 304, 40, winner=0), ("Ann", "Bob", "Cy"))
    assert panel.status.text().startswith("Ann won the game.")
    assert "not decided" not in panel.status.text()
