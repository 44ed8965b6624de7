"""What the review's widgets ask of a game: its board frames and the words of its decisions.

The window, the board, the panels, the printed page and the game's summary
serve every game; whatever differs — the frames of a deal, what the board
says beside the hands, how a choice, a value, a reason and a line's result
are said — each game answers through its :class:`ReviewLook`, which its
``GameUi.review_look()`` gives (``ui/games/debertz/review_look.py``,
``ui/games/oh_hell/review_look.py``).  ``look_of(rules)`` finds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ai.review import Decision, DecisionKind, Note, Reason, Unit
from ...engine.record import GameRecord
from ..games import game_ui
from .frames import Frame
from .texts import estimate_text, loss_text, note_text, played_out_note, points_text


class ReviewLook:
    """One game's part of the review (the defaults: values in points, as Debertz)."""

    #: The kinds of decision the game has (the game summary's columns).
    kinds: tuple[DecisionKind, ...] = tuple(DecisionKind)

    def deal(self, record: GameRecord, number: int) -> tuple[list[Frame], tuple[Any, ...]]:
        """Deal ``number`` of ``record`` for the board: a frame per action (and the end), and
        the acting seat's view before each action."""
        raise NotImplementedError

    def frames(self, record: GameRecord, number: int) -> list[Frame]:
        return self.deal(record, number)[0]

    def side_names(self, rules: Any, names: Sequence[str]) -> tuple[str, ...]:
        """The names the result's lines use (a side's, or each seat's)."""
        return tuple(names)

    # -- the board ------------------------------------------------------------------------

    def info_lines(self, frame: Frame, names: Sequence[str]) -> list[str]:
        """What the board writes in its corner: the trump, the bids, the tricks."""
        return []

    def seat_note(self, frame: Frame, seat: int) -> str:
        """What follows a seat's name on the board ("" for nothing)."""
        return ""

    def card_of(self, action: Any) -> int | None:
        """The card index an action plays (the board marks it), if any."""
        card = getattr(action, "card", None)
        return None if card is None else card.index

    # -- words ------------------------------------------------------------------------------

    def choice_text(self, action: Any) -> str:
        return str(action)

    def value_text(self, value: float | None) -> str:
        """An exact value."""
        return points_text(value)

    def estimate_text(self, value: float | None) -> str:
        """Hard's estimate of an alternative."""
        return estimate_text(value)

    def loss_text(self, loss: float) -> str:
        return loss_text(loss)

    def knowable_loss_text(self, loss: float | None) -> str:
        """How much worse Hard found the choice made than its best, from the seat."""
        return "—" if loss is None else loss_text(loss)

    def unit_text(self, unit: Unit) -> str:
        return ""

    def printed_unit_text(self, unit: Unit) -> str:
        """The unit's caption on the printed page: none by default, the page's footnote
        saying what the values are (a game without a footnote gives its caption)."""
        return ""

    def note_text(self, note: Note) -> str:
        """Why a decision's values are as they are: estimated by a play-out before the exact
        search (Oh Hell, Magistr), or the only legal choice; a game with other notes says
        its own."""
        if note is Note.ESTIMATED:
            return played_out_note()
        return note_text(note) if note is Note.FORCED else ""

    def reason_text(self, reason: Reason | None, decision: Decision | None = None,
                    names: Sequence[str] = ()) -> str:
        """The one-line reason of a mistake; ``names``: the seats' names as the table shows
        them, for a reason that says who took what."""
        return ""

    def written(self, row: Any, rules: Any, seat: int) -> int:
        """What ``row`` wrote for ``seat`` (its side)."""
        return row.sides[rules.side_of(seat)].written

    def row_text(self, names: Sequence[str], row: Any) -> str:
        """What a line writes for each, and the contract's fate."""
        return ""

    def game_line(self, frames: Sequence[Frame], names: Sequence[str]) -> str:
        """The deal's facts beside the game's name on the printed page ("" for none)."""
        return ""

    def footnote(self, rules: Any) -> str:
        """What the printed page's values mean."""
        return ""


def look_of(rules: Any) -> ReviewLook:
    """The review part of the game ``rules`` belong to."""
    look = game_ui(rules).review_look()
    assert look is not None, "no review for this game"
    return look


__all__ = ["ReviewLook", "look_of"]
