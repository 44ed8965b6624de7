"""Easy for Oh Hell: plausible and beatable (OH_HELL §4, §5).

It bids by a plain count — its aces, its kings of trumps and one trick for
every three trumps — and plays a loose card with light sense: when it still
wants tricks it often plays its highest card that takes the trick, when it
has enough it usually plays low, and now and then any legal card.
"""

from __future__ import annotations

import random

from ...engine.oh_hell.actions import BIDS, PLAYS
from ...engine.oh_hell.views import OhHellView
from ...engine.pack import PackRank
from ...engine.phase import Phase
from ..base import Bot, Level
from .seat import OhHellAction
from .tables import beats


def easy_count(view: OhHellView) -> int:
    """Aces, the king of trumps, and a trick per three trumps."""
    trump = view.trump
    count = sum(1 for c in view.hand if c.rank is PackRank.ACE)
    if trump is not None:
        trumps = [c for c in view.hand if c.suit == trump]
        count += sum(1 for c in trumps if c.rank is PackRank.KING)
        count += len(trumps) // 3
    return count


class OhHellEasyBot(Bot):
    level = Level.EASY

    def choose(self, view: OhHellView) -> OhHellAction:  # type: ignore[override]
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(f"{self.seed}|{view.seat}|{view.deal_number}|"
                            f"{len(view.played_cards)}|{sum(b is not None for b in view.bids)}")
        if view.phase is Phase.BIDDING:
            bid = min(easy_count(view), view.cards_per_player)
            if bid == view.forbidden_bid:
                bid = bid + 1 if bid == 0 else bid - 1
            return BIDS[bid]
        if rng.random() < 0.25:
            return rng.choice(legal)
        cards = sorted((a.card for a in legal), key=lambda c: (c.rank, c.index))
        trump = -1 if view.trump is None else int(view.trump)
        want = (view.bids[view.seat] or 0) > view.tricks_taken[view.seat]
        if not view.trick:
            return PLAYS[(cards[-1] if want and rng.random() < 0.6 else cards[0]).index]
        best = view.trick[0][1].index
        for _, c in view.trick[1:]:
            if beats(c.index, best, trump):
                best = c.index
        winners = [c for c in cards if beats(c.index, best, trump)]
        if want and winners and rng.random() < 0.7:
            return PLAYS[winners[-1].index]
        return PLAYS[cards[0].index]


__all__ = ["OhHellEasyBot", "easy_count"]
