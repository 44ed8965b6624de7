"""Magistr games with hands given by hand (MASTER §4): a deck order for chosen hands."""

from __future__ import annotations

from collections.abc import Sequence

from debertz_desktop.engine.magistr import MagistrExplicitDeal, MagistrGame, MagistrRules
from debertz_desktop.engine.magistr.actions import parse_action
from debertz_desktop.engine.magistr.cards import DECK
from debertz_desktop.engine.pack import pack_cards


def deck_for(hands: Sequence[str], dealer: int) -> tuple:
    """The 36-card order that deals ``hands`` one card at a time from the dealer's left; the
    cards not in any hand follow (set aside in an "All" deal of 2 or 3)."""
    n = len(hands)
    parsed = [pack_cards(h) for h in hands]
    size = len(parsed[0])
    assert all(len(h) == size for h in parsed)
    order = [parsed[(dealer + 1 + i) % n][k] for k in range(size) for i in range(n)]
    assert len(set(order)) == len(order), "a card is given twice"
    order.extend(c for c in DECK if c not in order)
    return tuple(order)


def start(rules: MagistrRules, hands: Sequence[str] | None = None, *, dealer: int = 0,
          number: int = 1, trumps: str = "", seed: int = 3) -> MagistrGame:
    """A game at deal ``number`` (earlier deals played by the first legal card) whose trumps
    were named in turn from ``trumps`` ("HCSD": the suits in naming order)."""
    deals = {} if hands is None else {number: MagistrExplicitDeal(deck_for(hands, dealer),
                                                                  dealer)}
    if number != 1 and hands is not None:
        deals[1] = MagistrExplicitDeal(tuple(DECK), dealer)
    game = MagistrGame(rules, seed=seed, deals=deals)
    for letter in trumps:
        game.apply(game.to_act, parse_action(f"trump {letter}"))
    while game.deal is not None and game.deal.number < number:
        game.apply(game.to_act, game.legal_actions(game.to_act)[0])
    return game


def play(game: MagistrGame, moves: str) -> list:
    """Apply ``moves`` in turn: cards (``"6D QS"``) and trump names (``"trump H"``)."""
    events = []
    words = moves.split()
    while words:
        text = words.pop(0)
        if text == "trump":
            text += " " + words.pop(0)
        events.extend(game.apply(game.to_act, parse_action(text)))
    return events
