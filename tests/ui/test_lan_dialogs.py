"""The Host and Join dialogs and the lobby, under pytest-qt (issue 19), on 127.0.0.1 only."""

from __future__ import annotations

import pytest
from lan_windows import PERSON, QUICK, close_boxes, host_in, join_in, make_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net import host_seating as host_seating_module
from debertz_desktop.net.seating import SeatKind, SeatPlan
from debertz_desktop.net.transport import DEFAULT_PORT
from debertz_desktop.storage.settings import AppSettings, SettingsStore
from debertz_desktop.ui.lan.found_tables import ADDRESS, GAME, RULES, SEATS
from debertz_desktop.ui.lan.host_dialog import PERSON as PERSON_ITEM
from debertz_desktop.ui.lan.host_dialog import HostDialog, new_join_code
from debertz_desktop.ui.lan.join_dialog import JoinDialog, parse_address
from debertz_desktop.ui.lan.lobby import LobbyDialog
from debertz_desktop.ui.lan_session import ClientSession
from debertz_desktop.ui.settings_dialog import SettingsDialog


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


# -- the Host dialog --------------------------------------------------------------------------


def host_dialog(qtbot, **settings) -> HostDialog:
    dialog = HostDialog(AppSettings(**settings), player_name="Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def ok_button(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_the_host_sits_first_and_invites_people_to_the_other_seats(qtbot):
    dialog = host_dialog(qtbot, last_players=3)
    choice = dialog.host_choice()
    assert choice.rules.players == 3
    assert [p.kind for p in choice.seats] == [SeatKind.HOST, SeatKind.PERSON, SeatKind.PERSON]
    assert choice.seats[0].name == "Ann" and choice.name == "Ann's table"
    assert choice.join_code is not None and len(choice.join_code) == 4
    # a person on the network brings his own name: the field is off
    assert not dialog.name_edits[1].isEnabled()
    assert dialog.name_edits[1].placeholderText() == "their own name"
    assert ok_button(dialog).text() == "&Host" and ok_button(dialog).isEnabled()


def test_a_seat_can_be_a_computer_of_any_level_with_a_name(qtbot):
    dialog = host_dialog(qtbot, last_players=3)
    combo = dialog.level_combos[2]
    combo.setCurrentIndex(combo.findData("hard"))
    assert dialog.name_edits[2].isEnabled()
    dialog.name_edits[2].setText("Deep Blue")
    plans = dialog.host_choice().seats
    assert plans[2] == SeatPlan(SeatKind.COMPUTER, "Deep Blue", "hard")
    assert plans[1].kind is SeatKind.PERSON
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "A person on the network", "Easy", "Medium", "Hard"]


def test_a_table_without_a_person_on_the_network_cannot_be_hosted(qtbot):
    dialog = host_dialog(qtbot, last_players=2)
    combo = dialog.level_combos[1]
    combo.setCurrentIndex(combo.findData("easy"))
    assert not ok_button(dialog).isEnabled()
    assert dialog.nobody_label.isVisible() and "Game → New game" in dialog.nobody_label.text()
    combo.setCurrentIndex(combo.findData(PERSON_ITEM))
    assert ok_button(dialog).isEnabled() and not dialog.nobody_label.isVisible()


def test_the_rules_are_the_new_game_dialogs_presets_and_options(qtbot):
    dialog = host_dialog(qtbot)
    editor = dialog.rules_editor
    index = editor.preset_combo.findData("belote")
    editor.preset_combo.setCurrentIndex(index)
    editor.preset_combo.activated.emit(index)
    choice = dialog.host_choice()
    assert choice.rules.players == 4 and choice.rules.teams  # Paired Belote seats four in pairs
    assert len(choice.seats) == 4
    assert dialog.seat_labels[2].text() == "Partner:"
    dialog.show_rules(True)
    assert editor.tabs.isVisible()  # every option, as in New game


def test_the_join_code_is_optional_and_can_be_drawn_again(qtbot):
    dialog = host_dialog(qtbot)
    dialog.code_edit.setText("12 34")
    assert dialog.host_choice().join_code == "12 34"
    dialog.new_code_button.click()
    assert dialog.code_edit.text().isdigit() and len(dialog.code_edit.text()) == 4
    dialog.code_check.setChecked(False)
    assert not dialog.code_edit.isEnabled() and dialog.host_choice().join_code is None
    dialog.table_name_edit.setText("  Friday   night ")
    assert dialog.host_choice().name == "Friday night"
    assert all(new_join_code().isdigit() for _ in range(20))


