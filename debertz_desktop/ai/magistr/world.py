"""One deal of Magistr with every hand known — a sampled world — cheap to copy and play out.

The computer players search deals whose hidden hands they have dealt
themselves (``worlds.py``).  A :class:`World` holds the hands as masks, the
finished banks and the bank being played as the engine's own
:class:`~debertz_desktop.engine.magistr.bank.Bank`: every question of who
beats, kills or takes goes to ``Bank.assess``/``Bank.add`` (MASTER §6), never
to a rule written here.  What a seat may play is §5's follow rule, the same
as ``MagistrDeal.playable`` (``tests/ai/magistr`` checks the two agree move
for move), and a finished deal is scored by the engine's ``deal_points`` (§7).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.magistr.bank import TAKING, Bank, Way
from ...engine.magistr.rules import MagistrRules
from ...engine.magistr.subgames import SubGame, deal_points, subgame
from ...engine.magistr.views import MagistrView
from ...engine.pack import PACK, index_list
from .cards import EIGHTS, RANK_MASK, SUIT, SUIT_MASK

#: A legal card with what it would do to the bank (a way of §6.3, a kill, ``None``: a discard).
Option = tuple[int, "Way | None"]


def clone_bank(bank: Bank) -> Bank:
    """A copy of ``bank`` that can be laid on without touching the original."""
    new = Bank.__new__(Bank)
    new.__dict__.update(bank.__dict__)
    new.cards = bank.cards[:]
    new.levels = bank.levels[:]
    new.seats = bank.seats[:]
    new.ways = bank.ways[:]
    new.beaten_positions = bank.beaten_positions[:]
    return new


class World:
    """A deal in progress with all hands known."""

    __slots__ = ("bank", "can_end_early", "common", "ended_early", "gone", "hand_size", "hands",
                 "levels", "log", "must_beat", "n", "number", "over", "positive", "rules",
                 "scoring", "subgame", "taken", "to_act", "tricks")

    def __init__(self, rules: MagistrRules, number: int, hands: Sequence[int],
                 levels: Sequence[Sequence[int]]) -> None:
        """A deal of ``number`` about to start, led by nobody yet (set ``to_act``)."""
        self.rules = rules
        self.n = rules.players
        self.number = number
        self.hand_size = rules.hand_size(number)
        self.subgame: SubGame = subgame(number)
        self.positive = rules.is_positive(number)
        self.scoring = sum(1 << i for i in self.subgame.scoring_cards(rules))
        self.can_end_early = self.subgame.can_end_early(rules)
        self.common = rules.common_trumps
        self.must_beat = rules.must_beat
        self.levels = tuple(tuple(lv) for lv in levels)
        self.hands = list(hands)
        self.bank = Bank(common_levels=self.common)
        self.taken = [0] * self.n
        self.tricks = [0] * self.n
        #: Finished banks: (taker, cards) — the engine's ``bank_log`` shape.
        self.log: list[tuple[int, tuple]] = []
        self.gone = 0
        self.to_act = 0
        self.over = False
        self.ended_early = False

    @classmethod
    def from_view(cls, view: MagistrView, hands: Sequence[int]) -> World:
        """The deal of ``view`` with ``hands`` (the view's own hand in its seat)."""
        world = cls(view.rules, view.deal_number, hands, view.levels)
        for b in view.banks:
            cards = tuple(p.card for p in b.plays)
            world.log.append((b.taker, cards))
            m = 0
            for c in cards:
                m |= 1 << c.index
            world.taken[b.taker] |= m
            world.tricks[b.taker] += 1
            world.gone |= m
        for p in view.bank:
            world.bank.add(p.card, view.levels[p.seat][p.card.suit], p.seat)
        world.to_act = view.to_act if view.to_act is not None else -1
        world.over = view.to_act is None
        return world

    def copy(self) -> World:
        new = World.__new__(World)
        new.rules = self.rules
        new.n = self.n
        new.number = self.number
        new.hand_size = self.hand_size
        new.subgame = self.subgame
        new.positive = self.positive
        new.scoring = self.scoring
        new.can_end_early = self.can_end_early
        new.common = self.common
        new.must_beat = self.must_beat
        new.levels = self.levels
        new.hands = self.hands[:]
        new.bank = clone_bank(self.bank)
        new.taken = self.taken[:]
        new.tricks = self.tricks[:]
        new.log = self.log[:]
        new.gone = self.gone
        new.to_act = self.to_act
        new.over = self.over
        new.ended_early = self.ended_early
        return new

    # -- reading -------------------------------------------------------------------------------

    @property
    def cards_left(self) -> int:
        return sum(h.bit_count() for h in self.hands)

    def options(self, seat: int) -> list[Option]:
        """``seat``'s legal cards (§5) with what each would do to the bank (§6)."""
        hand = self.hands[seat]
        bank = self.bank
        if not bank.cards:
            return [(c, Way.LEAD) for c in index_list(hand)]
        lv = self.levels[seat]
        sm = SUIT_MASK[bank.main_suit]
        allowed = hand & ~(EIGHTS & ~sm) if hand & sm else hand
        follow = allowed & (sm | RANK_MASK[bank.cards[0].rank])
        assess = bank.assess
        out = [(c, assess(PACK[c], lv[SUIT[c]])) for c in index_list(allowed)]
        if self.must_beat:
            beating = [o for o in out if o[1] in TAKING]
            if beating:
                return beating
        if not follow:
            return out
        return [o for o in out if o[1] in TAKING or follow >> o[0] & 1]

    def legal(self, seat: int) -> list[int]:
        return [c for c, _ in self.options(seat)]

    # -- playing -------------------------------------------------------------------------------

    def play(self, card: int) -> None:
        """The seat to act lays ``card``; a complete bank is taken (§6.5), a deal may end (§7)."""
        seat = self.to_act
        self.hands[seat] ^= 1 << card
        bank = self.bank
        bank.add(PACK[card], self.levels[seat][SUIT[card]], seat)
        n = self.n
        if len(bank.cards) < n:
            self.to_act = seat + 1 if seat + 1 < n else 0
            return
        taker = bank.holder
        cards = tuple(bank.cards)
        m = 0
        for c in cards:
            m |= 1 << c.index
        self.taken[taker] |= m
        self.tricks[taker] += 1
        self.gone |= m
        self.log.append((taker, cards))
        self.bank = Bank(common_levels=self.common)
        self.to_act = taker
        if len(self.log) == self.hand_size:
            self.over = True
        elif self.can_end_early and not self.scoring & ~self.gone:
            self.over = self.ended_early = True

    def points(self) -> tuple[int, ...]:
        """What each seat scores in the deal (§7); the deal must be over."""
        return deal_points(self.rules, self.number, self.taken, self.tricks, self.log,
                           self.over and not self.ended_early)


__all__ = ["Option", "World", "clone_bank"]
