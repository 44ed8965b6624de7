"""Builders shared by the scoring tests: hand-written deal outcomes, decks and scripted games.

Nothing here computes a score: the tests write the expected numbers themselves,
from RULES.md.  Whole deals with chosen cards are built with ``deal_builder.py``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from debertz_desktop.engine.debertz import Contract, Game, RuleSet, Suit
from debertz_desktop.engine.debertz.scoring import DealOutcome, ScoreState, write_deal
from debertz_desktop.engine.debertz.sheet import DealKind, DealRow


def outcome(rules: RuleSet, *, maker: int | None = 0, cards: Sequence[int],
            last: int | None, tricks: Sequence[int] | None = None,
            combos: Sequence[int] | None = None, bella: Sequence[int] | None = None,
            kind: DealKind = DealKind.PLAYED, number: int = 1, dealer: int = 0,
            contract: Contract = Contract.SUIT, trump: Suit | None = Suit.HEARTS,
            claim_side: int | None = None, claim_success: bool = True,
            stake: int = 1) -> DealOutcome:
    """A finished deal as the play would report it, one entry per side.

    ``tricks`` defaults to one trick for every side with card points or the
    last trick, none for the others (a ski).
    """
    n = rules.sides
    assert len(cards) == n
    if tricks is None:
        tricks = [1 if cards[s] or last == s else 0 for s in range(n)]
    if contract is not Contract.SUIT:
        trump = None
    return DealOutcome(
        kind=kind, number=number, dealer=dealer, maker=maker, contract=contract, trump=trump,
        card_points=tuple(cards), tricks=tuple(tricks), last_trick_side=last,
        combinations=tuple(combos or (0,) * n), bella=tuple(bella or (0,) * n),
        claim_side=claim_side, claim_success=claim_success, stake=stake,
    )


def void(rules: RuleSet, number: int = 1, dealer: int = 0) -> DealOutcome:
    zeros = (0,) * rules.sides
    return DealOutcome(kind=DealKind.VOID, number=number, dealer=dealer, card_points=zeros,
                       tricks=zeros, combinations=zeros, bella=zeros, note="all passed")


def claim(rules: RuleSet, kind: DealKind, side: int, *, success: bool = True,
          maker: int | None = None, number: int = 1, stake: int = 1) -> DealOutcome:
    """A deal ended by a claim: instant win, finish, conceded fifty, declined dave."""
    zeros = (0,) * rules.sides
    return DealOutcome(kind=kind, number=number, dealer=0, maker=maker,
                       contract=Contract.SUIT if maker is not None else None,
                       trump=Suit.HEARTS if maker is not None else None, card_points=zeros,
                       tricks=zeros, combinations=zeros, bella=zeros, claim_side=side,
                       claim_success=success, stake=stake)


def write_all(rules: RuleSet, *outcomes: DealOutcome,
              state: ScoreState | None = None) -> tuple[list[DealRow], ScoreState]:
    """Write deals one after another on one sheet; number them 1, 2, … if they are not."""
    st = state or ScoreState(rules.sides)
    rows = []
    for i, o in enumerate(outcomes, start=1):
        if o.number != i:
            o = DealOutcome(**{**o.__dict__, "number": i})
        rows.append(write_deal(rules, o, st))
    return rows, st


def written(row: DealRow) -> list[int]:
    return [s.written for s in row.sides]


def marks(row: DealRow) -> list[set[str]]:
    return [{m.value for m in s.marks} for s in row.sides]


def running(row: DealRow) -> list[int]:
    return [s.running for s in row.sides]


# -- playing games (hand-built deals: ``deal_builder.py``) ----------------------------------


def play_randomly(game: Game, rng: random.Random, *, deals: int) -> None:
    """Play on with random legal actions until ``deals`` deals are written or the game ends."""
    while not game.is_over and len(game.rows) < deals:
        seat = game.to_act
        assert seat is not None
        game.apply(seat, rng.choice(game.legal_actions(seat)))