def test_an_empty_join_code_is_not_hosted_while_a_code_is_asked_for(qtbot):
    """A tester emptied the code with "Ask for a join code" ticked and pressed Host: the
    table was hosted open, without a word (a raw client joined with the code "")."""
    dialog = host_dialog(qtbot)
    dialog.code_edit.setText("  ")
    assert not ok_button(dialog).isEnabled()
    assert dialog.no_code_label.isVisible()
    assert dialog.no_code_label.text() == (
        "Type the join code to read out to the players, press New code, or untick «Ask for "
        "a join code».")
    dialog.new_code_button.click()
    assert ok_button(dialog).isEnabled() and not dialog.no_code_label.isVisible()
    dialog.code_edit.clear()
    assert not ok_button(dialog).isEnabled()
    dialog.code_edit.setText("K7")  # a code of one's own
    assert ok_button(dialog).isEnabled() and dialog.host_choice().join_code == "K7"
    dialog.code_edit.clear()
    dialog.code_check.setChecked(False)  # an open table, chosen on purpose
    assert ok_button(dialog).isEnabled() and not dialog.no_code_label.isVisible()
    assert dialog.host_choice().join_code is None
    dialog.code_check.setChecked(True)
    assert not ok_button(dialog).isEnabled()
    # no way round it: nobody invited still says so too, and OK stays off
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("easy"))
    dialog.level_combos[2].setCurrentIndex(dialog.level_combos[2].findData("easy"))
    assert dialog.nobody_label.isVisible() and dialog.no_code_label.isVisible()


def test_the_host_dialog_says_whether_the_table_is_encrypted(qtbot):
    secure = HostDialog(AppSettings(), encrypted=True)
    plain = HostDialog(AppSettings(), encrypted=False)
    for dialog in (secure, plain):
        qtbot.addWidget(dialog)
    assert secure.lock_label.text() == "Encrypted"
    assert "nobody else on the network can read the cards" in secure.lock_label.toolTip()
    assert plain.lock_label.text() == "⚠ Not encrypted"
    assert "no TLS" in plain.lock_label.toolTip()


def test_the_host_dialog_with_every_rule_shown_fits_a_small_screen(qtbot):
    """1024×700, less the window's frame: four seats and the rule tabs still fit."""
    dialog = HostDialog(AppSettings(last_players=4))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_rules(True)
    assert dialog.minimumSizeHint().height() <= 660
    assert dialog.minimumSizeHint().width() <= 1000


def test_the_host_dialog_keeps_the_local_games_computer_levels(qtbot):
    dialog = host_dialog(qtbot, last_players=3, last_levels=("hard", "easy", "medium"))
    remembered = dialog.remembered()
    assert remembered.last_levels == ("hard", "easy", "medium")
    assert remembered.last_players == 3


# -- the Join dialog ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("192.0.2.20:47416", ("192.0.2.20", 47416)),
    ("192.0.2.20", ("192.0.2.20", DEFAULT_PORT)),
    (" host.local:5000 ", ("host.local", 5000)),
    ("[fe80::1]:6000", ("fe80::1", 6000)),
    ("[fe80::1]", ("fe80::1", DEFAULT_PORT)),
    ("", None), ("host:", None), ("host:0", None), ("host:70000", None), ("a b:1", None),
    ("host:port", None), ("[fe80::1", None), (":5000", None),
])
def test_a_typed_address_is_read_as_host_and_port(text, expected):
    assert parse_address(text) == expected


def join_dialog(qtbot, name="Bob", *, rejoin=False, **kwargs) -> JoinDialog:
    """A Join dialog; the seats held by the test's other windows (one home for all) are not
    chosen unless ``rejoin``."""
    dialog = JoinDialog(name, browse=False, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    if not rejoin:
        dialog.held_list.clearSelection()
    return dialog


def test_a_wrong_address_says_what_to_type(qtbot):
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText("not an address at all")
    dialog.join_button.click()
    assert "192.168.1.20:47415" in dialog.message()
    assert dialog.isVisible()


def test_nobody_at_the_address_is_said_with_the_port_to_open(qtbot):
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText("127.0.0.1:9")  # discard: nobody listens
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "No connection" in dialog.message(), timeout=10_000)
    assert "127.0.0.1:9" in dialog.message() and "TCP port 9" in dialog.message()
    assert dialog.isVisible() and dialog.join_button.isEnabled()


