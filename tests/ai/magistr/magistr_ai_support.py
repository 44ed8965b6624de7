"""Rule sets, hand-built deals and game drivers shared by the Magistr computer-player tests."""

from __future__ import annotations

import copy
import importlib.util
import random
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from debertz_desktop.ai import Bot
from debertz_desktop.engine.magistr import PRESETS, MagistrGame, MagistrRules

_HERE = Path(__file__).resolve()
BENCHMARKS = _HERE.parents[3] / "benchmarks"


def _load(name: str, path: Path) -> ModuleType:
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


#: The engine tests' hand-built deals: ``start(rules, hands, number=…)`` and ``play(game, …)``.
deals = _load("magistr_deals", _HERE.parents[2] / "engine" / "magistr" / "magistr_deals.py")


def load_benchmark(name: str) -> ModuleType:
    """The script ``benchmarks/<name>.py`` as a module (benchmarks are not a package)."""
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return _load(name, BENCHMARKS / f"{name}.py")


def preset_rules() -> list[tuple[str, MagistrRules]]:
    """Every preset (MASTER §13) at 2, 3 and 4 players."""
    return [(f"{key}-{n}", p.rules(n)) for key, p in PRESETS.items() for n in (2, 3, 4)]


def rare_rules() -> list[tuple[str, MagistrRules]]:
    """The options no preset sets: beating a must, own trumps for everyone or shared, the other
    readings of deals 9 and 10, the four-card bonus of one suit, the first lead's variant."""
    base = PRESETS["magistr"].rules(4)
    return [
        ("must-beat-4", base.replace(must_beat=True)),
        ("must-beat-2-common", PRESETS["magistr_one_trump"].rules(2).replace(must_beat=True)),
        ("everyone-3", base.replace(players=3, own_trump_scope="everyone",
                                    own_trump_distinct=False)),
        ("long-deals-4", base.replace(deal9_cards="nine_to_queen_of_spades",
                                      deal10_cards="king_and_ten_of_hearts", early_end=False,
                                      four_of_a_kind_bonus="trick_of_one_suit", max_tie="none",
                                      first_lead="lowest_diamond_first_deal", next_dealer="left")),
    ]


ALL_RULES = preset_rules() + rare_rules()

Step = Callable[[MagistrGame, int], None]


def play(game: MagistrGame, bots: list[Bot], *, max_actions: int = 100_000,
         before: Step | None = None, stop: Callable[[MagistrGame], bool] | None = None) -> int:
    """Let ``bots`` play ``game``; every action must be legal.  Returns the actions taken."""
    count = 0
    while not game.is_over and count < max_actions:
        if stop is not None and stop(game):
            break
        seat = game.to_act
        assert seat is not None
        if before is not None:
            before(game, seat)
        view = game.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal_actions, f"{type(bots[seat]).__name__}: {action} illegal"
        game.apply(seat, action)
        count += 1
    return count


def random_position(rules: MagistrRules, seed: int, *, deal: int | None = None) -> MagistrGame:
    """A game after random legal actions: its trumps named, then into deal ``deal`` (or a
    random one) some random cards deep."""
    rng = random.Random(seed)
    game = MagistrGame(rules, seed)
    number = deal if deal is not None else rng.randint(1, 24)
    while game.deal is None or game.deal.number < number:
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    depth = rng.randrange(game.deal.hand_size * rules.players - 1)
    for _ in range(depth):
        if game.deal.number != number:
            break
        seat = game.to_act
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def hidden_swap(game: MagistrGame, seat: int, rng: random.Random) -> MagistrGame | None:
    """A copy of ``game`` with one card of another hand swapped with a card of a third hand or
    of the cards set aside (nothing the seat sees changes)."""
    deal = game.deal
    places = [s for s in range(game.rules.players) if s != seat and deal.hands[s]]
    masks = [deal.hands[s] for s in places]
    if deal.aside:
        masks.append(deal.aside)
        places.append(-1)
    if len(places) < 2:
        return None
    i, j = rng.sample(range(len(places)), 2)
    a = rng.choice([c for c in range(52) if masks[i] >> c & 1])
    b = rng.choice([c for c in range(52) if masks[j] >> c & 1])
    other = copy.deepcopy(game)
    for place, out, into in ((places[i], a, b), (places[j], b, a)):
        if place < 0:
            other.deal.aside ^= 1 << out | 1 << into
        else:
            other.deal.hands[place] ^= 1 << out | 1 << into
    return other


__all__ = ["ALL_RULES", "deals", "hidden_swap", "load_benchmark", "play", "preset_rules",
           "random_position", "rare_rules"]
