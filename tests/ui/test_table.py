"""The card table through its real widgets: whole games by dragging cards (issue 2).

Cards are played with the mouse on the view's viewport (press / move / release
at ``mapFromScene`` positions), double-click or the keyboard; decisions with
the panel's buttons.  The computer seats are the real bots, paced at 0 ms.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from debertz_desktop.engine.debertz import actions as A
from debertz_desktop.engine.debertz.deal import Phase
from debertz_desktop.engine.debertz.presets import preset
from debertz_desktop.storage.settings import AnimationSpeed, AppSettings, Deck
from debertz_desktop.ui.main_window import MainWindow
from debertz_desktop.ui.table.mnemonics import plain

ARTEFACTS = Path(__file__).resolve().parents[2] / "artefacts"


@pytest.fixture
def window(qtbot):
    settings = AppSettings(animation_speed=AnimationSpeed.OFF, deck=Deck.ATLASNYE)
    w = MainWindow(settings, start_game=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    if w.session is not None:
        w.session.stop()


def start(window, rules, seed, names=None):
    names = names or ["You"] + [f"Bot {i}" for i in range(1, rules.players)]
    session = window.new_game(rules, seed=seed, names=names, delay_ms=0)
    return session


def read_the_summary(session) -> bool:
    """The deal's summary stays until the person closes it, and a game against the computer
    waits for that (issue 27): close it as he would.  ``True`` while the game waits."""
    if session.is_over or not getattr(session, "paused", False):
        return False
    for widget in QApplication.topLevelWidgets():
        table = getattr(widget, "table", None)
        if table is not None and table.session is session and table.summary.isVisible():
            table.summary.close_button.click()
    return True


def my_turn(session) -> bool:
    if read_the_summary(session):
        return False
    if session.is_over:
        return True
    if session.game.to_act != session.human_seat or session.busy:
        return False
    legal = session.game.legal_actions(session.human_seat)
    return legal != [A.Ready()]


def wait_my_turn(qtbot, session) -> None:
    qtbot.waitUntil(lambda: my_turn(session), timeout=10_000)


def card_point(view, item) -> QPoint:
    """A viewport point where ``item`` is the topmost item (cards overlap in the fan)."""
    scene = view.scene()
    rect = item.boundingRect()
    for fx in (-0.32, -0.2, -0.4, 0.0, 0.3):
        for fy in (-0.25, 0.0, 0.25):
            scene_pt = item.mapToScene(QPointF(rect.width() * fx, rect.height() * fy))
            if scene.itemAt(scene_pt, view.transform()) is item:
                return view.mapFromScene(scene_pt)
    raise AssertionError(f"no visible point on {item.card}")


def drag(view, item, target: QPointF) -> None:
    vp = view.viewport()
    start_pt = card_point(view, item)
    end = view.mapFromScene(target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_pt)
    QTest.mouseMove(vp, (start_pt + end) / 2)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def drag_card(window, card) -> None:
    table = window.table
    item = table.scene.item_for(card)
    assert item is not None and item.draggable, card
    drag(table.view, item, table.scene.geometry.centre)


def click_action(qtbot, window, action) -> None:
    """Click the decision's button; a claim that ends the game asks first: say yes."""
    button = window.table.panel.button_for(action)
    assert button is not None and button.isVisible(), (action, window.table.panel.buttons())
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    question = window.table.question
    if question is not None:
        question.button(QMessageBox.StandardButton.Yes).click()


def choose_decision(rng, legal):
    """A plausible decision that is not a card: declare sometimes, otherwise mostly go on."""
    others = [a for a in legal if not isinstance(a, A.PlayCard | A.OfferDave | A.ClaimFinish)]
    if not others:
        return None
    declares = [a for a in others if isinstance(a, A.Declare)]
    if declares and rng.random() < 0.7:
        return declares[0]
    if any(isinstance(a, A.Declare) for a in others):
        return None  # play a card instead of declaring
    wins = [a for a in others if isinstance(a, A.ClaimWin)]
    if wins:
        return wins[0]
    for kind in (A.Ready, A.PlayOn, A.RefuseConcession, A.AcceptDave):
        match = [a for a in others if isinstance(a, kind)]
        if match:
            return match[0]
    return rng.choice(others)


