"""One numbering for the messages and the built-in rules, in both languages (issue 23).

The engine's refusals, the rule set's objections, the session's messages and
the rule options' tooltips cite RULES.md sections ("you must follow suit
(rules §8.1)"); Help → Rules (``resources/rules/rules_<lang>.html``) must have
each cited section, numbered the same, under the heading that covers it.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import Card
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.rule_options import OPTIONS
from debertz_desktop.engine.errors import IllegalActionError
from debertz_desktop.ui.rules_browser import RulesDialog, rules_html

PACKAGE = Path(__file__).resolve().parents[2] / "debertz_desktop"
CITATION = re.compile(r"§(\d+(?:\.\d+)?)")
HEADING = re.compile(r'<h([23])><a name="s([\d.]+)"></a>(\d+(?:\.\d+)?)\.? ([^<]+)</h\1>')

#: What each cited section is about: a word its text must hold, in English and Russian.
TOPICS = {
    "1": ("points", "очки"),
    "2": ("turn", "очеред"),
    "3": ("buy-in", "прикуп"),
    "4": ("pass", "пас"),
    "5": ("seven", "семёрк"),
    "6": ("sequence", "комбинац"),
    "7": ("lead", "ход"),
    "8": ("trick", "взятк"),
    "8.1": ("follow", "масть"),
    "8.2": ("trump", "козыр"),
    "8.3": ("any", "любую"),
    "8.4": ("higher", "старше"),
    "8.5": ("takes", "берёт"),
    "8.7": ("finish", "доезд"),
    "9": ("ski", "болт"),
    "10": ("bitten", "байт"),
    "10.1": ("bitten", "байт"),
    "10.2": ("hang", "вис"),
    "10.3": ("target", "конечного"),
    "12": ("dave", "дав"),
    "13": ("sheet", "запис"),
    "14": ("variant", "вариант"),
}


#: Folders and modules of the other games: they cite their own rule books (OH_HELL, MASTER),
#: checked against their own pages by ``test_rules_pages``.
OTHER_GAMES = ("oh_hell", "magistr")


def debertz_sources() -> list[Path]:
    return [path for path in sorted(PACKAGE.rglob("*.py"))
            if not any(part.removesuffix(".py") in OTHER_GAMES for part in path.parts)]


def cited_sections() -> dict[str, set[str]]:
    """Every section Debertz's code cites alone ("§8.1"), and where."""
    found: dict[str, set[str]] = {}
    for path in debertz_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                match = CITATION.fullmatch(node.value)
                if match:
                    found.setdefault(match.group(1), set()).add(path.name)
    for info in OPTIONS:
        found.setdefault(CITATION.fullmatch(info.rule).group(1), set()).add("rule_options")
    return found


def sections(language: str) -> dict[str, tuple[int, str, str, str]]:
    """Anchor → (heading level, title, the h2 it lies under, the text up to the next one)."""
    page = rules_html(language)
    matches = list(HEADING.finditer(page))
    out = {}
    parent = ""
    for i, match in enumerate(matches):
        level, anchor, number, title = match.groups()
        assert anchor == number, f"{language}: anchor s{anchor} on heading {number}"
        if level == "2":
            parent = number
        # A section's text runs to the next heading of its level or higher.
        later = [m for m in matches[i + 1:] if int(m.group(1)) <= int(level)]
        end = later[0].start() if later else len(page)
        text = re.sub(r"<[^>]+>", " ", page[match.start():end])
        out[anchor] = (int(level), title, parent, " ".join(text.split()).lower())
    return out


def test_the_engine_cites_sections() -> None:
    cited = cited_sections()
    assert {"8.1", "8.2", "8.4", "10.3", "14"} <= set(cited)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_cited_section_is_in_the_rules_under_its_heading(language: str) -> None:
    page = sections(language)
    index = 0 if language == "en" else 1
    for section, where in cited_sections().items():
        assert section in page, f"§{section} (cited in {sorted(where)}) is not in rules_{language}"
        level, title, parent, text = page[section]
        main = section.split(".")[0]
        assert parent == main, f"§{section} lies under §{parent} in rules_{language}"
        assert level == (3 if "." in section else 2)
        assert section in TOPICS, f"§{section} is cited: say what it is about in TOPICS"
        word = TOPICS[section][index]
        assert word in text, f"§{section} {title!r} ({language}) does not mention {word!r}"


def test_both_languages_number_the_same_sections() -> None:
    english, russian = sections("en"), sections("ru")
    assert list(english) == list(russian)
    mains = [anchor for anchor, (level, *_rest) in english.items() if level == 2]
    assert mains == [str(n) for n in range(1, len(mains) + 1)]


def test_a_refused_card_cites_the_section_that_explains_it() -> None:
    """The real refusal of a card that does not follow suit names §8.1, "Follow suit"."""
    for seed in range(50):
        game = Game(preset("classic", players=2), seed)
        while game.to_act is not None and not game.view(game.to_act).trick:
            seat = game.to_act
            legal = game.legal_actions(seat)
            plays = [a for a in legal if isinstance(a, A.PlayCard)]
            game.apply(seat, plays[0] if plays else next(
                (a for a in legal if not isinstance(a, A.ClaimWin | A.ClaimRedeal)), legal[0]))
        seat = game.to_act
        if seat is None:
            continue
        view = game.view(seat)
        led = view.trick[0][1].suit
        allowed = {a.card for a in view.legal_actions if isinstance(a, A.PlayCard)}
        wrong = [c for c in view.hand if c not in allowed and c.suit != led
                 and any(h.suit == led for h in view.hand)]
        if not wrong:
            continue
        with pytest.raises(IllegalActionError) as refused:
            game.apply(seat, A.PlayCard(Card.from_str(str(wrong[0]))))
        assert refused.value.rule == "§8.1"
        assert sections("en")["8.1"][1] == "Follow suit"
        assert sections("ru")["8.1"][1] == "Ходи в масть"
        return
    pytest.fail("no deal with a card that must not be played")


def test_the_rules_window_opens_at_a_section(qtbot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_section("§10.2")
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() > 0


def test_help_opens_the_rules_at_the_section_just_cited(qtbot) -> None:
    from debertz_desktop.storage.settings import AnimationSpeed, AppSettings
    from debertz_desktop.ui.main_window import MainWindow

    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), start_game=False)
    qtbot.addWidget(window)
    window.show()
    window.table._on_refused("you must follow suit: ♠", "§10.2")
    window.companions.show_rules()
    bar = window.companions.rules_dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=2000)
