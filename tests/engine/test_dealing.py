"""A deal given card by card, in every game (engine/dealing.py): the pack exactly once, the
dealer kept; and the seeded shuffle that replays a game."""

from __future__ import annotations

import pytest

from debertz_desktop.engine.dealing import deal_rng
from debertz_desktop.engine.errors import RecordError
from debertz_desktop.engine.games import GAMES

KINDS = list(GAMES.values())


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.key)
def test_an_explicit_deal_holds_the_games_pack_exactly_once(kind):
    pack = tuple(kind.pack)
    deal = kind.explicit_deal(tuple(reversed(pack)), 1)
    assert deal.dealer == 1 and deal.deck[0] == pack[-1]
    with pytest.raises(RecordError, match=f"each of the {len(pack)} cards exactly once"):
        kind.explicit_deal(pack[1:], 0)
    with pytest.raises(RecordError, match=f"each of the {len(pack)} cards exactly once"):
        kind.explicit_deal((pack[0], *pack[:-1]), 0)


def test_the_shuffle_of_a_deal_depends_on_the_seed_and_the_deal_alone():
    orders = [list(range(36)) for _ in range(3)]
    deal_rng(7, 3).shuffle(orders[0])
    deal_rng(7, 3).shuffle(orders[1])
    deal_rng(7, 4).shuffle(orders[2])
    assert orders[0] == orders[1] != orders[2]


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.key)
def test_the_game_knows_where_its_deal_began_and_a_replay_knows_it_too(kind):
    """``deal_start``: the history's length when the deal being played began (a resumed
    game's undo reaches back to it, as a played game's does)."""
    import random

    from debertz_desktop.engine.events import DealStarted
    from debertz_desktop.engine.record import GameRecord

    rng = random.Random(7)
    game = kind.new_game(kind.default_rules(), seed=3)
    began, checked = 0, 0
    while not game.is_over and len(game.history) < 400:
        seat = game.to_act
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        if any(isinstance(e, DealStarted) for e in events):
            began = len(game.history)
        assert game.deal_start == began
        if rng.random() < 0.05:
            assert GameRecord.of(game).replay().deal_start == began
            checked += 1
    assert began > 0 and checked > 0
