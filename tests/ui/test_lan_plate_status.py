"""A seat whose person is away keeps its game's line on its plate, the status beside it.

The LAN tester's report: at a network table a disconnected seat's plate said
"Disconnected" and a seat the computer plays for said "Played by a computer" *instead*
of its game's line: Oh Hell's "bid 4 · took 0" (OH_HELL §4: the bids are shown beside
each seat all through the deal) and Master's "trump ♥ · 0 tricks" (MASTER §3: everybody
must know whose trump is whose) were gone for the rest of the game.  Now the status is a
further line on the plate, which grows by that line while a seat has one; every line is
whole at 1024×700 (with the chat's dock beside the table) and 1920×1080, in English and
Russian, with three, four and seven players.
"""

from __future__ import annotations

import pytest
from lan_windows import (
    PERSON,
    english_after,  # noqa: F401 (autouse: English before and after)
    host_with_ann,
    make_window,
)
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QDockWidget

from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.phase import Phase
from debertz_desktop.net.messages import SeatInfo
from debertz_desktop.net.seating import SeatKind, SeatPlan
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.lan.chat import ChatLog, ChatPanel
from debertz_desktop.ui.lan.texts import table_mark
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot


def away(seat: int, *, computer: bool) -> SeatInfo:
    """A network seat whose person dropped; ``computer``: the computer plays it now."""
    return SeatInfo(seat, "person", "Ann", None, True, False, computer)


def local_window(qtbot, size) -> MainWindow:
    """A window at ``size`` with a chat dock beside its table, as at a network table."""
    window = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE),
                        start_game=False)
    qtbot.addWidget(window)
    dock = QDockWidget("Chat", window)
    dock.setObjectName("ChatDock")
    dock.setWidget(ChatPanel(ChatLog(), lambda _text: True, dock))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def play_into_the_tricks(qtbot, window, rules):
    """A game whose bids (Oh Hell) or trumps (Master) are all said: every plate has its
    game's line; the person takes his first legal action until then."""
    bots = {s: FallbackBot(21 + s) for s in range(1, rules.players)}
    session = window.new_game(rules, seed=4, bots=bots, delay_ms=0)
    for _ in range(200):
        qtbot.waitUntil(lambda: session.is_over or (session.game.to_act == session.human_seat
                                                    and not session.busy), timeout=10_000)
        if session.view().phase is Phase.PLAY:
            return session
        session.submit(session.view().legal_actions[0])
    raise AssertionError("the bidding did not end")


def assert_plate_whole(plate) -> None:
    """Every line the plate paints is written whole, inside the plate."""
    room = QRectF(0, 0, plate.boundingRect().width() - 2 * plate.MARGIN,
                  plate.boundingRect().height() - 2 * plate.MARGIN)
    for line in plate.text_lines():
        assert line.shown == line.text, (line.text, line.shown)
        assert QFontMetricsF(line.font).horizontalAdvance(line.text) <= line.rect.width()
        assert room.contains(line.rect), (line.text, line.rect, room)


GAMES = [OhHellRules(players=3), OhHellRules(players=4), OhHellRules(players=7),
         MagistrRules(players=3), MagistrRules(players=4)]


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("rules", GAMES, ids=lambda r: f"{type(r).__name__}-{r.players}")
def test_an_absent_seat_keeps_its_game_line_and_says_its_status_too(qtbot, rules, size,
                                                                    language):
    # OH_HELL §4, MASTER §3: each seat's bid, or its trump, stays on its plate
    window = local_window(qtbot, size)
    session = play_into_the_tricks(qtbot, window, rules)
    try:
        i18n.apply_language(language)
        QApplication.processEvents()
        scene = window.table.scene
        marks = {1: table_mark(away(1, computer=True)),
                 rules.players - 1: table_mark(away(rules.players - 1, computer=False))}
        scene.set_seat_marks(marks)
        QApplication.processEvents()
        look = scene.look
        for seat, plate in scene.decorations.plates.items():
            game_line = look.plates[seat].note
            assert game_line, "every seat has bid, or named its trump"
            assert plate.note == game_line
            assert plate.status == marks.get(seat, "")
            shown = [line.text for line in plate.text_lines()]
            assert game_line in shown
            if seat in marks:
                assert marks[seat] in shown and marks[seat] in plate.toolTip()
            assert_plate_whole(plate)
        assert scene.geometry.fits(), scene.geometry.problems()
        scene.set_seat_marks({})  # everybody back: the plates say their game's line only
        QApplication.processEvents()
        for seat, plate in scene.decorations.plates.items():
            assert plate.status == "" and plate.note == scene.look.plates[seat].note
        assert scene.geometry.fits(), scene.geometry.problems()
    finally:
        i18n.apply_language(Language.EN)
        session.stop()


def test_the_plates_grow_by_a_line_while_a_seat_has_a_status(qtbot):
    window = local_window(qtbot, (1024, 700))
    session = play_into_the_tricks(qtbot, window, OhHellRules(players=4))
    try:
        scene = window.table.scene
        plain = scene.geometry.plate(1).height()
        scene.set_seat_marks({1: table_mark(away(1, computer=False))})
        QApplication.processEvents()
        assert scene.geometry.plate(1).height() > plain
        assert scene.decorations.plates[1].boundingRect().height() > plain
        scene.set_seat_marks({})
        QApplication.processEvents()
        assert scene.geometry.plate(1).height() == plain
    finally:
        session.stop()


def test_the_hosts_plate_of_a_dropped_guest_keeps_her_bid(qtbot):
    # The tester's Oh Hell table: Ann's program is gone; the host still reads her bid
    # (OH_HELL §4) under her name, "Disconnected" and then "Played by a computer" beside it
    host_window, ann_window = make_window(qtbot, size=(1024, 700)), make_window(qtbot)
    rules = OhHellRules(players=4, deals=3)
    seats = (SeatPlan(SeatKind.HOST, "Hostess"), PERSON,
             SeatPlan(SeatKind.COMPUTER, "Robo 1", "easy"),
             SeatPlan(SeatKind.COMPUTER, "Robo 2", "easy"))
    host, ann = host_with_ann(qtbot, host_window, ann_window, rules, seats, seed=5)
    game = host.host.table.game
    for _ in range(100):  # both people bid: every plate has its bid
        if game.view(0).phase is Phase.PLAY:
            break
        for session in (host, ann):
            view = session.view()
            if view is not None and view.to_act == view.seat and not session.busy:
                session.submit(view.legal_actions[0])
        qtbot.wait(20)
    assert game.view(0).phase is Phase.PLAY
    ann.connection.close()  # as if her program were killed: no goodbye
    scene = host_window.table.scene
    plate = scene.decorations.plates[1]
    bid = game.view(0).bids[1]
    qtbot.waitUntil(lambda: plate.status == "Disconnected", timeout=5000)
    assert plate.note.startswith(f"bid {bid} · took ")
    assert_plate_whole(plate)
    qtbot.waitUntil(lambda: plate.status == "Played by a computer", timeout=15_000)
    assert plate.note.startswith(f"bid {bid} · took ")
    assert [line.text for line in plate.text_lines()][-2:] == [plate.note, plate.status]
    assert_plate_whole(plate)
    assert scene.geometry.fits(), scene.geometry.problems()
    host_window.network.leave_now()
