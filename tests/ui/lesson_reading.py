"""Playing a lesson through the real window as a learner would (``ui/learn``): read each
explanation, press Next, close the deals' summaries, act when it is the person's turn."""

from __future__ import annotations

from debertz_desktop.ui.learn.plan import Stage


def read_explanations(qtbot, window, choose, *, limit: int = 100_000):
    """Plays ``window``'s lesson to its end and yields each explanation's bubble once placed
    (it settles 20 ms beside the summary, out of a passing notice's way), pressing its Next
    when the caller asks for the next one; closes the summaries no explanation waits for,
    and acts for the person with ``choose(view)``.  Raises if the lesson has not ended after
    ``limit`` turns."""
    lesson, session, table = window.lesson, window.session, window.table
    for _ in range(limit):
        if not lesson.active:
            return
        coach = lesson.coach
        if lesson.current is not None and coach.isVisible():
            qtbot.wait(20)
            yield coach
            coach.next_button.click()
            continue
        if table.summary.isVisible() and not any(
                step.stage is Stage.WITH_SUMMARY for step in lesson.queue):
            table.summary.close_button.click()
            continue
        view = session.view()
        waiting = lesson.queue or lesson.current is not None
        if view.to_act == session.human_seat and not session.busy and not waiting:
            assert session.submit(choose(view))
            continue
        qtbot.wait(2)
    raise AssertionError(f"the lesson did not end in {limit} turns")
