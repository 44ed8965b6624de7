"""What was knowable from the seat: Hard's estimate of each alternative from its view alone.

Everything here receives a :class:`SeatView` and nothing else — the same
object a computer player gets, which never holds another seat's hidden card
(``tests/ai/test_bots_information.py``) — so the estimate cannot use a card the
seat could not see; ``tests/ai/test_review_information.py`` checks that two
deals differing only in such cards give the same estimates.

* A card: ``HardBot.evaluate`` averages the exact value of each legal card over
  :data:`WORLDS` deals sampled from what the seat knows (fixed: no clock, the
  same view always gives the same numbers).  Its margins (the side's points from
  here less the others') are halved into the side's points; bella's 20 count
  for a card that declares it and for every card that leaves it to declare
  later, not for one that gives it up; the values are given relative to the
  best card: 0 for Hard's best, −8 for a card
  it expects to take 8 points fewer.
* A bid: ``hint``'s values where Hard has them (2 players: the expected written
  result of each trump named; 3 players and pairs: what naming it is worth
  against passing), else only Hard's choice.
* Anything else (declarations, the seven exchange, claims): Hard's choice only.
"""

from __future__ import annotations

import math

from ...engine.debertz import actions as A
from ...engine.debertz.cards import Card, Rank
from ...engine.debertz.combinations import BELLA_POINTS
from ...engine.debertz.deal import Phase
from ...engine.debertz.views import SeatView
from ..hard import HardBot
from ..hint import hint

#: Sampled deals per card decision.
WORLDS = 24
#: The seed of the review's Hard player (its worlds also depend on the view's public facts).
SEED = 31


def card_estimates(view: SeatView, seed: int = SEED) -> tuple[dict[A.Action, float], A.Action]:
    """Hard's estimate of each legal card, in points relative to its best, and its choice."""
    # Without the play model Hard has with 2 players: it is ten times slower a card, and the
    # review must value every card of a deal in about 2 s (issue 31).
    bot = HardBot(seed, workers=1, time_budget=math.inf, max_worlds=WORLDS,
                  min_worlds=WORLDS, play_model=0)
    evaluation = bot.evaluate(view)
    pending = bella_pending(view)
    points = {}
    for action, margin in evaluation.values.items():
        bella = BELLA_POINTS if action.bella else 0
        keeps = action.bella or (pending and not forfeits_bella(view, action))
        points[action] = (margin - bella) / 2 + (BELLA_POINTS if keeps else 0)
    top = max(points.values())
    return {a: v - top for a, v in points.items()}, evaluation.best


def bella_pending(view: SeatView) -> bool:
    """The seat held the trump king and queen when play began and has not declared bella."""
    if view.trump is None or any(seat == view.seat for seat, _ in view.bellas):
        return False
    pair = {Card(view.trump, Rank.KING), Card(view.trump, Rank.QUEEN)}
    return pair <= set(view.start_hand)


def forfeits_bella(view: SeatView, action: A.PlayCard) -> bool:
    """Playing ``action`` without bella gives the bella up: it is the last card it may be
    declared with (RULES §6, ``bella_when``)."""
    if action.bella or A.PlayCard(action.card, True) not in view.legal_actions:
        return False
    other = Card(action.card.suit, Rank.QUEEN if action.card.rank is Rank.KING else Rank.KING)
    return other not in view.hand


def other_estimates(view: SeatView, seed: int = SEED,
                    ) -> tuple[dict[A.Action, float], A.Action | None]:
    """Hard's values of a decision other than a card (bids where it has them) and its choice."""
    advice = hint(view, seed=seed, time_budget=1.0, workers=1)
    values = dict(advice.values) if view.phase is Phase.BIDDING else {}
    return values, advice.action


def estimates(view: SeatView, seed: int = SEED,
              ) -> tuple[dict[A.Action, float], A.Action | None]:
    """What Hard makes of ``view``'s decision: values per action and its choice."""
    cards = {a.card for a in view.legal_actions if isinstance(a, A.PlayCard)}
    if view.phase is Phase.PLAY and len(cards) > 1:
        return card_estimates(view, seed)
    if len(view.legal_actions) < 2:
        return {}, None
    return other_estimates(view, seed)


__all__ = ["SEED", "WORLDS", "card_estimates", "estimates", "other_estimates"]
