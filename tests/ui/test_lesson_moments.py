"""Debertz's lesson plan over whole games, whatever comes (issue 31): every deal is explained —
its bid with the hand, its count — and each explanation of a card to play agrees with the
engine's legal cards (RULES §8); the hand's reading and the deal's count say what the engine
and the sheet say (RULES §1, §6, §9, §10)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from debertz_desktop.ai.easy import EasyBot
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.cards import Contract, Suit, card, cards
from debertz_desktop.engine.debertz.game import Game
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.debertz.sheet import DealKind, DealRow, Mark, SideLine
from debertz_desktop.ui.games.debertz import explanations as X
from debertz_desktop.ui.games.debertz.explanations import Situation as S
from debertz_desktop.ui.games.debertz.hand_reading import Verdict, best_suit, read_hand
from debertz_desktop.ui.games.debertz.lesson import LESSON_SEED, DebertzLesson
from debertz_desktop.ui.learn.plan import Stage

CARD_STEPS = {S.FOLLOW_SUIT, S.TRUMP_HIGHER, S.MUST_TRUMP, S.ANY_CARD}


def play_game(seed: int, deals: int = 6):
    """A lesson game played by a random person against Easy: every step the plan gives, with
    the person's view it was given for, as if each was read at once."""
    rules = DebertzLesson().rules()
    game = Game(rules, seed, names=("You", "Computer 1"))
    plan = DebertzLesson()
    seen: Counter[str] = Counter()
    rng = random.Random(seed)
    bot = EasyBot(seed)
    log = []

    def note(steps, view):
        for step in steps:
            log.append((step, view, step.build()))
            seen[step.key] += 1

    note(plan.opening(game.view(0), seen), game.view(0))
    while not game.is_over and game.view(0).deal_number <= deals:
        seat = game.to_act
        view = game.view(seat)
        action = rng.choice(view.legal_actions) if seat == 0 else bot.choose(view)
        events = game.apply(seat, action)
        mine = game.view(0)
        note(plan.steps(mine, events, seen), mine)
    return game, log


@pytest.mark.parametrize("seed", [1, 7, 31, LESSON_SEED])
def test_every_deal_is_counted_and_every_card_step_agrees_with_the_engine(seed):
    game, log = play_game(seed)
    counted = [view.deal_number for step, view, _ in log if step.key == S.DEAL_COUNT]
    void = [view.deal_number for step, view, _ in log if step.key == S.VOID_DEAL]
    rows = game.rows
    # RULES §9, §10: every written deal is explained beside its summary, void ones too
    assert len(counted) == sum(r.kind is DealKind.PLAYED for r in rows)
    assert len(void) == sum(r.kind is DealKind.VOID for r in rows)
    for step, view, explanation in log:
        assert explanation.rules, step.key  # every explanation cites its rules
        assert explanation.paragraphs and all(explanation.paragraphs)
        if step.key in (S.DEAL_COUNT, S.VOID_DEAL, S.GAME_OVER):
            assert step.stage is Stage.WITH_SUMMARY
        if step.key not in CARD_STEPS:
            continue
        # RULES §8: the case told is the engine's: the cards named are exactly those allowed
        assert view.to_act == 0 and view.trick
        led = view.trick[0][1]
        allowed = {a.card for a in view.legal_actions if isinstance(a, A.PlayCard)}
        holds_suit = any(c.suit == led.suit for c in view.hand)
        if step.key == S.FOLLOW_SUIT:
            assert holds_suit and all(c.suit == led.suit for c in allowed)
            assert led.suit != view.trump
        elif step.key == S.TRUMP_HIGHER:
            assert holds_suit and led.suit == view.trump
        elif step.key == S.MUST_TRUMP:
            assert not holds_suit and all(c.suit == view.trump for c in allowed)
        else:
            assert not holds_suit and allowed == set(view.hand)
        if step.key != S.ANY_CARD:
            text = explanation.paragraphs[0]
            for c in view.hand:
                assert (X.card_text(c) in text) == (c in allowed), (c, text)


def test_the_hand_is_explained_every_deal_in_full_once_then_as_a_reminder():
    _, log = play_game(7, deals=8)
    assert [step.key for step, _, _ in log].count(S.BID) == 1  # what Play and Pass mean
    bids = [(view.deal_number, explanation.reminder) for step, view, explanation in log
            if step.key == S.HAND and A.PlayTurned() in view.legal_actions]
    assert len(bids) >= 3
    assert [reminder for _, reminder in bids] == [False] + [True] * (len(bids) - 1)
    assert len({number for number, _ in bids}) == len(bids)  # once per deal
    for step, view, _ in log:
        if step.key == S.BID:  # RULES §4: the person may play the turned suit now
            assert view.to_act == 0 and A.PlayTurned() in view.legal_actions


