"""Random engine games turned into score-keeper entries, deal by deal.

A game is played with a seeded random choice among the legal actions (declaring
and bella are taken whenever offered, so combinations and bellas occur often).
When a deal ends, the facts the players would enter are read from the finished
deal: dealer, maker, contract and trump, each side's raw card points and tricks,
who took the last trick, each player's declared sequences and bellas (with the
side a ``bella_to_trick_taker`` bella went to), claims and the stake.
"""

from __future__ import annotations

import random

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import Contract, Suit
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.rules import RuleSet
from debertz_desktop.engine.debertz.sheet import DealKind
from debertz_desktop.keeper import BellaEntry, DealEntry, Declared

MAX_STEPS = 6000


def entry_of(game: Game, deal) -> DealEntry:
    rules = game.rules
    kind = deal.kind
    claimer = None
    if deal.claim_side is not None:
        claimer = next(s for s in range(rules.players) if rules.side_of(s) == deal.claim_side)
    if kind is DealKind.DAVE_DECLINED:
        claimer = deal.dave_offerer
    common = dict(dealer=deal.dealer, kind=kind, maker=deal.maker, claimer=claimer,
                  claim_success=deal.claim_success, claim_points=deal.claim_points,
                  stake=deal.stake, note=deal.note)
    if kind not in (DealKind.PLAYED, DealKind.NEGATIVE):
        return DealEntry(contract=deal.contract or Contract.SUIT, trump=deal.trump, **common)
    declared = tuple(Declared(seat, c) for seat in range(rules.players)
                     for c in deal.declared[seat])
    bellas = tuple(BellaEntry(b[0], Suit(b[1]), b[3] if rules.bella_to_trick_taker else None)
                   for b in deal.bellas)
    return DealEntry(contract=deal.contract, trump=deal.trump,
                     card_points=tuple(deal.side_points), tricks=tuple(deal.side_tricks),
                     last_trick_side=deal.last_trick_side, declared=declared, bellas=bellas,
                     **common)


def play_random(rules: RuleSet, seed: int, names=None) -> tuple[Game, list[DealEntry]]:
    """Play a whole game at random; return it and the entries of its deals."""
    game = Game(rules, seed, names=names)
    rng = random.Random(seed)
    entries: list[DealEntry] = []
    for _ in range(MAX_STEPS):
        if game.is_over:
            break
        seat = game.to_act
        legal = game.legal_actions(seat)
        eager = [a for a in legal if isinstance(a, A.Declare)
                 or (isinstance(a, A.PlayCard) and a.bella)]
        calm = [a for a in legal if not isinstance(a, A.OfferDave | A.ClaimFinish)]
        if eager and rng.random() < 0.9:
            action = rng.choice(eager)
        elif calm and rng.random() < 0.97:
            action = rng.choice(calm)
        else:
            action = rng.choice(legal)
        deal = game.deal
        game.apply(seat, action)
        if game.deal is not deal or game.is_over:
            entries.append(entry_of(game, deal))
    return game, entries
