"""Oh Hell games for the computer-player tests: dealt by hand or played by bots to a position."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from debertz_desktop.ai import make_bot
from debertz_desktop.engine.oh_hell import (
    PRESETS,
    OhHellExplicitDeal,
    OhHellGame,
    OhHellRules,
    OhHellView,
    parse_action,
)
from debertz_desktop.engine.pack import PACK, pack_cards
from debertz_desktop.engine.phase import Phase

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"
LEVELS = ("easy", "medium", "hard")


def load_benchmark(name: str) -> ModuleType:
    """The script ``benchmarks/<name>.py`` as a module (benchmarks are not a package)."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def all_rules() -> list[tuple[str, OhHellRules]]:
    """Every preset at every table size, and the rare options together."""
    out = [(f"{key}-{n}", p.rules(n)) for key, p in PRESETS.items() for n in range(3, 8)]
    out.append(("minus-restricted-5", OhHellRules(players=5, dealer_restriction=True,
                                                  failed_bid="minus_difference",
                                                  zero_bid="five_plus_cards", deals=6)))
    return out


def deck_for(hands: Sequence[str], dealer: int, turned: str | None = None) -> tuple:
    """The pack order that deals ``hands`` (one text per seat) from the dealer's left
    (OH_HELL §3), then turns ``turned``; the rest follows in pack order."""
    n = len(hands)
    parsed = [pack_cards(h) for h in hands]
    order = []
    for k in range(len(parsed[0])):
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
    """A game at the deal (default: the one of this hand size) that deals ``hands``.

    Earlier deals are played by the first legal action.  The game's last deal has no
    trump (OH_HELL §3): pass ``number`` of an earlier deal to have one.
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


def play_texts(game: OhHellGame, moves: Sequence[str]) -> None:
    for text in moves:
        game.apply(game.to_act, parse_action(text))


def positions(rules: OhHellRules, seed: int, count: int, levels: Sequence[str] = ("medium",
              "easy")) -> list[OhHellGame]:
    """``count`` positions of one game played by bots, each with a seat to act."""
    rng = random.Random(seed)
    game = OhHellGame(rules, seed=seed)
    bots = [make_bot(rng.choice(levels), seed * 10 + s, game="oh_hell")
            for s in range(rules.players)]
    while not game.is_over:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.view(seat)))
    history = game.history
    stops = sorted(rng.sample(range(len(history)), min(count, len(history))))
    return [replay(rules, seed, {}, history[:stop])[0] for stop in stops]


def replay(rules: OhHellRules, seed: int, deals: dict, history) -> tuple[OhHellGame, object]:
    """The game after ``history`` (with ``deals`` given by hand); the first refused action or
    ``None``."""
    from debertz_desktop.engine.errors import IllegalActionError

    game = OhHellGame(rules, seed=seed, deals=deals)
    for seat, action in history:
        try:
            game.apply(seat, action)
        except IllegalActionError:
            return game, (seat, action)
    return game, None


def to_act_view(game: OhHellGame) -> OhHellView:
    seat = game.to_act
    assert seat is not None
    return game.view(seat)


__all__ = ["LEVELS", "Phase", "all_rules", "deck_for", "game_with", "load_benchmark",
           "play_texts", "positions", "replay", "to_act_view"]