def play_game(qtbot, window, session, *, rng, cards_by="drag", decisions_by="click",
              screenshot: str | None = None, max_actions=2000) -> dict[str, int]:
    counts = {"cards": 0, "decisions": 0}
    shot_taken = False
    for _ in range(max_actions):
        wait_my_turn(qtbot, session)
        if session.is_over:
            break
        view = session.view()
        legal = list(view.legal_actions)
        decision = choose_decision(rng, legal)
        if decision is not None:
            if decisions_by == "click":
                click_action(qtbot, window, decision)
            else:
                assert session.submit(decision)
            counts["decisions"] += 1
            continue
        assert view.phase is Phase.PLAY
        cards = [a.card for a in legal if isinstance(a, A.PlayCard) and not a.bella]
        card = rng.choice(cards)
        if screenshot and not shot_taken and len(view.tricks) >= 2 and view.trick:
            ARTEFACTS.mkdir(exist_ok=True)
            window.table.scene.flush()
            assert window.grab().save(str(ARTEFACTS / screenshot))
            shot_taken = True
        before = len(session.game.history)
        if cards_by == "drag":
            drag_card(window, card)
        else:
            assert window.table.play_card(card)
        assert len(session.game.history) > before, f"{card} was not played"
        assert card not in session.game.view(session.human_seat).hand
        counts["cards"] += 1
    assert session.is_over
    return counts


def test_two_player_game_by_dragging(qtbot, window):
    rules = preset("classic", players=2)
    session = start(window, rules, seed=11)
    counts = play_game(qtbot, window, session, rng=random.Random(1),
                       screenshot="table-2-players.png")
    assert counts["cards"] > 20 and counts["decisions"] > 3
    assert session.game.winner_side is not None
    assert window.sheet.rowCount() == len(session.game.rows)
    # The last deal's summary first, then the result (issue 23).
    table = window.table
    qtbot.waitUntil(lambda: table.summary.isVisible())
    assert not table.game_over.isVisible()
    assert plain(table.summary.close_button.text()) == "The game's result"
    qtbot.mouseClick(table.summary.close_button, Qt.MouseButton.LeftButton)
    assert table.game_over.isVisible() and not table.summary.isVisible()
    sheet = session.game.sheet
    # a number keeps to its word in the title ("Computer\u00a01")
    assert table.game_over.title.text().replace("\u00a0", " ").endswith(
        sheet.side_names[sheet.winner_side])
    assert table.game_over.sheet.rowCount() == len(session.game.rows)


def test_three_player_game(qtbot, window):
    session = start(window, preset("classic", players=3), seed=5)
    counts = play_game(qtbot, window, session, rng=random.Random(2), decisions_by="session",
                       screenshot="table-3-players.png")
    assert counts["cards"] > 20
    assert session.game.winner_side is not None


def test_four_player_pairs_game(qtbot, window):
    rules = preset("kharkov", players=4, teams=True)
    session = start(window, rules, seed=8, names=["You", "Left", "Partner", "Right"])
    counts = play_game(qtbot, window, session, rng=random.Random(3), decisions_by="session",
                       screenshot="table-4-players.png")
    assert counts["cards"] > 20
    assert window.session.game.side_names[0].startswith("You")


def _to_play_phase(qtbot, session, *, need_illegal: bool):
    """Bid for the human until it is his card, and (optionally) some card is illegal."""
    rng = random.Random(0)
    for _ in range(400):
        wait_my_turn(qtbot, session)
        view = session.view()
        legal = list(view.legal_actions)
        decision = choose_decision(rng, legal)
        if decision is not None and not isinstance(decision, A.Declare):
            session.submit(decision)
            continue
        plays = {a.card for a in legal if isinstance(a, A.PlayCard)}
        if view.phase is Phase.PLAY and (not need_illegal or set(view.hand) - plays):
            return view
        session.submit(rng.choice([a for a in legal if isinstance(a, A.PlayCard)]))
    raise AssertionError("never reached a position with an illegal card")


