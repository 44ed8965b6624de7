"""Random whole games of Magistr for 2, 3 and 4 players under every preset and the rarer
options: invariants at every step (MASTER §2–§8).

At every step every card dealt is in exactly one place (a hand, the bank, a
taken bank, set aside), every player holds the same number of cards, a legal
move exists for the seat to act and for nobody else, and a view shows no card
of another hand.  Every deal's row passes the sheet's checks (§8); the game
ends after 24 deals with halves of ∓ the half total; a record replays it.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from debertz_desktop.engine.magistr import PRESETS, MagistrGame, half_total
from debertz_desktop.engine.magistr.cards import DECK_INDICES
from debertz_desktop.engine.record import GameRecord

ALL36 = sum(1 << i for i in DECK_INDICES)

variants = st.fixed_dictionaries({
    "must_beat": st.booleans(),
    "early_end": st.booleans(),
    "max_tie": st.sampled_from(["split", "none"]),
    "next_dealer": st.sampled_from(["first_leader", "left"]),
    "first_lead": st.sampled_from(["lowest_diamond", "lowest_diamond_first_deal"]),
    "own_trump_scope": st.sampled_from(["owner_only", "everyone"]),
    "own_trump_distinct": st.booleans(),
    "deal9_cards": st.sampled_from(["queen_of_spades", "nine_to_queen_of_spades"]),
})


def _check_places(game: MagistrGame) -> None:
    deal = game.deal
    if deal is None:
        return
    places = [*deal.hands, deal.aside, *deal.taken, sum(1 << c.index for c in deal.bank.cards)]
    seen = 0
    for mask in places:
        assert seen & mask == 0, "a card is in two places"
        seen |= mask
    assert seen == ALL36 or deal.ended_early, "every card is somewhere"
    sizes = {h.bit_count() for h in deal.hands}
    in_bank = set(deal.bank.seats)
    # those who laid a card in the bank hold one card fewer than those who have not
    assert len({deal.hands[s].bit_count() + (s in in_bank) for s in range(len(deal.hands))}) == 1
    assert len(sizes) <= 2


def _check_view(game: MagistrGame, seat: int) -> None:
    """The view's own hand is the seat's; every other card it names by seat has been played."""
    view = game.view(seat)
    if game.deal is None:
        assert view.hand == ()
        return
    assert {c.index for c in view.hand} == {
        i for i in DECK_INDICES if game.deal.hands[seat] >> i & 1}
    in_hands = 0
    for hand in game.deal.hands:
        in_hands |= hand
    named = [p.card for p in view.bank] + [p.card for b in view.banks for p in b.plays]
    named += [c for taken in view.scoring_taken for c in taken]
    assert not any(in_hands >> c.index & 1 for c in named), "a view shows a card in a hand"
    # §5, §6: the cards marked as beating are ones the seat may play (an eight of another
    # suit than the main one would beat, but not while the seat holds the main suit)
    playable = {a.card for a in view.legal_actions if hasattr(a, "card")}
    assert set(view.beating) <= playable, "a marked card may not be played"


@settings(max_examples=30, deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), players=st.integers(2, 4),
       seed=st.integers(0, 2**31), picker=st.integers(0, 2**31), options=variants)
def test_random_games_keep_every_invariant_and_always_end(preset, players, seed, picker, options):
    rules = PRESETS[preset].rules(players).replace(**options)
    game = MagistrGame(rules, seed=seed)
    rng = random.Random(picker)
    steps = 0
    while not game.is_over:
        seat = game.to_act
        legal = game.legal_actions(seat)
        assert legal, "a legal move always exists"
        assert all(game.legal_actions(s) == [] for s in range(players) if s != seat)
        _check_places(game)
        if steps % 11 == 0:
            _check_view(game, rng.randrange(players))
        game.apply(seat, rng.choice(legal))
        steps += 1
        assert steps < 2000
    sheet = game.sheet
    assert len(sheet.rows) == 24
    assert sheet.checks_hold()
    h = half_total(rules)
    if rules.max_tie == "split":
        assert sheet.half(0).stake == -h and sheet.half(1).stake == h
    assert game.places is not None and min(game.places) == 1
    replayed = GameRecord.from_json(GameRecord.of(game).to_json()).replay()
    assert replayed.sheet.to_dict() == sheet.to_dict()
