"""An Oh Hell computer player cannot reach another seat's hidden cards (issue 29).

Structural: the only object a bot receives, the seat's ``OhHellView``, holds
no card of another seat's hand — every field is walked.  Behavioural (as for
Debertz, ``tests/ai/test_bots_information.py``): two games that differ only in
cards the seat cannot see — two of them change places between the other
hands and the undealt stock, and the same actions are replayed — give the
seat the same view and every level the same decision with the same seed.
"""

from __future__ import annotations

import dataclasses
import enum
import random

import pytest
from oh_hell_ai_support import LEVELS, all_rules, positions, replay

from debertz_desktop.ai import make_bot
from debertz_desktop.engine.oh_hell import (
    Bid,
    OhHellExplicitDeal,
    OhHellGame,
    OhHellRow,
    OhHellRules,
    OhHellView,
    PlayCard,
    PlayedTrick,
)
from debertz_desktop.engine.pack import PACK, PackCard, cards_in

_LEAVES = (int, str, bool, float, type(None), enum.Enum)
#: The seat's own cards, and the sheet of the deals before this one (their turned cards).
_NOT_CHECKED = {"hand", "legal_actions", "rows"}
RULES = all_rules()[::3]


def _cards(value, path: str, out: list) -> None:
    if isinstance(value, PackCard):
        out.append((path, value))
    elif isinstance(value, _LEAVES):
        return
    elif isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            _cards(item, f"{path}[{i}]", out)
    else:
        assert isinstance(value, (OhHellRules, OhHellRow, PlayedTrick, Bid, PlayCard)), (
            f"{path}: unexpected {type(value).__name__} in a view")
        if isinstance(value, OhHellRules):
            return
        for f in dataclasses.fields(value):
            _cards(getattr(value, f.name), f"{path}.{f.name}", out)


def cards_in_view(view: OhHellView) -> list[tuple[str, PackCard]]:
    out: list[tuple[str, PackCard]] = []
    for f in dataclasses.fields(view):
        if f.name not in _NOT_CHECKED:
            _cards(getattr(view, f.name), f.name, out)
    return out


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[n for n, _ in RULES])
def test_a_view_holds_no_card_of_another_seats_hand(name, rules):
    game = OhHellGame(rules, seed=3)
    bots = [make_bot("medium", s, game="oh_hell") for s in range(rules.players)]
    checked = 0
    while not game.is_over:
        for observer in range(rules.players):
            view = game.view(observer)
            for path, card in cards_in_view(view):
                for other in range(rules.players):
                    if other != observer:
                        assert not game.deal.hands[other] & card.mask, (
                            f"seat {observer} sees {card} of seat {other} at {path}")
                checked += 1
            assert all(c.mask & game.deal.hands[observer] for c in view.hand)
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    assert checked


def _deck(start_hands: list[int], dealer: int, turned: int | None) -> tuple[PackCard, ...]:
    """A pack order that deals ``start_hands`` from the dealer's left, then ``turned``."""
    n = len(start_hands)
    hands = [cards_in(h) for h in start_hands]
    order = [hands[(dealer + 1 + i) % n][k] for k in range(len(hands[0])) for i in range(n)]
    if turned is not None:
        order.append(PACK[turned])
    used = {c.index for c in order}
    order.extend(c for c in PACK if c.index not in used)
    return tuple(order)


def swapped_views(rules: OhHellRules, seeds, rng: random.Random, per_position: int):
    """Pairs of views of the seat to act in two games differing only in cards it cannot see."""
    for seed in seeds:
        for game in positions(rules, seed, count=4):
            seat = game.to_act
            deal = game.deal
            n = rules.players
            places = [deal.hands[s] for s in range(n) if s != seat]
            dealt = 0
            for h in deal.start_hands:
                dealt |= h
            turned = 0 if deal.turned is None else 1 << deal.turned
            places.append(((1 << 52) - 1) & ~dealt & ~turned)  # the undealt stock
            pairs = [(a, b) for i, x in enumerate(places) for y in places[i + 1:]
                     for a in cards_in(x) for b in cards_in(y)]
            for a, b in rng.sample(pairs, min(per_position, len(pairs))):
                start = []
                for h in deal.start_hands:
                    if h & a.mask:
                        h = h ^ a.mask | b.mask
                    elif h & b.mask:
                        h = h ^ b.mask | a.mask
                    start.append(h)
                explicit = OhHellExplicitDeal(_deck(start, deal.dealer, deal.turned), deal.dealer)
                other, refused = replay(rules, seed, {deal.number: explicit}, game.history)
                if refused is not None:
                    # only a swap that breaks a shown void makes a play illegal (OH_HELL §5)
                    assert isinstance(refused[1], PlayCard)
                    continue
                view, view2 = game.view(seat), other.view(seat)
                assert view == view2, "the seat's view depends on cards it cannot see"
                yield view, view2


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[n for n, _ in RULES])
def test_unseen_cards_do_not_change_decisions(name, rules):
    rng = random.Random(sum(map(ord, name)))
    compared = 0
    for view, view2 in swapped_views(rules, range(2), rng, per_position=2):
        for level in LEVELS:
            first = make_bot(level, 99, game="oh_hell").choose(view)
            second = make_bot(level, 99, game="oh_hell").choose(view2)
            assert first == second, f"{level} decides on cards it cannot see"
        compared += 1
    assert compared, "no swap was ever tested"


def test_a_swap_of_seen_cards_would_be_noticed():
    # the test's own check: a swap that moves a card into the observer's hand changes its view
    rules = OhHellRules(players=4, deals=3)
    game = positions(rules, 1, count=1)[0]
    seat = game.to_act
    deal = game.deal
    mine = cards_in(deal.hands[seat])[0]
    other_seat = (seat + 1) % 4
    theirs = cards_in(deal.hands[other_seat])[0]
    start = list(deal.start_hands)
    start[seat] = start[seat] ^ mine.mask | theirs.mask
    start[other_seat] = start[other_seat] ^ theirs.mask | mine.mask
    explicit = OhHellExplicitDeal(_deck(start, deal.dealer, deal.turned), deal.dealer)
    other, refused = replay(rules, 1, {deal.number: explicit}, game.history)
    assert refused is not None or other.view(seat) != game.view(seat)
