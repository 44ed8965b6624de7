"""Medium for Magistr: a rule-based player with a one-bank look-ahead (MASTER §5–§7).

For each legal card it deals the hidden cards a few times (``worlds.py``,
consistent with the voids the follow rule showed) and plays the rest of the
bank in each: every player still to play answers with ``policy.quick_card``
(in the minus half avoid taking, shed scoring and dangerous cards; in the
plus half take what scores).  A card is worth the bank's score if the seat
ends up taking it (minus in deals 1–12, plus in 13–24) and what losing the
card from the hand is worth (``policy.shed_value``): shed scoring and
dangerous cards in the minus half, keep them in the plus half.  Leads are
weighed the same way, with every other player to answer.
"""

from __future__ import annotations

import random

from ...engine.action import Action
from ...engine.magistr.actions import PLAYS
from ...engine.magistr.views import MagistrView
from ...engine.phase import Phase
from ..base import Bot, Level
from .policy import DEFAULT_STYLE, Aim, Style, quick_card, shed_value
from .seat import knowledge_of
from .trumps import choose_trump
from .world import World
from .worlds import deal_hidden

#: Hidden deals per decision.
SAMPLES = 6


def finish_bank(world: World, card: int, style: Style = DEFAULT_STYLE) -> tuple[int, int]:
    """Lay ``card`` for the seat to act and let everyone after it answer with ``quick_card``:
    who takes the bank, and its cards' mask.  ``world`` is not changed."""
    sim = world.copy()
    index = len(sim.log)
    sim.play(card)
    aim = Aim.of(sim, style) if len(sim.log) == index else None
    while len(sim.log) == index:
        sim.play(quick_card(sim, sim.to_act, None, aim))
    taker, cards = sim.log[index]
    m = 0
    for c in cards:
        m |= 1 << c.index
    return taker, m


def look_ahead(samples: list[World], seat: int, style: Style = DEFAULT_STYLE) -> dict[int, float]:
    """Each legal card's worth to ``seat`` over ``samples`` (see the module docstring)."""
    first = samples[0]
    aim = Aim.of(first, style)
    index = len(first.log)
    out = {}
    for card, _way in first.options(seat):
        total = 0.0
        for world in samples:
            taker, cards = finish_bank(world, card, style)
            if taker == seat:
                total += aim.bank_worth(cards, index) + aim.lead
        out[card] = aim.sign * total / len(samples) + shed_value(aim, first, seat, card)
    return out


def sample_worlds(view: MagistrView, count: int, rng: random.Random) -> list[World]:
    know = knowledge_of(view)
    return [World.from_view(view, deal_hidden(know, rng)) for _ in range(count)]


def medium_card(view: MagistrView, rng: random.Random, samples: int = SAMPLES,
                style: Style = DEFAULT_STYLE) -> int:
    values = look_ahead(sample_worlds(view, samples, rng), view.seat, style)
    return max(values, key=values.__getitem__)


def view_rng(seed: int, view: MagistrView, salt: str = "") -> random.Random:
    """A generator seeded by the bot's seed and public facts of the decision."""
    return random.Random(f"{salt}|{seed}|{view.seat}|{view.deal_number}|"
                         f"{len(view.played_cards)}")


class MagistrMediumBot(Bot):
    level = Level.MEDIUM

    def __init__(self, seed: int = 0, *, samples: int = SAMPLES,
                 style: Style = DEFAULT_STYLE) -> None:
        super().__init__(seed)
        self.samples = samples
        self.style = style

    def choose(self, view: MagistrView) -> Action:  # type: ignore[override]
        legal = view.legal_actions
        if view.phase is Phase.CHOOSING_TRUMPS:
            return choose_trump(view, view_rng(self.seed, view, "trump"))
        if len(legal) == 1:
            return legal[0]
        return PLAYS[medium_card(view, view_rng(self.seed, view), self.samples, self.style)]


__all__ = ["MagistrMediumBot", "finish_bank", "look_ahead", "medium_card", "sample_worlds",
           "view_rng"]
