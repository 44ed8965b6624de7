"""Help → Learn to play Master (issue 31: "the same later for … Magistr"): the seed's game for
three in which the table explains each step as it comes — the own trump, the deal, the first
lead, the bank, what may be played, each way of beating with its cards, the kill, the taking,
each deal's sub-game and count, the sheet, the plus half, the end with the rating — each with
the section of MASTER.md it comes from; the computers wait while an explanation is shown."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from kept_trick_support import TrickWatch, trick_cards_in_sight, trick_left_the_felt
from test_learn_to_play import first, keys, menu_action, play, russian  # noqa: F401
from test_table_polish import make_window

from debertz_desktop.engine import events as E
from debertz_desktop.engine.card_play import PlayCard
from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.magistr import PRESETS, TRUMPS, MagistrGame, Way
from debertz_desktop.engine.magistr.rules import TrumpMode
from debertz_desktop.engine.pack import PackCard, Suit
from debertz_desktop.engine.phase import Phase
from debertz_desktop.storage.settings import AnimationSpeed
from debertz_desktop.ui.card_words import card_text
from debertz_desktop.ui.games.magistr.beating import beaten_by
from debertz_desktop.ui.games.magistr.explanations import SECTIONS
from debertz_desktop.ui.games.magistr.explanations import Situation as S
from debertz_desktop.ui.games.magistr.lesson import LESSON_SEED, MagistrLesson
from debertz_desktop.ui.learn.plan import Stage

#: The lesson's step for each way a card can beat (MASTER §6.3 a–e) or kill (§6.4).
WAYS = {S.HIGHER: Way.HIGHER, S.ONE_LOWER: Way.ONE_LOWER, S.EQUAL: Way.EQUAL,
        S.EIGHT: Way.EIGHT, S.TRUMP: Way.TRUMP, S.KILL: Way.KILL}


def start(qtbot, window, item: str = "Learn to play Master"):
    menu_action(window, item).trigger()
    lesson = window.lesson
    assert lesson is not None and lesson.active
    window.session.set_delay(0)
    return lesson


def learner(view):
    """Names hearts (or the last suit left) and plays the first card allowed."""
    legal = list(view.legal_actions)
    if view.phase is Phase.CHOOSING_TRUMPS:
        return TRUMPS[Suit.HEARTS] if TRUMPS[Suit.HEARTS] in legal else legal[-1]
    return next(a for a in legal if isinstance(a, PlayCard))


def card(text: str) -> PackCard:
    return PackCard.from_str(text)


def test_the_lesson_starts_from_the_help_menu_as_the_seeds_game_for_three(qtbot, window):
    lesson = start(qtbot, window)
    session = window.session
    # MASTER §13 "magistr" (own trumps), three players, against Easy
    assert GAMES["magistr"].preset_of(session.rules).key == "magistr"
    assert session.rules == PRESETS["magistr"].rules(3)
    assert session.seed == LESSON_SEED
    assert window.files.meta["levels"] == [None, "easy", "easy"]
    coach = lesson.coach
    assert coach.isVisible() and coach.explanation.key == S.WELCOME
    assert "Master" in coach.title.text()
    text = coach.text.text()
    assert "24 deals" in text and "minus half" in text and "plus half" in text  # §2
    assert "the most points for the fewest tricks" in text  # §2, §10
    assert 'href="§2"' in coach.rules.text()
    # the bubble lies on free felt: off the person's hand, the plates and the box
    g = window.table.scene.geometry
    bubble = window.table.view.transform().inverted()[0].mapRect(coach.geometry().toRectF())
    boxes = g.seat_boxes()
    for name in [n for n in boxes if n.startswith(("hand:bottom", "plate", "hud"))]:
        assert not bubble.intersects(boxes[name]), name


def test_the_first_deals_explain_each_step_at_its_moment(qtbot, window):
    lesson = start(qtbot, window)
    session = window.session
    watched = []

    def computers_wait(shown):
        """While an explanation is shown, no computer lays a card."""
        if shown.view.to_act not in (None, 0) and not shown.summary:
            before = session.view().played_cards
            qtbot.wait(60)
            watched.append(session.view().played_cards == before)

    seen = play(qtbot, window, lesson, lambda: session.view().deal_number >= 3
                and lesson.current is None and not lesson.queue, choose=learner,
                on_shown=computers_wait)
    order = keys(seen)
    assert order[:5] == [S.WELCOME, S.NAME_TRUMP, S.DEAL, S.SUBGAME, S.FIRST_LEAD]
    assert all(s.paused for s in seen) and watched and all(watched)
    # §3: the person names his own trump in his turn, told the suits the others named
    naming = first(seen, S.NAME_TRUMP)
    assert naming.view.phase is Phase.CHOOSING_TRUMPS and naming.view.to_act == 0
    others = [(naming.view.names[s], t) for s, t in enumerate(naming.view.trumps)
              if t is not None]
    assert others and all(f"{name} — {t.symbol}" in naming.explanation.paragraphs[1]
                          for name, t in others)
    # §4: "All" — nine cards each, nine set aside; the trumps of the game, ours hearts
    deal = first(seen, S.DEAL)
    assert deal.view.deal_number == 1 and len(deal.view.hand) == 9
    assert "9 cards each" in deal.explanation.paragraphs[0]
    assert "the 9 cards left over are set aside" in deal.explanation.paragraphs[1]
    assert "you ♥" in deal.explanation.paragraphs[2]
    # §7: the sub-game of deal 1 with what it scores, in minus
    aim = first(seen, S.SUBGAME)
    assert aim.explanation.title == "Deal 1 of 24: “All”, for minus"
    assert "Each trick taken counts 1 point" in aim.explanation.paragraphs[0]
    # §5: the holder of the lowest diamond leads
    leader = first(seen, S.FIRST_LEAD).view.first_leader
    assert leader is not None
    if leader != 0:
        assert session.names[leader] in first(seen, S.FIRST_LEAD).explanation.paragraphs[0]
    # §5, §6.2: the first bank's main card and main suit, while it lies alone on the table
    bank = first(seen, S.BANK)
    assert len(bank.view.bank) == 1
    main = bank.view.bank[0].card
    assert f"leads {card_text(main)}: the main card; {main.suit.symbol} is the main suit" in \
        bank.explanation.paragraphs[0]
    # §5: the person's first card to a bank: the marked cards, the followers, the eights
    reply = first(seen, S.REPLY)
    view = reply.view
    assert view.to_act == 0 and view.bank and view.phase is Phase.PLAY
    text = "\n".join(reply.explanation.paragraphs)
    if view.beating:
        assert f"make you the holder: {', '.join(card_text(c) for c in view.beating)}." in text
    assert "double-click" in text  # the person's first card: how a card is played
    if view.beating:  # whether a later player may still beat him
        last = len(view.bank) == session.rules.players - 1
        assert ("You play last" in text) == last
        assert ("A later player may still beat you" in text) == (not last)
    allowed = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
    for eight in (c for c in view.hand if c.rank.text == "8" and c not in allowed):
        assert card_text(eight) in text and "an eight of another suit" in text
    # §6.3, §6.4: each way of beating the first time it happens, naming the engine's cards
    ways = [key for key in order if key in WAYS]
    assert ways and len(ways) == len(set(ways))
    for key in ways:
        shown = first(seen, key)
        plays = list(shown.view.bank) + [p for b in shown.view.banks[-1:] for p in b.plays]
        said = shown.explanation.paragraphs[0]
        assert any(p.way is WAYS[key] and said.startswith(card_text(p.card)) for p in plays), key
        on_table = any(said.startswith(card_text(p.card)) for p in shown.view.bank)
        # the bank's last card: the bank has left the table, the Last trick button shows it
        assert ("Last trick" in shown.explanation.paragraphs[-1]) == (not on_table), key
    # §6.5: a bank taken, its taker leads
    take = first(seen, S.TAKE)
    taker = take.view.banks[0].taker
    assert ("You take the bank" if taker == 0 else f"{session.names[taker]} takes the bank") \
        in take.explanation.paragraphs[0]
    # §7, §8: the count beside the summary, the sheet after it, opened beside the table
    count = first(seen, S.DEAL_COUNT)
    assert count.summary and count.paused
    row = session.game.rows[0]
    assert f"You: {row.tricks[0]} trick" in count.explanation.paragraphs[0]
    sheet = first(seen, S.SHEET)
    assert not sheet.summary and sheet.sheet and order.index(S.DEAL_COUNT) < order.index(S.SHEET)
    # §4: deal 2 uses the whole deck, dealt by the first leader of deal 1; its sub-game
    whole = first(seen, S.WHOLE_DECK)
    assert whole.view.deal_number == 2 and len(whole.view.hand) == 12
    assert whole.view.dealer == row.first_leader
    assert [s.view.deal_number for s in seen if s.explanation.key == S.SUBGAME][:2] == [1, 2]
    assert "Each king and each jack taken counts 2 points; 16 in the deal" in \
        [s for s in seen if s.explanation.key == S.SUBGAME][1].explanation.paragraphs[0]
    # every explanation cites its sections of MASTER.md
    assert all(s.explanation.rules == SECTIONS[s.explanation.key] for s in seen)


def test_the_rule_link_opens_the_master_rules(qtbot, window):
    lesson = start(qtbot, window)
    coach = lesson.coach
    assert '<a href="§7">§7</a>' in coach.rules.text()
    coach.rules.linkActivated.emit("§7")
    dialog = window.companions.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.page == GAMES["magistr"].rules_page


def test_the_lesson_speaks_russian(qtbot, window, russian):  # noqa: F811
    lesson = start(qtbot, window, "Научиться играть: Магистр")
    coach = lesson.coach
    assert coach.title.text() == "Учимся играть в «Магистр»"
    assert "24 сдачи" in coach.text.text() and "Правила:" in coach.rules.text()
    play(qtbot, window, lesson, lambda: lesson.current is not None
         and lesson.current.key == S.NAME_TRUMP, choose=learner)
    assert "козыр" in coach.text.text() and coach.title.text() == "Ваш собственный козырь"


def test_the_review_explains_a_decision_with_the_same_words(qtbot, window):
    """The plan explains any decision of a seat from its view alone, in full (issue 31)."""
    lesson = start(qtbot, window)
    session = window.session
    play(qtbot, window, lesson, lambda: session.view().phase is Phase.PLAY
         and session.view().to_act == 0 and session.view().bank
         and lesson.current is None and not lesson.queue, choose=learner)
    explained = lesson.plan.explain(session.view())
    assert [e.key for e in explained] == [S.REPLY, S.SUBGAME]
    assert not any(e.reminder for e in explained)
    assert MagistrLesson().explain(session.view()) == explained
    # the review has no table to drag a card on
    assert not any("double-click" in p for e in explained for p in e.paragraphs)


# -- the plan alone: the ways of beating with their cards, the whole game ---------------------


def lesson_game() -> tuple[MagistrGame, MagistrLesson]:
    plan = MagistrLesson()
    game = MagistrGame(plan.rules(), plan.seed(), names=("You", "Anna", "Boris"))
    return game, plan


def laid(plan, view, *plays) -> list:
    """The steps the plan makes of cards laid one by one (the events every seat sees)."""
    seen: Counter[str] = Counter()
    steps = []
    for seat, text in plays:
        got = plan.steps(view, [E.CardPlayed(seat, card(text))], seen)
        seen.update(step.key for step in got)
        steps += got
    return steps


def named(game: MagistrGame, suits=(Suit.HEARTS, Suit.SPADES, Suit.CLUBS)) -> None:
    """Each names his trump: seat 0 hearts, seat 1 spades, seat 2 clubs."""
    by_seat = dict(enumerate(suits))
    while game.phase is Phase.CHOOSING_TRUMPS:
        game.apply(game.to_act, TRUMPS[by_seat[game.to_act]])


@pytest.mark.parametrize(("plays", "key", "words"), [
    # §6.3 a and the table of §6.1: a six is beaten in its suit only by the queen or an eight
    ([(1, "6D"), (2, "JD"), (0, "QD")], S.HIGHER, ["Q♦ (you) beats 6♦", "only by: 8, Q."]),
    # §6.3 b: one rank down, on the main card nobody has beaten
    ([(1, "KD"), (2, "QD")], S.ONE_LOWER, ["Q♦ (Boris) beats K♦ one rank down"]),
    # §6.3 c: equal value, on the main card
    ([(1, "9D"), (2, "9S")], S.EQUAL, ["9♠ (Boris) beats the main card 9♦ by equal value"]),
    # §6.3 d: an eight of another suit makes its suit the main suit
    ([(1, "10D"), (2, "8C")], S.EIGHT, ["8♣ (Boris) beats 10♦", "♣ is now the main suit"]),
    # §6.3 e: a trump higher than every card that beat and the main card, by its owner only
    ([(1, "9D"), (0, "10H")], S.TRUMP, ["10♥ (you) takes the bank as a trump",
                                         "♥ is your own trump", "(here 9♦)"]),
    # §6.4: K♠ beats the eight but not the six that was led: it kills, the leader holds again
    ([(1, "6D"), (2, "8D"), (0, "KD")], S.KILL, ["K♦ (you) beats 8♦ but not the main card 6♦",
                                                 "falls back to the leader, Anna"]),
])
def test_each_way_of_beating_is_explained_with_its_cards(qapp, plays, key, words):
    game, plan = lesson_game()
    named(game)
    view = game.view(0)
    steps = laid(plan, view, *plays)
    assert steps[0].key == S.BANK and steps[-1].key == key
    explanation = steps[-1].build()
    text = "\n".join(explanation.paragraphs)
    for word in words:
        assert word in text
    assert explanation.rules == SECTIONS[key]


def test_the_table_of_beating_is_the_engines():
    """MASTER §6.1: a 6 is beaten only by 8 and Q, an 8 only by Q and K, a 7 by all."""
    assert [r.text for r in beaten_by(card("6S"))] == ["8", "Q"]
    assert [r.text for r in beaten_by(card("8S"))] == ["Q", "K"]
    assert len(beaten_by(card("7S"))) == 8


def test_a_whole_game_brings_each_deal_the_halves_and_the_end(qapp):
    """Every deal's sub-game when it starts and its count with the summary (§7, §8), an early
    end when one comes, the minus half's total after deal 12, the plus half at deal 13 with
    the sub-games for plus, and the end with places and the rating (§9, §10) — from the
    events and seat 0's view, as the table gives them."""
    game, plan = lesson_game()
    seen: Counter[str] = Counter()
    steps = list(plan.opening(game.view(0), seen))
    while not game.is_over:
        seat = game.to_act
        action = learner(game.view(seat))
        events = game.apply(seat, action)
        got = plan.steps(game.view(0), events, seen)
        seen.update(step.key for step in got)
        steps += got
    order = [s.key for s in steps]
    subgames = [s for s in steps if s.key == S.SUBGAME]
    assert len(subgames) == 24
    titles = [s.build().title for s in subgames]
    assert titles[0] == "Deal 1 of 24: “All”, for minus"
    assert titles[12] == "Deal 13 of 24: “All”, for plus"
    assert all(s.build().reminder for s in subgames[12:])
    counts = [s for s in steps if s.key == S.DEAL_COUNT]
    assert len(counts) == 24 and all(s.stage is Stage.WITH_SUMMARY for s in counts)
    assert order.index(S.HALF) < order.index(S.PLUS_HALF) < steps.index(subgames[12])
    half = next(s for s in steps if s.key == S.HALF).build()
    assert "worth -244" in half.paragraphs[0]  # §7: a half is worth 244
    if any(row.ended_early for row in game.rows):
        early = next(s for s in steps if s.key == S.EARLY_END)
        assert early.stage is Stage.WITH_SUMMARY
    end = steps[-1]
    assert end.key == S.GAME_OVER and end.last
    text = "\n".join(end.build().paragraphs)
    rating = game.sheet.ratings()[0]
    assert f"your rating {rating:.0%}" in text and f"{game.sheet.totals[0]:+d}" in text
    assert all(s.build().rules == SECTIONS[s.key] for s in steps)


