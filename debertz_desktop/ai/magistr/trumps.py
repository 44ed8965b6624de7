"""Naming a trump before the first deal (MASTER §3).

The trumps are named before any card is dealt and kept for the whole game,
so the choice cannot depend on a hand.  Easy names a suit at random.  Medium
and Hard name the first free suit of a fixed order per trump mode, measured
by self-play (``benchmarks/magistr_trumps.py``); see ``PREFERENCE``.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.magistr.actions import NameTrump
from ...engine.magistr.rules import TrumpMode
from ...engine.magistr.views import MagistrView
from ...engine.pack import Suit

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS

#: Suits best first, per trump mode (see the module docstring for where they come from).
PREFERENCE: dict[TrumpMode, tuple[Suit, ...]] = {
    TrumpMode.OWN: (C, S, D, H),
    TrumpMode.ONE_COMMON: (C, S, D, H),
    TrumpMode.TWO_COMMON: (C, S, D, H),
}


def choose_trump(view: MagistrView, rng: random.Random, smart: bool = True) -> Action:
    """A trump to name: at random, or the first free suit of ``PREFERENCE``."""
    legal = [a for a in view.legal_actions if isinstance(a, NameTrump)]
    if not smart:
        return rng.choice(legal)
    order = PREFERENCE.get(view.rules.trump_mode, (C, S, D, H))
    free = {a.suit: a for a in legal}
    return next((free[s] for s in order if s in free), legal[0])


__all__ = ["PREFERENCE", "choose_trump"]
