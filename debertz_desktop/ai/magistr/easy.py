"""Easy for Magistr: plausible and beatable (MASTER §5–§7).

It plays a random legal card with a little sense: in the minus half it
prefers a card that does not take the bank, in the plus half one that does
when the bank holds something that scores — and now and then any card.
Trumps are named at random.
"""

from __future__ import annotations

import random

from ...engine.action import Action
from ...engine.magistr.views import MagistrView
from ...engine.phase import Phase
from ..base import Bot, Level
from .trumps import choose_trump


class MagistrEasyBot(Bot):
    level = Level.EASY

    def choose(self, view: MagistrView) -> Action:  # type: ignore[override]
        legal = view.legal_actions
        rng = random.Random(f"{self.seed}|{view.seat}|{view.deal_number}|"
                            f"{len(view.played_cards)}|{sum(t is not None for t in view.trumps)}")
        if view.phase is Phase.CHOOSING_TRUMPS:
            return choose_trump(view, rng, smart=False)
        if len(legal) == 1 or rng.random() < 0.3:
            return rng.choice(legal)
        beating = {c.index for c in view.beating}
        takes = [a for a in legal if a.card.index in beating]
        keeps = [a for a in legal if a.card.index not in beating]
        if not view.bank:
            return rng.choice(legal)
        if not view.positive:
            return rng.choice(keeps or takes)
        scoring = {c.index for c in view.scoring_left}
        worth = any(p.card.index in scoring for p in view.bank) or view.subgame in (
            "all", "max", "last_two")
        return rng.choice(takes if takes and worth else keeps or takes)

__all__ = ["MagistrEasyBot"]