def test_a_hand_is_read_from_its_own_cards_by_the_engine_orders():
    hand = cards("10S 7C 7D JH QH KH")
    reading = read_hand(hand, Suit.HEARTS)
    # RULES §1: the jack is the highest trump, then the nine; RULES §6: K+Q of trumps, J-Q-K
    assert [str(c) for c in reading.trumps] == ["JH", "KH", "QH"]
    assert reading.top and not reading.second and reading.bella
    assert [str(c) for c in reading.combinations] == ["tertz-KH"]
    assert [str(c) for c in reading.high_cards] == ["10S"]
    assert reading.verdict is Verdict.STRONG
    assert read_hand(cards("9S JS AC 10C AD 7H"), Suit.HEARTS).verdict is Verdict.WEAK
    assert read_hand(cards("9H 8H AC 10C AD 7S"), Suit.HEARTS).verdict is Verdict.FAIR
    # round 2 (RULES §4): the best suit other than the turned one
    assert best_suit(cards("9S JS AS 7C AD 7H"), [Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS]) \
        .suit is Suit.SPADES
    text = X.hand_text(reading)
    assert "J♥, the highest trump (20)" in text and "bella (+20)" in text


def test_following_texts_name_the_rules_they_come_from():
    assert X.follow_suit(card("9D"), cards("AD")).rules == ("§8.1",)
    assert X.must_trump(Suit.SPADES, Suit.HEARTS, cards("7H")).rules == ("§8.2",)
    assert X.any_card(Suit.SPADES, Suit.HEARTS).rules == ("§8.3",)
    assert X.trump_higher(card("AH"), cards("9H JH"), can_beat=True).rules == ("§8.4",)
    assert X.trick(None, cards("AD 8D"), by_trump=False, points=11).rules == ("§8.5", "§1")


def _row(maker_written, other_written, marks=(), other_marks=(), received=0) -> DealRow:
    maker = SideLine(cards=40, last_trick=0, combinations=20, bella=0, total=60,
                     written=maker_written, running=maker_written, marks=tuple(marks), tricks=2)
    other = SideLine(cards=60, last_trick=10, total=70, received=received,
                     written=other_written, running=other_written, marks=tuple(other_marks),
                     tricks=4)
    return DealRow(number=3, dealer=1, maker=0, contract=Contract.SUIT, trump=Suit.CLUBS,
                   kind=DealKind.PLAYED, sides=(maker, other))


def test_the_count_of_a_bitten_deal_says_where_the_points_went():
    # RULES §10.1: the maker scored 60, less than 70: he writes 0, his 60 go to the defender
    row = _row(0, 130, marks=(Mark.BITE,), received=60)
    text = "\n".join(X.deal_count(row, ("You", "Computer 1"), 0, 0, short=False).paragraphs)
    assert "You: 40 in cards + 20 combinations = 60." in text
    assert "Computer 1: 60 in cards + 10 for the last trick = 70." in text
    assert "scored less than Computer 1: bitten. You write 0 and your 60 go to Computer 1" in text
    seen_by_defender = X.deal_count(row, ("Ann", "You"), 0, 1, short=True)
    assert seen_by_defender.reminder
    assert "Ann was the maker but scored less than you: bitten" in \
        " ".join(seen_by_defender.paragraphs)
    assert "you write 130" in " ".join(seen_by_defender.paragraphs)


def test_the_count_of_a_hanging_deal_says_the_points_hang():
    # RULES §10.2: the maker tied the defender: his points hang for the next deal
    row = _row(0, 70, marks=(Mark.HANGING,))
    text = " ".join(X.deal_count(row, ("You", "Computer 1"), 0, 0, short=True).paragraphs)
    assert "your 60 hang" in text and "next deal" in text


def test_a_void_deal_and_the_second_round_are_explained():
    # RULES §4 (Classic: all_pass = redeal)
    assert "void" in X.void_deal().paragraphs[0]
    text = " ".join(X.name_trump(Suit.HEARTS, void_if_passed=True).paragraphs)
    assert "not ♥" in text and "dealt anew" in text
    assert "dealer must name" in " ".join(
        X.name_trump(Suit.HEARTS, void_if_passed=False).paragraphs)
    reading = best_suit(cards("9S JS AS 7C AD 7H"), [Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS])
    named = X.hand(reading, naming=True, short=True)
    assert named.reminder and "name it" in named.paragraphs[-1]
    weak = X.hand(read_hand(cards("7S 8C AD 7H 8H 9D"), Suit.CLUBS), naming=True)
    assert "Pass" in weak.paragraphs[-1] and "rule of thumb" in weak.paragraphs[-1]


def test_the_lesson_seed_deals_an_instructive_first_hand():
    """The person bids first with the jack of trumps, a tertz and the bella; the buy-in gives
    him the trump seven to exchange into a fifty; the computer holds a tertz."""
    game = Game(preset("classic", players=2), LESSON_SEED)
    view = game.view(0)
    assert view.to_act == 0 and view.turned_card == card("10H")
    assert set(view.hand) >= set(cards("JH QH KH"))
    game.apply(0, A.PlayTurned())
    assert card("7H") in game.view(0).hand
    assert set(game.view(1).hand) >= set(cards("8D 9D 10D"))


def test_a_maker_in_spades_is_explained_too():
    """Spades are suit 0: a trump of spades is a trump all the same (RULES §4)."""
    from debertz_desktop.engine.debertz.events import TrumpFixed

    plan = DebertzLesson()
    game = Game(preset("classic", players=2), 5, names=("You", "Computer 1"))
    view = game.view(0)
    steps = plan.steps(view, [TrumpFixed(1, Contract.SUIT, Suit.SPADES)], Counter())
    [maker] = [step for step in steps if step.key.startswith(S.MAKER)]
    assert "chose ♠ as trump" in maker.build().paragraphs[0]
