"""One deal of Magistr: the deal, the first lead, the banks and an early end (MASTER §4–§7).

Hands are ``int`` masks over the 52-card pack's indices (only the 36 cards
from the six up are dealt).  Each bank is a :class:`~.bank.Bank`; a card's
trump level comes from the trumps chosen for the game (§3), which the deal is
given as one suit per seat (``own``) or the common suits with their levels.
``apply`` checks an action against the legal ones and explains a refusal by the
rule it breaks.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..card_play import PLAYS, PlayCard
from ..errors import QT_TRANSLATE_NOOP as _
from ..errors import IllegalActionError
from ..events import CardPlayed, Event, TrickTaken
from ..pack import PACK, PackCard, PackRank, Suit, index_list
from ..phase import Phase
from .bank import TAKING, Bank, Way
from .cards import DECK, position
from .rules import FirstLead, MagistrRules, OwnTrumpScope, TrumpMode
from .subgames import Scores, subgame


class Trumps:
    """The trumps of a game (§3): each card's trump level as played by a seat."""

    def __init__(self, rules: MagistrRules, suits: Sequence[Suit | None]) -> None:
        """``suits``: one per seat under ``own`` (his trump), else the common suits named."""
        self.rules = rules
        self.suits = tuple(suits)
        mode = rules.trump_mode
        self._common: dict[Suit, int] = {}
        if mode in (TrumpMode.ONE_COMMON, TrumpMode.TWO_COMMON):
            self._common = {s: 1 for s in self.suits if s is not None}
        elif mode is TrumpMode.SENIOR_JUNIOR:
            self._common = {rules.senior_trump: 2, rules.junior_trump: 1}
        elif mode is TrumpMode.OWN and rules.own_trump_scope is OwnTrumpScope.EVERYONE:
            self._common = {s: 1 for s in self.suits if s is not None}

    def level(self, card: PackCard, seat: int) -> int:
        """0 ordinary, 1 trump (or junior trump), 2 senior trump."""
        return self.suit_level(card.suit, seat)

    def suit_level(self, suit: Suit, seat: int) -> int:
        if self.rules.trump_mode is TrumpMode.OWN \
                and self.rules.own_trump_scope is OwnTrumpScope.OWNER_ONLY:
            return int(self.suits[seat] is suit)
        return self._common.get(suit, 0)

    def owner_of(self, suit: Suit) -> int | None:
        """Whose own trump ``suit`` is (``own``), if anyone's."""
        if self.rules.trump_mode is not TrumpMode.OWN:
            return None
        return next((s for s, mine in enumerate(self.suits) if mine is suit), None)


