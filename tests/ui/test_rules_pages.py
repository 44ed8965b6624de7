"""Help → Rules for each game, as a newcomer reads it (issues 29, 30 and 31).

Every game of the registry has its rules page in English and Russian
(``resources/rules/<page>_<lang>.html``).  Each page says the goal first, then
gives a contents list whose every link leads somewhere, then has a section,
anchored ``s<number>``, for every section of its rule book — the messages cite
them ("§5") and the window scrolls to them — and ends with an example deal
(checked against the engine in ``test_rules_examples.py``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.magistr.options import OPTIONS as MAGISTR_OPTIONS
from debertz_desktop.engine.oh_hell.options import OPTIONS as OH_HELL_OPTIONS
from debertz_desktop.resources import resource_path
from debertz_desktop.ui import i18n
from debertz_desktop.ui.i18n import Language
from debertz_desktop.ui.rules_browser import RulesDialog, rules_html, rules_page

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "ru")
#: Every game's page.
PAGES = ("rules", "oh_hell", "magistr")

#: Each page's rule book (in the project's shared folder, beside the checkout) and the
#: sections it has: its ``##``/``###`` headings, and for RULES §8 the numbered rules 8.1–8.7.
BOOKS = {"rules": "RULES.md", "oh_hell": "OH_HELL.md", "magistr": "MASTER.md"}
SECTIONS = {
    "rules": [str(n) for n in range(1, 16)] + [f"8.{n}" for n in range(1, 8)]
    + [f"10.{n}" for n in range(1, 5)],
    "oh_hell": [str(n) for n in range(1, 11)],
    "magistr": [str(n) for n in range(1, 14)] + [f"6.{n}" for n in range(1, 6)] + ["11.1"],
}
#: The numbered rules of a section that are list items in the book, not headings.
LIST_SECTIONS = {"rules": {f"8.{n}" for n in range(1, 8)}, "oh_hell": set(), "magistr": set()}
GOAL = {"en": "The goal.", "ru": "Цель игры."}
#: Latin words a Russian page may hold: the games' English names, given once.
NAMES = {"Oh", "Hell", "Master"}

ANCHOR = re.compile(r'<a name="([^"]+)"></a>|\bid="([^"]+)"')
LINK = re.compile(r'<a href="#([^"]+)">')
H2 = re.compile(r'<h2><a name="([^"]+)"></a>([^<]*)</h2>')


def anchors(html: str) -> list[str]:
    return [a or b for a, b in ANCHOR.findall(html)]


def rule_book(page: str) -> Path | None:
    """The page's rule book in a ``shared`` folder beside the checkout, if there is one."""
    for folder in ROOT.parents:
        book = folder / "shared" / BOOKS[page]
        if book.is_file():
            return book
    return None


def plain(html: str) -> str:
    body = html.split("</head>", 1)[-1]
    return " ".join(re.sub(r"<[^>]+>", " ", body).split())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_each_page_is_installed_in_both_languages(page: str, language: str) -> None:
    assert resource_path("rules", rules_page(language, page)).is_file()
    html = rules_html(language, page)
    assert "<h1>" in html and "not installed" not in html


