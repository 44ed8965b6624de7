"""The exact value of every alternative of a Debertz decision, with every hand known.

What "exact" means, by kind of decision (see also ``lines.py``):

* **A card (lead or reply).**  Each legal card is played on a copy of the true
  deal and the rest is played double dummy for the seat's side; the value is the
  side's deal total at the end as the engine counts it (RULES §9: card points,
  the last trick, combinations won, bella).  The solver plays for card points
  and the last trick; combinations and bella count as the engine credits them at
  the end of that line.  With 2 players and pairs this is the game's own
  minimax; with 3 or 4 solo players it is what the seat can be sure of against
  all the others together (the paranoid reduction), a lower bound of what best
  play by the others each for himself would leave him.  A bella variant
  (``K♥ bella``) is an alternative of its own.  In a negative round (RULES §10.4)
  every side plays *against* taking points, which the solver cannot search:
  cards there get no exact value (:attr:`Note.NEGATIVE_ROUND`).
* **A bid, the seven exchange, a redeal claim, the concession of fifty.**
  These change the contract or the cards, which card points cannot compare, so
  the measure is the deal as written (RULES §10: made, hanging or bitten; a void
  deal writes nothing): the seat's side's written points less the others' (their
  mean with three or more).  Each alternative is taken on a copy of the deal; the
  other seats then decide as they really did where the same decision comes up
  (their real bid in the same round, their real seven exchange), and where it
  never came up in the real deal, as the Medium player would from its own view;
  the seat's own later decisions before the lead take the best of its choices
  (searched the same way); then the cards are played double dummy as above, the
  seat declaring everything it holds.  Claims that end the game (debertz,
  klabor) are not in points and get no value, nor does a choice that leads to a
  negative round (all passed, ``all_pass = negative_round``).
* **Declarations.**  Declaring is never worse double dummy (only the highest
  combination counts, and only for its side: RULES §6); the alternatives are
  what the seat declared, everything it held and nothing, each valued on the
  real deal's own play (declarations do not change a card), as the deal's total.

Nothing here is sampled: the same record always gives the same values.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.debertz import actions as A
from ...engine.debertz.combinations import Combination
from ...engine.debertz.deal import Deal, Phase
from ..medium import MediumBot
from .lines import Guide, Searches, play_out, written_line, written_value
from .model import Line
from .timeline import DealTimeline, Moment, copy_deal

#: The phases before the first lead.
PRE_PLAY = (Phase.BIDDING, Phase.BEFORE_LEAD, Phase.CONCESSION)
#: Outcomes that are not in points: the game ends with them.
_NOT_IN_POINTS = ("instant_win", "finish", "dave_declined")


@dataclass(frozen=True, slots=True)
class Declarations:
    """A set of declarations made with one card (the action of a declaration decision)."""

    combinations: tuple[Combination, ...]

    def __str__(self) -> str:
        return "declare " + " ".join(str(c) for c in self.combinations) \
            if self.combinations else "no declaration"


def card_lines(moment: Moment, timeline: DealTimeline, searches: Searches,
               guide: Guide) -> dict[A.Action, Line]:
    """The line after each legal card of ``moment`` (a play decision)."""
    seat = moment.seat
    out: dict[A.Action, Line] = {}
    for action in moment.legal:
        if not isinstance(action, A.PlayCard):
            continue
        deal = copy_deal(moment.deal)
        deal.apply(seat, action)
        taken = [(seat, action), *play_out(deal, seat, searches, guide)]
        out[action] = written_line(deal, taken, timeline.score_before)
    return out


def preplay_key(deal: Deal, seat: int) -> tuple:
    """What makes a decision before the lead "the same" in two versions of a deal."""
    phase = deal.phase
    if phase is Phase.BIDDING:
        return phase, deal.bid_round, seat
    if phase is Phase.BEFORE_LEAD:
        return phase, seat, deal.exchange is not None and deal.exchange[0] == seat
    return phase, seat, deal.concession_offered


class PreplayLines:
    """Lines from a decision before the lead (see the module docstring)."""

    def __init__(self, timeline: DealTimeline, seat: int, searches: Searches,
                 guide: Guide) -> None:
        self.timeline = timeline
        self.seat = seat
        self.searches = searches
        self.guide = guide.declaring_all([seat])
        self.side = timeline.rules.side_of(seat)
        self.real = {preplay_key(m.deal, m.seat): m.action for m in timeline.moments
                     if m.deal.phase in PRE_PLAY}
        self.medium = MediumBot(timeline.number * 7 + seat)
        self.negative = False
        self.unvalued: dict[A.Action, bool] = {}

    def lines(self, moment: Moment) -> dict[A.Action, Line | None]:
        """The line after each legal action of ``moment`` (``None``: not valued; then
        :attr:`unvalued` says why)."""
        out = {}
        self.unvalued: dict[A.Action, bool] = {}
        for action in moment.legal:
            self.negative = False
            out[action] = self._after(moment.deal, action)
            if out[action] is None:
                self.unvalued[action] = self.negative
        return out

    def led_to_negative_round(self, action: A.Action) -> bool:
        """Whether ``action``'s line was not valued because it led to a negative round."""
        return self.unvalued.get(action, False)

    def _after(self, deal: Deal, action: A.Action) -> Line | None:
        deal = copy_deal(deal)
        mover = deal.to_act
        deal.apply(mover, action)
        rest = self._continue(deal)
        if rest is None:
            return None
        line_deal, taken = rest
        return written_line(line_deal, [(mover, action), *taken], self.timeline.score_before)

    def _continue(self, deal: Deal) -> tuple[Deal, list[tuple[int, A.Action]]] | None:
        """Play ``deal`` (mutated, or replaced by the best branch) to its end."""
        taken: list[tuple[int, A.Action]] = []
        while deal.phase in PRE_PLAY:
            mover = deal.to_act
            legal = deal.legal_actions(mover)
            if mover == self.seat and len(legal) > 1:
                return self._best_branch(deal, legal, taken)
            action = self.real.get(preplay_key(deal, mover))
            if action not in legal:
                action = self.medium.choose(self.timeline.view_of(deal, mover))
            deal.apply(mover, action)
            taken.append((mover, action))
        if deal.phase is Phase.PLAY:
            if deal.maker is None:
                self.negative = True
                return None  # a negative round: not searched (see the module docstring)
            taken.extend(play_out(deal, self.seat, self.searches, self.guide))
        if deal.kind.value in _NOT_IN_POINTS:
            return None
        return deal, taken

    def _best_branch(self, deal: Deal, legal: list[A.Action],
                     taken: list[tuple[int, A.Action]]):
        """The seat's own later decision before the lead: the best of its choices."""
        best = None
        best_value = None
        for action in legal:
            branch = copy_deal(deal)
            branch.apply(self.seat, action)
            rest = self._continue(branch)
            if rest is None:
                continue
            line_deal, more = rest
            line = written_line(line_deal, [], self.timeline.score_before)
            value = written_value(line, self.side)
            if best_value is None or value > best_value:
                best_value = value
                best = (line_deal, [*taken, (self.seat, action), *more])
        return best


