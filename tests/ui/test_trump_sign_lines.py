"""The trump sign's detail lines at the table's size: each whole and apart, in every game's
words, English and Russian (a new player's Russian Master box showed four squeezed lines
cut at the bottom, and "Main suit ♦" over "a trump" read as "diamonds are a trump"); Master's
box as wide as its words need, none of them left to its tooltip alone (at 1024×700 in
Russian it left "осталось 5" and "на одну ниже" there)."""

from __future__ import annotations

import itertools

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
            # at its " · " onto lines set in under it, never begun with "·": "a trump" never
            # stands alone under "Main suit ♦"; or after its ": " ("Trumps for everyone:"
            # over "♠ ♥")
            assert not any(line.text.startswith("·") for line in lines), detail
            for whole, text in zip(detail.split("\n"), said(sign, lines), strict=False):
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
    shown = said(sign, lines)
    assert [line.split(" · ")[0] for line in shown] == ["2 за карту", "Главная ♠"]
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


def said(sign: TrumpSign, lines) -> list[str]:
    """The detail's lines as ``lines`` of ``sign`` say them: a line set in goes on the one above
    (broken at its " · ", or after its ": ")."""
    left = sign.detail_room().left()
    out: list[str] = []
    for line in lines:
        if out and line.rect.left() > left + 0.5:
            out[-1] += (" " if out[-1].endswith(":") else " · ") + line.text
        else:
            out.append(line.text)
    return out


def master_sign() -> TrumpSign:
    """A sign as wide as Master's box in the language shown."""
    rules = MagistrRules(players=3)
    sign = TrumpSign()
    sign.set_rect(QRectF(0, 0, game_ui(rules).geometry_options(rules)["hud_width"],
                         HUD.height()))
    return sign


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
def test_the_master_box_breaks_a_line_at_its_separator_in_readable_type(qapp, language):
    """A tester's Russian box: «Главная ♥» over «· тем же достоинством» — a line begun with its
    separator, in 11-pixel type 13 pixels apart.  Every detail of Master's box (MASTER §6.3, §7)
    says each of its lines whole, a line too long broken where its parts meet, the part that
    goes on set in under it; never a line that begins with "·", never smaller than the type
    the box is measured in."""
    from debertz_desktop.engine.magistr.rules import TrumpMode
    from debertz_desktop.engine.pack import Suit
    from debertz_desktop.ui.games.magistr.game_ui import box_trumps_line
    from debertz_desktop.ui.table.decorations import DETAIL_MEASURED

    i18n.apply_language(language)
    try:
        sign = master_sign()
        trumps = box_trumps_line((Suit.SPADES, Suit.DIAMONDS), TrumpMode.SENIOR_JUNIOR)
        details = magistr_details()
        details += [f"{d.splitlines()[0]}\n{trumps}" for d in details]
        for detail in details:
            sign.detail = detail
            lines = sign.detail_lines(QApplication.font())
            assert said(sign, lines) == detail.split("\n"), (detail, [ln.text for ln in lines])
            for line in lines:
                assert not line.text.startswith("·"), (detail, line.text)
                assert line.font.pixelSize() >= DETAIL_MEASURED, (detail, line.text)
    finally:
        i18n.apply_language(Language.EN)


def test_the_russian_master_box_says_how_the_bank_is_held_under_the_main_suit(qapp):
    """The tester's box at 1024×700 and 1920×1080: the bank held by a card of the same value."""
    from debertz_desktop.ui.table.decorations import DETAIL_LARGEST

    i18n.apply_language(Language.RU)
    try:
        sign = master_sign()
        sign.detail = "1 за взятку\nГлавная ♥ · тем же достоинством"
        lines = sign.detail_lines(QApplication.font())
        assert [line.text for line in lines] == ["1 за взятку", "Главная ♥",
                                                 "тем же достоинством"]
        assert lines[2].rect.left() > lines[1].rect.left() == lines[0].rect.left()
        room = sign.detail_room()
        for before, line in itertools.pairwise(lines):
            assert before.rect.bottom() <= line.rect.top() + 0.01
        for line in lines:
            # the box's usual type, as "1 за взятку" over "Главная ♥ · ход"
            assert line.font.pixelSize() == DETAIL_LARGEST, line.text
            assert room.contains(line.rect)
            assert line.rect.height() >= QFontMetricsF(line.font).height() - 0.5
            assert QFontMetricsF(line.font).horizontalAdvance(line.text) <= line.rect.width()
    finally:
        i18n.apply_language(Language.EN)
