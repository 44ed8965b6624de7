"""Help → Learn to play: a game against easy computers in which the table explains each step.

The runner asks the game's plan (``GameUi.lesson``, ``plan.py``) after every change
at the table which moments need explaining, and shows them one at a time in the
coach's bubble (``coach.py``) once the cards have landed.  While an explanation
waits or is shown, the computers wait (``LocalSession.pause``, the reason
``"lesson"``, apart from the deal summary's own); the person may still act, and
acting moves the lesson on.  A trick explained stays on the felt until it is read
(``Step.keeps_trick``), even the one that ends a deal.  Stop the lesson leaves a normal
game.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal

from ...engine.games import DEFAULT_GAME, kind_of
from ..games import game_ui, game_ui_by_key
from .coach import CoachBubble, felt_panels
from .plan import LessonPlan, Stage, Step

#: The session's pause held by the lesson.
PAUSE = "lesson"
#: A moment between the cards landing and the explanation (ms).
SETTLE_MS = 150
#: A panel on the felt came, went or moved: the bubble keeps clear of it.
_PANEL_MOVES = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Move, QEvent.Type.Resize)


def lesson_plan(rules: Any = None) -> LessonPlan | None:
    """The lesson of the game ``rules`` belong to, else Debertz's (``None``: none at all)."""
    plan = game_ui(rules).lesson() if rules is not None else None
    return plan if plan is not None else game_ui_by_key(DEFAULT_GAME).lesson()


def offer_lesson(window, game: str | None = None) -> None:
    """Help → Learn to play: a new game of ``game`` (its key; ``None``: the game on the
    table's) in which the table explains each step, the game in progress offered to be saved
    first (as for a new game)."""
    plan = (game_ui_by_key(game).lesson() if game is not None
            else lesson_plan(getattr(window.session, "rules", None)))
    if plan is not None:
        window.files.confirm_discard(lambda: start_lesson(window, plan))


def start_lesson(window, plan: LessonPlan) -> Lesson:
    """A new game by the lesson's rules on ``window``'s table, its lesson running."""
    rules = plan.rules()
    window.record_path = None
    levels: list[str | None] = [None] + [plan.level] * (rules.players - 1)
    window.new_game(rules, seed=plan.seed(), levels=levels)
    lesson = Lesson(window, plan)
    window.lesson = lesson
    return lesson


