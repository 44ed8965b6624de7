"""What the host's session and a client's share: a seat's view from the protocol, turned
into the table's signals exactly as :class:`~..session.LocalSession` gives them.

The seat's view, events and rows are those of the table's game (Debertz's
``SeatView``, ``OhHellView``, ``MagistrView``); whatever differs between the
games — the sheet, the deal's summary, an action taken without asking, the
rule a refusal cites — the game says (``GameKind``, ``GameUi``).
"""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine.action import Action
from ...engine.events import DealScored, Event, GameOver
from ...engine.phase import Phase
from ...net.client_seat import (
    ActionRefused,
    ChatReceived,
    ClientEvent,
    Ended,
    GameRecordReceived,
    GameSnapshot,
    GameUpdate,
    Greeted,
    HostError,
    Seated,
    TableChanged,
)
from ...net.host_table import SaidLine
from ...net.joining import ConnectionState
from ...net.messages import TableInfo
from ...net.seat_kind import SeatKind
from ...net.seat_sheet import SeatSheet, now_text, write_seat_sheet
from ..games import game_ui
from ..games.base import DealSummary, GameUi
from ..player_names import shown_computer_name
from .seat_game import SeatGame, sides_of, view_winner
from .texts import net_text, refusal_text

log = logging.getLogger(__name__)


