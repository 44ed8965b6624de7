"""Help → Learn to play: the coach's bubble never lies over what it explains or what the person
must reach — the deal's summary, the decision bar, the person's hand — even at 1024×700 with the
score sheet open (the lesson opens it) and a summary in the middle of the felt.  There, in English
and Russian, every explanation is read whole, without scrolling: the summary goes high on the
felt, and the bubble where there is room for all its text."""

from __future__ import annotations

import pytest
from lesson_reading import read_explanations
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
from test_learn_magistr import learner
from test_learn_oh_hell import careful
from test_learn_to_play import menu_action, sensible
from test_table_polish import make_window

from debertz_desktop.storage.settings import Language
from debertz_desktop.ui import i18n

LESSONS = [("Learn to play Debertz", sensible), ("Learn to play Oh Hell", careful),
           ("Learn to play Master", learner)]


def on_window(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def hand_rect(table, window) -> QRect:
    box = table.scene.geometry.seat_boxes()["hand:bottom"]
    return table.view.scene_to_view(box).toRect().translated(
        table.view.viewport().mapTo(window, QPoint(0, 0)))


def play_to_summaries(qtbot, window, lesson, choose, *, count: int):
    """Plays the lesson (reading on, closing summaries, acting for the person) and yields at
    each explanation shown beside a deal's summary, once the table has settled, ``count``
    of them at most."""
    assert lesson is window.lesson
    found = 0
    for coach in read_explanations(qtbot, window, choose, limit=6000):
        if window.table.summary.isVisible():
            found += 1
            yield coach
            if found >= count:
                return


@pytest.mark.parametrize(("item", "choose"), LESSONS)
def test_the_bubble_keeps_clear_of_the_summary_the_bar_and_the_hand(qtbot, item, choose):
    window = make_window(qtbot)
    window.resize(1024, 700)
    menu_action(window, item).trigger()
    lesson = window.lesson
    window.session.set_delay(0)
    window.sheet_dock.setVisible(True)  # the lesson shows the sheet: the felt is narrower
    table = window.table
    seen = 0
    for coach in play_to_summaries(qtbot, window, lesson, choose, count=3):
        seen += 1
        bubble, summary = on_window(coach, window), on_window(table.summary, window)
        what = coach.explanation.key
        assert not bubble.intersects(summary), (what, bubble, summary)
        assert not bubble.intersects(on_window(table.panel, window)), what
        assert not bubble.intersects(hand_rect(table, window)), what
        # all of it on the felt, its buttons within reach
        assert on_window(table.view, window).contains(bubble), what
        assert coach.next_button.isVisible() and coach.next_button.isEnabled()
    window.session.stop()
    assert seen, "no explanation came with a deal's summary"


@pytest.mark.parametrize("language", [Language.EN, Language.RU])
@pytest.mark.parametrize(("game", "choose"), [("debertz", sensible), ("oh_hell", careful),
                                              ("magistr", learner)])
def test_at_1024x700_with_the_sheet_every_explanation_is_read_whole(qtbot, game, choose,
                                                                     language):
    """Beside a summary in the middle the felt left only strips, and the bubble's text
    scrolled («Подсчёт сдачи» in a bubble 170 pixels wide, half of it hidden)."""
    window = make_window(qtbot)
    window.resize(1024, 700)
    i18n.apply_language(language)
    QApplication.processEvents()
    try:
        window.learn_to_play(game)
        window.session.set_delay(0)
        window.sheet_dock.setVisible(True)
        table = window.table
        read = beside = 0
        for coach in read_explanations(qtbot, window, choose, limit=6000):
            # all of it on the felt once the felt has its size (the sheet just opened)
            qtbot.waitUntil(lambda c=coach: on_window(table.view, window).contains(
                on_window(c, window)), timeout=3000)
            what = coach.explanation.key
            bubble = on_window(coach, window)
            assert coach.scroll.height() >= coach.text_height(coach.width()), what
            assert not coach.scroll.verticalScrollBar().isVisible(), what
            assert coach.caption.isVisible(), what
            assert not bubble.intersects(hand_rect(table, window)), what
            assert not bubble.intersects(on_window(table.panel, window)), what
            if table.summary.isVisible():
                beside += 1
                assert not bubble.intersects(on_window(table.summary, window)), what
            read += 1
            if beside >= 3:
                break
        assert beside == 3, (read, beside)
    finally:
        window.session.stop()
        i18n.apply_language(Language.EN)
