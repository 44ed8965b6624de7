"""The bar under the table: one button per decision the engine offers, and only then.

Built from ``view.legal_actions`` every time the view changes; cards are not
buttons (they are played on the table), everything else is.  Bella is a check
box, shown only when playing some card with bella is legal.

Every decision is a key too: Tab goes from the hand to the decisions, then to
the tools; Enter or Space presses the button with the focus ring; Alt and the
underlined letter presses a decision from anywhere (``decisions.py``); a number
typed (Oh Hell's bids) puts the ring on the decision it names, for Enter to take
(``pick_by_number``).  The bar never widens the window, and its buttons keep
their full height: when the decisions and the tools do not fit one row, the
buttons' padding narrows, then the tools show signs instead of words, then the
suits' names shrink to their signs (``_fit_tools``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.action import Action
from ..games import GameUi, game_ui
from ..games.base import CardOption
from .mnemonics import assign_letters, letters_in_sight, plain, with_key, with_mnemonic
from .prompt_label import PromptLabel
from .typed_numbers import TypedNumber, digit_of

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
QFrame#ActionPanel QPushButton[compact="true"] { padding: 6px 8px; }
QFrame#ActionPanel QPushButton:focus { border: 3px solid #f0b400; padding: 4px 12px; }
QFrame#ActionPanel QPushButton[compact="true"]:focus { padding: 4px 6px; }
QFrame#ActionPanel QCheckBox:focus { color: #ffd640; }
"""

#: Pixels between the decisions and the tools.
TOOLS_GAP = 12
#: Pixels between two buttons of the bar.
SPACING = 6


