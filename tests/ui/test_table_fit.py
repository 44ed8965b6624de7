"""Nothing on the table overlaps or leaves the window, from 1024×700 to full HD (issue 23).

Two levels: the pure geometry (``TableGeometry``) over a grid of view sizes,
tables and hand sizes; and the real window at 1024×700 and 1920×1080, with and
without the score-sheet dock, in English and Russian, for 2, 3 and 4 players:
every item's rectangle in the scene, the decision bar, the trump box's text.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication
from test_translations import human_to_act, play_until

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.table.card_item import CardItem
from debertz_desktop.ui.table.decorations import TeamScores, TrumpSign
from debertz_desktop.ui.table.fitting import cap_widest, fill_up
from debertz_desktop.ui.table.layout import Place, card_rect, table_geometry
from debertz_desktop.ui.table.seat_plate import SeatPlate

ASPECT = 362 / 542
#: Tables: players, pairs, the most cards in a hand (Kharkov's buy-in of four: 10).
TABLES = [(2, False, 9), (3, False, 9), (3, False, 10), (4, False, 8), (4, True, 8)]
#: View sizes: 1024×700 and 1366×768 windows with and without the dock, up to full HD.
VIEWS = [(1024, 572), (724, 572), (700, 560), (1366, 640), (1066, 640), (1280, 700),
         (1600, 900), (1920, 952), (1620, 952)]


@pytest.mark.parametrize(("players", "teams", "hand"), TABLES)
@pytest.mark.parametrize("size", VIEWS)
def test_the_layout_fits_every_view(players, teams, hand, size) -> None:
    w, h = size
    for bottom in range(players):
        g = table_geometry(w, h, players, bottom, ASPECT, hand, teams)
        assert g.problems() == [], (size, players, teams, hand, bottom)
        assert g.card.height() >= 0.16 * h, "the cards stay large enough to read"
        view = QRectF(0, 0, w, h)
        for seat in range(players):
            box = g.hand_box(seat).adjusted(-0.5, -0.5, 0.5, 0.5)
            for count in range(hand + 1):
                for spot in g.hand(seat, count):
                    assert box.contains(card_rect(spot, g.card)), (seat, count)
        trick = g.trick_box()
        for seat, order in itertools.product(range(players), range(players)):
            assert trick.contains(card_rect(g.trick(seat, order), g.card))
        last = g.last_trick_box()
        assert view.contains(last)
        assert not last.intersects(trick), "the last trick is not shown over the trick"
        assert not last.intersects(g.hand_box(bottom))
        for seat in range(players):
            assert not last.intersects(g.plate(seat))
        assert not last.intersects(g.hud())


@pytest.mark.parametrize(("players", "teams", "hand"), TABLES)
@pytest.mark.parametrize("size", [(1024, 572), (724, 572), (1920, 952)])
def test_the_summary_finds_free_felt(players, teams, hand, size) -> None:
    g = table_geometry(*size, players, 0, ASPECT, hand, teams)
    spot = g.summary_spot(QSizeF(300, 250))
    assert spot is not None
    for name, box in g.seat_boxes().items():
        if name.startswith(("hand", "plate", "hud", "teams")):
            assert not spot.intersects(box), name


def test_three_players_keep_the_talon_off_the_left_pile_and_hand() -> None:
    """The report: with 3 players the left pile hid behind the talon, and at 1024×700 the
    talon lay under the left hand."""
    for size in ((1024, 572), (724, 572)):
        g = table_geometry(*size, 3, 0, ASPECT, 9)
        talon = g.talon_box()
        assert not talon.intersects(g.pile_box(1)) and not talon.intersects(g.hand_box(1))
        assert QRectF(0, 0, *size).contains(card_rect(g.bottom_card(), g.card))


# -- the real window ----------------------------------------------------------------------

GAMES = {2: ("classic", False), 3: ("classic", False), 4: ("site", True)}


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    i18n.apply_language(Language(request.param))
    QApplication.processEvents()
    yield request.param
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


def open_window(qtbot, size, dock: bool) -> MainWindow:
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE_RU),
                   start_game=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.sheet_dock.setVisible(dock)
    return w


def item_rects(window) -> dict[str, list[QRectF]]:
    scene = window.table.scene
    found: dict[str, list[QRectF]] = {"card": [], "plate": [], "box": []}
    for item in scene.items():
        if not item.isVisible():
            continue
        rect = item.sceneBoundingRect()
        if isinstance(item, CardItem):
            found["card"].append(rect.adjusted(6, 6, -6, -6))  # without the shadow's pad
        elif isinstance(item, SeatPlate):
            found["plate"].append(rect.adjusted(3, 3, -3, -3))
        elif isinstance(item, TrumpSign | TeamScores):
            found["box"].append(rect.adjusted(2, 2, -2, -2))
    return found


def assert_table_fits(window) -> None:
    QApplication.processEvents()  # the layouts settle
    scene = window.table.scene
    view = scene.sceneRect().adjusted(-1, -1, 1, 1)
    rects = item_rects(window)
    for kind, boxes in rects.items():
        for box in boxes:
            assert view.contains(box), (kind, box, view)
    fixed = rects["plate"] + rects["box"]
    for a, b in itertools.combinations(fixed, 2):
        assert not a.intersects(b), (a, b)
    for card in rects["card"]:
        for box in fixed:
            assert not card.intersects(box), (card, box)
    # The decision bar: its texts whole, its buttons side by side inside it.
    panel = window.table.panel
    assert not panel.prompt.is_elided(), panel.prompt.text()
    shown = [b for b in (*panel.buttons().values(), panel.hint, panel.last_trick, panel.undo)
             if b.isVisible()]
    for button in shown:
        assert panel.rect().contains(button.geometry().translated(
            button.mapTo(panel, button.rect().topLeft()) - button.geometry().topLeft()))
        assert button.sizeHint().width() <= button.width() + 1, button.text()
    # The trump box's lines are whole.
    trump = next(i for i in scene.items() if isinstance(i, TrumpSign))
    font = QFont()
    font.setPixelSize(12)
    width = trump.boundingRect().width() - (trump.boundingRect().height() - 20) - 34
    for line in trump.detail.split("\n"):
        assert QFontMetricsF(font).horizontalAdvance(line) <= width, line
    # Each pair's names are whole over its total (RULES §11: "Компьютер 1 и Комп…" was cut).
    for box in (i for i in scene.items() if isinstance(i, TeamScores) and i.isVisible()):
        image = QImage(box.boundingRect().size().toSize(), QImage.Format.Format_ARGB32)
        painter = _Recording(image)
        painter.translate(-box.boundingRect().topLeft())
        box.paint(painter, None)
        painter.end()
        assert box.rows and all(name in painter.texts for name, _ in box.rows), painter.texts


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("dock", [False, True])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_window_fits_mid_game(qtbot, language, players, dock, size) -> None:
    window = open_window(qtbot, size, dock)
    key, teams = GAMES[players]
    session = window.new_game(preset(key, players=players, teams=teams), seed=30 + players,
                              delay_ms=0, levels=[None] + ["easy"] * (players - 1))
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    assert_table_fits(window)
    play_until(qtbot, session, lambda: len(session.view().tricks) >= 1
               and session.view().phase is Phase.PLAY and human_to_act(session))
    assert_table_fits(window)
    window.table.toggle_last_trick()
    scene = window.table.scene
    trick_cards = [scene.item_for(card).sceneBoundingRect().adjusted(6, 6, -6, -6)
                   for _, card in session.view().trick]
    backdrop = scene.geometry.last_trick_box()
    assert all(not backdrop.intersects(card) for card in trick_cards)
    assert window.width() == size[0], "the window keeps its size"
    session.stop()


def test_the_dock_does_not_widen_itself_mid_game(qtbot) -> None:
    window = open_window(qtbot, (1024, 700), True)
    session = window.new_game(preset("classic", players=3), seed=12, delay_ms=0,
                              levels=[None, "easy", "easy"])
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    QApplication.processEvents()
    dock, table = window.sheet_dock.width(), window.table.width()
    play_until(qtbot, session, lambda: len(session.game.rows) >= 3, limit=2000)
    QApplication.processEvents()
    assert window.sheet_dock.width() == dock and window.table.width() == table
    session.stop()


def test_the_dock_gets_its_width_back_when_the_window_grows_again(qtbot) -> None:
    """The tester's window: shrunk to its least width (the dock squeezed to its least), then
    back to 1008×652, the sheet's last column stayed cut.  The dock gets back its width."""
    window = open_window(qtbot, (1008, 652), True)
    session = window.new_game(preset("classic", players=3), seed=12, delay_ms=0,
                              levels=[None, "easy", "easy"])
    play_until(qtbot, session, lambda: len(session.game.rows) >= 4, limit=3000)
    QApplication.processEvents()
    dock = window.sheet_dock.width()
    window.resize(766, 652)
    qtbot.waitUntil(lambda: window.sheet_dock.width() < dock, timeout=2000)
    window.resize(1008, 652)
    qtbot.waitUntil(lambda: window.sheet_dock.width() == dock, timeout=2000)
    session.stop()


