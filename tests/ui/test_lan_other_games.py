"""Oh Hell and Master on the network through the real windows (issues 29, 30), on 127.0.0.1.

A host's window hosts a table of the game, another window joins it through its Join
dialog, computers fill the other seats; each person bids, names his trump and plays his
cards on his own table (the bar's buttons, double-clicks) and both windows show the same
sheet, the game's own.
"""

from __future__ import annotations

import json

import pytest
from lan_games_windows import play
from lan_windows import PERSON, close_boxes, host_in, make_window
from lan_windows import host_with_ann as start
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from test_translations import assert_russian, russian  # noqa: F401

from debertz_desktop.engine.magistr import MagistrRules
from debertz_desktop.engine.magistr.sheet import MagistrSheet
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.engine.oh_hell.sheet import OhHellSheet
from debertz_desktop.engine.phase import Phase
from debertz_desktop.net.seating import SeatKind, SeatPlan
from debertz_desktop.ui.games import game_ui
from debertz_desktop.ui.grid_document import grid_of
from debertz_desktop.ui.printing import export_csv, export_pdf

#: Names, the table's and the protocol's, stay Latin.
NAMES = ("Hostess", "Ann", "Bob", "Robo", "Friday", "TCP", "TLS")


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def computers(count: int) -> tuple[SeatPlan, ...]:
    return tuple(SeatPlan(SeatKind.COMPUTER, f"Robo {n + 1}", "easy") for n in range(count))



