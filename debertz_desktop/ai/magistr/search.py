"""Valuing a card in one sampled world: a play-out to the end of the deal, or exact search.

``play_out`` lets every seat play ``policy.quick_card`` until the deal is
over — played to its last bank, or ended early once every scoring card is
taken (MASTER §7) — and scores it with the engine's ``deal_points``.
``solve`` searches the rest of the deal exactly: each seat plays the card
that is best for its own score (max^n: every player for himself, as the game
is, §2), ties to the first card in the pack's order.  It is used when few
cards are left, where a play-out's mistakes cost most and the tree is small.
With two players ``solve_pair`` does the same with alpha-beta pruning: every
sub-game hands out a fixed total (§7), so what one player gains the other
loses, and the opponent's best is the seat's worst (with ``max_tie = none``
a tied MAX deal gives nobody anything: there the search assumes the worst).
"""

from __future__ import annotations

from .policy import Aim, quick_card
from .world import World


def play_out(world: World, aim: Aim | None = None) -> tuple[int, ...]:
    """Play ``world`` (changed in place) to its end with ``quick_card``; each seat's points."""
    aim = aim or Aim.of(world)
    while not world.over:
        world.play(quick_card(world, world.to_act, None, aim))
    return world.points()


class NodeLimit(Exception):
    """An exact search went past its node budget."""


def solve(world: World, budget: list[int]) -> tuple[int, ...]:
    """Each seat's points when every seat plays its best to the end (max^n).  ``budget`` is
    a one-item list of nodes still allowed; past it :class:`NodeLimit` is raised."""
    if world.over:
        return world.points()
    budget[0] -= 1
    if budget[0] < 0:
        raise NodeLimit
    seat = world.to_act
    best: tuple[int, ...] | None = None
    for card in world.legal(seat):
        child = world.copy()
        child.play(card)
        value = solve(child, budget)
        if best is None or value[seat] > best[seat]:
            best = value
    assert best is not None
    return best


def solve_pair(world: World, me: int, alpha: float, beta: float, budget: list[int]) -> float:
    """``me``'s points with both players at their best (two players, alpha-beta, fail-hard:
    a value at or below ``alpha`` or at or above ``beta`` is only a bound)."""
    if world.over:
        return world.points()[me]
    budget[0] -= 1
    if budget[0] < 0:
        raise NodeLimit
    mine = world.to_act == me
    for card in world.legal(world.to_act):
        child = world.copy()
        child.play(card)
        value = solve_pair(child, me, alpha, beta, budget)
        if mine:
            if value > alpha:
                alpha = value
        elif value < beta:
            beta = value
        if alpha >= beta:
            break
    return alpha if mine else beta


__all__ = ["NodeLimit", "play_out", "solve", "solve_pair"]
