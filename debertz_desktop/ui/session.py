"""A game against the computer, of any game, as one object the window talks to.

The window never touches the game's state: it listens to the signals and calls
:meth:`LocalSession.submit`.  A network session (the LAN issue) offers the same
signals and methods.  Computer players think on a worker thread (a bot only
ever sees its seat's view); their choice comes back through a queued signal
and is applied here, on the GUI thread, after a pause so a person can follow.
"""

from __future__ import annotations

import functools
import logging
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from ..ai.base import Bot
from ..engine.action import Action
from ..engine.errors import DebertzError, IllegalActionError
from ..engine.events import DealScored, Event, GameOver, TrickTaken
from ..engine.games import kind_of
from ..engine.record import GameRecord
from .games import game_ui
from .games.base import DealSummary
from .messages import error_text
from .player_names import given_names, shown_names, team_names

log = logging.getLogger(__name__)

_POOL = QThreadPool()
_POOL.setMaxThreadCount(2)


@dataclass(frozen=True)
class HintAdvice:
    """What the computer would do in the person's place, and why (already translated)."""

    action: Action
    explanation: str
    #: How many actions had been taken when it was asked (a stale hint is dropped).
    moment: int


class _Relay(QObject):
    """Lives on the GUI thread; a worker emits through it (queued to the session)."""

    chosen = Signal(int, int, object)  # generation, seat, action
    hinted = Signal(int, object)  # generation, HintAdvice or None


def _think(bot: Bot, view: Any, generation: int, relay: _Relay) -> None:
    """A computer player's turn, on a worker thread.

    Handed to the pool as a plain callable: a ``QRunnable`` subclass started with
    auto-delete keeps its Python object (and the ``SeatView`` in it) alive for
    ever under PySide6 — about 100 kB a game.
    """
    try:
        action = bot.choose(view)
    except Exception:  # a bot bug must not freeze the table
        log.exception("bot for seat %s failed", view.seat)
        action = None
    relay.chosen.emit(generation, view.seat, action)


def advise(view: Any, seed: int) -> tuple[Action, str]:
    """What the computer would do in the person's place, and why (the game's ``advise``)."""
    return game_ui(view.rules).advise(view, seed)


def _advise_in_background(view: Any, seed: int, moment: int, generation: int,
                          relay: _Relay) -> None:
    """The hint, on a worker thread (a plain callable, as ``_think``)."""
    try:
        action, text = advise(view, seed)
        advice: HintAdvice | None = HintAdvice(action, text, moment)
    except Exception:  # a hint bug must not break the table
        log.exception("hint failed")
        advice = None
    relay.hinted.emit(generation, advice)


