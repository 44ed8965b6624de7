"""A finished trick kept on the felt while it is explained (``TableScene.keep_trick``, for the
lessons): it lies whole in the middle past the speed's hold, whatever comes around it, until let
go; then it goes to its taker.  The deal's summary, which would cover it, waits for it."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest
from test_table_polish import make_window

from debertz_desktop.engine.events import CardPlayed, DealStarted, TrickTaken
from debertz_desktop.engine.oh_hell import OhHellRules
from debertz_desktop.storage.settings import AnimationSpeed
from debertz_desktop.ui.session import FallbackBot
from debertz_desktop.ui.table.card_table import SPEEDS


def in_place(table, plays) -> bool:
    """Every card of ``plays`` (seat, card) lies in its trick's place, face up."""
    scene = table.scene
    return all(any(getattr(item, "card", None) == card and item.isVisible()
                   and item.pos() == scene.geometry.trick(seat, order).pos
                   for item in scene.items())
               for order, (seat, card) in enumerate(plays))


def any_left(table, plays) -> bool:
    return any(getattr(item, "card", None) == card and item.pos() ==
               table.scene.geometry.trick(seat, order).pos
               for order, (seat, card) in enumerate(plays) for item in table.scene.items())


@pytest.mark.parametrize("speed", [AnimationSpeed.FAST, AnimationSpeed.OFF])
@pytest.mark.parametrize("ending", [False, True], ids=["mid_deal", "deal_ending"])
def test_a_kept_trick_stays_until_let_go(qtbot, speed, ending):
    window = make_window(qtbot, animation_speed=speed)
    rules = OhHellRules(players=3, deals=3)  # one card each, then two: a trick mid-deal
    session = window.new_game(rules, seed=5, delay_ms=0,
                              bots={seat: FallbackBot(seat) for seat in (1, 2)})
    table = window.table
    kept = []
    plays: list = []

    def watch(events):  # the first trick that ends a deal, or the first that does not
        plays.extend((e.seat, e.card) for e in events if isinstance(e, CardPlayed))
        if any(isinstance(e, TrickTaken) for e in events):
            if not kept and any(isinstance(e, DealStarted) for e in events) == ending:
                kept.append(plays[-3:])
            plays.clear()

    session.events_happened.connect(watch)

    def keep_it(_view):  # as a lesson does: after the table has shown the view
        if len(kept) == 1:
            session.pause(True, "test")
            assert table.scene.keep_trick()
            kept.append(True)

    session.view_changed.connect(keep_it)
    try:
        for _ in range(200):
            qtbot.waitUntil(lambda: len(kept) == 2 or table.summary.isVisible() or (
                not session.busy and session.game.to_act == session.human_seat
                and not session.paused), timeout=20_000)
            if len(kept) == 2:
                break
            if table.summary.isVisible():
                table.summary.close_button.click()
                continue
            session.submit(session.view().legal_actions[0])
        trick = kept[0]
        assert table.scene.trick_kept
        move, hold, _ = SPEEDS[speed.value]
        qtbot.waitUntil(lambda: in_place(table, trick), timeout=3000)
        QTest.qWait(2 * move + hold + 300)  # past the hold: it would have gone by now
        assert in_place(table, trick)
        if ending:
            assert not table.summary.isVisible(), "it would cover the trick"
        table.scene.let_trick_go()
        assert not table.scene.trick_kept
        qtbot.waitUntil(lambda: not any_left(table, trick), timeout=3000)
        if ending:
            qtbot.waitUntil(table.summary.isVisible, timeout=5000)
    finally:
        session.stop()
