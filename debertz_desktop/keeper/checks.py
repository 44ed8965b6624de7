"""Is an entered deal possible? The score keeper's checks (RULES §1, §3, §6, §13).

What is checked, exactly:

* Seats and sides are in range; the kind of deal exists under the rules
  (a negative round needs ``all_pass = negative_round``, a conceded deal
  ``concede_fifty`` with 2 players, an instant win ``debertz``/``klabor``, a
  finish ``finish`` with pairs, a declined dave ``dave`` in Short Deberts).
* The contract is allowed (``contracts_no_trump`` / ``contracts_all_trump``),
  a suit contract names its trump; after a hang with ``forced_after_hang`` the
  forced maker plays a suit deal without sequences.
* Tricks: each side's count is 0 or more and together they make the hand size
  (9, 8 with four players, 10 with ``buyin = 4``); a side without a trick has
  no card points and not the last trick; exactly one side took the last trick.
* Card points (raw, before the ``no_trump`` doubling): with 4 players the whole
  deck is played, so they add up to exactly 152 (``no_trump`` 120,
  ``all_trump`` 248) — 162 / 130 / 258 with the last trick.  With 2–3 players
  only ``players × hand size`` cards are in play and which ones is unknown, so
  the sum must lie between the points of the lowest and of the highest that
  many cards of the deck for this contract (2 players, suit: 18…146), and no
  side may hold more than that maximum either.
* Sequences: allowed by the rules (``hundred`` sets whether and how long a
  hundred is); no card in two sequences, of the same player or of two players;
  each player's sequences come from some hand, as the program splits runs
  from the top (RULES §6: ``tertz`` to K plus ``tertz`` to 10 is not possible,
  that run is a fifty) and their cards, with his bellas, fit in his hand.
* Bella: only where the contract has one (the trump suit; any suit in
  ``all_trump``; none in ``no_trump``), at most one per suit, its king and
  queen in nobody else's sequence; the credited side differs from the
  declarer's only with ``bella_to_trick_taker``.
"""

from __future__ import annotations

from functools import cache

from ..engine.debertz.cards import LAST_TRICK_BONUS, Card, Contract, Rank, Suit, points_table
from ..engine.debertz.combinations import RUNS, Combination, CombinationKind, split_run
from ..engine.debertz.rules import AllPass, DebertzClaim, RuleSet
from ..engine.debertz.sheet import DealKind
from ..engine.errors import QT_TRANSLATE_NOOP
from .entry import DealEntry, EntryError

_ = QT_TRANSLATE_NOOP


def deck_points(contract: Contract) -> int:
    """Card points of the whole deck: 152, 120 in ``no_trump``, 248 in ``all_trump`` (RULES §1)."""
    return sum(points_table(contract, Suit.SPADES if contract is Contract.SUIT else None))


def cards_in_play(rules: RuleSet) -> int:
    """Cards dealt into hands and played: the whole deck with 4 players (RULES §1, §3)."""
    return rules.players * rules.hand_size


def card_point_bounds(rules: RuleSet, contract: Contract) -> tuple[int, int]:
    """Least and most card points the cards in play can hold, before doubling."""
    values = sorted(points_table(contract, Suit.SPADES if contract is Contract.SUIT else None))
    n = cards_in_play(rules)
    return sum(values[:n]), sum(values[-n:])


def check_entry(rules: RuleSet, entry: DealEntry, *, forced_maker: int | None = None) -> None:
    """Raise :class:`EntryError` for the first thing in ``entry`` that cannot be."""
    n, sides = rules.players, rules.sides
    _seat(entry.dealer, n, "dealer")
    kind = entry.kind
    if kind is DealKind.VOID:
        return
    if kind in (DealKind.INSTANT_WIN, DealKind.FINISH, DealKind.DAVE_DECLINED):
        _check_claim(rules, entry)
        return
    if kind is DealKind.CONCEDED:
        if not rules.concede_fifty or n != 2:
            raise EntryError(_("Keeper", "conceding fifty is not in these rules"), "kind")
        _seat(entry.maker, n, "maker")
        return
    if kind is DealKind.NEGATIVE:
        if rules.all_pass is not AllPass.NEGATIVE_ROUND:
            raise EntryError(_("Keeper", "a negative round is not in these rules"), "kind")
        if entry.maker is not None:
            raise EntryError(_("Keeper", "a negative round has no maker"), "maker")
    else:
        _seat(entry.maker, n, "maker")
    _check_contract(rules, entry, forced_maker)
    _check_tricks(rules, entry, sides)
    _check_card_points(rules, entry, sides)
    _check_sequences(rules, entry, forced=forced_maker is not None)
    _check_bellas(rules, entry)


