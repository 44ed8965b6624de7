"""A seat taken back shows the summary of a deal once: not again after a rejoin (real windows,
127.0.0.1 only).

A tester killed the joiner's program mid-deal, started it again and chose Go back: the
summary of deal 1, which he had read and closed before, popped up over the trick in
progress while play went on — the program took every row of its first view for news.
What it had shown is kept with the held seat now; a deal that ended while the person was
away is still summed up, once, as had he been there (the plates' new totals are never left
unexplained).
"""

from __future__ import annotations

import pytest
from lan_windows import close_boxes, drive, make_window
from test_lan_play import start_two

from debertz_desktop.engine.phase import Phase
from debertz_desktop.net.seat_store import held_seats


@pytest.fixture(autouse=True)
def no_boxes_left():
    yield
    close_boxes()


def into_the_next_deal(qtbot, windows, game, deals: int) -> None:
    """Play until ``deals`` deals are written and the next one's play is under way."""
    drive(qtbot, windows, until=lambda: len(game.rows) >= deals and not game.is_over
          and game.deal.phase is Phase.PLAY and game.to_act is not None)


def program_dies(session) -> None:
    """The program is killed: its socket closes, nothing is said (no leave)."""
    session.connection.close()


def deal_one_read(qtbot):
    """Hostess's table, Ann at it: deal 1 written and its summary shown to Ann (her moves
    since closed it), deal 2 in play.  The host's window, his game, Ann's session."""
    host_window, ann_window = make_window(qtbot), make_window(qtbot)
    host, ann = start_two(qtbot, host_window, ann_window)
    game = host.host.table.game
    shown: list = []
    ann.deal_scored.connect(shown.append)
    into_the_next_deal(qtbot, [host_window, ann_window], game, 1)
    assert [s.row.number for s in shown] == [1]
    return host_window, game, ann


def go_back(qtbot):
    """A program started again goes back to the seat held (its start's "Go back"; the test's
    one home holds the host's unfinished table too, whose offer would come first)."""
    again = make_window(qtbot)
    again.network.joining.show_dialog(rejoin=True)
    qtbot.waitUntil(lambda: again.network.playing, timeout=10_000)
    return again


def test_a_deal_summed_up_before_the_program_died_is_not_shown_again(qtbot):
    _host_window, _game, ann = deal_one_read(qtbot)
    program_dies(ann)
    again = go_back(qtbot)
    qtbot.wait(1000)
    assert not again.table.summary.isVisible()
    assert again.table.result_flow._due is None
    assert again.session.view().deal_number == 2
    assert len(again.session.game.sheet.rows) == 1  # the sheet still has deal 1


def test_a_deal_that_ended_while_away_is_shown_once_after_a_restart(qtbot):
    host_window, game, ann = deal_one_read(qtbot)
    program_dies(ann)
    assert held_seats()[0].deals_seen == 1
    qtbot.waitUntil(lambda: host_window.table.scene.seat_mark(1) == "Played by a computer",
                    timeout=15_000)
    into_the_next_deal(qtbot, [host_window], game, 2)  # the computer plays deal 2 for her
    again = go_back(qtbot)
    summary = again.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=5000)
    assert summary._summary.row.number == 2  # the deal she missed, not the one she read
    summary.close_button.click()
    # the network blinks: the view comes anew, the summary does not
    again.session.connection.transport.socket.abort()
    qtbot.waitUntil(lambda: again.network.banner is not None
                    and again.network.banner.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: not again.network.banner.isVisible(), timeout=10_000)
    qtbot.wait(500)
    assert not summary.isVisible()

