"""Medium's card play for Oh Hell: aim at the exact bid (OH_HELL §5, §6), then break the others'.

One function, :func:`play_card`, over bit masks, so that it is both Medium's
play and the play-out policy of Hard's search (``search.py``; the compiled
``_native_oh_hell.c`` follows it line by line).  It reads only what the seat
may know: its own hand, the cards played, the turned card, bids, tricks taken
and the suits each seat has shown it lacks.

The seat is in one of four moods, from the tricks it still needs:

- **want** (it needs tricks): win the trick with the cheapest card that is
  likely to hold it (:func:`hold_chance`), unless no card is likely enough
  for the tricks it still needs — then keep its high cards and play low; lead
  its surest winner, or low from a short side suit to ruff later;
- **full** (its bid is reached): play the highest card that still loses,
  throw its most dangerous cards when it cannot follow, lead the card least
  likely to win; when every card wins, play the least likely to hold;
- **keep** (its master trumps will take exactly the tricks it needs): play as
  when full, but keep the masters and use one whenever a trick cannot be
  ducked;
- **break** (its bid can no longer be made): take the trick from a player
  who still needs it, let a player who is full keep it.  Under
  ``failed_bid = minus_difference`` a lost bid still costs the difference, so
  the seat then ducks (over) or takes all it can (under) instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.pack import RANKS
from .tables import ABOVE, ALL, NONE, SUITS

WANT, FULL, KEEP, BREAK = 0, 1, 2, 3
#: A want-mood seat plays a winner when its chance of holding is at least
#: ``WANT_THRESHOLD * (1 - need / tricks left)``: the more it needs, the readier.
WANT_THRESHOLD = 0.45
LEAD_THRESHOLD = 0.5
#: Winners within this chance of the best count as equally good: the cheapest is played.
NEAR = 0.1
#: A seat keeping its masters leads one instead of a low card that wins this often.
KEEP_RISK = 0.35


@dataclass(frozen=True, slots=True)
class DealFacts:
    """What is fixed for the play of a deal: the table, the trump, the bids, the scoring."""

    players: int
    #: The trump suit, ``-1`` in a deal without trumps (OH_HELL §3).
    trump: int
    #: The turned card's mask (0 without one): seen by all, held by nobody (§9).
    turned: int
    bids: tuple[int, ...]
    #: ``failed_bid = minus_difference``: a lost bid still costs the difference (§6).
    failed_minus: bool = False


def card_value(card: int, trump: int) -> int:
    """How dear a card is to keep: its rank, trumps above every other suit."""
    return card % RANKS + (RANKS if card // RANKS == trump else 0)


def hold_chance(card: int, best: int, led: int, later: tuple[int, ...] | list[int],
                unseen: int, count: int, held: int, voids: list[int], trump: int) -> float:
    """The chance that ``card``, played now, takes the trick.

    ``best`` is the card holding the trick (``-1`` when ``card`` leads), ``led`` the suit led,
    ``later`` the seats still to play, each holding ``held`` cards drawn from the ``count``
    ``unseen`` ones; ``voids[seat]`` has bit ``s`` when the seat showed it lacks suit ``s``.
    Each later seat is taken alone (independence is assumed): it beats the card with a higher
    card of its suit, or, lacking the suit led, with a trump.
    """
    suit = card // RANKS
    if best >= 0:
        best_suit = best // RANKS
        if suit == best_suit:
            if card < best:
                return 0.0
        elif suit != trump:
            return 0.0
    if not later:
        return 1.0
    higher = (unseen & ABOVE[card]).bit_count()
    hold = 1.0
    if suit == led:
        if suit == trump or trump < 0:
            no_higher = NONE[count][higher][held]
            for p in later:
                if not voids[p] >> suit & 1:
                    hold *= no_higher
            return hold
        in_led = (unseen & SUITS[led]).bit_count()
        trumps = (unseen & SUITS[trump]).bit_count()
        no_trump_if_void = NONE[count - in_led][trumps][held]
        beat_plain = 1.0 - NONE[count][higher][held]
        void = NONE[count][in_led][held]
        for p in later:
            v = voids[p]
            if v >> led & 1:
                beat = 0.0 if v >> trump & 1 else 1.0 - no_trump_if_void
            elif v >> trump & 1:
                beat = beat_plain
            else:
                beat = beat_plain + void * (1.0 - no_trump_if_void)
            hold *= 1.0 - beat
        return hold
    # a trump on a plain suit led: only a seat without the suit led and with a higher trump
    in_led = (unseen & SUITS[led]).bit_count()
    no_higher_if_void = NONE[count - in_led][higher][held]
    void = NONE[count][in_led][held]
    for p in later:
        v = voids[p]
        if v >> suit & 1:
            continue
        hold *= 1.0 - (1.0 if v >> led & 1 else void) * (1.0 - no_higher_if_void)
    return hold


def masters(hand: int, unseen: int, trump: int) -> int:
    """The seat's trumps that no unseen trump beats: each takes a trick whenever played."""
    if trump < 0:
        return 0
    trumps = hand & SUITS[trump]
    out = 0
    higher_unseen = unseen & SUITS[trump]
    while trumps:
        c = trumps.bit_length() - 1
        if higher_unseen & ABOVE[c]:
            break
        out |= 1 << c
        trumps ^= 1 << c
    return out


