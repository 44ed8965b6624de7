"""Medium's sense of a Magistr deal: what a bank is worth, which cards are dangerous, and a
quick choice of card (MASTER §5–§7).

Each sub-game says what scores (§7): tricks ("All"), scoring cards, the last
two tricks, or card points (MAX).  In the minus half (deals 1–12) a seat
wants to take nothing that scores, in the plus half as much as it can.  The
pieces here weigh that:

* :class:`Aim` — the deal's sign and what a bank, or one card, is worth to
  the seat that takes it;
* *danger* — how often a card would take a bank when its seat follows suit
  (measured once on the engine's ``Bank``: a six, an eight or an ace beats
  most cards of its suit, a seven none), which in the minus half makes a card
  worth shedding and in the plus half worth keeping;
* *beaters* — which cards would take a bank a card leads (again the engine's
  ``Bank``): a seven, beaten by every card of its suit, is the lead that makes
  others take; a six, beaten only by the queen and the eight, comes back;
* :func:`quick_card` — a choice from those facts alone: a follower looks only
  at the bank as it lies, a leader at whether each other hand of the world
  would be forced to beat its lead.  Medium uses it for the players it
  imagines after it (``medium.py``), Hard for every seat of its play-outs
  (``hard.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...engine.magistr.bank import TAKING, Bank
from ...engine.magistr.subgames import Scores
from ...engine.pack import PACK, index_list
from .cards import ALL36, POINTS, RANK, RANK_MASK, SUIT, SUIT_MASK
from .world import Option, World


@dataclass(frozen=True)
class Style:
    """The weights of Medium's sense (the defaults were tried against variants in self-play)."""

    #: How likely a scoring card kept in hand ends in the seat's own bank later (minus half)
    #: or could still be won (plus half): the value of shedding, or of keeping, it.
    shed: float = 0.4
    keep: float = 0.5
    #: Weight of a card's danger (``follow_danger``) per sub-game kind, against its unit.
    danger_cards: float = 0.2
    danger_tricks: float = 0.6
    danger_last_two: float = 0.25
    danger_max: float = 0.4
    #: What holding a bank costs in the minus half while others are still to play, in units.
    later_risk: float = 0.5
    #: What taking a bank costs (minus half) or brings (plus half) for the lead it gives,
    #: in units.
    lead: float = 0.0


DEFAULT_STYLE = Style()


@cache
def follow_danger(card: int, level: int, led_level: int, common: bool) -> float:
    """The share of the other cards of its suit whose lead ``card`` would beat (§6.1, §6.3):
    played by a seat that must follow, the chance that it takes."""
    beaten = 0
    for x in index_list(SUIT_MASK[SUIT[card]] & ~(1 << card)):
        bank = Bank(common_levels=common)
        bank.add(PACK[x], led_level, 0)
        beaten += bank.assess(PACK[card], level) in TAKING
    return beaten / 8


@cache
def lead_beaters(card: int, level: int, follower: tuple[int, ...], common: bool) -> int:
    """The mask of the cards that would take a bank ``card`` (of trump ``level``) leads, when
    played by a seat whose trump level of each suit is ``follower`` (§6.3)."""
    bank = Bank(common_levels=common)
    bank.add(PACK[card], level, 0)
    return sum(1 << x for x in index_list(ALL36 & ~(1 << card))
               if bank.assess(PACK[x], follower[SUIT[x]]) in TAKING)


@dataclass(frozen=True)
class Aim:
    """What the deal asks of a seat (§7): the sign, and the worth of banks and cards."""

    sign: int
    scores: Scores
    scoring: int
    per_item: int
    hand_size: int
    #: The size of one item of the sub-game: the scale the card weights are put on.
    unit: float
    #: The worth of one card point in MAX.
    point: float
    #: Weight of a card's danger (see ``follow_danger``) against the unit.
    danger_weight: float
    #: What holding a bank costs in the minus half while others are still to play (they may
    #: throw scoring cards on it).
    later_risk: float
    shed: float
    keep: float
    #: What the lead that comes with a bank is worth (see ``Style.lead``).
    lead: float

    @classmethod
    def of(cls, world: World, style: Style = DEFAULT_STYLE) -> Aim:
        game = world.subgame
        scores = game.scores
        n = world.n
        point = 0.0
        if scores is Scores.CARDS:
            unit = float(game.per_item)
        elif scores is Scores.TRICKS:
            unit = 1.0
        elif scores is Scores.LAST_TWO:
            unit = float(game.per_item)
        else:
            point = game.per_item * n / 124 / 2
            unit = 3.0
        weight = {Scores.CARDS: style.danger_cards, Scores.TRICKS: style.danger_tricks,
                  Scores.LAST_TWO: style.danger_last_two, Scores.MAX: style.danger_max}[scores]
        risky = scores in (Scores.CARDS, Scores.MAX)
        return cls(sign=1 if world.positive else -1, scores=scores, scoring=world.scoring,
                   per_item=game.per_item, hand_size=world.hand_size, unit=unit, point=point,
                   danger_weight=weight * unit,
                   later_risk=style.later_risk * unit if risky else 0.0,
                   shed=style.shed, keep=style.keep, lead=style.lead * unit)

    def card_worth(self, card: int) -> float:
        """What ``card`` scores for the seat whose bank it lands in (before the sign)."""
        if self.scores is Scores.CARDS:
            return self.per_item if self.scoring >> card & 1 else 0.0
        if self.scores is Scores.MAX:
            return POINTS[card] * self.point
        return 0.0

    def bank_worth(self, cards_mask: int, index: int) -> float:
        """What taking a bank of ``cards_mask``, the deal's bank number ``index`` (0 …), scores."""
        if self.scores is Scores.CARDS:
            return self.per_item * (cards_mask & self.scoring).bit_count()
        if self.scores is Scores.TRICKS:
            return 1.0
        if self.scores is Scores.LAST_TWO:
            return float(self.per_item) if index >= self.hand_size - 2 else 0.0
        return sum(POINTS[c] for c in index_list(cards_mask)) * self.point