class NetworkSession(QObject):
    """What both sides share: a seat's view from the protocol, turned into the table's signals."""

    # -- the signals of LocalSession --
    events_happened = Signal(list)
    view_changed = Signal(object)  # the person's seat's view (the table's game's)
    action_refused = Signal(str, str)  # translated reason, RULES section
    deal_scored = Signal(object)  # DealSummary
    game_over = Signal(int)  # the winning side
    thinking = Signal(int)  # the seat to act when it is not the person's (-1: his turn, or over)
    hint_ready = Signal(object)  # never emitted: no hints on the network
    names_changed = Signal()  # ``names`` and the pairs' names read differently now
    #: The finished game's record came from the host: a guest can review its deals now.
    record_received = Signal()
    # -- the network's --
    table_changed = Signal(object)  # TableInfo: seats, names, who is connected, started, over
    seated = Signal(int)  # the person's seat
    game_started = Signal()  # the first snapshot arrived (the window shows the table now)
    chat_received = Signal(int, str, str)  # seat, name, text
    # A chat line new to this session, dated (``SaidLine``, ``at`` in ``time.time()``):
    # said now, or said before the person (re)joined — those come in his ``joined``.
    chat_said = Signal(object)
    connection_changed = Signal(str)  # net.joining.ConnectionState: connecting, connected, …
    problem = Signal(str)  # a request the host refused (translated): a taken seat, a wrong code
    request_refused = Signal(str, str)  # the same with its code (``bad_join_code``, …), first
    ended = Signal(str, str)  # code, translated reason: the session is over for good
    # A client's table, hosted again on another port, was found there ("host:port"):
    # the client reconnects to it (``ClientSession``; the host never emits it).
    table_moved = Signal(str)
    # A client trying to get back to its seat: another table (``TableInfo``) answers at the
    # address instead of the seat's; no table has answered for a few seconds.  The tries go
    # on in both cases (``ClientSession``; the host never emits them).
    other_table = Signal(object)
    unanswered = Signal()

    # No hints and no undo in network games (issue 19).
    tournament = True
    # The window's autosave of a plain game record is not for these: the host keeps
    # the whole table (net.table_save), a client has no record (it never sees the deck).
    saves_games = False
    # A game with people is not one against the computer's levels: the window's
    # statistics (which count those) leave it out.
    counted = True
    # What Game → Save writes (``save_file``): the host's whole table, a client's sheet.
    file_kind = "sheet"
    # Chat lines a session keeps (the table keeps fewer: ``messages.CHAT_HISTORY``).
    CHAT_KEEP = 500

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table: TableInfo | None = None
        # The table's chat as this session heard it, oldest first: a window that takes
        # over the session shows these, then ``chat_said``.
        self.chat_lines: list[SaidLine] = []
        self.human_seat = -1
        self._view: Any = None
        self._names: tuple[str, ...] = ()
        self._rows: list[Any] = []
        #: The winner as ``game_over`` named it (``None`` while the game goes on).
        self._winner: int | None = None
        self._started = False
        self._pending = False
        self.connection_state = ConnectionState.CONNECTING
        #: When this seat saw the game begin (ISO 8601), for the sheet's date.
        self.started_at = ""
        #: How many of the table's written deals this person has seen (summed up, or on
        #: the sheet when he sat down); ``None`` until known: the rows of the first view
        #: are then taken as seen (the host's own table hosted again, a seat taken anew).
        self.deals_seen: int | None = None

    # -- the interface LocalSession offers ---------------------------------------------------------

    @property
    def rules(self) -> Any:
        """The table's rules (its game's rule set), ``None`` before the table is known."""
        return self.table.rules if self.table is not None else None

    @property
    def ui(self) -> GameUi | None:
        """The table's game's part of the interface, ``None`` before the table is known."""
        return game_ui(self.table.rules) if self.table is not None else None

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names as this program shows them: a computer's default name ("Computer
        2", in the host's language) in this program's, every other as the host sent it."""
        table = self.table
        sent = self._names or (tuple(s.name for s in table.seats) if table is not None else ())
        if table is None or len(table.seats) != len(sent):
            return sent
        return tuple(shown_computer_name(name) if seat.kind == SeatKind.COMPUTER else name
                     for seat, name in zip(table.seats, sent, strict=True))

    def _named(self, view: Any) -> Any:
        """``view`` with the players' names as this program shows them (:attr:`names`)."""
        names = self.names
        return view if view.names == names else dataclasses.replace(view, names=names)

    @property
    def game(self) -> SeatGame:
        return SeatGame(self.rules, self.names, self._rows, self._winner)

    @property
    def whole_game(self) -> Any:
        """The game with every card (only the host has it)."""
        return None

    @property
    def side_names(self) -> tuple[str, ...]:
        """The sides' names: the players', or the pairs' ("Ann and Bob")."""
        return sides_of(self.rules, self.names) if self.rules is not None else ()

    def seat_sheet(self) -> SeatSheet:
        """The sheet as this seat sees it, to save: names, rules, rows — no card."""
        return SeatSheet(self.table.name if self.table is not None else "",
                         max(self.human_seat, 0), self.names, self.rules, tuple(self._rows),
                         self._winner, created=self.started_at)

    def save_file(self, path: str) -> None:
        """Game → Save: this seat's score sheet (``StorageError`` if it cannot be written)."""
        write_seat_sheet(path, self.seat_sheet())

    @property
    def sheet(self) -> Any:
        """The score sheet as it stands (RULES §13, OH_HELL §8, MASTER §8)."""
        return self.game.sheet

    def retranslate(self) -> None:
        """The pairs' "and" and the computers' default names in the current language (a live
        switch)."""
        if self._view is not None:
            self._view = self._named(self._view)
        self.names_changed.emit()

    def view(self) -> Any:
        return self._view

    @property
    def is_over(self) -> bool:
        return self._view is not None and self._view.phase is Phase.OVER

    @property
    def busy(self) -> bool:
        """Another seat is to act, or the person's action is on its way."""
        view = self._view
        return self._pending or (view is not None and view.to_act not in (None, self.human_seat))

    @property
    def started(self) -> bool:
        return self._started

    def start(self) -> None:
        """The window attached the session: show what there is (the game may not have begun)."""
        if self._view is not None:
            self.view_changed.emit(self._view)
            self._after_view()

    def submit(self, action: Action) -> bool:
        """Send the person's action; ``False`` (and ``action_refused``) when it cannot go now.

        An action the view does not list goes to the host anyway, whose refusal
        brings the rule's reason; ``False`` at once, so a dragged card springs back.
        """
        view = self._view
        if view is None:
            self.action_refused.emit(net_text("the game has not started"), "")
            return False
        ui = game_ui(view.rules)
        if view.phase is Phase.OVER:
            self.action_refused.emit(self.tr("The game is over."), ui.end_rule)
            return False
        if view.to_act != self.human_seat:
            name = self.names[view.to_act] if view.to_act is not None else ""
            self.action_refused.emit(self.tr("Wait: it is {name}'s turn.").format(name=name),
                                     ui.turn_rule)
            return False
        if self._pending:
            return False
        if self.connection_state != ConnectionState.CONNECTED:
            self.action_refused.emit(self.tr("Reconnecting to the table: wait a moment."), "")
            return False
        legal = action in view.legal_actions
        self._pending = legal  # before sending: the host's own answer comes back at once
        if not self._send_action(action):
            self._pending = False
            return False
        return legal

    def set_delay(self, ms: int) -> None:
        """How long computers wait before they act (the host's; a client's is ignored)."""

    def hold(self, ms: int) -> None:
        """The table animates for ``ms`` more (only the host's computers wait for it)."""

    def can_hint(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def stop(self) -> None:
        """The window lets go of the session (the connection stays until ``close``)."""

    # -- the network's interface -------------------------------------------------------------------

    def say(self, text: str) -> None:
        """A chat line to everybody seated."""
        raise NotImplementedError

    def seat_status(self, seat: int) -> str:
        """``"here"``, ``"away"`` (dropped, waiting for him), ``"computer"`` (plays for him)."""
        if self.table is None:
            return "here"
        info = self.table.seats[seat]
        if info.computer_playing:
            return "computer"
        return "here" if info.connected else "away"

    # -- what the host says ------------------------------------------------------------------------

    def _handle(self, event: ClientEvent) -> None:
        if isinstance(event, Greeted | TableChanged):
            names = self.names
            self.table = event.table
            self.table_changed.emit(event.table)
            if self.names != names:
                self.names_changed.emit()
        elif isinstance(event, Seated):
            self.human_seat = event.seat
            self._on_seated(event)
            self._chat_history(event.chat)
            self.seated.emit(event.seat)
        elif isinstance(event, GameSnapshot):
            self._snapshot(event)
        elif isinstance(event, GameUpdate):
            self._update(event)
        elif isinstance(event, ActionRefused):
            self._pending = False
            self.action_refused.emit(refusal_text(event, self.rules), event.rule)
        elif isinstance(event, ChatReceived):
            self._heard(event)
        elif isinstance(event, HostError):
            if not event.fatal:
                text = net_text(event.template, event.params)
                self.request_refused.emit(event.code, text)
                self.problem.emit(text)
        elif isinstance(event, Ended):
            self._on_ended(event)
        elif isinstance(event, GameRecordReceived):
            self.record_received.emit()

    def _on_seated(self, event: Seated) -> None:
        pass

    def _chat_history(self, history: Sequence[ChatReceived]) -> None:
        """The table's chat so far: the lines this session has not heard (said while it
        was away, or before it came) join the chat, in their order."""
        known = {(line.n, line.seat, line.text) for line in self.chat_lines}
        for said in history:
            if (said.n, said.seat, said.text) not in known:
                self._heard(said)

    def _heard(self, said: ChatReceived) -> None:
        line = SaidLine(said.n, said.seat, said.name, said.text, time.time() - said.ago)
        self.chat_lines.append(line)
        del self.chat_lines[:-self.CHAT_KEEP]
        self.chat_said.emit(line)
        self.chat_received.emit(said.seat, said.name, said.text)

    def _on_ended(self, event: Ended) -> None:
        self.ended.emit(event.code, net_text(event.template, event.params))

    def _snapshot(self, event: GameSnapshot) -> None:
        """The whole state, on taking the seat (first or again): a view, not news — only a
        deal that ended while the person was away (after the ``deals_seen`` he had seen,
        kept with the held seat across a restart) shows its summary, once, as it would
        have had he been there: the plates' new totals are never left unexplained.  A
        deal he had read before he went is not summed up again over the trick in play."""
        was_over = self.is_over
        self._names = event.view.names
        view = self._named(event.view)
        self._view, self._rows = view, list(view.rows)
        self._winner = view_winner(view)
        self._pending = False
        first = not self._started
        if first or (was_over and not view.rows):  # the first game, or the host's next
            self.started_at = now_text()
        self._started = True
        if first:
            self.game_started.emit()
        self.view_changed.emit(view)
        seen = self.deals_seen
        if seen is not None and seen < len(view.rows) and self._winner is None:
            self.deal_scored.emit(self._summary_of(view.rules, view.rows[-1]))
        self._saw_deals(len(view.rows))  # another game's first view has fewer: counted anew
        self._after_view()

    def _saw_deals(self, count: int) -> None:
        if count != self.deals_seen:
            self.deals_seen = count
            self._on_deals_seen(count)

    def _on_deals_seen(self, count: int) -> None:
        pass

    def _summary_of(self, rules, row) -> DealSummary:
        """The table's summary of a written deal of the game of ``rules``."""
        return DealSummary(rules, row, self.side_names, getattr(rules, "target", None))

    def _update(self, event: GameUpdate) -> None:
        view = self._named(event.view)
        summary = over = None
        events: list[Event] = list(event.events)
        for ev in events:
            if isinstance(ev, DealScored):
                self._rows.append(ev.row)
                summary = self._summary_of(view.rules, ev.row)
            elif isinstance(ev, GameOver):
                over = ev.winner_side
        self._view = view
        self._winner = over if over is not None else view_winner(view)
        self._pending = False
        self.events_happened.emit(events)
        self.view_changed.emit(view)
        if summary is not None:
            self.deal_scored.emit(summary)
            self._saw_deals(len(self._rows))
        if over is not None:
            self.game_over.emit(over)
            self._on_game_over()
        self._after_view()

    def _on_game_over(self) -> None:
        pass

    def _after_view(self) -> None:
        view = self._view
        if view is None or view.to_act is None:
            self.thinking.emit(-1)
            return
        if view.to_act != self.human_seat:
            self.thinking.emit(view.to_act)
            return
        self.thinking.emit(-1)
        if game_ui(view.rules).auto_action(view) is not None:  # nothing to decide
            QTimer.singleShot(0, self, self._auto_act)

    def _auto_act(self) -> None:
        """The person's seat has nothing to decide (Debertz's lone "ready"): it acts, as
        ``LocalSession`` does."""
        view = self._view
        if view is None or view.to_act != self.human_seat or self._pending:
            return
        action = game_ui(view.rules).auto_action(view)
        if action is not None:
            self.submit(action)

    def _send_action(self, action: Action) -> bool:
        raise NotImplementedError