def test_the_seats_are_shown_before_joining_and_a_free_one_can_be_chosen(qtbot):
    window = make_window(qtbot)
    host = host_in(window, preset("belote", players=4),
                   (SeatPlan(SeatKind.HOST, "Hostess"), PERSON, PERSON,
                    SeatPlan(SeatKind.COMPUTER, "Robo", "easy")))
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.connect_button.click()
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 5, timeout=10_000)
    assert "«Friday»" in dialog.table_label.text() and "Paired Belote" in dialog.table_label.text()
    texts = [dialog.seat_list.item(i).text() for i in range(5)]
    assert texts[0] == "Any free seat"
    assert texts[1].startswith("Seat 1: Hostess") and "The host" in texts[1]
    assert texts[3].startswith("Seat 3: (free)") and "partner of Hostess" in texts[3]
    assert "Computer (Easy)" in texts[4]
    enabled = [bool(dialog.seat_list.item(i).flags() & Qt.ItemFlag.ItemIsEnabled)
               for i in range(5)]
    assert enabled == [True, False, True, True, False]
    dialog.seat_list.setCurrentRow(3)
    assert dialog.chosen_seat() == 2
    joined = []
    dialog.joined.connect(joined.append)
    dialog.join_button.click()
    qtbot.waitUntil(lambda: bool(joined), timeout=10_000)
    assert joined[0].human_seat == 2 and not dialog.isVisible()
    qtbot.waitUntil(lambda: host.table.seats[2].name == "Bob", timeout=5000)
    joined[0].leave()


def test_a_wrong_join_code_is_said_and_the_right_one_seats(qtbot):
    window = make_window(qtbot)
    host = host_in(window, code="2580")
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.code_edit.setText("0000")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "join code" in dialog.message(), timeout=10_000)
    assert dialog.message() == ("The join code is wrong: check it with the host and type it "
                                "again.")
    assert dialog.focusWidget() is dialog.code_edit and dialog.code_edit.selectedText() == "0000"
    assert dialog.isVisible() and dialog.join_button.isEnabled()
    dialog.code_edit.setText("2580")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10_000)
    assert dialog.result() == dialog.DialogCode.Accepted


def test_a_table_that_asks_for_a_code_says_so_when_none_is_typed(qtbot):
    window = make_window(qtbot)
    host = host_in(window, code="2580")
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.join_button.click()  # greets, then joins: no code typed
    qtbot.waitUntil(lambda: "join code" in dialog.message(), timeout=10_000)
    assert dialog.message() == ("This table asks for a join code: type the code the host "
                                "reads out.")
    assert "wrong" not in dialog.message() and dialog.focusWidget() is dialog.code_edit
    assert dialog.join_button.isEnabled()
    # it was not sent: none of the five tries is spent on an empty code
    assert all(c.code_tries == 0 for c in host.host.table._conns.values())
    # should the table answer so anyway (it began asking for one), the words are the same
    assert dialog.refusal_text("bad_join_code", "the join code is wrong") == dialog.message()


def test_a_seat_taken_just_before_is_named_as_the_dialog_shows_it(qtbot):
    window = make_window(qtbot)
    host = host_in(window)
    late = join_dialog(qtbot, name="Cid")
    late.address_edit.setText(f"127.0.0.1:{host.port}")
    late.connect_button.click()
    qtbot.waitUntil(lambda: late.seat_list.count() == 4, timeout=10_000)
    late.session.table_changed.disconnect(late._show_table)  # Ann is quicker than its list
    late.seat_list.setCurrentRow(2)  # "Seat 2: (free)", the protocol's seat 1
    assert late.chosen_seat() == 1
    first = join_dialog(qtbot, name="Ann")
    first.address_edit.setText(f"127.0.0.1:{host.port}")
    first.connect_button.click()
    qtbot.waitUntil(lambda: first.seat_list.count() == 4, timeout=10_000)
    first.seat_list.setCurrentRow(2)
    first.join_button.click()
    qtbot.waitUntil(lambda: not first.isVisible(), timeout=10_000)
    qtbot.waitUntil(lambda: late.session.table.seats[1].taken, timeout=5000)
    late.session.table_changed.connect(late._show_table)
    late.join_button.click()
    qtbot.waitUntil(lambda: "taken" in late.message(), timeout=10_000)
    assert late.message() == "Seat 2 has just been taken: choose another seat."
    assert late.join_button.isEnabled() and late.isVisible()


