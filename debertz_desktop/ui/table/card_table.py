"""The table widget: the view, the decision bar and the deal summary, tied to a session.

This is the controller between the widgets and a session (local or, later,
over the network): it forwards the session's views to the scene and the
panel, and turns a card or a button into an action for ``session.submit``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...engine import actions as A
from ...engine.cards import Card
from ...engine.deal import Phase
from ...engine.views import SeatView
from ..card_faces import CardFaces
from .panels import ActionPanel
from .scene import TableScene
from .score_sheet import DealSummaryPanel
from .texts import action_text
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
        self.confirm_play = False
        self._pending_play: A.PlayCard | None = None
        self._summary_timer = QTimer(self)
        self._summary_timer.setSingleShot(True)
        self._summary_timer.timeout.connect(self._show_summary)
        self._summary_due = None
        self.scene.card_activated.connect(self.play_card)
        self.panel.action_chosen.connect(self.submit)
        self.panel.last_trick_requested.connect(
            lambda: self.scene.show_last_trick(not self.scene.showing_last_trick))
        self.panel.undo_requested.connect(self.undo)
        self.panel.hint_requested.connect(self.request_hint)
        self.panel.confirmed.connect(self.confirm_pending)
        self.panel.cancelled.connect(self.cancel_pending)
        self.view.hint_requested.connect(self.request_hint)
        self.view.cancel_requested.connect(self.cancel_pending)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
        super().changeEvent(event)

    # -- the session ------------------------------------------------------------------------

    def attach(self, session) -> None:
        if self.session is not None:
            self.session.stop()
            for signal in (self.session.view_changed, self.session.events_happened,
                           self.session.action_refused, self.session.deal_scored,
                           self.session.hint_ready):
                signal.disconnect()
        self.session = session
        self._pending_events: list = []
        self._pending_play = None
        session.events_happened.connect(self._on_events)
        session.view_changed.connect(self._on_view)
        session.action_refused.connect(self._on_refused)
        session.deal_scored.connect(self._on_deal_scored)
        session.hint_ready.connect(self._on_hint)
        self._summary_timer.stop()
        self.summary.setVisible(False)
        self.scene.flush()
        self.scene.view = None
        self.set_tournament(getattr(session, "tournament", False))

    def set_tournament(self, on: bool) -> None:
        """The tournament setting: no hint and no undo (issue 2)."""
        self.tournament = on
        if self.session is not None and hasattr(self.session, "tournament"):
            self.session.tournament = on
        self.panel.set_tournament(on)

    def set_confirm_play(self, on: bool) -> None:
        self.confirm_play = on
        if not on:
            self.cancel_pending()

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
        self._pending_play = None
        if view.phase is Phase.PLAY and (self.summary.isVisible() or self._summary_due):
            self._summary_timer.stop()
            self._summary_due = None
            self.summary.setVisible(False)
        self.scene.set_view(view, events)
        if self.session is not None and hasattr(self.session, "hold"):
            self.session.hold(self.scene.busy_ms())
        can_undo = bool(self.session and hasattr(self.session, "can_undo")
                        and self.session.can_undo())
        self.panel.set_view(view, can_undo=can_undo)
        self.panel.hint.setEnabled(self.panel.hint.isEnabled() and not self.tournament)

    def _on_refused(self, message: str, rule: str) -> None:
        text = self.tr("Not allowed: {reason}").format(reason=message)
        if rule:
            text += " " + self.tr("(rules {section})").format(section=rule)
        self.status.emit(text)

    def _on_deal_scored(self, summary) -> None:
        """Shown once the last trick has gone to its pile, beside the new deal's bidding."""
        self._summary_due = summary
        wait = self.scene.busy_ms()
        if wait > 0:
            self._summary_timer.start(wait)
        else:
            self._show_summary()

    def _show_summary(self) -> None:
        summary, self._summary_due = self._summary_due, None
        if summary is not None:
            self.summary.show_summary(summary)
            self._place_summary()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_summary()

    def _place_summary(self) -> None:
        """In the free felt right of the turned card, clear of the hands and plates."""
        if not self.summary.isVisible():
            return
        v = self.view.viewport().rect()
        g = self.scene.geometry
        hint = self.summary.sizeHint()
        area = g.summary_area() if g is not None else None
        w = min(max(hint.width(), 300), 440, v.width() - 16)
        if area is not None and area.width() >= 260:
            w = min(w, int(area.width()))
        h = min(hint.height(), v.height() - 16)
        if area is not None and area.height() >= h:
            cx, cy = area.center().x(), area.center().y()
        else:  # a small window: as high as the bottom hand allows
            cx = area.center().x() if area is not None else v.width() / 2
            bottom = g.hand_top if g is not None else v.height()
            cy = min(v.height() / 2, bottom - h / 2 - 8)
        x = int(max(8, min(v.width() - w - 8, cx - w / 2)))
        y = int(max(8, min(v.height() - h - 8, cy - h / 2)))
        self.summary.setGeometry(QRect(x, y, w, h))

    # -- the person's moves --------------------------------------------------------------------

    def play_card(self, card: Card) -> bool:
        """Play ``card`` (with bella when the box is ticked and bella is legal with it).

        With "confirm before playing" the card is lifted and waits for Play /
        Cancel in the decision bar (or Enter / Esc); ``False`` until then.
        """
        if self.session is None:
            return False
        view = self.scene.view
        action: A.PlayCard = A.PlayCard(card)
        if (view is not None and self.panel.bella.isVisible() and self.panel.bella.isChecked()
                and A.PlayCard(card, True) in view.legal_actions):
            action = A.PlayCard(card, True)
        if self.confirm_play and self._pending_play != action:
            legal = view is not None and action in view.legal_actions
            if not legal:  # refused at once, with the reason
                return self.submit(action)
            self._pending_play = action
            self.scene.set_pending(card)
            self.panel.ask_confirmation(action_text(action))
            return False
        self._pending_play = None
        return self.submit(action)

    def confirm_pending(self) -> bool:
        action, self._pending_play = self._pending_play, None
        if action is None:
            return False
        self.panel.end_confirmation()
        return self.submit(action)

    def cancel_pending(self) -> None:
        if self._pending_play is None:
            return
        self._pending_play = None
        self.panel.end_confirmation()
        self.scene.set_pending(None)

    # -- the hint ------------------------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the computer what it would do here (off the GUI thread); not in tournaments."""
        session = self.session
        if session is None or self.tournament or not hasattr(session, "request_hint"):
            return False
        if not session.request_hint():
            return False
        self.status.emit(self.tr("Thinking about a hint…"))
        return True

    def _on_hint(self, advice) -> None:
        if advice is None:
            self.status.emit(self.tr("No hint this time."))
            return
        action = advice.action
        if isinstance(action, A.PlayCard):
            self.scene.set_hint(action.card)
            self.panel.mark_hinted(None)
        else:
            self.scene.set_hint(None)
            self.panel.mark_hinted(action)
        text = self.tr("Hint: {action}.").format(action=action_text(action))
        if advice.explanation:
            text = advice.explanation
        self.status.emit(text)

    def submit(self, action: A.Action) -> bool:
        if self.session is None:
            return False
        self._pending_play = None
        self.panel.end_confirmation()
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
