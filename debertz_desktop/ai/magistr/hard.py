"""Hard for Magistr: sampled worlds, played out or searched to the end of the deal
(MASTER §5–§7).

**Worlds.**  The bot deals the hidden cards (``worlds.py``) consistently with
what its seat saw: the cards played, the voids the follow rule showed (§5),
the six of diamonds with the first leader when the whole deck was dealt, the
cards set aside in a 2- or 3-player "All" deal left unknown.

**Values.**  In each world every legal card is laid and the deal is finished:
exactly (``search.solve``, max^n — each player for himself, as the game is
scored; a paranoid search would have everyone gang up on the bot, which in a
game of 2–4 independent players makes it shy of every bank) once few cards
are left, otherwise by a play-out in which every seat plays Medium's quick
card (``policy.quick_card``).  A card's value is the average of the bot's
points for the deal (§7) — negative in the minus half, so the bot loses as
little as it can there and wins as much as it can in the plus half.  The
same worlds serve every card (common random numbers), and values within
``TIE`` of each other are settled by Medium's own sense of the cards
(``policy.shed_value``).

**Two players.**  When the whole deck is dealt to two players (every deal
but "All") each sees the other's hand by elimination: one world, played out
once per card, and searched exactly with alpha-beta (``search.solve_pair``:
every sub-game hands out a fixed total, so one player's gain is the other's
loss) from ten cards left.

**What was tried** (per-deal duplicate play against Medium, 240 deals each):
twice the worlds and play-outs gained nothing measurable, half of them lost
about 1.3 points a deal; answering for the players after the bot in the first
bank with Medium's look-ahead instead of the quick card, the bot's own
play-out moves by that look-ahead, and a deeper exact search gained nothing;
a two-card alpha-beta before the play-outs in the open two-player game lost
about 2 points a deal.  Dealt the real hands (a cheat, for measuring only)
the bot gains about one point a deal more: the sampling costs less than the
play-outs' policy.

**Cost.**  The numbers of worlds and play-outs are fixed by the decision's
size (players, legal cards), never by the clock, so a decision is the same
for the same seed: worlds come from a ``random.Random`` seeded by the bot's
seed and public facts of the view.  ``benchmarks/magistr_times.py`` measures
the time per decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.action import Action
from ...engine.magistr.actions import PLAYS
from ...engine.magistr.views import MagistrView
from ...engine.phase import Phase
from ..base import Bot, Level
from .medium import view_rng
from .policy import DEFAULT_STYLE, Aim, Style, shed_value
from .search import NodeLimit, play_out, solve, solve_pair
from .seat import knowledge_of
from .trumps import choose_trump
from .world import World
from .worlds import deal_hidden

#: Average values closer than this count as equal (Medium's sense decides).
TIE = 1e-6


@dataclass(frozen=True)
class Plan:
    """How much Hard searches per card decision."""

    #: Worlds dealt at most, and at least.
    max_worlds: int = 24
    min_worlds: int = 8
    #: Play-outs per decision: the worlds are this divided by the legal cards, within bounds.
    play_outs: int = 120
    #: Exact search when at most this many cards are left in all hands, per table size.
    exact_cards: dict[int, int] = field(default_factory=lambda: {2: 6, 3: 6, 4: 8})
    #: Nodes one exact search may visit; past it the world is played out instead.
    max_nodes: int = 4_000
    #: When every hand is known (two players, the whole deck dealt): one world, searched
    #: exactly (alpha-beta) from this many cards left, with this many nodes at most.
    open_exact_cards: int = 10
    open_max_nodes: int = 6_000
    #: The weights of the play-outs' quick card.
    style: Style = DEFAULT_STYLE

    def worlds(self, options: int) -> int:
        return max(self.min_worlds, min(self.max_worlds, self.play_outs // max(1, options)))


@dataclass(frozen=True)
class Evaluation:
    """What the search found for one decision: the average points per legal card."""

    values: dict[int, float]
    best: int
    worlds: int
    exact: bool


class MagistrHardBot(Bot):
    level = Level.HARD

    def __init__(self, seed: int = 0, *, plan: Plan | None = None) -> None:
        super().__init__(seed)
        self.plan = plan or Plan()

    def choose(self, view: MagistrView) -> Action:  # type: ignore[override]
        legal = view.legal_actions
        if view.phase is Phase.CHOOSING_TRUMPS:
            return choose_trump(view, view_rng(self.seed, view, "trump"))
        if len(legal) == 1:
            return legal[0]
        return PLAYS[self.evaluate(view).best]

    def evaluate(self, view: MagistrView) -> Evaluation:
        """Every legal card's average points for the seat over the sampled worlds."""
        seat = view.seat
        rng = view_rng(self.seed, view, "hard")
        know = knowledge_of(view)
        cards = [a.card.index for a in view.legal_actions]
        plan = self.plan
        open_game = know.determined
        count = 1 if open_game else plan.worlds(len(cards))
        totals = dict.fromkeys(cards, 0.0)
        exact_all = True
        aim: Aim | None = None
        first: World | None = None
        for _ in range(count):
            world = World.from_view(view, deal_hidden(know, rng))
            if aim is None:
                aim, first = Aim.of(world, self.plan.style), world
            if open_game and world.n == 2:
                exact = world.cards_left <= plan.open_exact_cards
                values = self._solve_pair(world, cards, seat) if exact else None
            else:
                exact = world.cards_left <= plan.exact_cards.get(world.n, 0)
                values = self._solve(world, cards, seat) if exact else None
            if values is None:
                exact_all = False
                values = {}
                for card in cards:
                    sim = world.copy()
                    sim.play(card)
                    values[card] = play_out(sim, aim)[seat]
            for card, v in values.items():
                totals[card] += v
        averages = {c: t / count for c, t in totals.items()}
        top = max(averages.values())
        tied = [c for c in cards if averages[c] >= top - TIE]
        assert aim is not None and first is not None
        best = max(tied, key=lambda c: shed_value(aim, first, seat, c))
        return Evaluation(averages, best, count, exact_all)

    def _solve(self, world: World, cards: list[int], seat: int) -> dict[int, float] | None:
        budget = [self.plan.max_nodes]
        out: dict[int, float] = {}
        try:
            for card in cards:
                child = world.copy()
                child.play(card)
                out[card] = solve(child, budget)[seat]
        except NodeLimit:
            return None
        return out

    def _solve_pair(self, world: World, cards: list[int], seat: int) -> dict[int, float] | None:
        """Exact values of the cards no worse than the best (points are whole numbers, so a
        window just below the best so far keeps ties exact); the others get a bound below."""
        budget = [self.plan.open_max_nodes]
        out: dict[int, float] = {}
        best = float("-inf")
        try:
            for card in cards:
                child = world.copy()
                child.play(card)
                value = solve_pair(child, seat, best - 1, float("inf"), budget)
                out[card] = value
                best = max(best, value)
        except NodeLimit:
            return None
        return out


__all__ = ["Evaluation", "MagistrHardBot", "Plan"]
