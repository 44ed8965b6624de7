"""Oh Hell's and Magistr's sheets printed, exported and shown in the sheet window (issues 29, 30).

Whole games are played by ``FallbackBot``s through the engine; their sheets go
through the same paths as Debertz's (``SheetInfo`` → ``printing``/``sheet_view``),
which ask the game's ``GameUi.sheet_grid``.  The PDF is read back word by word
(``pdftotext -bbox``, as ``test_sheet_pages`` does for Debertz): every word
inside its page, every player's name and total there, the legend under the
table; the Russian sheet has no Latin letter (MASTER §8's abbreviations, the
rules page's words), the English one no Cyrillic.  OH_HELL §8, MASTER §8–§10.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import re
import unicodedata

import pytest
from PySide6.QtCore import QMarginsF, QSizeF, Qt
from PySide6.QtGui import QPageLayout, QPageSize
from test_sheet_pages import assert_inside, pdf_pages, words_of

from debertz_desktop.engine.games import kind_of
from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import DealOrder, FailedBid, OhHellRules, SheetColumns
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.grid_document import csv_heads, grid_of
from debertz_desktop.ui.printing import pdf_bytes, sheet_csv, sheet_layout
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.sheet_document import TablePages, default_layout, title_text
from debertz_desktop.ui.sheet_grid import LineKind, Run
from debertz_desktop.ui.sheet_texts import SheetInfo

NAMES = {"en": ("Anastasia Longname", "Boris", "Veronica", "Gleb", "Dmitry", "Elena",
                "Zoya Kuznetsova"),
         "ru": ("Анастасия Петровна", "Борис Петрович", "Вера", "Глеб", "Дмитрий", "Елена",
                "Зоя Кузнецова")}
LATIN = re.compile("[A-Za-z]")
CYRILLIC = re.compile("[А-Яа-яЁё]")


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    i18n.apply_language(Language(request.param))
    yield request.param
    i18n.apply_language(Language.EN)


def played(rules, language: str, seed: int = 5):
    """A whole game of ``rules``, every seat a ``FallbackBot``."""
    names = NAMES[language][:rules.players]
    game = kind_of(rules).new_game(rules, seed, names=names)
    bots = [FallbackBot(seed * 10 + seat) for seat in range(rules.players)]
    for _ in range(100_000):
        if game.is_over:
            break
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    assert game.is_over
    return game


def info_of(rules, language: str, seed: int = 5) -> SheetInfo:
    game = played(rules, language, seed)
    return SheetInfo(game.sheet, game.names, rules, date="2026-11-22T12:30:00")


def oh_hell(players: int, columns: SheetColumns = SheetColumns.DOUBLE, **options) -> OhHellRules:
    return OhHellRules(players=players, sheet_columns=columns, **options)


def check_words(pages, language: str) -> None:
    """Russian: no Latin letter anywhere (suits are signs); English: no Cyrillic."""
    for n, page in enumerate(pages, 1):
        foreign = LATIN if language == "ru" else CYRILLIC
        found = [w.text for w in page.words if foreign.search(w.text)]
        assert found == [], f"page {n}: {found[:10]}"


def check_document(pages, info: SheetInfo, language: str) -> None:
    assert_inside(pages)
    check_words(pages, language)
    grid = grid_of(info)
    assert grid is not None
    first, last = pages[0].text, pages[-1].text
    assert " ".join(words_of(title_text(info))) in first
    for page in pages:  # the heading on every page: each player's name over his columns
        for name in info.names:
            for word in words_of(name):
                assert word in page.text, (name, page.text[:200])
    totals = [line for line in grid.lines if line.kind is LineKind.TOTAL][-1]
    for total in info.sheet.totals:
        shown = f"{total:+d}" if any(c.startswith("+") for c in totals.cells) else str(total)
        assert re.search(rf"(^| ){re.escape(shown)}( |$)", last), (shown, last[-400:])
    plain = unicodedata.normalize("NFKC", last)  # "ﬁ" is one glyph in the PDF
    for item in grid.legend:
        assert " ".join(words_of(item)) in plain


# -- Oh Hell (OH_HELL §8) ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 5, 7])
@pytest.mark.parametrize("columns", [SheetColumns.DOUBLE, SheetColumns.SINGLE])
def test_an_oh_hell_sheet_prints_whole_on_its_page(tmp_path, language, players, columns):
    info = info_of(oh_hell(players, columns), language)
    pages = pdf_pages(pdf_bytes(info), tmp_path)
    check_document(pages, info, language)
    text = " ".join(p.text for p in pages)
    grid = grid_of(info)
    for line in grid.lines:  # every deal's number and cards, every bid (double columns)
        if line.kind is LineKind.DEAL:
            assert line.cells[0] in text and line.cells[2] in text
    places = [line for line in grid.lines if line.kind is LineKind.RESULT]
    assert places, "the places line (OH_HELL §7)"
    assert grid.columns[0].head in pages[0].text


def test_oh_hell_seven_players_double_columns_fit_a4_and_letter_unscaled(tmp_path, language):
    # 4 deal columns + 7 × (bid, total): landscape, smaller type, never shrunk past it
    info = info_of(oh_hell(7), language)
    grid = grid_of(info)
    assert len(grid.columns) == 18
    for paper in (QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter):
        layout = default_layout(info, paper=QPageSize(paper))
        assert layout.orientation() is QPageLayout.Orientation.Landscape
        area = layout.paintRect(QPageLayout.Unit.Point)
        pages = TablePages(info, QSizeF(area.width(), area.height() - 16))
        # the type is set small enough that the table is not shrunk (but for its border)
        assert pages.scale > 0.98
        assert pages.doc.defaultFont().pointSizeF() >= 7
        printed = pdf_pages(pdf_bytes(info, layout=layout), tmp_path)
        check_document(printed, info, language)
        width, height = QPageSize(paper).size(QPageSize.Unit.Point).toTuple()
        assert (round(printed[0].width), round(printed[0].height)) == (round(height),
                                                                      round(width))
        # readable: the numbers are at least 6 points high on paper
        digits = [w for p in printed for w in p.words if w.text.isdigit()]
        assert min(w.y1 - w.y0 for w in digits) >= 6


#: What the legend says a struck-out bid scored, by ``failed_bid`` (OH_HELL §6).
BANKRUPT_SAYS = {
    ("en", FailedBid.NOTHING): "scores nothing for the deal",
    ("en", FailedBid.MINUS_DIFFERENCE): "loses the difference between his bid and his tricks",
    ("ru", FailedBid.NOTHING): "ничего не записано",
    ("ru", FailedBid.MINUS_DIFFERENCE): "теряет разницу между заказом и взятками",
}


@pytest.mark.parametrize("failed", list(FailedBid))
def test_the_legend_says_what_a_struck_out_bid_scored_under_the_rules(
        tmp_path, language, failed):
    # a new player saw −1, −2 under struck-out bids and a legend saying they scored nothing
    info = info_of(oh_hell(4, failed_bid=failed), language)
    missed = [row.points[seat] for row in info.sheet.rows for seat in range(4)
              if not row.made(seat)]
    assert missed and (min(missed) < 0) is (failed is FailedBid.MINUS_DIFFERENCE)
    legend = grid_of(info).legend[0]
    says = BANKRUPT_SAYS[language, failed]
    assert says in legend
    assert all(other not in legend for (lang, value), other in BANKRUPT_SAYS.items()
               if lang == language and value is not failed)
    printed = unicodedata.normalize("NFKC", " ".join(p.text for p in pdf_pages(
        pdf_bytes(info), tmp_path)))
    assert " ".join(words_of(legend)) in printed


def test_a_three_player_sheet_stays_upright(qapp):
    info = info_of(oh_hell(3), "en")
    assert default_layout(info).orientation() is QPageLayout.Orientation.Portrait


def test_a_long_oh_hell_sheet_runs_over_pages_with_the_heading_on_each(tmp_path, language):
    info = info_of(oh_hell(3, deal_order=DealOrder.UP_DOWN), language)
    sheet = info.sheet
    rows = [dataclasses.replace(row, number=i + 1) for i, row in enumerate(sheet.rows * 3)]
    info = dataclasses.replace(info, sheet=dataclasses.replace(sheet, rows=rows))
    pages = pdf_pages(pdf_bytes(info), tmp_path)
    assert len(pages) >= 2
    check_document(pages, info, language)
    deal_head = grid_of(info).columns[0].head
    numbers: list[int] = []
    for page in pages:
        assert deal_head in page.text
        left = min(w.x0 for w in page.words if w.text == deal_head)
        numbers += [int(w.text) for w in sorted(page.words, key=lambda w: w.y0)
                    if w.text.isdigit() and w.x0 < left + 30 and w.y0 > 60]
    assert [n for n in numbers if n <= len(rows)] == list(range(1, len(rows) + 1))


def test_a_struck_bid_is_struck_and_red_in_the_print(qapp):
    from debertz_desktop.ui.sheet_document import sheet_html

    info = info_of(oh_hell(4), "en")
    grid = grid_of(info)
    marked = sum(len(line.marked) for line in grid.lines)
    assert marked  # random bids: somebody went bankrupt (OH_HELL §6)
    assert sheet_html(info).count("<s><font color='#b00020'>") == marked


def single_sheet_marks(info: SheetInfo):
    """Every bankrupt cell of a single-column Oh Hell sheet: (line, column, total, bid)."""
    grid = grid_of(info)
    out = []
    for r, line in enumerate(grid.lines):
        for c in line.marked:
            total, _, bid = line.cells[c].partition(" \u00b7 ")
            out.append((r, c, total, bid))
    assert out  # random bids: somebody went bankrupt (OH_HELL §6)
    return grid, out


def test_a_single_column_strikes_out_the_bid_not_the_total(qapp, language):
    # OH_HELL §8: single columns write the running total with the bid small; a bankrupt deal is
    # a struck-out bid — the total beside it stands
    from debertz_desktop.ui.sheet_document import sheet_html

    info = info_of(oh_hell(4, SheetColumns.SINGLE), language)
    grid, marks = single_sheet_marks(info)
    for r, c, total, bid in marks:
        assert grid.lines[r].runs(c) == (Run(f"{total} \u00b7 "), Run(bid, True, True))
    document = sheet_html(info)
    assert document.count("<s><font color='#b00020'>") == len(marks)
    for _r, _c, total, bid in marks:
        assert (f"{total} \u00b7 <small><s><font color='#b00020'>{bid}</font></s></small>"
                in document)
    # the double columns strike the whole bid cell, as before, and write nothing small
    double = grid_of(info_of(oh_hell(4), language))
    for line in double.lines:
        for c in line.marked:
            assert line.runs(c) == (Run(line.cells[c], True),)
        assert not line.small


def shown_single_sheet(qtbot):
    """A 3-player Oh Hell sheet in single columns in the sheet window: its info, its table,
    the picture of the table and the cells' text margin (pixels)."""
    from PySide6.QtWidgets import QStyle

    from debertz_desktop.ui.sheet_window import SheetWindow

    info = info_of(oh_hell(3, SheetColumns.SINGLE), "en")
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(info)
    window.resize(900, 700)
    window.show()
    qtbot.waitExposed(window)
    table = window.grid_panel.table
    image = table.viewport().grab().toImage()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    return info, table, image, margin


