"""The claims a hand may make before the first lead (RULES §5, §15), and the finish (§8.7).

Redeal claims (four sevens, a poor hand) void the deal; a debertz or a klabor
wins the game at once.  Pure functions over card masks: the deal offers them,
the computer players and the tests ask the same questions.  A finish claim's
count (:class:`FinishCount`) is what the deal judges the claim by, and what a
player is shown before he makes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import actions as A
from .cards import Contract, Suit, mask_points, points_table
from .combinations import is_klabor, longest_run
from .rules import DebertzClaim, RuleSet

#: The four sevens, shown with a four-sevens redeal claim.
SEVENS = sum(1 << (8 * s) for s in range(4))
_PLAIN_POINTS = points_table(Contract.NO_TRUMP, None)
_FOUR_SEVENS = A.ClaimRedeal(A.RedealReason.FOUR_SEVENS)
_POOR_HAND = A.ClaimRedeal(A.RedealReason.POOR_HAND)
_DEBERTZ = A.ClaimWin(A.WinKind.DEBERTZ)
_KLABOR = A.ClaimWin(A.WinKind.KLABOR)


@dataclass(frozen=True, slots=True)
class FinishCount:
    """What a finish claim counts for a side now (RULES §8.7, §15).

    ``written``: the side's total before this deal; ``deal``: the points taken
    in this deal so far as they would be written (no last trick; minus in a
    negative round).  The claim is true when their sum reaches ``target``;
    a false claim loses the game.
    """

    written: int
    deal: int
    target: int

    @property
    def total(self) -> int:
        return self.written + self.deal

    @property
    def reached(self) -> bool:
        return self.total >= self.target


def any_claim_possible(rules: RuleSet, *, forced: bool) -> bool:
    """Could anybody claim anything under these rules (judged without looking at cards)?"""
    wins = not forced and (rules.debertz is not DebertzClaim.OFF or rules.klabor)
    return wins or rules.redeal_four_sevens or rules.redeal_poor_hand is not None


def has_debertz(rules: RuleSet, hand: int, contract: Contract | None, trump: Suit | None) -> bool:
    """A run long enough for ``rules.debertz`` (runs are "at least", RULES §15)."""
    kind = rules.debertz
    if kind is DebertzClaim.OFF:
        return False
    if kind is DebertzClaim.SEVEN_TRUMPS:
        if contract is Contract.ALL_TRUMP:  # every suit is trump
            return longest_run(hand) >= 7
        if contract is Contract.NO_TRUMP or trump is None:
            return False
        return longest_run(hand, (int(trump),)) >= 7
    return longest_run(hand) >= (7 if kind is DebertzClaim.SEVEN_ANY else 6)


def claims_of(rules: RuleSet, hand: int, first_cards: int, contract: Contract | None,
              trump: Suit | None, *, forced: bool) -> list[A.Action]:
    """Every claim this hand may make now; after a hang only redeal claims (RULES §15)."""
    out: list[A.Action] = []
    if rules.redeal_four_sevens and hand & SEVENS == SEVENS:
        out.append(_FOUR_SEVENS)
    if (rules.redeal_poor_hand is not None
            and mask_points(first_cards, _PLAIN_POINTS) <= rules.redeal_poor_hand):
        out.append(_POOR_HAND)
    if not forced:
        if has_debertz(rules, hand, contract, trump):
            out.append(_DEBERTZ)
        if rules.klabor and rules.first_deal_size == 6 and is_klabor(first_cards):
            out.append(_KLABOR)
    return out
