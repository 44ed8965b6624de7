"""How the other players answer a lead when they cannot see the leader's hand (RULES §8).

Plain PIMC values a lead by each world's double-dummy line, in which the
players who answer see the leader's hand: they win the trick exactly when it
pays, duck exactly when it pays, and never guess.  At the table they guess —
each sees his own cards, the table and the play so far, no more — and leads
that set them a guess are worth more than the double-dummy line says.

:func:`lead_values` values every lead in the bot's own sampled worlds with
the answers sampling players would make *from their seats* in that world:
each answering seat's knowledge is built as the bot's is (``knowledge.py``)
from a view of his seat in that world — his hand, the cards played, the
trick so far — and his card is the one with the best average margin of his
side over a few worlds he samples (PIMC, card points; with 3 or 4 players
searched a few tricks ahead).  After the trick the deal goes on with every
hand open: the bot's own later cards are still chosen double-dummy, only the
answers to the lead are modelled.  Forced answers (one legal card) cost
nothing.  ``HardBot(reply_model=…)`` uses it; measured in the README.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Protocol

from ..engine.debertz.cards import CARDS, cards_of, index_list
from ..engine.debertz.tricks import TrickRules, best_position, legal_mask
from ..engine.debertz.views import SeatView
from .knowledge import contract_tables, knowledge_of
from .position import Position, search_sides
from .sampling import WorldSampler
from .solver import Attempt, analyse, analyse_first


class Utility(Protocol):
    """What a world's result is worth: ``(hands, margin, points still to play) -> value``;
    with 3 players ``first`` is the card points still to play that the first of the others
    (by seat) takes, where the search knows it (``maxn.py``; ``None``: not known)."""

    def __call__(self, hands: tuple[int, ...], margin: int, rem: int,
                 first: int | None = None) -> float: ...


def other_view(view: SeatView, hands: tuple[int, ...], plays: tuple[tuple[int, int], ...],
               seat: int) -> SeatView:
    """The view of ``seat`` in the world ``hands`` once ``plays`` (``(seat, card)``, the
    bot's lead first) lie on the table: his own cards; everything public as in ``view``."""
    sizes = list(view.hand_sizes)
    known = list(view.known_cards)
    for s, card in plays:
        sizes[s] -= 1
        known[s] = tuple(c for c in known[s] if c.index != card)
    return replace(view, seat=seat, hand=tuple(cards_of(hands[seat])),
                   hand_sizes=tuple(sizes), known_cards=tuple(known),
                   trick=(*view.trick, *((s, CARDS[c]) for s, c in plays)), to_act=seat,
                   legal_actions=())


def sampled_reply(view: SeatView, hands: tuple[int, ...], plays: tuple[tuple[int, int], ...],
                  seat: int, replies: tuple[int, ...], worlds: int, rng: random.Random,
                  depth: int | None = None,
                  tables: tuple[TrickRules, tuple[int, ...]] | None = None) -> int:
    """The card ``seat`` answers ``plays`` with in the world ``hands`` when he chooses by
    ``worlds`` worlds of his own (average card-point margin of his side, searched to the
    end or ``depth`` tricks after this one; ties to the card of fewest points, then the
    lowest).  ``tables``: the view's ``contract_tables``, when the caller has them."""
    if len(replies) == 1:
        return replies[0]
    seen = other_view(view, hands, plays, seat)
    sampler = WorldSampler(knowledge_of(seen))
    tr, points = tables or contract_tables(view)
    sides = search_sides(view.rules, seat)
    trick = tuple(c for _, c in plays)
    n = view.rules.players
    totals = dict.fromkeys(replies, 0.0)
    for _ in range(worlds):
        world = sampler.sample(rng)[:n]
        pos = Position(hands=world, trick=trick, to_act=seat, rules=tr, points=points,
                       sides=sides)
        for c, v in analyse(pos, depth=depth).values.items():
            if c in totals:
                totals[c] += v
    best = max(totals.values())
    near = [c for c in replies if totals[c] > best - 1e-9]
    return min(near, key=lambda c: (points[c], c))


def lead_values(view: SeatView, worlds: list[tuple[tuple[int, ...], float, int]],
                leads: list[int], reply_worlds: int, utility: Utility, rng: random.Random,
                plan: tuple[Attempt, ...] = ((None, None),), depth: int | None = None,
                ) -> dict[int, tuple[float, float]]:
    """Per lead: the weighted average margin and utility over ``worlds`` (``(hands, weight,
    points still to play)``, the bot's own worlds) when every other seat answers as
    :func:`sampled_reply` does (searching ``depth`` tricks ahead) and the deal then goes on
    with every hand open (the last answer's position searched by ``plan``,
    ``solver.analyse_first``)."""
    me = view.seat
    n = view.rules.players
    tr, points = contract_tables(view)
    sides = search_sides(view.rules, me)
    total = sum(w for _, w, _ in worlds) or 1.0
    out: dict[int, tuple[float, float]] = {}
    for lead in leads:
        margin_sum = utility_sum = 0.0
        for hands, w, rem in worlds:
            now = list(hands)
            now[me] &= ~(1 << lead)
            plays: tuple[tuple[int, int], ...] = ((me, lead),)
            for k in range(1, n):
                seat = (me + k) % n
                trick = [c for _, c in plays]
                if k < n - 1:
                    seats = [s for s, _ in plays]
                    legal = legal_mask(tr, now[seat], trick, seats, seat,
                                       best_position(tr, trick))
                    replies = tuple(index_list(legal))
                else:  # the last answer closes the trick: the rest is searched from here
                    pos = Position(hands=tuple(now), trick=tuple(trick), to_act=seat, rules=tr,
                                   points=points, sides=sides)
                    theirs = analyse_first(pos, plan).values
                    replies = tuple(sorted(theirs))
                reply = sampled_reply(view, hands, plays, seat, replies, reply_worlds, rng,
                                      depth, (tr, points))
                plays = (*plays, (seat, reply))
                now[seat] &= ~(1 << reply)
            # the last seat plays for everybody against the bot (RULES §8; search_sides)
            margin = -theirs[reply]
            margin_sum += w * margin
            utility_sum += w * utility(hands, margin, rem)
        out[lead] = (margin_sum / total, utility_sum / total)
    return out


__all__ = ["Utility", "lead_values", "other_view", "sampled_reply"]
