"""What one Magistr seat may know (MASTER §3–§7): its own cards and everything played.

Every bank is played face up, so every card taken is public; the trumps are
named aloud.  A :class:`MagistrView` never holds another seat's card in hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..action import Action
from ..card_play import PlayCard
from ..pack import PackCard, Suit, cards_in
from ..phase import Phase
from ..played import PlayedTrick
from .bank import TAKING, Way
from .cards import in_order
from .rules import MagistrRules
from .sheet import MagistrRow


@dataclass(frozen=True, slots=True)
class BankPlay:
    """One card laid on a bank: who, what, and how it beat (``None``: a discard)."""

    seat: int
    card: PackCard
    way: Way | None


@dataclass(frozen=True, slots=True)
class TakenBank:
    taker: int
    plays: tuple[BankPlay, ...]


@dataclass(frozen=True)
class MagistrView:
    rules: MagistrRules
    seat: int
    names: tuple[str, ...]
    deal_number: int
    #: The sub-game's key (``subgames.SUBGAMES``) and whether it scores plus.
    subgame: str
    positive: bool
    dealer: int
    phase: Phase
    to_act: int | None
    legal_actions: tuple[Action, ...]
    #: The seat's own cards, by suit and in the game's order.
    hand: tuple[PackCard, ...]
    hand_sizes: tuple[int, ...]
    #: The trumps named (per seat under ``own``, else the common suits); ``None`` not yet.
    trumps: tuple[Suit | None, ...]
    #: Trump level of each suit for each seat: ``levels[seat][suit]``.
    levels: tuple[tuple[int, ...], ...]
    first_leader: int | None
    #: The bank being played.
    bank: tuple[BankPlay, ...]
    main_suit: Suit | None
    holder: int | None
    #: How the holder holds the bank (``Way.LEAD`` when nobody has beaten).
    holder_way: Way | None
    #: The seat's cards that would take the bank now and may be played (marked on the
    #: table): not an eight of another suit while the seat holds the main suit (§5).
    beating: tuple[PackCard, ...]
    banks: tuple[TakenBank, ...]
    tricks_taken: tuple[int, ...]
    #: Scoring cards of this deal's sub-game each seat has taken.
    scoring_taken: tuple[tuple[PackCard, ...], ...]
    #: The sub-game's scoring cards not yet taken (an early end comes when none is left).
    scoring_left: tuple[PackCard, ...]
    #: Running totals before this deal is scored.
    scores: tuple[int, ...]
    rows: tuple[MagistrRow, ...]
    places: tuple[int, ...] | None

    @property
    def played_cards(self) -> tuple[PackCard, ...]:
        out = [p.card for b in self.banks for p in b.plays]
        out.extend(p.card for p in self.bank)
        return tuple(out)

    @property
    def tricks(self) -> tuple[PlayedTrick, ...]:
        """The banks taken, as the table's common shape of a trick."""
        return tuple(PlayedTrick(b.plays[0].seat, tuple((p.seat, p.card) for p in b.plays),
                                 b.taker) for b in self.banks)

    @property
    def trick(self) -> tuple[tuple[int, PackCard], ...]:
        """The bank as (seat, card) pairs — the table's common shape of a trick."""
        return tuple((p.seat, p.card) for p in self.bank)

    @property
    def leader(self) -> int | None:
        if self.bank:
            return self.bank[0].seat
        return self.banks[-1].taker if self.banks else self.first_leader


def magistr_view(game, seat: int) -> MagistrView:  # game: MagistrGame (this module is below it)
    """What ``seat`` may know of ``game`` now."""
    rules = game.rules
    n = rules.players
    deal = game.deal
    levels = tuple(tuple(game.trumps.suit_level(suit, s) for suit in Suit) for s in range(n))
    if deal is None:  # the trumps are being chosen
        return MagistrView(
            rules=rules, seat=seat, names=game.names, deal_number=1, subgame="all",
            positive=False, dealer=game.first_dealer, phase=game.phase, to_act=game.to_act,
            legal_actions=tuple(game.legal_actions(seat)), hand=(), hand_sizes=(0,) * n,
            trumps=game.trump_suits, levels=levels, first_leader=None, bank=(),
            main_suit=None, holder=None, holder_way=None, beating=(), banks=(),
            tricks_taken=(0,) * n, scoring_taken=((),) * n, scoring_left=(),
            scores=game.sheet.totals, rows=tuple(game.rows), places=None)
    bank = deal.bank
    plays = tuple(BankPlay(s, c, w) for s, c, w in zip(bank.seats, bank.cards, bank.ways,
                                                        strict=True))
    hand = in_order([c for c in _cards(deal.hands[seat])])
    beating: tuple[PackCard, ...] = ()
    legal_actions = tuple(game.legal_actions(seat))
    if deal.to_act == seat and bank.cards:
        playable = {a.card for a in legal_actions if isinstance(a, PlayCard)}
        beating = tuple(c for c in hand if c in playable
                        and bank.assess(c, deal.level(c, seat)) in TAKING)
    banks = tuple(TakenBank(taker, tuple(BankPlay(s, c, w) for s, c, w in zip(
        seats, cards, ways, strict=True))) for taker, cards, seats, ways in deal.banks)
    scoring = deal.scoring
    return MagistrView(
        rules=rules, seat=seat, names=game.names, deal_number=deal.number,
        subgame=deal.subgame.key, positive=rules.is_positive(deal.number), dealer=deal.dealer,
        phase=game.phase, to_act=game.to_act, legal_actions=legal_actions,
        hand=tuple(hand), hand_sizes=tuple(h.bit_count() for h in deal.hands),
        trumps=game.trump_suits, levels=levels, first_leader=deal.first_leader, bank=plays,
        main_suit=bank.main_suit if bank.cards else None,
        holder=bank.holder if bank.cards else None,
        holder_way=bank.way if bank.cards else None, beating=beating, banks=banks,
        tricks_taken=tuple(deal.tricks),
        scoring_taken=tuple(tuple(_cards(m & scoring)) for m in deal.taken),
        scoring_left=tuple(_cards(scoring & ~deal.taken_mask)),
        scores=game.sheet.totals, rows=tuple(game.rows), places=game.places)


def _cards(mask: int) -> list[PackCard]:
    return cards_in(mask)
