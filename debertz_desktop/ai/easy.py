"""Easy: legal, with simple sense, and beatable.

It makes trump with the jack or nine of trumps and one more trump, claims what
is obvious (debertz, klabor, four sevens), exchanges the seven, declares its
combinations most of the time and bella always, never concedes, never offers a
dave or claims a finish, and plays a loose card: usually a low one, sometimes
the highest card that wins the trick, sometimes any legal card.
"""

from __future__ import annotations

import random

from ..engine.debertz.actions import (
    AcceptDave,
    Action,
    ClaimRedeal,
    ClaimWin,
    ConcedeFifty,
    Declare,
    ExchangeSeven,
    NameSuit,
    Pass,
    PlayCard,
    PlayOn,
    PlayTurned,
    Ready,
    RedealReason,
    RefuseConcession,
)
from ..engine.debertz.cards import mask_of
from ..engine.debertz.deal import Phase
from ..engine.debertz.tricks import best_position
from ..engine.debertz.views import SeatView
from .base import Bot, Level
from .knowledge import contract_tables

_JACK, _NINE = 4, 2


def _stable_rng(seed: int, view: SeatView) -> random.Random:
    """A generator that depends on the seed and the public progress of the game only."""
    progress = len(view.played_cards) * 64 + len(view.bids) * 4 + len(view.announcements)
    return random.Random(((seed * 1_000_003 + view.deal_number) * 1_009 + progress) * 7
                         + view.seat)


def good_trump(hand: int, suit: int) -> bool:
    pattern = hand >> (8 * suit) & 0xFF
    return bool(pattern & ((1 << _JACK) | (1 << _NINE))) and pattern.bit_count() >= 2


class EasyBot(Bot):
    level = Level.EASY

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        rng = _stable_rng(self.seed, view)
        phase = view.phase
        hand = mask_of(view.hand)
        if phase is Phase.BIDDING:
            if PlayTurned() in legal:
                return PlayTurned() if good_trump(hand, view.turned_card.suit) else Pass()
            suits = [a for a in legal if isinstance(a, NameSuit)]
            good = [a for a in suits if good_trump(hand, a.suit)]
            if good:
                return good[0]
            return Pass() if Pass() in legal else rng.choice(suits)
        if phase is Phase.CONCESSION:
            return PlayOn() if ConcedeFifty() in legal else RefuseConcession()
        if phase is Phase.BEFORE_LEAD:
            for a in legal:
                if isinstance(a, ClaimWin):
                    return a
                if isinstance(a, ClaimRedeal) and a.reason is RedealReason.FOUR_SEVENS:
                    return a
            return ExchangeSeven() if ExchangeSeven() in legal else Ready()
        if phase is Phase.DAVE:
            return AcceptDave()
        declares = [a for a in legal if isinstance(a, Declare)]
        if declares and rng.random() < 0.7:
            return declares[0]
        return self._card(view, [a for a in legal if isinstance(a, PlayCard)], rng)

    def _card(self, view: SeatView, plays: list[PlayCard], rng: random.Random) -> Action:
        plain = [a for a in plays if not a.bella]
        choice = self._pick(view, plain, rng)
        bella = PlayCard(choice.card, True)
        return bella if bella in plays else choice

    def _pick(self, view: SeatView, plays: list[PlayCard], rng: random.Random) -> PlayCard:
        if rng.random() < 0.3:
            return rng.choice(plays)
        tr, points = contract_tables(view)
        strength = tr.strength

        def low(a: PlayCard) -> tuple[int, int]:
            return points[a.card.index], strength[a.card.index]

        if not view.trick:
            return max(plays, key=low) if rng.random() < 0.4 else min(plays, key=low)
        trick = [c.index for _, c in view.trick]
        best = trick[best_position(tr, trick)]
        led = trick[0] >> 3
        winners = [a for a in plays if tr.beats(a.card.index, best, led)]
        if winners and rng.random() < 0.5:
            return max(winners, key=low)
        return min(plays, key=low)


__all__ = ["EasyBot", "good_trump"]
