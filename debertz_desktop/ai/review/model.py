"""What a deal review says, for any game: decisions, their alternatives, values, mistakes.

These are plain frozen values with no rule in them, so that the review window,
the printed page, the statistics and a later game (Oh Hell: the value of a
card is the chance of making the bid) all read the same shape.  A game's
analysis (``debertz.py`` for Debertz) fills them in.

Two values are kept apart on every alternative:

* ``exact`` — what the action is worth with every hand known (double dummy),
  in the decision's :attr:`Decision.unit`;
* ``knowable`` — what the computer's Hard player estimates from the deciding
  seat's view alone (never a hidden card), in the same unit where it can say,
  so that a player sees whether a mistake could have been seen from his seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class DecisionKind(StrEnum):
    """The kinds a game summary adds up (issue 31: bids, leads, replies, declarations)."""

    BID = "bid"
    LEAD = "lead"
    REPLY = "reply"
    DECLARATION = "declaration"
    #: The seven exchange, claims, a concession, the dave.
    OTHER = "other"


class Unit(StrEnum):
    """What a decision's values count."""

    #: The seat's side's deal total as RULES §9 counts it (card points, the last trick,
    #: combinations, bella).
    DEAL_POINTS = "deal_points"
    #: The deal as written (RULES §10): the seat's side's written points less the others'
    #: (their mean with three or more sides).
    WRITTEN = "written"
    #: A chance from 0 to 1 (Oh Hell: of making the bid); not used by Debertz.
    CHANCE = "chance"
    #: Oh Hell: what the deal writes for the seat (OH_HELL §6) — the exact values; the
    #: knowable ones are the chance (0 to 1) of making the bid, as Hard sees it.
    SEAT_POINTS = "seat_points"


class Note(StrEnum):
    """Why a decision has no exact value, or what limits it."""

    NONE = ""
    #: The search was cut short (a very large 4-player position): values are estimates.
    ESTIMATED = "estimated"
    #: A negative round (RULES §10.4): the solver plays for points, not against them.
    NEGATIVE_ROUND = "negative_round"
    #: A claim that ends the game (debertz, klabor, finish) or the dave: not in points.
    NOT_IN_POINTS = "not_in_points"
    #: Only one legal choice.
    FORCED = "forced"


@dataclass(frozen=True, slots=True)
class Reason:
    """A one-line reason, as a template key and its arguments (cards as ``Card``s).

    The UI turns it into words in the reader's language (``ui/review/texts.py``).
    """

    key: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Alternative:
    """One action the seat could have taken, with its values."""

    action: Any
    #: The exact (double-dummy) value in the decision's unit; ``None``: not valued.
    exact: float | None = None
    #: Hard's estimate from the seat's view; ``None``: Hard gives no value for it.
    knowable: float | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """A way the rest of the deal can go: the actions from a decision to the deal's end,
    and how it would be written."""

    #: ``(seat, action)`` in order, the decision's own action first.
    actions: tuple[tuple[int, Any], ...]
    #: The sheet row the line would write (the game's row type), or ``None``.
    row: Any = None
    #: Per side: the deal total (RULES §9) at the end of the line.
    totals: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of one seat in a deal."""

    #: The index of the action in the deal's actions (``DealReview.actions``).
    index: int
    seat: int
    kind: DecisionKind
    unit: Unit
    chosen: Any
    alternatives: tuple[Alternative, ...]
    #: The trick the decision belongs to (1 = the first), 0 before play.
    trick: int = 0
    #: The computer's (Hard's) choice from the seat's view, where it was asked.
    hard_choice: Any = None
    note: Note = Note.NONE
    #: The line after the best action and after the chosen one (where valued).
    best_line: Line | None = None
    chosen_line: Line | None = None
    reason: Reason | None = None

    def alternative(self, action: Any) -> Alternative | None:
        return next((a for a in self.alternatives if a.action == action), None)

    @property
    def valued(self) -> bool:
        """The choice made has an exact value (and so a loss)."""
        chosen = self.alternative(self.chosen)
        return chosen is not None and chosen.exact is not None

    @property
    def best(self) -> Alternative | None:
        """The alternative with the highest exact value (the chosen one among equals)."""
        valued = [a for a in self.alternatives if a.exact is not None]
        if not valued:
            return None
        top = max(a.exact for a in valued)  # type: ignore[type-var]
        chosen = self.alternative(self.chosen)
        if chosen is not None and chosen.exact == top:
            return chosen
        return next(a for a in valued if a.exact == top)

    @property
    def loss(self) -> float:
        """Exact best less exact chosen (0 when not valued)."""
        best, chosen = self.best, self.alternative(self.chosen)
        if best is None or chosen is None or chosen.exact is None:
            return 0.0
        return float(best.exact) - float(chosen.exact)  # type: ignore[arg-type]

    @property
    def knowable_loss(self) -> float | None:
        """Hard's best estimate less its estimate of the chosen action, where it has both."""
        values = [a.knowable for a in self.alternatives if a.knowable is not None]
        chosen = self.alternative(self.chosen)
        if not values or chosen is None or chosen.knowable is None:
            return None
        return max(values) - chosen.knowable

    @property
    def is_mistake(self) -> bool:
        return self.loss >= MISTAKE


#: The least loss (in points) a decision must have to count as a mistake.
MISTAKE = 1.0
#: How many mistakes a deal's review highlights at most.
BIGGEST = 3


@dataclass(frozen=True, slots=True)
class DealReview:
    """The review of one deal for one seat."""

    game: str
    deal_number: int
    seat: int
    #: Every action of the deal in order, ``(seat, action)``.
    actions: tuple[tuple[int, Any], ...]
    decisions: tuple[Decision, ...]
    #: The row the deal actually wrote.
    actual_row: Any = None
    #: The line with the seat's best play from its first mistake on (everybody playing
    #: double dummy from there), where the seat made one.
    best_play: Line | None = None
    #: Where the best-play line starts (the index of the first mistake's action).
    best_play_from: int | None = None
    #: Seconds the analysis took.
    seconds: float = 0.0

    @property
    def mistakes(self) -> tuple[Decision, ...]:
        """The biggest mistakes, largest first (at most :data:`BIGGEST`)."""
        found = sorted((d for d in self.decisions if d.is_mistake), key=lambda d: -d.loss)
        return tuple(found[:BIGGEST])

    def lost_by_kind(self) -> dict[DecisionKind, float]:
        out = {kind: 0.0 for kind in DecisionKind}
        for d in self.decisions:
            out[d.kind] += d.loss
        return out

    @property
    def lost(self) -> float:
        return sum(d.loss for d in self.decisions)


@dataclass(frozen=True, slots=True)
class GameReview:
    """The points a seat lost per deal and per kind of decision over a game."""

    game: str
    seat: int
    deals: tuple[DealReview, ...]

    def lost_by_kind(self) -> dict[DecisionKind, float]:
        out = {kind: 0.0 for kind in DecisionKind}
        for deal in self.deals:
            for kind, lost in deal.lost_by_kind().items():
                out[kind] += lost
        return out

    @property
    def lost(self) -> float:
        return sum(d.lost for d in self.deals)

    @property
    def decisions(self) -> int:
        return sum(1 for d in self.deals for x in d.decisions if x.valued)

    @property
    def mistakes(self) -> int:
        return sum(1 for d in self.deals for x in d.decisions if x.is_mistake)


__all__ = [
    "BIGGEST",
    "MISTAKE",
    "Alternative",
    "DealReview",
    "Decision",
    "DecisionKind",
    "GameReview",
    "Line",
    "Note",
    "Reason",
    "Unit",
]
