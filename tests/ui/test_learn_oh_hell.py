"""Help → Learn to play Oh Hell (issue 31: "the same later for Oh Hell"): a short game of the
seed's rules for three in which the table explains each step as it comes — the deal and the
trump, the bid with this hand, over or under, the first lead, following suit, a trick, the
deal's count and the sheet, the deal without trumps, the end — each with the section of
OH_HELL.md it comes from; the computers wait while an explanation is shown."""

from __future__ import annotations

import pytest
from kept_trick_support import trick_cards_in_sight, trick_left_the_felt
from PySide6.QtCore import Qt
from test_learn_to_play import first, keys, menu_action, play, russian  # noqa: F401
from test_table_polish import make_window

from debertz_desktop.engine.card_play import PlayCard
from debertz_desktop.engine.events import CardPlayed
from debertz_desktop.engine.games import GAMES
from debertz_desktop.engine.oh_hell.actions import Bid
from debertz_desktop.engine.phase import Phase
from debertz_desktop.storage.settings import AnimationSpeed
from debertz_desktop.ui.games.oh_hell.explanations import SECTIONS
from debertz_desktop.ui.games.oh_hell.explanations import Situation as S
from debertz_desktop.ui.games.oh_hell.lesson import LESSON_SEED


def start(qtbot, window, item: str = "Learn to play Oh Hell"):
    menu_action(window, item).trigger()
    lesson = window.lesson
    assert lesson is not None and lesson.active
    window.session.set_delay(0)
    return lesson


def careful(view):
    """A learner who bids what the rule of thumb says (aces and high trumps) and plays the
    first card allowed."""
    legal = list(view.legal_actions)
    if view.phase is Phase.BIDDING:
        strong = sum(1 for c in view.hand if c.rank.text == "A")
        bids = [a for a in legal if isinstance(a, Bid)]
        return min(bids, key=lambda a: abs(a.tricks - strong))
    return next(a for a in legal if isinstance(a, PlayCard))


def test_a_whole_lesson_explains_each_step_at_its_moment(qtbot, window):
    lesson = start(qtbot, window)
    session = window.session
    # OH_HELL §10 "chert_poberi" for three, shortened to five deals (§2, §9), against Easy
    rules = session.rules
    assert GAMES["oh_hell"].preset_of(rules.replace(deals=None)).key == "chert_poberi"
    assert rules.players == 3 and rules.deal_count == 5 and session.seed == LESSON_SEED
    assert window.files.meta["levels"] == [None, "easy", "easy"]
    coach = lesson.coach
    assert coach.explanation.key == S.WELCOME and "Oh Hell" in coach.title.text()
    assert "10 + the bid" in coach.text.text()  # §6
    seen = play(qtbot, window, lesson, lambda: not lesson.active, choose=careful)
    order = keys(seen)
    assert order[:2] == [S.WELCOME, S.DEAL]
    # §3: one card each in the first deal, the turned card names the trump
    deal = first(seen, S.DEAL)
    assert deal.view.deal_number == 1 and deal.view.phase is Phase.BIDDING
    turned = deal.view.turned_card
    assert turned is not None and turned.symbol_text[-1] in deal.explanation.paragraphs[1]
    # §4: the bid, every deal — in full the first time, then as a reminder with the bids said
    bids = [s for s in seen if s.explanation.key == S.BID]
    assert [b.view.deal_number for b in bids] == [1, 2, 3, 4, 5]
    assert not bids[0].explanation.reminder and all(b.explanation.reminder for b in bids[1:])
    assert all(b.view.to_act == 0 and b.view.phase is Phase.BIDDING for b in bids)
    for b in bids:
        said = [x for x in b.view.bids if x is not None]
        assert ("You bid first." in b.explanation.paragraphs) == (not said)
    # §4: over, under or even once everyone has bid, then the first lead (§5)
    closed = first(seen, S.BIDDING_CLOSED)
    assert order.index(S.BIDDING_CLOSED) < order.index(S.FIRST_LEAD)
    total = sum(closed.view.bids)
    assert f"add up to {total} for 1 trick" in closed.explanation.paragraphs[0]
    # §5: follow suit when the seat holds the suit led; only that suit is allowed
    if S.FOLLOW_SUIT in order:
        follow = first(seen, S.FOLLOW_SUIT)
        led = follow.view.trick[0][1]
        allowed = {a.card for a in follow.view.legal_actions if isinstance(a, PlayCard)}
        assert allowed and all(c.suit == led.suit for c in allowed)
    # §5, §9: without the suit led, any card — no duty to trump
    if S.ANY_CARD in order:
        free = first(seen, S.ANY_CARD)
        led = free.view.trick[0][1]
        assert not any(c.suit == led.suit for c in free.view.hand)
        assert len(free.view.legal_actions) == len(free.view.hand)
    assert S.FOLLOW_SUIT in order or S.ANY_CARD in order
    assert S.TRICK in order
    # §6: every deal counted beside its summary, while the computers wait
    counts = [s for s in seen if s.explanation.key == S.DEAL_COUNT]
    assert len(counts) == 5 and all(c.summary and c.paused for c in counts)
    row = session.game.rows[0]
    you = "made" if row.made(0) else "bankrupt"
    assert f"You: bid {row.bids[0]}, took {row.tricks[0]} — {you}" in \
        counts[0].explanation.paragraphs[0]
    # §8: the sheet, once, after the first summary, with the sheet opened beside the table
    sheet = first(seen, S.SHEET)
    assert not sheet.summary and sheet.sheet and sheet.view.deal_number == 2
    # §3: the last deal is played without trumps, and says so
    no_trump = first(seen, S.NO_TRUMP)
    assert no_trump.view.deal_number == 5 and no_trump.view.trump is None
    assert "last deal" in no_trump.explanation.paragraphs[1]
    # §7: the end, last, with the places
    assert order[-1] == S.GAME_OVER and session.game.is_over
    # every explanation cites its sections of OH_HELL.md
    assert all(s.explanation.rules == SECTIONS[s.explanation.key] for s in seen)


