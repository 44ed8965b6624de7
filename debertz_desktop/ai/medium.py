"""Medium: a rule-based player with hand evaluation and card counting.

Bidding weighs trump length and honours, side aces and tens, sequences and the
turned card (``evaluation.py``); card play counts cards through ``knowledge.py``
(``cardplay.py``).  Every other decision the rules offer is taken on purpose:
the seven exchange, redeal and instant-win claims, declarations, bella, the
concession of fifty, the dave and finish claims (never a false one).

The bot keeps no state between calls: a decision depends on the view and the
seed only, which the information-leak test relies on.
"""

from __future__ import annotations

from ..engine.debertz.actions import (
    AcceptConcession,
    AcceptDave,
    Action,
    ClaimFinish,
    ClaimRedeal,
    ClaimWin,
    ConcedeFifty,
    Declare,
    DeclineDave,
    ExchangeSeven,
    NameContract,
    NameSuit,
    OfferDave,
    Pass,
    PlayCard,
    PlayOn,
    PlayTurned,
    Ready,
    RefuseConcession,
)
from ..engine.debertz.cards import Contract, mask_of
from ..engine.debertz.deal import Phase
from ..engine.debertz.rules import AllPass, RuleSet, TurnedCardTo
from ..engine.debertz.scoring import bella_follows_trick
from ..engine.debertz.views import SeatView
from .base import Bot, Level
from .cardplay import build_context, choose_card, side_wins
from .evaluation import contract_strength, defence_strength, suit_strength
from .knowledge import Knowledge, contract_tables, knowledge_of
from .table_points import (
    deal_kind,
    finish_is_sure,
    sure_bella_points,
    sure_combination_points,
)

#: Strength needed to make trump, by number of opponents to beat (evaluation scale).
_BID_THRESHOLD = {1: 7.0, 2: 7.5, 3: 9.5}
_PAIRS_THRESHOLD = 8.5
_NO_TRUMP_THRESHOLD = 9.5
_ALL_TRUMP_THRESHOLD = 10.5


def bid_threshold(view: SeatView, base: float | None = None) -> float:
    """The strength needed to make trump; bids are made on fewer cards with ``5+3``."""
    rules = view.rules
    if base is None:
        base = _PAIRS_THRESHOLD if rules.teams else _BID_THRESHOLD[rules.players - 1]
    return base * rules.first_deal_size / 6


def contract_threshold(view: SeatView, contract: Contract) -> float:
    """The strength needed to name ``no_trump`` or ``all_trump`` (RULES §4)."""
    base = _NO_TRUMP_THRESHOLD if contract is Contract.NO_TRUMP else _ALL_TRUMP_THRESHOLD
    return bid_threshold(view, base)


def hand_with_turned(rules: RuleSet, hand: int, turned: int, seat: int, dealer: int) -> int:
    """The hand ``seat`` would play the turned suit with: the turned card added if it takes it
    (RULES §3 ``turned_card_to``), or exchanged for the trump seven (RULES §5)."""
    to = rules.turned_card_to
    if to is TurnedCardTo.MAKER or (to is TurnedCardTo.DEALER and seat == dealer):
        return hand | (1 << turned)
    seven = 1 << (8 * (turned >> 3))
    if rules.trump_seven_exchange and to is TurnedCardTo.TABLE and hand & seven:
        return (hand & ~seven) | (1 << turned)
    return hand


