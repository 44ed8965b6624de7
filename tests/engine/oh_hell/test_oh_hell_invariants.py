"""Random whole games of Oh Hell under every option: invariants at every step (OH_HELL §1–§7).

Hypothesis draws the table, the options and a seed; a seeded ``random.Random``
picks among the legal actions.  At every step: every card is in exactly one
place, the hands are equal in size as dealt, a legal action exists for the seat
to act and for nobody else, and a seat's view holds no other seat's card.  At
each deal's end the tricks add up to the cards dealt and the sheet's arithmetic
holds; a game always ends after its schedule, and a record replays it exactly.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from debertz_desktop.engine.events import DealScored
from debertz_desktop.engine.oh_hell import (
    BIDS,
    PLAYS,
    OhHellGame,
    OhHellRules,
)
from debertz_desktop.engine.phase import Phase
from debertz_desktop.engine.record import GameRecord

rule_sets = st.builds(
    OhHellRules,
    players=st.integers(3, 7),
    deal_order=st.sampled_from(["up", "up_down"]),
    dealer_restriction=st.booleans(),
    zero_bid=st.sampled_from(["ten", "five_plus_cards"]),
    failed_bid=st.sampled_from(["nothing", "minus_difference"]),
)


def _check_cards(game: OhHellGame) -> None:
    deal = game.deal
    seen = 0
    places = [*deal.hands, sum(1 << c for t in deal.tricks for c in t[2]),
              sum(1 << c for c in deal.trick)]
    if deal.turned is not None:
        places.append(1 << deal.turned)
    for mask in places:
        assert seen & mask == 0, "a card is in two places"
        seen |= mask
    dealt = deal.hand_size * game.rules.players + (deal.turned is not None)
    assert seen.bit_count() == dealt
    # hands: equal as dealt, less what each seat played
    played = [0] * game.rules.players
    for t in deal.tricks:
        for s in t[1]:
            played[s] += 1
    for s in deal.trick_seats:
        played[s] += 1
    assert [h.bit_count() + p for h, p in zip(deal.hands, played, strict=True)] == [
        deal.hand_size] * game.rules.players


def _check_view(game: OhHellGame, seat: int) -> None:
    """Every card a view holds is the seat's own, played, or the turned card (§3–§5)."""
    view = game.view(seat)
    assert {c.index for c in view.hand} == {
        i for i in range(52) if game.deal.hands[seat] >> i & 1}
    played = [c for t in game.deal.tricks for c in t[2]] + list(game.deal.trick)
    visible = {c.index for c in view.hand} | set(played)
    if game.deal.turned is not None:
        visible.add(game.deal.turned)
    in_view = {c.index for c in view.played_cards} | {c.index for c in view.hand}
    if view.turned_card is not None:
        in_view.add(view.turned_card.index)
    assert in_view <= visible, "a view shows another seat's unplayed card"
    assert view.hand_sizes == tuple(h.bit_count() for h in game.deal.hands)


@settings(max_examples=60, deadline=None)
@given(rules=rule_sets, seed=st.integers(0, 2**32 - 1), picker=st.integers(0, 2**32 - 1),
       deals=st.integers(1, 29))
def test_random_games_keep_every_invariant_and_always_end(rules, seed, picker, deals):
    rules = rules.replace(deals=min(deals, len(rules.sequence)))
    game = OhHellGame(rules, seed=seed)
    rng = random.Random(picker)
    steps = 0
    scored = 0
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        assert legal, "a legal action always exists"
        for other in range(rules.players):
            if other != seat:
                assert game.legal_actions(other) == []
        _check_cards(game)
        if steps % 7 == 0:
            _check_view(game, rng.randrange(rules.players))
        events = game.apply(seat, rng.choice(legal))
        for ev in events:
            if isinstance(ev, DealScored):
                scored += 1
                row = ev.row
                assert sum(row.tricks) == row.cards, "tricks add up to the cards dealt"
                for s in range(rules.players):
                    if row.made(s):
                        assert row.points[s] == rules.made_points(row.bids[s], row.cards)
                    else:
                        assert row.points[s] == rules.failed_points(row.bids[s], row.tricks[s])
        steps += 1
        assert steps < 3000
    assert scored == rules.deal_count == len(game.sheet.rows)
    assert game.places is not None and min(game.places) == 1
    replayed = GameRecord.from_json(GameRecord.of(game).to_json()).replay()
    assert replayed.sheet.to_dict() == game.sheet.to_dict()


def test_every_bid_and_play_is_a_distinct_singleton():
    assert len({str(a) for a in BIDS + PLAYS}) == len(BIDS) + len(PLAYS)
    game = OhHellGame(OhHellRules(players=3), seed=1)
    assert game.phase is Phase.BIDDING
    assert all(a is BIDS[a.tricks] for a in game.legal_actions(game.to_act))
