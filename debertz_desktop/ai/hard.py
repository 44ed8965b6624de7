"""Hard: card play by sampled double-dummy search (PIMC), the rest by Medium's rules and more.

For a card decision the bot deals worlds consistent with everything its seat
knows (``sampling.py`` over ``knowledge.py``), likelier as the bidding and
the cards played make them likelier (``inference.py``; with 2 players also
each card the others chose, judged as a player at their seat would have
judged it: ``play_inference.py``), solves each world
with every hand open (``solver.py``: exactly where the search is compiled;
in Python, a whole 3- or 4-player deal being too slow, the first tricks to a
depth, ``world_solving.search_plan``) and plays the card with the best average result
(RULES §1, §8).  The result of a world is the deal as it would be written (2 or 3
players, pairs; 4 solo players: the margin) —
points taken, combinations and bellas added, made, hanging or bitten
(``deal_scorer.DealScorer``, RULES §9–§10) — so the bot fights for the contract
where it matters.  With 3 or 4 solo players the search plays the bot's own
card points against all the others together (the paranoid reduction): the
maker's written result grows with his own points, and so does a defender's —
when the contract is made everyone writes his own total, and when it is
bitten the maker's total goes to the top defender, which is no gain to this
one unless he is the top (RULES §10.1).  Treating the other defender as a
partner, as a pair would, only feeds an opponent (measured again: no gain,
whether always or only while the bot leads the other defender); nor did
searching every seat for its own points (max^n, ``maxn.py``, the option
``maxn``) from 7 cards on gain anything measurable (README).  With 3
players the scorer then writes the deal for the splits of the others'
points that the margin cannot tell apart.  Worlds are solved in an
anytime loop against a wall-clock budget (``world_solving.py``); forced moves
return at once.  With ``workers > 1`` the worlds go to a pool of worker
processes shared by every bot; if processes are not available the bot solves
in its own thread.

Where several cards are worth the same on average (within
:data:`TIE_EPSILON`) the bot takes the one with the most points, then the one
Medium's rules prefer — the natural, cheap card — so that equal choices look
like a good human's, and a decided deal is still played for points.  Bella is
declared whenever it scores (RULES §6).  With 2 players bids are valued by
playing sampled deals out (``bid_search.py``, less :data:`BID_SEARCH_BIAS` of
optimism for making trump), with 3 players and pairs by a model fitted to
play-outs (``bidding.py``); the seven exchange, claims, the
concession, declarations, the dave and finish claims follow Medium, which
never makes a false claim.

Reproducibility: the worlds come from a ``random.Random`` seeded from the
bot's seed and the public state of the view only, so that the same view gives
the same worlds.  With a wall-clock budget the number of worlds depends on the
machine; ``HardBot(seed, workers=1, time_budget=math.inf)`` solves a fixed
number of worlds and is fully deterministic (tests, the information-leak test).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, replace

from ..engine.debertz.actions import Action, NameSuit, PlayCard, PlayTurned
from ..engine.debertz.combinations import BELLA_POINTS
from ..engine.debertz.deal import Phase
from ..engine.debertz.scoring import bella_follows_trick
from ..engine.debertz.views import SeatView
from . import bid_search as bid_search_module
from . import inference
from .base import Bot, Level
from .bid_search import bid_values, searchable
from .bidding import BID_WORLDS, OVERRULE_MARGIN, choose_bid
from .cardplay import build_context, choose_card, side_wins
from .deal_scorer import DealScorer
from .game_value import GameOutlook
from .inference import BidEvidence, Evidence, sample_likely
from .knowledge import Knowledge, contract_tables, knowledge_of
from .lookahead import lookahead_values
from .medium import MediumBot
from .play_inference import PlayHistory
from .position import search_sides
from .reply_model import Utility, lead_values
from .sampling import WorldSampler
from .table_points import deal_kind
from .world_solving import MaxnPlan, default_workers, search_plan, solve_until

#: Average values closer than this (points) are treated as equal; Medium's rules break the tie.
#: Margins in one world differ by even numbers, so with up to 4 worlds only true ties are ties.
TIE_EPSILON = 0.5
#: Default wall-clock budget per card decision, by number of players.
DEFAULT_BUDGET = {2: 0.7, 3: 0.8, 4: 0.8}
#: Worlds solved per decision at most, by player count (with 2 players the compiled search
#: solves a world in well under a millisecond, and 100 worlds wrote +1.2 ± 1.5 points a deal
#: more than 40 against PIMC-20, paired; README), and at least (even past the budget).
MAX_WORLDS = {2: 100, 3: 40, 4: 40}
MIN_WORLDS = 4
#: Where the bid search decides by default (``bid_search=None``): 2 players, in these
#: rounds of bidding, with this optimism for making trump taken off (README, issue 31).
BID_SEARCH_PLAYERS = (2,)
BID_SEARCH_ROUNDS = 2
BID_SEARCH_BIAS = 10.0
#: Where the others' past cards weigh the worlds by default (``play_model=None``): 2 players,
#: each card judged as a PIMC player would have judged it from his seat, over this many
#: re-deals, with this ``beta`` (``play_inference.py``).  Over 1000 games against PIMC-20 it won
#: 59.8% ± 3.0%, paired with the defaults before it +2.4% ± 2.1% games and +1.4 ± 1.2 points
#: a deal, at 0.3 s a card (README, issue 31).
PLAY_MODEL_PLAYERS = (2,)
PLAY_MODEL_BETA = 0.2
PLAY_MODEL_REDEALS = 4
#: The smallest budget (seconds) at which bids are checked on sampled deals.
BID_SIMULATION_BUDGET = 0.2
#: With ``maxn``: the trick nodes one world's max^n search may take (compiled: about 60 ms)
#: before the world is searched the paranoid way instead.
MAXN_NODES = 40_000


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What the sampled search found for one card decision."""

    #: Average margin (points of the bot's side minus the others', from here on) per legal action.
    values: dict[Action, float]
    #: The action the bot plays.
    best: Action
    #: Worlds solved.
    worlds: int
    #: True when every world was solved to the end of the deal.
    exact: bool