@pytest.mark.parametrize("players", [2, 4])
def test_the_bidding_buttons_fit_beside_the_tools(qtbot, language, players) -> None:
    """The widest bar (Paired Belote's second round: four contracts, pass) at 1024×700 with
    the dock: every button whole, the tools compact if they must be."""
    window = open_window(qtbot, (1024, 700), True)
    rules = preset("belote") if players == 4 else preset("classic", players=2)
    session = window.new_game(rules, seed=3, delay_ms=0, levels=[None] + ["easy"] * (players - 1))
    for _ in range(40):
        qtbot.waitUntil(lambda: human_to_act(session) or session.view().phase is not
                        Phase.BIDDING, timeout=20_000)
        view = session.view()
        if view.phase is not Phase.BIDDING:
            break
        assert_table_fits(window)
        passes = [a for a in view.legal_actions if isinstance(a, A.Pass)]
        if not passes:
            break
        session.submit(passes[0])
    session.stop()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("dock", [False, True])
def test_the_deal_summary_fits_with_whole_names(qtbot, language, players, dock) -> None:
    """After a deal at 1024×700: the summary is not squeezed, its names are whole, and it
    covers neither a plate nor the person's hand."""
    window = open_window(qtbot, (1024, 700), dock)
    key, teams = GAMES[players]
    session = window.new_game(preset(key, players=players, teams=teams), seed=40 + players,
                              delay_ms=0, levels=[None] + ["easy"] * (players - 1))
    play_until(qtbot, session, lambda: bool(session.game.rows), limit=2000)
    assert_summary_whole(qtbot, window, session, players)
    session.stop()


