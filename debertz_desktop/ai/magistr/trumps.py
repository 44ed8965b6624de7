"""Naming a trump before the first deal (MASTER §3).

The trumps are named before any card is dealt and kept for the whole game,
so the choice cannot depend on a hand.  Easy names a suit at random.  Medium
and Hard name the first suit of a fixed order for the table size that nobody
has named yet (with own trumps that need not differ, a shared suit is worth
less: the other owner's cards of it are trumps too).

**What a trump is worth** (§3, §6.3, §7).  An own trump lets its owner beat
more: a card of it may take as a trump when he holds no card of the main
suit, and when its suit is led by another it beats more often (a 7 of trumps
beats a led 6).  Beating is a choice (``must_beat`` off), so in the plus half
that is power to take what scores; but a player who must follow and whose
every card of the suit beats is forced to take, so in the minus half the
same cards hurt — and every sub-game is played once for minus and once for
plus.  The suit's own scoring (hearts: 36 and the K♥'s 10 of a half's 244;
J–K♦: 18; Q♠: 9; clubs: nothing of their own) comes in both halves alike.
So the effects nearly cancel, and the measurement (``benchmarks/
magistr_trumps.py``, Medium in every seat, every suit in every seat on the
same deals, 100 seeds each) agrees: at 3 and 4 players no suit is worth more
than about 2 points a game to its owner, inside the 95% interval (±2.4 to
±3.7); with 2 players hearts was best, +6.5 ± 5.2 points a game (clubs
−3.2 ± 4.5).  ``PREFERENCE`` orders the suits by those figures.  The common
trumps (``one_common``, ``two_common``) are the first dealer's to name but
everyone's to play, so no order favours him; the same order is used.
"""

from __future__ import annotations

import random

from ...engine.action import Action
from ...engine.magistr.actions import NameTrump
from ...engine.magistr.views import MagistrView
from ...engine.pack import Suit

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS

#: Suits best first, per table size (measured with own trumps; see the module docstring).
PREFERENCE: dict[int, tuple[Suit, ...]] = {
    2: (H, D, S, C),
    3: (S, H, D, C),
    4: (C, S, H, D),
}


def choose_trump(view: MagistrView, rng: random.Random, smart: bool = True) -> Action:
    """A trump to name: at random, or the first free suit of ``PREFERENCE``."""
    legal = [a for a in view.legal_actions if isinstance(a, NameTrump)]
    if not smart:
        return rng.choice(legal)
    order = PREFERENCE[view.rules.players]
    taken = {t for t in view.trumps if t is not None}
    # a suit another player named already (own trumps, not distinct) is worth less: under
    # owner_only his cards of it are trumps too, under everyone it is a trump for all anyway
    ranked = sorted(legal, key=lambda a: (a.suit in taken, order.index(a.suit)))
    return ranked[0]


__all__ = ["PREFERENCE", "choose_trump"]
