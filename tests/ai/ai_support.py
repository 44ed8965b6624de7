"""Rule sets and game drivers shared by the computer-player tests."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

from debertz_desktop.ai import Bot, make_bot
from debertz_desktop.engine.debertz import PRESETS, Action, Game, RuleSet, preset
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.views import SeatView

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_benchmark(name: str) -> ModuleType:
    """The script ``benchmarks/<name>.py`` as a module (benchmarks are not a package)."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def preset_rules() -> list[tuple[str, RuleSet]]:
    """Every preset with every seating it allows."""
    out = []
    for key, p in PRESETS.items():
        for players, teams in p.seatings:
            out.append((f"{key}-{players}{'p' if teams else ''}", preset(key, players, teams)))
    return out


def custom_rules() -> list[tuple[str, RuleSet]]:
    """Rule sets with the rare options on."""
    classic = preset("classic", 2)
    site4 = preset("site", 4, True)
    return [
        ("contracts-2", classic.replace(contracts_no_trump=True, contracts_all_trump=True,
                                        all_pass="negative_round", debertz="seven_any",
                                        redeal_poor_hand=20)),
        ("contracts-3", classic.replace(players=3, contracts_no_trump=True,
                                        contracts_all_trump=True, all_pass="negative_round",
                                        must_overruff=True, bella_when="either_card",
                                        bella_to_trick_taker=True, turned_card_to="maker")),
        ("solo-4", site4.replace(teams=False, must_overruff=True, all_pass="negative_round",
                                 contracts_all_trump=True, hundred="six",
                                 declare_until="second_trick", turned_card_to="dealer")),
        ("pairs-finish", site4.replace(finish=True, partner_exemption=True,
                                       overtrump_partner=True, must_overruff=True,
                                       contracts_no_trump=True, target=301,
                                       bella_to_trick_taker=True, bella_when="either_card")),
        ("dave", classic.replace(target="single_deal", dave=True, short_bite="double")),
        ("dave-plus-one", classic.replace(target="single_deal", dave=True,
                                          dave_progression="plus_one",
                                          contracts_no_trump=True)),
        ("fifty-kharkov", preset("kharkov", 2).replace(concede_fifty=True, target=301,
                                                       klabor=True)),
    ]


ALL_RULES = preset_rules() + custom_rules()

Step = Callable[[Game, int, Action], None]


def play_game(game: Game, bots: list[Bot], *, max_actions: int = 5_000,
              before: Step | None = None) -> int:
    """Let ``bots`` play ``game``; every action must be legal. Returns the actions taken."""
    count = 0
    while not game.is_over and count < max_actions:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = bots[seat].choose(view)
        assert action in view.legal_actions, (str(action), [str(a) for a in view.legal_actions])
        if before is not None:
            before(game, seat, action)
        game.apply(seat, action)
        count += 1
    return count


def views_of_a_game(rules: RuleSet, seed: int, *, bot_seed: int = 0,
                    level: str = "medium") -> Iterator[tuple[int, SeatView]]:
    """Play a seeded game with ``level`` bots, yielding ``(seat, view)`` before every action.

    The consumer looks at (or asks another bot about) each view; the game's own
    bot then plays.  Stop early with ``break``.
    """
    game = Game(rules, seed=seed)
    bots = [make_bot(level, bot_seed + s) for s in range(rules.players)]
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        yield seat, view
        game.apply(seat, bots[seat].choose(view))


def played_to(rules: RuleSet, seed: int, cards: int, *, lead: bool = False) -> Game:
    """A seeded game played at random until the hand to play holds ``cards`` cards or fewer
    (and, with ``lead``, a trick is to be led).

    The bidding and the rest take the first quiet choice (ready, play on);
    cards are random legal ones (RULES §8).
    """
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    while not (game.phase is Phase.PLAY and game.deal.hands[game.to_act].bit_count() <= cards
               and not (lead and game.deal.trick)):
        seat = game.to_act
        actions = game.legal_actions(seat)
        if game.phase is Phase.PLAY:
            action = rng.choice([a for a in actions if type(a) is A.PlayCard])
        else:
            quiet = [a for a in actions if isinstance(a, (A.Ready, A.PlayOn))]
            action = quiet[0] if quiet else actions[0]
        game.apply(seat, action)
    return game