def test_illegal_drag_springs_back_and_shows_reason(qtbot, window):
    session = start(window, preset("classic", players=2), seed=21)
    view = _to_play_phase(qtbot, session, need_illegal=True)
    legal = {a.card for a in view.legal_actions if isinstance(a, A.PlayCard)}
    bad = next(c for c in view.hand if c not in legal)
    scene = window.table.scene
    item = scene.item_for(bad)
    home = QPointF(item.pos())
    history = len(session.game.history)
    drag_card(window, bad)
    assert len(session.game.history) == history
    assert bad in session.view().hand
    assert scene.item_for(bad).pos() == home
    message = window.statusBar().currentMessage()
    assert message.startswith("Not allowed:") and len(message) > len("Not allowed: ") + 5
    assert "§" in message


def test_keyboard_play(qtbot, window):
    session = start(window, preset("classic", players=2), seed=4)
    view = _to_play_phase(qtbot, session, need_illegal=False)
    legal = [a.card for a in view.legal_actions if isinstance(a, A.PlayCard)]
    scene = window.table.scene
    hand = scene.human_hand()
    window.table.view.setFocus()
    for _ in range(len(hand)):
        if scene.focused_card() in legal:
            break
        QTest.keyClick(window.table.view, Qt.Key.Key_Right)
    card = scene.focused_card()
    assert card in legal
    assert scene.item_for(card).focused
    QTest.keyClick(window.table.view, Qt.Key.Key_Return)
    assert card not in session.game.view(0).hand


def test_double_click_plays(qtbot, window):
    session = start(window, preset("classic", players=2), seed=9)
    view = _to_play_phase(qtbot, session, need_illegal=False)
    card = next(a.card for a in view.legal_actions if isinstance(a, A.PlayCard))
    item = window.table.scene.item_for(card)
    QTest.mouseDClick(window.table.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(window.table.view, item))
    assert card not in session.game.view(0).hand
    assert any(c is card for _, c in session.game.view(0).trick) or session.view().tricks


def test_a_click_on_a_card_takes_the_cursor_and_enter_plays_it(qtbot, window):
    """A single click plays nothing (a card is played by a drag, a double-click or Enter),
    but it is not lost either: the clicked card takes the keyboard's cursor, so the player
    sees where he clicked, and Enter then plays that card."""
    session = start(window, preset("classic", players=2), seed=9)
    view = _to_play_phase(qtbot, session, need_illegal=False)
    legal = [a.card for a in view.legal_actions if isinstance(a, A.PlayCard)]
    scene = window.table.scene
    card = next(c for c in reversed(legal) if c != scene.focused_card())
    item = scene.item_for(card)
    table_view = window.table.view
    QTest.mouseClick(table_view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, card_point(table_view, item))
    assert card in session.game.view(0).hand  # not played
    assert scene.focused_card() == card
    assert item.focused
    QTest.keyClick(table_view, Qt.Key.Key_Return)
    assert card not in session.game.view(0).hand


def test_panels_only_offer_legal_decisions(qtbot, window):
    session = start(window, preset("classic", players=2), seed=3)
    wait_my_turn(qtbot, session)
    view = session.view()
    buttons = window.table.panel.buttons()
    offered = {a for a in view.legal_actions
               if not isinstance(a, A.PlayCard) and a != A.Ready()}
    assert set(buttons) == offered


def test_layout_follows_resize(qtbot, window):
    session = start(window, preset("classic", players=3), seed=2)
    wait_my_turn(qtbot, session)
    scene = window.table.scene
    big = scene.geometry.card.height()
    window.resize(800, 560)
    qtbot.waitUntil(lambda: scene.geometry.card.height() < big)
    # the scene fills the view exactly (scaled down as a whole in a low view: issue 27)
    view = window.table.view
    assert scene.sceneRect().width() * view.zoom == pytest.approx(view.viewport().width())
    for item in scene.items():
        if hasattr(item, "card"):
            assert scene.sceneRect().adjusted(-40, -40, 40, 40).contains(item.pos())