def save_through_dialog(monkeypatch, window, path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    window.save_as_action.trigger()


# -- Oh Hell -----------------------------------------------------------------------------------


def test_an_oh_hell_table_of_five_is_played_to_its_end_through_the_windows(
        qtbot, monkeypatch, tmp_path):
    # OH_HELL §3–§8 over the network: two people and three computers at one table, a game
    # shortened to six deals (OH_HELL §2 ``deals``; its last deal is played without trump)
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    rules = OhHellRules(players=5, deals=6)
    seats = (SeatPlan(SeatKind.HOST, "Hostess"), PERSON, *computers(3))
    host, ann = start(qtbot, host_window, ann_window, rules, seats, seed=11)
    windows = [host_window, ann_window]
    assert ann.rules == rules and ann.table.game == "oh_hell"
    assert ann_window.session is ann and ann_window.table.session is ann
    assert game_ui(rules).game_text(rules) in ann_window.status_bar.game_line.text()
    # the first deal: one card each, every seat bids (OH_HELL §3, §4)
    view = ann.view()
    assert view.cards_per_player == 1 and view.phase is Phase.BIDDING

    actions = play(qtbot, windows, seed=2)
    assert actions >= 2 * (sum(rules.schedule) + rules.deal_count)  # every bid, every card
    game = host.host.table.game
    assert game.is_over and len(game.rows) == rules.deal_count
    for window in windows:
        session = window.session
        assert session.is_over
        sheet = session.game.sheet
        assert isinstance(sheet, OhHellSheet)
        assert sheet.rows == game.sheet.rows and sheet.totals == game.sheet.totals
        assert sheet.places == game.sheet.places  # OH_HELL §7
        assert window.sheet.grid is not None  # the dock shows Oh Hell's grid
        info = window.files.sheet_info()
        grid = grid_of(info)
        assert grid is not None and len(info.sheet.rows) == rules.deal_count
        # the result after the last deal's summary, as at a local table
        table = window.table
        qtbot.waitUntil(table.summary.isVisible, timeout=5000)
        qtbot.mouseClick(table.summary.close_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(table.game_over.isVisible, timeout=5000)
        assert "Game over" in table.game_over.title.text()
        assert "Places:" in table.game_over.totals.text()
    assert ann_window.files.sheet_info().sheet.rows == host_window.files.sheet_info().sheet.rows
    # the sheet window shows the game's grid, with print and export
    ann_window.companions.show_sheet_window()
    assert ann_window.companions.sheet_window.showing_grid
    assert ann_window.companions.sheet_window.info.sheet.rows == game.sheet.rows
    csv_path, pdf_path = tmp_path / "ann.csv", tmp_path / "ann.pdf"
    export_csv(str(csv_path), ann_window.files.sheet_info())
    export_pdf(str(pdf_path), ann_window.files.sheet_info())
    text = csv_path.read_text(encoding="utf-8-sig")
    assert "Hostess" in text and "Robo 3" in text
    assert all(str(total) in text for total in game.sheet.totals)
    assert pdf_path.read_bytes().startswith(b"%PDF")

    # Ann keeps her sheet; opened again it is Oh Hell's, read-only
    path = tmp_path / "ann.debertz"
    save_through_dialog(monkeypatch, ann_window, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "debertz-network-sheet" and data["game"] == "oh_hell"
    assert data["winner_side"] == game.winner_side
    reader = make_window(qtbot)
    assert reader.files.open_path(str(path))
    sheet_window = reader.files.sheet_window
    assert sheet_window.showing_grid
    assert isinstance(sheet_window.info.sheet, OhHellSheet)
    assert sheet_window.info.sheet.rows == game.sheet.rows
    assert sheet_window.info.sheet.places == game.sheet.places
    assert sheet_window.info.extra == {"Table": "Friday", "Saved by": "Ann"}


def test_a_bid_sent_anyway_is_refused_with_the_reason_and_section_of_oh_hell(qtbot):
    # OH_HELL §4: a bid over the hand, refused by the host with its reason and section
    from debertz_desktop.engine.oh_hell.actions import Bid

    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    _host, ann = start(qtbot, host_window, ann_window, OhHellRules(players=3),
                      (SeatPlan(SeatKind.HOST, "Hostess"), PERSON, *computers(1)))
    play(qtbot, [host_window], until=lambda: ann.view().to_act == ann.human_seat
         and not ann.busy)
    refused = []
    ann.action_refused.connect(lambda text, rule: refused.append((text, rule)))
    assert ann.submit(Bid(5)) is False  # not a legal bid: sent anyway, the host says why
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    assert refused == [("a bid is a number of tricks from 0 to 1, the cards in your hand",
                        "§4")]


# -- Master ------------------------------------------------------------------------------------


def test_a_master_table_of_three_names_its_trumps_over_the_network(qtbot):
    # MASTER §3: each player names his own trump in turn, before the first deal
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    rules = MagistrRules(players=3)
    host, ann = start(qtbot, host_window, ann_window, rules,
                      (SeatPlan(SeatKind.HOST, "Hostess"), PERSON, *computers(1)), seed=5)
    windows = [host_window, ann_window]
    view = ann.view()
    assert view.phase is Phase.CHOOSING_TRUMPS and view.hand == ()  # no card yet (§3)
    play(qtbot, windows, until=lambda: host.host.table.game.phase is not Phase.CHOOSING_TRUMPS)
    game = host.host.table.game
    trumps = game.view(0).trumps
    assert None not in trumps and len(set(trumps)) == 3  # own_trump_distinct
    for window in windows:
        qtbot.waitUntil(lambda w=window: w.session.view().phase is Phase.PLAY, timeout=5000)
        view = window.session.view()
        assert view.trumps == trumps
        plates = window.table.scene.look.plates
        for seat, suit in enumerate(trumps):
            assert f"trump {suit.symbol}" in plates[seat].note  # beside each seat
    # the first deal ("All", 9 cards each) is played through and written alike
    play(qtbot, windows, seed=3, until=lambda: len(game.rows) >= 1
         and all(len(w.session.game.rows) >= 1 for w in windows))
    for window in windows:
        sheet = window.session.game.sheet
        assert isinstance(sheet, MagistrSheet)
        assert sheet.rows[:1] == game.rows[:1]
        assert grid_of(window.files.sheet_info()) is not None


def chat_panel(window):
    """The chat the person sees: the lobby's before the game, the dock's at the table."""
    network = window.network
    return network.chat_dock.widget() if network.playing else network.lobby.chat_panel


def chat_text(window) -> str:
    return chat_panel(window).plain_text()


def say(window, text: str) -> None:
    panel = chat_panel(window)
    panel.edit.setText(text)
    panel.send_typed()


def test_a_master_table_with_a_join_code_chat_and_a_dropped_seat_that_comes_back(qtbot):
    # a table of three (MASTER §2) behind a join code, over TLS; Ann's connection blinks in
    # the first deal: a computer holds her seat, she comes back by herself and plays on
    from debertz_desktop.net.transport import tls_available

    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    rules = MagistrRules(players=3)
    host = host_in(host_window, rules, (SeatPlan(SeatKind.HOST, "Hostess"), PERSON,
                                        *computers(1)), code="4711", seed=9)
    # a wrong code is refused in the dialog, which stays open for the right one
    ann_window.network.joining.show_dialog(browse=False)
    dialog = ann_window.network.dialog
    dialog.held_list.clearSelection()
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.name_edit.setText("Ann")
    dialog.code_edit.setText("1234")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "join code is wrong" in dialog.message(), timeout=10_000)
    assert dialog.isVisible() and ann_window.network.session is None
    assert dialog.table_label.text().startswith("«Friday», Master (classic)")
    assert dialog.table_label.text().endswith("; encrypted." if tls_available()
                                              else "; not encrypted.")
    dialog.code_edit.setText("4711")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: ann_window.network.session is not None
                    and ann_window.network.session.human_seat == 1, timeout=10_000)
    ann = ann_window.network.session
    assert ann.table.game == "magistr" and ann.table.join_code
    # the lobby's chat, both ways
    say(host_window, "trumps first, Ann")
    qtbot.waitUntil(lambda: "Hostess: trumps first, Ann" in chat_text(ann_window), timeout=5000)
    say(ann_window, "hearts for me")
    qtbot.waitUntil(lambda: "Ann: hearts for me" in chat_text(host_window), timeout=5000)
    lobby = host_window.network.lobby
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: host_window.network.playing and ann_window.network.playing,
                    timeout=10_000)
    windows = [host_window, ann_window]
    game = host.host.table.game
    play(qtbot, windows, seed=6, until=lambda: game.phase is Phase.PLAY
         and len(game.history) > 6)
    # the network blinks: her seat is marked on the host's table, then she is back
    ann.connection.transport.socket.abort()
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "Disconnected",
                    timeout=5000)
    qtbot.waitUntil(lambda: ann.connection_state == "connected"
                    and host_window.table.scene.seat_mark(1) == "", timeout=15_000)
    lines = [line.text for line in host_window.network.chat.lines]
    assert "Ann lost the connection." in lines and "Ann is back." in lines
    assert ann.view().trumps == game.view(0).trumps  # her snapshot has the trumps named
    play(qtbot, windows, seed=7, until=lambda: len(game.rows) >= 2
         and all(len(w.session.game.rows) >= 2 for w in windows))
    assert ann.game.sheet.rows[:2] == game.sheet.rows[:2]
    say(ann_window, "well played")
    qtbot.waitUntil(lambda: "Ann: well played" in chat_text(host_window), timeout=5000)
    host_window.network.leave_now()


