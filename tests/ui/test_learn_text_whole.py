"""Help → Learn to play: every explanation of every lesson is read whole, in English and Russian,
at 1024×700 and at 1920×1080.  A tester's Russian Master lesson cut «Банк» after "…тот держит
банк и забирает его, когда": the bubble was sized for its text four pixels wider than the text
had (its 2-pixel border on each side was not counted), so a paragraph that just filled its
lines lost its last one."""

from __future__ import annotations

from collections import Counter

import pytest
from lesson_reading import read_explanations
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
from test_learn_magistr import learner
from test_learn_oh_hell import careful
from test_learn_to_play import sensible
from test_table_polish import make_window

from debertz_desktop.engine.games import GAMES
from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.games import game_ui_by_key
from debertz_desktop.ui.learn.coach import COACH_WIDTH, CoachBubble
from debertz_desktop.ui.learn.plan import Explanation

#: How a learner plays each game's lesson.
LEARNERS = {"debertz": sensible, "oh_hell": careful, "magistr": learner}
#: Long names, as a person's own and the computers' are shown.
NAMES = {Language.EN: ("Konstantinos", "Computer 1", "Computer 2"),
         Language.RU: ("Александра Кнстантиновна", "Компьютер 1", "Компьютер 2")}
SIZES = [(1024, 700), (1920, 1080)]


def whole_lesson(game: str, language: Language) -> list[Explanation]:
    """Every explanation ``game``'s lesson gives over its whole game, in ``language``, each
    built when it comes (as the table builds it): the plan asked after every action, as the
    table asks it, the learner playing every seat."""
    plan = game_ui_by_key(game).lesson()
    rules = plan.rules()
    state = GAMES[game].new_game(rules, plan.seed() or 0,
                                 names=NAMES[language][:rules.players])
    seen: Counter[str] = Counter()
    out = []

    def add(steps) -> None:
        for step in steps:
            seen[step.key] += 1
            out.append(step.build())

    add(plan.opening(state.view(0), seen))
    choose = LEARNERS[game]
    while not state.is_over:
        seat = state.to_act
        events = state.apply(seat, choose(state.view(seat)))
        add(plan.steps(state.view(0), events, seen))
    return out


def on_window(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def hidden_text(coach: CoachBubble) -> list[str]:
    """What of the bubble's explanation the person cannot read as it stands: its title or its
    text cut short, or only to be scrolled to."""
    problems = []
    text, view = coach.text, coach.scroll.viewport()
    if text.heightForWidth(text.width()) > view.height():
        problems.append(f"text needs {text.heightForWidth(text.width())} px, "
                        f"shows {view.height()}")
    if coach.scroll.verticalScrollBar().maximum() > 0:
        problems.append("text scrolls")
    if text.width() > view.width():
        problems.append("text wider than its room")
    title = coach.title
    if title.heightForWidth(title.width()) > title.height():
        problems.append("title cut")
    room = coach.contentsRect()
    for part in (coach.title, coach.scroll, coach.rules, coach.next_button):
        if part.isVisible() and not room.contains(part.geometry()):
            problems.append(f"{part.objectName() or 'title'} outside the bubble")
    return problems


@pytest.mark.parametrize("language", [Language.EN, Language.RU], ids=["en", "ru"])
@pytest.mark.parametrize("game", list(LEARNERS))
def test_every_explanation_fits_its_bubble_at_every_width(qtbot, game, language):
    """The bubble is as high as its text needs, at each width it takes on the felt: its lines
    are as wide as the bubble leaves them — inside its border, not only its margins."""
    i18n.apply_language(language)
    try:
        explanations = whole_lesson(game, language)
        assert len(explanations) > 10
        coach = CoachBubble()
        qtbot.addWidget(coach)
        for explanation in explanations:
            coach.show_explanation(explanation, more=True)
            for width in dict.fromkeys(max(w, coach.least_width()) for w in COACH_WIDTH):
                coach.setGeometry(0, 0, width, coach.height_for(width))
                coach.layout().activate()
                QApplication.processEvents()
                assert not hidden_text(coach), (explanation.key, width, hidden_text(coach),
                                                explanation.paragraphs)
    finally:
        i18n.apply_language(Language.EN)


def read_the_lesson(qtbot, window, choose, check) -> int:
    """Plays the lesson on ``window`` to its end as a learner, calling ``check(coach)`` on each
    explanation once it is placed; returns how many there were."""
    read = 0
    for coach in read_explanations(qtbot, window, choose):
        check(coach)
        read += 1
    return read


@pytest.mark.parametrize("size", SIZES, ids=["1024x700", "1920x1080"])
@pytest.mark.parametrize("language", [Language.EN, Language.RU], ids=["en", "ru"])
@pytest.mark.parametrize("game", list(LEARNERS))
def test_the_whole_lesson_is_read_whole_on_the_table(qtbot, game, language, size):
    """The real window, from the first explanation to the last: each on the felt, its title
    and all its text in sight, nothing to scroll (the tester's «Банк» lost its last line at
    both sizes)."""
    window = make_window(qtbot)
    window.resize(*size)
    i18n.apply_language(language)
    QApplication.processEvents()
    window.learn_to_play(game)
    window.session.set_delay(0)
    table = window.table
    cut = []

    def check(coach) -> None:
        qtbot.waitUntil(lambda: on_window(table.view, window).contains(
            on_window(coach, window)), timeout=3000)
        if hidden_text(coach):
            cut.append((coach.explanation.key, hidden_text(coach)))

    try:
        read = read_the_lesson(qtbot, window, LEARNERS[game], check)
    finally:
        window.session.stop()
        i18n.apply_language(Language.EN)
    assert read > 10
    assert not cut, cut
