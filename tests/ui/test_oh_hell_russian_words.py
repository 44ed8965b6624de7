"""Russian Oh Hell calls the bids' sum against the tricks (OH_HELL §4) by one set of words: the
table, the sheet and the rules page say «завышение», «занижение», «баланс», and the lesson said
«Перезаказ, недозаказ или баланс» — a learner met two names for one thing."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from test_learn_to_play import russian  # noqa: F401

from debertz_desktop.engine.oh_hell.sheet import OhHellRow
from debertz_desktop.ui.games.oh_hell import explanations as X
from debertz_desktop.ui.games.oh_hell.sheet import over_under_text
from debertz_desktop.ui.rules_browser import rules_html

ROOT = Path(__file__).resolve().parents[2]
#: The lesson's words that the table, the sheet and the rules do not use.
OTHER_WORDS = re.compile(r"перезаказ|недозаказ", re.I)


def russian_translations() -> list[str]:
    text = (ROOT / "translations" / "debertz_ru.ts").read_text(encoding="utf-8")
    return re.findall(r"<translation[^>]*>(.*?)</translation>", text, re.S)


def test_the_lesson_says_over_and_under_as_the_table_and_the_rules_do(russian):  # noqa: F811
    # the table's box and the sheet (OH_HELL §4, §8)
    assert over_under_text(2) == "завышение на\xa02"
    assert over_under_text(-1) == "занижение на\xa01"
    assert over_under_text(0) == "баланс"
    assert QCoreApplication.translate("OhHellSheet", "Over / under") == "Завыш. / заниж."
    # the rules page
    page = rules_html("ru", "oh_hell")
    assert "<b>завышение</b>" in page and "<b>занижение</b>" in page and "<b>баланс</b>" in page
    assert not OTHER_WORDS.search(page)
    # the lesson: the moment the bidding closes, and the sheet
    closed = X.bidding_closed(4, 3, 1)
    assert closed.title == "Завышение, занижение или баланс"
    assert "завышение на\xa01" in closed.paragraphs[0]
    row = OhHellRow(number=1, dealer=0, cards=1, trump=None, bids=(0, 1, 0),
                    tricks=(0, 1, 0), points=(10, 11, 10), totals=(10, 11, 10))
    text = " ".join(X.sheet(row).paragraphs)
    assert "завышение или занижение" in text
    # nowhere else either
    assert [t for t in russian_translations() if OTHER_WORDS.search(t)] == []
