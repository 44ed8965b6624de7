"""Help → Learn to play (issue 31): a guided first game in which the table explains each step as
it comes — the deal, the turned card, the bid with this hand, the buy-in, the seven, a
declaration, following suit, the bella, the last trick, the deal's count and the sheet — each
with the section of RULES.md it comes from; the computers wait while an explanation is shown."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pytest
from kept_trick_support import TrickWatch, trick_cards_in_sight, trick_left_the_felt
from letters_support import shown_letters
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from test_table_polish import make_window

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.engine.phase import Phase
from debertz_desktop.storage.settings import AnimationSpeed, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games.debertz.explanations import Situation as S
from debertz_desktop.ui.games.debertz.lesson import LESSON_SEED
from debertz_desktop.ui.learn.plan import Explanation, Stage
from debertz_desktop.ui.table.mnemonics import menu_letters, mnemonic_of, plain


def speaking(language: Language):
    """The program in ``language`` for the test, English again after it."""
    i18n.apply_language(language)
    QApplication.processEvents()
    yield language
    i18n.apply_language(Language.EN)
    QApplication.processEvents()


@pytest.fixture
def russian(qapp):
    yield from speaking(Language.RU)


@pytest.fixture(params=[Language.EN, Language.RU], ids=["en", "ru"])
def language(request, qapp):
    yield from speaking(request.param)


#: The Help menu's item that starts the Debertz lesson, in each language.
LESSON_ITEM = {Language.EN: "Learn to play Debertz", Language.RU: "Научиться играть: Деберц"}


def menu_action(window, text: str):
    for top in window.menuBar().actions():
        for action in top.menu().actions():
            if action.text().replace("&", "") == text:
                return action
    raise AssertionError(f"no menu item {text!r}")


def start_lesson(qtbot, window, item: str = "Learn to play Debertz"):
    menu_action(window, item).trigger()
    lesson = window.lesson
    assert lesson is not None and lesson.active
    window.session.set_delay(0)
    return lesson


@dataclass
class Shown:
    """An explanation as the person saw it, with the table around it."""

    explanation: Explanation
    view: Any
    summary: bool
    sheet: bool
    paused: bool


def sensible(view) -> A.Action:
    """Plays the lesson's first deal as a learner told what to do would: Play, exchange the
    seven, declare, the bella; else the first card allowed."""
    legal = list(view.legal_actions)
    for kind in (A.PlayTurned, A.ExchangeSeven, A.Declare):
        found = next((a for a in legal if isinstance(a, kind)), None)
        if found is not None:
            return found
    bella = [a for a in legal if isinstance(a, A.PlayCard) and a.bella]
    if bella:
        return bella[0]
    if A.Pass() in legal:
        return A.Pass()
    return legal[0]


def play(qtbot, window, lesson, until, *, choose=sensible, seen=None, on_shown=None):
    """Reads every explanation (Next), closes the summaries and acts for the person, until
    ``until()``; returns what was shown."""
    seen = [] if seen is None else seen
    session = window.session
    for _ in range(4000):
        if until():
            return seen
        coach = lesson.coach if lesson.active else None
        if coach is not None and lesson.current is not None and coach.isVisible():
            shown = Shown(coach.explanation, session.view(), window.table.summary.isVisible(),
                          window.sheet_dock.isVisible(), session.paused)
            seen.append(shown)
            if on_shown is not None:
                on_shown(shown)
            qtbot.mouseClick(coach.next_button, Qt.MouseButton.LeftButton)
            continue
        waiting = lesson.active and (lesson.queue or lesson.current is not None)
        summary = window.table.summary
        if summary.isVisible() and not (lesson.active and any(
                step.stage is Stage.WITH_SUMMARY for step in lesson.queue)):
            summary.close_button.click()
            continue
        view = session.view()
        if view.to_act == session.human_seat and not session.busy and not waiting:
            assert session.submit(choose(view))
            continue
        qtbot.wait(5)
    raise AssertionError("the lesson did not get there")


def keys(seen) -> list[str]:
    return [s.explanation.key for s in seen]


def first(seen, key: str) -> Shown:
    return next(s for s in seen if s.explanation.key == key)


def test_the_lesson_starts_from_the_menu_as_a_classic_two_player_game(qtbot, window):
    lesson = start_lesson(qtbot, window)
    session = window.session
    # RULES §14: Classic, here with two players against one easy computer
    assert session.rules == preset("classic", players=2)
    assert session.seed == LESSON_SEED
    assert window.files.meta["levels"] == [None, "easy"]
    coach = lesson.coach
    assert coach.isVisible() and coach.explanation.key == S.WELCOME
    assert "Debertz" in coach.title.text() and "501" in coach.text.text()  # RULES §2
    assert plain(coach.next_button.text()) == "Next"
    assert plain(coach.stop_button.text()) == "Stop the lesson"
    assert 'href="§2"' in coach.rules.text()
    # nothing covers the person's hand or the plates
    g = window.table.scene.geometry
    bubble = window.table.view.transform().inverted()[0].mapRect(coach.geometry().toRectF())
    boxes = g.seat_boxes()
    for name in ("hand:bottom", "plate:bottom", "plate:top", "hud"):
        assert not bubble.intersects(boxes[name]), name


def test_each_step_is_explained_at_its_moment_in_the_first_deal(qtbot, window):
    lesson = start_lesson(qtbot, window)
    session = window.session
    seen = play(qtbot, window, lesson, lambda: session.view().deal_number == 2
                and S.SHEET in keys(seen_so_far), seen=(seen_so_far := []))
    order = keys(seen)
    assert order[:5] == [S.WELCOME, S.DEAL, S.TURNED_CARD, S.BID, S.HAND]
    # RULES §3: the deal and the turned card, before anyone has bid
    deal = first(seen, S.DEAL)
    assert deal.view.phase is Phase.BIDDING and not deal.view.bids
    assert deal.explanation.rules == ("§3",)
    turned = first(seen, S.TURNED_CARD).explanation
    assert "J (20), 9 (14), A (11), 10 (10), K (4), Q (3), 8, 7" in turned.paragraphs[0]  # §1
    # RULES §4: the first bid, what Play and Pass mean, then this hand — its trumps, the jack,
    # the bella, the tertz (RULES §1, §6)
    bid = first(seen, S.BID)
    assert bid.view.to_act == 0 and A.PlayTurned() in bid.view.legal_actions
    assert "you must then score more than Computer 1" in bid.explanation.paragraphs[0]
    assert bid.explanation.rules == ("§4", "§10.1")
    hand = first(seen, S.HAND)
    assert hand.view == bid.view
    text = "\n".join(hand.explanation.paragraphs)
    assert "J♥, the highest trump (20)" in text and "bella (+20)" in text
    assert "tertz to the king of ♥ (+20)" in text and "A strong hand: Play." in text
    assert hand.explanation.title == "Your hand with ♥ as trump"
    assert hand.explanation.rules == ("§1", "§6", "§4")
    # the maker, the buy-in, the seven (RULES §4, §10.1, §3, §5)
    assert order.index(S.MAKER) < order.index(S.BUY_IN) < order.index(S.SEVEN_EXCHANGE)
    seven = first(seen, S.SEVEN_EXCHANGE)
    assert A.ExchangeSeven() in seven.view.legal_actions
    assert "fifty to the king of ♥ (+50) instead of tertz to the king of ♥ (+20)" in \
        "\n".join(seven.explanation.paragraphs)
    # RULES §6: the person's declaration before his first card, the computer's, the comparison
    declare = first(seen, S.DECLARE)
    assert any(isinstance(a, A.Declare) for a in declare.view.legal_actions)
    assert not declare.view.trick and not declare.view.tricks
    assert order.index(S.DECLARE) < order.index(S.FIRST_LEAD)  # RULES §7
    declared = first(seen, S.DECLARED)
    assert "Computer 1 declares a tertz to the ten: worth 20" in declared.explanation.paragraphs[0]
    compared = first(seen, S.COMPARED).explanation.paragraphs[0]
    assert "fifty to the king of ♥ is the highest" in compared
    # RULES §8.4: trump led, the person must go higher when he can
    higher = first(seen, S.TRUMP_HIGHER)
    led = higher.view.trick[0][1]
    assert led.suit == higher.view.trump and higher.view.to_act == 0
    # RULES §8.1: a must-follow situation: the person holds the suit led, only it is allowed
    follow = first(seen, S.FOLLOW_SUIT)
    led = follow.view.trick[0][1]
    allowed = {a.card for a in follow.view.legal_actions if isinstance(a, A.PlayCard)}
    assert any(c.suit == led.suit for c in follow.view.hand)
    assert allowed and all(c.suit == led.suit for c in allowed)
    assert follow.explanation.rules == ("§8.1",)
    # RULES §6: the bella, when playing its second card is allowed
    bella = first(seen, S.BELLA)
    assert any(isinstance(a, A.PlayCard) and a.bella for a in bella.view.legal_actions)
    # RULES §9: the last trick, before the last card
    last = first(seen, S.LAST_TRICK)
    assert len(last.view.hand) == 1 and last.explanation.rules == ("§9",)
    # RULES §9, §10.1: the count, beside the summary; RULES §13: the sheet, after it
    count = first(seen, S.DEAL_COUNT)
    assert count.summary and count.paused
    row = session.game.rows[0]
    you = row.sides[0]
    assert f"{you.cards} in cards" in count.explanation.paragraphs[1]
    assert f"= {you.total}." in count.explanation.paragraphs[1]
    assert you.cards + you.last_trick + you.combinations + you.bella == you.total
    assert "you made it" in count.explanation.paragraphs[2]
    sheet = first(seen, S.SHEET)
    assert not sheet.summary and sheet.sheet  # the score sheet is opened beside the table
    assert f"You {you.running}" in sheet.explanation.paragraphs[1]
    assert sheet.explanation.rules == ("§13", "§10.3")
    # each kind once in the first deal: never the same explanation twice in a row
    assert all(a != b for a, b in itertools.pairwise(order))


def test_the_computers_wait_while_an_explanation_is_shown(qtbot, window):
    lesson = start_lesson(qtbot, window)
    session = window.session
    checked = []

    def hold_on(shown: Shown) -> None:
        if shown.explanation.key != S.DECLARED:
            return
        # the computer has declared and is to play its first card: it waits for the person
        assert shown.view.to_act == 1 and shown.paused
        before = len(session.game.history)
        qtbot.wait(400)
        assert len(session.game.history) == before and session.paused
        assert "wait while you read" in window.table.panel.prompt.text()
        checked.append(before)

    play(qtbot, window, lesson, lambda: bool(checked) and not session.paused,
         on_shown=hold_on)
    # read: the computer plays on
    qtbot.waitUntil(lambda: len(session.game.history) > checked[0], timeout=5000)


def test_the_rule_link_opens_the_rules_at_its_section(qtbot, window):
    lesson = start_lesson(qtbot, window)
    coach = lesson.coach
    # the bid's explanation cites RULES §4 and §10.1
    play(qtbot, window, lesson, lambda: coach.isVisible() and coach.explanation.key == S.BID)
    assert '<a href="§10.1">§10.1</a>' in coach.rules.text()
    coach.rules.linkActivated.emit("§10.1")
    dialog = window.companions.rules_dialog
    assert dialog is not None and dialog.isVisible()
    bar = dialog.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0, timeout=2000)
    at = bar.value()
    dialog.browser.scrollToAnchor("s10.1")
    assert bar.value() == at  # it is there already
    assert coach.isVisible()  # the lesson goes on beside the rules


def test_stopping_the_lesson_leaves_a_normal_game(qtbot, window):
    lesson = start_lesson(qtbot, window)
    session = window.session
    play(qtbot, window, lesson, lambda: lesson.coach.explanation.key == S.BID)
    qtbot.mouseClick(lesson.coach.stop_button, Qt.MouseButton.LeftButton)
    assert not lesson.active and window.lesson is None
    assert not session.paused and "lesson is stopped" in window.statusBar().currentMessage()
    assert window.session is session  # the same game goes on
    # the game is played on, and nothing more is explained
    assert session.submit(A.PlayTurned())
    for _ in range(400):
        view = session.view()
        if view.tricks:
            break
        if view.to_act == 0 and not session.busy:
            session.submit(sensible(view))
        qtbot.wait(5)
    assert session.view().tricks
    assert not any(w.objectName() == "CoachBubble" and w.isVisible()
                   for w in window.table.view.findChildren(type(lesson.coach)))


def test_alt_and_a_letter_stops_the_lesson_in_either_language(qtbot, window, language):
    """Stop the lesson has a key of its own (Alt + its underlined letter), not one of the
    menu bar's (Alt+S opens Settings), nor Next's."""
    lesson = start_lesson(qtbot, window, LESSON_ITEM[language])
    coach = lesson.coach
    qtbot.waitUntil(coach.isVisible)
    stop, go_on = mnemonic_of(coach.stop_button.text()), mnemonic_of(coach.next_button.text())
    assert stop and go_on and stop != go_on
    assert not {stop, go_on} & menu_letters(window)
    window.activateWindow()
    # a key's code is its capital's code point, Cyrillic too (QTest's characters are ASCII)
    QTest.keyClick(window, Qt.Key(ord(stop.upper())), Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not lesson.active)
    assert window.lesson is None and not window.session.paused


def test_the_lessons_keys_are_not_the_bars_nor_the_summarys(qtbot, window, language):
    """Through the first deal, whenever an explanation shows, no two buttons in sight share
    an Alt letter: Stop and Next beside Play and Pass, beside the deal's summary.  (Hint, Undo
    and Last trick have none: their keys are the menus' H, Ctrl+Z and Ctrl+L.)"""
    lesson = start_lesson(qtbot, window, LESSON_ITEM[language])
    seen: list[Shown] = []
    found: list[str] = []
    play(qtbot, window, lesson, lambda: any(s.summary for s in seen), seen=seen,
         on_shown=lambda shown: found.extend(
             f"{shown.explanation.key}: {letter!r} {texts}"
             for letter, texts in shown_letters(window).items() if letter and len(texts) > 1))
    assert not found
    assert any(window.table.panel.isVisible() and not s.summary for s in seen)


