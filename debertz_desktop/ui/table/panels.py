"""The bar under the table: one button per decision the engine offers, and only then.

Built from ``view.legal_actions`` every time the view changes; cards are not
buttons (they are played on the table), everything else is.  Bella is a check
box, shown only when playing some card with bella is legal.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.debertz import actions as A
from ...engine.debertz.deal import Phase
from ...engine.debertz.views import SeatView
from .texts import action_text

STYLE = """
QFrame#ActionPanel { background: #123a22; border-top: 2px solid #0a2414; }
QFrame#ActionPanel QLabel { color: #f4efd8; font-size: 14px; }
QFrame#ActionPanel QCheckBox { color: #f4efd8; font-size: 14px; }
QFrame#ActionPanel QPushButton {
    background: #f4efd8; color: #1b1b1b; border: 1px solid #8a7d50; border-radius: 6px;
    padding: 6px 14px; font-size: 14px; font-weight: bold; min-height: 22px;
}
QFrame#ActionPanel QPushButton:hover { background: #ffe58a; }
QFrame#ActionPanel QPushButton:disabled { background: #6b7a6e; color: #2a332c; }
QFrame#ActionPanel QPushButton[role="tool"] { background: #2c5a3c; color: #f4efd8;
    border-color: #5b8a6a; font-weight: normal; }
QFrame#ActionPanel QPushButton[role="tool"]:checked { background: #ffe58a; color: #1b1b1b;
    border-color: #8a7d50; }