def test_the_sheet_on_screen_strikes_out_only_the_bid_of_a_single_column(qtbot):
    from PySide6.QtGui import QColor

    info, table, image, margin = shown_single_sheet(qtbot)
    _grid, marks = single_sheet_marks(info)
    metrics = table.fontMetrics()
    seen = 0
    for r, c, total, bid in marks:
        item = table.item(r, c)
        assert not item.font().strikeOut()  # the cell itself is not struck out
        assert item.text() == f"{total} \u00b7 {bid}"
        rect = table.visualItemRect(item)
        if not table.viewport().rect().contains(rect):
            continue
        # the bid, right in the cell, is red and struck out; the total left of it is not red
        bid_left = rect.right() - margin - metrics.horizontalAdvance(bid) - 1
        red, plain = [], []
        for x in range(rect.left() + 1, rect.right()):
            for y in range(rect.top() + 1, rect.bottom()):
                colour = QColor(image.pixel(x, y))
                if colour.red() > 120 and colour.green() < 90 and colour.blue() < 90:
                    red.append(x)
                elif colour.value() < 90:
                    plain.append(x)
        assert red, (total, bid)
        assert min(red) >= bid_left, (total, bid, min(red), bid_left)
        assert plain and min(plain) < bid_left  # the total, in the text's own colour
        seen += 1
    assert seen