def test_a_game_in_progress_is_offered_to_be_saved_first(qtbot, window):
    session = window.new_game(preset("classic", players=3), seed=5, delay_ms=0)
    for _ in range(400):  # the person bids, so the game has moves of his
        if any(seat == 0 for seat, _ in session.game.history):
            break
        view = session.view()
        if view.to_act == 0 and not session.busy:
            session.submit(A.Pass() if A.Pass() in view.legal_actions else
                           view.legal_actions[0])
        qtbot.wait(5)
    menu_action(window, "Learn to play Debertz").trigger()
    box = window.files.message_box
    assert box is not None and box.objectName() == "SaveChangesBox" and box.isVisible()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.session is session and window.lesson is None  # nothing changed
    menu_action(window, "Learn to play Debertz").trigger()
    window.files.message_box.button(QMessageBox.StandardButton.Discard).click()
    assert window.lesson is not None and window.session is not session
    assert window.session.rules.players == 2


def test_a_new_game_ends_the_lesson(qtbot, window):
    lesson = start_lesson(qtbot, window)
    window.new_game(preset("classic", players=3), seed=3, delay_ms=0)
    assert not lesson.active and window.lesson is None
    assert not window.session.paused


def test_the_lesson_speaks_russian(qtbot, window, russian):
    lesson = start_lesson(qtbot, window, "Научиться играть: Деберц")
    coach = lesson.coach
    assert coach.title.text() == "Учимся играть в деберц"
    assert plain(coach.next_button.text()) == "Дальше"
    assert plain(coach.stop_button.text()) == "Прервать урок"
    assert "Правила:" in coach.rules.text() and "501" in coach.text.text()
    play(qtbot, window, lesson, lambda: coach.isVisible() and coach.explanation.key == S.BID)
    assert coach.title.text() == "Ваше слово: «играю» или «пас»"
    assert "иначе у вас байт" in coach.text.text()
    assert plain(coach.next_button.text()) == "Дальше"  # the hand follows
    qtbot.mouseClick(coach.next_button, Qt.MouseButton.LeftButton)
    text = "\n".join(coach.explanation.paragraphs)
    assert "В♥ — старший козырь (20)" in text and "бэлла (+20)" in text, text
    assert coach.title.text() == "Ваши карты, если козырь ♥"
    assert plain(coach.next_button.text()) == "Понятно"