def test_the_games_name_their_pages() -> None:
    """The main window opens the current game's page: the registry names it."""
    assert GAMES["debertz"].rules_page == "rules" and GAMES["oh_hell"].rules_page == "oh_hell"
    assert GAMES["magistr"].rules_page == "magistr"
    assert [kind.rules_page for kind in GAMES.values()] == list(PAGES), "every game has its page"
    assert rules_page("ru") == "rules_ru.html", "Debertz stays the default page"
    assert rules_html("en") == rules_html("en", "rules")
    assert rules_html("xx", "oh_hell") == rules_html("en", "oh_hell"), "English if missing"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_the_goal_comes_first_then_the_contents(page: str, language: str) -> None:
    html = rules_html(language, page)
    after_title = html.split("</h1>", 1)[1].lstrip()
    first = after_title[:after_title.index("</p>")]
    assert first.startswith('<p><a name="goal"></a>'), "the goal is the first paragraph"
    assert f"<b>{GOAL[language]}</b>" in first
    assert len(plain(first).split()) >= 30, "the goal is said in a few sentences"
    assert html.index('name="goal"') < html.index('name="contents"') < html.index("<h2>")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_the_contents_lead_to_every_section_and_every_link_leads_somewhere(
        page: str, language: str) -> None:
    html = rules_html(language, page)
    named = anchors(html)
    assert len(named) == len(set(named)), "an anchor is given twice"
    for target in LINK.findall(html):
        assert target in named, f"{page}_{language}: a link to #{target}, which is not there"
    contents = html[html.index('name="contents"'):html.index("<h2>")]
    sections = [anchor for anchor, _title in H2.findall(html)]
    assert sorted(LINK.findall(contents), key=sections.index) == sections, \
        "the contents list every section once, the example included"
    for anchor, title in H2.findall(html):
        entry = re.search(rf'<a href="#{re.escape(anchor)}">([^<]*)</a>', contents)
        assert entry and entry.group(1) == title.strip(), f"contents entry for {title!r}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_section_of_the_rule_book_is_on_the_page(page: str, language: str) -> None:
    html = rules_html(language, page)
    named = set(anchors(html))
    for section in SECTIONS[page]:
        assert f"s{section}" in named, f"§{section} is not on {page}_{language}"
    numbered = [a for a, _title in H2.findall(html) if a.startswith("s")]
    mains = [s for s in SECTIONS[page] if "." not in s]
    assert numbered == [f"s{n}" for n in mains], "the sections, in the book's order"
    for anchor, title in H2.findall(html):
        if anchor.startswith("s"):
            assert title.startswith(f"{anchor[1:]}. "), f"{title!r} is numbered as its anchor"
    assert H2.findall(html)[-1][0] == "example", "the example deal ends the page"


@pytest.mark.parametrize("page", PAGES)
def test_the_section_list_is_the_rule_books(page: str) -> None:
    book = rule_book(page)
    if book is None:
        pytest.skip(f"{BOOKS[page]} is not beside this checkout")
    headings = re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.?\s", book.read_text("utf-8"), re.M)
    assert set(SECTIONS[page]) - LIST_SECTIONS[page] == set(headings)


#: Each game's engine folder, its options, and sections its messages surely cite.
CITING = {
    "oh_hell": ("oh_hell", OH_HELL_OPTIONS, {"§2", "§4", "§5", "§6"}),
    "magistr": ("magistr", MAGISTR_OPTIONS, {"§2", "§3", "§5", "§7"}),
}


@pytest.mark.parametrize("page", list(CITING))
def test_every_section_the_games_engine_cites_is_on_its_page(page: str) -> None:
    folder, options, surely = CITING[page]
    cited = {info.rule for info in options}
    for path in (ROOT / "debertz_desktop" / "engine" / folder).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and re.fullmatch(r"§\d+(\.\d+)?", node.value):
                cited.add(node.value)
    assert surely <= cited
    for language in LANGUAGES:
        named = set(anchors(rules_html(language, page)))
        for section in cited:
            assert "s" + section.lstrip("§") in named, (section, language)


@pytest.mark.parametrize("page", PAGES)
def test_both_languages_have_the_same_sections_and_tables(page: str) -> None:
    english, russian = rules_html("en", page), rules_html("ru", page)
    assert anchors(english) == anchors(russian)
    assert LINK.findall(english) == LINK.findall(russian)


@pytest.mark.parametrize("page", PAGES)
def test_russian_pages_hold_no_english_words(page: str) -> None:
    latin = set(re.findall(r"[A-Za-z]+", plain(rules_html("ru", page))))
    assert latin <= NAMES, f"English in {page}_ru: {sorted(latin - NAMES)}"