@pytest.mark.parametrize("dock", [False, True])
def test_seven_names_in_the_deal_summary_are_whole(qtbot, language, dock) -> None:
    """Oh Hell for seven at 1024×700: seven name columns share the room between the side
    plates, and "Компьютер 1" is still written whole (a smaller heading), not "Компью… 1"."""
    window = open_window(qtbot, (1024, 700), dock)
    session = window.new_game(OhHellRules(players=7, deals=2), seed=5, delay_ms=0,
                              levels=[None] + ["easy"] * 6)
    play_until(qtbot, session, lambda: bool(session.game.rows), limit=2000)
    assert_summary_whole(qtbot, window, session, 7)
    # Where the turned table is too tall to stand clear of the plates, the placement asks
    # for the names across, cut short: each keeps its end, the number that tells it apart.
    summary = window.table.summary
    summary.fit_width(320)
    turned = summary.height_for(320)
    assert not summary.across
    summary.fit_width(320, may_turn=False)
    assert summary.across and summary.height_for(320) < turned
    for c, name in enumerate(session.side_names):
        assert summary.table.horizontalHeaderItem(c).text().endswith(name[-1])
    session.stop()


@pytest.mark.parametrize(("players", "seed", "figures"), [(3, 23, 9), (4, 1, 7)])
def test_a_bitten_deals_figures_stay_whole_beside_the_sheet(qtbot, language, players, seed,
                                                            figures) -> None:
    """The window a 1024×700 screen leaves under a window manager, the sheet docked.  Three
    players: a deal with a bite and a bella has nine figures a player; too tall to stand
    across between the plates, it went down the side in 357 px and cut every label and the
    figures ("Вз…", "1…").  It stays across, its rows closer, clear of the plates and the
    hand.  Two pairs: no spot is free; turned and placed, then laid across again at the
    same width, the panel kept the turned height and its notes and buttons covered the
    rows.  It stands whole in the middle now, over the plates while it is read."""
    window = open_window(qtbot, (1008, 652), True)
    rules = preset("classic", players=3) if players == 3 else preset("site", 4, teams=True)
    session = window.new_game(rules, seed=seed, delay_ms=0,
                              bots={seat: FallbackBot(7 + seat) for seat in range(1, players)})
    while not window.table.summary.isVisible():
        qtbot.waitUntil(lambda: window.table.summary.isVisible() or (
            session.game.to_act == session.human_seat and not session.busy), timeout=10_000)
        if not window.table.summary.isVisible():
            session.submit(session.view().legal_actions[0])
    summary = window.table.summary.table
    shown = summary.rowCount() if window.table.summary.across else summary.columnCount()
    assert shown == figures  # the premise: a bite among them
    assert_summary_whole(qtbot, window, session, players, clear=players == 3)
    assert window.table.summary.across
    session.stop()


