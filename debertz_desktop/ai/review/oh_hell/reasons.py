"""One-line reasons for an Oh Hell mistake, read off the best line and the line played.

The seat's bid is made or broken by the number of tricks it takes (OH_HELL
§6), so a reason says which way the choice made went wrong: a trick too many
(the card itself took a trick the seat did not bid, or it left the seat to take
one later), a trick too few (the card did not take a trick the seat needed, or
it cost one later), or — when both lines make the bid or both break it — only
that the other choice wrote more.  The words are the UI's (``Reason`` keys).
"""

from __future__ import annotations

from ....engine.oh_hell.deal import trick_winner
from ....engine.pack import PACK
from ..model import Reason
from .exact import Outcome


def _card_won(outcome: Outcome, seat: int, card: int, players: int, trick: list[int],
              trump: int | None) -> bool:
    """Whether ``card`` (the first play of ``outcome``) takes its trick."""
    cards = list(trick)
    seats = []
    for s, c in outcome.plays:
        cards.append(c)
        seats.append(s)
        if len(cards) == players:
            break
    return cards.index(card) == trick_winner(cards, trump)


def card_reason(*, seat: int, bid: int, card: int, best: int, chosen: Outcome,
                best_outcome: Outcome, players: int, trick: list[int], trump: int | None,
                loss: float) -> Reason:
    """Why ``card`` lost ``loss`` points against ``best``."""
    took = chosen.taken[seat]
    args = {"card": PACK[card], "best": PACK[best], "bid": bid, "taken": took, "loss": loss}
    best_made = best_outcome.taken[seat] == bid
    if best_made and took > bid:
        won = _card_won(chosen, seat, card, players, trick, trump)
        return Reason("over_itself" if won else "over", args)
    if best_made and took < bid:
        won = _card_won(chosen, seat, card, players, trick, trump)
        return Reason("under" if won else "under_itself", args)
    return Reason("instead", args)


def bid_reason(*, bid: int, best: int, taken_chosen: int, taken_best: int,
               loss: float) -> Reason:
    """Why bidding ``bid`` lost ``loss`` points against ``best``."""
    if taken_best == best:
        key = "bid_more" if taken_chosen == bid else "bid_made"
    else:
        key = "bid_instead"
    return Reason(key, {"chosen": bid, "best": best, "taken": taken_chosen, "loss": loss,
                        "best_taken": taken_best})


__all__ = ["bid_reason", "card_reason"]