def test_the_sheet_on_screen_writes_the_bid_of_a_single_column_small(qtbot):
    # OH_HELL §8: single columns — the running total, with the bid written small
    from PySide6.QtGui import QColor

    _info, table, image, margin = shown_single_sheet(qtbot)
    grid = table.grid
    small = table.fontMetrics()  # an upper bound of the small bid's width
    seen = 0
    for r, line in enumerate(grid.lines):
        for c in range(len(line.cells)):
            if line.small_from(c) is None or c in line.marked:
                continue
            item = table.item(r, c)
            rect = table.visualItemRect(item)
            if not table.viewport().rect().contains(rect):
                continue
            bid = line.cells[c][line.small_from(c):]
            bid_left = rect.right() - margin - small.horizontalAdvance(bid) - 1
            rows = {"total": set(), "bid": set()}
            for x in range(rect.left() + 1, rect.right()):
                for y in range(rect.top() + 1, rect.bottom()):
                    if QColor(image.pixel(x, y)).value() < 90:
                        rows["bid" if x >= bid_left else "total"].add(y)
            assert rows["total"] and rows["bid"], line.cells[c]
            total_height = max(rows["total"]) - min(rows["total"])
            bid_height = max(rows["bid"]) - min(rows["bid"])
            assert bid_height < 0.9 * total_height, (line.cells[c], bid_height, total_height)
            # on the same baseline: the small bid ends where the total's digits end
            assert abs(max(rows["bid"]) - max(rows["total"])) <= 1, line.cells[c]
            seen += 1
    assert seen


