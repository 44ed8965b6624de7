"""The trump box shows its facts whole at every window size (a tester found "Maker: Comput…",
"Заказано пока…", "На руке: 3 кар…" and "Trumps for eve…" on the felt): each game measures
its box from its real lines — the players' names among them — within the widest the table
allows, and a line still too long breaks at a natural point before it is cut.  Master with
senior and junior trumps says which is which (MASTER §3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.magistr.presets import PRESETS as MAGISTR_PRESETS
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.pack import Suit
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.games.oh_hell.sheet import over_under_text
from debertz_desktop.ui.table.decorations import TrumpSign
from debertz_desktop.ui.table.layout import table_geometry
from debertz_desktop.ui.table.spots import HUD, HUD_WIDEST

ASPECT = 362 / 542
#: The longest realistic names: a 12-letter player's, the computers'.
NAMES = {Language.EN: ("Konstantinos", "Computer 1", "Computer 2", "Computer 3"),
         Language.RU: ("Александрина", "Компьютер 1", "Компьютер 2", "Компьютер 3")}


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def debertz_details(names) -> list[str]:
    deals = [tr("Table", "Deal {number}").format(number=24)]
    deals.append(deals[0] + " · " + tr("Table", "{points} hanging").format(points=162))
    deals.append(deals[0] + " · " + tr("Table", "stake {stake}").format(stake=12))
    makers = [tr("Table", "Maker: {name}").format(name=name) for name in names]
    makers.append(tr("Table", "Maker: nobody"))
    return [f"{d}\n{m}" for d in deals for m in makers]


def oh_hell_details(players: int) -> list[str]:
    from debertz_desktop.ui.games.oh_hell.plurals import OhHellPlurals

    out = []
    for cards in (1, 3, 10, 17):
        each = tr("OhHellTable", "{cards} each").format(cards=OhHellPlurals().cards(cards))
        seconds = [over_under_text(v).capitalize() for v in (-12, -3, 0, 3, 12)]
        seconds += [tr("OhHellTable", "Bids so far: {total}").format(total=t)
                    for t in (0, 3, 17, 28)]
        out += [f"{each}\n{s}" for s in seconds]
    return out


def magistr_details(rules) -> list[str]:
    from test_trump_sign_lines import magistr_details as plain

    from debertz_desktop.ui.games.magistr.game_ui import box_trumps_line

    lines = plain()
    trumps = box_trumps_line((Suit.SPADES, Suit.DIAMONDS), rules.trump_mode)
    return lines + [f"{line.splitlines()[0]}\n{trumps}" for line in lines]


GAMES = [("debertz2", preset("classic", players=2)), ("debertz3", preset("classic", players=3)),
         ("debertz4", preset("site", players=4, teams=True)),
         ("oh_hell3", OhHellRules(players=3)), ("oh_hell6", OhHellRules(players=6)),
         ("master", MagistrRules(players=3)),
         ("master_senior_junior", MAGISTR_PRESETS["magistr_senior_junior"].rules(players=3))]


def details(key: str, rules, names) -> list[str]:
    if key.startswith("debertz"):
        return debertz_details(names[:rules.players])
    if key.startswith("oh_hell"):
        return oh_hell_details(rules.players)
    return magistr_details(rules)


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
@pytest.mark.parametrize(("key", "rules"), GAMES, ids=[g[0] for g in GAMES])
@pytest.mark.parametrize("size", [(1024, 572), (724, 572), (1920, 952)])
def test_no_line_of_the_box_is_cut_with_the_longest_names(qapp, language, key, rules,
                                                          size) -> None:
    """At 1024×700 (with and without the score sheet) and at full HD, in English and Russian,
    with a 12-letter player and the computers: no line of the box ends in "…", each inside
    the box; the table with that box still fits."""
    i18n.apply_language(language)
    try:
        names = NAMES[language]
        options = game_ui(rules).geometry_options(rules, names[:rules.players])
        width = options["hud_width"]
        assert HUD.width() <= width <= HUD_WIDEST
        g = table_geometry(*size, rules.players, 0, ASPECT, **options)
        assert g.problems() == [], (size, key)
        assert g.hud().width() == width
        sign = TrumpSign()
        sign.set_rect(QRectF(0, 0, width, HUD.height()))
        for detail in details(key, rules, names):
            sign.detail = detail
            room = sign.detail_room()
            for line in sign.detail_lines(QApplication.font()):
                assert not line.text.endswith("…"), (detail, line.text, width)
                assert room.contains(line.rect), (detail, line.text)
    finally:
        i18n.apply_language(Language.EN)


def test_a_line_too_long_for_the_widest_box_breaks_after_its_colon(qapp) -> None:
    """A name longer than any box: "Maker:" over the name, not "Maker: Alexa…"."""
    sign = TrumpSign()
    sign.set_rect(QRectF(0, 0, HUD.width(), HUD.height()))
    sign.detail = "Deal 3\nMaker: Alexandrovich-Ko"
    lines = [line.text for line in sign.detail_lines(QApplication.font())]
    assert lines == ["Deal 3", "Maker:", "Alexandrovich-Ko"]


def test_the_senior_and_the_junior_trump_are_told_apart_in_the_box(qtbot) -> None:
    """MASTER §3 senior_junior: the box and its tooltip say which trump is senior, not the
    "Trumps for everyone: ♠ ♦" of two equal trumps."""
    from test_table_polish import make_window
    from test_trump_sign_lines import said as said_lines

    from debertz_desktop.ui.session import FallbackBot

    rules = MAGISTR_PRESETS["magistr_senior_junior"].rules(players=3)
    window = make_window(qtbot)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots={s: FallbackBot(s) for s in range(1, 3)})
    try:
        me = FallbackBot(0)
        for _ in range(40):  # to a bank not yet led, the person to act
            qtbot.waitUntil(lambda: not session.busy and session.game.to_act
                            == session.human_seat, timeout=20_000)
            if not session.view().bank:
                break
            session.submit(me.choose(session.view()))
        assert not session.view().bank
        sign = window.table.scene.decorations.trump
        said = tr("MagistrTable", "Senior trump {senior} · junior trump {junior}").format(
            senior="♠", junior="♦")
        shown = said_lines(sign, sign.detail_lines(QApplication.font()))
        assert shown == [sign.detail.splitlines()[0], said], shown
        assert said in sign.toolTip()
        assert "Trumps for everyone" not in sign.toolTip()
    finally:
        session.stop()


def test_two_equal_trumps_are_still_trumps_for_everyone(qapp) -> None:
    from debertz_desktop.engine.magistr.rules import TrumpMode
    from debertz_desktop.ui.games.magistr.game_ui import box_trumps_line

    assert box_trumps_line((Suit.SPADES, Suit.HEARTS), TrumpMode.TWO_COMMON) == \
        "Trumps for everyone: ♠ ♥"
    assert box_trumps_line((Suit.SPADES, Suit.DIAMONDS), TrumpMode.SENIOR_JUNIOR) == \
        "Senior trump ♠ · junior trump ♦"


def test_the_review_names_the_senior_and_the_junior_trump(qapp) -> None:
    from debertz_desktop.ui.games.magistr.review_look import BoardFacts, MagistrReviewLook

    facts = BoardFacts(number=1, own_trumps=(), common_trumps=(Suit.SPADES, Suit.DIAMONDS),
                       main_suit=None, holder=None, way=None, senior_junior=True)

    class Frame:
        extra = facts

    lines = MagistrReviewLook().info_lines(Frame(), ("A", "B", "C"))
    assert "Senior trump ♠ · junior trump ♦" in lines