def assert_summary_whole(qtbot, window, session, players: int, clear: bool = True) -> None:
    """The summary's names, labels and figures whole, its notes under its table; ``clear``:
    off the plates and the person's hand too."""
    summary = window.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    QApplication.processEvents()
    assert summary.height() >= summary.minimumSizeHint().height()
    table = summary.table
    assert table.geometry().bottom() < summary.notes.geometry().top() or summary.notes.isHidden()
    heads = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    side = [table.verticalHeaderItem(r) for r in range(table.rowCount())]
    for item in heads + side:
        assert "…" not in item.text()
        assert item.text().replace("\n", " ") == (item.toolTip() or item.text())
    cells = table.fontMetrics()
    for r in range(table.rowCount()):  # every figure whole in its column
        for c in range(table.columnCount()):
            item = table.item(r, c)
            assert "…" not in item.text()
            assert cells.horizontalAdvance(item.text()) < table.columnWidth(c), item.text()
    names = [h.toolTip() for h in heads] if summary.across else [s.text() for s in side]
    # Each player's name (or each pair's), in the order of the seats.
    assert names == list(session.side_names)
    box = QRectF(summary.geometry())
    assert QRectF(window.table.view.viewport().rect()).contains(box)
    if not clear:
        return
    g = window.table.scene.geometry
    for seat in range(players):
        assert not box.intersects(g.plate(seat)), seat
    assert not box.intersects(g.hand_box(session.human_seat))


@pytest.mark.parametrize(("players", "teams", "hand"), TABLES)
def test_a_narrow_table_keeps_the_top_seat_whole(players, teams, hand) -> None:
    """Two docks beside the table at 1024×700 (the score sheet and a network game's chat,
    one on each side) leave it 480 px wide, the view's least: the top seat's plate goes
    under its hand rather than under the trump box or off the table."""
    for width in range(480, 730, 10):
        for bottom in range(players):
            g = table_geometry(width, 586, players, bottom, ASPECT, hand, teams)
            assert g.problems() == [], (width, players, teams, hand, bottom)
            assert g.card.height() >= 0.13 * 586, (width, "the cards stay large enough to read")
    wide = table_geometry(714, 586, 4, 0, ASPECT, 8, True)
    assert not wide.top_plate_below, "where the row fits, the top seat keeps it"