def test_the_oh_hell_csv_has_the_headings_and_every_line(qapp, language):
    info = info_of(oh_hell(5), language)
    grid = grid_of(info)
    rows = list(csv.reader(io.StringIO(sheet_csv(info))))
    assert rows[0] == csv_heads(grid)
    assert len(rows[0]) == 4 + 2 * 5
    for name in info.names:
        assert any(head.startswith(name + ": ") for head in rows[0])
    body = rows[1:1 + len(grid.lines)]
    assert body == [list(line.cells) for line in grid.lines]
    deals = [r for r in body if r[0].isdigit()]
    assert [int(r[0]) for r in deals] == [row.number for row in info.sheet.rows]
    total_line = next(line for line in grid.lines if line.kind is LineKind.TOTAL)
    assert [c for c in body[len(deals)] if c][1:] == [str(t) for t in info.sheet.totals]
    assert total_line.cells == tuple(body[len(deals)])
    assert rows[-len(grid.legend):] == [[item] for item in grid.legend]


# -- Magistr (MASTER §8–§10) ----------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_magistr_sheet_prints_on_one_page_with_halves_result_places_and_checks(
        tmp_path, language, players):
    info = info_of(MagistrRules(players=players), language)
    pages = pdf_pages(pdf_bytes(info), tmp_path)
    assert len(pages) == 1, "a whole game of 24 deals, its totals and legend on one page"
    check_document(pages, info, language)
    grid = grid_of(info)
    kinds = [line.kind for line in grid.lines]
    assert kinds.count(LineKind.DEAL) == 24
    assert kinds.count(LineKind.SUBTOTAL) == 2
    assert kinds[-2:] == [LineKind.TOTAL, LineKind.RESULT]
    text = pages[0].text
    # MASTER §8: every check holds — a tick in each deal, half and the result (and the legend)
    assert text.count("\u2713") == 24 + 2 + 1 + 1
    assert text.count("\u2717") == 1
    ratings = grid.lines[-1].cells
    for rating in ratings[2:2 + 2 * players:2]:  # the rating beside each place (§9)
        assert rating in text


def test_the_russian_magistr_sheet_has_the_seeds_abbreviations_and_their_legend(qapp):
    i18n.apply_language(Language.RU)
    try:
        info = info_of(MagistrRules(players=4), "ru")
        grid = grid_of(info)
        heads = " ".join(c.head for c in grid.columns)
        for short in ("КВП", "КОНИП", "КВОП", "И Х/Р", "ВОП"):
            assert short in heads
        legend = " ".join(grid.legend)
        for short in ("КВП", "КОНИП", "КВОП", "И Х/Р", "ВОП", "ОКВПИ", "ОРПИ", "КВОППИ", "ВВПИ",
                      "ВВИ", "ОРВИ", "КВВИ", "МЗИ"):
            assert short in legend, short
        assert not LATIN.search(legend + heads.replace("\n", " ").replace(
            " ".join(info.names), ""))
    finally:
        i18n.apply_language(Language.EN)
    english = grid_of(info)
    assert not CYRILLIC.search(" ".join(c.head for c in english.columns if c.seat is None))
    assert "Tricks" in " ".join(c.head for c in english.columns)