def _seat(seat: int | None, players: int, field: str) -> None:
    if seat is None or not 0 <= seat < players:
        raise EntryError(_("Keeper", "{field}: choose a player"), field, field=field)


def _check_claim(rules: RuleSet, entry: DealEntry) -> None:
    kind = entry.kind
    if kind is DealKind.INSTANT_WIN and rules.debertz is DebertzClaim.OFF and not rules.klabor:
        raise EntryError(_("Keeper", "debertz and klabor are not in these rules"), "kind")
    if kind is DealKind.FINISH and not (rules.finish and rules.teams):
        raise EntryError(_("Keeper", "a finish claim is not in these rules"), "kind")
    if kind is DealKind.DAVE_DECLINED and not (rules.dave and rules.single_deal
                                               and rules.players == 2):
        raise EntryError(_("Keeper", "dave is not in these rules"), "kind")
    _seat(entry.claimer, rules.players, "claimer")
    if entry.stake < 1:
        raise EntryError(_("Keeper", "the stake is at least 1"), "stake")


def _check_contract(rules: RuleSet, entry: DealEntry, forced_maker: int | None) -> None:
    contract = entry.contract
    if contract is Contract.NO_TRUMP and not rules.contracts_no_trump:
        raise EntryError(_("Keeper", "no trump is not in these rules"), "contract")
    if contract is Contract.ALL_TRUMP and not rules.contracts_all_trump:
        raise EntryError(_("Keeper", "all trump is not in these rules"), "contract")
    if (contract is Contract.SUIT) != (entry.trump is not None):
        raise EntryError(_("Keeper", "a suit deal names its trump; no trump and all trump "
                              "do not"), "trump")
    if forced_maker is not None and entry.kind is DealKind.PLAYED and (
            entry.maker != forced_maker or contract is not Contract.SUIT):
        raise EntryError(_("Keeper", "after the hang, player {seat} must play the turned "
                              "suit (RULES §4, forced_after_hang)"), "maker",
                         seat=str(forced_maker + 1))


def _check_tricks(rules: RuleSet, entry: DealEntry, sides: int) -> None:
    tricks = entry.tricks
    if len(tricks) != sides or any(t < 0 for t in tricks):
        raise EntryError(_("Keeper", "tricks: give each side's number of tricks"), "tricks")
    if sum(tricks) != rules.hand_size:
        raise EntryError(_("Keeper", "tricks: {total} in all, but a deal has {expected}"),
                         "tricks", total=str(sum(tricks)), expected=str(rules.hand_size))
    last = entry.last_trick_side
    if last is None or not 0 <= last < sides:
        raise EntryError(_("Keeper", "last trick: choose who took it"), "last_trick_side")
    if tricks[last] == 0:
        raise EntryError(_("Keeper", "last trick: that side took no trick"), "last_trick_side")
    if len(entry.card_points) == sides:
        for s in range(sides):
            if tricks[s] == 0 and entry.card_points[s]:
                raise EntryError(_("Keeper", "card points: side {side} took no trick but has "
                                      "{points} points"), "card_points", side=str(s + 1),
                                 points=str(entry.card_points[s]))


def _check_card_points(rules: RuleSet, entry: DealEntry, sides: int) -> None:
    points = entry.card_points
    if len(points) != sides or any(p < 0 for p in points):
        raise EntryError(_("Keeper", "card points: give each side's points (0 or more)"),
                         "card_points")
    total = sum(points)
    whole = deck_points(entry.contract)
    if rules.players == 4:
        if total != whole:
            raise EntryError(_("Keeper", "card points: {total} in all, but the whole deck "
                                  "holds {expected} ({with_last} with the last trick)"),
                             "card_points", total=str(total), expected=str(whole),
                             with_last=str(whole + LAST_TRICK_BONUS))
        return
    low, high = card_point_bounds(rules, entry.contract)
    if total > high or total < low:
        raise EntryError(_("Keeper", "card points: {total} in all, but the {cards} cards in "
                              "play hold from {low} to {high}"), "card_points",
                         total=str(total), cards=str(cards_in_play(rules)), low=str(low),
                         high=str(high))


