"""One level of information-set play on top of sampled worlds: against strategy fusion.

A sampled-world search (PIMC) values a card by solving each world with every
hand open, as if the seat would know, at every later decision, where the
cards lie.  Its values are too good for cards whose merit depends on a later
guess (which suit the other holds, which card to keep), and a lead pays for
it most: the choice that follows it is the seat's own, in the dark.

:func:`lookahead_values` values a few candidate cards more honestly.  In
each world the card is played, the other seats answer as the exact search of
that world says (each for its own side: ``search_sides``), until the seat is
to play again; there its choice is *one card for every world that shows the
same cards so far* — the card with the best weighted average over them, as the
seat would choose it then — and the rest is solved exactly.  The value of the
candidate in a world is the margin of the cards taken on the way plus that
card's exact margin.  Only the seat's next decision is made in the dark (one
level), so the values are still a little optimistic, but equally so for every
candidate.
"""

from __future__ import annotations

from collections import defaultdict

from ..engine.debertz.cards import LAST_TRICK_BONUS
from ..engine.debertz.rules import RuleSet
from ..engine.debertz.tricks import TrickRules, best_position
from .position import Position, search_sides
from .solver import analyse

#: One world: the hands (a mask per seat) and its weight.
Weighted = tuple[tuple[int, ...], float]


def lookahead_values(worlds: list[Weighted], candidates: list[int], trick: tuple[int, ...],
                     me: int, tr: TrickRules, points: tuple[int, ...], rules: RuleSet,
                     ) -> dict[int, list[float]]:
    """Per candidate card, its margin in every world (in the order of ``worlds``) when the
    seat's next choice is made without seeing the world (see the module docstring)."""
    n = rules.players
    sides = [search_sides(rules, s) for s in range(n)]
    out: dict[int, list[float]] = {}
    for card in candidates:
        reached = []  # per world: margin on the way, the public cards since, the position
        for hands, _ in worlds:
            reached.append(_walk(list(hands), list(trick), me, card, tr, points, sides, n))
        groups: dict[tuple[int, ...], list[int]] = defaultdict(list)
        for i, (_, seen, pos) in enumerate(reached):
            if pos is not None:
                groups[seen].append(i)
        values = [margin for margin, _, _ in reached]
        for members in groups.values():
            solved = [analyse(reached[i][2]).values for i in members]
            options = solved[0].keys()
            best = max(options, key=lambda c: sum(worlds[i][1] * s[c]
                                                  for i, s in zip(members, solved, strict=True)))
            for i, s in zip(members, solved, strict=True):
                values[i] += s[best]
        out[card] = values
    return out


def _walk(hands: list[int], trick: list[int], me: int, card: int, tr: TrickRules,
          points: tuple[int, ...], sides: list[tuple[int, ...]], n: int,
          ) -> tuple[float, tuple[int, ...], Position | None]:
    """Play ``card`` for ``me``, then the others' exact best cards until ``me`` is to play or
    the deal ends: the margin of the tricks completed, the cards played, the position."""
    mine = sides[me]
    margin = 0.0
    seen: list[int] = []
    seat = me
    leader = (me - len(trick)) % n
    while True:
        hands[seat] &= ~(1 << card)
        trick.append(card)
        if seat != me:
            seen.append(card)
        if len(trick) == n:
            winner = (leader + best_position(tr, trick)) % n
            taken = sum(points[c] for c in trick)
            if not any(hands):
                taken += LAST_TRICK_BONUS
            margin += taken if mine[winner] == 0 else -taken
            trick = []
            leader = seat = winner
            if not any(hands):
                return margin, tuple(seen), None
        else:
            seat = (seat + 1) % n
        if seat == me:
            pos = Position(hands=tuple(hands), trick=tuple(trick), to_act=me, rules=tr,
                           points=points, sides=mine)
            return margin, tuple(seen), pos
        pos = Position(hands=tuple(hands), trick=tuple(trick), to_act=seat, rules=tr,
                       points=points, sides=sides[seat])
        values = analyse(pos).values
        card = max(values, key=lambda c: (values[c], -c))


__all__ = ["Weighted", "lookahead_values"]
