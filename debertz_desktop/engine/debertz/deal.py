"""One deal from the shuffle to the last trick (RULES §3–§8, §12).

A :class:`Deal` is a state machine: exactly one seat is to act at a time;
``legal_actions`` lists what it may do and ``apply`` does it, returning the
events.  When the deal is over, :meth:`Deal.outcome` says what happened so
that ``scoring.write_deal`` can write it.  Cards are handled as bit masks.
"""

from __future__ import annotations

from ..errors import QT_TRANSLATE_NOOP, IllegalActionError
from ..phase import Phase
from . import actions as A
from .cards import CARDS, Contract, Rank, Suit, cards_of, points_table
from .claims import SEVENS, FinishCount, any_claim_possible, claims_of
from .combinations import (
    Combination,
    Comparison,
    compare_declarations,
    sequences_in,
)
from .events import (
    ActionTaken,
    BellaDeclared,
    BottomCardShown,
    BuyInDealt,
    CardPlayed,
    CombinationAnnounced,
    CombinationsCompared,
    DaveAnswered,
    DaveOffered,
    Event,
    FinishClaimed,
    RedealClaimed,
    SevenExchanged,
    TrickTaken,
    TrumpFixed,
    WinClaimed,
)
from .refusals import why_illegal
from .rules import (
    AllPass,
    BellaWhen,
    DeclareUntil,
    RuleSet,
)
from .scoring import (
    DealOutcome,
    credited_bellas,
    credited_combinations,
    deal_parts,
    raised_stake,
)
from .sheet import DealKind
from .tricks import TrickRules, illegal_reason, legal_mask

_ = QT_TRANSLATE_NOOP


def _suit_tables(actions: tuple[A.PlayCard, ...]) -> tuple[tuple[tuple[A.PlayCard, ...], ...], ...]:
    """For each suit and each 8-bit pattern of it, the play actions of those cards."""
    return tuple(
        tuple(
            tuple(actions[s * 8 + r] for r in range(8) if pattern >> r & 1)
            for pattern in range(256)
        )
        for s in range(4)
    )


_PLAY_BY_SUIT = _suit_tables(A.PLAY)
#: Events are immutable, so the 4 × 32 "card played" events are made once.
_CARD_PLAYED = tuple(tuple(CardPlayed(seat, c) for c in CARDS) for seat in range(4))
_READY = A.Ready()
_PASS = A.Pass()
_PLAY_TURNED = A.PlayTurned()
_EXCHANGE = A.ExchangeSeven()
_OFFER_DAVE = A.OfferDave()
_FINISH = A.ClaimFinish()
_ROUND_TWO_SUITS = tuple(A.NameSuit(s) for s in Suit)
_NO_TRUMP = A.NameContract(Contract.NO_TRUMP)
_ALL_TRUMP = A.NameContract(Contract.ALL_TRUMP)


