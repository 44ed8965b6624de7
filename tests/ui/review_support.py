"""What the review window's tests of every game share: a finished game to review, and waiting
for the analysis (``conftest.py`` has the ``english`` fixture)."""

from __future__ import annotations

from typing import Any

from debertz_desktop.ai.levels import make_bot
from debertz_desktop.engine.games import kind_of
from debertz_desktop.engine.record import GameRecord
from debertz_desktop.ui.review.window import ReviewWindow


def mistaken_record(rules: Any, deals: int, seed: int) -> GameRecord:
    """The first ``deals`` deals of a game of ``rules``' game: seat 0 plays as Easy (it makes
    mistakes), the others as Medium."""
    kind = kind_of(rules)
    game = kind.new_game(rules, seed, names=tuple(f"P{s}" for s in range(rules.players)))
    bots = [make_bot("easy" if s == 0 else "medium", seed + s, game=kind.key)
            for s in range(rules.players)]
    while not game.is_over and len(game.rows) < deals:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    return GameRecord.of(game)


def analysed(qtbot, review: ReviewWindow) -> None:
    """Wait until the window's deal is analysed (on its worker thread)."""
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)


__all__ = ["analysed", "mistaken_record"]


def close_reviews() -> None:
    """Close every review window a test opened and wait for their analyses to stop."""
    from PySide6.QtWidgets import QApplication

    from debertz_desktop.ui.review.worker import wait_for_reviews

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ReviewWindow):
            widget.close()
    wait_for_reviews()
