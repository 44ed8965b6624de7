"""What every game deals alike: the seeded shuffle of each deal, and a deal given card by card
(a replayed or an entered deal), checked to hold the game's pack exactly once."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import QT_TRANSLATE_NOOP, RecordError


def deal_rng(seed: int, number: int) -> random.Random:
    """The random source of deal ``number`` of the game seeded ``seed`` (0: the first dealer),
    so that (rules, seed, explicit deals, actions) replays a game exactly."""
    return random.Random(seed * 1_000_003 + number)


@dataclass(frozen=True)
class ExplicitDeck:
    """A deal given card by card: the pack's order (top card first) and the dealer.  A game
    derives its own with the card indices of its pack (:attr:`INDICES`), each of which the
    deck must hold exactly once."""

    deck: tuple[Any, ...]
    dealer: int

    INDICES: ClassVar[tuple[int, ...]] = ()

    def __post_init__(self) -> None:
        if sorted(c.index for c in self.deck) != sorted(self.INDICES):
            raise RecordError(QT_TRANSLATE_NOOP("Record", "a deck must hold each of the {count} "
                                                "cards exactly once"),
                              count=str(len(self.INDICES)))


__all__ = ["ExplicitDeck", "deal_rng"]
