"""What one seat knows about the hidden cards, derived from its :class:`SeatView` only.

The hidden cards lie in the other seats' hands and (with 2–3 players) in the
undealt stock.  For each of those *locations* a :class:`Knowledge` holds the
cards that may be there (``possible``), the cards that surely are there
(``must``) and how many cards are there (``sizes``).  A sampler deals worlds
consistent with the view by placing ``must`` first and spreading the rest of
``hidden`` over the free places within ``possible``.

Duties of play are never restated here: every recorded play is checked with the
engine's :func:`~debertz_desktop.engine.debertz.tricks.legal_mask`.  The check is exact
pairwise: a card ``c`` legal from a hand stays legal from any smaller hand that
holds ``c``, and ``c`` is illegal from a hand iff some single other card ``x``
of it makes ``c`` illegal from ``{c, x}`` (follow suit, ruff, overtrump,
overruff — RULES §8).  So ``x`` is ruled out for the seat exactly when
``legal_mask({c, x})`` refuses ``c``; that yields revealed voids, "no trump
left" after a failure to ruff and "no higher trump" after a failure to
overtrump (RULES §8.4, ``must_overruff``) without naming them.

Cards shown by the rules (RULES §3, §5, §6) — the turned card a player took,
the exchanged seven, the winning combinations, the partner card of an early
bella — come in ``view.known_cards``; announcements (kind and top rank, not the
suit) and bellas are added as ``must`` when only one suit fits, else as
``alternatives`` (one of several card sets is held).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.debertz.cards import FULL_DECK_MASK, SUIT_MASKS, Contract, mask_of, points_table
from ..engine.debertz.combinations import CombinationKind
from ..engine.debertz.deal import Phase
from ..engine.debertz.tricks import TrickRules, best_position, legal_mask
from ..engine.debertz.views import SeatView

_KING, _QUEEN = 6, 5


@dataclass(frozen=True, slots=True)
class Knowledge:
    """A seat's knowledge of where the hidden cards are (all sets are card-index masks).

    Locations are the seats ``0 … players-1`` and :attr:`stock` (``== players``).
    The own seat's entries are its own hand, so that a world is simply one hand
    per location.
    """

    seat: int
    players: int
    #: Cards the seat cannot see and that are not played: the other hands and the stock.
    hidden: int
    #: Cards played to tricks so far, including the trick in progress.
    played: int
    #: Per location, the cards that may be there.
    possible: tuple[int, ...]
    #: Per location, the cards that surely are there.
    must: tuple[int, ...]
    #: Per location, how many hidden cards are there (own seat: its hand size).
    sizes: tuple[int, ...]
    #: ``(seat, masks)``: the seat holds every card of at least one of the masks
    #: (an announced combination whose suit is not known).
    alternatives: tuple[tuple[int, tuple[int, ...]], ...] = ()

    @property
    def stock(self) -> int:
        return self.players

    def may_hold(self, location: int, card_index: int) -> bool:
        return bool(self.possible[location] >> card_index & 1)

    def is_void(self, seat: int, suit: int) -> bool:
        """True if ``seat`` surely holds no card of ``suit``."""
        return not self.possible[seat] & SUIT_MASKS[suit]

    def free(self, location: int) -> int:
        """How many cards of ``location`` are not yet fixed by ``must``."""
        return self.sizes[location] - self.must[location].bit_count()

    def consistent(self, hands: tuple[int, ...] | list[int]) -> bool:
        """Does a world (one mask per location) fit everything the seat knows?"""
        if len(hands) != self.players + 1:
            return False
        seen = 0
        for loc, h in enumerate(hands):
            if h & ~self.possible[loc] or self.must[loc] & ~h:
                return False
            if h.bit_count() != self.sizes[loc] or h & seen:
                return False
            seen |= h
        if seen != self.hidden | self.possible[self.seat]:
            return False
        return all(any(m & ~hands[s] == 0 for m in masks) for s, masks in self.alternatives)


def knowledge_of(view: SeatView) -> Knowledge:
    """Derive what ``view.seat`` knows about the hidden cards."""
    rules = view.rules
    n = rules.players
    me = view.seat
    own = mask_of(view.hand)
    played = mask_of(view.played_cards)
    visible = 0
    if view.table_card is not None:
        visible |= view.table_card.mask
    if view.bottom_card is not None:
        visible |= view.bottom_card.mask
    hidden = FULL_DECK_MASK & ~own & ~played & ~visible

    possible = [hidden] * (n + 1)
    must = [0] * (n + 1)
    possible[me] = must[me] = own
    sizes = [*view.hand_sizes, view.stock_size - (view.bottom_card is not None)]
    for s in range(n):
        if s == me:
            continue
        known = mask_of(view.known_cards[s]) & hidden
        must[s] |= known
    in_play = view.phase in (Phase.PLAY, Phase.DAVE) or bool(view.start_hand)

    alternatives: list[tuple[int, tuple[int, ...]]] = []
    if in_play and view.contract is not None:
        tr, _ = contract_tables(view)
        for s, excluded in _excluded_by_play(view, tr).items():
            possible[s] &= ~excluded
        by_seat = played_by(view)
        for s, suit in view.bellas:
            if s != me:  # held together when play began (RULES §15)
                must[s] |= ((1 << (8 * suit + _KING)) | (1 << (8 * suit + _QUEEN))) & hidden
        for a in view.announcements:
            if a.seat == me:
                continue
            length = _combination_length(a.kind, rules.hundred_length)
            options = []
            for suit in range(4):
                run = ((1 << length) - 1) << (int(a.top) - length + 1) << (8 * suit)
                rest = run & ~by_seat[a.seat]
                if run & played & ~by_seat[a.seat]:
                    continue  # somebody else played one of its cards
                if rest & ~possible[a.seat]:
                    continue
                options.append(rest)
            if len(options) == 1:
                must[a.seat] |= options[0]
            elif options and all(options):
                alternatives.append((a.seat, tuple(options)))

    for s in range(n + 1):
        if s != me:
            possible[s] |= must[s]
    _propagate(possible, must, sizes, me, hidden)
    return Knowledge(
        seat=me, players=n, hidden=hidden, played=played, possible=tuple(possible),
        must=tuple(must), sizes=tuple(sizes), alternatives=tuple(alternatives),
    )


def _combination_length(kind: CombinationKind, hundred: int | None) -> int:
    if kind is CombinationKind.TERTZ:
        return 3
    if kind is CombinationKind.FIFTY:
        return 4
    return hundred or 5


def contract_tables(view: SeatView) -> tuple[TrickRules, tuple[int, ...]]:
    """The trick rules and the card points of the view's contract (RULES §1, §8).

    While no contract is made (and in a negative round) the bots reckon with a
    suit contract in ``view.trump``.
    """
    contract = view.contract or Contract.SUIT
    trump = view.trump if contract is Contract.SUIT else None
    return TrickRules.of(view.rules, contract, trump), points_table(contract, trump)


def tricks_played(view: SeatView) -> list[tuple[list[int], list[int]]]:
    """``(cards, seats)`` of every trick of the deal in order, the one in progress last."""
    tricks = [t.plays for t in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    return [([c.index for _, c in plays], [s for s, _ in plays]) for plays in tricks]


def played_by(view: SeatView) -> list[int]:
    """Per seat, the mask of the cards it has played this deal (the trick in progress too)."""
    out = [0] * view.rules.players
    for cards, seats in tricks_played(view):
        for s, c in zip(seats, cards, strict=True):
            out[s] |= 1 << c
    return out


def _excluded_by_play(view: SeatView, tr: TrickRules) -> dict[int, int]:
    """Per seat, the cards its plays prove it did not hold (RULES §8, via ``legal_mask``)."""
    excluded: dict[int, int] = {}
    all_trump = view.contract is Contract.ALL_TRUMP
    for trick, trick_seats in tricks_played(view):
        led = trick[0] >> 3
        for i in range(1, len(trick)):
            idx, seat = trick[i], trick_seats[i]
            # only cards of the led suit and trumps can create a duty
            if idx >> 3 != led or led == tr.trump or all_trump:
                cards, seats = trick[:i], trick_seats[:i]
                best = best_position(tr, cards)
                candidates = (SUIT_MASKS[led] | tr.trump_mask) & ~(1 << idx)
                out = 0
                m = candidates
                while m:
                    low = m & -m
                    pair = low | (1 << idx)
                    if not legal_mask(tr, pair, cards, seats, seat, best) >> idx & 1:
                        out |= low
                    m ^= low
                if out:
                    excluded[seat] = excluded.get(seat, 0) | out
    return excluded


def _propagate(possible: list[int], must: list[int], sizes: list[int], me: int,
               hidden: int) -> None:
    """Sound closure: a card with one possible place is there; a full place takes no more."""
    locations = [s for s in range(len(possible)) if s != me]
    for _ in range(8):
        changed = False
        for s in locations:
            possible[s] &= hidden
            if must[s].bit_count() >= sizes[s] and possible[s] != must[s]:
                possible[s] = must[s]
                changed = True
            if possible[s].bit_count() <= sizes[s] and must[s] != possible[s]:
                must[s] = possible[s]
                changed = True
        fixed = 0
        for s in locations:
            fixed |= must[s]
        for s in locations:
            extra = possible[s] & fixed & ~must[s]
            if extra:
                possible[s] &= ~extra
                changed = True
        covered = [0, 0]  # cards seen in one / several possible masks
        for s in locations:
            covered[1] |= covered[0] & possible[s]
            covered[0] |= possible[s]
        single = covered[0] & ~covered[1] & hidden
        for s in locations:
            new = possible[s] & single & ~must[s]
            if new:
                must[s] |= new
                changed = True
        if not changed:
            return


__all__ = ["Knowledge", "contract_tables", "knowledge_of", "played_by", "tricks_played"]