QFrame#ActionPanel QPushButton[role="tool"]:disabled { background: #1f4a2e; color: #6b8a74; }
QFrame#ActionPanel QPushButton[hinted="true"] { background: #9fdcff; border: 2px solid #3aa0e0; }
"""


class ActionPanel(QFrame):
    action_chosen = Signal(object)  # Action
    last_trick_requested = Signal()
    undo_requested = Signal()
    hint_requested = Signal()
    confirmed = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.setStyleSheet(STYLE)
        self.prompt = PromptLabel()
        self.prompt.setObjectName("prompt")
        self.bella = QCheckBox()
        self.bella.setChecked(True)
        self.bella.setVisible(False)
        self._buttons: dict[A.Action, QPushButton] = {}
        #: What the bar says while another seat is to act and its person is away (network).
        self._waiting: dict[int, str] = {}
        self._button_row = QHBoxLayout()
        self._button_row.setSpacing(6)
        self.last_trick = QPushButton()
        self.last_trick.setObjectName("lastTrick")
        self.last_trick.setProperty("role", "tool")
        self.last_trick.setCheckable(True)
        self.last_trick.clicked.connect(self.last_trick_requested)
        self.undo = QPushButton()
        self.undo.setProperty("role", "tool")
        self.undo.clicked.connect(self.undo_requested)
        self.hint = QPushButton()
        self.hint.setObjectName("hint")
        self.hint.setProperty("role", "tool")
        self.hint.clicked.connect(self.hint_requested)
        # "Confirm before playing": the card waits, lifted, for one of these two.
        self.confirm = QPushButton()
        self.confirm.setObjectName("confirm:yes")
        self.confirm.clicked.connect(self.confirmed)
        self.cancel = QPushButton()
        self.cancel.setObjectName("confirm:no")
        self.cancel.clicked.connect(self.cancelled)
        for button in (self.confirm, self.cancel):
            button.setVisible(False)
        # The keyboard stays with the hand: a click on the bar never takes the focus.
        for widget in (self.bella, self.last_trick, self.undo, self.hint, self.confirm,
                       self.cancel):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._confirming: str | None = None
        self._compact_tools = False
        # Two rows that never change height: what to do, then the buttons to do it.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(12, 6, 12, 8)
        rows.setSpacing(4)
        rows.addWidget(self.prompt)
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addLayout(self._button_row)
        row.addWidget(self.confirm)
        row.addWidget(self.cancel)
        row.addWidget(self.bella)
        row.addStretch(1)
        row.addSpacing(12)
        row.addWidget(self.hint)
        row.addWidget(self.last_trick)
        row.addWidget(self.undo)
        rows.addLayout(row)
        self._tool_row = row
        self._view: SeatView | None = None
        self._can_undo = False
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text again in the current language, the decision buttons included."""
        self.bella.setText(self.tr("Declare bella"))
        self.last_trick.setToolTip(self.tr("Show the last trick (L)"))
        self.undo.setToolTip(self.tr("Take back your last card (Ctrl+Z)"))
        self.hint.setToolTip(self.tr("What would the computer do in your place? (H)"))
        self._label_tools()
        self.confirm.setToolTip(self.tr("Play the lifted card (Enter)"))
        self.cancel.setText(self.tr("Cancel"))
        self.cancel.setToolTip(self.tr("Keep the card in your hand (Esc)"))
        if self._view is not None:
            for action, button in self._buttons.items():
                button.setText(action_text(action))
            self.prompt.setText(self._prompt(self._view))
        if self._confirming is not None:
            self.ask_confirmation(self._confirming)

    def _label_tools(self) -> None:
        """The tools' words, or (when the decisions need the room) their signs alone."""
        if self._compact_tools:
            texts = ("?", "\u21b6", "\u25a4")  # ? ↶ ▤ — the tooltips say what they do
        else:
            texts = (self.tr("Hint"), self.tr("Undo"), self.tr("Last trick"))
        for button, text in zip((self.hint, self.undo, self.last_trick), texts, strict=True):
            button.setText(text)

    def _fit_tools(self) -> None:
        """Compacts the tool buttons when the decisions and the tools do not fit one row."""
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 24
        room = self.width() - margins
        shown = [w for w in (*self._buttons.values(), self.confirm, self.cancel, self.bella)
                 if not w.isHidden()]
        tools = [w for w in (self.hint, self.last_trick, self.undo) if not w.isHidden()]
        was = self._compact_tools
        self._compact_tools = False
        self._label_tools()
        needed = sum(w.sizeHint().width() + 6 for w in shown + tools) + 12
        self._compact_tools = needed > room
        if self._compact_tools or was:
            self._label_tools()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_tools()

    def button_for(self, action: A.Action) -> QPushButton | None:
        return self._buttons.get(action)

    def buttons(self) -> dict[A.Action, QPushButton]:
        return dict(self._buttons)

    def set_view(self, view: SeatView, *, can_undo: bool = False) -> None:
        self._view, self._can_undo = view, can_undo
        self.end_confirmation()
        for button in self._buttons.values():
            self._button_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._buttons = {}
        mine = view.to_act == view.seat
        legal = view.legal_actions if mine else ()
        for action in legal:
            if isinstance(action, A.PlayCard) or (
                    isinstance(action, A.Ready) and len(legal) == 1):
                continue
            button = QPushButton(action_text(action))
            button.setObjectName(f"action:{action}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            self._button_row.addWidget(button)
            button.show()
            self._buttons[action] = button
        self.bella.setVisible(any(isinstance(a, A.PlayCard) and a.bella for a in legal))
        self.last_trick.setEnabled(bool(view.tricks))
        self.undo.setEnabled(can_undo)
        self.hint.setEnabled(mine and bool(legal))
        self.prompt.setText(self._prompt(view))
        self._fit_tools()

    def set_waiting(self, texts: dict[int, str]) -> None:
        """Say ``texts[seat]`` instead of "… is thinking" while that seat is to act (a person
        on the network disconnected, a computer playing for him); ``{}``: none."""
        self._waiting = dict(texts)
        if self._view is not None:
            self.prompt.setText(self._prompt(self._view))

    def show_last_trick_state(self, shown: bool) -> None:
        """The Last trick button stays pressed while the last trick is shown."""
        self.last_trick.setChecked(shown)

    def set_undo_visible(self, visible: bool) -> None:
        self.undo.setVisible(visible)

    def set_tournament(self, on: bool) -> None:
        """Under the tournament setting there is neither hint nor undo."""
        self.undo.setVisible(not on)
        self.hint.setVisible(not on)
        self._fit_tools()

    def mark_hinted(self, action: A.Action | None) -> None:
        """Light up the button the hint recommends (``None``: none)."""
        for a, button in self._buttons.items():
            lit = a == action
            if bool(button.property("hinted")) != lit:
                button.setProperty("hinted", lit)
                button.style().unpolish(button)
                button.style().polish(button)

    # -- "confirm before playing" -------------------------------------------------------------

    @property
    def confirming(self) -> bool:
        return self._confirming is not None

    def ask_confirmation(self, card_text: str) -> None:
        """"Play Q♠?" with Play / Cancel in place of the other decisions."""
        self._confirming = card_text
        self.prompt.setText(self.tr("Play {card}?").format(card=card_text))
        self.confirm.setText(self.tr("Play {card}").format(card=card_text))
        for button in self._buttons.values():
            button.setVisible(False)
        self.confirm.setVisible(True)
        self.cancel.setVisible(True)
        self._fit_tools()

    def end_confirmation(self) -> None:
        if self._confirming is None:
            return
        self._confirming = None
        self.confirm.setVisible(False)
        self.cancel.setVisible(False)
        for button in self._buttons.values():
            button.setVisible(True)
        if self._view is not None:
            self.prompt.setText(self._prompt(self._view))

    def _prompt(self, view: SeatView) -> str:
        if view.to_act is None:
            return self.tr("The game is over.")
        if view.to_act != view.seat:
            if view.to_act in self._waiting:
                return self._waiting[view.to_act]
            return self.tr("{name} is thinking…").format(name=view.names[view.to_act])
        phase = view.phase
        if phase is Phase.BIDDING:
            return self.tr("Your bid:")
        if phase is Phase.CONCESSION:
            return self.tr("Concede fifty?")
        if phase is Phase.BEFORE_LEAD:
            return self.tr("Before the first lead:")
        if phase is Phase.DAVE:
            return self.tr("Dave! Accept the raised stake?")
        if any(isinstance(a, A.Declare) for a in view.legal_actions):
            return self.tr("Your card (you may declare first):")
        return self.tr("Your card: drag it to the table (or double-click it, or Enter).")


class PromptLabel(QLabel):
    """One line that says what to do; cut short with "…" (whole in the tooltip) rather than
    wrapped, so that the bar keeps its height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(60)
        self.setWordWrap(False)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What is painted (``text()`` cut to the width)."""
        return super().text()

    def is_elided(self) -> bool:
        return self.shown_text() != self._full

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight,
                                              max(0, self.width() - 2))
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
