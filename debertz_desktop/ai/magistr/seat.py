"""What a Magistr seat knows of the hidden hands, read from its :class:`MagistrView` alone.

Every bank is played face up (MASTER §5), so the cards played are known, and
the follow rule tells more.  A player who does not beat must play a card of
the main suit or of the main card's value if he holds one (§5), so a discard
of neither shows that he holds no card of the main suit and none of the main
card's value.  An eight of another suit may be played only without a card of
the main suit, so such an eight shows the same void.  Under ``must_beat`` a
card that does not beat shows that he held no card that would have (one of
the other suit's eights only if he was void).  The first lead goes to the
lowest diamond dealt (§5), so in a deal of the whole deck the first leader was
dealt the six of diamonds; in a 2- or 3-player "All" deal it is checked of
each sampled world (``first_lead_consistent``).  Cards set aside in such a
deal are unknown, like the others' hands.

The banks are replayed on the engine's own :class:`Bank` to know the main
suit at each card (an eight may change it, §6.3 d) and what else would have
beaten.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.magistr.bank import TAKING, Bank
from ...engine.magistr.rules import FirstLead, MagistrRules
from ...engine.magistr.views import BankPlay, MagistrView
from ...engine.pack import PACK, PackRank, Suit, index_list, mask_of
from .cards import ALL36, POS, RANK_MASK, SIX_OF_DIAMONDS, SUIT, SUIT_MASK

_DIAMONDS = SUIT_MASK[Suit.DIAMONDS]


@dataclass(frozen=True)
class Knowledge:
    """What ``seat`` knows of where the cards are in the deal it is playing."""

    seat: int
    players: int
    #: The seat's own hand, every card played this deal (the bank in progress included).
    hand: int
    played: int
    #: Cards in no known place: the other hands and, in a small "All" deal, the cards set aside.
    unknown: int
    #: Cards each seat holds now.
    sizes: tuple[int, ...]
    #: Per seat, cards it cannot hold (voids shown by the follow rule); per seat, cards it must.
    forbidden: tuple[int, ...]
    forced: tuple[int, ...]
    #: Per seat, the cards it played this deal.
    played_by: tuple[int, ...]
    #: The first leader must have been dealt the lowest diamond (checked per world), or None.
    first_leader: int | None
    left_of_dealer: int

    @property
    def determined(self) -> bool:
        """Whether every hidden card's place is known: one other hand holds all the unknown
        cards (two players, a deal of the whole deck — the game is then open)."""
        holders = [s for s in range(self.players) if s != self.seat and self.sizes[s]]
        return len(holders) <= 1 and self.unknown.bit_count() == sum(
            self.sizes[s] for s in holders)

    def first_lead_consistent(self, hands: list[int]) -> bool:
        """Whether ``hands`` (now) agree with the first lead (§5) in a deal with cards set aside."""
        if self.first_leader is None:
            return True
        dealt = [(hands[s] | self.played_by[s]) & _DIAMONDS for s in range(self.players)]
        every = 0
        for m in dealt:
            every |= m
        if not every:
            return self.first_leader == self.left_of_dealer
        lowest = min(index_list(every), key=POS.__getitem__)  # the game's order (§11.1)
        return bool(dealt[self.first_leader] >> lowest & 1)


def knowledge_of(view: MagistrView) -> Knowledge:
    """What the seat of ``view`` knows (see the module docstring)."""
    rules = view.rules
    n = rules.players
    hand = mask_of(view.hand)
    played_by = [0] * n
    forbidden = [0] * n
    for b in view.banks:
        _read_bank(b.plays, view, forbidden)
        for p in b.plays:
            played_by[p.seat] |= 1 << p.card.index
    if view.bank:
        _read_bank(view.bank, view, forbidden)
        for p in view.bank:
            played_by[p.seat] |= 1 << p.card.index
    played = 0
    for m in played_by:
        played |= m
    unknown = ALL36 & ~hand & ~played
    forced = [0] * n
    forbidden[view.seat] = 0
    first: int | None = None
    left = (view.dealer + 1) % n
    lead = view.first_leader
    applies = (lead is not None and (rules.first_lead is FirstLead.LOWEST_DIAMOND
                                     or view.deal_number == 1))
    if applies and lead != view.seat:
        if rules.hand_size(view.deal_number) * n == 36:  # the whole deck was dealt
            if unknown & SIX_OF_DIAMONDS:
                forced[lead] |= SIX_OF_DIAMONDS
        else:
            first = lead
    sizes = tuple(view.hand_sizes)
    return Knowledge(seat=view.seat, players=n, hand=hand, played=played, unknown=unknown,
                     sizes=sizes, forbidden=tuple(f & unknown for f in forbidden),
                     forced=tuple(forced), played_by=tuple(played_by), first_leader=first,
                     left_of_dealer=left)


def _read_bank(plays: tuple[BankPlay, ...], view: MagistrView, forbidden: list[int]) -> None:
    """Add to ``forbidden`` what each card of one bank shows (§5)."""
    rules: MagistrRules = view.rules
    bank = Bank(common_levels=rules.common_trumps)
    for i, p in enumerate(plays):
        if i:
            main_suit = bank.main_suit
            main = bank.cards[0]
            card = p.card
            suit_mask = SUIT_MASK[main_suit]
            void = False
            if card.rank is PackRank.EIGHT and card.suit is not main_suit:
                forbidden[p.seat] |= suit_mask
                void = True
            if p.way not in TAKING and card.suit is not main_suit and card.rank is not main.rank:
                forbidden[p.seat] |= suit_mask | RANK_MASK[main.rank]
                void = True
            if rules.must_beat and p.way not in TAKING:
                levels = view.levels[p.seat]
                others_eights = RANK_MASK[PackRank.EIGHT] & ~suit_mask
                for x in index_list(ALL36):
                    if not void and others_eights >> x & 1:
                        continue
                    if bank.assess(PACK[x], levels[SUIT[x]]) in TAKING:
                        forbidden[p.seat] |= 1 << x
        bank.add(p.card, view.levels[p.seat][p.card.suit], p.seat)


__all__ = ["Knowledge", "knowledge_of"]
