"""The lesson's bubble on the felt: an explanation, the rules it comes from, Next and Stop.

It lies in free felt, clear of the person's hand, the name plates, the trump box
and the panels on the felt — the deal's summary, the game's result, a notice, the
Deal prompt — (over the trick or another seat's backs only when nothing else is
free), like the summary itself (``table/overlay_placement.py``).  The whole explanation
comes first: where beside the summary there are only strips, the summary goes high
on the felt, leaving room under it (``lift_summary``); else the bubble is narrower,
over the other seats' plates and a passing notice, rather than cut.  Where the felt
left is too small even so the bubble is shorter and its text scrolls, rather than
lie over the hand or a panel; only a window too small for even that puts it over
as little of them as can be.  The decision bar is below the felt: a bubble on the
felt never covers it.  Enter is Next (Got it on the last of a row); a rule's link
asks for Help → Rules at its section.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..table.mnemonics import assign_letters, letters_in_sight, with_mnemonic
from .plan import Explanation

#: The bubble's width: as a rule, wider where that keeps it off the cards, narrower, and at
#: the least (beside the summary of a small window: the strip left of it) (pixels).
COACH_WIDTH = (430, 540, 300, 250, 200, 170, 160, 150)
#: The shares of its text the bubble shows when the felt is short of room (the rest scrolls).
TEXT_SHARES = (1.0, 0.7, 0.5, 0.0)
#: The least of the text shown (lines).
TEXT_LEAST = 2
#: The room kept between the bubble and a panel it keeps clear of (pixels).
PANEL_GAP = 6


def explanation_html(explanation: Explanation) -> str:
    """The paragraphs as HTML, each line kept."""
    return "".join(f"<p>{html.escape(p).replace(chr(10), '<br>')}</p>"
                   for p in explanation.paragraphs)


class CoachBubble(QFrame):
    next_requested = Signal()
    stop_requested = Signal()
    #: A rule's link was followed: its section ("§8.1").
    rule_requested = Signal(str)
    #: The interface's language changed: the lesson says the explanation again.
    retranslate_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CoachBubble")
        self.setStyleSheet(
            "QFrame#CoachBubble { background: rgba(255,252,238,246); border: 2px solid #2e7d4f;"
            " border-radius: 12px; } QLabel { color: #1b1b1b; }"
            " QLabel#coachCaption { color: #2e7d4f; font-weight: bold; }"
            " QLabel#coachTitle { font-size: 15px; font-weight: bold; }")
        self.caption = QLabel()
        self.caption.setObjectName("coachCaption")
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("coachText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        # the text scrolls where the felt is too short for all of it (``place``)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("coachScroll")
        self.scroll.setWidget(self.text)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.scroll.viewport().setAutoFillBackground(False)
        self.text.setAutoFillBackground(False)
        self.scroll.setStyleSheet("QScrollArea#coachScroll { background: transparent; }"
                                  " QLabel#coachText { background: transparent; }")
        self.rules = QLabel()
        self.rules.setObjectName("coachRules")
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        self.rules.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.rules.linkActivated.connect(self.rule_requested)
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("coachStop")
        self.stop_button.setAutoDefault(True)
        self.stop_button.clicked.connect(self.stop_requested)
        self.next_button = QPushButton()
        self.next_button.setObjectName("coachNext")
        self.next_button.setAutoDefault(True)
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.title)
        layout.addWidget(self.scroll)
        layout.addWidget(self.rules)
        row = self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        layout.addLayout(row)
        self.explanation: Explanation | None = None
        self._more = False
        self.setVisible(False)
        self._label()

    def _label(self) -> None:
        self.caption.setText(self.tr("Learning to play"))
        # Alt + a letter for each, none the menu bar's (Alt+S opens Settings) nor the bar's
        stop = self.tr("Stop the lesson")
        go_on = self.tr("Next") if self._more else self.tr("Got it")
        letters = assign_letters([stop, go_on], ["", ""], letters_in_sight(self))
        self.stop_button.setText(with_mnemonic(stop, letters[0]))
        self.stop_button.setToolTip(self.tr("No more explanations: the game goes on as a "
                                            "normal game"))
        self.next_button.setText(with_mnemonic(go_on, letters[1]))
        self.next_button.setToolTip(self.tr("Go on (Enter)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._label()
            if self.isVisible():
                self.retranslate_requested.emit()
        super().changeEvent(event)

    def show_explanation(self, explanation: Explanation, *, more: bool = False,
                         last: bool = False) -> None:
        """Shows ``explanation``; ``more``: another follows (the button says Next); ``last``:
        the lesson ends with it (nothing to stop)."""
        self.explanation = explanation
        self._more = more
        self._label()
        self.stop_button.setVisible(not last)
        self.title.setText(explanation.title)
        self.text.setText(explanation_html(explanation))
        links = ", ".join(f'<a href="{html.escape(s)}">{html.escape(s)}</a>'
                          for s in explanation.rules)
        self.rules.setText(html.escape(self.tr("Rules: {sections}")).format(sections=links)
                           if links else "")
        self.rules.setToolTip(self.tr("Opens Help → Rules at that section"))
        self.setVisible(True)
        self.raise_()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.next_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def _sides(self) -> int:
        """The bubble's width its text and buttons do not have: its border and its margins
        on either side (the border counted too: a text sized without it lost its last line)."""
        border, margins = self.contentsMargins(), self.layout().contentsMargins()
        return border.left() + border.right() + margins.left() + margins.right()

    def text_height(self, width: int) -> int:
        """The height of the whole text in a bubble ``width`` wide."""
        return max(self.text.heightForWidth(width - self._sides()), 0)

    def least_width(self) -> int:
        """The narrowest the bubble can be: its buttons one under the other."""
        return (max(self.stop_button.sizeHint().width(), self.next_button.sizeHint().width())
                + self._sides())

    def _arrange(self, width: int) -> None:
        """The buttons side by side, or one under the other where the bubble is narrower."""
        beside = (self.stop_button.sizeHint().width() + self.next_button.sizeHint().width()
                  + 40 + self._sides())
        self.row.setDirection(QBoxLayout.Direction.LeftToRight if width >= beside
                              else QBoxLayout.Direction.TopToBottom)

    def least_text(self) -> int:
        """The least of the text shown (pixels)."""
        return TEXT_LEAST * self.text.fontMetrics().lineSpacing() + 4

    def height_for(self, width: int, text: int | None = None) -> int:
        """The bubble's height at ``width`` showing ``text`` pixels of its text (all of it
        when ``None``); the text's height is set to that."""
        self._arrange(width)
        whole = self.text_height(width)
        shown = whole if text is None else min(whole, max(text, 0))
        self.scroll.setFixedHeight(shown)
        self.caption.setVisible(shown >= whole)  # short of room: the title says enough
        # all of it shown: no scroll bar (it would narrow the lines, and they would not fit)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded
                                               if shown < whole else
                                               Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.layout().activate()
        wanted = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        return max(wanted, self.minimumSizeHint().height())

    # -- where it lies ---------------------------------------------------------------------------

    def place(self, table) -> None:
        """In free felt of ``table`` (a ``CardTable``), as the summary is placed: at its
        width, or wider (lower) where that keeps it off the cards, else narrower, and over
        less and less (``_spot``'s tiers) — all its text first: under the summary lifted
        high, else at any width, over the plates or a notice if need be; shorter, its text
        scrolling, rather than over the person's hand or a panel."""
        if not self.isVisible():
            return
        area = table.view.viewport().rect()
        least = self.least_width()
        widths = list(dict.fromkeys(min(max(w, least), area.width() - 16)
                                    for w in COACH_WIDTH))
        # clear of the hand and the panels: all the text (the narrowest widths only where
        # the felt is short of room), then shorter and shorter; then over a passing notice
        phases = ((1.0, (1, 2, 3, 4), widths[:3]),
                  (1.0, (1, 2, 3, 4, 5), widths),
                  *((s, (4,), widths) for s in TEXT_SHARES[1:]),
                  *((s, (5,), widths) for s in TEXT_SHARES), (TEXT_SHARES[-1], (6, 7), widths))
        spot = self._find(table, phases[:1], area)
        if spot is None and table.placement.lift_summary():  # room under it, high on the felt
            spot = self._find(table, phases[:1], area)
        if spot is None:
            spot = self._find(table, phases[1:], area)
        if spot is None:  # a tiny window: across the top, over whatever lies there
            width = widths[0]
            height = min(self.height_for(width, self.least_text()), area.height() - 16)
            spot = QRect((area.width() - width) // 2, 8, width, height)
        self.setGeometry(spot)

    def _find(self, table, phases, area: QRect) -> QRect | None:
        """The first spot of ``phases`` — (the share of the text shown, the tiers, the
        widths) — each tier at every width (a wider bubble is lower: it may fit above the
        summary); the bubble's text is left at the height found."""
        for share, tiers, some in phases:
            for tier in tiers:
                for width in some:
                    whole = self.text_height(width)
                    text = max(int(whole * share), min(whole, self.least_text()))
                    height = min(self.height_for(width, text), area.height() - 16)
                    spot = self._spot(table, width, height, tier)
                    if spot is not None:
                        return spot
        return None

    @staticmethod
    def _spot(table, width: int, height: int, tier: int) -> QRect | None:
        """Free felt in ``tier``: 1 clear of the plates, the trump box, the person's hand, the
        panels shown (``felt_panels``), the cards of the trick and the talon (the turned card);
        2 over the talon; 3 over the trick; 4 over the plates too; 5 over a notice (it passes,
        and the status bar says it too); 6 over the person's hand (clear of the lasting panels
        alone: they are what it explains); 7 over as little of them as can be.  A trick kept
        on the felt to be explained (``TableScene.keep_trick``) is such a panel.  Over the
        other seats' backs and the piles as little as can be, in every tier."""
        g = table.scene.geometry
        if g is None:
            return None
        view = table.view
        zoom = view.zoom
        boxes = g.seat_boxes()
        seats = g.name_boxes()
        hand = boxes.get("hand:bottom", QRectF())
        inverse = view.transform().inverted()[0]
        panels, passing = [], []
        for panel in felt_panels(table):
            if panel.isVisible():
                rect = panel.geometry().adjusted(-PANEL_GAP, -PANEL_GAP, PANEL_GAP, PANEL_GAP)
                (passing if panel is table.notice else panels).append(
                    inverse.mapRect(QRectF(rect)))
        shown = table.scene.view
        look = table.scene.look
        # no stock and no card beside it (Master has none): the talon's place is free felt
        talon = (g.talon_box() if look is None or look.stock or look.table_cards
                 else QRectF())
        soft = [talon] + [box for name, box in boxes.items()
                          if name.startswith(("pile", "hand"))]
        # an empty trick is free felt; cards in it are what the person must see
        trick = [g.trick_box()] if shown is not None and shown.trick else []
        if table.scene.trick_kept:  # a trick kept to be explained: as a panel it explains
            panels.append(g.trick_box())
        size = QSizeF(width / zoom, height / zoom)
        near = g.middle.center()
        lasting = panels
        panels = [*lasting, *passing]
        hard, others = {1: ([*seats, hand, *panels, *trick, talon], soft),
                        2: ([*seats, hand, *panels, *trick], soft),
                        3: ([*seats, hand, *panels], [*trick, *soft]),
                        4: ([hand, *panels], [*seats, *trick, *soft]),
                        5: ([hand, *lasting], [*passing * 10, *seats, *trick, *soft]),
                        6: (lasting, [*passing * 10, *seats, *trick, hand, *soft]),
                        # no room beside the summary: over as little of it as can be
                        7: ([], [*panels * 10, *seats, *trick, hand, *soft])}[tier]
        spot = g.free_spot(size, hard, others, near=near)
        return view.scene_to_view(spot).toRect() if spot is not None else None


def felt_panels(table) -> tuple[QWidget, ...]:
    """The panels on ``table``'s felt the bubble keeps clear of (what it explains, or what
    asks for the person's answer): the deal's summary, the game's result, a notice, the Deal
    prompt."""
    return (table.summary, table.game_over, table.notice, table.deal_prompt)

