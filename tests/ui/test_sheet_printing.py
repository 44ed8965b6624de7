"""The sheet document: PDF (read back with pdftotext), CSV, page breaks, the views' cells."""

from __future__ import annotations

import csv
import dataclasses
import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from debertz_desktop.engine.debertz import PRESETS
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.sheet import ScoreSheet
from debertz_desktop.ui.games.base import DealSummary
from debertz_desktop.ui.printing import export_csv, export_pdf, sheet_csv
from debertz_desktop.ui.sheet_document import sheet_html
from debertz_desktop.ui.sheet_texts import PARTS, SheetInfo, mark_sign, part_signs, parts_legend
from debertz_desktop.ui.sheet_view import SheetPanel
from debertz_desktop.ui.sheet_window import SheetWindow
from debertz_desktop.ui.table.deal_summary import DealSummaryPanel

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "keeper"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from deal_builder import case_game, load_case, run
from keeper_support import play_random

NAMES = ("Аня", "Борис", "Вера")


def pdf_text(path: Path) -> str:
    assert shutil.which("pdftotext"), "pdftotext (poppler-utils) is needed; .ci/run installs it"
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True,
                          capture_output=True, text=True).stdout


def info_of(rules: RuleSet, seed: int, names=NAMES) -> SheetInfo:
    game, _ = play_random(rules, seed, names=names[:rules.players])
    return SheetInfo(game.sheet, game.names, rules, date="2026-11-22T12:30:00+00:00")


@pytest.mark.parametrize("players", [2, 3])
def test_pdf_holds_names_totals_and_winner(qapp, tmp_path, players):
    info = info_of(PRESETS["classic"].rules(players), 5)
    path = tmp_path / "лист.pdf"
    export_pdf(str(path), info)
    assert path.read_bytes().startswith(b"%PDF")
    text = pdf_text(path)
    for name in info.names:
        assert name in text
    for total in info.sheet.totals:
        assert str(total) in text
    assert "Winner: " + info.sheet.side_names[info.sheet.winner_side] in text
    assert "2026-11-22 12:30" in text
    assert "Classic (Moscow)" in text


