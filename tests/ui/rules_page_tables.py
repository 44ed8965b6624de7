"""Reading the rules pages' example tables (``<table id=…>``) and the cards written in them,
for the tests that compare the pages with the engine (``test_rules_examples*.py``)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from debertz_desktop.ui.rules_browser import rules_html

#: The pages' rank letters (Russian: В Д К Т) → the engine's.
RANKS = {"en": {}, "ru": {"В": "J", "Д": "Q", "К": "K", "Т": "A"}}
SUITS = {"♠": "S", "♣": "C", "♦": "D", "♥": "H"}
CARD = re.compile(r"(10|[2-9JQKAВДКТ])([♠♣♦♥])")


class _Tables(HTMLParser):
    """Every ``<table id=…>``: its rows, each a list of the cells' plain text (and which
    cells were in bold)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.bold: dict[str, list[list[bool]]] = {}
        self._table: str | None = None
        self._cell: list[str] | None = None
        self._bold = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self._table = dict(attrs).get("id")
            if self._table:
                self.tables[self._table] = []
                self.bold[self._table] = []
        elif tag == "tr" and self._table:
            self.tables[self._table].append([])
            self.bold[self._table].append([])
        elif tag in ("td", "th") and self._table:
            self._cell = []
            self._bold = False
        elif tag == "b" and self._cell is not None:
            self._bold = True

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._table and self._cell is not None:
            self.tables[self._table][-1].append(" ".join("".join(self._cell).split()))
            self.bold[self._table][-1].append(self._bold)
            self._cell = None
        elif tag == "table":
            self._table = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def _parsed(page: str, language: str) -> _Tables:
    parser = _Tables()
    parser.feed(rules_html(language, page))
    return parser


def tables(page: str, language: str) -> dict[str, list[list[str]]]:
    """The page's tables with an id, by id, without their heading rows."""
    return {key: rows[1:] for key, rows in _parsed(page, language).tables.items()}


def bold_cells(page: str, language: str) -> dict[str, list[list[bool]]]:
    """For each table with an id, which cells of each row (heading row left out) are bold."""
    return {key: rows[1:] for key, rows in _parsed(page, language).bold.items()}


def cards_in(text: str, language: str) -> list[str]:
    """``"10♣ Т♣ 8♣"`` → ``["10C", "AC", "8C"]``, in the order written."""
    ranks = RANKS[language]
    return [ranks.get(rank, rank) + SUITS[suit] for rank, suit in CARD.findall(text)]


def number(text: str) -> int:
    return int(text.replace("−", "-").replace("+", ""))


def section_html(page: str, language: str, anchor: str) -> str:
    """The page's HTML from ``anchor`` to the next heading's anchor (or the end)."""
    html = rules_html(language, page)
    start = html.index(f'<a name="{anchor}"></a>')
    following = re.search(r"<h[23]><a name=", html[start + 1:])
    return html[start:start + 1 + following.start()] if following else html[start:]


def example_text(page: str, language: str) -> str:
    """The plain text of the page's example section (from its anchor to the end)."""
    html = rules_html(language, page)
    start = html.index('name="example"')
    return " ".join(re.sub(r"<[^>]+>", " ", html[start:]).split())
