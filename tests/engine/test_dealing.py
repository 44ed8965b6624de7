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