def test_long_games_break_into_pages_with_the_header_repeated(qapp, tmp_path):
    rules = RuleSet(players=4, teams=True, target=1001)
    info = info_of(rules, 2, names=("Аня", "Борис", "Вера", "Глеб"))
    rows = [dataclasses.replace(row, number=i + 1)
            for i, row in enumerate(info.sheet.rows * (60 // len(info.sheet.rows) + 1))]
    info.sheet = ScoreSheet(info.sheet.side_names, 1001, rows, info.sheet.winner_side)
    path = tmp_path / "long.pdf"
    export_pdf(str(path), info)
    pages = pdf_text(path).split("\f")
    pages = [p for p in pages if p.strip()]
    assert len(pages) >= 2
    for page in pages:
        assert "Аня & Вера" in page and "Dealer" in page  # the table header on every page


def test_csv_has_every_column(qapp, tmp_path):
    info = info_of(PRESETS["classic"].rules(3), 5)
    rows = list(csv.reader(io.StringIO(sheet_csv(info))))
    header = rows[0]
    assert header[:4] == ["Deal", "Dealer", "Maker", "Contract"]
    assert "Аня: Cards" in header and "Вера: Running total" in header
    assert header[-1] == "Hanging"
    assert len(header) == 4 + 3 * len(PARTS) + 1
    assert "Аня: Awarded" in header
    sheet = info.sheet
    body = rows[1:1 + len(sheet.rows)]
    width = len(PARTS)

    def column(part: str, k: int) -> int:
        return 4 + width * k + PARTS.index(part)

    for line, row in zip(body, sheet.rows, strict=True):
        assert int(line[0]) == row.number
        for k, side in enumerate(row.sides):
            assert int(line[column("cards", k)]) == side.cards
            assert int(line[column("awarded", k)]) == side.awarded
            assert int(line[column("written", k)]) == side.written
            assert int(line[column("running", k)]) == side.running
            assert line[column("marks", k)] == " ".join(mark_sign(m) for m in side.marks)
    totals = rows[1 + len(sheet.rows)]
    assert [int(totals[column("running", k)]) for k in range(3)] == list(sheet.totals)
    assert rows[-1][1:] == ["Winner", sheet.side_names[sheet.winner_side]]
    path = tmp_path / "sheet.csv"
    export_csv(str(path), info)
    assert path.read_bytes().startswith("\ufeff".encode())
    assert path.read_text(encoding="utf-8-sig") == sheet_csv(info)


def test_html_escapes_names(qapp):
    info = info_of(PRESETS["classic"].rules(2), 1, names=("<b>Аня</b>", "Б & В"))
    html = sheet_html(info)
    assert "&lt;b&gt;Аня&lt;/b&gt;" in html and "Б &amp; В" in html


def test_panel_and_window_show_every_column(qtbot):
    info = info_of(PRESETS["classic"].rules(2), 3)
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(info)
    window.show()
    model = window.panel.table.model()
    sheet = info.sheet
    assert model.rowCount() == len(sheet.rows) + 1
    assert model.columnCount() == 4 + 2 * len(PARTS) + 1
    first = sheet.rows[0]
    assert model.index(0, 0).data() == "1"
    assert model.index(0, 1).data() == info.names[first.dealer]
    written_column = 4 + PARTS.index("written")
    assert model.index(0, written_column).data() == f"{first.sides[0].written:+d}"
    total_row = len(sheet.rows)
    assert model.index(total_row, 4 + PARTS.index("running")).data() == str(sheet.totals[0])
    assert "Winner" in model.index(total_row, 3).data()
    panel: SheetPanel = window.panel
    panel.tabs.setCurrentIndex(1)
    assert panel.pencil.sizeHint().height() > 50 * len(sheet.rows)
    image = panel.pencil.grab()
    assert not image.isNull()


#: The columns a deal total is made of, the total, and what is added to it to be written.
SUMMED = ("cards", "last_trick", "combinations", "bella", "awarded", "total", "received",
          "penalty", "written")


def test_a_negative_round_shows_parts_that_add_up_to_what_is_written(qtbot):
    # RULES §15: the parts show exactly what is written — in a negative round as minus,
    # a side's own tertz and bella as nothing (tests/corpus: pair 0+2 −98, pair 1+3
    # −54 − 10 − 20 − 20 = −104); the table, the CSV, the printout and the summary agree
    case = load_case("negative_round_own_combinations_count_nothing")
    game = case_game(case)
    run(game, case["actions"])
    info = SheetInfo(game.sheet, ("Аня", "Борис", "Вера", "Глеб"), game.rules,
                     date="2026-11-22T12:30:00+00:00")
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(info)
    model = window.panel.table.model()
    width = len(PARTS)
    cells = [[model.index(0, 4 + width * k + PARTS.index(p)).data() for p in SUMMED]
             for k in range(2)]
    # cards, last trick, combinations, bella, awarded, deal total, received, penalties, written
    assert cells == [["-98", "", "", "", "", "-98", "", "", "-98"],
                     ["-54", "-10", "-20", "-20", "", "-104", "", "", "-104"]]
    for side in cells:
        assert sum(int(c or 0) for c in side[:5]) == int(side[5]) == int(side[8])
    line = list(csv.reader(io.StringIO(sheet_csv(info))))[1]
    assert ([[int(line[4 + width * k + PARTS.index(p)]) for p in SUMMED[:6]] for k in range(2)]
            == [[int(c or 0) for c in side[:6]] for side in cells])
    assert "c -54 · l -10 · k -20 · b -20" in sheet_html(info)
    summary = DealSummaryPanel()
    qtbot.addWidget(summary)
    summary.show_summary(DealSummary(game.rules, game.rows[0], game.side_names))
    table = summary.table
    shown = {table.verticalHeaderItem(r).text(): [table.item(r, c).text() for c in range(2)]
             for r in range(table.rowCount())}
    assert shown["Card points"] == ["-98", "-54"]
    assert shown["Combinations"] == ["0", "-20"] and shown["Bella"] == ["0", "-20"]
    assert shown["Deal total"] == shown["Written"] == ["-98", "-104"]


@pytest.mark.parametrize(("case_name", "names", "side", "points"), [
    ("instant_win_debertz_row", ("Аня", "Борис"), 0, 181),
    ("instant_win_klabor_pairs_row", ("Аня", "Борис", "Вера", "Глеб"), 1, 41),
])
def test_an_instant_win_shows_parts_that_add_up_to_what_is_written(qtbot, case_name, names,
                                                                   side, points):
    # RULES §5, §13: a debertz or klabor sets the claimer's score to the target.  Its row
    # used to show no part at all, a deal total of 0 and the points written: now the
    # points are the row's awarded part, and the table, the CSV, the printout and the
    # deal summary all add up to what is written.
    case = load_case(case_name)
    game = case_game(case)
    run(game, case["actions"])
    info = SheetInfo(game.sheet, names, game.rules, date="2026-11-22T12:30:00+00:00")
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(info)
    model = window.panel.table.model()
    width = len(PARTS)
    cells = [[model.index(0, 4 + width * k + PARTS.index(p)).data() for p in SUMMED]
             for k in range(2)]
    won = ["", "", "", "", str(points), str(points), "", "", f"+{points}"]
    lost = ["", "", "", "", "", "0", "", "", "+0"]
    assert cells == ([won, lost] if side == 0 else [lost, won])
    for shown in cells:
        assert sum(int(c or 0) for c in shown[:5]) == int(shown[5]) == int(shown[8])
    assert model.headerData(4 + PARTS.index("awarded"), Qt.Orientation.Horizontal,
                            Qt.ItemDataRole.ToolTipRole).endswith("Awarded")
    line = list(csv.reader(io.StringIO(sheet_csv(info))))[1]
    assert [int(line[4 + width * side + PARTS.index(p)]) for p in ("awarded", "total",
                                                                      "written")] == [points] * 3
    assert f"{part_signs()['awarded']} {points}" in sheet_html(info)
    assert "a: awarded" in parts_legend()
    summary = DealSummaryPanel()
    qtbot.addWidget(summary)
    summary.show_summary(DealSummary(game.rules, game.rows[0], game.side_names))
    table = summary.table
    shown = {table.verticalHeaderItem(r).text(): [table.item(r, c).text() for c in range(2)]
             for r in range(table.rowCount())}
    expected = ["0", "0"]
    expected[side] = str(points)
    assert shown["Awarded"] == shown["Deal total"] == shown["Written"] == expected
    # not played to its end: no row of card points or tricks, all zeros, beside the award
    assert "Card points" not in shown and "Tricks" not in shown
