"""What one Oh Hell seat may know (OH_HELL §3–§5): its own cards and everything shown.

An :class:`OhHellView` is a frozen snapshot for a computer player, a network
client and the table; it never holds another seat's card before it is played.
Bids are public (§4) and each seat's tricks lie in front of it (§5).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..action import Action
from ..pack import PACK, PackCard, Suit, cards_in
from ..phase import Phase
from ..played import PlayedTrick
from .deal import OhHellDeal
from .rules import OhHellRules
from .sheet import OhHellRow


@dataclass(frozen=True)
class OhHellView:
    rules: OhHellRules
    seat: int
    names: tuple[str, ...]
    deal_number: int
    #: Deals in the game (the last one is played without trumps).
    deal_count: int
    dealer: int
    phase: Phase
    #: The seat to act, ``None`` when the game is over.
    to_act: int | None
    legal_actions: tuple[Action, ...]
    #: The seat's own cards, lowest index first (by suit, then rank).
    hand: tuple[PackCard, ...]
    hand_sizes: tuple[int, ...]
    #: Cards each player was dealt this deal.
    cards_per_player: int
    turned_card: PackCard | None
    trump: Suit | None
    #: Each seat's bid, ``None`` until it has bid.
    bids: tuple[int | None, ...]
    #: The bid the dealer may not make now (``dealer_restriction``), if any.
    forbidden_bid: int | None
    leader: int | None
    trick: tuple[tuple[int, PackCard], ...]
    tricks: tuple[PlayedTrick, ...]
    tricks_taken: tuple[int, ...]
    #: Running totals before this deal is scored.
    scores: tuple[int, ...]
    rows: tuple[OhHellRow, ...]
    #: Places once the game is over (shared for ties), else ``None``.
    places: tuple[int, ...] | None

    @property
    def over_under(self) -> int | None:
        """Bids minus tricks once every seat has bid (§4), else ``None``."""
        if any(b is None for b in self.bids):
            return None
        return sum(self.bids) - self.cards_per_player  # type: ignore[arg-type]

    @property
    def played_cards(self) -> tuple[PackCard, ...]:
        out = [c for t in self.tricks for _, c in t.plays]
        out.extend(c for _, c in self.trick)
        return tuple(out)


def oh_hell_view(deal: OhHellDeal, seat: int, *, names: tuple[str, ...],
                 scores: tuple[int, ...], rows: tuple[OhHellRow, ...],
                 places: tuple[int, ...] | None) -> OhHellView:
    """What ``seat`` may know of ``deal``; the game adds the names and the sheet."""
    tricks = tuple(
        PlayedTrick(leader, tuple((s, PACK[c]) for s, c in zip(seats, cards, strict=True)),
                    winner)
        for leader, seats, cards, winner in deal.tricks
    )
    in_play = deal.phase is not Phase.BIDDING
    return OhHellView(
        rules=deal.rules, seat=seat, names=names, deal_number=deal.number,
        deal_count=deal.rules.deal_count, dealer=deal.dealer, phase=deal.phase,
        to_act=None if deal.to_act < 0 else deal.to_act,
        legal_actions=tuple(deal.legal_actions(seat)),
        hand=tuple(cards_in(deal.hands[seat])),
        hand_sizes=tuple(h.bit_count() for h in deal.hands),
        cards_per_player=deal.hand_size,
        turned_card=None if deal.turned is None else PACK[deal.turned],
        trump=None if deal.trump is None else Suit(deal.trump),
        bids=tuple(deal.bids), forbidden_bid=deal.forbidden_bid(),
        leader=deal.leader if in_play else None,
        trick=tuple((s, PACK[c]) for s, c in zip(deal.trick_seats, deal.trick, strict=True)),
        tricks=tricks, tricks_taken=tuple(deal.taken), scores=scores, rows=rows, places=places,
    )
