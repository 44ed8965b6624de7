"""A guest at a network table reviews its deals once the game is over (issue 31: "any deal of
… a finished network game"): before the end the others' cards are the host's alone and the
menu says so; at the end the host sends the whole game and the review opens on the guest's
seat.  On 127.0.0.1 only."""

from __future__ import annotations

from lan_windows import close_boxes, drive, make_window
from PySide6.QtWidgets import QApplication
from test_lan_play import start_two

from debertz_desktop.ui.main_menus import reviews
from debertz_desktop.ui.review.window import ReviewWindow
from debertz_desktop.ui.review.worker import wait_for_reviews


def test_a_guest_reviews_the_deals_of_a_finished_network_game(qtbot):
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, _ann = start_two(qtbot, host_window, ann_window)
    opener = reviews(ann_window)
    assert not opener.can_review()
    assert opener.open_deal() is None
    assert "when the game is over" in opener.message_box.text()
    opener.message_box.done(0)
    assert reviews(host_window).session_record() is not None  # the host has it all along
    drive(qtbot, [host_window, ann_window], seed=7, timeout=300)
    qtbot.waitUntil(lambda: ann_window.session.finished_record is not None, timeout=10_000)
    record = ann_window.session.finished_record
    assert record.replay().rows == host.host.table.game.rows
    assert reviews(ann_window).can_review()
    review = reviews(ann_window).open_deal()
    assert isinstance(review, ReviewWindow)
    assert review.seat == ann_window.session.human_seat == 1
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    assert review.review.decisions, "Ann's decisions of the deal, valued"
    review.close()
    wait_for_reviews()
    close_boxes()
    for window in (host_window, ann_window):
        window.session.stop()
    assert not [w for w in QApplication.topLevelWidgets()
                if isinstance(w, ReviewWindow) and w.isVisible()]
