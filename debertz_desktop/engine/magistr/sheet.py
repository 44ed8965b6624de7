"""The Magistr score sheet (MASTER §8–§10): a row per deal, the half totals, the result,
the places and the rating, with the checks the program prints on it.

The Russian sheet uses the seed's abbreviations (КВП, КОНИП, КВОП, ВОП, ОКВПИ, ОРПИ,
КВОППИ, ВВПИ, ВВИ, ОРВИ, КВВИ, МЗИ); the names of the fields below say them in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .rules import HALF, MagistrRules, Rating
from .subgames import Scores, deal_points, half_total, subgame


@dataclass(frozen=True, slots=True)
class MagistrRow:
    """One deal on the sheet."""

    number: int
    dealer: int
    #: Who led first in the deal (И Х).
    first_leader: int
    #: Tricks each player took (КВП).
    tricks: tuple[int, ...]
    #: Points each player scored, minus in the first half (КОНИП).
    points: tuple[int, ...]
    #: Tricks not played: the deal ended early (КВОП).
    remaining: int
    #: The points at stake in the deal, ∓ the sub-game's total (ВОП).
    stake: int
    #: Tricks in the deal: 9 in "All", 36 / players otherwise.
    tricks_in_deal: int

    @property
    def subgame_key(self) -> str:
        return subgame(self.number).key

    @property
    def positive(self) -> bool:
        return self.number > HALF

    @property
    def ended_early(self) -> bool:
        return self.remaining > 0

    def checks(self) -> tuple[bool, bool]:
        """§8: Σ КВП + КВОП = the deal's tricks; Σ КОНИП = ВОП."""
        return (sum(self.tricks) + self.remaining == self.tricks_in_deal,
                sum(self.points) == self.stake)

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "subgame": self.subgame_key, "dealer": self.dealer,
                "first_leader": self.first_leader, "tricks": list(self.tricks),
                "points": list(self.points), "remaining": self.remaining, "stake": self.stake,
                "tricks_in_deal": self.tricks_in_deal}


def write_row(rules: MagistrRules, number: int, dealer: int, first_leader: int,
              taken: Sequence[int], tricks: Sequence[int],
              banks: Sequence[tuple[int, tuple]], hand_size: int,
              played_out: bool) -> MagistrRow:
    """The row a finished deal writes (§7, §8): each seat's tricks and points, the tricks left
    unplayed and the stake (0 for a tied MAX deal that nobody scores)."""
    points = deal_points(rules, number, taken, tricks, banks, played_out)
    game = subgame(number)
    stake = game.total(rules) * (1 if rules.is_positive(number) else -1)
    if game.scores is Scores.MAX and sum(points) == 0:
        stake = 0  # max_tie = none and a tie: nobody scores (§7, §11.1)
    return MagistrRow(number=number, dealer=dealer, first_leader=first_leader,
                      tricks=tuple(tricks), points=points, remaining=hand_size - len(banks),
                      stake=stake, tricks_in_deal=hand_size)


@dataclass(frozen=True, slots=True)
class HalfTotal:
    """The total row after deal 12 or 24 (§8)."""

    #: Each player's tricks in the half (ОКВПИ) and points (ОРПИ).
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    #: Tricks left unplayed in the half (КВОППИ) and all tricks of the half (ВВПИ).
    remaining: int
    all_tricks: int
    #: The half's points: ∓ the half total (∓244 by default).
    stake: int

    def checks(self) -> tuple[bool, bool]:
        """§8: Σ ОКВПИ + КВОППИ = ВВПИ; Σ ОРПИ = the half's points."""
        return (sum(self.tricks) + self.remaining == self.all_tricks,
                sum(self.points) == self.stake)