# -- sequences and bella (RULES §6) -------------------------------------------------------------


@cache
def _fewest_cards(hundred: int | None, wanted: frozenset[tuple[int, int]]) -> int | None:
    """Fewest cards of one suit whose runs, split as the program splits them, give
    every (top, length) in ``wanted`` — or ``None`` if no holding does."""
    best: int | None = None
    for pattern, runs in enumerate(RUNS):
        found = {(int(c.top), c.length) for top, length in runs
                 for c in split_run(Suit.SPADES, top, length, hundred)}
        if wanted <= found:
            count = pattern.bit_count()
            if best is None or count < best:
                best = count
    return best


def _check_sequences(rules: RuleSet, entry: DealEntry, *, forced: bool) -> None:
    n = rules.players
    if entry.declared and forced:
        raise EntryError(_("Keeper", "after a hang only bella may be declared (RULES §4)"),
                         "declared")
    hundred = rules.hundred_length
    owner: dict[Card, int] = {}
    for item in entry.declared:
        _seat(item.seat, n, "declared")
        combo = item.combination
        if combo.kind is CombinationKind.HUNDRED and combo.length != hundred:
            raise EntryError(_("Keeper", "{combination}: no such hundred in these rules"),
                             "declared", combination=str(combo))
        for card in combo.cards:
            if card in owner:
                raise EntryError(_("Keeper", "{card} cannot be in two sequences"), "declared",
                                 card=card.symbol_text)
            owner[card] = item.seat
    for seat in range(n):
        needed = 0
        by_suit: dict[Suit, list[Combination]] = {}
        for item in entry.declared:
            if item.seat == seat:
                by_suit.setdefault(item.combination.suit, []).append(item.combination)
        for suit in Suit:
            combos = by_suit.get(suit, [])
            wanted = frozenset((int(c.top), c.length) for c in combos)
            count = _fewest_cards(hundred, wanted) if combos else 0
            if count is None:
                raise EntryError(_("Keeper", "player {seat}: these sequences in {suit} cannot "
                                      "be declared together (a run is split from the top)"),
                                 "declared", seat=str(seat + 1), suit=suit.symbol)
            held = {c for c in _cards(combos)}
            for bella in entry.bellas:
                if bella.seat == seat and bella.suit == suit:
                    extra = {Card(suit, Rank.KING), Card(suit, Rank.QUEEN)} - held
                    count += len(extra)
            needed += count
        if needed > rules.hand_size:
            raise EntryError(_("Keeper", "player {seat}: the declared cards do not fit in a "
                                  "hand of {size}"), "declared", seat=str(seat + 1),
                             size=str(rules.hand_size))


def _cards(combos: list[Combination]) -> list[Card]:
    return [card for c in combos for card in c.cards]


def _check_bellas(rules: RuleSet, entry: DealEntry) -> None:
    seen: set[Suit] = set()
    for bella in entry.bellas:
        _seat(bella.seat, rules.players, "bellas")
        if entry.contract is Contract.NO_TRUMP:
            raise EntryError(_("Keeper", "there is no bella in no trump"), "bellas")
        if entry.contract is Contract.SUIT and bella.suit != entry.trump:
            raise EntryError(_("Keeper", "bella is the king and queen of trumps"), "bellas")
        if bella.suit in seen:
            raise EntryError(_("Keeper", "only one bella in {suit}"), "bellas",
                             suit=bella.suit.symbol)
        seen.add(bella.suit)
        pair = {Card(bella.suit, Rank.KING), Card(bella.suit, Rank.QUEEN)}
        for item in entry.declared:
            if item.seat != bella.seat and pair & set(item.combination.cards):
                raise EntryError(_("Keeper", "the bella's king or queen of {suit} is in "
                                      "another player's sequence"), "bellas",
                                 suit=bella.suit.symbol)
        own_side = rules.side_of(bella.seat)
        if bella.side is not None and bella.side != own_side:
            if not rules.bella_to_trick_taker:
                raise EntryError(_("Keeper", "bella goes to the declarer's side in these "
                                      "rules"), "bellas")
            if not 0 <= bella.side < rules.sides:
                raise EntryError(_("Keeper", "bella: choose the side that took the trick"),
                                 "bellas")
