"""The review's "knowable" values never use a hidden card (issue 31).

The same two tests as the computer players' (``test_bots_information.py``):
structurally, the estimate receives nothing but the deciding seat's view —
the object a bot gets, walked field by field there; behaviourally, two deals
that differ only in cards the seat cannot see (swapped consistently with its
knowledge, the same actions replayed) give the same estimates.
"""

from __future__ import annotations

import random

import pytest
from ai_support import ALL_RULES
from test_bots_information import swapped_views

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.review import deal as review_module
from debertz_desktop.ai.review import knowable, review_deal
from debertz_desktop.engine.debertz import Game, preset
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.views import SeatView
from debertz_desktop.engine.record import GameRecord

RULES = [(name, rules) for name, rules in ALL_RULES
         if name in ("classic-2", "classic-3", "site-4p", "contracts-2")]


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[n for n, _ in RULES])
def test_unseen_cards_do_not_change_the_estimates(name, rules):
    rng = random.Random(sum(map(ord, name)) + 31)
    compared = 0
    for view, view2 in swapped_views(rules, range(2), rng, per_position=2):
        if view.phase not in (Phase.PLAY, Phase.BIDDING) or len(view.legal_actions) < 2:
            continue
        first = knowable.estimates(view)
        second = knowable.estimates(view2)
        assert first == second, "the review's estimate depends on cards the seat cannot see"
        compared += 1
    assert compared, "no swap was ever tested"


def test_the_estimate_is_given_the_seats_view_and_nothing_else(monkeypatch):
    rules = preset("classic", 2)
    game = Game(rules, seed=8)
    bots = [make_bot("medium", s) for s in range(2)]
    views = []
    while game.deal.number == 1:
        seat = game.to_act
        if seat == 0:
            views.append(game.view(0))
        game.apply(seat, bots[seat].choose(game.view(seat)))
    record = GameRecord.of(game)
    given = []
    real = knowable.estimates

    def spy(*args, **kwargs):
        given.append((args, kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(review_module.knowable, "estimates", spy)
    review_deal(record, 1, 0)
    assert given
    for args, kwargs in given:
        assert not kwargs and len(args) == 1
        view = args[0]
        assert type(view) is SeatView and view.seat == 0
        assert view in views, "the estimate got something else than a view the seat had"