# -- finding and joining -----------------------------------------------------------------------


def test_an_old_client_that_plays_debertz_only_is_told_why_it_cannot_join(qtbot):
    from debertz_desktop.ui.lan.join_dialog import JoinDialog
    from debertz_desktop.ui.lan_session import ClientSession

    window = make_window(qtbot)
    host = host_in(window, OhHellRules(players=3))
    dialog = JoinDialog("Bob", browse=False, session_factory=lambda h, p, **kw: ClientSession(
        h, p, games=("debertz",), **kw))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "Oh Hell" in dialog.message(), timeout=10_000)
    assert dialog.message() == ("This table plays Oh Hell, a game this program cannot play. "
                                "To play at this table, install the version of Debertz "
                                "Desktop its host has.")
    assert dialog.isVisible() and dialog.session is None


def test_the_join_list_and_the_lobby_name_the_tables_game(qtbot):
    from debertz_desktop.ui.lan.found_tables import GAME, RULES, SEATS
    from debertz_desktop.ui.lan.join_dialog import JoinDialog

    window = make_window(qtbot)
    dialog = JoinDialog("Bob")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.browser is not None, timeout=2000)
    rules = OhHellRules(players=5)
    host_in(window, rules, name="Five at Oh Hell", advertise=True)
    qtbot.waitUntil(lambda: any(ad.name == "Five at Oh Hell" for ad in dialog.found_ads()),
                    timeout=20_000)
    item = next(dialog.found_list.topLevelItem(i)
                for i in range(dialog.found_list.topLevelItemCount())
                if dialog.found_list.topLevelItem(i).text(0) == "Five at Oh Hell")
    assert item.text(GAME) == "Oh Hell"
    words = game_ui(rules).game_text(rules)  # "Chert poberi (classic), 5 players, 10 deals"
    assert item.text(RULES) == words and words.startswith("Chert poberi (classic), 5 ")
    assert "4" in item.text(SEATS)
    dialog.found_list.setCurrentItem(item)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 6, timeout=10_000)
    assert dialog.table_label.text().startswith(f"«Five at Oh Hell», Oh Hell: {words};")
    assert window.network.lobby.rules_label.text() == f"Oh Hell: {words}"
    window.network.leave_now()
    dialog.reject()