#: The pages that name every option and value "as the dialog names it" (their first paragraph
#: says so): every game's.
DIALOG_NAMES = PAGES


def dialog_names(kind) -> list[tuple[str, str]]:
    """Every name the rules editor shows for ``kind``: its variants, each option's label and
    each choice's label but a bare number's (Debertz's "Game to" offers 301, 501, 1001 and
    "one deal (Short Deberts)"), as the widgets read now (``(where, text)``)."""
    from debertz_desktop.ui.rules_editor import RulesEditor

    editor = RulesEditor(kind.default_rules())
    try:
        shown = [("variant", QApplication.translate("Preset", preset.name))
                 for preset in kind.presets.values()]
        for name, control in editor.tabs.controls.items():
            if control.label is not None:
                shown.append((name, control.label.text().replace("&", "").rstrip(":\uff1a ")))
            elif control.check is not None:
                shown.append((name, control.check.text().replace("&", "")))
            if control.combo is not None:
                shown += [(name, control.combo.itemText(i))
                          for i, choice in enumerate(control.info.choices)
                          if not isinstance(choice, int)]
        return shown
    finally:
        editor.deleteLater()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", DIALOG_NAMES)
def test_the_page_names_every_option_and_value_as_the_dialog_does(
        qapp, english_after, page: str, language: str) -> None:
    """The page says it names each option as Settings → Rules does: a new player looks the
    dialog's words up in it ("the original formula", not "the seed's formula"; «Следующий
    сдающий», «по кругу налево», «никому»; the variants by their names in the list; Debertz's
    "Penalty for no trick", not "a penalty", and «Штраф за болт»)."""
    i18n.apply_language(Language(language))
    kind = next(k for k in GAMES.values() if k.rules_page == page)
    html = rules_html(language, page)
    claim = {"en": "as the dialog names it", "ru": "так же, как в окне настроек"}[language]
    assert claim in plain(html)
    text = plain(html).replace("\u00a0", " ")
    missing = [(where, name) for where, name in dialog_names(kind) if name not in text]
    assert missing == [], f"{page}_{language} does not name these as the dialog does: {missing}"


def section_text(html: str, rule: str) -> str:
    """The plain text of section ``rule`` ("§10.1") of a page: from its anchor to the next
    heading of its level or higher (a section's own subsections included)."""
    start = html.index(f'<a name="s{rule.lstrip("§")}"></a>')
    ends = ("<h2>",) if "." not in rule else ("<h2>", "<h3>")
    end = min((i for i in (html.find(tag, start + 1) for tag in ends) if i != -1),
              default=len(html))
    return plain(html[start:end]).replace("\u00a0", " ")


#: The pages that name each option in the section its tooltip cites (Master's "Must beat"
#: cited §6, how cards beat, and was told in §5, beside the following rules it changes).
SECTION_NAMES = ("rules", "oh_hell", "magistr")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", SECTION_NAMES)
def test_each_option_is_named_in_the_section_its_tooltip_cites(
        qapp, english_after, page: str, language: str) -> None:
    """An option's tooltip says "Rules, §9"; Help → Rules at §9 names it (Debertz's
    "Penalty for no trick" under §9 Deal totals, "End when far ahead" under §10.3)."""
    i18n.apply_language(Language(language))
    kind = next(k for k in GAMES.values() if k.rules_page == page)
    html = rules_html(language, page)
    labels: dict[str, str] = {}
    for where, name in dialog_names(kind):
        labels.setdefault(where, name)  # an option's label comes before its choices
    missing = [(info.rule, labels[info.name]) for info in kind.options
               if labels[info.name] not in section_text(html, info.rule)]
    assert missing == [], f"{page}_{language}: options not named in their sections: {missing}"


# -- the window ---------------------------------------------------------------------------


