"""Helpers for the tests of LAN play through the real windows (issue 19), on 127.0.0.1 only.

Several ``MainWindow``\\ s live in one test process: one hosts, the others join
over real sockets on the loopback interface.  ``drive`` plays for every window
through its own table (dragging cards, clicking the decision bar) until every
game is over.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from test_table import choose_decision, click_action, drag_card

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.net.seating import SeatKind, SeatPlan
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck, Language
from debertz_desktop.ui import i18n
from debertz_desktop.ui.lan.host_dialog import HostChoice
from debertz_desktop.ui.lan.seat_list import SEAT_ROLE
from debertz_desktop.ui.main_window import MainWindow

PERSON = SeatPlan(SeatKind.PERSON)
#: What the tests pass to the host: any free port, no advertising unless asked, quick computers.
QUICK = dict(port=0, advertise=False, delay_ms=0)


def make_window(qtbot, *, size=(1100, 760), start_game=False, **settings) -> MainWindow:
    base = dict(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE)
    window = MainWindow(AppSettings(**(base | settings)), start_game=start_game)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def host_in(window, rules=None, seats=None, *, name="Friday", code=None, **options):
    """The window hosts a table (as after the Host dialog's OK); its HostSession."""
    rules = rules or preset("classic", players=3)
    seats = seats or (SeatPlan(SeatKind.HOST, "Hostess"),) + (PERSON,) * (rules.players - 1)
    session = window.network.hosting.host(HostChoice(rules, name, tuple(seats), code),
                                  **(QUICK | options))
    assert session is not None
    return session


def join_in(qtbot, window, port, name, *, seat=None, code=None):
    """The window joins the table at 127.0.0.1:``port`` through its Join dialog."""
    window.network.joining.show_dialog(browse=False)
    dialog = window.network.dialog
    dialog.held_list.clearSelection()  # the seats of the test's other windows (one home)
    dialog.address_edit.setText(f"127.0.0.1:{port}")
    dialog.name_edit.setText(name)
    if code is not None:
        dialog.code_edit.setText(code)
    dialog.connect_typed()
    qtbot.waitUntil(lambda: dialog.session is not None and dialog.session.table is not None,
                    timeout=10_000)
    if seat is not None:
        row = next(i for i in range(dialog.seat_list.count())
                   if dialog.seat_list.item(i).data(SEAT_ROLE) == seat)
        dialog.seat_list.setCurrentRow(row)
    dialog.join_button.click()
    qtbot.waitUntil(lambda: window.network.session is not None
                    and window.network.session.human_seat >= 0, timeout=10_000)
    return window.network.session


def act_once(qtbot, window, rng: random.Random, *, drag: bool = True) -> bool:
    """One action for the window's person if it is his turn, through the table's widgets."""
    session = window.session
    if session is None or window.table.session is not session:
        return False
    view = session.view()
    if view is None or view.winner_side is not None or session.busy:
        return False
    legal = list(view.legal_actions)
    if not legal or legal == [A.Ready()]:
        return False
    decision = choose_decision(rng, legal)
    if decision is not None:
        if window.table.panel.button_for(decision) is None:
            return False  # the bar is still being built for this view
        click_action(qtbot, window, decision)
        return True
    assert view.phase is Phase.PLAY
    cards = [a.card for a in legal if isinstance(a, A.PlayCard) and not a.bella]
    card = rng.choice(cards)
    if drag:
        drag_card(window, card)
    else:
        assert window.table.play_card(card)
    return True


def drive(qtbot, windows, *, seed=0, timeout=240.0, until=None) -> int:
    """Play for every window until every game is over (or ``until()``); the actions taken."""
    import time

    rngs = [random.Random(seed + i) for i in range(len(windows))]
    end = time.monotonic() + timeout
    actions = 0
    while time.monotonic() < end:
        if until is not None and until():
            return actions
        if all(w.session is not None and w.session.is_over for w in windows):
            return actions
        acted = False
        for window, rng in zip(windows, rngs, strict=True):
            if act_once(qtbot, window, rng, drag=actions % 3 != 0):
                actions += 1
                acted = True
        qtbot.wait(1 if acted else 10)
    raise AssertionError(f"the games did not end in {timeout} s ({actions} actions)")



def host_with_ann(qtbot, host_window, ann_window, rules, seats, **options):
    """The host's window hosts ``rules``' table, Ann's window joins it, the host starts; the
    host's session and Ann's."""
    host = host_in(host_window, rules, seats, **options)
    ann = join_in(qtbot, ann_window, host.port, "Ann")
    lobby = host_window.network.lobby
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    lobby.start_button.click()
    qtbot.waitUntil(lambda: host_window.network.playing and ann_window.network.playing,
                    timeout=10_000)
    return host, ann

def close_boxes() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            widget.done(0)


@pytest.fixture(autouse=True)
def english_after(qapp):
    """Imported by a test module: each of its tests starts and ends in English, its message
    boxes closed (a Russian test or an open box must not leak into the next)."""
    i18n.apply_language(Language.EN)
    yield
    close_boxes()
    i18n.apply_language(Language.EN)
    QApplication.processEvents()
