"""Helpers for Oh Hell and Master tables on the network through the real windows (issues 29,
30), on 127.0.0.1 only: each window's person acts through its own table — a bid or a trump
with the decision bar's buttons, a card by double-click — as a player does.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from debertz_desktop.engine.phase import Phase
from debertz_desktop.ui.games import game_ui


def double_click(window, card) -> None:
    """Plays ``card`` as a player does: a double-click on it in the window's table."""
    item = window.table.scene.item_for(card)
    assert item is not None, card
    view = window.table.view
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                      pos=view.mapFromScene(item.sceneBoundingRect().center()))


def act_for(window, rng: random.Random) -> bool:
    """One action of the window's person if it is his turn: a decision (a bid, a trump)
    with the bar's button, else a legal card by double-click; ``False`` if nothing to do."""
    session = window.session
    if session is None or window.table.session is not session or session.busy:
        return False
    view = session.view()
    if view is None or view.phase is Phase.OVER or view.to_act != view.seat:
        return False
    decisions = game_ui(view.rules).decisions(view)
    if decisions:
        buttons = window.table.panel.buttons()
        if set(buttons) != set(decisions):
            return False  # the bar is still being built for this view
        buttons[rng.choice(decisions)].click()
        return True
    scene = window.table.scene
    cards = sorted(scene.legal_cards(), key=str)
    if not cards or not scene.can_play():
        return False
    double_click(window, rng.choice(cards))
    return True


def play(qtbot, windows, *, seed=0, until=None, timeout=300.0) -> int:
    """Every window's person plays through his table until ``until()`` or every game is
    over; the actions taken."""
    rngs = [random.Random(seed * 10 + i) for i in range(len(windows))]
    end = time.monotonic() + timeout
    actions = 0
    while time.monotonic() < end:
        if until is not None and until():
            return actions
        if until is None and all(w.session is not None and w.session.is_over
                                 for w in windows):
            return actions
        acted = False
        for window, rng in zip(windows, rngs, strict=True):
            if act_for(window, rng):
                actions += 1
                acted = True
        qtbot.wait(1 if acted else 10)
    raise AssertionError(f"not done in {timeout} s ({actions} actions)")