def network_window(qtbot, size, players: int, *, sheet_left: bool) -> MainWindow:
    """A network game hosted in the real window (computers at the other seats, so it starts
    at once), with the chat dock and the score-sheet dock both open."""
    from lan_windows import host_in

    from debertz_desktop.net.seating import SeatKind, SeatPlan

    window = open_window(qtbot, size, True)
    if sheet_left:
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.sheet_dock)
    key, teams = GAMES[players]
    computers = [SeatPlan(SeatKind.COMPUTER, name, "easy")
                 for name in ("Boris", "Cyril", "Dmitri")[:players - 1]]
    seats = (SeatPlan(SeatKind.HOST, "Anastasia"), *computers)
    host_in(window, preset(key, players=players, teams=teams), seats, seed=50 + players)
    qtbot.waitUntil(lambda: window.network.lobby.start_button.isEnabled(), timeout=10_000)
    window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: window.network.playing, timeout=10_000)
    assert window.network.chat_dock.isVisible() and window.sheet_dock.isVisible()
    return window


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("sheet_left", [False, True])
def test_a_network_game_with_the_chat_and_the_sheet_fits(qtbot, language, players,
                                                           sheet_left) -> None:
    """The report: at 1024×700 with the chat and the score sheet open during a network game,
    the top seat's plate was cut off."""
    window = network_window(qtbot, (1024, 700), players, sheet_left=sheet_left)
    session = window.session

    def my_turn() -> bool:
        view = session.view()
        return (view is not None and not session.busy and view.to_act == session.human_seat
                and list(view.legal_actions) != [A.Ready()])

    qtbot.waitUntil(my_turn, timeout=20_000)
    assert_table_fits(window)
    g = window.table.scene.geometry
    top = g.plate(g._seat_at(Place.TOP))
    assert QRectF(window.table.view.viewport().rect()).contains(top)
    assert not top.intersects(g.hud())
    assert window.width() == 1024, "the window keeps its size"
    window.network.leave_now()


