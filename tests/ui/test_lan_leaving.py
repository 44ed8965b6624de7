"""A network table left or closed mid-deal: what stays on the guest's and the host's windows.

The last view stays to read, but the decision bar said whose turn it was ("Anna is
thinking…", "Your turn: drag a card…"), the hand could still be picked and the chat
took lines nobody would read.  Now the bar says the table was left or closed, the
hand is not playable, and the chat says so and is closed.  Real windows on 127.0.0.1.
"""

from __future__ import annotations

import pytest
from lan_windows import close_boxes, drive, make_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_lan_play import start_two


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def assert_dead_table(window, sentence: str) -> None:
    """The bar says ``sentence``, nothing on the table can be played, the chat is shut."""
    table = window.table
    prompt = table.panel.prompt.text()
    assert prompt.startswith(sentence) and "Nothing more is played here." in prompt
    assert "thinking" not in prompt and "Your " not in prompt
    assert table.panel.buttons() == {}
    assert not table.scene.can_play()
    assert all(not card.draggable for card in table.scene.items()
               if hasattr(card, "draggable"))
    chat = window.network.chat_dock.widget()
    assert sentence in chat.plain_text()
    assert not chat.edit.isEnabled() and not chat.send_button.isEnabled()
    assert chat.edit.placeholderText() == "The chat is closed."
    assert chat.edit.toolTip() == "The chat is closed with the table."


def test_a_guest_who_leaves_mid_deal_is_told_so_on_a_table_that_cannot_be_played(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 4)
    ann_window.network.confirm_leave(None)  # Game → Play on the network → Leave the table
    ann_window.network.message_box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not ann_window.network.active, timeout=5000)
    assert_dead_table(ann_window, "You left the table «Friday».")
    host_window.network.leave_now()


def test_the_others_read_that_a_guest_left_not_that_his_connection_was_lost(qtbot):
    """The LAN tester: the host's chat said "Ann lost the connection." when Ann had left the
    table on purpose; the table now says which it was (``SeatInfo.left``)."""
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 4)
    ann_window.network.confirm_leave(None)  # Game → Play on the network → Leave the table
    ann_window.network.message_box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "Played by a computer",
                    timeout=5000)
    chat = host_window.network.chat_dock.widget().plain_text()
    assert "Ann left the table." in chat and "A computer is playing for Ann." in chat
    assert "lost the connection" not in chat and "until the connection is back" not in chat
    host_window.network.leave_now()


def test_a_guest_whose_host_closes_the_table_sees_it_closed(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 4)
    host_window.network.leave_now()
    assert_dead_table(host_window, "You closed the table «Friday».")
    qtbot.waitUntil(lambda: not ann_window.network.active, timeout=10_000)
    box = ann_window.network.message_box
    assert box is not None and "The host closed the table." in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    assert_dead_table(ann_window, "The host closed the table «Friday».")
    view = ann_window.table.scene.view
    card = next(iter(view.hand))
    assert not ann_window.table.play_card(card)
    chat = ann_window.network.chat_dock.widget()
    chat.edit.setText("anyone?")
    chat.send_typed()
    assert "anyone?" not in chat.plain_text()


def test_the_summary_shown_on_a_rejoin_closes_from_the_keyboard(qtbot):
    """A program started again and rejoining shows the last deal's summary; the keyboard
    stayed with the start's Deal button, hidden by then, so Escape and Enter did nothing
    and only the mouse could close the summary."""
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    drive(qtbot, [host_window, ann_window], until=lambda: len(host.host.table.game.history) > 4)
    ann_window.network.close_quietly()  # her program quits; her seat waits for her
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1)
                    == "Played by a computer", timeout=15_000)
    game = host.host.table.game
    drive(qtbot, [host_window], until=lambda: len(game.rows) >= 1 and game.to_act is not None)
    again = make_window(qtbot, start_game=True)  # a program started again
    again.network.joining.show_dialog(browse=False)
    again.network.dialog.rejoin_button.click()
    qtbot.waitUntil(lambda: again.network.playing, timeout=10_000)
    summary = again.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    qtbot.wait(50)
    focus = again.focusWidget()  # what has the keyboard once the window is active
    assert focus is again.table.view
    qtbot.keyClick(focus, Qt.Key.Key_Escape)
    assert not summary.isVisible()
    host_window.network.leave_now()
