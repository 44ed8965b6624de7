"""Oh Hell deals given by hand: each seat's cards and the turned card, as a deck order."""

from __future__ import annotations

from collections.abc import Sequence

from debertz_desktop.engine.oh_hell import OhHellExplicitDeal, OhHellGame, OhHellRules
from debertz_desktop.engine.pack import PACK, pack_cards


def deck_for(hands: Sequence[str], dealer: int, turned: str | None = None) -> tuple:
    """The pack order that deals ``hands`` (one text per seat) one card at a time from the
    dealer's left (OH_HELL §3), then turns ``turned``; the rest follows in pack order."""
    n = len(hands)
    parsed = [pack_cards(h) for h in hands]
    size = len(parsed[0])
    assert all(len(h) == size for h in parsed), "every hand holds the same number of cards"
    order = []
    for k in range(size):
        for i in range(n):
            order.append(parsed[(dealer + 1 + i) % n][k])
    if turned is not None:
        order.extend(pack_cards(turned))
    used = {c.index for c in order}
    assert len(used) == len(order), "a card is given twice"
    order.extend(c for c in PACK if c.index not in used)
    return tuple(order)


def game_with(hands: Sequence[str], *, dealer: int = 0, turned: str | None = None,
              number: int | None = None, **options) -> OhHellGame:
    """A game whose deal ``number`` (default: the one with this hand size) is ``hands``.

    Earlier deals are dealt from the seed and played by the first legal action, so the
    game reaches the given deal as in a real game.
    """
    rules = OhHellRules(players=len(hands), **options)
    size = len(hands[0].split())
    if number is None:
        number = rules.schedule.index(size) + 1
    deals = {number: OhHellExplicitDeal(deck_for(hands, dealer, turned), dealer)}
    game = OhHellGame(rules, seed=5, deals=deals)
    while game.deal.number < number:
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[0])
    return game


def play_all(game: OhHellGame, moves: Sequence[str]) -> list:
    """Apply ``moves`` (action texts) in turn; the events of all of them."""
    from debertz_desktop.engine.oh_hell import parse_action

    events = []
    for text in moves:
        events.extend(game.apply(game.to_act, parse_action(text)))
    return events
