"""The table widget: the view, the decision bar and the deal summary, tied to a session.

This is the controller between the widgets and a session (local or, later,
over the network): it forwards the session's views to the scene and the
panel, and turns a card or a button into an action for ``session.submit``.
When the deal's summary and the game's result show is ``result_flow.py``,
where they and the notices stand on the felt ``overlay_placement.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QVBoxLayout, QWidget

from ...engine.action import Action
from ...engine.pack import PlayingCard
from ..card_faces import CardFaces
from ..games import game_ui
from ..message_box import open_message_box
from .deal_prompt import DealPrompt
from .deal_summary import DealSummaryPanel, moves_only
from .game_over import GameOverPanel
from .notice import TableNotice
from .overlay_placement import OverlayPlacement
from .panels import ActionPanel
from .result_flow import ResultFlow
from .scene import TableScene
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
    # The game-over panel's buttons: the window acts on the game just finished.
    new_game_requested = Signal()
    save_requested = Signal()
    print_requested = Signal()
    #: The deal summary's "Review the deal": the deal's number (issue 31).
    review_requested = Signal(int)

    def __init__(self, faces: CardFaces | None = None, deck: str = "atlasnye",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene(faces, deck, self)
        self.view = TableView(self.scene, self)
        self.panel = ActionPanel(self)
        self.summary = DealSummaryPanel(self.view)
        self.summary.review_requested.connect(self.review_requested)
        self.summary.tabbed_out.connect(self._tab_from_summary)
        #: Whether the deals of the game on the table can be reviewed (set by the window).
        self.can_review: Callable[[], bool] = lambda: False
        self.game_over = GameOverPanel(self.view)
        self.game_over.new_game_requested.connect(self.new_game_requested)
        self.game_over.save_requested.connect(self.save_requested)
        self.game_over.print_requested.connect(self.print_requested)
        self.game_over.closed.connect(self.focus_hand)
        self.notice = TableNotice(self.view)
        self.placement = OverlayPlacement(self.view, self.scene, self.summary, self.game_over,
                                          self.notice)
        self.notice.spot = self.placement.notice_spot
        self.deal_prompt = DealPrompt(self.view)
        self.result_flow = ResultFlow(self)
        #: The question before a claim that can end the game (``GameUi.claim_question``).
        self.question: QMessageBox | None = None
        self._asked: Action | None = None
        self._fresh = False
        #: The section the last refusal cited ("§8.1"): Help → Rules opens there.
        self.cited_rule = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.session = None
        self.tournament = False
        self.confirm_play = False
        self._pending_play: Action | None = None
        #: The decision the last hint advised (Enter in the hand goes to its button).
        self._hinted_action: Action | None = None
        # The decisions wait until the cards are dealt (they are the deal's, RULES §4, §5).
        self._dealing_timer = QTimer(self)
        self._dealing_timer.setSingleShot(True)
        self._dealing_timer.timeout.connect(self._enable_decisions)
        self.view.installEventFilter(self)
        self.scene.card_activated.connect(self.play_card)
        self.panel.action_chosen.connect(self.choose)
        self.panel.last_trick_requested.connect(self.toggle_last_trick)
        self.scene.last_trick_shown.connect(self.panel.show_last_trick_state)
        self.panel.undo_requested.connect(self.undo)
        self.panel.hint_requested.connect(self.request_hint)
        self.panel.confirmed.connect(self.confirm_pending)
        self.panel.cancelled.connect(self.cancel_pending)
        self.panel.hand_requested.connect(self.focus_hand)
        self.view.decisions_requested.connect(self.focus_decisions)
        self.view.digit_typed.connect(self.panel.pick_by_number)
        self.view.hint_requested.connect(self.request_hint)
        self.view.cancel_requested.connect(self.cancel_pending)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
        super().changeEvent(event)

    def toggle_last_trick(self) -> None:
        """Shows the last trick, or closes it (the bar's button, L, Ctrl+L)."""
        self.scene.show_last_trick(not self.scene.showing_last_trick)
        self.panel.show_last_trick_state(self.scene.showing_last_trick)
        self.focus_hand()

    def focus_hand(self) -> None:
        """Gives the keyboard back to the hand (after a button, a decision, a card)."""
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_decisions(self) -> None:
        """Enter in the hand while no card can be played: the keyboard goes to the decisions
        (the one the hint advised, else the first), where Enter takes one."""
        self.panel.focus_decision(self._hinted_action)

    def _tab_from_summary(self, forward: bool) -> None:
        """Tab past the summary's last button goes on to the decisions and tools, as from the
        hand; Shift+Tab before its first goes back to the hand."""
        if forward:
            for widget in self.panel.focus_chain():
                if (widget.isVisible() and widget.isEnabled()
                        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
                    widget.setFocus(Qt.FocusReason.TabFocusReason)
                    return
        self.view.setFocus(Qt.FocusReason.BacktabFocusReason)

    def _chain_focus(self) -> None:
        """Tab goes from the hand to the decisions, then to the tools (then on, out of the
        table: the score sheet)."""
        previous: QWidget = self.view
        for widget in self.panel.focus_chain():
            QWidget.setTabOrder(previous, widget)
            previous = widget

    # -- the session ------------------------------------------------------------------------

    def attach(self, session) -> None:
        self.detach()
        self.session = session
        self.panel.setEnabled(True)
        self.panel.set_ended("")
        self.scene.set_closed(False)
        self._pending_events: list = []
        self._pending_play = None
        session.events_happened.connect(self._on_events)
        session.view_changed.connect(self._on_view)
        session.action_refused.connect(self._on_refused)
        session.deal_scored.connect(self.result_flow.deal_scored)
        session.hint_ready.connect(self._on_hint)
        session.names_changed.connect(self._on_names)
        session.game_over.connect(self.result_flow.game_over)
        record_received = getattr(session, "record_received", None)  # a network guest's
        if record_received is not None:
            record_received.connect(self.result_flow.offer_review)
        self.result_flow.clear()
        self.notice.dismiss()
        keyboard = self.window().focusWidget()
        self.deal_prompt.cancel()
        if keyboard is not None and self.deal_prompt.isAncestorOf(keyboard):
            # its Deal button, hidden now, kept the keyboard: keys would reach nothing
            self.focus_hand()
        self._close_question()
        self._fresh = True
        self.scene.flush()
        self.scene.view = None
        self.set_tournament(getattr(session, "tournament", False))

    def detach(self, ended: str = "") -> None:
        """Let go of the session: its last view stays on the table, nothing more is played.

        ``ended``: the session is over for good (a network table left or closed): the bar
        says so instead of whose turn it was, and the hand can no longer be picked."""
        session, self.session = self.session, None
        if ended:
            self.panel.set_ended(ended)
            self.scene.set_closed(True)
            self.cancel_pending()
        if session is None:
            return
        session.stop()
        for signal in (session.view_changed, session.events_happened, session.action_refused,
                       session.deal_scored, session.hint_ready, session.names_changed,
                       session.game_over):
            signal.disconnect()
        record_received = getattr(session, "record_received", None)
        if record_received is not None:
            record_received.disconnect(self.result_flow.offer_review)
        self._pending_play = None
        self._close_question()
        self.panel.set_waiting({})
        self.panel.setEnabled(False)

    def wait_for_deal(self, game_text: str, start) -> None:
        """The attached session's first deal waits for the person's Deal (the program's first
        game: the table is there before he has looked at it); ``start()`` then."""
        self.deal_prompt.ask(game_text, start)
        for tool in (self.panel.hint, self.panel.undo, self.panel.last_trick):
            tool.setEnabled(False)  # nothing to look at yet

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

    def _on_view(self, view: Any) -> None:
        events, self._pending_events = self._pending_events, []
        self._pending_play = None
        if self.notice.lasting:
            self.notice.dismiss()  # the hint was about the moment that just passed
        if self._asked is not None and self._asked not in view.legal_actions:
            self._close_question()  # the moment for it has passed
        self.scene.set_view(view, events)
        if self.session is not None and hasattr(self.session, "hold"):
            self.session.hold(self.scene.busy_ms())
        can_undo = bool(self.session and hasattr(self.session, "can_undo")
                        and self.session.can_undo())
        in_bar = self.panel.isAncestorOf(QApplication.focusWidget())
        self._hinted_action = None
        self.panel.set_view(view, can_undo=can_undo)
        self.panel.hint.setEnabled(self.panel.hint.isEnabled() and not self.tournament)
        if self.scene.dealt:
            busy = self.scene.busy_ms()
            if busy > 0:
                self._dealing_timer.start(busy)
        if self._dealing_timer.isActive():
            self._enable_decisions(False)
        notices = game_ui(view.rules).event_notices(events, view)
        if notices:
            text = "\n".join(notices)
            self.notice.say(text)
            self.status.emit(" ".join(notices))
        if self._fresh:
            self._fresh = False
            if self.session is not None and self.session.is_over:
                self.result_flow.result_at_once()
        self._chain_focus()
        focus = QApplication.focusWidget()
        if in_bar and (focus is None or not (self.panel.isAncestorOf(focus)
                                              and focus.isVisible())):
            self.focus_hand()  # its button went with the decision: back to the hand

    def _enable_decisions(self, on: bool = True) -> None:
        """The decision buttons work, and the bar says whose turn it is, once the deal's
        cards have landed."""
        self.panel.set_dealing(not on)

    def eventFilter(self, watched, event) -> bool:
        """A key in the hand closes the deal's summary first (the next deal waits for it) —
        but Tab and Shift+Tab go to its buttons, and the arrows and Alt keep their work
        (``deal_summary.moves_only``); the notes on the felt follow the view's size."""
        if watched is self.view and event.type() == QEvent.Type.Resize:
            # the receiver as context: no call once the table is gone
            QTimer.singleShot(0, self.notice, self.notice.place)
            QTimer.singleShot(0, self.deal_prompt, self.deal_prompt.place)
        if (watched is self.view and event.type() == QEvent.Type.KeyPress
                and self.summary.isVisible()):
            key = event.key()
            if (key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                    and not event.modifiers() & Qt.KeyboardModifier.ControlModifier):
                forward = (key == Qt.Key.Key_Tab
                           and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                if self.summary.focus_first(forward):
                    return True
            elif not moves_only(event):
                self.summary.dismiss()
                return True
        return super().eventFilter(watched, event)

    def _on_names(self) -> None:
        """The names read differently (a language switch): the seats and the summary too."""
        self.scene.rename(tuple(self.session.names))
        self.summary.rename(tuple(self.session.side_names))
        self.game_over.rename(self.session.sheet, tuple(self.session.names))

    def _on_refused(self, message: str, rule: str) -> None:
        text = self.tr("Not allowed: {reason}").format(reason=message)
        if rule:
            text += " " + self.tr("(rules {section})").format(section=rule)
        self.status.emit(text)
        self.cited_rule = rule

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.placement.place_summary()
        self.placement.place_game_over()
        self.notice.place()
        self.deal_prompt.place()

    # -- the person's moves --------------------------------------------------------------------

    def play_card(self, card: PlayingCard) -> bool:
        """Play ``card`` (with bella when the box is ticked and bella is legal with it).

        With "confirm before playing" the card is lifted and waits for Play /
        Cancel in the decision bar (or Enter / Esc); ``False`` until then.
        """
        if self.session is None:
            return False
        view = self.scene.view
        if view is None:
            return False
        ui = game_ui(view.rules)
        option = self.panel.bella.isVisible() and self.panel.bella.isChecked()
        action = ui.play_action(view, card, option)
        if action is None:
            return False
        if self.confirm_play and self._pending_play != action:
            legal = view is not None and action in view.legal_actions
            if not legal:  # refused at once, with the reason
                return self.submit(action)
            self._pending_play = action
            self.scene.set_pending(card)
            self.panel.ask_confirmation(ui.action_text(action))
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
        self.focus_hand()

    # -- the hint ------------------------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the computer what it would do here (off the GUI thread); not in tournaments,
        nor while the first deal waits for the person's Deal (the cards are not shown)."""
        session = self.session
        if (session is None or self.tournament or not hasattr(session, "request_hint")
                or self.deal_prompt.waiting):
            return False
        self.focus_hand()
        if not session.request_hint():
            return False
        self.status.emit(self.tr("Thinking about a hint…"))
        return True

    def _on_hint(self, advice) -> None:
        if advice is None:
            self.status.emit(self.tr("No hint this time."))
            return
        action = advice.action
        # The keyboard goes where the hint points: Enter then does what it advises.
        ui = game_ui(self.scene.view.rules) if self.scene.view is not None else None
        card = ui.card_of(action) if ui is not None else None
        if card is not None:
            self._hinted_action = None
            self.scene.set_hint(card)
            self.scene.focus_card(card)
            self.panel.mark_hinted(None)
            if self.panel.bella.isVisible():
                self.panel.bella.setChecked(ui.option_of(action))
            self.focus_hand()
        else:
            self._hinted_action = action
            self.scene.set_hint(None)
            self.panel.mark_hinted(action)
            if not self.panel.focus_decision(action):
                self.focus_hand()
        text = self.tr("Hint: {action}.").format(
            action=ui.action_text(action) if ui is not None else str(action))
        if advice.explanation:
            text = advice.explanation
        self.notice.say(text, lasting=True)
        self.status.emit(text)

    def choose(self, action: Action) -> None:
        """A decision from the bar: one that can end the game is asked about first."""
        view = self.scene.view
        question = game_ui(view.rules).claim_question(action, view) if view is not None else None
        if question is None:
            self.submit(action)
            return
        self._close_question()

        def answered(result: int, asked=action) -> None:
            self.question, self._asked = None, None
            if result == QMessageBox.StandardButton.Yes:
                self.submit(asked)
            else:
                self.focus_hand()

        box = open_message_box(
            self.window(), "claimQuestion", question.title, question.text,
            {QMessageBox.StandardButton.Yes: question.accept,
             QMessageBox.StandardButton.Cancel: ""}, answered,
            icon=QMessageBox.Icon.Warning)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.question, self._asked = box, action

    def _close_question(self) -> None:
        """The game moved on (or another game came): a question asked before is void."""
        box, self.question, self._asked = self.question, None, None
        if box is not None:
            box.finished.disconnect()
            box.close()

    def submit(self, action: Action) -> bool:
        if self.session is None:
            return False
        if self.summary.isVisible() and not self.result_flow.over_due:
            self.summary.dismiss()  # acting is reading done: the game goes on
        self._pending_play = None
        self.panel.end_confirmation()
        self.scene.show_last_trick(False)
        self.scene.flush()
        ok = self.session.submit(action)
        if ok:
            self.status.emit("")
            self.cited_rule = ""
        self.focus_hand()
        return ok

    def undo(self) -> bool:
        if self.session is None or not hasattr(self.session, "undo"):
            return False
        ok = self.session.undo()
        if not ok:
            self.status.emit(self.tr("Nothing to undo."))
        self.focus_hand()
        return ok
