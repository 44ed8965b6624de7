"""The table widget: the view, the decision bar and the deal summary, tied to a session.

This is the controller between the widgets and a session (local or, later,
over the network): it forwards the session's views to the scene and the
panel, and turns a card or a button into an action for ``session.submit``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...engine import actions as A
from ...engine.cards import Card
from ...engine.deal import Phase
from ...engine.views import SeatView
from ..card_faces import CardFaces
from .panels import ActionPanel
from .scene import TableScene
from .score_sheet import DealSummaryPanel
from .view import TableView

#: Animation speed setting → (ms per card move, ms a finished trick stays, ms a computer waits).
SPEEDS = {
    "off": (0, 0, 250),
    "fast": (140, 450, 350),
    "normal": (260, 800, 650),
    "slow": (420, 1300, 1100),
}


class CardTable(QWidget):
    status = Signal(str)  # a message for the status bar

    def __init__(self, faces: CardFaces | None = None, deck: str = "atlasnye",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene(faces, deck, self)
        self.view = TableView(self.scene, self)
        self.panel = ActionPanel(self)
        self.summary = DealSummaryPanel(self.view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.session = None
        self.tournament = False
        self.scene.card_activated.connect(self.play_card)
        self.panel.action_chosen.connect(self.submit)
        self.panel.last_trick_requested.connect(
            lambda: self.scene.show_last_trick(not self.scene.showing_last_trick))
        self.panel.undo_requested.connect(self.undo)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
        super().changeEvent(event)

    # -- the session ------------------------------------------------------------------------

    def attach(self, session) -> None:
        if self.session is not None:
            self.session.stop()
            for signal in (self.session.view_changed, self.session.events_happened,
                           self.session.action_refused, self.session.deal_scored):
                signal.disconnect()
        self.session = session
        self._pending_events: list = []
        session.events_happened.connect(self._on_events)
        session.view_changed.connect(self._on_view)
        session.action_refused.connect(self._on_refused)
        session.deal_scored.connect(self._on_deal_scored)
        self.summary.setVisible(False)
        self.scene.view = None
        self.panel.set_undo_visible(not getattr(session, "tournament", False))

    def set_speed(self, speed: str) -> None:
        move, hold, delay = SPEEDS.get(speed, SPEEDS["normal"])
        self.scene.duration, self.scene.hold = move, hold
        if self.session is not None and hasattr(self.session, "set_delay"):
            self.session.set_delay(delay)

    def set_highlight_legal(self, on: bool) -> None:
        self.scene.highlight_legal = on
        self.scene.flush()

    def _on_events(self, events: list) -> None:
        self._pending_events = list(events)

    def _on_view(self, view: SeatView) -> None:
        events, self._pending_events = self._pending_events, []
        if view.phase is Phase.PLAY and self.summary.isVisible():
            self.summary.setVisible(False)
        self.scene.set_view(view, events)
        can_undo = bool(self.session and hasattr(self.session, "can_undo")
                        and self.session.can_undo())
        self.panel.set_view(view, can_undo=can_undo)

    def _on_refused(self, message: str, rule: str) -> None:
        text = self.tr("Not allowed: {reason}").format(reason=message)
        if rule:
            text += " " + self.tr("(rules {section})").format(section=rule)
        self.status.emit(text)

    def _on_deal_scored(self, summary) -> None:
        self.summary.show_summary(summary)
        self._place_summary()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_summary()

    def _place_summary(self) -> None:
        if not self.summary.isVisible():
            return
        v = self.view.viewport().rect()
        w = min(460, v.width() - 40)
        h = min(self.summary.sizeHint().height(), v.height() - 40)
        self.summary.setGeometry(QRect(v.width() - w - 16, max(16, int(v.height() * 0.16)),
                                       w, h))

    # -- the person's moves --------------------------------------------------------------------

    def play_card(self, card: Card) -> bool:
        """Play ``card`` (with bella when the box is ticked and bella is legal with it)."""
        if self.session is None:
            return False
        view = self.scene.view
        action: A.Action = A.PlayCard(card)
        if (view is not None and self.panel.bella.isVisible() and self.panel.bella.isChecked()
                and A.PlayCard(card, True) in view.legal_actions):
            action = A.PlayCard(card, True)
        return self.submit(action)

    def submit(self, action: A.Action) -> bool:
        if self.session is None:
            return False
        self.scene.flush()
        ok = self.session.submit(action)
        if ok:
            self.status.emit("")
        return ok

    def undo(self) -> bool:
        if self.session is None or not hasattr(self.session, "undo"):
            return False
        ok = self.session.undo()
        if not ok:
            self.status.emit(self.tr("Nothing to undo."))
        return ok