def test_the_lesson_is_offered_for_each_game_that_has_one_and_speaks_russian(
        qtbot, window, russian):  # noqa: F811
    lesson = start(qtbot, window, "Научиться играть: Черт побери")
    coach = lesson.coach
    assert coach.title.text() == "Учимся играть в «Черт побери»"
    assert "Правила:" in coach.rules.text()
    qtbot.mouseClick(coach.next_button, Qt.MouseButton.LeftButton)
    assert coach.explanation.key == S.DEAL and "козыр" in coach.text.text()
    menu_action(window, "Научиться играть: Деберц")  # Debertz's lesson is there too


def test_the_rule_link_opens_the_oh_hell_rules(qtbot, window):
    lesson = start(qtbot, window)
    coach = lesson.coach
    assert '<a href="§6">§6</a>' in coach.rules.text()
    coach.rules.linkActivated.emit("§6")
    dialog = window.companions.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.page == GAMES["oh_hell"].rules_page


def test_the_review_would_explain_a_bid_with_the_same_words(qtbot, window):
    """The plan explains any turn of a seat from its view alone, in full (issue 31)."""
    lesson = start(qtbot, window)
    session = window.session
    play(qtbot, window, lesson, lambda: session.view().phase is Phase.BIDDING
         and session.view().to_act == 0 and lesson.current is None and not lesson.queue,
         choose=careful)
    explained = lesson.plan.explain(session.view())
    assert [e.key for e in explained][:1] == [S.BID] and not explained[0].reminder


@pytest.mark.parametrize("speed", [AnimationSpeed.NORMAL, AnimationSpeed.OFF])
def test_the_trick_is_explained_while_it_lies_on_the_table(qtbot, speed):
    """OH_HELL §5: the first deal has one card each, so its one trick ends the deal and the next
    is dealt at once.  The trick was explained once the cards had stopped moving — the trick
    gone to its taker, the next deal dealt — beside the summary.  It is explained while it
    lies whole in the middle (the table keeps it there until it is read), before the
    summary, which then shows as before, with the deal's count."""
    window = make_window(qtbot, animation_speed=speed)
    window.resize(1024, 700)  # where the bubble had the least room beside the trick
    try:
        lesson = start(qtbot, window)
        session = window.session
        plays = []
        session.events_happened.connect(lambda events: plays.extend(
            (ev.seat, ev.card) for ev in events if isinstance(ev, CardPlayed)))
        at_trick = {}

        def shown(s):
            if s.explanation.key == S.TRICK:
                at_trick.update(deal=s.view.deal_number, summary=s.summary,
                                wrong=trick_cards_in_sight(window, plays[:3]))

        seen = []
        play(qtbot, window, lesson, lambda: S.DEAL_COUNT in keys(seen), choose=careful,
             seen=seen, on_shown=shown)
        order = keys(seen)
        assert order.index(S.TRICK) < order.index(S.DEAL_COUNT)
        assert at_trick["wrong"] == [], at_trick
        assert not at_trick["summary"], "before the summary"
        count = first(seen, S.DEAL_COUNT)
        assert count.summary and count.paused
        # read: the trick goes, nothing of it stays on the felt
        assert trick_left_the_felt(window, plays[:3])
    finally:
        window.session.stop()