def test_the_join_dialog_shows_every_seat_of_a_table_of_seven_on_a_small_screen(qtbot):
    # OH_HELL §2: up to seven players; three seats held elsewhere take their room too
    from debertz_desktop.net.seat_store import HeldSeat, remember_seat
    from debertz_desktop.ui.lan.join_dialog import JoinDialog

    for n in range(3):
        remember_seat(HeldSeat(f"t{n}", f"Table {n}", "127.0.0.1", 40000 + n, 1, "k", "Ann"))
    window = make_window(qtbot)
    host = host_in(window, OhHellRules(players=7), (SeatPlan(SeatKind.HOST, "Hostess"),
                                                   PERSON, *computers(5)))
    dialog = JoinDialog("Bob", browse=False)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.held_box.isVisible() and dialog.held_list.count() == 3
    dialog.searching_label.setText("Choose a table, or type the address the host reads out.")
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.connect_button.click()
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 8, timeout=10_000)
    qtbot.wait(50)  # the dialog grows to its new least size
    seats = dialog.seat_list
    last = seats.visualItemRect(seats.item(7))
    assert last.bottom() < seats.viewport().height()  # "Seat 7" whole, no scrolling
    assert seats.verticalScrollBar().maximum() == 0
    # and nothing drawn over it: the name field is below the list's last line
    below = dialog.name_edit.mapTo(dialog, QPoint(0, 0)).y()
    assert seats.mapTo(dialog, QPoint(0, seats.height())).y() <= below
    assert dialog.minimumSizeHint().height() <= 660  # 1024×700, less the window's frame
    assert dialog.minimumSizeHint().width() <= 1000
    dialog.reject()
    window.network.leave_now()


# -- saved tables ------------------------------------------------------------------------------