class MagistrDeal:
    """The state of one deal; ``MagistrGame`` strings deals together and scores them."""

    def __init__(self, rules: MagistrRules, number: int, dealer: int, deck: Sequence[int],
                 trumps: Trumps) -> None:
        n = rules.players
        k = rules.hand_size(number)
        self.rules = rules
        self.number = number
        self.dealer = dealer
        self.hand_size = k
        self.trumps = trumps
        self.subgame = subgame(number)
        hands = [0] * n
        for i in range(k * n):  # one at a time, clockwise from the dealer's left (§4)
            hands[(dealer + 1 + i) % n] |= 1 << deck[i]
        self.hands = hands
        self.start_hands = tuple(hands)
        #: Cards set aside in a 2- or 3-player "All" deal: they take no part (§4).
        self.aside = sum(1 << deck[i] for i in range(k * n, len(deck)))
        self.first_leader = self._first_leader()
        self.to_act = self.first_leader
        self.phase = Phase.PLAY
        self.bank = Bank(common_levels=rules.common_trumps)
        #: Finished banks: (taker, cards in play order, seats in play order, ways).
        self.banks: list[tuple[int, tuple[PackCard, ...], tuple[int, ...],
                               tuple[Way | None, ...]]] = []
        self.taken = [0] * n  # masks of the cards each seat took
        self.tricks = [0] * n
        #: The mask of the sub-game's scoring cards.
        self.scoring = sum(1 << i for i in self.subgame.scoring_cards(rules))
        self.ended_early = False

    def _first_leader(self) -> int:
        """The holder of the lowest diamond dealt, or the dealer's left (§5, §11.1)."""
        n = self.rules.players
        left = (self.dealer + 1) % n
        if (self.rules.first_lead is FirstLead.LOWEST_DIAMOND_FIRST_DEAL and self.number != 1):
            return left
        diamonds = [c for c in DECK if c.suit is Suit.DIAMONDS
                    and any(h >> c.index & 1 for h in self.hands)]
        if not diamonds:
            return left
        lowest = min(diamonds, key=position)
        return next(s for s in range(n) if self.hands[s] >> lowest.index & 1)

    # -- what may be played ------------------------------------------------------------------

    @property
    def tricks_in_deal(self) -> int:
        return self.hand_size

    @property
    def tricks_played(self) -> int:
        return len(self.banks)

    @property
    def remaining_tricks(self) -> int:
        """КВОП: tricks not played because the deal ended early (§7, §8)."""
        return self.hand_size - len(self.banks) if self.phase is Phase.OVER else 0

    def level(self, card: PackCard, seat: int) -> int:
        return self.trumps.level(card, seat)

    def playable(self, seat: int) -> list[PackCard]:
        """The cards ``seat`` may lay now (§5): the leader any; after him a card that beats,
        or one of the main suit or of the main card's value if he has one, else any — and an
        eight of another suit only without a card of the main suit."""
        hand = [PACK[i] for i in index_list(self.hands[seat])]
        bank = self.bank
        if not bank.cards:
            return hand
        main = bank.main_card
        has_main = any(c.suit is bank.main_suit for c in hand)
        allowed = [c for c in hand if not (c.rank is PackRank.EIGHT and c.suit is not
                                           bank.main_suit and has_main)]
        beating = [c for c in allowed if bank.assess(c, self.level(c, seat)) in TAKING]
        if self.rules.must_beat and beating:
            return beating
        followers = [c for c in allowed if c.suit is bank.main_suit or c.rank is main.rank]
        if not followers:
            return allowed
        chosen = set(beating) | set(followers)
        return [c for c in allowed if c in chosen]

    def legal_actions(self, seat: int) -> list:
        if seat != self.to_act or self.phase is not Phase.PLAY:
            return []
        return [PLAYS[c.index] for c in self.playable(seat)]

    # -- playing -------------------------------------------------------------------------------

    def apply(self, seat: int, action: object) -> list[Event]:
        if self.phase is Phase.OVER:
            raise IllegalActionError(_("Rules", "the deal is over"), "§5")
        if seat != self.to_act:
            raise IllegalActionError(_("Rules", "it is not your turn: seat {seat} is to act"),
                                     "§5", seat=str(self.to_act))
        if not isinstance(action, PlayCard):
            raise IllegalActionError(_("Magistr", "the trumps are chosen: play a card"), "§5")
        card = action.card
        if not self.hands[seat] >> card.index & 1:
            raise IllegalActionError(_("Rules", "you do not hold {card}"), "§5",
                                     card=card.symbol_text)
        if card not in self.playable(seat):
            raise self._why_not(seat, card)
        return self._lay(seat, card)

    def _why_not(self, seat: int, card: PackCard) -> IllegalActionError:
        bank = self.bank
        if card.rank is PackRank.EIGHT and card.suit is not bank.main_suit:
            return IllegalActionError(_("Magistr", "an eight of another suit may be played only "
                                        "without a card of the main suit {suit}"), "§5",
                                      suit=bank.main_suit.symbol)  # type: ignore[union-attr]
        if self.rules.must_beat:
            return IllegalActionError(_("Magistr", "you must beat the bank: you hold a card "
                                        "that beats {top}"), "§5",
                                      top=bank.top_card.symbol_text)
        return IllegalActionError(_("Magistr", "this card does not beat {top}: play a card of "
                                    "the main suit {suit} or of the main card's value {rank}"),
                                  "§5", top=bank.top_card.symbol_text,
                                  suit=bank.main_suit.symbol,  # type: ignore[union-attr]
                                  rank=bank.main_card.rank.text)

    def _lay(self, seat: int, card: PackCard) -> list[Event]:
        self.hands[seat] ^= 1 << card.index
        self.bank.add(card, self.level(card, seat), seat)
        events: list[Event] = [CardPlayed(seat, card)]
        n = self.rules.players
        if len(self.bank.cards) < n:
            self.to_act = (seat + 1) % n
            return events
        bank = self.bank
        taker = bank.holder
        cards = tuple(bank.cards)
        self.banks.append((taker, cards, tuple(bank.seats), tuple(bank.ways)))
        for c in cards:
            self.taken[taker] |= 1 << c.index
        self.tricks[taker] += 1
        self.bank = Bank(common_levels=self.rules.common_trumps)
        done = len(self.banks) == self.hand_size
        if not done and self.subgame.can_end_early(self.rules):
            still = self.scoring & ~(self.taken_mask)
            done = not still
            self.ended_early = done
        events.append(TrickTaken(taker, cards, 0, done))
        if done:
            self.phase = Phase.OVER
            self.to_act = -1
        else:
            self.to_act = taker
        return events

    @property
    def taken_mask(self) -> int:
        out = 0
        for m in self.taken:
            out |= m
        return out

    @property
    def played_out(self) -> bool:
        return self.phase is Phase.OVER and not self.ended_early

    def bank_log(self) -> list[tuple[int, tuple[PackCard, ...]]]:
        return [(taker, cards) for taker, cards, _seats, _ways in self.banks]

    @property
    def counts_tricks(self) -> bool:
        return self.subgame.scores is Scores.TRICKS
