"""What a seat at a network table knows of the game for its sheet: no record, no hidden card.

A seat holds the table's rules, the players' names and the sheet's rows as the
host sent them (``docs/lan-protocol.md``: the snapshot's ``rows`` and each
``deal_scored``'s row), and learns the winner from ``game_over``.  The sheet
itself is the game's own (``GameKind.sheet_of``: Debertz's ``ScoreSheet``,
``OhHellSheet``, ``MagistrSheet``), so the dock, the sheet window, the print
and the saved sheet show it as they show a local game's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.games import kind_of
from ...engine.phase import Phase
from ..player_names import team_names


def sides_of(rules: Any, names: Sequence[str]) -> tuple[str, ...]:
    """The sides' names as the window shows them: the players, or the pairs ("Ann and Bob")."""
    return team_names(names) if rules.teams else tuple(names)


def view_winner(view: Any) -> int | None:
    """The winning side a seat's view shows, as ``GameOver`` names it; ``None`` while the
    game goes on.  Debertz's view names it (``winner_side``); the other games' views give
    the places (shared for equal totals: the first seat of the first place)."""
    if view is None or view.phase is not Phase.OVER:
        return None
    winner = getattr(view, "winner_side", None)
    if winner is not None:
        return winner
    places = getattr(view, "places", None)
    return places.index(1) if places else None


class SeatGame:
    """What a seat knows of the game for the sheet: names, rules, rows — no hidden card.

    Stands where ``LocalSession.game`` is read (``sheet``, ``side_names``,
    ``names``, ``rules``, ``is_over``); it holds no record to save.
    """

    def __init__(self, rules: Any, names: tuple[str, ...], rows: Sequence[Any],
                 winner_side: int | None) -> None:
        self.rules, self.names = rules, names
        self.rows = list(rows)
        self.winner_side = winner_side

    @property
    def side_names(self) -> tuple[str, ...]:
        return sides_of(self.rules, self.names)

    @property
    def sheet(self) -> Any:
        """The game's own score sheet of these rows (RULES §13, OH_HELL §8, MASTER §8)."""
        return kind_of(self.rules).sheet_of(self.rules, self.side_names, self.rows,
                                            self.winner_side)

    @property
    def is_over(self) -> bool:
        return self.winner_side is not None
