"""PIMC-20, the outside yardstick for Hard (issue 31): not a level of the menu, a benchmark player.

Plain *perfect information Monte Carlo*, as the strong programs of other
trick-taking games play it (GIB in bridge, Kermit in Skat, colver's IS-DD in
Belote; ``/work/shared/research/ai-opponents.md``):

- every card decision with a choice deals :data:`WORLDS` worlds that fit
  everything the seat knows — played cards, revealed voids, "no trump" and
  "no higher trump", the turned card, the exchanged seven, shown and
  announced combinations and bella (``knowledge.py``, ``sampling.py``) —
  uniformly: no inference from bids or habits of play;
- each world is solved exactly, every hand open (``solver.analyse``, the
  compiled search where it is built); with 3 or 4 solo players the search is
  the seat against all the others (the paranoid reduction);
- the card with the best average margin (card points of the seat's side from
  here on, last trick included, minus the others') is played; cards within
  :data:`TIE_EPSILON` of it are separated by Medium's rules;
- everything else is Medium's: bids, the seven exchange, claims, the
  concession, declarations, the dave; bella is declared as Medium declares it.

It does not write the deal (made, bitten, hanging) into its values: a pure
card-point player, which is what PIMC means elsewhere.  The worlds come from a
``random.Random`` seeded from the bot's seed and the view's public facts, so
the same seed and view give the same card (``tests/ai/test_pimc_yardstick.py``).
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from debertz_desktop.ai.base import Bot, Level
from debertz_desktop.ai.cardplay import build_context, choose_card, side_wins
from debertz_desktop.ai.knowledge import Knowledge, contract_tables, knowledge_of
from debertz_desktop.ai.medium import MediumBot
from debertz_desktop.ai.position import Position, search_sides
from debertz_desktop.ai.sampling import WorldSampler
from debertz_desktop.ai.solver import analyse
from debertz_desktop.ai.table_points import deal_kind
from debertz_desktop.engine.debertz.actions import Action, PlayCard
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.scoring import bella_follows_trick
from debertz_desktop.engine.debertz.views import SeatView

#: Worlds per card decision.
WORLDS = 20
#: Average margins closer than this are equal: Medium's rules choose among them.
TIE_EPSILON = 1e-9


def pimc_values(view: SeatView, worlds: int, rng: random.Random) -> dict[int, float]:
    """Average exact margin of every legal card (by card index) over ``worlds`` uniform worlds."""
    know = knowledge_of(view)
    sampler = WorldSampler(know)
    n = view.rules.players
    tr, points = contract_tables(view)
    sides = search_sides(view.rules, view.seat)
    trick = tuple(c.index for _, c in view.trick)
    totals: dict[int, float] = {}
    for _ in range(worlds):
        hands = sampler.sample(rng)[:n]
        pos = Position(hands=hands, trick=trick, to_act=view.seat, rules=tr, points=points,
                       sides=sides)
        for c, v in analyse(pos).values.items():
            totals[c] = totals.get(c, 0.0) + v
    return {c: v / worlds for c, v in totals.items()}


class PimcBot(Bot):
    """PIMC over exact double-dummy solves, Medium's bids (see the module docstring)."""

    level = Level.HARD  # the nearest menu level; this bot is never offered in the menu

    def __init__(self, seed: int = 0, *, worlds: int = WORLDS) -> None:
        super().__init__(seed)
        self.worlds = worlds
        self._medium = MediumBot(seed)

    def rng_for(self, view: SeatView) -> random.Random:
        key = (f"pimc|{self.seed}|{view.seat}|{view.deal_number}|{len(view.bids)}|"
               f"{''.join(str(c) for c in view.played_cards)}")
        return random.Random(key)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        rule_based = self._medium.choose(view)
        if view.phase is not Phase.PLAY or not isinstance(rule_based, PlayCard):
            return rule_based
        plays = [a for a in legal if type(a) is PlayCard and not a.bella]
        know = knowledge_of(view)
        if len(plays) == 1:
            return self._with_bella(view, plays[0], know)
        values = self.card_values(view)
        best = max(values.values())
        near = [a for a in plays if values[a.card.index] > best - TIE_EPSILON]
        choice = near[0] if len(near) == 1 else choose_card(
            replace(view, legal_actions=tuple(near)), know)
        return self._with_bella(view, choice, know)

    def card_values(self, view: SeatView) -> dict[int, float]:
        """The average margin of every legal card over this bot's worlds."""
        return pimc_values(view, self.worlds, self.rng_for(view))

    @staticmethod
    def _with_bella(view: SeatView, action: PlayCard, know: Knowledge) -> PlayCard:
        """Bella as Medium declares it: always, unless it goes to the trick's taker and the
        trick may be lost (RULES §6)."""
        bella = PlayCard(action.card, True)
        if bella not in view.legal_actions:
            return action
        if not bella_follows_trick(view.rules, deal_kind(view)):
            return bella
        ctx = build_context(view, know)
        trick = [*ctx.trick, action.card.index]
        seats = [*ctx.seats, view.seat]
        return bella if side_wins(ctx, trick, seats, ctx.later) >= 0.6 else action


class SeerBot(PimcBot):
    """PIMC-20's bids and rules, but every card chosen on the real hands: the ceiling of card
    play against the yardstick (it cheats: a benchmark diagnostic, never a player)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, worlds=1)
        self.game = None

    def watch(self, game) -> None:
        """The game whose real hands this bot reads (set by the match before play)."""
        self.game = game

    def card_values(self, view: SeatView) -> dict[int, float]:
        pos = real_position(self.game, view)
        return {c: float(v) for c, v in analyse(pos).values.items()}


def real_position(game, view: SeatView) -> Position:
    """The position of ``view``'s seat with the real hands of ``game`` (a seer's: it reads the
    deal, never a player's)."""
    tr, points = contract_tables(view)
    return Position(hands=tuple(game.deal.hands), trick=tuple(c.index for _, c in view.trick),
                    to_act=view.seat, rules=tr, points=points,
                    sides=search_sides(view.rules, view.seat))


__all__ = ["TIE_EPSILON", "WORLDS", "PimcBot", "SeerBot", "pimc_values", "real_position"]