@dataclass
class MagistrSheet:
    """All rows of a game with the halves, the result, the places and the rating."""

    rules: MagistrRules
    names: tuple[str, ...]
    rows: list[MagistrRow] = field(default_factory=list)
    over: bool = False

    @classmethod
    def of_rows(cls, rules: MagistrRules, side_names: Sequence[str],
                rows: Sequence[MagistrRow], winner_side: int | None) -> MagistrSheet:
        """The sheet of a seat's ``rows`` (``GameKind.sheet_of``): the game is over once it
        has a winner (``GameOver``'s ``winner_side``); the places come from the rows (§10)."""
        return cls(rules, tuple(side_names), list(rows), winner_side is not None)

    @property
    def side_names(self) -> tuple[str, ...]:
        return self.names

    def half(self, which: int) -> HalfTotal | None:
        """The total of half ``which`` (0: deals 1–12, 1: 13–24) once it is complete."""
        rows = [r for r in self.rows if (r.number > HALF) == bool(which)]
        if len(rows) < HALF:
            return None
        n = len(self.names)
        return HalfTotal(
            tricks=tuple(sum(r.tricks[s] for r in rows) for s in range(n)),
            points=tuple(sum(r.points[s] for r in rows) for s in range(n)),
            remaining=sum(r.remaining for r in rows),
            all_tricks=sum(r.tricks_in_deal for r in rows),
            stake=sum(r.stake for r in rows))

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's points so far (ОРВИ at the end)."""
        n = len(self.names)
        return tuple(sum(r.points[s] for r in self.rows) for s in range(n))

    @property
    def tricks(self) -> tuple[int, ...]:
        """Each player's tricks so far (ВВИ at the end)."""
        n = len(self.names)
        return tuple(sum(r.tricks[s] for r in self.rows) for s in range(n))

    @property
    def tricks_played(self) -> int:
        """КВВИ: the tricks played in the game so far."""
        return sum(self.tricks)

    @property
    def places(self) -> tuple[int, ...] | None:
        """§10: more points first; equal points, fewer tricks; still equal, a shared place."""
        if not self.over:
            return None
        keys = [(-p, t) for p, t in zip(self.totals, self.tricks, strict=True)]
        return tuple(1 + sum(1 for other in keys if other < mine) for mine in keys)

    def ratings(self) -> tuple[float, ...]:
        """§9: each player's rating of this game, 0 … 1 with ``points_share``."""
        h = half_total(self.rules)
        if self.rules.rating is Rating.POINTS_SHARE:
            return tuple(0.5 + 0.5 * p / h for p in self.totals)
        played = self.tricks_played or 1
        out = []
        for seat, points in enumerate(self.totals):
            plus = sum(r.tricks[seat] for r in self.rows if r.positive)
            minus = sum(r.tricks[seat] for r in self.rows if not r.positive)
            out.append(0.5 + points * (plus - minus) / (448 * played))
        return tuple(out)

    def checks_hold(self) -> bool:
        """Every check of §8 on the sheet as it stands."""
        if not all(all(r.checks()) for r in self.rows):
            return False
        halves = [self.half(0), self.half(1)]
        if not all(all(h.checks()) for h in halves if h is not None):
            return False
        if all(h is not None for h in halves):
            first, second = halves
            played = 2 * first.all_tricks - (first.remaining + second.remaining)  # type: ignore
            return played == self.tricks_played
        return True

    def to_dict(self) -> dict[str, Any]:
        halves = [self.half(0), self.half(1)]
        return {
            "game": "magistr",
            "players": list(self.names),
            "rows": [r.to_dict() for r in self.rows],
            "halves": [None if h is None else {
                "tricks": list(h.tricks), "points": list(h.points), "remaining": h.remaining,
                "all_tricks": h.all_tricks, "stake": h.stake} for h in halves],
            "totals": list(self.totals),
            "tricks": list(self.tricks),
            "tricks_played": self.tricks_played,
            "places": None if self.places is None else list(self.places),
            "ratings": [round(r, 4) for r in self.ratings()],
        }

    def format_table(self) -> str:
        """A plain-text table (the command line and logs)."""
        width = max(10, *(len(n) for n in self.names))
        head = f"{'deal':>4} {'sub-game':<16} " + " ".join(f"{n:>{width}}" for n in self.names)
        head += "  rest  stake"
        lines = [head, "-" * len(head)]
        for row in self.rows:
            cells = " ".join(f"{f'{t}t {p:+d}':>{width}}"
                             for t, p in zip(row.tricks, row.points, strict=True))
            lines.append(f"{row.number:>4} {subgame(row.number).key:<16} {cells}  "
                         f"{row.remaining:>4}  {row.stake:>+5d}")
        lines.append("-" * len(head))
        lines.append(f"{'total':>21} " + " ".join(f"{t:>{width}}" for t in self.totals))
        places = self.places
        if places is not None:
            lines.append(f"{'place':>21} " + " ".join(f"{p:>{width}}" for p in places))
        return "\n".join(lines)