class _Recording(QPainter):
    """A painter that keeps the texts it draws."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args) -> None:
        self.texts.append(args[-1])
        super().drawText(*args)


@pytest.mark.parametrize("name", ["Компьютер 2", "Computer 2", "Анна-Мария"])
def test_a_name_beside_the_dealers_and_the_holders_chips_is_shown_whole(qapp, name) -> None:
    # MASTER: the holder's chip beside the dealer's; a default name stays whole beside both
    plate = SeatPlate()
    plate.set_content(name=name, score="0", note="", dealer=True, maker=True, active=False,
                      maker_chip="Д")
    image = QImage(200, 60, QImage.Format.Format_ARGB32)
    painter = _Recording(image)
    plate.paint(painter, None)
    painter.end()
    assert name in painter.texts


@pytest.mark.parametrize(("game", "size"), [("oh-hell", (1920, 1080)), ("magistr", (1366, 768))])
def test_the_players_names_over_the_sheet_dock_are_whole_or_keep_their_ends(
        qtbot, language, game, size) -> None:
    """Seven (Oh Hell) or four (Magistr) players' columns in the sheet beside the table: a
    name too wide for its column goes on two lines ("Компьютер" over "1"), not "Компьюте…"
    with the number that tells the players apart cut off."""
    from debertz_desktop.engine.magistr import MagistrRules

    window = open_window(qtbot, size, True)
    rules = OhHellRules(players=7, deals=2) if game == "oh-hell" else MagistrRules(players=4)
    session = window.new_game(rules, seed=5, delay_ms=0,
                              levels=[None] + ["easy"] * (rules.players - 1))
    play_until(qtbot, session, lambda: bool(session.game.sheet.rows), limit=4000)
    QApplication.processEvents()
    sheet = window.sheet_dock.sheet
    metrics = sheet.horizontalHeader().fontMetrics()
    named = [(c, column) for c, column in enumerate(sheet.grid.columns)
             if column.seat is not None and column.short == session.names[column.seat]
             and not sheet.isColumnHidden(c)]
    assert len(named) == rules.players
    for c, column in named:
        lines = sheet.horizontalHeaderItem(c).text().split("\n")
        assert lines[-1].endswith(column.short[-1])  # "…1": the number that tells them apart
        for line in lines:  # each line within its column: nothing for the style to cut
            assert metrics.horizontalAdvance(line) <= sheet.columnWidth(c)
        if game == "oh-hell":  # full HD: room for every name whole, on two lines
            assert " ".join(lines) == column.short
    session.stop()


def test_debertzs_sheet_dock_keeps_every_name_whole_beside_a_narrow_table(qtbot, language):
    """Three players in a 1024×700 window, the sheet docked beside the table: the dock is as
    wide as the table can spare, and "Компьютер" / "1" is whole over its column (it read
    "Ком…тер" while "Вы" took as wide a column as the long names)."""
    window = open_window(qtbot, (1024, 700), True)
    session = window.new_game(preset("classic", players=3), seed=5, delay_ms=0,
                              levels=[None, "easy", "easy"])
    play_until(qtbot, session, lambda: bool(session.game.sheet.rows), limit=4000)
    QApplication.processEvents()
    sheet = window.sheet_dock.sheet
    metrics = sheet.horizontalHeader().fontMetrics()
    first = sheet.columnCount() - len(session.names)
    for k, name in enumerate(session.names):
        column = first + k
        lines = sheet.horizontalHeaderItem(column).text().split("\n")
        assert " ".join(lines[:-1]) == name  # whole, on one line or two; the total under it
        assert all(metrics.horizontalAdvance(line) <= sheet.columnWidth(column)
                   for line in lines)
        assert sheet.column_fits(column)
    session.stop()


def test_columns_share_the_width_alike_where_they_can() -> None:
    # room for all alike: alike
    assert fill_up([40, 60, 60], 240) == [80, 80, 80]
    # not for all alike at the longest name: the short one narrower, the long ones whole
    assert fill_up([40, 82, 82], 225) == [61, 82, 82]
    assert sum(fill_up([30, 90, 50], 200)) <= 200
    # too little: the widest give way first
    assert cap_widest([40, 82, 82], -20) == 72


@pytest.mark.parametrize("game", ["oh-hell", "magistr"])
def test_the_sheet_dock_at_1024_keeps_the_deals_numbers(qtbot, language, game) -> None:
    """At 1024×700 the dock beside the table showed the players' totals alone, a block of
    numbers with no deal to read them by: every other column was dropped while the players'
    columns kept their names on one line.  The names go on two lines first; the deal's
    number stays, and every player's total."""
    from debertz_desktop.engine.magistr import MagistrRules

    window = open_window(qtbot, (1024, 700), True)
    rules = OhHellRules(players=3, deals=4) if game == "oh-hell" else MagistrRules(players=3)
    session = window.new_game(rules, seed=5, delay_ms=0, levels=[None, "easy", "easy"])
    play_until(qtbot, session, lambda: bool(session.game.sheet.rows), limit=4000)
    QApplication.processEvents()
    sheet = window.sheet_dock.sheet
    shown = [c for c in range(sheet.columnCount()) if not sheet.isColumnHidden(c)]
    columns = sheet.grid.columns
    assert shown[0] == 0 and columns[0].seat is None, "the deal's number"
    assert {columns[c].seat for c in shown} >= {0, 1, 2}
    metrics = sheet.horizontalHeader().fontMetrics()
    for c in shown:
        for line in sheet.horizontalHeaderItem(c).text().split("\n"):
            assert "…" not in line and metrics.horizontalAdvance(line) <= sheet.columnWidth(c)
    assert sum(sheet.columnWidth(c) for c in shown) <= sheet.viewport().width()
    # the line of totals says what it is ("Total", "So far"; it stood in a dropped column)
    summary = sheet.grid.lines[-1]
    label = next(text for c, text in enumerate(summary.cells)
                 if text and columns[c].seat is None)
    row = len(sheet.grid.lines) - 1
    bold = QFont(sheet.font())
    bold.setBold(True)
    [home] = [c for c in shown if sheet.item(row, c).text() == label]
    assert QFontMetrics(bold).horizontalAdvance(label) < sheet.columnWidth(home)
    session.stop()
