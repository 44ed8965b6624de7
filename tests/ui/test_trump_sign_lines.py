"""The trump sign's detail lines at the table's size: each whole and apart, in every game's
words, English and Russian (a new player's Russian Master box showed four squeezed lines
cut at the bottom, and "Main suit ♦" over "a trump" read as "diamonds are a trump")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from debertz_desktop.engine.magistr import Way
from debertz_desktop.engine.magistr.subgames import SUBGAMES, Scores
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
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
            wanted = detail.split("\n")
            for i, line in enumerate(lines):
                metrics = QFontMetricsF(line.font)
                assert metrics.horizontalAdvance(line.text) <= room.width(), (detail, line.text)
                assert line.rect.height() >= metrics.height() - 0.5, (detail, line.text)
                assert room.contains(line.rect), (detail, line.text, line.rect, room)
                if i:
                    assert lines[i - 1].rect.bottom() <= line.rect.top() + 0.01, detail
                # each line says the start of its own line of the detail, its parts whole:
                # "a trump" never stands alone under "Main suit ♦"
                whole = wanted[i]
                assert line.text == whole or whole.startswith(line.text + " · ") or (
                    line.text.endswith("…") and " · " not in whole), (detail, line.text)
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