def test_a_language_switch_says_the_explanation_again(qtbot, window):
    lesson = start_lesson(qtbot, window)
    coach = lesson.coach
    assert coach.title.text() == "Learn to play Debertz"
    try:
        i18n.apply_language(Language.RU)
        QApplication.processEvents()
        assert coach.title.text() == "Учимся играть в деберц"
        assert plain(coach.next_button.text()) == "Дальше" and "Правила:" in coach.rules.text()
    finally:
        i18n.apply_language(Language.EN)
        QApplication.processEvents()
        QApplication.processEvents()
    assert coach.title.text() == "Learn to play Debertz"


def test_every_deal_is_counted_and_the_lesson_ends_with_the_game(qtbot, window):
    lesson = start_lesson(qtbot, window)
    session = window.session
    stop_shown = {}
    seen = play(qtbot, window, lesson, lambda: not lesson.active, choose=sensible_or_pass,
                on_shown=lambda shown: stop_shown.update(
                    {shown.explanation.key: lesson.coach.stop_button.isVisible()}))
    rows = session.game.rows
    counted = [s for s in seen if s.explanation.key == S.DEAL_COUNT]
    played = [r for r in rows if r.kind.value == "played"]
    # RULES §9, §10: every played deal is counted beside its summary, in full only the first
    assert len(counted) == len(played)
    assert [c.explanation.reminder for c in counted] == [False] + [True] * (len(played) - 1)
    assert all(c.summary for c in counted)
    # RULES §10.3: the end, beside the last summary; the lesson is over after it
    end = seen[-1]
    assert end.explanation.key == S.GAME_OVER and end.summary and session.is_over
    assert end.explanation.rules == ("§10.3",)
    assert stop_shown[S.GAME_OVER] is False and stop_shown[S.DEAL_COUNT] is True
    assert window.lesson is None and "lesson is over" in window.statusBar().currentMessage()