def danger(world: World, seat: int, card: int) -> float:
    """``follow_danger`` for ``card`` in ``seat``'s hand, led by a seat for whom its suit is
    an ordinary card."""
    lv = world.levels[seat][SUIT[card]]
    return follow_danger(card, lv, 0 if not world.common else lv, world.common)


def shed_value(aim: Aim, world: World, seat: int, card: int) -> float:
    """What getting ``card`` out of the hand is worth in itself (before the bank's own worth):
    in the minus half a scoring or dangerous card is a weight to lose; in the plus half it
    is a card to keep (a negative value)."""
    worth = aim.card_worth(card)
    d = danger(world, seat, card) * aim.danger_weight
    if aim.sign < 0:
        return aim.shed * worth + d
    return -(aim.keep * worth + d)


def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def quick_card(world: World, seat: int, options: list[Option] | None = None,
               aim: Aim | None = None) -> int:
    """A sensible card for ``seat`` from the bank as it lies, looking at nobody's cards."""
    opts = options if options is not None else world.options(seat)
    if len(opts) == 1:
        return opts[0][0]
    aim = aim or Aim.of(world)
    bank = world.bank
    if not bank.cards:
        return quick_lead(world, seat, opts, aim)
    index = len(world.log)
    on_bank = _mask(bank.cards)
    last = len(bank.cards) == world.n - 1
    risk = 0.0 if last else aim.later_risk
    best, best_value = opts[0][0], float("-inf")
    minus = aim.sign < 0
    for card, way in opts:
        value = shed_value(aim, world, seat, card)
        if way in TAKING:
            worth = aim.bank_worth(on_bank | 1 << card, index)
            if minus:
                value -= worth + risk + aim.lead
            else:
                value += (worth if last else 0.7 * worth) + 0.01 + aim.lead
        if value > best_value:
            best, best_value = card, value
    return best


def quick_lead(world: World, seat: int, opts: list[Option], aim: Aim) -> int:
    """A lead, judged by the first answer of each other seat: a seat that must follow (§5)
    and whose every following card beats the lead is forced to take hold of the bank.  In the
    minus half a lead nobody is forced to beat comes back with what the others throw on it;
    in the plus half a lead that nobody must or wants to beat is kept."""
    n = world.n
    hands = world.hands
    levels = world.levels
    lv = levels[seat]
    common = world.common
    index = len(world.log)
    others = [(seat + k) % n for k in range(1, n)]
    minus = aim.sign < 0
    trick = aim.bank_worth(0, index) if aim.scores is not Scores.CARDS else 0.0
    best, best_value = opts[0][0], float("-inf")
    for card, _ in opts:
        suit = SUIT[card]
        follow_mask = SUIT_MASK[suit] | RANK_MASK[RANK[card]]
        forced = able = False
        for p in others:
            beaters = lead_beaters(card, lv[suit], levels[p], common)
            follow = hands[p] & follow_mask
            if follow and not follow & ~beaters:
                forced = True
                break
            able = able or bool(hands[p] & beaters)
        worth = aim.card_worth(card) + trick
        value = shed_value(aim, world, seat, card)
        if minus:
            if not forced:
                value -= worth + aim.later_risk * (n - 1)
        elif not forced and not (able and worth > 0):
            value += worth
        if value > best_value:
            best, best_value = card, value
    return best


__all__ = ["DEFAULT_STYLE", "Aim", "Style", "danger", "follow_danger", "lead_beaters",
           "quick_card", "quick_lead", "shed_value"]