@pytest.fixture
def english_after(qapp):
    yield
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def test_the_rules_window_shows_debertz_by_default(qtbot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.page == "rules" and dialog.windowTitle() == "Rules of Debertz"
    assert "tertz" in dialog.browser.toPlainText()


def test_the_oh_hell_rules_window_in_both_languages(qtbot, english_after) -> None:
    """OH_HELL §5 is where a refused card sends the player; the title says which game."""
    dialog = RulesDialog(page="oh_hell")
    qtbot.addWidget(dialog)
    dialog.resize(720, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Rules of Oh Hell"
    text = dialog.browser.toPlainText()
    assert "bankrupt" in text and "tertz" not in text
    dialog.show_section("§5")
    assert dialog.browser.verticalScrollBar().value() > 0
    i18n.apply_language(Language.RU)
    QApplication.processEvents()
    assert dialog.windowTitle() == "Правила игры «Черт побери»"
    assert "банкрот" in dialog.browser.toPlainText()


def test_the_master_rules_window_in_both_languages(qtbot, english_after) -> None:
    """MASTER §5 and §6 are where a refused card sends the player; the title says which game,
    and the page tells the bank's ways to beat in the interface's language."""
    dialog = RulesDialog(page="magistr")
    qtbot.addWidget(dialog)
    dialog.resize(720, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Rules of Master"
    text = dialog.browser.toPlainText()
    assert "One rank down." in text and "Killing without taking" in text and "tertz" not in text
    dialog.show_section("§6.3")
    bar = dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=2000)
    top = dialog.browser.cursorForPosition(QPoint(5, 5)).block().text()
    assert top.startswith("6.3 "), f"§6.3 shows its heading at the top, not {top!r}"
    i18n.apply_language(Language.RU)
    QApplication.processEvents()
    assert dialog.windowTitle() == "Правила игры «Магистр»"
    text = dialog.browser.toPlainText()
    assert "На одну ниже." in text and "Убить, но не взять" in text


def test_a_title_may_be_given(qtbot) -> None:
    dialog = RulesDialog(page="oh_hell", title="Rules of Debertz")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Rules of Debertz"
    assert "bankrupt" in dialog.browser.toPlainText()


@pytest.mark.parametrize("page", PAGES)
def test_clicking_a_contents_entry_goes_to_its_section(qtbot, page: str) -> None:
    dialog = RulesDialog(page=page)
    qtbot.addWidget(dialog)
    dialog.resize(720, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    browser = dialog.browser
    document = browser.document()
    bar = browser.verticalScrollBar()
    assert bar.value() == 0
    block = document.begin()
    link = None
    while block.isValid() and link is None:
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if fragment.charFormat().anchorHref() == "#s9":
                link = fragment.position() + fragment.length() // 2
                break
            iterator += 1
        block = block.next()
    assert link is not None, "the contents have a link to §9"
    cursor = QTextCursor(document)
    cursor.setPosition(link)
    spot = browser.cursorRect(cursor).center()
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(spot))
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=2000)
    top = browser.cursorForPosition(QPoint(5, 5)).block().text()
    assert top.startswith("9. "), f"after the click the top line is {top!r}"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_the_pages_need_no_sideways_scrolling(qtbot, english_after, page: str,
                                              language: str) -> None:
    """At the window's own size and at the size it gets beside a 1024×700 table, every
    table fits the width (a wide one once left a 1-pixel horizontal scroll bar)."""
    i18n.apply_language(Language.RU if language == "ru" else Language.EN)
    dialog = RulesDialog(page=page)
    qtbot.addWidget(dialog)
    dialog.show()
    for width, height in ((720, 640), (682, 466)):
        dialog.resize(width, height)
        bar = dialog.browser.horizontalScrollBar()
        # the layout settles after the resize (later on a loaded machine); a table too wide
        # keeps its scroll bar however long one waits
        qtbot.waitUntil(lambda bar=bar: bar.maximum() == 0, timeout=3000)