def sensible_or_pass(view) -> A.Action:
    """Plays the turned suit when the lesson calls the hand strong (as a learner would)."""
    from debertz_desktop.ui.games.debertz.hand_reading import Verdict, read_hand

    legal = list(view.legal_actions)
    if A.PlayTurned() in legal:
        strong = read_hand(view.hand, view.turned_card.suit).verdict is Verdict.STRONG
        return A.PlayTurned() if strong else A.Pass()
    return sensible(view)


def test_enter_reads_on_even_with_the_keyboard_in_the_hand(qtbot, window):
    lesson = start_lesson(qtbot, window)
    session = window.session
    assert lesson.coach.explanation.key == S.WELCOME
    window.table.focus_hand()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Return)
    assert lesson.coach.explanation.key == S.DEAL  # read on, nothing played
    qtbot.keyClick(lesson.coach.next_button, Qt.Key.Key_Return)
    assert lesson.coach.explanation.key == S.TURNED_CARD
    assert not session.game.history


@pytest.mark.parametrize("speed", [AnimationSpeed.NORMAL, AnimationSpeed.OFF])
def test_the_first_trick_is_explained_while_it_lies_on_the_table(qtbot, speed):
    """RULES §9: who takes the trick and why.  It was explained once the cards had stopped
    moving, the trick gone to its taker's pile; it is explained while it lies whole in the
    middle, the table keeping it there until it is read, and then it goes."""
    window = make_window(qtbot, animation_speed=speed)
    window.resize(1024, 700)
    try:
        lesson = start_lesson(qtbot, window)
        watch = TrickWatch(window.session)
        at_trick = {}

        def shown(s):
            if s.explanation.key == S.TRICK:
                at_trick.update(plays=list(watch.last),
                                wrong=trick_cards_in_sight(window, watch.last))

        seen = []
        play(qtbot, window, lesson, lambda: S.TRICK in keys(seen), seen=seen, on_shown=shown)
        assert len(at_trick["plays"]) == 2 and at_trick["wrong"] == [], at_trick
        qtbot.waitUntil(lambda: trick_left_the_felt(window, at_trick["plays"]), timeout=5000)
    finally:
        window.session.stop()
