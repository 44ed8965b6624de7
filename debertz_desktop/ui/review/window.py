"""*Review the deal*: the deal replayed with every hand open, each decision valued (issue 31).

The window shows one deal of a game record at a time (any finished deal of it:
the deal box) for one seat (the person's by default; any seat on request, so
the computers' mistakes can be seen too).  Left: the board, stepped through
with the buttons or the keys (←/→ an action, Home/End, PgUp/PgDn or ↑/↓ the
previous/next decision of the seat, M the next mistake).  Right: the deal as
played and with the seat's best play, its biggest mistakes with their reasons,
every decision, and the alternatives of the decision on the board — their
exact value and Hard's estimate from the seat.  The analysis runs on a worker
thread (``worker.py``) with a progress bar; the board can be used meanwhile.
"The game" tab adds the deals up (``game_tab.py``); Print and PDF make a page
of the deal (``document.py``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import DealReview, Decision, analyse_deal, reviewable_deals
from ...engine.record import GameRecord
from ..card_faces import CardFaces
from ..games import game_ui
from ..player_names import given_names, shown_names
from .board import ReviewBoard
from .frames import Frame
from .game_tab import GameTab
from .look import ReviewLook, look_of
from .panels import (
    MistakesList,
    ResultLabel,
    RuleNote,
    alternatives_table,
    decisions_table,
    fill_alternatives,
    fill_decisions,
)
from .worker import ReviewRunner


class ReviewWindow(QWidget):
    """The review of a game record's deals (see the module docstring)."""

    closed = Signal()
    #: A rule's section was asked for ("§8.1"): Help → Rules opens there.
    rule_requested = Signal(str)

    def __init__(self, record: GameRecord, faces: CardFaces, deck: str, *,
                 deal: int | None = None, seat: int = 0, title: str = "",
                 game_reviewed: Callable[[object], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setWindowFlag(Qt.WindowType.Window)
        self.record = record
        self.rules = record.rules
        self.look = look_of(record.rules)
        self.person_seat = seat
        self._name_names()
        self.seat = seat
        self.source = title
        self.deals = reviewable_deals(record)
        self.reviews: dict[tuple[int, int], DealReview] = {}
        self.frames: list[Frame] = []
        #: The acting seat's view before each action of the deal shown (the lesson's
        #: explanation of a decision is said from it).
        self.views: tuple = ()
        self.lesson = game_ui(self.rules).lesson()
        self.step = 0
        self._placed_by_us = False
        self.number = 0
        self._pending: tuple[int, int] | None = None
        self.runner = ReviewRunner(self)
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self._build(faces, deck)
        self.game_tab.set_game(record, game_reviewed)
        self.retranslate()
        if self.deals:
            wanted = deal if deal in self.deals else self.deals[-1]
            self.deal_box.setCurrentIndex(self.deals.index(wanted))
            self.show_deal(wanted)

    # -- building -------------------------------------------------------------------------

    def _build(self, faces: CardFaces, deck: str) -> None:
        self.deal_label = QLabel()
        self.deal_box = QComboBox()
        self.deal_box.setObjectName("ReviewDealBox")
        self.deal_box.currentIndexChanged.connect(self._deal_chosen)
        self.seat_label = QLabel()
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("ReviewSeatBox")
        self.seat_box.addItems(list(self.names))
        self.seat_box.setCurrentIndex(self.seat)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self.print_button = QPushButton()
        self.print_button.clicked.connect(lambda: self._printing("print_review"))
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("ReviewPdfButton")
        self.pdf_button.clicked.connect(lambda: self._printing("ask_pdf"))
        top = QHBoxLayout()
        for w in (self.deal_label, self.deal_box, self.seat_label, self.seat_box):
            top.addWidget(w)
        top.addStretch(1)
        top.addWidget(self.print_button)
        top.addWidget(self.pdf_button)
        self.progress = QProgressBar()
        self.progress.setObjectName("ReviewProgress")
        self.progress_label = QLabel()
        progress = QHBoxLayout()
        progress.addWidget(self.progress_label)
        progress.addWidget(self.progress, 1)

        self.board = ReviewBoard(faces, deck, self.look)
        self.step_label = QLabel()
        self.step_label.setObjectName("ReviewStep")
        self.step_label.setWordWrap(True)
        self.nav = {}
        nav = QHBoxLayout()
        for key, text, slot in (("first", "|◀", lambda: self.go(0)),
                                ("back", "◀", lambda: self.go(self.step - 1)),
                                ("forward", "▶", lambda: self.go(self.step + 1)),
                                ("last", "▶|", lambda: self.go(len(self.frames) - 1)),
                                ("previous", "", lambda: self.go_decision(-1)),
                                ("next", "", lambda: self.go_decision(1))):
            button = QPushButton(text)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            self.nav[key] = button
            nav.addWidget(button)
        nav.addStretch(1)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.board, 1)
        left_layout.addWidget(self.step_label)
        left_layout.addLayout(nav)

        self.result = ResultLabel()
        self.mistakes_heading = QLabel()
        self.mistakes = MistakesList()
        self.mistakes.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mistakes.chosen.connect(self.go)
        self.decisions_heading = QLabel()
        self.decisions = decisions_table()
        self.decisions.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.decisions.cellClicked.connect(self._decision_clicked)
        self.decision_heading = QLabel()
        self.alternatives = alternatives_table()
        self.alternatives.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reason = QLabel()
        self.reason.setObjectName("ReviewReason")
        self.reason.setWordWrap(True)
        self.rule_note = RuleNote()
        self.rule_note.rule_requested.connect(self.rule_requested)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setStyleSheet("color: #555;")
        # what the values mean, a few lines: it scrolls where the column is short (in
        # Russian at 1024×700 the wrapped label was squeezed over the rules' box above it)
        caption_box = QScrollArea()
        caption_box.setWidget(self.caption)
        caption_box.setWidgetResizable(True)
        caption_box.setFrameShape(QFrame.Shape.NoFrame)
        caption_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        caption_box.setMaximumHeight(self.fontMetrics().lineSpacing() * 5 + 4)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        for w in (self.result, self.mistakes_heading, self.mistakes, self.decisions_heading):
            right_layout.addWidget(w)
        right_layout.addWidget(self.decisions, 2)
        right_layout.addWidget(self.decision_heading)
        right_layout.addWidget(self.alternatives, 2)
        right_layout.addWidget(self.reason)
        right_layout.addWidget(self.rule_note)
        right_layout.addWidget(caption_box)
        # every part at least its own height (the lists a few rows each): where the window is
        # short (1024×700, four players) the column scrolls instead of cutting the result's
        # lines and the notes under the choices
        rows = self.fontMetrics().lineSpacing() + 8
        for table in (self.decisions, self.alternatives):
            table.setMinimumHeight(rows * 5)
        right_box = QScrollArea()
        right_box.setObjectName("ReviewColumn")
        right_box.setWidget(right)
        right_box.setWidgetResizable(True)
        right_box.setFrameShape(QFrame.Shape.NoFrame)
        right_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([560, 500])

        self.game_tab = GameTab()
        self.game_tab.review_all.connect(self.review_every_deal)
        self.game_tab.deal_chosen.connect(self._show_deal_from_game)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.splitter, "")
        self.tabs.addTab(self.game_tab, "")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(progress)
        layout.addWidget(self.tabs, 1)
        for keys, slot in (((Qt.Key.Key_Right,), lambda: self.go(self.step + 1)),
                           ((Qt.Key.Key_Left,), lambda: self.go(self.step - 1)),
                           ((Qt.Key.Key_Home,), lambda: self.go(0)),
                           ((Qt.Key.Key_End,), lambda: self.go(len(self.frames) - 1)),
                           ((Qt.Key.Key_PageDown, Qt.Key.Key_Down),
                            lambda: self.go_decision(1)),
                           ((Qt.Key.Key_PageUp, Qt.Key.Key_Up), lambda: self.go_decision(-1)),
                           ((Qt.Key.Key_M,), self.go_mistake),
                           ((Qt.Key.Key_Escape,), self.close)):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)

    def _name_names(self) -> None:
        """The seats' names; the default ones ("You", "Computer 1") in the current language."""
        self.names = shown_names(given_names(self.record.names, self.person_seat),
                                 self.person_seat)
        self.side_names = self.look.side_names(self.rules, self.names)

    def retranslate(self) -> None:
        self._name_names()
        for seat, name in enumerate(self.names):
            self.seat_box.setItemText(seat, name)
        self.setWindowTitle(self.tr("Review the deal") + (f" — {self.source}"
                                                          if self.source else ""))
        self.deal_label.setText(self.tr("Deal:"))
        self.seat_label.setText(self.tr("Whose play:"))
        current = self.deal_box.currentIndex()
        self.deal_box.blockSignals(True)
        self.deal_box.clear()
        self.deal_box.addItems([self.tr("Deal {number}").format(number=n) for n in self.deals])
        self.deal_box.setCurrentIndex(max(0, current))
        self.deal_box.blockSignals(False)
        self.print_button.setText(self.tr("Print…"))
        self.pdf_button.setText(self.tr("Save as PDF…"))
        self.nav["previous"].setText(self.tr("◀ Decision"))
        self.nav["next"].setText(self.tr("Decision ▶"))
        self.nav["first"].setToolTip(self.tr("The deal's start (Home)"))
        self.nav["back"].setToolTip(self.tr("One action back (←)"))
        self.nav["forward"].setToolTip(self.tr("One action on (→)"))
        self.nav["last"].setToolTip(self.tr("The deal's end (End)"))
        self.nav["previous"].setToolTip(self.tr("The seat's previous decision (PgUp, ↑)"))
        self.nav["next"].setToolTip(self.tr("The seat's next decision (PgDn, ↓); M: the next "
                                            "mistake"))
        self.mistakes_heading.setText(self.tr("Biggest mistakes"))
        self.decisions_heading.setText(self.tr("Decisions"))
        self.tabs.setTabText(0, self.tr("The deal"))
        self.tabs.setTabText(1, self.tr("The game"))
        if not self.deals:
            self.step_label.setText(self.tr("No deal of this game is finished yet."))
        self.game_tab.retranslate()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self.runner.cancel()
        self.closed.emit()
        super().closeEvent(event)

    # -- the deal and the seat ---------------------------------------------------------------

    @property
    def review(self) -> DealReview | None:
        return self.reviews.get((self.seat, self.number))

    def show_deal(self, number: int) -> None:
        """Show deal ``number`` (a finished deal of the record) and analyse it if needed."""
        self.number = number
        self.frames, self.views = self.look.deal(self.record, number)
        self._analyse()
        first = self._decision_indices()
        self.step = first[0] if first else 0
        self._placed_by_us = True  # until the person moves: the analysis may place it better
        self._refresh()

    def set_seat(self, seat: int) -> None:
        self.seat = seat
        if self.seat_box.currentIndex() != seat:
            self.seat_box.setCurrentIndex(seat)
        self._analyse()
        self._refresh()

    def _deal_chosen(self, index: int) -> None:
        if 0 <= index < len(self.deals) and self.deals[index] != self.number:
            self.show_deal(self.deals[index])

    def _show_deal_from_game(self, number: int) -> None:
        if number in self.deals:
            self.deal_box.setCurrentIndex(self.deals.index(number))
            self.tabs.setCurrentIndex(0)

    def _seat_chosen(self, index: int) -> None:
        if index >= 0 and index != self.seat:
            self.set_seat(index)

    # -- the analysis -----------------------------------------------------------------------

    def _analyse(self) -> None:
        key = (self.seat, self.number)
        if key in self.reviews or self._pending == key:
            self._show_progress(None)
            return
        self._pending = key
        self._show_progress((0, 1))
        self.runner.start(functools.partial(analyse_deal, self.record, self.number, self.seat))

    def review_every_deal(self) -> None:
        """Analyse the deals not yet analysed for the seat, one after another."""
        missing = [n for n in self.deals if (self.seat, n) not in self.reviews]
        if not missing:
            self._show_game()
            return
        seat = self.seat
        record = self.record

        def job(progress, cancelled):
            out = []
            for k, number in enumerate(missing):
                def part(done, total, k=k):
                    progress(k * 100 + done * 100 // max(1, total), 100 * len(missing))
                out.append(analyse_deal(record, number, seat, progress=part,
                                       cancelled=cancelled))
            return out

        self._pending = (seat, -1)
        self._show_progress((0, 1))
        self.runner.start(job)

    def _on_progress(self, done: int, total: int) -> None:
        self._show_progress((done, total))

    def _on_finished(self, result: object) -> None:
        self._pending = None
        found = result if isinstance(result, list) else [result]
        for review in found:
            self.reviews[(review.seat, review.deal_number)] = review
        self._show_progress(None)
        decisions = self._decision_indices() if self.review is not None else []
        if self._placed_by_us and decisions and self.step not in decisions:
            self.step = decisions[0]  # the seat's first choice, not a forced card before it
        if (self.seat, self.number) not in self.reviews:
            self._analyse()
        self._refresh()

    def _on_failed(self) -> None:
        self._pending = None
        self._show_progress(None)
        self.progress_label.setText(self.tr("The analysis failed; the log has the details."))
        self.progress_label.setVisible(True)

    def _show_progress(self, progress: tuple[int, int] | None) -> None:
        busy = progress is not None
        self.progress.setVisible(busy)
        self.progress_label.setVisible(busy)
        if busy:
            done, total = progress
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)
            self.progress_label.setText(self.tr("Analysing the deal…"))

    def _show_game(self) -> None:
        self.game_tab.show_reviews(self._game_reviews(), self.seat, len(self.deals),
                                   counted=self.seat == self.person_seat)

    def _game_reviews(self) -> list[DealReview]:
        return [self.reviews[(self.seat, n)] for n in self.deals
                if (self.seat, n) in self.reviews]

    # -- stepping -----------------------------------------------------------------------------

    def _decision_indices(self) -> list[int]:
        review = self.review
        if review is not None:
            return [d.index for d in review.decisions]
        return [k for k, f in enumerate(self.frames) if f.to_act == self.seat]

    def go(self, step: int) -> None:
        self._placed_by_us = False
        if self.frames:
            self.step = max(0, min(step, len(self.frames) - 1))
            self._show_step()

    def go_decision(self, direction: int) -> None:
        steps = self._decision_indices()
        later = [s for s in steps if (s - self.step) * direction > 0]
        if later:
            self.go(min(later) if direction > 0 else max(later))

    def go_mistake(self) -> None:
        review = self.review
        if review is None:
            return
        steps = sorted(d.index for d in review.decisions if d.is_mistake)
        later = [s for s in steps if s > self.step] or steps
        if later:
            self.go(later[0])

    def _decision_clicked(self, row: int, _column: int) -> None:
        item = self.decisions.item(row, 0)
        if item is not None:
            self.go(int(item.data(Qt.ItemDataRole.UserRole)))

    # -- showing ------------------------------------------------------------------------------

    def _refresh(self) -> None:
        review = self.review
        trick_of = {d.index: d.trick for d in review.decisions} if review else {}
        self.result.show_review(review, self.side_names, trick_of, self.look)
        self.mistakes.show_mistakes(review.mistakes if review else (), self.look, self.names)
        self.mistakes.setVisible(review is not None)
        self.mistakes_heading.setVisible(review is not None)
        fill_decisions(self.decisions, review.decisions if review else (), self.look)
        self._show_step()
        self._show_game()

    def _decision_here(self) -> Decision | None:
        review = self.review
        if review is None:
            return None
        return next((d for d in review.decisions if d.index == self.step), None)

    def _show_step(self) -> None:
        if not self.frames:
            return
        frame = self.frames[self.step]
        decision = self._decision_here()
        self.board.show_frame(frame, bottom=self.seat, names=self.names,
                              marks=_marks(decision, self.look))
        if frame.action is not None and frame.to_act is not None:
            text = self.tr("Action {step} of {count}: {name} — {action}").format(
                step=self.step + 1, count=len(self.frames) - 1, name=self.names[frame.to_act],
                action=self.look.choice_text(frame.action))
        else:
            text = self.tr("The deal is over.")
        self.step_label.setText(text)
        self.nav["back"].setEnabled(self.step > 0)
        self.nav["forward"].setEnabled(self.step < len(self.frames) - 1)
        fill_alternatives(self.alternatives, decision, self.look)
        if decision is None:
            waiting = self.review is None and frame.to_act == self.seat
            self.decision_heading.setText(self.tr("Analysing…") if waiting else
                                          self.tr("No decision of {name} here.").format(
                                              name=self.names[self.seat]))
            self.reason.setText("")
            self.rule_note.show_explanations(())
            self.caption.setText("")
        else:
            self.decision_heading.setText(
                self.tr("Your choices") if self.seat == self.person_seat
                else self.tr("The choices of {name}").format(name=self.names[self.seat]))
            self.reason.setText(self.look.reason_text(decision.reason, decision, self.names)
                                if decision.reason else "")
            self.rule_note.show_explanations(self._rules_at(decision))
            note = self.look.note_text(decision.note)
            self.caption.setText(self.look.unit_text(decision.unit)
                                 + ("\n" + note if note else ""))
        for r in range(self.decisions.rowCount()):
            item = self.decisions.item(r, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == self.step:
                self.decisions.selectRow(r)
                break
        else:
            self.decisions.clearSelection()

    def _rules_at(self, decision: Decision) -> list:
        """The lesson's explanation of the decision, from the view its seat had then."""
        if self.lesson is None or not 0 <= decision.index < len(self.views):
            return []
        return self.lesson.explain(self.views[decision.index])

    # -- printing -------------------------------------------------------------------------------

    def _printing(self, what: str) -> None:
        review = self.review
        if review is None:
            return
        from .document import ReviewPrinting

        printing = ReviewPrinting.for_widget(self)
        getattr(printing, what)(review, self.frames, self.names, self.side_names, self.rules)


def _marks(decision: Decision | None, look: ReviewLook) -> dict[int, str]:
    """The board's marks for a card decision: the best card, the card chosen."""
    if decision is None:
        return {}
    marks = {}
    best = decision.best
    chosen = look.card_of(decision.chosen)
    if chosen is not None:
        marks[chosen] = "mistake" if decision.is_mistake else "chosen"
    best_card = None if best is None else look.card_of(best.action)
    if best_card is not None and decision.is_mistake:
        marks[best_card] = "best"
    return marks


__all__ = ["ReviewWindow"]