def test_the_trumps_are_named_only_under_own_trumps():
    rules = MagistrLesson().rules()
    assert rules.trump_mode is TrumpMode.OWN and rules.players == 3


@pytest.mark.parametrize("seed", [1, 5, 23])
def test_over_random_games_every_step_agrees_with_the_engine(qapp, seed):
    """Whatever is played, the lesson replays each bank as the engine did (§6.3, §6.4), lists
    as playable only cards the engine allows and as held back only eights it refuses (§5),
    and explains every deal's sub-game and count (§7, §8)."""
    rng = random.Random(seed)
    plan = MagistrLesson()
    game = MagistrGame(plan.rules(), seed, names=("You", "Anna", "Boris"))
    seen: Counter[str] = Counter()
    steps = list(plan.opening(game.view(0), seen))
    replies = []
    checked = 0
    while not game.is_over and len(game.rows) < 14:
        seat = game.to_act
        events = game.apply(seat, rng.choice(game.view(seat).legal_actions))
        view = game.view(0)
        got = plan.steps(view, events, seen)
        seen.update(step.key for step in got)
        steps += got
        replies += [(step, view) for step in got if step.key in (S.REPLY, S.ANY_CARD,
                                                                  S.EIGHT_HELD)]
        laid = [ev.card for ev in events if isinstance(ev, E.CardPlayed)]
        for step in got:
            if step.key in WAYS:  # the card that beat, and how, as the engine recorded it
                plays = [*view.bank, *(p for b in view.banks[-1:] for p in b.plays)]
                mine = [p for p in plays if p.card in laid]
                said = step.build().paragraphs[0]
                if mine:  # (a deal's last bank is gone with its deal)
                    checked += 1
                    assert any(p.way is WAYS[step.key] and said.startswith(card_text(p.card))
                               for p in mine)
    assert checked >= 3  # ways of beating were met and checked
    assert [s.key for s in steps].count(S.SUBGAME) == len(game.rows) + 1
    assert [s.key for s in steps].count(S.DEAL_COUNT) == len(game.rows)
    for step, view in replies:
        allowed = {a.card for a in view.legal_actions if isinstance(a, PlayCard)}
        text = "\n".join(step.build().paragraphs)
        for c in view.hand:
            if c.rank.text == "8" and c not in allowed and c.suit is not view.main_suit:
                assert card_text(c) in text
        for c in view.beating:
            assert c in allowed and card_text(c) in text


@pytest.mark.parametrize("speed", [AnimationSpeed.NORMAL, AnimationSpeed.OFF])
def test_a_taken_trick_is_explained_while_it_lies_on_the_table(qtbot, speed):
    """MASTER §5: who took the cards and what they score.  It was explained once the cards
    had gone to the taker; it is explained while they lie whole in the middle, and then go."""
    window = make_window(qtbot, animation_speed=speed)
    window.resize(1024, 700)
    try:
        lesson = start(qtbot, window)
        watch = TrickWatch(window.session)
        at_take = {}

        def shown(s):
            if s.explanation.key == S.TAKE:
                at_take.update(plays=list(watch.last),
                               wrong=trick_cards_in_sight(window, watch.last))

        seen = []
        play(qtbot, window, lesson, lambda: S.TAKE in keys(seen), choose=learner, seen=seen,
             on_shown=shown)
        assert len(at_take["plays"]) >= 2 and at_take["wrong"] == [], at_take
        qtbot.waitUntil(lambda: trick_left_the_felt(window, at_take["plays"]), timeout=5000)
    finally:
        window.session.stop()