def test_a_name_is_needed(qtbot):
    dialog = join_dialog(qtbot, name="")
    dialog.address_edit.setText("127.0.0.1:9")
    dialog.join_button.click()
    assert "Type your name" in dialog.message()


def test_a_full_table_and_a_started_game_are_said(qtbot):
    window = make_window(qtbot)
    host = host_in(window, preset("classic", players=2))
    first = join_dialog(qtbot, name="Ann")
    first.address_edit.setText(f"127.0.0.1:{host.port}")
    first.join_button.click()
    qtbot.waitUntil(lambda: not first.isVisible(), timeout=10_000)
    late = join_dialog(qtbot, name="Cid")
    late.address_edit.setText(f"127.0.0.1:{host.port}")
    late.join_button.click()
    qtbot.waitUntil(lambda: "taken" in late.message(), timeout=10_000)
    assert late.message() == "Every seat at this table is taken."
    window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: window.network.playing, timeout=10_000)
    later = join_dialog(qtbot, name="Dan")
    later.address_edit.setText(f"127.0.0.1:{host.port}")
    later.connect_button.click()
    qtbot.waitUntil(lambda: "has started" in later.message(), timeout=10_000)


def test_another_protocol_version_is_refused_with_a_clear_message(qtbot, monkeypatch):
    window = make_window(qtbot)
    monkeypatch.setattr(host_seating_module, "PROTOCOL_VERSION", 99)
    host = host_in(window)
    dialog = join_dialog(qtbot)
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: "version" in dialog.message(), timeout=10_000)
    assert "99" in dialog.message() and "same version of Debertz Desktop" in dialog.message()
    assert dialog.message()[0].isupper() and dialog.isVisible()


def test_tables_on_the_network_appear_and_disappear_in_the_list(qtbot):
    window = make_window(qtbot)
    dialog = JoinDialog("Bob")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.browser is not None, timeout=2000)
    assert dialog.searching_label.text() == "Looking for tables on this network…"
    host = host_in(window, name="Seen on the list", code="1", advertise=True)
    qtbot.waitUntil(lambda: any(ad.name == "Seen on the list" for ad in dialog.found_ads()),
                    timeout=20_000)
    # other tables on this machine's loopback (other programs, other tests) may be listed too
    item = next(dialog.found_list.topLevelItem(i)
                for i in range(dialog.found_list.topLevelItemCount())
                if dialog.found_list.topLevelItem(i).text(0) == "Seen on the list")
    assert item.text(GAME) == "Debertz"
    assert item.text(RULES) == "Classic (Moscow), 3 players, to 501"
    assert "2" in item.text(SEATS)
    assert item.text(ADDRESS) == f"127.0.0.1:{host.port}"
    assert "A join code is needed" in item.toolTip(0)
    dialog.found_list.setCurrentItem(item)
    qtbot.waitUntil(lambda: dialog.seat_list.count() == 4, timeout=10_000)
    assert dialog.address_edit.text() == f"127.0.0.1:{host.port}"
    window.network.leave_now()
    qtbot.waitUntil(lambda: not any(ad.name == "Seen on the list"
                                    for ad in dialog.found_ads()), timeout=20_000)
    dialog.reject()
    assert dialog.browser is None


