"""The review's reading panels: the deal's result, its mistakes, the decisions, the
alternatives of one decision and the rules that applied to it."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...ai.review import DealReview, Decision, DecisionKind, Line
from ..learn.plan import Explanation
from .look import ReviewLook
from .texts import kind_heading, kind_name, loss_text

DECISION_HEADS = (
    QT_TRANSLATE_NOOP("Review", "Trick"), QT_TRANSLATE_NOOP("Review", "Kind"),
    QT_TRANSLATE_NOOP("Review", "Chosen"), QT_TRANSLATE_NOOP("Review", "Best"),
    QT_TRANSLATE_NOOP("Review", "Lost"), QT_TRANSLATE_NOOP("Review", "From the seat"))
ALTERNATIVE_HEADS = (
    QT_TRANSLATE_NOOP("Review", "Choice"), QT_TRANSLATE_NOOP("Review", "Exact"),
    QT_TRANSLATE_NOOP("Review", "Hard's estimate"))
# What each column of the decisions' table means (its heading's tooltip).
DECISION_TIPS = (
    QT_TRANSLATE_NOOP("Review", "The trick the decision was made in"),
    QT_TRANSLATE_NOOP("Review", "A bid, a lead (the first card of a trick) or a reply"),
    QT_TRANSLATE_NOOP("Review", "What was chosen"),
    QT_TRANSLATE_NOOP("Review", "The best choice with every hand known"),
    QT_TRANSLATE_NOOP("Review", "What the choice lost against the best, with every hand known"),
    QT_TRANSLATE_NOOP("Review", "What the choice lost as far as the seat could know: Hard's "
                      "estimate from the seat's own cards and the play so far, the hidden "
                      "hands unknown — a loss here was a mistake one could have seen"))
# What each column of the alternatives' table means.
ALTERNATIVE_TIPS = (
    QT_TRANSLATE_NOOP("Review", "Each choice the seat had"),
    QT_TRANSLATE_NOOP("Review", "The choice's value with every hand known"),
    QT_TRANSLATE_NOOP("Review", "The choice's value as Hard judged it from the seat, the hidden "
                      "hands unknown"))
# The window's alternatives have a fourth column, which choice was made, the best, Hard's (the
# print colours the choices instead).
MARKS_HEAD = QT_TRANSLATE_NOOP("Review", "Mark")
MARKS_TIP = QT_TRANSLATE_NOOP("Review", "The choice made, the best one with every hand known, "
                              "and the one Hard would have made")
CHOSEN = QT_TRANSLATE_NOOP("Review", "chosen")
BEST = QT_TRANSLATE_NOOP("Review", "best")
HARDS_CHOICE = QT_TRANSLATE_NOOP("Review", "Hard's choice")

MISTAKE_COLOUR = QColor("#b3261e")
BEST_COLOUR = QColor("#1e7d32")


class ResultLabel(QLabel):
    """The deal as played, with the seat's best play, and the points lost."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewResult")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def show_review(self, review: DealReview | None, side_names: Sequence[str],
                    trick_of: dict[int, int], look: ReviewLook) -> None:
        self.setText("\n".join(result_lines(review, side_names, trick_of, look))
                     if review else "")


class ReviewPlurals(QObject):
    """Texts with a number's plural form (lupdate takes ``%n`` as a plural only in ``tr``)."""

    def points_lost(self, lost: float, mistakes: int) -> str:
        return self.tr("Points lost: {lost} in %n mistake(s)", "", mistakes).format(
            lost=f"{lost:.0f}")


def result_lines(review: DealReview, side_names: Sequence[str],
                 trick_of: dict[int, int], look: ReviewLook, *, note: bool = True) -> list[str]:
    """The deal as played, with everyone's best play from the seat's first mistake, the points
    lost; with the line and ``note``, why the points lost need not be the gap between the two
    results (:func:`result_note`; the printed page says it with its footnote)."""
    translate = QCoreApplication.translate
    lines = [translate("Review", "As played: {result}").format(
        result=look.row_text(side_names, review.actual_row))]
    best: Line | None = review.best_play
    if best is not None and review.best_play_from is not None:
        trick = trick_of.get(review.best_play_from, 0)
        where = (translate("Review", "from trick {trick} on").format(trick=trick) if trick
                 else translate("Review", "from the bidding on"))
        # the line is double dummy: every seat plays its best, the others against this one
        lines.append(translate("Review", "With everyone's best play {where}: {result}").format(
            where=where, result=look.row_text(side_names, best.row)))
    else:
        lines.append(translate("Review", "No mistake: the best play would not have changed "
                                         "the deal."))
    lost = review.lost_by_kind()
    count = sum(1 for d in review.decisions if d.is_mistake)
    parts = ", ".join(f"{kind_heading(k).lower()} {loss_text(v)}" for k, v in lost.items()
                      if v >= 0.5)
    summary = ReviewPlurals().points_lost(review.lost, count)
    if parts:
        summary += f" ({parts})"
    lines.append(summary + ".")
    if note and (why := result_note(review)):
        lines.append(why)
    return lines