def declaration_lines(first: Moment, card: Moment, timeline: DealTimeline,
                      ) -> dict[Declarations, Line]:
    """The deal with the declarations the seat made with ``card`` (from ``first`` on), and
    with everything it held declared, each on the real deal's play."""
    seat = card.seat
    real = tuple(m.action.combination for m in timeline.moments[first.index:card.index]
                 if isinstance(m.action, A.Declare))
    held = tuple(a.combination for a in first.legal if isinstance(a, A.Declare))
    out: dict[Declarations, Line] = {}
    for made in (real, held, ()):
        key = Declarations(made)
        if key in out:
            continue
        deal = copy_deal(first.deal)
        taken: list[tuple[int, A.Action]] = []
        for combo in made:
            deal.apply(seat, A.Declare(combo))
            taken.append((seat, A.Declare(combo)))
        for m in timeline.moments[first.index:]:
            if isinstance(m.action, A.Declare) and m.action not in deal.legal_actions(m.seat):
                continue
            deal.apply(m.seat, m.action)
            taken.append((m.seat, m.action))
        out[key] = written_line(deal, taken, timeline.score_before)
    return out


def best_play_from_declarations(first: Moment, timeline: DealTimeline, searches: Searches,
                                guide: Guide) -> Line:
    """Everything declared at ``first`` and the rest of the deal played double dummy."""
    seat = first.seat
    deal = copy_deal(first.deal)
    taken = []
    for action in first.legal:
        if isinstance(action, A.Declare):
            deal.apply(seat, action)
            taken.append((seat, action))
    taken.extend(play_out(deal, seat, searches, guide.declaring_all([seat])))
    return written_line(deal, taken, timeline.score_before)


__all__ = ["PRE_PLAY", "Declarations", "PreplayLines", "best_play_from_declarations",
           "card_lines", "declaration_lines", "preplay_key"]
