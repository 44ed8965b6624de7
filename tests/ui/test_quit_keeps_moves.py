"""Quitting keeps the game as it stands, not as it stood at the last trick.

The table autosaves after every trick; a player who quit in the middle of a trick or of
the bidding found, at the next start, his last cards and bids gone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage import paths
from debertz_desktop.storage.autosaves import unfinished_games
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, SettingsStore
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.session import FallbackBot


@pytest.fixture
def window(qtbot):
    w = MainWindow(AppSettings(animation_speed=AnimationSpeed.OFF), store=SettingsStore(),
                   start_game=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()


def human_to_act(session) -> bool:
    return (not session.is_over and not session.busy
            and session.game.to_act == session.human_seat
            and bool(session.view().legal_actions))


def autosaves() -> list[Path]:
    folder = paths.autosaves_dir()
    return sorted(folder.glob("*.json")) if folder.exists() else []


def kept_actions() -> list:
    """The moves of the one game the next start offers."""
    found = unfinished_games()
    try:
        assert len(found.games) == 1
        return list(found.games[0].loaded.record.actions)
    finally:
        found.release()


def mine(session) -> list:
    return [a for seat, a in session.game.history if seat == session.human_seat]


def start(qtbot, window):
    bots = {seat: FallbackBot(seat) for seat in (1, 2)}
    session = window.new_game(preset("classic", players=3), seed=11, delay_ms=0, bots=bots)
    qtbot.waitUntil(lambda: human_to_act(session), timeout=20_000)
    return session


def test_a_bid_made_before_any_trick_is_there_at_the_next_start(qtbot, window):
    session = start(qtbot, window)
    assert not autosaves(), "no trick yet: nothing was autosaved before"
    bid = session.view().legal_actions[0]
    session.submit(bid)
    qtbot.waitUntil(lambda: (session.human_seat, bid) in session.game.history, timeout=5_000)
    history = list(session.game.history)
    window.close()
    assert kept_actions() == history


def test_a_card_played_in_the_middle_of_a_trick_is_there_at_the_next_start(qtbot, window):
    session = start(qtbot, window)
    # play until a trick is taken and the person has played into the next one
    while True:
        qtbot.waitUntil(lambda: human_to_act(session) or session.is_over, timeout=20_000)
        view = session.view()
        action = view.legal_actions[0]
        tricks_before = len(view.tricks)
        played = len(mine(session))
        session.submit(action)
        qtbot.waitUntil(lambda n=played: len(mine(session)) > n, timeout=5_000)
        if isinstance(action, A.PlayCard) and tricks_before >= 1:
            break
    assert autosaves(), "a trick was taken: the table had autosaved"
    history = list(session.game.history)
    window.close()
    assert kept_actions() == history


def test_a_game_the_person_never_touched_is_not_offered(qtbot, window):
    start(qtbot, window)
    window.close()
    assert not autosaves()