def test_a_seat_held_at_a_table_is_offered_to_rejoin(qtbot):
    window = make_window(qtbot)
    host = host_in(window, preset("classic", players=2))
    ann = make_window(qtbot)
    session = join_in(qtbot, ann, host.port, "Ann")
    window.network.lobby.start_button.click()
    qtbot.waitUntil(lambda: ann.network.playing, timeout=10_000)
    ann.network.close_quietly()  # the program quit: the seat waits for its person
    dialog = join_dialog(qtbot, name="Ann", rejoin=True)
    assert dialog.held_box.isVisible() and dialog.held_list.count() == 1
    assert dialog.held_list.currentRow() == 0  # chosen: Join (or Enter) rejoins
    assert "«Friday»" in dialog.held_list.item(0).text()
    assert "seat 2 as Ann" in dialog.held_list.item(0).text()
    joined = []
    dialog.joined.connect(joined.append)
    dialog.rejoin_button.click()
    qtbot.waitUntil(lambda: bool(joined), timeout=10_000)
    assert joined[0].human_seat == 1 and joined[0].started
    assert session is not joined[0]
    joined[0].leave()


# -- the lobby ------------------------------------------------------------------------------


def test_the_host_lets_a_computer_take_a_missing_persons_seat_and_starts(qtbot):
    window = make_window(qtbot)
    host = host_in(window, preset("classic", players=3))
    lobby: LobbyDialog = window.network.lobby
    assert len(lobby._seat_widgets) == 3
    assert lobby.seat_text(1, 2) == "Waiting for a person to join"
    assert not lobby.start_button.isEnabled()
    lobby.seat_computer(2, "hard")
    qtbot.waitUntil(lambda: lobby.seat_text(2, 2) == "Computer (Hard)", timeout=5000)
    assert lobby.seat_text(2, 1) == "Computer 2"  # as the host dialog names it
    assert "Still missing: Seat 2." in lobby.waiting_label.text()
    ann = make_window(qtbot)
    join_in(qtbot, ann, host.port, "Ann")
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=5000)
    ann_lobby = ann.network.lobby
    assert not ann_lobby.start_button.isVisible()
    assert ann_lobby.waiting_label.text() == "Everybody is here: the host starts the game."
    assert ann_lobby.seat_text(1, 1) == "Ann (you)"
    notices = lobby.chat_panel.plain_text()
    assert "A computer (Computer 2) takes seat 3." in notices and "Ann took seat 2." in notices
    # Enter in the chat sends the line; it does not press "Start the game"
    lobby.chat_panel.edit.setFocus()
    lobby.chat_panel.edit.setText("one moment")
    QTest.keyClick(lobby.chat_panel.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "one moment" in ann_lobby.chat_panel.plain_text(), timeout=5000)
    assert not host.table.started and lobby.chat_panel.edit.text() == ""
    lobby.start_button.click()
    qtbot.waitUntil(lambda: window.network.playing and ann.network.playing, timeout=10_000)
    assert window.session.names == ("Hostess", "Ann", "Computer 2")


def test_the_host_sends_a_person_away_and_gives_a_computers_seat_back(qtbot):
    window = make_window(qtbot)
    host = host_in(window, preset("classic", players=2))
    lobby = window.network.lobby
    ann = make_window(qtbot)
    join_in(qtbot, ann, host.port, "Ann")
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=5000)
    control = lobby.seat_control(1)
    assert control.text() == "Change"
    away = next(a for a in control.menu().actions() if a.objectName() == "free")
    assert away.text() == "Send Ann away"
    away.trigger()
    qtbot.waitUntil(lambda: not lobby.start_button.isEnabled(), timeout=5000)
    lobby.seat_computer(1, "easy")
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=5000)
    lobby.seat_control(1).click()  # "For a person"
    qtbot.waitUntil(lambda: not lobby.start_button.isEnabled(), timeout=5000)
    assert lobby.seat_text(1, 2) == "Waiting for a person to join"


def test_leaving_the_lobby_is_asked_and_frees_the_seat(qtbot):
    window = make_window(qtbot)
    host = host_in(window)
    ann = make_window(qtbot)
    join_in(qtbot, ann, host.port, "Ann")
    qtbot.waitUntil(lambda: host.table.seats[1].taken, timeout=5000)
    ann.network.lobby.leave_button.click()
    box = ann.network.message_box
    assert box.isVisible() and "Leave the table «Friday»?" in box.text()
    box.done(box.StandardButton.No)
    assert ann.network.active
    ann.network.lobby.reject()  # Escape asks the same
    ann.network.message_box.done(ann.network.message_box.StandardButton.Yes)
    qtbot.waitUntil(lambda: not ann.network.active, timeout=5000)
    qtbot.waitUntil(lambda: not host.table.seats[1].taken, timeout=5000)