class FallbackBot(Bot):
    """Plays a random legal action, never a risky claim; used where no real bot can be made
    (and by tests that want a quick, harmless opponent)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._rng = random.Random(seed)

    def choose(self, view: Any) -> Action:
        ui = game_ui(view.rules)
        legal = list(view.legal_actions)
        calm = [a for a in legal if not ui.risky(a)]
        plain = ui.plain_choice(calm)
        if plain is not None:
            return plain
        return self._rng.choice(calm or legal)


def default_bot(level: str, seed: int, game: str = "debertz") -> Bot:
    """The computer player of ``game`` at ``level`` (``ai.make_bot``); :class:`FallbackBot`
    (a legal move, said in the log) for a game or level it has none of."""
    from ..ai import make_bot

    try:
        return make_bot(level, seed=seed, game=game)
    except ValueError:
        log.warning("no %s computer player at level %r; using the fallback bot", game, level)
        return FallbackBot(seed)


class LocalSession(QObject):
    events_happened = Signal(list)
    view_changed = Signal(object)  # the human seat's view
    action_refused = Signal(str, str)  # translated reason, RULES section
    deal_scored = Signal(object)  # DealSummary
    game_over = Signal(int)  # the winning side
    thinking = Signal(int)  # the seat whose bot is thinking (-1: nobody)
    hint_ready = Signal(object)  # HintAdvice, or None when no hint could be found
    names_changed = Signal()  # ``names`` and the pairs' names read differently now

    def __init__(self, rules: Any, seed: int = 0, *, names: Sequence[str] | None = None,
                 human_seat: int = 0, bots: Mapping[int, Bot] | None = None,
                 bot_factory: Callable[[int], Bot] | None = None, delay_ms: int = 600,
                 tournament: bool = False, record: GameRecord | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.seed = seed
        self.human_seat = human_seat
        self.delay_ms = delay_ms
        self.tournament = tournament
        self.kind = kind_of(rules)
        self.ui = game_ui(rules)
        self.game = record.replay() if record is not None else self.kind.new_game(rules, seed)
        given = names if names is not None else ("",) * rules.players
        #: The names as given ("": the default name, shown in the current language).
        self.given_names = given_names(given, human_seat)
        self._show_names()
        factory = bot_factory or (
            lambda seat: default_bot("medium", seed * 31 + seat, self.kind.key))
        self.bots: dict[int, Bot] = dict(bots) if bots is not None else {
            s: factory(s) for s in range(rules.players) if s != human_seat}
        self._generation = 0
        self._pending = False
        self._relay = _Relay()
        self._relay.chosen.connect(self._on_bot_choice)
        self._relay.hinted.connect(self._on_hint)
        self._hold_until = 0.0
        self._hinting = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._launch_bot)
        #: What the person is reading (the deal's summary, a lesson's explanation): the
        #: computers wait while anything is.
        self._pauses: set[str] = set()
        #: A computer's choice that arrived while the person was reading: applied after.
        self._deferred: tuple[int, Action | None] | None = None
        self._started = False

    def _show_names(self) -> None:
        names = shown_names(self.given_names, self.human_seat)
        self.game.rename(names, team_names(names) if self.rules.teams else None)

    def retranslate(self) -> None:
        """The default names and the pairs' "and" in the current language (a live switch)."""
        self._show_names()
        self.names_changed.emit()

    @classmethod
    def from_record(cls, record: GameRecord, **kwargs) -> LocalSession:
        """Continue a saved game (``RecordError`` if it does not replay)."""
        return cls(record.rules, record.seed, names=record.names, record=record, **kwargs)

    def record(self) -> GameRecord:
        return GameRecord.of(self.game)

    # -- the interface the window uses ---------------------------------------------------------

    @property
    def names(self) -> tuple[str, ...]:
        return self.game.names

    @property
    def side_names(self) -> tuple[str, ...]:
        """The sides' names: the players', or the pairs' ("Ann and Bob")."""
        return self.game.side_names

    @property
    def sheet(self) -> Any:
        """The score sheet as it stands (RULES §13, OH_HELL §8, MASTER §8)."""
        return self.game.sheet

    def view(self) -> Any:
        return self.game.view(self.human_seat)

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def busy(self) -> bool:
        """A computer player is to act (thinking or waiting for its pause)."""
        return self._pending or self._timer.isActive()

    def start(self) -> None:
        self._started = True
        self.view_changed.emit(self.view())
        # a new game: a moment to look at the dealt cards before the first computer speaks
        self._hold_until = max(self._hold_until, time.monotonic()) + 2 * self.delay_ms / 1000
        self._next()

    def submit(self, action: Action) -> bool:
        """Play ``action`` for the human seat; ``False`` (and ``action_refused``) if illegal."""
        game = self.game
        if game.to_act != self.human_seat:
            if game.is_over:
                self.action_refused.emit(self.tr("The game is over."), self.ui.end_rule)
            else:
                self.action_refused.emit(
                    self.tr("Wait: it is {name}'s turn.").format(name=game.names[game.to_act]),
                    self.ui.turn_rule)
            return False
        try:
            events = game.apply(self.human_seat, action)
        except IllegalActionError as err:
            self.action_refused.emit(error_text(err, context=self.ui.refusal_context), err.rule)
            return False
        self._after(events)
        return True

    def set_delay(self, ms: int) -> None:
        self.delay_ms = max(0, ms)

    @property
    def paused(self) -> bool:
        return bool(self._pauses)

    def pause(self, on: bool = True, reason: str = "reading") -> None:
        """While the person reads (the summary of a deal, a lesson's explanation), no computer
        acts; ``False`` goes on once nothing else is being read (each ``reason`` apart).

        The person's own actions are still accepted.
        """
        was = self.paused
        if on:
            self._pauses.add(reason)
        else:
            self._pauses.discard(reason)
        if self.paused == was:
            return
        if on:
            self._timer.stop()
            self.thinking.emit(-1)
        elif self._deferred is not None:
            seat, action = self._deferred
            self._deferred = None
            self._on_bot_choice(self._generation, seat, action)
        else:
            self._next()

    def hold(self, ms: int) -> None:
        """The table animates for ``ms`` more (a deal, a trick): computers wait that long."""
        self._hold_until = time.monotonic() + max(0, ms) / 1000

    def _held_ms(self) -> int:
        return max(0, round((self._hold_until - time.monotonic()) * 1000))

    # -- hints ------------------------------------------------------------------------------------

    def can_hint(self) -> bool:
        return (not self.tournament and not self.game.is_over
                and self.game.to_act == self.human_seat)

    def request_hint(self) -> bool:
        """Ask the computer, on a worker thread, what it would do for the person."""
        if not self.can_hint() or self._hinting:
            return False
        self._hinting = True
        _POOL.start(functools.partial(
            _advise_in_background, self.view(), self.seed * 97 + len(self.game.history),
            len(self.game.history), self._generation, self._relay))
        return True

    def _on_hint(self, generation: int, advice: HintAdvice | None) -> None:
        self._hinting = False
        if generation != self._generation:
            return
        if advice is not None and (advice.moment != len(self.game.history)
                                   or self.game.to_act != self.human_seat):
            return  # the game went on meanwhile
        self.hint_ready.emit(advice)

    def stop(self) -> None:
        """Forget any bot still thinking (its answer is ignored)."""
        self._generation += 1
        self._timer.stop()
        self._pending = False
        self._hinting = False
        self._deferred = None

    # -- undo -------------------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """A card of the deal in play may be taken back; not once the game is over."""
        return (not self.tournament and not self.game.is_over
                and self._last_human_card() is not None)

    def undo(self) -> bool:
        """Take back the human's last card: replay the record without the actions since."""
        index = self._last_human_card()
        if not self.can_undo() or index is None:
            return False
        record = GameRecord.of(self.game)
        record.actions = record.actions[:index]
        try:
            game = record.replay()
        except DebertzError:
            log.exception("undo: the shortened record does not replay")
            return False
        self.stop()
        self.game = game
        self._show_names()
        self.view_changed.emit(self.view())
        self._next()
        return True

    def _last_human_card(self) -> int | None:
        history = self.game.history
        start = self._deal_start_index()
        for i in range(len(history) - 1, start - 1, -1):
            seat, action = history[i]
            if seat == self.human_seat and self.ui.card_of(action) is not None:
                return i
        return None

    def _deal_start_index(self) -> int:
        """Undo stays within the current deal: a written deal is not taken back (the game
        knows where the deal began, a resumed one too)."""
        return self.game.deal_start

    # -- the flow ---------------------------------------------------------------------------------

    def _after(self, events: list[Event]) -> None:
        summary = None
        over = None
        for ev in events:
            if isinstance(ev, DealScored):
                summary = DealSummary(self.rules, ev.row, self.game.side_names,
                                      getattr(self.rules, "target", None))
            elif isinstance(ev, GameOver):
                over = ev.winner_side
        self.events_happened.emit(events)
        self.view_changed.emit(self.view())
        if summary is not None:
            self.deal_scored.emit(summary)
        if over is not None:
            self.game_over.emit(over)
        self._next(slow=any(isinstance(ev, TrickTaken) for ev in events))

    def _next(self, slow: bool = False) -> None:
        game = self.game
        seat = game.to_act
        if seat is None:
            self.thinking.emit(-1)
            return
        if self.paused:
            return
        if seat == self.human_seat:
            self.thinking.emit(-1)
            if self.ui.auto_action(self.view()) is not None:
                QTimer.singleShot(0, self, self._auto_act)
            return
        if seat in self.bots:
            delay = max(self.delay_ms * (2 if slow else 1), self._held_ms() + self.delay_ms // 3)
            self._timer.start(delay)
            self.thinking.emit(seat)

    def _auto_act(self) -> None:
        """The person's seat has nothing to decide (Debertz's lone "ready"): it acts."""
        if self.game.to_act != self.human_seat or self.paused:
            return
        action = self.ui.auto_action(self.view())
        if action is not None:
            self.submit(action)

    def _launch_bot(self) -> None:
        seat = self.game.to_act
        if seat is None or seat not in self.bots or self._pending or self.paused:
            return
        if self._held_ms() > 20:  # the table is still dealing or collecting
            self._timer.start(self._held_ms())
            return
        self._pending = True
        _POOL.start(functools.partial(_think, self.bots[seat], self.game.view(seat),
                                      self._generation, self._relay))

    def _on_bot_choice(self, generation: int, seat: int, action: Action | None) -> None:
        if generation != self._generation:
            return
        self._pending = False
        if self.paused:
            self._deferred = (seat, action)
            return
        game = self.game
        if game.to_act != seat:
            return
        legal = game.legal_actions(seat)
        if action not in legal:
            log.error("bot for seat %s chose %s, not legal; playing %s", seat, action, legal[0])
            action = legal[0]
        self._after(game.apply(seat, action))


def wait_for_pool(msecs: int = 5000) -> bool:
    """Let running bots finish (at exit, between tests)."""
    return _POOL.waitForDone(msecs)
