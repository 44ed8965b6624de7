"""The lesson's bubble on the felt: an explanation, the rules it comes from, Next and Stop.

It lies in free felt, clear of the person's hand, the name plates, the trump box
and the deal's summary (over the trick or another seat's backs only when nothing
else is free), like the summary itself (``table/card_table.py``).  Enter is Next
(Got it on the last of a row); a rule's link asks for Help → Rules at its section.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .plan import Explanation

#: The bubble's width: as a rule, wider where that keeps it off the cards, and at the least
#: (pixels).
COACH_WIDTH = (430, 540, 300)


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
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.rules)
        row = QHBoxLayout()
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
        self.stop_button.setText(self.tr("Stop the lesson"))
        self.stop_button.setToolTip(self.tr("No more explanations: the game goes on as a "
                                            "normal game"))
        self.next_button.setText(self.tr("Next") if self._more else self.tr("Got it"))
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

    def height_for(self, width: int) -> int:
        self.layout().activate()
        wanted = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        return max(wanted, self.minimumSizeHint().height())

    # -- where it lies ---------------------------------------------------------------------------

    def place(self, table) -> None:
        """In free felt of ``table`` (a ``CardTable``), as the summary is placed: at its
        width, or wider (lower) where that keeps it off the cards, else narrower, and over
        less and less (``_spot``'s tiers)."""
        if not self.isVisible():
            return
        area = table.view.viewport().rect()
        widths = [min(w, area.width() - 16) for w in COACH_WIDTH]
        # each tier at every width (a wider bubble is lower: it may fit above the summary)
        tries = [(w, tier) for tier in (1, 2, 3, 4, 5, 6) for w in widths]
        spot = None
        for width, tier in tries:
            height = min(self.height_for(width), area.height() - 16)
            spot = self._spot(table, width, height, tier)
            if spot is not None:
                break
        if spot is None:  # a tiny window: across the top, over whatever lies there
            width = widths[0]
            height = min(self.height_for(width), area.height() - 16)
            spot = QRect((area.width() - width) // 2, 8, width, height)
        self.setGeometry(spot)

    @staticmethod
    def _spot(table, width: int, height: int, tier: int) -> QRect | None:
        """Free felt in ``tier``: 1 clear of the plates, the trump box, the person's hand, the
        summary (and a notice shown), the cards of the trick and the talon (the turned card);
        2 over the talon; 3 over the trick; 4 over the person's hand; 5 clear of the summary,
        the result and the notice alone (they are what it explains); 6 over as little of them
        as can be.  Over the other seats' backs and the piles as
        little as can be, in every tier."""
        g = table.scene.geometry
        if g is None:
            return None
        view = table.view
        zoom = view.zoom
        boxes = g.seat_boxes()
        seats = [box for name, box in boxes.items()
                 if name.split(":")[0] in ("plate", "hud", "teams")]
        hand = boxes.get("hand:bottom", QRectF())
        inverse = view.transform().inverted()[0]
        panels = [inverse.mapRect(QRectF(panel.geometry()))
                  for panel in (table.summary, table.game_over, table.notice)
                  if panel.isVisible()]
        shown = table.scene.view
        look = table.scene.look
        # no stock and no card beside it (Master has none): the talon's place is free felt
        talon = (g.talon_box() if look is None or look.stock or look.table_cards
                 else QRectF())
        soft = [talon] + [box for name, box in boxes.items()
                          if name.startswith(("pile", "hand"))]
        # an empty trick is free felt; cards in it are what the person must see
        trick = [g.trick_box()] if shown is not None and shown.trick else []
        size = QSizeF(width / zoom, height / zoom)
        near = g.middle.center()
        hard, others = {1: ([*seats, hand, *panels, *trick, talon], soft),
                        2: ([*seats, hand, *panels, *trick], soft),
                        3: ([*seats, hand, *panels], [*trick, *soft]),
                        4: ([*seats, *panels], [*trick, hand, *soft]),
                        5: (panels, [*seats, *trick, hand, *soft]),
                        # no room beside the summary: over as little of it as can be
                        6: ([], [*panels * 10, *seats, *trick, hand, *soft])}[tier]
        spot = g.free_spot(size, hard, others, near=near)
        return view.scene_to_view(spot).toRect() if spot is not None else None
