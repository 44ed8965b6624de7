"""The twelve sub-games of Magistr and their points (MASTER §7).

Deal *n* plays sub-game ``(n - 1) % 12``: scored in minus in deals 1–12 and in
plus in deals 13–24.  A sub-game names what scores — tricks, cards of some
kind, the last two tricks, or the most card points (MAX) — and how much each
is worth; :func:`deal_points` writes a finished deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..errors import QT_TRANSLATE_NOOP
from ..pack import PackCard, PackRank, Suit
from .cards import DECK, card_points
from .rules import Deal9Cards, Deal10Cards, FourOfAKindBonus, MagistrRules, MaxTie

_ = QT_TRANSLATE_NOOP


class Scores(StrEnum):
    TRICKS = "tricks"  # each trick taken
    CARDS = "cards"  # each scoring card taken
    LAST_TWO = "last_two"  # each of the last two tricks
    MAX = "max"  # the most card points


@dataclass(frozen=True)
class SubGame:
    key: str
    #: The sheet's name, English, marked for translation (context ``"Magistr"``).
    name: str
    scores: Scores
    per_item: int

    def scoring_cards(self, rules: MagistrRules) -> frozenset[int]:
        """The card indices that score in this sub-game (empty unless it counts cards)."""
        return _SCORING_CARDS[self.key](rules) if self.scores is Scores.CARDS else frozenset()

    def can_end_early(self, rules: MagistrRules) -> bool:
        """Deals 2–10 (14–22) stop once every scoring card is taken, with ``early_end`` (§7)."""
        return rules.early_end and self.scores is Scores.CARDS

    def total(self, rules: MagistrRules) -> int:
        """What the whole deal is worth (§7's "total")."""
        if self.scores is Scores.TRICKS:
            return self.per_item * 9  # nine tricks in an "All" deal at any table
        if self.scores is Scores.CARDS:
            return self.per_item * len(self.scoring_cards(rules))
        if self.scores is Scores.LAST_TWO:
            return self.per_item * 2
        return self.per_item


def _cards(test) -> frozenset[int]:
    return frozenset(c.index for c in DECK if test(c))


def _deal9(rules: MagistrRules) -> frozenset[int]:
    ranks = (PackRank.QUEEN,) if rules.deal9_cards is Deal9Cards.QUEEN_OF_SPADES else (
        PackRank.NINE, PackRank.JACK, PackRank.QUEEN)
    return _cards(lambda c: c.suit is Suit.SPADES and c.rank in ranks)


def _deal10(rules: MagistrRules) -> frozenset[int]:
    ranks = (PackRank.KING,) if rules.deal10_cards is Deal10Cards.KING_OF_HEARTS else (
        PackRank.KING, PackRank.TEN)
    return _cards(lambda c: c.suit is Suit.HEARTS and c.rank in ranks)


_SCORING_CARDS = {
    "kings_jacks": lambda r: _cards(lambda c: c.rank in (PackRank.KING, PackRank.JACK)),
    "sixes": lambda r: _cards(lambda c: c.rank is PackRank.SIX),
    "hearts": lambda r: _cards(lambda c: c.suit is Suit.HEARTS),
    "tens_aces": lambda r: _cards(lambda c: c.rank in (PackRank.TEN, PackRank.ACE)),
    "diamonds_jqk": lambda r: _cards(lambda c: c.suit is Suit.DIAMONDS and c.rank in (
        PackRank.JACK, PackRank.QUEEN, PackRank.KING)),
    "queens": lambda r: _cards(lambda c: c.rank is PackRank.QUEEN),
    "eights": lambda r: _cards(lambda c: c.rank is PackRank.EIGHT),
    "queen_of_spades": _deal9,
    "king_of_hearts": _deal10,
}

SUBGAMES: tuple[SubGame, ...] = (
    SubGame("all", _("Magistr", "All"), Scores.TRICKS, 1),
    SubGame("kings_jacks", _("Magistr", "K and J"), Scores.CARDS, 2),
    SubGame("sixes", _("Magistr", "Sixes"), Scores.CARDS, 3),
    SubGame("hearts", _("Magistr", "Hearts"), Scores.CARDS, 4),
    SubGame("tens_aces", _("Magistr", "10 and A"), Scores.CARDS, 5),
    SubGame("diamonds_jqk", _("Magistr", "J–K of diamonds"), Scores.CARDS, 6),
    SubGame("queens", _("Magistr", "Queens"), Scores.CARDS, 7),
    SubGame("eights", _("Magistr", "Eights"), Scores.CARDS, 8),
    SubGame("queen_of_spades", _("Magistr", "Q of spades"), Scores.CARDS, 9),
    SubGame("king_of_hearts", _("Magistr", "K of hearts"), Scores.CARDS, 10),
    SubGame("last_two", _("Magistr", "Last two"), Scores.LAST_TWO, 11),
    SubGame("max", _("Magistr", "MAX"), Scores.MAX, 12),
)


def subgame(number: int) -> SubGame:
    """The sub-game of deal ``number`` (1 … 24)."""
    return SUBGAMES[MagistrRules.subgame_index(number)]


def half_total(rules: MagistrRules) -> int:
    """What a half is worth (§7, §11.1): 244 with the defaults."""
    return sum(s.total(rules) for s in SUBGAMES)


def max_points(rules: MagistrRules, taken: Sequence[int],
               banks: Sequence[tuple[int, tuple[PackCard, ...]]]) -> tuple[int, ...]:
    """Each seat's card points for MAX (§1, §7): its cards' points plus the four-card bonus.

    ``taken``: each seat's mask of the cards it took; ``banks``: (taker, cards) of each bank.
    """
    out = []
    for seat, mask in enumerate(taken):
        points = sum(card_points(c) for c in DECK if mask >> c.index & 1)
        if rules.four_of_a_kind_bonus is FourOfAKindBonus.RANK:
            for rank in PackRank:
                if rank >= PackRank.SIX and all(
                        mask >> PackCard(suit, rank).index & 1 for suit in Suit):
                    points += 10
        elif rules.four_of_a_kind_bonus is FourOfAKindBonus.TRICK_OF_ONE_SUIT:
            points += 10 * sum(1 for taker, cards in banks if taker == seat and len(cards) == 4
                               and len({c.suit for c in cards}) == 1)
        out.append(points)
    return tuple(out)


def deal_points(rules: MagistrRules, number: int, taken: Sequence[int],
                tricks: Sequence[int], banks: Sequence[tuple[int, tuple[PackCard, ...]]],
                played_out: bool) -> tuple[int, ...]:
    """What each seat scores in deal ``number`` (§7): minus in the first half, plus in the
    second.  ``played_out``: whether the last two tricks were played (always, but for a deal
    that ended early, which never counts the last two)."""
    game = subgame(number)
    sign = 1 if rules.is_positive(number) else -1
    n = rules.players
    if game.scores is Scores.TRICKS:
        raw = [game.per_item * t for t in tricks]
    elif game.scores is Scores.CARDS:
        scoring = game.scoring_cards(rules)
        raw = [game.per_item * sum(1 for i in scoring if mask >> i & 1) for mask in taken]
    elif game.scores is Scores.LAST_TWO:
        raw = [0] * n
        if played_out:
            for taker, _cards in banks[-2:]:
                raw[taker] += game.per_item
    else:
        points = max_points(rules, taken, banks)
        best = max(points)
        tops = [s for s in range(n) if points[s] == best]
        raw = [0] * n
        if len(tops) == 1:
            raw[tops[0]] = game.per_item
        elif rules.max_tie is MaxTie.SPLIT:
            for s in tops:
                raw[s] = game.per_item // len(tops)
    return tuple(sign * p for p in raw)