def test_a_saved_oh_hell_table_is_hosted_again_and_its_player_comes_back(
        qtbot, monkeypatch, tmp_path):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    rules = OhHellRules(players=4)
    seats = (SeatPlan(SeatKind.HOST, "Hostess"), PERSON, *computers(2))
    host, _ann = start(qtbot, host_window, ann_window, rules, seats, seed=7)
    windows = [host_window, ann_window]
    play(qtbot, windows, until=lambda: len(host.whole_game.rows) >= 2)
    path = tmp_path / "Friday.debertz"
    save_through_dialog(monkeypatch, host_window, path)
    saved = list(host.whole_game.history)
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "oh_hell"
    host_window.network.leave_now()  # the table closes with its game under way
    qtbot.waitUntil(lambda: ann_window.network.session is None, timeout=10_000)
    ann_window.network.message_box.done(0)

    again = make_window(qtbot)
    assert again.files.open_path(str(path))
    box = again.network.message_box
    assert box.objectName() == "HostSavedBox"
    assert "«Friday» (Hostess, Ann, Robo 1, Robo 2), game under way — Oh Hell" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: again.network.playing, timeout=10_000)
    reopened = again.session
    assert list(reopened.whole_game.history) == saved
    assert reopened.view().rules == rules and reopened.sheet.rows == host.whole_game.rows
    # Host again does not offer the table that is open
    from PySide6.QtWidgets import QMenu

    menu = again.findChild(QMenu, "networkMenu")
    menu.fill()
    host_again = next(a.menu() for a in menu.actions() if a.menu() is not None)
    assert not host_again.isEnabled() and host_again.actions() == []
    # Ann takes her seat back from the Join dialog
    ann_window.network.joining.show_dialog(browse=False)
    dialog = ann_window.network.dialog
    assert dialog.held_list.count() == 1
    dialog.rejoin_button.click()
    qtbot.waitUntil(lambda: ann_window.network.playing, timeout=10_000)
    assert ann_window.session.view().hand == reopened.whole_game.view(1).hand
    play(qtbot, [again, ann_window], seed=4,
         until=lambda: len(reopened.whole_game.rows) >= 3)
    assert ann_window.session.game.sheet.rows == reopened.whole_game.sheet.rows


def test_the_host_dialog_hosts_a_game_of_its_choice_with_up_to_seven_seats(qtbot):
    from PySide6.QtWidgets import QDialogButtonBox

    from debertz_desktop.storage.settings import AppSettings
    from debertz_desktop.ui.lan.host_dialog import PERSON as PERSON_ITEM
    from debertz_desktop.ui.lan.host_dialog import HostDialog

    settings = AppSettings(last_levels=("hard", "easy"),
                           game_setups={"oh_hell": {"levels": ["easy"] * 6}})
    dialog = HostDialog(settings, player_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_game("oh_hell")
    dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(7))
    choice = dialog.host_choice()
    assert isinstance(choice.rules, OhHellRules) and choice.rules.players == 7
    # every seat but the host's is for a person until he chooses a computer
    assert [p.kind for p in choice.seats] == [SeatKind.HOST] + [SeatKind.PERSON] * 6
    assert all(dialog.name_edits[s].isVisible() for s in range(7))
    combo = dialog.level_combos[6]
    combo.setCurrentIndex(combo.findData("hard"))
    assert dialog.host_choice().seats[6] == SeatPlan(SeatKind.COMPUTER, "Computer 6", "hard")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    # Master: 2 to 4 players, its presets; the seats of Oh Hell's table are kept meanwhile
    dialog.set_game("magistr")
    assert [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())] == [
        2, 3, 4]
    assert isinstance(dialog.host_choice().rules, MagistrRules)
    assert dialog.level_combos[1].currentData() == PERSON_ITEM
    dialog.set_game("oh_hell")
    assert dialog.level_combos[6].currentData() == "hard"
    remembered = dialog.remembered()
    # the table's seats per game; the computers' levels of a local game stay as they were
    assert remembered.game_setups["oh_hell"]["table_seats"][5] == "hard"
    assert remembered.game_setups["oh_hell"]["levels"] == ["easy"] * 6
    assert remembered.last_levels == ("hard", "easy")
    assert remembered.last_game == "oh_hell"
    again = HostDialog(remembered)
    qtbot.addWidget(again)
    assert again.kind.key == "oh_hell" and again.players() == 7
    assert again.level_combos[6].currentData() == "hard"
    assert again.level_combos[1].currentData() == PERSON_ITEM


