"""One-line reasons for a Magistr mistake, read off the best line and the line played.

What the seat scores is what it takes (MASTER §7): the scoring cards of the
sub-game, tricks ("All"), the last two banks, or the most card points (MAX) —
in the minus half to be avoided, in the plus half to be won.  A reason looks
first at the bank the card was laid on: in the minus half the card took it
where best play would not have (with the scoring cards in it, or one trick
more); in the plus half it let another player take a bank best play would
have taken (its scoring cards, or the trick), or a scoring card of its own that
best play kept went to another player's bank.  Such a reason names the player
who took the bank (``taker``, his seat) where one player took all it gives
away, so that the review can say who.  Otherwise the difference came
later: the scoring cards the seat took in one line and not in the other, the
tricks, the last two banks, the most card points.  The words are the UI's
(``Reason`` keys, ``ui/games/magistr/review_look.py``).
"""

from __future__ import annotations

from ....engine.magistr.subgames import Scores, subgame
from ....engine.pack import PACK, PackCard
from ..model import Reason
from .exact import Outcome


def _cards(mask: int) -> list[PackCard]:
    return [PACK[i] for i in range(52) if mask >> i & 1]


def _taken_from(outcome: Outcome, start: int, seat: int) -> tuple[int, int, list[int]]:
    """The cards ``seat`` took in ``outcome`` from bank ``start`` on (a mask), how many banks,
    and the index of each bank it took."""
    mask = 0
    banks = []
    for k, (taker, cards) in enumerate(outcome.end.log[start:], start):
        if taker == seat:
            banks.append(k)
            for c in cards:
                mask |= 1 << c.index
    return mask, len(banks), banks


def _first_taker(outcome: Outcome, start: int) -> int | None:
    log = outcome.end.log
    return log[start][0] if len(log) > start else None


def _sole_taker(outcome: Outcome, start: int, mask: int) -> int | None:
    """The seat that took every card of ``mask`` in ``outcome`` from bank ``start`` on, if one
    seat took them all."""
    takers = {taker for taker, cards in outcome.end.log[start:]
              if any(mask >> c.index & 1 for c in cards)}
    return takers.pop() if len(takers) == 1 else None


def _given(args: dict, taker: int | None) -> dict:
    """``args`` with the seat the cards went to, where it is known."""
    return args if taker is None else {**args, "taker": taker}


def card_reason(*, seat: int, number: int, positive: bool, banks_before: int, card: int, best: int,
                chosen: Outcome, best_outcome: Outcome, lead: bool, loss: float,
                scoring: int) -> Reason:
    """Why ``card`` lost ``loss`` points against ``best`` in deal ``number`` (``positive``: of
    the plus half); ``banks_before``: the banks finished before the decision; ``scoring``: the
    sub-game's scoring cards (mask)."""
    game = subgame(number)
    minus = not positive
    args: dict = {"card": PACK[card], "best": PACK[best], "loss": loss, "lead": lead}
    start = banks_before
    took_c, took_b = _first_taker(chosen, start), _first_taker(best_outcome, start)
    first_c = chosen.end.log[start][1] if len(chosen.end.log) > start else ()
    first_b = best_outcome.end.log[start][1] if len(best_outcome.end.log) > start else ()
    in_c = sum(1 << c.index for c in first_c) & scoring
    in_b = sum(1 << c.index for c in first_b) & scoring
    if minus and took_c == seat and took_b != seat:
        if in_c:
            return Reason("takes_with", {**args, "cards": _cards(in_c)})
        if game.scores is Scores.TRICKS:
            return Reason("takes", args)
    if not minus and took_b == seat and took_c != seat:
        if in_b:
            key = ("gives_away_itself" if in_b == 1 << card else
                   "gives_away" if in_b >> card & 1 else "ducks_with")
            return Reason(key, _given({**args, "cards": _cards(in_b)}, took_c))
        if game.scores is Scores.TRICKS:
            return Reason("ducks", _given(args, took_c))
    mask_c, count_c, banks_c = _taken_from(chosen, start, seat)
    mask_b, count_b, banks_b = _taken_from(best_outcome, start, seat)
    sign = "minus" if minus else "plus"
    if game.scores is Scores.CARDS:
        extra = (mask_c & ~mask_b if minus else mask_b & ~mask_c) & scoring
        if extra and not minus and extra >> card & 1 and took_c != seat:
            # the card itself went to another player's bank now, the best play kept it
            key = "gives_away_itself" if extra == 1 << card else "gives_away"
            return Reason(key, _given({**args, "cards": _cards(extra)},
                                      _sole_taker(chosen, start, extra)))
        if extra:
            return Reason(f"later_cards_{sign}", {**args, "cards": _cards(extra)})
    elif game.scores is Scores.TRICKS and count_c != count_b:
        return Reason(f"later_tricks_{sign}", {**args, "taken": chosen.end.tricks[seat]})
    elif game.scores is Scores.LAST_TWO:
        last = chosen.end.hand_size - 2
        if sum(k >= last for k in banks_c) != sum(k >= last for k in banks_b):
            return Reason(f"last_two_{sign}", args)
    elif game.scores is Scores.MAX:
        return Reason(f"max_{sign}", args)
    return Reason("instead", args)


__all__ = ["card_reason"]
