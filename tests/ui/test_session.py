"""LocalSession: the one object the window talks to (issue 2)."""

from __future__ import annotations

import threading
import time

import pytest

from debertz_desktop.ai.base import Bot
from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.ui.session import FallbackBot, LocalSession


class FirstLegalBot(Bot):
    """Plays the first legal action, and notes the thread it thinks on."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.threads: set[int] = set()

    def choose(self, view):
        self.threads.add(threading.get_ident())
        legal = [a for a in view.legal_actions if not isinstance(a, A.OfferDave | A.ClaimFinish)]
        return legal[0]


def human_turn(session) -> bool:
    return session.is_over or (session.game.to_act == session.human_seat and not session.busy
                               and session.game.legal_actions(0) != [A.Ready()])


def make(players=2, delay=0, tournament=False, seed=7):
    bots = {s: FirstLegalBot(s) for s in range(1, players)}
    return LocalSession(preset("classic", players=players), seed, bots=bots, delay_ms=delay,
                        tournament=tournament)


def play_human_first_legal(qtbot, session, limit=3000):
    for _ in range(limit):
        qtbot.waitUntil(lambda: human_turn(session), timeout=5000)
        if session.is_over:
            return
        legal = session.game.legal_actions(0)
        assert session.submit(legal[0])
    raise AssertionError("the game did not end")


def test_whole_game_with_bots_off_the_gui_thread(qtbot):
    session = make(players=3)
    views, events, summaries, over = [], [], [], []
    session.view_changed.connect(views.append)
    session.events_happened.connect(events.extend)
    session.deal_scored.connect(summaries.append)
    session.game_over.connect(over.append)
    session.start()
    play_human_first_legal(qtbot, session)
    assert session.is_over
    assert over == [session.game.winner_side]
    assert len(summaries) == len(session.game.rows)
    assert all(v.seat == 0 for v in views)
    main = threading.get_ident()
    for bot in session.bots.values():
        assert bot.threads and main not in bot.threads


def test_illegal_action_is_refused_with_the_engines_reason(qtbot):
    session = make()
    refused = []
    session.action_refused.connect(lambda msg, rule: refused.append((msg, rule)))
    session.start()
    qtbot.waitUntil(lambda: human_turn(session))
    while session.view().phase is not Phase.PLAY:
        session.submit(session.game.legal_actions(0)[0])
        qtbot.waitUntil(lambda: human_turn(session))
    view = session.view()
    legal = {a.card for a in view.legal_actions if isinstance(a, A.PlayCard)}
    bad = [c for c in view.hand if c not in legal]
    if not bad:
        pytest.skip("every card is legal in this position")
    history = len(session.game.history)
    assert not session.submit(A.PlayCard(bad[0]))
    assert len(session.game.history) == history
    msg, rule = refused[-1]
    assert msg and rule.startswith("§")


def test_acting_out_of_turn_is_refused(qtbot):
    session = make(delay=10_000)
    refused = []
    session.action_refused.connect(lambda msg, rule: refused.append(msg))
    session.start()
    if session.game.to_act == 0:
        session.submit(session.game.legal_actions(0)[0])
    assert session.game.to_act != 0
    assert not session.submit(A.Pass())
    assert "turn" in refused[-1]
    session.stop()


def test_computer_turns_are_paced(qtbot):
    session = make(delay=250)
    session.start()
    if session.game.to_act == 0:
        session.submit(A.Pass())
    assert session.game.to_act == 1
    t = time.perf_counter()
    n = len(session.game.history)
    qtbot.waitUntil(lambda: len(session.game.history) > n, timeout=3000)
    assert time.perf_counter() - t >= 0.2


def test_undo_takes_back_the_last_card(qtbot):
    session = make()
    session.start()
    for _ in range(100):
        qtbot.waitUntil(lambda: human_turn(session))
        legal = session.game.legal_actions(0)
        if session.view().phase is Phase.PLAY and isinstance(legal[0], A.PlayCard):
            break
        session.submit(legal[0])
    hand = session.view().hand
    card = legal[0].card
    assert session.submit(legal[0])
    qtbot.waitUntil(lambda: human_turn(session))
    assert session.can_undo()
    assert session.undo()
    assert session.game.to_act == 0
    assert session.view().hand == hand and card in session.view().hand


def test_no_undo_in_tournament_mode(qtbot):
    session = make(tournament=True)
    session.start()
    for _ in range(100):
        qtbot.waitUntil(lambda: human_turn(session))
        legal = session.game.legal_actions(0)
        session.submit(legal[0])
        if isinstance(legal[0], A.PlayCard):
            break
    assert not session.can_undo()
    assert not session.undo()


def test_a_stale_bot_answer_is_ignored(qtbot):
    session = make()
    session.start()
    generation = session._generation
    session.stop()
    before = len(session.game.history)
    session._on_bot_choice(generation, 1, A.Pass())
    assert len(session.game.history) == before


def test_record_round_trip(qtbot):
    session = make(players=2)
    session.start()
    for _ in range(6):
        qtbot.waitUntil(lambda: human_turn(session))
        session.submit(session.game.legal_actions(0)[0])
    record = session.record()
    again = LocalSession.from_record(record, bots={1: FallbackBot(1)}, delay_ms=0)
    assert again.game.history == session.game.history
    assert again.view() == session.view()


def test_a_computers_turn_leaves_nothing_behind(qtbot):
    # issue 20: each QRunnable of a bot's turn, and the SeatView in it, stayed alive for
    # ever under PySide6 (a LocalSession grew from 49 to 106 MB over 300 games)
    import gc

    from debertz_desktop.engine.debertz.views import SeatView
    from debertz_desktop.ui.session import wait_for_pool

    def seat_views() -> int:
        gc.collect()
        return sum(isinstance(o, SeatView) for o in gc.get_objects())

    before = seat_views()
    session = make(players=3)
    session.start()
    play_human_first_legal(qtbot, session)
    turns = sum(1 for seat, _ in session.game.history if seat != 0)
    assert turns > 100
    wait_for_pool()
    qtbot.wait(10)
    assert seat_views() - before < 5
