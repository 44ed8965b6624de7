"""The score sheet of RULES §13: a row per deal with all its parts, marks and running totals."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any

from .cards import Contract, Suit


class Mark(StrEnum):
    BITE = "bite"  # Б: the maker was bitten
    HANGING = "hanging"  # the maker tied: his points hang
    SKI = "ski"  # took no trick
    THREE_BITES = "three_bites"
    HANG_WON = "hang_won"  # received hanging points this deal
    BITE_HANGS = "bite_hangs"  # bitten points hang between tied defenders


class DealKind(StrEnum):
    PLAYED = "played"
    NEGATIVE = "negative"  # negative round, no maker (RULES §10.4)
    VOID = "void"  # redeal (all passed, or a redeal claim)
    CONCEDED = "conceded"  # concede fifty (RULES §4)
    INSTANT_WIN = "instant_win"  # debertz or klabor (RULES §5)
    FINISH = "finish"  # a finish claim ended the game (RULES §8.7)
    DAVE_DECLINED = "dave_declined"  # a dave was declined (RULES §12)


class GameEnd(StrEnum):
    """Why the deal that ended the game ended it (RULES §5, §8.7, §10.3, §12)."""

    TARGET = "target"  # one side reached the target
    BOTH_OVER = "both_over"  # several did; ``both_over`` chose among them
    MERCY_GAP = "mercy_gap"  # the leader was ``mercy_gap`` ahead
    INSTANT_WIN = "instant_win"  # a debertz or klabor was shown
    FINISH = "finish"  # a finish claim, true or false (``DealRow.claim_success``)
    DAVE_DECLINED = "dave_declined"  # the dave was declined: the stake conceded
    SINGLE_DEAL = "single_deal"  # Short Deberts: the one deal was decided


@dataclass(frozen=True, slots=True)
class SideLine:
    """One side's (player's or pair's) part of a deal row.

    The parts show exactly what counts for the side (RULES §15): in a negative
    round they are minus — its own card points and last trick, the others'
    combinations and bellas — and its own combinations and bella show 0.
    """

    #: Card points of the side's tricks (doubled in ``no_trump``).
    cards: int = 0
    last_trick: int = 0
    combinations: int = 0
    bella: int = 0
    #: Points written without play: a debertz or klabor claim's, up to the target
    #: (RULES §5), or a conceded fifty (§4, §15).
    awarded: int = 0
    #: The side's deal total: the sum of the parts above (RULES §9, §10.4).
    total: int = 0
    #: Points received: a bitten maker's points, or won hanging points.
    received: int = 0
    #: Penalties written (ski, three bites): zero or negative.
    penalty: int = 0
    #: What is written on the sheet for this deal.
    written: int = 0
    #: Running total after this deal.
    running: int = 0
    marks: tuple[Mark, ...] = ()
    #: Tricks the side took in this deal (RULES §9: none is a ski).
    tricks: int = 0


@dataclass(frozen=True, slots=True)
class DealRow:
    number: int
    dealer: int
    maker: int | None
    contract: Contract | None
    trump: Suit | None
    kind: DealKind
    sides: tuple[SideLine, ...]
    #: Total of the points still hanging after this deal (RULES §10.2).
    hanging_pool: int = 0
    #: Why a void deal was void, or who claimed what.
    note: str = ""
    #: Short Deberts: the stake the deal was played for.
    stake: int = 1
    #: The side that claimed (a debertz or klabor, a finish) or whose dave was declined.
    claim_side: int | None = None
    #: A finish claim (RULES §8.7, §15): the points it counted in this deal, and whether
    #: the side's total with them reached the target.
    claim_points: int = 0
    claim_success: bool = True
    #: Set on the row of the deal that ended the game: why it ended.
    game_end: GameEnd | None = None

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["contract"] = self.contract.value if self.contract else None
        d["trump"] = self.trump.letter if self.trump is not None else None
        d["kind"] = self.kind.value
        d["game_end"] = self.game_end.value if self.game_end is not None else None
        d["sides"] = [
            dict(asdict(s), marks=[m.value for m in s.marks]) for s in self.sides
        ]
        return d


@dataclass
class ScoreSheet:
    """All rows of a game, running totals and the winner."""

    side_names: tuple[str, ...]
    target: int | str
    rows: list[DealRow] = field(default_factory=list)
    winner_side: int | None = None

    @property
    def totals(self) -> tuple[int, ...]:
        if not self.rows:
            return tuple(0 for _ in self.side_names)
        return tuple(s.running for s in self.rows[-1].sides)

    @property
    def hanging_pool(self) -> int:
        return self.rows[-1].hanging_pool if self.rows else 0

    @property
    def game_end(self) -> GameEnd | None:
        """Why the game ended (``None`` while it goes on)."""
        if self.winner_side is None or not self.rows:
            return None
        return self.rows[-1].game_end

    def to_dict(self) -> dict[str, Any]:
        return {
            "sides": list(self.side_names),
            "target": self.target,
            "rows": [r.to_dict() for r in self.rows],
            "totals": list(self.totals),
            "winner": self.winner_side,
        }

    def format_table(self) -> str:
        """A plain-text table, one line per deal (for the command line and logs)."""
        names = self.side_names
        width = max(8, *(len(n) for n in names))
        head = f"{'deal':>4} {'dealer':>6} {'maker':>5} {'trump':>9} "
        head += " ".join(f"{n:>{width}}" for n in names) + "  hanging"
        lines = [head, "-" * len(head)]
        for row in self.rows:
            trump = _contract_text(row)
            maker = "-" if row.maker is None else str(row.maker)
            cells = []
            for side in row.sides:
                marks = "".join(_MARK_SIGNS[m] for m in side.marks)
                cells.append(f"{f'{side.written:+d}{marks} {side.running}':>{width}}")
            lines.append(
                f"{row.number:>4} {row.dealer:>6} {maker:>5} {trump:>9} "
                + " ".join(cells) + f"  {row.hanging_pool:>7}"
            )
        lines.append("-" * len(head))
        totals = " ".join(f"{t:>{width}}" for t in self.totals)
        lines.append(f"{'total':>27} {totals}")
        if self.winner_side is not None:
            lines.append(f"winner: {names[self.winner_side]}")
        return "\n".join(lines)


_MARK_SIGNS = {
    Mark.BITE: "Б", Mark.HANGING: "h", Mark.SKI: "s", Mark.THREE_BITES: "3",
    Mark.HANG_WON: "+h", Mark.BITE_HANGS: "bh",
}


def _contract_text(row: DealRow) -> str:
    if row.kind is DealKind.VOID:
        return "void"
    if row.contract is Contract.NO_TRUMP:
        return "no trump"
    if row.contract is Contract.ALL_TRUMP:
        return "all trump"
    return row.trump.symbol if row.trump is not None else "-"