def test_the_magistr_csv_has_every_deal_the_halves_the_result_and_the_places(qapp, language):
    info = info_of(MagistrRules(players=3), language)
    grid = grid_of(info)
    rows = list(csv.reader(io.StringIO(sheet_csv(info))))
    assert rows[0] == csv_heads(grid)
    assert rows[1:1 + len(grid.lines)] == [list(line.cells) for line in grid.lines]
    assert len(grid.lines) == 24 + 2 + 2
    result = rows[len(grid.lines) - 1]
    assert result[3:3 + 2 * 3:2] == [f"{t:+d}" for t in info.sheet.totals]


# -- the sheet window -----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [oh_hell(5, SheetColumns.SINGLE), MagistrRules(players=3)],
                         ids=["oh_hell", "magistr"])
def test_the_sheet_window_shows_the_whole_grid_with_its_legend(qtbot, rules, monkeypatch,
                                                               tmp_path):
    from debertz_desktop.ui.printing import SheetPrinting
    from debertz_desktop.ui.sheet_window import SheetWindow

    info = info_of(rules, "en")
    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(info)
    window.show()
    assert window.showing_grid
    table = window.grid_panel.table
    grid = grid_of(info)
    assert table.rowCount() == len(grid.lines)
    assert table.columnCount() == len(grid.columns)
    assert all(not table.isColumnHidden(c) for c in range(table.columnCount()))
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads == [c.head for c in grid.columns]
    # a name over "Bid": both lines whole (elided, the two lines were cut as one long one)
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    assert header.textElideMode() == Qt.TextElideMode.ElideNone
    assert header.height() >= 2 * metrics.height()
    for c, column in enumerate(grid.columns):
        assert header.sectionSize(c) >= max(metrics.horizontalAdvance(line)
                                            for line in column.head.split("\n"))
    last = [table.item(table.rowCount() - 1, c).text() for c in range(table.columnCount())]
    assert tuple(last) == grid.lines[-1].cells
    assert window.grid_panel.legend.text() == "\n".join(grid.legend)
    assert window.grid_panel.legend.isVisible()
    # print and export what the window shows: the table (there is no pencil notation)
    asked = []
    monkeypatch.setattr(SheetPrinting, "run",
                        lambda self, what, shown, pencil=False: asked.append((what, pencil)))
    window.pdf_action.trigger()
    window.csv_action.trigger()
    assert asked == [("ask_pdf", False), ("ask_csv", False)]


def test_the_sheet_window_turns_back_to_debertz(qtbot):
    from debertz_desktop.engine.debertz.presets import preset
    from debertz_desktop.ui.sheet_window import SheetWindow

    window = SheetWindow()
    qtbot.addWidget(window)
    window.set_info(info_of(MagistrRules(players=2), "en"))
    assert window.showing_grid
    rules = preset("classic", players=2)
    game = kind_of(rules).new_game(rules, 1, names=("Ann", "Bob"))
    window.set_info(SheetInfo(game.sheet, game.names, rules))
    assert not window.showing_grid and window.pages.currentWidget() is window.panel


def test_the_grid_window_speaks_the_new_language(qtbot):
    from debertz_desktop.ui.sheet_window import SheetWindow

    window = SheetWindow()
    qtbot.addWidget(window)
    info = info_of(MagistrRules(players=2), "en")
    window.set_info(info)
    try:
        i18n.apply_language(Language.RU)
        qtbot.waitUntil(lambda: "КВП" in window.grid_panel.legend.text(), timeout=3000)
        heads = [window.grid_panel.table.horizontalHeaderItem(c).text()
                 for c in range(window.grid_panel.table.columnCount())]
        assert any("КОНИП" in head for head in heads)
    finally:
        i18n.apply_language(Language.EN)


def test_the_layout_the_printer_is_given_is_the_grids(qapp):
    info = info_of(oh_hell(7), "en")
    assert sheet_layout(info).orientation() is QPageLayout.Orientation.Landscape
    assert sheet_layout(info, pencil=True).orientation() is QPageLayout.Orientation.Landscape
    margins = sheet_layout(info).margins(QPageLayout.Unit.Millimeter)
    assert margins == QMarginsF(12, 12, 12, 12)
