"""Sequence combinations, their splitting and seniority; bella; debertz and klabor (RULES §5, §6).

Sequences always use the natural order 7 8 9 10 J Q K A, in every suit.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING

from ..errors import QT_TRANSLATE_NOOP, InvalidActionError
from .cards import SUIT_MASKS, Card, Rank, Suit

if TYPE_CHECKING:
    from .rules import RuleSet


class CombinationKind(IntEnum):
    """Kinds in order of seniority (RULES §6)."""

    TERTZ = 1
    FIFTY = 2
    HUNDRED = 3

    @property
    def points(self) -> int:
        return _KIND_POINTS[self]


_KIND_POINTS = {CombinationKind.TERTZ: 20, CombinationKind.FIFTY: 50, CombinationKind.HUNDRED: 100}
BELLA_POINTS = 20
_TEXT = {CombinationKind.TERTZ: "tertz", CombinationKind.FIFTY: "fifty"}


@dataclass(frozen=True, slots=True, order=True)
class Combination:
    """A sequence: ``length`` cards of ``suit`` up to ``top`` (natural order)."""

    kind: CombinationKind
    suit: Suit
    top: Rank
    length: int

    @property
    def points(self) -> int:
        return self.kind.points

    @property
    def cards(self) -> list[Card]:
        return [Card(self.suit, Rank(r)) for r in range(self.top - self.length + 1, self.top + 1)]

    @property
    def mask(self) -> int:
        run = ((1 << self.length) - 1) << (self.top - self.length + 1)
        return run << (8 * self.suit)

    @property
    def top_card(self) -> Card:
        return Card(self.suit, self.top)

    def __str__(self) -> str:
        name = _TEXT.get(self.kind) or f"hundred{self.length}"
        return f"{name}-{self.top_card}"

    @classmethod
    def from_str(cls, text: str) -> Combination:
        """``"tertz-KH"``, ``"fifty-AS"``, ``"hundred5-AH"``."""
        name, _, top = text.partition("-")
        kinds = {"tertz": (CombinationKind.TERTZ, 3), "fifty": (CombinationKind.FIFTY, 4),
                 "hundred5": (CombinationKind.HUNDRED, 5),
                 "hundred6": (CombinationKind.HUNDRED, 6)}
        if name not in kinds or not top:
            raise InvalidActionError(QT_TRANSLATE_NOOP("Rules", "not a combination: {text!r}"),
                                     text=text)
        kind, length = kinds[name]
        card = Card.from_str(top)
        if card.rank + 1 < length:
            raise InvalidActionError(QT_TRANSLATE_NOOP("Rules", "not a combination: {text!r}"),
                                     text=text)
        return cls(kind, card.suit, card.rank, length)


def _runs(pattern: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of an 8-bit rank pattern as (top rank, length), highest first."""
    runs = []
    r = 7
    while r >= 0:
        if pattern >> r & 1:
            top = r
            while r >= 0 and pattern >> r & 1:
                r -= 1
            runs.append((top, top - r))
        else:
            r -= 1
    return tuple(runs)


RUNS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_runs(p) for p in range(256))
LONGEST_RUN: tuple[int, ...] = tuple(max((n for _, n in RUNS[p]), default=0) for p in range(256))


def split_run(suit: Suit, top: int, length: int, hundred: int | None) -> list[Combination]:
    """Split one run from the top into the most valuable combinations (RULES §6)."""
    out: list[Combination] = []
    while True:
        if hundred is not None and length >= hundred:
            take, kind = hundred, CombinationKind.HUNDRED
        elif length >= 4:
            take, kind = 4, CombinationKind.FIFTY
        elif length >= 3:
            take, kind = 3, CombinationKind.TERTZ
        else:
            return out
        out.append(Combination(kind, suit, Rank(top), take))
        top -= take
        length -= take


def sequences_in(hand: int, hundred: int | None) -> list[Combination]:
    """Every combination a hand may declare, each card in at most one (RULES §6)."""
    out: list[Combination] = []
    for suit in Suit:
        for top, length in RUNS[hand >> (8 * suit) & 0xFF]:
            if length >= 3:
                out.extend(split_run(suit, top, length, hundred))
    return out


def seniority(combo: Combination, trump: Suit | None, trump_breaks_ties: bool) -> tuple[int, ...]:
    """Sort key: kind, then top card, then (if enabled) being in trumps (RULES §6)."""
    in_trump = trump_breaks_ties and trump is not None and combo.suit == trump
    return (int(combo.kind), int(combo.top), int(in_trump))


@dataclass(frozen=True, slots=True)
class Comparison:
    """Who holds the highest declared combination (RULES §6, §15).

    ``winner`` is the side whose combinations count (if it takes a trick), or
    ``None``; ``tied`` lists the sides whose equal highest combinations wait for
    the last trick (``combination_tie = last_trick``).
    """

    winner: int | None
    tied: tuple[int, ...] = ()

    def decided(self, last_trick_side: int | None) -> int | None:
        """The winning side once the last trick is known."""
        if self.winner is None and last_trick_side in self.tied:
            return last_trick_side
        return self.winner


def compare_declarations(rules: RuleSet, declared: Iterable[tuple[int, Combination]],
                         trump: Suit | None, first_leader: int) -> Comparison:
    """Compare every side's highest declared sequence (RULES §6, §15).

    ``declared`` holds (seat, combination) pairs; ``trump`` is ``None`` in
    ``no_trump`` and ``all_trump``, where a trump breaks no tie.  Equal highest
    combinations within one pair: that pair wins; between sides
    ``combination_tie`` decides, ``first_in_turn`` counting seats from the first
    leader.
    """
    from .rules import CombinationTie

    n = rules.players
    best: dict[int, tuple[tuple[int, ...], int]] = {}
    for seat, combo in declared:
        key = seniority(combo, trump, rules.trump_breaks_ties)
        side = rules.side_of(seat)
        order = (seat - first_leader) % n
        if side not in best or (key, -order) > (best[side][0], -best[side][1]):
            best[side] = (key, order)
    if not best:
        return Comparison(None)
    top = max(key for key, _ in best.values())
    leaders = [side for side, (key, _) in best.items() if key == top]
    if len(leaders) == 1:
        return Comparison(leaders[0])
    if rules.combination_tie is CombinationTie.FIRST_IN_TURN:
        return Comparison(min(leaders, key=lambda s: best[s][1]))
    if rules.combination_tie is CombinationTie.LAST_TRICK:
        return Comparison(None, tuple(sorted(leaders)))
    return Comparison(None)


def longest_run(hand: int, suits: tuple[int, ...] = (0, 1, 2, 3)) -> int:
    return max(LONGEST_RUN[hand >> (8 * s) & 0xFF] for s in suits)


_KLABOR_PATTERN = 0b11111100  # 9 10 J Q K A


def is_klabor(first_cards: int) -> bool:
    """The first six cards are A K Q J 10 9 of one suit (RULES §5)."""
    return any(first_cards == _KLABOR_PATTERN << (8 * s) for s in range(4))


def suit_pattern(hand: int, suit: int) -> int:
    return (hand & SUIT_MASKS[suit]) >> (8 * suit)
