"""The trump sign's detail lines at the table's size: each whole and apart, in every game's
words, English and Russian (a new player's Russian Master box showed four squeezed lines
cut at the bottom, and "Main suit ♦" over "a trump" read as "diamonds are a trump"); Master's
box as wide as its words need, none of them left to its tooltip alone (at 1024×700 in
Russian it left "осталось 5" and "на одну ниже" there)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.magistr import MagistrRules, Way
from debertz_desktop.engine.magistr.subgames import SUBGAMES, Scores
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.games.magistr.game_ui import box_scoring_text
from debertz_desktop.ui.games.magistr.words import way_word
from debertz_desktop.ui.games.oh_hell.sheet import over_under_text
from debertz_desktop.ui.table.decorations import TrumpSign
from debertz_desktop.ui.table.spots import HUD


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def magistr_details() -> list[str]:
    scoring = [tr("MagistrTable", "{scoring} · {left} left").format(
        scoring=box_scoring_text(number), left=left)
        for number in range(1, 13) for left in (5, 32)
        if SUBGAMES[number - 1].scores is Scores.CARDS]
    scoring += [box_scoring_text(number) for number in range(1, 13)]
    banks = [tr("MagistrTable", "Main suit {suit} · {how}").format(suit="♠", how=way_word(way))
             for way in Way]
    banks.append(tr("MagistrTable", "Trumps for everyone: {suits}").format(suits="♠ ♥"))
    return [f"{s}\n{b}" for s in scoring for b in banks]


def debertz_details() -> list[str]:
    deal = tr("Table", "Deal {number}").format(number=24)
    hanging = deal + " · " + tr("Table", "{points} hanging").format(points=162)
    makers = [tr("Table", "Maker: {name}").format(name=name)
              for name in ("Computer 2", "Компьютер 2")] + [tr("Table", "Maker: nobody")]
    return [f"{d}\n{m}" for d in (deal, hanging) for m in makers]


def oh_hell_details() -> list[str]:
    cards = tr("OhHellTable", "{cards} each").format(cards="10")
    seconds = [over_under_text(v).capitalize() for v in (-10, -1, 0, 1, 10)]
    seconds.append(tr("OhHellTable", "Bids so far: {total}").format(total=10))
    return [f"{cards}\n{s}" for s in seconds]


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_every_detail_line_is_whole_and_inside_the_sign(qapp, language) -> None:
    i18n.apply_language(language)
    try:
        sign = TrumpSign()
        sign.set_rect(QRectF(0, 0, HUD.width(), HUD.height()))
        font = QApplication.font()
        details = magistr_details() + debertz_details() + oh_hell_details()
        assert details
        for detail in details:
            sign.detail = detail
            room = sign.detail_room()
            lines = sign.detail_lines(font)
            assert lines, detail
            for i, line in enumerate(lines):
                metrics = QFontMetricsF(line.font)
                assert metrics.horizontalAdvance(line.text) <= room.width(), (detail, line.text)
                assert line.rect.height() >= metrics.height() - 0.5, (detail, line.text)
                assert room.contains(line.rect), (detail, line.text, line.rect, room)
                if i:
                    assert lines[i - 1].rect.bottom() <= line.rect.top() + 0.01, detail
            # each line of the detail says its start, its parts whole, on one line or broken
            # at its " · " onto lines that begin with "· ": "a trump" never stands alone
            # under "Main suit ♦"; or after its ": " ("Trumps for everyone:" over "♠ ♥")
            said: list[str] = []
            for line in lines:
                if said and (line.text.startswith("· ") or said[-1].endswith(":")):
                    said[-1] += " " + line.text
                else:
                    said.append(line.text)
            for whole, text in zip(detail.split("\n"), said, strict=False):
                assert text == whole or whole.startswith(text + " · ") or (
                    text.endswith("…") and " · " not in whole), (detail, text)
            assert lines[0].font.pixelSize() >= 9
    finally:
        i18n.apply_language(Language.EN)


def test_the_russian_master_box_of_the_new_player_keeps_its_two_lines_apart(qapp) -> None:
    """The tester's deal: "2 за карту · осталось 5" and "Главная ♠ · на одну ниже" were
    four lines 8.5 pixels apart in 10-pixel type, the last cut by the plate's edge."""
    sign = TrumpSign()
    sign.set_rect(QRectF(0, 0, HUD.width(), HUD.height()))
    sign.detail = "2 за карту · осталось 5\nГлавная ♠ · на одну ниже"
    lines = sign.detail_lines(QApplication.font())
    assert [line.text.split(" · ")[0] for line in lines] == ["2 за карту", "Главная ♠"]
    for line in lines:
        assert line.rect.height() >= QFontMetricsF(line.font).height() - 0.5
        assert sign.detail_room().contains(line.rect)


def shown_parts(sign: TrumpSign, font) -> tuple[list[str], list[str]]:
    """The " · " parts of the sign's detail, and those of them its lines show whole."""
    wanted = [part for line in sign.detail.split("\n") if line for part in line.split(" · ")]
    lines = sign.detail_lines(font)
    room = sign.detail_room()
    shown = []
    for line in lines:
        metrics = QFontMetricsF(line.font)
        assert metrics.horizontalAdvance(line.text) <= room.width() + 0.01, line.text
        assert room.contains(line.rect), (sign.detail, line.text)
        shown += [part for part in line.text.removeprefix("· ").split(" · ") if part]
    return wanted, shown


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_master_box_shows_every_part_of_its_detail(qapp, language) -> None:
    """Master's box at its game's width: each part of its detail is shown whole, none left to
    the tooltip alone (a Russian box dropped "осталось 5" and "на одну ниже")."""
    i18n.apply_language(language)
    try:
        width = game_ui(MagistrRules(players=3)).geometry_options(
            MagistrRules(players=3))["hud_width"]
        sign = TrumpSign()
        sign.set_rect(QRectF(0, 0, width, HUD.height()))
        for detail in magistr_details():
            sign.detail = detail
            wanted, shown = shown_parts(sign, QApplication.font())
            assert shown == wanted, detail
    finally:
        i18n.apply_language(Language.EN)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_russian_master_table_at_1024_by_700_shows_the_whole_box(qtbot, players) -> None:
    """The real table, in Russian, at 1024×700 (and with the score sheet beside it): every
    " · " part of the box's detail is on the felt at every moment of the first deals, not in
    its tooltip alone; the table still fits."""
    from test_table_polish import make_window

    from debertz_desktop.ui.session import FallbackBot

    i18n.apply_language(Language.RU)
    window = make_window(qtbot)
    window.resize(1024, 700)
    session = window.new_game(MagistrRules(players=players), seed=11, delay_ms=0,
                              bots={s: FallbackBot(s) for s in range(1, players)})
    table = window.table
    sign = table.scene.decorations.trump
    me = FallbackBot(0)
    checked = set()
    try:
        for moves in range(400):
            if moves == 150:
                window.sheet_dock.setVisible(True)  # the table narrower
            qtbot.waitUntil(lambda: table.summary.isVisible() or session.is_over or (
                not session.busy and session.game.to_act == session.human_seat), timeout=20_000)
            if table.summary.isVisible():
                table.summary.close_button.click()
                continue
            if session.is_over or session.view().deal_number > 4:
                break
            wanted, shown = shown_parts(sign, table.scene.font())
            assert shown == wanted, (sign.detail, shown)
            assert table.scene.geometry.fits()
            checked.add(sign.detail)
            session.submit(me.choose(session.view()))
        assert any(len(d.split(" · ")) >= 3 for d in checked), checked
    finally:
        session.stop()
        i18n.apply_language(Language.EN)