class Deal:
    """The state of one deal.  Seats are 0..players-1, play goes to the left (+1)."""

    def __init__(self, rules: RuleSet, number: int, dealer: int, deck: list[int], *,
                 first_bidder: int, forced_maker: int | None = None) -> None:
        self.rules = rules
        self.number = number
        self.dealer = dealer
        self.n = n = rules.players
        self.first_bidder = first_bidder
        self.forced = forced_maker is not None
        self.deck = tuple(deck)
        self.events: list[Event] = []

        # -- the first deal (RULES §3) --
        self.deal_order = [(dealer + 1 + k) % n for k in range(n)]
        hands = [0] * n
        pos = 0
        for count in (3, rules.first_deal_size - 3):
            for seat in self.deal_order:
                for card in deck[pos:pos + count]:
                    hands[seat] |= 1 << card
                pos += count
        self.hands = hands
        self.first_cards = hands[:]
        self.turned = deck[pos]
        self.stock = list(deck[pos + 1:])
        #: The card lying face up on the table (the turned card or an exchanged seven).
        self.table_card: int | None = self.turned
        self.turned_holder: int | None = None
        self.bottom_card: int | None = None
        self.revealed = [0] * n

        self.maker: int | None = None
        self.contract: Contract | None = None
        self.trump: Suit | None = None
        self.bids: list[tuple[int, A.Action]] = []
        self.bid_order = [(first_bidder + k) % n for k in range(n)]
        self.bid_round = 1
        self.bid_pos = 0
        self.exchange: tuple[int, int] | None = None

        self.kind = DealKind.PLAYED
        self.note = ""
        self.claim_side: int | None = None
        self.claim_success = True
        self.claim_points = 0
        self.stake = 1
        self.dave_blocked: int | None = None
        self.dave_offerer: int | None = None
        self.concession_offered = False
        #: The hands when play began (combinations and bella are taken from them);
        #: ``None`` until the first lead.
        self.start_hands: list[int] | None = None
        #: The running totals before this deal; the game sets them (finish claims need them).
        self.scores: list[int] = [0] * rules.sides

        self.phase = Phase.BIDDING
        self.to_act = self.bid_order[0]
        if forced_maker is not None:
            self._fix_trump(forced_maker, Contract.SUIT, Suit(self.turned >> 3))

    # -- the protocol --------------------------------------------------------------------------

    def legal_actions(self, seat: int) -> list[A.Action]:
        if seat != self.to_act or self.phase is Phase.OVER:
            return []
        phase = self.phase
        if phase is Phase.PLAY:
            return self._play_actions(seat)
        if phase is Phase.BIDDING:
            return self._bid_actions(seat)
        if phase is Phase.BEFORE_LEAD:
            return self._before_lead_actions(seat)
        if phase is Phase.CONCESSION:
            if self.concession_offered:
                return [A.AcceptConcession(), A.RefuseConcession()]
            return [A.ConcedeFifty(), A.PlayOn()]
        return [A.AcceptDave(), A.DeclineDave()]

    def apply(self, seat: int, action: A.Action) -> list[Event]:
        """Do ``action`` for ``seat``; raises :class:`IllegalActionError` with the rule."""
        events: list[Event] = []
        self.events = events
        if self.phase is Phase.PLAY and type(action) is A.PlayCard and seat == self.to_act:
            self._play_card(seat, action)
            return events
        if self.phase is Phase.OVER:
            raise IllegalActionError(_("Rules", "the deal is over"), "§10")
        if seat != self.to_act:
            raise IllegalActionError(_("Rules", "it is not your turn: seat {seat} is to act"),
                                     "§2", seat=str(self.to_act))
        if action not in self.legal_actions(seat):
            raise why_illegal(self, seat, action)
        handler = _HANDLERS[type(action)]
        handler(self, seat, action)
        return events

    # -- bidding (RULES §4) --------------------------------------------------------------------

    def _bid_actions(self, seat: int) -> list[A.Action]:
        if self.bid_round == 1:
            return [_PLAY_TURNED, _PASS]
        turned_suit = self.turned >> 3
        out: list[A.Action] = [a for a in _ROUND_TWO_SUITS if a.suit != turned_suit]
        obliged = self.rules.all_pass is AllPass.DEALER_OBLIGATION and seat == self.dealer
        if not obliged:
            if self.rules.contracts_no_trump:
                out.append(_NO_TRUMP)
            if self.rules.contracts_all_trump:
                out.append(_ALL_TRUMP)
            out.append(_PASS)
        return out

    def _on_bid(self, seat: int, action: A.Action) -> None:
        self.bids.append((seat, action))
        self.events.append(ActionTaken(seat, action))
        if isinstance(action, A.PlayTurned):
            self._fix_trump(seat, Contract.SUIT, Suit(self.turned >> 3))
        elif isinstance(action, A.NameSuit):
            self._fix_trump(seat, Contract.SUIT, action.suit)
        elif isinstance(action, A.NameContract):
            self._fix_trump(seat, action.contract, None)
        else:
            self.bid_pos += 1
            if self.bid_pos < self.n:
                self.to_act = self.bid_order[self.bid_pos]
            elif self.bid_round == 1:
                self.bid_round, self.bid_pos = 2, 0
                self.to_act = self.bid_order[0]
            elif self.rules.all_pass is AllPass.NEGATIVE_ROUND:
                self._fix_trump(None, Contract.SUIT, Suit(self.turned >> 3))
            else:
                self._end(DealKind.VOID, "all passed")

    def _fix_trump(self, maker: int | None, contract: Contract, trump: Suit | None) -> None:
        self.maker, self.contract, self.trump = maker, contract, trump
        self.tr = TrickRules.of(self.rules, contract, trump)
        self.points = points_table(contract, trump)
        self.events.append(TrumpFixed(maker, contract, trump))
        if self.rules.concede_fifty and self.n == 2 and maker is not None:
            self.phase = Phase.CONCESSION
            self.to_act = 1 - maker
        else:
            self._buy_in()

    # -- concede fifty (RULES §4) --------------------------------------------------------------

    def _on_concession(self, seat: int, action: A.Action) -> None:
        self.events.append(ActionTaken(seat, action))
        if isinstance(action, A.ConcedeFifty):
            self.concession_offered = True
            self.to_act = self.maker  # type: ignore[assignment]
        elif isinstance(action, A.AcceptConcession):
            self._end(DealKind.CONCEDED, "conceded fifty")
        else:
            self._buy_in()

    # -- the buy-in (RULES §3) -----------------------------------------------------------------

    def _buy_in(self) -> None:
        rules = self.rules
        holder = rules.turned_card_holder(self.dealer, self.maker)
        pos = 0
        for seat in self.deal_order:
            count = rules.buyin_size
            took = seat == holder
            if took:
                self.hands[seat] |= 1 << self.turned
                self.revealed[seat] |= 1 << self.turned
                count -= 1
            for card in self.stock[pos:pos + count]:
                self.hands[seat] |= 1 << card
            pos += count
            self.events.append(BuyInDealt(seat, rules.buyin_size, took))
        self.stock = self.stock[pos:]
        if holder is not None:
            self.table_card = None
            self.turned_holder = holder
        if rules.show_bottom_card and self.n < 4 and self.stock:
            self.bottom_card = self.stock[-1]
            self.events.append(BottomCardShown(CARDS[self.bottom_card]))
        self._start_before_lead()

    # -- before the first lead (RULES §5) ------------------------------------------------------

    def _start_before_lead(self) -> None:
        if self._exchange_possible() or any_claim_possible(self.rules, forced=self.forced):
            self.phase = Phase.BEFORE_LEAD
            self.before_pos = 0
            self.to_act = self.deal_order[0]
        else:
            self._start_play()

    def _exchange_possible(self) -> bool:
        return (self.rules.trump_seven_exchange and self.contract is Contract.SUIT
                and self.trump is not None and self.trump == self.turned >> 3
                and self.table_card == self.turned)

    def _before_lead_actions(self, seat: int) -> list[A.Action]:
        hand = self.hands[seat]
        out: list[A.Action] = []
        if self._exchange_possible() and hand >> (8 * self.trump) & 1:  # type: ignore[operator]
            out.append(_EXCHANGE)
        out.extend(claims_of(self.rules, hand, self.first_cards[seat], self.contract, self.trump,
                             forced=self.forced))
        out.append(_READY)
        return out

    def _on_before_lead(self, seat: int, action: A.Action) -> None:
        if isinstance(action, A.ExchangeSeven):
            seven = 8 * int(self.trump)  # type: ignore[arg-type]
            self.hands[seat] ^= (1 << seven) | (1 << self.turned)
            self.revealed[seat] |= 1 << self.turned
            self.table_card = seven
            self.exchange = (seat, seven)
            self.events.append(SevenExchanged(seat, CARDS[seven], CARDS[self.turned]))
        elif isinstance(action, A.ClaimRedeal):
            shown = self.first_cards[seat] if action.reason is A.RedealReason.POOR_HAND \
                else SEVENS
            self.events.append(RedealClaimed(seat, action.reason, tuple(cards_of(shown))))
            self._end(DealKind.VOID, f"redeal: {action.reason.value}")
        elif isinstance(action, A.ClaimWin):
            self.events.append(WinClaimed(seat, action.kind, tuple(cards_of(self.hands[seat]))))
            self.claim_side = self.rules.side_of(seat)
            self._end(DealKind.INSTANT_WIN, action.kind.value)
        else:
            self.events.append(ActionTaken(seat, action))
            self.before_pos += 1
            if self.before_pos < self.n:
                self.to_act = self.deal_order[self.before_pos]
            else:
                self._start_play()

    # -- the play (RULES §6–§8) ----------------------------------------------------------------

    def _start_play(self) -> None:
        rules = self.rules
        n = self.n
        self.phase = Phase.PLAY
        self.start_hands = self.hands[:]
        leader = rules.first_leader(self.dealer, self.maker, self.first_bidder)
        self.first_leader = self.to_act = leader
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.best_pos = 0
        self.tricks: list[tuple[int, tuple[int, ...], tuple[int, ...], int]] = []
        sides = rules.sides
        self.side_points = [0] * sides
        self.side_tricks = [0] * sides
        self.last_trick_side: int | None = None
        self.played_count = [0] * n
        hundred = rules.hundred_length
        self.available = [[] if self.forced else sequences_in(h, hundred) for h in self.hands]
        self.declared: list[list[Combination]] = [[] for _ in range(n)]
        self.window = 1 if rules.declare_until is DeclareUntil.FIRST_TRICK else 2
        self.declarations_open = any(self.available)
        self.compared = False
        self.combo_winner: int | None = None
        self.combo_tied: tuple[int, ...] = ()
        # bella: suits in which a seat held K and Q when play began
        bella_suits: tuple[int, ...]
        if self.contract is Contract.ALL_TRUMP:
            bella_suits = (0, 1, 2, 3)
        elif self.contract is Contract.SUIT and self.trump is not None:
            bella_suits = (int(self.trump),)
        else:
            bella_suits = ()
        self.bella_pairs = [
            sum(_KQ[s] for s in bella_suits if h & _KQ[s] == _KQ[s]) for h in self.hands
        ]
        # [seat, suit, trick index, side]: the side of the trick's taker with
        # bella_to_trick_taker once the trick is taken, else the declarer's
        self.bellas: list[list[int]] = []
        self.dave_allowed = rules.dave and rules.single_deal and n == 2
        self.finish_allowed = rules.finish and rules.teams
        self._mask_key: tuple[int, int, int] | None = None
        self._mask = 0

    def _legal_mask(self, seat: int) -> int:
        """The cards ``seat`` may play now; kept until its hand or the trick changes."""
        key = (seat, self.hands[seat], len(self.trick))
        if self._mask_key != key:
            self._mask_key = key
            self._mask = legal_mask(self.tr, self.hands[seat], self.trick, self.trick_seats,
                                    seat, self.best_pos)
        return self._mask

    def _play_actions(self, seat: int) -> list[A.Action]:
        m = self._legal_mask(seat)
        t = _PLAY_BY_SUIT
        out: list[A.Action] = [*t[0][m & 255], *t[1][m >> 8 & 255], *t[2][m >> 16 & 255],
                               *t[3][m >> 24 & 255]]
        if self.bella_pairs[seat]:
            for i in range(32):
                if m >> i & 1 and self._bella_allowed(seat, i):
                    out.append(A.PLAY_BELLA[i])
        if self.declarations_open and self.played_count[seat] < self.window:
            declared = self.declared[seat]
            out.extend(A.Declare(c) for c in self.available[seat] if c not in declared)
        if self.dave_allowed and self.dave_blocked != seat:
            out.append(_OFFER_DAVE)
        if self.finish_allowed and not self.trick:
            out.append(_FINISH)
        return out

    def _bella_allowed(self, seat: int, card: int) -> bool:
        pair = _KQ[card >> 3]
        if not self.bella_pairs[seat] & (1 << card):
            return False
        if any(b[0] == seat and b[1] == card >> 3 for b in self.bellas):
            return False
        if self.rules.bella_when is BellaWhen.EITHER_CARD:
            return True
        return not self.hands[seat] & pair & ~(1 << card)  # the other one is played already

    def _play_card(self, seat: int, action: A.PlayCard) -> None:
        card = action.card.index
        hand = self.hands[seat]
        trick = self.trick
        tr = self.tr
        if not self._legal_mask(seat) >> card & 1:
            template, rule, params = (
                illegal_reason(tr, hand, trick, self.trick_seats, seat, self.best_pos, card)
                if trick else (_("Rules", "you do not hold {card}"), "§8", {}))
            raise IllegalActionError(template, rule, card=action.card.symbol_text, **params)
        if action.bella and not self._bella_allowed(seat, card):
            raise IllegalActionError(
                _("Rules", "bella is declared with the king or queen of trumps, held together "
                  "when play began ({card})"), "§6", card=action.card.symbol_text)
        self.hands[seat] = hand ^ (1 << card)
        self.revealed[seat] &= ~(1 << card)
        self.played_count[seat] += 1
        events = self.events
        events.append(_CARD_PLAYED[seat][card])
        if action.bella:
            suit = card >> 3
            self.bellas.append([seat, suit, len(self.tricks), self.rules.side_of(seat)])
            self.revealed[seat] |= self.hands[seat] & _KQ[suit]
            events.append(BellaDeclared(seat, Suit(suit)))
        if trick:
            if tr.beats(card, trick[self.best_pos], trick[0] >> 3):
                self.best_pos = len(trick)
        else:
            self.best_pos = 0
        trick.append(card)
        self.trick_seats.append(seat)
        if len(trick) < self.n:
            self.to_act = (seat + 1) % self.n
            return
        self._close_trick()

    def _close_trick(self) -> None:
        rules = self.rules
        trick = self.trick
        winner = self.trick_seats[self.best_pos]
        side = rules.side_of(winner)
        points = 0
        for c in trick:
            points += self.points[c]
        self.side_points[side] += points
        self.side_tricks[side] += 1
        self.tricks.append((self.trick_seats[0], tuple(trick), tuple(self.trick_seats), winner))
        last = not self.hands[winner]
        if rules.bella_to_trick_taker:
            index = len(self.tricks) - 1
            for b in self.bellas:
                if b[2] == index:
                    b[3] = side
        self.events.append(TrickTaken(winner, tuple(CARDS[c] for c in trick), points, last))
        self.trick = []
        self.trick_seats = []
        self.to_act = winner
        if self.declarations_open and len(self.tricks) == self.window:
            self._compare_combinations()
        if last:
            self.last_trick_side = side
            self._end(DealKind.PLAYED if self.maker is not None else DealKind.NEGATIVE, "")

    def _on_declare(self, seat: int, action: A.Declare) -> None:
        combo = action.combination
        self.declared[seat].append(combo)
        self.events.append(CombinationAnnounced(seat, combo.kind, combo.top))

    def _comparison(self) -> Comparison:
        trump = self.trump if self.contract is Contract.SUIT else None
        declared = [(seat, c) for seat in range(self.n) for c in self.declared[seat]]
        return compare_declarations(self.rules, declared, trump, self.first_leader)

    def _compare_combinations(self) -> None:
        """The declarations are closed: decide who holds the highest (RULES §6, §15)."""
        self.declarations_open = False
        self.compared = True
        if not any(self.declared):
            return
        comparison = self._comparison()
        self.combo_winner, self.combo_tied = comparison.winner, comparison.tied
        shown: list[tuple[int, Combination]] = []
        if self.combo_winner is not None:
            for seat in range(self.n):
                if self.rules.side_of(seat) == self.combo_winner:
                    for combo in self.declared[seat]:
                        shown.append((seat, combo))
                        self.revealed[seat] |= combo.mask & self.hands[seat]
        self.events.append(CombinationsCompared(self.combo_winner, tuple(shown), self.combo_tied))

    def _on_dave(self, seat: int, action: A.Action) -> None:
        if isinstance(action, A.OfferDave):
            self.dave_offerer = seat
            self.phase = Phase.DAVE
            self.to_act = 1 - seat
            self.events.append(DaveOffered(seat, self.stake))
        elif isinstance(action, A.AcceptDave):
            self.stake = raised_stake(self.rules, self.stake)
            self.dave_blocked = self.dave_offerer
            self.phase = Phase.PLAY
            self.to_act = self.dave_offerer  # type: ignore[assignment]
            self.events.append(DaveAnswered(seat, True, self.stake))
        else:
            self.events.append(DaveAnswered(seat, False, self.stake))
            self.claim_side = self.rules.side_of(self.dave_offerer)  # type: ignore[arg-type]
            self._end(DealKind.DAVE_DECLINED, "dave declined")

    def finish_points(self, side: int) -> int:
        """Points a finish claim counts for ``side`` so far (RULES §8.7, §15).

        The deal's parts as they would be written now, without a last trick: in
        a negative round they are minus.
        """
        kind = DealKind.PLAYED if self.maker is not None else DealKind.NEGATIVE
        so_far = self._outcome_of(kind, self._comparison().winner, None)
        return sum(deal_parts(self.rules, so_far)[side].values())

    def finish_count(self, side: int) -> FinishCount:
        """What a finish claim by ``side`` would count now, and whether it would be true."""
        target: int = self.rules.target  # type: ignore[assignment]
        return FinishCount(self.scores[side], self.finish_points(side), target)

    def _declared_points(self, side: int) -> int:
        return sum(c.points for seat in range(self.n) if self.rules.side_of(seat) == side
                   for c in self.declared[seat])

    def _on_finish(self, seat: int, action: A.Action) -> None:
        side = self.rules.side_of(seat)
        count = self.finish_count(side)
        self.claim_side = side
        self.claim_points = count.deal
        self.claim_success = count.reached
        self.events.append(FinishClaimed(seat, side, count.deal, self.claim_success))
        self._end(DealKind.FINISH, "finish claimed")

    # -- the end -------------------------------------------------------------------------------

    def _end(self, kind: DealKind, note: str) -> None:
        self.kind = kind
        self.note = note
        self.phase = Phase.OVER
        self.to_act = -1

    def outcome(self) -> DealOutcome:
        """What happened, for ``scoring.write_deal``; the deal must be over."""
        rules = self.rules
        sides = rules.sides
        common = dict(kind=self.kind, number=self.number, dealer=self.dealer, maker=self.maker,
                      contract=self.contract, trump=self.trump, note=self.note,
                      claim_side=self.claim_side, claim_success=self.claim_success,
                      claim_points=self.claim_points, stake=self.stake)
        if self.kind not in (DealKind.PLAYED, DealKind.NEGATIVE):
            zeros = (0,) * sides
            return DealOutcome(card_points=zeros, tricks=zeros, combinations=zeros, bella=zeros,
                               **common)  # type: ignore[arg-type]
        winner = Comparison(self.combo_winner, self.combo_tied).decided(self.last_trick_side)
        return self._outcome_of(self.kind, winner, self.last_trick_side)

    def _outcome_of(self, kind: DealKind, combination_winner: int | None,
                    last_trick_side: int | None) -> DealOutcome:
        """The tricks so far, the combinations and bellas that count (``scoring``)."""
        rules = self.rules
        tricks = self.side_tricks
        points = 0 if combination_winner is None else self._declared_points(combination_winner)
        bellas = [(rules.side_of(b[0]), b[3]) for b in self.bellas]
        return DealOutcome(
            kind=kind, number=self.number, dealer=self.dealer, maker=self.maker,
            contract=self.contract, trump=self.trump, note=self.note,
            claim_side=self.claim_side, claim_success=self.claim_success, stake=self.stake,
            card_points=tuple(self.side_points), tricks=tuple(tricks),
            last_trick_side=last_trick_side,
            combinations=credited_combinations(rules, kind, combination_winner, points, tricks),
            bella=credited_bellas(rules, kind, bellas, tricks))


_KQ = tuple((1 << (8 * s + Rank.KING)) | (1 << (8 * s + Rank.QUEEN)) for s in range(4))

_HANDLERS = {
    A.PlayTurned: Deal._on_bid, A.Pass: Deal._on_bid, A.NameSuit: Deal._on_bid,
    A.NameContract: Deal._on_bid,
    A.ConcedeFifty: Deal._on_concession, A.PlayOn: Deal._on_concession,
    A.AcceptConcession: Deal._on_concession, A.RefuseConcession: Deal._on_concession,
    A.ExchangeSeven: Deal._on_before_lead, A.ClaimRedeal: Deal._on_before_lead,
    A.ClaimWin: Deal._on_before_lead, A.Ready: Deal._on_before_lead,
    A.Declare: Deal._on_declare, A.OfferDave: Deal._on_dave, A.AcceptDave: Deal._on_dave,
    A.DeclineDave: Deal._on_dave, A.ClaimFinish: Deal._on_finish,
    A.PlayCard: lambda self, seat, action: self._play_card(seat, action),
}