class Lesson(QObject):
    #: The lesson is over (stopped, or the game ended): the game on the table goes on.
    ended = Signal()

    def __init__(self, window, plan: LessonPlan) -> None:
        super().__init__(window)
        self.window = window
        self.table = window.table
        self.session = window.session
        self.plan = plan
        self.game = kind_of(self.session.rules).key
        #: How often each kind of explanation has been shown.
        self.seen: Counter[str] = Counter()
        self.queue: list[Step] = []
        self.current: Step | None = None
        self.active = True
        self._events: list = []
        #: The deal's summary: ``"due"`` (a deal was written, it is coming), ``"shown"``, ``""``.
        self._summary = ""
        self.coach = CoachBubble(self.table.view)
        self.coach.next_requested.connect(self.next)
        self.coach.stop_requested.connect(self.stop)
        self.coach.rule_requested.connect(self._open_rules)
        self.coach.retranslate_requested.connect(self._say_again)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)
        self.session.events_happened.connect(self._on_events)
        self.session.view_changed.connect(self._on_view)
        self._placing = False
        for panel in felt_panels(self.table):
            panel.installEventFilter(self)
        self.table.view.installEventFilter(self)
        self._add(plan.opening(self.session.view(), self.seen))

    # -- the game's changes -----------------------------------------------------------------

    def _on_events(self, events: list) -> None:
        self._events = list(events)

    def _on_view(self, view: Any) -> None:
        events, self._events = self._events, []
        if not self.active or not events:
            return
        if self.current is not None or self.queue:
            # The computers wait while anything is explained: the person acted meanwhile, and
            # what was left to say about the moment before is past.
            self._drop()
        self._add(self.plan.steps(view, events, self.seen))

    def _add(self, steps: Sequence[Step]) -> None:
        if any(step.keeps_trick for step in steps) and not self.table.scene.keep_trick():
            steps = [dataclasses.replace(s, keeps_trick=False) for s in steps]
        self.queue.extend(steps)
        if any(step.stage is Stage.WITH_SUMMARY for step in steps):
            self._summary = "due"
        if self.queue:
            self.session.pause(True, PAUSE)
            self._advance()
        else:
            self._release()

    def _drop(self) -> None:
        step, self.current = self.current, None
        if step is not None:
            self.coach.setVisible(False)
        self.queue = [s for s in self.queue if s.stage is not Stage.NOW]
        self._timer.stop()
        self.table.scene.let_trick_go()  # the game went on

    def _release(self) -> None:
        """Nothing more to say: the computers go on."""
        if self.current is None and not self.queue:
            if not self.table.summary.isVisible():
                self.table.panel.set_waiting({})
            self.session.pause(False, PAUSE)

    def _waiting(self) -> None:
        """The bar says why the computers wait (not "… is thinking")."""
        text = QCoreApplication.translate(
            "Lesson", "The computers wait while you read the explanation (Enter goes on).")
        self.table.panel.set_waiting({seat: text for seat in range(self.session.rules.players)
                                      if seat != self.session.human_seat})

    # -- showing ---------------------------------------------------------------------------

    def _advance(self) -> None:
        """Show the next step once its moment has come (the cards landed, the summary shown
        or closed)."""
        if not self.active or self.current is not None:
            return
        if not self.queue:
            self._release()
            return
        head = self.queue[0]
        summary_shown = self.table.summary.isVisible()
        if head.stage is Stage.WITH_SUMMARY and self._summary == "due" and not summary_shown:
            return  # the summary's Show moves it on
        if head.stage is Stage.AFTER_SUMMARY and (summary_shown or self._summary == "due"):
            return  # the summary's Hide moves it on
        scene = self.table.scene
        busy = scene.kept_trick.landing_ms() if head.keeps_trick else scene.busy_ms()
        if busy > 0 and not head.at_once:
            self._timer.start(busy + SETTLE_MS)
            return
        self.current = self.queue.pop(0)
        self._show(self.current)

    def _show(self, step: Step) -> None:
        self.seen[step.key] += 1
        if step.shows == "sheet":
            self.window.sheet_dock.setVisible(True)
        self._say(step)

    def _say(self, step: Step) -> None:
        following = [s for s in self.queue if s.stage is step.stage]
        self.coach.show_explanation(step.build(), more=step.leads_on or bool(following),
                                    last=step.last)
        self.coach.place(self.table)
        self._waiting()
        self.coach.next_button.setFocus()

    def _say_again(self) -> None:
        if self.current is not None:
            self._say(self.current)

    def next(self) -> None:
        """The person has read the explanation shown (Next, Got it, Enter)."""
        step, self.current = self.current, None
        self.coach.setVisible(False)
        if step is not None and step.keeps_trick:
            self.table.scene.let_trick_go()
        if step is not None and step.last:
            self.stop(finished=True)
            return
        if self.queue:
            self._advance()
        else:
            self._release()
        if self.current is None:
            self.table.focus_hand()

    def _open_rules(self, section: str) -> None:
        self.window.companions.show_rules(section)

    # -- the table ----------------------------------------------------------------------------

    def _place_later(self) -> None:
        """The bubble out of the way of the panels once they have settled (one placing for
        any number of moves)."""
        if not self._placing:
            self._placing = True
            QTimer.singleShot(0, self, self._place)

    def _place(self) -> None:
        self._placing = False
        if self.active:
            self.coach.place(self.table)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if watched is self.table.summary and kind in (QEvent.Type.Show, QEvent.Type.Hide):
            self._summary = "shown" if kind == QEvent.Type.Show else ""
            if self.current is not None:
                self._waiting()
            QTimer.singleShot(0, self._advance)
        if watched is not self.table.view and kind in _PANEL_MOVES and self.current is not None:
            # the summary, the result or a notice came, went or moved: out of its way
            self._place_later()
        elif watched is self.table.view and kind == QEvent.Type.Resize:
            self._place_later()
        elif (watched is self.table.view and kind == QEvent.Type.KeyPress
              and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
              and self.current is not None):
            self.next()  # Enter reads on, even with the keyboard in the hand
            return True
        return super().eventFilter(watched, event)

    def stop(self, *, finished: bool = False, quiet: bool = False) -> None:
        """No more explanations; the game on the table goes on as a normal game."""
        if not self.active:
            return
        self.active = False
        self._timer.stop()
        self.queue.clear()
        self.current = None
        self.coach.setVisible(False)
        self.coach.deleteLater()
        self.table.scene.let_trick_go()
        for panel in felt_panels(self.table):
            panel.removeEventFilter(self)
        self.table.view.removeEventFilter(self)
        for signal, slot in ((self.session.events_happened, self._on_events),
                             (self.session.view_changed, self._on_view)):
            signal.disconnect(slot)
        self.session.pause(False, PAUSE)
        if not self.table.summary.isVisible():
            self.table.panel.set_waiting({})
        if getattr(self.window, "lesson", None) is self:
            self.window.lesson = None
        if not quiet:
            self.window.statusBar().showMessage(
                QCoreApplication.translate("Lesson", "The lesson is over. Help → Learn to play "
                                           "starts it again.") if finished else
                QCoreApplication.translate("Lesson", "The lesson is stopped: the game goes on "
                                           "as a normal game."), 8000)
            self.table.focus_hand()
        self.ended.emit()
        self.setParent(None)  # gone with the last reference to it
