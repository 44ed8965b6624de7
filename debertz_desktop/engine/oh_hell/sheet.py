"""The Oh Hell score sheet (OH_HELL §6–§8): a row per deal, each player's bid and points,
running totals, and the places at the end."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..pack import PackCard, Suit
from ..places import sport_places


@dataclass(frozen=True, slots=True)
class OhHellRow:
    """One deal on the sheet: its number, the cards per player, the trump and every seat's part."""

    number: int
    dealer: int
    #: Cards each player held (= the tricks of the deal).
    cards: int
    #: The trump suit, or ``None`` in a deal without trumps (§3).
    trump: Suit | None
    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    #: What each seat scored this deal: 10 + bid (or the zero rule) if made, else 0 or minus.
    points: tuple[int, ...]
    #: Running totals after this deal.
    totals: tuple[int, ...]
    #: The turned card, when the deal was played on the table (the keeper knows the suit).
    turned: PackCard | None = None

    @property
    def over_under(self) -> int:
        """Sum of the bids minus the tricks: + over, − under, 0 even (§4, §9)."""
        return sum(self.bids) - self.cards

    def made(self, seat: int) -> bool:
        """Whether ``seat`` took exactly what it bid (§6); otherwise it is bankrupt."""
        return self.bids[seat] == self.tricks[seat]

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "dealer": self.dealer,
            "cards": self.cards,
            "turned": None if self.turned is None else str(self.turned),
            "trump": None if self.trump is None else self.trump.letter,
            "over_under": self.over_under,
            "bids": list(self.bids),
            "tricks": list(self.tricks),
            "points": list(self.points),
            "totals": list(self.totals),
        }


@dataclass
class OhHellSheet:
    """All rows of a game, the totals and, at the end, the places (§7, §8)."""

    names: tuple[str, ...]
    #: Cards per player of every deal of the game, played or not.
    schedule: tuple[int, ...]
    rows: list[OhHellRow] = field(default_factory=list)
    over: bool = False
    #: How the sheet is drawn (OH_HELL §8 ``sheet_columns``): ``"double"`` or ``"single"``.
    columns: str = "double"
    #: What a bankrupt player scores (OH_HELL §6 ``failed_bid``): ``"nothing"`` or
    #: ``"minus_difference"`` — the sheet's legend says which.
    failed_bid: str = "nothing"

    @classmethod
    def of_rows(cls, rules: Any, side_names: Sequence[str], rows: Sequence[OhHellRow],
                winner_side: int | None) -> OhHellSheet:
        """The sheet of a seat's ``rows`` (``GameKind.sheet_of``): the game is over once it
        has a winner (``GameOver``'s ``winner_side``); the places come from the totals."""
        return cls(tuple(side_names), rules.schedule, list(rows), winner_side is not None,
                   rules.sheet_columns.value, rules.failed_bid.value)

    @property
    def side_names(self) -> tuple[str, ...]:
        return self.names

    @property
    def totals(self) -> tuple[int, ...]:
        return self.rows[-1].totals if self.rows else (0,) * len(self.names)

    @property
    def places(self) -> tuple[int, ...] | None:
        """Each player's place once the game is over, shared for equal totals (§7, §9)."""
        return sport_places(self.totals) if self.over else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "oh_hell",
            "players": list(self.names),
            "schedule": list(self.schedule),
            "rows": [r.to_dict() for r in self.rows],
            "totals": list(self.totals),
            "places": None if self.places is None else list(self.places),
        }

    def format_table(self) -> str:
        """A plain-text table, one line per deal (the command line and logs).

        Each cell is ``bid/tricks points total``; a bankrupt bid is marked ``x``.
        """
        width = max(12, *(len(n) for n in self.names))
        head = f"{'deal':>4} {'cards':>5} {'trump':>5} {'+/-':>4} "
        head += " ".join(f"{n:>{width}}" for n in self.names)
        lines = [head, "-" * len(head)]
        for row in self.rows:
            trump = row.trump.symbol if row.trump is not None else "-"
            cells = []
            for seat in range(len(self.names)):
                mark = "" if row.made(seat) else "x"
                cell = f"{row.bids[seat]}/{row.tricks[seat]}{mark} {row.points[seat]:+d} " \
                       f"{row.totals[seat]}"
                cells.append(f"{cell:>{width}}")
            lines.append(f"{row.number:>4} {row.cards:>5} {trump:>5} {row.over_under:>+4d} "
                         + " ".join(cells))
        lines.append("-" * len(head))
        lines.append(f"{'total':>21} " + " ".join(f"{t:>{width}}" for t in self.totals))
        places = self.places
        if places is not None:
            lines.append(f"{'place':>21} " + " ".join(f"{p:>{width}}" for p in places))
        return "\n".join(lines)
