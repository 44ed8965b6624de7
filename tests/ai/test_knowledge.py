"""knowledge.py: what a seat knows about hidden cards is always true (issue 4).

The property test plays random games (random legal actions and the bots) and,
for every seat at every step, checks the real hidden cards against the seat's
knowledge: every real card of a location is in its ``possible`` mask, every
``must`` card is really there, the sizes match, and announced combinations fit.
"""

from __future__ import annotations

import random

import pytest
from ai_support import ALL_RULES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from debertz_desktop.ai import make_bot
from debertz_desktop.ai.knowledge import Knowledge, knowledge_of
from debertz_desktop.engine.debertz import Game, PlayCard
from debertz_desktop.engine.debertz.cards import SUIT_MASKS, mask_of
from debertz_desktop.engine.debertz.deal import Phase


def real_world(game: Game) -> list[int]:
    """The real cards of every location: the hands, then the stock without the bottom card."""
    deal = game.deal
    stock = 0
    for c in deal.stock:
        stock |= 1 << c
    if deal.bottom_card is not None:
        stock &= ~(1 << deal.bottom_card)
    return [*deal.hands, stock]


def check_seat(game: Game, seat: int) -> Knowledge:
    know = knowledge_of(game.view(seat))
    world = real_world(game)
    for loc, real in enumerate(world):
        missing = real & ~know.possible[loc]
        assert not missing, f"seat {seat}: location {loc} holds cards ruled out: {missing:#x}"
        wrong = know.must[loc] & ~real
        assert not wrong, f"seat {seat}: location {loc} does not hold 'must' cards {wrong:#x}"
        assert know.sizes[loc] == real.bit_count()
    assert know.consistent(world)
    return know


def play_checked(game: Game, rng: random.Random, levels: list[str | None],
                 max_actions: int) -> None:
    bots = [make_bot(level, rng.randrange(1000)) if level else None for level in levels]
    n = game.rules.players
    for _ in range(max_actions):
        if game.is_over:
            return
        for seat in range(n):
            check_seat(game, seat)
        seat = game.to_act
        bot = bots[seat]
        if bot is None:
            action = rng.choice(game.legal_actions(seat))
        else:
            action = bot.choose(game.view(seat))
        game.apply(seat, action)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from(range(len(ALL_RULES))),
    seed=st.integers(0, 10_000),
    levels=st.lists(st.sampled_from([None, "easy", "medium"]), min_size=4, max_size=4),
)
def test_real_hands_always_fit_the_knowledge(config, seed, levels):
    rules = ALL_RULES[config][1]
    game = Game(rules, seed=seed)
    play_checked(game, random.Random(seed), levels[:rules.players], max_actions=160)


@pytest.mark.parametrize(("name", "rules"), ALL_RULES, ids=[n for n, _ in ALL_RULES])
def test_knowledge_holds_over_whole_games(name, rules):
    game = Game(rules, seed=11)
    play_checked(game, random.Random(11), [None, "medium", "easy", None][:rules.players],
                 max_actions=400)


# -- the inferences, found in random games -------------------------------------------------


def _tricks_of(rules, seeds, with_bots=True):
    """Yield (game, seat, view-before-the-play, play) for every card played."""
    for seed in seeds:
        game = Game(rules, seed=seed)
        bots = [make_bot("medium" if with_bots else "easy", seed + s)
                for s in range(rules.players)]
        rng = random.Random(seed)
        while not game.is_over and game.deal.number < 4:
            seat = game.to_act
            view = game.view(seat)
            action = bots[seat].choose(view) if rng.random() < 0.7 else rng.choice(
                view.legal_actions)
            before = len(game.history)
            if isinstance(action, PlayCard) and view.hand_sizes[seat] > 1:
                yield game, seat, view, action
            if len(game.history) == before:  # the consumer may have applied it
                game.apply(seat, action)


def _after(game, seat, action, observer):
    number = game.deal.number
    game.apply(seat, action)
    if game.is_over or game.deal.number != number:
        pytest.skip("the deal ended")  # pragma: no cover - seeds are chosen to avoid it
    return knowledge_of(game.view(observer))


def test_a_seat_that_does_not_follow_is_void():
    rules = ALL_RULES[0][1]
    found = 0
    for game, seat, view, action in _tricks_of(rules, range(8)):
        if view.trick and action.card.suit != view.trick[0][1].suit:
            led = view.trick[0][1].suit
            observer = (seat + 1) % rules.players
            know = _after(game, seat, action, observer)
            assert know.is_void(seat, led)
            found += 1
            if found > 10:
                return
    assert found


