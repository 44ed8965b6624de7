"""Medium for Oh Hell: a solid rule-based player (OH_HELL §4–§6).

Bids the number of tricks with the best expected score for its hand
(``power.py``: aces, kings and their guards, trump length, short suits, the
number of players and cards), never the dealer's forbidden number; plays to
make exactly that number and, once it cannot, to break the others' bids
(``policy.py``).  It keeps no state between calls: a decision depends on the
view only.
"""

from __future__ import annotations

from ...engine.oh_hell.actions import BIDS, PLAYS
from ...engine.oh_hell.views import OhHellView
from ...engine.phase import Phase
from ..base import Bot, Level
from .policy import play_card
from .power import best_bid, bids_before, hand_distribution
from .seat import OhHellAction, bid_order, facts_of, hand_of, played_of, trick_of, voids_of


def medium_bid(view: OhHellView) -> int:
    """Medium's bid for the seat of ``view``."""
    hand = hand_of(view)
    trump = -1 if view.trump is None else int(view.trump)
    turned = 0 if view.turned_card is None else view.turned_card.mask
    n = view.rules.players
    before = bids_before(view.bids, bid_order(view), view.seat, view.cards_per_player, n)
    dist = hand_distribution(hand, trump, n, turned, before)
    return best_bid(dist, view.rules, view.cards_per_player, view.forbidden_bid)


def medium_card(view: OhHellView) -> int:
    """Medium's card (index) for the seat of ``view``."""
    trick, seats = trick_of(view)
    return play_card(facts_of(view), view.seat, hand_of(view), trick, seats, played_of(view),
                     view.tricks_taken, voids_of(view))


class OhHellMediumBot(Bot):
    level = Level.MEDIUM

    def choose(self, view: OhHellView) -> OhHellAction:  # type: ignore[override]
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.BIDDING:
            return BIDS[medium_bid(view)]
        return PLAYS[medium_card(view)]


__all__ = ["OhHellMediumBot", "medium_bid", "medium_card"]
