"""The printed sheet fits its paper: checked on the PDF itself, word by word (issue 23).

``pdftotext -bbox`` gives the box of every word on every page.  Plain
``pdftotext`` also returns text drawn past the edge of the page, so these tests
look at where each word is: inside the printable area, never cut off.  The
sheets are English and Russian, for 2, 3 and 4 players, short and long.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter

from debertz_desktop.engine.debertz import PRESETS
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.sheet import ScoreSheet
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.printing import paint_sheet, pdf_bytes
from debertz_desktop.ui.sheet_document import default_layout
from debertz_desktop.ui.sheet_texts import (
    SheetInfo,
    deal_heads,
    hanging_head,
    marks_legend,
    part_short_heads,
    part_signs,
    parts_legend,
    total_head,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "keeper"))
from keeper_support import play_random

NAMES = {"en": ("Anastasia Longname", "Boris", "Veronica", "Gleb"),
         "ru": ("Анастасия Петровна", "Борис Петрович", "Вера", "Глеб")}
MM = 72 / 25.4
#: The page margin the sheet is laid out in (``sheet_document.MARGIN_MM``), less a little.
INSIDE = 10 * MM


@dataclass
class Word:
    text: str
    x0: float
    y0: float
    x1: float
    y1: float


@dataclass
class Page:
    width: float
    height: float
    words: list[Word]

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


def pdf_pages(data: bytes, tmp_path: Path) -> list[Page]:
    assert shutil.which("pdftotext"), "pdftotext (poppler-utils) is needed; .ci/run installs it"
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    out = subprocess.run(["pdftotext", "-bbox", str(path), "-"], check=True,
                         capture_output=True, text=True).stdout
    root = ET.fromstring(out)
    ns = {"x": "http://www.w3.org/1999/xhtml"}
    pages = []
    for page in root.iter("{http://www.w3.org/1999/xhtml}page"):
        words = [Word(w.text or "", float(w.get("xMin")), float(w.get("yMin")),
                      float(w.get("xMax")), float(w.get("yMax")))
                 for w in page.findall("x:word", ns)]
        pages.append(Page(float(page.get("width")), float(page.get("height")), words))
    return pages


def assert_inside(pages: list[Page]) -> None:
    """Every word lies inside its page, within the margins the sheet is laid out in."""
    for n, page in enumerate(pages, 1):
        outside = [w for w in page.words
                   if w.x0 < INSIDE or w.y0 < INSIDE or w.x1 > page.width - INSIDE
                   or w.y1 > page.height - INSIDE]
        assert outside == [], f"page {n}: " + ", ".join(
            f"{w.text!r} at ({w.x0:.0f}, {w.y0:.0f})–({w.x1:.0f}, {w.y1:.0f})" for w in outside[:8])


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    i18n.apply_language(Language(request.param))
    yield request.param
    i18n.apply_language(Language.EN)


def rules_for(players: int, teams: bool = False) -> RuleSet:
    if players == 4:
        return RuleSet(players=4, teams=teams, target=1001)
    return PRESETS["classic"].rules(players)


def finished(rules: RuleSet, language: str, seed: int = 7) -> SheetInfo:
    game, _ = play_random(rules, seed, names=NAMES[language][:rules.players])
    return SheetInfo(game.sheet, game.names, rules, date="2026-11-22T12:30:00")


def long_game(info: SheetInfo, deals: int = 70) -> SheetInfo:
    sheet = info.sheet
    rows = [dataclasses.replace(row, number=i + 1)
            for i, row in enumerate(sheet.rows * (deals // len(sheet.rows) + 1))][:deals]
    return dataclasses.replace(info, sheet=ScoreSheet(sheet.side_names, sheet.target, rows,
                                                      sheet.winner_side))


def words_of(text: str) -> list[str]:
    return text.replace("\n", " ").split()


def assert_heading(page: Page, info: SheetInfo) -> None:
    """The table's heading row: the first four columns, each player (pair), Σ, hanging."""
    shown = page.text
    short = part_short_heads()
    for head in [*deal_heads(), hanging_head(), short["written"], short["running"]]:
        assert head in shown, head
    for side in info.sheet.side_names:
        for word in words_of(side):
            assert word in shown, side


SIZES = [(2, False), (3, False), (4, True), (4, False)]


@pytest.mark.parametrize(("players", "teams"), SIZES)
def test_a_finished_game_fits_the_page_with_every_heading_and_total(
        tmp_path, language, players, teams):
    info = finished(rules_for(players, teams), language)
    pages = pdf_pages(pdf_bytes(info), tmp_path)
    assert_inside(pages)
    for page in pages:
        assert_heading(page, info)
    shown = pages[-1].text
    assert total_head() in shown
    for total in info.sheet.totals:
        assert re.search(rf"(^| ){total}( |$)", shown), total
    for name in info.names:
        for word in words_of(name):
            assert word in pages[0].text
    for legend in (parts_legend(), marks_legend()):
        assert " ".join(words_of(legend)) in shown


