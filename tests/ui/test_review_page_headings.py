"""The printed review of a deal (issue 31) keeps its tables' headings on one line in English and
Russian: the page broke a word anywhere to keep a column as narrow as its cells («Выбра-но»
over «10♣»), and a decisions' table in two columns too wide for the paper goes in one."""

from __future__ import annotations

import html
import re
import shutil
import subprocess

import pytest
from PySide6.QtCore import QCoreApplication
from review_support import mistaken_record

from debertz_desktop.ai.review import analyse_deal
from debertz_desktop.engine.debertz import preset
from debertz_desktop.engine.magistr import PRESETS
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.review.document import review_pdf_bytes
from debertz_desktop.ui.review.look import look_of
from debertz_desktop.ui.review.panels import ALTERNATIVE_HEADS, DECISION_HEADS

WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">'
                  r'([^<]*)</word>')
#: Deals whose page lays the decisions out compact (two columns, or one where two are too wide).
DEALS = {
    "magistr": (lambda: PRESETS["magistr"].rules(3), 14, 5),  # two columns
    "debertz_2": (lambda: preset("classic", 2), 1, 11),
    "debertz_3": (lambda: preset("classic", 3), 1, 4),  # a declaration's words: one column
}


def page_words(data: bytes, tmp_path) -> tuple[float, list[tuple[float, float, float, str]]]:
    """The page's width and its words (left, top, right, text), in points."""
    pdf = tmp_path / "review.pdf"
    pdf.write_bytes(data)
    bbox = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True,
                          text=True, check=True, timeout=60).stdout
    width = float(re.search(r'<page width="([\d.]+)"', bbox).group(1))
    return width, [(float(x0), float(y0), float(x1), html.unescape(text))
                   for x0, y0, x1, text in WORD.findall(bbox)]


def on_one_line(words, heading: str) -> bool:
    """``heading``'s words follow each other on one line of the page somewhere."""
    parts = heading.split()
    for k in range(len(words) - len(parts) + 1):
        run = words[k:k + len(parts)]
        if [w[3] for w in run] == parts and all(abs(w[1] - run[0][1]) < 1 for w in run):
            return True
    return False


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext is not installed")
@pytest.mark.parametrize("language", [Language.EN, Language.RU])
@pytest.mark.parametrize("game", list(DEALS))
def test_the_printed_reviews_headings_stay_on_one_line(qapp, tmp_path, game, language):
    rules_of, deal, seed = DEALS[game]
    rules = rules_of()
    record = mistaken_record(rules, deal, seed)
    review = analyse_deal(record, deal, 0)
    assert review.mistakes and len(review.decisions) > 6  # the page is laid out compact
    i18n.apply_language(language)
    try:
        look = look_of(rules)
        names = tuple(f"P{s + 1}" for s in range(rules.players))
        data = review_pdf_bytes(review, look.frames(record, deal), names, names, rules)
        heads = [QCoreApplication.translate("Review", h)
                 for h in (*DECISION_HEADS, *ALTERNATIVE_HEADS)]
    finally:
        i18n.apply_language(Language.EN)
    width, words = page_words(data, tmp_path)
    assert len(re.findall(rb"/Type\s*/Page\b", data)) == 1
    for heading in heads:
        assert on_one_line(words, heading), heading
    # nothing past the right margin (15 mm)
    assert max(w[2] for w in words) <= width - 15 / 25.4 * 72