def result_note(review: DealReview) -> str:
    """Why the points lost need not be the gap between the deal as played and the best-play
    line (each mistake is valued where the deal stood when it was made, after the others'
    mistakes too); empty without the line."""
    if review.best_play is None or review.best_play_from is None:
        return ""
    # A new player read the two as one sum ("You −3 … best play: You −1 … Points lost: 3");
    # a decision's loss is measured from the position the deal actually reached.
    return QCoreApplication.translate(
        "Review", "Each mistake counts from the deal as it then stood, and the others' play is "
        "in both results, so the points lost can differ from the gap between them.")


class MistakesList(QListWidget):
    """The deal's biggest mistakes with their reasons; a click goes to the decision."""

    chosen = Signal(int)  # the decision's action index

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewMistakes")
        self.setWordWrap(True)
        self.itemActivated.connect(self._go)
        self.itemClicked.connect(self._go)

    def show_mistakes(self, decisions: Sequence[Decision], look: ReviewLook,
                      names: Sequence[str] = ()) -> None:
        self.clear()
        for d in decisions:
            where = (QCoreApplication.translate("Review", "Trick {trick}").format(trick=d.trick)
                     if d.trick else kind_name(d.kind).capitalize())
            text = f"{where}: {look.reason_text(d.reason, d, names)}"
            if d.hard_choice is not None and d.hard_choice == d.chosen:
                # the hint would have advised it: lost only with every hand known
                text = QCoreApplication.translate(
                    "Review", "{mistake} (Hard's choice too: from the seat it looked best)"
                ).format(mistake=text)
            item = QListWidgetItem(text)
            item.setToolTip(item.text())
            item.setData(Qt.ItemDataRole.UserRole, d.index)
            item.setForeground(QBrush(MISTAKE_COLOUR))
            self.addItem(item)
        if not decisions:
            self.addItem(QListWidgetItem(QCoreApplication.translate(
                "Review", "No mistake in this deal.")))
        # room for three one-line reasons, or two that wrap
        lines = 3 if self.count() > 1 else 1
        self.setFixedHeight(round(self.fontMetrics().lineSpacing() * (lines + 1.6))
                            + 2 * self.frameWidth())

    def _go(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if index is not None:
            self.chosen.emit(int(index))


class RuleNote(QScrollArea):
    """What the rules said at a decision, in the words of Help → Learn to play (the same
    texts, the same rule sections); a section's link opens Help → Rules there."""

    rule_requested = Signal(str)  # a section, "§8.1"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewRuleNote")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.label.linkActivated.connect(self.rule_requested)
        self.label.setContentsMargins(6, 4, 6, 4)
        self.setWidget(self.label)
        self.explanations: tuple[Explanation, ...] = ()

    def show_explanations(self, explanations: Sequence[Explanation]) -> None:
        self.explanations = tuple(explanations)
        self.setVisible(bool(self.explanations))
        self.label.setText("".join(_explanation_html(e) for e in self.explanations))
        self.label.setToolTip(QCoreApplication.translate(
            "Review", "The rules at this decision, as Learn to play explains them; a section "
                      "opens Help → Rules there") if self.explanations else "")
        lines = max(3, min(7, sum(1 + len(e.paragraphs) for e in self.explanations)))
        self.setFixedHeight(round(self.fontMetrics().lineSpacing() * (lines + 1))
                            + 2 * self.frameWidth())


def _explanation_html(explanation: Explanation) -> str:
    links = ", ".join(f'<a href="{html.escape(s)}">{html.escape(s)}</a>'
                      for s in explanation.rules)
    sections = html.escape(QCoreApplication.translate(
        "Review", "rules {sections}")).format(sections=links) if links else ""
    paragraphs = "".join(f"<br>{html.escape(p).replace(chr(10), '<br>')}"
                         for p in explanation.paragraphs)
    return (f"<p><b>{html.escape(explanation.title)}</b>"
            f"{' (' + sections + ')' if sections else ''}{paragraphs}</p>")


def _t(text: str) -> str:
    """A table's words (context "Review")."""
    return QCoreApplication.translate("Review", text)


def _table(name: str) -> QTableWidget:
    table = QTableWidget()
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    table.horizontalHeader().setStretchLastSection(True)
    table.setWordWrap(False)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    return table


def _item(text: str, *, right: bool = False, colour: QColor | None = None,
          tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if colour is not None:
        item.setForeground(QBrush(colour))
    item.setToolTip(tip or text)
    return item


def _head_tips(table: QTableWidget, tips: Sequence[str]) -> None:
    """Each heading says what its column means when pointed at (a heading may be cut)."""
    for c, tip in enumerate(tips):
        item = table.horizontalHeaderItem(c)
        if item is not None:
            item.setToolTip(f"{item.text()}: {_t(tip)}")


def decisions_table() -> QTableWidget:
    return _table("ReviewDecisions")


def fill_decisions(table: QTableWidget, decisions: Sequence[Decision],
                   look: ReviewLook) -> None:
    heads = [_t(h) for h in DECISION_HEADS]
    table.setColumnCount(len(heads))
    table.setHorizontalHeaderLabels(heads)
    _head_tips(table, DECISION_TIPS)
    table.setRowCount(len(decisions))
    for r, d in enumerate(decisions):
        best = d.best
        known = d.knowable_loss
        colour = MISTAKE_COLOUR if d.is_mistake else None
        cells = [
            _item(str(d.trick) if d.trick else "—", right=True),
            _item(kind_name(d.kind)),
            _item(look.choice_text(d.chosen), colour=colour),
            _item(look.choice_text(best.action) if best is not None and d.valued else "—"),
            _item(look.loss_text(d.loss) if d.valued else "—", right=True, colour=colour),
            _item(look.knowable_loss_text(known), right=True),
        ]
        for c, cell in enumerate(cells):
            cell.setData(Qt.ItemDataRole.UserRole, d.index)
            table.setItem(r, c, cell)
    _fit_columns(table, (2, 3))


def alternatives_table() -> QTableWidget:
    table = _table("ReviewAlternatives")
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    return table


def fill_alternatives(table: QTableWidget, decision: Decision | None,
                      look: ReviewLook) -> None:
    heads = [_t(h) for h in (*ALTERNATIVE_HEADS, MARKS_HEAD)]
    table.setColumnCount(len(heads))
    table.setHorizontalHeaderLabels(heads)
    _head_tips(table, (*ALTERNATIVE_TIPS, MARKS_TIP))
    if decision is None:
        table.setRowCount(0)
        return
    best = decision.best
    ordered = sorted(decision.alternatives,
                     key=lambda a: -(a.exact if a.exact is not None else -1e9))
    table.setRowCount(len(ordered))
    for r, alt in enumerate(ordered):
        marks = []
        colour = None
        if alt.action == decision.chosen:
            marks.append(_t(CHOSEN))
            colour = MISTAKE_COLOUR if decision.is_mistake else None
        if best is not None and alt.action == best.action:
            marks.append(_t(BEST))
            colour = colour or BEST_COLOUR
        if decision.hard_choice is not None and alt.action == decision.hard_choice:
            marks.append(_t(HARDS_CHOICE))
        cells = [_item(look.choice_text(alt.action), colour=colour),
                 _item(look.value_text(alt.exact), right=True, colour=colour),
                 _item(look.estimate_text(alt.knowable), right=True),
                 _item(", ".join(marks), colour=colour)]
        for c, cell in enumerate(cells):
            table.setItem(r, c, cell)
    _fit_columns(table, (0,))


#: The widest a column of choices gets (a declaration's words are long); the rest is elided
#: and the whole text is in the cell's tooltip.
CHOICE_WIDTH = 150


def _fit_columns(table: QTableWidget, choices: tuple[int, ...]) -> None:
    table.resizeColumnsToContents()
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    for c in choices:
        if table.columnWidth(c) > CHOICE_WIDTH:
            table.setColumnWidth(c, CHOICE_WIDTH)


def lost_by_kind_cells(lost: dict[DecisionKind, float]) -> list[str]:
    return [loss_text(lost[k]) for k in DecisionKind]


__all__ = ["MistakesList", "ResultLabel", "alternatives_table", "decisions_table",
           "fill_alternatives", "fill_decisions", "lost_by_kind_cells"]