# -- the bot ---------------------------------------------------------------------------------


class HardBot(Bot):
    level = Level.HARD

    def __init__(self, seed: int = 0, *, workers: int | None = None,
                 time_budget: float | None = None, max_worlds: int | None = None,
                 min_worlds: int = MIN_WORLDS, bid_worlds: int | None = None,
                 bid_search: bool | None = None, bid_margin: float = 0.0,
                 bid_spread: float = bid_search_module.SPREAD, bid_score: bool = False,
                 evidence: str = "all", evidence_spread: float = inference.SPREAD,
                 undeclared: float = 1.0,
                 objective: str = "written", bid_objective: str = "written",
                 play_model: float | None = None, play_model_redeals: int | None = None,
                 lookahead: int = 0,
                 lookahead_replies: bool = False, reply_model: int = 0,
                 reply_model_worlds: int = 20, reply_model_depth: int | None = None,
                 bid_overrule: float = OVERRULE_MARGIN,
                 bid_bias: float | None = None, bid_search_rounds: int | None = None,
                 bid_model: bool = True, maxn: int = 0) -> None:
        super().__init__(seed)
        self.workers = default_workers() if workers is None else max(1, workers)
        #: Seconds per card decision (``None``: by player count; ``math.inf``: no clock).
        self.time_budget = time_budget
        #: Worlds per decision at most (``None``: :data:`MAX_WORLDS` by player count).
        self.max_worlds = max_worlds
        self.min_worlds = min_worlds
        #: Deals sampled per candidate trump when bidding (``None``: ``bidding.BID_WORLDS``).
        self.bid_worlds = bid_worlds
        #: Bid by the bid search (``bid_search.py``) where it is defined, keeping Medium's
        #: bid unless another is worth ``bid_margin`` points more (``None``: with
        #: :data:`BID_SEARCH_PLAYERS` players, in :data:`BID_SEARCH_ROUNDS` rounds, less
        #: :data:`BID_SEARCH_BIAS` for making trump).
        self.bid_search = bid_search
        #: The bidding rounds the bid search decides (1: the first only, the second by
        #: ``bidding.choose_bid`` as without it; ``None``: as the default says).
        self.bid_search_rounds = bid_search_rounds
        self.bid_margin = bid_margin
        self.bid_spread = bid_spread
        #: Weigh the bid search's deals by the game (``game_value.GameOutlook``).
        self.bid_score = bid_score
        #: What weighs the sampled worlds: ``"all"`` (bids and play, ``inference.Evidence``),
        #: ``"bids"`` (``BidEvidence`` only) or ``"none"`` (uniform worlds).
        self.evidence = evidence
        #: How sure the others' bids are taken to be about their hands (``inference.SPREAD``).
        self.evidence_spread = evidence_spread
        #: With ``evidence="all"``: a world whose sequences do not fit what another seat
        #: declared (or its silence) is this many times as likely (``declaration_evidence``);
        #: 1: the declarations are not read.
        self.undeclared = undeclared
        #: What a world's result is: ``"written"`` (``DealScorer.utility``), ``"game"`` (the
        #: written points as the side's chance to win the game, ``game_value.GameOutlook``,
        #: where the game has a target and the deal is played) or ``"margin"``.
        self.objective = objective
        #: The same for the bids checked on sampled deals (2 players): ``"written"`` or ``"game"``.
        self.bid_objective = bid_objective
        #: The simulated bids (2 players) overrule Medium's past this margin
        #: (``bidding.OVERRULE_MARGIN``), after ``bid_bias`` is taken off every trump's value
        #: (in the bid search too: what sampled deals played open overvalue making trump).
        self.bid_overrule = bid_overrule
        #: ``None``: :data:`BID_SEARCH_BIAS` where the bid search decides by default, else 0.
        self.bid_bias = bid_bias
        #: Bid by the fitted model where it has weights (``bid_model.py``; 3 players, pairs);
        #: ``False``: by Medium's count there, as the others' bids are read (``inference.py``).
        self.bid_model = bid_model
        #: Weigh worlds by the other seats' cards under a solver's policy with this
        #: ``beta`` (``play_inference.py``); 0: not; ``None``: :data:`PLAY_MODEL_BETA` with
        #: :data:`PLAY_MODEL_PLAYERS` players, else not.
        self.play_model = play_model
        #: With ``play_model``: judge the others' past cards as a PIMC player would have
        #: valued them from his seat, over this many re-deals (``PlayHistory.redeals``;
        #: ``None``: :data:`PLAY_MODEL_REDEALS` where the play model is on by default, else 0).
        self.play_model_redeals = play_model_redeals
        #: Re-value this many of the best cards with the seat's next choice made in the dark
        #: (``lookahead.py``; 2 players), on leads, and on replies too if ``lookahead_replies``.
        self.lookahead = lookahead
        self.lookahead_replies = lookahead_replies
        #: Value leads with the other seats answering from their own seats, by this
        #: many worlds of their own (``reply_model.py``), over the first ``reply_model_worlds`` of
        #: the bot's worlds; 0: not.
        self.reply_model = reply_model
        self.reply_model_worlds = reply_model_worlds
        #: How far the modelled answers search (tricks after the current one; ``None``: to
        #: the end).
        self.reply_model_depth = reply_model_depth
        #: 3 players, a played deal: with at most this many cards in the hand, search each
        #: world by max^n (every seat for its own points, ``maxn.py``) rather than the
        #: paranoid reduction, and write the deal with the others' points split as it found;
        #: 0: never.
        self.maxn = maxn
        self._medium = MediumBot(seed)

    # -- the interface -------------------------------------------------------------------

    def choose(self, view: SeatView) -> Action:
        return self.decide(view)[0]

    def decide(self, view: SeatView) -> tuple[Action, Evaluation | None]:
        """The action, with the card evaluation behind it when it is a searched card play."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0], None
        if view.phase is Phase.PLAY:
            rule_based = self._medium.choose(view)
            if not isinstance(rule_based, PlayCard):
                return rule_based, None  # a declaration, the dave or a finish claim
            evaluation = self.evaluate(view)
            return evaluation.best, evaluation
        if view.phase is Phase.BIDDING:
            return self.bid(view)[0], None
        return self._medium.choose(view), None

    def rng_for(self, view: SeatView) -> random.Random:
        """A generator seeded from the bot's seed and public facts of the view only."""
        key = (f"{self.seed}|{view.seat}|{view.deal_number}|{view.phase.value}|"
               f"{len(view.bids)}|{''.join(str(c) for c in view.played_cards)}")
        return random.Random(key)

    def worlds_for(self, view: SeatView) -> tuple[int, int]:
        """Worlds per card decision at most and at least (:data:`MAX_WORLDS` by player count
        unless ``max_worlds`` was given)."""
        most = (self.max_worlds if self.max_worlds is not None
                else MAX_WORLDS[view.rules.players])
        return most, min(self.min_worlds, most)

    def bid_search_for(self, view: SeatView) -> tuple[bool, float]:
        """Whether the bid search decides this bid, and the optimism for making trump taken
        off (``bid_search``, ``bid_search_rounds``, ``bid_bias``; ``None``: the defaults).  A
        round the search is kept out of is bid as without it."""
        default = self.bid_search is None
        wanted = view.rules.players in BID_SEARCH_PLAYERS if default else self.bid_search
        rounds = (self.bid_search_rounds if self.bid_search_rounds is not None
                  else BID_SEARCH_ROUNDS if default else 2)
        if wanted and rounds < 2 and len(view.bids) >= view.rules.players:
            return False, 0.0
        bias = self.bid_bias
        if bias is None:
            bias = BID_SEARCH_BIAS if default and wanted else 0.0
        return bool(wanted) and searchable(view), bias

    def play_model_for(self, view: SeatView) -> tuple[float, int]:
        """The play model's ``beta`` (0: none) and re-deals for this view's table."""
        default = self.play_model is None
        beta = ((PLAY_MODEL_BETA if view.rules.players in PLAY_MODEL_PLAYERS else 0.0)
                if default else self.play_model)
        redeals = self.play_model_redeals
        if redeals is None:
            redeals = PLAY_MODEL_REDEALS if default and beta else 0
        return beta, redeals

    def budget_for(self, view: SeatView) -> float:
        if self.time_budget is not None:
            return self.time_budget
        return DEFAULT_BUDGET[view.rules.players]

    # -- card play (RULES §8) ------------------------------------------------------------

    def evaluate(self, view: SeatView) -> Evaluation:
        """Average double-dummy values of every legal card over sampled worlds."""
        started = time.perf_counter()
        plays = [a for a in view.legal_actions if type(a) is PlayCard]
        cards = {a.card.index for a in plays}
        know = knowledge_of(view)
        if len(cards) == 1:
            only = next(a for a in plays if not a.bella)
            best = self._with_bella(view, only, know)
            return Evaluation({a: 0.0 for a in plays}, best, 0, True)
        scorer = DealScorer.of(view)
        n = view.rules.players
        utility = self._utility(view, scorer)
        margins, utilities, count, weight, exact, solved = self._search(view, know, started,
                                                                          utility)
        means = {c: margins.get(c, 0.0) / weight for c in cards}
        worth = {c: utilities.get(c, 0.0) / weight for c in cards}
        if self.reply_model and not view.trick and solved:
            modelled = lead_values(view, solved[:self.reply_model_worlds], sorted(cards),
                                   self.reply_model, utility,
                                   self.rng_for(view), search_plan(n, len(view.hand)),
                                   self.reply_model_depth)
            means = {c: m for c, (m, _) in modelled.items()}
            worth = {c: u for c, (_, u) in modelled.items()}
        if self.lookahead and n == 2 and (self.lookahead_replies or not view.trick):
            worth = self._look_ahead(view, worth, utility, solved)
        best_value = max(worth.values())
        near = [a for a in plays if not a.bella and a.card.index in worth
                and worth[a.card.index] > best_value - TIE_EPSILON]
        # equal results: the most points (the fewest in a negative round), then the natural card
        sign = -1 if scorer.negative else 1
        top_margin = max(sign * means[a.card.index] for a in near)
        near = [a for a in near if sign * means[a.card.index] > top_margin - TIE_EPSILON]
        if len(near) == 1:
            choice = near[0]
        else:
            choice = choose_card(replace(view, legal_actions=tuple(near)), know)
        best = self._with_bella(view, choice, know)
        values = {}
        for a in plays:
            values[a] = means[a.card.index] + (BELLA_POINTS if a.bella else 0)
        return Evaluation(values, best, count, exact)

    def _look_ahead(self, view: SeatView, worth: dict[int, float], utility: Utility,
                    solved: list[tuple[tuple[int, ...], float, int]]) -> dict[int, float]:
        """The values of the :attr:`lookahead` best cards with the seat's next choice made
        without seeing the world (``lookahead.py``); the other cards are left out."""
        candidates = sorted(worth, key=worth.__getitem__, reverse=True)[:self.lookahead]
        if len(candidates) < 2:
            return worth
        tr, points = contract_tables(view)
        worlds = [(hands, w) for hands, w, _ in solved]
        looked = lookahead_values(worlds, candidates, tuple(c.index for _, c in view.trick),
                                  view.seat, tr, points, view.rules)
        total = sum(w for _, w in worlds) or 1.0
        return {c: sum(w * utility(hands, round(m), rem)
                       for (hands, w, rem), m in zip(solved, margins, strict=True)) / total
                for c, margins in looked.items()}

    def _with_bella(self, view: SeatView, action: PlayCard, know: Knowledge) -> PlayCard:
        bella = PlayCard(action.card, True)
        if bella not in view.legal_actions:
            return action
        if not bella_follows_trick(view.rules, deal_kind(view)):
            return bella  # it counts for the declarer's side (RULES §6, §15)
        ctx = build_context(view, know)
        trick = [*ctx.trick, action.card.index]
        seats = [*ctx.seats, view.seat]
        return bella if side_wins(ctx, trick, seats, ctx.later) >= 0.6 else action

    def _task_parts(self, view: SeatView) -> tuple:
        rules = view.rules
        n = rules.players
        tr, points = contract_tables(view)
        sides = search_sides(rules, view.seat)
        trick = tuple(c.index for _, c in view.trick)
        beta, redeals = self.play_model_for(view)
        history = PlayHistory.of(view, beta, redeals) if beta else None
        maxn = (MaxnPlan(self.maxn, MAXN_NODES)
                if self.maxn and n == 3 and view.maker is not None else None)
        return (trick, view.seat, tr, points, sides, search_plan(n, len(view.hand)),
                history or None, maxn)

    def _utility(self, view: SeatView, scorer: DealScorer) -> Utility:
        """What a world's result is worth (:attr:`objective`)."""
        if self.objective == "margin":
            return _margin
        outlook = GameOutlook.of(view) if self.objective == "game" else None
        if outlook is None or scorer.kind == "margin" or scorer.negative:
            return scorer.utility
        margin_share = scorer.MARGIN_SHARE

        def game(hands: tuple[int, ...], margin: int, rem: int,
                 first: int | None = None) -> float:
            splits = scorer.written_sides(hands, margin, rem, first)
            return sum(outlook.points(w) for w in splits) / len(splits) + margin_share * margin

        return game

    def _search(self, view: SeatView, know: Knowledge, started: float,
                utility: Utility,
                ) -> tuple[dict[int, float], dict[int, float], int, float, bool,
                           list[tuple[tuple[int, ...], float, int]]]:
        """Solve worlds until the budget is spent (``world_solving.solve_until``): margins and
        utilities per card summed with the worlds' weights, the worlds solved and their total
        weight (never 0), whether all were exact, and each world (hands, weight, points still
        to play)."""
        n = view.rules.players
        rng = self.rng_for(view)
        sampler = WorldSampler(know)
        parts = self._task_parts(view)
        deadline = started + self.budget_for(view)
        most, least = self.worlds_for(view)
        evidence: Evidence | BidEvidence | None = (
            Evidence.of(view, self.evidence_spread, self.undeclared) if self.evidence == "all"
            else BidEvidence.of(view, self.evidence_spread) if self.evidence == "bids" else None)

        def world() -> tuple[int, ...]:
            return sample_likely(sampler, evidence, rng)[:n]

        found = solve_until(world, parts, utility, workers=self.workers, deadline=deadline,
                            most=most, least=least)
        return (found.margins, found.utilities, found.count, found.weight or 1.0, found.exact,
                found.worlds)

    # -- bidding (RULES §4) --------------------------------------------------------------

    def bid(self, view: SeatView) -> tuple[Action, dict[Action, float]]:
        """The bid, with the value of each bid where bids were valued (``bid_search.bid_values``,
        else ``bidding.choose_bid``)."""
        search, bias = self.bid_search_for(view)
        if search:
            rng = self.rng_for(view)
            values = bid_values(view, rng, self.bid_worlds, spread=self.bid_spread,
                                outlook=GameOutlook.of(view) if self.bid_score else None)
            if bias:
                values = {a: v - bias if isinstance(a, PlayTurned | NameSuit) else v
                          for a, v in values.items()}
            rule_based = self._medium.choose(view)
            best = max(values, key=values.__getitem__)
            if rule_based in values and values[best] <= values[rule_based] + self.bid_margin:
                best = rule_based
            return best, values
        return choose_bid(view, self._medium, self.rng_for(view),
                          simulate=self.budget_for(view) >= BID_SIMULATION_BUDGET,
                          worlds=self.bid_worlds or BID_WORLDS,
                          outlook=GameOutlook.of(view) if self.bid_objective == "game" else None,
                          margin=self.bid_overrule, bias=bias, model=self.bid_model)


def _margin(hands: tuple[int, ...], margin: int, rem: int, first: int | None = None) -> float:
    """The margin itself as a world's worth (``objective="margin"``)."""
    return float(margin)


__all__ = [
    "DEFAULT_BUDGET",
    "TIE_EPSILON",
    "Evaluation",
    "HardBot",
]