class MediumBot(Bot):
    level = Level.MEDIUM

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase is Phase.BIDDING:
            return self._bid(view)
        if phase is Phase.CONCESSION:
            return self._concession(view)
        if phase is Phase.BEFORE_LEAD:
            return self._before_lead(view)
        if phase is Phase.DAVE:
            return self._answer_dave(view)
        return self._play(view)

    # -- bidding (RULES §4) ------------------------------------------------------------

    def _bid(self, view: SeatView) -> Action:
        legal = view.legal_actions
        hand = mask_of(view.hand)
        rules = view.rules
        threshold = bid_threshold(view)
        turned = view.turned_card
        if any(isinstance(a, PlayTurned) for a in legal):
            with_turned = hand_with_turned(rules, hand, turned.index, view.seat, view.dealer)
            if suit_strength(with_turned, turned.suit) >= threshold:
                return PlayTurned()
            return Pass()
        options: list[tuple[float, Action]] = []
        for a in legal:
            if isinstance(a, NameSuit):
                options.append((suit_strength(hand, a.suit) - threshold, a))
            elif isinstance(a, NameContract):
                options.append((contract_strength(hand, a.contract, None)
                                - contract_threshold(view, a.contract), a))
        margin, best = max(options, key=lambda o: o[0])
        can_pass = any(isinstance(a, Pass) for a in legal)
        if not can_pass:
            return best
        if rules.all_pass is AllPass.NEGATIVE_ROUND:
            margin -= 0.5  # a negative round costs little
        return best if margin >= 0 else Pass()

    # -- concede fifty (RULES §4) ------------------------------------------------------

    def _concession(self, view: SeatView) -> Action:
        legal = view.legal_actions
        hand = mask_of(view.hand)
        trump = view.trump
        if any(isinstance(a, ConcedeFifty) for a in legal):
            strength = defence_strength(hand, int(trump)) if trump is not None else 5.0
            return ConcedeFifty() if strength < 2.5 else PlayOn()
        strength = contract_strength(hand, view.contract or Contract.SUIT,
                                     int(trump) if trump is not None else None)
        return AcceptConcession() if strength < bid_threshold(view) + 1.5 else RefuseConcession()

    # -- before the first lead (RULES §5) ------------------------------------------------

    def _before_lead(self, view: SeatView) -> Action:
        legal = view.legal_actions
        for a in legal:
            if isinstance(a, ClaimWin):
                return a
        if any(isinstance(a, ExchangeSeven) for a in legal):
            return ExchangeSeven()
        claims = [a for a in legal if isinstance(a, ClaimRedeal)]
        if claims and self._wants_redeal(view):
            return claims[0]
        return Ready()

    def _wants_redeal(self, view: SeatView) -> bool:
        rules = view.rules
        maker = view.maker
        if maker is None:
            return True
        hand = mask_of(view.hand)
        trump = int(view.trump) if view.trump is not None else None
        strength = contract_strength(hand, view.contract or Contract.SUIT, trump)
        if rules.side_of(maker) == rules.side_of(view.seat):
            return strength < bid_threshold(view) + 1.0
        return strength < 8.0

    # -- the play (RULES §6–§8, §12) -------------------------------------------------------

    def _play(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if any(isinstance(a, ClaimFinish) for a in legal) and finish_is_sure(view):
            return ClaimFinish()
        declare = self._declaration(view)
        if declare is not None:
            return declare
        know = knowledge_of(view)
        if any(isinstance(a, OfferDave) for a in legal) and self._dave_margin(view) > 0.6:
            return OfferDave()
        action = choose_card(view, know)
        bella = PlayCard(action.card, True)
        if bella in legal and self._wants_bella(view, action, know):
            return bella
        return action

    def _declaration(self, view: SeatView) -> Declare | None:
        """Declare every combination unless an opponent already holds a higher one (RULES §6)."""
        offered = [a for a in view.legal_actions if isinstance(a, Declare)]
        if not offered:
            return None
        rules = view.rules
        side = rules.side_of(view.seat)
        mine = max((int(a.combination.kind), int(a.combination.top)) for a in offered)
        for a in view.announcements:
            if rules.side_of(a.seat) == side:
                mine = max(mine, (int(a.kind), int(a.top)))
        for a in view.announcements:
            if rules.side_of(a.seat) != side and (int(a.kind), int(a.top)) > mine:
                return None
        return max(offered, key=lambda a: (a.combination.kind, a.combination.top))

    def _wants_bella(self, view: SeatView, action: PlayCard, know: Knowledge) -> bool:
        """Always, unless bella goes to the trick's taker and the trick may be lost (in a
        negative round it always counts against the others, RULES §15)."""
        if not bella_follows_trick(view.rules, deal_kind(view)):
            return True
        ctx = build_context(view, know)
        trick = [*ctx.trick, action.card.index]
        seats = [*ctx.seats, view.seat]
        return side_wins(ctx, trick, seats, ctx.later) >= 0.6

    # -- the dave (RULES §12) -------------------------------------------------------------

    def _dave_margin(self, view: SeatView) -> float:
        """My sure lead in the deal relative to the points still to play."""
        rules = view.rules
        side = rules.side_of(view.seat)
        other = 1 - side
        _, points = contract_tables(view)
        factor = 2 if view.contract is Contract.NO_TRUMP else 1

        def total(s: int) -> int:
            return ((view.points_taken[s] + sure_combination_points(view, s)) * factor
                    + sure_bella_points(view, s))

        lead = total(side) - total(other)
        mine = sum(points[c.index] for c in view.hand)
        remaining = (2 * mine + 10) * factor + 20
        if remaining <= 0:
            return 1.0
        return lead / remaining

    def _answer_dave(self, view: SeatView) -> Action:
        return AcceptDave() if self._dave_margin(view) > -0.4 else DeclineDave()


__all__ = ["MediumBot", "bid_threshold", "contract_threshold", "hand_with_turned"]