@pytest.mark.parametrize(("players", "teams"), SIZES)
def test_a_long_game_runs_over_pages_each_with_the_heading(tmp_path, language, players, teams):
    info = long_game(finished(rules_for(players, teams), language))
    pages = pdf_pages(pdf_bytes(info), tmp_path)
    assert len(pages) >= 2
    assert_inside(pages)
    numbers: list[int] = []
    cards_sign = part_signs()["cards"]
    rows = {row.number: row for row in info.sheet.rows}
    for page in pages:
        assert_heading(page, info)
        # deal numbers: the words of the leftmost column
        left = min(w.x0 for w in page.words if w.text == deal_heads()[0])
        on_page = [int(w.text) for w in sorted(page.words, key=lambda w: w.y0)
                   if w.text.isdigit() and w.x0 < left + 40 and int(w.text) in rows]
        numbers += on_page
        # no row is split: its parts ("c 62 · …") are on the page of its number
        parts = sum(1 for w, after in zip(page.words, page.words[1:], strict=False)
                    if w.text == cards_sign and after.text.isdigit())
        assert parts == sum(1 for n in on_page for side in rows[n].sides if side.cards)
    assert numbers == list(range(1, len(info.sheet.rows) + 1))
    last = pages[-1].text
    assert total_head() in last
    for total in info.sheet.totals:
        assert str(total) in last


@pytest.mark.parametrize("pencil", [False, True])
@pytest.mark.parametrize("paper", [QPageSize.PageSizeId.A5, QPageSize.PageSizeId.Letter])
@pytest.mark.parametrize("orientation", [QPageLayout.Orientation.Portrait,
                                         QPageLayout.Orientation.Landscape])
def test_any_paper_and_orientation_is_filled_without_cutting(tmp_path, language, paper,
                                                              orientation, pencil):
    # four players each on his own: the widest sheet, on a small page it is scaled down
    info = long_game(finished(rules_for(4), language), deals=30)
    layout = QPageLayout(QPageSize(paper), orientation, QMarginsF(12, 12, 12, 12),
                         QPageLayout.Unit.Millimeter)
    pages = pdf_pages(pdf_bytes(info, pencil=pencil, layout=layout), tmp_path)
    assert_inside(pages)
    width, height = QPageSize(paper).size(QPageSize.Unit.Point).toTuple()
    if orientation is QPageLayout.Orientation.Landscape:
        width, height = height, width
    assert (round(pages[0].width), round(pages[0].height)) == (round(width), round(height))
    for page in pages[:-1]:
        for side in info.sheet.side_names:
            assert side in page.text


@pytest.mark.parametrize(("players", "teams"), SIZES)
def test_the_pencil_notation_prints_with_names_on_every_page_and_the_legend(
        tmp_path, language, players, teams):
    from debertz_desktop.ui.pencil_sheet import legend_items

    info = long_game(finished(rules_for(players, teams), language), deals=25)
    pages = pdf_pages(pdf_bytes(info, pencil=True), tmp_path)
    assert len(pages) >= 2
    assert_inside(pages)
    for page in pages:
        for side in info.sheet.side_names:
            for word in words_of(side):
                assert word in page.text
    last = pages[-1].text
    for _, text in legend_items(info.sheet):
        assert " ".join(words_of(text)) in last
    for total in info.sheet.totals:
        assert str(total) in last


def test_the_printer_gets_the_same_pages_as_the_pdf(qapp, tmp_path):
    # the print dialog's printer (1200 dpi), writing a PDF file as "Print to file" does
    info = long_game(finished(rules_for(3), "en"))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(path))
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                      QPageLayout.Orientation.Landscape,
                                      QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    count = paint_sheet(printer, info)
    del printer
    pages = pdf_pages(path.read_bytes(), tmp_path)
    assert len(pages) == count == len(pdf_pages(pdf_bytes(info), tmp_path))
    assert_inside(pages)
    assert_heading(pages[-1], info)


def test_a_page_range_prints_only_those_pages(qapp, tmp_path):
    info = long_game(finished(rules_for(2), "en"))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "range.pdf"
    printer.setOutputFileName(str(path))
    printer.setPageLayout(default_layout(info))
    all_pages = pdf_pages(pdf_bytes(info), tmp_path)
    paint_sheet(printer, info, first=2, last=2)
    del printer
    pages = pdf_pages(path.read_bytes(), tmp_path)
    assert len(pages) == 1
    assert sorted(w.text for w in pages[0].words) == sorted(w.text for w in all_pages[1].words)


def test_the_english_sheet_has_no_cyrillic_and_the_russian_legend_no_english(qapp):
    info = finished(rules_for(3), "en")
    from debertz_desktop.ui.sheet_document import sheet_html

    i18n.apply_language(Language.EN)
    english = re.sub(r"<[^>]*>", " ", sheet_html(info))
    assert not re.search("[А-Яа-яЁё]", english), re.findall(r"\S*[А-Яа-яЁё]\S*", english)
    i18n.apply_language(Language.RU)
    try:
        for legend in (parts_legend(), marks_legend()):
            assert not re.search("[A-Za-z]{2,}", legend), legend
    finally:
        i18n.apply_language(Language.EN)