def test_no_trump_left_after_failing_to_ruff():
    rules = ALL_RULES[0][1]
    found = 0
    for game, seat, view, action in _tricks_of(rules, range(30)):
        trump = view.trump
        if (view.trick and trump is not None and view.trick[0][1].suit != trump
                and action.card.suit not in (view.trick[0][1].suit, trump)):
            observer = (seat + 1) % rules.players
            know = _after(game, seat, action, observer)
            assert not know.possible[seat] & SUIT_MASKS[trump]
            found += 1
            if found > 10:
                return
    assert found


def test_no_higher_trump_after_failing_to_overtrump_on_a_trump_lead():
    rules = ALL_RULES[0][1]
    found = 0
    from debertz_desktop.engine.debertz.cards import HIGHER_TRUMP
    for game, seat, view, action in _tricks_of(rules, range(60)):
        trump = view.trump
        if not view.trick or trump is None or view.trick[0][1].suit != trump:
            continue
        best = min((c for _, c in view.trick), key=lambda c: HIGHER_TRUMP[c.index].bit_count())
        if action.card.suit == trump and not HIGHER_TRUMP[best.index] & action.card.mask:
            observer = (seat + 1) % rules.players
            know = _after(game, seat, action, observer)
            assert not know.possible[seat] & HIGHER_TRUMP[best.index]
            found += 1
            if found > 5:
                return
    assert found


def test_shown_cards_are_known():
    """The exchanged seven's turned card and the turned card taken by the maker (RULES §3, §5)."""
    rules = next(r for n, r in ALL_RULES if n == "site-4p")
    checked = 0
    for seed in range(10):
        game = Game(rules, seed=seed)
        bots = [make_bot("medium", s) for s in range(4)]
        while game.phase is not Phase.PLAY and not game.is_over:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        if game.phase is not Phase.PLAY:
            continue
        holder = game.deal.turned_holder
        turned = game.deal.turned
        for observer in range(4):
            if observer != holder:
                assert knowledge_of(game.view(observer)).must[holder] >> turned & 1
                checked += 1
    assert checked


def test_the_exchanged_seven_is_known():
    rules = ALL_RULES[0][1]
    for seed in range(200):
        game = Game(rules, seed=seed)
        bots = [make_bot("medium", s) for s in range(2)]
        while game.phase is not Phase.PLAY and not game.is_over:
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.view(seat)))
        if game.deal.exchange is None:
            continue
        seat = game.deal.exchange[0]
        know = knowledge_of(game.view(1 - seat))
        assert know.must[seat] >> game.deal.turned & 1
        assert not know.hidden >> game.deal.exchange[1] & 1  # the seven lies on the table
        return
    pytest.fail("no seven exchange in 200 deals")


def test_an_announcement_in_one_possible_suit_is_held():
    """A tertz whose suit only one suit allows is 'must' (announcements give kind and top)."""
    rules = ALL_RULES[0][1]
    hits = 0
    for seed in range(300):
        game = Game(rules, seed=seed)
        bots = [make_bot("medium", s) for s in range(2)]
        while not game.is_over and game.deal.number == 1:
            seat = game.to_act
            view = game.view(seat)
            for a in view.announcements:
                if a.seat != seat:
                    know = knowledge_of(view)
                    held = know.must[a.seat] | mask_of(
                        c for t in view.tricks for s, c in t.plays if s == a.seat)
                    held |= mask_of(c for s, c in view.trick if s == a.seat)
                    options = [m for s, ms in know.alternatives if s == a.seat for m in ms]
                    in_must = any(
                        (((1 << 3) - 1) << (a.top - 2) << (8 * suit)) & ~held == 0
                        for suit in range(4))
                    assert in_must or options
                    hits += 1
            game.apply(seat, bots[seat].choose(view))
        if hits > 20:
            return
    assert hits


def test_no_higher_trump_after_underruffing_with_must_overruff():
    """Odessa, 3 players: a seat that trumps lower than an opponent's ruff holds no higher trump."""
    from debertz_desktop.engine.debertz.cards import HIGHER_TRUMP

    rules = next(r for n, r in ALL_RULES if n == "odessa-3")
    assert rules.must_overruff
    found = 0
    for game, seat, view, action in _tricks_of(rules, range(200)):
        trump = view.trump
        if trump is None or len(view.trick) < 2 or view.trick[0][1].suit == trump:
            continue
        ruff = [c for _, c in view.trick if c.suit == trump]
        card = action.card
        if (not ruff or card.suit != trump or card.suit == view.trick[0][1].suit
                or HIGHER_TRUMP[ruff[0].index] & card.mask):
            continue
        observer = (seat + 1) % rules.players
        know = _after(game, seat, action, observer)
        assert not know.possible[seat] & HIGHER_TRUMP[ruff[0].index]
        found += 1
        if found > 3:
            return
    assert found
