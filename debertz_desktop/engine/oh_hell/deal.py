"""One deal of Oh Hell: the deal, the turned trump, the bidding and the tricks (OH_HELL §3–§5).

Hands are ``int`` bit masks over the 52 card indices (``pack.py``); within a
suit a higher index is a higher card, so the best card of a suit in a trick is
the one with the highest index.  ``apply`` checks an action against the legal
ones and explains a refusal by the rule it breaks.
"""

from __future__ import annotations

from ..errors import QT_TRANSLATE_NOOP as _
from ..errors import IllegalActionError
from ..events import ActionTaken, CardPlayed, Event, TrickTaken
from ..pack import PACK, RANKS, SUIT_MASKS, index_list
from ..phase import Phase
from .actions import BIDS, PLAYS, Bid, PlayCard
from .events import BiddingClosed
from .rules import OhHellRules


class OhHellDeal:
    """The state of one deal; ``Game`` strings deals together and scores them."""

    __slots__ = ("bids", "dealer", "first_leader", "hand_size", "hands", "number", "phase",
                 "played", "rules", "start_hands", "taken", "to_act", "trick", "trick_seats",
                 "tricks", "trump", "turned")

    def __init__(self, rules: OhHellRules, number: int, dealer: int, deck: list[int]) -> None:
        n = rules.players
        k = rules.hand_size(number)
        self.rules = rules
        self.number = number
        self.dealer = dealer
        self.hand_size = k
        hands = [0] * n
        for i in range(k * n):  # one at a time, clockwise from the dealer's left (§3)
            hands[(dealer + 1 + i) % n] |= 1 << deck[i]
        self.hands = hands
        self.start_hands = tuple(hands)
        #: The turned card's index, or ``None`` in a deal without trumps (§3, §9).
        self.turned: int | None = deck[k * n] if rules.has_trump(number) else None
        self.trump: int | None = None if self.turned is None else self.turned // RANKS
        self.bids: list[int | None] = [None] * n
        self.phase = Phase.BIDDING
        self.first_leader = (dealer + 1) % n  # bids first and leads first (§4, §5, §9)
        self.to_act = self.first_leader
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        #: Finished tricks: (leader, seats in order, card indices in order, winner).
        self.tricks: list[tuple[int, tuple[int, ...], tuple[int, ...], int]] = []
        self.taken = [0] * n
        self.played = 0

    # -- what may be done ------------------------------------------------------------------

    def forbidden_bid(self) -> int | None:
        """The bid the dealer may not make under ``dealer_restriction`` (§4, §9), if any."""
        if not self.rules.dealer_restriction or self.to_act != self.dealer \
                or self.phase is not Phase.BIDDING:
            return None
        left = self.hand_size - sum(b for b in self.bids if b is not None)
        return left if 0 <= left <= self.hand_size else None

    def legal_actions(self, seat: int) -> list:
        if seat != self.to_act:
            return []
        if self.phase is Phase.BIDDING:
            forbidden = self.forbidden_bid()
            return [BIDS[b] for b in range(self.hand_size + 1) if b != forbidden]
        if self.phase is Phase.PLAY:
            return [PLAYS[i] for i in index_list(self.playable(seat))]
        return []

    def playable(self, seat: int) -> int:
        """The mask of the cards ``seat`` may play now: the suit led if he has it (§5)."""
        hand = self.hands[seat]
        if self.trick:
            follow = hand & SUIT_MASKS[self.trick[0] // RANKS]
            if follow:
                return follow
        return hand

    # -- doing it ---------------------------------------------------------------------------

    def apply(self, seat: int, action: object) -> list[Event]:
        if self.phase is Phase.OVER:
            raise IllegalActionError(_("Rules", "the deal is over"), "§5")
        if seat != self.to_act:
            raise IllegalActionError(_("Rules", "it is not your turn: seat {seat} is to act"),
                                     "§4" if self.phase is Phase.BIDDING else "§5",
                                     seat=str(self.to_act))
        if self.phase is Phase.BIDDING:
            if not isinstance(action, Bid):
                raise IllegalActionError(_("OhHellRules", "first every player bids how many "
                                           "tricks he will take"), "§4")
            return self._bid(seat, action.tricks)
        if not isinstance(action, PlayCard):
            raise IllegalActionError(_("OhHellRules", "the bidding is over: play a card"), "§5")
        return self._play(seat, action.card.index)

    def _bid(self, seat: int, tricks: int) -> list[Event]:
        if not 0 <= tricks <= self.hand_size:
            raise IllegalActionError(_("OhHellRules", "a bid is a number of tricks from 0 to "
                                       "{cards}, the cards in your hand"), "§4",
                                     cards=str(self.hand_size))
        if tricks == self.forbidden_bid():
            raise IllegalActionError(_("OhHellRules", "the dealer may not bid {bid}: the bids "
                                       "would add up to the number of tricks in the deal "
                                       "({cards})"), "§4",
                                     bid=str(tricks), cards=str(self.hand_size))
        self.bids[seat] = tricks
        events: list[Event] = [ActionTaken(seat, BIDS[tricks])]
        n = self.rules.players
        if seat == self.dealer:  # the dealer bids last
            total = sum(self.bids)  # type: ignore[arg-type]
            self.phase = Phase.PLAY
            self.to_act = self.first_leader
            events.append(BiddingClosed(total, self.hand_size, total - self.hand_size))
        else:
            self.to_act = (seat + 1) % n
        return events

    def _play(self, seat: int, index: int) -> list[Event]:
        bit = 1 << index
        if not self.hands[seat] & bit:
            raise IllegalActionError(_("Rules", "you do not hold {card}"), "§5",
                                     card=PACK[index].symbol_text)
        if not self.playable(seat) & bit:
            led = PACK[self.trick[0]].suit
            raise IllegalActionError(_("OhHellRules", "you must follow suit: {suit} was led"),
                                     "§5", suit=led.symbol)
        self.hands[seat] ^= bit
        self.trick.append(index)
        self.trick_seats.append(seat)
        self.played += 1
        events: list[Event] = [CardPlayed(seat, PACK[index])]
        n = self.rules.players
        if len(self.trick) < n:
            self.to_act = (seat + 1) % n
            return events
        winner = self.trick_seats[trick_winner(self.trick, self.trump)]
        self.taken[winner] += 1
        self.tricks.append((self.trick_seats[0], tuple(self.trick_seats), tuple(self.trick),
                            winner))
        last = len(self.tricks) == self.hand_size
        events.append(TrickTaken(winner, tuple(PACK[i] for i in self.trick), 0, last))
        self.trick = []
        self.trick_seats = []
        if last:
            self.phase = Phase.OVER
            self.to_act = -1
        else:
            self.to_act = winner
        return events

    # -- reading -------------------------------------------------------------------------

    @property
    def leader(self) -> int:
        """Who leads (or led) the current trick."""
        if self.trick_seats:
            return self.trick_seats[0]
        return self.tricks[-1][3] if self.tricks else self.first_leader


def trick_winner(trick: list[int] | tuple[int, ...], trump: int | None) -> int:
    """The position in ``trick`` of the card that takes it (§5): the highest trump, or the
    highest card of the suit led."""
    best = 0
    best_card = trick[0]
    best_suit = best_card // RANKS
    for position in range(1, len(trick)):
        card = trick[position]
        suit = card // RANKS
        if suit == best_suit:
            if card > best_card:
                best, best_card = position, card
        elif suit == trump:
            best, best_card, best_suit = position, card, suit
    return best
