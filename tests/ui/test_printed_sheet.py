"""What the printed sheet says, read back from the PDF (RULES §13, §14, §15; issue 27).

The rules line names the nearest preset and what differs from it; the pencil
notation fits about twenty deals on a page and shares them out evenly; its
legend explains every sign; a Russian printout has no English word left.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QPageLayout, QPageSize
from test_sheet_pages import finished, long_game, pdf_pages

from debertz_desktop.engine.debertz import PRESETS
from debertz_desktop.engine.debertz.presets import nearest_preset
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n, paper
from debertz_desktop.ui.pencil_document import PencilPages
from debertz_desktop.ui.pencil_sheet import legend_items
from debertz_desktop.ui.printing import pdf_bytes, sheet_layout
from debertz_desktop.ui.sheet_document import FOOTER, rules_text
from debertz_desktop.ui.sheet_texts import SheetInfo

#: Classic for three, changed: a 1001-point game with klabor, ending 250 ahead.
CHANGED = PRESETS["classic"].rules(3).replace(target=1001, klabor=True, mercy_gap=250)


@pytest.fixture(autouse=True)
def a4(monkeypatch):
    """The counts below are for A4, whatever paper the machine running the tests has."""
    monkeypatch.setattr(paper, "_chosen_paper", QPageSize(QPageSize.PageSizeId.A4))


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    i18n.apply_language(Language(request.param))
    yield request.param
    i18n.apply_language(Language.EN)


def info_for(rules: RuleSet, language: str, deals: int | None = None) -> SheetInfo:
    info = finished(rules, language)
    return long_game(info, deals) if deals is not None else info


def test_custom_rules_are_named_by_the_nearest_preset_and_what_differs(tmp_path, language):
    # RULES §14: a changed preset is "Custom"; the sheet says which preset and how
    info = info_for(CHANGED, language)
    expected = {
        "en": "Classic (Moscow), 3 players, to 1001 points, except \u201cKlabor\u201d: on; "
              "\u201cEnd when far ahead\u201d: 250",
        "ru": "Классика (московский), игроков: 3, до 1001 очка; изменено: «Клабор»: вкл.; "
              "«Досрочный конец»: 250",
    }[language]
    assert rules_text(info) == expected
    printed = " ".join(p.text for p in pdf_pages(pdf_bytes(info), tmp_path))
    assert " ".join(expected.split()) in printed


def test_a_preset_as_it_is_has_no_exceptions(language):
    info = info_for(PRESETS["kharkov"].rules(3), language)
    text = rules_text(info)
    assert text.startswith({"en": "Kharkov, 3 players", "ru": "Харьковский, игроков: 3"}[language])
    assert "\u201c" not in text and "«" not in text


def test_the_nearest_preset_is_the_one_with_fewest_differences() -> None:
    assert nearest_preset(CHANGED).preset is PRESETS["classic"]
    assert nearest_preset(CHANGED).differences == ("klabor", "mercy_gap")
    site = PRESETS["site"].rules(4, False).replace(klabor=True)
    assert (nearest_preset(site).preset, nearest_preset(site).differences) == (
        PRESETS["site"], ("klabor",))
    # an option that changes nothing at this table is not a difference (bite_split: 3 players)
    two = PRESETS["classic"].rules(2).replace(bite_split="equal")
    assert nearest_preset(two).differences == ()


def body_for(info: SheetInfo) -> QSizeF:
    """The page body the pencil sheet is laid out in: the session's paper, less the footer."""
    area = sheet_layout(info, pencil=True).paintRect(QPageLayout.Unit.Point)
    return QSizeF(area.width(), area.height() - FOOTER)


def pencil_pages(info: SheetInfo, tmp_path) -> tuple[list[int], list]:
    """Deals per page as laid out, and the pages of the PDF itself."""
    counts = PencilPages(info, body_for(info)).rows_per_page()
    return counts, pdf_pages(pdf_bytes(info, pencil=True), tmp_path)


def deal_numbers(page, rows: int) -> list[int]:
    """The deal numbers down the pencil sheet's left edge (above the legend, if any)."""
    legend = min((w.y0 for w in page.words if w.text == "stick:"), default=page.height)
    left = min(w.x0 for w in page.words)
    return sorted(int(w.text) for w in page.words
                  if w.text.isdigit() and w.x0 < left + 40 and 1 <= int(w.text) <= rows
                  and w.y0 < legend)


@pytest.mark.parametrize(("players", "teams"), [(2, False), (3, False), (4, True)])
def test_twenty_four_pencil_deals_fit_two_even_pages(tmp_path, players, teams):
    rules = PRESETS["classic"].rules(players) if players < 4 else RuleSet(
        players=4, teams=True, target=1001)
    info = info_for(rules, "en", deals=24)
    counts, pages = pencil_pages(info, tmp_path)
    assert len(pages) == len(counts) == 2  # it was 4, the last with one row
    assert counts == [12, 12]
    seen = [deal_numbers(page, 24) for page in pages]
    assert seen == [list(range(1, 13)), list(range(13, 25))]


@pytest.mark.parametrize(("players", "teams"), [(3, False), (4, False)])
def test_pencil_pages_are_full_and_shared_out_evenly(tmp_path, players, teams):
    rules = PRESETS["classic"].rules(players) if players < 4 else RuleSet(
        players=4, teams=False, target=1001)
    full = None
    for deals in range(1, 81):
        info = info_for(rules, "en", deals=deals)
        counts = PencilPages(info, body_for(info)).rows_per_page()
        assert sum(counts) == deals
        if len(counts) > 1:
            # never a lone row: the deals are shared out (the last page also holds the
            # totals and the legend, so it may take a few less)
            assert 3 * min(counts) >= 2 * max(counts), (deals, counts)
            full = full or deals - 1
    # one A4 page (the header and the legend on it too) holds many deals, not eight
    assert full is not None and full >= (14 if players == 3 else 9)


def test_the_pencil_legend_explains_every_sign(qapp):
    texts = [text for _, text in legend_items()]
    for meaning in ("a stick: 20", "a circle: 50", "a cross: 100", "bitten",
                    "the third bite: a penalty", "a dash: nothing written (0)",
                    "the points hang", "won the hanging points", "ski: no trick taken",
                    "a minus in front: points lost (\u221240)"):
        assert meaning in texts


LATIN = re.compile(r"[A-Za-z]")


@pytest.mark.parametrize("pencil", [False, True])
@pytest.mark.parametrize(("players", "teams"), [(2, False), (3, False), (4, True), (4, False)])
def test_a_russian_printout_has_no_english_word(tmp_path, players, teams, pencil):
    i18n.apply_language(Language.RU)
    try:
        rules = CHANGED.replace(players=players, teams=teams) if players < 4 else RuleSet(
            players=4, teams=teams, target=1001, klabor=True)
        info = info_for(rules, "ru", deals=30)
        pages = pdf_pages(pdf_bytes(info, pencil=pencil), tmp_path)
        words = [w.text for page in pages for w in page.words]
        assert [w for w in words if LATIN.search(w)] == []
        if pencil:
            legend = " ".join(words)
            # the bite is a Cyrillic Б, the ski "болт", the third bite explained
            assert "болт — ни одной взятки" in legend and "третий байт — штраф" in legend
            assert "прочерк — ничего не записано (0)" in legend
            assert "Б" in words and "B" not in words
    finally:
        i18n.apply_language(Language.EN)