def test_the_host_closing_the_table_is_told_to_everybody(qtbot):
    window = make_window(qtbot)
    host = host_in(window)
    ann = make_window(qtbot)
    join_in(qtbot, ann, host.port, "Ann")
    window.network.confirm_leave(None)
    box = window.network.message_box
    assert "Close the table «Friday»?" in box.text()
    box.done(box.StandardButton.Yes)
    qtbot.waitUntil(lambda: not ann.network.active, timeout=10_000)
    qtbot.waitUntil(lambda: ann.network.message_box is not None
                    and ann.network.message_box.isVisible(), timeout=5000)
    assert ann.network.message_box.text().startswith("The host closed the table.")
    assert ann.network.lobby is None


def test_the_network_menu_closes_the_table_and_leaves_it(qtbot):
    # Game → Play on the network → Close / Leave the table, as a player chooses it
    from PySide6.QtWidgets import QMenu

    def menu_action(window, name):
        menu = window.findChild(QMenu, "networkMenu")
        menu.fill()  # as when it opens
        return next(a for a in menu.actions() if a.objectName() == name)

    window = make_window(qtbot)
    host = host_in(window)
    ann = make_window(qtbot)
    join_in(qtbot, ann, host.port, "Ann")
    leave = menu_action(ann, "leaveTable")
    assert leave.isEnabled() and leave.text() == "&Leave the table"
    leave.trigger()
    box = ann.network.message_box
    assert box.isVisible() and "Leave the table «Friday»?" in box.text()
    box.done(box.StandardButton.No)
    close = menu_action(window, "leaveTable")
    assert close.text() == "&Close the table"
    close.trigger()
    box = window.network.message_box
    assert box.isVisible() and "Close the table «Friday»?" in box.text()
    box.done(box.StandardButton.Yes)
    qtbot.waitUntil(lambda: not ann.network.active and not window.network.active,
                    timeout=10_000)
    assert not menu_action(window, "leaveTable").isEnabled()


def test_a_client_session_can_be_made_by_the_dialog_with_options(qtbot):
    made = []

    def factory(host, port, **kwargs):
        session = ClientSession(host, port, **kwargs)
        made.append(kwargs)
        return session

    window = make_window(qtbot)
    host = host_in(window, **QUICK)
    dialog = join_dialog(qtbot, session_factory=factory)
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10_000)
    assert made and made[0]["remember"] is True


def test_each_hosted_table_deals_its_own_cards(qtbot):
    first, second = make_window(qtbot), make_window(qtbot)
    seeds = {host_in(window).host.table.config.seed for window in (first, second)}
    assert len(seeds) == 2


def test_the_setting_keeps_network_play_on_this_computer(qtbot, monkeypatch, tmp_path):
    """Settings → "on this computer only": the table listens and is advertised on
    127.0.0.1, and the Join dialog looks for tables there (the tests force it anyway)."""
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    assert not dialog.loopback_check.isChecked()
    dialog.loopback_check.setChecked(True)
    settings = dialog.settings()
    assert settings.lan_loopback
    store = SettingsStore(tmp_path / "settings.json")
    store.save(settings)
    assert store.load().settings.lan_loopback
    monkeypatch.delenv("DEBERTZ_LAN_LOOPBACK")
    window = make_window(qtbot, lan_loopback=True)
    host = host_in(window)
    assert host.host.loopback and host.addresses == [f"127.0.0.1:{host.port}"]
    window.network.joining.show_dialog()
    join = window.network.dialog
    qtbot.waitUntil(lambda: join.browser is not None, timeout=2000)
    assert join.browser.loopback
    join.reject()


def test_a_refusal_reads_as_two_sentences_when_its_reason_has_a_colon(qapp):
    """A refusal's reason often holds a colon of its own ("too many messages: wait a
    moment"); the status bar says it in two sentences, not with two colons."""
    from debertz_desktop.ui.lan.problems import problem_text

    assert problem_text("too many messages: wait a moment") == (
        "The table refused. Too many messages: wait a moment.")
    assert problem_text("seat 2 is taken") == "The table refused. Seat 2 is taken."