def mood(facts: DealFacts, seat: int, hand: int, taken: list[int] | tuple[int, ...],
         master_mask: int) -> int:
    need = facts.bids[seat] - taken[seat]
    left = hand.bit_count()
    if need < 0:
        return FULL if facts.failed_minus else BREAK
    if need > left:
        return WANT if facts.failed_minus else BREAK
    if need == 0:
        return FULL
    if master_mask and master_mask.bit_count() >= need:
        return KEEP
    return WANT


def play_card(facts: DealFacts, seat: int, hand: int, trick: list[int] | tuple[int, ...],
              seats: list[int] | tuple[int, ...], played: int, taken: list[int] | tuple[int, ...],
              voids: list[int]) -> int:
    """The card (index) ``seat`` plays from ``hand`` (see the module docstring).

    ``played`` holds every card played this deal, the trick in progress included;
    ``seats`` are the seats that played the cards of ``trick``.
    """
    trump = facts.trump
    legal = hand
    led = -1
    if trick:
        led = trick[0] // RANKS
        follow = hand & SUITS[led]
        if follow:
            legal = follow
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    n = facts.players
    unseen = ALL & ~hand & ~played & ~facts.turned
    count = unseen.bit_count()
    held = hand.bit_count()
    later = [(seat + i) % n for i in range(1, n - len(trick))]
    best = -1
    best_seat = -1
    if trick:
        best = trick[0]
        best_seat = seats[0]
        for i in range(1, len(trick)):
            c = trick[i]
            if (c // RANKS == best // RANKS and c > best) or \
                    (c // RANKS == trump and best // RANKS != trump):
                best = c
                best_seat = seats[i]
    top = masters(hand, unseen, trump)
    m = mood(facts, seat, hand, taken, top)
    cards = []
    mask = legal
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    chances = {}
    winners = []
    losers = []
    for c in cards:
        if best < 0 or (c // RANKS == best // RANKS and c > best) or \
                (c // RANKS == trump and best // RANKS != trump):
            winners.append(c)
            chances[c] = hold_chance(c, best, led if led >= 0 else c // RANKS, later, unseen,
                                     count, held, voids, trump)
        else:
            losers.append(c)
            chances[c] = 0.0

    def value(c: int) -> int:
        return c % RANKS + (RANKS if c // RANKS == trump else 0)

    def cheapest(pool: list[int]) -> int:
        return min(pool, key=lambda c: (value(c), c))

    def dearest(pool: list[int]) -> int:
        return max(pool, key=lambda c: (value(c), -c))

    def safest(pool: list[int]) -> int:
        return min(pool, key=lambda c: (chances[c], value(c), c))

    def surest(pool: list[int]) -> int:
        """The cheapest card among those (nearly) likeliest to hold the trick."""
        top_chance = max(chances[c] for c in pool)
        return cheapest([c for c in pool if chances[c] >= top_chance - NEAR])

    if m == WANT or (m == BREAK and trick and _needs(facts, best_seat, taken, held)):
        need = facts.bids[seat] - taken[seat]
        urgency = min(1.0, need / held) if m == WANT else 1.0
        if trick:
            if winners:
                choice = surest(winners)
                if chances[choice] >= WANT_THRESHOLD * (1.0 - urgency) or not losers:
                    return choice
            return cheapest(losers) if m == WANT else dearest(losers)
        choice = surest(cards)
        if chances[choice] >= LEAD_THRESHOLD * (1.0 - urgency) or trump < 0:
            return choice
        if hand & SUITS[trump]:
            short = None
            for s in range(4):
                if s == trump:
                    continue
                in_suit = hand & SUITS[s]
                if in_suit and (short is None or in_suit.bit_count()
                                < (hand & SUITS[short]).bit_count()):
                    short = s
            if short is not None and (hand & SUITS[short]).bit_count() <= 2:
                return (hand & SUITS[short] & -(hand & SUITS[short])).bit_length() - 1
        return cheapest(cards)
    if m == BREAK:
        if trick:
            return dearest(losers) if losers else safest(cards)
        return safest(cards)
    # full or keep
    keep = top if m == KEEP else 0
    if trick:
        spare = [c for c in losers if not keep >> c & 1]
        if spare:
            return dearest(spare)
        if losers:
            return cheapest(losers)
        kept = [c for c in cards if keep >> c & 1]
        if kept:
            return cheapest(kept)
        if not later:
            return dearest(cards)
        return safest(cards)
    spare = [c for c in cards if not keep >> c & 1]
    if spare:
        choice = safest(spare)
        if not keep or chances[choice] <= KEEP_RISK:
            return choice
    return cheapest([c for c in cards if keep >> c & 1])


def _needs(facts: DealFacts, seat: int, taken: list[int] | tuple[int, ...], left: int) -> bool:
    """Whether ``seat`` still needs tricks and can make its bid (worth taking a trick from)."""
    need = facts.bids[seat] - taken[seat]
    return 0 < need <= left


__all__ = ["BREAK", "FULL", "KEEP", "WANT", "DealFacts", "card_value", "hold_chance", "masters",
           "mood", "play_card"]