class ActionPanel(QFrame):
    action_chosen = Signal(object)  # Action
    last_trick_requested = Signal()
    undo_requested = Signal()
    hint_requested = Signal()
    confirmed = Signal()
    cancelled = Signal()
    #: Escape in the bar: the keyboard goes back to the hand.
    hand_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.setStyleSheet(STYLE)
        self.prompt = PromptLabel()
        self.prompt.setObjectName("prompt")
        #: The box that changes how a card is played, where the game has one (Debertz's
        #: "Declare bella"); hidden otherwise.
        self.bella = QCheckBox()
        self.bella.setChecked(True)
        self.bella.setVisible(False)
        self._option: CardOption | None = None
        self._buttons: dict[Action, QPushButton] = {}
        #: What the bar says while another seat is to act and its person is away (network).
        self._waiting: dict[int, str] = {}
        # What the bar says once the table's session has ended ("" while it goes on).
        self._ended = ""
        #: The deal's cards are still flying in: no turn is said until they land.
        self._dealing = False
        #: The number typed so far (``pick_by_number``).
        self._typed = TypedNumber()
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
        # Tab reaches every button (Enter or Space presses it), a click takes no focus: the
        # keyboard stays with the hand after a click.
        for widget in (self.bella, self.last_trick, self.undo, self.hint, self.confirm,
                       self.cancel):
            _keyboard_only(widget)
        self._confirming: str | None = None
        self._compact_tools = False
        self._compact_decisions = False
        #: Every button of the bar with the narrow padding (its height stays).
        self._tight = False
        #: The letter of each decision's key (Alt+letter), of the bella box, of Play/Cancel.
        self._letters: dict[object, str] = {}
        #: Measures the bar's buttons in each style, hidden (``_measure``).
        self._ruler = QPushButton(self)
        self._ruler.hide()
        self.tools = QWidget()
        self.tools.setObjectName("tools")
        tools = QHBoxLayout(self.tools)
        tools.setContentsMargins(0, 0, 0, 0)
        tools.setSpacing(SPACING)
        for button in (self.hint, self.last_trick, self.undo):
            button.setMinimumWidth(1)  # squeezed rather than widening the window
            tools.addWidget(button)
        # Two rows that never change height: what to do, then the buttons to do it, the
        # tools at the right of the decisions.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(12, 5, 12, 7)
        rows.setSpacing(4)
        rows.addWidget(self.prompt)
        row = QHBoxLayout()
        row.setSpacing(SPACING)
        row.addLayout(self._button_row)
        row.addWidget(self.confirm)
        row.addWidget(self.cancel)
        row.addWidget(self.bella)
        row.addStretch(1)
        row.addSpacing(TOOLS_GAP)
        row.addWidget(self.tools)
        rows.addLayout(row)
        self._view: Any = None
        self._can_undo = False
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text again in the current language, the decision buttons included."""
        self.last_trick.setToolTip(self.tr("Show the last trick (L)"))
        self.undo.setToolTip(self.tr("Take back your last card (Ctrl+Z)"))
        self.hint.setToolTip(self.tr("What would the computer do in your place? (H)"))
        self._label_tools()
        self.confirm.setToolTip(self.tr("Play the lifted card (Enter)"))
        self.cancel.setToolTip(self.tr("Keep the card in your hand (Esc)"))
        self._label_decisions()
        if self._view is not None:
            self.prompt.setText(self._prompt(self._view))
        if self._confirming is not None:
            self.ask_confirmation(self._confirming)

    def _label_tools(self) -> None:
        """The tools' words, or (when the decisions need the room) their signs alone."""
        texts = self._tool_texts(self._compact_tools)
        for button, text in zip((self.hint, self.undo, self.last_trick), texts, strict=True):
            if button.text() != text:
                button.setText(text)

    def _tool_texts(self, signs: bool) -> tuple[str, str, str]:
        """Hint, Undo, Last trick: in words or signs (? ↶ ▤ — the tooltips say what they do)."""
        if signs:
            return ("?", "\u21b6", "\u25a4")
        return (self.tr("Hint"), self.tr("Undo"), self.tr("Last trick"))

    # -- the decisions' words and keys -------------------------------------------------------

    def _label_decisions(self) -> None:
        """Each decision's words with its key's letter underlined (Alt+letter), and its
        tooltip; the letters differ from each other and from the menu bar's."""
        ui = self._ui()
        actions = list(self._buttons)
        labels = [ui.action_text(a) for a in actions] if ui else []
        wishes = [ui.letter_wish(a) for a in actions] if ui else []
        option = self._option
        keys: list[object] = list(actions)
        if self._confirming is not None:  # Play / Cancel stand in for the decisions
            keys, labels, wishes = [], [], []
        keys += ["bella", "confirm", "cancel"]
        labels += [option.label if option else "", self.confirm_text(), self.tr("Cancel")]
        wishes += [option.letter if option else "", "", ""]
        letters = assign_letters(labels, wishes, letters_in_sight(self))
        self._letters = dict(zip(keys, letters, strict=True))
        for action, button in self._buttons.items():
            letter = self._letters.get(action, "")
            self._set_label(button, self._short_text(action) if self._compact_decisions
                            else ui.action_text(action), letter)
            button.setToolTip(with_key(ui.decision_tip(action, self._view), letter))
        if option is not None:
            self._set_label(self.bella, option.label, self._letters["bella"])
            self.bella.setToolTip(with_key(option.tip, self._letters["bella"]))
        self._set_label(self.confirm, self.confirm_text(), self._letters["confirm"])
        self._set_label(self.cancel, self.tr("Cancel"), self._letters["cancel"])

    def _ui(self) -> GameUi | None:
        return game_ui(self._view.rules) if self._view is not None else None

    def _decision_label(self, action: Action, compact: bool) -> str:
        """What ``action``'s button says (with its key's mark), narrow or not."""
        text = self._short_text(action) if compact else self._ui().action_text(action)
        return with_mnemonic(text, self._letters.get(action, ""))

    @staticmethod
    def _set_label(button, text: str, letter: str) -> None:
        """``text`` with ``letter`` underlined; a letter not in the text still is the key."""
        label = with_mnemonic(text, letter)
        if button.text() != label:
            button.setText(label)
        if letter and letter not in text.lower():
            button.setShortcut(QKeySequence(f"Alt+{letter.upper()}"))

    def _short_text(self, action: Action) -> str:
        """The narrow label of a decision (a suit's sign alone); its tooltip names it."""
        return self._ui().short_action_text(action)

    def confirm_text(self) -> str:
        if self._confirming is None:
            return self.tr("Play")
        return self.tr("Play {card}").format(card=self._confirming)

    def letter_for(self, action: Action) -> str:
        """The letter of ``action``'s key (Alt+letter), ``""`` if it has none."""
        return self._letters.get(action, "")

    # -- fitting one row ---------------------------------------------------------------------

    def _fit_tools(self) -> None:
        """Fits the decisions and the tools into one row without widening the window.

        In this order, the first arrangement that fits: all with their words; all with the
        narrow padding; the tools as signs; then the suits' names shrunk to their signs
        too.  Every arrangement keeps the buttons at their full height, one row, so that
        the bar keeps its height (the table does not jump between two decisions).  Should
        nothing fit (a very narrow table), the buttons are squeezed in width: the window
        keeps its size.  The arrangements are measured on a hidden ruler, so that only the
        one chosen touches the bar.
        """
        margins = self.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right()
        choice = (True, True, True)
        for compact, signs, tight in ((False, False, False), (False, False, True),
                                      (False, True, True), (True, True, True)):
            decisions = self._decisions_width(compact, tight=tight)
            tools = self._tools_width(signs, tight=tight)
            if decisions + (TOOLS_GAP + SPACING + tools if tools else 0) <= room:
                choice = (compact, signs, tight)
                break
        self._arrange(*choice)
        # Laid out now, not at the next turn of the event loop: otherwise, for that moment,
        # the tools keep the room of their words beside their new signs and squeeze the
        # decisions (seen on a busy machine).
        self.layout().activate()
        self.tools.layout().activate()

    def _measure(self, text: str, *, tool: bool = False, compact: bool = False) -> QSize:
        """The size a bar button would have with ``text`` in that style (a hidden ruler's,
        so that measuring changes nothing on show)."""
        ruler = self._ruler
        wanted = {"role": "tool" if tool else None, "compact": compact or None}
        if any(ruler.property(name) != value for name, value in wanted.items()):
            for name, value in wanted.items():
                ruler.setProperty(name, value)
            ruler.style().unpolish(ruler)
            ruler.style().polish(ruler)
        ruler.setText(text)
        return ruler.sizeHint()

    def _decisions_width(self, compact: bool, *, tight: bool) -> int:
        """The decisions' width, their suits as signs (``compact``) or not, narrow padding
        (``tight``) or not."""
        if self._confirming is None:
            widths = [self._measure(self._decision_label(a, compact),
                                    compact=compact or tight).width()
                      for a in self._buttons]
        else:
            widths = [w.sizeHint().width() for w in (self.confirm, self.cancel)]
        if not self.bella.isHidden():
            widths.append(self.bella.sizeHint().width())
        return sum(widths) + SPACING * max(0, len(widths) - 1)

    def _tools_width(self, signs: bool, *, tight: bool) -> int:
        """The tools' width with words or signs, narrow padding (``tight``) or not."""
        texts = self._tool_texts(signs)
        shown = [text for button, text in zip((self.hint, self.undo, self.last_trick), texts,
                                              strict=True) if not button.isHidden()]
        widths = [self._measure(text, tool=True, compact=tight).width() for text in shown]
        return sum(widths) + SPACING * max(0, len(widths) - 1)

    def _arrange(self, compact: bool, signs: bool, tight: bool) -> None:
        """Puts the bar in the arrangement chosen (only what changes is touched)."""
        if compact != self._compact_decisions:
            self._compact_decisions = compact
            self._label_decisions()
        self._tight = tight
        for button in self._buttons.values():
            _restyle(button, "compact", compact or tight)
        if signs != self._compact_tools:
            self._compact_tools = signs
            self._label_tools()
        for button in (self.hint, self.last_trick, self.undo):
            _restyle(button, "compact", tight)
        height = self.prompt.fontMetrics().height() + 2
        if self.prompt.height() != height or self.prompt.minimumHeight() != height:
            self.prompt.setFixedHeight(height)

    @property
    def compact_tools(self) -> bool:
        """Hint, Last trick and Undo show signs (the decisions needed the room)."""
        return self._compact_tools

    @property
    def compact_decisions(self) -> bool:
        """The suits' names shrank to their signs."""
        return self._compact_decisions

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_tools()

    # -- the keyboard ------------------------------------------------------------------------

    def focus_chain(self) -> list[QWidget]:
        """The bar's widgets in Tab order: the decisions, then the tools."""
        return [*self._buttons.values(), self.bella, self.confirm, self.cancel,
                self.hint, self.last_trick, self.undo]

    def focus_decision(self, action: Action | None = None) -> bool:
        """Puts the focus ring on ``action``'s button (the first decision if ``None``)."""
        button = self._buttons.get(action) if action is not None else None
        if button is None:
            candidates = [self.confirm] if self._confirming is not None else [
                b for b in self._buttons.values()]
            button = next((b for b in candidates if b.isVisible() and b.isEnabled()), None)
        if button is None or not button.isVisible():
            return False
        button.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def pick_by_number(self, digit: str) -> bool:
        """A digit typed: the ring goes to the decision labelled with the number typed so far
        (``typed_numbers.py``); Enter then takes it.  False (the ring stays) when no decision
        that can be taken now bears that number."""
        button = self._typed.pick(digit, {plain(b.text()).strip(): b
                                          for b in self._buttons.values() if b.isVisible()})
        if button is None:
            return False
        button.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right go along the bar; Escape goes back to the hand; a number typed picks
        the decision it names."""
        key, digit = event.key(), digit_of(event)
        if digit:
            self.pick_by_number(digit)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._step_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
        elif key == Qt.Key.Key_Escape:
            if self._confirming is not None:
                self.cancelled.emit()
            else:
                self.hand_requested.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _step_focus(self, step: int) -> None:
        chain = [w for w in self.focus_chain() if w.isVisible() and w.isEnabled()]
        current = self.focusWidget()
        if not chain:
            return
        i = chain.index(current) if current in chain else -step
        chain[(i + step) % len(chain)].setFocus(Qt.FocusReason.TabFocusReason)

    def button_for(self, action: Action) -> QPushButton | None:
        return self._buttons.get(action)

    def buttons(self) -> dict[Action, QPushButton]:
        return dict(self._buttons)

    def set_view(self, view: Any, *, can_undo: bool = False) -> None:
        self._view, self._can_undo = view, can_undo
        self.end_confirmation()
        self._drop_decisions()
        ui = game_ui(view.rules)
        mine = view.to_act == view.seat
        legal = view.legal_actions if mine else ()
        for action in (ui.decisions(view) if mine else ()):
            button = QPushButton(ui.action_text(action))
            button.setObjectName(f"action:{action}")
            _keyboard_only(button)
            button.setMinimumWidth(1)  # squeezed rather than widening the window
            _restyle(button, "compact", self._compact_decisions or self._tight)
            button.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            button.setEnabled(not self._dealing)
            self._button_row.addWidget(button)
            button.show()
            self._buttons[action] = button
        self._option = ui.card_option()
        self.bella.setVisible(mine and ui.card_option_shown(view))
        self.last_trick.setEnabled(bool(view.tricks))
        self.undo.setEnabled(can_undo)
        self.hint.setEnabled(mine and bool(legal))
        self._label_decisions()
        self.prompt.setText(self._prompt(view))
        self._fit_tools()

    def _drop_decisions(self) -> None:
        """The decision buttons go (a new view brings its own; an ended session none)."""
        for button in self._buttons.values():
            self._button_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._buttons = {}

    def set_waiting(self, texts: dict[int, str]) -> None:
        """Say ``texts[seat]`` instead of "… is thinking" while that seat is to act (a person
        on the network disconnected, a computer playing for him); ``{}``: none."""
        self._waiting = dict(texts)
        if self._view is not None:
            self.prompt.setText(self._prompt(self._view))

    def set_ended(self, text: str) -> None:
        """The session has ended (a network table left or closed): the bar says ``text``
        instead of whose turn it is, and offers no decision; ``""``: a session goes on."""
        self._ended = text
        if text:
            self.end_confirmation()
            self._drop_decisions()
            self.bella.setVisible(False)
            self.hint.setEnabled(False)
            self.undo.setEnabled(False)
        if self._view is not None or text:
            self.prompt.setText(self._prompt(self._view))

    def set_dealing(self, on: bool) -> None:
        """While the deal's cards fly in (``True``) the bar says so, not whose turn it is,
        and its decisions wait; once they land, it says the turn again."""
        if on == self._dealing:
            return
        self._dealing = on
        for button in self._buttons.values():
            button.setEnabled(not on)
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

    def mark_hinted(self, action: Action | None) -> None:
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
        self._label_decisions()
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
        self._label_decisions()
        if self._view is not None:
            self.prompt.setText(self._prompt(self._view))

    def _prompt(self, view: Any) -> str:
        if self._ended:
            return self._ended
        if view.to_act is None:
            return self.tr("The game is over.")
        if self._dealing:
            return self.tr("Dealing…")
        if view.to_act != view.seat:
            if view.to_act in self._waiting:
                return self._waiting[view.to_act]
            return self.tr("{name} is thinking…").format(name=view.names[view.to_act])
        return game_ui(view.rules).prompt(view)


def _keyboard_only(widget: QWidget) -> None:
    """Reached by Tab (Enter or Space presses it), never focused by a click."""
    widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    if isinstance(widget, QPushButton):
        widget.setAutoDefault(True)  # Enter presses it, as Space does


def _restyle(widget: QWidget, name: str, on: bool) -> None:
    """Sets a style-sheet property and lets the style see it."""
    if bool(widget.property(name)) != on:
        widget.setProperty(name, on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