def test_the_host_dialog_for_seven_fits_a_small_screen(qtbot):
    from debertz_desktop.storage.settings import AppSettings
    from debertz_desktop.ui.lan.host_dialog import HostDialog

    dialog = HostDialog(AppSettings(last_game="oh_hell",
                                    game_setups={"oh_hell": {"players": 7}}))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players() == 7
    dialog.show_rules(True)
    assert dialog.minimumSizeHint().height() <= 660
    assert dialog.minimumSizeHint().width() <= 1000


# -- in Russian --------------------------------------------------------------------------------


def test_an_oh_hell_table_in_russian(qtbot, russian):  # noqa: F811
    from debertz_desktop.engine.oh_hell.actions import Bid
    from debertz_desktop.ui.lan.found_tables import GAME

    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    rules = OhHellRules(players=5)
    host = host_in(host_window, rules, (SeatPlan(SeatKind.HOST, "Hostess"), PERSON,
                                        *computers(3)), advertise=True)
    lobby = host_window.network.lobby
    words = game_ui(rules).game_text(rules)
    assert words.startswith("Черт побери (классика), 5 ")
    assert lobby.rules_label.text() == words  # the game is named once: its preset names it
    assert_russian(lobby, NAMES)

    ann_window.network.joining.show_dialog()
    dialog = ann_window.network.dialog
    dialog.held_list.clearSelection()
    dialog.name_edit.setText("Ann")
    qtbot.waitUntil(lambda: any(ad.port == host.port for ad in dialog.found_ads()),
                    timeout=20_000)
    item = next(dialog.found_list.topLevelItem(i)
                for i in range(dialog.found_list.topLevelItemCount())
                if dialog.found_list.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole).port
                == host.port)
    assert item.text(GAME) == "Черт побери"
    assert dialog.found_list.headerItem().text(GAME) == "Игра"
    dialog.found_list.setCurrentItem(item)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 6, timeout=10_000)
    assert dialog.table_label.text().startswith(f"«Friday», {words};")
    assert_russian(dialog, NAMES)
    dialog.join_button.click()
    qtbot.waitUntil(lambda: ann_window.network.session is not None, timeout=10_000)
    ann = ann_window.network.session
    assert ann.human_seat == 1
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: ann_window.network.playing, timeout=10_000)
    # the host refuses a bid over the hand in the words of the rules of Oh Hell (OH_HELL §4)
    play(qtbot, [host_window], until=lambda: ann.view().to_act == ann.human_seat
         and not ann.busy)
    refused = []
    ann.action_refused.connect(lambda text, rule: refused.append((text, rule)))
    ann.submit(Bid(3))
    qtbot.waitUntil(lambda: bool(refused), timeout=5000)
    assert refused == [("заказ — число взяток от 0 до 1, по числу карт у вас на руке", "§4")]
    host_window.network.leave_now()


def test_a_table_of_a_game_this_program_cannot_play_is_said_in_russian(qtbot, russian):  # noqa: F811
    from debertz_desktop.ui.lan.join_dialog import JoinDialog
    from debertz_desktop.ui.lan_session import ClientSession

    window = make_window(qtbot)
    host = host_in(window, MagistrRules(players=3))
    assert window.network.lobby.rules_label.text() == "Магистр (классика): свои козыри, 3 игрока"
    assert_russian(window.network.lobby, NAMES)
    dialog = JoinDialog("Bob", browse=False, session_factory=lambda h, p, **kw: ClientSession(
        h, p, games=("debertz",), **kw))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "Магистр" in dialog.message(), timeout=10_000)
    assert dialog.message() == (
        "За этим столом играют в Магистр: в эту игру программа играть не умеет. Чтобы "
        "играть за этим столом, установите ту версию Debertz Desktop, что у хозяина стола.")
    window.network.leave_now()
