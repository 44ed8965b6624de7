"""What an Oh Hell seat has seen, read from its :class:`OhHellView` as bit masks.

The view is all a computer player gets (OH_HELL §3–§5): its hand, the turned
card, the bids, the tricks and the trick in progress.  From the tricks it
also learns which seats lack a suit: a seat that did not follow suit has none
left of the suit led (§5).
"""

from __future__ import annotations

from ...engine.oh_hell.actions import Bid, PlayCard
from ...engine.oh_hell.views import OhHellView
from ...engine.pack import mask_of
from .policy import DealFacts

#: What an Oh Hell seat does: bid or play a card (OH_HELL §4, §5).
OhHellAction = Bid | PlayCard


def facts_of(view: OhHellView, bids: tuple[int, ...] | None = None) -> DealFacts:
    """The deal's fixed facts; ``bids`` stand in for the view's while some are not made yet."""
    rules = view.rules
    return DealFacts(
        players=rules.players,
        trump=-1 if view.trump is None else int(view.trump),
        turned=0 if view.turned_card is None else view.turned_card.mask,
        bids=bids if bids is not None else tuple(b or 0 for b in view.bids),
        failed_minus=rules.failed_points(1, 0) != 0,
    )


def hand_of(view: OhHellView) -> int:
    return mask_of(view.hand)


def played_of(view: OhHellView) -> int:
    """Every card played this deal, the trick in progress included."""
    return mask_of(view.played_cards)


def trick_of(view: OhHellView) -> tuple[list[int], list[int]]:
    """The trick in progress: its cards and the seats that played them."""
    return [c.index for _, c in view.trick], [s for s, _ in view.trick]


def played_by(view: OhHellView) -> list[int]:
    """Per seat, the cards it played this deal."""
    out = [0] * view.rules.players
    for t in view.tricks:
        for s, c in t.plays:
            out[s] |= c.mask
    for s, c in view.trick:
        out[s] |= c.mask
    return out


def voids_of(view: OhHellView) -> list[int]:
    """Per seat, bit ``s`` set when the seat failed to follow suit ``s`` this deal (§5)."""
    out = [0] * view.rules.players
    plays = [t.plays for t in view.tricks]
    if view.trick:
        plays.append(view.trick)
    for trick in plays:
        led = trick[0][1].suit
        for seat, card in trick[1:]:
            if card.suit != led:
                out[seat] |= 1 << led
    return out


def bid_order(view: OhHellView) -> list[int]:
    """The seats in bidding order, from the dealer's left to the dealer (§4)."""
    n = view.rules.players
    return [(view.dealer + 1 + i) % n for i in range(n)]


__all__ = ["OhHellAction", "bid_order", "facts_of", "hand_of", "played_by", "played_of", "trick_of",
           "voids_of"]
