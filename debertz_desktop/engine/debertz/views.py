"""What one seat may know (RULES §3–§8): its own cards and everything shown at the table.

A :class:`SeatView` is a frozen snapshot.  It is what a computer player, a
network client and the table widget receive; it never holds another seat's
hidden card.  Cards of other seats appear only when the rules showed them
(``known_cards``): the turned card a player took, an exchanged trump seven,
the winning combination, the partner card of a bella declared early.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..phase import Phase
from .actions import Action, ClaimFinish
from .cards import CARDS, Card, Contract, Rank, Suit, cards_of
from .claims import FinishCount
from .combinations import Combination, CombinationKind
from .deal import Deal
from .rules import RuleSet
from .sheet import DealRow


@dataclass(frozen=True, slots=True)
class TrickRecord:
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int


@dataclass(frozen=True, slots=True)
class Announcement:
    seat: int
    kind: CombinationKind
    top: Rank


@dataclass(frozen=True)
class SeatView:
    rules: RuleSet
    seat: int
    names: tuple[str, ...]
    deal_number: int
    dealer: int
    phase: Phase
    #: The seat to act (``None`` when the game is over).
    to_act: int | None
    legal_actions: tuple[Action, ...]
    #: The seat's own cards, sorted by suit and natural rank.
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    turned_card: Card
    #: Who took the turned card into his hand, if anyone.
    turned_card_holder: int | None
    #: The card lying face up on the table (the turned card or an exchanged seven).
    table_card: Card | None
    bottom_card: Card | None
    #: Cards still in the stock (not dealt).
    stock_size: int
    forced: bool
    bids: tuple[tuple[int, Action], ...]
    maker: int | None
    contract: Contract | None
    trump: Suit | None
    exchanged_by: int | None
    #: The seat's own cards when play began (for its combinations and bella).
    start_hand: tuple[Card, ...]
    #: The seat's own cards of the first deal (before the buy-in).
    first_cards: tuple[Card, ...]
    announcements: tuple[Announcement, ...]
    #: Combinations shown after the comparison (the winning side's), with their owner.
    shown_combinations: tuple[tuple[int, Combination], ...]
    combination_winner_side: int | None
    bellas: tuple[tuple[int, Suit], ...]
    #: Cards of each seat known to every player and not yet played.
    known_cards: tuple[tuple[Card, ...], ...]
    leader: int | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[TrickRecord, ...]
    tricks_taken: tuple[int, ...]
    points_taken: tuple[int, ...]
    scores: tuple[int, ...]
    hanging_pool: int
    rows: tuple[DealRow, ...]
    winner_side: int | None
    stake: int
    #: What a finish claim would count for the seat's side now, while the seat may
    #: claim it (RULES §8.7, §15): shown before the claim is made.
    finish: FinishCount | None = None

    @property
    def played_cards(self) -> tuple[Card, ...]:
        out = [c for t in self.tricks for _, c in t.plays]
        out.extend(c for _, c in self.trick)
        return tuple(out)


def seat_view(deal: Deal, seat: int, *, names: tuple[str, ...], scores: Sequence[int],
              hanging_pool: int, rows: Sequence[DealRow],
              winner_side: int | None) -> SeatView:
    """What ``seat`` may know of ``deal``; the rest (names, the sheet) comes from the game.

    ``Game.view`` calls it; this module sits below the game and does not import it.
    """
    rules = deal.rules
    n = rules.players
    start_hands = deal.start_hands  # None until the first lead
    in_play = start_hands is not None
    announcements: list[Announcement] = []
    shown: tuple[tuple[int, Combination], ...] = ()
    bellas: tuple[tuple[int, Suit], ...] = ()
    tricks: tuple[TrickRecord, ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()
    leader = None
    tricks_taken = points_taken = (0,) * rules.sides
    start_hand: tuple[Card, ...] = ()
    if start_hands is not None:
        for s in range(n):
            announcements.extend(Announcement(s, c.kind, c.top) for c in deal.declared[s])
        if deal.compared and deal.combo_winner is not None:
            shown = tuple((s, c) for s in range(n) if rules.side_of(s) == deal.combo_winner
                          for c in deal.declared[s])
        bellas = tuple((b[0], Suit(b[1])) for b in deal.bellas)
        tricks = tuple(
            TrickRecord(lead, tuple((s, CARDS[c]) for s, c in zip(seats, cards, strict=True)),
                        winner, sum(deal.points[c] for c in cards))
            for lead, cards, seats, winner in deal.tricks
        )
        trick = tuple((s, CARDS[c]) for s, c in zip(deal.trick_seats, deal.trick, strict=True))
        leader = deal.trick_seats[0] if deal.trick_seats else (
            deal.tricks[-1][3] if deal.tricks else deal.first_leader)
        tricks_taken = tuple(deal.side_tricks)
        points_taken = tuple(deal.side_points)
        start_hand = tuple(cards_of(start_hands[seat]))
    known = tuple(
        () if s == seat else tuple(cards_of(deal.revealed[s] & deal.hands[s])) for s in range(n)
    )
    legal = tuple(deal.legal_actions(seat))
    finish = (deal.finish_count(rules.side_of(seat))
              if any(type(a) is ClaimFinish for a in legal) else None)
    return SeatView(
        rules=rules, seat=seat, names=names, deal_number=deal.number, dealer=deal.dealer,
        # the game's last deal is over exactly when the game is: no seat is to act
        phase=deal.phase, to_act=None if deal.to_act < 0 else deal.to_act,
        legal_actions=legal,
        hand=tuple(cards_of(deal.hands[seat])),
        hand_sizes=tuple(h.bit_count() for h in deal.hands),
        turned_card=CARDS[deal.turned], turned_card_holder=deal.turned_holder,
        table_card=CARDS[deal.table_card] if deal.table_card is not None else None,
        bottom_card=CARDS[deal.bottom_card] if deal.bottom_card is not None else None,
        stock_size=len(deal.stock),
        forced=deal.forced, bids=tuple(deal.bids), maker=deal.maker, contract=deal.contract,
        trump=deal.trump, exchanged_by=deal.exchange[0] if deal.exchange else None,
        start_hand=start_hand, first_cards=tuple(cards_of(deal.first_cards[seat])),
        announcements=tuple(announcements), shown_combinations=shown,
        combination_winner_side=deal.combo_winner if in_play and deal.compared else None,
        bellas=bellas, known_cards=known, leader=leader, trick=trick, tricks=tricks,
        tricks_taken=tricks_taken, points_taken=points_taken,
        scores=tuple(scores), hanging_pool=hanging_pool,
        rows=tuple(rows), winner_side=winner_side, stake=deal.stake, finish=finish,
    )
